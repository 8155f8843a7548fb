# The `>>>` examples of torch 2.2.2's docstrings (numpy 1.26.4 in this interpreter), one case per
# docstring, made by scripts/gen_doc_examples.py: an expression the prompt displays is
# print(repr(...)), an error the docstring shows is caught and printed.  Outputs are
# recorded from the reference by scripts/record_cases.py, never typed.
# No example (or no such name) in this version: torch.Tensor.view_as torch.Tensor.reshape torch.Tensor.reshape_as torch.Tensor.expand_as torch.Tensor.permute torch.Tensor.transpose torch.Tensor.transpose_ torch.Tensor.narrow torch.Tensor.select torch.Tensor.as_strided torch.Tensor.is_contiguous torch.Tensor.contiguous torch.Tensor.flatten torch.Tensor.unflatten torch.Tensor.squeeze torch.Tensor.unsqueeze torch.Tensor.movedim torch.Tensor.split torch.Tensor.chunk torch.Tensor.unbind torch.Tensor.tensor_split torch.Tensor.diagonal torch.Tensor.flip torch.Tensor.roll torch.Tensor.t torch.Tensor.T torch.Tensor.mT torch.Tensor.H torch.Tensor.mH torch.Tensor.dim torch.Tensor.numel torch.Tensor.nbytes torch.Tensor.itemsize torch.Tensor.clone torch.Tensor.detach torch.Tensor.copy_ torch.Tensor.index_put_ torch.Tensor.masked_fill_ torch.Tensor.is_set_to torch.Tensor.data_ptr torch.Tensor.storage torch.Tensor.untyped_storage torch.Tensor.is_conj torch.Tensor.ravel torch.Tensor.swapaxes torch.Tensor.index_select torch.view_copy torch.select torch.unbind torch.stack torch.concat torch.concatenate torch.row_stack torch.clone torch.scatter torch.scatter_add torch.scatter_reduce torch.index_add torch.index_copy torch.index_fill torch.index_reduce torch.empty_like torch.is_storage

#@@ case Tensor_view
import torch
x = torch.randn(4, 4)
print(repr(x.size()))
y = x.view(16)
print(repr(y.size()))
z = x.view(-1, 8)  # the size -1 is inferred from other dimensions
print(repr(z.size()))
a = torch.randn(1, 2, 3, 4)
print(repr(a.size()))
b = a.transpose(1, 2)  # Swaps 2nd and 3rd dimension
print(repr(b.size()))
c = a.view(1, 3, 2, 4)  # Does not change tensor layout in memory
print(repr(c.size()))
print(repr(torch.equal(b, c)))
x = torch.randn(4, 4)
print(repr(x))
print(repr(x.dtype))
y = x.view(torch.int32)
print(repr(y))
y[0, 0] = 1000000000
print(repr(x))
print(repr(x.view(torch.cfloat)))
print(repr(x.view(torch.cfloat).size()))
print(repr(x.view(torch.uint8)))
print(repr(x.view(torch.uint8).size()))

#@@ case Tensor_expand
import torch
x = torch.tensor([[1], [2], [3]])
print(repr(x.size()))
print(repr(x.expand(3, 4)))
print(repr(x.expand(-1, 4)))

#@@ case Tensor_unfold
import torch
x = torch.arange(1., 8)
print(repr(x))
print(repr(x.unfold(0, 2, 1)))
print(repr(x.unfold(0, 2, 2)))

#@@ case Tensor_stride
import torch
x = torch.tensor([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]])
print(repr(x.stride()))
print(repr(x.stride(0)))
print(repr(x.stride(-1)))

#@@ case Tensor_storage_offset
import torch
x = torch.tensor([1, 2, 3, 4, 5])
print(repr(x.storage_offset()))
print(repr(x[3:].storage_offset()))

#@@ case Tensor_size
import torch
t = torch.empty(3, 4, 5)
print(repr(t.size()))
print(repr(t.size(dim=1)))

#@@ case Tensor_element_size
import torch
print(repr(torch.tensor([]).element_size()))
print(repr(torch.tensor([], dtype=torch.uint8).element_size()))

