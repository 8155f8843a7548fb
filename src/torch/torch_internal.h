/*
 * torch/torch_internal.h — helpers shared by the torch view files (torch_index.c, torch_views.c,
 * torch_split.c); not part of the public API.
 *
 * torch 1.13 stores "symbolic" integers in the int64 range below -2^62 (the top two bits
 * 10), so an ordinary Python int in that range is refused wherever torch converts it to
 * a SymInt: slice bounds and steps, as_strided's storage offset, and the sizes it is
 * handed internally (unfold).  Each call site raises its own message, in its own place
 * in the check order; these helpers only name the range and the common message.
 */
#ifndef STRIDELAB_TORCH_INTERNAL_H
#define STRIDELAB_TORCH_INTERNAL_H

#include "core/internal.h"

static inline bool sl_torch_symbolic_int(int64_t v) { return v < -(INT64_C(1) << 62); }

/* RuntimeError raised when a plain int in the symbolic range becomes a SymInt. */
static inline int sl_torch_symbolic_error(sl_error *err) {
    return sl_error_set(err, SL_ERR_PY, "RuntimeError",
                        "Expected !is_symbolic() to be true, but got false.  (Could this error "
                        "message be improved?  If so, please report an enhancement request to "
                        "PyTorch.)");
}

/* "tensor has a negative size S at dimension D" for the first negative size (cold path
 * of sl_torch_check_args, torch_views.c). */
int sl_torch_negative_size_error(const sl_tensor *t, sl_error *err);

/* A second array argument of an op (sl_torch_check_args checked the first). */
static inline int sl_torch_check_array(const void *arr, int64_t n, sl_error *err) {
    if (n < 0 || (n > 0 && !arr))
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "invalid array argument");
    return SL_OK;
}

/* The C-level argument checks every torch view function starts with: non-NULL tensor
 * and result pointers, a dimension count within [0, SL_MAX_DIMS], sizes >= 0 (the layout
 * invariant, so `-size` never overflows), and an array pointer
 * wherever a positive count says there is one (`arr` may be NULL when n == 0). */
static inline int sl_torch_check_args(const sl_tensor *t, const void *out, const void *arr,
                                      int64_t n, sl_error *err) {
    if (!t || !out)
        return sl_error_set(err, SL_ERR_ARG, "ValueError", "NULL tensor or result pointer");
    if (t->layout.ndim < 0 || t->layout.ndim > SL_MAX_DIMS)
        return sl_error_set(err, SL_ERR_ARG, "ValueError",
                            "tensor has %d dimensions, outside [0, %d]", (int)t->layout.ndim,
                            SL_MAX_DIMS);
    /* one branch-free pass (the sign bit of the OR of all sizes); the message names the
     * first negative one */
    int64_t any = 0;
    for (int32_t d = 0; d < t->layout.ndim; d++) any |= t->layout.size[d];
    if (any < 0) return sl_torch_negative_size_error(t, err);
    return sl_torch_check_array(arr, n, err);
}

#endif
