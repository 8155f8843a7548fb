# Hand-picked programs for src/lang/numpy/ndarray_index_math.c and hasattr(): np.unravel_index,
# np.ravel_multi_index, a.item(*index), np.lib.stride_tricks.broadcast_arrays, hasattr() of
# arrays, tensors and plain values, with their error cases.  Outputs are recorded from
# numpy 1.24 / torch 1.13 with scripts/record_cases.py, never typed.

#@@ case hasattr_array
import numpy as np
a = np.arange(12).reshape(3, 4)
print(hasattr(a, "shape"), hasattr(a, "strides"), hasattr(a, "foo"), hasattr(a, "reshape"), hasattr(a, "T"))
print(hasattr(a, "flat"), hasattr(a, "ctypes"), hasattr(a, "__array_interface__"), hasattr(a, "_base"), hasattr(a, "base"))

#@@ case hasattr_tensor
import torch
t = torch.arange(6).reshape(2, 3)
print(hasattr(t, "shape"), hasattr(t, "stride"), hasattr(t, "strides"), hasattr(t, "_base"), hasattr(t, "view"))
print(hasattr(t, "numpy"), hasattr(t, "is_contiguous"), hasattr(t, "data_ptr"), hasattr(t, "ndim"), hasattr(t, "foo"))

#@@ case hasattr_plain
print(hasattr(3, "real"), hasattr(3, "bit_length"), hasattr(3, "shape"), hasattr(2.5, "is_integer"), hasattr("s", "upper"))
print(hasattr([1], "append"), hasattr((1,), "append"), hasattr({}, "keys"), hasattr(None, "x"), hasattr(True, "real"))
print(hasattr(range(3), "start"), hasattr(slice(1, 2), "stop"), hasattr([], "__len__"), hasattr("x", "strides"))

#@@ case hasattr_size
import torch
s = torch.zeros(2, 3).shape
print(hasattr(s, "numel"), hasattr(s, "count"), hasattr(s, "stride"))

#@@ case hasattr_branch
import numpy as np
import torch
def describe(x):
    if hasattr(x, "strides"):
        return ("numpy", x.strides)
    if hasattr(x, "stride"):
        return ("torch", x.stride())
    return ("other", None)
print(describe(np.zeros((2, 3))), describe(torch.zeros(2, 3)), describe([1, 2]))

#@@ case hasattr_nonstr
import numpy as np
print(hasattr(np.zeros(2), 5))

#@@ case hasattr_nargs
import numpy as np
print(hasattr(np.zeros(2)))

#@@ case hasattr_mT_1d
import torch
t = torch.arange(3)
print(hasattr(t, "mT"))

#@@ case unravel_scalar
import numpy as np
r = np.unravel_index(5, (3, 4))
print(r)
print([(type(x).__name__, getattr(x, 'strides', None)) for x in r])

#@@ case unravel_scalar_F
import numpy as np
r = np.unravel_index(5, (3, 4), order='F')
print(r)
print([(type(x).__name__, getattr(x, 'strides', None)) for x in r])

#@@ case unravel_list
import numpy as np
r = np.unravel_index([5, 7, 11], (3, 4))
print(r)
print([(type(x).__name__, getattr(x, 'strides', None)) for x in r])
print(r[0].base is r[1].base, r[0].base.shape, r[0].flags.owndata, r[0].flags.c_contiguous)

#@@ case unravel_2d
import numpy as np
r = np.unravel_index(np.array([[5, 7], [1, 2]]), (3, 4), order='F')
print(r)
print([(type(x).__name__, getattr(x, 'strides', None)) for x in r])
print(r[1].base.strides, r[1].dtype)

#@@ case unravel_3d_shape
import numpy as np
r = np.unravel_index(np.arange(0, 24, 5), (2, 3, 4))
print(r)
print([(type(x).__name__, getattr(x, 'strides', None)) for x in r])

#@@ case unravel_int_shape
import numpy as np
r = np.unravel_index(7, 12)
print(r)
print([(type(x).__name__, getattr(x, 'strides', None)) for x in r])

#@@ case unravel_empty_shape
import numpy as np
print(np.unravel_index(0, ()))

#@@ case unravel_oob
import numpy as np
np.unravel_index(12, (3, 4))

#@@ case unravel_neg
import numpy as np
np.unravel_index(-1, (3, 4))

