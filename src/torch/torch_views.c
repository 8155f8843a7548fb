/*
 * torch_views.c — the dimension-shuffling and stride-inventing view ops of torch 1.13:
 * transpose / t / T / mT / mH / H / adjoint, permute, movedim, unsqueeze, squeeze,
 * expand (and the binary-op shape broadcast), diagonal, unfold and as_strided.
 *
 * Each op is a value transform of the layout: permutations move (size, stride) pairs,
 * unsqueeze invents the stride size*stride of the dim it lands before (1 when appended),
 * expand gives broadcast dims stride 0 and new leading dims of target 1 the size*stride of
 * the dim after them, diagonal merges two dims into one of stride s1+s2, and unfold splits
 * a dim into (windows, window) with strides (stride*step, stride).
 *
 * In torch 1.13, as_strided, expand and unfold all finish in the same routine
 * (setStrided), whose checks run in a fixed order: the storage-size computation (in
 * unsigned 64-bit, so a negative size usually reads as an overflow, and a zero size
 * anywhere skips the bounds test), the bounds test in bytes against the whole storage,
 * the sign of the offset, then the element count.  set_strided_checks below reproduces
 * that order and those messages.  Where torch would wrap around silently (offset times
 * itemsize, step times stride, new strides of expand) we refuse with SL_ERR_OVERFLOW, and
 * where torch would create a tensor with a negative size we refuse with
 * SL_ERR_UNSUPPORTED: such a tensor has no meaningful layout.
 */
#include "torch/torch_internal.h"

/* Loops that copy a few dims stay loops: GCC would otherwise turn them into memcpy calls
 * or `rep movsq`, whose start-up costs more than copying 4 dims (as_strided went from 38
 * to 9 ns with this). */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("no-tree-loop-distribute-patterns")
#endif

/* Results are written straight into `out` (which may be t) once every check has passed:
 * start_view copies t's fields and dims and marks the copy a view, which an op then edits
 * in place; emit_view writes a view of t with the dims an op built in local arrays of
 * SL_MAX_DIMS entries (never a caller's shorter array: sl_dims_copy moves blocks of 4). */
static inline void start_view(const sl_tensor *t, sl_tensor *r) {
    sl_tensor_copy(r, t);
    r->alias = SL_ALIAS_VIEW;
}

static inline void emit_view(const sl_tensor *t, const int64_t *sz, const int64_t *st, int32_t n,
                             int64_t offset, sl_tensor *out) {
    sl_tensor_copy_meta(out, t);
    out->alias = SL_ALIAS_VIEW;
    out->layout.ndim = n;
    out->layout.offset = offset;
    sl_dims_copy(out->layout.size, out->layout.stride, sz, st, n);
}

int sl_torch_negative_size_error(const sl_tensor *t, sl_error *err) {
    int32_t d = 0;
    while (d + 1 < t->layout.ndim && t->layout.size[d] >= 0) d++;
    return sl_error_set(err, SL_ERR_ARG, "ValueError",
                        "tensor has a negative size %lld at dimension %d",
                        (long long)t->layout.size[d], (int)d);
}

static int limit_dims(sl_error *err, const char *what) {
    return sl_error_set(err, SL_ERR_LIMIT, "RuntimeError",
                        "%s would give more than %d dimensions (stridelab's limit)", what,
                        SL_MAX_DIMS);
}

static void drop_dim(sl_layout *l, int32_t d) {
    for (int32_t k = d; k + 1 < l->ndim; k++) {
        l->size[k] = l->size[k + 1];
        l->stride[k] = l->stride[k + 1];
    }
    l->ndim--;
}

/*
 * torch 1.13 setStrided's checks for a result of `n` sizes/strides at element `offset` in
 * t's storage (as_strided tests for negative strides itself, before this).  Torch computes
 * the bytes needed as itemsize*(1 + sum (size-1)*stride) in uint64, flags any wrap or a
 * result above INT64_MAX, and stops (needing 0 bytes, no bounds test) at the first size-0
 * dim.  Its element count is a uint64 product whose overflow flag sticks even if a later
 * size is 0.
 */
