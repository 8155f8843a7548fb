#@@ case repeat_basic
import torch
def show(r):
    print(tuple(r.shape), r.stride(), r.storage_offset(), r.is_contiguous(), r.dtype, r._base is None)
    print(r.tolist())

x = torch.arange(6.).reshape(2, 3)
show(x.repeat(2, 2))
show(x.repeat(1, 2, 2))
show(x.repeat((2, 1)))
show(x.repeat([3, 1]))
print(x.repeat(torch.Size([1, 2])).shape)
#@@ case repeat_transposed
import torch
def show(r):
    print(tuple(r.shape), r.stride(), r.storage_offset(), r.is_contiguous(), r.dtype, r._base is None)
    print(r.tolist())

x = torch.arange(6).reshape(2, 3).t()
show(x.repeat(1, 2))
show(x[::2].repeat(2, 2))
show(x.repeat(2, 1, 1))
#@@ case repeat_expanded_sliced
import torch
def show(r):
    print(tuple(r.shape), r.stride(), r.storage_offset(), r.is_contiguous(), r.dtype, r._base is None)
    print(r.tolist())

b = torch.arange(4.)
e = b[:3].expand(2, 3)
show(e.repeat(2, 1))
s = torch.arange(12).reshape(3, 4)[1:, ::2]
show(s.repeat(2, 3))
print(s.storage_offset(), s.stride())
#@@ case repeat_zero_and_scalar
import torch
def show(r):
    print(tuple(r.shape), r.stride(), r.storage_offset(), r.is_contiguous(), r.dtype, r._base is None)
    print(r.tolist())

x = torch.arange(6.).reshape(2, 3)
show(x.repeat(0, 2))
show(x.repeat(2, 0, 1))
s = torch.tensor(5)
show(s.repeat(3))
show(s.repeat(()))
show(s.repeat(2, 2))
#@@ case repeat_dtypes
import torch
def show(r):
    print(tuple(r.shape), r.stride(), r.storage_offset(), r.is_contiguous(), r.dtype, r._base is None)
    print(r.tolist())

b = torch.tensor([True, False])
show(b.repeat(3))
h = torch.tensor([0.5, 1.25], dtype=torch.float16)
show(h.repeat(2, 2))
u = torch.tensor([[250, 3]], dtype=torch.uint8)
show(u.repeat(2, 1))
d = torch.tensor([1e-3, 2.5], dtype=torch.float64).reshape(2, 1)
show(d.repeat(1, 3))
#@@ case repeat_errors
import torch
x = torch.arange(6.).reshape(2, 3)
try:
    print(x.repeat(2))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.repeat(-1, 2))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.repeat(2, -3))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.repeat())
except Exception as e:
    print(type(e).__name__, e)
try:
    print(torch.tensor(1.).repeat())
except Exception as e:
    print(type(e).__name__, e)
#@@ case repeat_is_copy
import torch
x = torch.arange(4.)
r = x.repeat(2)
r[0] = 100
print(x.tolist(), r.tolist())
x[1] = -1
print(r.tolist())
print(r.data_ptr() == x.data_ptr(), r.storage().nbytes(), r._base is None)
#@@ case repeat_then_view
import torch
x = torch.arange(6).reshape(2, 3)
r = x.repeat(2, 1)
v = r.view(3, 4)
print(v.tolist(), v._base is r)
print(r.t().is_contiguous(), r.t().contiguous().stride())
#@@ case tile_basic
import torch
def show(r):
    print(tuple(r.shape), r.stride(), r.storage_offset(), r.is_contiguous(), r.dtype, r._base is None)
    print(r.tolist())

x = torch.arange(6.).reshape(2, 3)
show(x.tile(2))
show(x.tile((2,)))
show(x.tile(()))
show(torch.tile(x, (2, 1, 1)))
show(x.tile(2, 2))
show(torch.tile(x, [1, 3]))
#@@ case tile_noncontig
import torch
def show(r):
    print(tuple(r.shape), r.stride(), r.storage_offset(), r.is_contiguous(), r.dtype, r._base is None)
    print(r.tolist())

x = torch.arange(12).reshape(3, 4).t()[1:]
show(x.tile((2,)))
show(torch.tile(x, (2, 1)))
e = torch.tensor([1., 2.]).expand(3, 2)
show(e.tile(1, 2))
#@@ case tile_errors
import torch
x = torch.arange(6.).reshape(2, 3)
try:
    print(torch.tile(x, 2))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(torch.tile(x, (-1,)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.tile(-2, 1))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.tile())
except Exception as e:
    print(type(e).__name__, e)
try:
    print(torch.tile(x, 2.5))
except Exception as e:
    print(type(e).__name__, e)
#@@ case roll_flat
import torch
def show(r):
    print(tuple(r.shape), r.stride(), r.storage_offset(), r.is_contiguous(), r.dtype, r._base is None)
    print(r.tolist())

x = torch.arange(6.).reshape(2, 3)
show(torch.roll(x, 1))
show(torch.roll(x, -1))
show(x.roll(7))
show(x.roll(shifts=-8))
#@@ case roll_dims
import torch
def show(r):
    print(tuple(r.shape), r.stride(), r.storage_offset(), r.is_contiguous(), r.dtype, r._base is None)
    print(r.tolist())

x = torch.arange(12).reshape(3, 4)
show(torch.roll(x, 1, 0))
show(torch.roll(x, -1, 1))
show(torch.roll(x, 1, dims=-1))
show(torch.roll(x, (1, 2), (0, 1)))
show(torch.roll(x, shifts=(-1, -1), dims=(1, 0)))
show(x.roll(5, 1))
show(x.roll(0, 0))
show(torch.roll(x, (2, 1), (1, 1)))
#@@ case roll_noncontig
import torch
def show(r):
    print(tuple(r.shape), r.stride(), r.storage_offset(), r.is_contiguous(), r.dtype, r._base is None)
    print(r.tolist())

x = torch.arange(12.).reshape(3, 4)
show(torch.roll(x.t(), 1, 0))
show(torch.roll(x.t(), 1))
show(torch.roll(x[:, ::2], 1, 1))
show(torch.roll(x[1:], -1, 0))
e = torch.arange(3.).expand(2, 3)
show(torch.roll(e, 1, 1))
show(torch.roll(e, 1))
#@@ case roll_channels_last
import torch
def show(r):
    print(tuple(r.shape), r.stride(), r.storage_offset(), r.is_contiguous(), r.dtype, r._base is None)
    print(r.tolist())

x = torch.arange(24.).reshape(1, 2, 3, 4).contiguous(memory_format=torch.channels_last)
r = torch.roll(x, 1, 1)
print(r.stride(), r.is_contiguous(memory_format=torch.channels_last))
r = torch.roll(x, 2, 1)
print(r.stride(), r.is_contiguous())
r = torch.roll(x, 1)
print(r.stride())
r = torch.roll(x, 1, 3)
print(r.stride(), r[0, 0].tolist())
#@@ case roll_scalar_empty
import torch
def show(r):
    print(tuple(r.shape), r.stride(), r.storage_offset(), r.is_contiguous(), r.dtype, r._base is None)
    print(r.tolist())

show(torch.roll(torch.tensor(3.), 1))
show(torch.roll(torch.zeros(0, 3), 1, 1))
show(torch.roll(torch.zeros(2, 0), 1, 0))
show(torch.roll(torch.zeros(2, 0), 1))
show(torch.roll(torch.zeros(0, 3), 1, 5))
#@@ case roll_dtypes
import torch
def show(r):
    print(tuple(r.shape), r.stride(), r.storage_offset(), r.is_contiguous(), r.dtype, r._base is None)
    print(r.tolist())

