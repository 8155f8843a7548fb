# Hand-picked programs for src/lang/numpy/ndarray_reorder.c: np.tile, repeat, roll, the stack functions,
# nonzero / argwhere / flatnonzero, argsort and sort(kind=), with their error cases.  Outputs are
# recorded from numpy 1.24 with scripts/record_cases.py, never typed.

#@@ case tile_2d_0
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
r = np.tile(a, 2)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case tile_2d_1
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
r = np.tile(a, (2,))
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case tile_2d_2
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
r = np.tile(a, (2, 1))
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case tile_2d_3
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
r = np.tile(a, (1, 2))
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case tile_2d_4
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
r = np.tile(a, (2, 2))
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case tile_2d_5
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
r = np.tile(a, (2, 1, 2))
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case tile_2d_6
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
r = np.tile(a, (3, 1, 1, 1))
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case tile_2d_7
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
r = np.tile(a, 0)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case tile_2d_8
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
r = np.tile(a, (0, 2))
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case tile_2d_9
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
r = np.tile(a, 1)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case tile_2d_10
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
r = np.tile(a, (1, 1))
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case tile_2d_11
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
r = np.tile(a, [2, 3])
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case tile_src_0
import numpy as np
x = np.arange(4)
r = np.tile(x, 3)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case tile_src_1
import numpy as np
x = np.arange(4)[::2]
r = np.tile(x, (2, 2))
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case tile_src_2
import numpy as np
x = np.arange(6).reshape(2, 3).T
r = np.tile(x, (1, 2))
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case tile_src_3
import numpy as np
x = np.arange(6.0).reshape(2, 3)[:, ::-1]
r = np.tile(x, 2)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case tile_src_4
import numpy as np
x = np.zeros((0, 3))
r = np.tile(x, (2, 2))
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case tile_src_5
import numpy as np
x = np.array(5)
r = np.tile(x, 3)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case tile_src_6
import numpy as np
x = np.array(5)
r = np.tile(x, (2, 2))
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case tile_src_7
import numpy as np
x = np.array([True, False])
r = np.tile(x, 2)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case tile_src_8
import numpy as np
x = np.arange(3, dtype=np.int8)
r = np.tile(x, (2, 2))
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case tile_src_9
import numpy as np
x = np.arange(24).reshape(2, 3, 4)[:, ::2]
r = np.tile(x, (2, 1))
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case tile_src_10
import numpy as np
x = np.arange(3, dtype=np.float32)
r = np.tile(x, (1, 1))
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case tile_negative
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
try:
    np.tile(a, -1)
except ValueError as e:
    print('ValueError', e)
try:
    np.tile(a, (2, -1))
except ValueError as e:
    print('ValueError', e)

#@@ case tile_result_writes_do_not_touch_source
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
t = np.tile(a, 2)
t[0, 0] = 99
print(a, t)
t.base[1, 1] = -5
print(t)

#@@ case repeat_0
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
try:
    r = np.repeat(a, 2)
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
except ValueError as e:
    print('ValueError', e)

#@@ case repeat_1
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
try:
    r = np.repeat(a, [1, 2], axis=0)
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
except ValueError as e:
    print('ValueError', e)

#@@ case repeat_2
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
try:
    r = np.repeat(a, 2, axis=1)
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
except ValueError as e:
    print('ValueError', e)

#@@ case repeat_3
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
try:
    r = np.repeat(a, [0, 1, 2], axis=1)
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
except ValueError as e:
    print('ValueError', e)

#@@ case repeat_4
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
try:
    r = np.repeat(a, 3, axis=-1)
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
except ValueError as e:
    print('ValueError', e)

#@@ case repeat_5
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
try:
    r = np.repeat(a, [2], axis=0)
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
except ValueError as e:
    print('ValueError', e)

#@@ case repeat_6
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
try:
    r = np.repeat(a, 0)
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
except ValueError as e:
    print('ValueError', e)

