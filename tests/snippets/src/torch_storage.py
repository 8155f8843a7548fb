#@@ case resize_shrink_view_values
import torch
x = torch.arange(6.)
y = x.resize_(2, 2)
print(y is x, x, x.stride(), x.storage().size())
#@@ case resize_grow_keeps_values
import torch
x = torch.arange(6.)
x.resize_(3, 4)
print(x.shape, x.stride(), x.storage().size(), x.storage().nbytes())
print(x[0], x[1, :2])
#@@ case resize_view_keeps_offset
import torch
z = torch.arange(10)[2:5]
z.resize_(4)
print(z.storage_offset(), z.storage().size(), z)
w = torch.arange(10)[2:5]
w.resize_(9)
print(w.storage_offset(), w.storage().size(), w[:8])
#@@ case resize_grow_seen_by_other_views
import torch
x = torch.arange(4)
v = x[1:]
x.resize_(10)
print(v.storage().size(), len(v.storage()), x.data_ptr() == v.data_ptr() - 8)
print(v, x[:4])
#@@ case resize_grow_new_data_ptr
import torch
x = torch.arange(4.)
p = x.data_ptr()
x.resize_(2)
print(x.data_ptr() == p)
x.resize_(4)
print(x.data_ptr() == p, x)
x.resize_(5)
print(x.data_ptr() == p, x.storage().size())
#@@ case resize_negative_size
import torch
x = torch.arange(3)
x.resize_(-1)
#@@ case resize_negative_second_size
import torch
try:
    torch.zeros(2).resize_(2, -3)
except RuntimeError as e:
    print(e)
#@@ case resize_from_numpy_not_resizable
import torch
import numpy as np
try:
    torch.from_numpy(np.arange(3.)).resize_(5)
except RuntimeError as e:
    print(e)
#@@ case resize_from_numpy_shrink_ok
import torch
import numpy as np
a = np.arange(6.)
t = torch.from_numpy(a)
t.resize_(2, 3)
print(t)
t[1, 1] = 40
print(a)
#@@ case resize_from_numpy_failed_keeps_sizes
import torch
import numpy as np
a = torch.from_numpy(np.arange(3.))
try:
    a.resize_(5)
except RuntimeError as e:
    print(type(e).__name__, e)
print(a.shape, a.storage().size())
#@@ case resize_channels_last
import torch
q = torch.zeros(2, 3, 4, 5)
q.resize_(2, 3, 4, 5, memory_format=torch.channels_last)
print(q.stride(), q.is_contiguous(), q.is_contiguous(memory_format=torch.channels_last))
q.resize_((1, 2, 3, 4, 5), memory_format=torch.channels_last_3d)
print(q.stride(), q.storage().size())
#@@ case resize_channels_last_wrong_rank
import torch
x = torch.arange(3)
try:
    x.resize_(2, 2, memory_format=torch.channels_last)
except RuntimeError as e:
    print(e)
print(x.shape, x.stride(), x.storage().size())
#@@ case resize_preserve_format_error
import torch
q = torch.zeros(2, 3, 4, 5)
try:
    q.resize_(2, 2, memory_format=torch.preserve_format)
except RuntimeError as e:
    print(e)
print(q.shape)
#@@ case resize_same_sizes_keeps_strides
import torch
t = torch.arange(6.).view(2, 3).t()
t.resize_(3, 2)
print(t.stride(), t)
t.resize_(3, 2, memory_format=torch.contiguous_format)
print(t.stride(), t)
#@@ case resize_other_sizes_of_transposed
import torch
t = torch.arange(6.).view(2, 3).t()
t.resize_(2, 3)
print(t.stride(), t, t.is_contiguous())
#@@ case resize_argument_errors
import torch
x = torch.arange(6.)
for f in [lambda: x.resize_(2, size=3), lambda: x.resize_(), lambda: x.resize_((2, 3), (3,)),
          lambda: x.resize_(sizes=(2, 3)), lambda: x.resize_(2.0)]:
    try:
        f()
    except TypeError as e:
        print(e)
