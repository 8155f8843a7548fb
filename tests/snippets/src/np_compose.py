#@@ case np_diff_outer
import numpy as np
a = np.array([3, 1, 4, 1, 5])
m = np.arange(12.).reshape(3, 4)
b = np.array([True, False, False, True])
try:
    r = np.diff(a)
    print('np.diff(a)', repr(r), getattr(r, 'strides', None))
except Exception as ex:
    print('np.diff(a)', type(ex).__name__, ex)
try:
    r = np.diff(a, n=2)
    print('np.diff(a, n=2)', repr(r), getattr(r, 'strides', None))
except Exception as ex:
    print('np.diff(a, n=2)', type(ex).__name__, ex)
try:
    r = np.diff(m)
    print('np.diff(m)', repr(r), getattr(r, 'strides', None))
except Exception as ex:
    print('np.diff(m)', type(ex).__name__, ex)
try:
    r = np.diff(m, axis=0)
    print('np.diff(m, axis=0)', repr(r), getattr(r, 'strides', None))
except Exception as ex:
    print('np.diff(m, axis=0)', type(ex).__name__, ex)
try:
    r = np.diff(m.T, axis=1)
    print('np.diff(m.T, axis=1)', repr(r), getattr(r, 'strides', None))
except Exception as ex:
    print('np.diff(m.T, axis=1)', type(ex).__name__, ex)
try:
    r = np.diff(b)
    print('np.diff(b)', repr(r), getattr(r, 'strides', None))
except Exception as ex:
    print('np.diff(b)', type(ex).__name__, ex)
try:
    r = np.diff(a, prepend=0)
    print('np.diff(a, prepend=0)', repr(r), getattr(r, 'strides', None))
except Exception as ex:
    print('np.diff(a, prepend=0)', type(ex).__name__, ex)
try:
    r = np.diff(a, append=[9, 9])
    print('np.diff(a, append=[9, 9])', repr(r), getattr(r, 'strides', None))
except Exception as ex:
    print('np.diff(a, append=[9, 9])', type(ex).__name__, ex)
try:
    r = np.diff(m, axis=0, prepend=0)
    print('np.diff(m, axis=0, prepend=0)', repr(r), getattr(r, 'strides', None))
except Exception as ex:
    print('np.diff(m, axis=0, prepend=0)', type(ex).__name__, ex)
try:
    r = np.diff(a, n=0) is a
    print('np.diff(a, n=0) is a', repr(r), getattr(r, 'strides', None))
except Exception as ex:
    print('np.diff(a, n=0) is a', type(ex).__name__, ex)
try:
    r = np.diff(a, n=7)
    print('np.diff(a, n=7)', repr(r), getattr(r, 'strides', None))
except Exception as ex:
    print('np.diff(a, n=7)', type(ex).__name__, ex)
try:
    r = np.diff(np.array(3))
    print('np.diff(np.array(3))', repr(r), getattr(r, 'strides', None))
except Exception as ex:
    print('np.diff(np.array(3))', type(ex).__name__, ex)
try:
    r = np.diff(a, n=-1)
    print('np.diff(a, n=-1)', repr(r), getattr(r, 'strides', None))
except Exception as ex:
    print('np.diff(a, n=-1)', type(ex).__name__, ex)
try:
    r = np.diff(m, axis=2)
    print('np.diff(m, axis=2)', repr(r), getattr(r, 'strides', None))
except Exception as ex:
    print('np.diff(m, axis=2)', type(ex).__name__, ex)
try:
    r = np.diff([1, 4, 9])
    print('np.diff([1, 4, 9])', repr(r), getattr(r, 'strides', None))
except Exception as ex:
    print('np.diff([1, 4, 9])', type(ex).__name__, ex)
try:
    r = np.diff(m[:, ::2], n=1, axis=-1)
    print('np.diff(m[:, ::2], n=1, axis=-1)', repr(r), getattr(r, 'strides', None))
except Exception as ex:
    print('np.diff(m[:, ::2], n=1, axis=-1)', type(ex).__name__, ex)
try:
    r = np.diff(a.astype(np.uint8))
    print('np.diff(a.astype(np.uint8))', repr(r), getattr(r, 'strides', None))
except Exception as ex:
    print('np.diff(a.astype(np.uint8))', type(ex).__name__, ex)
try:
    r = np.diff(m.astype(np.float32), axis=0, append=m[:1])
    print('np.diff(m.astype(np.float32), axis=0, append=m[:1])', repr(r), getattr(r, 'strides', None))
except Exception as ex:
    print('np.diff(m.astype(np.float32), axis=0, append=m[:1])', type(ex).__name__, ex)
try:
    r = np.outer(a, a[:2])
    print('np.outer(a, a[:2])', repr(r), getattr(r, 'strides', None))
except Exception as ex:
    print('np.outer(a, a[:2])', type(ex).__name__, ex)
try:
    r = np.outer(m, a[:2])
    print('np.outer(m, a[:2])', repr(r), getattr(r, 'strides', None))
except Exception as ex:
    print('np.outer(m, a[:2])', type(ex).__name__, ex)
try:
    r = np.outer([1, 2], [3., 4.])
    print('np.outer([1, 2], [3., 4.])', repr(r), getattr(r, 'strides', None))
except Exception as ex:
    print('np.outer([1, 2], [3., 4.])', type(ex).__name__, ex)
try:
    r = np.outer(b, a[:3])
    print('np.outer(b, a[:3])', repr(r), getattr(r, 'strides', None))
except Exception as ex:
    print('np.outer(b, a[:3])', type(ex).__name__, ex)
try:
    r = np.outer(m.T[::2], 2)
    print('np.outer(m.T[::2], 2)', repr(r), getattr(r, 'strides', None))
except Exception as ex:
    print('np.outer(m.T[::2], 2)', type(ex).__name__, ex)
