#@@ case array_ndmin
import numpy as np
a = np.array([1, 2, 3], ndmin=2)
print(repr(a), a.base, a.strides, a.flags.owndata)
b = np.array([[1.5, 2.5]], ndmin=4)
print(b.shape, b.strides, b.base.shape)
c = np.array([1, 2], ndmin=1)
print(c.base is None, c.shape)
print(repr(np.array(5, ndmin=2)), np.array(5, ndmin=2).strides)
print(repr(np.array([[1, 2], [3, 4]], ndmin=3, dtype=np.float32)))
print(np.array([], ndmin=2).shape)

#@@ case asarray_with_dtype
import numpy as np
a = np.array([1, 2], dtype=np.float32)
print(np.asarray(a, dtype=np.float32) is a, np.asarray(a, dtype=np.float64) is a)
f = np.arange(6.).reshape(2, 3).T
g = np.asarray(f, dtype=np.int32)
print(repr(g), g.strides, g.flags.owndata)
h = np.array(f, dtype=np.int32)
print(h.strides, np.array(f, dtype=np.int32, order='C').strides)
print(repr(np.asarray(np.array([1.7, -2.2]), dtype=np.int64)))
print(repr(np.array(np.arange(3), dtype=bool)))

#@@ case asanyarray_forms
import numpy as np
f = np.arange(6.).reshape(2, 3)
print(np.asanyarray(f) is f, repr(np.asanyarray([1, 2])))
print(repr(np.asanyarray((1.5, 2), dtype=np.float32)), np.asanyarray(f, dtype=np.int8).dtype)
