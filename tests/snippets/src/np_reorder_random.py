# Random programs for src/lang/numpy/ndarray_reorder.c (seed 20261201, made once by a throwaway generator):
# arange-based arrays of 1-3 dims and six dtypes, transposed / sliced / Fortran-ordered, through
# tile, repeat, roll, the stack functions, nonzero, argwhere, flatnonzero and argsort; each result's
# repr, dtype, shape, strides, flags and base layout.  Outputs are recorded from numpy 1.24 with
# scripts/record_cases.py, never typed.

#@@ case random_00
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = (np.arange(2) % 3).astype(np.float64).reshape((2,))[:]
try:
    r = np.repeat(x, 2, axis=-1)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(1) % 3).astype(np.int8).reshape((1,))
try:
    r = np.argsort(x, None)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(4) % 3).astype(np.int64).reshape((1, 4))[::-1, 1:])
try:
    r = np.flatnonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(1) % 3).astype(np.float64).reshape((1,))
try:
    r = np.argsort(x, 0)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(3) % 3).astype(np.uint16).reshape((3,))
try:
    r = np.argwhere(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(3) % 3).astype(np.bool_).reshape((3, 1, 1))
try:
    r = np.argsort(x, None)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(16) % 3).astype(np.float64).reshape((1, 4, 4)).T
try:
    r = np.nonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(2) % 3).astype(np.uint16).reshape((2, 1)).T
try:
    r = np.repeat(x, 3, axis=0)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_01
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = (np.arange(4) % 3).astype(np.float64).reshape((2, 2))[:, 1:]
try:
    r = np.nonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(16) % 3).astype(np.uint16).reshape((1, 4, 4)).T[::2, ::-1, ::2]
try:
    r = np.vstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(3) % 3).astype(np.uint16).reshape((3,))
try:
    r = x.argsort(0, 'heap')
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(2) % 3).astype(np.uint16).reshape((2,))
try:
    r = np.argwhere(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(12) % 3).astype(np.float32).reshape((4, 3))
try:
    r = np.nonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(0) % 3).astype(np.float32).reshape((1, 0, 3))[:, ::-1, 1:]
try:
    r = np.column_stack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(6) % 3).astype(np.bool_).reshape((3, 2, 1))
try:
    r = np.nonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(27) % 3).astype(np.int8).reshape((3, 3, 3))[:, ::2, ::-1]
try:
    r = np.repeat(x, 3)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_02
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = (np.arange(2) % 3).astype(np.float64).reshape((2, 1))
try:
    r = np.hstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(0) % 3).astype(np.float64).reshape((4, 1, 0))[::2, ::-1, ::2]
try:
    r = x.argsort(1, 'heap')
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(12) % 3).astype(np.bool_).reshape((2, 2, 3))
try:
    r = np.hstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(4) % 3).astype(np.float32).reshape((1, 4, 1))
try:
    r = np.column_stack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(16) % 3).astype(np.bool_).reshape((4, 4))
try:
    r = np.tile(x, (3, 3, 2, 1))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(36) % 3).astype(np.uint16).reshape((4, 3, 3)).T
try:
    r = np.column_stack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(8) % 3).astype(np.uint16).reshape((4, 2)).T
try:
    r = np.hstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(16) % 3).astype(np.uint16).reshape((4, 2, 2))[::-1, ::-1, 1:]
try:
    r = np.flatnonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_03
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = (np.arange(2) % 3).astype(np.int8).reshape((2,))
try:
    r = np.flatnonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(2) % 3).astype(np.uint16).reshape((2,))[::-1]
try:
    r = np.nonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(1) % 3).astype(np.int8).reshape((1, 1)))
try:
    r = np.hstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(3) % 3).astype(np.float64).reshape((1, 3)))
try:
    r = np.tile(x, (3, 0))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(6) % 3).astype(np.float64).reshape((3, 1, 2))
try:
    r = np.vstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(0) % 3).astype(np.int8).reshape((3, 1, 0)).T
try:
    r = np.argsort(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(8) % 3).astype(np.int64).reshape((2, 4))[::-1, ::-1])
try:
    r = np.dstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(4) % 3).astype(np.float64).reshape((1, 4))
try:
    r = np.argsort(x, 1)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_04
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = (np.arange(12) % 3).astype(np.float32).reshape((4, 1, 3))
try:
    r = np.argwhere(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(8) % 3).astype(np.bool_).reshape((2, 4, 1))[1:, ::2, ::2])
try:
    r = np.repeat(x, 1)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(24) % 3).astype(np.float64).reshape((2, 4, 3)).T
try:
    r = np.nonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(16) % 3).astype(np.uint16).reshape((4, 4))
try:
    r = np.flatnonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(16) % 3).astype(np.int8).reshape((4, 4)).T
