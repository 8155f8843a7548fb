#@@ case sum_axes_and_keepdims
import numpy as np
a = np.arange(6).reshape(2, 3)
print(a.sum(), a.sum(0), a.sum(axis=1), a.sum(axis=-1, keepdims=True), a.sum(axis=(0, 1)))
print(np.sum(a), np.sum(a, axis=0), np.sum(a, 1, keepdims=True).shape)

#@@ case sum_result_is_numpy_scalar
import numpy as np
s = np.arange(4).sum()
print(type(s).__name__, s, repr(s), s + 1)
m = np.arange(4.0).mean()
print(type(m).__name__, m)
print(type(np.arange(3).sum(axis=0)).__name__)

#@@ case sum_small_int_dtypes_accumulate_in_int64
import numpy as np
print(np.arange(10, dtype=np.int8).sum().dtype, np.arange(10, dtype=np.uint8).sum().dtype)
print(np.full(3, 200, dtype=np.uint8).sum(), np.array([100, 100], dtype=np.int8).sum())
print(np.array([True, False, True]).sum(), np.array([True, True]).sum().dtype)

#@@ case sum_int64_wraps
import numpy as np
a = np.array([2**62, 2**62, 2**62])
print(a.sum())

#@@ case prod_ints_and_exact_floats
import numpy as np
a = np.arange(1, 7).reshape(2, 3)
print(a.prod(), a.prod(axis=0), a.prod(axis=1, keepdims=True))
b = np.array([[0.5, 0.25, 2.0], [1.5, -3.0, 8.0]])
print(b.prod(axis=1), b.prod())
print(np.arange(100, dtype=np.int8).prod(), np.array([-0.0, 2.0]).prod())

#@@ case float_sum_exact_values
import numpy as np
b = np.array([[0.5, 0.25, 2.0], [1.5, -3.0, 8.0]])
print(b.sum(), b.sum(axis=0), b.sum(axis=1))
print(np.arange(100.0).sum(), np.arange(1000, dtype=np.float32).sum())

#@@ case float_sum_signed_zero
import numpy as np
print(np.array([-0.0, -0.0]).sum(), np.array([-0.0]).sum(axis=0), np.full((2, 3), -0.0).sum(axis=0))

#@@ case float_sum_nan_and_inf
import numpy as np
print(np.array([1.0, float('nan'), 3.0]).sum(), np.array([1.0, float('inf')]).sum())
print(np.array([float('inf'), -float('inf')]).sum(), np.array([-float('inf'), 2.0]).sum())

#@@ case mean_int_and_float
import numpy as np
a = np.arange(6).reshape(2, 3)
print(a.mean(), a.mean(axis=0), a.mean(axis=1), np.mean(a), np.mean(a, axis=1, keepdims=True))
f = np.arange(6, dtype=np.float32).reshape(2, 3)
print(f.mean(), repr(f.mean(axis=0)), np.array([True, False]).mean())

#@@ case mean_thirds
import numpy as np
print(np.array([1.0, 2.0, 4.0]).mean(), np.array([1, 2, 4]).mean(), np.array([1, 2, 4], dtype=np.float32).mean())

#@@ case min_max_argmin_argmax
import numpy as np
a = np.array([[3, 7, 1], [9, 2, 9]])
print(a.min(), a.max(), a.min(axis=0), a.max(axis=1), np.amax(a), np.amin(a, axis=1))
print(a.argmax(), a.argmin(), a.argmax(axis=0), a.argmin(axis=1), np.argmax(a, axis=1), np.argmin(a))
print(np.max(a, axis=0, keepdims=True), a.argmax(keepdims=True), a.argmax(axis=1, keepdims=True))

#@@ case max_nan_propagates
import numpy as np
c = np.array([1.0, float('nan'), 3.0])
print(c.max(), c.min(), c.argmax(), c.argmin())

#@@ case max_bool_and_float32
import numpy as np
print(np.array([True, False]).max(), np.array([1.5, -2.5], dtype=np.float32).min(), np.array([True, False]).argmin())