x.resize_(size=(2, 3))
print(x)
#@@ case resize_list_and_size_forms
import torch
x = torch.arange(3)
print(x.resize_([2]), x.resize_(torch.Size([1])), x.shape)
#@@ case resize_to_zero_and_scalar
import torch
x = torch.arange(3)
x.resize_(0)
print(x, x.shape, x.storage().size())
x.resize_(())
print(x, x.shape, x.stride())
#@@ case resize_numel_overflow
import torch
x = torch.arange(3)
try:
    x.resize_(2**62, 4)
except RuntimeError as e:
    print(e)
#@@ case resize_storage_size_overflow
import torch
x = torch.arange(3)
try:
    x.resize_(2**61)
except RuntimeError as e:
    print(e)
print(x.shape, x.stride(), x.storage().size())
#@@ case resize_empty_grows
import torch
e = torch.empty(0)
e.resize_(4)
print(e.storage().size(), e.shape)
e.fill_(2)
print(e)
#@@ case resize_shrink_then_grow_back
import torch
x = torch.arange(4.)
x.resize_(1)
print(x, x.storage().size())
x.resize_(4)
print(x)
#@@ case resize_int32_storage_bytes
import torch
z = torch.zeros(3, dtype=torch.int32)
z.resize_as_(torch.zeros(5))
print(z.dtype, z.shape, z.storage().nbytes(), z.storage().size())
#@@ case resize_as_layouts
import torch
cl = torch.zeros(2, 3, 4, 5).to(memory_format=torch.channels_last)
x = torch.arange(6.)
x.resize_as_(cl)
print(x.stride(), x.storage().size())
x.resize_as_(cl, memory_format=torch.contiguous_format)
print(x.stride())
y = torch.zeros(2, 3, 4, 5).to(memory_format=torch.channels_last)
y.resize_as_(torch.zeros(2, 3, 4, 5))
print(y.stride())
y = torch.zeros(2, 3, 4, 5)
y.resize_as_(torch.zeros(1, 2, 3, 4).to(memory_format=torch.channels_last))
print(y.stride())
y = torch.zeros(2, 3, 4, 5)
y.resize_as_(torch.zeros(1, 2, 3, 4).to(memory_format=torch.channels_last), memory_format=torch.preserve_format)
print(y.stride())
#@@ case resize_as_not_a_tensor
import torch
import numpy as np
x = torch.arange(3.)
try:
    x.resize_as_(np.zeros(3))
except TypeError as e:
    print(e)
try:
    x.resize_as_([1, 2])
except TypeError as e:
    print(e)
#@@ case resize_writes_after_growth
import torch
x = torch.arange(3)
x.resize_(2, 3)
x[1] = torch.tensor([7, 8, 9])
print(x, x.storage().tolist())
#@@ case resize_uint8_view_of_float
import torch
x = torch.arange(2.)
b = x.view(torch.uint8)
b.resize_(4)
print(b, x, x.storage().size())
#@@ case set_storage_offset_size_stride
import torch
x = torch.arange(12.)
y = torch.empty(0)
r = y.set_(x.storage(), 2, (2, 3), (3, 1))
print(r is y, y, y.storage_offset(), y.stride(), y._base)
y[0, 0] = 100
print(x[2], x.is_set_to(y), y.is_set_to(x))
#@@ case set_tensor_source
import torch
x = torch.arange(12.)
z = torch.zeros(3)
z.set_(x)
print(z.shape, z.stride(), z.is_set_to(x), x.is_set_to(z), z.data_ptr() == x.data_ptr())
x[0] = -1
print(z[:3])
#@@ case set_tensor_view_source
import torch
x = torch.arange(12.)
v = x[2:8:2]
w = torch.zeros(1)
w.set_(v)
print(w.shape, w.stride(), w.storage_offset(), w.is_set_to(v), w._base is None, w)
#@@ case set_storage_only
import torch
x = torch.arange(6.).view(2, 3)
s = torch.zeros(2)
s.set_(x.storage())
print(s.shape, s.stride(), s)
#@@ case set_nothing
import torch
s = torch.arange(4.)
s.set_()
print(s, s.shape, s.stride(), s.storage().size(), s.dtype)
s.resize_(2)
print(s.storage().size())
#@@ case set_grows_source_storage
import torch
x = torch.arange(12.)
y = torch.zeros(0)
y.set_(x.storage(), 10, (3,), (1,))
print(x.storage().size(), y.storage().size(), x.shape, len(x.storage()))
y[2] = 5
print(y, x.storage()[12])
#@@ case set_without_stride
import torch
x = torch.arange(12.)
u = torch.zeros(2)
u.set_(x.storage(), 1, (5,))
print(u.stride(), u)
u.set_(x.storage(), 1, size=(5,), stride=(2,))
print(u)
#@@ case set_overlapping_window
import torch
x = torch.arange(12.)
u = torch.zeros(2)
u.set_(source=x.storage(), storage_offset=1, size=(2, 2), stride=(1, 1))
print(u, torch._debug_has_internal_overlap(u))
#@@ case set_negative_offset
import torch
x = torch.arange(12.)
try:
    torch.zeros(2).set_(x.storage(), -1, (3,), (1,))
