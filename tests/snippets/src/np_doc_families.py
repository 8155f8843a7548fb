# numpy functions on plain Python values and their keyword forms, as the docstrings' own
# examples use them (np.size(a, axis), np.repeat(3, 4), count_nonzero(keepdims=), ...).
# Recorded by scripts/record_cases.py, never typed.

#@@ case size_repeat_count_nonzero
import numpy as np
a = np.array([[1,2,3],[4,5,6]])
print(np.size(a), np.size(a, 1), np.size(a, 0), np.size(a, -1), np.size(a, axis=0), np.size(a, None))
for ax in [2, 1.0, (0, 1)]:
    try:
        print(np.size(a, ax))
    except Exception as e:
        print(type(e).__name__, e)
print(repr(np.repeat(3, 4)), repr(np.repeat([1, 2], 2)), repr(np.repeat(2.5, [1])), repr(np.repeat(True, 2)))
print(repr(np.tile([1, 2], 2)), repr(np.roll((1, 2, 3), 1)), repr(np.nonzero([0, 1, 2])), repr(np.flatnonzero([[0, 1], [2, 0]])), repr(np.argwhere([0, 3])))
b = np.array([[0, 1, 7, 0], [3, 0, 2, 19]])
print(repr(np.count_nonzero(b, axis=1, keepdims=True)), repr(np.count_nonzero(b, keepdims=True)), repr(np.count_nonzero(b, axis=(0, 1), keepdims=True)))
print(repr(np.count_nonzero(b, keepdims=False)), repr(np.count_nonzero(b, axis=0, keepdims=False)))

#@@ case arrays_inside_array_literals
import numpy as np
x = np.array([[3, 0, 0], [0, 4, 0], [5, 6, 0]])
print(repr(np.transpose(np.nonzero(x))))
a = np.arange(3)
print(repr(np.array([a, a + 1])), repr(np.array((a, [7, 8, 9]))), repr(np.array([a * 1.5, a])))
print(repr(np.array([np.float64(1.5), 2])), repr(np.array([np.int64(3), True])), repr(np.array([a > 1, a < 1])))
print(repr(np.array([[a], [a]])).replace("\n", ""), np.array([a, a]).strides, np.array([a[::2], a[1:]]).flags['C_CONTIGUOUS'])
print(repr(np.array([np.array(5), 6])), repr(np.asarray([a[0], a[2]])))

#@@ case tril_triu_diag_indices
import numpy as np
for n, k, m in [(4, 0, None), (4, 2, None), (4, -1, 5), (3, 5, 2), (0, 0, None), (2, -3, 3)]:
    print(np.tril_indices(n, k, m), np.triu_indices(n, k=k, m=m))
a = np.arange(16).reshape(4, 4)
il = np.tril_indices(4)
print(a[il])
a[il] = -1
print(a)
print(np.triu_indices_from(a), np.tril_indices_from(a, 1), np.tril_indices_from(np.zeros((2, 3)), k=-1))
r, c = np.triu_indices(3)
print(r.dtype, r.flags['OWNDATA'], r.base is None, r.strides)
print(np.diag_indices_from(np.zeros((3, 3, 3))), np.diag_indices_from(a))
for f in [lambda: np.tril_indices_from(np.zeros(3)), lambda: np.diag_indices_from(np.zeros((2, 3))), lambda: np.diag_indices_from(np.zeros(3)), lambda: np.tril_indices(-1)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
