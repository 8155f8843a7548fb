#@@ case half_scalar_operands
import torch
x = torch.tensor([0.1853, -26008.9667, 0.0251, 21119.906, -4.8129], dtype=torch.float16)
s = 7.3
print(0, (torch.div(x, s)).tolist())
x = torch.tensor([-0.2057, -0.5362, 7360.9061, 0.0483, -0.0068], dtype=torch.bfloat16)
s = 61065
print(1, (x * s).tolist())
x = torch.tensor([-545.0182, 4282.5897, -21007.3192, 0.9282, 0.0758], dtype=torch.bfloat16)
s = 0.1
print(2, (x + s).tolist())
x = torch.tensor([-5660.2612, 55.7945, -1577.0297, 1480.4547, 168.5036], dtype=torch.bfloat16)
s = 1e-09
print(3, (x * s).tolist())
x = torch.tensor([0.982, 397.2317, 0.0929, 4.2763, 26.5952], dtype=torch.bfloat16)
s = 61065
print(4, (s / x).tolist())
x = torch.tensor([-3599.7155, -0.0823, -0.1791, -9597.4929, 0.0538], dtype=torch.float16)
s = 0.1
print(5, (s * x).tolist())
x = torch.tensor([436.881, 10.1703, 0.0001, -0.0381, -0.0078], dtype=torch.bfloat16)
s = 7.3
print(6, (x.clone().add_(s)).tolist())
x = torch.tensor([0.2209, 379.4661, -0.3723, 7933.1928, -2464.9756], dtype=torch.bfloat16)
s = 1e-09
print(7, (x.sub(s)).tolist())
x = torch.tensor([24.0252, -1.3762, 8728.7181, 95.5595, 0.001], dtype=torch.float16)
s = 0.0011
print(8, (torch.mul(x, s)).tolist())
x = torch.tensor([-0.247, -879.839, -67.4991, 21.7728, 0.0048], dtype=torch.float16)
s = 1000000000.0
print(9, (s * x).tolist())
x = torch.tensor([92.6611, 25.5939, 185.3438, -0.6452, -374.6587], dtype=torch.float16)
s = 1000000000.0
print(10, (x.mul(s)).tolist())
x = torch.tensor([0.0575, 0.0054, 0.9427, -3.7997, 30.7447], dtype=torch.bfloat16)
s = 7.3
print(11, (torch.mul(x, s)).tolist())
x = torch.tensor([0.0356, -796.3166, 8.983, -0.1231, -8.401], dtype=torch.float16)
s = 1000000000.0
print(12, (x.clone().sub_(s)).tolist())
x = torch.tensor([-0.055, -9.3218, -0.3697, 727.4552, 0.0614], dtype=torch.bfloat16)
s = 1000000000.0
print(13, (x.clone().mul_(s)).tolist())
x = torch.tensor([-15.7455, -705.5841, -4192.0249, -9289.1148, -0.0069], dtype=torch.float16)
s = 3
print(14, (x.add(s)).tolist())
x = torch.tensor([1.1774, -93536.3699, 67.3397, 0.8772, 72.3062], dtype=torch.bfloat16)
s = 0.0001
print(15, (s - x).tolist())
x = torch.tensor([-9.2971, 7931.3433, 0.0015, -0.0038, -65.6357], dtype=torch.float16)
s = 7.3
print(16, (x * s).tolist())
x = torch.tensor([-0.0894, -31.7295, 94398.0781, 0.0062, -2.9632], dtype=torch.bfloat16)
s = 0.0001
print(17, (x.sub(s)).tolist())
x = torch.tensor([-65.7395, 0.8435, 0.0065, -249.9731, -90.0136], dtype=torch.float16)
s = 7.3
print(18, (x.mul(s)).tolist())
x = torch.tensor([-898.0543, 0.0055, 0.714, -0.0091, -0.0086], dtype=torch.bfloat16)
s = 255.9
print(19, (x / s).tolist())
x = torch.tensor([-368.2075, -8564.4972, 29.3827, -2.7833, 9760.4551], dtype=torch.bfloat16)
s = 0.0001
print(20, (x + s).tolist())
x = torch.tensor([4320.8564, 0.5906, -91407.6889, 2088.6974, 0.0027], dtype=torch.float16)
s = 1000000000.0
print(21, (x.clone().add_(s)).tolist())
x = torch.tensor([-25515.9711, 520.0872, -1589.722, -0.7832, -56.2702], dtype=torch.float16)
s = 255.9
print(22, (x / s).tolist())
x = torch.tensor([-0.5511, 759.3386, -25.1529, -0.0757, 8781.2394], dtype=torch.bfloat16)
s = 1e-09
print(23, (s / x).tolist())
x = torch.tensor([0.0128, 0.0062, -0.529, 0.0055, 0.0054], dtype=torch.bfloat16)
s = 1e-09
print(24, (x.clone().div_(s)).tolist())
x = torch.tensor([638.8929, 0.0683, -0.0949, 34.707, 0.0158], dtype=torch.float16)
s = 0.1
print(25, (x.add(s)).tolist())
x = torch.tensor([-0.0787, 0.0087, 0.1002, 6.5612, 9.967], dtype=torch.float16)
s = 3
print(26, (x.clone().div_(s)).tolist())
x = torch.tensor([-2650.573, 8775.2957, 9326.2874, 6.1922, 0.6872], dtype=torch.bfloat16)
s = 0.0011
print(27, (x.add(s)).tolist())
x = torch.tensor([-6876.5076, 0.7948, -67483.3252, 49630.9615, 0.1729], dtype=torch.bfloat16)
s = 0.001
print(28, (x.mul(s)).tolist())
x = torch.tensor([-706.8896, 86.9578, 3427.7005, 19.045, 77.8818], dtype=torch.float16)
s = 0.1
print(29, (x.mul(s)).tolist())
x = torch.tensor([6.0819, -655.5045, -52234.9323, 0.5484, -16316.6151], dtype=torch.bfloat16)
s = 255.9
print(30, (x - s).tolist())
x = torch.tensor([0.0016, -0.0037, 7132.9789, 0.0057, -0.6521], dtype=torch.bfloat16)
s = 7.3
print(31, (x / s).tolist())
x = torch.tensor([7.0776, 78.0345, -0.0073, 79.952, -0.0066], dtype=torch.float16)
s = 0.3
print(32, (s + x).tolist())
x = torch.tensor([-0.0818, -76.4065, 66.7858, -92774.8943, 160.6001], dtype=torch.bfloat16)
s = 0.1
print(33, (x * s).tolist())
x = torch.tensor([-3370.6076, -0.282, 28860.6995, -218.16, -76.1647], dtype=torch.bfloat16)
s = 0.0001
print(34, (x.clone().add_(s)).tolist())
x = torch.tensor([-12.3162, -806.1887, 356.8567, 51.4647, 32.5803], dtype=torch.float16)
s = 0.0001
print(35, (torch.mul(x, s)).tolist())
x = torch.tensor([333.7647, -88.0954, 0.3571, 0.2917, -64179.1159], dtype=torch.float16)
s = 0.0001
print(36, (s / x).tolist())
x = torch.tensor([8416.2097, 0.1098, -8.4592, 0.0564, -0.7852], dtype=torch.float16)
s = -2.7
print(37, (x.sub(s)).tolist())
x = torch.tensor([-28.1555, -0.0046, 0.0075, -4.2602, -505.6074], dtype=torch.bfloat16)
s = 0.3
print(38, (x.clone().div_(s)).tolist())
x = torch.tensor([0.0083, -0.0294, -0.0697, 0.0363, -6.3031], dtype=torch.bfloat16)
s = 1000000000.0
print(39, (x.clone().add_(s)).tolist())
x = torch.tensor([0.6315, 0.1838, 7.1904, 0.0894, 1.3674], dtype=torch.bfloat16)
s = 61065
print(40, (x.clone().mul_(s)).tolist())
x = torch.tensor([-93982.509, 7824.0023, -36.8105, 26.7284, 79140.4051], dtype=torch.bfloat16)
s = 0.1
print(41, (x - s).tolist())
x = torch.tensor([-7.8503, -1625.4914, -6.0219, -92587.5473, -77.6853], dtype=torch.float16)
s = 1e-09
print(42, (x + s).tolist())
x = torch.tensor([-0.0066, 0.0025, -9.4897, 1190.7787, 77.7601], dtype=torch.float16)
s = 0.3
print(43, (torch.mul(x, s)).tolist())
x = torch.tensor([0.3893, -0.0084, 431.9042, 9.9571, 8.6348], dtype=torch.bfloat16)
s = 0.0011
print(44, (s - x).tolist())
x = torch.tensor([-0.0037, -1.8305, 4116.7145, -0.0006, 748.7139], dtype=torch.bfloat16)
s = 7.3
print(45, (torch.div(x, s)).tolist())
x = torch.tensor([-95326.1354, 5141.9751, -12325.5295, 79.8823, -266.1345], dtype=torch.bfloat16)
s = 3
print(46, (x.add(s)).tolist())
x = torch.tensor([1.9295, 9.3945, -482.6533, -71304.5659, 0.0676], dtype=torch.bfloat16)
s = 7.3
print(47, (x * s).tolist())
x = torch.tensor([0.1691, 0.2734, -0.7799, -0.1145, -0.0088], dtype=torch.float16)
s = 0.0011
print(48, (x.clone().sub_(s)).tolist())
x = torch.tensor([-0.0018, -0.0052, -0.0021, 8.1791, -5168.7446], dtype=torch.bfloat16)
s = 3
print(49, (x - s).tolist())
x = torch.tensor([-0.0334, -0.0307, 18.8829, -44982.2322, 57.853], dtype=torch.float16)
s = 3
print(50, (s - x).tolist())
x = torch.tensor([-939.7735, 258.2079, -0.0037, 0.0365, 0.0018], dtype=torch.bfloat16)
s = 0.0001
print(51, (x * s).tolist())
x = torch.tensor([-0.0096, -0.3631, 308.6235, -59862.2964, -32003.3792], dtype=torch.float16)
s = 0.3
print(52, (s * x).tolist())
x = torch.tensor([-3905.5397, -82.4441, -6317.7884, -7706.5266, 945.2615], dtype=torch.bfloat16)
s = 0.001
print(53, (x.clone().div_(s)).tolist())
x = torch.tensor([847.0062, 60338.164, -54119.0364, -0.3097, 141.0053], dtype=torch.bfloat16)
s = 3
print(54, (s * x).tolist())
x = torch.tensor([-0.0066, 0.0646, 0.0517, -0.0036, 0.0076], dtype=torch.float16)
s = 3
print(55, (x.clone().sub_(s)).tolist())
x = torch.tensor([0.0099, -8558.8638, 0.0574, -32.3059, -0.078], dtype=torch.bfloat16)
s = 1e-09
print(56, (x - s).tolist())
x = torch.tensor([0.3764, 0.8709, 0.0017, -77.5782, 9.345], dtype=torch.float16)
s = -2.7
print(57, (x.add(s)).tolist())
x = torch.tensor([9.8834, 5.7728, -0.0065, -0.0917, 0.0196], dtype=torch.bfloat16)
s = 7.3
print(58, (x.mul(s)).tolist())
x = torch.tensor([-7818.9752, -0.0554, 283.6109, -19428.0183, 55.5621], dtype=torch.float16)
s = 1000000000.0
print(59, (x.clone().sub_(s)).tolist())