show(torch.roll(torch.tensor([True, False, False]), 1))
show(torch.roll(torch.tensor([1, 2, 3], dtype=torch.uint8), -1))
show(torch.roll(torch.tensor([[0.1, 0.2], [0.3, 0.4]], dtype=torch.float16), 1, 0))
show(torch.roll(torch.arange(5, dtype=torch.int32), 2, 0))
#@@ case roll_errors
import torch
x = torch.arange(6.).reshape(2, 3)
try:
    print(torch.roll(x, (1, 2), 0))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(torch.roll(x, 1, (0, 1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(torch.roll(x, 1, 5))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(torch.roll(x, (), ()))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(torch.roll(torch.tensor(3.), 1, 0))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(torch.roll(x, (1, 2)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.roll(1, -3))
except Exception as e:
    print(type(e).__name__, e)
#@@ case roll_is_copy
import torch
x = torch.arange(5)
r = x.roll(2)
r[0] = 99
print(x.tolist(), r.tolist(), r._base is None)
f = torch.arange(6).reshape(2, 3).roll(1)
print(f._base is None, f.is_contiguous())
#@@ case masked_fill_basic
import torch
def show(r):
    print(tuple(r.shape), r.stride(), r.storage_offset(), r.is_contiguous(), r.dtype, r._base is None)
    print(r.tolist())

x = torch.arange(6.).reshape(2, 3)
m = torch.tensor([True, False, True])
show(x.masked_fill(m, -1))
show(x.masked_fill(torch.tensor([[True], [False]]), 2.5))
show(torch.masked_fill(x, m, 3))
show(x.masked_fill(mask=m, value=7))
show(x.masked_fill(torch.tensor(True), 0))
print(x.tolist())
#@@ case masked_fill_broadcast_result
import torch
def show(r):
    print(tuple(r.shape), r.stride(), r.storage_offset(), r.is_contiguous(), r.dtype, r._base is None)
    print(r.tolist())

x = torch.arange(6.).reshape(2, 3)
show(x.masked_fill(torch.ones(2, 2, 3, dtype=torch.bool), 1))
show(x.t().masked_fill(torch.tensor([True, False]), 1))
show(x.expand(2, 2, 3).masked_fill(torch.tensor([True, False, True]), 3))
show(x[:, 1:].masked_fill(torch.tensor([[False, True]]), -5))
#@@ case masked_fill_value_conversion
import torch
def show(r):
    print(tuple(r.shape), r.stride(), r.storage_offset(), r.is_contiguous(), r.dtype, r._base is None)
    print(r.tolist())

x = torch.arange(6).reshape(2, 3)
m = torch.tensor([True, False, True])
show(x.masked_fill(m, 2.7))
show(x.masked_fill(m, -2.7))
show(x.masked_fill(m, True))
show(x.bool().masked_fill(m, 5))
show(x.bool().masked_fill(m, 0.0))
show(x.byte().masked_fill(m, -3))
show(x.to(torch.int8).masked_fill(m, -128))
show(x.half().masked_fill(m, 1 / 3))
show(x.half().masked_fill(m, float('inf')))
show(x.double().masked_fill(m, 0.1))
show(x.float().masked_fill(m, 0.1))
show(x.float().masked_fill(m, float('nan')))
#@@ case masked_fill_tensor_value
import torch
def show(r):
    print(tuple(r.shape), r.stride(), r.storage_offset(), r.is_contiguous(), r.dtype, r._base is None)
    print(r.tolist())

x = torch.arange(6.).reshape(2, 3)
m = torch.tensor([True, False, True])
show(x.masked_fill(m, torch.tensor(7)))
show(x.masked_fill(m, torch.tensor(2.5).half()))
show(x.long().masked_fill(m, torch.tensor(2.5)))
show(x.long().masked_fill(m, torch.tensor(True)))
#@@ case masked_fill_errors
import torch
x = torch.arange(6.).reshape(2, 3)
m = torch.tensor([True, False, True])
try:
    print(x.byte().masked_fill(m, 300))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.byte().masked_fill(m, -300))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.half().masked_fill(m, 1e6))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.long().masked_fill(m, float('nan')))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.int().masked_fill(m, 2**31))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.masked_fill(m, torch.tensor([7.])))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.byte().masked_fill(m, torch.tensor(300)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.masked_fill(torch.ones(4, dtype=torch.bool), 1))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.masked_fill(torch.ones(4, dtype=torch.bool), torch.tensor([7.])))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.masked_fill(torch.tensor([[True, False, True]]).t(), 1))
except Exception as e:
    print(type(e).__name__, e)
#@@ case masked_fill_uint8_and_int_masks
import torch
def show(r):
    print(tuple(r.shape), r.stride(), r.storage_offset(), r.is_contiguous(), r.dtype, r._base is None)
    print(r.tolist())

x = torch.arange(6.).reshape(2, 3)
show(x.masked_fill(torch.tensor([1, 0, 1], dtype=torch.uint8), 1))
show(x.masked_fill(torch.tensor([256, 1, 0]), -1))
show(x.masked_fill(torch.tensor([[0], [3]], dtype=torch.int32), 9))
#@@ case masked_fill_inplace
import torch
def show(r):
    print(tuple(r.shape), r.stride(), r.storage_offset(), r.is_contiguous(), r.dtype, r._base is None)
    print(r.tolist())

y = torch.arange(6.).reshape(2, 3)
m = torch.tensor([True, False, True])
r = y.masked_fill_(m, 9)
print(r is y)
show(y)
v = y[:, 1:]
v.masked_fill_(torch.tensor([True, False]), -1)
print(y.tolist(), v._base is y)
t = y.t()
t.masked_fill_(torch.tensor([False, True]), 0.5)
print(y.tolist())
#@@ case masked_fill_inplace_errors
import torch
y = torch.arange(6.).reshape(2, 3)
try:
    print(y.masked_fill_(torch.ones(2, 2, 3, dtype=torch.bool), 1))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(y.masked_fill_(torch.ones(4, dtype=torch.bool), 1))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(y.masked_fill_(torch.tensor([True, False, True]), torch.tensor([1.])))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(y.byte().masked_fill_(torch.tensor([True, False, True]), 256))
except Exception as e:
    print(type(e).__name__, e)
#@@ case masked_fill_inplace_expanded
import torch
b = torch.arange(3.)
e = b.expand(2, 3)
e.masked_fill_(torch.tensor([[True, False, False], [False, False, True]]), 7)
print(e.tolist(), b.tolist())
w = torch.arange(6.)
s = torch.as_strided(w, (3, 3), (1, 1))
s.masked_fill_(s > 3, 0)
print(w.tolist())
#@@ case masked_fill_inplace_mask_overlap
import torch
b = torch.tensor([True, False, True, True])
b.masked_fill_(b, False)
print(b.tolist())
b = torch.tensor([True, False, True, True])
try:
    b[1:].masked_fill_(b[:3], False)
except RuntimeError as e:
    print(e)
print(b.tolist())
u = torch.tensor([1, 0, 1, 1], dtype=torch.uint8)
u.masked_fill_(u, 5)
print(u.tolist())
c = torch.tensor([True, False, True, False])
c[::2].masked_fill_(c[1::2], True)
print(c.tolist())
#@@ case masked_fill_dtypes_inplace
import torch
z = torch.zeros(3, dtype=torch.float16)
z.masked_fill_(torch.tensor([True, False, True]), 1 / 3)
print(z.tolist(), z)
q = torch.zeros(2, 2, dtype=torch.bfloat16)
q.masked_fill_(torch.tensor([[True, False], [False, True]]), 0.1)
print(q.tolist())
k = torch.zeros(4, dtype=torch.bool)
k.masked_fill_(torch.tensor([False, True, False, True]), 2)
print(k)
#@@ case index_select_basic
import torch
def show(r):
    print(tuple(r.shape), r.stride(), r.storage_offset(), r.is_contiguous(), r.dtype, r._base is None)
    print(r.tolist())