/* set_strided_checks' failures, written out of line (the checks stay one short loop). */
enum { SSC_STORAGE_OVERFLOW, SSC_OFFSET_BYTES, SSC_BOUNDS, SSC_OFFSET, SSC_NUMEL, SSC_NEGATIVE };
__attribute__((cold, noinline)) static int set_strided_error(int kind, const sl_tensor *t,
                                                             const int64_t *sizes,
                                                             const int64_t *strides, int32_t n,
                                                             int64_t offset, int64_t total,
                                                             sl_error *err) {
    char sbuf[200], tbuf[200];
    sl_format_list(sbuf, sizeof sbuf, sizes, n);
    sl_format_list(tbuf, sizeof tbuf, strides, n);
    switch (kind) {
    case SSC_STORAGE_OVERFLOW:
        return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                            "Storage size calculation overflowed with sizes=%s and strides=%s",
                            sbuf, tbuf);
    case SSC_OFFSET_BYTES: return sl_error_overflow(err, "the storage offset in bytes");
    case SSC_BOUNDS:
        return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                            "setStorage: sizes %s, strides %s, storage offset %lld, and "
                            "itemsize %lld requiring a storage size of %lld are out of "
                            "bounds for storage of size %lld",
                            sbuf, tbuf, (long long)offset, (long long)t->layout.itemsize,
                            (long long)total, (long long)t->storage_bytes);
    case SSC_OFFSET:
        return sl_error_set(err, SL_ERR_PY, "RuntimeError", "Tensor: invalid storage offset %lld",
                            (long long)offset);
    case SSC_NUMEL:
        return sl_error_set(err, SL_ERR_PY, "RuntimeError", "numel: integer multiplication overflow");
    default:
        return sl_error_set(err, SL_ERR_UNSUPPORTED, NULL,
                            "unsupported: torch 1.13 would create a tensor with a negative size %s",
                            sbuf);
    }
}

static inline __attribute__((always_inline)) int set_strided_checks(
    const sl_tensor *t, const int64_t *sizes, const int64_t *strides,
                              int32_t n, int64_t offset, sl_error *err) {
    int64_t itemsize = t->layout.itemsize;
    /* The common case first: no negative size and no signed product or sum leaving int64.
     * Then both products are exact and below 2^63, so torch's unsigned arithmetic gives the
     * same values with no overflow: the element count fits, and (no size 0 and no negative
     * stride) the byte count is exact.  Anything else takes the exact pass below. */
    {
        int64_t fnumel = 1, fneed = 1, fany = 0, fneg = 0;
        bool fzero = false;
        int32_t i = 0;
        for (; i < n; i++) {
            const int64_t sz = sizes[i], st = strides[i];
            int64_t term;
            fany |= sz;
            fneg |= st;
            fzero |= sz == 0;
            if (__builtin_mul_overflow(fnumel, sz, &fnumel) ||
                __builtin_mul_overflow(st, (int64_t)((uint64_t)sz - 1u), &term) ||
                __builtin_add_overflow(fneed, term, &fneed))
                break;
        }
        if (i == n && fany >= 0) {
            if (!fzero && fneg >= 0) {
                uint64_t need = (uint64_t)fneed;
                if (__builtin_mul_overflow(need, (uint64_t)itemsize, &need) ||
                    need > (uint64_t)INT64_MAX)
                    return set_strided_error(SSC_STORAGE_OVERFLOW, t, sizes, strides, n, offset, 0,
                                             err);
                int64_t offset_bytes, total;
                if (sl_ovf_mul(offset, itemsize, &offset_bytes) ||
                    sl_ovf_add((int64_t)need, offset_bytes, &total))
                    return set_strided_error(SSC_OFFSET_BYTES, t, sizes, strides, n, offset, 0, err);
                if (total > t->storage_bytes)
                    return set_strided_error(SSC_BOUNDS, t, sizes, strides, n, offset, total, err);
            }
            if (offset < 0) return set_strided_error(SSC_OFFSET, t, sizes, strides, n, offset, 0, err);
            return SL_OK;
        }
    }
    /* One branch-free pass over every dim.  torch stops the byte count at the first size-0
     * dim, but any size 0 skips the whole size/bounds part below, so counting every dim
     * (a size 0 reads as a huge unsigned term) and flagging a negative stride anywhere
     * decides the same: the part runs only when no size is 0, and then every dim is
     * counted.  The element count's overflow flag is sticky as in torch. */
    uint64_t need = 1, numel = 1;
    bool ovf = false, zero = false, numel_ovf = false;
    int64_t any = 0, neg = 0; /* sign bits: some size / some stride is negative */
    for (int32_t i = 0; i < n; i++) {
        const int64_t sz = sizes[i], st = strides[i];
        uint64_t term;
        any |= sz;
        neg |= st;
        zero |= sz == 0;
        numel_ovf |= __builtin_mul_overflow(numel, (uint64_t)sz, &numel);
        ovf |= __builtin_mul_overflow((uint64_t)st, (uint64_t)sz - 1u, &term);
        ovf |= __builtin_add_overflow(need, term, &need);
    }
    /* a negative stride only reaches here from a non-torch input layout; torch has no
     * byte count for it, so skip the size/bounds part for such layouts */
    if (!zero && neg >= 0) {
        ovf |= __builtin_mul_overflow(need, (uint64_t)itemsize, &need);
        ovf |= need > (uint64_t)INT64_MAX;
        if (ovf) return set_strided_error(SSC_STORAGE_OVERFLOW, t, sizes, strides, n, offset, 0, err);
        int64_t offset_bytes, total;
        /* torch 1.13 does not check these two; we refuse instead of wrapping */
        if (sl_ovf_mul(offset, itemsize, &offset_bytes) ||
            sl_ovf_add((int64_t)need, offset_bytes, &total))
            return set_strided_error(SSC_OFFSET_BYTES, t, sizes, strides, n, offset, 0, err);
        if (total > t->storage_bytes)
            return set_strided_error(SSC_BOUNDS, t, sizes, strides, n, offset, total, err);
    }
    if (offset < 0) return set_strided_error(SSC_OFFSET, t, sizes, strides, n, offset, 0, err);
    if (numel_ovf || numel > (uint64_t)INT64_MAX)
        return set_strided_error(SSC_NUMEL, t, sizes, strides, n, offset, 0, err);
    if (any < 0) return set_strided_error(SSC_NEGATIVE, t, sizes, strides, n, offset, 0, err);
    return SL_OK;
}

