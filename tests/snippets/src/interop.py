#@@ case from_numpy_basic_float64
import torch
import numpy as np
a = np.arange(6.).reshape(2, 3)
t = torch.from_numpy(a)
print(t)
print(t.shape, t.stride(), t.storage_offset(), t.dtype, t.is_contiguous(), t._base is None)
#@@ case from_numpy_write_through_tensor
import torch
import numpy as np
a = np.arange(6.).reshape(2, 3)
t = torch.from_numpy(a)
t[0, 1] = 100
print(a)
t.add_(1)
print(a)
#@@ case from_numpy_write_through_array
import torch
import numpy as np
a = np.arange(6).reshape(2, 3)
t = torch.from_numpy(a)
a[1, 2] = -7
a[0] += 10
print(t)
#@@ case from_numpy_sliced_offset_zero
import torch
import numpy as np
a = np.arange(12.).reshape(3, 4)
u = torch.from_numpy(a[1:, 1:])
print(u)
print(u.shape, u.stride(), u.storage_offset(), u.storage().size(), u.is_contiguous())
#@@ case from_numpy_sliced_write_both
import torch
import numpy as np
a = np.arange(12.).reshape(3, 4)
u = torch.from_numpy(a[:, 1:3])
u.mul_(2)
print(a)
a[2, 2] = 0.5
print(u)
#@@ case from_numpy_transposed
import torch
import numpy as np
a = np.arange(12).reshape(3, 4)
c = torch.from_numpy(a.T)
print(c.shape, c.stride(), c.is_contiguous(), c.t().is_contiguous())
print(c)
#@@ case from_numpy_step_slices
import torch
import numpy as np
a = np.arange(20).reshape(4, 5)
t = torch.from_numpy(a[::2, 1::2])
print(t, t.stride(), t.storage().size())
t.fill_(-1)
print(a)
#@@ case from_numpy_reversed_error
import torch
import numpy as np
a = np.arange(6)
try:
    torch.from_numpy(a[::-1])
except ValueError as e:
    print(type(e).__name__, repr(str(e)))
#@@ case from_numpy_reversed_second_dim_error
import torch
import numpy as np
a = np.arange(12.).reshape(3, 4)
try:
    torch.from_numpy(a[:, ::-2])
except ValueError as e:
    print(e)
#@@ case from_numpy_flip_error_uncaught
import torch
import numpy as np
a = np.flip(np.arange(6).reshape(2, 3), axis=0)
print(a.strides)
torch.from_numpy(a)
#@@ case from_numpy_flip_copy_ok
import torch
import numpy as np
a = np.flip(np.arange(6).reshape(2, 3))
t = torch.from_numpy(a.copy())
print(t, t.stride())
#@@ case from_numpy_reversed_size1_error
import torch
import numpy as np
a = np.zeros((1, 3))[::-1]
print(a.strides)
t = torch.from_numpy(a)
print(t.stride(), t.shape)
#@@ case from_numpy_reversed_empty_ok
import torch
import numpy as np
a = np.zeros((3, 0))[::-1]
t = torch.from_numpy(a)
print(a.strides, t.stride(), t.shape)
#@@ case from_numpy_broadcast_zero_stride
import torch
import numpy as np
a = np.arange(4.)
b = np.broadcast_to(a, (3, 4))
t = torch.from_numpy(b)
print(t.stride(), t.is_contiguous(), t.storage().size())
print(t)
a[1] = 9
print(t[2])
#@@ case from_numpy_broadcast_inplace_error
import torch
import numpy as np
b = np.broadcast_to(np.arange(3), (2, 3))
t = torch.from_numpy(b)
try:
    t.add_(1)
except RuntimeError as e:
    print(e)
#@@ case from_numpy_readonly_write_allowed
import torch
import numpy as np
w = np.broadcast_to(np.arange(4), (4,))
print(w.flags.writeable)
t = torch.from_numpy(w)
t[0] = 10
print(w, t)
#@@ case from_numpy_as_strided_ok
import torch
import numpy as np
a = np.arange(12.)
b = np.lib.stride_tricks.as_strided(a, (3, 3), (16, 8))
t = torch.from_numpy(b)
print(t, t.stride(), t.storage().size())
#@@ case from_numpy_as_strided_not_multiple
import torch
import numpy as np
a = np.arange(12.)
b = np.lib.stride_tricks.as_strided(a, (2, 2), (4, 8))
try:
    torch.from_numpy(b)
