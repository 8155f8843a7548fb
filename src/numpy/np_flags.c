/*
 * np_flags.c — numpy's array flags, the shared record helpers, and numpy's small
 * formatting conventions (docs/numpy-semantics.md §0, §13, §14, §15).
 *
 * Contiguity: a C-contiguous array is one whose strides, read from the last dim to the
 * first and ignoring every dim of size 1, are itemsize, itemsize*n_last, ...; any dim of
 * size 0 makes the array trivially contiguous in both orders, as does having no dim
 * larger than 1.  F order mirrors it.  ALIGNED holds when the dtype's alignment divides
 * the data address and every stride of a dim with more than one element (a size-0 array
 * is aligned); owner buffers come from malloc (16-byte aligned), so the byte offset
 * stands in for the address.  WRITEABLE can be switched back on only when numpy's
 * base-chain walk allows it (§13.4).  The may-share test compares byte extents only.
 */
#include "numpy/np_internal.h"

/* Loops that copy a few dims stay loops: GCC would otherwise turn them into memcpy calls
 * or `rep movsq`, whose start-up costs more than copying 4 dims (as_strided went from 38
 * to 9 ns with this). */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("no-tree-loop-distribute-patterns")
#endif

/* ---------------------------------------------------------------- record helpers -- */

int np_check_array_error(const sl_array *a, sl_error *err) {
    if (!a) return sl_error_set(err, SL_ERR_ARG, NULL, "NULL array");
    if (a->ndim < 0 || a->ndim > NP_MAXDIMS_OF(a->ref))
        return sl_error_set(err, SL_ERR_ARG, NULL, "array ndim %d outside [0, %d]", a->ndim, NP_MAXDIMS_OF(a->ref));
    if (a->itemsize < 1)
        return sl_error_set(err, SL_ERR_ARG, NULL, "array itemsize must be >= 1");
    return sl_error_set(err, SL_ERR_ARG, NULL, "negative size in array record");
}

int np_norm_axis_error(int64_t axis, int64_t ndim, const char *prefix, sl_error *err) {
    return sl_error_set(err, SL_ERR_PY, "AxisError",
                        "%s%saxis %lld is out of bounds for array of dimension %lld",
                        prefix ? prefix : "", prefix ? ": " : "", (long long)axis,
                        (long long)ndim);
}

int32_t sl_np_max_dims(sl_ref ref) {
    return ref == SL_REF_LESSONS ? SL_NP2_MAX_DIMS : SL_NP_MAX_DIMS;
}

int np_maxdims_error(int64_t found, sl_ref ref, sl_error *err) {
    return NP_VALUE(err, "maximum supported dimension for an ndarray is %s%d, found %lld",
                    ref == SL_REF_LESSONS ? "currently " : "", NP_MAXDIMS_OF(ref), (long long)found);
}

int np_interface_dims_error(int64_t found, sl_ref ref, sl_error *err) {
    if (ref == SL_REF_LESSONS)
        return NP_VALUE(err, "number of dimensions must be within [0, %d], got %lld", NP_MAXDIMS_OF(ref),
                        (long long)found);
    return NP_VALUE(err, "number of dimensions must be within [0, %d]", NP_MAXDIMS_OF(ref));
}

/* Sets every field but the shape and strides, which the caller fills up to ndim (entries
 * past ndim are never read, so none is cleared); np_view_init (np_internal.h) likewise. */
void np_owner_init(sl_dtype dt, int64_t itemsize, sl_ref ref, sl_array *out) {
    out->ndim = 0;
    out->offset_bytes = 0;
    out->buffer_bytes = 0;
    out->ref = ref;
    out->dtype = dt;
    out->itemsize = itemsize;
    out->flags = SL_NP_OWNDATA | SL_NP_WRITEABLE;
    out->alias = SL_ALIAS_NEW;
    out->base = SL_NP_BASE_NONE;
}

void np_finish(sl_array *a) { sl_np_refresh_flags(a); }

/* Strides fresh in `order` (np_fresh_strides' without zero_if_empty) are contiguous in that
 * order by definition; in the other order they are contiguous exactly when at most one dim
 * is longer than 1 (the first such dim in the other order's walk has a stride of at least
 * twice the itemsize otherwise).  So one pass gathers the size 0, the count of longer dims
 * and the alignment bits, the same bits sl_np_refresh_flags would set (test_np_views holds
 * both to the definitions on random shapes). */