/* ------------------------------------------------------------- transposes -- */

/* transpose after sl_torch_check_args (mT / mH / adjoint come here having checked) */
static inline int transpose_checked(const sl_tensor *t, int64_t d0, int64_t d1, sl_tensor *out,
                                    sl_error *err) {
    int64_t a, b;
    int rc = sl_wrap_dim(d0, t->layout.ndim, true, &a, err);
    if (rc) return rc;
    rc = sl_wrap_dim(d1, t->layout.ndim, true, &b, err);
    if (rc) return rc;
    /* straight into out (which may be t): the two dims are read first */
    if (t->layout.ndim == 0) {
        start_view(t, out);
        return SL_OK;
    }
    int64_t sa = t->layout.size[a], ta = t->layout.stride[a];
    int64_t sb = t->layout.size[b], tb = t->layout.stride[b];
    start_view(t, out);
    out->layout.size[a] = sb;
    out->layout.stride[a] = tb;
    out->layout.size[b] = sa;
    out->layout.stride[b] = ta;
    return SL_OK;
}

int sl_torch_transpose(const sl_tensor *t, int64_t d0, int64_t d1, sl_tensor *out,
                       sl_error *err) {
    int arg_rc = sl_torch_check_args(t, out, NULL, 0, err);
    return arg_rc ? arg_rc : transpose_checked(t, d0, d1, out, err);
}

int sl_torch_t(const sl_tensor *t, sl_tensor *out, sl_error *err) {
    int arg_rc = sl_torch_check_args(t, out, NULL, 0, err);
    if (arg_rc) return arg_rc;
    if (t->layout.ndim > 2)
        return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                            "t() expects a tensor with <= 2 dimensions, but self is %dD",
                            (int)t->layout.ndim);
    if (t->layout.ndim == 2) return sl_torch_transpose(t, 0, 1, out, err);
    start_view(t, out);
    return SL_OK;
}

int sl_torch_T(const sl_tensor *t, sl_tensor *out, bool *warned, sl_error *err) {
    int arg_rc = sl_torch_check_args(t, out, NULL, 0, err);
    if (arg_rc) return arg_rc;
    int32_t n = t->layout.ndim;
    int64_t sz[SL_MAX_DIMS], st[SL_MAX_DIMS]; /* out may be t */
    for (int32_t k = 0; k < n; k++) {
        sz[k] = t->layout.size[n - 1 - k];
        st[k] = t->layout.stride[n - 1 - k];
    }
    if (warned) *warned = n != 0 && n != 2;
    emit_view(t, sz, st, n, t->layout.offset, out);
    return SL_OK;
}