try:
    r = np.vstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(3) % 3).astype(np.bool_).reshape((3, 1, 1)).T
try:
    r = np.dstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(4) % 3).astype(np.float32).reshape((4,))
try:
    r = np.vstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(12) % 3).astype(np.float64).reshape((3, 4)).T)
try:
    r = np.roll(x, 0, -1)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_05
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = (np.arange(3) % 3).astype(np.uint16).reshape((1, 3, 1))[:, 1:, ::2]
try:
    r = np.nonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(48) % 3).astype(np.int8).reshape((4, 3, 4))[:, 1:, 1:]
try:
    r = np.roll(x, 5)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(0) % 3).astype(np.bool_).reshape((1, 0)).T
try:
    r = np.flatnonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(36) % 3).astype(np.uint16).reshape((3, 4, 3))
try:
    r = np.hstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(2) % 3).astype(np.bool_).reshape((2,))[1:]
try:
    r = np.argsort(x, 0)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(16) % 3).astype(np.float64).reshape((2, 2, 4))
try:
    r = np.dstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(4) % 3).astype(np.int64).reshape((4, 1))
try:
    r = np.nonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(1) % 3).astype(np.int64).reshape((1,))
try:
    r = np.dstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_06
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = (np.arange(1) % 3).astype(np.float32).reshape((1,))[::-1]
try:
    r = np.tile(x, (0, 0, 3))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(0) % 3).astype(np.int64).reshape((0,))[1:]
try:
    r = np.column_stack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(3) % 3).astype(np.float32).reshape((3,))[::-1]
try:
    r = np.tile(x, (3, 1, 2, 2))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(4) % 3).astype(np.float32).reshape((2, 1, 2))
try:
    r = np.repeat(x, 2, axis=-2)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(8) % 3).astype(np.float64).reshape((4, 2)).T
try:
    r = np.roll(x, -4, 1)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(16) % 3).astype(np.int8).reshape((2, 4, 2))
try:
    r = np.nonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(4) % 3).astype(np.int8).reshape((1, 1, 4))
try:
    r = np.column_stack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(2) % 3).astype(np.int64).reshape((1, 2))[:, :]
try:
    r = np.argwhere(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_07
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = (np.arange(4) % 3).astype(np.float64).reshape((4, 1)).T
try:
    r = np.roll(x, (-5, 2), (-2, 0))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(16) % 3).astype(np.float64).reshape((4, 2, 2)).T[::2, ::-1, ::2]
try:
    r = np.tile(x, (1, 3, 3))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(3) % 3).astype(np.int8).reshape((3,))
try:
    r = np.repeat(x, 0)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(8) % 3).astype(np.bool_).reshape((1, 4, 2))
try:
    r = np.argsort(x, 2)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(4) % 3).astype(np.int8).reshape((4, 1))
try:
    r = np.tile(x, (1, 2, 1, 1))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(24) % 3).astype(np.bool_).reshape((4, 2, 3)).T
try:
    r = np.argsort(x, -2)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(3) % 3).astype(np.float64).reshape((3, 1)).T
try:
    r = np.nonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(4) % 3).astype(np.int8).reshape((4, 1)))
try:
    r = np.vstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_08
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = (np.arange(64) % 3).astype(np.int8).reshape((4, 4, 4)).T
try:
    r = np.tile(x, (0,))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(6) % 3).astype(np.float64).reshape((1, 2, 3))[:, :, ::-1]
try:
    r = np.nonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(12) % 3).astype(np.float32).reshape((1, 3, 4))[::-1, 1:, ::-1])
try:
    r = np.argsort(x, None)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(16) % 3).astype(np.int64).reshape((4, 4)).T[::-1, 1:]
try:
    r = np.tile(x, (3, 1))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(3) % 3).astype(np.uint16).reshape((1, 3))[:, ::2]
try:
    r = np.flatnonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(64) % 3).astype(np.bool_).reshape((4, 4, 4)).T
try:
    r = np.flatnonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(4) % 3).astype(np.int64).reshape((2, 2)).T[::2, ::2])
try:
    r = np.vstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(3) % 3).astype(np.uint16).reshape((3,))
try:
    r = np.flatnonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_09
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = (np.arange(3) % 3).astype(np.int8).reshape((1, 1, 3))
try:
    r = np.tile(x, (1, 2))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(2) % 3).astype(np.int64).reshape((2,))
try:
    r = np.hstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(2) % 3).astype(np.bool_).reshape((1, 2)))
try:
    r = np.nonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(12) % 3).astype(np.int64).reshape((2, 3, 2)).T[::-1, :, 1:]
try:
    r = np.nonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(4) % 3).astype(np.int64).reshape((2, 1, 2))[:, ::2, :]