#@@ case half_kernels_unary
import torch
f = torch.tensor([-2.5, -1.5, -0.5, -0.0, 0.0, 0.5, 1.5, 2.5, 3.7, float("nan"), float("inf"), -float("inf")])
for dt in [torch.half, torch.bfloat16, torch.bool]:
    for n in ["floor", "ceil", "trunc", "round", "relu", "fix", "frac"]:
        try:
            print(dt, n, getattr(f.to(dt), n)().tolist())
        except RuntimeError as e:
            print(dt, n, e)

#@@ case half_kernels_cumulative
import torch
for dt in [torch.half, torch.bfloat16]:
    x = torch.tensor([[1.1, 2.7, -3.3, 0.25, 7.9], [100., 0.01, 3.3, 1e3, 9.]], dtype=dt)
    print(x.cumsum(1).tolist(), x.cumprod(1).tolist(), x.cumsum(0).tolist(), x.t().cumprod(0).tolist())
    print(torch.arange(40, dtype=dt).cumsum(0).tolist())
print(torch.tensor(300).cumsum(0, dtype=torch.uint8), torch.tensor(2.5).cumprod(0, dtype=torch.int32), torch.tensor(-1).cumsum(0, dtype=torch.uint8))
print(torch.arange(5.).cumsum(0, dtype=torch.half), torch.arange(5).cumprod(0, dtype=torch.half))

