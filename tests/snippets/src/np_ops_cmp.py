#@@ case compare_operators_give_bool_arrays
import numpy as np
a = np.arange(6).reshape(2, 3)
print(a > 2, a == a, (a == a).all(), a != 3, 2 < a, a <= np.array([0, 4, 9]))
print((a > 2).dtype, (a.T > 2).strides, (a >= 2.5).sum())

#@@ case compare_float_nan_and_mixed_types
import numpy as np
x = np.array([1.0, float('nan'), 3.0])
print(x == x, x != x, x < 2, np.arange(3, dtype=np.uint8) > -1, np.array([0.1], np.float32) == 0.1)

#@@ case boolean_mask_with_operators
import numpy as np
a = np.arange(12).reshape(3, 4)
print(a[a > 5], a[(a % 2) == 0], a[a > 100])
b = a.copy()
b[b > 3] = -1
print(b)
c = np.arange(6.0)
c[c < 2] += 10
print(c)

#@@ case compare_zero_d_gives_numpy_bool
import numpy as np
x = np.array(5)
r = x > 3
print(r, type(r).__name__, x == x)
s = np.float64(1.5) < np.arange(3)
print(s)

#@@ case compare_broadcast_error
import numpy as np
try:
    np.arange(3) > np.ones(4)
except ValueError as e:
    print(e)

#@@ case unary_operators_on_arrays
import numpy as np
a = np.arange(-3, 3).reshape(2, 3)
print(-a, (-a.T).strides, ~np.array([True, False]), ~a, -np.arange(3, dtype=np.uint8))
print(+a is a, (+a).base is None, -np.array([0.0, -1.5]))

#@@ case unary_minus_bool_error
import numpy as np
try:
    -np.array([True, False])
except TypeError as e:
    print(e)

#@@ case print_flags
import numpy as np
a = np.arange(6).reshape(2, 3)
print(a.flags)
print(a.T.flags)
print(a[:, ::2].flags)

#@@ case print_flags_readonly_and_broadcast
import numpy as np
a = np.arange(6).reshape(2, 3)
print(np.broadcast_to(a, (2, 2, 3)).flags)
print(a.diagonal().flags)
print(repr(str(np.arange(3).flags)))

#@@ case print_flags_broadcast_arrays_warn
import numpy as np
x, y = np.broadcast_arrays(np.arange(3), np.zeros((2, 1)))
print(x.flags)

#@@ case dtype_repr_and_str
import numpy as np
a = np.arange(3, dtype=np.int16)
print(repr(a.dtype), a.dtype, str(a.astype(np.float32).dtype), repr(np.ones(2).dtype), [a.dtype])