try:
    r = np.argsort(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(3) % 3).astype(np.bool_).reshape((1, 3))[1:, ::2])
try:
    r = np.argwhere(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(3) % 3).astype(np.float64).reshape((3, 1)))
try:
    r = np.flatnonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(2) % 3).astype(np.uint16).reshape((2, 1))
try:
    r = np.tile(x, (2, 0, 0))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_10
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = np.asfortranarray((np.arange(2) % 3).astype(np.float32).reshape((2,))[1:])
try:
    r = np.argsort(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(16) % 3).astype(np.float32).reshape((4, 1, 4))
try:
    r = np.repeat(x, 0, axis=-3)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(64) % 3).astype(np.int8).reshape((4, 4, 4)).T)
try:
    r = np.flatnonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(8) % 3).astype(np.int8).reshape((1, 2, 4)))
try:
    r = np.tile(x, (3, 0, 0, 0))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(6) % 3).astype(np.bool_).reshape((2, 3, 1)).T)
try:
    r = np.repeat(x, 0, axis=-3)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(6) % 3).astype(np.float32).reshape((2, 3, 1)).T[:, :, ::-1])
try:
    r = np.argwhere(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(24) % 3).astype(np.bool_).reshape((4, 3, 2))[::2, 1:, ::-1]
try:
    r = np.hstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(4) % 3).astype(np.bool_).reshape((4, 1))
try:
    r = np.roll(x, -2, -2)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_11
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = (np.arange(4) % 3).astype(np.float32).reshape((2, 2, 1)).T[1:, :, 1:]
try:
    r = np.dstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(8) % 3).astype(np.float32).reshape((2, 4, 1))
try:
    r = np.repeat(x, 3, axis=-1)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(1) % 3).astype(np.int8).reshape((1,))
try:
    r = np.dstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(2) % 3).astype(np.bool_).reshape((2,))
try:
    r = np.column_stack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(3) % 3).astype(np.float32).reshape((3,))
try:
    r = np.flatnonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(1) % 3).astype(np.float32).reshape((1, 1)).T[1:, :]
try:
    r = np.nonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(4) % 3).astype(np.uint16).reshape((4, 1, 1))
try:
    r = np.roll(x, (2, -1), (1, 0))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(12) % 3).astype(np.float64).reshape((4, 3))
try:
    r = np.roll(x, (-3, 3), (1, -1))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_12
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = (np.arange(1) % 3).astype(np.int8).reshape((1, 1)).T
try:
    r = np.vstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(16) % 3).astype(np.float32).reshape((2, 4, 2))[::-1, :, 1:])
try:
    r = np.roll(x, (-1, 4), (-2, 2))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(4) % 3).astype(np.float32).reshape((4,))[::2]
try:
    r = np.tile(x, (0, 3, 3, 3))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(3) % 3).astype(np.float32).reshape((3,))
try:
    r = np.vstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(6) % 3).astype(np.float32).reshape((3, 2, 1)).T
try:
    r = np.flatnonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(4) % 3).astype(np.int8).reshape((1, 2, 2)).T)
try:
    r = np.nonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(0) % 3).astype(np.float64).reshape((0, 2))
try:
    r = np.nonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(4) % 3).astype(np.int64).reshape((2, 2))[:, ::2]
try:
    r = x.argsort(-2, 'heap')
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_13
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = np.asfortranarray((np.arange(9) % 3).astype(np.float32).reshape((1, 3, 3))[::-1, ::-1, ::2])
try:
    r = np.column_stack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(8) % 3).astype(np.float64).reshape((2, 4))[::2, ::2])
try:
    r = np.repeat(x, 3, axis=-2)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(4) % 3).astype(np.float32).reshape((2, 2)).T
try:
    r = np.column_stack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(6) % 3).astype(np.int64).reshape((3, 1, 2)).T
try:
    r = np.roll(x, -4)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(8) % 3).astype(np.bool_).reshape((4, 1, 2))
try:
    r = x.repeat([2] * x.shape[-1], -1)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(3) % 3).astype(np.bool_).reshape((3,))
try:
    r = np.tile(x, (0, 0, 2, 0))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(32) % 3).astype(np.bool_).reshape((4, 4, 2))
try:
    r = np.dstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(6) % 3).astype(np.int8).reshape((2, 3)).T
try:
    r = np.dstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_14
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = np.asfortranarray((np.arange(2) % 3).astype(np.int64).reshape((2,))[::2])
try:
    r = np.nonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(2) % 3).astype(np.int64).reshape((2,))
try:
    r = np.nonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(8) % 3).astype(np.int8).reshape((4, 2)).T[:, :])
try:
    r = np.dstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(12) % 3).astype(np.uint16).reshape((2, 2, 3)).T[:, ::-1, :]
try:
    r = np.flatnonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(1) % 3).astype(np.float32).reshape((1,)))