#@@ case half_kernels_sort_unique_topk
import torch
x = torch.tensor([[2.5, 1.25, -0.5, 0.0, 7.3, 1.5], [3., 4., 1., 9., -1., 2.]], dtype=torch.half)
print(x[0].unique(), x[0].unique(return_inverse=True, return_counts=True))
print(x.topk(2), x.topk(2, dim=0, largest=False), x.kthvalue(2), x[:, :3].topk(1, sorted=False))
print(x.sort(), x.argsort(dim=1, descending=True))

#@@ case half_kernels_matmul
import torch
for dt in [torch.half, torch.bfloat16]:
    a = torch.arange(6, dtype=dt).reshape(2, 3)
    b = torch.arange(6, dtype=dt).reshape(3, 2) - 2
    print(a @ b, a @ b[:, 0], torch.dot(a[0], a[1]), torch.bmm(a[None], b[None]), torch.mv(a, b[:, 1]), torch.ones(2, 3, dtype=dt) @ torch.ones(3, 2, dtype=dt))
    print(torch.zeros(2, dtype=dt) @ torch.zeros(2, dtype=dt), torch.ones(4, 2, 3, dtype=dt) @ torch.ones(3, dtype=dt))

#@@ case half_kernels_prod
import torch
for dt in [torch.half, torch.bfloat16]:
    x = torch.tensor([1.5, 2.0, -3.0, 0.25], dtype=dt)
    print(x.prod(), x.reshape(2, 2).prod(0), x.reshape(2, 2).prod(1, keepdim=True), x.prod(dtype=torch.float32), torch.tensor([], dtype=dt).prod())

#@@ case linspace_values_in_the_last_bits
import torch
for s, e, n in [(-25.6, -24.0, 38), (0, 1, 100), (68.1, 29.8, 9), (-3.0, 97.25, 33), (1e-3, 7.77, 64), (-50.5, 50.5, 17)]:
    print(torch.linspace(s, e, n).tolist())
    print(torch.linspace(s, e, n, dtype=torch.float64).tolist())