#@@ case unravel_oob_list
import numpy as np
np.unravel_index([1, 2, 30], (3, 4))

#@@ case unravel_float
import numpy as np
np.unravel_index(1.0, (3, 4))

#@@ case unravel_float_arr
import numpy as np
np.unravel_index(np.array([1.0]), (3, 4))

#@@ case unravel_empty_list
import numpy as np
np.unravel_index([], (3, 4))

#@@ case unravel_neg_dim
import numpy as np
np.unravel_index(0, (3, -4))

#@@ case unravel_zero_dim
import numpy as np
np.unravel_index(0, (3, 0))

#@@ case unravel_order_A
import numpy as np
np.unravel_index(5, (3, 4), order='A')

#@@ case unravel_order_bad
import numpy as np
np.unravel_index(5, (3, 4), order='X')

#@@ case unravel_too_large
import numpy as np
np.unravel_index(5, (2**40, 2**40))

#@@ case unravel_float_dim
import numpy as np
np.unravel_index(5, (3.0, 4))

#@@ case unravel_bool_uint
import numpy as np
print(np.unravel_index(True, (3, 4)), np.unravel_index(np.int32(7), (3, 4)))
print(np.unravel_index(np.arange(3, dtype=np.uint8), (3, 4)))
print(np.unravel_index(np.array([True, False]), (3, 4)))

#@@ case unravel_0d_array
import numpy as np
r = np.unravel_index(np.array(6), (3, 4))
print(r)
print([(type(x).__name__, getattr(x, 'strides', None)) for x in r])

#@@ case unravel_strided_input
import numpy as np
idx = np.arange(12)[::-3]
r = np.unravel_index(idx, (3, 4))
print(r)
print([(type(x).__name__, getattr(x, 'strides', None)) for x in r])

#@@ case unravel_roundtrip
import numpy as np
a = np.arange(24).reshape(2, 3, 4)
flat = a.argmax()
pos = np.unravel_index(flat, a.shape)
print(flat, pos, a[pos])

#@@ case unravel_kw
import numpy as np
print(np.unravel_index(indices=10, shape=(4, 5)))

#@@ case ravel_scalar
import numpy as np
r = np.ravel_multi_index((1, 2), (3, 4))
print(r, type(r).__name__)

#@@ case ravel_arrays
import numpy as np
r = np.ravel_multi_index(([1, 2], [2, 3]), (3, 4))
print(repr(r), r.strides, r.flags.owndata, r.dtype)

#@@ case ravel_F
import numpy as np
print(np.ravel_multi_index((1, 2), (3, 4), order='F'), np.ravel_multi_index(([0, 2], [3, 1]), (3, 4), order='F'))

#@@ case ravel_broadcast
import numpy as np
r = np.ravel_multi_index(([[0], [1], [2]], [0, 1, 2, 3]), (3, 4))
print(repr(r), r.shape, r.strides)

#@@ case ravel_oob
import numpy as np
np.ravel_multi_index((3, 2), (3, 4))

#@@ case ravel_neg
import numpy as np
np.ravel_multi_index((-1, 2), (3, 4))

#@@ case ravel_wrap
import numpy as np
print(np.ravel_multi_index((3, 5), (3, 4), mode='wrap'), np.ravel_multi_index((1, -1), (3, 4), mode='wrap'))
print(np.ravel_multi_index(([-7, 10], [-9, 13]), (3, 4), mode='wrap'))

#@@ case ravel_clip
import numpy as np
print(np.ravel_multi_index((3, -5), (3, 4), mode='clip'), np.ravel_multi_index((-7, -1), (3, 4), mode='clip'))

#@@ case ravel_modes_tuple
import numpy as np
print(np.ravel_multi_index((3, -5), (3, 4), mode=('clip', 'wrap')))
print(np.ravel_multi_index((1, 2), (3, 4), mode=['clip', 'raise']))

#@@ case ravel_modes_len
import numpy as np
np.ravel_multi_index((1, 2), (3, 4), mode=('clip',))

#@@ case ravel_mode_bad
import numpy as np
np.ravel_multi_index((1, 2), (3, 4), mode='bad')

#@@ case ravel_len
import numpy as np
np.ravel_multi_index((1,), (3, 4))

#@@ case ravel_float
import numpy as np
np.ravel_multi_index((1.0, 2), (3, 4))

