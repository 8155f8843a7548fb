# The `>>>` examples of numpy 1.24.2's docstrings (numpy 1.24.2 in this interpreter), one case per
# docstring, made by scripts/gen_doc_examples.py: an expression the prompt displays is
# print(repr(...)), an error the docstring shows is caught and printed.  Outputs are
# recorded from the reference by scripts/record_cases.py, never typed.
# No example (or no such name) in this version: numpy.permute_dims numpy.matrix_transpose numpy.lib.stride_tricks.as_strided numpy.lib.array_utils.byte_bounds numpy.concat numpy.unstack numpy.diag_indices_from numpy.tril_indices_from numpy.triu_indices_from numpy.ndarray.flags numpy.ndarray.ravel numpy.ndarray.reshape numpy.ndarray.swapaxes numpy.ndarray.squeeze numpy.ndarray.mT numpy.ndarray.data numpy.ndarray.diagonal numpy.ndarray.take numpy.ndarray.put numpy.ndarray.repeat numpy.ndarray.nonzero numpy.ndarray.dtype numpy.ndarray.__array_interface__

#@@ case np_reshape
import numpy as np
a = np.zeros((10, 2))
b = a.T
c = b.view()
try:
    c.shape = (20)
except Exception as e:
    print(type(e).__name__ + ': ' + str(e))
a = np.arange(6).reshape((3, 2))
print(repr(a))
print(repr(np.reshape(a, (2, 3))))
print(repr(np.reshape(np.ravel(a), (2, 3))))
print(repr(np.reshape(a, (2, 3), order='F')))
print(repr(np.reshape(np.ravel(a, order='F'), (2, 3), order='F')))
a = np.array([[1,2,3], [4,5,6]])
print(repr(np.reshape(a, 6)))
print(repr(np.reshape(a, 6, order='F')))
print(repr(np.reshape(a, (3,-1))))

#@@ case np_ravel
import numpy as np
x = np.array([[1, 2, 3], [4, 5, 6]])
print(repr(np.ravel(x)))
print(repr(x.reshape(-1)))
print(repr(np.ravel(x, order='F')))
print(repr(np.ravel(x.T)))
print(repr(np.ravel(x.T, order='A')))
a = np.arange(3)[::-1]
print(repr(a))
print(repr(a.ravel(order='C')))
print(repr(a.ravel(order='K')))
a = np.arange(12).reshape(2, 3, 2).swapaxes(1, 2)
print(repr(a))
print(repr(a.ravel(order='C')))
print(repr(a.ravel(order='K')))

#@@ case np_transpose
import numpy as np
a = np.array([[1, 2], [3, 4]])
print(repr(a))
print(repr(np.transpose(a)))
a = np.array([1, 2, 3, 4])
print(repr(a))
print(repr(np.transpose(a)))
a = np.ones((1, 2, 3))
print(repr(np.transpose(a, (1, 0, 2)).shape))
a = np.ones((2, 3, 4, 5))
print(repr(np.transpose(a).shape))

#@@ case np_swapaxes
import numpy as np
x = np.array([[1,2,3]])
print(repr(np.swapaxes(x,0,1)))
x = np.array([[[0,1],[2,3]],[[4,5],[6,7]]])
print(repr(x))
print(repr(np.swapaxes(x,0,2)))

#@@ case np_moveaxis
import numpy as np
x = np.zeros((3, 4, 5))
print(repr(np.moveaxis(x, 0, -1).shape))
print(repr(np.moveaxis(x, -1, 0).shape))
print(repr(np.transpose(x).shape))
print(repr(np.swapaxes(x, 0, -1).shape))
print(repr(np.moveaxis(x, [0, 1], [-1, -2]).shape))
print(repr(np.moveaxis(x, [0, 1, 2], [-1, -2, -3]).shape))

#@@ case np_rollaxis
import numpy as np
a = np.ones((3,4,5,6))
print(repr(np.rollaxis(a, 3, 1).shape))
print(repr(np.rollaxis(a, 2).shape))
print(repr(np.rollaxis(a, 1, 4).shape))

#@@ case np_expand_dims
import numpy as np
x = np.array([1, 2])
print(repr(x.shape))
y = np.expand_dims(x, axis=0)
print(repr(y))
print(repr(y.shape))
y = np.expand_dims(x, axis=1)
print(repr(y))
print(repr(y.shape))
y = np.expand_dims(x, axis=(0, 1))
print(repr(y))
y = np.expand_dims(x, axis=(2, 0))
print(repr(y))
print(repr(np.newaxis is None))

#@@ case np_squeeze
import numpy as np
x = np.array([[[0], [1], [2]]])
print(repr(x.shape))
print(repr(np.squeeze(x).shape))
print(repr(np.squeeze(x, axis=0).shape))
try:
    np.squeeze(x, axis=1).shape
except Exception as e:
    print(type(e).__name__ + ': ' + str(e))
print(repr(np.squeeze(x, axis=2).shape))
x = np.array([[1234]])
print(repr(x.shape))
print(repr(np.squeeze(x)))
print(repr(np.squeeze(x).shape))
print(repr(np.squeeze(x)[()]))

#@@ case np_broadcast_to
import numpy as np
x = np.array([1, 2, 3])
print(repr(np.broadcast_to(x, (3, 3))))

#@@ case np_broadcast_arrays
import numpy as np
x = np.array([[1,2,3]])
y = np.array([[4],[5]])
print(repr(np.broadcast_arrays(x, y)))
print(repr([np.array(a) for a in np.broadcast_arrays(x, y)]))

#@@ case np_broadcast_shapes
import numpy as np
print(repr(np.broadcast_shapes((1, 2), (3, 1), (3, 2))))
print(repr(np.broadcast_shapes((6, 7), (5, 6, 1), (7,), (5, 1, 7))))

#@@ case np_broadcast
import numpy as np
x = np.array([[1], [2], [3]])
y = np.array([4, 5, 6])
b = np.broadcast(x, y)
out = np.empty(b.shape)
out.flat = [u+v for (u,v) in b]
print(repr(out))
print(repr(x + y))

