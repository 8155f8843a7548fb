import torch

base = torch.arange(24.)
x = base.reshape(2, 3, 4)

b = x[:, 1:2, :]
print(b.stride(), b.is_contiguous())
print(b.view(2, 4).stride(), b.view(2, 4)._base is base)

t = x.transpose(0, 1)
print(t.stride(), t.is_contiguous())
try:
    t.view(6, 4)
except RuntimeError as err:
    print(err)