except ValueError as e:
    print(e)
#@@ case from_numpy_not_multiple_checked_before_negative
import torch
import numpy as np
a = np.arange(12, dtype=np.int16)
for st in [(-2, 3), (3, -2), (-2, 2)]:
    b = np.lib.stride_tricks.as_strided(a[6:], (2, 2), st)
    try:
        torch.from_numpy(b)
    except ValueError as e:
        print(st, str(e)[:40])
#@@ case from_numpy_sliding_window
import torch
import numpy as np
a = np.arange(6)
w = np.lib.stride_tricks.sliding_window_view(a, 3)
t = torch.from_numpy(w)
print(t, t.stride(), t.storage().size())
a[2] = 20
print(t[:, 0])
#@@ case from_numpy_unsupported_uint16
import torch
import numpy as np
try:
    torch.from_numpy(np.arange(3, dtype=np.uint16))
except TypeError as e:
    print(e)
#@@ case from_numpy_unsupported_uint32_uint64
import torch
import numpy as np
for dt in [np.uint32, np.uint64]:
    try:
        torch.from_numpy(np.zeros(2, dtype=dt))
    except TypeError as e:
        print(e)
#@@ case from_numpy_negative_checked_before_dtype
import torch
import numpy as np
try:
    torch.from_numpy(np.arange(3, dtype=np.uint16)[::-1])
except (TypeError, ValueError) as e:
    print(type(e).__name__, str(e)[:30])
#@@ case from_numpy_not_array_types
import torch
import numpy as np
for v in [[1, 2], (1, 2), 3, 3.5, None, "ab", True, {}, range(3), torch.zeros(2), torch.Size([2])]:
    try:
        torch.from_numpy(v)
    except TypeError as e:
        print(e)
#@@ case from_numpy_numpy_scalars
import torch
import numpy as np
for v in [np.float64(3), np.int8(3), np.bool_(True), np.float32(1.5), np.int64(2)]:
    try:
        torch.from_numpy(v)
    except TypeError as e:
        print(e)
#@@ case from_numpy_zero_d
import torch
import numpy as np
a = np.array(3.5)
t = torch.from_numpy(a)
print(t, t.shape, t.stride(), t.dim())
t += 1
print(a)
#@@ case from_numpy_argument_count
import torch
import numpy as np
a = np.arange(3)
for f in [lambda: torch.from_numpy(a, 1), lambda: torch.from_numpy(), lambda: torch.from_numpy(a=a)]:
    try:
        f()
    except TypeError as e:
        print(e)
#@@ case from_numpy_empty_arrays
import torch
import numpy as np
for a in [np.zeros((0, 3)), np.zeros((4, 3))[:0], np.zeros((4, 3))[:, :0], np.zeros(0, dtype=np.int32)]:
    t = torch.from_numpy(a)
    print(a.strides, t.shape, t.stride(), t.storage().size(), t.dtype)
#@@ case from_numpy_dtypes
import torch
import numpy as np
for dt in [np.uint8, np.int8, np.int16, np.int32, np.int64, np.float32, np.float64, np.bool_]:
    z = np.arange(4).astype(dt)
    t = torch.from_numpy(z)
    print(t.dtype, t.stride(), t.storage().size(), t.element_size())
    print(t)
