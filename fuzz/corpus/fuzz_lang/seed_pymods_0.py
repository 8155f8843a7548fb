import math
import torch
x = torch.zeros(2, 3, 4)
print(math.prod(x.shape), x.numel(), math.prod(x.shape) == x.numel())
print(math.prod([2, 3, 4]), math.prod((2.0, 3)), math.prod([], start=5), math.prod(range(1, 21)))

