#@@ case hsplit_sections_and_indices
import torch
x = torch.arange(24.).reshape(2, 3, 4)
for r in [torch.hsplit(x, 3), torch.hsplit(x, [1, 2]), x.hsplit((2,)), torch.hsplit(torch.arange(6), 3)]:
    print([(tuple(t.shape), t.stride(), t.storage_offset(), t._base is x) for t in r])
print(torch.hsplit(torch.arange(6.), [2, 5])[1])

#@@ case vsplit_dsplit
import torch
x = torch.arange(24.).reshape(2, 3, 4)
for r in [torch.vsplit(x, 2), x.vsplit([1]), torch.dsplit(x, [1, 3]), x.dsplit(2), torch.vsplit(torch.arange(6).reshape(3, 2), [5])]:
    print([(tuple(t.shape), t.stride(), t.storage_offset()) for t in r])
a, b = torch.dsplit(x, 2)
b[0, 0, 0] = -1
print(x[0, 0])

#@@ case hvdsplit_errors
import torch
x = torch.arange(24.).reshape(2, 3, 4)
for f in [lambda: torch.hsplit(x, 2), lambda: torch.hsplit(torch.tensor(1.), 1), lambda: torch.vsplit(torch.arange(6), 2),
          lambda: torch.dsplit(torch.zeros(2, 2), 2), lambda: torch.dsplit(x, 3), lambda: torch.hsplit(x, 0),
          lambda: torch.vsplit(x, 4), lambda: torch.hsplit(torch.arange(6), 4), lambda: x.vsplit(-1)]:
    try:
        print(len(f()))
    except RuntimeError as e:
        print(e)

#@@ case fliplr_flipud
import torch
x = torch.arange(24.).reshape(2, 3, 4)
l = torch.fliplr(x)
print(l, l.stride(), l._base is None)
u = x.flipud()
print(u[0, 0], u.stride(), u.data_ptr() == x.data_ptr())
print(torch.arange(3).flipud(), x.t().fliplr().stride() if False else x.transpose(0, 2).fliplr().stride())
for f in [lambda: torch.fliplr(torch.arange(3)), lambda: torch.flipud(torch.tensor(1)), lambda: torch.tensor(2.).fliplr()]:
    try:
        f()
    except RuntimeError as e:
        print(e)

#@@ case column_stack
import torch
r = torch.column_stack([torch.arange(3), torch.arange(3.)])
print(r, r.stride(), r.dtype)
r = torch.column_stack((torch.arange(6).reshape(3, 2), torch.tensor([7, 8, 9])))
print(r, r.stride())
print(torch.column_stack([torch.tensor(1), torch.tensor(2)]))
print(torch.column_stack([torch.arange(4).reshape(2, 2).t()]).stride())
for f in [lambda: torch.column_stack([]), lambda: torch.column_stack([torch.arange(2), torch.arange(3)])]:
    try:
        f()
    except RuntimeError as e:
        print(e)

#@@ case narrow_copy
import torch
x = torch.arange(24.).reshape(2, 3, 4)
r = x.narrow_copy(2, 1, 2)
print(r, r.stride(), r._base is None, r.is_contiguous())
r = x.transpose(0, 2).narrow_copy(0, 1, 2)
print(r.shape, r.stride(), r[1, 2])
print(torch.narrow_copy(x, -1, -2, 2).stride(), x.narrow_copy(0, 2, 0).shape)
r = x.narrow_copy(1, 0, 1)
r[0, 0, 0] = 99
print(x[0, 0, 0])

#@@ case narrow_copy_errors
import torch
x = torch.arange(24.).reshape(2, 3, 4)
for f in [lambda: x.narrow_copy(3, 0, 1), lambda: x.narrow_copy(0, 1, 5), lambda: x.narrow_copy(-4, 0, 1),
          lambda: x.narrow_copy(1, -3, 1), lambda: x.narrow_copy(1, 0, -1), lambda: torch.tensor(1.).narrow_copy(0, 0, 1),
          lambda: x.narrow_copy(1, 3, 0)]:
    try:
        print(f().shape)
    except (RuntimeError, IndexError) as e:
        print(type(e).__name__, e)

