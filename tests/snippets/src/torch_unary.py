#@@ case unary_dtypes_and_specials
import torch
f = torch.tensor([-2.5, -1.5, -0.5, -0.0, 0.0, 0.5, 1.5, 2.5, 3.7, float('nan'), float('inf'), -float('inf')])
i = torch.tensor([-3, 0, 2], dtype=torch.int32)
b = torch.tensor([True, False])
for name in ["isnan", "isinf", "isfinite", "sign", "floor", "ceil", "trunc", "round", "frac", "relu", "isneginf", "isposinf", "signbit", "sgn", "fix", "isreal", "positive"]:
    for t in (f, i, b, f.half()):
        try:
            r = getattr(t, name)()
            print(name, t.dtype, r.dtype, r.tolist())
        except Exception as e:
            print(name, t.dtype, type(e).__name__, e)
x = torch.arange(12.).reshape(3, 4).t()[:, ::2]
print(x.stride(), x.isnan().stride(), x.floor().stride(), x.isfinite().stride(), x.long().isfinite().stride(), x.long().isinf().stride(), x.long().isnan().stride())
print(torch.round(torch.tensor([1.2345, 2.5]), decimals=2) if True else 0)

#@@ case unary_round_decimals_random
import torch
torch.manual_seed(3)
x = torch.randn(200) * 1000
for d in (-3, -1, 0, 1, 2, 3, 5):
    r = x.round(decimals=d)
    print(d, r[:6].tolist(), r.sum().item())
y = x.double()
for d in (-2, 2, 4):
    print(d, torch.round(y, decimals=d)[:5].tolist())

#@@ case unary_on_views_prints
import torch
x = torch.arange(-6., 6.).reshape(3, 4) / 4
v = x.t()[::2]
print(v, v.stride())
for f in (torch.floor, torch.ceil, torch.trunc, torch.round, torch.frac, torch.sign, torch.relu):
    r = f(v)
    print(f.__name__, r, r.stride(), r.is_contiguous())
e = x[:1].expand(3, 4)
print(e.isnan().stride(), e.relu().stride(), torch.signbit(e))

#@@ case unary_nan_masks
import torch
x = torch.tensor([[1.0, float('nan'), 3.0], [float('-inf'), 5.0, float('inf')]])
print(x.isnan().any(), torch.isnan(x).sum(), x.isfinite().all())
y = x.clone()
y[y.isnan()] = 0
y[~torch.isfinite(y)] = -1
print(y)
print(x[torch.isinf(x)], x.isposinf(), torch.isneginf(x))
print(torch.where(x.isnan(), torch.zeros_like(x), x))

#@@ case unary_int_round_is_copy
import torch
i = torch.arange(-3, 3).reshape(2, 3)
r = i.floor()
print(r, r.dtype, r.data_ptr() == i.data_ptr(), torch.round(i).stride())
print(i.sign(), i.relu(), torch.relu(i.t()).stride())
print(torch.tensor([True, False]).sign())

#@@ case unary_errors_frac_int
import torch
torch.arange(3).frac()

#@@ case unary_errors_relu_bool
import torch
torch.tensor([True]).relu()

#@@ case unary_errors_floor_half
import torch
torch.ones(2).half().floor()

#@@ case function_names
import torch, numpy as np
x = torch.ones(2)
print(torch.floor.__name__, x.floor.__name__, print.__name__, len.__name__, np.floor.__name__, np.arange.__name__, torch.nn.functional.relu.__name__ if False else 0)
import math
print(math.sqrt.__name__, x.t.__name__, "ab".upper.__name__)
