/*
 * np_create.c — numpy's new arrays: np.empty/zeros/ones/full, np.arange (§0.2, §17) and
 * np.frombuffer (an array over a foreign buffer, §13.4, §14).
 *
 * A new owner gets fresh strides: in C order the last dim's stride is the itemsize and
 * each earlier stride is the next one times the next size (a size-0 dim counting as 1);
 * F order mirrors it; and when the array holds no element every stride is 0.  The
 * owner's buffer starts at offset 0.  np.arange's length follows numpy's arithmetic:
 * the quotient (stop - start) / step rounded up, clamped at 0; its default dtype is
 * int64 for integer arguments and float64 once any argument is a float.  Allocation
 * failures (numpy's MemoryError for lengths its allocator refuses) are not modelled.
 */
#include "numpy/np_internal.h"

/* Loops that copy a few dims stay loops: GCC would otherwise turn them into memcpy calls
 * or `rep movsq`, whose start-up costs more than copying 4 dims (as_strided went from 38
 * to 9 ns with this). */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("no-tree-loop-distribute-patterns")
#endif

#include <math.h>

int sl_np_empty(const int64_t *shape, int32_t ndim, sl_dtype dt, char order, sl_array *out,
                sl_error *err) {
    /* no profile given: numpy 1.24's limit, the record the default profile's */
    if (ndim > SL_NP_MAX_DIMS) return np_maxdims_error(ndim, SL_REF_DEBIAN12, err);
    return sl_np_empty_ref(shape, ndim, dt, order, SL_REF_DEFAULT, out, err);
}

int sl_np_empty_ref(const int64_t *shape, int32_t ndim, sl_dtype dt, char order, sl_ref ref, sl_array *out,
                    sl_error *err) {
    if (!out || (ndim > 0 && !shape)) return sl_error_set(err, SL_ERR_ARG, NULL, "NULL argument");
    if (ndim < 0) return sl_error_set(err, SL_ERR_ARG, NULL, "negative ndim");
    int64_t itemsize = sl_dtype_itemsize(dt);
    if (itemsize < 1 || !sl_dtype_numpy_name(dt))
        return sl_error_set(err, SL_ERR_ARG, NULL, "dtype not available in numpy");
    if (order >= 'a' && order <= 'z') order = (char)(order - 'a' + 'A');
    if (order == 'A' || order == 'K') return NP_VALUE(err, "only 'C' or 'F' order is permitted");
    if (order != 'C' && order != 'F')
        return NP_VALUE(err, "order must be one of 'C', 'F', 'A', or 'K' (got '%c')", order);
    if (!sl_ref_get(ref)) return sl_error_set(err, SL_ERR_ARG, NULL, "unknown reference profile %d", (int)ref);
    if (ndim > NP_MAXDIMS_OF(ref)) return np_maxdims_error(ndim, ref, err);
    int rc = np_check_dims(shape, ndim, itemsize, err);
    if (rc) return rc;
    int64_t nbytes = itemsize;
    bool zero = false;
    for (int32_t d = 0; d < ndim; d++) {
        if (shape[d] == 0) zero = true;
        else nbytes *= shape[d]; /* np_check_dims: no overflow */
    }
    sl_array a;
    np_owner_init(dt, itemsize, ref, &a);
    a.ndim = ndim;
    for (int32_t d = 0; d < ndim; d++) a.shape[d] = shape[d];
    if ((rc = np_fresh_strides(a.shape, ndim, itemsize, order, true, a.strides, err))) return rc;
    a.buffer_bytes = zero ? 0 : nbytes;
    np_finish(&a);
    sl_array_copy(out, &a);
    return SL_OK;
}

sl_dtype sl_np_default_dtype(bool any_float) { return any_float ? SL_FLOAT64 : SL_INT64; }

static int arange_from_length(int64_t len, sl_dtype dt, sl_ref ref, sl_array *out, sl_error *err) {
    int64_t shape[1] = {len < 0 ? 0 : len};
    return sl_np_empty_ref(shape, 1, dt, 'C', ref, out, err);
}

int sl_np_arange_i64(int64_t start, int64_t stop, int64_t step, sl_dtype dt, sl_array *out,
                     sl_error *err) {
    return sl_np_arange_i64_ref(start, stop, step, dt, SL_REF_DEFAULT, out, err);
}

int sl_np_arange_f64(double start, double stop, double step, sl_dtype dt, sl_array *out,
                     sl_error *err) {
    return sl_np_arange_f64_ref(start, stop, step, dt, SL_REF_DEFAULT, out, err);
}

/* np.arange's length and errors are the same in numpy 1.24 and 2.2.6; the profile is the
 * record's (what its later ops follow) */
