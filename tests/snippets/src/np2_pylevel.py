#@@ case trim_zeros_nd
import numpy as np
b = np.array([[0, 0, 2, 3, 0, 0],
              [0, 1, 0, 3, 0, 0],
              [0, 0, 0, 0, 0, 0]])
print(repr(np.trim_zeros(b)))
print(repr(np.trim_zeros(b, axis=-1)))
print(repr(np.trim_zeros(b, 'f', axis=0)))
print(repr(np.trim_zeros(np.zeros((2, 3)))))
try:
    np.trim_zeros(b, 'x')
except ValueError as e:
    print(e)
np.trim_zeros(b, axis=2)

#@@ case unstack_forms
import numpy as np
arr = np.arange(24).reshape((2, 3, 4))
print(repr(np.unstack(arr)))
print(repr(np.unstack(arr, axis=1)))
parts = np.unstack(arr, axis=-1)
print(len(parts), parts[0].shape, parts[0].strides, parts[1].base is arr)
print(repr(np.unstack([1, 2, 3])))
try:
    np.unstack(np.array(5))
except ValueError as e:
    print(e)
np.unstack(arr, axis=3)

#@@ case matrix_transpose_forms
import numpy as np
print(repr(np.matrix_transpose([[1, 2], [3, 4]])))
x = np.arange(24).reshape(2, 3, 4)
m = np.matrix_transpose(x)
print(m.shape, m.strides, m.base is x)
np.matrix_transpose(np.arange(3))

#@@ case ndarray_mT
import numpy as np
a = np.array([[1, 2], [3, 4]])
print(repr(a.mT))
x = np.arange(24).reshape(2, 3, 4)
print(x.mT.shape, x.mT.strides, x.mT.base is x, x[:, ::2].mT.strides)
np.arange(3).mT
