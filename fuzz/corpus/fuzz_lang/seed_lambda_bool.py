import torch
b = torch.ones(3, dtype=torch.bool)
for f in [lambda: b.add_(1), lambda: b.mul_(2.5), lambda: b - 1, lambda: b - True]:
    try:
        print(f())
    except RuntimeError as e:
        print(e)
g = lambda x, k=2: x.view(-1)[::k]
print(g(torch.arange(6.)).tolist(), (lambda: 5)(), sorted([3, 1, 2]))
