/*
 * torch_reshape.c — torch 1.13's view, reshape, flatten and unflatten.
 *
 * Shape inference (infer_size).  The requested sizes are scanned left to right: a -1
 * is remembered (a second one is an error), sizes >= 0 multiply into `newsize`, and the
 * first size below -1 is an error.  The shape is accepted when newsize equals the
 * element count, or when a -1 is present, newsize > 0 and divides the count; the -1
 * then becomes the quotient, except that newsize 0 with a -1 is ambiguous.  torch
 * multiplies newsize in int64 without an overflow check, and that wrapped product
 * decides which message the user sees, so we reproduce it with unsigned (wrapping,
 * well-defined) arithmetic; a shape that only "matches" through wrapping is caught
 * afterwards by torch's own element-count check ("numel: integer multiplication
 * overflow"), which takes the product in unsigned 64-bit with a sticky overflow flag.
 *
 * computeStride.  A view of the same storage exists iff the old dims, taken from last
 * to first, split into chunks that are each contiguous in memory (a dim continues the
 * chunk when its stride equals the chunk's element count so far times the chunk's base
 * stride; size-1 dims never break a chunk) and the new dims, also from last to first,
 * can be grouped so each group multiplies to exactly one chunk's element count.  Each
 * new dim gets stride (product of the new sizes already placed in its chunk) * base.
 * A new size-1 dim is swallowed by whichever chunk is being filled when the scan
 * reaches it, which is why its stride can look odd.  Special cases come first: a 0-dim
 * input gives all-ones strides; an input with no elements never fails (same shape keeps
 * the old strides, any other shape gets row-major strides with size-0 dims counted as 1).
 *
 * reshape returns that view when computeStride succeeds and otherwise a contiguous
 * copy (fresh storage, row-major strides, alias NEW).  flatten builds the merged shape
 * and reshapes; flatten(d, d) returns its input object.  unflatten infers its sizes
 * against one dim (checked only after the sizes are known to be non-empty), rewording
 * two of infer_size's messages the way torch does, then views.
 *
 * Error order (as torch): argument errors, infer_size, view incompatibility, then the
 * element-count check.  Where torch would silently wrap an int64 stride (a new stride or
 * a flattened size that does not fit), we refuse with SL_ERR_OVERFLOW instead.
 */
#include "core/internal.h"

/* Loops that copy a few dims stay loops: GCC would otherwise turn them into memcpy calls
 * or `rep movsq`, whose start-up costs more than copying 4 dims (as_strided went from 38
 * to 9 ns with this). */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("no-tree-loop-distribute-patterns")
#endif

/* Which infer_size failure, so unflatten can reword the ones torch rewords. */
typedef enum infer_fail {
    INFER_OK = 0,
    INFER_TWO_INFERRED,  /* std::runtime_error in torch: unflatten rewraps it */
    INFER_NEGATIVE,      /* c10::Error: passes through unflatten unchanged */
    INFER_AMBIGUOUS,     /* c10::Error */
    INFER_INVALID        /* std::runtime_error: unflatten rewords it */
} infer_fail;

static int64_t wrapping_mul(int64_t a, int64_t b) {
    return (int64_t)((uint64_t)a * (uint64_t)b); /* two's complement wrap, like torch */
}

static const char infer_two_inferred[] = "only one dimension can be inferred";

/* infer_size's failures, written out of line (the checks stay a short loop). */
__attribute__((cold, noinline)) static infer_fail infer_error(infer_fail kind,
                                                              const int64_t *shape, int32_t n,
                                                              int64_t numel, int64_t bad,
                                                              sl_error *err) {
    char list[440];
    switch (kind) {
    case INFER_TWO_INFERRED:
        sl_error_set(err, SL_ERR_PY, "RuntimeError", "%s", infer_two_inferred);
        break;
    case INFER_NEGATIVE:
        sl_error_set(err, SL_ERR_PY, "RuntimeError", "invalid shape dimension %lld", (long long)bad);
        break;
    case INFER_AMBIGUOUS:
        sl_format_list(list, sizeof list, shape, n);
        sl_error_set(err, SL_ERR_PY, "RuntimeError",
                     "cannot reshape tensor of 0 elements into shape %s because the "
                     "unspecified dimension size -1 can be any value and is ambiguous",
                     list);
        break;
    default:
        sl_format_list(list, sizeof list, shape, n);
        sl_error_set(err, SL_ERR_PY, "RuntimeError", "shape '%s' is invalid for input of size %lld",
                     list, (long long)numel);
        break;
    }
    return kind;
}

