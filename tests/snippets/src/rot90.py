# Hand-picked programs for torch.rot90 / Tensor.rot90 (a copy, transposed in place) and
# np.rot90 (views): layouts, bases, the dims / axes checks and their messages.  Outputs are
# recorded from torch 1.13 / numpy 1.24 by scripts/record_cases.py, never typed.

#@@ case rot90_torch_and_numpy
import torch, numpy as np
x = torch.arange(6).reshape(2, 3)
r = torch.rot90(x)
print(r, r.stride(), r.is_contiguous(), r._base is None)
print(torch.rot90(x, 2).stride(), torch.rot90(x, 3).stride(), torch.rot90(x, 0).stride(), torch.rot90(x, -1).stride(), x.rot90(1, [1, 0]).stride())
print(x.rot90(3), torch.rot90(x, 0).data_ptr() == x.data_ptr(), torch.rot90(x, 4).eq(x).all())
y = torch.arange(24.).reshape(2, 3, 4)
print(y.rot90(1, [0, 2]).shape, y.rot90(1, [0, 2]).stride(), y.rot90(k=2, dims=(1, 2))[0])
for args in [(x, 1, [0]), (x, 1, [0, 0]), (torch.arange(3), 1, [0, 1]), (x, 1, [0, 2]), (x, 1, [0, 5]), (y, 1, [-4, 1])]:
    try:
        torch.rot90(*args)
    except RuntimeError as e:
        print(type(e).__name__, e)
a = np.arange(6).reshape(2, 3)
r = np.rot90(a)
print(r, r.strides, r.base is a, np.shares_memory(r, a), r.flags.c_contiguous)
print(np.rot90(a, 2).strides, np.rot90(a, 3).strides, np.rot90(a, 0).strides, np.rot90(a, -1), np.rot90(a, 1, (1, 0)).strides)
b = np.arange(24).reshape(2, 3, 4)
print(np.rot90(b, axes=(0, 2)).strides, np.rot90(b, k=3, axes=(-1, -2))[1])
print(np.rot90([[1, 2], [3, 4]]))
for args in [(a, 1, (0,)), (a, 1, (0, 0)), (a, 1, (0, 2)), (np.arange(3), 1), (b, 1, (0, 3)), (b, 1, (-4, 1))]:
    try:
        np.rot90(*args)
    except ValueError as e:
        print(type(e).__name__, e)
