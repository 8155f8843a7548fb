import torch

base = torch.arange(64.)
y = base.reshape(2, 4, 8).transpose(0, 2)
print(y.shape, y.stride(), y.storage_offset())

i, j, k = 5, 2, 1
print(y[i, j, k].item(), base[0 + i * 1 + j * 8 + k * 32].item())