except RuntimeError as e:
    print(e)
#@@ case set_negative_size
import torch
x = torch.arange(12.)
torch.zeros(2).set_(x.storage(), 0, (3, -1), (1, 1))
#@@ case set_negative_stride
import torch
x = torch.arange(12.)
try:
    torch.zeros(2).set_(x.storage(), 0, (3, 2), (1, -1))
except RuntimeError as e:
    print(e)
#@@ case set_unequal_lengths
import torch
x = torch.arange(12.)
try:
    torch.zeros(2).set_(x.storage(), 0, (3, 2), (1,))
except RuntimeError as e:
    print(e)
#@@ case set_storage_of_other_dtype
import torch
for a, b in [(torch.float32, torch.int64), (torch.int32, torch.float64), (torch.bool, torch.uint8),
             (torch.float16, torch.int8), (torch.int16, torch.bfloat16), (torch.int64, torch.float32),
             (torch.float64, torch.int16), (torch.uint8, torch.bool), (torch.int8, torch.float16),
             (torch.bfloat16, torch.int32)]:
    try:
        torch.zeros(1, dtype=a).set_(torch.zeros(1, dtype=b).storage())
    except RuntimeError as e:
        print(e)
#@@ case set_storage_of_other_dtype_long_form
import torch
try:
    torch.zeros(1).set_(torch.zeros(4, dtype=torch.int64).storage(), 0, (2,), (1,))
except RuntimeError as e:
    print(e)
#@@ case set_tensor_of_other_dtype
import torch
try:
    torch.zeros(1).set_(torch.zeros(1, dtype=torch.int64))
except RuntimeError as e:
    print(repr(str(e)))
#@@ case set_from_numpy_storage
import torch
import numpy as np
m = torch.from_numpy(np.arange(4.))
n = torch.zeros(1, dtype=torch.float64)
n.set_(m.storage())
print(n)
n[0] = 9
print(m)
#@@ case set_from_numpy_cannot_grow
import torch
import numpy as np
m = torch.from_numpy(np.arange(4.))
try:
    torch.zeros(1, dtype=torch.float64).set_(m.storage(), 2, (3,), (1,))
except RuntimeError as e:
    print(e)
#@@ case set_size_as_torch_size
import torch
x = torch.arange(6.)
k = torch.zeros(2)
k.set_(x.storage(), 0, torch.Size([2, 2]))
print(k, k.stride())
#@@ case set_then_storage_snapshot
import torch
x = torch.arange(12.)
s = x.storage()
x.set_()
print(len(s), x.storage().size(), s.size(), s[11])
#@@ case set_aliasing_both_ways
import torch
a = torch.arange(6)
b = torch.zeros(1, dtype=torch.int64)
b.set_(a.storage(), 0, (3, 2), (1, 3))
a[4] = 40
b[0, 1] += 100
print(a, b)
print(b.is_contiguous(), b.t().is_contiguous(), b.t().is_set_to(a.view(2, 3)))
#@@ case is_set_to_cases
import torch
a = torch.arange(6)
b = a[1:]
print(a.is_set_to(b), a.is_set_to(a), a.is_set_to(a.view(2, 3)), a.is_set_to(a.view(6)))
print(a.is_set_to(a.clone()), a.view(2, 3).t().is_set_to(a.view(2, 3).t()))
#@@ case as_strided_inplace
import torch
c = torch.arange(8.)
r = c.as_strided_((2, 2), (1, 2), 1)
print(r is c, c, c.stride(), c.storage_offset())
c.as_strided_((3,), (2,))
print(c, c.storage_offset())
#@@ case as_strided_inplace_out_of_bounds
import torch
try:
    torch.arange(4.).as_strided_((3, 3), (3, 1))
