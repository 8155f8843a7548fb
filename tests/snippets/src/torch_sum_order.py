#@@ case arange_over7_whole_and_mean
import torch
f = torch.arange(1000, dtype=torch.float32) / 7
print(f.sum(), f.mean(), f.sum().item(), f.mean().item())
print(f[:7].sum().item(), f[:9].sum().item(), f[:31].sum().item(), f[:33].sum().item())
#@@ case arange_2d_dims_and_transpose
import torch
g = torch.arange(1000.).view(10, 100) / 3
print(g.sum(0)[:6].tolist(), g.sum(0)[-4:].tolist())
print(g.sum(1).tolist())
print(g.t().sum().item(), g.sum().item(), g.mean(1).tolist())
print(g.t().sum(0).tolist(), g.t().sum(1)[:5].tolist())
#@@ case double_arange_dims
import torch
g = torch.arange(2400, dtype=torch.float64).view(20, 30, 4) / 7
print(g.sum().item(), g.mean().item())
print(g.sum(0)[3].tolist(), g.sum(1)[5].tolist(), g.sum(2)[7].tolist())
print(g.sum((0, 2)).tolist()[:5], g.sum((1, 2), keepdim=True).shape, g.sum((1, 2), keepdim=True)[:4, 0, 0].tolist())
print(g.permute(2, 0, 1).sum(1)[1, :6].tolist(), g.mean(1)[2].tolist())
#@@ case randn_contiguous_each_dim
import torch
torch.manual_seed(0)
x = torch.randn(17, 33, 9)
print(x.sum().item(), x.mean().item())
print(x.sum(0)[4].tolist())
print(x.sum(1)[2].tolist())
print(x.sum(2)[3].tolist())
print(x.sum((0, 1)).tolist(), x.sum((0, 2))[:8].tolist(), x.sum((1, 2))[:8].tolist())
print(x.mean(2, keepdim=True)[5, :4, 0].tolist())
#@@ case randn_transposed
import torch
torch.manual_seed(1)
x = torch.randn(65, 31).t()
print(x.sum().item(), x.mean().item(), x.sum(0)[:10].tolist(), x.sum(1)[:10].tolist())
print(x.mean(0)[-5:].tolist(), x.mean(1)[-5:].tolist())
#@@ case randn_sliced
import torch
torch.manual_seed(2)
y = torch.randn(40, 50)
x = y[3:37, 5:44]
print(x.sum().item(), x.sum(0)[:6].tolist(), x.sum(1)[:6].tolist())
z = y[::3, 1::2]
print(z.sum().item(), z.sum(0)[:6].tolist(), z.sum(1)[:6].tolist(), z.mean().item())
w = y[:, 7]
print(w.sum().item(), y[11].sum().item(), y[:, :3].sum(1)[:5].tolist())
#@@ case randn_permuted_3d
import torch
torch.manual_seed(3)
y = torch.randn(6, 35, 20)
for p in ((0, 2, 1), (1, 0, 2), (2, 1, 0), (1, 2, 0)):
    x = y.permute(*p)
    print(p, x.sum().item(), x.sum(0).flatten()[:3].tolist(), x.sum(1).flatten()[:3].tolist(), x.sum(2).flatten()[:3].tolist())
    print(x.sum((0, 1))[:3].tolist(), x.sum((1, 2))[:3].tolist(), x.sum((0, 2))[:3].tolist())
#@@ case chunk_boundaries_1d
import torch
torch.manual_seed(4)
x = torch.randn(30000)
for n in (7, 8, 15, 16, 31, 32, 33, 63, 64, 65, 127, 128, 129, 255, 256, 257, 1023, 1024, 1025, 4095, 4096, 4097, 30000):
    print(n, x[:n].sum().item(), x[:n].double().sum().item(), x[:n:2].sum().item())
#@@ case chunk_boundaries_rows
import torch
torch.manual_seed(5)
for r, c in ((16, 64), (64, 16), (17, 65), (65, 17), (256, 32), (33, 257), (300, 9), (9, 300)):
    x = torch.randn(r, c)
    print(r, c, x.sum(0)[:4].tolist(), x.sum(1)[:4].tolist(), x.sum().item())
    print(x.t().sum(0)[:3].tolist(), x.t().sum(1)[:3].tolist())
