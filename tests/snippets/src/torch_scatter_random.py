# Random programs for the scatter_ / scatter_add_ of src/lang/torch/tensor_index_write.c (seed
# 21, made by scripts/gen_scatter_cases.py): writes through views with repeated and
# out-of-bounds indices.  Outputs are recorded from torch 1.13 with
# scripts/record_cases.py, never typed.

#@@ case random_00
import torch
b = torch.zeros(3, 4, dtype=torch.float64)
z = b[::2, 1:]
print(z.shape, z.stride())
d = 1
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 2 for k in range(z.dim())]
torch.manual_seed(231)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 1).to(torch.float64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -1
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 1 for k in range(z.dim())]
torch.manual_seed(6664)
ix = torch.randint(0, z.shape[d] + 0, ish)
try:
    r = z.scatter_(d, ix, 2.5)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_01
import torch
b = torch.zeros(4, 2, 4, dtype=torch.int16)
z = b
print(z.shape, z.stride())
d = -3
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(5618)
ix = torch.randint(0, z.shape[d] + 1, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 1).to(torch.int16).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_02
import torch
b = torch.zeros(4, 2, dtype=torch.float64)
z = b.t()
print(z.shape, z.stride())
d = -2
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(6357)
ix = torch.randint(0, z.shape[d] + 0, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 10).to(torch.float64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_03
import torch
b = torch.zeros(3, 3, 3, dtype=torch.float64)
z = b.transpose(0, 2)
print(z.shape, z.stride())
d = -3
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(1148)
ix = torch.randint(0, z.shape[d] + 1, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 1).to(torch.float64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 1
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 2 for k in range(z.dim())]
torch.manual_seed(5705)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * -1).to(torch.float64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_04
import torch
b = torch.zeros(4, 3, 2, dtype=torch.int64)
z = b.permute(2, 0, 1)
print(z.shape, z.stride())
d = -1
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 1 for k in range(z.dim())]
torch.manual_seed(3957)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 10).to(torch.int64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_05
import torch
b = torch.zeros(3, 3, dtype=torch.float64)
z = b[::2, 1:]
print(z.shape, z.stride())
d = -2
ish = [max(1, z.shape[k] - k % 2) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(7916)
ix = torch.randint(0, z.shape[d] + 0, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
try:
    r = z.scatter_(d, ix, 2.5)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_06
import torch
b = torch.zeros(2, 3, 2, dtype=torch.float32)
z = b[:, ::2]
print(z.shape, z.stride())
d = -2
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(2287)
ix = torch.randint(0, z.shape[d] + 1, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 10).to(torch.float32).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_07
import torch
b = torch.zeros(2, 2, 3, dtype=torch.float32)
z = b.transpose(0, 2)
print(z.shape, z.stride())
d = 0
ish = [max(1, z.shape[k] - 1) if k != d % z.dim() else 2 for k in range(z.dim())]
torch.manual_seed(4521)
ix = torch.randint(0, z.shape[d] + 0, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * -1).to(torch.float32).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 2
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 3 for k in range(z.dim())]
torch.manual_seed(4092)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 10).to(torch.float32).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 0
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 2 for k in range(z.dim())]
torch.manual_seed(6503)
ix = torch.randint(0, z.shape[d] + 1, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
try:
    r = z.scatter_(d, ix, True)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_08
import torch
b = torch.zeros(2, 2, dtype=torch.int16)
z = b.t()
print(z.shape, z.stride())
d = 1
ish = [max(1, z.shape[k] - k % 2) if k != d % z.dim() else 2 for k in range(z.dim())]
torch.manual_seed(2974)
ix = torch.randint(0, z.shape[d] + 0, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * -1).to(torch.int16).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -2
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 1 for k in range(z.dim())]
torch.manual_seed(1040)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 10).to(torch.int16).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_09
import torch
b = torch.zeros(3, 4, dtype=torch.int16)
z = b[::2, 1:]
print(z.shape, z.stride())
d = 0
ish = [max(1, z.shape[k] - 1) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(1614)
ix = torch.randint(0, z.shape[d] + 0, ish)
try:
    r = z.scatter_(d, ix, 2.5)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_10
import torch
b = torch.zeros(3, 4, 4, dtype=torch.float32)
z = b
print(z.shape, z.stride())
d = -1
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 3 for k in range(z.dim())]
torch.manual_seed(6885)
ix = torch.randint(0, z.shape[d] + 0, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
try:
    r = z.scatter(d, ix, -1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 0
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(8405)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * -1).to(torch.float32).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -3
ish = [max(1, z.shape[k] - k % 2) if k != d % z.dim() else 1 for k in range(z.dim())]
torch.manual_seed(9656)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * -1).to(torch.float32).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_11
import torch
b = torch.zeros(3, 3, dtype=torch.int16)
z = b[1:]
print(z.shape, z.stride())
d = -2
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(6111)
ix = torch.randint(0, z.shape[d] + 1, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 1).to(torch.int16).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_12
import torch
b = torch.zeros(4, 4, 4, dtype=torch.int16)
z = b.permute(2, 0, 1)
print(z.shape, z.stride())
d = 1
ish = [max(1, z.shape[k] - k % 2) if k != d % z.dim() else 1 for k in range(z.dim())]
torch.manual_seed(3310)
ix = torch.randint(0, z.shape[d] + 1, ish)
try:
    r = z.scatter_(d, ix, 7)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -3
