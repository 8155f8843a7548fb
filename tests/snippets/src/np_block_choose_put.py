# Hand-picked programs for issue 19 item 8 (numpy part): np.block, np.choose, np.compress,
# np.put, np.putmask, np.place, np.extract, np.take_along_axis, np.put_along_axis, np.kron,
# the np.broadcast object, np.s_, np.index_exp, np.ogrid, np.mgrid, np.split / array_split
# with an array of indices, max_work of np.shares_memory / np.may_share_memory, and the
# refusal of structured dtypes (src/lang/numpy/ndarray_put_choose.c,
# ndarray_index_tricks.c, ndarray_module.c).  Outputs are recorded from the real numpy with
# scripts/record_cases.py (both profiles), never typed.

#@@ case put_basic
import numpy as np
a = np.arange(6)
r = np.put(a, [0, 2], [90, 80])
print(r, a, a.flags.owndata)

#@@ case put_cycle_cast
import numpy as np
a = np.arange(8)
np.put(a, [1, 3, 5, 7], [9.7, -2.5])
print(a)
f = np.zeros(5, dtype=np.float32)
np.put(f, [-1, 0], 1.5)
print(f, f.dtype)

#@@ case put_2d_flat
import numpy as np
a = np.arange(12).reshape(3, 4)
a.put([0, 5, 11], [-1, -2, -3])
print(a)
print(a.strides, a.flags.c_contiguous)

#@@ case put_view_writes_base
import numpy as np
base = np.arange(10)
v = base[::2]
v.put([0, 4], [100, 400])
print(base, v.base is base)
t = np.arange(12).reshape(3, 4).T
t.put([1, 2], [70, 71])
print(t)
print(t.base)

#@@ case put_modes
import numpy as np
a = np.arange(5)
np.put(a, [7, -8], [10, 20], mode='wrap')
print(a)
b = np.arange(5)
np.put(b, [7, -8], [10, 20], mode='clip')
print(b)

#@@ case put_out_of_bounds
import numpy as np
a = np.arange(6)
try:
    np.put(a, [1, 10, 2], [11, 12, 13])
except IndexError as e:
    print("IndexError:", e)
print(a)

#@@ case put_out_of_bounds_noncontig
import numpy as np
a = np.arange(12).reshape(3, 4).T
try:
    a.put([1, 100], [-5, -6])
except IndexError as e:
    print("IndexError:", e)
print(a)

#@@ case put_errors
import numpy as np
a = np.arange(6)
for f in (lambda: np.put([1, 2], [0], [1]), lambda: np.put(a, [-7], 1)):
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
np.put(a, [1, 2, 3], [])
print(a)

#@@ case put_readonly
import numpy as np
a = np.arange(4)
a.flags.writeable = False
try:
    a.put([0], [9])
except ValueError as e:
    print("ValueError:", e)

#@@ case put_bool_and_float
import numpy as np
m = np.zeros(4, dtype=bool)
np.put(m, [1, 3], [2, 0])
print(m)
x = np.linspace(0, 1, 5)
np.put(x, 2, 7)
print(x)

#@@ case putmask_basic
import numpy as np
a = np.arange(6)
r = np.putmask(a, a > 2, [100, 200])
print(r, a)

#@@ case putmask_scalar_float
import numpy as np
a = np.arange(6).reshape(2, 3)
np.putmask(a, a % 2 == 0, 1.5)
print(a)
f = np.arange(6.0)
np.putmask(f, f > 3, -1)
print(f)

#@@ case putmask_noncontig
import numpy as np
a = np.arange(12).reshape(3, 4)
t = a.T
np.putmask(t, t > 6, [0, -1, -2])
print(t)
print(a)

#@@ case putmask_errors
import numpy as np
a = np.arange(6)
for f in (lambda: np.putmask(a, [True, False], 1), lambda: np.putmask([1, 2], [True, False], 1)):
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
np.putmask(a, a > 2, [])
print(a)

#@@ case putmask_int_mask
import numpy as np
a = np.arange(5)
np.putmask(a, [0, 2, 0, -1, 0], [7, 8, 9, 10, 11])
print(a)

#@@ case place_basic
import numpy as np
a = np.arange(6)
r = np.place(a, a > 2, [44, 55])
print(r, a)

#@@ case place_2d
import numpy as np
a = np.arange(12).reshape(3, 4)
np.place(a, a % 3 == 0, [-1, -2, -3])
print(a)
f = np.arange(5.0)
np.place(f, [True, False, True, False, True], 0.5)
print(f)

