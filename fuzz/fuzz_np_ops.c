/* fuzz_np_ops.c — libFuzzer harness for the typed numpy API (sl_np_*).
 *
 * The input bytes are read as a small program: a starting array under either profile
 * (numpy 1.24's or numpy 2's rules) (np.empty in order C or F with 0 to the profile's
 * dimension limit + 2 dims and sizes from 0 to huge, np.frombuffer, or
 * np.arange in its int and float forms; any dtype), then up to 12 calls with arbitrary
 * int64 arguments over every sl_np_* entry point of the public header.  Each successful
 * array result becomes the input of the next call.
 *
 * What is checked (a violation traps):
 *   - every error: status in the sl_status range, err->code equal to it, a NUL-terminated
 *     non-empty message, a Python class name for SL_ERR_PY and SL_ERR_OVERFLOW (our own
 *     limits and C-API errors may have none, as the header allows),
 *     "unsupported: " on SL_ERR_UNSUPPORTED;
 *   - every array: 0 <= ndim <= the profile's limit (32, numpy 2: 64), shape >= 0, a numpy dtype with its itemsize, valid
 *     alias and base, the C / F / ALIGNED bits equal to their predicates, OWNDATA exactly
 *     on owners, sl_np_size the product of the shape; for small arrays by enumeration:
 *     C (F) contiguous = addresses offset + itemsize * row-major (column-major) index,
 *     sl_np_byte_extent = the real byte extent;
 *   - results: alias SAME = the input record; views (base CHAIN, DUMMY, SCALAR) keep the
 *     buffer and every byte of every element is a byte of some input element (byte
 *     bitmap), except as_strided, which numpy does not bound; owners (base NONE) are
 *     dense and inside their new buffer; base HIDDEN results lie inside the hidden owner;
 *     the views a copy is filled from (copied_view, src_order) are views of the input;
 *     arrays that started inside their buffer stay inside it (until as_strided);
 *   - may_share_memory = the byte extents meet, shares_memory (exact) = the byte sets
 *     meet; flags, writeable and formatting helpers agree with the record.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "stridelab.h"

#define NV (SL_MAX_DIMS + 3)   /* argument arrays: room for too many dims */
#define NARR 34                /* broadcast_arrays: up to 34 inputs (limit is 32) */
#define SMALL_NUMEL 4096
#define SMALL_SPAN 65536

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
    (int64_t)1 << 40, (int64_t)1 << 53, 31, 32, 33, 34, 63, 64, 65, -31, -32, -33, -34,
    1000, -1000, (int64_t)1 << 20, ((int64_t)1 << 61) + 1, INT64_MAX / 2, INT64_MIN / 2,
    INT64_MAX / 3, 6, 7, 8, 12, 16, 24, -8, -16, -24};
#define NSPECIAL ((unsigned)(sizeof SPECIAL / sizeof SPECIAL[0]))

static int64_t raw64(rd *r) {
    uint64_t v = 0;
    for (int i = 0; i < 8; i++) v = v << 8 | u8(r);
    return (int64_t)v;
}

static int64_t any64(rd *r) {
    unsigned s = u8(r);
    if (s < 128) return (int64_t)(s % 19) - 9;
    if (s < 232) return SPECIAL[s % NSPECIAL];
    return raw64(r);
}

static int64_t size64(rd *r) {
    static const int64_t common[8] = {1, 2, 3, 1, 2, 4, 0, 5};
    unsigned s = u8(r);
    if (s < 232) return common[s % 8];
    return any64(r);
}

/* A byte stride: mostly a small multiple of 8 or a small number, either sign. */
static int64_t bstride64(rd *r) {
    unsigned s = u8(r);
    if (s < 160) return ((int64_t)(s % 9) - 3) * 8;
    if (s < 220) return (int64_t)(s % 25) - 12;
    return any64(r);
}

static int32_t len32(rd *r, int32_t ndim) {
    unsigned s = u8(r);
    if (s < 200) return (int32_t)(s % (unsigned)(ndim + 2));
    return (int32_t)(s % NV);
}

static int64_t axis64(rd *r, int32_t ndim) {
    unsigned s = u8(r);
    if (s < 220) return (int64_t)(s % (unsigned)(2 * ndim + 3)) - ndim - 1;
    return any64(r);
}

static sl_dtype dtype_of(rd *r) {
    unsigned s = u8(r);
    if (s == 255) return (sl_dtype)SL_DTYPE_COUNT;
    return (sl_dtype)(s % SL_DTYPE_COUNT); /* bfloat16 included: numpy lacks it */
}