try:
    r = np.argwhere(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(24) % 3).astype(np.int8).reshape((2, 4, 3))
try:
    r = np.repeat(x, 3, axis=1)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(2) % 3).astype(np.int8).reshape((1, 2))
try:
    r = np.dstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(2) % 3).astype(np.uint16).reshape((2, 1)).T
try:
    r = np.hstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_15
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = (np.arange(8) % 3).astype(np.float64).reshape((4, 2))
try:
    r = np.nonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(3) % 3).astype(np.float32).reshape((3, 1))
try:
    r = np.flatnonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(4) % 3).astype(np.bool_).reshape((4,))[:]
try:
    r = np.dstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(4) % 3).astype(np.int64).reshape((4, 1))[::-1, ::2]
try:
    r = np.column_stack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(3) % 3).astype(np.bool_).reshape((3,))[::2]
try:
    r = np.dstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(1) % 3).astype(np.float32).reshape((1, 1)).T[::2, 1:]
try:
    r = x.argsort(0, 'heap')
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(3) % 3).astype(np.int64).reshape((3, 1))[::2, ::2]
try:
    r = np.vstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(2) % 3).astype(np.uint16).reshape((2,))
try:
    r = np.flatnonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_16
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = np.asfortranarray((np.arange(3) % 3).astype(np.uint16).reshape((3,)))
try:
    r = np.dstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(2) % 3).astype(np.int64).reshape((2,)))
try:
    r = np.tile(x, (3, 3))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(36) % 3).astype(np.uint16).reshape((3, 3, 4)).T
try:
    r = np.vstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(4) % 3).astype(np.int64).reshape((4,))[::-1]
try:
    r = np.roll(x, (3, 3), (-1, 0))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(24) % 3).astype(np.float32).reshape((3, 4, 2)).T
try:
    r = np.roll(x, (-4, 2), (0, -3))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(16) % 3).astype(np.uint16).reshape((4, 4))[::2, ::-1]
try:
    r = np.column_stack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(6) % 3).astype(np.int64).reshape((2, 3, 1)).T[::2, ::2, ::-1]
try:
    r = np.tile(x, (2, 1, 2, 0))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(3) % 3).astype(np.float64).reshape((3,))
try:
    r = np.argwhere(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_17
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = (np.arange(48) % 3).astype(np.float32).reshape((3, 4, 4))
try:
    r = np.nonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(1) % 3).astype(np.uint16).reshape((1,)))
try:
    r = np.argwhere(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(1) % 3).astype(np.int64).reshape((1,))[1:]
try:
    r = np.nonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(1) % 3).astype(np.int64).reshape((1,)))
try:
    r = np.roll(x, (-2, 5), (-1, 0))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(1) % 3).astype(np.float32).reshape((1,)))
try:
    r = np.tile(x, (3, 0, 0, 0))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(32) % 3).astype(np.float64).reshape((4, 4, 2))
try:
    r = np.tile(x, (0, 0, 3, 3))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(1) % 3).astype(np.float32).reshape((1,))
try:
    r = np.nonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(24) % 3).astype(np.bool_).reshape((4, 2, 3))[::-1, 1:, 1:]
try:
    r = np.column_stack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_18
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = (np.arange(2) % 3).astype(np.float32).reshape((2,))
try:
    r = np.nonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(9) % 3).astype(np.float64).reshape((1, 3, 3))
try:
    r = np.nonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(1) % 3).astype(np.int64).reshape((1,)))
try:
    r = np.roll(x, 1)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(16) % 3).astype(np.bool_).reshape((4, 4)).T)
try:
    r = np.hstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(1) % 3).astype(np.bool_).reshape((1, 1, 1))
try:
    r = np.column_stack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(16) % 3).astype(np.int64).reshape((4, 4))[:, ::-1]
try:
    r = np.repeat(x, 2)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(1) % 3).astype(np.float32).reshape((1, 1))
try:
    r = np.column_stack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(3) % 3).astype(np.float32).reshape((3,)))
try:
    r = np.flatnonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_19
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = (np.arange(2) % 3).astype(np.uint16).reshape((2,))
try:
    r = np.argsort(x, -1)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(16) % 3).astype(np.float32).reshape((4, 2, 2)).T)
try:
    r = np.argsort(x, None)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(4) % 3).astype(np.float64).reshape((2, 2))[::-1, ::-1]
try:
    r = np.argsort(x, None)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(4) % 3).astype(np.float32).reshape((1, 2, 2))
try:
    r = x.repeat([2] * x.shape[2], 2)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(18) % 3).astype(np.float32).reshape((3, 2, 3)).T[:, ::2, 1:]
try:
    r = np.dstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(18) % 3).astype(np.int8).reshape((2, 3, 3))