#@@ case select_scatter
import torch
x = torch.zeros(3, 4)
r = torch.select_scatter(x, torch.arange(4.), 0, 1)
print(r, r.stride(), r._base is None, x.sum().item())
r = x.t().select_scatter(torch.ones(4), 1, -1)
print(r, r.stride())
for f in [lambda: x.select_scatter(torch.ones(3), 0, 0), lambda: x.select_scatter(torch.ones(4), 0, 3), lambda: x.select_scatter(torch.ones(4), 2, 0)]:
    try:
        f()
    except (RuntimeError, IndexError) as e:
        print(type(e).__name__, e)

#@@ case diagonal_scatter
import torch
x = torch.zeros(3, 4)
print(torch.diagonal_scatter(x, torch.ones(3)))
print(x.diagonal_scatter(torch.arange(3.), 1))
r = torch.diagonal_scatter(x, torch.arange(2.), -1, 0, 1)
print(r, r.stride())
print(torch.zeros(2, 2, 3).diagonal_scatter(torch.ones(3, 2), 0, 0, 1).stride())
try:
    x.diagonal_scatter(torch.ones(4))
except RuntimeError as e:
    print(e)

#@@ case as_strided_scatter
import torch
x = torch.zeros(3, 4)
r = torch.as_strided_scatter(x, torch.arange(4.).reshape(2, 2), (2, 2), (1, 2))
print(r, r.stride())
print(x.as_strided_scatter(torch.ones(3), (3,), (5,), 1))
try:
    x.as_strided_scatter(torch.ones(3), (2,), (1,))
except RuntimeError as e:
    print(e)

#@@ case take_along_dim
import torch
x = torch.tensor([[10, 30, 20], [60, 40, 50]])
i = torch.argsort(x, dim=1)
r = torch.take_along_dim(x, i, dim=1)
print(r, r.stride())
print(x.take_along_dim(torch.tensor([[0], [2]]), 1))
print(torch.take_along_dim(x, torch.tensor([5, 0, 3])))
print(torch.take_along_dim(x, torch.tensor([[1, 0, 1]]), dim=0))
print(torch.take_along_dim(x, torch.tensor([[0], [1]]), dim=-1).shape)

#@@ case take_along_dim_errors
import torch
x = torch.tensor([[10, 30, 20], [60, 40, 50]])
for f in [lambda: torch.take_along_dim(x, torch.tensor([0, 1]), dim=1), lambda: torch.take_along_dim(x, torch.tensor([[0.]]), dim=1),
          lambda: torch.take_along_dim(x, torch.tensor([[0], [1]]), dim=2), lambda: torch.take_along_dim(x.t(), torch.tensor([0])),
          lambda: torch.take_along_dim(x, torch.tensor([[0, 1], [1, 0], [0, 0]]), dim=1), lambda: torch.take_along_dim(x, torch.tensor([6]))]:
    try:
        print(f())
    except (RuntimeError, IndexError) as e:
        print(type(e).__name__, e)

#@@ case inplace_view_ops
import torch
x = torch.arange(6.).reshape(2, 3)
y = x[:, 1:]
b = y._base
r = y.unsqueeze_(0)
print(r is y, y.shape, y.stride(), y.storage_offset(), y._base is b)
y.squeeze_()
print(y.shape, y.stride())
y.t_()
print(y.shape, y.stride(), y)
y.swapdims_(0, 1)
print(y.shape, y.stride())
y.transpose_(1, 0)
print(y.stride())
z = torch.zeros(1, 3, 1)
z.squeeze_(0)
print(z.shape)
z.swapaxes_(0, 1)
print(z.shape, z.stride())

#@@ case inplace_view_errors
import torch
x = torch.arange(6.).reshape(2, 3)
for f in [lambda: x.unsqueeze_(3), lambda: torch.zeros(2, 2, 2).t_(), lambda: x.swapdims_(0, 2), lambda: x.squeeze_(5)]:
    try:
        f()
    except (RuntimeError, IndexError) as e:
        print(type(e).__name__, e)
print(x.shape, x.stride())

#@@ case is_view
import torch
x = torch.arange(6.)
print(x._is_view(), x[1:]._is_view(), x.view(2, 3)._is_view(), x.clone()._is_view(), x.reshape(3, 2)._is_view())
print(x.view(2, 3).t().contiguous()._is_view(), x.detach()._is_view(), torch.ones(4)[::2].ravel()._is_view())