#@@ case from_numpy_float16_layout
import torch
import numpy as np
z = np.zeros((2, 3), dtype=np.float16)
t = torch.from_numpy(z[:, 1:])
print(t.dtype, t.shape, t.stride(), t.element_size(), t.storage().size())
print(t)
#@@ case from_numpy_complex_layout
import torch
import numpy as np
z = np.zeros((2, 3), dtype=np.complex64)
t = torch.from_numpy(z.T)
print(t.dtype, t.shape, t.stride(), t.element_size())
#@@ case from_numpy_uint8_wraps
import torch
import numpy as np
u8 = np.array([250, 251, 252], dtype=np.uint8)
tu = torch.from_numpy(u8)
tu += 10
print(u8, tu)
#@@ case from_numpy_int16_strided_write
import torch
import numpy as np
i16 = np.arange(5, dtype=np.int16)
ti = torch.from_numpy(i16[::2])
ti *= 1000
print(i16, ti.stride(), ti.dtype)
#@@ case from_numpy_bool_mask
import torch
import numpy as np
m = np.array([True, False, True])
t = torch.from_numpy(m)
t[1] = True
print(m, t.dtype)
print(t.logical_not())
#@@ case from_numpy_data_ptr_differences
import torch
import numpy as np
a = np.arange(8.)
t1 = torch.from_numpy(a)
t2 = torch.from_numpy(a[2:])
print(t2.data_ptr() - t1.data_ptr(), torch.from_numpy(a).data_ptr() == t1.data_ptr())
print(t2.storage().data_ptr() - t1.storage().data_ptr())
#@@ case from_numpy_views_of_tensor
import torch
import numpy as np
a = np.arange(12).reshape(3, 4)
t = torch.from_numpy(a)
v = t[1:, 2:]
print(v.storage_offset(), v._base is t, v.stride())
v.zero_()
print(a)
w = t.view(4, 3)
w[0, 0] = 42
print(a[0, 0])
#@@ case from_numpy_clone_is_a_copy
import torch
import numpy as np
a = np.arange(4.)
t = torch.from_numpy(a)
c = t.clone()
a[0] = 100
print(c, t)
#@@ case from_numpy_of_lazy_copy
import torch
import numpy as np
a = np.arange(5)
b = a.copy()
t = torch.from_numpy(b)
a[0] = 60
b[1] = 50
print(t)
#@@ case from_numpy_two_tensors_same_array
import torch
import numpy as np
a = np.zeros(4)
t1 = torch.from_numpy(a)
t2 = torch.from_numpy(a[1:])
t1[1] = 5
print(t2)
t2[2] = 7
print(t1, a)
#@@ case from_numpy_arith_result_new
import torch
import numpy as np
a = np.arange(4)
t = torch.from_numpy(a)
r = t * 2 + 1
a[0] = 100
print(r, t)
#@@ case numpy_basic
import torch
x = torch.arange(6.).reshape(2, 3)
n = x.numpy()
print(n)
print(n.shape, n.strides, n.dtype, n.flags.owndata, n.flags.writeable, n.base is None)
#@@ case numpy_base_is_detached_tensor
import torch
x = torch.arange(6).reshape(2, 3)
n = x.numpy()
print(n.base)
print(n.base is x, x.numpy() is n, n[1:].base is n, n.base._base is None)
print(type(n.base).__name__)
#@@ case numpy_write_through_array
import torch
x = torch.zeros(2, 3)
n = x.numpy()
n[1, 1] = 5
n[0] += 2
print(x)
#@@ case numpy_write_through_tensor
import torch
x = torch.arange(12).reshape(3, 4)
m = x[1:, ::2].numpy()
print(m, m.strides, m.flags.c_contiguous, m.flags.f_contiguous)
x[2, 2] = 99
print(m)
m[0, 0] = 55
print(x)
#@@ case numpy_transposed
import torch
q = torch.arange(12.).reshape(3, 4)
nq = q.T.numpy()
print(nq.strides, nq.flags.c_contiguous, nq.flags.f_contiguous)
nq[0] = -1
print(q)
#@@ case numpy_expanded_zero_stride
import torch
t = torch.arange(3.).expand(2, 3)
n = t.numpy()
print(n, n.strides, n.flags.writeable, n.flags.c_contiguous)
#@@ case numpy_permuted
import torch
s = torch.arange(24).reshape(2, 3, 4).permute(2, 0, 1)
ns = s.numpy()
print(ns.shape, ns.strides, ns.flags.c_contiguous, ns.flags.f_contiguous)
print(ns[1])
#@@ case numpy_flags_print
import torch
x = torch.arange(6).reshape(2, 3)
print(x.numpy().flags)
print(x.t().numpy().flags)
#@@ case numpy_dtypes
import torch
for dt in [torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64, torch.float32, torch.float64, torch.bool]:
    t = torch.ones(2, 3, dtype=dt)
    n = t.t().numpy()
    print(n.dtype, n.strides, n.flags.c_contiguous, n.flags.f_contiguous, n.flags.aligned)
    print(n)
