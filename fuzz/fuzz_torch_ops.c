/* fuzz_torch_ops.c — libFuzzer harness for the typed torch view API (sl_torch_*).
 *
 * The input bytes are read as a small program: first a starting tensor (empty,
 * empty_format, empty_strided, or as_strided over a fresh 1-d storage; any dtype, 0 to
 * SL_MAX_DIMS+2 dims, sizes from 0 to huge), then up to 12 op calls with arbitrary int64
 * arguments (INT64_MIN/MAX, 2^62, small values near the dim count, raw 8-byte values),
 * covering every sl_torch_* entry point of the public header.  Each successful result
 * becomes the input of the next op.
 *
 * What is checked (a violation traps):
 *   - every error: status in the sl_status range, err->code equal to it, a NUL-terminated
 *     non-empty message, a Python class name for SL_ERR_PY and SL_ERR_OVERFLOW (our own
 *     limits and C-API errors may have none, as the header allows),
 *     "unsupported: " on SL_ERR_UNSUPPORTED, and a single-output view op leaves *out
 *     byte for byte untouched;
 *   - every result: 0 <= ndim <= SL_MAX_DIMS, sizes >= 0, a valid alias and dtype,
 *     itemsize = the dtype's, and (when its span is computable) every element's bytes
 *     inside [0, storage_bytes);
 *   - alias SAME: the layout is the input's; alias VIEW: same dtype and storage, and for
 *     small layouts every element of the result is an element of the input (byte
 *     bitmap of the input's element starts), except as_strided, which is only held to
 *     the storage bound as torch checks it; alias NEW: offset 0, dense (N&D);
 *   - ops that keep the element count keep it; running the op in place (out == t)
 *     gives the same answer as out of place; the pieces of split / chunk /
 *     tensor_split(sections) cover their dim exactly, unbind gives one piece per index;
 *   - predicates: contiguous => N&D => internal overlap NO; YES => not N&D; and, for
 *     small layouts, by enumeration: contiguous = offset + row-major index, N&D = the
 *     elements tile numel consecutive slots, YES = two indices share an element;
 *   - overlap_status between two tensors of one storage agrees with their byte sets.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "stridelab.h"

#define NV (SL_MAX_DIMS + 3)   /* argument arrays: room for ndim > SL_MAX_DIMS */
#define NOUT 80                /* multi-output capacity */
#define SMALL_NUMEL 4096       /* enumerate layouts with at most this many elements */
#define SMALL_SPAN 65536       /* ... and a byte extent at most this wide */

