import torch
e = torch.zeros(3).expand(4, 3)
print(e.stride(), {i * e.stride(0) + j * e.stride(1) for i in range(4) for j in range(3)})