#@@ case numpy_float16_layout
import torch
t = torch.ones(2, 3, dtype=torch.float16)
n = t.t().numpy()
print(n.dtype, n.strides, n.flags.c_contiguous, n.flags.f_contiguous, n.itemsize)
#@@ case numpy_bfloat16_error
import torch
try:
    torch.zeros(3, dtype=torch.bfloat16).numpy()
except TypeError as e:
    print(e)
#@@ case numpy_argument_errors
import torch
t = torch.zeros(3)
for f in [lambda: t.numpy(True), lambda: t.numpy(1, 2), lambda: t.numpy(foo=1)]:
    try:
        f()
    except TypeError as e:
        print(e)
print(t.numpy(force=True), t.numpy(force=False).strides)
#@@ case numpy_zero_d
import torch
t = torch.tensor(5.)
n = t.numpy()
print(n, n.shape, n.strides, n.ndim, repr(n))
n[()] = 7
print(t)
#@@ case numpy_empty_owner
import torch
for z in [torch.zeros(0, 3), torch.zeros(4, 3)[:0], torch.zeros(4, 3)[:, 1:1], torch.zeros(0)]:
    m = z.numpy()
    print(m.shape, m.strides, m.flags.owndata, m.flags.c_contiguous, m.base is None)
#@@ case numpy_bool_write
import torch
h = torch.zeros(3, dtype=torch.bool)
nh = h.numpy()
nh[1] = True
print(h, nh)
#@@ case numpy_view_of_view
import torch
x = torch.arange(10)
n = x[2:8].numpy()
v = n[::2]
print(v, v.strides, v.base is n)
v[:] = 0
print(x)
#@@ case numpy_flip_then_from_numpy_error
import torch
import numpy as np
m = torch.arange(6).reshape(2, 3).numpy()
f = np.flip(m)
print(f, f.strides)
try:
    torch.from_numpy(f)
except ValueError as e:
    print("ValueError", e)