except RuntimeError as e:
    print(e)
#@@ case as_strided_inplace_keeps_base
import torch
x = torch.arange(10.)
v = x[2:]
v.as_strided_((2, 2), (2, 1), 0)
print(v, v._base is x, v.storage_offset())
#@@ case to_channels_last_3d
import torch
x = torch.zeros(2, 3, 4, 5, 6)
print(x.to(memory_format=torch.channels_last_3d).stride())
print(x.to(torch.float64, memory_format=torch.channels_last_3d).stride())
print(x.to(dtype=torch.int32, memory_format=torch.channels_last_3d).dtype)
#@@ case contiguous_clone_channels_last_3d
import torch
x = torch.zeros(2, 3, 4, 5, 6)
print(x.contiguous(memory_format=torch.channels_last_3d).stride())
print(x.clone(memory_format=torch.channels_last_3d).stride())
y = x.contiguous(memory_format=torch.channels_last_3d)
for f in [torch.contiguous_format, torch.channels_last, torch.channels_last_3d]:
    print(y.is_contiguous(memory_format=f), x.is_contiguous(memory_format=f))
print(y.clone().stride(), y.contiguous().stride())
#@@ case empty_with_memory_format
import torch
print(torch.empty(2, 3, 4, 5, memory_format=torch.channels_last).stride())
print(torch.empty((2, 3, 4, 5, 6), memory_format=torch.channels_last_3d).stride())
try:
    torch.empty(2, 3, memory_format=torch.channels_last_3d)
except RuntimeError as e:
    print(e)
#@@ case like_with_memory_format
import torch
x = torch.zeros(2, 3, 4, 5, 6)
y = x.contiguous(memory_format=torch.channels_last_3d)
print(torch.empty_like(y).stride(), torch.zeros_like(x, memory_format=torch.channels_last_3d).stride())
print(torch.ones_like(y, memory_format=torch.contiguous_format).stride())
print(torch.zeros_like(y, memory_format=torch.preserve_format).stride())
#@@ case new_empty_strided
import torch
x = torch.zeros(2)
print(x.new_empty_strided((2, 3), (1, 2)).stride(), x.new_empty_strided((2, 3), (1, 2)).dtype)
n = torch.arange(3).new_empty_strided((2, 2), (2, 1), dtype=torch.float64)
print(n.dtype, n.stride(), n.storage().size())
#@@ case memory_format_reprs
import torch
print(torch.channels_last_3d, torch.preserve_format, torch.contiguous_format, torch.channels_last)
#@@ case to_memory_format_returns_self
import torch
z = torch.zeros(2, 3, 4, 5)
print(z.to(memory_format=torch.channels_last) is z, z.to(memory_format=torch.contiguous_format) is z,
      z.to(memory_format=torch.preserve_format) is z)
c = z.to(memory_format=torch.channels_last)
print(c.to(memory_format=torch.channels_last) is c, c.to(torch.float32, memory_format=torch.channels_last) is c)
print(c.to(torch.float64).stride(), c.to(torch.float64, memory_format=torch.contiguous_format).stride())
print(c.to(memory_format=torch.channels_last, copy=True) is c)
#@@ case to_memory_format_size_one_dims
import torch
w = torch.zeros(2, 1, 4, 1)
print(w.stride(), w.to(memory_format=torch.channels_last).stride(), w.to(memory_format=torch.channels_last) is w)
v = torch.zeros(2, 3, 1, 1)
print(v.to(memory_format=torch.channels_last) is v, v.is_contiguous(memory_format=torch.channels_last))
#@@ case to_memory_format_values
import torch
x = torch.arange(24).view(1, 2, 3, 4)
c = x.to(memory_format=torch.channels_last)
print(c.stride(), c.storage().tolist()[:8], torch.equal(c, x) if False else (c == x).all().item())
d = x.to(torch.float32, memory_format=torch.channels_last)
print(d[0, 1], d.stride())
#@@ case to_memory_format_wrong_rank
import torch
try:
    torch.zeros(2, 3).to(memory_format=torch.channels_last)
except RuntimeError as e:
    print(e)
try:
    torch.zeros(2, 3, 4, 5).to(memory_format=torch.channels_last_3d)
