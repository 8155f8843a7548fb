#@@ case np_meshgrid_indices_ix
import numpy as np
a = np.arange(3)
b = np.array([10., 20.])
c = np.arange(8)[::3]
try:
    r = np.meshgrid(a, b)
    rs = r if isinstance(r, (tuple, list)) else (r,)
    print('np.meshgrid(a, b)', type(r).__name__, [x.tolist() for x in rs], [x.dtype for x in rs], [x.strides for x in rs], [x.base is None for x in rs], [x.flags.writeable for x in rs])
except Exception as ex:
    print('np.meshgrid(a, b)', type(ex).__name__, ex)
try:
    r = np.meshgrid(a, b, indexing='ij')
    rs = r if isinstance(r, (tuple, list)) else (r,)
    print("np.meshgrid(a, b, indexing='ij')", type(r).__name__, [x.tolist() for x in rs], [x.dtype for x in rs], [x.strides for x in rs], [x.base is None for x in rs], [x.flags.writeable for x in rs])
except Exception as ex:
    print("np.meshgrid(a, b, indexing='ij')", type(ex).__name__, ex)
try:
    r = np.meshgrid(a, b, sparse=True)
    rs = r if isinstance(r, (tuple, list)) else (r,)
    print('np.meshgrid(a, b, sparse=True)', type(r).__name__, [x.tolist() for x in rs], [x.dtype for x in rs], [x.strides for x in rs], [x.base is None for x in rs], [x.flags.writeable for x in rs])
except Exception as ex:
    print('np.meshgrid(a, b, sparse=True)', type(ex).__name__, ex)
try:
    r = np.meshgrid(a, b, c, indexing='ij', sparse=True)
    rs = r if isinstance(r, (tuple, list)) else (r,)
    print("np.meshgrid(a, b, c, indexing='ij', sparse=True)", type(r).__name__, [x.tolist() for x in rs], [x.dtype for x in rs], [x.strides for x in rs], [x.base is None for x in rs], [x.flags.writeable for x in rs])
except Exception as ex:
    print("np.meshgrid(a, b, c, indexing='ij', sparse=True)", type(ex).__name__, ex)
try:
    r = np.meshgrid(a, c, copy=False)
    rs = r if isinstance(r, (tuple, list)) else (r,)
    print('np.meshgrid(a, c, copy=False)', type(r).__name__, [x.tolist() for x in rs], [x.dtype for x in rs], [x.strides for x in rs], [x.base is None for x in rs], [x.flags.writeable for x in rs])
except Exception as ex:
    print('np.meshgrid(a, c, copy=False)', type(ex).__name__, ex)
try:
    r = np.meshgrid(c, b, copy=False, indexing='xy')
    rs = r if isinstance(r, (tuple, list)) else (r,)
    print("np.meshgrid(c, b, copy=False, indexing='xy')", type(r).__name__, [x.tolist() for x in rs], [x.dtype for x in rs], [x.strides for x in rs], [x.base is None for x in rs], [x.flags.writeable for x in rs])
except Exception as ex:
    print("np.meshgrid(c, b, copy=False, indexing='xy')", type(ex).__name__, ex)
try:
    r = np.meshgrid(a)
    rs = r if isinstance(r, (tuple, list)) else (r,)
    print('np.meshgrid(a)', type(r).__name__, [x.tolist() for x in rs], [x.dtype for x in rs], [x.strides for x in rs], [x.base is None for x in rs], [x.flags.writeable for x in rs])
except Exception as ex:
    print('np.meshgrid(a)', type(ex).__name__, ex)
try:
    r = np.meshgrid()
    rs = r if isinstance(r, (tuple, list)) else (r,)
    print('np.meshgrid()', type(r).__name__, [x.tolist() for x in rs], [x.dtype for x in rs], [x.strides for x in rs], [x.base is None for x in rs], [x.flags.writeable for x in rs])
except Exception as ex:
    print('np.meshgrid()', type(ex).__name__, ex)
try:
    r = np.meshgrid(a, b, indexing='yx')
    rs = r if isinstance(r, (tuple, list)) else (r,)
    print("np.meshgrid(a, b, indexing='yx')", type(r).__name__, [x.tolist() for x in rs], [x.dtype for x in rs], [x.strides for x in rs], [x.base is None for x in rs], [x.flags.writeable for x in rs])
except Exception as ex:
    print("np.meshgrid(a, b, indexing='yx')", type(ex).__name__, ex)
try:
    r = np.meshgrid(np.arange(4).reshape(2, 2), a)
    rs = r if isinstance(r, (tuple, list)) else (r,)
    print('np.meshgrid(np.arange(4).reshape(2, 2), a)', type(r).__name__, [x.tolist() for x in rs], [x.dtype for x in rs], [x.strides for x in rs], [x.base is None for x in rs], [x.flags.writeable for x in rs])
except Exception as ex:
    print('np.meshgrid(np.arange(4).reshape(2, 2), a)', type(ex).__name__, ex)
