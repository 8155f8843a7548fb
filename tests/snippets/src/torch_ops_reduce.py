#@@ case sum_int
import torch
x = torch.arange(6).reshape(2, 3)
print(x.sum(), x.sum(0), x.sum(1), x.sum(dim=1, keepdim=True))
#@@ case sum_negative_dim_and_tuple
import torch
x = torch.arange(24).reshape(2, 3, 4)
print(x.sum(-1))
print(x.sum((0, 2)), x.sum(dim=(0, 1), keepdim=True).shape)
#@@ case sum_dtype_int64_from_small
import torch
x = torch.tensor([100, 100, 100], dtype=torch.int8)
print(x.sum(), x.sum().dtype)
b = torch.tensor([True, True, False])
print(b.sum(), b.sum().dtype)
#@@ case sum_float_exact
import torch
x = torch.arange(12.).reshape(3, 4)
print(x.sum(), x.sum(0), x.sum(1))
print(torch.tensor([0.5, 0.25, 0.125]).sum())
#@@ case sum_float_large_exact
import torch
x = torch.arange(1000.)
print(x.sum().item())
#@@ case sum_with_dtype
import torch
x = torch.arange(6).reshape(2, 3)
print(x.sum(dtype=torch.float32), x.sum(1, dtype=torch.float64))
#@@ case sum_of_view_strides
import torch
x = torch.arange(24).reshape(2, 3, 4).permute(2, 0, 1)
s = x.sum(1)
print(s.shape, s.stride())
print(s)
print(x.t().sum(0).stride() if x.dim() == 2 else x.sum(0, keepdim=True).stride())
#@@ case sum_empty
import torch
print(torch.zeros(0).sum(), torch.zeros(0, 3).sum(0), torch.zeros(0, dtype=torch.int64).sum())
#@@ case sum_dim_errors
import torch
x = torch.arange(6).reshape(2, 3)
for f in (lambda: x.sum(2), lambda: x.sum(-3), lambda: x.sum((0, 0))):
    try:
        f()
    except (IndexError, RuntimeError) as e:
        print(type(e).__name__, e)
#@@ case mean_float
import torch
x = torch.arange(12.).reshape(3, 4)
print(x.mean(), x.mean(0), x.mean(1), x.mean(1, keepdim=True))
#@@ case mean_int_error
import torch
x = torch.arange(6)
try:
    x.mean()
except RuntimeError as e:
    print(e)
print(x.mean(dtype=torch.float32), x.float().mean())
#@@ case mean_double
import torch
x = torch.tensor([1.0, 2.0, 4.0], dtype=torch.float64)
print(x.mean().item(), x.mean().dtype)
#@@ case mean_rounds_once
import torch
x = torch.tensor([1.0, 1.0, 0.0])
print(x.mean().item(), torch.tensor([2.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]).mean().item())
#@@ case prod_int_and_float
import torch
x = torch.arange(1, 7).reshape(2, 3)
print(x.prod(), x.prod(0), x.prod(1, keepdim=True))
print(torch.tensor([1.5, 2.0, -4.0]).prod(), torch.tensor([True, False]).prod())
#@@ case prod_int_wraps
import torch
x = torch.tensor([2 ** 32, 2 ** 32, 3])
print(x.prod())
#@@ case max_min_no_dim
import torch
x = torch.tensor([[3, 7, 1], [9, -2, 4]])
print(x.max(), x.min(), x.max().dtype)
print(torch.tensor([0.5, 2.5]).max(), torch.tensor([True, False]).min())
#@@ case max_nan
import torch
x = torch.tensor([1.0, float('nan'), 3.0])
print(x.max(), x.min(), x.argmax(), x.argmin())
#@@ case max_empty_error
import torch
try:
    torch.zeros(0).max()
except RuntimeError as e:
    print(e)
