# held-out programs: views vs copies in general (storage sharing, writes through views,
# offsets, byte strides, copy_ / clone / np.copy, reshape copies).
# Record and compare: scripts/record_cases.py --out DIR tests/snippets/src/heldout_ops/*.py, then
# STRIDELAB_SNIPPETS=DIR STRIDELAB_CORPUS_VERBOSE=1 build/tests/test_lang_corpus (they are not a test corpus).
#@@ case vw_write_through_slice
import torch
x = torch.zeros(3, 4)
x[:, 1] = torch.arange(3.)
print(x)
#@@ case vw_write_through_transpose
import numpy as np
a = np.zeros((2, 3), dtype=int)
a.T[2, 1] = 7
print(a)
#@@ case vw_reshape_shares
import numpy as np
a = np.arange(6)
b = a.reshape(2, 3)
b[0, 0] = 100
print(a, np.shares_memory(a, b), b.base is a)
#@@ case vw_reshape_copy_np
import numpy as np
a = np.arange(6).reshape(2, 3).T
b = a.reshape(6)
b[0] = 100
print(a[0, 0], b.base is a)
#@@ case vw_view_dtype_np
import numpy as np
a = np.arange(4, dtype=np.int32)
b = a.view(np.int16)
print(b, b.strides, b.shape)
#@@ case vw_view_dtype_torch
import torch
x = torch.arange(4, dtype=torch.int32)
y = x.view(torch.int16)
print(y, y.stride())
#@@ case vw_view_dtype_err
import torch
x = torch.arange(6, dtype=torch.int16).reshape(2, 3)
x.t().view(torch.int32)
#@@ case vw_storage_offset_chain
import torch
x = torch.arange(100).reshape(10, 10)
y = x[2:, 3:][1:, ::2][::3]
print(y.shape, y.stride(), y.storage_offset(), y[0, 0].item())
#@@ case vw_np_offset
import numpy as np
a = np.arange(100, dtype=np.int64).reshape(10, 10)
b = a[2:, 3:][1:, ::2][::3]
off = (b.__array_interface__['data'][0] - a.__array_interface__['data'][0]) // a.itemsize
print(b.shape, b.strides, off)
#@@ case vw_clone_strides
import torch
x = torch.arange(6).reshape(2, 3).t()
print(x.clone().stride(), x.clone(memory_format=torch.contiguous_format).stride())
#@@ case vw_copy_into_view
import torch
x = torch.zeros(4, 4)
x[1:3, 1:3].copy_(torch.ones(2, 2) * 5)
print(x)
#@@ case vw_copy_bcast
import torch
x = torch.zeros(2, 3)
x.copy_(torch.tensor([1., 2., 3.]))
print(x)
#@@ case vw_copy_bad
import torch
x = torch.zeros(2, 3)
x.copy_(torch.ones(2))
#@@ case vw_np_copyto
import numpy as np
a = np.zeros((2, 3))
np.copyto(a, np.arange(3))
print(a)
#@@ case vw_fancy_index_copy
import numpy as np
a = np.arange(6)
b = a[[0, 2, 4]]
b[0] = 99
print(a, b.base is None)
#@@ case vw_bool_index_copy
import torch
x = torch.arange(6)
y = x[x > 2]
y[0] = -1
print(x, y)
#@@ case vw_ellipsis
import torch
x = torch.arange(24).reshape(2, 3, 4)
y = x[..., 1]
print(y, y.stride(), y.storage_offset())
#@@ case vw_none_index
import numpy as np
a = np.arange(3)
print(a[:, None].strides, a[None, :, None].shape, a[None].strides)
#@@ case vw_negative_stride_np
import numpy as np
a = np.arange(10)
r = a[::-3]
print(r, r.strides, r.flags.owndata)
#@@ case vw_negative_step_torch
import torch
x = torch.arange(10)
x[::-1]
#@@ case vw_narrow
import torch
x = torch.arange(12).reshape(3, 4)
n = x.narrow(1, 1, 2)
print(n, n.stride(), n.storage_offset(), n.is_contiguous())
#@@ case vw_select
import torch
x = torch.arange(24).reshape(2, 3, 4)
s = x.select(1, 2)
print(s, s.stride(), s.storage_offset())
#@@ case vw_flatten_view_or_copy
import torch
x = torch.arange(12).reshape(3, 4)
a = x.flatten()
b = x.t().flatten()
print(a.data_ptr() == x.data_ptr(), b.data_ptr() == x.data_ptr())
#@@ case vw_ravel_np
import numpy as np
a = np.arange(12).reshape(3, 4)
print(np.ravel(a).base is a, np.ravel(a.T).base is a, a.T.ravel(order='F').base is a)
#@@ case vw_unsqueeze_stride_inner
import torch
x = torch.arange(6).reshape(2, 3)[:, ::2]
print(x.stride(), x.unsqueeze(2).stride(), x.unsqueeze(0).stride())
#@@ case vw_squeeze_dim
import torch
x = torch.zeros(1, 3, 1, 2)
print(x.squeeze().shape, x.squeeze(0).stride(), x.squeeze(1).shape)
#@@ case vw_np_squeeze_err
import numpy as np
np.zeros((1, 3)).squeeze(axis=1)
#@@ case vw_expand_neg1
import torch
x = torch.arange(3).reshape(3, 1)
e = x.expand(-1, 4)
print(e.shape, e.stride(), e.is_contiguous())
#@@ case vw_expand_as
import torch
x = torch.tensor([1, 2])
print(x.expand_as(torch.zeros(3, 2)).stride())
#@@ case vw_contiguous_is_same
import torch
x = torch.arange(6)
print(x.contiguous() is x, x.view(2, 3).t().contiguous().is_contiguous())
#@@ case vw_np_strides_assign
import numpy as np
a = np.arange(6, dtype=np.int64)
b = a.view()
b.shape = (2, 3)
print(b.strides, a.shape)
#@@ case vw_np_shape_assign_err
import numpy as np
a = np.arange(6).reshape(2, 3).T
a.shape = (6,)
#@@ case vw_element_size
import torch
for dt in (torch.int8, torch.float16, torch.float64, torch.bool):
    x = torch.zeros(2, 3, dtype=dt)
    print(dt, x.element_size(), x.nelement() * x.element_size())