int sl_torch_matrix_transpose(const sl_tensor *t, sl_matrix_op op, sl_tensor *out,
                              sl_error *err) {
    int arg_rc = sl_torch_check_args(t, out, NULL, 0, err);
    if (arg_rc) return arg_rc;
    int32_t n = t->layout.ndim;
    bool conj = false;
    switch (op) {
    case SL_MT:
    case SL_MH:
    case SL_ADJOINT: {
        const char *name = op == SL_MT ? "mT" : op == SL_MH ? "mH" : "adjoint()";
        if (n == 1)
            return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                                "tensor.%s is only supported on matrices or batches of "
                                "matrices. Got 1-D tensor.",
                                name);
        conj = op != SL_MT;
        break;
    }
    case SL_H:
        if (n != 2 && n != 0)
            return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                                "tensor.H is only supported on matrices (2-D tensors). Got "
                                "%d-D tensor.%s",
                                (int)n,
                                n > 2 ? " For batches of matrices, consider using tensor.mH"
                                      : "");
        conj = true;
        break;
    default:
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "unknown matrix op %d", (int)op);
    }
    if (n == 0) {
        /* a 0-dim tensor comes back as itself, except that conj() of a complex tensor
         * is a new (conjugate) view */
        sl_tensor r;
        sl_tensor_copy(&r, t);
        r.alias = conj && sl_dtype_is_complex(t->dtype) ? SL_ALIAS_VIEW : SL_ALIAS_SAME;
        if (r.alias == SL_ALIAS_VIEW) r.conj = !t->conj;
        sl_tensor_copy(out, &r);
        return SL_OK;
    }
    int rc = transpose_checked(t, -2, -1, out, err);
    /* mH / H / adjoint() of a complex tensor flip its conj bit (conj() of the transpose) */
    if (!rc && conj && sl_dtype_is_complex(t->dtype)) out->conj = !t->conj;
    return rc;
}

/* ------------------------------------------------------- permute / movedim -- */

int sl_torch_permute(const sl_tensor *t, const int64_t *dims, int32_t n, sl_tensor *out,
                     sl_error *err) {
    int arg_rc = sl_torch_check_args(t, out, dims, n, err);
    if (arg_rc) return arg_rc;
    int32_t nd = t->layout.ndim;
    if (n != nd)
        return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                            "permute(sparse_coo): number of dimensions in the tensor input "
                            "does not match the length of the desired ordering of dimensions "
                            "i.e. input.dim() = %d is not equal to len(dims) = %d",
                            (int)nd, (int)n);
    _Static_assert(SL_MAX_DIMS <= 64, "permute's dim set is one 64-bit word");
    uint64_t seen = 0; /* bit d: dim d taken */
    int64_t sz[SL_MAX_DIMS], st[SL_MAX_DIMS]; /* out may be t */
    for (int32_t i = 0; i < n; i++) {
        int64_t d;
        int rc = sl_wrap_dim(dims[i], nd, true, &d, err);
        if (rc) return rc;
        if (seen >> d & 1)
            return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                                "permute(): duplicate dims are not allowed.");
        seen |= UINT64_C(1) << d;
        sz[i] = t->layout.size[d];
        st[i] = t->layout.stride[d];
    }
    emit_view(t, sz, st, n, t->layout.offset, out);
    return SL_OK;
}

/* Wrap every entry (IndexError on the first bad one); *dup = some wrapped value repeats. */
static inline __attribute__((always_inline)) int wrap_all(const int64_t *v, int32_t n,
                                                          int32_t nd, int64_t *wrapped,
                                                          bool *dup, sl_error *err) {
    int32_t eff = nd > 0 ? nd : 1;
    uint64_t seen = 0; /* bit d: dim d seen (SL_MAX_DIMS is 64) */
    *dup = false;
    for (int32_t i = 0; i < n; i++) {
        int64_t d;
        int rc = sl_wrap_dim(v[i], nd, true, &d, err);
        if (rc) return rc;
        if (seen >> d & 1) *dup = true;
        seen |= UINT64_C(1) << d;
        if (i < eff) wrapped[i] = d;
    }
    return SL_OK;
}

