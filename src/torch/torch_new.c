/*
 * torch_new.c — layouts of tensors torch 1.13 allocates: empty / empty_strided, and the
 * copies made by flip, contiguous, clone and out-of-place elementwise ops.
 *
 * Storage size.  torch sizes a fresh storage before it builds the tensor and refuses
 * when the byte count does not fit int64:
 *   contiguous (empty):  bytes = (product of sizes) * itemsize, the product taken in
 *                        unsigned 64-bit with a sticky overflow flag, so a size 0 after
 *                        an overflowing prefix does not rescue it;
 *   strided (empty_strided): elements = 1 + sum (size-1)*stride, returning 0 the moment
 *                        a size-0 dim is met (even after an overflow), with strides read
 *                        as unsigned — so a negative stride on a dim of size > 1 counts
 *                        as an overflow.
 * The two report differently ("... with sizes=[..]" vs "... and strides=[..]"), and
 * which one a copy hits depends on how torch allocates it, so each op below says.  A
 * strided tensor can pass the storage check with a huge element count (zero strides);
 * torch then refuses the count: "numel: integer multiplication overflow".
 *
 * Stride policies for new tensors:
 *   contiguous        row-major, size-0 dims counted as 1;
 *   channels_last(3d) C innermost, then W, H, (D), N — sizes multiplied as they are,
 *                     so a size-0 dim zeroes every stride after it;
 *   preserve          N&D inputs keep their strides verbatim; any other input gets
 *                     dense strides in the order of its own strides ("dense order").
 *
 * Dense order (torch's infer_dense_strides and TensorIterator's reorder_dimensions
 * share it).  Start with the dims listed innermost-first (n-1, ..., 0) and insertion-
 * sort them with a three-way comparison: a zero stride on either side is "don't know"
 * (the scan skips over that slot and keeps comparing further left), a smaller stride
 * goes first, and on equal strides the larger size goes later.  A swap may exchange
 * two slots that are not adjacent, exactly as torch does, so stride-0 dims keep their
 * place while others move around them.
 *
 * Where torch 1.13's own arithmetic would silently wrap (strides of a zero-size tensor
 * with enormous sizes), we return SL_ERR_OVERFLOW instead; every product here is checked.
 * torch 2.x checks the contiguous strides itself: under SL_REF_LESSONS (the ref passed
 * to sl_torch_empty_ref, or the tensor's for copies) that is its RuntimeError "Stride
 * calculation overflowed".
 */
#include "core/internal.h"

/* Loops that copy a few dims stay loops: GCC would otherwise turn them into memcpy calls
 * or `rep movsq`, whose start-up costs more than copying 4 dims (as_strided went from 38
 * to 9 ns with this). */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("no-tree-loop-distribute-patterns")
#endif

/* ------------------------------------------------------------------ checks -- */

static int check_tensor_arg(const sl_tensor *t, sl_tensor *out, sl_error *err) {
    if (!t || !out)
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "NULL tensor argument");
    if (t->layout.ndim < 0 || t->layout.ndim > SL_MAX_DIMS)
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "tensor has an invalid ndim %d",
                            (int)t->layout.ndim);
    if (t->layout.itemsize < 1 || (unsigned)t->dtype >= SL_DTYPE_COUNT)
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "tensor has an invalid dtype");
    for (int32_t d = 0; d < t->layout.ndim; d++)
        if (t->layout.size[d] < 0)
            return sl_error_set(err, SL_ERR_ARG, "ValueError", "tensor has a negative size");
    return SL_OK;
}

static int check_sizes_arg(const int64_t *sizes, int32_t n, const char *what, sl_error *err) {
    if (n < 0)
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "negative length of %s", what);
    if (n > SL_MAX_DIMS)
        return sl_error_set(err, SL_ERR_LIMIT, "RuntimeError",
                            "%s has %d entries; stridelab supports at most %d dimensions", what,
                            (int)n, SL_MAX_DIMS);
    if (n > 0 && !sizes)
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "NULL %s", what);
    return SL_OK;
}