try:
    r = np.flatnonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(4) % 3).astype(np.uint16).reshape((4,))[1:])
try:
    r = np.column_stack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(6) % 3).astype(np.uint16).reshape((2, 3, 1))
try:
    r = np.flatnonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_20
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = (np.arange(2) % 3).astype(np.int8).reshape((1, 2))[1:, :]
try:
    r = np.dstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(3) % 3).astype(np.bool_).reshape((3, 1, 1)).T
try:
    r = np.argwhere(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(18) % 3).astype(np.int8).reshape((3, 2, 3))[1:, ::2, ::2]
try:
    r = np.dstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(2) % 3).astype(np.int8).reshape((2,))
try:
    r = np.roll(x, -1)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(4) % 3).astype(np.float32).reshape((1, 1, 4)))
try:
    r = np.vstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(24) % 3).astype(np.bool_).reshape((4, 2, 3))[::-1, ::-1, :]
try:
    r = x.argsort(2, 'heap')
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(4) % 3).astype(np.int64).reshape((4,))[::-1])
try:
    r = np.roll(x, 1)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(8) % 3).astype(np.bool_).reshape((4, 2))
try:
    r = np.argwhere(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_21
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = np.asfortranarray((np.arange(1) % 3).astype(np.bool_).reshape((1,)))
try:
    r = np.nonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(12) % 3).astype(np.float32).reshape((2, 2, 3)).T
try:
    r = np.hstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(16) % 3).astype(np.int64).reshape((4, 1, 4))[::2, ::-1, 1:]
try:
    r = np.hstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(3) % 3).astype(np.float64).reshape((1, 3)).T
try:
    r = np.hstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(36) % 3).astype(np.bool_).reshape((3, 3, 4)).T
try:
    r = np.flatnonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(18) % 3).astype(np.float32).reshape((3, 3, 2))[::2, 1:, ::2]
try:
    r = np.hstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(12) % 3).astype(np.int8).reshape((1, 4, 3))[1:, :, :]
try:
    r = np.hstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(16) % 3).astype(np.uint16).reshape((4, 4))
try:
    r = np.roll(x, -6, 1)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_22
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = (np.arange(16) % 3).astype(np.float64).reshape((4, 2, 2))
try:
    r = np.hstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(36) % 3).astype(np.float64).reshape((3, 4, 3)).T
try:
    r = np.repeat(x, 0)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(1) % 3).astype(np.float32).reshape((1,))
try:
    r = np.hstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(4) % 3).astype(np.uint16).reshape((4,))
try:
    r = np.hstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(3) % 3).astype(np.bool_).reshape((3,))
try:
    r = np.roll(x, (3, -5), (-1, -1))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(8) % 3).astype(np.uint16).reshape((2, 4)).T)
try:
    r = np.column_stack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(2) % 3).astype(np.float32).reshape((2, 1)).T
try:
    r = np.roll(x, (0, 0), (-1, -1))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(8) % 3).astype(np.uint16).reshape((2, 1, 4)).T
try:
    r = np.nonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_23
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = (np.arange(4) % 3).astype(np.uint16).reshape((1, 4, 1))
try:
    r = np.hstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(6) % 3).astype(np.int64).reshape((1, 3, 2))[:, :, ::2]
try:
    r = np.tile(x, (3, 0, 0))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(4) % 3).astype(np.int8).reshape((2, 2))
try:
    r = np.repeat(x, 3)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(12) % 3).astype(np.bool_).reshape((4, 3)).T
try:
    r = np.tile(x, (2, 1, 2, 3))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(8) % 3).astype(np.int8).reshape((2, 4))[:, :]
try:
    r = x.argsort(1, 'heap')
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(1) % 3).astype(np.int8).reshape((1,)))
try:
    r = np.vstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(3) % 3).astype(np.float32).reshape((1, 3))[::-1, 1:]
try:
    r = np.roll(x, 7)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(4) % 3).astype(np.float32).reshape((4,))
try:
    r = np.tile(x, (2, 0, 1, 3))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_24
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = (np.arange(6) % 3).astype(np.float64).reshape((3, 2)).T
try:
    r = np.vstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(1) % 3).astype(np.uint16).reshape((1,))
try:
    r = np.column_stack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(1) % 3).astype(np.int8).reshape((1,))
try:
    r = np.hstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(4) % 3).astype(np.float64).reshape((1, 2, 2)))
try:
    r = np.argwhere(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(8) % 3).astype(np.uint16).reshape((4, 1, 2))
try:
    r = np.tile(x, (0, 2, 3))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(8) % 3).astype(np.float32).reshape((1, 2, 4)).T
try:
    r = np.flatnonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(2) % 3).astype(np.float64).reshape((2,))[::-1]
