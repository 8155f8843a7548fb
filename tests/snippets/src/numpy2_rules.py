#@@ case nep51_reprs_in_containers
import numpy as np
a = np.arange(4)
f = np.arange(3.0, dtype=np.float32)
b = a > 1
c = np.zeros(2, dtype=complex)
c.real[:] = [1, -0.0]
c.imag[:] = [2, -0.5]
h = np.array([0.1, 65504.0, -0.0], dtype=np.float16)
print([a[1], f[2], b[3], c[0], h[0]], (a[0],), {'k': np.uint8(7)}, {np.int16(2): f[1]})
print(repr(a[3]), repr(np.float64(float('nan'))), repr(np.float64(-0.0)), repr(np.int8(-5)), repr(h[1]), repr(h[2]), repr(c[1]))
print(f"{a[1]!r} {a[1]} {f[1]:.2f} {b[0]!r}", "%r %s" % (f[2], f[2]), str(b[0]), repr(b[2]))
print(np.unravel_index(7, (2, 4)), list(zip(a[:2], b[:2])), a.sum(), repr(a.sum()), repr(a.mean()), repr(f.max()), repr(b.any()))
print(repr(np.float32(0.1)), repr(np.float32(1e-8)), repr(np.float32(3e38)), repr(np.uint16(65535)), repr(np.int32(-7)), repr(np.float64(1e16)))

#@@ case numpy_bool_and_scalar_type_names
import numpy as np
t = (np.arange(2) > 0)[1]
print(type(t).__name__, type(t), np.bool_, np.dtype(bool).type, np.bool_.__name__, type(np.arange(2.)[0]).__name__)
print(type(np.zeros(2).dtype).__name__, type(np.zeros(2, np.uint8).dtype), type(np.zeros(2, bool).dtype))
print(isinstance(np.zeros(2).dtype, type(np.zeros(3).dtype)), type(t) is np.bool_, type(t) == np.bool_)

#@@ case nep50_weak_python_numbers
import numpy as np
for dt in [np.int8, np.uint8, np.int32, np.float16, np.float32, bool]:
    a = np.array([1, 0], dtype=dt)
    for v in [1, -1, 200, 70000, 2.5, 1e5, True]:
        try:
            r = a + v
            print(np.dtype(dt).name, v, r.dtype, r.tolist())
        except Exception as e:
            print(np.dtype(dt).name, v, type(e).__name__, e)