static char order_of(rd *r) {
    static const char orders[] = {'C', 'F', 'A', 'K', 'c', 'f', 'a', 'k', 'X', 0};
    return orders[u8(r) % sizeof orders];
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

/* --------------------------------------------------------------- record helpers */

static bool array_eq(const sl_array *a, const sl_array *b) {
    if (a->ndim != b->ndim || a->dtype != b->dtype || a->itemsize != b->itemsize ||
        a->offset_bytes != b->offset_bytes || a->buffer_bytes != b->buffer_bytes ||
        a->flags != b->flags || a->base != b->base)
        return false;
    for (int d = 0; d < a->ndim; d++)
        if (a->shape[d] != b->shape[d] || a->strides[d] != b->strides[d]) return false;
    return true;
}

/* Byte extent [lo, hi) and size, checked: false when the extent leaves 64 bits; *size
 * -1 when only the element count does (a broadcast view can have 2^70 elements). */
static bool extent(const sl_array *a, int64_t *size, int64_t *lo, int64_t *hi) {
    int64_t n = 1, mn = a->offset_bytes, mx = a->offset_bytes;
    for (int d = 0; d < a->ndim; d++)
        if (a->shape[d] == 0) {
            *size = 0;
            *lo = *hi = 0;
            return true;
        }
    for (int d = 0; d < a->ndim; d++) {
        int64_t reach;
        if (n >= 0 && __builtin_mul_overflow(n, a->shape[d], &n)) n = -1; /* size past 64 bits */
        if (__builtin_mul_overflow(a->shape[d] - 1, a->strides[d], &reach)) return false;
        if (reach < 0) {
            if (__builtin_add_overflow(mn, reach, &mn)) return false;
        } else if (__builtin_add_overflow(mx, reach, &mx)) {
            return false;
        }
    }
    if (__builtin_add_overflow(mx, a->itemsize, &mx)) return false;
    *size = n;
    *lo = mn;
    *hi = mx;
    return true;
}

static bool small(const sl_array *a, int64_t *n, int64_t *lo, int64_t *hi) {
    int64_t span;
    return extent(a, n, lo, hi) && *n >= 0 && *n <= SMALL_NUMEL &&
           !__builtin_sub_overflow(*hi, *lo, &span) && span <= SMALL_SPAN;
}

/* Byte address of the k-th element in row-major (f = false) or column-major order. */
static int64_t addr_at(const sl_array *a, int64_t k, bool f) {
    int64_t b = a->offset_bytes;
    for (int i = 0; i < a->ndim; i++) {
        int d = f ? i : a->ndim - 1 - i;
        b += (k % a->shape[d]) * a->strides[d];
        k /= a->shape[d];
    }
    return b;
}

static unsigned char g_map[SMALL_SPAN];

/* Every byte of every element of `out` is a byte of some element of `in`. */
static void check_subset(const sl_array *in, const sl_array *out) {
    int64_t ni, li, hi, no, lo2, hi2;
    if (!small(in, &ni, &li, &hi) || !small(out, &no, &lo2, &hi2)) return;
    CHECK(ni > 0 || no == 0);
    if (no == 0) return;
    memset(g_map, 0, (size_t)(hi - li));
    for (int64_t k = 0; k < ni; k++) memset(&g_map[addr_at(in, k, false) - li], 1, (size_t)in->itemsize);
    for (int64_t k = 0; k < no; k++) {
        int64_t b = addr_at(out, k, false);
        CHECK(b >= li && b + out->itemsize <= hi);
        for (int64_t y = b; y < b + out->itemsize; y++) CHECK(g_map[y - li]);
    }
}

/* Do the byte sets of two small arrays meet?  -1: not small. */
static int bytes_meet(const sl_array *a, const sl_array *b) {
    int64_t na, la, ha, nb, lb, hb;
    if (!small(a, &na, &la, &ha) || !small(b, &nb, &lb, &hb)) return -1;
    if (na == 0 || nb == 0) return 0;
    int64_t lo = la < lb ? la : lb, hi = ha > hb ? ha : hb, span;
    if (__builtin_sub_overflow(hi, lo, &span) || span > SMALL_SPAN) return -1;
    memset(g_map, 0, (size_t)(hi - lo));
    for (int64_t k = 0; k < na; k++) memset(&g_map[addr_at(a, k, false) - lo], 1, (size_t)a->itemsize);
    for (int64_t k = 0; k < nb; k++) {
        int64_t s = addr_at(b, k, false);
        for (int64_t y = s; y < s + b->itemsize; y++)
            if (g_map[y - lo]) return 1;
    }
    return 0;
}

/* Every array record any call produced. */
static void check_array(const sl_array *a) {
    CHECK(a->ndim >= 0 && a->ndim <= sl_np_max_dims(a->ref));
    CHECK((int)a->dtype >= 0 && a->dtype < SL_DTYPE_COUNT && sl_dtype_numpy_name(a->dtype));
    CHECK(a->itemsize == sl_dtype_itemsize(a->dtype));
    CHECK(a->alias == SL_ALIAS_NEW || a->alias == SL_ALIAS_VIEW || a->alias == SL_ALIAS_SAME);
    CHECK((int)a->base >= SL_NP_BASE_NONE && a->base <= SL_NP_BASE_BUFFER);
    CHECK(a->buffer_bytes >= 0);
    for (int d = 0; d < a->ndim; d++) CHECK(a->shape[d] >= 0);
    const uint32_t known = SL_NP_WRITEABLE | SL_NP_OWNDATA | SL_NP_WARN_ON_WRITE |
                           SL_NP_C_CONTIGUOUS | SL_NP_F_CONTIGUOUS | SL_NP_ALIGNED |
                           SL_NP_FOREIGN_BASE | SL_NP_FOREIGN_WRITABLE;
    CHECK((a->flags & ~known) == 0);
    bool c = sl_np_is_c_contiguous(a), f = sl_np_is_f_contiguous(a);
    CHECK(!!(a->flags & SL_NP_C_CONTIGUOUS) == c);
    CHECK(!!(a->flags & SL_NP_F_CONTIGUOUS) == f);
    CHECK(!!(a->flags & SL_NP_ALIGNED) == sl_np_is_aligned(a));
    CHECK(!!(a->flags & SL_NP_OWNDATA) == (a->base == SL_NP_BASE_NONE));
    sl_error err;
    err_poison(&err);
    int64_t size = -1;
    int rc = sl_np_size(a, &size, &err);
    check_status(rc, &err);
    int64_t n, lo, hi;
    bool ext = extent(a, &n, &lo, &hi);
    if (rc == SL_OK && ext && n >= 0) CHECK(size == n);
    if (!small(a, &n, &lo, &hi)) return;
    int64_t elo = 0, ehi = 0;
    bool empty = false;
    err_poison(&err);
    rc = sl_np_byte_extent(a, &elo, &ehi, &empty, &err);
    check_status(rc, &err);
    if (rc == SL_OK) {
        CHECK(empty == (n == 0));
        if (n > 0) CHECK(elo == lo && ehi == hi);
    }
    if (n == 0) return;
    for (int64_t k = 0; k < n; k++) {
        if (c) CHECK(addr_at(a, k, false) == a->offset_bytes + k * a->itemsize);
        if (f) CHECK(addr_at(a, k, true) == a->offset_bytes + k * a->itemsize);
    }
}

/* Inside the owner's buffer: every element's bytes within [0, buffer_bytes). */
static bool inside(const sl_array *a) {
    int64_t n, lo, hi;
    if (!extent(a, &n, &lo, &hi)) return false;
    return n == 0 || (lo >= 0 && hi <= a->buffer_bytes);
}

/* An owner made by a copy: dense, its own buffer. */
static void check_owner(const sl_array *o) {
    check_array(o);
    CHECK(o->base == SL_NP_BASE_NONE && o->alias == SL_ALIAS_NEW);
    CHECK(inside(o));
    int64_t n, lo, hi;
    if (extent(o, &n, &lo, &hi) && n > 0) {
        int64_t bytes;
        CHECK(!__builtin_mul_overflow(n, o->itemsize, &bytes));
        CHECK(hi - lo == bytes && o->buffer_bytes == bytes);
        if (small(o, &n, &lo, &hi)) { /* dense means no byte twice */
            memset(g_map, 0, (size_t)(hi - lo));
            for (int64_t k = 0; k < n; k++) {
                int64_t s = addr_at(o, k, false);
                for (int64_t y = s; y < s + o->itemsize; y++) {
                    CHECK(!g_map[y - lo]);
                    g_map[y - lo] = 1;
                }
            }
        }
    }
}

static bool size_of(const sl_array *a, int64_t *n) {
    int64_t m = 1;
    for (int d = 0; d < a->ndim; d++)
        if (__builtin_mul_overflow(m, a->shape[d], &m)) return false;
    *n = m;
    return true;
}

/* A result of a call on `in`; `bound` says whether `in` lies inside its buffer. */
static void check_result(const sl_array *in, const sl_array *out, bool unbounded_op,
                         bool keeps_size, bool in_bounds) {
    check_array(out);
    if (out->alias == SL_ALIAS_SAME) {
        sl_array same = *in;
        same.alias = SL_ALIAS_SAME;
        CHECK(array_eq(&same, out));
    } else if (out->base == SL_NP_BASE_NONE) {
        check_owner(out);
    } else if (out->base == SL_NP_BASE_CHAIN || out->base == SL_NP_BASE_DUMMY ||
               out->base == SL_NP_SCALAR) {
        CHECK(out->buffer_bytes == in->buffer_bytes);
        if (!unbounded_op) {
            check_subset(in, out);
            if (in_bounds) CHECK(inside(out));
        }
    }
    int64_t a, b;
    if (keeps_size && out->base != SL_NP_SCALAR && size_of(in, &a) && size_of(out, &b))
        CHECK(a == b);
}

#ifdef FUZZ_TRACE
static void trace_array(const char *what, const sl_array *a) {
    fprintf(stderr, "%s: dtype %d alias %d base %d flags %#x buffer %lld offset %lld shape", what,
            (int)a->dtype, (int)a->alias, (int)a->base, a->flags, (long long)a->buffer_bytes,
            (long long)a->offset_bytes);
    for (int d = 0; d < a->ndim; d++) fprintf(stderr, " %lld", (long long)a->shape[d]);
    fprintf(stderr, " strides");
    for (int d = 0; d < a->ndim; d++) fprintf(stderr, " %lld", (long long)a->strides[d]);
    fprintf(stderr, "\n");
}
#endif

/* --------------------------------------------------------------------- op calls */

enum {
    OP_INDEX, OP_VIEW, OP_VIEW_DTYPE, OP_TRANSPOSE, OP_SWAPAXES, OP_MOVEAXIS, OP_ROLLAXIS,
    OP_RESHAPE, OP_RAVEL, OP_FLATTEN, OP_SQUEEZE, OP_EXPAND_DIMS, OP_COPY, OP_ASC, OP_ASF,
    OP_ASARRAY, OP_DIAGONAL, OP_FLIP, OP_FLIPUD, OP_FLIPLR, OP_BROADCAST_TO, OP_AS_STRIDED,
    OP_SLIDING,
    OP_SINGLE_COUNT,
    OP_BROADCAST_ARRAYS = OP_SINGLE_COUNT, OP_SHARES, OP_FLAGS, OP_WRITEABLE, OP_HELPERS,
    OP_NEW_ROOT,
    OP_COUNT
};

typedef struct op_args {
    int code;
    int64_t a[4];
    int64_t v1[NV], v2[NV];
    int32_t n1, n2;
    bool opt1, opt2, flag;
    int sel;
    char order;
    sl_index_item items[NV];
    int32_t nitems;
} op_args;

static const char *const TYPE_NAMES[] = {"uint64", "ndarray", "list", "intarray",
                                         "float", "str", "int"};

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
        default: it->kind = (sl_index_kind)(u8(r) % 10); break;
        }
        it->value = any64(r);
        unsigned f = u8(r);
        it->has_start = f & 1;
        it->has_stop = f & 2;
        it->has_step = f & 4;
        it->start = any64(r);
        it->stop = any64(r);
        it->step = (f & 8) ? any64(r) : (int64_t)(f >> 4) - 4;
        it->type_name = TYPE_NAMES[u8(r) % 7];
    }
}