try:
    r = np.dstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(8) % 3).astype(np.int8).reshape((4, 1, 2)))
try:
    r = np.nonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_25
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = np.asfortranarray((np.arange(2) % 3).astype(np.uint16).reshape((2,)))
try:
    r = np.nonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(16) % 3).astype(np.float64).reshape((4, 4)))
try:
    r = np.nonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(0) % 3).astype(np.int64).reshape((1, 4, 0)).T
try:
    r = np.vstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(4) % 3).astype(np.int64).reshape((4,))
try:
    r = np.vstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(9) % 3).astype(np.int64).reshape((3, 3)).T
try:
    r = np.dstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(32) % 3).astype(np.uint16).reshape((4, 2, 4))
try:
    r = np.tile(x, (0,))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(8) % 3).astype(np.float64).reshape((1, 2, 4)).T
try:
    r = np.flatnonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(3) % 3).astype(np.bool_).reshape((1, 3, 1)).T
try:
    r = np.roll(x, (-1, -2), (-1, 1))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_26
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = (np.arange(1) % 3).astype(np.int8).reshape((1, 1, 1)).T
try:
    r = np.hstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(48) % 3).astype(np.float32).reshape((3, 4, 4)))
try:
    r = np.repeat(x, 1)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(48) % 3).astype(np.int64).reshape((4, 3, 4))
try:
    r = np.flatnonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(2) % 3).astype(np.bool_).reshape((2,))
try:
    r = np.tile(x, (0, 2, 3, 1))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(12) % 3).astype(np.float32).reshape((3, 4))[:, ::-1])
try:
    r = np.argwhere(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(2) % 3).astype(np.uint16).reshape((2, 1))
try:
    r = np.roll(x, 2, 1)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(32) % 3).astype(np.float32).reshape((4, 4, 2))[1:, :, :]
try:
    r = np.flatnonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(1) % 3).astype(np.uint16).reshape((1, 1))[1:, ::2])
try:
    r = np.flatnonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_27
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = (np.arange(16) % 3).astype(np.float64).reshape((4, 4)).T
try:
    r = np.hstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(4) % 3).astype(np.int64).reshape((4, 1, 1))
try:
    r = np.argsort(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(3) % 3).astype(np.int64).reshape((1, 3))[:, ::2]
try:
    r = np.hstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(2) % 3).astype(np.uint16).reshape((2,))[:]
try:
    r = np.repeat(x, 3, axis=-1)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(12) % 3).astype(np.float32).reshape((3, 1, 4))
try:
    r = np.flatnonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(1) % 3).astype(np.int8).reshape((1,))
try:
    r = np.dstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(24) % 3).astype(np.uint16).reshape((2, 3, 4))
try:
    r = np.roll(x, (3, 4), (-1, 0))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(3) % 3).astype(np.float64).reshape((3,))
try:
    r = np.flatnonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_28
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = (np.arange(3) % 3).astype(np.float64).reshape((3,))
try:
    r = np.vstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(24) % 3).astype(np.bool_).reshape((4, 3, 2))
try:
    r = np.argwhere(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(3) % 3).astype(np.int8).reshape((3,))
try:
    r = np.argsort(x, None)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(8) % 3).astype(np.int8).reshape((2, 4)).T
try:
    r = np.argwhere(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(4) % 3).astype(np.int64).reshape((4,))[1:]
try:
    r = np.roll(x, (1, -3), (-1, -1))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(1) % 3).astype(np.bool_).reshape((1,))
try:
    r = np.argwhere(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(2) % 3).astype(np.int64).reshape((2,))[:])
try:
    r = np.vstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(9) % 3).astype(np.uint16).reshape((3, 3)).T
try:
    r = np.column_stack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_29
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = np.asfortranarray((np.arange(12) % 3).astype(np.float64).reshape((3, 2, 2)))
try:
    r = np.nonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(2) % 3).astype(np.int8).reshape((2,))
try:
    r = np.vstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(2) % 3).astype(np.float32).reshape((2,))
try:
    r = x.argsort(-1, 'heap')
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(3) % 3).astype(np.int8).reshape((3,))[:])
try:
    r = np.flatnonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(1) % 3).astype(np.int64).reshape((1,))[::-1]
try:
    r = np.tile(x, (3,))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(8) % 3).astype(np.float64).reshape((2, 4)).T[1:, 1:]
try:
    r = np.tile(x, (1,))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(16) % 3).astype(np.uint16).reshape((1, 4, 4)))
try:
    r = np.argsort(x, 0)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(16) % 3).astype(np.int64).reshape((1, 4, 4))
try:
    r = np.vstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_30
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = np.asfortranarray((np.arange(4) % 3).astype(np.int8).reshape((2, 2)))
try:
    r = np.flatnonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(6) % 3).astype(np.float64).reshape((3, 1, 2))