#@@ case np_sliding_window_view
import numpy as np
x = np.arange(6)
print(repr(x.shape))
from numpy.lib.stride_tricks import sliding_window_view
v = sliding_window_view(x, 3)
print(repr(v.shape))
print(repr(v))
i, j = np.ogrid[:3, :4]
x = 10*i + j
print(repr(x.shape))
print(repr(x))
shape = (2,2)
v = sliding_window_view(x, shape)
print(repr(v.shape))
print(repr(v))
v = sliding_window_view(x, 3, 0)
print(repr(v.shape))
print(repr(v))
v = sliding_window_view(x, (2, 3), (1, 1))
print(repr(v.shape))
print(repr(v))
x = np.arange(7)
print(repr(sliding_window_view(x, 5)[:, ::2]))
x = np.arange(7)
print(repr(sliding_window_view(x, 3)[::2, :]))
x = np.arange(6)
print(repr(x.shape))
v = sliding_window_view(x, 3)
print(repr(v.shape))
print(repr(v))
moving_average = v.mean(axis=-1)
print(repr(moving_average))

#@@ case np_shares_memory
import numpy as np
x = np.array([1, 2, 3, 4])
print(repr(np.shares_memory(x, np.array([5, 6, 7]))))
print(repr(np.shares_memory(x[::2], x)))
print(repr(np.shares_memory(x[::2], x[1::2])))
from numpy.lib.stride_tricks import as_strided
x = np.zeros([192163377], dtype=np.int8)
x1 = as_strided(x, strides=(36674, 61119, 85569), shape=(1049, 1049, 1049))
x2 = as_strided(x[64023025:], strides=(12223, 12224, 1), shape=(1049, 1049, 1))
np.shares_memory(x1, x2, max_work=1000)

#@@ case np_may_share_memory
import numpy as np
print(repr(np.may_share_memory(np.array([1,2]), np.array([5,8,9]))))
x = np.zeros([3, 4])
print(repr(np.may_share_memory(x[:,0], x[:,1])))

#@@ case np_ascontiguousarray
import numpy as np
x = np.ones((2, 3), order='F')
print(repr(x.flags['F_CONTIGUOUS']))
y = np.ascontiguousarray(x)
print(repr(y.flags['C_CONTIGUOUS']))
print(repr(np.may_share_memory(x, y)))
x = np.ones((2, 3), order='C')
print(repr(x.flags['C_CONTIGUOUS']))
y = np.ascontiguousarray(x)
print(repr(x is y))

#@@ case np_asfortranarray
import numpy as np
x = np.ones((2, 3), order='C')
print(repr(x.flags['C_CONTIGUOUS']))
y = np.asfortranarray(x)
print(repr(y.flags['F_CONTIGUOUS']))
print(repr(np.may_share_memory(x, y)))
x = np.ones((2, 3), order='F')
print(repr(x.flags['F_CONTIGUOUS']))
y = np.asfortranarray(x)
print(repr(x is y))

#@@ case np_asarray
import numpy as np
a = [1, 2]
print(repr(np.asarray(a)))
a = np.array([1, 2])
print(repr(np.asarray(a) is a))
a = np.array([1, 2], dtype=np.float32)
print(repr(np.asarray(a, dtype=np.float32) is a))
print(repr(np.asarray(a, dtype=np.float64) is a))
print(repr(issubclass(np.recarray, np.ndarray)))
a = np.array([(1.0, 2), (3.0, 4)], dtype='f4,i4').view(np.recarray)
print(repr(np.asarray(a) is a))
print(repr(np.asanyarray(a) is a))

#@@ case np_asanyarray
import numpy as np
a = [1, 2]
print(repr(np.asanyarray(a)))
a = np.array([(1.0, 2), (3.0, 4)], dtype='f4,i4').view(np.recarray)
print(repr(np.asanyarray(a) is a))

#@@ case np_array
import numpy as np
print(repr(np.array([1, 2, 3])))
print(repr(np.array([1, 2, 3.0])))
print(repr(np.array([[1, 2], [3, 4]])))
print(repr(np.array([1, 2, 3], ndmin=2)))
print(repr(np.array([1, 2, 3], dtype=complex)))
x = np.array([(1,2),(3,4)],dtype=[('a','<i4'),('b','<i4')])
print(repr(x['a']))
print(repr(np.array(np.mat('1 2; 3 4'))))
print(repr(np.array(np.mat('1 2; 3 4'), subok=True)))

#@@ case np_copy
# left out: np.array(a, copy=True)  #doctest: +SKIP -> NameError: name 'a' is not defined
import numpy as np
x = np.array([1, 2, 3])
y = x
z = np.copy(x)
x[0] = 10
print(repr(x[0] == y[0]))
print(repr(x[0] == z[0]))
a = np.array([1, 2, 3])
a.flags["WRITEABLE"] = False
b = np.copy(a)
print(repr(b.flags["WRITEABLE"]))
b[0] = 3
print(repr(b))
a = np.array([1, 'm', [2, 3, 4]], dtype=object)
b = np.copy(a)
b[2][0] = 10
print(repr(a))
import copy
a = np.array([1, 'm', [2, 3, 4]], dtype=object)
c = copy.deepcopy(a)
c[2][0] = 10
print(repr(c))
print(repr(a))

#@@ case np_require
import numpy as np
x = np.arange(6).reshape(2,3)
print(repr(x.flags))
y = np.require(x, dtype=np.float32, requirements=['A', 'O', 'W', 'F'])
print(repr(y.flags))

#@@ case np_isfortran
import numpy as np
a = np.array([[1, 2, 3], [4, 5, 6]], order='C')
print(repr(a))
print(repr(np.isfortran(a)))
b = np.array([[1, 2, 3], [4, 5, 6]], order='F')
print(repr(b))
print(repr(np.isfortran(b)))
a = np.array([[1, 2, 3], [4, 5, 6]], order='C')
print(repr(a))
print(repr(np.isfortran(a)))
b = a.T
print(repr(b))
print(repr(np.isfortran(b)))
print(repr(np.isfortran(np.array([1, 2], order='F'))))

#@@ case np_byte_bounds
import numpy as np
I = np.eye(2, dtype='f')
print(repr(I.dtype))
low, high = np.byte_bounds(I)
print(repr(high - low == I.size*I.itemsize))
I = np.eye(2)
print(repr(I.dtype))
low, high = np.byte_bounds(I)
print(repr(high - low == I.size*I.itemsize))

#@@ case np_frombuffer
# left out: np.frombuffer(buf, dtype=dt) # doctest: +SKIP -> NameError: name 'buf' is not defined
import numpy as np
dt = np.dtype(int)
dt = dt.newbyteorder('>')
s = b'hello world'
print(repr(np.frombuffer(s, dtype='S1', count=5, offset=6)))
print(repr(np.frombuffer(b'\x01\x02', dtype=np.uint8)))
print(repr(np.frombuffer(b'\x01\x02\x03\x04\x05', dtype=np.uint8, count=3)))

