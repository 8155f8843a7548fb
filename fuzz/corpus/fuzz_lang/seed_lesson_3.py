import torch
b = torch.arange(6.)
w = torch.as_strided(b, (4, 3), (1, 1))
print(torch._debug_has_internal_overlap(w))
w.add_(1)
print(b.tolist())
