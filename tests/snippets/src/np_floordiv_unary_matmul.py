#@@ case floor_divide_and_remainder_dtypes
import numpy as np
B = np.array([True, False])
I8 = np.array([7, -7], np.int8)
U8 = np.array([7, 200], np.uint8)
F = np.array([7.5, -7.5])
F32 = np.array([7.5, -7.5], np.float32)
I = np.array([7, -7])
for name, x in [('B', B), ('I8', I8), ('U8', U8), ('I', I), ('F', F), ('F32', F32)]:
    for y in [2, -2, 2.5, True, B, I8, U8, I, F32]:
        r1 = x // y
        r2 = x % y
        print(name, r1.dtype, r1.tolist(), r2.dtype, r2.tolist())

#@@ case float_floor_divide_special_values
import numpy as np
z = np.array([0.0, -0.0, 1.0, -1.0, 5.0, -5.0, float('inf'), float('nan'), 1e300, 3.3])
for y in [0.0, -0.0, 1.0, -1.0, 0.1, -0.7, float('inf'), -float('inf'), float('nan'), 3.0]:
    print(repr(y), (z // y).tolist(), (z % y).tolist())

#@@ case float32_floor_divide_rounds_in_float32
import numpy as np
z32 = np.array([0.0, -0.0, 1.0, -1.0, 5.0, -5.0, 3.3, 1e30], dtype=np.float32)
print((z32 // np.float32(0.1)).tolist(), (z32 % np.float32(0.7)).tolist())

#@@ case int_floor_divide_edges
import numpy as np
i = np.array([-9223372036854775807 - 1, 5, -5, 0])
print(i // -1, i % -1, i // 3, i % 3, i // -3, i % -3)
print(np.array([-128, 5], np.int8) // -1)

#@@ case int_divide_by_zero_gives_zero
import numpy as np
print((np.arange(4) // 0).tolist(), (np.arange(4) % 0).tolist())

#@@ case floor_divide_functions
import numpy as np
print(np.floor_divide(np.arange(5), 2), np.remainder(np.arange(-3, 3), 4), np.mod(7.5, np.array([2, -2])))

#@@ case floor_divide_of_views_layout
import numpy as np
x = np.arange(12.0).reshape(3, 4).T[::2]
c = x // 2
print(c.tolist(), c.dtype, c.strides, c.flags['C_CONTIGUOUS'])
d = np.arange(6).reshape(2, 3)[:, ::-1] % 4
print(d, d.strides)

#@@ case unary_negative_invert_abs
import numpy as np
a = np.arange(-3, 3).reshape(2, 3)
print(a.__neg__(), np.negative(a.T).strides, np.abs(a), np.absolute(a.astype(np.float32)))
print(np.invert(a), a.__invert__().dtype)
print(np.negative(np.arange(3, dtype=np.uint8)), np.invert(np.array([True, False])), np.negative(np.array([0.0, -1.5])))
print(np.abs(np.array([-128, 5], np.int8)), np.positive(a).base is None)

#@@ case unary_errors
import numpy as np
try:
    np.negative(np.array([True]))
except TypeError as e:
    print(e)
try:
    np.invert(np.array([1.5]))
except TypeError as e:
    print(e)

#@@ case unary_zero_d_gives_scalar
import numpy as np
r = np.negative(np.array(5))
print(r, type(r).__name__)

#@@ case dunder_comparisons_and_arithmetic
import numpy as np
a = np.arange(-3, 3).reshape(2, 3)
print(a.__lt__(0), a.__eq__(a), a.__ge__(np.array([0, 1, 2])))
print(a.__floordiv__(2), a.__mod__(4), a.__add__(0.5), a.__truediv__(2))

#@@ case comparison_dtype_promotion
import numpy as np
print(np.less(np.array([1, 2], np.uint8), -1), np.equal(np.array([0.1], np.float32), 0.1))
print(np.equal(np.array([0.5], np.float32), 0.5), np.greater(np.arange(3), np.arange(3.0) - 0.5))

#@@ case comparison_output_layout
import numpy as np
a = np.arange(6).reshape(2, 3).T
m = np.greater(a, 2)
print(m.strides, m.dtype, np.equal(a, a.copy()).strides)

#@@ case matmul_layouts_and_values
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(12).reshape(3, 4)
print((a @ b).strides, (b.T @ a.T).strides, np.dot(a, b).strides, (np.arange(3) @ b).strides)
print(a @ b, np.matmul(a, b), a.dot(b), a @ np.arange(3))
r = np.arange(3) @ np.arange(3)
print(r, type(r).__name__, np.dot(np.arange(3), np.arange(3)))

#@@ case matmul_exact_floats
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(12).reshape(3, 4)
print(a.astype(float) @ b, (a * 0.5) @ (b * 0.25), (a.astype(np.float32) @ b.astype(np.float32)).dtype)

#@@ case matmul_errors
import numpy as np
a = np.arange(6).reshape(2, 3)
for x, y in [(a, a), (np.arange(3), np.arange(4)), (a, np.arange(2)), (np.array(2), a)]:
    try:
        x @ y
    except ValueError as e:
        print(e)
try:
    a @ 2
except ValueError as e:
    print(e)
try:
    np.dot(a, a)
except ValueError as e:
    print(e)

#@@ case where_three_args
import numpy as np
a = np.arange(6).reshape(2, 3)
c = np.greater(a, 2)
print(np.where(c, a, -a), np.where(np.array([True, False, True]), a, 10 * a))
print(np.where(c, a, -a).strides, np.where(c.T, a.T, 0).strides, np.where(c, 1.5, a).dtype, np.where(c, 1, 2).dtype)
print(np.where(c, np.int8(1), 1000).dtype, np.where(c, np.ones(3, np.int8), 1000).dtype)

#@@ case eye_identity
import numpy as np
print(np.eye(3), np.eye(2, 3, k=1, dtype=int), np.identity(2), np.eye(3, k=-5))
print(np.eye(2, order='F').strides, np.eye(4, 2, -1))

#@@ case maximum_minimum_clip
import numpy as np
a = np.arange(6).reshape(2, 3)
print(np.maximum(a, 2), np.minimum(a.T, np.array([1, 2])), np.clip(a, 1, 4), np.clip(a.T, 1, 4).strides, a.clip(2, 3))
print(np.clip(np.arange(5), 1.5, 3).dtype, np.maximum(np.arange(3), 1.5), np.clip(np.arange(5, dtype=np.int8), -1000, 1000).dtype)
print(np.maximum(np.array([1.0, float('nan')]), 0), np.clip(np.array([float('nan'), 5]), 0, 1))

#@@ case cumsum_cumprod
import numpy as np
a = np.arange(6).reshape(2, 3)
print(np.cumsum(a), np.cumsum(a, axis=0), a.T.cumsum(axis=1).strides, a.cumprod(axis=1))
print(np.cumsum(a.T).strides, a.cumsum(axis=1).dtype, np.arange(3, dtype=np.int8).cumsum().dtype)
print(np.cumsum(np.array([0.1, 0.2, 0.3, 0.4])).tolist(), np.cumsum(np.array([0.1, 0.2, 0.3], dtype=np.float32)).tolist())

#@@ case sort_values_and_layout
import numpy as np
a = np.arange(6).reshape(2, 3)
print(np.sort(np.array([3, 1, 2])), np.sort(a.T, axis=0).strides, np.sort(a, axis=None), np.sort(a.T).strides)
print(np.sort(np.array([3.0, float('nan'), -1.0])), np.sort(np.array([[3, 1], [0, 2]]), axis=0))
c = np.array([[3, 1, 2], [9, 7, 8]])
print(c.sort(), c)
c.sort(axis=0)
print(c)

#@@ case sort_axis_error
import numpy as np
try:
    np.sort(np.arange(3), axis=1)
except np.AxisError as e:
    print(e)

#@@ case sqrt_square_rounding
import numpy as np
a = np.arange(6).reshape(2, 3)
print(np.sqrt(np.array([2.0, 0.0, -0.0, 9.0])), np.sqrt(np.arange(4)), np.sqrt(np.arange(3, dtype=np.float32)).tolist())
print(np.square(a), np.floor(np.array([-1.5, 2.5, -0.5])), np.rint(np.array([0.5, 1.5, 2.5, -0.5])))
print(np.trunc(np.array([-1.7, 1.7])), np.ceil(np.array([-0.5, 0.2])), np.sqrt(np.arange(3, dtype=np.int16)).dtype)

#@@ case floor_divide_uses_numpys_loop_search
import numpy as np
ts = [np.bool_, np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.int64, np.float32, np.float64]
for v in [True, 1, -1, 127, 128, 255, 256, 300, -129, 40000, 70000, -40000, 2**31, 2**32, 0.5, 1e5]:
    print(repr(v), ' '.join((np.ones(2, t) // v).dtype.name for t in ts), ' '.join((np.ones(2, t) % v).dtype.name for t in ts))

#@@ case floor_divide_array_dtype_matrix
import numpy as np
ts = [np.bool_, np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.int64, np.float32, np.float64]
for p in ts:
    print(' '.join((np.ones(2, p) // np.ones(2, q)).dtype.name for q in ts))
print(np.arange(3, dtype=np.uint8) % np.array(300), (np.array(7, np.uint8) // np.arange(1, 3, dtype=np.int8)).dtype)

#@@ case numpy_scalars_keep_dtype_in_numpy_functions
import numpy as np
a = np.array([True, False])
print(np.where(a, a, np.int8(3)).dtype, np.add(a, np.int8(3)).dtype, a.__add__(np.int8(3)).dtype)
print(np.equal(np.arange(3, dtype=np.int8), np.int16(1)), np.add(np.float32(1.5), np.arange(3)).dtype)
print(np.multiply(np.float64(2), np.arange(3, dtype=np.float32)).dtype, np.maximum(np.arange(3, dtype=np.uint8), np.int8(-1)).dtype)
print(np.add(np.arange(3, dtype=np.int8), np.int64(300)).dtype)

#@@ case arange_bool_length_limit
import numpy as np
print(np.arange(2, dtype=bool), np.arange(1, 3, dtype=bool), np.arange(0, dtype=bool))
try:
    np.arange(3, dtype=bool)
except TypeError as e:
    print(e)

#@@ case empty_concatenate_and_argmax
import numpy as np
a = np.zeros((0, 3), dtype=np.int32)
r = np.concatenate([a, a])
print(repr(r), r.strides)
print(repr(a.argmax(axis=-1)), a.argmax(axis=-1).strides)
try:
    a.argmax(axis=0)
except ValueError as e:
    print(e)

#@@ case round_floats_and_ints
import numpy as np
a = np.array([1.005, 2.675, -0.125, 0.5, 1.5, 123.456, -0.0])
print(np.round(a, 2), a.round(1), np.around(a), np.round(a, -1))
print(np.round(a.astype(np.float32), 2), np.round(np.arange(5), 1), np.round(np.arange(5) * 7, -1), np.round(np.arange(5), -1).dtype)
x = np.arange(3)
print(np.round(x) is x, np.round(np.arange(6.).reshape(2, 3).T, 1).strides, a.round(20))

#@@ case round_edge_values
import numpy as np
print(np.round(np.array([1.23456789e-5, 3.3333]), 10), np.round(np.array([2.5, 3.5, -2.5], dtype=np.float32)))
print(np.round(np.arange(-15, 20, 5), -1), np.round(np.float64(1.25), 1), np.round(np.array(2.5)))
print(np.round(np.arange(4, dtype=np.int8) * 30, -2))

#@@ case shape_assignment_in_place
import numpy as np
a = np.arange(12).reshape(3, 4)
b = a
y = a.T
try:
    y.shape = (12,)
except AttributeError as e:
    print(e)
y.shape = (2, 2, 3)
print(y.strides, y.flags.c_contiguous, y.flags.f_contiguous, y.base is a)
a.shape = -1
print(b.shape, b.strides, b.flags.owndata, b.flags.c_contiguous)
a.shape = [2, 6]
print(a)
try:
    a.shape = (5,)
except ValueError as e:
    print(e)
z = np.zeros((2, 0))
z.shape = (0, 3, 1)
print(z.shape, z.strides)

#@@ case shape_assignment_on_views
import numpy as np
x = np.arange(24, dtype=np.int16).reshape(2, 3, 4)
s = x[:, 1:, ::2]
print(s.shape, s.strides)
s2 = x[:, :, 1]
s2.shape = (3, 2) if s2.size == 6 else (6,)
print(s2.strides, s2)
c = x[1]
c.shape = (4, 3)
print(c.strides, c.flags.c_contiguous, c.base is x)
w = np.broadcast_to(np.arange(3), (4, 3))
w.shape = (2, 2, 3)
print(w.strides, w.flags.writeable)
try:
    s.shape = (8,)
except AttributeError as e:
    print(type(e).__name__, e)
try:
    x.shape = (4, 'a')
except TypeError as e:
    print(e)
x.shape = (2, -1)
print(x.shape, x.strides)