static void read_list(rd *r, int64_t *v, int32_t n, int kind, int32_t ndim) {
    for (int32_t i = 0; i < n; i++)
        v[i] = kind == 0 ? any64(r) : kind == 1 ? size64(r) : kind == 2 ? bstride64(r) : axis64(r, ndim);
}

static void read_args(rd *r, op_args *o, int32_t ndim) {
    memset(o, 0, sizeof *o);
    o->code = (int)(u8(r) % OP_COUNT);
    o->a[0] = axis64(r, ndim);
    o->a[1] = axis64(r, ndim);
    o->a[2] = any64(r);
    o->a[3] = size64(r);
    unsigned f = u8(r);
    o->opt1 = f & 1;
    o->opt2 = f & 2;
    o->flag = f & 4;
    o->sel = (int)(f >> 3);
    o->order = order_of(r);
    o->n1 = len32(r, ndim);
    o->n2 = (f & 0x80) ? len32(r, ndim) : o->n1;
    read_list(r, o->v1, o->n1, (int)(u8(r) % 4), ndim);
    read_list(r, o->v2, o->n2, (int)(u8(r) % 4), ndim);
    if (o->code == OP_INDEX) read_items(r, o, ndim);
}

/* Run a single-output call and check its result (and its side records). */
static int run_single(const op_args *o, const sl_array *a, sl_array *out, bool in_bounds,
                      sl_error *err) {
    bool keeps = false, unbounded = false;
    sl_array side, side2;
    int rc;
    memset(&side, 0, sizeof side);
    memset(&side2, 0, sizeof side2);
    switch (o->code) {
    case OP_INDEX:
        if (o->flag) {
            side.ndim = -1;
            side2.ndim = -1;
            rc = sl_np_index_ex(a, o->items, o->nitems, out, o->opt1 ? &side : NULL,
                                o->opt2 ? &side2 : NULL, err);
            if (rc == SL_OK && o->opt1 && out->base == SL_NP_BASE_NONE) {
                CHECK(side.ndim >= 0); /* the copy's source view */
                check_result(a, &side, false, false, in_bounds);
                CHECK(side.alias != SL_ALIAS_NEW);
                int64_t n1, n2;
                if (size_of(&side, &n1) && size_of(out, &n2)) CHECK(n1 == n2);
            }
            if (rc == SL_OK && o->opt2 && out->base == SL_NP_BASE_HIDDEN) {
                check_owner(&side2);
                check_subset(&side2, out);
                CHECK(out->buffer_bytes == side2.buffer_bytes && inside(out));
            }
        } else {
            rc = sl_np_index(a, o->items, o->nitems, out, err);
        }
        break;
    case OP_VIEW: keeps = true; rc = sl_np_view(a, out, err); break;
    case OP_VIEW_DTYPE: rc = sl_np_view_dtype(a, (sl_dtype)(o->sel % (SL_DTYPE_COUNT + 1)), out, err); break;
    case OP_TRANSPOSE: keeps = true; rc = sl_np_transpose(a, o->opt1 ? o->v1 : NULL, o->n1, out, err); break;
    case OP_SWAPAXES: keeps = true; rc = sl_np_swapaxes(a, o->a[0], o->a[1], out, err); break;
    case OP_MOVEAXIS: keeps = true; rc = sl_np_moveaxis(a, o->v1, o->n1, o->v2, o->n2, out, err); break;
    case OP_ROLLAXIS: keeps = true; rc = sl_np_rollaxis(a, o->a[0], o->flag ? o->a[2] : o->a[1], out, err); break;
    case OP_RESHAPE:
        keeps = true;
        side.ndim = -1;
        rc = sl_np_reshape(a, o->v1, o->n1, o->order, out, o->opt1 ? &side : NULL, err);
        if (rc == SL_OK && o->opt1 && out->base == SL_NP_BASE_HIDDEN) {
            check_owner(&side);
            check_subset(&side, out);
            CHECK(out->buffer_bytes == side.buffer_bytes && inside(out));
            int64_t n1, n2;
            if (size_of(&side, &n1) && size_of(a, &n2)) CHECK(n1 == n2);
        }
        break;
    case OP_RAVEL:
    case OP_FLATTEN:
        keeps = true;
        side.ndim = -1;
        rc = (o->code == OP_RAVEL ? sl_np_ravel : sl_np_flatten)(a, o->order, out,
                                                               o->opt1 ? &side : NULL, err);
        if (rc == SL_OK && o->opt1 && out->base == SL_NP_BASE_NONE) {
            CHECK(side.ndim >= 0);
            check_result(a, &side, false, true, in_bounds);
        }
        if (rc == SL_OK) CHECK(out->ndim == 1);
        break;
    case OP_SQUEEZE:
        keeps = true;
        rc = sl_np_squeeze(a, (sl_np_axis_kind)(o->sel % 4), o->v1, o->n1, out, err);
        break;
    case OP_EXPAND_DIMS: keeps = true; rc = sl_np_expand_dims(a, o->v1, o->n1, out, err); break;
    case OP_COPY: keeps = true; rc = sl_np_copy(a, o->order, out, err); break;
    case OP_ASC: keeps = a->ndim > 0; rc = sl_np_ascontiguousarray(a, out, err); break;
    case OP_ASF: keeps = a->ndim > 0; rc = sl_np_asfortranarray(a, out, err); break;
    case OP_ASARRAY: keeps = true; rc = sl_np_asarray(a, o->order, out, err); break;
    case OP_DIAGONAL: rc = sl_np_diagonal(a, o->a[2], o->a[0], o->a[1], out, err); break;
    case OP_FLIP:
        keeps = true;
        rc = sl_np_flip(a, (sl_np_axis_kind)(o->sel % 4), o->v1, o->n1, out, err);
        break;
    case OP_FLIPUD: keeps = true; rc = sl_np_flipud(a, out, err); break;
    case OP_FLIPLR: keeps = true; rc = sl_np_fliplr(a, out, err); break;
    case OP_BROADCAST_TO: rc = sl_np_broadcast_to(a, o->v1, o->n1, out, err); break;
    case OP_AS_STRIDED:
        unbounded = true;
        rc = sl_np_as_strided(a, o->opt1 ? o->v1 : NULL, o->n1, o->opt2 ? o->v2 : NULL, o->n2,
                              o->flag, out, err);
        break;
    case OP_SLIDING:
        rc = sl_np_sliding_window_view(a, o->v1, o->n1, o->opt1 ? o->v2 : NULL, o->n2, o->flag,
                                       out, err);
        break;
    default: __builtin_trap();
    }
    check_status(rc, err);
#ifdef FUZZ_TRACE
    if (rc == SL_OK) trace_array("result", out);
    else fprintf(stderr, "error %d %s: %s\n", rc, err->type, err->message);
#endif
    if (rc == SL_OK) check_result(a, out, unbounded, keeps, in_bounds);
    return rc;
}

