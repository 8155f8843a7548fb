import torch
torch.manual_seed(826)
print(torch.randn(1, 1, dtype=torch.float64))
print(torch.randint(3, 4, (5,)))
print(torch.rand(4, 3))

