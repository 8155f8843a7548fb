# held-out learner programs: numpy views, negative strides, flags, base, shares_memory.
# Record and compare: scripts/record_cases.py --out DIR tests/snippets/src/heldout_learner/*.py, then
# STRIDELAB_SNIPPETS=DIR STRIDELAB_CORPUS_VERBOSE=1 build/tests/test_lang_corpus (they are not a test corpus).
#@@ case nv_strides_bytes
import numpy as np
a = np.arange(12).reshape(3, 4)
print(a.strides, a.itemsize, a.dtype)
#@@ case nv_negative_stride
import numpy as np
a = np.arange(10)
b = a[::-1]
print(b, b.strides)
print(np.shares_memory(a, b))
#@@ case nv_neg_2d
import numpy as np
a = np.arange(12).reshape(3, 4)
b = a[::-1, ::2]
print(b)
print(b.strides, b.flags['C_CONTIGUOUS'])
#@@ case nv_T_flags
import numpy as np
a = np.arange(6).reshape(2, 3)
print(a.T.flags['F_CONTIGUOUS'], a.T.flags['C_CONTIGUOUS'])
print(a.T.strides)
#@@ case nv_base
import numpy as np
a = np.arange(6)
b = a.reshape(2, 3)
print(b.base is a, a.base is None)
c = b.copy()
print(c.base)
#@@ case nv_ravel_vs_flatten
import numpy as np
a = np.arange(6).reshape(2, 3)
r = a.ravel()
f = a.flatten()
r[0] = 100
print(a[0, 0])
f[1] = 200
print(a[0, 1])
#@@ case nv_ravel_T
import numpy as np
a = np.arange(6).reshape(2, 3)
r = a.T.ravel()
print(r, np.shares_memory(r, a))
#@@ case nv_may_share
import numpy as np
a = np.arange(10)
print(np.may_share_memory(a[:5], a[5:]), np.shares_memory(a[:5], a[5:]))
print(np.may_share_memory(a[::2], a[1::2]))
#@@ case nv_as_strided
import numpy as np
from numpy.lib.stride_tricks import as_strided
a = np.arange(10)
w = as_strided(a, shape=(8, 3), strides=(8, 8))
print(w)
#@@ case nv_sliding_window
import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
a = np.arange(6)
v = sliding_window_view(a, 3)
print(v, v.strides)
#@@ case nv_broadcast_to
import numpy as np
a = np.arange(3)
b = np.broadcast_to(a, (4, 3))
print(b.strides, b.flags.writeable)
#@@ case nv_broadcast_write
import numpy as np
a = np.arange(3)
b = np.broadcast_to(a, (4, 3))
b[0, 0] = 5
#@@ case nv_swapaxes
import numpy as np
a = np.zeros((2, 3, 4))
print(a.swapaxes(0, 2).strides, np.moveaxis(a, 0, -1).strides)
#@@ case nv_expand_dims
import numpy as np
a = np.arange(6).reshape(2, 3)
print(np.expand_dims(a, 1).strides, a[:, None].strides, a[None].shape)
#@@ case nv_squeeze
import numpy as np
a = np.zeros((1, 3, 1))
print(a.squeeze().shape, np.squeeze(a, axis=0).shape)
#@@ case nv_squeeze_err
import numpy as np
a = np.zeros((1, 3, 1))
a.squeeze(axis=1)
#@@ case nv_reshape_err
import numpy as np
a = np.arange(6)
a.reshape(4, 2)
#@@ case nv_reshape_order
import numpy as np
a = np.arange(6)
b = a.reshape(2, 3, order='F')
print(b, b.strides)
#@@ case nv_write_through
import numpy as np
a = np.zeros((3, 3), dtype=int)
a[:, 1][::2] = 9
print(a)
#@@ case nv_fancy_copy
import numpy as np
a = np.arange(5)
b = a[[0, 2]]
b[0] = 99
print(a, b, b.base is None)
#@@ case nv_offset_helper
import numpy as np
def elem_offset(arr, idx):
    return sum(i * s for i, s in zip(idx, arr.strides)) // arr.itemsize
a = np.arange(24).reshape(2, 3, 4)
print(elem_offset(a, (1, 2, 3)), a[1, 2, 3])
#@@ case nv_float_strides
import numpy as np
a = np.ones((2, 3), dtype=np.float32)
print(a.strides, a.nbytes, a.size, a.ndim)
#@@ case nv_ascontiguous
import numpy as np
a = np.arange(6).reshape(2, 3).T
b = np.ascontiguousarray(a)
print(b.strides, b.flags['C_CONTIGUOUS'], np.shares_memory(a, b))
#@@ case nv_asfortran
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.asfortranarray(a)
print(b.strides, b.flags.f_contiguous)
#@@ case nv_diagonal_readonly
import numpy as np
a = np.arange(9).reshape(3, 3)
d = a.diagonal()
print(d, d.flags.writeable)
d[0] = 1
#@@ case nv_flip
import numpy as np
a = np.arange(6).reshape(2, 3)
print(np.flip(a).strides, np.flip(a, 0).strides, np.fliplr(a).strides)
#@@ case nv_transpose_axes
import numpy as np
a = np.zeros((2, 3, 4), dtype=np.int16)
print(a.transpose(1, 2, 0).strides, a.transpose().shape)
#@@ case nv_loop_strides
import numpy as np
a = np.zeros((2, 3, 4))
for ax, (n, s) in enumerate(zip(a.shape, a.strides)):
    print(f"axis {ax}: n={n} stride={s} bytes ({s // a.itemsize} elems)")
#@@ case nv_view_dtype
import numpy as np
a = np.arange(4, dtype=np.int32)
print(a.view(np.int16), a.view(np.int16).strides)
#@@ case nv_slice_empty
import numpy as np
a = np.arange(5)
print(a[3:1], a[3:1].shape, a[10:])
#@@ case nv_newaxis_ellipsis
import numpy as np
a = np.arange(24).reshape(2, 3, 4)
print(a[..., 1].shape, a[..., np.newaxis].strides, a[1, ...].strides)
#@@ case nv_index_error
import numpy as np
a = np.arange(5)
a[5]
#@@ case nv_too_many_idx
import numpy as np
a = np.arange(6).reshape(2, 3)
a[0, 1, 2]
#@@ case nv_copy_order
import numpy as np
a = np.arange(6).reshape(2, 3)
print(a.copy(order='F').strides, np.copy(a).strides)
#@@ case nv_setflags
import numpy as np
a = np.arange(3)
a.flags.writeable = False
a[0] = 1
#@@ case nv_inplace_view
import numpy as np
a = np.arange(6).reshape(2, 3)
v = a[:, 1:]
v *= 10
print(a)
#@@ case nv_aug_broadcast
import numpy as np
a = np.zeros((2, 3))
a += np.arange(3)
print(a)
#@@ case nv_shape_assign
import numpy as np
a = np.arange(6)
a.shape = (3, 2)
print(a, a.strides)
#@@ case nv_shape_assign_err
import numpy as np
a = np.arange(6).reshape(2, 3).T
a.shape = (6,)
#@@ case nv_ndim_size
import numpy as np
a = np.empty((3, 0, 2))
print(a.size, a.ndim, a.strides, len(a))
#@@ case nv_reshape_minus
import numpy as np
a = np.arange(12)
print(a.reshape(-1, 3).shape, a.reshape(2, -1).strides)
print(a.reshape((3, 4))[:, ::-2].strides)
