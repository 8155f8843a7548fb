#@@ case slice_scatter_doc
import torch
a = torch.zeros(8, 8)
b = torch.ones(2, 8)
print(repr(a.slice_scatter(b, start=6)))
b = torch.ones(8, 2)
print(repr(a.slice_scatter(b, dim=1, start=2, end=6, step=2)))

#@@ case slice_scatter_layout
import torch
x = torch.arange(12).reshape(3, 4)
y = torch.slice_scatter(x, torch.tensor([[-1, -2], [-3, -4], [-5, -6]]), 1, 1, None, 2)
print(y, y.stride(), y._base is None)
z = x.t().slice_scatter(torch.zeros(1, 3, dtype=torch.int64), 0, -1)
print(z, z.stride())
print(x.slice_scatter(torch.full((1, 4), 9), end=1))
print(x.slice_scatter(torch.full((0, 4), 9), 0, 5, 9))

#@@ case slice_scatter_errors
import torch
x = torch.zeros(3, 4)
try:
    x.slice_scatter(torch.ones(2, 4))
except RuntimeError as e:
    print(e)
try:
    x.slice_scatter(torch.ones(3, 4), step=0)
except RuntimeError as e:
    print(e)
x.slice_scatter(torch.ones(3, 4), dim=2)

#@@ case slice_scatter_explicit_bounds
import torch
x = torch.arange(12.).reshape(3, 4)
y = x.slice_scatter(torch.zeros(3, 2), 1, 1, 4, 2)
print(y, y.stride())
print(torch.slice_scatter(x.t(), torch.ones(2, 3), 0, -3, -1).stride())
try:
    x.slice_scatter(torch.zeros(2, 4), 0, 0, 3)
except RuntimeError as e:
    print(e)
x.slice_scatter(torch.zeros(1, 4), 0, 0, 1, 0)

#@@ case slice_scatter_steps
import torch
x = torch.arange(20.).reshape(10, 2)
print(x.slice_scatter(-torch.ones(3, 2), 0, 2, 8, 2))
print(x.t().slice_scatter(torch.zeros(2, 2), 1, 1, 4, 2).stride())
try:
    x.slice_scatter(torch.zeros(2, 2), 0, 0, 9, 3)
except RuntimeError as e:
    print(e)
x.slice_scatter(torch.zeros(2, 2), 0, 0, 4, 0)