try:
    r = np.vstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(8) % 3).astype(np.uint16).reshape((2, 4)).T[:, ::-1]
try:
    r = x.repeat([0] * x.shape[1], 1)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(4) % 3).astype(np.float32).reshape((4,))
try:
    r = np.hstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(8) % 3).astype(np.int8).reshape((2, 1, 4))[::-1, 1:, ::-1]
try:
    r = np.vstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(4) % 3).astype(np.float32).reshape((2, 2))
try:
    r = np.tile(x, (2,))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(16) % 3).astype(np.int64).reshape((4, 4, 1))
try:
    r = np.roll(x, 4, 0)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(8) % 3).astype(np.int8).reshape((4, 1, 2))[:, ::2, ::2]
try:
    r = np.roll(x, -5, -2)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_31
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = np.asfortranarray((np.arange(4) % 3).astype(np.int8).reshape((2, 2)).T)
try:
    r = np.dstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(4) % 3).astype(np.bool_).reshape((4,))
try:
    r = np.argwhere(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(4) % 3).astype(np.int64).reshape((1, 2, 2)).T)
try:
    r = np.roll(x, (5, 4), (0, -1))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(2) % 3).astype(np.bool_).reshape((1, 2)).T[1:, :]
try:
    r = np.roll(x, 4, 0)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(36) % 3).astype(np.bool_).reshape((4, 3, 3))
try:
    r = np.column_stack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(1) % 3).astype(np.uint16).reshape((1,))
try:
    r = np.repeat(x, 0, axis=-1)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(6) % 3).astype(np.float32).reshape((3, 2))
try:
    r = np.dstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(3) % 3).astype(np.float64).reshape((1, 3))
try:
    r = np.argwhere(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_32
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = (np.arange(1) % 3).astype(np.float32).reshape((1, 1))[::-1, :]
try:
    r = np.tile(x, (2, 3, 0, 1))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(2) % 3).astype(np.int8).reshape((1, 2)))
try:
    r = np.hstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(3) % 3).astype(np.int64).reshape((1, 3, 1)).T
try:
    r = np.argwhere(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(1) % 3).astype(np.float64).reshape((1,)))
try:
    r = np.hstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(16) % 3).astype(np.int64).reshape((4, 2, 2))
try:
    r = np.roll(x, 2, 0)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(2) % 3).astype(np.int64).reshape((2,))
try:
    r = np.dstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(1) % 3).astype(np.int8).reshape((1,))
try:
    r = np.column_stack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(2) % 3).astype(np.int8).reshape((1, 2, 1))
try:
    r = np.nonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_33
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = (np.arange(16) % 3).astype(np.uint16).reshape((4, 4))
try:
    r = np.hstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(12) % 3).astype(np.bool_).reshape((4, 3, 1)).T[::2, ::-1, 1:]
try:
    r = np.roll(x, -5)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(3) % 3).astype(np.float64).reshape((3,))[::-1])
try:
    r = np.argwhere(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(3) % 3).astype(np.int64).reshape((3,))[1:])
try:
    r = np.vstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(1) % 3).astype(np.int64).reshape((1,)))
try:
    r = np.argwhere(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(24) % 3).astype(np.int64).reshape((3, 2, 4))
try:
    r = np.roll(x, (-2, -5), (-1, -2))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(8) % 3).astype(np.float64).reshape((2, 4)).T
try:
    r = np.vstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(2) % 3).astype(np.float64).reshape((2,))[1:]
try:
    r = np.argwhere(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_34
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = (np.arange(1) % 3).astype(np.uint16).reshape((1,))[::-1]
try:
    r = np.tile(x, (0, 3))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(2) % 3).astype(np.float32).reshape((2, 1, 1))
try:
    r = np.flatnonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(9) % 3).astype(np.uint16).reshape((3, 3)).T
try:
    r = np.tile(x, (2, 3, 2))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(6) % 3).astype(np.float32).reshape((2, 3)).T
try:
    r = np.roll(x, -4, -1)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(24) % 3).astype(np.int8).reshape((4, 2, 3))[::-1, 1:, :]
try:
    r = np.argwhere(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(12) % 3).astype(np.int8).reshape((1, 4, 3)).T
try:
    r = np.tile(x, (1, 2, 2))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(9) % 3).astype(np.int64).reshape((3, 3))
try:
    r = np.argsort(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(24) % 3).astype(np.int64).reshape((3, 2, 4))
try:
    r = np.roll(x, (-4, 1), (-1, -2))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_35
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = (np.arange(4) % 3).astype(np.float32).reshape((4,))
try:
    r = np.tile(x, (3,))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(4) % 3).astype(np.int64).reshape((1, 4)).T)