x = torch.arange(6.).reshape(2, 3)
i = torch.tensor([2, 0, 2])
show(x.index_select(1, i))
show(torch.index_select(x, 0, torch.tensor([1, 1, 0])))
show(x.index_select(-1, i))
show(x.index_select(dim=1, index=i))
show(x.index_select(1, i.int()))
show(x.index_select(1, torch.tensor(1)))
show(x.index_select(1, torch.tensor([], dtype=torch.long)))
#@@ case index_select_noncontig
import torch
def show(r):
    print(tuple(r.shape), r.stride(), r.storage_offset(), r.is_contiguous(), r.dtype, r._base is None)
    print(r.tolist())

x = torch.arange(12.).reshape(3, 4)
t = x.t()
show(t.index_select(0, torch.tensor([3, 0])))
show(t.index_select(1, torch.tensor([1])))
show(x[:, ::2].index_select(1, torch.tensor([1, 0, 1])))
show(x.expand(2, 3, 4).index_select(2, torch.tensor([0, 3])))
show(x[1:, 1:].index_select(0, torch.tensor([1, 0])))
i = torch.tensor([0, 5, 2, 7])[::2]
show(x.index_select(1, i))
#@@ case index_select_dtypes_and_1d
import torch
def show(r):
    print(tuple(r.shape), r.stride(), r.storage_offset(), r.is_contiguous(), r.dtype, r._base is None)
    print(r.tolist())

show(torch.tensor([True, False, True]).index_select(0, torch.tensor([1, 1, 2])))
show(torch.tensor([1.5, 2.5], dtype=torch.float16).index_select(0, torch.tensor([1, 0])))
show(torch.tensor([7, 8, 9], dtype=torch.uint8).index_select(0, torch.tensor([2], dtype=torch.int32)))
show(torch.arange(5).index_select(0, torch.tensor([4, 0, 4, 1])))
#@@ case index_select_scalar_self
import torch
def show(r):
    print(tuple(r.shape), r.stride(), r.storage_offset(), r.is_contiguous(), r.dtype, r._base is None)
    print(r.tolist())

s = torch.tensor(5.)
show(s.index_select(0, torch.tensor([0])))
show(s.index_select(0, torch.tensor(0)))
show(s.index_select(-1, torch.tensor([0, 0])))
#@@ case index_select_errors
import torch
x = torch.arange(6.).reshape(2, 3)
i = torch.tensor([2, 0, 2])
try:
    print(x.index_select(1, i.short()))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.index_select(1, i.float()))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.index_select(1, i.reshape(3, 1)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.index_select(1, torch.tensor([3])))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.index_select(1, torch.tensor([-1])))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.index_select(2, i))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.index_select(1, torch.tensor([5, 9])))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.index_select(0, torch.tensor([0, 5])))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.index_select(0, torch.tensor([-1])))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.index_select(1, torch.tensor([True, False])))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(torch.tensor(5.).index_select(0, torch.tensor([1])))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(torch.tensor(5.).index_select(1, torch.tensor([0])))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(torch.arange(3).index_select(0, torch.tensor([3])))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(torch.zeros(2, 0).index_select(1, torch.tensor([1])))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(torch.zeros(2, 0).index_select(0, torch.tensor([1])).shape)
except Exception as e:
    print(type(e).__name__, e)
try:
    print(torch.zeros(2, 0).index_select(0, torch.tensor([4])))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(torch.zeros(2, 3, 0).index_select(0, torch.tensor([2])))
except Exception as e:
    print(type(e).__name__, e)
#@@ case gather_basic
import torch
def show(r):
    print(tuple(r.shape), r.stride(), r.storage_offset(), r.is_contiguous(), r.dtype, r._base is None)
    print(r.tolist())

x = torch.arange(6.).reshape(2, 3)
g = torch.tensor([[0, 2], [1, 0]])
show(torch.gather(x, 1, g))
show(x.gather(1, g.t()))
show(torch.gather(x, dim=1, index=g))
show(torch.gather(x, 1, g, sparse_grad=False))
show(torch.gather(x, 1, torch.tensor([[0, 1, 2, 0]])))
show(x.gather(0, torch.tensor([[1, 0, 1]])))
#@@ case gather_noncontig
import torch
def show(r):
    print(tuple(r.shape), r.stride(), r.storage_offset(), r.is_contiguous(), r.dtype, r._base is None)
    print(r.tolist())

x = torch.arange(12.).reshape(3, 4)
show(x.t().gather(1, torch.tensor([[2, 0], [1, 1]])))
show(torch.gather(x, 1, torch.tensor([[0, 2]]).expand(3, 2)))
show(torch.gather(x[:, ::2], 0, torch.tensor([[2, 0], [0, 1]])))
i = torch.tensor([[3, 0, 1], [2, 2, 0]]).t()
show(torch.gather(x, 1, i))
#@@ case gather_scalar_empty_dtypes
import torch
def show(r):
    print(tuple(r.shape), r.stride(), r.storage_offset(), r.is_contiguous(), r.dtype, r._base is None)
    print(r.tolist())

show(torch.gather(torch.tensor(5.), 0, torch.tensor(0)))
show(torch.gather(torch.tensor(5.), 0, torch.tensor([0])))
show(torch.gather(torch.tensor([5., 6.]), 0, torch.tensor(1)))
x = torch.arange(6).reshape(2, 3)
show(torch.gather(x, 1, torch.zeros(2, 0, dtype=torch.long)))
show(torch.gather(x, 1, torch.zeros(2, 0, 1, dtype=torch.int32)))
show(x.bool().gather(1, torch.tensor([[0, 1], [2, 2]])))
show(x.half().gather(0, torch.tensor([[1, 1, 0]])))
show(x.byte().gather(1, torch.tensor([[2], [0]])))
#@@ case gather_errors
import torch
x = torch.arange(6.).reshape(2, 3)
g = torch.tensor([[0, 2], [1, 0]])
try:
    print(x.gather(0, g))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.t().gather(1, g))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(torch.gather(x, 1, g.int()))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(torch.gather(x, 1, torch.tensor([0, 1])))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(torch.gather(x, 1, torch.tensor([[0], [1], [2]])))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(torch.gather(x, 0, torch.tensor([[0, 1, 1, 0]])))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(torch.gather(x, 1, torch.tensor([[3]])))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(torch.gather(x, 1, torch.tensor([[-1]])))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(torch.gather(x, 1, torch.tensor([[0, 5], [7, 1]])))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(torch.gather(x, 2, g))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(torch.gather(x, 1, torch.zeros(2, 2, dtype=torch.uint8)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(torch.gather(x, -1, torch.tensor([[4, 4]])))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(torch.gather(torch.tensor(5.), 0, torch.tensor([1])))
except Exception as e:
    print(type(e).__name__, e)
#@@ case cumsum_basic
import torch
def show(r):
    print(tuple(r.shape), r.stride(), r.storage_offset(), r.is_contiguous(), r.dtype, r._base is None)
    print(r.tolist())

x = torch.arange(6.).reshape(2, 3)
show(x.cumsum(0))
show(x.cumsum(1))
show(torch.cumsum(x, dim=1))
show(x.cumsum(-1))
show(torch.cumsum(x, 0, dtype=torch.float64))
#@@ case cumsum_noncontig
import torch
def show(r):
    print(tuple(r.shape), r.stride(), r.storage_offset(), r.is_contiguous(), r.dtype, r._base is None)
    print(r.tolist())

x = torch.arange(12.).reshape(3, 4)
show(x.t().cumsum(1))
show(x.t().cumsum(0))
show(x[:, ::2].cumsum(1))
show(x.expand(2, 3, 4).cumsum(0))
show(x[1:, 1:].cumsum(-2))
#@@ case cumsum_dtype_promotion
import torch
def show(r):
    print(tuple(r.shape), r.stride(), r.storage_offset(), r.is_contiguous(), r.dtype, r._base is None)
    print(r.tolist())

x = torch.arange(6).reshape(2, 3)
show(x.cumsum(1))
show(x.int().cumsum(1))
show(x.bool().cumsum(1))
show(x.byte().cumsum(0))
show(x.to(torch.int8).cumsum(1))
show(x.cumsum(1, dtype=torch.int32))
show(x.float().cumsum(1, dtype=torch.int32))
show((x * 100).byte().cumsum(1, dtype=torch.uint8))
show(x.cumsum(1, dtype=torch.float16) if False else x.cumsum(1, dtype=torch.bfloat16))
show(torch.tensor([True, True, False]).cumsum(0, dtype=torch.float32))
#@@ case cumsum_float_rounding
import torch
def show(r):
    print(tuple(r.shape), r.stride(), r.storage_offset(), r.is_contiguous(), r.dtype, r._base is None)
    print(r.tolist())

show((torch.arange(10.) / 3).cumsum(0))
show((torch.arange(10.) / 3).double().cumsum(0))
show((torch.arange(10.) / 3).bfloat16().cumsum(0))
show(torch.tensor([1e8, 1., 1., 1.]).cumsum(0))
show(torch.tensor([0.1] * 12).cumsum(0))
show(torch.tensor([2., float('inf'), float('-inf'), 1]).cumsum(0))
show(torch.tensor([2**62, 2**62, 2**62]).cumsum(0))
#@@ case cumsum_scalar_empty
import torch
def show(r):
    print(tuple(r.shape), r.stride(), r.storage_offset(), r.is_contiguous(), r.dtype, r._base is None)
    print(r.tolist())

show(torch.tensor(3).cumsum(0))
show(torch.tensor(True).cumsum(-1))
show(torch.tensor(2.5).half().cumsum(0))
show(torch.zeros(2, 0).cumsum(1))
show(torch.zeros(2, 0).half().cumsum(0))
#@@ case cumsum_errors
import torch
x = torch.arange(6.).reshape(2, 3)
try:
    print(x.cumsum(2))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.half().cumsum(1))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.bool().cumsum(1, dtype=torch.bool))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(torch.tensor(3).cumsum(1))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.cumsum(-3))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(torch.tensor(300).cumsum(0, dtype=torch.uint8))
