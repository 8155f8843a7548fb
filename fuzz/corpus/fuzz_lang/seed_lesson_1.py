import torch

e = torch.arange(3.).unsqueeze(1).expand(3, 5)
print(e.stride(), e.numel(), e.untyped_storage().nbytes() // e.element_size())
print(torch._debug_has_internal_overlap(e))
try:
    e.add_(1)
except RuntimeError as err:
    print(err)