#@@ case numpy_round_trip_shares
import torch
x = torch.arange(10)
n = x[3:].numpy()
y = torch.from_numpy(n)
print(y.data_ptr() - x.data_ptr(), y.storage_offset(), y.storage().size())
y[0] = -3
print(x)
#@@ case numpy_from_numpy_round_trip_array
import torch
import numpy as np
a = np.arange(6.)
t = torch.from_numpy(a[1:])
n = t.numpy()
print(n.base is t, n is a, n.flags.owndata)
n[0] = 10
print(a)
print(np.shares_memory(a, n), np.shares_memory(a[:1], n))
#@@ case numpy_shares_memory
import torch
import numpy as np
a = np.arange(8.)
t1 = torch.from_numpy(a)
t2 = torch.from_numpy(a[2:])
print(np.shares_memory(a, t1.numpy()), np.shares_memory(a[:2], t2.numpy()), np.shares_memory(a[2:], t2.numpy()))
print(np.shares_memory(t1.numpy(), torch.from_numpy(a[5:]).numpy()))
#@@ case numpy_reshape_of_array
import torch
x = torch.arange(6)
n = x.numpy().reshape(3, 2)
n[2, 1] = 50
print(x, n.base.base is None)
#@@ case np_asarray_tensor
import torch
import numpy as np
x = torch.arange(12.).reshape(3, 4)
a = np.asarray(x)
print(a.flags.owndata, a.strides, type(a.base).__name__)
a[0, 0] = 7
print(x[0])
#@@ case np_array_tensor_copies
import torch
import numpy as np
x = torch.arange(12.).reshape(3, 4)
b = np.array(x)
print(b.flags.owndata, b.base is None, b.strides)
b[0, 0] = 7
print(x[0])
print(np.array(x.T).strides, np.array(x.T).flags.f_contiguous)
#@@ case np_asarray_tensor_orders
import torch
import numpy as np
q = torch.arange(12.).reshape(3, 4)
print(np.asarray(q, order='F').flags.owndata, np.asarray(q, order='C').flags.owndata, np.array(q, order='F').strides)
print(np.asarray(q.T, order='F').flags.owndata, np.asarray(q[:, ::2]).strides)
#@@ case torch_tensor_of_array
import torch
import numpy as np
a = np.arange(6.).reshape(2, 3)
t = torch.tensor(a)
print(t, t.stride(), t._base is None)
a[0, 0] = 100
print(t[0, 0])
#@@ case torch_tensor_of_array_keeps_dense_strides
import torch
import numpy as np
x = np.arange(12).reshape(3, 4)
print(torch.tensor(x.T).stride(), torch.tensor(x[::2]).stride(), torch.tensor(x.T[:, ::2]).stride())
print(torch.tensor(np.broadcast_to(np.arange(3), (2, 3))).stride())
#@@ case torch_tensor_of_array_dtype
import torch
import numpy as np
a = np.arange(4)
t = torch.tensor(a, dtype=torch.float32)
print(t, t.dtype)
print(torch.tensor(np.array([1.5, -2.5]), dtype=torch.int32))
#@@ case torch_tensor_of_array_errors
import torch
import numpy as np
for f in [lambda: torch.tensor(np.arange(3)[::-1]), lambda: torch.tensor(np.arange(3, dtype=np.uint16)),
          lambda: torch.tensor(np.arange(3, dtype=np.uint16), dtype=torch.float32)]:
    try:
        f()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, str(e)[:50])
#@@ case torch_as_tensor_shares
import torch
import numpy as np
a = np.arange(6).reshape(2, 3)
k = torch.as_tensor(a)
k[0, 0] = 1234
print(a[0, 0], k.stride(), torch.as_tensor(a.T).stride(), torch.as_tensor(a[:, ::2]).stride())
#@@ case torch_as_tensor_dtype_copies
import torch
import numpy as np
a = np.arange(6).reshape(2, 3)
k = torch.as_tensor(a.T, dtype=torch.float64)
k[0, 0] = 99
print(k, k.stride(), a[0, 0])
s = torch.as_tensor(a, dtype=torch.int64)
s[1, 1] = -1
print(a)
#@@ case torch_as_tensor_errors
import torch
import numpy as np
for v in [np.arange(3)[::-1], np.zeros(2, dtype=np.uint32)]:
    try:
        torch.as_tensor(v)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, str(e)[:50])
#@@ case interop_inplace_chain
import torch
import numpy as np
a = np.ones((2, 2), dtype=np.float32)
t = torch.from_numpy(a)
n = (t * 3).numpy()
t.add_(torch.from_numpy(n))
print(a, n)
#@@ case interop_setitem_slices
import torch
import numpy as np
a = np.zeros((3, 3), dtype=np.int64)
t = torch.from_numpy(a)
t[1] = torch.tensor([1, 2, 3])
t[:, 2] = 9
a[0, :2] = [7, 8]
print(t)
print(a.sum(), t.sum())
#@@ case interop_numpy_of_from_numpy_view
import torch
import numpy as np
a = np.arange(12.).reshape(3, 4)
t = torch.from_numpy(a[1:])
v = t.t()
n = v.numpy()
print(n.shape, n.strides, n.flags.f_contiguous)
n[3, 1] = -5
print(a)
#@@ case torch_tensor_of_numpy_scalars
import torch
import numpy as np
for v in [np.float64(3.5), np.float32(1.25), np.int8(-3), np.uint8(200), np.int64(7), np.int16(4), np.int32(9)]:
    t = torch.tensor(v)
    print(t, t.dtype, t.shape, torch.tensor(v, dtype=torch.float32), torch.tensor(v, dtype=torch.float64).dtype)