#@@ case nep50_zero_d_arrays_and_numpy_scalars_are_strong
import numpy as np
a = np.ones(3, dtype=np.int8)
f = np.ones(2, dtype=np.float32)
print((a + np.array(1)).dtype, (a + np.int64(1)).dtype, (a + np.int8(1)).dtype, (f + np.float64(1)).dtype, (f + np.array(2.0)).dtype)
print((np.float32(3) + 3.0).dtype, (np.int8(3) + np.int64(3)).dtype, (np.array(3) + 1.5).dtype, (np.array(3, np.int8) * 2).dtype)
print(np.int8(100) + 100, (np.int8(100) + 100).dtype, (a * np.array(300)).tolist(), (np.float16(1) + 1e5).dtype)
print((a // 2).dtype, (a % 3).dtype, (a // 2.5).dtype, (np.array([True]) // 2).dtype, (a / 1000).dtype)

#@@ case nep50_comparisons_with_out_of_range_ints
import numpy as np
u = np.array([1, 200], dtype=np.uint8)
i8 = np.array([1, -2], dtype=np.int8)
print(u < -1, u == 1000, u > 300, u >= -5, i8 != 1000, i8 < 128, i8 > -129)
h = np.array([0.1, 0.2], dtype=np.float16)
print(h == 0.1, h < 0.2, h > 1e5)

#@@ case nep50_overflow_errors
import numpy as np
u = np.array([1, 200], dtype=np.uint8)
z = np.zeros(2, dtype=np.uint8)
fs = [lambda: u + 300, lambda: u - (-1), lambda: u * 256, lambda: np.maximum(u, 300), lambda: np.minimum(u, -1),
      lambda: u // 300, lambda: u % -1, lambda: np.uint8(-1), lambda: np.int8(200), lambda: np.array([-1, 2], dtype=np.uint8),
      lambda: np.full(2, 300, dtype=np.uint8), lambda: np.array(300, dtype=np.uint8), lambda: np.copyto(z, -1),
      lambda: np.arange(-5, 3, dtype=np.uint8), lambda: np.arange(127, 130, dtype=np.int8),
      lambda: np.arange(250, 260, dtype=np.uint8), lambda: np.arange(0, 5, 300, dtype=np.uint8),
      lambda: np.where(u > 1, u, 300), lambda: np.clip(u, -10, 300), lambda: np.clip(np.arange(5, dtype=np.int8), -1000, 2)]
for f in fs:
    try:
        r = f()
        print(r if r is None else (r.dtype, r.tolist()))
    except Exception as e:
        print(type(e).__name__, e)
w = np.ones(3, dtype=np.int8)
try:
    w += 1000
except OverflowError as e:
    print('in place:', e)
print(w.tolist())

#@@ case numpy2_broadcast_arrays_and_dimension_limit
import numpy as np
x = np.arange(3)
y = np.zeros((2, 1))
r = np.broadcast_arrays(x, y, np.ones((2, 3)))
print(type(r).__name__, [v.strides for v in r], r[2].base is None, r[0].flags.writeable)
z = np.zeros((2, 3))
s = np.broadcast_arrays(z, x)
print(s[0] is z, s[1].strides, s[1].base is x)
try:
    e = np.zeros((1,) * 40)
    print(e.ndim, e.reshape(-1).shape, e[..., None].ndim, (e + 1).ndim, e.sum(axis=0).ndim, e.transpose().shape[:2])
except ValueError as err:
    print('ValueError', err)
for n in [31, 32, 63, 64]:
    try:
        print(np.arange(2)[(None,) * n].ndim)
    except IndexError as err:
        print('IndexError', err)
try:
    np.broadcast_shapes((1,) * 33)
except (ValueError, RuntimeError) as err:
    print(type(err).__name__, err)
try:
    np.ones(2).reshape((1,) * 33 + (2,))
    print(np.ones(2).reshape((1,) * 33 + (2,)).strides[-3:])
except ValueError as err:
    print('ValueError', err)

#@@ case numpy_beside_torch_keeps_numpy1_rules
import torch
import numpy as np
a = np.arange(3, dtype=np.uint8)
print(repr(a[1]), [a[0], (a > 0)[1]], (a + 300).dtype, type((a > 0)[1]).__name__, (np.array(5) + np.ones(2, np.int8)).dtype)
print(repr(np.arange(1001)[::500]), torch.from_numpy(a).dtype, type(np.broadcast_arrays(a, a)).__name__)

#@@ case numpy2_api_changes
import numpy as np
b = np.arange(6, dtype=np.int8).reshape(2, 3).T
for f in [lambda: b.clip(), lambda: np.clip(b, None, None), lambda: np.clip(b, 1, None)]:
    try:
        r = f()
        print(r.tolist(), r.dtype, r.strides, r.base is None)
    except ValueError as e:
        print('ValueError', e)
g = np.meshgrid(np.arange(2), np.arange(3.0))
print(type(g).__name__, [x.shape for x in g], type(np.ix_(np.arange(2), np.arange(3))).__name__)
print(sorted(np.get_printoptions()))
a = np.zeros((3, 4), dtype=np.int16)
for m in [np.array([True, False]), np.ones((3, 5), bool)]:
    try:
        a[m]
    except IndexError as e:
        print(e)
try:
    a[[True, False, True, True], [0, 1, 2]]
except IndexError as e:
    print(e)
for v in ([1, 2], []):
    try:
        a[0, 1] = v
        print(a[0].tolist())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
f = np.zeros(2)
try:
    f[0] = [1, 2]
except ValueError as e:
    print(e)

#@@ case numpy2_byte_bounds_removed
import numpy as np
a = np.arange(6).reshape(2, 3)
print(a.__array_interface__['strides'], a.ctypes.data > 0 if False else 'ok')
try:
    print(np.byte_bounds(a)[1] - np.byte_bounds(a)[0])
except AttributeError as e:
    print('AttributeError', e)

#@@ case ufunc_casting_error_class
import numpy as np
x = np.arange(3)
try:
    x += 1.5
except TypeError as e:
    print(type(e).__name__, type(e), isinstance(e, TypeError), e)
try:
    np.sum(np.arange(3), axis=2)
except Exception as e:
    print(type(e).__name__, type(e), isinstance(e, IndexError), isinstance(e, ValueError))

#@@ case ufunc_casting_error_class_beside_torch
import torch
import numpy as np
x = np.arange(3)
try:
    x *= 0.5
except TypeError as e:
    print(type(e).__name__, type(e), e)

#@@ case nep50_python_numbers_written_into_integer_arrays
import numpy as np
u = np.array([1, 200], dtype=np.uint8)
def run(i):
    if i == 0: u[0] = 300
    if i == 1: u[:] = 300
    if i == 2: u.fill(300)
    if i == 3: u[u > 0] = 300
    if i == 4: u[[0]] = 300
    if i == 5: u[0] = -1
    if i == 6: u[...] = 255
    if i == 7: u[0] = 2.5e3
    if i == 8: u[0] = True
    if i == 9: u[0] = 2.5
    if i == 10: u[0] = -1.5
    if i == 11: u[:] = 2.5e3
    if i == 12: u[0] = np.int64(300)
    if i == 13: print(np.full_like(u, 300).tolist())
    if i == 14: print(np.full_like(u, 7.9).tolist())
for i in range(15):
    try:
        run(i)
        print(i, 'ok', u.tolist())
    except Exception as e:
        print(i, type(e).__name__, e)

#@@ case atleast_nd_of_several_arrays
import numpy as np
r = np.atleast_1d(1, [2, 3])
print(type(r).__name__, r, type(np.atleast_2d(np.arange(2), 5)).__name__, np.atleast_3d(np.ones((2, 2)), 1)[1].shape)
print(np.atleast_1d(7), type(np.atleast_2d([1, 2])).__name__)

#@@ case array_copy_keyword
import numpy as np
a = np.arange(6).reshape(2, 3)
fs = [lambda: np.array(a, copy=False) is a, lambda: np.array(a, copy=True) is a, lambda: np.array(a) is a,
      lambda: np.array(a, copy=None) is a, lambda: np.array(a, copy=0) is a, lambda: np.array(a, copy='x') is a,
      lambda: np.array(a.T, copy=False).strides, lambda: np.array(a, order='F', copy=False).strides,
      lambda: np.array([1, 2], copy=False).tolist(), lambda: np.array(5, copy=False).ndim,
      lambda: type(np.array(np.float64(2), copy=False)).__name__, lambda: type(np.asarray(np.float64(2))).__name__,
      lambda: np.asarray(a, copy=False) is a, lambda: np.asarray(a, copy=True) is a, lambda: np.asarray([1, 2], copy=False),
      lambda: np.asarray(a) is a, lambda: np.asarray(a.T, order='C').strides]
for f in fs:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)

#@@ case ndarray_attributes_numpy2_removed
import numpy as np
a = np.arange(3)
print(hasattr(a, "itemset"), hasattr(a, "newbyteorder"), hasattr(a, "ptp"), hasattr(a, "strides"))
try:
    a.newbyteorder
    print("has newbyteorder")
except AttributeError as e:
    print(e)

#@@ case ndarray_attributes_beside_torch
import torch
import numpy as np
a = np.arange(3)
print(hasattr(a, "itemset"), hasattr(a, "newbyteorder"), hasattr(a, "ptp"), hasattr(a, "strides"))
try:
    a.newbyteorder
    print("has newbyteorder")
except AttributeError as e:
    print(e)

#@@ case except_clause_error_runs_finally
def f():
    try:
        raise ValueError("x")
    except int:
        print("no")
    finally:
        print("finally 1")
try:
    f()
except TypeError as e:
    print("TypeError", e)
def h():
    try:
        [][1]
    except undefined_name:
        pass
    finally:
        return "returned from finally"
print(h())
import numpy as np
try:
    np.moveaxis(np.arange(3), -2, 1)
except np.AxisError:
    print('no view')
finally:
    print('done')

#@@ case numpy_scalar_comparisons_are_numpy_bools
import numpy as np
a = np.arange(4)
h = np.float16(0.3)
for r in [a[1] == 1, a[2] > 1.5, 3 <= a[3], np.float32(0.1) == 0.1, h == 0.3, h < 0.3, np.uint8(3) < -1, np.uint8(3) == 259,
          np.int8(1) != np.int64(1), np.float64(1) == 1, a[0] == False]:
    print(repr(r), type(r).__name__)
if a[1] > 0 and not a[0] > 0:
    print('truth ok')
print(sorted([a[2], 1, a[0]]), max(a[1], 0.5), a[1] in [1, 2], 1 < a[2] < 3)
