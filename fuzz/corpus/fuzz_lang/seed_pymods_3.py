import math
import torch
t = torch.arange(60).view(3, 4, 5).permute(2, 0, 1)[:, ::2]
print(t.stride(), math.gcd(*t.stride()), math.lcm(*t.stride()))
print(math.gcd(12, 18), math.gcd(), math.gcd(0, -4, 6), math.lcm(4, 6), math.lcm(), math.lcm(0, 5), math.gcd(-12, 0))

