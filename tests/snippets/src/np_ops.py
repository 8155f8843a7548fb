#@@ case inplace_cast_checked_before_broadcast
import numpy as np
t = np.arange(4)
try:
    t += np.ones((3, 5))
except TypeError as e:
    print(type(e).__name__, e)
print(t)

#@@ case inplace_cast_error_larger_broadcast_shape
import numpy as np
t = np.arange(4)
try:
    t += np.ones((3, 4))
except TypeError as e:
    print(type(e).__name__, e)

#@@ case inplace_divide_int_cast_error_first
import numpy as np
t = np.ones((4,), dtype=np.int64)
try:
    t /= np.ones((3, 4), dtype=np.int64)
except Exception as e:
    print(type(e).__name__, e)

#@@ case inplace_bool_cast_error_before_broadcast
import numpy as np
t = np.ones((4,), dtype=np.bool_)
try:
    t += np.ones((3, 4))
except Exception as e:
    print(type(e).__name__, e)

#@@ case inplace_bool_subtract_before_broadcast
import numpy as np
t = np.ones((4,), dtype=np.bool_)
try:
    t -= np.ones((3, 4), dtype=np.bool_)
except Exception as e:
    print(type(e).__name__, e)

#@@ case inplace_readonly_before_cast
import numpy as np
t = np.broadcast_to(np.ones((4,), dtype=np.int64), (3, 4))
try:
    t += np.ones((3, 5))
except ValueError as e:
    print(e)

#@@ case inplace_output_cannot_grow
import numpy as np
v2 = np.ones((2, 1, 1, 4, 1))
t = np.ones((2, 2, 1, 4, 1))
try:
    v2 += t
except ValueError as e:
    print(e)
print(v2.shape)

#@@ case inplace_output_cannot_grow_leading_dim
import numpy as np
a = np.zeros(4)
try:
    a += np.ones((1, 4))
except ValueError as e:
    print(e)

#@@ case inplace_output_keeps_leading_one
import numpy as np
a = np.zeros((1, 4))
a += np.arange(4.0)
print(a, a.shape)

#@@ case inplace_inputs_not_broadcastable_three_shapes
import numpy as np
t = np.ones((2, 4), dtype=np.int64)
try:
    t *= np.ones((3, 1, 5), dtype=np.int32)
except ValueError as e:
    print(repr(str(e)))

#@@ case inplace_int32_times_int64_same_kind_ok
import numpy as np
t = np.arange(4, dtype=np.int32)
t *= np.arange(4, dtype=np.int64)
print(t, t.dtype)

#@@ case inplace_int8_plus_large_python_int_wraps
import numpy as np
t = np.ones((2, 4), dtype=np.int8)
t += 1000
print(t)

#@@ case inplace_int8_plus_float_error
import numpy as np
t = np.ones(3, dtype=np.int8)
try:
    t += 1.5
except TypeError as e:
    print(e)

#@@ case inplace_uint8_minus_int8_array_error
import numpy as np
t = np.ones(3, dtype=np.uint8)
try:
    t -= np.ones(3, dtype=np.int8)
except TypeError as e:
    print(e)

#@@ case inplace_uint8_minus_python_int
import numpy as np
t = np.full(3, 5, dtype=np.uint8)
t -= 1
print(t, t.dtype)
t -= 10
print(t)

#@@ case inplace_float32_plus_float64_array
import numpy as np
t = np.arange(3, dtype=np.float32)
t += np.array([0.1, 0.2, 0.3])
print(t, t.dtype)

#@@ case inplace_float32_plus_python_float_rounds_in_float32
import numpy as np
t = np.zeros(2, dtype=np.float32)
t += 0.1
print(t.tolist())

#@@ case inplace_int_plus_numpy_scalar
import numpy as np
t = np.arange(3, dtype=np.int16)
t += np.int64(7)
print(t, t.dtype)
try:
    t += np.float32(1.5)
except TypeError as e:
    print(e)

#@@ case inplace_bool_times_numpy_float32_error
import numpy as np
t = np.ones(3, dtype=np.bool_)
try:
    t *= np.float32(2.0)
except TypeError as e:
    print(e)

#@@ case inplace_float_divide_by_int_array
import numpy as np
t = np.arange(1.0, 5.0)
t /= np.array([2, 4, 8, 16])
print(t)

#@@ case inplace_zero_d_output
import numpy as np
z = np.array(5, dtype=np.int8)
z += 1000
print(z, z.dtype)

#@@ case setitem_strips_leading_ones_in_message
import numpy as np
t2 = np.ones((1, 2, 1))
try:
    t2[...] = np.ones((2, 1, 1))
except ValueError as e:
    print(e)
