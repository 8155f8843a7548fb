/*
 * dims.c — dimension wrapping as torch's maybe_wrap_dim does it.
 *
 * A dim d of an n-dim tensor is valid in [-n, n-1]; negatives get +n.  A 0-dim tensor
 * is treated as 1-dim when `wrap_scalar` is set (only 0 and -1 pass), otherwise any
 * dim fails with "Dimension specified as D but tensor has no dimensions".
 */
#include "core/internal.h"

int sl_wrap_dim_slow(int64_t dim, int64_t ndim, bool wrap_scalar, int64_t *out, sl_error *err) {
    if (ndim <= 0) {
        if (!wrap_scalar)
            return sl_error_set(err, SL_ERR_PY, "IndexError",
                                "Dimension specified as %lld but tensor has no dimensions",
                                (long long)dim);
        ndim = 1;
    }
    int64_t lo = -ndim, hi = ndim - 1;
    if (dim < lo || dim > hi)
        return sl_error_set(err, SL_ERR_PY, "IndexError",
                            "Dimension out of range (expected to be in range of [%lld, %lld], "
                            "but got %lld)",
                            (long long)lo, (long long)hi, (long long)dim);
    *out = dim < 0 ? dim + ndim : dim;
    return SL_OK;
}
