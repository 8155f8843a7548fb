#@@ case unique_00
import torch
print(torch.unique(torch.tensor([3, 1, 3, 2])))

#@@ case unique_01
import torch
print(torch.unique(torch.tensor([3, 1, 3, 2]), return_counts=True))

#@@ case unique_02
import torch
print(torch.unique(torch.tensor([[3, 1], [3, 2]]), return_inverse=True))

#@@ case unique_03
import torch
print(torch.unique(torch.tensor([[3, 1], [3, 2]]), return_inverse=True, return_counts=True))

#@@ case unique_04
import torch
r = torch.tensor([[3, 1], [3, 2]]).t().unique(return_inverse=True); print(r, r[1].stride())

#@@ case unique_05
import torch
print(torch.tensor([0.0, -0.0, 1.0]).unique(), torch.tensor([-0.0, 0.0, 1.0]).unique())

#@@ case unique_06
import torch
print(torch.tensor([True, False, True]).unique(return_counts=True))

#@@ case unique_07
import torch
print(torch.tensor([]).unique(return_inverse=True, return_counts=True))

#@@ case unique_08
import torch
print(torch.tensor(5).unique(return_inverse=True))

#@@ case unique_09
import torch
print(torch.tensor([2.5, 1.5, 2.5], dtype=torch.float16).unique())

#@@ case unique_10
import torch
print(torch.tensor([2.5, 1.5, 2.5], dtype=torch.bfloat16).unique(return_counts=True))

#@@ case unique_11
import torch
print(torch.tensor([3, 1, 3]).unique(True, True), torch.unique(torch.tensor([3, 1, 3]), True, True, True))

#@@ case unique_12
import torch
print(torch.tensor([3, 1, 3], dtype=torch.int8).unique(return_counts=True))

#@@ case unique_13
import torch
x = torch.arange(24).reshape(2, 3, 4) % 5; u, inv, c = x.permute(2, 0, 1).unique(return_inverse=True, return_counts=True); print(u, inv, c, inv.stride())

#@@ case unique_14
import torch
print(torch.tensor([0.1, 0.2, 0.1, -1e30, 1e30]).unique(sorted=True, return_inverse=False, return_counts=True, dim=None))

#@@ case unique_15
import torch
vals, counts = torch.unique(torch.tensor([5, 5, 7]), return_counts=True); print(vals.tolist(), counts.tolist())

#@@ case unique_random_00
import torch
x = torch.tensor([3.0, 3.0, -0.0]).reshape([3])
u, inv, c = torch.unique(x.t() if x.dim() == 2 else x, return_inverse=True, return_counts=True)
print(u.tolist(), [str(v) for v in u.tolist()], inv.tolist(), c.tolist())

#@@ case unique_random_01
import torch
x = torch.tensor([3.0, -2.0, 0.001, 3.0, 0.0]).reshape([5])
u, inv, c = torch.unique(x.t() if x.dim() == 2 else x, return_inverse=True, return_counts=True)
print(u.tolist(), [str(v) for v in u.tolist()], inv.tolist(), c.tolist())

#@@ case unique_random_02
import torch
x = torch.tensor([0.0, -2.0, 1.5, 3.0, -0.0, -0.0, 0.001, -2.0, 3.0]).reshape([9])
u, inv, c = torch.unique(x.t() if x.dim() == 2 else x, return_inverse=True, return_counts=True)
print(u.tolist(), [str(v) for v in u.tolist()], inv.tolist(), c.tolist())

#@@ case unique_random_03
import torch
x = torch.tensor([-2.0, -2.0, 0.001, -0.0, -0.0, 0.001, -0.0, 3.0]).reshape([2, 4])
u, inv, c = torch.unique(x.t() if x.dim() == 2 else x, return_inverse=True, return_counts=True)
print(u.tolist(), [str(v) for v in u.tolist()], inv.tolist(), c.tolist())

#@@ case unique_random_04
import torch
x = torch.tensor([0.001, 0.0, 0.001, 0.0, -0.0, 3.0]).reshape([2, 3])
u, inv, c = torch.unique(x.t() if x.dim() == 2 else x, return_inverse=True, return_counts=True)
print(u.tolist(), [str(v) for v in u.tolist()], inv.tolist(), c.tolist())

#@@ case unique_random_05
import torch
x = torch.tensor([]).reshape([0])
u, inv, c = torch.unique(x.t() if x.dim() == 2 else x, return_inverse=True, return_counts=True)
print(u.tolist(), [str(v) for v in u.tolist()], inv.tolist(), c.tolist())