try:
    t2[...] = np.ones((1, 1, 2, 1, 1))
except ValueError as e:
    print(e)
try:
    t2[...] = np.ones((1, 1, 3, 1))
except ValueError as e:
    print(e)

#@@ case setitem_strip_then_broadcast_ok
import numpy as np
t2 = np.zeros((2, 3))
t2[...] = np.arange(3.0).reshape(1, 1, 3)
print(t2)

#@@ case setitem_slice_message_uses_trimmed_shape
import numpy as np
a = np.zeros(5)
try:
    a[1:4] = np.ones((1, 1, 2))
except ValueError as e:
    print(e)

#@@ case promote_int_arrays_matrix
import numpy as np
ts = [np.bool_, np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.int64]
for p in ts:
    print(' '.join((np.ones(2, p) + np.ones(2, q)).dtype.name for q in ts))

#@@ case promote_int_float_matrix
import numpy as np
ts = [np.bool_, np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.int64, np.float32, np.float64]
for p in ts:
    print(' '.join((np.ones(2, p) * np.ones(2, q)).dtype.name for q in [np.float32, np.float64]))

#@@ case promote_python_int_value_based
import numpy as np
ts = [np.bool_, np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.int64, np.float32, np.float64]
for v in [True, 0, 1, -1, 127, 128, 255, 256, -129, 40000, 70000, -40000, 2**31, 2**32, -2**40]:
    print(repr(v), ' '.join((np.ones(2, t) + v).dtype.name for t in ts))

#@@ case promote_python_float_value_based
import numpy as np
ts = [np.bool_, np.int8, np.uint8, np.int16, np.int32, np.int64, np.float32, np.float64]
for v in [0.5, 1e5, 3.5e38, 1e300, float('inf'), float('nan')]:
    print(repr(v), ' '.join((np.ones(2, t) - v).dtype.name for t in ts))

#@@ case promote_zero_d_array_by_value
import numpy as np
a = np.ones(3, dtype=np.int8)
print((a + np.array(5)).dtype, (a + np.array(300)).dtype, (a + np.array(2.0)).dtype)
print((a * np.array(2.0, dtype=np.float32)).dtype, (np.array(5, np.int8) + np.array(1000)).dtype)

#@@ case divide_dtypes
import numpy as np
ts = [np.bool_, np.int8, np.uint8, np.int32, np.int64, np.float32, np.float64]
for p in ts:
    print(' '.join((np.ones(2, p) / np.ones(2, q)).dtype.name for q in ts))

#@@ case int_array_plus_float_values
import numpy as np
a = np.arange(6).reshape(2, 3)
b = a + 0.5
print(b, b.dtype)
print(a * 2, (a * 2).dtype)
print(a / 4)

#@@ case int32_array_with_python_int
import numpy as np
a = np.arange(4, dtype=np.int32)
print((a + 1).dtype, (a + 2**40).dtype, a + 2**40)

#@@ case uint8_wraps_in_arithmetic
import numpy as np
a = np.array([250, 5], dtype=np.uint8)
print(a + np.array([10, 10], dtype=np.uint8))
print(a - np.uint8(6))
print(a * 2)

#@@ case ufunc_zero_d_result_is_scalar
import numpy as np
x = np.array(5) + 1
print(type(x).__name__, x, repr(x))
y = np.array(2.5, dtype=np.float32) * 2
print(type(y).__name__, y)

#@@ case broadcast_error_two_shapes
import numpy as np
try:
    np.ones((2, 3)) + np.ones((4,))
except ValueError as e:
    print(repr(str(e)))

#@@ case np_add_function_forms
import numpy as np
a = np.arange(6).reshape(2, 3)
print(np.add(a, 1))
print(np.subtract(10, a))
print(np.multiply(a, a.T[:, :1].T))
print(np.divide(a, 3.0))
print(np.true_divide(1, np.array([1, 2, 4])))

#@@ case comparison_functions_give_bool_arrays
import numpy as np
a = np.arange(6).reshape(2, 3)
print(np.greater(a, 2))
print(np.less_equal(a, np.array([1, 4, 0])))
print(np.equal(np.arange(3.0), np.array([0, 5, 2])))
print(np.not_equal(a, 3).dtype, np.greater_equal(a, 2.5).sum() if False else np.greater_equal(a, 2.5))

#@@ case comparison_nan
import numpy as np
a = np.array([1.0, float('nan'), 3.0])
print(np.equal(a, a), np.not_equal(a, a), np.less(a, 2.0))

#@@ case comparison_broadcast_error
import numpy as np
try:
    np.less(np.ones(3), np.ones(4))
except ValueError as e:
    print(e)