#@@ case argmax_argmin
import torch
x = torch.tensor([[3, 7, 7], [9, -2, 9]])
print(x.argmax(), x.argmin(), x.argmax(0), x.argmax(1), x.argmin(1, keepdim=True))
print(x.argmax(dim=-1))
#@@ case argmax_first_occurrence
import torch
x = torch.tensor([5, 1, 5, 1])
print(x.argmax(), x.argmin())
#@@ case argmax_of_transposed
import torch
x = torch.arange(12).reshape(3, 4).t()
print(x.argmax(), x.argmax(0), x.argmin(1))
#@@ case all_any
import torch
x = torch.tensor([[True, False], [True, True]])
print(x.all(), x.any(), x.all(0), x.any(1), x.all(1, keepdim=True))
print(torch.tensor([1, 2, 0]).all(), torch.tensor([0.0, 0.5]).any())
#@@ case all_any_uint8
import torch
x = torch.tensor([1, 2, 0], dtype=torch.uint8)
print(x.all(), x.any())
#@@ case all_any_empty
import torch
print(torch.zeros(0, dtype=torch.bool).all(), torch.zeros(0).any())
#@@ case reductions_as_functions
import torch
x = torch.arange(6).reshape(2, 3)
print(torch.sum(x), torch.sum(x, 0), torch.prod(x, 1), torch.max(x), torch.argmax(x, dim=1))
print(torch.mean(x.float()), torch.all(x), torch.any(x, 0))
#@@ case sum_item_tolist
import torch
x = torch.arange(6.).reshape(2, 3)
print(x.sum().item(), x.sum(0).tolist(), type(x.sum().item()).__name__)
#@@ case reductions_zero_dim
import torch
z = torch.tensor(5)
print(z.sum(), z.sum(0), z.max(), z.argmax(), z.all())
#@@ case float_sum_torch_order
import torch
x = torch.tensor([0.1, 0.2, 0.3])
print(x.sum(), x.sum().item(), x.mean().item())
y = torch.tensor([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.1, 1.3])
print(y.sum().item(), y.mean().item(), y.double().sum().item())
#@@ case float_sum_long_vectorized
import torch
x = torch.arange(1000) * 0.1
print(x.sum().item(), x.mean().item())
z = torch.arange(5000.) / 7
print(z.sum().item(), z[::3].sum().item(), z.reshape(50, 100).t().sum().item())
#@@ case float_sum_2d_views
import torch
x = (torch.arange(60.) / 3).reshape(6, 10)
print(x.sum().item(), x.t().sum().item(), x[:, ::2].sum().item(), x[1:, 3:].sum().item())
print(x.mean(), x.reshape(2, 3, 10).permute(2, 0, 1).sum().item())
#@@ case float_sum_keepdim_whole
import torch
x = torch.tensor([[0.1, 0.7, 1.3]])
print(x.sum(1), x.sum((0, 1), keepdim=True), x.mean(-1, keepdim=True))
#@@ case argmax_keepdim_without_dim
import torch
x = torch.arange(6).reshape(2, 3)
print(x.argmax(keepdim=True), x.argmin(keepdim=True).shape, x.argmax(1, True))
#@@ case sum_mean_inf_nan
import torch
x = torch.tensor([float('inf'), 1.0])
print(x.sum(), x.mean(), torch.tensor([float('inf'), -float('inf')]).sum(), torch.tensor([float('nan'), 1.0]).sum())
#@@ case reductions_of_eye_and_views
import torch
print(torch.eye(3, dtype=torch.int32).sum(), torch.eye(2).t().stride())
x = torch.arange(6.).reshape(2, 3)
print(x.sum(1).stride(), x.t().sum(1, keepdim=True).stride(), x.t().mean(0))
#@@ case all_any_dims
import torch
x = torch.arange(6).reshape(2, 3)
print(x.all(dim=1), x.any(dim=-1, keepdim=True), torch.all(x, 0))
#@@ case bool_tensor_reductions
import torch
x = torch.zeros(3, dtype=torch.bool)
print(x + 1.5, x * True, x.sum(), x.float().mean())
#@@ case half_sum_mean_exact
import torch
a = torch.arange(12, dtype=torch.float16).reshape(12, 1)
y = a.expand(2, -1, -1)
print(y.sum(dim=1).tolist(), a.sum(), a.mean())
try:
    a.prod()
except RuntimeError as e:
    print(e)
print(torch.zeros(2, 1, 2, 9, dtype=torch.float16).sum(dim=-3).shape)
print(torch.tensor([0.5, 0.25, 1.5], dtype=torch.bfloat16).sum())
#@@ case half_reductions
import torch
for dt in (torch.float16, torch.bfloat16):
    x = torch.tensor([1.5, 2.0], dtype=dt)
    print(x.max(), x.min(), x.argmax(), x.all(), x.mean(), x.sum())
    try:
        x.prod()
    except RuntimeError as e:
        print(e)
#@@ case float_sum_dim_torch_order
import torch
x = (torch.arange(70.) / 7).reshape(7, 10)
print(x.sum(0).tolist())
print(x.sum(1).tolist())
print(x.mean(0).tolist())
print(x.t().sum(0).tolist(), x[:, ::3].sum(1).tolist())
#@@ case float_sum_dim_wide_and_tall
import torch
w = (torch.arange(3 * 40.) / 3).reshape(3, 40)
print(w.sum(0).tolist())
print(w.sum(1).tolist(), w.double().mean(1).tolist())
t = (torch.arange(40 * 3.) / 3).reshape(40, 3)
print(t.sum(0).tolist(), t.sum(1)[:5].tolist())
#@@ case float_sum_dim_keepdim
import torch
x = torch.tensor([[0.1, 0.2, 0.3], [0.4, 0.5, 0.6]])
print(x.sum(0, keepdim=True), x.sum(1, keepdim=True), x.mean(-1))