#@@ case ravel_float_arr
import numpy as np
np.ravel_multi_index((np.array([1.0]), [2]), (3, 4))

#@@ case ravel_bcast_err
import numpy as np
np.ravel_multi_index(([1, 2], [2, 3, 0]), (3, 4))

#@@ case ravel_zero_dim
import numpy as np
np.ravel_multi_index((1, 2), (3, 0))

#@@ case ravel_order_A
import numpy as np
np.ravel_multi_index(([1], [2]), (3, 4), order='A')

#@@ case ravel_int_arg
import numpy as np
np.ravel_multi_index(5, (3, 4))

#@@ case ravel_list_arg
import numpy as np
print(np.ravel_multi_index([1, 2], (3, 4)), np.ravel_multi_index((True, 2), (3, 4)), np.ravel_multi_index((1, 2), 12 if False else (3, 4)))

#@@ case ravel_int_dims
import numpy as np
np.ravel_multi_index((1, 2), 12)

#@@ case ravel_array_arg
import numpy as np
m = np.array([[0, 1, 2], [3, 2, 1]])
print(repr(np.ravel_multi_index(m, (3, 4))))

#@@ case ravel_too_large
import numpy as np
np.ravel_multi_index((2**40, 2**40), (2**40, 2**40))

#@@ case ravel_empty
import numpy as np
print(np.ravel_multi_index((), ()))

#@@ case ravel_roundtrip
import numpy as np
shape = (2, 3, 4)
i = np.ravel_multi_index((1, 2, 3), shape)
print(i, np.unravel_index(i, shape))
j = np.ravel_multi_index(np.unravel_index(np.arange(24), shape), shape)
print(repr(j))

#@@ case item_flat
import numpy as np
a = np.arange(12).reshape(3, 4)
print(a.item(5), a.item(-1), a.item(0), a.T.item(1), a.T.item(-2))

#@@ case item_multi
import numpy as np
a = np.arange(12).reshape(3, 4)
print(a.item(1, 2), a.item((1, 2)), a.item(1, -1), a.item((-3, 0)), a.item((1,)))

#@@ case item_types
import numpy as np
print(repr(np.arange(5.).item(2)), repr(np.array([True, False]).item(1)), repr(np.arange(4, dtype=np.float32).item(3)))
print(repr(np.float64(3).item(0)), repr(np.array(5).item(0)), repr(np.arange(6).reshape(2, 3).item(np.int64(4))))

#@@ case item_oob_flat
import numpy as np
np.arange(12).reshape(3, 4).item(12)

#@@ case item_oob_neg
import numpy as np
np.arange(12).reshape(3, 4).item(-13)

#@@ case item_oob_axis
import numpy as np
np.arange(12).reshape(3, 4).item(3, 0)

#@@ case item_oob_axis1
import numpy as np
np.arange(12).reshape(3, 4).item(0, -5)

#@@ case item_count
import numpy as np
np.arange(12).reshape(3, 4).item(1, 2, 3)

#@@ case item_float
import numpy as np
np.arange(12).reshape(3, 4).item(1.0)

#@@ case item_list
import numpy as np
np.arange(12).reshape(3, 4).item([1, 2])

#@@ case item_bool
import numpy as np
np.arange(12).reshape(3, 4).item(True)

#@@ case item_kw
import numpy as np
np.arange(12).reshape(3, 4).item(i=1)

#@@ case item_empty_tuple
import numpy as np
np.arange(12).reshape(3, 4).item(())

#@@ case item_1d
import numpy as np
a = np.arange(10)[::-2]
print(a.item(0), a.item(-1), a.item((2,)))

#@@ case item_1d_oob
import numpy as np
np.zeros((0,)).item(0)

#@@ case item_strided_view
import numpy as np
a = np.arange(24).reshape(4, 6)[1::2, ::-3]
print(a, a.item(3), a.item(1, 0), a.item(-1))

#@@ case st_broadcast_arrays
import numpy as np
from numpy.lib.stride_tricks import broadcast_arrays
x, y = np.lib.stride_tricks.broadcast_arrays(np.arange(3), np.arange(2)[:, None])
print(x.strides, y.strides, x.shape)
p, q = broadcast_arrays(np.zeros((2, 1)), np.ones(4))
print(p.strides, q.strides)

