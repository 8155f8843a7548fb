# held-out learner programs: unfold / as_strided, writes through views, unary ops, printing and type
# names.
# Record and compare: scripts/record_cases.py --out DIR tests/snippets/src/heldout_learner/*.py, then
# STRIDELAB_SNIPPETS=DIR STRIDELAB_CORPUS_VERBOSE=1 build/tests/test_lang_corpus (they are not a test corpus).
#@@ case mo_unfold_2d
import torch
x = torch.arange(16.).reshape(4, 4)
p = x.unfold(0, 2, 2).unfold(1, 2, 2)
print(p.shape, p.stride())
print(p[1, 0])
#@@ case mo_unfold_err
import torch
x = torch.arange(5)
x.unfold(0, 6, 1)
#@@ case mo_as_strided_offset
import torch
x = torch.arange(10)
y = x.as_strided((2, 2), (3, 1), 4)
print(y, y.storage_offset())
#@@ case mo_as_strided_oob
import torch
x = torch.arange(4)
x.as_strided((3, 3), (2, 1))
#@@ case mo_np_as_strided_windows
import numpy as np
from numpy.lib.stride_tricks import as_strided
a = np.arange(12, dtype=np.int64)
w = as_strided(a, shape=(5, 4), strides=(16, 8))
print(w.sum(axis=1), w.flags.writeable)
#@@ case mo_sliding_2d
import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
a = np.arange(16).reshape(4, 4)
v = sliding_window_view(a, (2, 2))
print(v.shape, v.strides)
print(v[1, 2])
#@@ case mo_inplace_view_add
import torch
x = torch.zeros(3, 4)
x[:, 1:3] += 1
x.t()[0] -= 5
print(x)
#@@ case mo_mul_expand_inplace_err
import torch
x = torch.zeros(3)
e = x.expand(2, 3)
e.mul_(2)
#@@ case mo_setitem_expanded
import torch
x = torch.zeros(3)
e = x.expand(2, 3)
e[0, 1] = 5
print(x, e)
#@@ case mo_np_expanded_write
import numpy as np
a = np.zeros(3)
b = np.broadcast_to(a, (2, 3))
try:
    b[0, 0] = 1
except ValueError as e:
    print(e)