try:
    r = np.indices((2, 3))
    rs = r if isinstance(r, (tuple, list)) else (r,)
    print('np.indices((2, 3))', type(r).__name__, [x.tolist() for x in rs], [x.dtype for x in rs], [x.strides for x in rs], [x.base is None for x in rs], [x.flags.writeable for x in rs])
except Exception as ex:
    print('np.indices((2, 3))', type(ex).__name__, ex)
try:
    r = np.indices((2, 3), sparse=True)
    rs = r if isinstance(r, (tuple, list)) else (r,)
    print('np.indices((2, 3), sparse=True)', type(r).__name__, [x.tolist() for x in rs], [x.dtype for x in rs], [x.strides for x in rs], [x.base is None for x in rs], [x.flags.writeable for x in rs])
except Exception as ex:
    print('np.indices((2, 3), sparse=True)', type(ex).__name__, ex)
try:
    r = np.indices([3])
    rs = r if isinstance(r, (tuple, list)) else (r,)
    print('np.indices([3])', type(r).__name__, [x.tolist() for x in rs], [x.dtype for x in rs], [x.strides for x in rs], [x.base is None for x in rs], [x.flags.writeable for x in rs])
except Exception as ex:
    print('np.indices([3])', type(ex).__name__, ex)
try:
    r = np.indices((2, 2), dtype=np.int8)
    rs = r if isinstance(r, (tuple, list)) else (r,)
    print('np.indices((2, 2), dtype=np.int8)', type(r).__name__, [x.tolist() for x in rs], [x.dtype for x in rs], [x.strides for x in rs], [x.base is None for x in rs], [x.flags.writeable for x in rs])
except Exception as ex:
    print('np.indices((2, 2), dtype=np.int8)', type(ex).__name__, ex)
try:
    r = np.indices(())
    rs = r if isinstance(r, (tuple, list)) else (r,)
    print('np.indices(())', type(r).__name__, [x.tolist() for x in rs], [x.dtype for x in rs], [x.strides for x in rs], [x.base is None for x in rs], [x.flags.writeable for x in rs])
except Exception as ex:
    print('np.indices(())', type(ex).__name__, ex)
try:
    r = np.ix_([0, 1], [1, 2])
    rs = r if isinstance(r, (tuple, list)) else (r,)
    print('np.ix_([0, 1], [1, 2])', type(r).__name__, [x.tolist() for x in rs], [x.dtype for x in rs], [x.strides for x in rs], [x.base is None for x in rs], [x.flags.writeable for x in rs])
except Exception as ex:
    print('np.ix_([0, 1], [1, 2])', type(ex).__name__, ex)
try:
    r = np.ix_(a, c)
    rs = r if isinstance(r, (tuple, list)) else (r,)
    print('np.ix_(a, c)', type(r).__name__, [x.tolist() for x in rs], [x.dtype for x in rs], [x.strides for x in rs], [x.base is None for x in rs], [x.flags.writeable for x in rs])
except Exception as ex:
    print('np.ix_(a, c)', type(ex).__name__, ex)
try:
    r = np.ix_([True, False, True])
    rs = r if isinstance(r, (tuple, list)) else (r,)
    print('np.ix_([True, False, True])', type(r).__name__, [x.tolist() for x in rs], [x.dtype for x in rs], [x.strides for x in rs], [x.base is None for x in rs], [x.flags.writeable for x in rs])
except Exception as ex:
    print('np.ix_([True, False, True])', type(ex).__name__, ex)
try:
    r = np.ix_([])
    rs = r if isinstance(r, (tuple, list)) else (r,)
    print('np.ix_([])', type(r).__name__, [x.tolist() for x in rs], [x.dtype for x in rs], [x.strides for x in rs], [x.base is None for x in rs], [x.flags.writeable for x in rs])
except Exception as ex:
    print('np.ix_([])', type(ex).__name__, ex)
try:
    r = np.ix_(np.arange(4).reshape(2, 2))
    rs = r if isinstance(r, (tuple, list)) else (r,)
    print('np.ix_(np.arange(4).reshape(2, 2))', type(r).__name__, [x.tolist() for x in rs], [x.dtype for x in rs], [x.strides for x in rs], [x.base is None for x in rs], [x.flags.writeable for x in rs])
except Exception as ex:
    print('np.ix_(np.arange(4).reshape(2, 2))', type(ex).__name__, ex)

#@@ case np_grids_in_use
import numpy as np
x = np.linspace(0, 1, 3)
y = np.arange(2.)
X, Y = np.meshgrid(x, y)
print(X + Y, X.strides, (X * 10 + Y).T.strides)
I, J = np.indices((3, 4))
a = np.arange(12).reshape(3, 4)
print(a[I, J].strides, (I * 4 + J == a).all(), a[np.ix_([0, 2], [1, 3])])
rows, cols = np.ix_([2, 0], [3, 1, 0])
print(a[rows, cols], rows.shape, cols.shape, rows.base is not None)