ish = [max(1, z.shape[k] - 1) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(7575)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 1).to(torch.int16).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_13
import torch
b = torch.zeros(2, 4, 3, dtype=torch.int16)
z = b[..., ::2].transpose(1, 2)
print(z.shape, z.stride())
d = -3
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 3 for k in range(z.dim())]
torch.manual_seed(2513)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 10).to(torch.int16).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 2
ish = [max(1, z.shape[k] - 1) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(6433)
ix = torch.randint(0, z.shape[d] + 1, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 10).to(torch.int16).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -2
ish = [max(1, z.shape[k] - k % 2) if k != d % z.dim() else 3 for k in range(z.dim())]
torch.manual_seed(3525)
ix = torch.randint(0, z.shape[d] + 1, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 10).to(torch.int16).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_14
import torch
b = torch.zeros(2, 2, 4, dtype=torch.int64)
z = b[:, ::2]
print(z.shape, z.stride())
d = -2
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 2 for k in range(z.dim())]
torch.manual_seed(5062)
ix = torch.randint(0, z.shape[d] + 1, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
try:
    r = z.scatter_(d, ix, -1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 1
ish = [max(1, z.shape[k] - k % 2) if k != d % z.dim() else 1 for k in range(z.dim())]
torch.manual_seed(6834)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 1).to(torch.int64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 1
ish = [max(1, z.shape[k] - k % 2) if k != d % z.dim() else 1 for k in range(z.dim())]
torch.manual_seed(1196)
ix = torch.randint(0, z.shape[d] + 0, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 10).to(torch.int64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_15
import torch
b = torch.zeros(2, 2, dtype=torch.float64)
z = b.t()[::2]
print(z.shape, z.stride())
d = 1
ish = [max(1, z.shape[k] - 1) if k != d % z.dim() else 2 for k in range(z.dim())]
torch.manual_seed(5785)
ix = torch.randint(0, z.shape[d] + 0, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 10).to(torch.float64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -2
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 2 for k in range(z.dim())]
torch.manual_seed(3109)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * -1).to(torch.float64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 1
ish = [max(1, z.shape[k] - 1) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(1705)
ix = torch.randint(0, z.shape[d] + 1, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
try:
    r = z.scatter_(d, ix, 2.5)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_16
import torch
b = torch.zeros(2, 4, 2, dtype=torch.float64)
z = b
print(z.shape, z.stride())
d = -3
ish = [max(1, z.shape[k] - 1) if k != d % z.dim() else 2 for k in range(z.dim())]
torch.manual_seed(6037)
ix = torch.randint(0, z.shape[d] + 1, ish)
try:
    r = z.scatter_(d, ix, True)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 2
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 2 for k in range(z.dim())]
torch.manual_seed(8736)
ix = torch.randint(0, z.shape[d] + 0, ish)
try:
    r = z.scatter(d, ix, 2.5)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_17
import torch
b = torch.zeros(2, 3, 4, dtype=torch.int16)
z = b
print(z.shape, z.stride())
d = 1
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(2645)
ix = torch.randint(0, z.shape[d] + 0, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 10).to(torch.int16).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 1
ish = [max(1, z.shape[k] - 1) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(5936)
ix = torch.randint(0, z.shape[d] + 0, ish)
try:
    r = z.scatter_(d, ix, 7)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_18
import torch
b = torch.zeros(4, 4, 3, dtype=torch.float32)
z = b
print(z.shape, z.stride())
d = 2
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 1 for k in range(z.dim())]
torch.manual_seed(8724)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 10).to(torch.float32).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -2
ish = [max(1, z.shape[k] - k % 2) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(3125)
ix = torch.randint(0, z.shape[d] + 0, ish)
try:
    r = z.scatter_(d, ix, True)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_19
import torch
b = torch.zeros(2, 3, 3, dtype=torch.int16)
z = b
print(z.shape, z.stride())
d = -1
ish = [max(1, z.shape[k] - k % 2) if k != d % z.dim() else 3 for k in range(z.dim())]
torch.manual_seed(3587)
ix = torch.randint(0, z.shape[d] + 0, ish)
try:
    r = z.scatter_(d, ix, True)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 2
ish = [max(1, z.shape[k] - 1) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(3723)
ix = torch.randint(0, z.shape[d] + 1, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * -1).to(torch.int16).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -1
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(5805)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 10).to(torch.int16).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_20
import torch
b = torch.zeros(4, 4, 4, dtype=torch.int64)
z = b.transpose(0, 2)
print(z.shape, z.stride())
d = 2
ish = [max(1, z.shape[k] - k % 2) if k != d % z.dim() else 1 for k in range(z.dim())]
torch.manual_seed(3256)
ix = torch.randint(0, z.shape[d] + 0, ish)
try:
    r = z.scatter_(d, ix, -1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_21
import torch
b = torch.zeros(2, 4, 2, dtype=torch.float32)
z = b.transpose(0, 2)
print(z.shape, z.stride())
d = 2
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 2 for k in range(z.dim())]
torch.manual_seed(8113)
ix = torch.randint(0, z.shape[d] + 1, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 10).to(torch.float32).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_22
import torch
b = torch.zeros(4, 4, 3, dtype=torch.int64)
z = b.permute(2, 0, 1)
print(z.shape, z.stride())
d = 2
ish = [max(1, z.shape[k] - k % 2) if k != d % z.dim() else 1 for k in range(z.dim())]
torch.manual_seed(9860)
ix = torch.randint(0, z.shape[d] + 1, ish)
try:
    r = z.scatter_(d, ix, 7)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_23
import torch
b = torch.zeros(3, 4, 4, dtype=torch.int16)
z = b[:, ::2]
print(z.shape, z.stride())
d = -1
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 3 for k in range(z.dim())]
torch.manual_seed(7269)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 10).to(torch.int16).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -2
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(9614)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 10).to(torch.int16).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -2
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 1 for k in range(z.dim())]
torch.manual_seed(5356)
ix = torch.randint(0, z.shape[d] + 0, ish)
try:
    r = z.scatter_(d, ix, -1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_24
import torch
b = torch.zeros(2, 2, 2, dtype=torch.int64)
z = b.permute(1, 2, 0)[1:]
print(z.shape, z.stride())
d = -3
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 1 for k in range(z.dim())]
torch.manual_seed(2003)
ix = torch.randint(0, z.shape[d] + 0, ish)
try:
    r = z.scatter_(d, ix, 7)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_25