#@@ case np_diagonal
import numpy as np
a = np.arange(4).reshape(2,2)
print(repr(a))
print(repr(a.diagonal()))
print(repr(a.diagonal(1)))
a = np.arange(8).reshape(2, 2, 2)
print(repr(a))
print(repr(a.diagonal(0,  # Main diagonals of two arrays created by skipping
           0,  # across the outer(left)-most axis last and
           1)))
print(repr(a[:,:,0]))
print(repr(a[:,:,1]))
a = np.arange(9).reshape(3, 3)
print(repr(a))
print(repr(np.fliplr(a).diagonal()))
print(repr(np.flipud(a).diagonal()))

#@@ case np_diag
import numpy as np
x = np.arange(9).reshape((3,3))
print(repr(x))
print(repr(np.diag(x)))
print(repr(np.diag(x, k=1)))
print(repr(np.diag(x, k=-1)))
print(repr(np.diag(np.diag(x))))

#@@ case np_diagflat
import numpy as np
print(repr(np.diagflat([[1,2], [3,4]])))
print(repr(np.diagflat([1,2], 1)))

#@@ case np_flip
import numpy as np
A = np.arange(8).reshape((2,2,2))
print(repr(A))
print(repr(np.flip(A, 0)))
print(repr(np.flip(A, 1)))
print(repr(np.flip(A)))
print(repr(np.flip(A, (0, 2))))
A = np.random.randn(3,4,5)
print(repr(np.all(np.flip(A,2) == A[:,:,::-1,...])))

#@@ case np_fliplr
import numpy as np
A = np.diag([1.,2.,3.])
print(repr(A))
print(repr(np.fliplr(A)))
A = np.random.randn(2,3,5)
print(repr(np.all(np.fliplr(A) == A[:,::-1,...])))

#@@ case np_flipud
import numpy as np
A = np.diag([1.0, 2, 3])
print(repr(A))
print(repr(np.flipud(A)))
A = np.random.randn(2,3,5)
print(repr(np.all(np.flipud(A) == A[::-1,...])))
print(repr(np.flipud([1,2])))

#@@ case np_rot90
import numpy as np
m = np.array([[1,2],[3,4]], int)
print(repr(m))
print(repr(np.rot90(m)))
print(repr(np.rot90(m, 2)))
m = np.arange(8).reshape((2,2,2))
print(repr(np.rot90(m, 1, (1,2))))

#@@ case np_roll
import numpy as np
x = np.arange(10)
print(repr(np.roll(x, 2)))
print(repr(np.roll(x, -2)))
x2 = np.reshape(x, (2, 5))
print(repr(x2))
print(repr(np.roll(x2, 1)))
print(repr(np.roll(x2, -1)))
print(repr(np.roll(x2, 1, axis=0)))
print(repr(np.roll(x2, -1, axis=0)))
print(repr(np.roll(x2, 1, axis=1)))
print(repr(np.roll(x2, -1, axis=1)))
print(repr(np.roll(x2, (1, 1), axis=(1, 0))))
print(repr(np.roll(x2, (2, 1), axis=(1, 0))))

#@@ case np_take
import numpy as np
a = [4, 3, 5, 7, 6, 8]
indices = [0, 1, 4]
print(repr(np.take(a, indices)))
a = np.array(a)
print(repr(a[indices]))
print(repr(np.take(a, [[0, 1], [2, 3]])))

#@@ case np_take_along_axis
import numpy as np
a = np.array([[10, 30, 20], [60, 40, 50]])
print(repr(np.sort(a, axis=1)))
ai = np.argsort(a, axis=1)
print(repr(ai))
print(repr(np.take_along_axis(a, ai, axis=1)))
print(repr(np.expand_dims(np.max(a, axis=1), axis=1)))
ai = np.expand_dims(np.argmax(a, axis=1), axis=1)
print(repr(ai))
print(repr(np.take_along_axis(a, ai, axis=1)))
ai_min = np.expand_dims(np.argmin(a, axis=1), axis=1)
ai_max = np.expand_dims(np.argmax(a, axis=1), axis=1)
ai = np.concatenate([ai_min, ai_max], axis=1)
print(repr(ai))
print(repr(np.take_along_axis(a, ai, axis=1)))

#@@ case np_put
import numpy as np
a = np.arange(5)
np.put(a, [0, 2], [-44, -55])
print(repr(a))
a = np.arange(5)
np.put(a, 22, -5, mode='clip')
print(repr(a))

#@@ case np_put_along_axis
import numpy as np
a = np.array([[10, 30, 20], [60, 40, 50]])
ai = np.expand_dims(np.argmax(a, axis=1), axis=1)
print(repr(ai))
np.put_along_axis(a, ai, 99, axis=1)
print(repr(a))

#@@ case np_choose
import numpy as np
choices = [[0, 1, 2, 3], [10, 11, 12, 13],
  [20, 21, 22, 23], [30, 31, 32, 33]]
print(repr(np.choose([2, 3, 1, 0], choices
# the first element of the result will be the first element of the
# third (2+1) "array" in choices, namely, 20; the second element
# will be the second element of the fourth (3+1) choice array, i.e.,
# 31, etc.
)))
print(repr(np.choose([2, 4, 1, 0], choices, mode='clip')))
print(repr(np.choose([2, 4, 1, 0], choices, mode='wrap')))
a = [[1, 0, 1], [0, 1, 0], [1, 0, 1]]
choices = [-10, 10]
print(repr(np.choose(a, choices)))
a = np.array([0, 1]).reshape((2,1,1))
c1 = np.array([1, 2, 3]).reshape((1,3,1))
c2 = np.array([-1, -2, -3, -4, -5]).reshape((1,1,5))
print(repr(np.choose(a, (c1, c2))))

#@@ case np_compress
import numpy as np
a = np.array([[1, 2], [3, 4], [5, 6]])
print(repr(a))
print(repr(np.compress([0, 1], a, axis=0)))
print(repr(np.compress([False, True, True], a, axis=0)))
print(repr(np.compress([False, True], a, axis=1)))
print(repr(np.compress([False, True], a)))

#@@ case np_extract
import numpy as np
arr = np.arange(12).reshape((3, 4))
print(repr(arr))
condition = np.mod(arr, 3)==0
print(repr(condition))
print(repr(np.extract(condition, arr)))
print(repr(arr[condition]))

#@@ case np_place
import numpy as np
arr = np.arange(6).reshape(2, 3)
np.place(arr, arr>2, [44, 55])
print(repr(arr))