#@@ case repeat_7
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
try:
    r = np.repeat(a, (1, 0, 2), axis=-1)
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
except ValueError as e:
    print('ValueError', e)

#@@ case repeat_8
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
try:
    r = np.repeat(a, np.array([1, 2]), axis=0)
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
except ValueError as e:
    print('ValueError', e)

#@@ case repeat_9
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
try:
    r = np.repeat(a, np.array(2))
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
except ValueError as e:
    print('ValueError', e)

#@@ case repeat_10
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
try:
    r = np.repeat(a, np.int64(2), axis=0)
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
except ValueError as e:
    print('ValueError', e)

#@@ case repeat_11
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
try:
    r = np.repeat(a, [True, False, True], axis=1)
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
except ValueError as e:
    print('ValueError', e)

#@@ case repeat_12
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
try:
    r = np.repeat(a, -1, axis=0)
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
except ValueError as e:
    print('ValueError', e)

#@@ case repeat_src_0
import numpy as np
x = np.arange(5)[::-2]
r = np.repeat(x, 2)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case repeat_src_1
import numpy as np
x = np.arange(6.5, 0, -1).reshape(2, 3).T
r = np.repeat(x, 2, axis=0)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case repeat_src_2
import numpy as np
x = np.zeros((2, 0))
r = np.repeat(x, 3, axis=0)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case repeat_src_3
import numpy as np
x = np.zeros((2, 0))
r = np.repeat(x, 3, axis=1)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case repeat_src_4
import numpy as np
x = np.array(7)
r = np.repeat(x, 3)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case repeat_src_5
import numpy as np
x = np.array([1.5, float('nan'), -0.0])
r = np.repeat(x, [1, 2, 3])
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case repeat_src_6
import numpy as np
x = np.arange(24).reshape(2, 3, 4)
r = np.repeat(x, 2, axis=1)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case repeat_src_7
import numpy as np
x = np.arange(24, dtype=np.uint16).reshape(2, 3, 4)
r = np.repeat(x, [1, 0, 2], axis=1)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case repeat_src_8
import numpy as np
x = np.array([[True], [False]])
r = np.repeat(x, 2)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case repeat_method
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
r = a.repeat(2)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
r = a.repeat([1, 2], 0)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
r = a.T.repeat(2, axis=1)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
r = a[:, 1].repeat(repeats=3)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case repeat_errors
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
for args in [([1, 2],), ([1, 2, 3], 0), (2, 2), (2, -3), ([[1]], 0), ([-1, 1], 0), ([], 0), ([1, 2, 3, 4], 1)]:
    try:
        print(np.repeat(a, *args))
    except Exception as e:
        print(type(e).__name__, e)

#@@ case repeat_empty_list_on_empty_axis
import numpy as np
x = np.zeros((0, 2))
r = np.repeat(x, [], axis=0)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
r = np.repeat(x, -4, axis=0)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case roll_0
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
r = np.roll(a, 1)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case roll_1
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
r = np.roll(a, -1)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case roll_2
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
r = np.roll(a, 7)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case roll_3
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
r = np.roll(a, -13)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case roll_4
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
r = np.roll(a, 0)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case roll_5
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
r = np.roll(a, 1, axis=0)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case roll_6
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
r = np.roll(a, 1, axis=1)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case roll_7
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
r = np.roll(a, -1, axis=-1)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case roll_8
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
r = np.roll(a, (1, 2), axis=(0, 1))
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case roll_9
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
r = np.roll(a, (1, 1), axis=(1, 1))
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case roll_10
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
r = np.roll(a, [2], axis=[0, 1])
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case roll_11
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
r = np.roll(a, (1, -1))
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case roll_12
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
r = np.roll(a, 3, axis=(0,))
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case roll_13
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
r = np.roll(a, 5, axis=1)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case roll_14
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
r = np.roll(a, shift=2, axis=1)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case roll_src_0
import numpy as np
x = np.arange(6).reshape(2, 3).T
r = np.roll(x, 1, axis=0)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case roll_src_1
import numpy as np
x = np.arange(6).reshape(2, 3).T
r = np.roll(x, 1)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case roll_src_2
import numpy as np
x = np.arange(10)[::-3]
r = np.roll(x, 1)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case roll_src_3
import numpy as np
x = np.zeros((0, 3))
r = np.roll(x, 1, axis=1)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case roll_src_4
import numpy as np
x = np.zeros((3, 0))
r = np.roll(x, 2, axis=1)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case roll_src_5
import numpy as np
x = np.arange(24.0).reshape(2, 3, 4).transpose(2, 0, 1)
r = np.roll(x, (1, 2), axis=(0, 2))
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case roll_src_6
import numpy as np
x = np.array([1.5, float('nan'), -0.0, float('inf')])
r = np.roll(x, 2)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case roll_src_7
import numpy as np
x = np.arange(5, dtype=np.int16)
r = np.roll(x, np.int64(3))
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case roll_src_8
import numpy as np
x = np.asfortranarray(np.arange(6).reshape(2, 3))
r = np.roll(x, 1, axis=1)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case roll_src_9
import numpy as np
x = np.arange(8).reshape(2, 2, 2)[:, ::-1]
r = np.roll(x, 1, axis=1)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(None if r.base is None else (r.base.shape, r.base.strides))

