import torch
t = torch.arange(6).view(2, 3)
print(sum(x * y for x in range(3) for y in range(3) if x < y))
print(max(abs(s) for s in (4, -9, 2)), sorted(s for s in {3, 1, 2}), tuple(s * 2 for s in t.stride()))
print(any(x > 3 for x in range(5)), all(x < 3 for x in range(5)), list(d for d in t.shape))
g = (i for i in range(4))
print(sum(g), sum(g))
try:
    len(x for x in [1])
except TypeError as e:
    print(e)

