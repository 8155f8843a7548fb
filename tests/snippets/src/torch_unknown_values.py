# The elementwise functions whose values torch computes with SLEEF (exp, log, sin, cos, tanh and
# their relatives: src/lang/torch/tensor_mathfn.c) give a tensor whose values stridelab does not
# compute and whose everything else is exact: TensorIterator's unary layout, the float dtype, a
# new storage, and the views and copies made from it.  Reading a value is refused
# (tests/lang_cli.sh).  Outputs are recorded from the reference by scripts/record_cases.py,
# never typed.

#@@ case unary_layouts_follow_the_input
import torch
x = torch.arange(24.).view(2, 3, 4)
for name in ["exp", "log", "sin", "cos", "tanh", "tan", "sinh", "cosh", "asin", "acos", "atan", "erf", "exp2", "expm1", "log2", "log10", "log1p"]:
    f = getattr(torch, name)
    for v in [x, x.transpose(0, 2), x[:, ::2], x.permute(1, 2, 0), x[..., 1], x.expand(3, 2, 3, 4)[1]]:
        y = f(v)
        print(name, y.shape, y.stride(), y.dtype, y.is_contiguous(), y.storage_offset())

#@@ case methods_and_integer_inputs
import torch
for t in [torch.arange(6).view(2, 3).t(), torch.tensor([True, False]), torch.arange(4, dtype=torch.int8)[::2],
          torch.arange(6, dtype=torch.float64).view(3, 2), torch.tensor(3), torch.zeros(0, 3)]:
    for y in [t.exp(), t.sin(), torch.log(t), torch.tanh(t)]:
        print(y.shape, y.stride(), y.dtype, y.is_contiguous(), y.data_ptr() == t.data_ptr())

#@@ case views_and_copies_of_the_result
import torch
xs = torch.linspace(-5, 5, steps=100)
ys = torch.linspace(-5, 5, steps=100)
x, y = torch.meshgrid(xs, ys, indexing='xy')
z = torch.sin(torch.sqrt(x * x + y * y))
print(z.shape, z.stride(), z.dtype)
print(z.t().stride(), z[::3, 1:].shape, z[::3, 1:].stride(), z[::3, 1:].storage_offset())
c = z.t().contiguous()
print(c.stride(), c.data_ptr() == z.data_ptr(), c.is_contiguous())
r = z.t().reshape(-1)
print(r.shape, r.stride(), r._base is None)
v = z.view(4, 25, 100)
print(v.stride(), v._base is z)
e = torch.cos(x.t())
print(e.stride(), e.is_contiguous(), e.is_contiguous(memory_format=torch.channels_last) if e.dim() == 4 else None)

#@@ case errors_are_still_torchs
import torch
x = torch.arange(6.).view(2, 3)
y = x.t().exp()
try:
    y.view(6)
except RuntimeError as e:
    print("RuntimeError", e)
print(y.reshape(6).shape)
try:
    torch.exp(x).view(4)
except RuntimeError as e:
    print("RuntimeError", e)