#@@ case roll_errors
import numpy as np
a = np.array([[1, 0, 2], [0, 3, 0]])
for sh, ax in [(1, 2), (1, -3), ((1, 2), (0, 1, 1)), ((1, 2, 3), (0, 1)), (1, (0, 5))]:
    try:
        print(np.roll(a, sh, ax))
    except Exception as e:
        print(type(e).__name__, e)

#@@ case stack_0
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(3.0)
c = np.array([7, 8], dtype=np.int8)
r = np.vstack([a, b])
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case stack_1
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(3.0)
c = np.array([7, 8], dtype=np.int8)
r = np.vstack((b, b))
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case stack_2
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(3.0)
c = np.array([7, 8], dtype=np.int8)
r = np.vstack([a])
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case stack_3
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(3.0)
c = np.array([7, 8], dtype=np.int8)
r = np.vstack([np.array(1), np.array(2)])
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case stack_4
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(3.0)
c = np.array([7, 8], dtype=np.int8)
r = np.row_stack([b, a])
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case stack_5
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(3.0)
c = np.array([7, 8], dtype=np.int8)
r = np.vstack(a)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case stack_6
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(3.0)
c = np.array([7, 8], dtype=np.int8)
r = np.vstack([a.T, a.T])
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case stack_7
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(3.0)
c = np.array([7, 8], dtype=np.int8)
r = np.vstack([a[:, ::-1], a])
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case stack_8
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(3.0)
c = np.array([7, 8], dtype=np.int8)
r = np.hstack([a, a])
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case stack_9
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(3.0)
c = np.array([7, 8], dtype=np.int8)
r = np.hstack((b, c))
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case stack_10
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(3.0)
c = np.array([7, 8], dtype=np.int8)
r = np.hstack([np.array(1), np.array(2.5)])
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case stack_11
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(3.0)
c = np.array([7, 8], dtype=np.int8)
r = np.hstack([a.T, np.ones((3, 1), dtype=np.float32)])
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case stack_12
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(3.0)
c = np.array([7, 8], dtype=np.int8)
r = np.hstack([c])
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case stack_13
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(3.0)
c = np.array([7, 8], dtype=np.int8)
r = np.hstack([a.T, a.T])
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case stack_14
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(3.0)
c = np.array([7, 8], dtype=np.int8)
r = np.hstack([np.asfortranarray(a), np.asfortranarray(a)])
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case stack_15
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(3.0)
c = np.array([7, 8], dtype=np.int8)
r = np.column_stack([b, b])
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case stack_16
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(3.0)
c = np.array([7, 8], dtype=np.int8)
r = np.column_stack((b, a.T))
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case stack_17
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(3.0)
c = np.array([7, 8], dtype=np.int8)
r = np.column_stack([c, c[::-1]])
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case stack_18
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(3.0)
c = np.array([7, 8], dtype=np.int8)
r = np.column_stack([np.array(1), np.array(2)])
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case stack_19
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(3.0)
c = np.array([7, 8], dtype=np.int8)
r = np.column_stack([a, a])
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case stack_20
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(3.0)
c = np.array([7, 8], dtype=np.int8)
r = np.column_stack([np.arange(3)[::2], np.arange(2.0)])
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case stack_21
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(3.0)
c = np.array([7, 8], dtype=np.int8)
r = np.dstack([a, a])
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case stack_22
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(3.0)
c = np.array([7, 8], dtype=np.int8)
r = np.dstack((b, b))
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case stack_23
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(3.0)
c = np.array([7, 8], dtype=np.int8)
r = np.dstack([c, c, c])
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case stack_24
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(3.0)
c = np.array([7, 8], dtype=np.int8)
r = np.dstack([np.array(1), np.array(2)])
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case stack_25
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(3.0)
c = np.array([7, 8], dtype=np.int8)
r = np.dstack([a.T, a.T])
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case stack_26
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(3.0)
c = np.array([7, 8], dtype=np.int8)
r = np.vstack([c, c.astype(np.uint8)])
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case stack_27
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(3.0)
c = np.array([7, 8], dtype=np.int8)
r = np.hstack([np.array([True]), np.array([False])])
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case stack_28
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(3.0)
c = np.array([7, 8], dtype=np.int8)
r = np.hstack([c, np.array([1000], dtype=np.int16)])
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case stack_errors
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(3.0)
c = np.array([7, 8], dtype=np.int8)
for f, arg in [(np.vstack, [a, c]), (np.hstack, [a, b]), (np.hstack, [a, a[:1]]), (np.vstack, []), (np.hstack, ()), (np.column_stack, [a, c]),
               (np.dstack, [a, b]), (np.column_stack, []), (np.dstack, []), (np.row_stack, [b, c])]:
    try:
        print(f(arg))
    except ValueError as e:
        print('ValueError', e)