#@@ case vw_np_byte_strides
import numpy as np
for dt in (np.int8, np.int32, np.float64, np.complex128):
    a = np.zeros((2, 3), dtype=dt)
    print(np.dtype(dt).name, a.strides, a.T.strides, a.nbytes)
#@@ case vw_untyped_storage
import torch
x = torch.arange(4, dtype=torch.int32)
s = x.storage()
print(len(s), s.size(), x[1:].storage().data_ptr() == s.data_ptr())
#@@ case vw_t_1d
import torch
x = torch.arange(3)
print(x.t().shape, x.T.shape)
#@@ case vw_permute_err
import torch
torch.zeros(2, 3).permute(0, 0)
#@@ case vw_mT
import torch
x = torch.zeros(2, 3, 4)
print(x.mT.shape, x.mT.stride(), x.transpose(-2, -1).is_contiguous())
#@@ case vw_np_transpose_axes
import numpy as np
a = np.zeros((2, 3, 4))
print(a.transpose(1, 0, 2).strides, np.transpose(a, (2, 0, 1)).strides, a.transpose().shape)
#@@ case vw_strides_table
import torch
x = torch.arange(24).reshape(2, 3, 4)
for name, v in [("x", x), ("t", x.transpose(0, 2)), ("s", x[:, 1]), ("p", x.permute(1, 2, 0))]:
    print(f"{name:>2} {str(tuple(v.shape)):>10} {str(v.stride()):>12} {v.is_contiguous()}")