/* ------------------------------------------------------------------- new arrays */

static int make_root(rd *r, sl_array *a) {
    sl_error err;
    err_poison(&err);
    unsigned m = u8(r), mode = m % 4;
    sl_ref ref = (m & 4) ? SL_REF_DEBIAN12 : SL_REF_LESSONS; /* numpy 1.24's rules or numpy 2's */
    sl_dtype dt = dtype_of(r);
    int rc;
    if (mode == 0) {
        int64_t shape[NV];
        unsigned s = u8(r);
        int32_t nd = s < 236 ? (int32_t)(s % 5) : (int32_t)(s % (sl_np_max_dims(ref) + 3));
        for (int32_t d = 0; d < nd; d++) shape[d] = size64(r);
        char order = order_of(r);
        rc = sl_np_empty_ref(shape, nd, dt, order, ref, a, &err);
        check_status(rc, &err);
        if (rc == SL_OK) {
            CHECK(a->ndim == nd && (order == 'C' || order == 'F' || order == 'c' || order == 'f'));
            check_owner(a);
        }
        return rc;
    }
    if (mode == 1) {
        int64_t buf = (u8(r) & 7) ? (int64_t)u8(r) : any64(r);
        int64_t count = (u8(r) & 3) ? -1 : any64(r);
        int64_t off = (u8(r) & 3) ? (int64_t)(u8(r) % 16) : any64(r);
        rc = sl_np_frombuffer(buf, u8(r) & 1, dt, count, off, a, &err);
        a->ref = ref;
        check_status(rc, &err);
        if (rc == SL_OK) {
            check_array(a);
            CHECK(a->base == SL_NP_BASE_BUFFER && a->ndim == 1 && inside(a));
        }
        return rc;
    }
    if (mode == 2) {
        int64_t start = any64(r), stop = any64(r), step = any64(r);
        rc = sl_np_arange_i64(start, stop, step, dt, a, &err);
    } else {
        static const double SPECIAL_D[] = {0.0, 1.0, -1.0, 0.5, 2.5, 1e300, -1e300, 1e18};
        double v[3];
        for (int i = 0; i < 3; i++) {
            unsigned s = u8(r);
            if (s < 200) v[i] = (double)((int)(s % 41) - 20) / ((s & 1) ? 2.0 : 1.0);
            else if (s < 240) v[i] = SPECIAL_D[s % 8];
            else if (s < 248) v[i] = (s & 1) ? INFINITY : -INFINITY;
            else v[i] = NAN;
        }
        rc = sl_np_arange_f64(v[0], v[1], v[2], dt, a, &err);
    }
    a->ref = ref;
    check_status(rc, &err);
    if (rc == SL_OK) {
        CHECK(a->ndim == 1);
        check_owner(a);
    }
    return rc;
}