int sl_torch_movedim(const sl_tensor *t, const int64_t *src, int32_t nsrc, const int64_t *dst,
                     int32_t ndst, sl_tensor *out, sl_error *err) {
    int arg_rc = sl_torch_check_args(t, out, src, nsrc, err);
    if (!arg_rc) arg_rc = sl_torch_check_array(dst, ndst, err);
    if (arg_rc) return arg_rc;
    char a[240], b[240];
    if (nsrc != ndst) {
        sl_format_list(a, sizeof a, src, nsrc);
        sl_format_list(b, sizeof b, dst, ndst);
        return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                            "movedim: Invalid source or destination dims: source (%s dims) "
                            "should contain the same number of dims as destination (%s dims)",
                            a, b);
    }
    int32_t nd = t->layout.ndim;
    int64_t ws[SL_MAX_DIMS], wd[SL_MAX_DIMS];
    bool dup_src, dup_dst;
    int rc = wrap_all(src, nsrc, nd, ws, &dup_src, err);
    if (rc) return rc;
    rc = wrap_all(dst, ndst, nd, wd, &dup_dst, err);
    if (rc) return rc;
    if (dup_src) {
        sl_format_list(a, sizeof a, src, nsrc);
        return sl_error_set(err, SL_ERR_PY, "RuntimeError", "movedim: repeated dim in `source` (%s)",
                            a);
    }
    if (dup_dst) {
        sl_format_list(b, sizeof b, dst, ndst);
        return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                            "movedim: repeated dim in `destination` (%s)", b);
    }
    if (nd == 0) {
        start_view(t, out);
        return SL_OK;
    }
    /* slot dst[i] takes dim src[i]; the other dims, ascending, fill the other slots,
     * ascending (bit sets of dims); the result's dims are written in that order */
    int64_t sz[SL_MAX_DIMS], st[SL_MAX_DIMS]; /* out may be t */
    uint64_t src_used = 0, slot_used = 0;
    for (int32_t i = 0; i < nsrc; i++) {
        sz[wd[i]] = t->layout.size[ws[i]];
        st[wd[i]] = t->layout.stride[ws[i]];
        src_used |= UINT64_C(1) << ws[i];
        slot_used |= UINT64_C(1) << wd[i];
    }
    int32_t next_src = 0;
    for (int32_t slot = 0; slot < nd; slot++) {
        if (slot_used >> slot & 1) continue;
        while (src_used >> next_src & 1) next_src++;
        sz[slot] = t->layout.size[next_src];
        st[slot] = t->layout.stride[next_src++];
    }
    emit_view(t, sz, st, nd, t->layout.offset, out);
    return SL_OK;
}

/* ------------------------------------------------------ unsqueeze / squeeze -- */

int sl_torch_unsqueeze(const sl_tensor *t, int64_t dim, sl_tensor *out, sl_error *err) {
    int arg_rc = sl_torch_check_args(t, out, NULL, 0, err);
    if (arg_rc) return arg_rc;
    int32_t nd = t->layout.ndim;
    int64_t d;
    int rc = sl_wrap_dim(dim, (int64_t)nd + 1, true, &d, err);
    if (rc) return rc;
    if (nd >= SL_MAX_DIMS) return limit_dims(err, "unsqueeze");
    int64_t stride = 1;
    if (d < nd && sl_ovf_mul(t->layout.size[d], t->layout.stride[d], &stride))
        return sl_error_overflow(err, "the unsqueezed stride (size x stride)");
    start_view(t, out); /* then in place: every check has passed */
    sl_layout *r = &out->layout;
    for (int32_t k = nd; k > d; k--) {
        r->size[k] = r->size[k - 1];
        r->stride[k] = r->stride[k - 1];
    }
    r->size[d] = 1;
    r->stride[d] = stride;
    r->ndim = nd + 1;
    return SL_OK;
}

int sl_torch_squeeze(const sl_tensor *t, sl_tensor *out, sl_error *err) {
    int arg_rc = sl_torch_check_args(t, out, NULL, 0, err);
    if (arg_rc) return arg_rc;
    start_view(t, out); /* then compacted in place (j <= k) */
    sl_layout *r = &out->layout;
    int32_t j = 0, n = r->ndim;
    for (int32_t k = 0; k < n; k++) {
        if (r->size[k] == 1) continue;
        r->size[j] = r->size[k];
        r->stride[j++] = r->stride[k];
    }
    r->ndim = j;
    return SL_OK;
}

int sl_torch_squeeze_dim(const sl_tensor *t, int64_t dim, sl_tensor *out, sl_error *err) {
    int arg_rc = sl_torch_check_args(t, out, NULL, 0, err);
    if (arg_rc) return arg_rc;
    int64_t d;
    int rc = sl_wrap_dim(dim, t->layout.ndim, true, &d, err);
    if (rc) return rc;
    bool drop = t->layout.ndim > 0 && t->layout.size[d] == 1;
    start_view(t, out);
    if (drop) drop_dim(&out->layout, (int32_t)d);
    return SL_OK;
}

/* ------------------------------------------------------ expand / broadcast -- */