void np_finish_fresh(sl_array *a, char order) {
    static const int8_t align_of[SL_DTYPE_COUNT] = {
        [SL_BOOL] = 1, [SL_INT8] = 1, [SL_UINT8] = 1, [SL_INT16] = 2, [SL_UINT16] = 2,
        [SL_INT32] = 4, [SL_UINT32] = 4, [SL_INT64] = 8, [SL_UINT64] = 8, [SL_FLOAT16] = 2,
        [SL_BFLOAT16] = 2, [SL_FLOAT32] = 4, [SL_FLOAT64] = 8, [SL_COMPLEX64] = 4,
        [SL_COMPLEX128] = 8};
    const uint32_t all = SL_NP_C_CONTIGUOUS | SL_NP_F_CONTIGUOUS | SL_NP_ALIGNED;
    uint32_t flags = a->flags & ~all;
    uint64_t bits = (uint64_t)a->offset_bytes;
    int32_t longer = 0;
    bool zero = false;
    for (int32_t d = 0; d < a->ndim; d++) {
        const int64_t sz = a->shape[d];
        zero |= sz == 0;
        if (sz > 1) {
            bits |= (uint64_t)a->strides[d];
            longer++;
        }
    }
    if (zero) {
        a->flags = flags | all;
        return;
    }
    const int64_t align = (unsigned)a->dtype < SL_DTYPE_COUNT ? align_of[a->dtype] : 0;
    if (align <= 1 || (bits & (uint64_t)(align - 1)) == 0) flags |= SL_NP_ALIGNED;
    if (order == 'C' || longer <= 1) flags |= SL_NP_C_CONTIGUOUS;
    if (order == 'F' || longer <= 1) flags |= SL_NP_F_CONTIGUOUS;
    a->flags = flags;
}

int np_check_dims(const int64_t *shape, int32_t n, int64_t itemsize, sl_error *err) {
    int64_t nbytes = itemsize;
    for (int32_t d = 0; d < n; d++) {
        if (shape[d] == 0) continue;
        if (shape[d] < 0) return NP_VALUE(err, "negative dimensions are not allowed");
        if (sl_ovf_mul(nbytes, shape[d], &nbytes))
            return NP_VALUE(err, "array is too big; `arr.size * arr.dtype.itemsize` is larger than "
                                 "the maximum possible size.");
    }
    return SL_OK;
}


int np_fresh_strides(const int64_t *shape, int32_t n, int64_t itemsize, char order,
                     bool zero_if_empty, int64_t *strides, sl_error *err) {
    bool empty = false;
    for (int32_t d = 0; zero_if_empty && d < n; d++) empty |= shape[d] == 0;
    if (empty) {
        for (int32_t d = 0; d < n; d++) strides[d] = 0;
        return SL_OK;
    }
    /* The running product can only overflow past the last dim that uses it; we check
     * every step because every stride we store must be the exact product. */
    int64_t run = itemsize;
    for (int32_t k = 0; k < n; k++) {
        int32_t d = order == 'F' ? k : n - 1 - k;
        strides[d] = run;
        int64_t m = shape[d] ? shape[d] : 1;
        if (k + 1 < n && sl_ovf_mul(run, m, &run))
            return sl_error_overflow(err, "stride");
    }
    return SL_OK;
}

void np_k_order_perm(const sl_array *a, int32_t *perm) {
    int32_t n = a->ndim;
    for (int32_t i = 0; i < n; i++) perm[i] = i;
    /* insertion sort: stable, so equal |stride| keeps the lower axis first */
    for (int32_t i = 1; i < n; i++) {
        int32_t p = perm[i];
        uint64_t key = a->strides[p] < 0 ? 0 - (uint64_t)a->strides[p] : (uint64_t)a->strides[p];
        int32_t j = i;
        while (j > 0) {
            int64_t sq = a->strides[perm[j - 1]];
            uint64_t prev = sq < 0 ? 0 - (uint64_t)sq : (uint64_t)sq;
            if (prev >= key) break;
            perm[j] = perm[j - 1];
            j--;
        }
        perm[j] = p;
    }
}