import torch
b = torch.zeros(2, 2, dtype=torch.float32)
z = b.t()[::2]
print(z.shape, z.stride())
d = 1
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(5212)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * -1).to(torch.float32).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -2
ish = [max(1, z.shape[k] - k % 2) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(1307)
ix = torch.randint(0, z.shape[d] + 1, ish)
try:
    r = z.scatter_(d, ix, True)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -1
ish = [max(1, z.shape[k] - 1) if k != d % z.dim() else 3 for k in range(z.dim())]
torch.manual_seed(8044)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * -1).to(torch.float32).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_26
import torch
b = torch.zeros(2, 2, 3, dtype=torch.int64)
z = b[:, ::2]
print(z.shape, z.stride())
d = -2
ish = [max(1, z.shape[k] - 1) if k != d % z.dim() else 3 for k in range(z.dim())]
torch.manual_seed(4418)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 1).to(torch.int64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 0
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(5960)
ix = torch.randint(0, z.shape[d] + 0, ish)
try:
    r = z.scatter_(d, ix, 2.5)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_27
import torch
b = torch.zeros(3, 2, 2, dtype=torch.float64)
z = b.permute(1, 2, 0)[1:]
print(z.shape, z.stride())
d = -2
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 3 for k in range(z.dim())]
torch.manual_seed(3776)
ix = torch.randint(0, z.shape[d] + 1, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 1).to(torch.float64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_28
import torch
b = torch.zeros(4, 3, 2, dtype=torch.int16)
z = b[..., ::2].transpose(1, 2)
print(z.shape, z.stride())
d = 0
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 3 for k in range(z.dim())]
torch.manual_seed(2388)
ix = torch.randint(0, z.shape[d] + 0, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 10).to(torch.int16).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -3
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 2 for k in range(z.dim())]
torch.manual_seed(4982)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * -1).to(torch.int16).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -3
ish = [max(1, z.shape[k] - 1) if k != d % z.dim() else 3 for k in range(z.dim())]
torch.manual_seed(3777)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 1).to(torch.int16).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_29
import torch
b = torch.zeros(2, 3, 4, dtype=torch.float32)
z = b.permute(2, 0, 1)
print(z.shape, z.stride())
d = -1
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(65)
ix = torch.randint(0, z.shape[d] + 1, ish)
try:
    r = z.scatter_(d, ix, -1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 2
ish = [max(1, z.shape[k] - 1) if k != d % z.dim() else 1 for k in range(z.dim())]
torch.manual_seed(9550)
ix = torch.randint(0, z.shape[d] + 1, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 10).to(torch.float32).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 0
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 3 for k in range(z.dim())]
torch.manual_seed(6705)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * -1).to(torch.float32).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_30
import torch
b = torch.zeros(4, 3, 4, dtype=torch.int16)
z = b.transpose(0, 2)
print(z.shape, z.stride())
d = 2
ish = [max(1, z.shape[k] - 1) if k != d % z.dim() else 2 for k in range(z.dim())]
torch.manual_seed(1501)
ix = torch.randint(0, z.shape[d] + 0, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 1).to(torch.int16).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_31
import torch
b = torch.zeros(3, 2, dtype=torch.float32)
z = b[:, ::2]
print(z.shape, z.stride())
d = -2
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 2 for k in range(z.dim())]
torch.manual_seed(9079)
ix = torch.randint(0, z.shape[d] + 0, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
try:
    r = z.scatter_(d, ix, 2.5)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -1
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 2 for k in range(z.dim())]
torch.manual_seed(5052)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * -1).to(torch.float32).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 1
ish = [max(1, z.shape[k] - 1) if k != d % z.dim() else 1 for k in range(z.dim())]
torch.manual_seed(5262)
ix = torch.randint(0, z.shape[d] + 0, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 1).to(torch.float32).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_32
import torch
b = torch.zeros(4, 3, dtype=torch.float64)
z = b[::2, 1:]
print(z.shape, z.stride())
d = 1
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(1388)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 1).to(torch.float64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -2
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 3 for k in range(z.dim())]
torch.manual_seed(31)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 1).to(torch.float64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 1
ish = [max(1, z.shape[k] - 1) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(8003)
ix = torch.randint(0, z.shape[d] + 0, ish)
try:
    r = z.scatter_(d, ix, 2.5)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_33
import torch
b = torch.zeros(3, 2, dtype=torch.float32)
z = b.t()
print(z.shape, z.stride())
d = 0
ish = [max(1, z.shape[k] - 1) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(1901)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 10).to(torch.float32).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -1
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(4771)
ix = torch.randint(0, z.shape[d] + 0, ish)
try:
    r = z.scatter(d, ix, True)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_34
import torch
b = torch.zeros(2, 4, 4, dtype=torch.int16)
z = b.transpose(0, 2)
print(z.shape, z.stride())
d = 1
ish = [max(1, z.shape[k] - k % 2) if k != d % z.dim() else 2 for k in range(z.dim())]
torch.manual_seed(4327)
ix = torch.randint(0, z.shape[d] + 0, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 1).to(torch.int16).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -2
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 2 for k in range(z.dim())]
torch.manual_seed(7881)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 10).to(torch.int16).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -1
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 1 for k in range(z.dim())]
torch.manual_seed(9226)
ix = torch.randint(0, z.shape[d] + 0, ish)
try:
    r = z.scatter_(d, ix, 7)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_35
