# Arithmetic and comparisons between arrays (or numpy scalars) and Python lists or tuples:
# the list is np.asarray'd first.  Recorded by scripts/record_cases.py, never typed.

#@@ case list_operands_each_op
import numpy as np
try:
    print('np.float32(2) + [1, 2]', repr(np.float32(2) + [1, 2]))
except Exception as x:
    print('np.float32(2) + [1, 2]', type(x).__name__, x)
try:
    print('[1,2] + np.float32(2)', repr([1,2] + np.float32(2)))
except Exception as x:
    print('[1,2] + np.float32(2)', type(x).__name__, x)
try:
    print('np.float64(2) - (1, 2)', repr(np.float64(2) - (1, 2)))
except Exception as x:
    print('np.float64(2) - (1, 2)', type(x).__name__, x)
try:
    print('np.int8(1) == [1, 2]', repr(np.int8(1) == [1, 2]))
except Exception as x:
    print('np.int8(1) == [1, 2]', type(x).__name__, x)
try:
    print('[1] < np.int8(3)', repr([1] < np.int8(3)))
except Exception as x:
    print('[1] < np.int8(3)', type(x).__name__, x)
try:
    print('np.array(2) * [1, 2]', repr(np.array(2) * [1, 2]))
except Exception as x:
    print('np.array(2) * [1, 2]', type(x).__name__, x)
try:
    print('[1, 2] * np.arange(2)', repr([1, 2] * np.arange(2)))
except Exception as x:
    print('[1, 2] * np.arange(2)', type(x).__name__, x)
try:
    print('np.arange(3) + [1.5, 2, 3]', repr(np.arange(3) + [1.5, 2, 3]))
except Exception as x:
    print('np.arange(3) + [1.5, 2, 3]', type(x).__name__, x)
try:
    print('(1, 2) + np.zeros((2, 2))', repr((1, 2) + np.zeros((2, 2))))
except Exception as x:
    print('(1, 2) + np.zeros((2, 2))', type(x).__name__, x)
try:
    print('np.arange(4.).reshape(2, 2) @ [1, 2]', repr(np.arange(4.).reshape(2, 2) @ [1, 2]))
except Exception as x:
    print('np.arange(4.).reshape(2, 2) @ [1, 2]', type(x).__name__, x)
try:
    print('[1, 2] ** np.arange(2)', repr([1, 2] ** np.arange(2)))
except Exception as x:
    print('[1, 2] ** np.arange(2)', type(x).__name__, x)
try:
    print('np.arange(3) // [2, 2, 2]', repr(np.arange(3) // [2, 2, 2]))
except Exception as x:
    print('np.arange(3) // [2, 2, 2]', type(x).__name__, x)
try:
    print('np.arange(2, dtype=np.uint8) + [255, 256]', repr(np.arange(2, dtype=np.uint8) + [255, 256]))
except Exception as x:
    print('np.arange(2, dtype=np.uint8) + [255, 256]', type(x).__name__, x)
try:
    print('np.arange(3.) - []', repr(np.arange(3.) - []))
except Exception as x:
    print('np.arange(3.) - []', type(x).__name__, x)
try:
    print('np.arange(3) + [[]]', repr(np.arange(3) + [[]]))
except Exception as x:
    print('np.arange(3) + [[]]', type(x).__name__, x)
try:
    print('np.arange(2) % (3, 4)', repr(np.arange(2) % (3, 4)))
except Exception as x:
    print('np.arange(2) % (3, 4)', type(x).__name__, x)
try:
    print('[1, 2] - np.arange(2, dtype=np.float32)', repr([1, 2] - np.arange(2, dtype=np.float32)))
except Exception as x:
    print('[1, 2] - np.arange(2, dtype=np.float32)', type(x).__name__, x)

#@@ case list_operands_strides_sum
import numpy as np
y = np.zeros((2, 3, 4))
offset = sum(y.strides * np.array((1, 1, 1)))
print(offset, y.strides + np.array([0, 0, 8]))

#@@ case list_operands_compare_shapes
import numpy as np
a = np.arange(3)
print(a == [1, 2], a != (1, 2), a == np.arange(2))
try:
    print(a < [1, 2])
except ValueError as e:
    print(e)

#@@ case list_operands_int_dtypes
import numpy as np
a = np.arange(3, dtype=np.int8)
r = a + [100, 100, 100]
print(r, r.dtype, (a * (2, 2, 2)).dtype, ([1.5, 2, 3] - a).dtype)
print((np.float32(1) + [1, 2]).dtype, (np.arange(2, dtype=np.float32) + [1.0, 2.0]).dtype)