int sl_torch_expand(const sl_tensor *t, const int64_t *sizes, int32_t n, sl_tensor *out,
                    sl_error *err) {
    int arg_rc = sl_torch_check_args(t, out, sizes, n, err);
    if (arg_rc) return arg_rc;
    /* more sizes than a tensor has dims: refused before reading them */
    if (n > SL_MAX_DIMS) return limit_dims(err, "expand");
    const sl_layout *l = &t->layout;
    char a[240], b[240];
    /* Python's argument parser refuses a size in the symbolic range before expand runs
     * (torch.broadcast_to words it differently: see the header) */
    for (int32_t i = 0; i < n; i++)
        if (sl_torch_symbolic_int(sizes[i])) {
            /* torch 2.x parses the int and its dispatcher refuses it (the message names
             * the registration file and line of torch 2.2.2) */
            if (t->ref == SL_REF_LESSONS)
                return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                                    "aten/src/ATen/RegisterCompositeExplicitAutograd.cpp:2252: "
                                    "SymIntArrayRef expected to contain only concrete integers");
            return sl_error_set(err, SL_ERR_PY, "TypeError",
                                "expand(): argument 'size' must be tuple of SymInts, but found "
                                "element of type int at pos %d",
                                (int)i + 1);
        }
    if (n < l->ndim) {
        const char *ty = sl_dtype_torch_legacy_name(t->dtype);
        sl_format_list(a, sizeof a, l->size, l->ndim);
        sl_format_list(b, sizeof b, sizes, n);
        return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                            "expand(%s{%s}, size=%s): the number of sizes provided (%d) must "
                            "be greater or equal to the number of dimensions in the tensor "
                            "(%d)",
                            ty ? ty : "torch.Tensor", a, b, (int)n, (int)l->ndim);
    }
    int64_t sz[SL_MAX_DIMS], st[SL_MAX_DIMS]; /* out may be t */
    if (l->ndim == 0) {
        /* a 0-dim source takes the target sizes verbatim with all-zero strides */
        if (n > SL_MAX_DIMS) return limit_dims(err, "expand");
        for (int32_t i = 0; i < n; i++) {
            sz[i] = sizes[i];
            st[i] = 0;
        }
    } else {
        /* right to left, aligned to the source from the right; only the previous (i+1)
         * result is needed, so an over-long target is still checked before LIMIT */
        int64_t next_size = 0, next_stride = 0;
        for (int32_t i = n - 1; i >= 0; i--) {
            int32_t dim = l->ndim - (n - i);
            int64_t size, stride, target = sizes[i];
            if (dim >= 0) {
                size = l->size[dim];
                stride = l->stride[dim];
            } else {
                size = 1;
                /* torch 1.13 multiplies unchecked; we refuse on overflow */
                if (sl_ovf_mul(next_size, next_stride, &stride))
                    return sl_error_overflow(err, "expand's new stride (size x stride)");
            }
            if (target == -1) {
                if (dim < 0)
                    return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                                        "The expanded size of the tensor (-1) isn't allowed in "
                                        "a leading, non-existing dimension %d",
                                        (int)i);
                target = size;
            }
            if (size != target) {
                if (size != 1) {
                    sl_format_list(a, sizeof a, sizes, n);
                    sl_format_list(b, sizeof b, l->size, l->ndim);
                    return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                                        "The expanded size of the tensor (%lld) must match the "
                                        "existing size (%lld) at non-singleton dimension %d.  "
                                        "Target sizes: %s.  Tensor sizes: %s",
                                        (long long)target, (long long)size, (int)i, a, b);
                }
                size = target;
                stride = 0;
            }
            if (i < SL_MAX_DIMS) {
                sz[i] = size;
                st[i] = stride;
            }
            next_size = size;
            next_stride = stride;
        }
        if (n > SL_MAX_DIMS) return limit_dims(err, "expand");
    }
    int rc = set_strided_checks(t, sz, st, n, l->offset, err);
    if (rc) return rc;
    emit_view(t, sz, st, n, l->offset, out);
    return SL_OK;
}