static void check_flags(rd *r, const sl_array *a) {
    static const char *const KEYS[] = {"C_CONTIGUOUS", "C", "CONTIGUOUS", "F_CONTIGUOUS", "F",
                                       "FORTRAN", "OWNDATA", "O", "WRITEABLE", "W", "ALIGNED",
                                       "A", "WRITEBACKIFCOPY", "X", "FNC", "FORC", "BEHAVED",
                                       "CARRAY", "FARRAY", "c", "", "Cx"};
    const char *key = KEYS[u8(r) % (sizeof KEYS / sizeof KEYS[0])];
    bool v = false;
    sl_error err;
    err_poison(&err);
    int rc = sl_np_flag_item(a, key, &v, &err);
    check_status(rc, &err);
    if (rc == SL_OK) {
        if (!strcmp(key, "C") || !strcmp(key, "C_CONTIGUOUS") || !strcmp(key, "CONTIGUOUS"))
            CHECK(v == !!(a->flags & SL_NP_C_CONTIGUOUS));
        if (!strcmp(key, "F") || !strcmp(key, "F_CONTIGUOUS") || !strcmp(key, "FORTRAN"))
            CHECK(v == !!(a->flags & SL_NP_F_CONTIGUOUS));
        if (!strcmp(key, "W") || !strcmp(key, "WRITEABLE"))
            CHECK(v == !!(a->flags & SL_NP_WRITEABLE));
        if (!strcmp(key, "O") || !strcmp(key, "OWNDATA")) CHECK(v == !!(a->flags & SL_NP_OWNDATA));
    }
    char buf[1024];
    size_t cap = (u8(r) & 1) ? sizeof buf : u8(r) % 64;
    size_t len = sl_np_format_flags(a, buf, cap);
    if (cap == sizeof buf) {
        CHECK(len < cap && strlen(buf) == len);
        int lines = 0;
        for (size_t i = 0; i < len; i++) lines += buf[i] == '\n';
        CHECK(lines == 6 && buf[len - 1] == '\n');
    } else if (cap > 0) {
        CHECK(memchr(buf, '\0', cap) != NULL);
    }
    err_poison(&err);
    rc = sl_np_check_writable(a, &err);
    check_status(rc, &err);
    CHECK((rc == SL_OK) == !!(a->flags & SL_NP_WRITEABLE));
    (void)sl_np_view_base_is_input(a);
}