#@@ case place_errors
import numpy as np
a = np.arange(6)
for f in (lambda: np.place(a, a > 2, []), lambda: np.place([1, 2], [True, False], 1),
          lambda: np.place(a, [True], 1)):
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
np.place(a, a > 10, [])
print(a)

#@@ case place_view
import numpy as np
base = np.arange(10)
v = base[1::3]
np.place(v, v > 3, [0])
print(base)

#@@ case extract_basic
import numpy as np
a = np.arange(12).reshape(3, 4)
e = np.extract(a % 3 == 0, a)
print(e, e.base is None, e.flags.owndata, e.dtype)
print(np.extract([1, 0, 1], np.array([5, 6, 7])))
print(np.extract(a > 100, a), np.extract(a > 100, a).shape)

#@@ case extract_list_cond
import numpy as np
a = np.arange(6).reshape(2, 3)
print(np.extract([[True, False, True], [False, True, False]], a))
print(np.extract([1, 0, 1], [4.5, 5.5, 6.5]))

#@@ case compress_basic
import numpy as np
a = np.arange(12).reshape(3, 4)
c = np.compress([True, False, True], a, axis=0)
print(c)
print(c.strides, c.base is None, c.flags.owndata)
print(np.compress([0, 1, 1], a, axis=1))
print(np.compress([False, True], a))

#@@ case compress_method
import numpy as np
a = np.arange(12).reshape(3, 4)
print(a.compress([1, 0, 1, 1], axis=1))
print(a.compress([True, True, False, True, False, True]))
print(a.compress(a.sum(axis=1) > 10, axis=0))

#@@ case compress_errors
import numpy as np
a = np.arange(6)
for f in (lambda: np.compress([[True]], a), lambda: np.compress([True] * 7, a),
          lambda: np.compress([0, 1], np.arange(6).reshape(2, 3), axis=2)):
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)

#@@ case compress_list
import numpy as np
print(np.compress([1, 0, 1], [10, 20, 30]))
print(np.compress([1, 0], [[1, 2], [3, 4]], axis=0))

#@@ case choose_basic
import numpy as np
choices = [[0, 1, 2, 3], [10, 11, 12, 13], [20, 21, 22, 23], [30, 31, 32, 33]]
r = np.choose([2, 3, 1, 0], choices)
print(r, r.dtype, r.flags.owndata)

#@@ case choose_broadcast
import numpy as np
a = np.array([[1, 0, 1], [0, 1, 0], [1, 0, 1]])
r = np.choose(a, (-10, 10))
print(r)
idx = np.array([0, 1, 1])
print(np.choose(idx, (np.arange(3), np.arange(3).reshape(3, 1) * 10)))

#@@ case choose_modes
import numpy as np
choices = [[1, 2, 3], [4, 5, 6]]
print(np.choose([0, 1, 3], choices, mode='clip'))
print(np.choose([0, 1, -1], choices, mode='wrap'))
print(np.choose([0, 5, -3], choices, mode='wrap'))
try:
    np.choose([0, 1, 3], choices)
except ValueError as e:
    print("ValueError:", e)

#@@ case choose_dtypes
import numpy as np
print(np.choose([0, 1], [[1, 2], [4.5, 5]]))
print(np.choose([1, 0], np.arange(4).reshape(2, 2)))
a = np.array([0, 1, 0])
print(a.choose([[1, 2, 3], [7, 8, 9]]))
print(np.choose(np.array([True, False]), [[1, 2], [3, 4]]))

#@@ case choose_errors
import numpy as np
for f in (lambda: np.choose([0, 1], [[1, 2, 3], [4, 5, 6]]),
          lambda: np.choose([0, 1.0], [[1, 2], [4, 5]]),
          lambda: np.choose([0, 1], [])):
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)

#@@ case take_along_axis_sort
import numpy as np
a = np.array([[10, 30, 20], [60, 40, 50]])
ai = np.argsort(a, axis=1)
s = np.take_along_axis(a, ai, axis=1)
print(s, s.base is None, s.flags.c_contiguous)
print(np.take_along_axis(a, np.argmax(a, axis=0)[None, :], axis=0))

#@@ case take_along_axis_none
import numpy as np
a = np.arange(6).reshape(2, 3)
r = np.take_along_axis(a, np.array([5, 0, 3]), axis=None)
print(r, r.base is None)

