/*
 * torch_split.c — the multi-output view ops of torch 1.13: split (by size or by a list of
 * sizes), chunk, tensor_split (by a section count or by indices) and unbind.
 *
 * Every piece is a narrow / slice / select of the input along one dim, so pieces share
 * the input's strides and differ only in the size of that dim and the storage offset.
 * What this file owns is the piece arithmetic and the order of torch's checks:
 *   split(k):        ceil(size/k) pieces (at least one), the last one shorter;
 *   split([l...]):   all lengths >= 0 first, then the sum must be the dim size;
 *   chunk(c):        split(ceil(size/c)), so possibly fewer than c pieces, except that a
 *                    size-0 dim gives exactly c empty pieces;
 *   tensor_split(n): always n pieces, the first size%n of them one longer;
 *   tensor_split([i...]): slices [prev, i) with slice's clamping, so pieces may be empty;
 *   unbind:          one select per index.
 * Results go to a caller-owned array; producing more than `cap` pieces is SL_ERR_LIMIT,
 * reported only after every torch error check has passed.  Where torch 1.13 overflows
 * int64 silently (chunk's `size + chunks - 1`, the sum of split sizes) we refuse with
 * SL_ERR_OVERFLOW.
 */
#include "torch/torch_internal.h"

/* Loops that copy a few dims stay loops: GCC would otherwise turn them into memcpy calls
 * or `rep movsq`, whose start-up costs more than copying 4 dims (as_strided went from 38
 * to 9 ns with this). */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("no-tree-loop-distribute-patterns")
#endif

static int too_many_pieces(sl_error *err, int64_t n, int32_t cap) {
    return sl_error_set(err, SL_ERR_LIMIT, "RuntimeError",
                        "the op would produce %lld tensors but the output array holds %d",
                        (long long)n, (int)cap);
}

/* The input's C-API checks, then the caller's output array. */
static int check_out(const sl_tensor *t, sl_tensor *outs, int32_t cap, int32_t *nout,
                     sl_error *err) {
    int rc = sl_torch_check_args(t, nout, NULL, 0, err);
    if (rc) return rc;
    if (!nout || cap < 0 || (cap > 0 && !outs))
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "invalid output array");
    return SL_OK;
}

int sl_torch_split(const sl_tensor *t, int64_t split_size, int64_t dim, sl_tensor *outs,
                   int32_t cap, int32_t *nout, sl_error *err) {
    int rc = check_out(t, outs, cap, nout, err);
    if (rc) return rc;
    sl_tensor in; /* outs may alias t */
    sl_tensor_copy(&in, t);
    t = &in;
    if (t->layout.ndim == 0)
        return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                            "split expects at least a 1-dimensional tensor");
    if (split_size < 0)
        return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                            "split expects split_size be non-negative, but got split_size=%lld",
                            (long long)split_size);
    int64_t d;
    rc = sl_wrap_dim(dim, t->layout.ndim, true, &d, err);
    if (rc) return rc;
    int64_t dim_size = t->layout.size[d];
    if (split_size == 0 && dim_size != 0)
        return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                            "split_size can only be 0 if dimension size is 0, but got "
                            "dimension size of %lld",
                            (long long)dim_size);
    /* ceil(dim_size / k), at least 1, computed without torch's `size + k - 1` */
    int64_t num = 1;
    if (split_size != 0) {
        num = dim_size / split_size + (dim_size % split_size != 0);
        if (num < 1) num = 1;
    }
    if (num > cap) return too_many_pieces(err, num, cap);
    /* the last piece: what remains after num-1 full pieces (k*(num-1) < dim_size) */
    int64_t last = dim_size - split_size * (num - 1);
    for (int64_t i = 0; i < num; i++) {
        int64_t len = i < num - 1 ? split_size : last;
        rc = sl_torch_narrow(t, d, i * split_size, len, &outs[i], err);
        if (rc) return rc;
    }
    *nout = (int32_t)num;
    return SL_OK;
}

int sl_torch_split_with_sizes(const sl_tensor *t, const int64_t *sizes, int32_t n, int64_t dim,
                              sl_tensor *outs, int32_t cap, int32_t *nout, sl_error *err) {
    int rc = check_out(t, outs, cap, nout, err);
    if (rc) return rc;
    sl_tensor in; /* outs may alias t */
    sl_tensor_copy(&in, t);
    t = &in;
    if (n < 0 || (n > 0 && !sizes))
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "invalid split_sizes");
    if (t->layout.ndim == 0)
        return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                            "split expects at least a 1-dimensional tensor");
    int64_t d;
    rc = sl_wrap_dim(dim, t->layout.ndim, true, &d, err);
    if (rc) return rc;
    int64_t dim_size = t->layout.size[d];
    char buf[400];
    for (int32_t i = 0; i < n; i++)
        if (sizes[i] < 0) {
            sl_format_list(buf, sizeof buf, sizes, n);
            return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                                "split_with_sizes expects split_sizes have only non-negative "
                                "entries, but got split_sizes=%s",
                                buf);
        }
    int64_t sum = 0;
    for (int32_t i = 0; i < n; i++)
        if (sl_ovf_add(sum, sizes[i], &sum))
            return sl_error_overflow(err, "the sum of split_sizes");
    if (sum != dim_size) {
        sl_format_list(buf, sizeof buf, sizes, n);
        return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                            "split_with_sizes expects split_sizes to sum exactly to %lld "
                            "(input tensor's size at dimension %lld), but got split_sizes=%s",
                            (long long)dim_size, (long long)dim, buf);
    }
    if (n > cap) return too_many_pieces(err, n, cap);
    int64_t start = 0;
    for (int32_t i = 0; i < n; i++) {
        rc = sl_torch_narrow(t, d, start, sizes[i], &outs[i], err);
        if (rc) return rc;
        start += sizes[i];
    }
    *nout = n;
    return SL_OK;
}