static void check_helpers(rd *r, const op_args *o) {
    char buf[512];
    size_t cap = (u8(r) & 1) ? sizeof buf : u8(r) % 16;
    sl_np_format_shape(buf, cap, o->v1, o->n1 > SL_MAX_DIMS ? SL_MAX_DIMS : o->n1);
    if (cap > 0) CHECK(memchr(buf, '\0', cap) != NULL);
    char text[4] = {(char)u8(r), (char)u8(r), (char)u8(r), 0};
    if (u8(r) & 1) text[1] = 0;
    char ord = 0;
    sl_error err;
    err_poison(&err);
    int rc = sl_np_parse_order(text, &ord, &err);
    check_status(rc, &err);
    if (rc == SL_OK) CHECK(ord == 'C' || ord == 'F' || ord == 'A' || ord == 'K');
    err_poison(&err);
    rc = sl_np_arg_type_error((sl_np_type_msg)(o->sel % 4), TYPE_NAMES[u8(r) % 7], &err);
    check_status(rc, &err);
    CHECK(rc != SL_OK);
    sl_dtype d = sl_np_default_dtype(o->flag);
    CHECK(d == (o->flag ? SL_FLOAT64 : SL_INT64));
    sl_dtype dt = (sl_dtype)(o->sel % SL_DTYPE_COUNT);
    int64_t al = sl_np_dtype_alignment(dt);
    CHECK(al >= 1 && al <= 16);
}