#@@ case outer_columns_groups
import torch
torch.manual_seed(6)
x = torch.randn(50, 45)
print(x.sum(0).tolist())
x = torch.randn(19, 12, dtype=torch.float64)
print(x.sum(0).tolist())
print(x[:, 1:].sum(0).tolist())
#@@ case keepdim_and_mean_dims
import torch
torch.manual_seed(7)
x = torch.randn(5, 40, 12)
print(x.sum(1, keepdim=True).shape, x.sum(1, keepdim=True)[2, 0, :4].tolist())
print(x.mean((0, 2), keepdim=True).flatten()[:5].tolist())
print(torch.sum(x, 2)[1, :5].tolist(), torch.mean(x, dim=0)[3, :5].tolist())
print(torch.sum(x).item(), torch.mean(x).item(), x.sum(-1)[0, :3].tolist())
#@@ case size_one_dims
import torch
torch.manual_seed(8)
x = torch.randn(1, 300, 1, 7)
print(x.sum().item(), x.sum(1).flatten().tolist(), x.sum(3)[0, :5, 0].tolist(), x.sum((0, 2))[:2].tolist())
print(x.squeeze().t().sum(1).tolist())
#@@ case half_sums
import torch
torch.manual_seed(9)
x = torch.randn(40, 70).half()
print(x.sum().item(), x.sum(0)[:8].tolist(), x.sum(1)[:8].tolist())
print(x.t().sum().item(), x[:, 3:50].sum().item(), x[::2].sum(1)[:5].tolist())
print(x.mean().item(), x.mean(0)[:5].tolist(), x.mean(1)[:5].tolist())
y = x.view(8, 5, 70).permute(2, 0, 1)
print(y.sum(1)[:3].tolist(), y.sum((0, 2)).tolist(), y.mean(2)[0].tolist())
#@@ case bfloat16_sums
import torch
torch.manual_seed(10)
x = torch.randn(33, 48).bfloat16()
print(x.sum().item(), x.sum(0)[:8].tolist(), x.sum(1)[:8].tolist())
print(x.t().sum().item(), x[:, 3:40].sum().item(), x[::2].sum(1)[:5].tolist())
print(x.mean().item(), x.mean(0)[:5].tolist(), x.mean(1)[:5].tolist())
z = (torch.arange(3000.) / 7).bfloat16()
print(z.sum().item(), z.mean().item(), z.view(30, 100).sum(0)[:5].tolist(), z.view(30, 100).mean(1)[:5].tolist())
#@@ case half_arange_mean
import torch
z = (torch.arange(3000.) / 7).half()
print(z.sum().item(), z.mean().item(), z[:2049].mean().item(), z.view(3, 1000).mean(1).tolist())
print(z.view(30, 100).sum(0)[:5].tolist(), z.view(30, 100).t().sum(0)[:5].tolist())
#@@ case float_printing
import torch
torch.manual_seed(11)
x = torch.randn(12, 30)
print(x.sum(), x.mean())
print(x.sum(1))
print(x.double().mean(0))
#@@ case large_whole_sum
import torch
f = torch.arange(100000, dtype=torch.float32) / 7
print(f.sum(), f.mean())
#@@ case half_bfloat16_sliced_3d
import torch
torch.manual_seed(12)
for dt in (torch.float16, torch.bfloat16):
    y = torch.randn(9, 16, 40).to(dt)
    x = y[:8, 1:15, 3:37]
    print(dt, x.sum().item(), x.sum((0, 1))[:6].tolist(), x.sum((0, 2)).tolist(), x.sum((1, 2)).tolist())
    print(x.sum(2)[1, :6].tolist(), x.mean().item(), x.mean((0, 2))[:4].tolist(), x.permute(2, 0, 1).sum((1, 2))[:4].tolist())
    print(y[:, :, 7].sum().item(), y[2, :, 5:9].sum(0).tolist(), (y * 1000)[:, 2:5].sum().item())
#@@ case random_layouts_and_dims
import torch
torch.manual_seed(21)
dts = [torch.float32, torch.float64, torch.float16, torch.bfloat16]
sizes = [1, 2, 3, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 64, 65, 129]
for t in range(60):
    r = torch.randint(0, 1000, (12,)).tolist()
    dt = dts[r[0] % 4]
    nd = 1 + r[1] % 3
    shape = [sizes[r[2 + d] % len(sizes)] for d in range(nd)]
    n = 1
    for v in shape:
        n *= v + 2
    while n > 30000:
        n = n // (shape[0] + 2) * (shape[0] // 2 + 2)
        shape[0] //= 2
    x = torch.randn([s + 2 for s in shape]).to(dt)
    if r[5] % 2:
        x = x[tuple(slice(1, s + 1) for s in shape)]
    if nd > 1 and r[6] % 3:
        x = x.permute(*torch.randperm(nd).tolist())
    dims = tuple(d for d in range(nd) if (r[7] >> d) & 1) or (r[8] % nd,)
    s = x.sum(dims)
    print(t, dt, tuple(x.shape), x.stride(), dims, s.flatten()[:4].tolist(), x.mean(dims).flatten()[-2:].tolist())
#@@ case half_mean_of_exact_sum_count_rounds
import torch
z = torch.zeros(2049, dtype=torch.float16)
z[:3] = 0.5
b = torch.zeros(257, dtype=torch.bfloat16)
b[:3] = 0.5
print(z.mean().item(), b.mean().item(), z.view(1, 2049).mean(1).tolist(), b.mean(0).item())
