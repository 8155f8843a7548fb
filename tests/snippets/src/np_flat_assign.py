#@@ case flat_assign_scalar
import numpy as np
x = np.arange(1, 7).reshape(2, 3)
x.flat = 3
print(repr(x))
x.flat = 2.9
print(repr(x))

#@@ case flat_assign_list_cycles
import numpy as np
a = np.zeros((2, 4))
a.flat = [1, 2, 3]
print(repr(a))
b = np.arange(6).reshape(2, 3)
b.flat = [1.7, 2, -3.2]
print(repr(b))

#@@ case flat_assign_transposed_view
import numpy as np
a = np.arange(6).reshape(2, 3)
a.T.flat = np.array([[1, 2], [3, 4]])
print(repr(a))
a.flat = []
print(repr(a))

#@@ case flat_assign_overlapping_self
import numpy as np
a = np.arange(6)
a.flat = a[::-1]
print(repr(a))
b = np.arange(8).reshape(2, 4)
b.flat = b[:, 1:]
print(repr(b))

#@@ case flat_assign_other_dtype
import numpy as np
a = np.zeros(5, dtype=np.int32)
a.flat = np.array([1.5, -2.5])
print(repr(a))
m = np.zeros(4, dtype=bool)
m.flat = [0, 2]
print(repr(m))
f = np.ones(3, dtype=np.float32)
f.flat = np.arange(2)
print(repr(f))

#@@ case flat_assign_broadcast_example
import numpy as np
x = np.array([[1], [2], [3]])
y = np.array([4, 5, 6])
b = np.broadcast(x, y)
out = np.empty(b.shape)
out.flat = [u+v for (u,v) in b]
print(repr(out))

#@@ case flat_assign_read_only
import numpy as np
a = np.arange(6).reshape(2, 3)
a.flags.writeable = False
try:
    a.flat = 3
except ValueError as e:
    print(e)
b = np.broadcast_to(np.arange(3), (2, 3))
b.flat = 1

#@@ case flat_assign_uint8_out_of_range
import numpy as np
b = np.zeros(2, np.uint8)
b.flat = [-1, 300]
print(repr(b))

#@@ case flatiter_copy
import numpy as np
x = np.arange(6).reshape(2, 3)
fl = x.T.flat
c = fl.copy()
print(repr(c), c.flags.owndata)
c[0] = 9
print(repr(x))
print(repr(x[:, ::2].flat.copy()))

#@@ case flatiter_copy_arguments
import numpy as np
x = np.arange(6).reshape(2, 3)
x.flat.copy(1)

#@@ case flat_assign_fortran_rule
import numpy as np
a = np.arange(6)
a.flat = a[1:]
print(repr(a))
b = np.arange(6).reshape(2, 3)
b.flat = b[:, ::-1]
print(repr(b))
c = np.arange(6).reshape(3, 2).T
c.flat = c[::-1]
print(repr(c))
d = np.arange(12).reshape(3, 4)[:, :3]
d.flat = d[::-1]
print(repr(d))

#@@ case flat_subscript_sequence
import numpy as np
a = np.zeros(6, int)
a.flat[[1, 3, 5]] = [7, 8]
print(repr(a))
a.flat[1:5] = np.array([1.5, 2.5])
print(repr(a))
a.flat[::2] = [[9], [8]]
print(repr(a))
b = np.arange(6)
b.flat[1:] = b
print(repr(b))
c = np.arange(12).reshape(3, 4).T
c.flat[[0, -1, 5]] = (100, 200)
print(repr(c))

#@@ case fill_diagonal_sequences
import numpy as np
a = np.zeros((3, 3), int)
np.fill_diagonal(np.fliplr(a), [1, 2, 3])
print(repr(a))
np.fill_diagonal(np.flipud(a), [1, 2, 3])
print(repr(a))
b = np.zeros((5, 3))
np.fill_diagonal(b, [1.5, 2.5], wrap=True)
print(repr(b))
c = np.zeros((3, 3, 3), int)
np.fill_diagonal(c, np.array([7, 8]))
print(repr(c[2]))