int sl_torch_chunk(const sl_tensor *t, int64_t chunks, int64_t dim, sl_tensor *outs,
                   int32_t cap, int32_t *nout, sl_error *err) {
    int rc = check_out(t, outs, cap, nout, err);
    if (rc) return rc;
    sl_tensor in; /* outs may alias t */
    sl_tensor_copy(&in, t);
    t = &in;
    if (t->layout.ndim == 0)
        return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                            "chunk expects at least a 1-dimensional tensor");
    if (chunks <= 0)
        return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                            "chunk expects `chunks` to be greater than 0, got: %lld",
                            (long long)chunks);
    int64_t d;
    rc = sl_wrap_dim(dim, t->layout.ndim, true, &d, err);
    if (rc) return rc;
    int64_t dim_size = t->layout.size[d], sum;
    /* torch 1.13 computes (size + chunks - 1) / chunks and wraps for huge `chunks`
     * (giving a nonsensical split_size error); we refuse instead */
    if (sl_ovf_add(dim_size, chunks - 1, &sum))
        return sl_error_overflow(err, "chunk's (size + chunks - 1)");
    int64_t split_size = sum / chunks;
    if (split_size == 0 && dim_size == 0) {
        /* exactly `chunks` empty pieces, all at the input's offset */
        if (chunks > cap) return too_many_pieces(err, chunks, cap);
            for (int64_t i = 0; i < chunks; i++) {
            rc = sl_torch_narrow(t, d, 0, 0, &outs[i], err);
            if (rc) return rc;
        }
        *nout = (int32_t)chunks;
        return SL_OK;
    }
    return sl_torch_split(t, split_size, d, outs, cap, nout, err);
}

int sl_torch_tensor_split_sections(const sl_tensor *t, int64_t sections, int64_t dim,
                                   sl_tensor *outs, int32_t cap, int32_t *nout,
                                   sl_error *err) {
    int rc = check_out(t, outs, cap, nout, err);
    if (rc) return rc;
    sl_tensor in; /* outs may alias t */
    sl_tensor_copy(&in, t);
    t = &in;
    if (t->layout.ndim == 0)
        return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                            "tensor_split expected at least a 1-dimensional tensor, but got a "
                            "tensor with 0 dims");
    int64_t d;
    rc = sl_wrap_dim(dim, t->layout.ndim, true, &d, err);
    if (rc) return rc;
    if (sections <= 0)
        return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                            "number of sections must be larger than 0, got %lld",
                            (long long)sections);
    if (sections > cap) return too_many_pieces(err, sections, cap);
    int64_t dim_size = t->layout.size[d];
    int64_t base = dim_size / sections, extra = dim_size % sections, start = 0;
    for (int64_t i = 0; i < sections; i++) {
        int64_t len = i < extra ? base + 1 : base, end = start + len;
        rc = sl_torch_slice(t, d, &start, &end, 1, &outs[i], err);
        if (rc) return rc;
        start = end;
    }
    *nout = (int32_t)sections;
    return SL_OK;
}

int sl_torch_tensor_split_indices(const sl_tensor *t, const int64_t *indices, int32_t n,
                                  int64_t dim, sl_tensor *outs, int32_t cap, int32_t *nout,
                                  sl_error *err) {
    int rc = check_out(t, outs, cap, nout, err);
    if (rc) return rc;
    sl_tensor in; /* outs may alias t */
    sl_tensor_copy(&in, t);
    t = &in;
    if (n < 0 || (n > 0 && !indices))
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "invalid indices");
    if (t->layout.ndim == 0)
        return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                            "tensor_split expected at least a 1-dimensional tensor, but got a "
                            "tensor with 0 dims");
    int64_t d;
    rc = sl_wrap_dim(dim, t->layout.ndim, true, &d, err);
    if (rc) return rc;
    if ((int64_t)n + 1 > cap) return too_many_pieces(err, (int64_t)n + 1, cap);
    int64_t start = 0;
    for (int32_t i = 0; i <= n; i++) {
        int64_t end = i < n ? indices[i] : t->layout.size[d];
        rc = sl_torch_slice(t, d, &start, &end, 1, &outs[i], err);
        if (rc) return rc;
        start = end;
    }
    *nout = n + 1;
    return SL_OK;
}

int sl_torch_unbind(const sl_tensor *t, int64_t dim, sl_tensor *outs, int32_t cap,
                    int32_t *nout, sl_error *err) {
    int rc = check_out(t, outs, cap, nout, err);
    if (rc) return rc;
    sl_tensor in; /* outs may alias t */
    sl_tensor_copy(&in, t);
    t = &in;
    /* torch wraps with scalar wrapping, then asks for size(dim), which a 0-dim tensor
     * refuses naming the wrapped dim (always 0) */
    int64_t d;
    rc = sl_wrap_dim(dim, t->layout.ndim, true, &d, err);
    if (rc) return rc;
    if (t->layout.ndim == 0) return sl_wrap_dim(d, 0, false, &d, err);
    int64_t size = t->layout.size[d];
    if (size > cap) return too_many_pieces(err, size, cap);
    for (int64_t i = 0; i < size; i++) {
        rc = sl_torch_select(t, d, i, &outs[i], err);
        if (rc) return rc;
    }
    *nout = (int32_t)size;
    return SL_OK;
}