/* Infer a -1 in `shape` (n entries) against `numel`; writes the inferred shape into
 * `out`.  On failure fills err (RuntimeError, torch's message) and returns the kind. */
static inline __attribute__((always_inline)) infer_fail infer_size(const int64_t *shape, int32_t n,
                                                                  int64_t numel, int64_t *out,
                             sl_error *err) {
    int64_t newsize = 1;
    int32_t infer_dim = -1;
    for (int32_t d = 0; d < n; d++) {
        int64_t v = shape[d];
        out[d] = v;
        if (v >= 0) {
            newsize = wrapping_mul(newsize, v);
        } else if (v == -1) {
            if (infer_dim >= 0) return infer_error(INFER_TWO_INFERRED, shape, n, numel, 0, err);
            infer_dim = d;
        } else {
            return infer_error(INFER_NEGATIVE, shape, n, numel, v, err);
        }
    }
    if (numel == newsize || (infer_dim >= 0 && newsize > 0 && numel % newsize == 0)) {
        if (infer_dim >= 0) {
            if (newsize == 0) return infer_error(INFER_AMBIGUOUS, shape, n, numel, 0, err);
            out[infer_dim] = numel / newsize;
        }
        return INFER_OK;
    }
    return infer_error(INFER_INVALID, shape, n, numel, 0, err);
}

/* torch's element-count check on a new shape: unsigned product with a sticky overflow
 * flag, then it must fit int64. */
static int check_numel(const int64_t *sizes, int32_t n, sl_error *err) {
    uint64_t prod = 1;
    bool overflowed = false;
    for (int32_t d = 0; d < n; d++)
        overflowed |= __builtin_mul_overflow(prod, (uint64_t)sizes[d], &prod);
    if (overflowed || prod > (uint64_t)INT64_MAX)
        return sl_error_set(err, SL_ERR_PY, "RuntimeError", "numel: integer multiplication overflow");
    return SL_OK;
}

/* computeStride (file comment).  Returns false when no view exists.  Sets *overflow
 * when a resulting stride does not fit int64 (torch would wrap it).  old_numel is the
 * input's exact element count. */
static bool compute_stride(const sl_layout *old, int64_t old_numel, const int64_t *new_sizes,
                           int32_t n, int64_t *new_strides, bool *overflow) {
    *overflow = false;
    if (old->ndim == 0) {
        for (int32_t d = 0; d < n; d++) new_strides[d] = 1;
        return true;
    }
    if (old_numel == 0) {
        bool same_shape = n == old->ndim;
        for (int32_t d = 0; same_shape && d < n; d++) same_shape = new_sizes[d] == old->size[d];
        if (same_shape) {
            for (int32_t d = 0; d < n; d++) new_strides[d] = old->stride[d];
            return true;
        }
        int64_t running = 1;
        for (int32_t d = n - 1; d >= 0; d--) {
            new_strides[d] = running;
            if (d > 0 && new_sizes[d] > 1 && sl_ovf_mul(running, new_sizes[d], &running))
                *overflow = true;
        }
        return true;
    }
    int32_t view_d = n - 1;
    int64_t chunk_base = old->stride[old->ndim - 1];
    int64_t tensor_numel = 1; /* exact: a product of old sizes, at most old_numel */
    int64_t view_numel = 1;   /* wraps like torch's (new sizes may be huge) */
    for (int32_t td = old->ndim - 1; td >= 0; td--) {
        tensor_numel *= old->size[td];
        bool chunk_ends = td == 0;
        if (!chunk_ends && old->size[td - 1] != 1) {
            int64_t contiguous_stride;
            /* a product beyond int64 equals no int64 stride: the chunk ends */
            chunk_ends = sl_ovf_mul(tensor_numel, chunk_base, &contiguous_stride) ||
                         old->stride[td - 1] != contiguous_stride;
        }
        if (!chunk_ends) continue;
        while (view_d >= 0 && (view_numel < tensor_numel || new_sizes[view_d] == 1)) {
            int64_t s;
            if (sl_ovf_mul(view_numel, chunk_base, &s)) {
                *overflow = true;
                s = 0;
            }
            new_strides[view_d] = s;
            view_numel = wrapping_mul(view_numel, new_sizes[view_d]);
            view_d--;
        }
        if (view_numel != tensor_numel) return false;
        if (td > 0) {
            chunk_base = old->stride[td - 1];
            tensor_numel = 1;
            view_numel = 1;
        }
    }
    return view_d == -1;
}