int sl_torch_broadcast_shapes2(const int64_t *a, int32_t na, const int64_t *b, int32_t nb,
                               int64_t *out, int32_t *nout, sl_error *err) {
    if (na < 0 || nb < 0 || (na > 0 && !a) || (nb > 0 && !b) || !out || !nout)
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "invalid shape argument");
    /* a shape of more than SL_MAX_DIMS dims is no tensor's: refused before reading it */
    if (na > SL_MAX_DIMS || nb > SL_MAX_DIMS) return limit_dims(err, "broadcasting");
    int32_t n = na > nb ? na : nb;
    int64_t res[SL_MAX_DIMS];
    for (int32_t i = n - 1; i >= 0; i--) {
        int32_t da = na - (n - i), db = nb - (n - i);
        int64_t sa = da >= 0 ? a[da] : 1, sb = db >= 0 ? b[db] : 1;
        if (!(sa == sb || sa == 1 || sb == 1))
            return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                                "The size of tensor a (%lld) must match the size of tensor b "
                                "(%lld) at non-singleton dimension %d",
                                (long long)sa, (long long)sb, (int)i);
        if (i < SL_MAX_DIMS) res[i] = sa == 1 ? sb : sa;
    }
    if (n > SL_MAX_DIMS) return limit_dims(err, "broadcasting");
    for (int32_t i = 0; i < n; i++) out[i] = res[i];
    *nout = n;
    return SL_OK;
}

/* ---------------------------------------------------------------- diagonal -- */

int sl_torch_diagonal(const sl_tensor *t, int64_t offset, int64_t dim1, int64_t dim2,
                      sl_tensor *out, sl_error *err) {
    int arg_rc = sl_torch_check_args(t, out, NULL, 0, err);
    if (arg_rc) return arg_rc;
    const sl_layout *l = &t->layout;
    int64_t d1, d2;
    int rc = sl_wrap_dim(dim1, l->ndim, true, &d1, err);
    if (rc) return rc;
    rc = sl_wrap_dim(dim2, l->ndim, true, &d2, err);
    if (rc) return rc;
    if (d1 == d2)
        return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                            "diagonal dimensions cannot be identical %lld, %lld",
                            (long long)dim1, (long long)dim2);
    /* d1 != d2 implies ndim >= 2 */
    int64_t s1 = l->size[d1], s2 = l->size[d2], n;
    if (offset >= 0) {
        int64_t rest = s2 - offset; /* s2 >= 0, offset >= 0: cannot overflow */
        n = s1 < rest ? s1 : rest;
    } else {
        int64_t rest = s1 + offset; /* s1 >= 0, offset < 0: cannot overflow */
        n = rest < s2 ? rest : s2;
    }
    if (n < 0) n = 0;
    int64_t off = l->offset, shift;
    if (n > 0) {
        /* n > 0 bounds |offset| by a size, so the negation is safe */
        bool bad = offset >= 0 ? sl_ovf_mul(offset, l->stride[d2], &shift)
                               : sl_ovf_mul(-offset, l->stride[d1], &shift);
        if (bad || sl_ovf_add(off, shift, &off))
            return sl_error_overflow(err, "the diagonal's storage offset");
    }
    int64_t stride;
    if (sl_ovf_add(l->stride[d1], l->stride[d2], &stride))
        return sl_error_overflow(err, "the diagonal's stride");
    start_view(t, out); /* then in place: every check has passed */
    sl_layout *r = &out->layout;
    int32_t hi = (int32_t)(d1 > d2 ? d1 : d2), lo = (int32_t)(d1 > d2 ? d2 : d1);
    drop_dim(r, hi);
    drop_dim(r, lo);
    r->size[r->ndim] = n;
    r->stride[r->ndim] = stride;
    r->ndim++;
    r->offset = off;
    return SL_OK;
}

/* ------------------------------------------------------------------ unfold -- */

