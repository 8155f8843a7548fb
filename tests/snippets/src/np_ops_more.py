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