/* The common case of computeStride: an input with elements whose strides are exactly
 * row-major, size-1 dims included, is one chunk with base stride 1, so every new dim gets
 * the product of the new sizes after it (check_args tells whether the input is such).
 * Writes those strides and returns true, or false (nothing decided) when the new shape's
 * element count overflows (the general path then reports what torch reports). */
static bool row_major_view(const int64_t *new_sizes, int32_t n, int64_t *new_strides) {
    uint64_t run = 1;
    bool ovf = false;
    for (int32_t d = n - 1; d >= 0; d--) {
        new_strides[d] = (int64_t)run;
        ovf |= __builtin_mul_overflow(run, (uint64_t)new_sizes[d], &run);
    }
    return !ovf && run <= (uint64_t)INT64_MAX;
}

/* What one pass over the input's dims tells the ops below: its element count (0 when a
 * size is 0; numel_ovf when the product leaves int64 with no size 0) and whether its
 * strides are exactly row-major (row_major_view). */
typedef struct input_facts {
    int64_t numel;
    bool numel_ovf, row_major;
} input_facts;

/* The C-level checks, in this order, and the input's facts from the same pass. */
__attribute__((always_inline)) static inline int check_args(const sl_tensor *t, const int64_t *sizes, int32_t n, sl_tensor *out,
                             input_facts *facts, sl_error *err) {
    if (!t || !out)
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "NULL tensor argument");
    if (t->layout.ndim < 0 || t->layout.ndim > SL_MAX_DIMS)
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "tensor has an invalid ndim %d",
                            (int)t->layout.ndim);
    if (t->layout.itemsize < 1)
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "tensor has itemsize %lld",
                            (long long)t->layout.itemsize);
    /* one pass: negative sizes (the sign bit of their OR), the element count, and whether
     * each stride is the product of the sizes after it */
    int64_t any = 0, numel = 1;
    uint64_t rm = 1;
    bool ovf = false, zero = false, row_major = true;
    for (int32_t d = t->layout.ndim - 1; d >= 0; d--) {
        int64_t sz = t->layout.size[d];
        any |= sz;
        zero |= sz == 0;
        ovf |= sl_ovf_mul(numel, sz, &numel);
        row_major &= t->layout.stride[d] == (int64_t)rm;
        rm *= (uint64_t)sz; /* wraps only where numel overflows, which ends the fast path */
    }
    if (any < 0) return sl_error_set(err, SL_ERR_ARG, "ValueError", "tensor has a negative size");
    facts->numel = zero ? 0 : numel;
    facts->numel_ovf = ovf && !zero;
    facts->row_major = row_major && !ovf && t->layout.ndim > 0;
    if (n < 0) return sl_error_set(err, SL_ERR_ARG, "ValueError", "negative shape length");
    if (n > SL_MAX_DIMS)
        return sl_error_set(err, SL_ERR_LIMIT, "RuntimeError",
                            "a shape of %d dimensions; stridelab supports at most %d", (int)n,
                            SL_MAX_DIMS);
    if (n > 0 && !sizes) return sl_error_set(err, SL_ERR_ARG, "ValueError", "NULL shape");
    return SL_OK;
}

static const char view_error[] =
    "view size is not compatible with input tensor's size and stride (at least one dimension "
    "spans across two contiguous subspaces). Use .reshape(...) instead.";