/* torch's check_size_nonnegative: the first negative size, with the whole list. */
static int check_nonnegative(const int64_t *sizes, int32_t n, sl_error *err) {
    for (int32_t d = 0; d < n; d++) {
        if (sizes[d] < 0) {
            char list[400];
            sl_format_list(list, sizeof list, sizes, n);
            return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                                "Trying to create tensor with negative dimension %lld: %s",
                                (long long)sizes[d], list);
        }
    }
    return SL_OK;
}

/* --------------------------------------------------------------- storage -- */

/* Bytes torch allocates for a contiguous tensor of these (non-negative) sizes. */
static int storage_bytes_contiguous(const int64_t *sizes, int32_t n, int64_t itemsize,
                                    int64_t *bytes, sl_error *err) {
    uint64_t elems = 1;
    bool overflowed = false;
    for (int32_t d = 0; d < n; d++)
        overflowed |= __builtin_mul_overflow(elems, (uint64_t)sizes[d], &elems);
    uint64_t total = 0;
    overflowed |= __builtin_mul_overflow(elems, (uint64_t)itemsize, &total);
    overflowed |= total > (uint64_t)INT64_MAX;
    if (overflowed) {
        char list[480];
        sl_format_list(list, sizeof list, sizes, n);
        return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                            "Storage size calculation overflowed with sizes=%s", list);
    }
    *bytes = (int64_t)total;
    return SL_OK;
}

/* Bytes torch allocates for empty_strided(sizes, strides) (storage offset 0). */
static int storage_bytes_strided(const int64_t *sizes, const int64_t *strides, int32_t n,
                                 int64_t itemsize, int64_t *bytes, sl_error *err) {
    uint64_t elems = 1;
    bool overflowed = false;
    for (int32_t d = 0; d < n; d++) {
        if (sizes[d] == 0) {
            *bytes = 0;
            return SL_OK;
        }
        uint64_t reach;
        overflowed |= __builtin_mul_overflow((uint64_t)strides[d], (uint64_t)(sizes[d] - 1),
                                             &reach);
        overflowed |= __builtin_add_overflow(elems, reach, &elems);
    }
    uint64_t total = 0;
    overflowed |= __builtin_mul_overflow(elems, (uint64_t)itemsize, &total);
    overflowed |= total > (uint64_t)INT64_MAX;
    if (overflowed) {
        char sz[240], st[240];
        sl_format_list(sz, sizeof sz, sizes, n);
        sl_format_list(st, sizeof st, strides, n);
        return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                            "Storage size calculation overflowed with sizes=%s and strides=%s",
                            sz, st);
    }
    *bytes = (int64_t)total;
    return SL_OK;
}

/* --------------------------------------------------------------- strides -- */

static int contiguous_strides(const int64_t *sizes, int32_t n, int64_t *strides,
                              sl_error *err) {
    int64_t running = 1;
    for (int32_t d = n - 1; d >= 0; d--) {
        strides[d] = running;
        if (d > 0 && sizes[d] > 1 && sl_ovf_mul(running, sizes[d], &running))
            return sl_error_overflow(err, "a contiguous stride");
    }
    return SL_OK;
}

/* channels_last (4-D) / channels_last_3d (5-D): channels innermost, then the spatial
 * dims from last to first, then the batch dim; sizes multiplied as they are. */
static int channels_last_strides(const int64_t *sizes, int32_t n, int64_t *strides,
                                 sl_error *err) {
    int64_t running = 1;
    strides[1] = running;
    if (sl_ovf_mul(running, sizes[1], &running))
        return sl_error_overflow(err, "a channels-last stride");
    for (int32_t d = n - 1; d >= 2; d--) {
        strides[d] = running;
        if (sl_ovf_mul(running, sizes[d], &running))
            return sl_error_overflow(err, "a channels-last stride");
    }
    strides[0] = running;
    return SL_OK;
}