#@@ case torch_tensor_of_numpy_scalar_unsupported
import torch
import numpy as np
for v in [np.uint16(3), np.uint32(5)]:
    try:
        torch.tensor(v)
    except TypeError as e:
        print(e)
    print(torch.tensor(v, dtype=torch.float32))
#@@ case torch_as_tensor_of_numpy_scalar_copies
import torch
import numpy as np
s = np.float64(2.0)
t = torch.as_tensor(s)
t += 1
print(s, t, t.dtype)
#@@ case from_numpy_misaligned_dtype_view
import torch
import numpy as np
a = np.arange(12, dtype=np.int16)
b = a.view(np.int8)[1:9].view(np.int16)
print(b.flags.aligned, b.strides)
t = torch.from_numpy(b)
print(t, t.stride(), t.storage().size())
n = t.numpy()
print(n.flags.aligned, n.strides, n)
t[0] = -1
print(a)
#@@ case numpy_inplace_ops_through_array
import torch
x = torch.arange(10.)
n = x[2:].numpy()
n += 1
print(x)
n[::2] *= 2
print(x)
#@@ case numpy_of_dtype_view
import torch
x = torch.arange(4.)
m = x.view(torch.int32).numpy()
print(m.dtype, m.strides, m.shape)
m[1] = 0
print(x)
#@@ case numpy_base_of_view_and_round_trip
import torch
x = torch.arange(10.)
m2 = x[1:5].numpy()
print(m2.base)
z = torch.from_numpy(m2[1:])
print(z.data_ptr() - x.data_ptr(), z.storage().size(), z.storage_offset())
#@@ case numpy_from_numpy_transposed_round_trip
import torch
k = torch.arange(6).reshape(2, 3)
kn = k.t().numpy()
kt = torch.from_numpy(kn)
print(kt.stride(), kt.is_contiguous(), kt.t().is_contiguous())
kt.t()[1, 2] = 77
print(k)
print(torch.from_numpy(kn).numpy().base.stride())
#@@ case numpy_of_contiguous_copy
import torch
c = torch.arange(6).reshape(2, 3).t().contiguous()
n = c.numpy()
print(n.strides, n.flags.c_contiguous)
print(torch.empty(3).numpy().strides)
#@@ case interop_inplace_same_view_and_disjoint_parts
import torch
import numpy as np
c = np.arange(6.)
tc = torch.from_numpy(c)
tc.add_(torch.from_numpy(c))
print(c)
tc[:3].mul_(torch.from_numpy(c[3:]))
print(c)
x = torch.arange(6.)
y = torch.from_numpy(x.numpy())
x.sub_(y)
print(x)
#@@ case interop_setitem_from_other_storage_disjoint
import torch
x2 = torch.arange(6)
y2 = torch.from_numpy(x2[3:].numpy())
x2[:3] += y2
print(x2)
x2[:3] = y2
print(x2)
#@@ case setitem_numpy_values
import torch
import numpy as np
for dt in [torch.int64, torch.uint8, torch.float32, torch.bool, torch.int8]:
    for v in [np.float64(2.5), np.int64(3), np.float32(1.5), np.bool_(True), np.uint8(255), np.int8(-1), np.float64(-0.5)]:
        x = torch.zeros(3, dtype=dt)
        try:
            x[1] = v
            x[2:] = v
            print(x)
        except Exception as e:
            print(type(e).__name__, e)
#@@ case setitem_numpy_array_refused_by_torch
import torch
import numpy as np
x = torch.zeros(2, 3)
for v in [np.arange(3.), np.array(2.)]:
    try:
        x[0] = v
    except TypeError as e:
        print(e)
x[0] = torch.from_numpy(np.arange(3.))
print(x)
#@@ case setitem_numpy_values_advanced
import torch
import numpy as np
x = torch.zeros(4, dtype=torch.int32)
for v in [np.float64(2.5), np.int16(7), np.float32(1.5), np.bool_(False), np.arange(2)]:
    try:
        x[[0, 2]] = v
        print(x)
    except TypeError as e:
        print(e)