static void check_shares(const op_args *o, const sl_array *a, const sl_array *b) {
    sl_error err;
    err_poison(&err);
    bool may = false;
    int rc = sl_np_may_share_memory(a, b, &may, &err);
    check_status(rc, &err);
    int64_t na, la, ha, nb, lb, hb;
    if (rc == SL_OK && extent(a, &na, &la, &ha) && extent(b, &nb, &lb, &hb))
        CHECK(may == (na != 0 && nb != 0 && la < hb && lb < ha));
    /* max_work None (-1) asks for the exact answer, whose search is exponential in the
     * worst case: only for arrays small enough to check by enumeration */
    int64_t max_work = o->flag ? -1 : o->a[2], n, lo, hi;
    if (max_work == -1 && (!small(a, &n, &lo, &hi) || !small(b, &n, &lo, &hi))) max_work = 0;
    bool shares = false;
    err_poison(&err);
    rc = sl_np_shares_memory(a, b, o->opt1, max_work, &shares, &err);
    check_status(rc, &err);
    if (rc != SL_OK) return;
    if (!o->opt1) {
        CHECK(!shares);
        return;
    }
    int meet = bytes_meet(a, b);
    if (meet < 0) return;
    if (max_work == -1) CHECK(shares == (meet == 1));
    else if (max_work == 0) CHECK(!shares && meet == 0);
    else CHECK(!shares || meet == 1);
}