void np_permute(const sl_array *a, const int32_t *perm, sl_array *out) {
    int64_t shape[SL_MAX_DIMS], strides[SL_MAX_DIMS]; /* out may be a */
    for (int32_t i = 0; i < a->ndim; i++) {
        shape[i] = a->shape[perm[i]];
        strides[i] = a->strides[perm[i]];
    }
    np_emit_view(a, shape, strides, a->ndim, a->offset_bytes, out);
}


/* ------------------------------------------------------------------------- flags -- */

int64_t sl_np_dtype_alignment(sl_dtype dt) {
    switch (dt) {
    case SL_COMPLEX64: return 4;
    case SL_COMPLEX128: return 8;
    default: return sl_dtype_itemsize(dt);
    }
}

/* Shared walk for both contiguity orders. */
/* The walk in the order's direction; where it fails, the dims it did not reach are
 * scanned for a size 0 (no elements: contiguous whatever the strides). */
static bool contiguous(const sl_array *a, bool c_order) {
    if (!a || !SL_NDIM_VALID(a)) return false;
    const int32_t n = a->ndim, step = c_order ? -1 : 1;
    int32_t d = c_order ? n - 1 : 0, k = 0;
    int64_t expect = a->itemsize;
    for (; k < n; k++, d += step) {
        const int64_t sz = a->shape[d];
        if (sz == 1) continue;
        if (sz == 0) return true;
        if (a->strides[d] != expect) break;
        if (__builtin_mul_overflow(expect, sz, &expect)) {
            /* the true `expect` left int64: the next dim longer than 1 fails */
            for (k++, d += step; k < n; k++, d += step)
                if (a->shape[d] != 1) break;
            break;
        }
    }
    if (k == n) return true;
    for (; k < n; k++, d += step)
        if (a->shape[d] == 0) return true;
    return false;
}

bool sl_np_is_c_contiguous(const sl_array *a) { return contiguous(a, true); }
bool sl_np_is_f_contiguous(const sl_array *a) { return contiguous(a, false); }

bool sl_np_is_aligned(const sl_array *a) {
    if (!a || !SL_NDIM_VALID(a)) return false;
    int64_t align = sl_np_dtype_alignment(a->dtype);
    if (align <= 1) return true;
    for (int32_t d = 0; d < a->ndim; d++)
        if (a->shape[d] == 0) return true;
    uint64_t bits = (uint64_t)a->offset_bytes;
    for (int32_t d = 0; d < a->ndim; d++)
        if (a->shape[d] > 1) bits |= (uint64_t)a->strides[d];
    return (bits & (uint64_t)(align - 1)) == 0;
}

/* The three computed bits: the answers of sl_np_is_c_contiguous, sl_np_is_f_contiguous
 * and sl_np_is_aligned (tests/test_np_views.c holds them to the definitions on random
 * records), in about one pass over the dims.  The C walk runs from the last dim and also
 * gathers what alignment needs (the stride bits of dims longer than 1; a size-0 dim ends
 * everything: an empty array has all three bits); where it fails a plain pass finishes
 * the gathering.  The F walk, which stops at its first mismatch, is skipped when the
 * array is C-contiguous with two or more dims longer than 1: its first such dim then has
 * a stride of at least twice the itemsize, so it cannot be F-contiguous.  The alignment
 * is sl_np_dtype_alignment's, from a table. */