#@@ case Tensor_repeat
import torch
x = torch.tensor([1, 2, 3])
print(repr(x.repeat(4, 2)))
print(repr(x.repeat(4, 2, 1).size()))

#@@ case Tensor_index_add
import torch
x = torch.ones(5, 3)
t = torch.tensor([[1, 2, 3], [4, 5, 6], [7, 8, 9]], dtype=torch.float)
index = torch.tensor([0, 4, 2])
print(repr(x.index_add_(0, index, t)))
print(repr(x.index_add_(0, index, t, alpha=-1)))

#@@ case Tensor_index_copy
import torch
x = torch.zeros(5, 3)
t = torch.tensor([[1, 2, 3], [4, 5, 6], [7, 8, 9]], dtype=torch.float)
index = torch.tensor([0, 4, 2])
print(repr(x.index_copy_(0, index, t)))

#@@ case Tensor_index_fill
import torch
x = torch.tensor([[1, 2, 3], [4, 5, 6], [7, 8, 9]], dtype=torch.float)
index = torch.tensor([0, 2])
print(repr(x.index_fill_(1, index, -1)))

#@@ case Tensor_index_reduce
import torch
x = torch.empty(5, 3).fill_(2)
t = torch.tensor([[1, 2, 3], [4, 5, 6], [7, 8, 9], [10, 11, 12]], dtype=torch.float)
index = torch.tensor([0, 4, 2, 0])
print(repr(x.index_reduce_(0, index, t, 'prod')))
x = torch.empty(5, 3).fill_(2)
print(repr(x.index_reduce_(0, index, t, 'prod', include_self=False)))

#@@ case Tensor_scatter
import torch
src = torch.arange(1, 11).reshape((2, 5))
print(repr(src))
index = torch.tensor([[0, 1, 2, 0]])
print(repr(torch.zeros(3, 5, dtype=src.dtype).scatter_(0, index, src)))
index = torch.tensor([[0, 1, 2], [0, 1, 4]])
print(repr(torch.zeros(3, 5, dtype=src.dtype).scatter_(1, index, src)))
print(repr(torch.full((2, 4), 2.).scatter_(1, torch.tensor([[2], [3]]),
           1.23, reduce='multiply')))
print(repr(torch.full((2, 4), 2.).scatter_(1, torch.tensor([[2], [3]]),
           1.23, reduce='add')))

#@@ case Tensor_scatter_add
import torch
src = torch.ones((2, 5))
index = torch.tensor([[0, 1, 2, 0, 0]])
print(repr(torch.zeros(3, 5, dtype=src.dtype).scatter_add_(0, index, src)))
index = torch.tensor([[0, 1, 2, 0, 0], [0, 1, 2, 2, 2]])
print(repr(torch.zeros(3, 5, dtype=src.dtype).scatter_add_(0, index, src)))

#@@ case Tensor_scatter_reduce
import torch
src = torch.tensor([1., 2., 3., 4., 5., 6.])
index = torch.tensor([0, 1, 0, 1, 2, 1])
input = torch.tensor([1., 2., 3., 4.])
print(repr(input.scatter_reduce(0, index, src, reduce="sum")))
print(repr(input.scatter_reduce(0, index, src, reduce="sum", include_self=False)))
input2 = torch.tensor([5., 4., 3., 2.])
print(repr(input2.scatter_reduce(0, index, src, reduce="amax")))
print(repr(input2.scatter_reduce(0, index, src, reduce="amax", include_self=False)))

#@@ case Tensor_masked_scatter
# left out: self.masked_scatter_(mask, source) -> RuntimeError: masked_scatter_ only supports boolean masks, but got mask with dtype Long
import torch
self = torch.tensor([[0, 0, 0, 0, 0], [0, 0, 0, 0, 0]])
mask = torch.tensor([[0, 0, 0, 1, 1], [1, 1, 0, 1, 1]])
source = torch.tensor([[0, 1, 2, 3, 4], [5, 6, 7, 8, 9]])

#@@ case Tensor_put
import torch
src = torch.tensor([[4, 3, 5],
                    [6, 7, 8]])
print(repr(src.put_(torch.tensor([1, 3]), torch.tensor([9, 10]))))