static void check_broadcast_arrays(rd *r, const sl_array *cur, const sl_array *prev) {
    static sl_array in[NARR], outs[NARR];
    unsigned s = u8(r);
    int32_t n = s < 240 ? (int32_t)(s % 5) : (int32_t)(s % (NARR + 1));
    for (int32_t j = 0; j < n; j++) {
        unsigned k = u8(r) % 3;
        if (k == 0) in[j] = *cur;
        else if (k == 1) in[j] = *prev;
        else if (make_root(r, &in[j]) != SL_OK) in[j] = *cur;
    }
    sl_error err;
    err_poison(&err);
    int rc = sl_np_broadcast_arrays(in, n, outs, &err);
    check_status(rc, &err);
    if (rc != SL_OK) return;
    CHECK(n <= 32);
    for (int32_t j = 0; j < n; j++) {
        check_result(&in[j], &outs[j], false, false, inside(&in[j]));
        CHECK(outs[j].ndim == outs[0].ndim);
        for (int d = 0; d < outs[0].ndim; d++) CHECK(outs[j].shape[d] == outs[0].shape[d]);
        if (outs[j].alias != SL_ALIAS_SAME) {
            CHECK(!!(outs[j].flags & SL_NP_WRITEABLE) == !!(in[j].flags & SL_NP_WRITEABLE));
            if (outs[j].flags & SL_NP_WRITEABLE) CHECK(outs[j].flags & SL_NP_WARN_ON_WRITE);
        }
    }
}


int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    rd r = {data, size};
    sl_array cur, prev, out;
    if (make_root(&r, &cur) != SL_OK) return 0;
    prev = cur;
    int buffer_id = 0, prev_buffer = 0;
    bool bounded = true;
    for (int step = 0; step < 12 && r.n > 0; step++) {
        op_args o;
        read_args(&r, &o, cur.ndim);
#ifdef FUZZ_TRACE
        trace_array("input", &cur);
        fprintf(stderr, "op %d a=[%lld %lld %lld %lld] n1=%d n2=%d flags=%d%d%d sel=%d order=%c\n",
                o.code, (long long)o.a[0], (long long)o.a[1], (long long)o.a[2], (long long)o.a[3],
                o.n1, o.n2, o.opt1, o.opt2, o.flag, o.sel, o.order ? o.order : '0');
        for (int32_t i = 0; o.code == OP_INDEX && i < o.nitems; i++)
            fprintf(stderr, "  item kind %d value %lld slice %d%d%d %lld %lld %lld type %s\n",
                    (int)o.items[i].kind, (long long)o.items[i].value, o.items[i].has_start,
                    o.items[i].has_stop, o.items[i].has_step, (long long)o.items[i].start,
                    (long long)o.items[i].stop, (long long)o.items[i].step, o.items[i].type_name);
#endif
        sl_error err;
        err_poison(&err);
        switch (o.code) {
        case OP_BROADCAST_ARRAYS: check_broadcast_arrays(&r, &cur, &prev); continue;
        case OP_SHARES:
            check_shares(&o, &cur, prev_buffer == buffer_id ? &prev : &cur);
            continue;
        case OP_FLAGS: check_flags(&r, &cur); continue;
        case OP_WRITEABLE: {
            sl_array w = cur;
            int rc = sl_np_set_writeable(&w, o.flag, o.opt1 ? &prev : NULL, &err);
            check_status(rc, &err);
            if (rc == SL_OK) {
                CHECK(!!(w.flags & SL_NP_WRITEABLE) == o.flag);
                check_array(&w);
                cur = w;
            }
            continue;
        }
        case OP_HELPERS: check_helpers(&r, &o); continue;
        case OP_NEW_ROOT:
            if (make_root(&r, &out) != SL_OK) continue;
            prev = cur = out;
            prev_buffer = buffer_id = step + 1000;
            bounded = true;
            continue;
        default: break;
        }
        int rc = run_single(&o, &cur, &out, bounded, &err);
        if (rc != SL_OK) continue;
        if (out.base == SL_NP_SCALAR) continue; /* a numpy scalar: not an array to go on with */
        prev = cur;
        prev_buffer = buffer_id;
        if (out.base == SL_NP_BASE_NONE || out.base == SL_NP_BASE_HIDDEN) {
            buffer_id = step + 1;
            bounded = inside(&out);
        }
        if (o.code == OP_AS_STRIDED) bounded = inside(&out);
        cur = out;
    }
    return 0;
}