except Exception as e:
    print(type(e).__name__, e)
#@@ case sort_print
import torch
x = torch.tensor([[3., 1., 2.], [1., 1., 0.]])
print(x.sort())
print(torch.sort(x, 0))
print(x.sort(descending=True))
print(x.sort(dim=0, descending=True))
#@@ case sort_return_type
import torch
x = torch.tensor([[3, 1, 2], [1, 1, 0]])
r = x.sort()
print(type(r), r.values is r[0], len(r), isinstance(r, tuple))
v, i = x.sort(1)
print(v, i)
print(torch.sort(x).indices)
print(r.values.dtype, r.indices.dtype)
#@@ case sort_layouts
import torch
x = torch.arange(12.).reshape(3, 4) % 5
for t in [x, x.t(), x[:, ::2], x.expand(2, 3, 4), x[1:], torch.as_strided(x, (3, 3), (1, 1)), x.unsqueeze(1)]:
    v, i = t.sort(0)
    print(tuple(v.shape), v.stride(), i.stride(), v.storage_offset(), v.is_contiguous())
    print(v.tolist(), i.tolist())
#@@ case sort_stable_kw
import torch
x = torch.tensor([[2, 1, 2, 1, 0], [5, 5, 5, 4, 4]])
print(torch.sort(x, stable=True))
print(x.sort(stable=True, dim=0, descending=True))
print(x.sort(stable=True, descending=True).indices)
print(x.sort(stable=False).indices)
#@@ case sort_nan_and_zero
import torch
print(torch.tensor([float('nan'), 1., float('nan'), -1.]).sort())
print(torch.tensor([float('nan'), 1., float('nan'), -1.]).sort(descending=True))
print(torch.tensor([0., -0., 0., -0.]).sort())
print(torch.tensor([float('inf'), float('-inf'), float('nan'), 0.]).sort(descending=True).indices)
#@@ case sort_dtypes
import torch
print(torch.tensor([True, False, True]).sort())
print(torch.tensor([3, 1, 2], dtype=torch.uint8).sort(descending=True))
print(torch.tensor([3, 1, 2], dtype=torch.float16).sort())
print(torch.tensor([-3, 100, -128], dtype=torch.int8).sort())
print(torch.tensor([0.1, -0.2], dtype=torch.bfloat16).sort())
#@@ case sort_scalar_empty
import torch
print(torch.tensor(3.).sort())
print(torch.tensor(3.).sort(-1).indices)
print(torch.zeros(2, 0).sort())
print(torch.zeros(0, 3).sort(0).values.shape)
#@@ case sort_errors
import torch
x = torch.tensor([[3., 1., 2.], [1., 1., 0.]])
try:
    print(x.sort(2))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(torch.tensor(3.).sort(1))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.sort(-3))
except Exception as e:
    print(type(e).__name__, e)