try:
    r = x.argsort(-1, 'heap')
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(1) % 3).astype(np.int64).reshape((1, 1)).T)
try:
    r = np.column_stack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(16) % 3).astype(np.bool_).reshape((4, 2, 2)))
try:
    r = np.roll(x, -3)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(12) % 3).astype(np.int64).reshape((4, 3))
try:
    r = np.nonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(8) % 3).astype(np.int64).reshape((2, 4))[:, ::-1]
try:
    r = x.repeat([1] * x.shape[-1], -1)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(2) % 3).astype(np.float64).reshape((2,))[:]
try:
    r = np.dstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(24) % 3).astype(np.float32).reshape((4, 3, 2))
try:
    r = np.flatnonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_36
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = (np.arange(16) % 3).astype(np.int64).reshape((1, 4, 4)).T
try:
    r = np.dstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(2) % 3).astype(np.int8).reshape((2,))
try:
    r = np.tile(x, (3, 0, 2, 0))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(8) % 3).astype(np.int8).reshape((4, 2))[1:, ::-1])
try:
    r = np.argwhere(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(2) % 3).astype(np.float32).reshape((2, 1))
try:
    r = np.flatnonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(0) % 3).astype(np.uint16).reshape((0, 4)).T)
try:
    r = np.argsort(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(4) % 3).astype(np.float32).reshape((2, 2)).T
try:
    r = np.vstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(4) % 3).astype(np.uint16).reshape((1, 4)))
try:
    r = np.nonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(0) % 3).astype(np.float32).reshape((2, 0, 4))[1:, :, ::-1])
try:
    r = np.flatnonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_37
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = (np.arange(2) % 3).astype(np.int8).reshape((2,))
try:
    r = np.hstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(3) % 3).astype(np.uint16).reshape((3,))
try:
    r = np.dstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(0) % 3).astype(np.int8).reshape((2, 0, 0))[::2, 1:, :]
try:
    r = np.repeat(x, 1)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(4) % 3).astype(np.uint16).reshape((4,))
try:
    r = np.argwhere(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(16) % 3).astype(np.int8).reshape((2, 2, 4)).T[1:, ::-1, ::-1]
try:
    r = np.vstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(36) % 3).astype(np.float32).reshape((4, 3, 3))
try:
    r = np.vstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(12) % 3).astype(np.int64).reshape((3, 4)).T[:, 1:]
try:
    r = np.argsort(x, 0)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(2) % 3).astype(np.uint16).reshape((2,))
try:
    r = np.vstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_38
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = np.asfortranarray((np.arange(36) % 3).astype(np.float64).reshape((3, 4, 3)).T)
try:
    r = np.argsort(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(1) % 3).astype(np.uint16).reshape((1,))
try:
    r = np.nonzero(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(2) % 3).astype(np.float64).reshape((2,))
try:
    r = np.dstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(2) % 3).astype(np.int8).reshape((2,))[::-1]
try:
    r = np.argsort(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(1) % 3).astype(np.float64).reshape((1,))
try:
    r = np.dstack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(3) % 3).astype(np.bool_).reshape((3,))
try:
    r = np.tile(x, (1, 0))
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(1) % 3).astype(np.uint16).reshape((1,)))
try:
    r = np.column_stack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(6) % 3).astype(np.int64).reshape((2, 3)).T
try:
    r = np.repeat(x, 3, axis=0)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)

#@@ case random_39
import numpy as np
def show(r):
    print(repr(r), r.dtype, r.shape, r.strides, r.flags.c_contiguous, r.flags.f_contiguous, r.flags.owndata, None if r.base is None else (r.base.shape, r.base.strides))
x = (np.arange(4) % 3).astype(np.float32).reshape((2, 2, 1))[::-1, ::2, ::-1]
try:
    r = np.repeat(x, 3, axis=2)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(0) % 3).astype(np.int8).reshape((0, 4)).T)
try:
    r = np.repeat(x, 3, axis=1)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = np.asfortranarray((np.arange(2) % 3).astype(np.float64).reshape((2,)))
try:
    r = np.column_stack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(8) % 3).astype(np.float32).reshape((2, 4))[::-1, ::2]
try:
    r = np.roll(x, 4, -1)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(9) % 3).astype(np.float32).reshape((3, 3)).T[1:, :]
try:
    r = np.roll(x, -2)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(2) % 3).astype(np.bool_).reshape((2,))[::2]
try:
    r = np.argwhere(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(2) % 3).astype(np.int8).reshape((2,))
try:
    r = np.column_stack([x, x])
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
x = (np.arange(4) % 3).astype(np.int64).reshape((4,))
try:
    r = np.argwhere(x)
    [show(q) for q in r] if isinstance(r, tuple) else show(r)
except Exception as ex:
    print(type(ex).__name__, ex)
