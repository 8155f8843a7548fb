#@@ case append_forms
import numpy as np
print(repr(np.append([1, 2, 3], [[4, 5, 6], [7, 8, 9]])))
print(repr(np.append(np.arange(6).reshape(2, 3), np.ones((1, 3)), axis=0)))
print(repr(np.append(np.arange(6).reshape(2, 3), [[7], [8]], axis=-1)))
a = np.arange(4)
b = np.append(a, 9)
print(b, b.dtype, np.shares_memory(a, b))
print(repr(np.append(np.arange(4.0, dtype=np.float32), np.arange(2))))
print(repr(np.append(np.asfortranarray(np.arange(6).reshape(2, 3)), [1, 2])))

#@@ case append_errors
import numpy as np
try:
    np.append(np.zeros((2, 2)), [1, 2], axis=2)
except Exception as e:
    print(type(e).__name__, e)
np.append([[1, 2, 3], [4, 5, 6]], [7, 8, 9], axis=0)

#@@ case delete_forms
import numpy as np
arr = np.arange(1, 13).reshape(3, 4)
print(repr(np.delete(arr, 1, 0)))
print(repr(np.delete(arr, np.s_[::2], 1)))
print(repr(np.delete(arr, [1, 3, 5], None)))
print(repr(np.delete(arr, -1, axis=1)))
print(repr(np.delete(arr, slice(3, 0, -2), axis=1)))
print(repr(np.delete(arr, slice(5, 9), axis=0)))
print(repr(np.delete(arr, [True, False, True], axis=0)))
print(repr(np.delete(arr, np.array([2]), axis=1)))
print(repr(np.delete(arr, [], axis=1)))
print(repr(np.delete([1, 2, 3, 4], [0, 0, -1])))
f = np.asfortranarray(arr)
d = np.delete(f, 0, axis=0)
print(d.flags.f_contiguous, d.flags.c_contiguous, np.delete(f, slice(0, 1), axis=1).strides)

#@@ case delete_errors
import numpy as np
arr = np.arange(6).reshape(2, 3)
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ': ' + str(e))
t(lambda: np.delete(arr, 3, axis=1))
t(lambda: np.delete(arr, -4, axis=1))
t(lambda: np.delete(arr, [0, 5], axis=1))
t(lambda: np.delete(arr, [True, False], axis=1))
t(lambda: np.delete(arr, 0, axis=2))

#@@ case insert_doc_forms
import numpy as np
a = np.array([[1, 1], [2, 2], [3, 3]])
print(repr(np.insert(a, 1, 5)))
print(repr(np.insert(a, 1, 5, axis=1)))
print(repr(np.insert(a, [1], [[1], [2], [3]], axis=1)))
print(repr(np.insert(a, 1, [1, 2, 3], axis=1)))
b = a.flatten()
print(repr(np.insert(b, [2, 2], [5, 6])))
print(repr(np.insert(b, slice(2, 4), [5, 6])))
print(repr(np.insert(b, [2, 2], [7.13, False])))
x = np.arange(8).reshape(2, 4)
print(repr(np.insert(x, (1, 3), 999, axis=1)))

#@@ case insert_more
import numpy as np
b = np.arange(5)
print(repr(np.insert(b, -1, [10, 11])))
print(repr(np.insert(b, 5, 7)))
print(repr(np.insert(b, [0, 5, -2], [7, 8, 9])))
print(repr(np.insert(b, [3, 1, 3], 0)))
print(repr(np.insert(b, [], [])))
print(repr(np.insert(np.zeros((2, 3)), 0, [1, 2], axis=0)))
print(repr(np.insert(np.zeros((2, 3)), [0], [[1], [2]], axis=1)))
print(repr(np.insert(np.arange(6).reshape(2, 3), 2, 1.9, axis=1)))
f = np.asfortranarray(np.arange(6).reshape(2, 3))
r = np.insert(f, 1, 0, axis=0)
print(r.flags.f_contiguous, r.strides)

#@@ case insert_errors
import numpy as np
b = np.arange(5)
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ': ' + str(e))
t(lambda: np.insert(b, 6, 1))
t(lambda: np.insert(b, [6], 1))
t(lambda: np.insert(b, [1, 7], 1))
t(lambda: np.insert(b, [[1, 2]], 1))
t(lambda: np.insert(np.zeros((2, 2)), 1, [1, 2, 3], axis=0))
t(lambda: np.insert(b, 1, 1, axis=1))

#@@ case select_forms
import numpy as np
x = np.arange(6)
print(repr(np.select([x < 3, x > 3], [x, x**2], 42)))
print(repr(np.select([x <= 4, x > 3], [x, x**2], 55)))
print(repr(np.select([x < 2], [x * 1.5])))
print(repr(np.select([x > 2, x < 1], [np.ones((2, 6)), -x * 1.0], default=-1.0)))
print(repr(np.select([[True, False, True]], [np.arange(3, dtype=np.uint8)], 7)))
print(repr(np.select((x == 1,), (x,), np.int64(9))))

#@@ case select_errors
import numpy as np
x = np.arange(4)
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ': ' + str(e))
t(lambda: np.select([x > 1], [x, x]))
t(lambda: np.select([], []))
t(lambda: np.select([x], [x]))
t(lambda: np.select([x > 1, x * 2], [x, x]))
t(lambda: np.select([x > 1], [np.arange(3)]))

#@@ case trim_zeros_forms
import numpy as np
a = np.array((0, 0, 0, 1, 2, 3, 0, 2, 1, 0))
print(repr(np.trim_zeros(a)))
print(repr(np.trim_zeros(a, 'b')))
print(repr(np.trim_zeros(a, 'F')))
print(repr(np.trim_zeros([0, 1, 2, 0])))
print(repr(np.trim_zeros([0.0, 0.0])))
print(repr(np.trim_zeros(np.zeros(3), 'f')))
print(repr(np.trim_zeros(np.zeros(3), 'b')))
print(repr(np.trim_zeros(np.array([0.0, -0.0, 1.5, 0.0]))))
t = np.trim_zeros(a)
print(t.base is a, t.strides)

#@@ case mask_indices_forms
import numpy as np
iu = np.mask_indices(3, np.triu)
a = np.arange(9).reshape(3, 3)
print(repr(iu))
print(repr(a[iu]))
print(repr(a[np.mask_indices(3, np.triu, 1)]))
print(repr(np.mask_indices(4, np.tril, -2)))
print(repr(np.mask_indices(0, np.triu)))