/* Strides of a fresh tensor in a concrete memory format, torch's rank errors included. */
static int format_strides(const int64_t *sizes, int32_t n, sl_memory_format fmt, sl_ref ref,
                          int64_t *strides, sl_error *err) {
    switch (fmt) {
    case SL_MF_CONTIGUOUS: {
        int rc = contiguous_strides(sizes, n, strides, err);
        /* torch 2.x checks the products it wraps in 1.13 (empty_tensor_restride) */
        if (rc == SL_ERR_OVERFLOW && ref == SL_REF_LESSONS) {
            sl_error_clear(err);
            return sl_error_set(err, SL_ERR_PY, "RuntimeError", "Stride calculation overflowed");
        }
        return rc;
    }
    case SL_MF_CHANNELS_LAST:
        if (n != 4)
            return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                                "required rank 4 tensor to use channels_last format");
        return channels_last_strides(sizes, n, strides, err);
    case SL_MF_CHANNELS_LAST_3D:
        if (n != 5)
            return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                                "required rank 5 tensor to use channels_last_3d format");
        return channels_last_strides(sizes, n, strides, err);
    case SL_MF_PRESERVE:
        return sl_error_set(err, SL_ERR_PY, "RuntimeError", "unsupported memory format Preserve");
    default:
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "invalid memory format %d", (int)fmt);
    }
}

/* Three-way comparison of the dense-order sort: >0 when dim a belongs after dim b. */
static int dense_cmp(const sl_layout *l, int32_t a, int32_t b) {
    int64_t sa = l->stride[a], sb = l->stride[b];
    if (sa == 0 || sb == 0) return 0;
    if (sa < sb) return -1;
    if (sa > sb) return 1;
    return l->size[a] > l->size[b] ? 1 : 0;
}

/* perm[0] is the fastest-moving dim of the dense order (see the file comment). */
static void dense_order(const sl_layout *l, int32_t *perm) {
    int32_t n = l->ndim;
    for (int32_t k = 0; k < n; k++) perm[k] = n - 1 - k;
    for (int32_t i = 1; i < n; i++) {
        int32_t p = i;
        for (int32_t q = i - 1; q >= 0; q--) {
            int c = dense_cmp(l, perm[q], perm[p]);
            if (c > 0) {
                int32_t tmp = perm[q];
                perm[q] = perm[p];
                perm[p] = tmp;
                p = q;
            } else if (c < 0) {
                break;
            }
        }
    }
}

/* Dense strides along `perm`.  skip_small: torch's infer_dense_strides does not
 * multiply by sizes 0 and 1; TensorIterator's output strides multiply by every size
 * (so a size-0 dim zeroes the strides after it). */
static int strides_along(const sl_layout *l, const int32_t *perm, bool skip_small,
                         int64_t *strides, sl_error *err) {
    int64_t running = 1;
    for (int32_t k = 0; k < l->ndim; k++) {
        int32_t d = perm[k];
        strides[d] = running;
        if (skip_small && l->size[d] <= 1) continue;
        if (sl_ovf_mul(running, l->size[d], &running))
            return sl_error_overflow(err, "a dense stride");
    }
    return SL_OK;
}

/* ------------------------------------------------------------ new tensor -- */

/* Fill `out` as a fresh tensor (offset 0, alias NEW). */
static int make_fresh(const int64_t *sizes, const int64_t *strides, int32_t n, sl_dtype dt,
                      sl_ref ref, int64_t storage_bytes, sl_tensor *out, sl_error *err) {
    sl_tensor r;
    int rc = sl_layout_init(&r.layout, sizes, strides, n, 0, sl_dtype_itemsize(dt), err);
    if (rc) return rc;
    r.dtype = dt;
    r.storage_bytes = storage_bytes;
    r.alias = SL_ALIAS_NEW;
    r.ref = ref;
    r.conj = false;
    sl_tensor_copy(out, &r);
    return SL_OK;
}

/* empty(sizes, memory_format=fmt) after the size checks: storage, then format. */
static int new_in_format(const int64_t *sizes, int32_t n, sl_dtype dt, sl_memory_format fmt,
                         sl_ref ref, sl_tensor *out, sl_error *err) {
    int64_t bytes = 0, strides[SL_MAX_DIMS];
    int rc = storage_bytes_contiguous(sizes, n, sl_dtype_itemsize(dt), &bytes, err);
    if (rc) return rc;
    rc = format_strides(sizes, n, fmt, ref, strides, err);
    if (rc) return rc;
    return make_fresh(sizes, strides, n, dt, ref, bytes, out, err);
}