void sl_np_refresh_flags(sl_array *a) {
    if (!a) return;
    static const int8_t align_of[SL_DTYPE_COUNT] = {
        [SL_BOOL] = 1, [SL_INT8] = 1, [SL_UINT8] = 1, [SL_INT16] = 2, [SL_UINT16] = 2,
        [SL_INT32] = 4, [SL_UINT32] = 4, [SL_INT64] = 8, [SL_UINT64] = 8, [SL_FLOAT16] = 2,
        [SL_BFLOAT16] = 2, [SL_FLOAT32] = 4, [SL_FLOAT64] = 8, [SL_COMPLEX64] = 4,
        [SL_COMPLEX128] = 8};
    const uint32_t all = SL_NP_C_CONTIGUOUS | SL_NP_F_CONTIGUOUS | SL_NP_ALIGNED;
    uint32_t flags = a->flags & ~all;
    const int32_t n = a->ndim;
    if (!SL_NDIM_VALID(a)) {
        a->flags = flags;
        return;
    }
    const int64_t *shape = a->shape, *strides = a->strides, itemsize = a->itemsize;
    uint64_t bits = (uint64_t)a->offset_bytes;
    int64_t expect = itemsize;
    int32_t d = n - 1, longer = 0; /* longer: dims of size > 1 */
    bool c_ok = true;
    /* The C walk.  When the expected stride leaves int64 (no int64 stride equals the true
     * value) the walk continues in the loop after it, where the next dim longer than 1
     * fails: the hot loop carries no overflow flag. */
    for (; d >= 0; d--) {
        const int64_t sz = shape[d];
        if (sz == 1) continue;
        if (sz == 0) goto empty;
        bits |= (uint64_t)strides[d];
        longer++;
        if (strides[d] != expect) {
            c_ok = false;
            d--;
            break;
        }
        if (__builtin_mul_overflow(expect, sz, &expect)) {
            for (d--; d >= 0; d--) {
                const int64_t s2 = shape[d];
                if (s2 == 1) continue;
                if (s2 == 0) goto empty;
                bits |= (uint64_t)strides[d];
                longer++;
                c_ok = false;
                d--;
                break;
            }
            break;
        }
    }
    for (; d >= 0; d--) {
        const int64_t sz = shape[d];
        if (sz == 0) goto empty;
        if (sz > 1) {
            bits |= (uint64_t)strides[d];
            longer++;
        }
    }
    {
        const int64_t align = (unsigned)a->dtype < SL_DTYPE_COUNT ? align_of[a->dtype] : 0;
        if (align <= 1 || (bits & (uint64_t)(align - 1)) == 0) flags |= SL_NP_ALIGNED;
    }
    if (c_ok) flags |= SL_NP_C_CONTIGUOUS;
    if (!c_ok || longer <= 1) {
        /* the F walk, leaving the same way when its expected stride leaves int64 */
        bool f_ok = true;
        expect = itemsize;
        for (int32_t k = 0; k < n; k++) {
            const int64_t sz = shape[k];
            if (sz == 1) continue;
            if (strides[k] != expect) {
                f_ok = false;
                break;
            }
            if (__builtin_mul_overflow(expect, sz, &expect)) {
                for (k++; k < n; k++)
                    if (shape[k] != 1) {
                        f_ok = false;
                        break;
                    }
                break;
            }
        }
        if (f_ok) flags |= SL_NP_F_CONTIGUOUS;
    }
    a->flags = flags;
    return;
empty:
    a->flags = flags | all;
}

int sl_np_size(const sl_array *a, int64_t *size, sl_error *err) {
    int rc = np_check_array(a, err);
    if (rc) return rc;
    SL_NONNULL(size, err);
    return np_count(a->shape, a->ndim, size, err);
}

int sl_np_flag_item(const sl_array *a, const char *key, bool *value, sl_error *err) {
    int rc = np_check_array(a, err);
    if (rc) return rc;
    if (!key || !value) return sl_error_set(err, SL_ERR_ARG, NULL, "NULL argument");
    bool c = sl_np_is_c_contiguous(a), f = sl_np_is_f_contiguous(a);
    bool o = a->flags & SL_NP_OWNDATA, w = a->flags & SL_NP_WRITEABLE;
    bool al = sl_np_is_aligned(a);
    static const char *const c_names[] = {"C_CONTIGUOUS", "C", "CONTIGUOUS"};
    static const char *const f_names[] = {"F_CONTIGUOUS", "F", "FORTRAN"};
    for (size_t i = 0; i < 3; i++) {
        if (strcmp(key, c_names[i]) == 0) { *value = c; return SL_OK; }
        if (strcmp(key, f_names[i]) == 0) { *value = f; return SL_OK; }
    }
    if (!strcmp(key, "OWNDATA") || !strcmp(key, "O")) *value = o;
    else if (!strcmp(key, "WRITEABLE") || !strcmp(key, "W")) *value = w;
    else if (!strcmp(key, "ALIGNED") || !strcmp(key, "A")) *value = al;
    else if (!strcmp(key, "WRITEBACKIFCOPY") || !strcmp(key, "X")) *value = false;
    else if (!strcmp(key, "FNC")) *value = f && !c;
    else if (!strcmp(key, "FORC")) *value = f || c;
    else if (!strcmp(key, "BEHAVED")) *value = al && w;
    else if (!strcmp(key, "CARRAY")) *value = c && al && w;
    else if (!strcmp(key, "FARRAY")) *value = !c && (f || al || w); /* numpy's quirk */
    else return sl_error_set(err, SL_ERR_PY, "KeyError", "'Unknown flag'");
    return SL_OK;
}

