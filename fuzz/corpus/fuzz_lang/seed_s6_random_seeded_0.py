import torch
torch.manual_seed(0)
print(torch.rand(5))
print(torch.randn(2, 3))
print(torch.randn(3))
x = torch.randn(4, 4, dtype=torch.float64)
print(x)
print(x.t().stride(), x.t().contiguous())
print(torch.randint(0, 10, (5,)))
print(torch.randint(10, (2, 3)))
print(torch.randperm(8))

