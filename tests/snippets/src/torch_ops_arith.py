#@@ case int_plus_float_tensor
import torch
x = torch.arange(6).reshape(2, 3)
f = torch.ones(3)
y = x + f
print(y, y.dtype, y.stride())
#@@ case float_plus_double
import torch
a = torch.tensor([0.1, 0.2])
b = torch.tensor([0.1, 0.2], dtype=torch.float64)
print((a + b).dtype, (a + b).tolist())
print((b * a).tolist())
#@@ case int32_plus_int64
import torch
a = torch.tensor([1, 2], dtype=torch.int32)
b = torch.tensor([2 ** 40, 3])
print(a + b, (a + b).dtype)
#@@ case uint8_plus_int8
import torch
a = torch.tensor([200, 100], dtype=torch.uint8)
b = torch.tensor([-1, 100], dtype=torch.int8)
print(a + b)
print((a * b).dtype)
#@@ case int8_wraps
import torch
a = torch.tensor([100, -100], dtype=torch.int8)
print(a + a, a * 3, a - 100)
#@@ case uint8_wraps
import torch
a = torch.tensor([250, 3], dtype=torch.uint8)
print(a + 10, a - 5, a * a)
#@@ case bool_plus_int
import torch
b = torch.tensor([True, False])
print(b + 1, b + b, b * 2.5)
print(b + torch.tensor([3, 4], dtype=torch.int16))
#@@ case zero_dim_does_not_promote_category
import torch
x = torch.tensor([1.5, 2.5])
d = torch.tensor(1.0, dtype=torch.float64)
print((x + d).dtype)
i = torch.tensor([1, 2], dtype=torch.int32)
print((i + torch.tensor(5)).dtype, (i + torch.tensor(5.5)).dtype, (i + d).dtype)
#@@ case zero_dim_both
import torch
a = torch.tensor(3)
b = torch.tensor(2.5, dtype=torch.float64)
print(a + b, (a + b).dtype)
#@@ case python_scalar_categories
import torch
h = torch.tensor([1.0, 2.0], dtype=torch.float16)
print((h + 1.5).dtype, (h * 2).dtype)
i8 = torch.tensor([1, 2], dtype=torch.int8)
print((i8 + 1000).dtype, (i8 + 1000), (i8 + 1.5).dtype)
#@@ case true_div_ints
import torch
x = torch.arange(6).reshape(2, 3)
y = torch.tensor([2, 3, 4])
print(x / y)
print((x / y).dtype, (torch.tensor([1], dtype=torch.int8) / torch.tensor([3], dtype=torch.int8)).dtype)
#@@ case div_int_by_double
import torch
x = torch.tensor([1, 2, 3])
d = torch.tensor([3.0, 3.0, 3.0], dtype=torch.float64)
print((x / d).tolist())
#@@ case floordiv_ints
import torch
x = torch.tensor([7, -7, 7, -7])
y = torch.tensor([2, 2, -2, -2])
print(x // y, x // 3, x // -3)
#@@ case floordiv_floats
import torch
x = torch.tensor([7.5, -7.5, 7.5, -7.5, 0.0])
y = torch.tensor([2.0, 2.0, -2.0, -2.0, -3.0])
print(x // y)
print(x // 0.5)
#@@ case floordiv_float_by_zero
import torch
x = torch.tensor([1.0, -1.0, 0.0])
print((x // 0).tolist())
#@@ case floordiv_int_by_zero
import torch
x = torch.tensor([4, 5])
try:
    x // 0
except RuntimeError as e:
    print("RuntimeError", e)
try:
    x // torch.tensor([1, 0])
except RuntimeError as e:
    print("RuntimeError", e)
#@@ case mod_ints
import torch
x = torch.tensor([7, -7, 7, -7])
y = torch.tensor([3, 3, -3, -3])
print(x % y, x % 4, x % -4)
#@@ case mod_floats
import torch
x = torch.tensor([7.5, -7.5, 7.5, -7.5])
y = torch.tensor([2.0, 2.0, -2.0, -2.0])
print(x % y)
print(torch.tensor([5.25, -0.75]) % 0.5)
#@@ case mod_int_by_zero
import torch
try:
    torch.tensor([3]) % 0
except RuntimeError as e:
    print(e)
#@@ case pow_ints
import torch
x = torch.arange(-3, 4)
print(x ** 2, x ** 3, x ** 0)
print(torch.tensor([2, 3], dtype=torch.int8) ** 7)
#@@ case pow_int_tensor_exponent
import torch
x = torch.tensor([2, 3, -1, 1, 5])
e = torch.tensor([3, 2, -3, -5, -1])
print(x ** e)
#@@ case pow_negative_scalar_exponent
import torch
try:
    torch.arange(3) ** -1
except RuntimeError as e:
    print(e)
#@@ case pow_float_special
import torch
x = torch.tensor([0.5, 1.5, 2.0, 3.0, 10.0])
print(x ** 2)
print(x ** 3)
print(x ** 0.5)
print(x ** -1)
print(x ** -0.5)
print(x ** -2)
print(x ** 1, x ** 0)
#@@ case pow_int_by_float
import torch
x = torch.arange(5)
y = x ** 2.0
print(y, y.dtype)
print(x ** 0.5)
#@@ case pow_double
import torch
x = torch.tensor([0.1, 0.2, 3.0], dtype=torch.float64)
print((x ** 2).tolist(), (x ** 3).tolist(), (x ** 0.5).tolist(), (x ** -1).tolist())
#@@ case bool_ops_errors
import torch
b = torch.tensor([True, False])
for f in (lambda: b // b, lambda: b % b, lambda: b ** b, lambda: b - b, lambda: b - 1, lambda: 1 - b):
    try:
        f()
    except RuntimeError as e:
        print(e)
#@@ case bitwise_and_or_xor_bool
import torch
a = torch.tensor([True, True, False, False])
b = torch.tensor([True, False, True, False])
print(a & b, a | b, a ^ b)
print(a & True, a | False)
#@@ case bitwise_ints
import torch
x = torch.arange(8)
print(x & 3, x | 8, x ^ 5)
print(x & torch.tensor([1, 2, 4, 8, 1, 2, 4, 8]))
print(torch.tensor([True, False]) & 1)
#@@ case bitwise_float_error
import torch
f = torch.tensor([1.0])
for g in (lambda: f & f, lambda: f | 1, lambda: f ^ f, lambda: torch.arange(3) & 1.5):
    try:
        g()
    except RuntimeError as e:
        print(e)
#@@ case bitwise_methods
import torch
x = torch.tensor([5, 6, -1])
print(x.bitwise_and(3), x.bitwise_or(8), x.bitwise_xor(x), x.bitwise_not())
print(torch.tensor([True, False]).bitwise_not(), torch.tensor([True, False]).logical_not())
print(torch.tensor([0, 2]).logical_not(), torch.tensor([0.0, 0.5]).logical_not())
#@@ case logical_ops
import torch
a = torch.tensor([0, 1, 2, 0])
b = torch.tensor([0.0, 0.0, 1.0, 2.0])
print(a.logical_and(b), a.logical_or(b), a.logical_xor(b))
print(torch.logical_and(a, b), torch.logical_not(a))
#@@ case mixed_broadcast_layout
import torch
x = torch.arange(6).reshape(2, 3).t()
f = torch.ones(2)
y = x + f
print(y.shape, y.stride(), y.dtype)
print(y)
#@@ case mixed_transposed_both
import torch
a = torch.arange(6).reshape(2, 3).t()
b = torch.ones(2, 3, dtype=torch.float64).t()
y = a * b
print(y.stride(), y.dtype, y)
#@@ case mixed_sub_views
import torch
x = torch.arange(10)
y = torch.arange(10.)
z = x[::2] - y[1::2]
print(z, z.stride(), z._base is None)
#@@ case inplace_float_plus_int_tensor
import torch
x = torch.zeros(3)
x += torch.tensor([1, 2, 3])
print(x)
x.add_(torch.tensor([1, 1, 1], dtype=torch.int8))
print(x)
#@@ case inplace_int_plus_float_tensor_error
import torch
x = torch.arange(3)
try:
    x += torch.tensor([0.5, 0.5, 0.5])
except RuntimeError as e:
    print(e)
try:
    x.mul_(torch.tensor([2.0], dtype=torch.float64))
except RuntimeError as e:
    print(e)
print(x)
#@@ case inplace_float32_plus_float64
import torch
x = torch.tensor([0.1, 0.2])
x += torch.tensor([0.1, 0.2], dtype=torch.float64)
print(x.tolist(), x.dtype)
#@@ case inplace_int32_plus_int64
import torch
x = torch.tensor([1, 2], dtype=torch.int32)
x += torch.tensor([2 ** 33, 5])
print(x)
#@@ case inplace_bool_plus_int_error
import torch
b = torch.tensor([True, False])
try:
    b.add_(torch.tensor([1, 1]))
except RuntimeError as e:
    print(e)
#@@ case inplace_floor_divide_remainder
import torch
x = torch.tensor([7, -7, 9])
x.floor_divide_(2)
print(x)
y = torch.tensor([7.5, -7.5])
y.remainder_(2)
print(y)
z = torch.tensor([2, 3])
z.pow_(3)
print(z)
#@@ case inplace_bitwise
import torch
m = torch.tensor([True, False, True])
m.bitwise_and_(torch.tensor([True, True, False]))
print(m)
m.bitwise_or_(torch.tensor([False, True, False]))
print(m)
#@@ case inplace_broadcast_mismatch
import torch
x = torch.zeros(3)
try:
    x.floor_divide_(torch.ones(2, 3))
except RuntimeError as e:
    print(e)
#@@ case inplace_overlap_new_ops
import torch
x = torch.zeros(3).expand(2, 3)
try:
    x.remainder_(2)
except RuntimeError as e:
    print(e)
#@@ case scalar_left_ops
import torch
x = torch.tensor([1, 2, 3])
print(10 // x, 10 % x, 1.5 + x, 2 - x)
#@@ case rdiv_int
import torch
x = torch.tensor([1, 2, 4])
print(1 / x, (1 / x).dtype)
#@@ case float16_arith
import torch
h = torch.tensor([0.1, 0.2, 1000.0], dtype=torch.float16)
print((h + h).tolist(), (h * 3).tolist(), (h / 3).tolist())
print((h + torch.tensor([0.1, 0.1, 0.1])).dtype)
#@@ case metadata_of_uninit_ok
import torch
e = torch.empty(2, 3, dtype=torch.int32)
y = e + torch.zeros(3)
print(y.shape, y.dtype, y.stride())
#@@ case learner_mix_1
import torch
x = torch.arange(6).reshape(2, 3)
print(torch.cat([x, x], dim=-2).shape, torch.stack((x, x), dim=-3).shape)
#@@ case learner_mix_2
import torch
x = torch.arange(6).reshape(2, 3)
try:
    torch.stack([x, x], -4)
except IndexError as e:
    print(e)
#@@ case learner_mix_3
import torch
x = torch.arange(6.)
print(x.sum(dim=0, keepdim=False), torch.mean(x, 0), torch.sum(x, dim=(0,)))
#@@ case learner_mix_4
import torch
x = torch.arange(4)
print(x.to(torch.float32).to(torch.int64) is x)
print(x.double().float().dtype)
#@@ case learner_mix_5
import torch
x = torch.arange(12).reshape(3, 4)
print(x[x.sum(1) > 10], x[:, x[0] > 1] if False else 0)
#@@ case learner_mix_6
import torch
x = torch.arange(6).reshape(2, 3)
print(x.max(), torch.min(x), x.float().max().item(), x.argmin().item())
#@@ case learner_mix_7
import torch
a = torch.tensor([1, 2, 3])
b = torch.tensor([1.0, 2.5, 3.0])
print(a == b, a < b, torch.eq(a, b).all(), (a == b).sum().item())
#@@ case learner_mix_8
import torch
x = torch.tensor([[1, 2], [3, 4]])
print(x * x.t(), x @ x if False else x.sum(-1))
#@@ case learner_mix_9
import torch
x = torch.arange(5)
y = x.float()
y += 0.5
print(y, x)
x += True
print(x)
#@@ case learner_mix_10
import torch
x = torch.tensor([1, 2, 3], dtype=torch.uint8)
print(x - 5, x * -1, -x if False else 0, x // 2, (x > 1).dtype)
#@@ case learner_mix_11
import torch
x = torch.arange(6.).reshape(2, 3)
print(x.mean(dim=0), x.mean(dim=(0, 1)), x.sum(dim=-1, keepdim=True))
#@@ case learner_mix_12
import torch
x = torch.arange(4)
print(x.type(torch.IntTensor) if False else x.type(torch.int32))
print(x.to(torch.device('cpu')) if False else x.cpu().dtype)
#@@ case learner_mix_13
import torch
x = torch.ones(2, 3)
print(torch.ones_like(x).sum(), torch.zeros_like(x, dtype=torch.int64).dtype, x.clone().sum(0))
#@@ case learner_mix_14
import torch
x = torch.arange(10)
print(x[x % 3 == 0], (x % 3 == 0).nonzero() if False else (x % 3 == 0).sum())
#@@ case learner_mix_15
import torch
t = torch.tensor([[1., 2.], [3., 4.]])
print(t / t.sum(), t / t.sum(0), t / t.sum(1, keepdim=True))

#@@ case half_and_bfloat16_round_python_numbers_first
import torch
for dt in [torch.float16, torch.bfloat16]:
    x = torch.tensor([0.0, 3.0, -2.5, 0.3333, 4940.6], dtype=dt)
    print((x * 1e9).tolist())
    print((x / 0.001).tolist(), (x / 3).tolist())
    print((x + 0.1).tolist(), (x - 1e-4).tolist(), (x * 70000).tolist())
    print((0.001 / x).tolist(), (7.3 - x).tolist(), (1e-3 * x).tolist())
    print(x.mul(0.001).tolist(), x.div(1e9).tolist(), torch.mul(x, 2.2).tolist())

#@@ case half_and_bfloat16_in_place_with_python_numbers
import torch
for dt in [torch.float16, torch.bfloat16]:
    x = torch.tensor([0.0425, -10.9855, 0.0396, 3.3232, 47850.1243], dtype=dt)
    x *= 0.001
    print(x.tolist())
    x /= -8.34
    print(x.tolist())
    x += 61065
    print(x.tolist())
    x.sub_(-3.709)
    print(x.tolist())
    x.mul_(1e9)
    print(x)

#@@ case sub_of_bool_checked_before_overlap
import torch
def t(f):
    try:
        f()
    except RuntimeError as e:
        print(e)
b = torch.full((1,), True, dtype=torch.bool)
z = b.expand(3)
t(lambda: z.sub_(1))
t(lambda: z.sub_(1.5))
t(lambda: z.sub_(torch.ones(3)))
t(lambda: z.sub_(True))
t(lambda: b.sub_(torch.ones(1, dtype=torch.int64)))
t(lambda: b.sub_(2))