size_t sl_np_format_flags(const sl_array *a, char *buf, size_t cap) {
    sl_strbuf sb;
    if (!buf) return 0;
    sl_sb_init(&sb, buf, cap);
    if (!a || !SL_NDIM_VALID(a)) return 0;
#define TF(x) ((x) ? "True" : "False")
    sl_sb_printf(&sb, "  C_CONTIGUOUS : %s\n", TF(sl_np_is_c_contiguous(a)));
    sl_sb_printf(&sb, "  F_CONTIGUOUS : %s\n", TF(sl_np_is_f_contiguous(a)));
    sl_sb_printf(&sb, "  OWNDATA : %s\n", TF(a->flags & SL_NP_OWNDATA));
    sl_sb_printf(&sb, "  WRITEABLE : %s%s\n", TF(a->flags & SL_NP_WRITEABLE),
                 (a->flags & SL_NP_WARN_ON_WRITE) ? "  (with WARN_ON_WRITE=True)" : "");
    sl_sb_printf(&sb, "  ALIGNED : %s\n", TF(sl_np_is_aligned(a)));
    sl_sb_printf(&sb, "  WRITEBACKIFCOPY : False\n");
#undef TF
    return sb.len;
}

/* numpy's writeable check: an owner (or base-less array) may always be made writeable;
 * otherwise walk the base chain: the first array that is writeable allows it, the first
 * owner / base-less array that is not forbids it; a chain ending in a non-array allows
 * it only when that object exposes a writable buffer.  Our bases are one step from their
 * stop, so `base` and its own foreign-base bits finish the walk. */
int sl_np_set_writeable(sl_array *a, bool value, const sl_array *base, sl_error *err) {
    int rc = np_check_array(a, err);
    if (rc) return rc;
    if (!value) {
        a->flags &= ~(SL_NP_WRITEABLE | SL_NP_WARN_ON_WRITE);
        return SL_OK;
    }
    bool ok;
    if ((a->flags & SL_NP_OWNDATA) || a->base == SL_NP_BASE_NONE) {
        ok = true;
    } else if (a->flags & SL_NP_FOREIGN_BASE || a->base == SL_NP_BASE_DUMMY) {
        ok = (a->flags & SL_NP_FOREIGN_WRITABLE) != 0;
    } else if (!base) {
        return sl_error_set(err, SL_ERR_ARG, NULL, "the base array's record is needed");
    } else if (base->flags & SL_NP_WRITEABLE) {
        ok = true;
    } else if ((base->flags & SL_NP_OWNDATA) || base->base == SL_NP_BASE_NONE) {
        ok = false;
    } else if (base->flags & SL_NP_FOREIGN_BASE || base->base == SL_NP_BASE_DUMMY) {
        ok = (base->flags & SL_NP_FOREIGN_WRITABLE) != 0;
    } else {
        return sl_error_set(err, SL_ERR_UNSUPPORTED, NULL,
                            "unsupported: base chain longer than one array");
    }
    if (!ok) return NP_VALUE(err, "cannot set WRITEABLE flag to True of this array");
    a->flags |= SL_NP_WRITEABLE;
    a->flags &= ~SL_NP_WARN_ON_WRITE;
    return SL_OK;
}

int sl_np_check_writable(const sl_array *a, sl_error *err) {
    int rc = np_check_array(a, err);
    if (rc) return rc;
    if (!(a->flags & SL_NP_WRITEABLE)) return NP_VALUE(err, "assignment destination is read-only");
    return SL_OK;
}