#@@ case stack_then_write
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(3.0)
c = np.array([7, 8], dtype=np.int8)
s = np.vstack([a, a])
s[0, 0] = 100
print(a[0, 0], s[0, 0], s.base)
h = np.hstack([b])
h[0] = 5
print(b, h)

#@@ case nonzero_0
import numpy as np
x = np.array([[1, 0, 2], [0, 3, 0]])
n = np.nonzero(x)
print(n, len(n), [(i.strides, i.dtype, i.flags.c_contiguous, i.flags.owndata) for i in n])
print(n[0].base if len(n) else None, None if not len(n) else (n[0].base.shape, n[0].base.strides))
print(x.nonzero())
r = np.argwhere(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(r.base, r.base.strides)
r = np.flatnonzero(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(r.base.shape, r.base.strides)

#@@ case nonzero_1
import numpy as np
x = np.array([0, 1, 1, 0, 5])
n = np.nonzero(x)
print(n, len(n), [(i.strides, i.dtype, i.flags.c_contiguous, i.flags.owndata) for i in n])
print(n[0].base if len(n) else None, None if not len(n) else (n[0].base.shape, n[0].base.strides))
print(x.nonzero())
r = np.argwhere(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(r.base, r.base.strides)
r = np.flatnonzero(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(r.base.shape, r.base.strides)

#@@ case nonzero_2
import numpy as np
x = np.zeros((2, 3))
n = np.nonzero(x)
print(n, len(n), [(i.strides, i.dtype, i.flags.c_contiguous, i.flags.owndata) for i in n])
print(n[0].base if len(n) else None, None if not len(n) else (n[0].base.shape, n[0].base.strides))
print(x.nonzero())
r = np.argwhere(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(r.base, r.base.strides)
r = np.flatnonzero(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(r.base.shape, r.base.strides)

#@@ case nonzero_3
import numpy as np
x = np.zeros(0)
n = np.nonzero(x)
print(n, len(n), [(i.strides, i.dtype, i.flags.c_contiguous, i.flags.owndata) for i in n])
print(n[0].base if len(n) else None, None if not len(n) else (n[0].base.shape, n[0].base.strides))
print(x.nonzero())
r = np.argwhere(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(r.base, r.base.strides)
r = np.flatnonzero(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(r.base.shape, r.base.strides)

#@@ case nonzero_4
import numpy as np
x = np.array([0.0, -0.0, float('nan'), 1e-300])
n = np.nonzero(x)
print(n, len(n), [(i.strides, i.dtype, i.flags.c_contiguous, i.flags.owndata) for i in n])
print(n[0].base if len(n) else None, None if not len(n) else (n[0].base.shape, n[0].base.strides))
print(x.nonzero())
r = np.argwhere(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(r.base, r.base.strides)
r = np.flatnonzero(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(r.base.shape, r.base.strides)

#@@ case nonzero_5
import numpy as np
x = np.array([True, False, True])
n = np.nonzero(x)
print(n, len(n), [(i.strides, i.dtype, i.flags.c_contiguous, i.flags.owndata) for i in n])
print(n[0].base if len(n) else None, None if not len(n) else (n[0].base.shape, n[0].base.strides))
print(x.nonzero())
r = np.argwhere(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(r.base, r.base.strides)
r = np.flatnonzero(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(r.base.shape, r.base.strides)

#@@ case nonzero_6
import numpy as np
x = np.arange(24).reshape(2, 3, 4) % 5
n = np.nonzero(x)
print(n, len(n), [(i.strides, i.dtype, i.flags.c_contiguous, i.flags.owndata) for i in n])
print(n[0].base if len(n) else None, None if not len(n) else (n[0].base.shape, n[0].base.strides))
print(x.nonzero())
r = np.argwhere(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(r.base, r.base.strides)
r = np.flatnonzero(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(r.base.shape, r.base.strides)

#@@ case nonzero_7
import numpy as np
x = np.arange(12).reshape(3, 4).T
n = np.nonzero(x)
print(n, len(n), [(i.strides, i.dtype, i.flags.c_contiguous, i.flags.owndata) for i in n])
print(n[0].base if len(n) else None, None if not len(n) else (n[0].base.shape, n[0].base.strides))
print(x.nonzero())
r = np.argwhere(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(r.base, r.base.strides)
r = np.flatnonzero(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(r.base.shape, r.base.strides)

#@@ case nonzero_8
import numpy as np
x = np.arange(10)[::-3]
n = np.nonzero(x)
print(n, len(n), [(i.strides, i.dtype, i.flags.c_contiguous, i.flags.owndata) for i in n])
print(n[0].base if len(n) else None, None if not len(n) else (n[0].base.shape, n[0].base.strides))
print(x.nonzero())
r = np.argwhere(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(r.base, r.base.strides)
r = np.flatnonzero(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(r.base.shape, r.base.strides)

#@@ case nonzero_9
import numpy as np
x = np.ones((2, 0, 3))
n = np.nonzero(x)
print(n, len(n), [(i.strides, i.dtype, i.flags.c_contiguous, i.flags.owndata) for i in n])
print(n[0].base if len(n) else None, None if not len(n) else (n[0].base.shape, n[0].base.strides))
print(x.nonzero())
r = np.argwhere(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(r.base, r.base.strides)
r = np.flatnonzero(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(r.base.shape, r.base.strides)

#@@ case nonzero_10
import numpy as np
x = np.array([[0, 0], [0, 7]], dtype=np.uint8)
n = np.nonzero(x)
print(n, len(n), [(i.strides, i.dtype, i.flags.c_contiguous, i.flags.owndata) for i in n])
print(n[0].base if len(n) else None, None if not len(n) else (n[0].base.shape, n[0].base.strides))
print(x.nonzero())
r = np.argwhere(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(r.base, r.base.strides)
r = np.flatnonzero(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(r.base.shape, r.base.strides)

#@@ case nonzero_11
import numpy as np
x = np.arange(-3, 3, dtype=np.int8)
n = np.nonzero(x)
print(n, len(n), [(i.strides, i.dtype, i.flags.c_contiguous, i.flags.owndata) for i in n])
print(n[0].base if len(n) else None, None if not len(n) else (n[0].base.shape, n[0].base.strides))
print(x.nonzero())
r = np.argwhere(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(r.base, r.base.strides)
r = np.flatnonzero(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(r.base.shape, r.base.strides)

#@@ case nonzero_as_index
import numpy as np
x = np.array([[1, 0, 2], [0, 3, 0]])
print(x[np.nonzero(x)], x[x.nonzero()].strides)
for i, j in zip(*np.nonzero(x)):
    print(i, j)
idx = np.argwhere(x > 0)
print(idx.tolist(), idx[:, 0], idx[:, 1])

#@@ case flatnonzero_0d
import numpy as np
print(repr(np.flatnonzero(np.array(3))), repr(np.flatnonzero(np.array(0))))

#@@ case nonzero_of_comparison
import numpy as np
x = np.arange(10)
print(np.nonzero(x % 3 == 0), np.nonzero(x > 100), np.argwhere(x[::2] > 3))

#@@ case argsort_0
import numpy as np
x = np.array([3, 1, 2])
r = np.argsort(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(x.argsort())

#@@ case argsort_1
import numpy as np
x = np.array([3, 1, 2, 1, 3, 1])
r = np.argsort(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(x.argsort())

#@@ case argsort_2
import numpy as np
x = np.array([[3, 1, 2], [0, 5, -1]])
r = np.argsort(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(x.argsort())

#@@ case argsort_3
import numpy as np
x = np.array([[3, 1, 2], [0, 5, -1]])
r = np.argsort(x, axis=0)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(x.argsort(axis=0))

#@@ case argsort_4
import numpy as np
x = np.array([[3, 1, 2], [0, 5, -1]])
r = np.argsort(x, axis=None)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(x.argsort(axis=None))

#@@ case argsort_5
import numpy as np
x = np.array([2.5, float('nan'), -1.0, float('inf'), -float('inf'), float('nan')])
r = np.argsort(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(x.argsort())

#@@ case argsort_6
import numpy as np
x = np.array([0.0, -0.0, 0.0, -0.0])
r = np.argsort(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(x.argsort())

#@@ case argsort_7
import numpy as np
x = np.arange(20) % 3
r = np.argsort(x, kind='stable')
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(x.argsort(kind='stable'))

#@@ case argsort_8
import numpy as np
x = np.arange(20) % 3
r = np.argsort(x, kind='mergesort')
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(x.argsort(kind='mergesort'))

#@@ case argsort_9
import numpy as np
x = np.arange(16) % 3
r = np.argsort(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(x.argsort())

#@@ case argsort_10
import numpy as np
x = np.arange(30)[::-1]
r = np.argsort(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(x.argsort())

#@@ case argsort_11
import numpy as np
x = np.arange(30)[::-1]
r = np.argsort(x, kind='heapsort')
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(x.argsort(kind='heapsort'))

#@@ case argsort_12
import numpy as np
x = np.array([5, 4, 3])
r = np.argsort(x, kind='heap')
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(x.argsort(kind='heap'))

#@@ case argsort_13
import numpy as np
x = np.arange(12).reshape(3, 4).T % 3
r = np.argsort(x, axis=0)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(x.argsort(axis=0))

#@@ case argsort_14
import numpy as np
x = np.arange(12).reshape(3, 4).T % 3
r = np.argsort(x, axis=-1, kind='stable')
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(x.argsort(axis=-1, kind='stable'))

#@@ case argsort_15
import numpy as np
x = np.array([1, 200, 3], dtype=np.uint8)
r = np.argsort(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(x.argsort())

#@@ case argsort_16
import numpy as np
x = np.array([True, False, True, False])
r = np.argsort(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(x.argsort())

#@@ case argsort_17
import numpy as np
x = np.zeros((2, 0))
r = np.argsort(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(x.argsort())

#@@ case argsort_18
import numpy as np
x = np.array([7, 1, 5], dtype=np.uint64)
r = np.argsort(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(x.argsort())

#@@ case argsort_19
import numpy as np
x = np.array([3.0, 1.0, 2.0], dtype=np.float32)
r = np.argsort(x, kind='quicksort')
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(x.argsort(kind='quicksort'))

#@@ case argsort_20
import numpy as np
x = np.arange(40) * 7 % 41
r = np.argsort(x)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(x.argsort())

#@@ case argsort_21
import numpy as np
x = np.arange(24).reshape(2, 3, 4)[:, ::-1, ::2]
r = np.argsort(x, axis=1)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(x.argsort(axis=1))

#@@ case argsort_22
import numpy as np
x = np.array([[1, 1], [1, 1]])
r = np.argsort(x, axis=None)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(x.argsort(axis=None))

#@@ case argsort_errors
import numpy as np
x = np.array([[3, 1, 2], [0, 5, -1]])
for ax, k in [(2, None), (-3, None), (-1, 'xyz'), (0, '')]:
    try:
        print(np.argsort(x, ax, k))
    except Exception as e:
        print(type(e).__name__, e)

#@@ case argsort_kind_prefixes
import numpy as np
x = np.array([3, 1, 2, 1])
print(np.argsort(x, kind='Stable'), np.argsort(x, kind='s'), np.argsort(x, kind='mergesortx'), np.argsort(x, kind='Q'))

#@@ case sort_with_kind
import numpy as np
a = np.array([[3, 1, 2], [0, 5, -1]])
for k in ['stable', 'mergesort', 'heapsort', 'quicksort', None]:
    print(np.sort(a, kind=k), np.sort(a, axis=0, kind=k), np.sort(a, None, k))
b = a.copy()
b.sort(kind='stable')
print(b)
b = a.T.copy()
b.sort(0, 'heap')
print(b, b.strides)

#@@ case sort_kind_error
import numpy as np
a = np.array([3, 1, 2])
try:
    a.sort(kind='bogus')
except ValueError as e:
    print(e)
try:
    np.sort(a, kind='z')
except ValueError as e:
    print(e)

#@@ case argsort_then_take
import numpy as np
x = np.array([30, 10, 20])
i = np.argsort(x)
print(x[i], i[::-1], x[np.argsort(-x)])

#@@ case roll_then_base_write
import numpy as np
x = np.arange(6).reshape(2, 3)
r = np.roll(x, 1)
r.base[0] = 100
print(r, x)

#@@ case tile_ones_0
import numpy as np
x = np.arange(3)
r = np.tile(x, (1, 1, 1, 1))
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(r.base.shape, r.base.strides, r.base.flags.owndata)
r = np.tile(x, 1)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case tile_ones_1
import numpy as np
x = np.arange(6)[::2]
r = np.tile(x, (1, 1, 1, 1))
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(r.base.shape, r.base.strides, r.base.flags.owndata)
r = np.tile(x, 1)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case tile_ones_2
import numpy as np
x = np.asfortranarray(np.arange(6).reshape(2, 3))
r = np.tile(x, (1, 1, 1, 1))
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(r.base.shape, r.base.strides, r.base.flags.owndata)
r = np.tile(x, 1)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case tile_ones_3
import numpy as np
x = np.arange(6).reshape(2, 3)[:, ::2]
r = np.tile(x, (1, 1, 1, 1))
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(r.base.shape, r.base.strides, r.base.flags.owndata)
r = np.tile(x, 1)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case tile_ones_4
import numpy as np
x = np.arange(24).reshape(2, 3, 4).transpose(2, 0, 1)
r = np.tile(x, (1, 1, 1, 1))
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(r.base.shape, r.base.strides, r.base.flags.owndata)
r = np.tile(x, 1)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case tile_ones_5
import numpy as np
x = np.array(5)
r = np.tile(x, (1, 1, 1, 1))
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
print(r.base.shape, r.base.strides, r.base.flags.owndata)
r = np.tile(x, 1)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case hstack_of_2d_array_rows
import numpy as np
a = np.arange(6).reshape(2, 3)
r = np.hstack(a)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
r = np.dstack(a)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
r = np.column_stack(a)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case argsort_ties_default_kind
import numpy as np
x = np.arange(40) % 3
print(np.argsort(x))
print(np.argsort(np.arange(60) * 7 % 5, kind='quicksort'))
print(np.argsort((np.arange(50) % 4).reshape(2, 25), axis=1))
print((np.arange(36) % 2).reshape(6, 6).T.argsort(axis=0))

#@@ case argsort_ties_heapsort
import numpy as np
print(np.argsort(np.array([5, 5, 5]), kind='heap'), np.argsort(np.arange(20) % 2, kind='heapsort'))
print(np.arange(30).reshape(5, 6).T.copy().argsort(axis=None, kind='h'))

#@@ case argsort_ties_floats
import numpy as np
x = np.array([0.0, -0.0, float('nan'), 1.0, 0.0, float('nan'), -0.0, 1.0] * 4)
print(np.argsort(x), np.argsort(x, kind='heap'), np.argsort(x, kind='stable'))
print(np.argsort(x.astype(np.float32)))

#@@ case argsort_ties_small_types
import numpy as np
x = np.array([3, 1, 3, 1, 2] * 5, dtype=np.int8)
print(x.argsort(), x.astype(np.uint8).argsort(), (x > 1).argsort(), x.astype(np.int16).argsort(kind='heap'))

#@@ case argsort_long_runs
import numpy as np
x = np.repeat(np.arange(5), 30)[::-1].copy()
print(np.argsort(x).tolist())
print(np.argsort(np.tile(np.arange(7), 20)).tolist())

#@@ case stack_of_lists_and_numbers
import numpy as np
a = np.arange(3)
r = np.vstack([a, [1, 2, 3]])
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
r = np.hstack([a, [1.5], (2, 3)])
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
r = np.hstack([1, 2, 3.5])
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
r = np.vstack([1, True])
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
r = np.column_stack([[1, 2, 3], a])
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
r = np.dstack([[1, 2], [3, 4]])
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
r = np.vstack([[[1, 2]], [[3, 4]]])
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)

#@@ case repeat_numpy_scalar
import numpy as np
r = np.repeat(np.int64(3), 2)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
r = np.repeat(np.float32(2.5), [3])
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
r = np.int8(-1).repeat(2)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
r = np.repeat(np.float64(1.0), 2, axis=0)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
r = np.repeat(np.array(7), [2], axis=-1)
print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, r.base is None)
try:
    np.repeat(np.array(7), 2, axis=1)
except Exception as e:
    print(type(e).__name__, e)

#@@ case argsort_0d
import numpy as np
for ax in [0, -1, None, 1]:
    try:
        r = np.argsort(np.array(1), ax)
        print(repr(r), r.strides, r.base is None)
    except Exception as e:
        print(type(e).__name__, e)
print(repr(np.argsort(np.float32(2.0))), repr(np.int64(3).argsort()), repr(np.array(4.5).argsort(kind='stable')))

#@@ case roll_empty_and_nested_shifts
import numpy as np
a = np.arange(6).reshape(2, 3)
for sh, ax in [((), 0), (1, ()), ((), ()), ([], None), ([[1]], 0), ([[1, 2]], (0, 1)), ([[1, 2]], (0, 1, 1)), ([[1], [2]], None), ((), (0, 1))]:
    try:
        r = np.roll(a, sh, ax)
        print(repr(r), r.strides, r.base is None)
    except ValueError as e:
        print('ValueError', e)