except RuntimeError as e:
    print(e)
#@@ case is_contiguous_every_format
import torch
xs = [torch.zeros(2, 3), torch.zeros(2, 3, 4, 5), torch.zeros(2, 3, 4, 5).to(memory_format=torch.channels_last),
      torch.zeros(2, 3, 4, 5, 6).to(memory_format=torch.channels_last_3d), torch.zeros(1, 1, 1, 1)]
for x in xs:
    print([x.is_contiguous(memory_format=f) for f in [torch.contiguous_format, torch.channels_last, torch.channels_last_3d]])
#@@ case storage_basic_attrs
import torch
s = torch.arange(4.).storage()
print(s.element_size(), s.dtype, s.nbytes(), s.tolist(), s.size(), len(s))
#@@ case storage_print_float
import torch
s = torch.arange(4.).storage()
print(s)
#@@ case storage_print_dtypes
import torch
print(torch.arange(3).storage())
print(torch.tensor([True, False]).storage())
print(torch.zeros(0).storage())
print(repr(torch.arange(2.).storage()))
print(str(torch.arange(2.).storage()))
print(torch.arange(2, dtype=torch.float16).storage())
print(torch.arange(2, dtype=torch.uint8).storage())
print(torch.arange(2, dtype=torch.float64).storage())
print(torch.tensor([1.5, -2.25]).storage())
print(torch.tensor([1e10, 0.1]).storage())
print(torch.tensor([0.1], dtype=torch.bfloat16).storage())
#@@ case storage_print_of_view_is_whole
import torch
x = torch.arange(6).view(2, 3)[1, 1:]
print(x.storage())
print(x.storage().tolist(), x.storage().size(), x.storage_offset())
#@@ case storage_getitem
import torch
s = torch.arange(4.).storage()
print(s[1], s[-1], s[0])
s[1] = 7
print(s.tolist())
s[True] = 5
print(s.tolist())
print(s[False])
#@@ case storage_getitem_slice_error
import torch
s = torch.arange(4.).storage()
print(s[1:3])
#@@ case storage_index_errors
import torch
t = torch.arange(3, dtype=torch.int16)
st = t.storage()
print(st.dtype, st.element_size(), st.nbytes(), st.size(), st.tolist())
st[0] = -7
print(t)
for f in [lambda: st[5], lambda: st[-4], lambda: st[1.0], lambda: st['a'], lambda: st[None]]:
    try:
        f()
    except (IndexError, RuntimeError) as e:
        print(type(e).__name__, e)
print(st[-3])
#@@ case storage_setitem_out_of_range
import torch
st = torch.arange(3).storage()
st[5] = 1
#@@ case storage_setitem_slice
import torch
x = torch.arange(6.)
s = x.storage()
s[1:4] = 9
print(x)
s[::2] = -1
print(x)
#@@ case storage_setitem_bad_index
import torch
s = torch.arange(3).storage()
try:
    s[1.5] = 2
except RuntimeError as e:
    print(e)
#@@ case storage_setitem_overflow
import torch
s = torch.arange(3, dtype=torch.int16).storage()
s[0] = 40000
#@@ case storage_write_seen_by_views
import torch
x = torch.arange(6).view(2, 3)
t = x.t()
s = t.storage()
s[4] = 44
print(x, t[1, 1])
#@@ case storage_fill
import torch
t = torch.arange(3, dtype=torch.int16)
r = t.storage().fill_(3)
print(t, r.tolist())
#@@ case storage_type_names
import torch
print(torch.arange(3).storage_type(), torch.arange(3.).storage_type())
print(torch.zeros(1, dtype=torch.bool).storage_type(), torch.zeros(1, dtype=torch.float16).storage_type())
print(torch.arange(4.).storage().type(), torch.arange(4).storage().type())
print(type(torch.arange(4).storage()))
#@@ case storage_data_ptr_differences
import torch
x = torch.arange(6.)
print(x[2:].storage().data_ptr() == x.storage().data_ptr(), x[2:].data_ptr() - x.data_ptr())
print(x.storage().data_ptr() == x.data_ptr(), x.view(2, 3).storage().data_ptr() == x.data_ptr())
#@@ case storage_iterate
import torch
s = torch.arange(3).storage()
for v in s:
    print(v)