/* empty_strided(sizes, strides) after the size checks. */
static int new_strided(const int64_t *sizes, const int64_t *strides, int32_t n, sl_dtype dt,
                       sl_ref ref, sl_tensor *out, sl_error *err) {
    int64_t bytes = 0, kept[SL_MAX_DIMS];
    int rc = storage_bytes_strided(sizes, strides, n, sl_dtype_itemsize(dt), &bytes, err);
    if (rc) return rc;
    /* zero strides can make a tiny storage for a huge tensor; torch then refuses the
     * element count itself (unsigned sticky product, must fit int64) */
    uint64_t count = 1;
    bool count_overflowed = false;
    for (int32_t d = 0; d < n; d++)
        count_overflowed |= __builtin_mul_overflow(count, (uint64_t)sizes[d], &count);
    if (count_overflowed || count > (uint64_t)INT64_MAX)
        return sl_error_set(err, SL_ERR_PY, "RuntimeError", "numel: integer multiplication overflow");
    /* torch's set_sizes_and_strides does not keep a negative stride: the last dim gets
     * 1, any other dim max(next size, 1) * next stride (after the next one is fixed) */
    for (int32_t d = n - 1; d >= 0; d--) {
        kept[d] = strides[d];
        if (kept[d] >= 0) continue;
        kept[d] = 1;
        if (d < n - 1 && sl_ovf_mul(sizes[d + 1] > 1 ? sizes[d + 1] : 1, kept[d + 1], &kept[d]))
            return sl_error_overflow(err, "a replaced negative stride");
    }
    return make_fresh(sizes, kept, n, dt, ref, bytes, out, err);
}

static int check_dtype(sl_dtype dt, sl_error *err) {
    if ((unsigned)dt >= SL_DTYPE_COUNT)
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "invalid dtype %d", (int)dt);
    return SL_OK;
}

int sl_torch_empty_ref(const int64_t *sizes, int32_t ndim, sl_dtype dt, sl_memory_format fmt,
                       sl_ref ref, sl_tensor *out, sl_error *err) {
    int rc = check_sizes_arg(sizes, ndim, "sizes", err);
    if (!rc) rc = check_dtype(dt, err);
    if (!rc && !out) rc = sl_error_set(err, SL_ERR_ARG, "ValueError", "NULL output");
    if (!rc && (unsigned)ref >= SL_REF_COUNT) rc = sl_error_set(err, SL_ERR_ARG, "ValueError", "invalid reference profile %d", (int)ref);
    if (!rc) rc = check_nonnegative(sizes, ndim, err);
    if (rc) return rc;
    return new_in_format(sizes, ndim, dt, fmt, ref, out, err);
}

int sl_torch_empty_format(const int64_t *sizes, int32_t ndim, sl_dtype dt,
                          sl_memory_format fmt, sl_tensor *out, sl_error *err) {
    return sl_torch_empty_ref(sizes, ndim, dt, fmt, SL_REF_DEFAULT, out, err);
}

int sl_torch_empty(const int64_t *sizes, int32_t ndim, sl_dtype dt, sl_tensor *out,
                   sl_error *err) {
    return sl_torch_empty_format(sizes, ndim, dt, SL_MF_CONTIGUOUS, out, err);
}

int sl_torch_empty_strided(const int64_t *sizes, int32_t nsizes, const int64_t *strides,
                           int32_t nstrides, sl_dtype dt, sl_tensor *out, sl_error *err) {
    return sl_torch_empty_strided_ref(sizes, nsizes, strides, nstrides, dt, SL_REF_DEFAULT, out, err);
}

/* the layout and the errors are the same in torch 1.13 and 2.2.2 (negative, mismatched
 * and overflowing sizes and strides, zero sizes, negative strides that survive were run
 * on both); the profile decides what the tensor's later ops follow */