/* The shared body of view and reshape, after check_args (flatten and unflatten build
 * their shapes themselves and come straight here).  allow_copy: reshape's copy fallback.
 * `built`: sizes is a local array of SL_MAX_DIMS entries that flatten or unflatten made
 * from the input's sizes (and unflatten's inferred ones), all >= 0, whose wrapping product
 * is the element count: infer_size would pass it through unchanged, so it is skipped. */
static int view_or_reshape_checked(const sl_tensor *t, const input_facts *facts,
                                   const int64_t *sizes, int32_t n, bool allow_copy, bool built,
                                   sl_tensor *out, sl_error *err) {
    int rc;
    if (facts->numel_ovf) return sl_error_overflow(err, "the element count");
    const int64_t numel = facts->numel;
    int64_t local[SL_MAX_DIMS], strides[SL_MAX_DIMS];
    const int64_t *shape = sizes;
    if (!built) {
        if (infer_size(sizes, n, numel, local, err) != INFER_OK) return SL_ERR_PY;
        shape = local;
    }
    if (numel > 0 && facts->row_major && row_major_view(shape, n, strides)) {
        sl_tensor_copy_meta(out, t);
        out->alias = SL_ALIAS_VIEW;
        out->layout.ndim = n;
        sl_dims_copy(out->layout.size, out->layout.stride, shape, strides, n);
        return SL_OK;
    }
    bool overflow;
    bool viewable = compute_stride(&t->layout, numel, shape, n, strides, &overflow);
    if (!viewable && !allow_copy) return sl_error_set(err, SL_ERR_PY, "RuntimeError", view_error);

    int64_t offset = t->layout.offset, storage_bytes = t->storage_bytes;
    sl_alias alias = SL_ALIAS_VIEW;
    bool conj = t->conj;
    if (viewable) {
        rc = check_numel(shape, n, err);
        if (rc) return rc;
        if (overflow) return sl_error_overflow(err, "a view stride");
    } else {
        /* reshape's copy: clone(contiguous_format) sizes its storage from the OLD
         * shape (torch's contiguous storage check), then views the copy */
        uint64_t bytes = 0;
        bool overflowed = __builtin_mul_overflow((uint64_t)numel, (uint64_t)t->layout.itemsize,
                                                 &bytes);
        if (overflowed || bytes > (uint64_t)INT64_MAX) {
            char list[440];
            sl_format_list(list, sizeof list, t->layout.size, t->layout.ndim);
            return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                                "Storage size calculation overflowed with sizes=%s", list);
        }
        rc = check_numel(shape, n, err);
        if (rc) return rc;
        int64_t running = 1; /* row-major; numel > 0 here so every product fits */
        for (int32_t d = n - 1; d >= 0; d--) {
            strides[d] = running;
            running *= shape[d];
        }
        offset = 0;
        storage_bytes = (int64_t)bytes;
        alias = SL_ALIAS_NEW;
        conj = false; /* a copy resolves the conj bit */
    }
    /* straight into out (which may be t): the new dims are in local arrays */
    sl_tensor_copy_meta(out, t);
    out->layout.ndim = n;
    out->layout.offset = offset;
    out->storage_bytes = storage_bytes;
    out->alias = alias;
    out->conj = conj;
    sl_dims_copy(out->layout.size, out->layout.stride, shape, strides, n);
    return SL_OK;
}

int sl_torch_view(const sl_tensor *t, const int64_t *sizes, int32_t n, sl_tensor *out,
                  sl_error *err) {
    input_facts f;
    int rc = check_args(t, sizes, n, out, &f, err);
    return rc ? rc : view_or_reshape_checked(t, &f, sizes, n, false, false, out, err);
}

int sl_torch_reshape(const sl_tensor *t, const int64_t *sizes, int32_t n, sl_tensor *out,
                     sl_error *err) {
    input_facts f;
    int rc = check_args(t, sizes, n, out, &f, err);
    return rc ? rc : view_or_reshape_checked(t, &f, sizes, n, true, false, out, err);
}