print(list(torch.tensor([True, False]).storage()))
#@@ case storage_is_cuda
import torch
s = torch.arange(3.).storage()
print(s.is_cuda, s.is_shared(), s.is_pinned())
#@@ case storage_size_after_resize_through_other
import torch
x = torch.arange(4.)
s = x.storage()
y = x[:2]
y.resize_(3, 3)
print(len(s), s.size(), s.nbytes(), s[3], x.storage().size())
#@@ case storage_tolist_of_int_view
import torch
x = torch.tensor([1.0, 2.0])
print(x.view(torch.int32).storage().tolist())
print(x.view(torch.int32).storage().size(), x.view(torch.uint8).storage().nbytes())
#@@ case storage_dtype_of_bool_and_half
import torch
print(torch.zeros(2, dtype=torch.bool).storage().dtype, torch.zeros(2, dtype=torch.half).storage().element_size())
#@@ case resize_then_set_then_aliasing
import torch
a = torch.arange(4.)
b = torch.zeros(0)
b.set_(a)
b.resize_(6)
b[5] = 50
print(a.storage().size(), a.is_set_to(b), a.storage()[5], b[:4])
a.resize_(6)
print(a[5], a.is_set_to(b))
#@@ case as_strided_after_growth
import torch
x = torch.arange(4.)
v = x[:2]
x.resize_(8)
print(v.as_strided((2, 2), (1, 2), 4).storage_offset())
print(torch.as_strided(v, (3,), (2,), 1).shape)
#@@ case resize_as_same_object
import torch
x = torch.arange(6.).view(2, 3)
print(x.resize_as_(x) is x, x.stride())
#@@ case set_then_resize_grows_shared
import torch
x = torch.arange(3)
y = torch.zeros(0, dtype=torch.int64)
y.set_(x.storage())
y.resize_(5)
y[3:] = 7
print(x.storage().tolist(), y)
#@@ case resize_bool_tensor
import torch
x = torch.tensor([True, False, True])
x.resize_(2)
print(x, x.storage().size())
#@@ case set_negative_stride_replaced
import torch
x = torch.arange(12.)
y = torch.zeros(2)
try:
    y.set_(x.storage(), 0, (3, 2), (1, -1))
except RuntimeError as e:
    print(e)
print(y.shape, y.stride(), y.is_contiguous(), torch._debug_has_internal_overlap(y))
print(y, y.t().stride(), y[1:].stride())
print(y + 1)
#@@ case resize_numel_overflow_keeps_old_strides
import torch
x = torch.arange(6.)
try:
    x.resize_(2**31, 2**31, 2)
except RuntimeError as e:
    print(e)
print(x.shape, x.stride())
#@@ case resize_after_numpy_not_resizable
import torch
import numpy as np
x = torch.zeros(0)
n = x.numpy()
try:
    x.resize_(3)
except RuntimeError as e:
    print(e)
y = torch.arange(4.)
m = y[1:].numpy()
try:
    y.resize_(10)
except RuntimeError as e:
    print(e)
z = torch.arange(4.)
a = np.asarray(z)
try:
    z.resize_(10)
except RuntimeError as e:
    print(e)
w = torch.arange(4.)
w.resize_(2)
print(w.shape)
k = torch.arange(4.)
_ = np.array(k)
try:
    k.resize_(10)
except RuntimeError as e:
    print(e)