#@@ case np_putmask
import numpy as np
x = np.arange(6).reshape(2, 3)
np.putmask(x, x>2, x**2)
print(repr(x))
x = np.arange(5)
np.putmask(x, x>1, [-33, -44])
print(repr(x))

#@@ case np_select
import numpy as np
x = np.arange(6)
condlist = [x<3, x>3]
choicelist = [x, x**2]
print(repr(np.select(condlist, choicelist, 42)))
condlist = [x<=4, x>3]
choicelist = [x, x**2]
print(repr(np.select(condlist, choicelist, 55)))

#@@ case np_atleast_1d
import numpy as np
print(repr(np.atleast_1d(1.0)))
x = np.arange(9.0).reshape(3,3)
print(repr(np.atleast_1d(x)))
print(repr(np.atleast_1d(x) is x))
print(repr(np.atleast_1d(1, [3, 4])))

#@@ case np_atleast_2d
import numpy as np
print(repr(np.atleast_2d(3.0)))
x = np.arange(3.0)
print(repr(np.atleast_2d(x)))
print(repr(np.atleast_2d(x).base is x))
print(repr(np.atleast_2d(1, [1, 2], [[1, 2]])))

#@@ case np_atleast_3d
import numpy as np
print(repr(np.atleast_3d(3.0)))
x = np.arange(3.0)
print(repr(np.atleast_3d(x).shape))
x = np.arange(12.0).reshape(4,3)
print(repr(np.atleast_3d(x).shape))
print(repr(np.atleast_3d(x).base is x.base))
for arr in np.atleast_3d([1, 2], [[1, 2]], [[[1, 2]]]):
    print(arr, arr.shape) # doctest: +SKIP

#@@ case np_stack
import numpy as np
arrays = [np.random.randn(3, 4) for _ in range(10)]
print(repr(np.stack(arrays, axis=0).shape))
print(repr(np.stack(arrays, axis=1).shape))
print(repr(np.stack(arrays, axis=2).shape))
a = np.array([1, 2, 3])
b = np.array([4, 5, 6])
print(repr(np.stack((a, b))))
print(repr(np.stack((a, b), axis=-1)))

#@@ case np_concatenate
import numpy as np
a = np.array([[1, 2], [3, 4]])
b = np.array([[5, 6]])
print(repr(np.concatenate((a, b), axis=0)))
print(repr(np.concatenate((a, b.T), axis=1)))
print(repr(np.concatenate((a, b), axis=None)))
a = np.ma.arange(3)
a[1] = np.ma.masked
b = np.arange(2, 5)
print(repr(a))
print(repr(b))
print(repr(np.concatenate([a, b])))
print(repr(np.ma.concatenate([a, b])))

#@@ case np_hstack
import numpy as np
a = np.array((1,2,3))
b = np.array((4,5,6))
print(repr(np.hstack((a,b))))
a = np.array([[1],[2],[3]])
b = np.array([[4],[5],[6]])
print(repr(np.hstack((a,b))))

#@@ case np_vstack
import numpy as np
a = np.array([1, 2, 3])
b = np.array([4, 5, 6])
print(repr(np.vstack((a,b))))
a = np.array([[1], [2], [3]])
b = np.array([[4], [5], [6]])
print(repr(np.vstack((a,b))))

#@@ case np_dstack
import numpy as np
a = np.array((1,2,3))
b = np.array((2,3,4))
print(repr(np.dstack((a,b))))
a = np.array([[1],[2],[3]])
b = np.array([[2],[3],[4]])
print(repr(np.dstack((a,b))))

#@@ case np_column_stack
import numpy as np
a = np.array((1,2,3))
b = np.array((2,3,4))
print(repr(np.column_stack((a,b))))

#@@ case np_split
import numpy as np
x = np.arange(9.0)
print(repr(np.split(x, 3)))
x = np.arange(8.0)
print(repr(np.split(x, [3, 5, 6, 10])))

#@@ case np_array_split
import numpy as np
x = np.arange(8.0)
print(repr(np.array_split(x, 3)))
x = np.arange(9)
print(repr(np.array_split(x, 4)))

#@@ case np_hsplit
import numpy as np
x = np.arange(16.0).reshape(4, 4)
print(repr(x))
print(repr(np.hsplit(x, 2)))
print(repr(np.hsplit(x, np.array([3, 6]))))
x = np.arange(8.0).reshape(2, 2, 2)
print(repr(x))
print(repr(np.hsplit(x, 2)))
x = np.array([0, 1, 2, 3, 4, 5])
print(repr(np.hsplit(x, 2)))

#@@ case np_vsplit
import numpy as np
x = np.arange(16.0).reshape(4, 4)
print(repr(x))
print(repr(np.vsplit(x, 2)))
print(repr(np.vsplit(x, np.array([3, 6]))))
x = np.arange(8.0).reshape(2, 2, 2)
print(repr(x))
print(repr(np.vsplit(x, 2)))

#@@ case np_dsplit
import numpy as np
x = np.arange(16.0).reshape(2, 2, 4)
print(repr(x))
print(repr(np.dsplit(x, 2)))
print(repr(np.dsplit(x, np.array([3, 6]))))

#@@ case np_tile
import numpy as np
a = np.array([0, 1, 2])
print(repr(np.tile(a, 2)))
print(repr(np.tile(a, (2, 2))))
print(repr(np.tile(a, (2, 1, 2))))
b = np.array([[1, 2], [3, 4]])
print(repr(np.tile(b, 2)))
print(repr(np.tile(b, (2, 1))))
c = np.array([1,2,3,4])
print(repr(np.tile(c,(4,1))))

#@@ case np_repeat
import numpy as np
print(repr(np.repeat(3, 4)))
x = np.array([[1,2],[3,4]])
print(repr(np.repeat(x, 2)))
print(repr(np.repeat(x, 3, axis=1)))
print(repr(np.repeat(x, [1, 2], axis=0)))

#@@ case np_resize
import numpy as np
a=np.array([[0,1],[2,3]])
print(repr(np.resize(a,(2,3))))
print(repr(np.resize(a,(1,4))))
print(repr(np.resize(a,(2,4))))

#@@ case np_append
import numpy as np
print(repr(np.append([1, 2, 3], [[4, 5, 6], [7, 8, 9]])))
print(repr(np.append([[1, 2, 3], [4, 5, 6]], [[7, 8, 9]], axis=0)))
np.append([[1, 2, 3], [4, 5, 6]], [7, 8, 9], axis=0)

