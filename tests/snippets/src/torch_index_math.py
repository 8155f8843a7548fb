#@@ case combinations_doc
import torch
tensor_a = torch.tensor([1, 2, 3])
print(repr(torch.combinations(tensor_a)))
print(repr(torch.combinations(tensor_a, r=3)))
print(repr(torch.combinations(tensor_a, with_replacement=True)))

#@@ case combinations_shapes
import torch
x = torch.tensor([1.5, -2.0, 3.25, 4.0])
c = torch.combinations(x, 3)
print(c, c.shape, c.stride(), c.is_contiguous())
print(torch.combinations(x, r=1))
print(torch.combinations(x, r=0))
print(torch.combinations(torch.tensor([1, 2]), r=3))
print(torch.combinations(torch.tensor([True, False]), r=2, with_replacement=True))
print(torch.combinations(torch.arange(10)[::3], 2))
print(torch.combinations(torch.tensor([], dtype=torch.int32), 2))

#@@ case combinations_errors
import torch
try:
    torch.combinations(torch.ones(2, 3))
except RuntimeError as e:
    print(e)
torch.combinations(torch.arange(4), r=-1)

#@@ case repeat_interleave_output_size
import torch
y = torch.tensor([[1, 2], [3, 4]])
print(repr(torch.repeat_interleave(y, torch.tensor([1, 2]), dim=0, output_size=3)))
print(repr(y.repeat_interleave(2, output_size=8)))
print(repr(y.repeat_interleave(torch.tensor([0, 3]), dim=1, output_size=3)))
print(repr(torch.repeat_interleave(y, 2, dim=0, output_size=4)))

#@@ case repeat_interleave_output_size_wrong
import torch
y = torch.tensor([[1, 2], [3, 4]])
try:
    y.repeat_interleave(2, output_size=5)
except RuntimeError as e:
    print(e)
torch.repeat_interleave(y, torch.tensor([1, 2]), dim=0, output_size=2)