#@@ case resize_after_numpy_uncaught
import torch
x = torch.arange(6).view(2, 3)
n = x.numpy()
x.resize_(10)
#@@ case resize_expanded_grows
import torch
x = torch.ones(3, 1).expand(3, 4)
print(x.storage().size())
x.resize_(3, 4)
print(x.stride(), x.storage().size())
x.resize_(12)
print(x.stride(), x.storage().size(), x[:3])
#@@ case set_with_size_and_stride_of_source
import torch
x = torch.arange(6.)
y = torch.tensor([])
y.set_(x.storage(), 0, x.size(), x.stride())
print(y, y.is_set_to(x))
#@@ case storage_print_floats_ints
import torch
print(torch.tensor([1/3, 2/3]).storage())
print(torch.tensor([-3, 100], dtype=torch.int8).storage())
print(torch.tensor([True]).storage().tolist())
#@@ case storage_new_object_each_call
import torch
x = torch.arange(6.)
print(x.storage() is x.storage(), x.storage().data_ptr() == x.storage().data_ptr())
#@@ case conversions_with_memory_format
import torch
x = torch.zeros(2, 3, 4, 5)
print(x.float(memory_format=torch.channels_last).stride())
print(x.double(memory_format=torch.channels_last).stride())
print(x.half(memory_format=torch.contiguous_format).stride())
print(x.int(memory_format=torch.channels_last).dtype)
#@@ case resize_chained_and_transposed
import torch
x = torch.arange(4.)
x.resize_(2, 2).add_(1)
print(x)
x.t().resize_(4)
print(x)
#@@ case resize_column_view
import torch
x = torch.arange(8.).view(2, 4)
v = x[:, 1]
v.resize_(2, 2)
print(v, v.stride(), v.storage_offset(), x)
#@@ case set_and_reset_is_set_to
import torch
a = torch.arange(5)
b = torch.arange(5)
print(a.is_set_to(b))
b.set_(a)
print(a.is_set_to(b), b._base)
b.set_()
print(a.is_set_to(b), b.shape)
#@@ case view_survives_base_set
import torch
x = torch.arange(12.).reshape(3, 4)
y = x[1:]
print(y.storage().size(), y.storage()[4], y.storage_offset())
x.set_()
print(y, y.storage().size())
#@@ case tensor_from_storage_via_set
import torch
s = torch.arange(6).storage()
t = torch.tensor([], dtype=torch.int64).set_(s)
print(t, t.view(2, 3))
#@@ case to_memory_format_chains
import torch
x = torch.zeros(2, 3, 4, 5)
print(x.contiguous(memory_format=torch.channels_last).to(memory_format=torch.contiguous_format).stride())
print(x.to(memory_format=torch.channels_last).contiguous().stride())
print(x.to(torch.int64, memory_format=torch.channels_last).dtype)
t = torch.zeros(2, 3, 4, 5, 6)
c = t.to(memory_format=torch.channels_last_3d)
print(c.to(memory_format=torch.channels_last_3d) is c, c.to(memory_format=torch.preserve_format) is c)
print(c.to(memory_format=torch.contiguous_format).stride(), torch.empty_like(c, memory_format=torch.preserve_format).stride())
#@@ case resize_then_clone_storage
import torch
x = torch.arange(3.)
x.resize_(2, 2)
print(x.storage().nbytes(), x.numel())
print(x.clone().storage().size())
#@@ case resize_fill_new_elements
import torch
x = torch.arange(3.)
x.resize_(5)
x[3:] = 0
print(x, x.sum())
#@@ case set_onto_own_storage
import torch
x = torch.arange(6.)
x.set_(x.storage(), 2, (2,), (2,))
print(x, x.storage_offset())
#@@ case storage_sizes_relation
import torch
x = torch.arange(6.)
s = x.storage()
print(s.size() * s.element_size() == s.nbytes(), x.element_size(), s.dtype == x.dtype)
#@@ case storage_of_from_numpy
import torch
import numpy as np
a = np.arange(6.)
t = torch.from_numpy(a)
s = t.storage()
print(s, s.data_ptr() == t.data_ptr())
s[2] = -5
print(a)
#@@ case storage_empty_index_error
import torch
s = torch.zeros(0).storage()
try:
    s[0]
except IndexError as e:
    print(e)
print(list(s), s.tolist(), len(s))
#@@ case storage_of_scalar_then_resize
import torch
x = torch.tensor(5.)
print(x.storage(), x.storage().size())
x.resize_(3)
x[1:] = 1
print(x)
#@@ case set_nothing_then_resize_fill
import torch
x = torch.arange(3)
x.set_()
x.resize_(2, 2)
x.fill_(4)
print(x, x.storage())
#@@ case storage_snapshot_sees_growth
import torch
x = torch.arange(4.)
s = x.storage()
x.resize_(6)
x[4:] = 9
print(s)
#@@ case set_zero_strides_inplace_error
import torch
x = torch.arange(4.)
y = torch.zeros(0)
y.set_(x.storage(), 0, (2, 2), (0, 0))
print(y)
y.add_(1)
#@@ case resize_channels_last_wrong_rank_uncaught
import torch
x = torch.arange(6.)
x.resize_(2, 3, memory_format=torch.channels_last)