bool sl_np_view_base_is_input(const sl_array *a) {
    if (!a) return false;
    return (a->flags & SL_NP_OWNDATA) || a->base == SL_NP_BASE_NONE ||
           (a->flags & SL_NP_FOREIGN_BASE) || a->base == SL_NP_BASE_DUMMY;
}

int sl_np_byte_extent(const sl_array *a, int64_t *lo, int64_t *hi, bool *empty,
                      sl_error *err) {
    int rc = np_check_array(a, err);
    if (rc) return rc;
    SL_NONNULL(lo, err);
    SL_NONNULL(hi, err);
    SL_NONNULL(empty, err);
    /* one pass: a size 0 (no elements: the answer whatever else overflows), and the
     * reach of every dim added to the low or the high end with a sticky overflow flag */
    int64_t low = a->offset_bytes, high = a->offset_bytes;
    bool zero = false, ovf = false;
    for (int32_t d = 0; d < a->ndim; d++) {
        const int64_t sz = a->shape[d];
        int64_t reach;
        zero |= sz == 0;
        ovf |= sl_ovf_mul(a->strides[d], sz - 1, &reach);
        if (reach < 0) ovf |= sl_ovf_add(low, reach, &low);
        else ovf |= sl_ovf_add(high, reach, &high);
    }
    *empty = zero;
    if (zero) {
        *lo = *hi = a->offset_bytes;
        return SL_OK;
    }
    if (ovf || sl_ovf_add(high, a->itemsize, &high)) return sl_error_overflow(err, "byte extent");
    *lo = low;
    *hi = high;
    return SL_OK;
}

int sl_np_may_share_memory(const sl_array *a, const sl_array *b, bool *result, sl_error *err) {
    int64_t alo, ahi, blo, bhi;
    bool ae, be;
    SL_NONNULL(result, err);
    int rc = sl_np_byte_extent(a, &alo, &ahi, &ae, err);
    if (rc) return rc;
    if ((rc = sl_np_byte_extent(b, &blo, &bhi, &be, err))) return rc;
    *result = !ae && !be && alo < bhi && blo < ahi;
    return SL_OK;
}

/* ------------------------------------------------------------------- formatting -- */

void sl_np_format_shape(char *buf, size_t cap, const int64_t *shape, int32_t n) {
    sl_strbuf sb;
    if (!buf || cap == 0) return;
    sl_sb_init(&sb, buf, cap);
    if ((!shape && n > 0) || n < 0) return;
    sl_sb_printf(&sb, "(");
    int32_t i = 0;
    while (i < n && shape[i] < 0) i++; /* leading unknowns are not printed */
    bool first = true;
    for (; i < n; i++) {
        if (!first) sl_sb_printf(&sb, ",");
        first = false;
        if (shape[i] < 0) sl_sb_printf(&sb, "newaxis");
        else sl_sb_printf(&sb, "%lld", (long long)shape[i]);
    }
    sl_sb_printf(&sb, n == 1 ? ",)" : ")");
}

int sl_np_parse_order(const char *text, char *order, sl_error *err) {
    if (!text || !order) return sl_error_set(err, SL_ERR_ARG, NULL, "NULL argument");
    if (text[0] && !text[1]) {
        char c = text[0];
        if (c >= 'a' && c <= 'z') c = (char)(c - 'a' + 'A');
        if (c == 'C' || c == 'F' || c == 'A' || c == 'K') {
            *order = c;
            return SL_OK;
        }
    }
    return NP_VALUE(err, "order must be one of 'C', 'F', 'A', or 'K' (got '%s')", text);
}

int sl_np_arg_type_error(sl_np_type_msg kind, const char *type_name, sl_error *err) {
    const char *t = type_name ? type_name : "float";
    switch (kind) {
    case SL_NP_TE_INTEGER: return NP_TYPE(err, "integer argument expected, got %s", t);
    case SL_NP_TE_ITERABLE: return NP_TYPE(err, "'%s' object is not iterable", t);
    case SL_NP_TE_INDEX:
    default: return NP_TYPE(err, "'%s' object cannot be interpreted as an integer", t);
    }
}
