# held-out learner programs: torch helpers learners reach for (where, nonzero, diag, trace, equal),
# typos and mistaken calls.
# Record and compare: scripts/record_cases.py --out DIR tests/snippets/src/heldout_learner/*.py, then
# STRIDELAB_SNIPPETS=DIR STRIDELAB_CORPUS_VERBOSE=1 build/tests/test_lang_corpus (they are not a test corpus).
#@@ case tm_where_one_arg
import torch
x = torch.tensor([[0, 1], [2, 0]])
print(torch.where(x > 0))
#@@ case tm_where_three
import torch
x = torch.arange(6).reshape(2, 3)
print(torch.where(x % 2 == 0, x, -x))
#@@ case tm_nonzero
import torch
x = torch.tensor([[0, 1, 0], [3, 0, 5]])
print(x.nonzero())
print(torch.nonzero(x, as_tuple=True))
#@@ case tm_argwhere
import torch
x = torch.tensor([0, 3, 0, 4])
print(torch.argwhere(x))
#@@ case tm_diag
import torch
x = torch.arange(9).reshape(3, 3)
print(torch.diag(x))
print(torch.diag(torch.tensor([1, 2, 3])))
#@@ case tm_diag_embed
import torch
print(torch.diag_embed(torch.tensor([1., 2.])))
#@@ case tm_trace
import torch
x = torch.arange(9.).reshape(3, 3)
print(torch.trace(x), x.trace())
#@@ case tm_unknown_attr
import torch
x = torch.arange(3)
print(x.strides)
#@@ case tm_unknown_method
import torch
x = torch.arange(3)
x.flags
#@@ case tm_stride_call_missing
import torch
x = torch.arange(6).reshape(2, 3)
print(x.stride)
#@@ case tm_shape_call
import torch
x = torch.arange(6).reshape(2, 3)
x.shape()
#@@ case tm_data_ptr_diff
import torch
x = torch.arange(10, dtype=torch.float32)
y = x[3:]
print((y.data_ptr() - x.data_ptr()) // x.element_size())
#@@ case tm_storage_list
import torch
x = torch.arange(6).reshape(2, 3).t()
print(x.storage().tolist() if hasattr(x.storage(), "tolist") else list(x.storage()))
#@@ case tm_tolist
import torch
x = torch.arange(6).reshape(2, 3).t()
print(x.tolist())
#@@ case tm_item_err
import torch
x = torch.arange(3)
x.item()
#@@ case tm_equal
import torch
a = torch.arange(6).reshape(2, 3)
b = a.t().contiguous().t()
print(torch.equal(a, b), a.stride(), b.stride())
#@@ case tm_allclose
import torch
a = torch.ones(3)
print(torch.allclose(a, a + 1e-9), (a == 1).all(), (a == 1).all().item())
#@@ case tm_is_set_to
import torch
a = torch.arange(3)
print(a.is_set_to(a), a.view(3).is_set_to(a))
#@@ case tm_same_storage
import torch
a = torch.arange(6)
b = a[2:]
print(a.storage().data_ptr() == b.storage().data_ptr())
#@@ case tm_zeros_like_strides
import torch
x = torch.zeros(3, 4).t()
print(torch.zeros_like(x).stride(), torch.empty_like(x).stride())
#@@ case tm_new_zeros
import torch
x = torch.zeros(3, 4).t()
print(x.new_zeros(2, 2).stride(), x.new_ones((2,)).dtype)
#@@ case tm_transpose_add
import torch
a = torch.arange(6.).reshape(2, 3)
b = a.t() + 0
print(b.stride())
#@@ case tm_sum_dim
import torch
x = torch.arange(24).reshape(2, 3, 4)
print(x.sum(0).shape, x.sum(dim=(0, 2)), x.mean(dtype=torch.float32))
#@@ case tm_fill_diag
import torch
x = torch.zeros(3, 3)
x.fill_diagonal_(1)
print(x)
#@@ case tm_diagonal_write
import torch
x = torch.zeros(3, 3)
x.diagonal().fill_(5)
print(x)
#@@ case tm_index_put
import torch
x = torch.zeros(5)
x[[0, 2]] = torch.tensor([1., 2.])
print(x)
#@@ case tm_masked_select
import torch
x = torch.arange(6)
print(x[x > 2], torch.masked_select(x, x > 2))
#@@ case tm_count_nonzero
import torch
x = torch.tensor([[0, 1], [2, 0]])
print(torch.count_nonzero(x), x.count_nonzero(dim=0))
#@@ case tm_stride_dim_err
import torch
x = torch.zeros(2, 3)
x.stride(2)
#@@ case tm_size_neg
import torch
x = torch.zeros(2, 3)
print(x.size(-1), x.stride(-2))
#@@ case tm_contig_channels_last
import torch
x = torch.zeros(2, 3, 4, 5).permute(0, 2, 3, 1)
print(x.is_contiguous(), x.stride())
#@@ case tm_dtype_itemsize
import torch
for dt in [torch.int8, torch.int16, torch.float32, torch.float64]:
    print(dt, torch.zeros(1, dtype=dt).element_size())
#@@ case tm_view_dtype
import torch
x = torch.zeros(4, dtype=torch.int32)
print(x.view(torch.int16).shape, x.view(torch.int16).stride())
#@@ case tm_reshape_as
import torch
x = torch.arange(6)
print(x.reshape_as(torch.zeros(2, 3)), x.view_as(torch.zeros(3, 2)).stride())
#@@ case tm_swapaxes
import torch
x = torch.zeros(2, 3, 4)
print(x.swapaxes(0, 2).stride(), x.swapdims(1, 2).stride(), torch.transpose(x, 0, 1).stride())
#@@ case tm_squeeze_err
import torch
x = torch.zeros(2, 3)
x.squeeze(3)
#@@ case tm_unsqueeze_err
import torch
x = torch.zeros(2, 3)
x.unsqueeze(4)
#@@ case tm_narrow_err
import torch
x = torch.zeros(5)
x.narrow(0, 3, 4)
#@@ case tm_select_err
import torch
x = torch.zeros(2, 3)
x.select(1, 5)
#@@ case tm_index_err
import torch
x = torch.zeros(2, 3)
x[2]
#@@ case tm_diag_flat
import torch
x = torch.arange(9).reshape(3, 3)
print(torch.diag(x, 1), torch.diag(x, -1), torch.diagflat(torch.tensor([1, 2])))
#@@ case tm_triu_indices
import torch
print(torch.triu_indices(3, 3))
#@@ case tm_argmax
import torch
x = torch.tensor([[1, 5, 2], [7, 0, 3]])
print(x.argmax(), x.argmax(dim=1), torch.argmin(x, 0))
#@@ case tm_topk
import torch
x = torch.tensor([1, 5, 2, 7])
print(torch.topk(x, 2))
#@@ case tm_numpy_roundtrip
import torch
x = torch.arange(6).reshape(2, 3).t()
a = x.numpy()
print(a.strides, x.stride())
