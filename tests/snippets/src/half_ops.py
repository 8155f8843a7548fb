#@@ case half_and_bfloat16_remainder
import torch
torch.manual_seed(0)
for dt in (torch.float16, torch.bfloat16):
    a = (torch.randn(400) * 50).to(dt)
    b = (torch.randn(400) * 7).to(dt)
    b[::37] = 0
    print(dt, (a % b).tolist()[:60])
    print(torch.remainder(a, b).float().sum().item(), ((a % b) != (a % b)).sum().item())
    print((a % 3).tolist()[:40], (a % -2.5).tolist()[:40], (a % 0.1).tolist()[:40])
    print(torch.remainder(a, 1e-3).tolist()[:20], (a.float() % b).dtype, (a % b.double()).dtype)
    r = a.clone(); r %= b; print(torch.equal(r, a % b) or torch.allclose(r.float(), (a % b).float(), equal_nan=True))

#@@ case half_remainder_prints
import torch
t = torch.arange(6, dtype=torch.float16)
print(t % 4, torch.remainder(t, -4), t.bfloat16() % 2.5)

#@@ case half_floor_divide_by_number
import torch
x = torch.tensor([[0, 7.5, 4, -7, -9, 5, -4, 6], [1e4, -3e4, 0.1, -0.1, 65504, -65504, 3.3, 1]], dtype=torch.float16)
y = x.clone()
y //= 3
print(y)
print(torch.floor_divide(x, 2.5), x // float('inf'), x // -0.0)
print(x.div(-0.3, rounding_mode='floor'), torch.div(x.t(), 7, rounding_mode='floor'))
b = x.to(torch.bfloat16)[:, ::2]
print(b // 3, (b // 0.1).dtype, b // 2**40, b // True)
z = b.clone()
z.floor_divide_(-2)
print(z.tolist())