int sl_torch_empty_strided_ref(const int64_t *sizes, int32_t nsizes, const int64_t *strides,
                               int32_t nstrides, sl_dtype dt, sl_ref ref, sl_tensor *out, sl_error *err) {
    int rc = check_sizes_arg(sizes, nsizes, "sizes", err);
    if (!rc) rc = check_sizes_arg(strides, nstrides, "strides", err);
    if (!rc) rc = check_dtype(dt, err);
    if (!rc && !out) rc = sl_error_set(err, SL_ERR_ARG, "ValueError", "NULL output");
    if (!rc) rc = check_nonnegative(sizes, nsizes, err);
    if (rc) return rc;
    if (nsizes != nstrides)
        return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                            "dimensionality of sizes (%d) must match dimensionality of "
                            "strides (%d)",
                            (int)nsizes, (int)nstrides);
    if ((unsigned)ref >= SL_REF_COUNT)
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "invalid reference profile %d", (int)ref);
    return new_strided(sizes, strides, nsizes, dt, ref, out, err);
}

/* ---------------------------------------------------------------- copies -- */

/* empty_like(t, preserve_format): verbatim strides for N&D inputs, else dense order. */
static int new_like_preserve(const sl_tensor *t, sl_tensor *out, sl_error *err) {
    const sl_layout *l = &t->layout;
    if (sl_torch_is_non_overlapping_and_dense(l))
        return new_strided(l->size, l->stride, l->ndim, t->dtype, t->ref, out, err);
    int64_t strides[SL_MAX_DIMS];
    if (l->ndim == 1) {
        strides[0] = 1;
    } else {
        int32_t perm[SL_MAX_DIMS];
        dense_order(l, perm);
        int rc = strides_along(l, perm, true, strides, err);
        if (rc) return rc;
    }
    return new_strided(l->size, strides, l->ndim, t->dtype, t->ref, out, err);
}

int sl_torch_clone(const sl_tensor *t, sl_memory_format fmt, sl_tensor *out, sl_error *err) {
    int rc = check_tensor_arg(t, out, err);
    if (rc) return rc;
    if (fmt == SL_MF_PRESERVE) return new_like_preserve(t, out, err);
    return new_in_format(t->layout.size, t->layout.ndim, t->dtype, fmt, t->ref, out, err);
}

int sl_torch_contiguous(const sl_tensor *t, sl_memory_format fmt, sl_tensor *out,
                        sl_error *err) {
    int rc = check_tensor_arg(t, out, err);
    if (rc) return rc;
    if ((unsigned)fmt > SL_MF_PRESERVE)
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "invalid memory format %d", (int)fmt);
    if (sl_torch_is_contiguous(&t->layout, fmt)) {
        sl_tensor_copy(out, t);
        out->alias = SL_ALIAS_SAME;
        return SL_OK;
    }
    if (fmt == SL_MF_PRESERVE)
        return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                            "preserve memory format is unsupported by the contiguous operator");
    return new_in_format(t->layout.size, t->layout.ndim, t->dtype, fmt, t->ref, out, err);
}

int sl_torch_flip(const sl_tensor *t, const int64_t *dims, int32_t n, sl_tensor *out,
                  sl_error *err) {
    int rc = check_tensor_arg(t, out, err);
    if (!rc && n < 0) rc = sl_error_set(err, SL_ERR_ARG, "ValueError", "negative dims length");
    if (!rc && n > 0 && !dims) rc = sl_error_set(err, SL_ERR_ARG, "ValueError", "NULL dims");
    if (rc) return rc;
    /* wrap each dim in turn and refuse a repeat as soon as it is seen */
    bool seen[SL_MAX_DIMS] = {false};
    for (int32_t i = 0; i < n; i++) {
        int64_t d;
        rc = sl_wrap_dim(dims[i], t->layout.ndim, true, &d, err);
        if (rc) return rc;
        if (seen[d])
            return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                                "dim %lld appears multiple times in the list of dims",
                                (long long)d);
        seen[d] = true;
    }
    /* flipping moves values, never the layout: the result is empty_like(preserve) */
    return new_like_preserve(t, out, err);
}