#@@ case sort_ties_17
import torch
x = torch.tensor([1, 0, 2, 0, 3, 3, 3, 3, 1, 0, 3, 0, 3, 3, 0, 3, 2])
print(x.sort().indices.tolist())
print(x.sort(descending=True).indices.tolist())
print(x.float().sort().indices.tolist())
print(x.to(torch.int8).sort(stable=True).indices.tolist())
#@@ case sort_ties_20
import torch
x = torch.tensor([0, 0, 0, 1, 0, 2, 2, 1, 1, 2, 0, 2, 0, 2, 2, 0, 1, 2, 1, 2])
print(x.sort().indices.tolist())
print(x.sort(descending=True).indices.tolist())
print(x.float().sort().indices.tolist())
print(x.to(torch.int8).sort(stable=True).indices.tolist())
#@@ case sort_ties_33
import torch
x = torch.tensor([1, 1, 2, 3, 0, 0, 3, 2, 1, 1, 3, 3, 3, 1, 1, 1, 3, 0, 0, 1, 0, 2, 0, 2, 3, 3, 3, 3, 3, 1, 2, 0, 0])
print(x.sort().indices.tolist())
print(x.sort(descending=True).indices.tolist())
print(x.float().sort().indices.tolist())
print(x.to(torch.int8).sort(stable=True).indices.tolist())
#@@ case sort_ties_40
import torch
x = torch.tensor([0, 1, 0, 1, 1, 0, 0, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 1, 1, 0, 1, 1, 0, 0, 0, 1, 1, 0, 1, 0, 1, 1])
print(x.sort().indices.tolist())
print(x.sort(descending=True).indices.tolist())
print(x.float().sort().indices.tolist())
print(x.to(torch.int8).sort(stable=True).indices.tolist())
#@@ case sort_ties_64
import torch
x = torch.tensor([4, 2, 2, 4, 0, 3, 1, 0, 1, 0, 2, 3, 1, 3, 4, 0, 4, 1, 0, 1, 3, 2, 1, 3, 1, 0, 1, 4, 4, 3, 1, 1, 0, 0, 1, 1, 1, 1, 2, 2, 1, 4, 1, 1, 1, 3, 2, 0, 2, 3, 1, 1, 2, 0, 2, 2, 4, 4, 0, 4, 2, 0, 2, 2])
print(x.sort().indices.tolist())
print(x.sort(descending=True).indices.tolist())
print(x.float().sort().indices.tolist())
print(x.to(torch.int8).sort(stable=True).indices.tolist())
#@@ case sort_ties_100
import torch
x = torch.tensor([0, 3, 2, 0, 0, 1, 3, 2, 2, 0, 2, 3, 1, 3, 0, 1, 2, 0, 3, 2, 0, 2, 3, 2, 3, 0, 1, 2, 0, 0, 1, 2, 3, 1, 0, 2, 1, 3, 2, 2, 0, 0, 1, 0, 2, 2, 1, 3, 3, 1, 1, 1, 0, 1, 1, 0, 2, 2, 2, 3, 3, 2, 1, 3, 0, 1, 3, 3, 0, 3, 1, 0, 3, 3, 3, 0, 3, 3, 2, 3, 0, 1, 2, 3, 3, 1, 0, 0, 0, 2, 2, 1, 2, 3, 2, 2, 3, 3, 3, 2])
print(x.sort().indices.tolist())
print(x.sort(descending=True).indices.tolist())
print(x.float().sort().indices.tolist())
print(x.to(torch.int8).sort(stable=True).indices.tolist())
#@@ case sort_ties_150
import torch
x = torch.tensor([1, 0, 1, 2, 0, 0, 2, 0, 1, 2, 0, 2, 0, 0, 0, 1, 1, 0, 0, 0, 2, 1, 0, 2, 0, 0, 2, 2, 2, 0, 2, 2, 1, 0, 0, 0, 2, 0, 1, 1, 0, 2, 0, 2, 1, 2, 2, 0, 0, 2, 2, 2, 0, 1, 0, 2, 2, 0, 2, 0, 2, 0, 1, 2, 2, 1, 1, 1, 2, 1, 1, 1, 0, 0, 2, 0, 0, 2, 1, 2, 1, 1, 2, 1, 1, 2, 0, 0, 2, 1, 0, 1, 0, 1, 1, 0, 2, 0, 2, 2, 1, 1, 2, 1, 2, 1, 2, 1, 0, 0, 1, 1, 2, 2, 0, 0, 2, 2, 1, 2, 2, 2, 1, 1, 2, 1, 2, 1, 0, 1, 1, 0, 2, 0, 1, 0, 0, 1, 0, 2, 0, 1, 1, 1, 0, 0, 1, 1, 2, 1])
print(x.sort().indices.tolist())
print(x.sort(descending=True).indices.tolist())
print(x.float().sort().indices.tolist())
print(x.to(torch.int8).sort(stable=True).indices.tolist())
#@@ case sort_ties_257
import torch
x = torch.tensor([1, 2, 3, 1, 1, 5, 0, 0, 1, 1, 4, 1, 3, 5, 0, 3, 3, 3, 3, 3, 4, 1, 3, 0, 3, 1, 0, 5, 2, 4, 3, 3, 3, 5, 0, 5, 2, 0, 0, 3, 4, 3, 0, 5, 0, 2, 1, 5, 0, 3, 5, 4, 1, 4, 1, 4, 0, 4, 0, 3, 5, 1, 1, 4, 3, 5, 4, 3, 2, 4, 2, 3, 1, 1, 4, 0, 4, 5, 2, 5, 2, 5, 3, 4, 4, 1, 2, 1, 2, 4, 2, 4, 5, 0, 4, 5, 4, 1, 2, 1, 0, 2, 2, 1, 2, 0, 3, 2, 3, 2, 5, 3, 1, 5, 3, 0, 1, 5, 0, 1, 1, 2, 0, 0, 3, 2, 1, 4, 3, 1, 1, 3, 4, 3, 3, 3, 0, 4, 0, 2, 5, 0, 0, 0, 5, 0, 4, 4, 2, 1, 4, 3, 5, 1, 4, 0, 1, 0, 1, 2, 3, 5, 4, 0, 5, 2, 2, 2, 2, 0, 5, 3, 1, 0, 4, 0, 4, 1, 1, 2, 3, 3, 0, 0, 1, 4, 1, 3, 3, 1, 3, 0, 0, 4, 5, 3, 5, 1, 5, 3, 4, 5, 0, 5, 3, 4, 3, 2, 3, 1, 0, 1, 0, 3, 0, 0, 1, 5, 0, 5, 4, 4, 0, 5, 2, 3, 4, 0, 5, 4, 4, 5, 4, 1, 4, 1, 2, 4, 3, 5, 4, 5, 1, 0, 2, 4, 2, 0, 5, 2, 3, 1, 5, 2, 0, 4, 3])
print(x.sort().indices.tolist())
print(x.sort(descending=True).indices.tolist())
print(x.float().sort().indices.tolist())
print(x.to(torch.int8).sort(stable=True).indices.tolist())
#@@ case sort_ties_1000
import torch
x = torch.tensor([3, 4, 2, 2, 1, 1, 6, 5, 0, 2, 4, 3, 4, 0, 2, 4, 4, 5, 0, 5, 3, 1, 5, 3, 5, 3, 1, 1, 1, 0, 0, 1, 4, 6, 4, 0, 6, 5, 3, 6, 5, 0, 2, 1, 5, 1, 5, 6, 3, 0, 6, 2, 1, 3, 2, 2, 6, 0, 1, 5, 0, 3, 0, 3, 6, 3, 1, 0, 1, 3, 5, 6, 0, 4, 0, 0, 6, 4, 1, 6, 1, 2, 0, 0, 1, 4, 0, 4, 0, 4, 3, 4, 1, 3, 0, 3, 1, 5, 6, 0, 5, 4, 1, 1, 4, 5, 0, 0, 2, 4, 5, 4, 6, 1, 5, 2, 5, 4, 0, 0, 6, 5, 3, 1, 1, 4, 4, 0, 5, 2, 6, 5, 4, 4, 4, 6, 5, 0, 6, 2, 0, 6, 4, 2, 3, 1, 3, 1, 4, 5, 0, 3, 6, 4, 2, 0, 3, 0, 1, 1, 3, 2, 2, 6, 0, 2, 5, 2, 0, 4, 6, 0, 0, 3, 6, 4, 6, 3, 3, 2, 5, 6, 1, 4, 5, 0, 3, 5, 1, 0, 6, 3, 4, 2, 6, 4, 2, 1, 5, 2, 1, 5, 6, 2, 0, 0, 6, 1, 2, 1, 0, 4, 1, 0, 0, 0, 3, 1, 6, 3, 2, 4, 0, 6, 2, 2, 1, 3, 4, 2, 1, 0, 5, 4, 2, 5, 0, 0, 3, 3, 1, 5, 4, 6, 6, 3, 4, 6, 1, 5, 5, 2, 6, 4, 4, 3, 2, 0, 0, 2, 4, 1, 1, 6, 5, 6, 0, 1, 6, 6, 1, 6, 0, 1, 1, 3, 3, 4, 4, 4, 3, 0, 1, 4, 3, 4, 2, 4, 0, 5, 0, 4, 4, 3, 4, 2, 4, 4, 4, 5, 6, 0, 5, 4, 4, 2, 0, 5, 1, 5, 1, 0, 0, 5, 3, 3, 0, 3, 5, 5, 0, 5, 4, 0, 2, 1, 3, 1, 2, 6, 5, 4, 4, 3, 1, 0, 4, 4, 0, 4, 0, 5, 3, 3, 4, 0, 0, 1, 0, 4, 6, 1, 0, 0, 0, 2, 4, 3, 4, 4, 3, 0, 5, 6, 0, 2, 0, 6, 2, 0, 3, 3, 4, 1, 3, 3, 6, 1, 0, 2, 5, 1, 3, 6, 1, 1, 1, 0, 0, 0, 0, 0, 5, 0, 2, 0, 5, 0, 3, 5, 4, 1, 2, 6, 5, 0, 1, 0, 2, 6, 4, 5, 1, 0, 3, 2, 4, 0, 0, 4, 6, 3, 0, 2, 3, 6, 2, 4, 6, 1, 5, 0, 5, 2, 1, 2, 0, 6, 1, 2, 6, 3, 0, 2, 6, 0, 0, 2, 3, 1, 3, 4, 2, 3, 4, 2, 6, 3, 3, 1, 0, 2, 2, 3, 3, 4, 4, 3, 3, 3, 1, 2, 3, 0, 2, 0, 1, 2, 4, 0, 1, 1, 5, 2, 5, 1, 5, 0, 2, 3, 4, 4, 6, 5, 5, 3, 1, 5, 4, 6, 2, 0, 0, 5, 4, 3, 3, 1, 6, 5, 2, 6, 6, 6, 4, 4, 0, 3, 5, 0, 2, 4, 1, 0, 1, 0, 2, 0, 0, 1, 2, 1, 5, 0, 4, 6, 6, 3, 5, 6, 3, 3, 4, 4, 6, 1, 4, 5, 2, 2, 2, 1, 2, 3, 4, 1, 6, 4, 6, 6, 1, 4, 1, 0, 2, 5, 0, 2, 3, 4, 6, 6, 5, 3, 6, 0, 2, 2, 1, 4, 3, 3, 5, 1, 1, 2, 1, 5, 5, 2, 5, 4, 0, 4, 2, 2, 0, 4, 1, 4, 6, 5, 6, 0, 3, 1, 2, 1, 5, 4, 1, 3, 1, 4, 1, 6, 5, 4, 3, 0, 6, 4, 0, 6, 5, 2, 3, 2, 0, 2, 6, 6, 3, 3, 3, 5, 5, 1, 4, 0, 1, 4, 0, 2, 2, 1, 6, 3, 4, 1, 6, 4, 0, 5, 4, 2, 5, 1, 1, 0, 0, 5, 6, 4, 4, 1, 5, 6, 2, 2, 5, 1, 2, 2, 3, 0, 0, 3, 6, 6, 1, 3, 3, 5, 0, 2, 1, 6, 1, 4, 5, 1, 5, 5, 6, 4, 4, 3, 6, 6, 6, 4, 1, 6, 3, 0, 3, 1, 2, 3, 3, 5, 1, 6, 6, 5, 5, 4, 0, 4, 3, 4, 2, 2, 2, 4, 6, 6, 2, 4, 0, 1, 5, 0, 5, 4, 3, 2, 6, 0, 1, 6, 0, 1, 3, 5, 0, 2, 2, 2, 1, 0, 1, 5, 5, 3, 2, 2, 5, 2, 2, 4, 1, 4, 5, 0, 1, 5, 1, 0, 0, 1, 0, 2, 6, 5, 3, 2, 2, 4, 6, 5, 0, 0, 5, 3, 5, 3, 1, 0, 1, 4, 1, 4, 4, 6, 3, 2, 5, 5, 1, 5, 2, 5, 4, 4, 3, 0, 1, 4, 2, 2, 3, 2, 2, 3, 6, 4, 3, 5, 6, 0, 0, 2, 6, 5, 5, 5, 1, 3, 2, 2, 3, 2, 0, 6, 3, 4, 5, 1, 0, 5, 0, 6, 5, 5, 2, 3, 3, 0, 2, 3, 0, 3, 2, 1, 4, 3, 1, 4, 0, 1, 2, 5, 0, 4, 0, 4, 4, 0, 1, 3, 4, 0, 3, 4, 2, 5, 1, 0, 4, 4, 5, 2, 1, 6, 5, 3, 1, 1, 2, 3, 2, 5, 5, 3, 6, 6, 4, 5, 2, 5, 4, 6, 6, 3, 0, 4, 4, 5, 5, 3, 6, 0, 0, 3, 6, 6, 6, 5, 2, 0, 6, 3, 1, 4, 4, 4, 1, 5, 3, 5, 3, 4, 3, 0, 4, 4, 0, 5, 2, 3, 5, 4, 0, 6, 4, 5, 2, 6, 4, 1, 2, 0, 6, 6, 2, 4, 5, 3, 4, 6, 2, 2, 6, 1, 1, 5, 2, 5, 5, 2, 2, 3, 0, 6, 2, 5, 2, 0, 4, 2, 2, 6, 0, 4, 3, 6, 3, 0, 2, 3, 1, 3, 2, 6, 3, 3, 4, 0])
print(x.sort().indices.tolist())
print(x.sort(descending=True).indices.tolist())
print(x.float().sort().indices.tolist())
print(x.to(torch.int8).sort(stable=True).indices.tolist())
#@@ case sort_ties_2d
import torch
x = (torch.arange(60) * 7 % 5).reshape(3, 20)
print(x.sort(1).indices.tolist())
print(x.t().sort(0, descending=True).indices.t().tolist())
b = (torch.arange(40) % 3 == 0)
print(b.sort().indices.tolist())
h = (torch.arange(30) % 4).half()
print(h.sort(descending=True).indices.tolist())
#@@ case sort_ties_nan_many
import torch
x = torch.tensor([1., float('nan'), 0., 1.] * 6)
print(x.sort().indices.tolist())
print(x.sort(descending=True).indices.tolist())
print(x.sort(stable=True, descending=True).indices.tolist())
#@@ case broadcast_tensors_basic
import torch
a = torch.arange(3.)
b = torch.arange(2).reshape(2, 1)
r = torch.broadcast_tensors(a, b)
print(type(r).__name__, len(r))
for q in r:
    print(q.shape, q.stride(), q.storage_offset(), q._base is None, q.dtype, q.is_contiguous())