#@@ case Tensor_new_empty
import torch
tensor = torch.ones(())
print(repr(tensor.new_empty((2, 3))))

#@@ case Tensor_new_zeros
import torch
tensor = torch.tensor((), dtype=torch.float64)
print(repr(tensor.new_zeros((2, 3))))

#@@ case Tensor_new_ones
import torch
tensor = torch.tensor((), dtype=torch.int32)
print(repr(tensor.new_ones((2, 3))))

#@@ case Tensor_new_full
import torch
tensor = torch.ones((2,), dtype=torch.float64)
print(repr(tensor.new_full((3, 4), 3.141592)))

#@@ case Tensor_new_tensor
import torch
tensor = torch.ones((2,), dtype=torch.int8)
data = [[0, 1], [2, 3]]
print(repr(tensor.new_tensor(data)))

#@@ case Tensor_item
import torch
x = torch.tensor([1.0])
print(repr(x.item()))

#@@ case Tensor_tolist
import torch
a = torch.randn(2, 2)
print(repr(a.tolist()))
print(repr(a[0,0].tolist()))

#@@ case Tensor_dim_order
import torch
print(repr(torch.empty((2, 3, 5, 7)).dim_order()))
print(repr(torch.empty((2, 3, 5, 7), memory_format=torch.channels_last).dim_order()))

#@@ case Tensor_resize
import torch
x = torch.tensor([[1, 2], [3, 4], [5, 6]])
print(repr(x.resize_(2, 2)))

#@@ case torch_reshape
import torch
a = torch.arange(4.)
print(repr(torch.reshape(a, (2, 2))))
b = torch.tensor([[0, 1], [2, 3]])
print(repr(torch.reshape(b, (-1,))))

#@@ case torch_flatten
import torch
t = torch.tensor([[[1, 2],
                   [3, 4]],
                  [[5, 6],
                   [7, 8]]])
print(repr(torch.flatten(t)))
print(repr(torch.flatten(t, start_dim=1)))

#@@ case torch_unflatten
import torch
print(repr(torch.unflatten(torch.randn(3, 4, 1), 1, (2, 2)).shape))
print(repr(torch.unflatten(torch.randn(3, 4, 1), 1, (-1, 2)).shape))
print(repr(torch.unflatten(torch.randn(5, 12, 3), -2, (2, 2, 3, 1, 1)).shape))

#@@ case torch_squeeze
import torch
x = torch.zeros(2, 1, 2, 1, 2)
print(repr(x.size()))
y = torch.squeeze(x)
print(repr(y.size()))
y = torch.squeeze(x, 0)
print(repr(y.size()))
y = torch.squeeze(x, 1)
print(repr(y.size()))
y = torch.squeeze(x, (1, 2, 3))

#@@ case torch_unsqueeze
import torch
x = torch.tensor([1, 2, 3, 4])
print(repr(torch.unsqueeze(x, 0)))
print(repr(torch.unsqueeze(x, 1)))

#@@ case torch_movedim
import torch
t = torch.randn(3,2,1)
print(repr(t))
print(repr(torch.movedim(t, 1, 0).shape))
print(repr(torch.movedim(t, 1, 0)))
print(repr(torch.movedim(t, (1, 2), (0, 1)).shape))
print(repr(torch.movedim(t, (1, 2), (0, 1))))

#@@ case torch_moveaxis
import torch
t = torch.randn(3,2,1)
print(repr(t))
print(repr(torch.moveaxis(t, 1, 0).shape))
print(repr(torch.moveaxis(t, 1, 0)))
print(repr(torch.moveaxis(t, (1, 2), (0, 1)).shape))
print(repr(torch.moveaxis(t, (1, 2), (0, 1))))

#@@ case torch_swapaxes
import torch
x = torch.tensor([[[0,1],[2,3]],[[4,5],[6,7]]])
print(repr(x))
print(repr(torch.swapaxes(x, 0, 1)))
print(repr(torch.swapaxes(x, 0, 2)))

#@@ case torch_swapdims
import torch
x = torch.tensor([[[0,1],[2,3]],[[4,5],[6,7]]])
print(repr(x))
print(repr(torch.swapdims(x, 0, 1)))
print(repr(torch.swapdims(x, 0, 2)))