int sl_torch_flatten(const sl_tensor *t, int64_t start_dim, int64_t end_dim, sl_tensor *out,
                     sl_error *err) {
    input_facts f;
    int rc = check_args(t, NULL, 0, out, &f, err);
    if (rc) return rc;
    int32_t nd = t->layout.ndim;
    int64_t start, end;
    rc = sl_wrap_dim(start_dim, nd, true, &start, err);
    if (rc) return rc;
    rc = sl_wrap_dim(end_dim, nd, true, &end, err);
    if (rc) return rc;
    if (start > end)
        return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                            "flatten() has invalid args: start_dim cannot come after end_dim");
    if (nd == 0) {
        int64_t one = 1;
        return sl_torch_reshape(t, &one, 1, out, err);
    }
    if (start == end) {
        sl_tensor_copy(out, t);
        out->alias = SL_ALIAS_SAME;
        return SL_OK;
    }
    /* the merged size.  A zero among the merged sizes makes it 0 (torch's wrapping
     * product agrees); otherwise it is at most numel unless another dim is 0, where
     * torch's product can wrap (flatten(1) of a (0, 2^62, 4) tensor gives (0, 0) in
     * torch) — we refuse that instead of inventing a size */
    int64_t merged = 1;
    bool has_zero = false, overflowed = false;
    for (int64_t d = start; d <= end; d++) {
        if (t->layout.size[d] == 0) has_zero = true;
        if (!overflowed && sl_ovf_mul(merged, t->layout.size[d], &merged)) overflowed = true;
    }
    if (has_zero) merged = 0;
    else if (overflowed) return sl_error_overflow(err, "the flattened size");
    int64_t shape[SL_MAX_DIMS];
    int32_t n = 0;
    for (int64_t d = 0; d < start; d++) shape[n++] = t->layout.size[d];
    shape[n++] = merged;
    for (int64_t d = end + 1; d < nd; d++) shape[n++] = t->layout.size[d];
    return view_or_reshape_checked(t, &f, shape, n, true, true, out, err);
}

int sl_torch_unflatten(const sl_tensor *t, int64_t dim, const int64_t *sizes, int32_t n,
                       sl_tensor *out, sl_error *err) {
    input_facts f;
    int rc = check_args(t, sizes, n, out, &f, err);
    if (rc) return rc;
    if (n == 0)
        return sl_error_set(err, SL_ERR_PY, "RuntimeError", "unflatten: sizes must be non-empty");
    int32_t nd = t->layout.ndim;
    int64_t d;
    /* torch wraps the dim the lenient way (a 0-dim tensor accepts 0 and -1), then asks
     * for size(dim), which refuses a 0-dim tensor naming the WRAPPED dim */
    rc = sl_wrap_dim(dim, nd, true, &d, err);
    if (rc) return rc;
    if (nd == 0) return sl_wrap_dim(d, 0, false, &d, err);
    int64_t inferred[SL_MAX_DIMS];
    /* infer_size writes its own message into err; unflatten rewords two of them */
    switch (infer_size(sizes, n, t->layout.size[d], inferred, err)) {
    case INFER_OK: break;
    case INFER_INVALID: {
        char list[440];
        sl_format_list(list, sizeof list, sizes, n);
        return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                            "unflatten: Provided sizes %s don't multiply up to the size of dim "
                            "%lld (%lld) in the input tensor",
                            list, (long long)d, (long long)t->layout.size[d]);
    }
    case INFER_TWO_INFERRED:
        return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                            "unflatten got an unexpected error:\n%s", infer_two_inferred);
    default:
        return SL_ERR_PY;
    }
    if ((int64_t)nd - 1 + n > SL_MAX_DIMS)
        return sl_error_set(err, SL_ERR_LIMIT, "RuntimeError",
                            "unflatten would give %lld dimensions; stridelab supports at most %d",
                            (long long)nd - 1 + n, SL_MAX_DIMS);
    int64_t shape[SL_MAX_DIMS];
    int32_t m = 0;
    for (int64_t k = 0; k < d; k++) shape[m++] = t->layout.size[k];
    for (int32_t k = 0; k < n; k++) shape[m++] = inferred[k];
    for (int64_t k = d + 1; k < nd; k++) shape[m++] = t->layout.size[k];
    return view_or_reshape_checked(t, &f, shape, m, false, true, out, err);
}
