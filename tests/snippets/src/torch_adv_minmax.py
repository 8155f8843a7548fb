#@@ case max_dim_print
import torch
x = torch.tensor([[1, 5, 5], [7, 2, 7]])
print(x.max(1))
print(x.max(0))
#@@ case min_dim_print
import torch
x = torch.tensor([[1, 5, 5], [7, 2, 1]])
print(x.min(1))
print(x.min(dim=0))
#@@ case torch_max_function_keepdim
import torch
x = torch.tensor([[1, 5, 5], [7, 2, 7]])
print(torch.max(x, 1, True))
print(torch.min(x, dim=1, keepdim=True))
print(torch.max(x, dim=-1).values)
#@@ case values_indices_unpack
import torch
x = torch.arange(12.).reshape(3, 4) % 5
v, i = x.max(0)
print(v, i)
r = x.min(1)
print(r.values, r.indices, r[0], r[1])
print(len(r), type(r).__name__, type(r), isinstance(r, tuple))
#@@ case result_layout
import torch
x = torch.arange(24).reshape(2, 3, 4).permute(2, 0, 1)
r = x.max(1)
print(r.values.shape, r.values.stride(), r.indices.stride(), r.indices.dtype)
k = x.min(2, keepdim=True)
print(k.values.shape, k.values.stride(), k.indices.is_contiguous())
print(k.values._base is None)
#@@ case ties_first_index
import torch
x = torch.tensor([[3, 3, 1, 3], [0, 0, 0, 0]])
print(x.max(1).indices, x.min(1).indices, x.max(0).indices)
#@@ case nan_wins
import torch
x = torch.tensor([1., float('nan'), 3., float('nan')])
print(x.max(0), x.min(0))
y = torch.tensor([[float('nan'), 1.], [2., 5.]])
print(y.max(1), y.min(0))
#@@ case scalar_tensor
import torch
s = torch.tensor(3.5)
print(s.max(0))
print(s.min(-1, keepdim=True))
try:
    s.max(1)
except IndexError as e:
    print(e)
#@@ case errors
import torch
x = torch.arange(6).reshape(2, 3)
for f in (lambda: x.max(2), lambda: x.min(-3)):
    try:
        f()
    except IndexError as e:
        print(e)
e = torch.zeros(0, 3)
try:
    e.max(0)
except IndexError as ex:
    print(ex)
print(e.max(1))
try:
    e.min(-2)
except IndexError as ex:
    print(ex)
#@@ case bool_and_small_ints
import torch
b = torch.tensor([[True, False], [False, False]])
print(b.max(1), b.min(0))
u = torch.tensor([200, 3, 255], dtype=torch.uint8)
print(u.max(0), u.min(0))
i8 = torch.tensor([-128, 127, 0], dtype=torch.int8)
print(i8.min(0))
#@@ case float16_and_double
import torch
h = torch.tensor([[0.5, 2.0], [1.5, -1.0]], dtype=torch.float16)
print(h.max(1))
d = torch.tensor([[0.1, 0.2], [0.3, 0.05]], dtype=torch.float64)
print(d.min(1))
#@@ case in_fstring_and_list
import torch
x = torch.tensor([4, 9, 2])
r = x.max(0)
print(f"{r}")
print([r])
print(str(r) == repr(r))
#@@ case index_from_argmax_like_use
import torch
x = torch.tensor([[0.1, 0.7, 0.2], [0.5, 0.3, 0.2]])
conf, pred = x.max(1)
print(pred.tolist(), conf)
print(x[torch.arange(2), pred])
#@@ case values_of_view
import torch
x = torch.arange(12).reshape(3, 4).t()
print(x.max(0))
print(x[1:, ::2].min(1))
#@@ case max_without_dim_still_tensor
import torch
x = torch.tensor([[1, 5], [7, 2]])
print(x.max(), torch.min(x), x.max(dim=1)[0])
#@@ case keepdim_values_broadcast
import torch
x = torch.arange(6.).reshape(2, 3)
m = x.max(1, keepdim=True).values
print(x - m)
#@@ case loop_over_dims
import torch
x = torch.arange(24).reshape(2, 3, 4) % 7
for d in range(-3, 3):
    r = x.max(d)
    print(d, r.values.shape, r.indices.tolist())
#@@ case return_types_as_a_value
import torch
x = torch.arange(4)
r = x.max(0)
for i in (0, [0]):
    try:
        x[i] = r
    except TypeError as e:
        print(e)
print(type(r), type(r).__name__)