/*
 * sl_torch_elementwise_result — the output layout of `x + 1`, `x * 2.0`, `x > 0`, ...:
 * a binary TensorIterator op whose second operand is a Python number (wrapped as a
 * 0-dim tensor).
 *
 * Because the operands' shapes differ (x versus the 0-dim scalar), TensorIterator
 * skips its "fast setup" (which would copy x's strides or memory format) unless x is
 * itself 0-dim, and takes the general path:
 *   1. order x's dims by the dense order (file comment; the scalar's all-zero strides
 *      never decide a comparison; a 1-D tensor is not sorted);
 *   2. if that order is just "last dim fastest" (n-1, ..., 0), allocate a plain
 *      contiguous tensor (row-major, size-0 dims counted as 1);
 *   3. otherwise give the dims, fastest first, strides 1, s0, s0*s1, ... multiplying by
 *      every size, 0 included — a permuted empty tensor gets zero strides.
 * Consequences probed on torch 1.13: strides on size-1 dims take part in the ordering
 * (as_strided((2,1,3),(3,100,1)) + 1 has strides (3, 6, 1)); broadcast dims (stride 0)
 * stay in place; gapped, stepped and overlapping inputs become dense in their own stride
 * order; a transposed (3,0,2) tensor gives (1, 3, 0); a 0-dim input gives a 0-dim result.
 * Type promotion (bool + 1 -> int64) does not change the strides; the caller sets the
 * result dtype.  Storage-size overflow is reported like torch: the contiguous case
 * without strides, the strided case with them.
 */
int sl_torch_elementwise_result(const sl_tensor *t, sl_tensor *out, sl_error *err) {
    int rc = check_tensor_arg(t, out, err);
    if (rc) return rc;
    const sl_layout *l = &t->layout;
    int32_t perm[SL_MAX_DIMS];
    if (l->ndim <= 1) {
        return new_in_format(l->size, l->ndim, t->dtype, SL_MF_CONTIGUOUS, t->ref, out, err);
    }
    dense_order(l, perm);
    bool row_major = true;
    for (int32_t k = 0; k < l->ndim; k++)
        if (perm[k] != l->ndim - 1 - k) row_major = false;
    if (row_major) return new_in_format(l->size, l->ndim, t->dtype, SL_MF_CONTIGUOUS, t->ref, out, err);
    int64_t strides[SL_MAX_DIMS];
    rc = strides_along(l, perm, false, strides, err);
    if (rc) return rc;
    return new_strided(l->size, strides, l->ndim, t->dtype, t->ref, out, err);
}

/*
 * sl_torch_unary_result — the output layout of an out-of-place unary TensorIterator op
 * (`-x`, `x.abs()`, `x.sin()`, `x ** 2`).  With a single input every operand has the
 * same shape, so TensorIterator's fast setup applies first:
 *   contiguous input              -> contiguous result (row-major strides),
 *   else channels_last-contiguous -> channels_last strides computed from the sizes,
 *   else N&D                      -> x's strides verbatim,
 *   else                          -> the general path of sl_torch_elementwise_result.
 * So as_strided((2,1,3),(3,100,1)) (contiguous) gives (3, 3, 1) here but (3, 6, 1) for
 * `x + 1`, and an N&D (2,1,3)/(1,100,2) keeps (1, 100, 2) here but gets (1, 6, 2) there.
 */
int sl_torch_unary_result(const sl_tensor *t, sl_tensor *out, sl_error *err) {
    int rc = check_tensor_arg(t, out, err);
    if (rc) return rc;
    const sl_layout *l = &t->layout;
    if (sl_torch_is_contiguous(l, SL_MF_CONTIGUOUS))
        return new_in_format(l->size, l->ndim, t->dtype, SL_MF_CONTIGUOUS, t->ref, out, err);
    if (sl_torch_is_contiguous(l, SL_MF_CHANNELS_LAST))
        return new_in_format(l->size, l->ndim, t->dtype, SL_MF_CHANNELS_LAST, t->ref, out, err);
    if (sl_torch_is_non_overlapping_and_dense(l))
        return new_strided(l->size, l->stride, l->ndim, t->dtype, t->ref, out, err);
    return sl_torch_elementwise_result(t, out, err);
}