#@@ case torch_transpose
import torch
x = torch.randn(2, 3)
print(repr(x))
print(repr(torch.transpose(x, 0, 1)))

#@@ case torch_t
import torch
x = torch.randn(())
print(repr(x))
print(repr(torch.t(x)))
x = torch.randn(3)
print(repr(x))
print(repr(torch.t(x)))
x = torch.randn(2, 3)
print(repr(x))
print(repr(torch.t(x)))

#@@ case torch_permute
import torch
x = torch.randn(2, 3, 5)
print(repr(x.size()))
print(repr(torch.permute(x, (2, 0, 1)).size()))

#@@ case torch_adjoint
import torch
x = torch.arange(4, dtype=torch.float)
A = torch.complex(x, x).reshape(2, 2)
print(repr(A))
print(repr(A.adjoint()))
print(repr((A.adjoint() == A.mH).all()))

#@@ case torch_narrow
import torch
x = torch.tensor([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
print(repr(torch.narrow(x, 0, 0, 2)))
print(repr(torch.narrow(x, 1, 1, 2)))
print(repr(torch.narrow(x, -1, torch.tensor(-1), 1)))

#@@ case torch_narrow_copy
import torch
x = torch.tensor([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
print(repr(torch.narrow_copy(x, 0, 0, 2)))
print(repr(torch.narrow_copy(x, 1, 1, 2)))
s = torch.arange(16).reshape(2, 2, 2, 2).to_sparse(2)
print(repr(torch.narrow_copy(s, 0, 0, 1)))

#@@ case torch_split
import torch
a = torch.arange(10).reshape(5, 2)
print(repr(a))
print(repr(torch.split(a, 2)))
print(repr(torch.split(a, [1, 4])))

#@@ case torch_chunk
import torch
print(repr(torch.arange(11).chunk(6)))
print(repr(torch.arange(12).chunk(6)))
print(repr(torch.arange(13).chunk(6)))

#@@ case torch_tensor_split
import torch
x = torch.arange(8)
print(repr(torch.tensor_split(x, 3)))
x = torch.arange(7)
print(repr(torch.tensor_split(x, 3)))
print(repr(torch.tensor_split(x, (1, 6))))
x = torch.arange(14).reshape(2, 7)
print(repr(x))
print(repr(torch.tensor_split(x, 3, dim=1)))
print(repr(torch.tensor_split(x, (1, 6), dim=1)))

#@@ case torch_hsplit
import torch
t = torch.arange(16.0).reshape(4,4)
print(repr(t))
print(repr(torch.hsplit(t, 2)))
print(repr(torch.hsplit(t, [3, 6])))

#@@ case torch_vsplit
import torch
t = torch.arange(16.0).reshape(4,4)
print(repr(t))
print(repr(torch.vsplit(t, 2)))
print(repr(torch.vsplit(t, [3, 6])))

#@@ case torch_dsplit
import torch
t = torch.arange(16.0).reshape(2, 2, 4)
print(repr(t))
print(repr(torch.dsplit(t, 2)))
print(repr(torch.dsplit(t, [3, 6])))

#@@ case torch_diagonal
import torch
a = torch.randn(3, 3)
print(repr(a))
print(repr(torch.diagonal(a, 0)))
print(repr(torch.diagonal(a, 1)))
x = torch.randn(2, 5, 4, 2)
print(repr(torch.diagonal(x, offset=-1, dim1=1, dim2=2)))

#@@ case torch_diag
import torch
a = torch.randn(3)
print(repr(a))
print(repr(torch.diag(a)))
print(repr(torch.diag(a, 1)))
a = torch.randn(3, 3)
print(repr(a))
print(repr(torch.diag(a, 0)))
print(repr(torch.diag(a, 1)))

#@@ case torch_diag_embed
import torch
a = torch.randn(2, 3)
print(repr(torch.diag_embed(a)))
print(repr(torch.diag_embed(a, offset=1, dim1=0, dim2=2)))

#@@ case torch_diagflat
import torch
a = torch.randn(3)
print(repr(a))
print(repr(torch.diagflat(a)))
print(repr(torch.diagflat(a, 1)))
a = torch.randn(2, 2)
print(repr(a))
print(repr(torch.diagflat(a)))

#@@ case torch_flip
import torch
x = torch.arange(8).view(2, 2, 2)
print(repr(x))
print(repr(torch.flip(x, [0, 1])))

#@@ case torch_fliplr
import torch
x = torch.arange(4).view(2, 2)
print(repr(x))
print(repr(torch.fliplr(x)))

#@@ case torch_flipud
import torch
x = torch.arange(4).view(2, 2)
print(repr(x))
print(repr(torch.flipud(x)))

#@@ case torch_roll
import torch
x = torch.tensor([1, 2, 3, 4, 5, 6, 7, 8]).view(4, 2)
print(repr(x))
print(repr(torch.roll(x, 1)))
print(repr(torch.roll(x, 1, 0)))
print(repr(torch.roll(x, -1, 0)))
print(repr(torch.roll(x, shifts=(2, 1), dims=(0, 1))))

#@@ case torch_rot90
import torch
x = torch.arange(4).view(2, 2)
print(repr(x))
print(repr(torch.rot90(x, 1, [0, 1])))
x = torch.arange(8).view(2, 2, 2)
print(repr(x))
print(repr(torch.rot90(x, 1, [1, 2])))

#@@ case torch_as_strided
import torch
x = torch.randn(3, 3)
print(repr(x))
t = torch.as_strided(x, (2, 2), (1, 2))
print(repr(t))
t = torch.as_strided(x, (2, 2), (1, 2), 1)

#@@ case torch_broadcast_to
import torch
x = torch.tensor([1, 2, 3])
print(repr(torch.broadcast_to(x, (3, 3))))

#@@ case torch_broadcast_tensors
import torch
x = torch.arange(3).view(1, 3)
y = torch.arange(2).view(2, 1)
a, b = torch.broadcast_tensors(x, y)
print(repr(a.size()))
print(repr(a))

#@@ case torch_broadcast_shapes
import torch
print(repr(torch.broadcast_shapes((2,), (3, 1), (1, 1, 1))))

#@@ case torch_atleast_1d
import torch
x = torch.arange(2)
print(repr(x))
print(repr(torch.atleast_1d(x)))
x = torch.tensor(1.)
print(repr(x))
print(repr(torch.atleast_1d(x)))
x = torch.tensor(0.5)
y = torch.tensor(1.)
print(repr(torch.atleast_1d((x, y))))

#@@ case torch_atleast_2d
import torch
x = torch.tensor(1.)
print(repr(x))
print(repr(torch.atleast_2d(x)))
x = torch.arange(4).view(2, 2)
print(repr(x))
print(repr(torch.atleast_2d(x)))
x = torch.tensor(0.5)
y = torch.tensor(1.)
print(repr(torch.atleast_2d((x, y))))

#@@ case torch_atleast_3d
import torch
x = torch.tensor(0.5)
print(repr(x))
print(repr(torch.atleast_3d(x)))
y = torch.arange(4).view(2, 2)
print(repr(y))
print(repr(torch.atleast_3d(y)))
x = torch.tensor(1).view(1, 1, 1)
print(repr(x))
print(repr(torch.atleast_3d(x)))
x = torch.tensor(0.5)
y = torch.tensor(1.)
print(repr(torch.atleast_3d((x, y))))

#@@ case torch_ravel
import torch
t = torch.tensor([[[1, 2],
                   [3, 4]],
                  [[5, 6],
                   [7, 8]]])
print(repr(torch.ravel(t)))

#@@ case torch_tile
import torch
x = torch.tensor([1, 2, 3])
print(repr(x.tile((2,))))
y = torch.tensor([[1, 2], [3, 4]])
print(repr(torch.tile(y, (2, 2))))

#@@ case torch_repeat_interleave
import torch
x = torch.tensor([1, 2, 3])
print(repr(x.repeat_interleave(2)))
y = torch.tensor([[1, 2], [3, 4]])
print(repr(torch.repeat_interleave(y, 2)))
print(repr(torch.repeat_interleave(y, 3, dim=1)))
print(repr(torch.repeat_interleave(y, torch.tensor([1, 2]), dim=0)))
print(repr(torch.repeat_interleave(y, torch.tensor([1, 2]), dim=0, output_size=3)))
print(repr(torch.repeat_interleave(torch.tensor([1, 2, 3]))))

#@@ case torch_cat
import torch
x = torch.randn(2, 3)
print(repr(x))
print(repr(torch.cat((x, x, x), 0)))
print(repr(torch.cat((x, x, x), 1)))

#@@ case torch_hstack
import torch
a = torch.tensor([1, 2, 3])
b = torch.tensor([4, 5, 6])
print(repr(torch.hstack((a,b))))
a = torch.tensor([[1],[2],[3]])
b = torch.tensor([[4],[5],[6]])
print(repr(torch.hstack((a,b))))

#@@ case torch_vstack
import torch
a = torch.tensor([1, 2, 3])
b = torch.tensor([4, 5, 6])
print(repr(torch.vstack((a,b))))
a = torch.tensor([[1],[2],[3]])
b = torch.tensor([[4],[5],[6]])
print(repr(torch.vstack((a,b))))

#@@ case torch_dstack
import torch
a = torch.tensor([1, 2, 3])
b = torch.tensor([4, 5, 6])
print(repr(torch.dstack((a,b))))
a = torch.tensor([[1],[2],[3]])
b = torch.tensor([[4],[5],[6]])
print(repr(torch.dstack((a,b))))

#@@ case torch_column_stack
import torch
a = torch.tensor([1, 2, 3])
b = torch.tensor([4, 5, 6])
print(repr(torch.column_stack((a, b))))
a = torch.arange(5)
b = torch.arange(10).reshape(5, 2)
print(repr(torch.column_stack((a, b, b))))

#@@ case torch_index_select
import torch
x = torch.randn(3, 4)
print(repr(x))
indices = torch.tensor([0, 2])
print(repr(torch.index_select(x, 0, indices)))
print(repr(torch.index_select(x, 1, indices)))

#@@ case torch_gather
import torch
t = torch.tensor([[1, 2], [3, 4]])
print(repr(torch.gather(t, 1, torch.tensor([[0, 0], [1, 0]]))))

#@@ case torch_take
import torch
src = torch.tensor([[4, 3, 5],
                    [6, 7, 8]])
print(repr(torch.take(src, torch.tensor([0, 2, 5]))))

#@@ case torch_take_along_dim
import torch
t = torch.tensor([[10, 30, 20], [60, 40, 50]])
max_idx = torch.argmax(t)
print(repr(torch.take_along_dim(t, max_idx)))
sorted_idx = torch.argsort(t, dim=1)
print(repr(torch.take_along_dim(t, sorted_idx, dim=1)))

#@@ case torch_masked_select
import torch
x = torch.randn(3, 4)
print(repr(x))
mask = x.ge(0.5)
print(repr(mask))
print(repr(torch.masked_select(x, mask)))

#@@ case torch_nonzero
import torch
print(repr(torch.nonzero(torch.tensor([1, 1, 1, 0, 1]))))
print(repr(torch.nonzero(torch.tensor([[0.6, 0.0, 0.0, 0.0],
                            [0.0, 0.4, 0.0, 0.0],
                            [0.0, 0.0, 1.2, 0.0],
                            [0.0, 0.0, 0.0,-0.4]]))))
print(repr(torch.nonzero(torch.tensor([1, 1, 1, 0, 1]), as_tuple=True)))
print(repr(torch.nonzero(torch.tensor([[0.6, 0.0, 0.0, 0.0],
                            [0.0, 0.4, 0.0, 0.0],
                            [0.0, 0.0, 1.2, 0.0],
                            [0.0, 0.0, 0.0,-0.4]]), as_tuple=True)))
print(repr(torch.nonzero(torch.tensor(5), as_tuple=True)))

#@@ case torch_argwhere
import torch
t = torch.tensor([1, 0, 1])
print(repr(torch.argwhere(t)))
t = torch.tensor([[1, 0, 1], [0, 1, 1]])
print(repr(torch.argwhere(t)))

#@@ case torch_where
import torch
x = torch.randn(3, 2)
y = torch.ones(3, 2)
print(repr(x))
print(repr(torch.where(x > 0, 1.0, 0.0)))
print(repr(torch.where(x > 0, x, y)))
x = torch.randn(2, 2, dtype=torch.double)
print(repr(x))
print(repr(torch.where(x > 0, x, 0.)))

#@@ case torch_slice_scatter
import torch
a = torch.zeros(8, 8)
b = torch.ones(2, 8)
print(repr(a.slice_scatter(b, start=6)))
b = torch.ones(8, 2)
print(repr(a.slice_scatter(b, dim=1, start=2, end=6, step=2)))

#@@ case torch_select_scatter
import torch
a = torch.zeros(2, 2)
b = torch.ones(2)
print(repr(a.select_scatter(b, 0, 0)))

#@@ case torch_diagonal_scatter
import torch
a = torch.zeros(3, 3)
print(repr(a))
print(repr(torch.diagonal_scatter(a, torch.ones(3), 0)))
print(repr(torch.diagonal_scatter(a, torch.ones(2), 1)))

#@@ case torch_as_strided_scatter
import torch
a = torch.arange(4).reshape(2, 2) + 1
print(repr(a))
b = torch.zeros(3, 3)
print(repr(b))
print(repr(torch.as_strided_scatter(b, a, (2, 2), (1, 2))))

#@@ case torch_tril
import torch
a = torch.randn(3, 3)
print(repr(a))
print(repr(torch.tril(a)))
b = torch.randn(4, 6)
print(repr(b))
print(repr(torch.tril(b, diagonal=1)))
print(repr(torch.tril(b, diagonal=-1)))

#@@ case torch_triu
import torch
a = torch.randn(3, 3)
print(repr(a))
print(repr(torch.triu(a)))
print(repr(torch.triu(a, diagonal=1)))
print(repr(torch.triu(a, diagonal=-1)))
b = torch.randn(4, 6)
print(repr(b))
print(repr(torch.triu(b, diagonal=1)))
print(repr(torch.triu(b, diagonal=-1)))

#@@ case torch_tril_indices
import torch
a = torch.tril_indices(3, 3)
print(repr(a))
a = torch.tril_indices(4, 3, -1)
print(repr(a))
a = torch.tril_indices(4, 3, 1)
print(repr(a))

#@@ case torch_triu_indices
import torch
a = torch.triu_indices(3, 3)
print(repr(a))
a = torch.triu_indices(4, 3, -1)
print(repr(a))
a = torch.triu_indices(4, 3, 1)
print(repr(a))

#@@ case torch_combinations
import torch
a = [1, 2, 3]
import itertools
print(repr(list(itertools.combinations(a, r=2))))
print(repr(list(itertools.combinations(a, r=3))))
print(repr(list(itertools.combinations_with_replacement(a, r=2))))
tensor_a = torch.tensor(a)
print(repr(torch.combinations(tensor_a)))
print(repr(torch.combinations(tensor_a, r=3)))
print(repr(torch.combinations(tensor_a, with_replacement=True)))

#@@ case torch_cartesian_prod
import torch
import itertools
a = [1, 2, 3]
b = [4, 5]
print(repr(list(itertools.product(a, b))))
tensor_a = torch.tensor(a)
tensor_b = torch.tensor(b)
print(repr(torch.cartesian_prod(tensor_a, tensor_b)))

#@@ case torch_meshgrid
# left out: import matplotlib.pyplot as plt -> ModuleNotFoundError: No module named 'matplotlib'
# left out: ax = plt.axes(projection='3d') -> NameError: name 'plt' is not defined
# left out: ax.plot_surface(x.numpy(), y.numpy(), z.numpy()) -> NameError: name 'ax' is not defined
# left out: plt.show() -> NameError: name 'plt' is not defined
import torch
x = torch.tensor([1, 2, 3])
y = torch.tensor([4, 5, 6])
grid_x, grid_y = torch.meshgrid(x, y, indexing='ij')
print(repr(grid_x))
print(repr(grid_y))
print(repr(torch.equal(torch.cat(tuple(torch.dstack([grid_x, grid_y]))),
            torch.cartesian_prod(x, y))))
xs = torch.linspace(-5, 5, steps=100)
ys = torch.linspace(-5, 5, steps=100)
x, y = torch.meshgrid(xs, ys, indexing='xy')
z = torch.sin(torch.sqrt(x * x + y * y))

#@@ case torch_einsum
import torch
print(repr(torch.einsum('ii', torch.randn(4, 4))))
print(repr(torch.einsum('ii->i', torch.randn(4, 4))))
x = torch.randn(5)
y = torch.randn(4)
print(repr(torch.einsum('i,j->ij', x, y)))
As = torch.randn(3, 2, 5)
Bs = torch.randn(3, 5, 4)
print(repr(torch.einsum('bij,bjk->bik', As, Bs)))
print(repr(torch.einsum(As, [..., 0, 1], Bs, [..., 1, 2], [..., 0, 2])))
A = torch.randn(2, 3, 4, 5)
print(repr(torch.einsum('...ij->...ji', A).shape))
A = torch.randn(3, 5, 4)
l = torch.randn(2, 5)
r = torch.randn(2, 4)
print(repr(torch.einsum('bn,anm,bm->ba', l, A, r)))

#@@ case torch_empty_strided
import torch
a = torch.empty_strided((2, 3), (1, 2))
print(repr(a))
print(repr(a.stride()))
print(repr(a.size()))

#@@ case torch_numel
import torch
a = torch.randn(1, 2, 3, 4, 5)
print(repr(torch.numel(a)))
a = torch.zeros(4,4)
print(repr(torch.numel(a)))

#@@ case torch_is_tensor
import torch
x = torch.tensor([1, 2, 3])
print(repr(torch.is_tensor(x)))

#@@ case torch_is_nonzero
import torch
print(repr(torch.is_nonzero(torch.tensor([0.]))))
print(repr(torch.is_nonzero(torch.tensor([1.5]))))
print(repr(torch.is_nonzero(torch.tensor([False]))))
print(repr(torch.is_nonzero(torch.tensor([3]))))
try:
    torch.is_nonzero(torch.tensor([1, 3, 5]))
except Exception as e:
    print(type(e).__name__ + ': ' + str(e))
torch.is_nonzero(torch.tensor([]))

#@@ case torch_unravel_index
import torch
import torch
print(repr(torch.unravel_index(torch.tensor(4), (3, 2))))
print(repr(torch.unravel_index(torch.tensor([4, 1]), (3, 2))))
print(repr(torch.unravel_index(torch.tensor([0, 1, 2, 3, 4, 5]), (3, 2))))
print(repr(torch.unravel_index(torch.tensor([1234, 5678]), (10, 10, 10, 10))))
print(repr(torch.unravel_index(torch.tensor([[1234], [5678]]), (10, 10, 10, 10))))
print(repr(torch.unravel_index(torch.tensor([[1234], [5678]]), (100, 100))))

#@@ case torch_view_as_real
import torch
x=torch.randn(4, dtype=torch.cfloat)
print(repr(x))
print(repr(torch.view_as_real(x)))

#@@ case torch_view_as_complex
import torch
x=torch.randn(4, 2)
print(repr(x))
print(repr(torch.view_as_complex(x)))

#@@ case torch_resolve_conj
import torch
x = torch.tensor([-1 + 1j, -2 + 2j, 3 - 3j])
y = x.conj()
print(repr(y.is_conj()))
z = y.resolve_conj()
print(repr(z))
print(repr(z.is_conj()))

#@@ case torch_block_diag
import torch
import torch
A = torch.tensor([[0, 1], [1, 0]])
B = torch.tensor([[3, 4, 5], [6, 7, 8]])
C = torch.tensor(7)
D = torch.tensor([1, 2, 3])
E = torch.tensor([[4], [5], [6]])
print(repr(torch.block_diag(A, B, C, D, E)))

#@@ case torch_count_nonzero
import torch
x = torch.zeros(3,3)
x[torch.randn(3,3) > 0.5] = 1
print(repr(x))
print(repr(torch.count_nonzero(x)))
print(repr(torch.count_nonzero(x, dim=0)))