#ifdef FUZZ_TRACE /* debugging build: say which check failed */
#include <stdio.h>
#define CHECK(c)                                                              \
    do {                                                                      \
        if (!(c)) {                                                           \
            fprintf(stderr, "check failed at line %d: %s\n", __LINE__, #c);   \
            __builtin_trap();                                                 \
        }                                                                     \
    } while (0)
#else
#define CHECK(c)                          \
    do {                                  \
        if (!(c)) __builtin_trap();       \
    } while (0)
#endif

/* ------------------------------------------------------------------ input reader */

typedef struct rd {
    const uint8_t *p;
    size_t n;
} rd;

static unsigned u8(rd *r) {
    if (!r->n) return 0;
    r->n--;
    return *r->p++;
}

static const int64_t SPECIAL[] = {
    0, 1, 2, 3, 4, 5, -1, -2, -3, -4, INT64_MIN, INT64_MAX, INT64_MIN + 1, INT64_MAX - 1,
    (int64_t)1 << 62, -((int64_t)1 << 62), ((int64_t)1 << 62) - 1, -((int64_t)1 << 62) - 1,
    (int64_t)1 << 31, ((int64_t)1 << 31) - 1, -((int64_t)1 << 31), (int64_t)1 << 32,
    (int64_t)1 << 40, (int64_t)1 << 53, 31, 32, 33, 63, 64, 65, 66, -63, -64, -65, -66,
    1000, -1000, (int64_t)1 << 20, ((int64_t)1 << 61) + 1, INT64_MAX / 2, INT64_MIN / 2,
    INT64_MAX / 3, 6, 7, 8, 12, 24, -24};
#define NSPECIAL ((unsigned)(sizeof SPECIAL / sizeof SPECIAL[0]))

static int64_t raw64(rd *r) {
    uint64_t v = 0;
    for (int i = 0; i < 8; i++) v = v << 8 | u8(r);
    return (int64_t)v;
}

/* Any int64, mostly small. */
static int64_t any64(rd *r) {
    unsigned s = u8(r);
    if (s < 128) return (int64_t)(s % 19) - 9;
    if (s < 232) return SPECIAL[s % NSPECIAL];
    return raw64(r);
}

/* A size: mostly 1..5, sometimes 0, rarely anything. */
static int64_t size64(rd *r) {
    static const int64_t common[8] = {1, 2, 3, 1, 2, 4, 0, 5};
    unsigned s = u8(r);
    if (s < 232) return common[s % 8];
    return any64(r);
}

/* A stride in elements: mostly small, either sign. */
static int64_t stride64(rd *r) {
    unsigned s = u8(r);
    if (s < 224) return (int64_t)(s % 13) - 3;
    return any64(r);
}

static int32_t ndim32(rd *r) {
    unsigned s = u8(r);
    if (s < 236) return (int32_t)(s % 5);
    return (int32_t)(s % (SL_MAX_DIMS + 3));
}

/* A list length for op arguments: near the tensor's ndim, sometimes anything up to NV. */
static int32_t len32(rd *r, int32_t ndim) {
    unsigned s = u8(r);
    if (s < 200) return (int32_t)(s % (unsigned)(ndim + 2));
    return (int32_t)(s % NV);
}

static sl_dtype dtype_of(rd *r) {
    unsigned s = u8(r);
    if (s == 255) return (sl_dtype)SL_DTYPE_COUNT; /* an invalid dtype, C-API check */
    return (sl_dtype)(s % SL_DTYPE_COUNT);
}

/* ------------------------------------------------------------- error invariants */

static void err_poison(sl_error *err) {
    memset(err, 'Z', sizeof *err);
    err->code = 12345;
}

static void check_status(int rc, const sl_error *err) {
    if (rc == SL_OK) return;
    CHECK(rc >= SL_ERR_ARG && rc <= SL_ERR_PY);
    CHECK(err->code == rc);
    CHECK(memchr(err->type, '\0', sizeof err->type) != NULL);
    CHECK(memchr(err->message, '\0', sizeof err->message) != NULL);
    CHECK(err->message[0] != '\0');
    if (rc == SL_ERR_PY || rc == SL_ERR_OVERFLOW) CHECK(err->type[0] != '\0');
    if (rc == SL_ERR_UNSUPPORTED) CHECK(strncmp(err->message, "unsupported: ", 13) == 0);
}

/* --------------------------------------------------------------- layout helpers */

static bool tensor_eq(const sl_tensor *a, const sl_tensor *b) {
    return sl_layout_equal(&a->layout, &b->layout) && a->dtype == b->dtype &&
           a->storage_bytes == b->storage_bytes && a->alias == b->alias;
}

/* Byte extent [lo, hi) and element count of a layout, with checked arithmetic.
 * Returns false when the extent does not fit in 64 bits; *numel is 0 for no elements,
 * -1 when only the element count leaves 64 bits (expand can make 2^70 elements). */
static bool extent(const sl_layout *l, int64_t *numel, int64_t *lo, int64_t *hi) {
    int64_t n = 1, mn = l->offset, mx = l->offset;
    for (int d = 0; d < l->ndim; d++)
        if (l->size[d] == 0) {
            *numel = 0;
            *lo = *hi = 0;
            return true;
        }
    for (int d = 0; d < l->ndim; d++) {
        int64_t reach;
        if (n >= 0 && __builtin_mul_overflow(n, l->size[d], &n)) n = -1; /* size past 64 bits */
        if (__builtin_mul_overflow(l->size[d] - 1, l->stride[d], &reach)) return false;
        if (reach < 0) {
            if (__builtin_add_overflow(mn, reach, &mn)) return false;
        } else if (__builtin_add_overflow(mx, reach, &mx)) {
            return false;
        }
    }
    if (__builtin_mul_overflow(mn, l->itemsize, lo)) return false;
    if (__builtin_add_overflow(mx, 1, &mx) || __builtin_mul_overflow(mx, l->itemsize, hi))
        return false;
    *numel = n;
    return true;
}

static bool small(const sl_layout *l, int64_t *numel, int64_t *lo, int64_t *hi) {
    int64_t span;
    return extent(l, numel, lo, hi) && *numel >= 0 && *numel <= SMALL_NUMEL &&
           !__builtin_sub_overflow(*hi, *lo, &span) && span <= SMALL_SPAN;
}

/* Storage element of the k-th element in row-major index order (the layout is small, so
 * nothing overflows). */
static int64_t elem_at(const sl_layout *l, int64_t k) {
    int64_t e = l->offset;
    for (int d = l->ndim - 1; d >= 0; d--) {
        e += (k % l->size[d]) * l->stride[d];
        k /= l->size[d];
    }
    return e;
}

static unsigned char g_map[SMALL_SPAN];

/* Result elements are elements of the input: mark the input's element starts, look up
 * the result's. */
static void check_subset(const sl_tensor *in, const sl_tensor *out) {
    int64_t ni, li, hi, no, lo2, hi2;
    if (!small(&in->layout, &ni, &li, &hi) || !small(&out->layout, &no, &lo2, &hi2)) return;
    CHECK(ni > 0 || no == 0);
    if (no == 0) return;
    memset(g_map, 0, (size_t)(hi - li));
    for (int64_t k = 0; k < ni; k++) g_map[elem_at(&in->layout, k) * in->layout.itemsize - li] = 1;
    for (int64_t k = 0; k < no; k++) {
        int64_t b = elem_at(&out->layout, k) * out->layout.itemsize;
        CHECK(b >= li && b < hi && g_map[b - li]);
    }
}

/* Predicates, and their meaning by enumeration for small layouts. */
static void check_predicates(const sl_layout *l) {
    bool c = sl_torch_is_contiguous(l, SL_MF_CONTIGUOUS);
    bool cl = sl_torch_is_contiguous(l, SL_MF_CHANNELS_LAST);
    bool cl3 = sl_torch_is_contiguous(l, SL_MF_CHANNELS_LAST_3D);
    bool nd = sl_torch_is_non_overlapping_and_dense(l);
    sl_mem_overlap ov = sl_torch_internal_overlap(l);
    CHECK(sl_torch_is_contiguous(l, SL_MF_PRESERVE) == c);
    CHECK(ov == SL_OVERLAP_NO || ov == SL_OVERLAP_YES || ov == SL_OVERLAP_TOO_HARD);
    if (cl) CHECK(l->ndim == 4);
    if (cl3) CHECK(l->ndim == 5);
    if (c || cl || cl3) CHECK(nd);
    if (nd) CHECK(ov == SL_OVERLAP_NO);
    int64_t n, lo, hi;
    if (!small(l, &n, &lo, &hi) || n == 0) return;
    int64_t mn = INT64_MAX, mx = INT64_MIN;
    bool dup = false;
    memset(g_map, 0, (size_t)(hi - lo));
    for (int64_t k = 0; k < n; k++) {
        int64_t e = elem_at(l, k);
        if (c) CHECK(e == l->offset + k);
        unsigned char *m = &g_map[e * l->itemsize - lo];
        if (*m) dup = true;
        *m = 1;
        if (e < mn) mn = e;
        if (e > mx) mx = e;
    }
    if (nd) CHECK(!dup && mx - mn + 1 == n);
    if (ov == SL_OVERLAP_YES) CHECK(dup);
}

/* Every result: structural limits, storage bound, predicates. */
static void check_tensor(const sl_tensor *t) {
    CHECK(t->layout.ndim >= 0 && t->layout.ndim <= SL_MAX_DIMS);
    CHECK((int)t->dtype >= 0 && t->dtype < SL_DTYPE_COUNT);
    CHECK(t->layout.itemsize == sl_dtype_itemsize(t->dtype));
    CHECK(t->alias == SL_ALIAS_NEW || t->alias == SL_ALIAS_VIEW || t->alias == SL_ALIAS_SAME);
    CHECK(t->storage_bytes >= 0);
    for (int d = 0; d < t->layout.ndim; d++) CHECK(t->layout.size[d] >= 0);
    int64_t n, lo, hi;
    if (extent(&t->layout, &n, &lo, &hi) && n != 0) CHECK(lo >= 0 && hi <= t->storage_bytes);
    check_predicates(&t->layout);
}

static bool numel_of(const sl_tensor *t, int64_t *n) {
    int64_t lo, hi;
    if (extent(&t->layout, n, &lo, &hi) && *n >= 0) return true;
    /* no extent: count anyway when the sizes multiply */
    int64_t m = 1;
    for (int d = 0; d < t->layout.ndim; d++)
        if (__builtin_mul_overflow(m, t->layout.size[d], &m)) return false;
    *n = m;
    return true;
}

/* A result of an op applied to `in`. */
static void check_result(const sl_tensor *in, const sl_tensor *out, bool as_strided,
                         bool keeps_numel) {
    check_tensor(out);
    if (out->alias == SL_ALIAS_SAME) {
        CHECK(sl_layout_equal(&in->layout, &out->layout));
        CHECK(in->dtype == out->dtype && in->storage_bytes == out->storage_bytes);
    } else if (out->alias == SL_ALIAS_VIEW) {
        CHECK(in->dtype == out->dtype && in->storage_bytes == out->storage_bytes);
        if (!as_strided) check_subset(in, out);
    } else {
        CHECK(out->layout.offset == 0);
        CHECK(sl_torch_is_non_overlapping_and_dense(&out->layout));
    }
    int64_t a, b;
    if (keeps_numel && numel_of(in, &a) && numel_of(out, &b)) CHECK(a == b);
}

/* --------------------------------------------------------------------- op calls */

enum {
    OP_INDEX, OP_SELECT, OP_SLICE, OP_NARROW, OP_TRANSPOSE, OP_T, OP_TT, OP_MATRIX,
    OP_PERMUTE, OP_MOVEDIM, OP_UNSQUEEZE, OP_SQUEEZE, OP_SQUEEZE_DIM, OP_EXPAND, OP_VIEW,
    OP_RESHAPE, OP_FLATTEN, OP_UNFLATTEN, OP_DIAGONAL, OP_UNFOLD, OP_AS_STRIDED, OP_FLIP,
    OP_CONTIGUOUS, OP_CLONE, OP_ELEMENTWISE, OP_UNARY,
    OP_SINGLE_COUNT,
    /* multi-output */
    OP_SPLIT = OP_SINGLE_COUNT, OP_SPLIT_SIZES, OP_CHUNK, OP_TSPLIT_SECTIONS, OP_TSPLIT_INDICES,
    OP_UNBIND,
    /* others */
    OP_BROADCAST_SHAPES, OP_OVERLAP_STATUS, OP_NEW_ROOT,
    OP_COUNT
};

typedef struct op_args {
    int code;
    int64_t a[4];
    int64_t v1[NV], v2[NV];
    int32_t n1, n2;
    bool opt1, opt2, flag;
    int sel;
    sl_index_item items[NV];
    int32_t nitems;
} op_args;

static const char *const TYPE_NAMES[] = {"float", "str", "list", "Tensor", "NoneType", "bytes"};

static void read_items(rd *r, op_args *o, int32_t ndim) {
    o->nitems = len32(r, ndim);
    for (int32_t i = 0; i < o->nitems; i++) {
        sl_index_item *it = &o->items[i];
        memset(it, 0, sizeof *it);
        unsigned k = u8(r) % 12;
        switch (k) {
        case 0: case 1: case 2: it->kind = SL_IDX_SLICE; break;
        case 3: case 4: it->kind = SL_IDX_INT; break;
        case 5: it->kind = SL_IDX_NONE; break;
        case 6: it->kind = SL_IDX_ELLIPSIS; break;
        case 7: it->kind = SL_IDX_TRUE; break;
        case 8: it->kind = SL_IDX_FALSE; break;
        case 9: it->kind = SL_IDX_INT_TENSOR0; break;
        case 10: it->kind = SL_IDX_INVALID; break;
        default: it->kind = (sl_index_kind)(u8(r) % 10); break; /* includes bad kinds */
        }
        it->value = any64(r);
        unsigned f = u8(r);
        it->has_start = f & 1;
        it->has_stop = f & 2;
        it->has_step = f & 4;
        it->start = any64(r);
        it->stop = any64(r);
        it->step = (f & 8) ? any64(r) : (int64_t)(f >> 4) - 4;
        it->type_name = TYPE_NAMES[u8(r) % 6];
    }
}

static void read_list(rd *r, int64_t *v, int32_t n, int kind) {
    for (int32_t i = 0; i < n; i++) v[i] = kind == 0 ? any64(r) : kind == 1 ? size64(r) : stride64(r);
}

/* A dim argument: mostly in [-ndim-1, ndim], sometimes anything. */
static int64_t dim64(rd *r, int32_t ndim) {
    unsigned s = u8(r);
    if (s < 220) return (int64_t)(s % (unsigned)(2 * ndim + 3)) - ndim - 1;
    return any64(r);
}

static void read_args(rd *r, op_args *o, int32_t ndim) {
    memset(o, 0, sizeof *o);
    o->code = (int)(u8(r) % OP_COUNT);
    o->a[0] = dim64(r, ndim);
    o->a[1] = dim64(r, ndim);
    o->a[2] = any64(r);
    o->a[3] = size64(r);
    unsigned f = u8(r);
    o->opt1 = f & 1;
    o->opt2 = f & 2;
    o->flag = f & 4;
    o->sel = (int)(f >> 3);
    o->n1 = len32(r, ndim);
    o->n2 = (f & 0x80) ? len32(r, ndim) : o->n1;
    int kind = (int)(u8(r) % 3);
    read_list(r, o->v1, o->n1, kind);
    read_list(r, o->v2, o->n2, (int)(u8(r) % 3));
    if (o->code == OP_INDEX) read_items(r, o, ndim);
}

/* Run a single-output op.  keeps_numel / as_strided describe it for check_result. */
static int run_single(const op_args *o, const sl_tensor *t, sl_tensor *out, sl_error *err,
                      bool *keeps_numel, bool *is_view_op) {
    *keeps_numel = false;
    *is_view_op = true;
    bool warned;
    switch (o->code) {
    case OP_INDEX:
        if (o->flag)
            return sl_torch_index_ex(t, o->items, o->nitems, o->opt1, out, err);
        return sl_torch_index(t, o->items, o->nitems, out, err);
    case OP_SELECT: return sl_torch_select(t, o->a[0], o->a[2], out, err);
    case OP_SLICE:
        return sl_torch_slice(t, o->a[0], o->opt1 ? &o->v1[0] : NULL,
                              o->opt2 ? &o->v2[0] : NULL, o->flag ? o->a[2] : o->a[3], out, err);
    case OP_NARROW: return sl_torch_narrow(t, o->a[0], o->a[2], o->a[3], out, err);
    case OP_TRANSPOSE:
        *keeps_numel = true;
        return sl_torch_transpose(t, o->a[0], o->a[1], out, err);
    case OP_T: *keeps_numel = true; return sl_torch_t(t, out, err);
    case OP_TT: {
        *keeps_numel = true;
        int rc = sl_torch_T(t, out, o->flag ? &warned : NULL, err);
        if (rc == SL_OK && o->flag) CHECK(warned == (t->layout.ndim != 0 && t->layout.ndim != 2));
        return rc;
    }
    case OP_MATRIX:
        *keeps_numel = true;
        return sl_torch_matrix_transpose(t, (sl_matrix_op)(o->sel % 5), out, err);
    case OP_PERMUTE: *keeps_numel = true; return sl_torch_permute(t, o->v1, o->n1, out, err);
    case OP_MOVEDIM:
        *keeps_numel = true;
        return sl_torch_movedim(t, o->v1, o->n1, o->v2, o->n2, out, err);
    case OP_UNSQUEEZE: *keeps_numel = true; return sl_torch_unsqueeze(t, o->a[0], out, err);
    case OP_SQUEEZE: *keeps_numel = true; return sl_torch_squeeze(t, out, err);
    case OP_SQUEEZE_DIM: *keeps_numel = true; return sl_torch_squeeze_dim(t, o->a[0], out, err);
    case OP_EXPAND: return sl_torch_expand(t, o->v1, o->n1, out, err);
    case OP_VIEW: *keeps_numel = true; return sl_torch_view(t, o->v1, o->n1, out, err);
    case OP_RESHAPE: *keeps_numel = true; return sl_torch_reshape(t, o->v1, o->n1, out, err);
    case OP_FLATTEN: *keeps_numel = true; return sl_torch_flatten(t, o->a[0], o->a[1], out, err);
    case OP_UNFLATTEN:
        *keeps_numel = true;
        return sl_torch_unflatten(t, o->a[0], o->v1, o->n1, out, err);
    case OP_DIAGONAL: return sl_torch_diagonal(t, o->a[2], o->a[0], o->a[1], out, err);
    case OP_UNFOLD: return sl_torch_unfold(t, o->a[0], o->a[3], o->flag ? o->a[2] : 1 + (o->sel & 3), out, err);
    case OP_AS_STRIDED:
        return sl_torch_as_strided(t, o->v1, o->n1, o->v2, o->n2, o->opt1 ? &o->a[2] : NULL,
                                   out, err);
    case OP_FLIP:
        *keeps_numel = true;
        *is_view_op = false;
        return sl_torch_flip(t, o->v1, o->n1, out, err);
    case OP_CONTIGUOUS:
        *keeps_numel = true;
        *is_view_op = false;
        return sl_torch_contiguous(t, (sl_memory_format)(o->sel % 5), out, err);
    case OP_CLONE:
        *keeps_numel = true;
        *is_view_op = false;
        return sl_torch_clone(t, (sl_memory_format)(o->sel % 5), out, err);
    case OP_ELEMENTWISE:
        *keeps_numel = true;
        *is_view_op = false;
        return sl_torch_elementwise_result(t, out, err);
    case OP_UNARY:
        *keeps_numel = true;
        *is_view_op = false;
        return sl_torch_unary_result(t, out, err);
    default: __builtin_trap();
    }
}

static int run_multi(const op_args *o, const sl_tensor *t, sl_tensor *outs, int32_t cap,
                     int32_t *nout, sl_error *err) {
    switch (o->code) {
    case OP_SPLIT: return sl_torch_split(t, o->flag ? o->a[2] : o->a[3], o->a[0], outs, cap, nout, err);
    case OP_SPLIT_SIZES:
        return sl_torch_split_with_sizes(t, o->v1, o->n1, o->a[0], outs, cap, nout, err);
    case OP_CHUNK: return sl_torch_chunk(t, o->flag ? o->a[2] : o->a[3], o->a[0], outs, cap, nout, err);
    case OP_TSPLIT_SECTIONS:
        return sl_torch_tensor_split_sections(t, o->flag ? o->a[2] : o->a[3], o->a[0], outs, cap,
                                              nout, err);
    case OP_TSPLIT_INDICES:
        return sl_torch_tensor_split_indices(t, o->v1, o->n1, o->a[0], outs, cap, nout, err);
    case OP_UNBIND: return sl_torch_unbind(t, o->a[0], outs, cap, nout, err);
    default: __builtin_trap();
    }
}

/* ------------------------------------------------------------------ new tensors */

static int make_root(rd *r, sl_tensor *t) {
    int64_t sizes[NV], strides[NV];
    sl_error err;
    err_poison(&err);
    unsigned mode = u8(r) % 4;
    int32_t nd = ndim32(r);
    for (int32_t d = 0; d < nd; d++) sizes[d] = size64(r);
    sl_dtype dt = dtype_of(r);
    int rc;
    if (mode == 0) {
        rc = sl_torch_empty(sizes, nd, dt, t, &err);
        check_status(rc, &err);
        if (rc == SL_OK) CHECK(sl_torch_is_contiguous(&t->layout, SL_MF_CONTIGUOUS));
    } else if (mode == 1) {
        sl_memory_format fmt = (sl_memory_format)(u8(r) % 5);
        rc = sl_torch_empty_format(sizes, nd, dt, fmt, t, &err);
        check_status(rc, &err);
        if (rc == SL_OK && fmt != SL_MF_PRESERVE) CHECK(sl_torch_is_contiguous(&t->layout, fmt));
    } else if (mode == 2) {
        int32_t ns = (u8(r) & 7) ? nd : ndim32(r);
        for (int32_t d = 0; d < ns; d++) strides[d] = stride64(r);
        rc = sl_torch_empty_strided(sizes, nd, strides, ns, dt, t, &err);
        check_status(rc, &err);
    } else {
        sl_tensor base;
        int64_t n = (u8(r) & 15) ? (int64_t)u8(r) : any64(r);
        rc = sl_torch_empty(&n, 1, dt, &base, &err);
        check_status(rc, &err);
        if (rc != SL_OK) return rc;
        check_tensor(&base);
        int32_t ns = (u8(r) & 7) ? nd : ndim32(r);
        for (int32_t d = 0; d < ns; d++) strides[d] = stride64(r);
        int64_t off = (u8(r) & 3) ? (int64_t)(u8(r) % 8) : any64(r);
        err_poison(&err);
        rc = sl_torch_as_strided(&base, sizes, nd, strides, ns, (u8(r) & 1) ? &off : NULL, t, &err);
        check_status(rc, &err);
        if (rc == SL_OK) {
            check_result(&base, t, true, false);
            CHECK(t->alias == SL_ALIAS_VIEW);
        }
        return rc;
    }
    if (rc == SL_OK) {
        check_tensor(t);
        CHECK(t->alias == SL_ALIAS_NEW && t->layout.offset == 0 && t->layout.ndim == nd);
    }
    return rc;
}

/* overlap_status against brute force: two tensors of one storage. */
static void check_overlap_status(const sl_tensor *a, const sl_tensor *b, bool same_object) {
    sl_overlap_status st = sl_torch_overlap_status(a, same_object ? a : b, same_object, true);
    CHECK(st == SL_OVS_FULL || st == SL_OVS_PARTIAL || st == SL_OVS_NO || st == SL_OVS_TOO_HARD);
    if (same_object) {
        CHECK(st == SL_OVS_FULL);
        return;
    }
    bool nda = sl_torch_is_non_overlapping_and_dense(&a->layout);
    bool ndb = sl_torch_is_non_overlapping_and_dense(&b->layout);
    int64_t na, la, ha, nb, lb, hb;
    if (!small(&a->layout, &na, &la, &ha) || !small(&b->layout, &nb, &lb, &hb)) return;
    if (na == 0 || nb == 0) {
        CHECK(st == SL_OVS_NO);
        return;
    }
    if (!nda || !ndb) {
        CHECK(st == SL_OVS_TOO_HARD);
        return;
    }
    /* N&D: each tensor's bytes are exactly its extent */
    bool meet = la < hb && lb < ha;
    CHECK((st == SL_OVS_NO) == !meet);
    if (st == SL_OVS_FULL) CHECK(la == lb && ha == hb);
}

static void check_broadcast(rd *r, const sl_tensor *t) {
    int64_t b[NV], out[SL_MAX_DIMS];
    int32_t nb = len32(r, t->layout.ndim), nout = -1;
    read_list(r, b, nb, (int)(u8(r) % 2));
    sl_error err;
    err_poison(&err);
    int rc = sl_torch_broadcast_shapes2(t->layout.size, t->layout.ndim, b, nb, out, &nout, &err);
    check_status(rc, &err);
    if (rc != SL_OK) return;
    int32_t na = t->layout.ndim;
    CHECK(nout == (na > nb ? na : nb) && nout <= SL_MAX_DIMS);
    for (int32_t i = 0; i < nout; i++) {
        int32_t ia = i - (nout - na), ib = i - (nout - nb);
        bool from_a = ia >= 0 && out[i] == t->layout.size[ia];
        bool from_b = ib >= 0 && out[i] == b[ib];
        CHECK(from_a || from_b);
    }
}

#ifdef FUZZ_TRACE
static void trace_tensor(const char *what, const sl_tensor *t) {
    fprintf(stderr, "%s: dtype %d alias %d storage %lld offset %lld size", what, (int)t->dtype,
            (int)t->alias, (long long)t->storage_bytes, (long long)t->layout.offset);
    for (int d = 0; d < t->layout.ndim; d++) fprintf(stderr, " %lld", (long long)t->layout.size[d]);
    fprintf(stderr, " stride");
    for (int d = 0; d < t->layout.ndim; d++) fprintf(stderr, " %lld", (long long)t->layout.stride[d]);
    fprintf(stderr, "\n");
}
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    rd r = {data, size};
    sl_tensor cur, prev;
    if (make_root(&r, &cur) != SL_OK) return 0;
    prev = cur;
    int storage_id = 0, prev_storage = 0;
    static sl_tensor outs[NOUT];
    for (int step = 0; step < 12 && r.n > 0; step++) {
        op_args o;
        read_args(&r, &o, cur.layout.ndim);
        sl_error err;
        err_poison(&err);
        sl_tensor out;
#ifdef FUZZ_TRACE
        trace_tensor("input", &cur);
        fprintf(stderr, "op %d a=[%lld %lld %lld %lld] n1=%d n2=%d flags=%d%d%d sel=%d\n", o.code,
                (long long)o.a[0], (long long)o.a[1], (long long)o.a[2], (long long)o.a[3], o.n1,
                o.n2, o.opt1, o.opt2, o.flag, o.sel);
#endif
        if (o.code == OP_BROADCAST_SHAPES) {
            check_broadcast(&r, &cur);
            continue;
        }
        if (o.code == OP_OVERLAP_STATUS) {
            if (prev_storage == storage_id) check_overlap_status(&cur, &prev, o.flag);
            continue;
        }
        if (o.code == OP_NEW_ROOT) {
            if (make_root(&r, &out) != SL_OK) continue;
            prev = cur = out;
            prev_storage = storage_id = step + 1000;
            continue;
        }
        if (o.code < OP_SINGLE_COUNT) {
            bool keeps, view_op;
            memset(&out, 0xA5, sizeof out);
            int rc = run_single(&o, &cur, &out, &err, &keeps, &view_op);
            check_status(rc, &err);
            if (rc != SL_OK) {
                if (view_op) {
                    sl_tensor poison;
                    memset(&poison, 0xA5, sizeof poison);
                    CHECK(memcmp(&poison, &out, sizeof out) == 0);
                }
                continue;
            }
            check_result(&cur, &out, o.code == OP_AS_STRIDED, keeps);
            if (view_op)
                CHECK(out.alias != SL_ALIAS_NEW || o.code == OP_INDEX || o.code == OP_RESHAPE ||
                      o.code == OP_FLATTEN);
            if (o.sel & 1) { /* in place: out == t gives the same answer */
                sl_tensor in_place = cur;
                sl_error err2;
                err_poison(&err2);
                bool k2, v2;
                int rc2 = run_single(&o, &in_place, &in_place, &err2, &k2, &v2);
                CHECK(rc2 == SL_OK && tensor_eq(&in_place, &out));
            }
        } else {
            int32_t cap = (int32_t)(u8(&r) % (NOUT + 1)), nout = -1;
            int rc = run_multi(&o, &cur, outs, cap, &nout, &err);
            check_status(rc, &err);
            if (rc != SL_OK) continue;
            CHECK(nout >= 0 && nout <= cap);
            for (int32_t i = 0; i < nout; i++) {
                check_result(&cur, &outs[i], false, false);
                CHECK(outs[i].alias == SL_ALIAS_VIEW);
            }
            /* the pieces cover the dim: sizes along it add up (unbind: one per index) */
            int32_t nd = cur.layout.ndim;
            if (nd > 0 && o.a[0] >= -nd && o.a[0] < nd) {
                int32_t d = (int32_t)(o.a[0] < 0 ? o.a[0] + nd : o.a[0]);
                if (o.code == OP_UNBIND) {
                    CHECK(nout == cur.layout.size[d]);
                    for (int32_t i = 0; i < nout; i++) CHECK(outs[i].layout.ndim == nd - 1);
                } else if (o.code != OP_TSPLIT_INDICES) { /* unsorted indices overlap */
                    int64_t sum = 0;
                    for (int32_t i = 0; i < nout; i++) {
                        CHECK(outs[i].layout.ndim == nd);
                        sum += outs[i].layout.size[d];
                    }
                    CHECK(sum == cur.layout.size[d]);
                }
            }
            if (nout == 0) continue;
            out = outs[u8(&r) % (unsigned)nout];
        }
        prev = cur;
        prev_storage = storage_id;
        if (out.alias == SL_ALIAS_NEW) storage_id = step + 1;
        cur = out;
    }
    return 0;
}