#@@ case take_along_axis_errors
import numpy as np
a = np.arange(6).reshape(2, 3)
for f in (lambda: np.take_along_axis(a, np.array([0, 2]), axis=1),
          lambda: np.take_along_axis(a, np.array([[0.0]]), axis=1),
          lambda: np.take_along_axis(a, np.array([[0], [2]]), axis=3),
          lambda: np.take_along_axis(a, [[0], [2]], axis=1),
          lambda: np.take_along_axis(a, np.array([[0], [5]]), axis=1)):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)

#@@ case put_along_axis_basic
import numpy as np
a = np.array([[10, 30, 20], [60, 40, 50]])
r = np.put_along_axis(a, np.argmax(a, axis=1)[:, None], 99, axis=1)
print(r, a)
np.put_along_axis(a, np.array([[0, 1]]), [[-1, -2]], axis=0)
print(a)

#@@ case put_along_axis_none
import numpy as np
a = np.arange(6).reshape(2, 3)
np.put_along_axis(a, np.array([4, 1]), [-4, -1], axis=None)
print(a)

#@@ case put_along_axis_view
import numpy as np
base = np.zeros((3, 4), dtype=int)
v = base[:, ::2]
np.put_along_axis(v, np.array([[1], [0], [1]]), 5, axis=1)
print(base)

#@@ case kron_basic
import numpy as np
k = np.kron([1, 10, 100], [5, 6, 7])
print(k, k.dtype)
m = np.kron(np.eye(2, dtype=int), np.array([[1, 2], [3, 4]]))
print(m)
print(m.shape, m.strides, m.base is None, m.flags.owndata)

#@@ case kron_shapes
import numpy as np
print(np.kron([1, 2], [[1], [2]]))
print(np.kron(np.arange(4).reshape(2, 2), [1, -1]))
print(np.kron(np.ones((2, 1, 2)), np.arange(3)).shape)
print(np.kron(3, np.arange(3)), np.kron(np.arange(3), 2))

#@@ case kron_noncontig
import numpy as np
a = np.arange(6).reshape(2, 3).T
b = np.arange(4)[::2]
k = np.kron(a, b)
print(k)
print(k.strides, k.flags.c_contiguous)

#@@ case kron_float
import numpy as np
print(np.kron(np.array([0.5, 2.0]), np.array([[1, 2]], dtype=np.int8)))

#@@ case block_2x2
import numpy as np
A = np.ones((2, 2), dtype=int)
B = 2 * A
r = np.block([[A, np.zeros((2, 3), dtype=int)], [np.ones((1, 2), dtype=int), np.full((1, 3), 7)]])
print(r)
print(r.shape, r.strides, r.base is None, r.flags.owndata)

#@@ case block_1d
import numpy as np
a = np.array([1, 2, 3])
print(np.block([a, 4, [5, 6]]))
print(np.block([[a, 4], [5, 6, 7, 8]]))

#@@ case block_single
import numpy as np
a = np.arange(3)
b = np.block(a)
print(b, b is a, b.base is None, np.shares_memory(a, b))
c = np.block([a])
print(c, np.shares_memory(a, c))
print(np.block(5), np.block([5]), np.block([[5]]))

#@@ case block_promote
import numpy as np
a = np.arange(2)
print(np.block([[a], [np.array([0.5, 1.5])]]))
print(np.block([[1, 2], [3, 4]]).shape)

#@@ case block_3d
import numpy as np
a = np.zeros((1, 2, 2), dtype=int)
print(np.block([[[a, a + 1]], [[a + 2, a + 3]]]).shape)
print(np.block([[np.arange(4).reshape(2, 2)], [np.arange(2)]]))

#@@ case block_errors
import numpy as np
a = np.arange(4).reshape(2, 2)
for f in (lambda: np.block([a, [1, 2]]), lambda: np.block([[a], a]), lambda: np.block([[], [a]]),
          lambda: np.block((a, a)), lambda: np.block([[a, (a,)]]), lambda: np.block([]),
          lambda: np.block([[a, np.arange(3)]])):
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)

#@@ case broadcast_attrs
import numpy as np
x = np.array([[1], [2], [3]])
y = np.array([4, 5, 6])
b = np.broadcast(x, y)
print(b.shape, b.ndim, b.size, b.numiter, b.index)
print(type(b))

#@@ case broadcast_nd
import numpy as np
b = np.broadcast(np.zeros((2, 1)), np.zeros(3))
try:
    print(b.nd)
except AttributeError as e:
    print("AttributeError:", e)