import torch
b = torch.zeros(4, 4, dtype=torch.float32)
z = b[::2, 1:]
print(z.shape, z.stride())
d = 1
ish = [max(1, z.shape[k] - 1) if k != d % z.dim() else 2 for k in range(z.dim())]
torch.manual_seed(250)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * -1).to(torch.float32).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 0
ish = [max(1, z.shape[k] - k % 2) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(3784)
ix = torch.randint(0, z.shape[d] + 0, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
try:
    r = z.scatter_(d, ix, 2.5)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_36
import torch
b = torch.zeros(4, 3, 4, dtype=torch.int64)
z = b.transpose(0, 2)
print(z.shape, z.stride())
d = -2
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 1 for k in range(z.dim())]
torch.manual_seed(3711)
ix = torch.randint(0, z.shape[d] + 0, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * -1).to(torch.int64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 2
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 1 for k in range(z.dim())]
torch.manual_seed(7880)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 10).to(torch.int64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 0
ish = [max(1, z.shape[k] - k % 2) if k != d % z.dim() else 3 for k in range(z.dim())]
torch.manual_seed(686)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 1).to(torch.int64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_37
import torch
b = torch.zeros(4, 3, dtype=torch.float64)
z = b.t()
print(z.shape, z.stride())
d = -1
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 1 for k in range(z.dim())]
torch.manual_seed(5517)
ix = torch.randint(0, z.shape[d] + 1, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 10).to(torch.float64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 1
ish = [max(1, z.shape[k] - 1) if k != d % z.dim() else 1 for k in range(z.dim())]
torch.manual_seed(6586)
ix = torch.randint(0, z.shape[d] + 0, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 10).to(torch.float64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_38
import torch
b = torch.zeros(2, 3, 4, dtype=torch.float64)
z = b
print(z.shape, z.stride())
d = 0
ish = [max(1, z.shape[k] - k % 2) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(934)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 1).to(torch.float64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -1
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(9407)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * -1).to(torch.float64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_39
import torch
b = torch.zeros(4, 3, dtype=torch.float64)
z = b[:, ::2]
print(z.shape, z.stride())
d = 0
ish = [max(1, z.shape[k] - 1) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(1477)
ix = torch.randint(0, z.shape[d] + 1, ish)
try:
    r = z.scatter_(d, ix, -1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_40
import torch
b = torch.zeros(4, 3, 3, dtype=torch.float64)
z = b.transpose(0, 2)
print(z.shape, z.stride())
d = -3
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 2 for k in range(z.dim())]
torch.manual_seed(1264)
ix = torch.randint(0, z.shape[d] + 0, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 10).to(torch.float64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 1
ish = [max(1, z.shape[k] - k % 2) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(8457)
ix = torch.randint(0, z.shape[d] + 1, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 1).to(torch.float64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_41
import torch
b = torch.zeros(4, 3, dtype=torch.float64)
z = b.t()
print(z.shape, z.stride())
d = -1
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 2 for k in range(z.dim())]
torch.manual_seed(3320)
ix = torch.randint(0, z.shape[d] + 0, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 10).to(torch.float64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -2
ish = [max(1, z.shape[k] - k % 2) if k != d % z.dim() else 3 for k in range(z.dim())]
torch.manual_seed(9544)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 1).to(torch.float64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_42
import torch
b = torch.zeros(3, 3, dtype=torch.float64)
z = b[:, ::2]
print(z.shape, z.stride())
d = 0
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 1 for k in range(z.dim())]
torch.manual_seed(2095)
ix = torch.randint(0, z.shape[d] + 0, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 10).to(torch.float64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_43
import torch
b = torch.zeros(3, 4, 3, dtype=torch.int64)
z = b.permute(1, 2, 0)[1:]
print(z.shape, z.stride())
d = -1
ish = [max(1, z.shape[k] - 1) if k != d % z.dim() else 3 for k in range(z.dim())]
torch.manual_seed(685)
ix = torch.randint(0, z.shape[d] + 1, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 10).to(torch.int64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -1
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(3688)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * -1).to(torch.int64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_44
import torch
b = torch.zeros(4, 4, 2, dtype=torch.int16)
z = b[:, ::2]
print(z.shape, z.stride())
d = -1
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(5573)
ix = torch.randint(0, z.shape[d] + 0, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 1).to(torch.int16).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 0
ish = [max(1, z.shape[k] - k % 2) if k != d % z.dim() else 2 for k in range(z.dim())]
torch.manual_seed(246)
ix = torch.randint(0, z.shape[d] + 1, ish)
try:
    r = z.scatter_(d, ix, -1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_45
import torch
b = torch.zeros(2, 3, dtype=torch.int64)
z = b.t()
print(z.shape, z.stride())
d = 1
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 2 for k in range(z.dim())]
torch.manual_seed(7913)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 1).to(torch.int64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 0
ish = [max(1, z.shape[k] - k % 2) if k != d % z.dim() else 3 for k in range(z.dim())]
torch.manual_seed(6320)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 10).to(torch.int64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 0
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 3 for k in range(z.dim())]
torch.manual_seed(4238)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * -1).to(torch.int64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_46
import torch
b = torch.zeros(4, 4, dtype=torch.int16)
z = b[:, ::2]
print(z.shape, z.stride())
d = -2
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(6942)
ix = torch.randint(0, z.shape[d] + 1, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 10).to(torch.int16).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_47
import torch
b = torch.zeros(4, 3, dtype=torch.float64)
z = b[::2, 1:]
print(z.shape, z.stride())
d = -2
ish = [max(1, z.shape[k] - 1) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(9151)
ix = torch.randint(0, z.shape[d] + 1, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * -1).to(torch.float64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 0
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 3 for k in range(z.dim())]
torch.manual_seed(7711)
ix = torch.randint(0, z.shape[d] + 0, ish)
try:
    r = z.scatter(d, ix, 2.5)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 0
ish = [max(1, z.shape[k] - k % 2) if k != d % z.dim() else 2 for k in range(z.dim())]
torch.manual_seed(7152)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 1).to(torch.float64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_48
import torch
b = torch.zeros(4, 2, dtype=torch.float64)
z = b.t()[::2]
print(z.shape, z.stride())
d = 0
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(4784)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * -1).to(torch.float64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_49
import torch
b = torch.zeros(3, 2, 2, dtype=torch.float64)
z = b.transpose(0, 2)
print(z.shape, z.stride())
d = 1
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 3 for k in range(z.dim())]
torch.manual_seed(8793)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 10).to(torch.float64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 2
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(1879)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 1).to(torch.float64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -3
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 2 for k in range(z.dim())]
torch.manual_seed(7049)
ix = torch.randint(0, z.shape[d] + 0, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 10).to(torch.float64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_50
import torch
b = torch.zeros(2, 4, 2, dtype=torch.int64)
z = b[:, ::2]
print(z.shape, z.stride())
d = 2
ish = [max(1, z.shape[k] - k % 2) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(2185)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * -1).to(torch.int64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_51
import torch
b = torch.zeros(2, 4, dtype=torch.int64)
z = b
print(z.shape, z.stride())
d = 0
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 2 for k in range(z.dim())]
torch.manual_seed(8425)
ix = torch.randint(0, z.shape[d] + 0, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 1).to(torch.int64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 1
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 3 for k in range(z.dim())]
torch.manual_seed(8835)
ix = torch.randint(0, z.shape[d] + 0, ish)
try:
    r = z.scatter_(d, ix, -1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -2
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 3 for k in range(z.dim())]
torch.manual_seed(7520)
ix = torch.randint(0, z.shape[d] + 0, ish)
try:
    r = z.scatter_(d, ix, 2.5)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_52
import torch
b = torch.zeros(4, 4, 4, dtype=torch.int64)
z = b.permute(1, 2, 0)[1:]
print(z.shape, z.stride())
d = -1
ish = [max(1, z.shape[k] - k % 2) if k != d % z.dim() else 1 for k in range(z.dim())]
torch.manual_seed(6021)
ix = torch.randint(0, z.shape[d] + 0, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * -1).to(torch.int64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_53
import torch
b = torch.zeros(2, 4, 4, dtype=torch.float32)
z = b.transpose(0, 2)
print(z.shape, z.stride())
d = -3
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 3 for k in range(z.dim())]
torch.manual_seed(2340)
ix = torch.randint(0, z.shape[d] + 1, ish)
try:
    r = z.scatter_(d, ix, True)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 0
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 2 for k in range(z.dim())]
torch.manual_seed(5912)
ix = torch.randint(0, z.shape[d] + 1, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 1).to(torch.float32).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_54
import torch
b = torch.zeros(3, 4, 3, dtype=torch.int64)
z = b.permute(2, 0, 1)
print(z.shape, z.stride())
d = 0
ish = [max(1, z.shape[k] - 1) if k != d % z.dim() else 2 for k in range(z.dim())]
torch.manual_seed(1024)
ix = torch.randint(0, z.shape[d] + 0, ish)
try:
    r = z.scatter_(d, ix, 7)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -3
ish = [max(1, z.shape[k] - 1) if k != d % z.dim() else 3 for k in range(z.dim())]
torch.manual_seed(6300)
ix = torch.randint(0, z.shape[d] + 1, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 10).to(torch.int64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_55
import torch
b = torch.zeros(2, 3, dtype=torch.float64)
z = b[:, ::2]
print(z.shape, z.stride())
d = 0
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 3 for k in range(z.dim())]
torch.manual_seed(1629)
ix = torch.randint(0, z.shape[d] + 0, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
try:
    r = z.scatter_(d, ix, 2.5)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -2
ish = [max(1, z.shape[k] - 1) if k != d % z.dim() else 1 for k in range(z.dim())]
torch.manual_seed(4918)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * -1).to(torch.float64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 1
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(4049)
ix = torch.randint(0, z.shape[d] + 1, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 1).to(torch.float64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_56
import torch
b = torch.zeros(2, 3, 2, dtype=torch.float32)
z = b.permute(2, 0, 1)
print(z.shape, z.stride())
d = -1
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(8019)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 1).to(torch.float32).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_57
import torch
b = torch.zeros(3, 4, dtype=torch.int64)
z = b[1:]
print(z.shape, z.stride())
d = 1
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(6054)
ix = torch.randint(0, z.shape[d] + 1, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
try:
    r = z.scatter_(d, ix, -1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_58
import torch
b = torch.zeros(2, 4, dtype=torch.float32)
z = b[:, ::2]
print(z.shape, z.stride())
d = -1
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 3 for k in range(z.dim())]
torch.manual_seed(6399)
ix = torch.randint(0, z.shape[d] + 0, ish)
try:
    r = z.scatter_(d, ix, -1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 1
ish = [max(1, z.shape[k] - k % 2) if k != d % z.dim() else 3 for k in range(z.dim())]
torch.manual_seed(8633)
ix = torch.randint(0, z.shape[d] + 1, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * -1).to(torch.float32).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 1
ish = [max(1, z.shape[k] - k % 2) if k != d % z.dim() else 3 for k in range(z.dim())]
torch.manual_seed(1305)
ix = torch.randint(0, z.shape[d] + 0, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
try:
    r = z.scatter_(d, ix, 7)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_59
import torch
b = torch.zeros(2, 3, dtype=torch.float64)
z = b[::2, 1:]
print(z.shape, z.stride())
d = 1
ish = [max(1, z.shape[k] - k % 2) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(2561)
ix = torch.randint(0, z.shape[d] + 0, ish)
ix = ix.transpose(0, -1).contiguous().transpose(0, -1)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 1).to(torch.float64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -2
ish = [max(1, z.shape[k] - 0) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(3626)
ix = torch.randint(0, z.shape[d] + 0, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 1).to(torch.float64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -1
ish = [max(1, z.shape[k] - k % 2) if k != d % z.dim() else 4 for k in range(z.dim())]
torch.manual_seed(4001)
ix = torch.randint(0, z.shape[d] + 1, ish)
src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * 10).to(torch.float64).reshape([ish[0] * 2] + ish[1:])[::2]
try:
    r = z.scatter_add_(d, ix, src)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
