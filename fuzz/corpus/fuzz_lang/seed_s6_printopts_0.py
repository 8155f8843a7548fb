import torch
torch.set_printoptions(precision=2)
x = torch.linspace(0, 1, 5)
print(x)
print(x.view(5, 1).expand(5, 3))
print(x.view(5, 1).expand(5, 3).stride())
print(torch.tensor([1/3, 2/3], dtype=torch.float64))

