# held-out learner programs: torch view ops as learners try them (strides, offsets, contiguity,
# errors).
# Record and compare: scripts/record_cases.py --out DIR tests/snippets/src/heldout_learner/*.py, then
# STRIDELAB_SNIPPETS=DIR STRIDELAB_CORPUS_VERBOSE=1 build/tests/test_lang_corpus (they are not a test corpus).
#@@ case tv_basic_stride
import torch
x = torch.arange(12).reshape(3, 4)
print(x.stride(), x.shape, x.is_contiguous())
#@@ case tv_transpose_view
import torch
x = torch.arange(12).reshape(3, 4)
y = x.t()
print(y.stride(), y.is_contiguous())
print(y.data_ptr() == x.data_ptr())
#@@ case tv_view_error
import torch
x = torch.arange(12).reshape(3, 4).t()
y = x.view(12)
#@@ case tv_reshape_copy
import torch
x = torch.arange(12).reshape(3, 4).t()
y = x.reshape(12)
print(y)
print(y.data_ptr() == x.data_ptr())
#@@ case tv_contiguous_strides
import torch
x = torch.arange(24).reshape(2, 3, 4).permute(2, 0, 1)
print(x.shape, x.stride())
c = x.contiguous()
print(c.shape, c.stride())
#@@ case tv_loop_dims
import torch
x = torch.zeros(2, 3, 4)
for d in range(x.dim()):
    print(f"dim {d}: size={x.size(d)} stride={x.stride(d)}")
#@@ case tv_offset_formula
import torch
def offset(t, idx):
    return t.storage_offset() + sum(i * s for i, s in zip(idx, t.stride()))
x = torch.arange(24).reshape(2, 3, 4)
y = x[1, :, 1:]
print(offset(y, (2, 1)), y[2, 1].item())
print(x.view(-1)[offset(y, (2, 1))])
#@@ case tv_expand_strides
import torch
x = torch.tensor([1, 2, 3])
y = x.expand(4, 3)
print(y.stride())
print(y)
#@@ case tv_expand_inplace
import torch
x = torch.tensor([1., 2., 3.])
y = x.expand(2, 3)
y.add_(1)
#@@ case tv_unsqueeze_stride
import torch
x = torch.arange(6).reshape(2, 3)
print(x.unsqueeze(0).stride(), x.unsqueeze(1).stride(), x.unsqueeze(-1).stride())
#@@ case tv_squeeze
import torch
x = torch.zeros(1, 3, 1, 2)
print(x.squeeze().shape, x.squeeze(0).shape, x.squeeze(1).shape)
print(x.squeeze().stride())
#@@ case tv_narrow
import torch
x = torch.arange(20).reshape(4, 5)
n = x.narrow(1, 1, 3)
print(n, n.stride(), n.storage_offset())
#@@ case tv_select
import torch
x = torch.arange(20).reshape(4, 5)
print(x.select(0, 2), x.select(1, 3))
print(x.select(1, 3).stride(), x.select(1, 3).storage_offset())
#@@ case tv_diagonal
import torch
x = torch.arange(16).reshape(4, 4)
d = x.diagonal()
print(d, d.stride())
print(x.diagonal(1), x.diagonal(offset=-1).storage_offset())
#@@ case tv_movedim
import torch
x = torch.zeros(2, 3, 4, 5)
print(x.movedim(0, -1).shape, x.movedim(0, -1).stride())
print(torch.movedim(x, (0, 1), (2, 3)).stride())
#@@ case tv_unfold
import torch
x = torch.arange(10.)
u = x.unfold(0, 4, 2)
print(u)
print(u.shape, u.stride())
#@@ case tv_as_strided
import torch
x = torch.arange(9)
y = torch.as_strided(x, (3, 3), (1, 3))
print(y)
print(y.is_contiguous())
#@@ case tv_as_strided_overlap
import torch
x = torch.arange(6)
y = x.as_strided((4, 3), (1, 1))
print(y)
#@@ case tv_write_through_view
import torch
x = torch.zeros(3, 3)
v = x[1]
v[:] = 7
print(x)
#@@ case tv_slice_step
import torch
x = torch.arange(10)
y = x[::3]
print(y, y.stride(), y.shape)
#@@ case tv_negative_step_err
import torch
x = torch.arange(10)
y = x[::-1]
#@@ case tv_flip_copy
import torch
x = torch.arange(6).reshape(2, 3)
f = x.flip(1)
print(f, f.stride())
print(f.data_ptr() == x.data_ptr())
#@@ case tv_flatten
import torch
x = torch.arange(24).reshape(2, 3, 4)
print(x.flatten().shape, x.flatten(1).shape, x.flatten(0, 1).stride())
print(x.transpose(0, 1).flatten().is_contiguous())
#@@ case tv_is_view_base
import torch
x = torch.arange(6)
y = x.view(2, 3)
print(y._base is x)
print(x._base)
#@@ case tv_storage_offset_loop
import torch
x = torch.arange(16).reshape(4, 4)
for i in range(4):
    r = x[i]
    print(i, r.storage_offset(), r.stride())
#@@ case tv_permute_wrong
import torch
x = torch.zeros(2, 3, 4)
x.permute(0, 1)
#@@ case tv_view_minus_one
import torch
x = torch.arange(12)
print(x.view(-1, 4).shape, x.view(3, -1).stride())
#@@ case tv_view_bad_size
import torch
x = torch.arange(12)
x.view(5, -1)
#@@ case tv_element_size
import torch
x = torch.zeros(2, 3, dtype=torch.float64)
print(x.element_size(), x.nbytes if hasattr(x, "nbytes") else None)
print([s * x.element_size() for s in x.stride()])
#@@ case tv_chunk_split
import torch
x = torch.arange(10)
for c in x.chunk(3):
    print(c, c.storage_offset())
for s in torch.split(x, 4):
    print(s.shape)
#@@ case tv_unbind
import torch
x = torch.arange(6).reshape(2, 3)
a, b = x.unbind(0)
print(a, b, b.storage_offset())
#@@ case tv_mT
import torch
x = torch.arange(24).reshape(2, 3, 4)
print(x.mT.shape, x.mT.stride())
#@@ case tv_T_warning_like
import torch
x = torch.arange(6).reshape(2, 3)
print(x.T.stride())
#@@ case tv_expand_as
import torch
x = torch.tensor([[1], [2]])
y = torch.zeros(2, 3)
print(x.expand_as(y), x.expand_as(y).stride())
#@@ case tv_broadcast_to
import torch
x = torch.arange(3)
print(torch.broadcast_to(x, (2, 3)).stride())
#@@ case tv_expand_bad
import torch
x = torch.arange(3)
x.expand(2, 4)
#@@ case tv_clone_strides
import torch
x = torch.arange(12).reshape(3, 4).t()
print(x.clone().stride(), x.clone().is_contiguous())
#@@ case tv_numel_dim
import torch
x = torch.zeros(2, 3, 4)
print(x.numel(), x.dim(), x.ndim, len(x))
#@@ case tv_size_tuple
import torch
x = torch.zeros(2, 3)
print(tuple(x.size()), list(x.shape), x.size()[1], type(x.shape).__name__)