#@@ case broadcast_iterate
import numpy as np
x = np.array([[1], [2]])
y = np.array([4, 5, 6])
b = np.broadcast(x, y)
print(next(b), b.index)
out = [u * v for (u, v) in b]
print(out, b.index)
print(list(b))

#@@ case broadcast_scalars
import numpy as np
b = np.broadcast(np.arange(3), 5, 2.5)
print(b.shape, b.numiter, b.size)
for t in b:
    print(t)

#@@ case broadcast_errors
import numpy as np
try:
    np.broadcast(np.zeros((2, 1)), np.zeros((3, 2)))
except ValueError as e:
    print("ValueError:", e)
try:
    len(np.broadcast(np.zeros(2)))
except TypeError as e:
    print("TypeError:", e)
b = np.broadcast()
print(b.shape, b.size, b.numiter, b.ndim)

#@@ case s_and_index_exp
import numpy as np
print(np.s_[1:3])
print(np.s_[::2, 1])
print(np.s_[..., None, 0])
print(np.index_exp[1:3])
print(np.index_exp[::2, 1])
print(np.index_exp[2])

#@@ case s_as_index
import numpy as np
a = np.arange(12).reshape(3, 4)
v = a[np.s_[1:, ::2]]
print(v, v.strides, v.base is a)
w = a[np.index_exp[::-1]]
print(w.strides, w.shape)
sl = np.s_[::3]
print(sl.start, sl.stop, sl.step, np.arange(10)[sl])

#@@ case mgrid_int
import numpy as np
g = np.mgrid[0:3, 0:4]
print(g)
print(g.shape, g.dtype, g.strides, g.base is None)
print(np.mgrid[1:7:2, -1:1])

#@@ case mgrid_1d_float
import numpy as np
print(np.mgrid[0:5])
print(np.mgrid[2:8:3])
print(np.mgrid[0:1:0.25])
g = np.mgrid[0:1:0.5, 0:3]
print(g, g.dtype)

#@@ case ogrid_basic
import numpy as np
o = np.ogrid[0:3, 0:4]
print(type(o).__name__, len(o))
print(o[0], o[0].shape, o[0].strides)
print(o[1], o[1].shape, o[1].strides)
print(o[0].base is None, o[1].base.shape)
print(o[0] + o[1])

#@@ case ogrid_steps
import numpy as np
x, y = np.ogrid[0:10:4, 5:0:-2]
print(x, y)
print(np.ogrid[0:2:0.5])
print(np.ogrid[3:0])

#@@ case grid_errors
import numpy as np
for f in (lambda: np.mgrid[1, 2], lambda: np.mgrid[0:3, :], lambda: np.mgrid[0:3:0, 0:2]):
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)

#@@ case split_array_indices
import numpy as np
a = np.arange(10)
parts = np.split(a, np.array([3, 5]))
print(parts)
print([p.base is a for p in parts], [p.strides for p in parts])
print(np.array_split(a, np.array([2, 20])))

#@@ case split_array_2d
import numpy as np
a = np.arange(12).reshape(3, 4)
parts = np.split(a, np.array([1, 3]), axis=1)
for p in parts:
    print(p.shape, p.strides, p.flags.c_contiguous)
print(np.array_split(a, np.array([-1]), axis=0))

#@@ case split_numpy_int_sections
import numpy as np
a = np.arange(6)
print(np.split(a, np.int64(3)))
print(np.array_split(a, np.array(4)))
try:
    np.split(a, np.int64(4))
except ValueError as e:
    print("ValueError:", e)

#@@ case may_share_max_work
import numpy as np
a = np.arange(12)
print(np.may_share_memory(a[::2], a[1::2]))
print(np.may_share_memory(a[::2], a[1::2], max_work=0))
print(np.may_share_memory(a[::2], a[1::2], max_work=-1))
print(np.may_share_memory(a[::2], a[1::2], max_work=None))
print(np.may_share_memory(a[:6], a[6:], max_work=5))
print(np.may_share_memory(a[:6], a[3:], max_work=5))
print(np.may_share_memory(a, a, max_work=-2))

#@@ case shares_max_work
import numpy as np
a = np.arange(12)
print(np.shares_memory(a[:6], a[6:], max_work=1))
print(np.shares_memory(a, a, max_work=-2))
print(np.shares_memory(a[::2], a[1::2], max_work=None))
print(np.shares_memory(a, np.arange(3), max_work=1))
for mw in (-3, 0):
    try:
        np.shares_memory(a, a, max_work=mw)
    except Exception as e:
        print(type(e).__name__, e)