#@@ case all_any
import numpy as np
a = np.arange(6).reshape(2, 3)
print(a.all(), a.any(), a.all(axis=0), a.any(axis=1), np.all(a), np.any(a, axis=0, keepdims=True))
print(np.zeros((0, 3)).all(), np.zeros((0, 3)).any(axis=0))

#@@ case reduction_axis_errors
import numpy as np
a = np.arange(6).reshape(2, 3)
for ax in [2, -3, (0, 0), 1.0, [0, 1]]:
    try:
        a.sum(axis=ax)
    except Exception as e:
        print(type(e).__name__, e)

#@@ case argmax_errors
import numpy as np
a = np.arange(6).reshape(2, 3)
try:
    a.argmax(axis=(0, 1))
except TypeError as e:
    print(e)
try:
    a.argmax(axis=2)
except np.AxisError as e:
    print(e)
try:
    np.zeros((0, 3)).argmax(axis=0)
except ValueError as e:
    print(e)

#@@ case min_max_of_empty
import numpy as np
try:
    np.zeros((0, 3)).max()
except ValueError as e:
    print(e)
try:
    np.zeros((0, 3)).min(axis=0)
except ValueError as e:
    print(e)
print(repr(np.zeros((0, 3)).max(axis=1)), np.zeros((3, 0)).max(axis=0))

#@@ case sum_of_empty
import numpy as np
print(repr(np.zeros((0, 3)).sum(axis=0)), repr(np.zeros((0, 3)).sum(axis=1)), np.zeros((0, 3)).sum())
print(np.ones((0, 3), dtype=np.int8).prod(axis=0))

#@@ case reduction_output_follows_input_order
import numpy as np
x = np.ones((2, 3, 4)).transpose(2, 1, 0)
print(x.strides, x.sum(axis=1).strides, x.sum(axis=0).strides, x.sum(axis=2).strides)
print(x.sum(axis=1, keepdims=True).strides, x.max(axis=1).strides, x.mean(axis=1).strides)
print(x.argmax(axis=1).strides)

#@@ case reduction_keepdims_strides
import numpy as np
z = np.ones((3, 4)).T
print(z.sum(axis=0, keepdims=True).strides, z.sum(axis=1, keepdims=True).strides, z.sum(keepdims=True).strides)
y = np.ones((4, 5))[:, ::2]
print(y.sum(axis=0).strides, y.sum(axis=0).flags['C_CONTIGUOUS'])

#@@ case reduction_3d_tuple_axes
import numpy as np
a = np.arange(24).reshape(2, 3, 4)
print(a.sum(axis=(0, 2)), a.max(axis=(1,), keepdims=True))
print(a.min(axis=(0, 1)), a.sum(axis=(-1, 0)))

#@@ case reduction_on_views
import numpy as np
a = np.arange(12).reshape(3, 4)
v = a[::-1, 1::2]
print(v, v.sum(axis=0), v.max(axis=1), v.argmax(), v.T.argmin(axis=0))

#@@ case reduction_of_numpy_scalar
import numpy as np
print(np.float32(2.5).sum(), np.int64(3).max(), np.array(5).mean(), np.array(7).argmax())

#@@ case reduction_of_broadcast_view
import numpy as np
b = np.broadcast_to(np.arange(3), (4, 3))
print(b.sum(axis=0), b.sum(axis=0).strides, b.sum(axis=1))

#@@ case astype_basic
import numpy as np
a = np.arange(6).reshape(2, 3)
f = a.astype(np.float32)
print(f, f.dtype, f.strides, f.base is None)
print(a.astype('float64') / 4, a.astype(float).dtype, a.astype(bool))

#@@ case astype_copy_false
import numpy as np
a = np.arange(6).reshape(2, 3)
print(a.astype(np.int64, copy=False) is a, a.astype(np.int64) is a)
print(a.T.astype(np.int64, copy=False) is a.T, a.T.astype(np.int64, order='C', copy=False).strides)
t = a.T
print(t.astype(np.int64, copy=False) is t, t.astype(np.int64, order='F', copy=False) is t)