print(r)
r2 = torch.broadcast_tensors(a, a)
print(r2[0] is a, r2[1] is a)
x, y = torch.broadcast_tensors(b, a)
print(x._base is b, y._base is a, x.tolist())
#@@ case broadcast_tensors_many
import torch
a = torch.arange(3.)
b = torch.arange(2).reshape(2, 1)
c = torch.zeros(5, 1, 1)
r = torch.broadcast_tensors(a, b, c)
print([q.shape for q in r], [q.stride() for q in r])
print(torch.broadcast_tensors(a))
print(torch.broadcast_tensors())
s = torch.tensor(7)
t = torch.broadcast_tensors(s, a)
print(t[0].stride(), t[0].tolist(), t[1] is a)
e = a.expand(4, 3)
print(torch.broadcast_tensors(e, b.t().t()[:1])[1].stride())
#@@ case broadcast_tensors_errors
import torch
a = torch.arange(3.)
try:
    print(torch.broadcast_tensors(a, torch.arange(4)))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(torch.broadcast_tensors(a, 1))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(torch.broadcast_tensors([a, a]))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(torch.broadcast_tensors(torch.zeros(2, 3), torch.zeros(3, 2), a))
except Exception as e:
    print(type(e).__name__, e)
#@@ case broadcast_tensors_write
import torch
a = torch.arange(3.)
b = torch.zeros(2, 1)
x, y = torch.broadcast_tensors(a, b)
try:
    x.add_(1)
except RuntimeError as e:
    print(e)