try:
    np.may_share_memory(a, a, max_work=-3)
except ValueError as e:
    print("ValueError:", e)

#@@ case choose_mixed_dtypes
import numpy as np
print(np.choose([0, 1, 0], [np.array([1, 2, 3], dtype=np.int8), np.array([4, 5, 6], dtype=np.int16)]).dtype)
print(np.choose(np.array([[0, 1], [1, 0]]), [np.zeros((2, 2)), np.ones(2)]))
print(np.choose([0, 1], [np.array([1, 2], dtype=np.uint8), np.array([3, 4], dtype=np.int8)]).dtype)
print(np.choose(1, [[1, 2], [3, 4]]))

#@@ case compress_float_cond
import numpy as np
a = np.arange(6)
print(np.compress([0.0, 1.5, 0, 2], a))
print(np.compress(np.array([True, False]), np.arange(6).reshape(2, 3), axis=-2))
print(np.compress([], a))

#@@ case kron_fortran_bool_3d
import numpy as np
a = np.asfortranarray(np.arange(6).reshape(2, 3))
k = np.kron(a, np.ones((2, 2), dtype=int))
print(k, k.strides, k.flags.f_contiguous)
print(np.kron(np.array([True, False]), np.array([True, True])))
print(np.kron(np.arange(3), np.arange(8).reshape(2, 2, 2)).shape)
print(np.kron(np.arange(8).reshape(2, 2, 2), np.arange(3)).shape)

#@@ case mgrid_ogrid_more
import numpy as np
print(np.mgrid[5:0, 0:2].shape)
print(np.mgrid[0:1:0.1].shape, np.mgrid[:3])
print(np.ogrid[0:3, 0:2, 0:1])
print(np.mgrid[0.5:2, 0:2])
print(np.mgrid[0:3:-1])

#@@ case put_place_array_values
import numpy as np
a = np.arange(5, dtype=np.int8)
np.put(a, [0, 1], np.array([1.9, -300.5]))
print(a)
b = np.arange(5.0)
np.putmask(b, b > 1, np.array([9.0, 8.0]))
print(b)
c = np.arange(4)
np.place(c, c > 0, np.array([7, 8]))
print(c)

#@@ case take_along_axis_more
import numpy as np
a = np.arange(12).reshape(3, 4)
print(np.take_along_axis(a, np.array([[-1, 0]]), axis=1))
print(np.take_along_axis(a, np.array([[2], [0], [1]]), axis=-1))
print(np.take_along_axis(a, np.array([[0, 1, 2, 0]]), axis=0))

#@@ case broadcast_empty_and_one
import numpy as np
b = np.broadcast(np.zeros((0, 3)), np.arange(3))
print(b.shape, b.size, list(b))
b = np.broadcast(np.arange(2))
print(b.numiter, list(b))
b = np.broadcast(np.arange(2.0), np.array([[True], [False]]))
print(list(b))

#@@ case index_exp_tuple
import numpy as np
print(np.index_exp[1, 2])
print(np.s_[:, np.newaxis])
print(np.s_[1])

#@@ case put_shapes_scalars
import numpy as np
a = np.arange(6)
np.put(a, np.array([[1, 2], [3, 4]]), np.array([[10, 20], [30, 40]]))
print(a)
np.put(a, 2, 5)
print(a)
np.put(a, (0, 1), (7,))
print(a)

#@@ case block_dtypes
import numpy as np
print(np.block([[np.eye(2), np.zeros((2, 1))], [np.zeros((1, 2)), np.ones((1, 1))]]))
x = np.block([[np.arange(2, dtype=np.int8), np.int8(3)]])
print(x, x.dtype)
print(np.block([np.arange(3, dtype=np.float32), 1]).dtype)

#@@ case extract_int_cond
import numpy as np
a = np.arange(4)
print(np.extract(a, a))
print(np.extract(np.array([[1], [0]]), np.arange(4).reshape(2, 2)))

#@@ case misuse_messages
import numpy as np
a = np.arange(6)
tests = [lambda: np.put(a, [0.5], 1), lambda: np.put(a, [0], 1, mode='bad'), lambda: np.choose([0], [[1]], mode='bad'),
         lambda: np.take_along_axis(a, np.array([1]), axis=1.5), lambda: np.kron(a), lambda: np.block(),
         lambda: np.broadcast(a, foo=1), lambda: np.putmask(a, a > 1), lambda: np.extract(a > 1),
         lambda: np.compress(a > 1), lambda: np.put(a, [1]), lambda: np.take_along_axis(a, np.array([1])),
         lambda: np.put_along_axis(a, np.array([1]), 1), lambda: np.choose([0])]