#@@ case astype_keeps_memory_order
import numpy as np
a = np.arange(6).reshape(2, 3)
print(a.T.astype(np.float32).strides, a.T.astype(np.float32, order='C').strides, a.astype(np.int8, order='F').strides)
print(a[:, ::2].astype(np.int16).strides, a[:, ::-1].astype(np.float64).strides)

#@@ case astype_float_to_int_truncates
import numpy as np
x = np.array([300.7, -300.7, 2.5, -2.5, 127.9, 128.0, 65535.5, 70000.2])
print(x.astype(np.int8), x.astype(np.uint8), x.astype(np.int16), x.astype(np.int64))

#@@ case astype_int_wraps
import numpy as np
print(np.array([-1, 300, 255, 256]).astype(np.uint8), np.array([1.5, 0.0, -0.0]).astype(bool))
print(np.array([2**40 + 5]).astype(np.int32), np.array([True, False]).astype(np.float32))

#@@ case astype_float64_to_float32_rounds
import numpy as np
x = np.array([0.1, 1/3, 1e-40])
print(x.astype(np.float32), x.astype(np.float32).tolist())

#@@ case zeros_like_keeps_layout
import numpy as np
a = np.arange(6).reshape(2, 3)
print(np.zeros_like(a.T).strides, np.zeros_like(a[:, ::2]).strides, np.ones_like(a.T, order='C').strides)
print(np.zeros_like(a.T), np.zeros_like(a).dtype, np.ones_like(a, dtype=np.float32))
print(np.empty_like(a.T).strides, np.empty_like(a, dtype=np.int8).strides, np.empty_like(a).flags['OWNDATA'])

#@@ case full_like_casts_fill
import numpy as np
a = np.arange(6).reshape(2, 3)
print(np.full_like(a, 7), np.full_like(a, 2.5), np.full_like(a, 2.5, dtype=float), np.full_like(a.T, True).strides)

#@@ case linspace_basic
import numpy as np
print(np.linspace(0, 1, 5))
print(np.linspace(0, 1, 5, endpoint=False))
print(np.linspace(2, 3))
print(np.linspace(1, 0, 7), np.linspace(5, 5, 1), np.linspace(0, 1, 0))

#@@ case linspace_repr_and_dtype
import numpy as np
print(repr(np.linspace(-1, 1, 11)))
print(np.linspace(0, 10, 4, dtype=int), np.linspace(0, 1, 3, dtype=np.float32).dtype)
print(np.linspace(0, 1, 7).tolist())

#@@ case linspace_tiny_step
import numpy as np
print(np.linspace(0, 1e-320, 3))

#@@ case linspace_errors
import numpy as np
try:
    np.linspace(0, 1, -1)
except ValueError as e:
    print(e)
try:
    np.linspace(0, 1, 2.5)
except TypeError as e:
    print(e)

#@@ case concatenate_layouts
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(12).reshape(4, 3)
print(np.concatenate([a, b]).strides, np.concatenate([a.T, a.T]).strides, np.concatenate([a.T, a.T], axis=1).strides)
print(np.concatenate([a, a[:, ::-1]]).strides, np.concatenate([a.T, b.T], axis=1).strides)
print(np.concatenate([a.T, np.ones((3, 2))], axis=1).strides)

#@@ case concatenate_3d_layouts
import numpy as np
x = np.ones((2, 3, 4)).transpose(1, 2, 0)
print(x.strides, np.concatenate([x, x]).strides, np.concatenate([x, x], axis=2).strides)
print(np.concatenate([x, np.ones((3, 4, 2))], axis=2).strides)

#@@ case concatenate_values_and_dtype
import numpy as np
a = np.arange(6).reshape(2, 3)
print(np.concatenate([a, a * 10]))
print(np.concatenate((a, a + 0.5), axis=1))
print(np.concatenate([np.arange(3), np.arange(2.5)]).dtype, np.concatenate([a, a], axis=None))
print(np.concatenate([np.arange(2, dtype=np.int8), np.arange(2, dtype=np.uint8)]).dtype)

