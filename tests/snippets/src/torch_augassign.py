#@@ case tensor_augmented_floordiv_mod_bitops
import torch
x = torch.arange(6)
y = x
x //= 2
print(x is y, y)
b = torch.ones(3, dtype=torch.bool)
b ^= torch.tensor([True, False, True])
print(b)
f = torch.arange(4.)
try:
    f |= 1
except RuntimeError as e:
    print(e)
v = torch.arange(8).view(2, 4)[:, ::2]
v %= 3
print(v, v.stride())
e = torch.arange(3).expand(2, 3)
try:
    e //= 2
except RuntimeError as err:
    print(err)
m = torch.arange(6).view(2, 3)
m &= 6
m |= torch.tensor([1, 0, 0])
print(m, m._base is None)
f //= 0.75
print(f)