#@@ case np_insert
import numpy as np
a = np.array([[1, 1], [2, 2], [3, 3]])
print(repr(a))
print(repr(np.insert(a, 1, 5)))
print(repr(np.insert(a, 1, 5, axis=1)))
print(repr(np.insert(a, [1], [[1],[2],[3]], axis=1)))
print(repr(np.array_equal(np.insert(a, 1, [1, 2, 3], axis=1),
               np.insert(a, [1], [[1],[2],[3]], axis=1))))
b = a.flatten()
print(repr(b))
print(repr(np.insert(b, [2, 2], [5, 6])))
print(repr(np.insert(b, slice(2, 4), [5, 6])))
print(repr(np.insert(b, [2, 2], [7.13, False])))
x = np.arange(8).reshape(2, 4)
idx = (1, 3)
print(repr(np.insert(x, idx, 999, axis=1)))

#@@ case np_delete
import numpy as np
arr = np.arange(12) + 1
mask = np.ones(len(arr), dtype=bool)
mask[[0,2,4]] = False
result = arr[mask,...]
arr = np.array([[1,2,3,4], [5,6,7,8], [9,10,11,12]])
print(repr(arr))
print(repr(np.delete(arr, 1, 0)))
print(repr(np.delete(arr, np.s_[::2], 1)))
print(repr(np.delete(arr, [1,3,5], None)))

