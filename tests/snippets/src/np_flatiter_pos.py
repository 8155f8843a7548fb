#@@ case flatiter_next_index_coords
import numpy as np
a = np.arange(6).reshape(2, 3)
fl = a.flat
print(iter(fl) is fl, fl.index, fl.coords)
print(next(fl), fl.index, fl.coords)
print(next(fl), next(fl), fl.index, fl.coords)
print(len(fl), fl.index)

#@@ case flatiter_for_loop_advances
import numpy as np
a = np.arange(6).reshape(2, 3)
fl = a.flat
for x in fl:
    print(x, fl.index, fl.coords)
    if x == 3:
        break
print(fl.index, fl.coords)
print(list(fl), fl.index, fl.coords)
print(list(fl), fl.index)

#@@ case flatiter_exhausted_stop
import numpy as np
fl = np.arange(3).flat
print(list(fl), fl.index, fl.coords)
print(next(fl, 'end'))
try:
    next(fl)
except StopIteration as e:
    print('stop', repr(e))
next(fl)

#@@ case flatiter_subscript_resets
import numpy as np
a = np.arange(6).reshape(2, 3)
fl = a.flat
next(fl); next(fl); next(fl)
print(fl[1], fl.index, fl.coords)
next(fl); next(fl)
fl[0] = 7
print(fl.index, fl.coords, a[0, 0])
next(fl)
print(fl[1:3], fl.index)
next(fl)
print(fl[[0, 2]], fl.index)
next(fl)
c = fl.copy()
print(c, fl.index, fl.base is a)

#@@ case flatiter_coords_noncontiguous_2d
import numpy as np
a = np.arange(6).reshape(2, 3)
fl = a.T.flat
print([int(x) for x in fl], fl.index, fl.coords)
fl = a[:, ::2].flat
print(next(fl), next(fl), fl.index, fl.coords)
print(list(fl), fl.index, fl.coords)

#@@ case flatiter_coords_noncontiguous_3d
import numpy as np
a = np.arange(24).reshape(2, 3, 4)[:, :, ::2]
fl = a.flat
print(next(fl), fl.coords)
for _ in range(6):
    next(fl)
print(fl.index, fl.coords)
print(list(fl), fl.index, fl.coords)

#@@ case flatiter_coords_contiguous_3d
import numpy as np
a = np.arange(24).reshape(2, 3, 4)
fl = a.flat
for _ in range(13):
    next(fl)
print(fl.index, fl.coords)
rest = list(fl)
print(len(rest), fl.index, fl.coords)

#@@ case flatiter_1d_and_0d
import numpy as np
fl = np.arange(10)[::3].flat
print(list(fl), fl.index, fl.coords)
z = np.array(5.5).flat
print(z.index, z.coords, next(z), z.index, z.coords)
e = np.zeros((2, 0)).flat
print(e.index, e.coords, list(e), len(e))

#@@ case flatiter_enumerate_zip_in
import numpy as np
fl = np.arange(5).flat
for i, x in enumerate(fl):
    if i == 1:
        break
print(fl.index)
print(list(zip(fl, 'ab')), fl.index)
fl = np.arange(5).flat
print(2 in fl, fl.index)
print(any(x > 3 for x in fl), fl.index)
fl = np.arange(5).flat
print(sum(fl), fl.index)

#@@ case flatiter_dtype_scalars
import numpy as np
fl = np.arange(4, dtype=np.float32).reshape(2, 2).flat
x = next(fl)
print(type(x).__name__, repr(x), fl.coords)
fl = np.array([[True, False]]).flat
print(repr(next(fl)), repr(next(fl)), fl.coords)