print(torch._debug_has_internal_overlap(x), torch._debug_has_internal_overlap(y))
y2 = y.clone()
print(y2.stride(), y2.is_contiguous())
#@@ case chain_ops_mixed
import torch
x = torch.arange(12).reshape(3, 4)
r = x.t().repeat(1, 2).roll(1, 0)
print(r.tolist(), r.stride())
m = r % 3 == 0
f = r.masked_fill(m, -1)
print(f.cumsum(1).tolist())
v, i = f.sort(1, descending=True)
print(v.tolist(), i.tolist())
g = torch.gather(f, 1, i)
print((g == v).all().item())
print(f.index_select(0, torch.tensor([3, 0])).tolist())
#@@ case chain_values_dtype
import torch
x = torch.tensor([[1.5, -2.25], [0.5, 3.0]], dtype=torch.float16)
y = x.tile(2, 1).masked_fill(torch.tensor([True, False]), 0.1)
print(y, y.dtype)
print(y.sort(0))
print(y.float().cumsum(0))
#@@ case repeat_offset_scalar_empty
import torch
x = torch.arange(10.)[2:8].reshape(2, 3)
print(x.repeat(2, 1, 2).tolist(), x.storage_offset())
s = torch.tensor(2.5)
print(s.repeat(2, 3).stride(), s.tile(2).tolist(), s.tile(()).shape)
print(torch.tensor([]).repeat(3).shape, torch.tensor([]).repeat(2, 0).stride())
#@@ case repeat_3d_permuted
import torch
def show(r):
    print(tuple(r.shape), r.stride(), r.storage_offset(), r.is_contiguous(), r.dtype, r._base is None)
    print(r.tolist())

x = torch.arange(24).reshape(2, 3, 4).permute(2, 0, 1)
show(x.repeat(1, 2, 1)[:2])
r = x[::2, :, 1:].repeat(2, 1, 1, 2)
print(r.shape, r.stride(), r[1, 1].tolist())
#@@ case repeat_uint8_half_bool_noncontig
import torch
def show(r):
    print(tuple(r.shape), r.stride(), r.storage_offset(), r.is_contiguous(), r.dtype, r._base is None)
    print(r.tolist())

u = torch.arange(250, 256, dtype=torch.uint8).reshape(2, 3).t()
show(u.repeat(1, 2))
h = (torch.arange(6) / 7).half().reshape(3, 2)[::2]
show(h.repeat(2, 1))
b = (torch.arange(6) % 2 == 0).reshape(2, 3)[:, ::2]
show(b.repeat(2, 2))
#@@ case roll_big_shifts_and_lists
import torch
x = torch.arange(6)
print(x.roll(2**62).tolist(), x.roll(-2**62).tolist(), x.roll(-7, -1).tolist())
print(torch.roll(x.reshape(2, 3), (1, -1, 1), (0, 1, 0)).tolist())
print(torch.roll(x.reshape(2, 3), [1], [1]).tolist())
#@@ case roll_3d_layouts
import torch
x = torch.arange(24.).reshape(2, 3, 4)
print(x.roll(1, 1)[0].tolist(), x.roll((1, 1), (0, 2)).stride())
print(x.permute(2, 0, 1).roll(1, 0).stride())
print(x.transpose(0, 2).roll(-2).stride(), x.transpose(0, 2).roll(-2)[0].tolist())
#@@ case roll_uint8_bool_half_views
import torch
u = torch.arange(250, 256, dtype=torch.uint8).reshape(2, 3)
print(u.t().roll(1, 0).tolist(), u.roll(-1).dtype)
b = torch.tensor([[True, False], [False, False]])
print(b.roll(1, 1), b.t().roll(1))
h = torch.tensor([0.1, 0.2, 0.3], dtype=torch.float16)
print(h.roll(1), h[::2].roll(1))
#@@ case masked_fill_numpy_scalars_and_int_values
import torch
import numpy as np
x = torch.arange(6.).reshape(2, 3)
print(x.masked_fill(x > 2, np.float32(0.1)).tolist())
print(x.masked_fill(x > 2, np.int64(3)).tolist())
print(x.int().masked_fill(x > 2, torch.tensor(2.9, dtype=torch.float64)).tolist())
#@@ case masked_fill_returns_new
import torch
x = torch.arange(6).reshape(2, 3)
m = torch.tensor([[True, False, True]])
y = x.masked_fill(m, 0)
print(y is x, y.data_ptr() == x.data_ptr(), y._base)
z = x.t().contiguous().t().masked_fill(m.t().t(), 5)
print(z.stride(), z.tolist())
#@@ case masked_fill_inplace_chain
import torch
b = torch.arange(6.).reshape(2, 3)
b.masked_fill_(b > 2, 0).mul_(2)
print(b)
c = torch.zeros(2, 3)
print(c.masked_fill_(torch.tensor([True, False, True]), 1).sum().item())
#@@ case masked_fill_uint8_bool_half_noncontig
import torch
def show(r):
    print(tuple(r.shape), r.stride(), r.storage_offset(), r.is_contiguous(), r.dtype, r._base is None)
    print(r.tolist())

u = torch.arange(6, dtype=torch.uint8).reshape(2, 3).t()
show(u.masked_fill(u > 2, 255))
b = torch.zeros(3, 2, dtype=torch.bool)[::2]
show(b.masked_fill(torch.tensor([True, False]), 1))
h = torch.arange(4.).half().expand(2, 4)
show(h.masked_fill(h == 1, 0.1))
#@@ case masked_fill_byte_mask_values
import torch
x = torch.arange(6.).reshape(2, 3)
try:
    print(x.masked_fill(torch.tensor([[0], [3]], dtype=torch.int32), 9))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.masked_fill(torch.tensor([2, 0, 0], dtype=torch.uint8), 1))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.masked_fill(torch.tensor([0, 1, 0], dtype=torch.int16), 1).tolist())
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.masked_fill(torch.tensor([-255, 0, 0]), 1).tolist())
except Exception as e:
    print(type(e).__name__, e)
#@@ case index_select_chains
import torch
x = torch.arange(6).reshape(2, 3)
print(x.index_select(0, torch.tensor([1, 0, 1])).index_select(1, torch.tensor([2])).tolist())
print(torch.index_select(x.t(), 1, torch.tensor([1], dtype=torch.int32)).stride())
print(x.index_select(1, torch.tensor([0, 0, 0, 0, 0, 0, 0])).shape)
#@@ case index_select_3d_dims
import torch
x = torch.arange(24).reshape(2, 3, 4)
for d in range(-3, 3):
    r = x.index_select(d, torch.tensor([1, 0]))
    print(d, r.shape, r.stride(), r.sum().item())
y = x.permute(1, 2, 0)
print(y.index_select(1, torch.tensor([3, 3])).tolist())
#@@ case index_select_3d_errors
import torch
x = torch.arange(24).reshape(2, 3, 4)
try:
    print(x.index_select(1, torch.tensor([0, 3, 7])))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.index_select(2, torch.tensor([4])))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.index_select(0, torch.tensor([-2])))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.index_select(-2, torch.tensor([1, -1])))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.index_select(3, torch.tensor([0])))
except Exception as e:
    print(type(e).__name__, e)
#@@ case gather_3d_error_order
import torch
y = torch.arange(60.).reshape(3, 4, 5)
for dim, idx in [(1, (torch.arange(24) * 7 % 11).reshape(2, 3, 4)), (0, (torch.arange(24) * 5 % 7).reshape(2, 3, 4)),
                 (2, (torch.arange(24) * 3 % 13).reshape(2, 3, 4)), (1, (torch.arange(24) * 7 % 9).reshape(2, 3, 4))]:
    try:
        torch.gather(y, dim, idx)
    except Exception as e:
        print(type(e).__name__, e)
x = torch.arange(12.).reshape(3, 4)
for dim, idx in [(0, [[5, 0, 0], [4, 0, 9]]), (0, [[0, 0, 7], [4, 0, 9]]), (1, [[0, 9, 8], [7, 0, 0]])]:
    try:
        torch.gather(x, dim, torch.tensor(idx))
    except Exception as e:
        print(type(e).__name__, e)