int sl_torch_unfold(const sl_tensor *t, int64_t dim, int64_t size, int64_t step,
                    sl_tensor *out, sl_error *err) {
    int arg_rc = sl_torch_check_args(t, out, NULL, 0, err);
    if (arg_rc) return arg_rc;
    const sl_layout *l = &t->layout;
    int64_t d;
    int rc = sl_wrap_dim(dim, l->ndim, true, &d, err);
    if (rc) return rc;
    int64_t max_size = l->ndim == 0 ? 1 : l->size[d];
    if (size > max_size)
        return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                            "maximum size for tensor at dimension %lld is %lld but size is %lld",
                            (long long)d, (long long)max_size, (long long)size);
    if (step <= 0)
        return sl_error_set(err, SL_ERR_PY, "RuntimeError", "step is %lld but must be > 0",
                            (long long)step);
    if (l->ndim >= SL_MAX_DIMS) return limit_dims(err, "unfold");
    int64_t sz[SL_MAX_DIMS], st[SL_MAX_DIMS]; /* out may be t */
    int32_t nd = l->ndim;
    sl_dims_copy(sz, st, l->size, l->stride, nd);
    if (nd == 0) {
        sz[0] = size;
        st[0] = 1;
    } else {
        int64_t span, windows, stride;
        /* torch 1.13 computes these unchecked; we refuse on overflow */
        /* span >= 0 here, so C division is floor division */
        if (sl_ovf_sub(l->size[d], size, &span) ||
            sl_ovf_add(step == 1 ? span : span / step, 1, &windows)) /* no division for 1 */
            return sl_error_overflow(err, "unfold's window count");
        if (sl_ovf_mul(step, l->stride[d], &stride))
            return sl_error_overflow(err, "unfold's stride (step x stride)");
        sz[nd] = size;
        st[nd] = l->stride[d];
        sz[d] = windows;
        st[d] = stride;
    }
    /* torch hands these sizes to as_strided, converting each to a SymInt */
    for (int32_t k = 0; k <= nd; k++)
        if (sl_torch_symbolic_int(sz[k]))
            return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                                "IntArrayRef contains an int that cannot be represented as a "
                                "SymInt: %lld",
                                (long long)sz[k]);
    rc = set_strided_checks(t, sz, st, nd + 1, l->offset, err);
    if (rc) return rc;
    emit_view(t, sz, st, nd + 1, l->offset, out);
    return SL_OK;
}

/* -------------------------------------------------------------- as_strided -- */

/* the first of n values in torch's symbolic-int range (sl_torch_symbolic_int), or -1 */
static int32_t first_symbolic(const int64_t *v, int32_t n) {
    for (int32_t i = 0; i < n; i++)
        if (sl_torch_symbolic_int(v[i])) return i;
    return -1;
}

int sl_torch_as_strided(const sl_tensor *t, const int64_t *sizes, int32_t nsizes,
                        const int64_t *strides, int32_t nstrides,
                        const int64_t *storage_offset, sl_tensor *out, sl_error *err) {
    int arg_rc = sl_torch_check_args(t, out, sizes, nsizes, err);
    if (!arg_rc) arg_rc = sl_torch_check_array(strides, nstrides, err);
    if (arg_rc) return arg_rc;
    /* more sizes or strides than a tensor has dims: refused before reading them */
    if (nsizes > SL_MAX_DIMS || nstrides > SL_MAX_DIMS) return limit_dims(err, "as_strided");
    /* Python converts the arguments right to left: offset, then stride, then size */
    if (t->ref == SL_REF_LESSONS) {
        /* torch 2.x: the offset is a plain int; sizes and strides in the symbolic range
         * are refused by the dispatcher (torch 2.2.2's file and line) */
        if (first_symbolic(sizes, nsizes) >= 0 || first_symbolic(strides, nstrides) >= 0)
            return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                                "aten/src/ATen/RegisterCPU.cpp:2692: SymIntArrayRef expected "
                                "to contain only concrete integers");
    }
    if (t->ref != SL_REF_LESSONS && storage_offset && sl_torch_symbolic_int(*storage_offset))
        return sl_torch_symbolic_error(err);
    for (int k = 0; k < 2 && t->ref != SL_REF_LESSONS; k++) {
        int32_t i = k == 0 ? first_symbolic(strides, nstrides) : first_symbolic(sizes, nsizes);
        if (i >= 0)
            return sl_error_set(err, SL_ERR_PY, "TypeError",
                                "as_strided(): argument '%s' must be tuple of SymInts, but "
                                "found element of type int at pos %d",
                                k == 0 ? "stride" : "size", (int)i + 1);
    }
    if (nsizes != nstrides)
        return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                            "mismatch in length of strides and shape");
    for (int32_t i = 0; i < nstrides; i++)
        if (strides[i] < 0) {
            char buf[400];
            sl_format_list(buf, sizeof buf, strides, nstrides);
            return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                                "as_strided: Negative strides are not supported at the "
                                "moment, got strides: %s",
                                buf);
        }
    if (nsizes > SL_MAX_DIMS) return limit_dims(err, "as_strided");
    int64_t offset = storage_offset ? *storage_offset : t->layout.offset;
    int rc = set_strided_checks(t, sizes, strides, nsizes, offset, err);
    if (rc) return rc;
    /* the caller's arrays hold exactly nsizes entries (and may be out's own) */
    int64_t sz[SL_MAX_DIMS], st[SL_MAX_DIMS];
    for (int32_t i = 0; i < nsizes; i++) {
        sz[i] = sizes[i];
        st[i] = strides[i];
    }
    emit_view(t, sz, st, nsizes, offset, out);
    return SL_OK;
}