#@@ case concatenate_of_an_array
import numpy as np
a = np.arange(6).reshape(2, 3)
print(np.concatenate(a), np.stack(a, axis=1))

#@@ case concatenate_errors
import numpy as np
a = np.arange(6).reshape(2, 3)
cases = [([], 0), ([a, np.ones((2, 4))], 0), ([a, np.ones(3)], 0), ([np.array(1), np.array(2)], 0),
         ([a, a], 2), ([a, a], -3), ([a, np.ones((3, 3))], 1)]
for arrs, ax in cases:
    try:
        np.concatenate(arrs, axis=ax)
    except Exception as e:
        print(type(e).__name__, e)

#@@ case stack_layouts_and_values
import numpy as np
a = np.arange(6).reshape(2, 3)
print(np.stack([a, a]).strides, np.stack([a.T, a.T]).strides, np.stack([a.T, a.T], axis=2).strides)
print(np.stack([a, a], axis=1).strides, np.stack([a, a * 2], axis=-1))
print(np.stack([np.arange(3), np.arange(3.0)]).dtype)

#@@ case stack_errors
import numpy as np
a = np.arange(6).reshape(2, 3)
for arrs, ax in [([a, np.arange(12).reshape(4, 3)], 0), ([], 0), ([a, a], 3), ([a, a], -4)]:
    try:
        np.stack(arrs, axis=ax)
    except Exception as e:
        print(type(e).__name__, e)

#@@ case boolean_mask_get
import numpy as np
a = np.arange(12).reshape(3, 4)
m = np.greater(a, 5)
print(m)
print(a[m], a[m].strides, a[m].base is None, a[m].flags['OWNDATA'])
print(a[np.array([True, False, True])], a[np.array([True, False, True])].strides)
print(a.T[np.array([True, False, True, True])].strides)

#@@ case boolean_mask_3d
import numpy as np
b = np.arange(24).reshape(2, 3, 4).transpose(2, 0, 1)
print(b[np.array([True, False, True, True])].strides, b[np.ones((4, 2), bool)].strides)
print(b[np.array([False, True, False, False])])

#@@ case boolean_mask_errors
import numpy as np
a = np.arange(12).reshape(3, 4)
for m in [np.array([True, False]), np.ones((3, 5), bool), np.ones((3, 4, 1), bool)]:
    try:
        a[m]
    except IndexError as e:
        print(e)

#@@ case boolean_mask_set
import numpy as np
a = np.arange(12).reshape(3, 4)
c = a.copy()
c[np.greater(c, 5)] = 0
print(c)
c = np.arange(5)
c[np.greater(c, 2)] = np.array([7, 8])
print(c)
c = np.arange(5.0)
c[np.less(c, 2)] = 9
print(c)

#@@ case boolean_mask_set_count_error
import numpy as np
c = np.arange(6).reshape(2, 3)
try:
    c[np.greater(c, 2)] = np.array([1, 2])
except ValueError as e:
    print(e)

#@@ case boolean_mask_set_readonly
import numpy as np
b = np.broadcast_to(np.arange(3), (2, 3))
try:
    b[np.ones((2, 3), bool)] = 1
except ValueError as e:
    print(e)

#@@ case reductions_of_zero_d_accept_axis_0
import numpy as np
fs = [lambda: np.array(5).sum(axis=0), lambda: np.array(5).sum(axis=-1), lambda: np.array(5).sum(axis=1),
      lambda: np.int64(5).sum(axis=0), lambda: np.array(5).max(axis=0), lambda: np.array(5).argmax(axis=0),
      lambda: np.array(5).sum(axis=(0,)), lambda: np.array(5).mean(axis=0), lambda: np.array(5).all(axis=0),
      lambda: np.arange(2)[..., 0].sum(axis=0)]
for f in fs:
    try:
        r = f()
        print(repr(r), type(r).__name__)
    except Exception as e:
        print(type(e).__name__, e)
