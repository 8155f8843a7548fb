#@@ case unravel_index_doc
import torch
print(repr(torch.unravel_index(torch.tensor(4), (3, 2))))
print(repr(torch.unravel_index(torch.tensor([4, 1]), (3, 2))))
print(repr(torch.unravel_index(torch.tensor([0, 1, 2, 3, 4, 5]), (3, 2))))
print(repr(torch.unravel_index(torch.tensor([1234, 5678]), (10, 10, 10, 10))))
print(repr(torch.unravel_index(torch.tensor([[1234], [5678]]), (10, 10, 10, 10))))
print(repr(torch.unravel_index(torch.tensor([[1234], [5678]]), (100, 100))))

#@@ case unravel_index_wraps_and_layout
import torch
r = torch.unravel_index(torch.tensor([-1, 7, 13]), (3, 4))
print(r)
print(r[0].stride(), r[1].storage_offset(), r[0]._base is r[1]._base)
print(torch.unravel_index(torch.tensor([5, 2], dtype=torch.int32), 6))
print(torch.unravel_index(torch.tensor(17, dtype=torch.uint8), torch.Size([4, 5])))
print(torch.unravel_index(torch.tensor([3, 4]), [5]))

#@@ case unravel_index_errors
import torch
def t(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__ + ': ' + str(e))
t(lambda: torch.unravel_index(torch.tensor([1.0]), (2, 3)))
t(lambda: torch.unravel_index(torch.tensor([True]), (2, 3)))
t(lambda: torch.unravel_index(torch.tensor([1]), (2, -3)))

#@@ case squeeze_tuple_of_dims
import torch
x = torch.zeros(2, 1, 2, 1, 2)
y = torch.squeeze(x, (1, 2, 3))
print(y.size(), y.stride(), y._base is x)
print(x.squeeze((-2, 0)).shape, x.squeeze(()).shape, x.squeeze([3]).stride())
z = torch.zeros(1, 1)
print(z.squeeze((0, 1)).shape, torch.tensor(5.).squeeze((0,)).shape, torch.tensor(5.).squeeze((-1,)).shape)
print(x[:, :, 1:].squeeze((1, 3)).stride())

#@@ case squeeze_tuple_errors
import torch
x = torch.zeros(2, 1, 2)
try:
    x.squeeze((1, -2))
except RuntimeError as e:
    print(e)
x.squeeze((0, 3))

#@@ case dim_order_layouts
import torch
print(repr(torch.empty((2, 3, 5, 7)).dim_order()))
print(repr(torch.empty((2, 3, 5, 7), memory_format=torch.channels_last).dim_order()))
x = torch.zeros(2, 3, 4)
print(x.permute(2, 0, 1).dim_order(), x.transpose(0, 1).dim_order(), x[:, :, ::2].dim_order())
print(torch.zeros(3).dim_order(), torch.tensor(1.).dim_order(), x.expand(5, 2, 3, 4).dim_order())
print(torch.zeros(1, 4).t().dim_order(), torch.zeros(3, 1, 2).permute(1, 2, 0).dim_order(), torch.zeros(2, 2).t().dim_order())
print(torch.zeros(4, 1).expand(4, 3).dim_order(), torch.zeros(2, 3)[:, None].expand(2, 4, 3).transpose(0, 2).dim_order())

#@@ case narrow_tensor_start
import torch
x = torch.tensor([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
print(repr(torch.narrow(x, -1, torch.tensor(-1), 1)))
print(x.narrow(0, torch.tensor(1, dtype=torch.int32), 2))
try:
    x.narrow(0, torch.tensor([1]), 1)
except RuntimeError as e:
    print(e)
x.narrow(0, torch.tensor(1.0), 1)