int sl_np_arange_i64_ref(int64_t start, int64_t stop, int64_t step, sl_dtype dt, sl_ref ref, sl_array *out,
                         sl_error *err) {
    if (step == 0) return sl_error_set(err, SL_ERR_PY, "ZeroDivisionError", "division by zero");
    int64_t delta;
    /* Python subtracts exactly and divides with correct rounding; below 2**53 that equals
     * exact integer ceil-division, beyond it we reproduce the float quotient. */
    if (!sl_ovf_sub(stop, start, &delta) && delta > -(INT64_C(1) << 53) &&
        delta < (INT64_C(1) << 53)) {
        int64_t q = -sl_floordiv(-delta, step); /* ceil(delta / step) */
        return arange_from_length(q, dt, ref, out, err);
    }
    /* beyond 2**53 the float quotient decides, as in numpy (exactly representable
     * deltas only; otherwise an approximation of Python's correctly rounded division) */
    double d = sl_ovf_sub(stop, start, &delta) ? (double)stop - (double)start : (double)delta;
    return sl_np_arange_f64_ref(0.0, d, (double)step, dt, ref, out, err);
}

int sl_np_arange_f64_ref(double start, double stop, double step, sl_dtype dt, sl_ref ref, sl_array *out,
                         sl_error *err) {
    if (step == 0.0)
        return sl_error_set(err, SL_ERR_PY, "ZeroDivisionError", "float division by zero");
    double delta = stop - start, q = delta / step;
    int64_t len;
    if (q == 0.0 && delta != 0.0) {
        len = signbit(q) ? 0 : 1; /* the quotient underflowed: numpy keeps its sign */
    } else {
        if (isnan(q)) return NP_VALUE(err, "arange: cannot compute length");
        q = ceil(q);
        /* numpy range-checks the rounded quotient before clamping negatives to 0 */
        if (!(q >= -9223372036854775808.0 && q < 9223372036854775808.0))
            return NP_VALUE(err, "Maximum allowed size exceeded");
        len = (int64_t)q;
    }
    return arange_from_length(len, dt, ref, out, err);
}

/* np.frombuffer: a 1-d array over a foreign buffer (bytes, bytearray).  numpy checks the
 * offset, then either takes every whole element after it (count < 0, the buffer's
 * remainder must divide evenly) or demands room for `count` elements. */
int sl_np_frombuffer(int64_t buffer_bytes, bool writable_buffer, sl_dtype dt, int64_t count,
                     int64_t offset_bytes, sl_array *out, sl_error *err) {
    return sl_np_frombuffer_ref(buffer_bytes, writable_buffer, dt, count, offset_bytes, SL_REF_DEFAULT, out, err);
}

/* the same checks and messages in numpy 1.24 and 2.2.6; the record keeps the profile */
int sl_np_frombuffer_ref(int64_t buffer_bytes, bool writable_buffer, sl_dtype dt, int64_t count,
                         int64_t offset_bytes, sl_ref ref, sl_array *out, sl_error *err) {
    if (!out || buffer_bytes < 0) return sl_error_set(err, SL_ERR_ARG, NULL, "bad argument");
    if (!sl_ref_get(ref)) return sl_error_set(err, SL_ERR_ARG, NULL, "unknown reference profile %d", (int)ref);
    int64_t itemsize = sl_dtype_itemsize(dt);
    if (itemsize < 1 || !sl_dtype_numpy_name(dt))
        return sl_error_set(err, SL_ERR_ARG, NULL, "dtype not available in numpy");
    if (offset_bytes < 0 || offset_bytes > buffer_bytes)
        return NP_VALUE(err, "offset must be non-negative and no greater than buffer length (%lld)",
                        (long long)buffer_bytes);
    int64_t rest = buffer_bytes - offset_bytes, n = count;
    if (count < 0) {
        if (rest % itemsize != 0) return NP_VALUE(err, "buffer size must be a multiple of element size");
        n = rest / itemsize;
    } else {
        int64_t need;
        if (sl_ovf_mul(count, itemsize, &need) || need > rest)
            return NP_VALUE(err, "buffer is smaller than requested size");
    }
    sl_array a;
    a.dtype = dt;
    a.itemsize = itemsize;
    a.ndim = 1;
    a.shape[0] = n;
    a.strides[0] = itemsize; /* the data exists: no zeroing for an empty result */
    a.offset_bytes = offset_bytes;
    a.buffer_bytes = buffer_bytes;
    a.flags = SL_NP_FOREIGN_BASE;
    if (writable_buffer) a.flags |= SL_NP_WRITEABLE | SL_NP_FOREIGN_WRITABLE;
    a.alias = SL_ALIAS_VIEW;
    a.base = SL_NP_BASE_BUFFER;
    a.ref = ref;
    np_finish(&a);
    sl_array_copy(out, &a);
    return SL_OK;
}
