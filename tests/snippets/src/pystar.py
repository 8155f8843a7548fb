# Starred items in list displays ([*a, b, *c]).  Outputs are recorded from CPython 3.11 /
# torch 1.13 by scripts/record_cases.py, never typed.

#@@ case starred_items_in_list_displays
import torch
x = torch.zeros(2, 3, 4)
shape = [*x.shape[:2], -1]
print(shape, x.view(*shape).shape, [*range(3), *[7, 8]], [*"ab"], [1, *()], [*x.stride()])
print(x.reshape([*x.shape[1:], 2]).shape)
def f(*a):
    return [*a, len(a)]
print(f(1, 2))
