import torch
torch.manual_seed(1)
x = torch.rand(3, 4)
y = x.t()
print(y.is_contiguous(), y.stride())
y[0, 0] = 5
print(x[0, 0])
print(x.view(2, 6)[1])
z = torch.rand(2, 2).expand(2, 2, 2)
print(z, z.stride())