#@@ case mo_torch_abs
import torch
x = torch.tensor([[-1., 2.], [3., -4.]]).t()
y = x.abs()
print(y, y.stride(), torch.abs(x).is_contiguous())
#@@ case mo_torch_neg_sqrt
import torch
x = torch.arange(4.).reshape(2, 2).t()
print(x.neg().stride(), x.sqrt(), torch.exp(x).shape)
#@@ case mo_np_unary_layout
import numpy as np
a = np.arange(4.).reshape(2, 2).T
print(np.sqrt(a).strides, np.negative(a).flags['F_CONTIGUOUS'], np.exp(a).shape)
#@@ case mo_torch_empty_strided
import torch
x = torch.empty_strided((2, 3), (1, 2))
print(x.stride(), x.is_contiguous(), x.t().is_contiguous())
#@@ case mo_torch_contig_memfmt
import torch
x = torch.zeros(1, 3, 2, 2)
y = x.contiguous(memory_format=torch.channels_last)
print(y.stride(), y.is_contiguous(), y.is_contiguous(memory_format=torch.channels_last))
#@@ case mo_np_ravel_order
import numpy as np
a = np.arange(6).reshape(2, 3)
print(a.ravel(order='F'), a.ravel(order='K'), a.T.ravel(order='K'), a.T.ravel(order='A'))
#@@ case mo_np_flatten_F
import numpy as np
a = np.arange(6).reshape(2, 3)
print(a.flatten('F'), a.T.flatten().base is None)
#@@ case mo_torch_view_then_write
import torch
base = torch.zeros(6)
v = base.view(2, 3)
v[1, 1] = 42
print(base, base[4].item())
#@@ case mo_torch_select_write
import torch
x = torch.zeros(2, 3)
x.select(1, 2).fill_(9)
x.narrow(0, 0, 1).zero_()
print(x)
#@@ case mo_np_diag_view
import numpy as np
a = np.arange(9).reshape(3, 3)
d = np.diagonal(a, 1)
print(d, d.strides, d.base is a)
#@@ case mo_np_trace
import numpy as np
a = np.arange(9).reshape(3, 3)
print(np.trace(a), a.trace(offset=1))
#@@ case mo_np_eye_strides
import numpy as np
e = np.eye(3, dtype=int)
print(e.strides, e[::2, ::2])
#@@ case mo_torch_eye
import torch
e = torch.eye(3, dtype=torch.int64)
print(e.stride(), e[:, 1::2])
#@@ case mo_torch_index_list
import torch
x = torch.arange(10)
y = x[[1, 3, 5]]
y[0] = 100
print(x[1].item(), y, y.stride())
#@@ case mo_torch_bool_mask_strides
import torch
x = torch.arange(12).reshape(3, 4)
print(x[x % 2 == 0], x[x % 2 == 0].stride())
#@@ case mo_np_bool_mask_base
import numpy as np
a = np.arange(12).reshape(3, 4)
m = a[a > 5]
print(m, m.base is None, m.strides)
#@@ case mo_torch_scalar_tensor
import torch
s = torch.tensor(3.5)
print(s.shape, s.stride(), s.dim(), s.storage_offset(), s.item())
#@@ case mo_np_0d
import numpy as np
s = np.array(3.5)
print(s.shape, s.strides, s.ndim, s[()], type(s[()]).__name__)
#@@ case mo_torch_empty_shape
import torch
x = torch.zeros(0, 3)
print(x.stride(), x.is_contiguous(), x.t().is_contiguous(), x.view(3, 0).stride())
#@@ case mo_np_zero_size
import numpy as np
a = np.zeros((0, 3))
print(a.strides, a.T.flags.c_contiguous, a.reshape(3, 0).strides)
#@@ case mo_fstring_tensor
import torch
x = torch.tensor([1.5, 2.25])
print(f"{x}", f"{x.sum():.2f}", f"{x[0].item():>8.3f}")
#@@ case mo_fstring_np
import numpy as np
a = np.array([1.5, 2.25])
print(f"{a}", f"{a.sum():.2f}", f"{a[0]:>8.3f}", f"{a.strides}")
#@@ case mo_percent_fmt
import torch
x = torch.zeros(2, 3)
print("%d x %d, stride %s" % (x.shape[0], x.shape[1], x.stride()))
#@@ case mo_torch_type_names
import torch
x = torch.zeros(2)
print(type(x), type(x.shape), type(x.stride()), x.type())
#@@ case mo_np_type_names
import numpy as np
a = np.zeros(2)
print(type(a), type(a.shape), type(a.strides), type(a[0]))
#@@ case mo_isinstance
import torch
import numpy as np
print(isinstance(torch.zeros(1), torch.Tensor), isinstance(np.zeros(1), np.ndarray), isinstance(torch.zeros(2).shape, tuple))
#@@ case mo_torch_squeeze_multi
import torch
x = torch.zeros(1, 2, 1, 3)
print(x.squeeze(0).squeeze(1).shape, x[0, :, 0].stride())
#@@ case mo_torch_movedim_err
import torch
x = torch.zeros(2, 3)
torch.movedim(x, 0, 2)
#@@ case mo_np_moveaxis_err
import numpy as np
a = np.zeros((2, 3))
np.moveaxis(a, 0, 2)
#@@ case mo_torch_chunk_uneven
import torch
x = torch.arange(7)
print([c.shape[0] for c in x.chunk(3)], [c.storage_offset() for c in x.chunk(3)])
#@@ case mo_torch_tensor_from_shape
import torch
x = torch.zeros(2, 3)
print(torch.tensor(x.stride()), torch.tensor(list(x.shape)))