#@@ case gather_3d_values
import torch
y = torch.arange(60).reshape(3, 4, 5)
i = (torch.arange(24) * 7 % 4).reshape(2, 3, 4)
print(torch.gather(y, 1, i).tolist())
print(torch.gather(y.transpose(0, 2), 0, (torch.arange(8) % 5).reshape(2, 2, 2)).tolist())
print(torch.gather(y, -1, torch.tensor([[[4]]])).tolist(), torch.gather(y, -1, torch.tensor([[[4]]])).stride())
#@@ case cumsum_wrap_and_casts
import torch
x = torch.tensor([True, False, True, True])
print(x.cumsum(0, dtype=torch.int32))
y = torch.tensor([100, 100, 100], dtype=torch.int8)
print(y.cumsum(0, dtype=torch.int8), y.cumsum(0))
print(torch.arange(3.).expand(2, 3).cumsum(1))
print(torch.arange(6).reshape(2, 3).float().cumsum(0, dtype=torch.int64))
print(torch.tensor([1.5, 2.7, -3.9]).cumsum(0, dtype=torch.int32))
#@@ case cumsum_3d_layouts
import torch
x = torch.arange(24).reshape(2, 3, 4)
for d in range(3):
    r = x.permute(2, 0, 1).cumsum(d)
    print(r.stride(), r[-1].tolist())
print(x.half().float().cumsum(2, dtype=torch.bfloat16)[1].tolist())
#@@ case sort_overlapping_and_permuted
import torch
x = torch.arange(6.)
w = torch.as_strided(x, (3, 3), (1, 1))
v, i = w.sort(1, descending=True)
print(v.stride(), i.stride(), v.tolist(), i.tolist())
y = torch.arange(24).reshape(2, 3, 4).permute(2, 0, 1) % 3
r = y.sort(1)
print(r.values.stride(), r.indices.tolist())
e = torch.tensor([3, 1, 2]).expand(2, 3)
print(e.sort(1).values.stride(), e.sort(0).indices.tolist())
#@@ case sort_positional_descending
import torch
x = torch.tensor([[3., 1.], [2., 2.]])
print(x.sort(0, True))
print(torch.sort(x, 1, descending=False).values)
print(x.sort(descending=True, stable=True))
x5 = torch.arange(5)
print(x5.sort(0, descending=True))
print(x5.sort(dim=0))
#@@ case sort_uint8_bool_half_noncontig
import torch
u = torch.tensor([[200, 3, 3], [0, 255, 3]], dtype=torch.uint8).t()
print(u.sort(0))
b = torch.tensor([True, False] * 10)[::3]
print(b.sort(descending=True))
h = torch.tensor([0.1, 0.1, -0.5, float('inf')] * 5, dtype=torch.float16).reshape(4, 5)
print(h.sort(1).indices.tolist(), h.sort(0, descending=True).indices.tolist())
#@@ case broadcast_tensors_values
import torch
a = torch.arange(4.)
x, y = torch.broadcast_tensors(a.reshape(4, 1), a)
x2 = x.contiguous()
print(x2.tolist(), y.stride(), x.is_contiguous(), y[1].tolist())
u = torch.tensor([1, 2], dtype=torch.uint8)
b = torch.tensor([[True], [False], [True]])
p, q = torch.broadcast_tensors(u, b)
print(p.dtype, q.dtype, p.tolist(), q.tolist(), p.stride(), q.stride())
#@@ case sort_then_gather_roundtrip
import torch
x = torch.tensor([[5, 1, 4, 1], [2, 2, 0, 9]])
v, i = x.sort(1)
print((torch.gather(x, 1, i) == v).all().item())
inv = i.sort(1).indices
print(torch.gather(v, 1, inv).tolist())
print(x.index_select(1, i[0]).tolist())
#@@ case cumsum_of_masked_and_rolled
import torch
x = torch.arange(10)
m = x.roll(3).masked_fill(x % 3 == 0, 0)
print(m.tolist(), m.cumsum(0).tolist())
print(m.repeat(2).reshape(4, 5).cumsum(1)[:, -1].tolist())
#@@ case channels_last_inputs
import torch
x = torch.arange(24.).reshape(1, 2, 3, 4).contiguous(memory_format=torch.channels_last)
print(x.repeat(1, 1, 1, 1).stride(), x.tile(2).stride())
print(x.masked_fill(x > 5, 0).stride(), x.index_select(1, torch.tensor([1, 0])).stride())
print(x.cumsum(1).stride(), x.sort(1).values.stride(), x.sort(3).indices.stride())
print(torch.gather(x, 3, torch.zeros(1, 2, 3, 1, dtype=torch.long)).stride())
print(x.masked_fill(x > 5, 0)[0, 1].tolist())
#@@ case scalar_tensor_ops
import torch
s = torch.tensor(4)
print(s.masked_fill(torch.tensor(True), 1), s.masked_fill(torch.tensor([True, False]), 1))
print(s.roll(3), s.cumsum(-1), s.sort(0))
print(torch.broadcast_tensors(s, torch.tensor(1.))[0] is s)
print(s.index_select(0, torch.tensor(0)), torch.gather(s, -1, torch.tensor(0)))
#@@ case masked_fill_inplace_scalar_self
import torch
s = torch.tensor(4.)
s.masked_fill_(torch.tensor(True), 2)
print(s)
try:
    s.masked_fill_(torch.tensor([True, False]), 1)
except RuntimeError as e:
    print(e)
print(s)
#@@ case tile_more
import torch
x = torch.tensor([[1, 2], [3, 4]], dtype=torch.int16)
print(x.tile(2, 1, 1).shape, x.tile([3]).tolist(), torch.tile(x, (2, 2)).stride())
print(x.t().tile(2).tolist(), x[:, 1:].tile(3, 1).tolist())
print(torch.tile(x, (0, 2)).shape, torch.tile(x, ()).data_ptr() == x.data_ptr())
#@@ case roll_inplace_source_later
import torch
x = torch.arange(6)
r = torch.roll(x, 2)
x.add_(10)
print(r.tolist(), x.tolist())
t = x.tile(2)
x.zero_()
print(t.tolist())
#@@ case sort_descending_ties_int
import torch
x = torch.tensor([1, 3, 3, 1, 2, 3, 1, 2, 2, 3, 1, 3, 3, 2, 2, 1, 1, 3, 2, 3, 1, 2])
print(x.sort(descending=True).indices.tolist())
print(x.sort().indices.tolist())
print(x.reshape(2, 11).sort(1, True).indices.tolist())
print(x.reshape(11, 2).t().sort(1).indices.tolist())
#@@ case argument_errors
import torch
x = torch.arange(6.).reshape(2, 3)
try:
    print(torch.broadcast_tensors(x, [1, 2]))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.repeat())
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.tile())
except Exception as e:
    print(type(e).__name__, e)
try:
    print(torch.roll(x, ()))
except Exception as e:
    print(type(e).__name__, e)
try:
    print(x.index_select(0, torch.tensor([[0, 1]])))
except Exception as e:
    print(type(e).__name__, e)
#@@ case broadcast_tensors_zero_dim_and_empty
import torch
a = torch.zeros(2, 0)
b = torch.zeros(3, 1, 1)
p, q = torch.broadcast_tensors(a, b)
print(p.shape, p.stride(), q.shape, q.stride())
z = torch.tensor(3.)
print([t.shape for t in torch.broadcast_tensors(z, z)], torch.broadcast_tensors(z, torch.ones(2))[0].stride())
#@@ case index_select_int32_index_noncontig
import torch
x = torch.arange(20.).reshape(4, 5)
i = torch.tensor([[4, 0], [1, 3]], dtype=torch.int32)[:, 0]
print(i.stride(), x.index_select(1, i).tolist(), x.index_select(0, i[1:]).tolist())
e = torch.tensor([2]).expand(3)
print(x.index_select(1, e).tolist())
#@@ case gather_expanded_self_and_index
import torch
x = torch.arange(3.).expand(4, 3)
i = torch.tensor([[2], [0]]).expand(2, 3)
print(torch.gather(x, 0, i).tolist(), torch.gather(x, 1, i).tolist())
print(torch.gather(x, 1, i).stride())
