# held-out learner programs: common mistakes and the errors Python gives for them.
# Record and compare: scripts/record_cases.py --out DIR tests/snippets/src/heldout_learner/*.py, then
# STRIDELAB_SNIPPETS=DIR STRIDELAB_CORPUS_VERBOSE=1 build/tests/test_lang_corpus (they are not a test corpus).
#@@ case mk_np_stride_typo
import numpy as np
a = np.arange(6).reshape(2, 3)
print(a.stride())
#@@ case mk_torch_strides_typo
import torch
x = torch.arange(6).reshape(2, 3)
print(x.strides())
#@@ case mk_torch_contiguous_typo
import torch
x = torch.arange(6).reshape(2, 3)
print(x.is_contigous())
#@@ case mk_list_attr
x = [1, 2, 3]
x.shape
#@@ case mk_size_attr
import torch
s = torch.zeros(2, 3).shape
print(s.numel(), s.ndim)
#@@ case mk_tuple_attr
t = (2, 3)
t.append(4)
#@@ case mk_np_size_call
import numpy as np
a = np.zeros((2, 3))
a.size()
#@@ case mk_torch_size_attr
import torch
x = torch.zeros(2, 3)
print(x.size, x.size() == x.shape)
#@@ case mk_view_noncontig_slice
import torch
x = torch.arange(12).reshape(3, 4)[:, :2]
print(x.is_contiguous())
x.view(6)
#@@ case mk_inplace_overlap
import torch
x = torch.arange(4.)
x.unsqueeze(0).expand(3, 4).mul_(2)
#@@ case mk_expand_non_singleton
import torch
x = torch.zeros(2, 3)
x.expand(4, 3)
#@@ case mk_np_resize_view
import numpy as np
a = np.arange(6)
b = a.reshape(3, 2)
b[0, 0] = -1
print(a)
#@@ case mk_torch_tensor_of_view
import torch
x = torch.arange(4)
y = torch.tensor(x[1:])
print(y.data_ptr() == x.data_ptr())
#@@ case mk_clone_vs_view
import torch
x = torch.arange(4)
a = x[:2]
b = x[:2].clone()
x[0] = 9
print(a, b)
#@@ case mk_contiguous_same
import torch
x = torch.arange(4)
print(x.contiguous() is x, x.t().contiguous() is x)
#@@ case mk_permute_int_list
import torch
x = torch.zeros(2, 3, 4)
print(x.permute([2, 1, 0]).stride(), x.permute((1, 0, 2)).shape)
#@@ case mk_getattr_default
import torch
x = torch.zeros(2)
print(getattr(x, "strides", "no strides"), getattr(x, "ndim", None))
#@@ case mk_hasattr_np
import numpy as np
a = np.zeros(2)
print(hasattr(a, "stride"), hasattr(a, "strides"), hasattr(a, "is_contiguous"))
#@@ case mk_np_T_of_1d
import numpy as np
a = np.arange(3)
print(a.T.shape, a.T.strides, a[:, None].T.shape)
#@@ case mk_torch_T_3d
import torch
x = torch.zeros(2, 3, 4)
print(x.permute(*reversed(range(x.dim()))).stride())
#@@ case mk_dim_out_of_range
import torch
x = torch.zeros(2, 3)
x.transpose(0, 2)
#@@ case mk_np_axis_err
import numpy as np
a = np.zeros((2, 3))
a.swapaxes(0, 3)
#@@ case mk_storage_offset_np
import numpy as np
a = np.arange(10)
a[3:].storage_offset()
#@@ case mk_torch_numpy_name
import torch
x = torch.zeros(2)
x.size(0).shape
#@@ case mk_int_shape
import torch
x = torch.zeros(2, 3)
n = x.shape[0] * x.shape[1]
print(n, type(n).__name__, type(x.shape[0]))