#@@ case getattr_default
import numpy as np
import torch
a = np.zeros((2, 3))
print(getattr(a, "strides", None), getattr(a, "stride", "none"), getattr(torch.zeros(2, 3), "strides", "no strides"))
print(getattr(a, "shape"), getattr([1, 2], "foo", 7))

#@@ case ndarray_buffer_strides
import numpy as np
a = np.arange(12)
b = np.ndarray((2, 3), dtype=a.dtype, buffer=a, offset=8, strides=(16, 8))
print(b, b.strides, b.base is a, b.flags.owndata, b.flags.c_contiguous, np.shares_memory(a, b))
a[3] = 100
print(b)

#@@ case ndarray_buffer_plain
import numpy as np
a = np.arange(12)
b = np.ndarray((2, 3), dtype=np.int64, buffer=a)
print(b, b.strides, b.base is a, b.flags.c_contiguous)
c = b[:, 1:]
print(c.base is a, c.strides)

#@@ case ndarray_buffer_F
import numpy as np
a = np.arange(12)
b = np.ndarray((2, 3), dtype=np.int64, buffer=a, order='F')
print(b, b.strides, b.flags.f_contiguous)

#@@ case ndarray_buffer_int32
import numpy as np
a = np.arange(4)
b = np.ndarray(shape=(4,), dtype=np.int32, buffer=a)
print(b, b.dtype, b.strides)

#@@ case ndarray_buffer_fill
import numpy as np
a = np.arange(12)
b = np.ndarray((-1,), dtype=np.int64, buffer=a, offset=16)
print(b, b.shape)

#@@ case ndarray_too_small
import numpy as np
a = np.arange(12)
np.ndarray((2, 3), dtype=np.int64, buffer=a, offset=97)

#@@ case ndarray_too_small2
import numpy as np
a = np.arange(12)
np.ndarray((2, 7), dtype=np.int64, buffer=a)

#@@ case ndarray_strides_bad
import numpy as np
a = np.arange(12)
np.ndarray((2, 3), dtype=np.int64, buffer=a, strides=(48, 8), offset=16)

#@@ case ndarray_strides_len
import numpy as np
a = np.arange(12)
np.ndarray((2, 3), dtype=np.int64, buffer=a, strides=(8,))

#@@ case ndarray_neg_stride
import numpy as np
a = np.arange(12)
b = np.ndarray((2, 3), dtype=np.int64, buffer=a, strides=(-8, 8), offset=16)
print(b, b.strides, b.flags.c_contiguous)

#@@ case ndarray_neg_stride_bad
import numpy as np
a = np.arange(12)
np.ndarray((2, 3), dtype=np.int64, buffer=a, strides=(-8, 8))

#@@ case ndarray_zero_stride
import numpy as np
a = np.arange(12)
b = np.ndarray((2, 3), dtype=np.int64, buffer=a, strides=(0, 8))
print(b, b.strides)
b[0, 0] = 50
print(a[:3], b)

#@@ case ndarray_overlap_stride
import numpy as np
a = np.arange(12)
b = np.ndarray((3, 3), dtype=np.int64, buffer=a, strides=(24, 16))
print(b)

#@@ case ndarray_not_contig
import numpy as np
a = np.arange(12)
np.ndarray((2, 3), dtype=np.int64, buffer=a[::2])

#@@ case ndarray_list_buffer
import numpy as np
np.ndarray((2, 3), dtype=np.int64, buffer=[1, 2, 3])

#@@ case ndarray_empty_shape
import numpy as np
b = np.ndarray((2, 3))
print(b.shape, b.dtype, b.strides, b.flags.owndata, b.base is None)
b[:] = 7
print(b)

#@@ case ndarray_empty_F
import numpy as np
b = np.ndarray((2, 3), dtype=np.int32, order='F')
print(b.shape, b.dtype, b.strides, b.flags.f_contiguous)

#@@ case ndarray_empty_neg
import numpy as np
np.ndarray((2, -3))

#@@ case ndarray_zero_size
import numpy as np
a = np.arange(12)
b = np.ndarray((0,), dtype=np.int64, buffer=a, offset=96)
print(repr(b), b.shape)

#@@ case flat_int
import numpy as np
a = np.arange(12).reshape(3, 4)
x = a.flat[5]
print(x, type(x).__name__, a.flat[-1], a.T.flat[1], a[:, ::-2].flat[3], len(a.flat), a.flat.base is a)

