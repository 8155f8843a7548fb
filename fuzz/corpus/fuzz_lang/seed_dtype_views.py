import torch, numpy as np
x = torch.arange(6.).view(2, 3)
print(x.view(torch.int32).tolist())
print(x.view(torch.int8)[0, :8].tolist())
h = torch.tensor([1.0, -2.5], dtype=torch.float16)
print(h.view(torch.int16).tolist(), h.view(torch.uint8))
y = torch.zeros(4)
y.view(torch.int32)[1] = 1065353216
print(y.tolist())
a = np.arange(4, dtype=np.int32)
print(a.view(np.float32).tolist(), a.view(np.int16).tolist(), a.view(np.uint8)[:8])