#@@ case np_nonzero
import numpy as np
x = np.array([[3, 0, 0], [0, 4, 0], [5, 6, 0]])
print(repr(x))
print(repr(np.nonzero(x)))
print(repr(x[np.nonzero(x)]))
print(repr(np.transpose(np.nonzero(x))))
a = np.array([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
print(repr(a > 3))
print(repr(np.nonzero(a > 3)))
print(repr(a[np.nonzero(a > 3)]))
print(repr(a[a > 3]))
print(repr((a > 3).nonzero()))

#@@ case np_argwhere
import numpy as np
x = np.arange(6).reshape(2,3)
print(repr(x))
print(repr(np.argwhere(x>1)))

#@@ case np_flatnonzero
import numpy as np
x = np.arange(-2, 3)
print(repr(x))
print(repr(np.flatnonzero(x)))
print(repr(x.ravel()[np.flatnonzero(x)]))

#@@ case np_where
import numpy as np
a = np.arange(10)
print(repr(a))
print(repr(np.where(a < 5, a, 10*a)))
print(repr(np.where([[True, False], [True, True]],
         [[1, 2], [3, 4]],
         [[9, 8], [7, 6]])))
x, y = np.ogrid[:3, :4]
print(repr(np.where(x < y, x, 10 + y)))
a = np.array([[0, 1, 2],
              [0, 2, 4],
              [0, 3, 6]])
print(repr(np.where(a < 4, a, -1)))

#@@ case np_indices
import numpy as np
grid = np.indices((2, 3))
print(repr(grid.shape))
print(repr(grid[0]))
print(repr(grid[1]))
x = np.arange(20).reshape(5, 4)
row, col = np.indices((2, 3))
print(repr(x[row, col]))
i, j = np.indices((2, 3), sparse=True)
print(repr(i.shape))
print(repr(j.shape))
print(repr(i))
print(repr(j))

#@@ case np_ix
import numpy as np
a = np.arange(10).reshape(2, 5)
print(repr(a))
ixgrid = np.ix_([0, 1], [2, 4])
print(repr(ixgrid))
print(repr((ixgrid[0].shape, ixgrid[1].shape)))
print(repr(a[ixgrid]))
ixgrid = np.ix_([True, True], [2, 4])
print(repr(a[ixgrid]))
ixgrid = np.ix_([True, True], [False, False, True, False, True])
print(repr(a[ixgrid]))

#@@ case np_unravel_index
import numpy as np
print(repr(np.unravel_index([22, 41, 37], (7,6))))
print(repr(np.unravel_index([31, 41, 13], (7,6), order='F')))
print(repr(np.unravel_index(1621, (6,7,8,9))))

#@@ case np_ravel_multi_index
import numpy as np
arr = np.array([[3,6,6],[4,5,1]])
print(repr(np.ravel_multi_index(arr, (7,6))))
print(repr(np.ravel_multi_index(arr, (7,6), order='F')))
print(repr(np.ravel_multi_index(arr, (4,6), mode='clip')))
print(repr(np.ravel_multi_index(arr, (4,4), mode=('clip','wrap'))))
print(repr(np.ravel_multi_index((3,1,4,1), (6,7,8,9))))

#@@ case np_diag_indices
import numpy as np
di = np.diag_indices(4)
print(repr(di))
a = np.arange(16).reshape(4, 4)
print(repr(a))
a[di] = 100
print(repr(a))
d3 = np.diag_indices(2, 3)
print(repr(d3))
a = np.zeros((2, 2, 2), dtype=int)
a[d3] = 1
print(repr(a))

#@@ case np_tril_indices
import numpy as np
il1 = np.tril_indices(4)
il2 = np.tril_indices(4, 2)
a = np.arange(16).reshape(4, 4)
print(repr(a))
print(repr(a[il1]))
a[il1] = -1
print(repr(a))
a[il2] = -10
print(repr(a))

#@@ case np_triu_indices
import numpy as np
iu1 = np.triu_indices(4)
iu2 = np.triu_indices(4, 2)
a = np.arange(16).reshape(4, 4)
print(repr(a))
print(repr(a[iu1]))
a[iu1] = -1
print(repr(a))
a[iu2] = -10
print(repr(a))

#@@ case np_mask_indices
import numpy as np
iu = np.mask_indices(3, np.triu)
a = np.arange(9).reshape(3, 3)
print(repr(a))
print(repr(a[iu]))
iu1 = np.mask_indices(3, np.triu, 1)
print(repr(a[iu1]))

#@@ case np_fill_diagonal
import numpy as np
a = np.zeros((3, 3), int)
np.fill_diagonal(a, 5)
print(repr(a))
a = np.zeros((3, 3, 3, 3), int)
np.fill_diagonal(a, 4)
print(repr(a[0, 0]))
print(repr(a[1, 1]))
print(repr(a[2, 2]))
a = np.zeros((5, 3), int)
np.fill_diagonal(a, 4)
print(repr(a))
a = np.zeros((5, 3), int)
np.fill_diagonal(a, 4, wrap=True)
print(repr(a))
a = np.zeros((3, 5), int)
np.fill_diagonal(a, 4, wrap=True)
print(repr(a))
a = np.zeros((3, 3), int);
np.fill_diagonal(np.fliplr(a), [1,2,3])  # Horizontal flip
print(repr(a))
np.fill_diagonal(np.flipud(a), [1,2,3])  # Vertical flip
print(repr(a))

#@@ case np_tril
import numpy as np
print(repr(np.tril([[1,2,3],[4,5,6],[7,8,9],[10,11,12]], -1)))
print(repr(np.tril(np.arange(3*4*5).reshape(3, 4, 5))))

#@@ case np_triu
import numpy as np
print(repr(np.triu([[1,2,3],[4,5,6],[7,8,9],[10,11,12]], -1)))
print(repr(np.triu(np.arange(3*4*5).reshape(3, 4, 5))))

#@@ case np_copyto
import numpy as np
A = np.array([4, 5, 6])
B = [1, 2, 3]
np.copyto(A, B)
print(repr(A))
A = np.array([[1, 2, 3], [4, 5, 6]])
B = [[4, 5, 6], [7, 8, 9]]
np.copyto(A, B)
print(repr(A))

#@@ case np_shape
import numpy as np
print(repr(np.shape(np.eye(3))))
print(repr(np.shape([[1, 3]])))
print(repr(np.shape([0])))
print(repr(np.shape(0)))
a = np.array([(1, 2), (3, 4), (5, 6)],
             dtype=[('x', 'i4'), ('y', 'i4')])
print(repr(np.shape(a)))
print(repr(a.shape))

#@@ case np_ndim
import numpy as np
print(repr(np.ndim([[1,2,3],[4,5,6]])))
print(repr(np.ndim(np.array([[1,2,3],[4,5,6]]))))
print(repr(np.ndim(1)))

#@@ case np_size
import numpy as np
a = np.array([[1,2,3],[4,5,6]])
print(repr(np.size(a)))
print(repr(np.size(a,1)))
print(repr(np.size(a,0)))

#@@ case np_ndindex
import numpy as np
for index in np.ndindex(3, 2, 1):
    print(index)
for index in np.ndindex((3, 2, 1)):
    print(index)

#@@ case np_ndenumerate
import numpy as np
a = np.array([[1, 2], [3, 4]])
for index, x in np.ndenumerate(a):
    print(index, x)

#@@ case np_nditer
import numpy as np
def iter_add_py(x, y, out=None):
    addop = np.add
    it = np.nditer([x, y, out], [],
                [['readonly'], ['readonly'], ['writeonly','allocate']])
    with it:
        for (a, b, c) in it:
            addop(a, b, out=c)
        return it.operands[2]
def iter_add(x, y, out=None):
   addop = np.add
   it = np.nditer([x, y, out], [],
               [['readonly'], ['readonly'], ['writeonly','allocate']])
   with it:
       while not it.finished:
           addop(it[0], it[1], out=it[2])
           it.iternext()
       return it.operands[2]
def outer_it(x, y, out=None):
    mulop = np.multiply
    it = np.nditer([x, y, out], ['external_loop'],
            [['readonly'], ['readonly'], ['writeonly', 'allocate']],
            op_axes=[list(range(x.ndim)) + [-1] * y.ndim,
                     [-1] * x.ndim + list(range(y.ndim)),
                     None])
    with it:
        for (a, b, c) in it:
            mulop(a, b, out=c)
        return it.operands[2]
a = np.arange(2)+1
b = np.arange(3)+1
print(repr(outer_it(a,b)))
def luf(lamdaexpr, *args, **kwargs):
   '''luf(lambdaexpr, op1, ..., opn, out=None, order='K', casting='safe', buffersize=0)'''
   nargs = len(args)
   op = (kwargs.get('out',None),) + args
   it = np.nditer(op, ['buffered','external_loop'],
           [['writeonly','allocate','no_broadcast']] +
                           [['readonly','nbo','aligned']]*nargs,
           order=kwargs.get('order','K'),
           casting=kwargs.get('casting','safe'),
           buffersize=kwargs.get('buffersize',0))
   while not it.finished:
       it[0] = lamdaexpr(*it[1:])
       it.iternext()
   return it.operands[0]
a = np.arange(5)
b = np.ones(5)
print(repr(luf(lambda i,j:i*i + j/2, a, b)))
a = np.arange(6, dtype='i4')[::-2]
with np.nditer(a, [],
       [['writeonly', 'updateifcopy']],
       casting='unsafe',
       op_dtypes=[np.dtype('f4')]) as i:
   x = i.operands[0]
   x[:] = [-1, -2, -3]
   # a still unchanged here
print(repr((a, x)))

#@@ case np_meshgrid
# left out: import matplotlib.pyplot as plt -> ModuleNotFoundError: No module named 'matplotlib'
# left out: plt.plot(xv, yv, marker='o', color='k', linestyle='none') -> NameError: name 'plt' is not defined
# left out: plt.show() -> NameError: name 'plt' is not defined
# left out: h = plt.contourf(x, y, zs) -> NameError: name 'plt' is not defined
# left out: plt.axis('scaled') -> NameError: name 'plt' is not defined
# left out: plt.colorbar() -> NameError: name 'plt' is not defined
# left out: plt.show() -> NameError: name 'plt' is not defined
import numpy as np
nx, ny = (3, 2)
x = np.linspace(0, 1, nx)
y = np.linspace(0, 1, ny)
xv, yv = np.meshgrid(x, y)
print(repr(xv))
print(repr(yv))
xv, yv = np.meshgrid(x, y, sparse=True)
print(repr(xv))
print(repr(yv))
x = np.linspace(-5, 5, 101)
y = np.linspace(-5, 5, 101)
xx, yy = np.meshgrid(x, y)
zz = np.sqrt(xx**2 + yy**2)
print(repr((xx.shape, yy.shape, zz.shape)))
xs, ys = np.meshgrid(x, y, sparse=True)
zs = np.sqrt(xs**2 + ys**2)
print(repr((xs.shape, ys.shape, zs.shape)))
print(repr(np.array_equal(zz, zs)))

#@@ case np_empty_like
import numpy as np
a = ([1,2,3], [4,5,6])                         # a is array-like
print(repr(np.empty_like(a)))
a = np.array([[1., 2., 3.],[4.,5.,6.]])
print(repr(np.empty_like(a)))

#@@ case np_einsum
import numpy as np
a = np.arange(25).reshape(5,5)
b = np.arange(5)
c = np.arange(6).reshape(2,3)
print(repr(np.einsum('ii', a)))
print(repr(np.einsum(a, [0,0])))
print(repr(np.trace(a)))
print(repr(np.einsum('ii->i', a)))
print(repr(np.einsum(a, [0,0], [0])))
print(repr(np.diag(a)))
print(repr(np.einsum('ij->i', a)))
print(repr(np.einsum(a, [0,1], [0])))
print(repr(np.sum(a, axis=1)))
print(repr(np.einsum('...j->...', a)))
print(repr(np.einsum(a, [Ellipsis,1], [Ellipsis])))
print(repr(np.einsum('ji', c)))
print(repr(np.einsum('ij->ji', c)))
print(repr(np.einsum(c, [1,0])))
print(repr(np.transpose(c)))
print(repr(np.einsum('i,i', b, b)))
print(repr(np.einsum(b, [0], b, [0])))
print(repr(np.inner(b,b)))
print(repr(np.einsum('ij,j', a, b)))
print(repr(np.einsum(a, [0,1], b, [1])))
print(repr(np.dot(a, b)))
print(repr(np.einsum('...j,j', a, b)))
print(repr(np.einsum('..., ...', 3, c)))
print(repr(np.einsum(',ij', 3, c)))
print(repr(np.einsum(3, [Ellipsis], c, [Ellipsis])))
print(repr(np.multiply(3, c)))
print(repr(np.einsum('i,j', np.arange(2)+1, b)))
print(repr(np.einsum(np.arange(2)+1, [0], b, [1])))
print(repr(np.outer(np.arange(2)+1, b)))
a = np.arange(60.).reshape(3,4,5)
b = np.arange(24.).reshape(4,3,2)
print(repr(np.einsum('ijk,jil->kl', a, b)))
print(repr(np.einsum(a, [0,1,2], b, [1,0,3], [2,3])))
print(repr(np.tensordot(a,b, axes=([1,0],[0,1]))))
a = np.zeros((3, 3))
np.einsum('ii->i', a)[:] = 1
print(repr(a))
a = np.arange(6).reshape((3,2))
b = np.arange(12).reshape((4,3))
print(repr(np.einsum('ki,jk->ij', a, b)))
print(repr(np.einsum('ki,...k->i...', a, b)))
print(repr(np.einsum('k...,jk', a, b)))
a = np.ones(64).reshape(2,4,8)
for iteration in range(500):
    _ = np.einsum('ijk,ilm,njm,nlk,abc->',a,a,a,a,a)
for iteration in range(500):
    _ = np.einsum('ijk,ilm,njm,nlk,abc->',a,a,a,a,a, optimize='optimal')
for iteration in range(500):
    _ = np.einsum('ijk,ilm,njm,nlk,abc->',a,a,a,a,a, optimize='greedy')
path = np.einsum_path('ijk,ilm,njm,nlk,abc->',a,a,a,a,a, optimize='optimal')[0]
for iteration in range(500):
    _ = np.einsum('ijk,ilm,njm,nlk,abc->',a,a,a,a,a, optimize=path)

#@@ case np_count_nonzero
import numpy as np
print(repr(np.count_nonzero(np.eye(4))))
a = np.array([[0, 1, 7, 0],
              [3, 0, 2, 19]])
print(repr(np.count_nonzero(a)))
print(repr(np.count_nonzero(a, axis=0)))
print(repr(np.count_nonzero(a, axis=1)))
print(repr(np.count_nonzero(a, axis=1, keepdims=True)))

#@@ case np_trim_zeros
import numpy as np
a = np.array((0, 0, 0, 1, 2, 3, 0, 2, 1, 0))
print(repr(np.trim_zeros(a)))
print(repr(np.trim_zeros(a, 'b')))
print(repr(np.trim_zeros([0, 1, 2, 0])))

#@@ case np_ndarray
import numpy as np
print(repr(np.ndarray(shape=(2,2), dtype=float, order='F')))
print(repr(np.ndarray((2,), buffer=np.array([1,2,3]),
           offset=np.int_().itemsize,
           dtype=int)))

#@@ case ndarray_strides
import numpy as np
y = np.reshape(np.arange(2*3*4), (2,3,4))
print(repr(y))
print(repr(y.strides))
print(repr(y[1,1,1]))
offset=sum(y.strides * np.array((1,1,1)))
print(repr(offset/y.itemsize))
x = np.reshape(np.arange(5*6*7*8), (5,6,7,8)).transpose(2,3,1,0)
print(repr(x.strides))
i = np.array([3,5,2,2])
offset = sum(i * x.strides)
print(repr(x[3,5,2,2]))
print(repr(offset / x.itemsize))

#@@ case ndarray_view
import numpy as np
x = np.array([(1, 2)], dtype=[('a', np.int8), ('b', np.int8)])
y = x.view(dtype=np.int16, type=np.matrix)
print(repr(y))
print(type(y))
x = np.array([(1, 2),(3,4)], dtype=[('a', np.int8), ('b', np.int8)])
xv = x.view(dtype=np.int8).reshape(-1,2)
print(repr(xv))
print(repr(xv.mean(0)))
xv[0,1] = 20
print(repr(x))
z = x.view(np.recarray)
print(repr(z.a))
x[0] = (9, 10)
print(repr(z[0]))
x = np.array([[1, 2, 3], [4, 5, 6]], dtype=np.int16)
y = x[:, ::2]
print(repr(y))
try:
    y.view(dtype=[('width', np.int16), ('length', np.int16)])
except Exception as e:
    print(type(e).__name__ + ': ' + str(e))
z = y.copy()
print(repr(z.view(dtype=[('width', np.int16), ('length', np.int16)])))
x = np.arange(2 * 3 * 4, dtype=np.int8).reshape(2, 3, 4)
print(repr(x.transpose(1, 0, 2).view(np.int16)))

#@@ case ndarray_copy
import numpy as np
x = np.array([[1,2,3],[4,5,6]], order='F')
y = x.copy()
x.fill(0)
print(repr(x))
print(repr(y))
print(repr(y.flags['C_CONTIGUOUS']))

#@@ case ndarray_flatten
import numpy as np
a = np.array([[1,2], [3,4]])
print(repr(a.flatten()))
print(repr(a.flatten('F')))

#@@ case ndarray_resize
import numpy as np
a = np.array([[0, 1], [2, 3]], order='C')
a.resize((2, 1))
print(repr(a))
a = np.array([[0, 1], [2, 3]], order='F')
a.resize((2, 1))
print(repr(a))
b = np.array([[0, 1], [2, 3]])
b.resize(2, 3) # new_shape parameter doesn't have to be a tuple
print(repr(b))
c = a
try:
    a.resize((1, 1))
except Exception as e:
    print(type(e).__name__ + ': ' + str(e))
a.resize((1, 1), refcheck=False)
print(repr(a))
print(repr(c))

#@@ case ndarray_transpose
import numpy as np
a = np.array([[1, 2], [3, 4]])
print(repr(a))
print(repr(a.transpose()))
print(repr(a.transpose((1, 0))))
print(repr(a.transpose(1, 0)))
a = np.array([1, 2, 3, 4])
print(repr(a))
print(repr(a.transpose()))

#@@ case ndarray_T
import numpy as np
a = np.array([[1, 2], [3, 4]])
print(repr(a))
print(repr(a.T))
a = np.array([1, 2, 3, 4])
print(repr(a))
print(repr(a.T))

#@@ case ndarray_base
import numpy as np
x = np.array([1,2,3,4])
print(repr(x.base is None))
y = x[2:]
print(repr(y.base is x))

#@@ case ndarray_shape
import numpy as np
x = np.array([1, 2, 3, 4])
print(repr(x.shape))
y = np.zeros((2, 3, 4))
print(repr(y.shape))
y.shape = (3, 8)
print(repr(y))
try:
    y.shape = (3, 6)
except Exception as e:
    print(type(e).__name__ + ': ' + str(e))
np.zeros((4,2))[::2].shape = (-1,)

#@@ case ndarray_ndim
import numpy as np
x = np.array([1, 2, 3])
print(repr(x.ndim))
y = np.zeros((2, 3, 4))
print(repr(y.ndim))

#@@ case ndarray_size
import numpy as np
x = np.zeros((3, 5, 2), dtype=np.complex128)
print(repr(x.size))
print(repr(np.prod(x.shape)))

#@@ case ndarray_itemsize
import numpy as np
x = np.array([1,2,3], dtype=np.float64)
print(repr(x.itemsize))
x = np.array([1,2,3], dtype=np.complex128)
print(repr(x.itemsize))

#@@ case ndarray_nbytes
import numpy as np
x = np.zeros((3,5,2), dtype=np.complex128)
print(repr(x.nbytes))
print(repr(np.prod(x.shape) * x.itemsize))

#@@ case ndarray_flat
import numpy as np
x = np.arange(1, 7).reshape(2, 3)
print(repr(x))
print(repr(x.flat[3]))
print(repr(x.T))
print(repr(x.T.flat[3]))
print(repr(type(x.flat)))
x.flat = 3
print(repr(x))
x.flat[[1, 4]] = 1
print(repr(x))

#@@ case ndarray_item
import numpy as np
np.random.seed(123)
x = np.random.randint(9, size=(3, 3))
print(repr(x))
print(repr(x.item(3)))
print(repr(x.item(7)))
print(repr(x.item((0, 1))))
print(repr(x.item((2, 2))))

#@@ case ndarray_itemset
import numpy as np
np.random.seed(123)
x = np.random.randint(9, size=(3, 3))
print(repr(x))
x.itemset(4, 0)
x.itemset((2, 2), 9)
print(repr(x))

#@@ case ndarray_tolist
import numpy as np
a = np.uint32([1, 2])
a_list = list(a)
print(repr(a_list))
print(repr(type(a_list[0])))
a_tolist = a.tolist()
print(repr(a_tolist))
print(repr(type(a_tolist[0])))
a = np.array([[1, 2], [3, 4]])
print(repr(list(a)))
print(repr(a.tolist()))
a = np.array(1)
try:
    list(a)
except Exception as e:
    print(type(e).__name__ + ': ' + str(e))
print(repr(a.tolist()))

#@@ case ndarray_fill
import numpy as np
a = np.array([1, 2])
a.fill(0)
print(repr(a))
a = np.empty(2)
a.fill(1)
print(repr(a))
a = np.array([None, None], dtype=object)
a[0] = np.array(3)
print(repr(a))
a.fill(np.array(3))
print(repr(a))
a[...] = np.array(3)
print(repr(a))

#@@ case ndarray_setflags
import numpy as np
y = np.array([[3, 1, 7],
              [2, 0, 0],
              [8, 5, 9]])
print(repr(y))
print(repr(y.flags))
y.setflags(write=0, align=0)
print(repr(y.flags))
y.setflags(uic=1)

#@@ case ndarray_astype
import numpy as np
x = np.array([1, 2, 2.5])
print(repr(x))
print(repr(x.astype(int)))

#@@ case ndarray_byteswap
import numpy as np
A = np.array([1, 256, 8755], dtype=np.int16)
print(repr(list(map(hex, A))))
print(repr(A.byteswap(inplace=True)))
print(repr(list(map(hex, A))))
A = np.array([b'ceg', b'fac'])
print(repr(A.byteswap()))
A = np.array([1, 2, 3])
print(repr(A.view(np.uint8)))
print(repr(A.newbyteorder().byteswap(inplace=True)))
print(repr(A.view(np.uint8)))

#@@ case ndarray_tobytes
import numpy as np
x = np.array([[0, 1], [2, 3]], dtype='<u2')
print(repr(x.tobytes()))
print(repr(x.tobytes('C') == x.tobytes()))
print(repr(x.tobytes('F')))

#@@ case ndarray_ctypes
import numpy as np
import ctypes
x = np.array([[0, 1], [2, 3]], dtype=np.int32)
print(repr(x))
print(repr(x.ctypes.data))
print(repr(x.ctypes.data_as(ctypes.POINTER(ctypes.c_uint32))))
print(repr(x.ctypes.data_as(ctypes.POINTER(ctypes.c_uint32)).contents))
print(repr(x.ctypes.data_as(ctypes.POINTER(ctypes.c_uint64)).contents))
print(repr(x.ctypes.shape))
print(repr(x.ctypes.strides))

#@@ case np_flatiter
import numpy as np
x = np.arange(6).reshape(2, 3)
fl = x.flat
print(repr(type(fl)))
for item in fl:
    print(item)
print(repr(fl[2:4]))

#@@ case np_flatiter_base
import numpy as np
x = np.arange(5)
fl = x.flat
print(repr(fl.base is x))

#@@ case np_flatiter_coords
import numpy as np
x = np.arange(6).reshape(2, 3)
fl = x.flat
print(repr(fl.coords))
print(repr(next(fl)))
print(repr(fl.coords))

#@@ case np_flatiter_index
import numpy as np
x = np.arange(6).reshape(2, 3)
fl = x.flat
print(repr(fl.index))
print(repr(next(fl)))
print(repr(fl.index))

#@@ case np_flatiter_copy
import numpy as np
x = np.arange(6).reshape(2, 3)
print(repr(x))
fl = x.flat
print(repr(fl.copy()))
