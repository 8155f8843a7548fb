#@@ case like_of_lists_and_tuples
import numpy as np
a = ([1,2,3], [4,5,6])
z = np.zeros_like(a)
print(repr(z), z.strides, z.flags['C_CONTIGUOUS'])
print(repr(np.ones_like([[1.5, 2]])), repr(np.full_like((1, 2, 3), 7)), np.zeros_like([True, False]).dtype)
print(np.ones_like([[1, 2], [3, 4]], order='F').strides, np.zeros_like([1, 2], dtype=np.float32))
e = np.empty_like(a)
print(e.shape, e.dtype, e.strides)