for t in tests:
    try:
        print(t())
    except Exception as e:
        print(type(e).__name__, e)

#@@ case with_torch_numpy126
import numpy as np
import torch
t = torch.arange(6)
a = t.numpy()
for f in (lambda: np.putmask([1, 2], [True, False], 1), lambda: np.place([1, 2], [True, False], 1),
          lambda: np.put([1], [0], 1), lambda: np.choose([0, 3], [[1, 2], [3, 4]])):
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
o = np.ogrid[0:2, 0:3]
print(type(o).__name__, o)
np.put(a, [0, 5], [50, 55])
print(t)
np.putmask(a, a == 2, 22)
print(t, np.extract(a > 3, a), np.compress([1, 0, 1], a))
b = np.broadcast(a, np.arange(2)[:, None])
print(b.shape, b.nd, b.numiter, next(b))
print(np.kron(a[:2], [1, 1]), np.block([a[:2], a[4:]]))
print(np.split(a, np.array([1, 4])))
print(np.take_along_axis(a, np.array([5, 0]), axis=0))

#@@ case names_of_tricks
import numpy as np
from numpy import s_, index_exp, mgrid, ogrid
print(s_[2:], index_exp[:, 1], mgrid[0:2], ogrid[1:3])

#@@ case edge_empty_0d
import numpy as np
e = np.zeros(0, dtype=int)
for mode in ('raise',):
    try:
        np.put(e, [0], [1], mode=mode)
        print(mode, 'ok', e)
    except Exception as ex:
        print(mode, type(ex).__name__, ex)
np.put(e, [], [1])
z = np.array(5)
np.put(z, [0], 7)
print(z, z.shape)
print(np.choose(np.array(1), [10, 20]), np.choose(0, [np.arange(2), np.arange(2) + 5]))
print(np.take_along_axis(np.zeros((2, 0)), np.zeros((2, 0), dtype=int), axis=1).shape)
print(np.block([np.zeros(0), np.arange(2)]))
print(np.extract([], []), np.compress([], np.zeros((0, 2)), axis=0).shape)

#@@ case edge_grids
import numpy as np
print(np.mgrid[()], np.ogrid[()])
print(np.mgrid[0:2,], np.ogrid[0:2,])
print(np.mgrid[:2:1.5])
print(np.mgrid[-1:1:0.5, 2:3])
#@@ case split_misuse
import numpy as np
a = np.arange(6)
for f in (lambda: np.split(a, [1.5]), lambda: np.split(a, np.array([1.5])), lambda: np.split(a, 2.0),
          lambda: np.array_split(a, 2.5), lambda: np.split(a, [2], axis=1), lambda: np.split(a, np.array([[1, 2]])),
          lambda: np.split(a, np.array([], dtype=int)), lambda: np.split(a, []), lambda: np.array_split(a, np.array([4, 2])),
          lambda: np.split(a, np.array([True, False]))):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)

#@@ case dtype_not_understood
import numpy as np
for name in ("foo", "i16", "u3", "f3", "float8", "int7"):
    try:
        np.dtype(name)
    except TypeError as e:
        print("TypeError:", e)
print(np.dtype("intp"), np.dtype("<f8"), np.dtype("=i2"), np.dtype("|b1"))
#@@ case values_conversion
import numpy as np
a = np.arange(4)
np.place(a, a > 1, [1.7, -2.2])
print(a)
f = np.zeros(3, dtype=np.float32)
np.putmask(f, [True, False, True], 0.1)
print(f, f[0] == np.float32(0.1))
m = np.zeros(3, dtype=bool)
np.putmask(m, [True, True, False], [2, 0])
print(m)
u = np.zeros(3, dtype=np.uint8)
np.put(u, [0, 1], [250, 5.9])
print(u)
c = np.arange(6).reshape(2, 3)
np.put_along_axis(c, np.array([[0], [2]]), [[7.5], [8.5]], axis=1)
print(c)

#@@ case index_tricks_types
import numpy as np
print(type(np.s_), type(np.index_exp))
print(type(np.mgrid), type(np.ogrid))

#@@ case index_tricks_types_beside_torch
import torch
import numpy as np
print(type(np.s_), type(np.ogrid))
