# torch.no_grad() as a with block and as a decorator, and torch.is_grad_enabled() around them.
# Outputs are recorded from torch 1.13 by scripts/record_cases.py, never typed.

#@@ case no_grad_blocks_and_is_grad_enabled
import torch
print(torch.is_grad_enabled())
with torch.no_grad():
    print(torch.is_grad_enabled())
    with torch.no_grad():
        print(torch.is_grad_enabled())
    print(torch.is_grad_enabled())
print(torch.is_grad_enabled())
try:
    with torch.no_grad():
        raise ValueError("x")
except ValueError:
    print(torch.is_grad_enabled())

#@@ case no_grad_decorator_and_views
import torch
with torch.no_grad():
    x = torch.ones(2, 2)
    y = x.t() * 2
print(y, y.requires_grad, torch.is_grad_enabled())
@torch.no_grad()
def f(t):
    return t.sum()
print(f(torch.arange(4.)))

#@@ case generators_over_strided_blocks
import torch
def strided_blocks(t, size):
    for i in range(0, t.shape[0], size):
        yield t[i:i + size]
x = torch.arange(10)
for b in strided_blocks(x, 4):
    print(b, b.storage_offset(), b.is_contiguous())
g = strided_blocks(x.view(5, 2), 2)
print(next(g).stride(), next(g).shape, list(g))

#@@ case offsets_generator_and_layout_class
import torch
def offsets(t):
    idx = [0] * t.dim()
    while True:
        yield t.storage_offset() + sum(i * s for i, s in zip(idx, t.stride()))
        d = t.dim() - 1
        while d >= 0:
            idx[d] += 1
            if idx[d] < t.shape[d]:
                break
            idx[d] = 0
            d -= 1
        if d < 0:
            return
x = torch.arange(12).reshape(3, 4)
print(list(offsets(x.t())), list(offsets(x[1:, ::2])))
print(sum(1 for _ in offsets(x)), max(offsets(x.t()[1:])))
class Layout:
    count = 0
    def __init__(self, shape, stride, offset=0):
        self.shape, self.stride, self.offset = tuple(shape), tuple(stride), offset
        Layout.count += 1
    @classmethod
    def of(cls, t):
        return cls(t.shape, t.stride(), t.storage_offset())
    def __eq__(self, other):
        return (self.shape, self.stride, self.offset) == (other.shape, other.stride, other.offset)
    def __str__(self):
        return f"shape={self.shape} stride={self.stride} offset={self.offset}"
t = torch.zeros(3, 4)
print(Layout.of(t), Layout.of(t.t()) == Layout((4, 3), (1, 4)), Layout.count)
print(str(Layout.of(t[1:, ::2])), Layout.of(t) != Layout.of(t.t()))
print(Layout.of(t).__dict__)