#@@ case flat_slice
import numpy as np
a = np.arange(12).reshape(3, 4)
r = a.flat[2:9:3]
print(repr(r), r.strides, r.base is None, r.flags.owndata)
print(repr(a.T.flat[::-1]), repr(a.flat[:]))
r[0] = 99
print(a[0])

#@@ case flat_list
import numpy as np
a = np.arange(12).reshape(3, 4) * 10
r = a.flat[[1, 5, -1]]
print(repr(r), repr(a.flat[[[1], [5]]]), a.flat[[[1], [5]]].strides, repr(a.flat[np.array([0, 2])]))

#@@ case flat_oob
import numpy as np
np.arange(12).reshape(3, 4).flat[12]

#@@ case flat_oob_neg
import numpy as np
np.arange(12).reshape(3, 4).flat[-13]

#@@ case flat_oob_list
import numpy as np
np.arange(12).reshape(3, 4).flat[[0, 12]]

#@@ case flat_float
import numpy as np
np.arange(12).reshape(3, 4).flat[1.0]

#@@ case flat_tuple
import numpy as np
np.arange(12).reshape(3, 4).flat[1, 2]

#@@ case flat_write
import numpy as np
b = np.arange(6.)
b.flat[2] = 9
b.flat[-1] = -1
b.reshape(2, 3).T.flat[1] = 50
print(b)
c = np.zeros((2, 3))
c.T.flat[1:4] = 5
print(c)
c.flat[[0, 5]] = 7
print(c)

#@@ case flat_write_oob
import numpy as np
b = np.zeros(4)
b.flat[9] = 3

#@@ case flat_iter
import numpy as np
a = np.arange(6).reshape(2, 3).T
print([int(v) for v in a.flat], list(a.flat)[:2], type(list(a.flat)[0]).__name__)

#@@ case flat_float32
import numpy as np
a = np.linspace(0, 1, 5, dtype=np.float32) if False else np.arange(5, dtype=np.float32) / 4
print(a.flat[3], repr(a.flat[1:3]), a.flat[1:3].dtype)

#@@ case flat_print_refused_type
import numpy as np
a = np.arange(4)
print(type(a.flat).__name__, hasattr(a, "flat"))

#@@ case ndarray_buffer_zero_dims
import numpy as np
print(np.ndarray((0, 3), buffer=np.zeros(3)).strides, np.ndarray((2, 0, 3), buffer=np.zeros(3), order='F').strides)
print(np.ndarray((0, 3)).strides, np.ndarray((-1,), dtype=np.uint8, buffer=np.zeros(18, dtype=np.uint8), offset=18).strides)

#@@ case edge_extremes
import numpy as np
a = np.arange(6).reshape(2, 3)
for f in [lambda: a.flat[2**62], lambda: a.flat[-2**63], lambda: a.item(-2**63), lambda: a.item(2**63 - 1, 0),
          lambda: np.ravel_multi_index((-2**63, 2**63 - 1), (3, 4), mode='wrap'),
          lambda: np.ravel_multi_index((-2**63, 2**63 - 1), (-1, -3), mode='wrap'),
          lambda: np.ravel_multi_index((-2**63, 2**63 - 1), (3, 4), mode='clip'),
          lambda: np.unravel_index(5, (1, -1)), lambda: np.unravel_index(2**63 - 1, (2**62, 2)),
          lambda: a.flat[2**62:], lambda: a.flat[::-2**62], lambda: a.flat.base is a,
          lambda: np.ravel_multi_index(np.array([[1], [2]]), (3, 4))]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)

#@@ case edge_ndarray_sizes
import numpy as np
for f in [lambda: np.ndarray((2**62, 4), dtype=np.int8, buffer=np.arange(6)),
          lambda: np.ndarray((2,), buffer=np.arange(6), strides=(2**62,)),
          lambda: np.ndarray((2**40, 2**40)),
          lambda: np.ndarray((3,), dtype=np.int64, buffer=np.arange(6), offset=2**62)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)

#@@ case unravel_index_into_a_0d_shape
import numpy as np
print(np.unravel_index(0, ()), np.unravel_index(np.array(0), ()))
for idx in [[0, 0, 0], [0], [5], np.array([[0]]), np.zeros((2, 0), dtype=np.int64), 1]:
    try:
        print(np.unravel_index(idx, ()))
    except ValueError as e:
        print(e)
