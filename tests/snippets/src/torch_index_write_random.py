# Random programs for src/lang/torch/tensor_index_write.c (seed 21, made by
# scripts/gen_index_write_cases.py): index_fill_ / index_copy_ / index_add_ and their
# out-of-place forms through views, with repeated and out-of-bounds indices.  Outputs
# are recorded from torch 1.13 with scripts/record_cases.py, never typed.

#@@ case random_00
import torch
b = torch.arange(12, dtype=torch.float64).reshape(3, 4)
z = b[::2, 1:]
print(z.shape, z.stride())
d = 1
size = z.shape[d]
ix = torch.tensor([4 % size, 0 % size, size, 3 % size], dtype=torch.long)
try:
    r = z.index_copy(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 1
size = z.shape[d]
ix = torch.tensor([2 % size, 5 % size, size, 2 % size], dtype=torch.long)
try:
    r = z.index_add_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 10)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_01
import torch
b = torch.arange(6, dtype=torch.int32).reshape(3, 2)
z = b[::2, 1:]
print(z.shape, z.stride())
d = -1
size = z.shape[d]
ix = torch.tensor([], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1).transpose(0, -1).contiguous().transpose(0, -1))
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -2
size = z.shape[d]
ix = torch.tensor([], dtype=torch.long)
try:
    r = z.index_fill_(d, ix, torch.tensor(9))
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_02
import torch
b = torch.arange(24, dtype=torch.int8).reshape(4, 3, 2)
z = b.permute(2, 0, 1)
print(z.shape, z.stride())
d = 0
size = z.shape[d]
ix = torch.tensor([3 % size, 0 % size, 1 % size, 3 % size], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int8).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 1
size = z.shape[d]
ix = torch.tensor([4 % size, size, 5 % size, 2 % size], dtype=torch.long)
try:
    r = z.index_add_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int8).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 10)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -2
size = z.shape[d]
ix = torch.tensor([-0 % size - 1, 5 % size, 3 % size], dtype=torch.long)
try:
    r = z.index_fill_(d, ix, 7)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_03
import torch
b = torch.arange(9, dtype=torch.int32).reshape(3, 3)
z = b[1:]
print(z.shape, z.stride())
d = -1
size = z.shape[d]
ix = torch.tensor([3 % size], dtype=torch.long)
try:
    r = z.index_fill(d, ix, True)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 0
size = z.shape[d]
ix = torch.tensor([], dtype=torch.long)
try:
    r = z.index_add_(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 10).transpose(0, -1).contiguous().transpose(0, -1), alpha=2)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -2
size = z.shape[d]
ix = torch.tensor([1 % size, 5 % size], dtype=torch.long)
try:
    r = z.index_fill_(d, ix, True)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_04
import torch
b = torch.arange(6, dtype=torch.int32).reshape(3, 2)
z = b[::2, 1:]
print(z.shape, z.stride())
d = 0
size = z.shape[d]
ix = torch.tensor([4 % size], dtype=torch.long)
try:
    r = z.index_fill(d, ix, True)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 1
size = z.shape[d]
ix = torch.tensor([-size - 1, 1 % size], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_05
import torch
b = torch.arange(8, dtype=torch.int8).reshape(4, 2)
z = b.t()[::2]
print(z.shape, z.stride())
d = 1
size = z.shape[d]
ix = torch.tensor([1 % size, -size - 1], dtype=torch.long)
try:
    r = z.index_add_(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int8).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1).transpose(0, -1).contiguous().transpose(0, -1), alpha=-3)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -2
size = z.shape[d]
ix = torch.tensor([], dtype=torch.long)
try:
    r = z.index_copy(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int8).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_06
import torch
b = torch.arange(18, dtype=torch.int32).reshape(3, 3, 2)
z = b.permute(2, 0, 1)
print(z.shape, z.stride())
d = -2
size = z.shape[d]
ix = torch.tensor([4 % size, 5 % size, 0 % size, -0 % size - 1], dtype=torch.long)
try:
    r = z.index_fill(d, ix, True)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_07
import torch
b = torch.arange(8, dtype=torch.int8).reshape(4, 2)
z = b[::2, 1:]
print(z.shape, z.stride())
d = -1
size = z.shape[d]
ix = torch.tensor([-size - 1, 2 % size, 4 % size], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int8).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 10).transpose(0, -1).contiguous().transpose(0, -1))
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 0
size = z.shape[d]
ix = torch.tensor([5 % size, 4 % size, 4 % size, 1 % size], dtype=torch.long)
try:
    r = z.index_add_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int8).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * -1, alpha=2)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -2
size = z.shape[d]
ix = torch.tensor([0 % size, 5 % size, 4 % size], dtype=torch.long)
try:
    r = z.index_fill(d, ix, torch.tensor(9))
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_08
import torch
b = torch.arange(12, dtype=torch.int64).reshape(3, 2, 2)
z = b
print(z.shape, z.stride())
d = -1
size = z.shape[d]
ix = torch.tensor([5 % size, 1 % size, 2 % size, 5 % size], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 10).transpose(0, -1).contiguous().transpose(0, -1))
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -1
size = z.shape[d]
ix = torch.tensor([3 % size, 4 % size, 4 % size, 5 % size], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * -1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 0
size = z.shape[d]
ix = torch.tensor([0 % size, -size - 1, 3 % size, 0 % size], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_09
import torch
b = torch.arange(48, dtype=torch.int64).reshape(4, 4, 3)
z = b.permute(2, 0, 1)
print(z.shape, z.stride())
d = -1
size = z.shape[d]
ix = torch.tensor([5 % size, 0 % size], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float16).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * -1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 1
size = z.shape[d]
ix = torch.tensor([-2 % size - 1], dtype=torch.long)
try:
    r = z.index_fill(d, ix, True)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 0
size = z.shape[d]
ix = torch.tensor([4 % size, 5 % size, -size - 1], dtype=torch.long)
try:
    r = z.index_fill(d, ix, True)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_10
import torch
b = torch.arange(8, dtype=torch.int64).reshape(2, 2, 2)
z = b.transpose(0, 2)
print(z.shape, z.stride())
d = -3
size = z.shape[d]
ix = torch.tensor([3 % size, 5 % size, 0 % size, 1 % size], dtype=torch.long)
try:
    r = z.index_add_(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * -1).transpose(0, -1).contiguous().transpose(0, -1), alpha=2)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -2
size = z.shape[d]
ix = torch.tensor([3 % size, 0 % size, -3 % size - 1, 4 % size], dtype=torch.long)
try:
    r = z.index_fill_(d, ix, 7)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 1
size = z.shape[d]
ix = torch.tensor([0 % size, 0 % size, size], dtype=torch.long)
try:
    r = z.index_fill_(d, ix, 7)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_11
import torch
b = torch.arange(6, dtype=torch.int32).reshape(2, 3)
z = b.t()[::2]
print(z.shape, z.stride())
d = 0
size = z.shape[d]
ix = torch.tensor([2 % size], dtype=torch.long)
try:
    r = z.index_add_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 10)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -2
size = z.shape[d]
ix = torch.tensor([2 % size], dtype=torch.long)
try:
    r = z.index_add_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1, alpha=2)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 1
size = z.shape[d]
ix = torch.tensor([size], dtype=torch.long)
try:
    r = z.index_add(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * -1, alpha=2)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_12
import torch
b = torch.arange(8, dtype=torch.int32).reshape(4, 2)
z = b[1:]
print(z.shape, z.stride())
d = -1
size = z.shape[d]
ix = torch.tensor([size, 4 % size, 5 % size, -size - 1], dtype=torch.long)
try:
    r = z.index_copy(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * -1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_13
import torch
b = torch.arange(24, dtype=torch.int64).reshape(2, 3, 4)
z = b.permute(2, 0, 1)
print(z.shape, z.stride())
d = 1
size = z.shape[d]
ix = torch.tensor([2 % size, 3 % size, 2 % size, size], dtype=torch.long)
try:
    r = z.index_add(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 10).transpose(0, -1).contiguous().transpose(0, -1))
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -2
size = z.shape[d]
ix = torch.tensor([4 % size], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * -1).transpose(0, -1).contiguous().transpose(0, -1))
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 0
size = z.shape[d]
ix = torch.tensor([1 % size, 1 % size], dtype=torch.long)
try:
    r = z.index_add_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 10, alpha=2)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_14
import torch
b = torch.arange(6, dtype=torch.int32).reshape(2, 3)
z = b
print(z.shape, z.stride())
d = -2
size = z.shape[d]
ix = torch.tensor([4 % size], dtype=torch.long)
try:
    r = z.index_add_(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 10).transpose(0, -1).contiguous().transpose(0, -1))
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 1
size = z.shape[d]
ix = torch.tensor([5 % size, -1 % size - 1, 3 % size], dtype=torch.long)
try:
    r = z.index_fill_(d, ix, 7)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -2
size = z.shape[d]
ix = torch.tensor([1 % size, size, 4 % size, 2 % size], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 10).transpose(0, -1).contiguous().transpose(0, -1))
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_15
import torch
b = torch.arange(6, dtype=torch.float64).reshape(3, 2)
z = b
print(z.shape, z.stride())
d = 0
size = z.shape[d]
ix = torch.tensor([3 % size, 1 % size, 4 % size, 3 % size], dtype=torch.long)
try:
    r = z.index_add(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_16
import torch
b = torch.arange(27, dtype=torch.float64).reshape(3, 3, 3)
z = b.permute(1, 2, 0)[1:]
print(z.shape, z.stride())
d = 2
size = z.shape[d]
ix = torch.tensor([], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 0
size = z.shape[d]
ix = torch.tensor([], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -3
size = z.shape[d]
ix = torch.tensor([1 % size, -size - 1], dtype=torch.long)
try:
    r = z.index_copy(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * -1).transpose(0, -1).contiguous().transpose(0, -1))
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_17
import torch
b = torch.arange(32, dtype=torch.float32).reshape(4, 2, 4)
z = b.permute(2, 0, 1)
print(z.shape, z.stride())
d = -3
size = z.shape[d]
ix = torch.tensor([4 % size, 1 % size], dtype=torch.long)
try:
    r = z.index_add_(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * -1).transpose(0, -1).contiguous().transpose(0, -1), alpha=-3)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 1
size = z.shape[d]
ix = torch.tensor([size, 4 % size, 3 % size, 4 % size], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 10).transpose(0, -1).contiguous().transpose(0, -1))
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_18
import torch
b = torch.arange(18, dtype=torch.float64).reshape(2, 3, 3)
z = b[..., ::2].transpose(1, 2)
print(z.shape, z.stride())
d = 1
size = z.shape[d]
ix = torch.tensor([1 % size], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 10)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 1
size = z.shape[d]
ix = torch.tensor([], dtype=torch.long)
try:
    r = z.index_fill(d, ix, 2.5)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -3
size = z.shape[d]
ix = torch.tensor([2 % size, 0 % size], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1).transpose(0, -1).contiguous().transpose(0, -1))
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_19
import torch
b = torch.arange(4, dtype=torch.int32).reshape(2, 2)
z = b
print(z.shape, z.stride())
d = 1
size = z.shape[d]
ix = torch.tensor([], dtype=torch.long)
try:
    r = z.index_add_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_20
import torch
b = torch.arange(4, dtype=torch.float32).reshape(2, 2)
z = b.t()[::2]
print(z.shape, z.stride())
d = 1
size = z.shape[d]
ix = torch.tensor([4 % size, 0 % size, -2 % size - 1, 5 % size], dtype=torch.long)
try:
    r = z.index_fill_(d, ix, 2.5)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 1
size = z.shape[d]
ix = torch.tensor([], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 10)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -2
size = z.shape[d]
ix = torch.tensor([5 % size, -1 % size - 1], dtype=torch.long)
try:
    r = z.index_fill(d, ix, 2.5)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_21
import torch
b = torch.arange(36, dtype=torch.int8).reshape(3, 4, 3)
z = b[:, ::2]
print(z.shape, z.stride())
d = 1
size = z.shape[d]
ix = torch.tensor([], dtype=torch.long)
try:
    r = z.index_fill_(d, ix, True)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -2
size = z.shape[d]
ix = torch.tensor([3 % size], dtype=torch.long)
try:
    r = z.index_copy(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int8).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 10)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_22
import torch
b = torch.arange(6, dtype=torch.float64).reshape(2, 3)
z = b.t()[::2]
print(z.shape, z.stride())
d = 1
size = z.shape[d]
ix = torch.tensor([2 % size], dtype=torch.long)
try:
    r = z.index_fill_(d, ix, 7)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 0
size = z.shape[d]
ix = torch.tensor([-1 % size - 1, 0 % size, 1 % size, -size - 1], dtype=torch.long)
try:
    r = z.index_fill_(d, ix, 7)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 0
size = z.shape[d]
ix = torch.tensor([], dtype=torch.long)
try:
    r = z.index_fill_(d, ix, 7)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_23
import torch
b = torch.arange(24, dtype=torch.int32).reshape(2, 4, 3)
z = b[:, ::2]
print(z.shape, z.stride())
d = -2
size = z.shape[d]
ix = torch.tensor([2 % size, 5 % size], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 10)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_24
import torch
b = torch.arange(4, dtype=torch.int8).reshape(2, 2)
z = b[:, ::2]
print(z.shape, z.stride())
d = -1
size = z.shape[d]
ix = torch.tensor([size, 2 % size, 4 % size], dtype=torch.long)
try:
    r = z.index_copy(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int8).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 1
size = z.shape[d]
ix = torch.tensor([5 % size], dtype=torch.long)
try:
    r = z.index_fill(d, ix, torch.tensor(9))
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 1
size = z.shape[d]
ix = torch.tensor([2 % size, 4 % size, -1 % size - 1], dtype=torch.long)
try:
    r = z.index_fill(d, ix, -1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_25
import torch
b = torch.arange(6, dtype=torch.int64).reshape(2, 3)
z = b[1:]
print(z.shape, z.stride())
d = -2
size = z.shape[d]
ix = torch.tensor([2 % size], dtype=torch.long)
try:
    r = z.index_fill_(d, ix, True)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_26
import torch
b = torch.arange(36, dtype=torch.int32).reshape(3, 3, 4)
z = b
print(z.shape, z.stride())
d = 0
size = z.shape[d]
ix = torch.tensor([2 % size, 2 % size], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -1
size = z.shape[d]
ix = torch.tensor([0 % size], dtype=torch.long)
try:
    r = z.index_add(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1).transpose(0, -1).contiguous().transpose(0, -1), alpha=2)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_27
import torch
b = torch.arange(6, dtype=torch.float32).reshape(2, 3)
z = b.t()[::2]
print(z.shape, z.stride())
d = -1
size = z.shape[d]
ix = torch.tensor([4 % size, -1 % size - 1], dtype=torch.long)
try:
    r = z.index_fill(d, ix, 2.5)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_28
import torch
b = torch.arange(8, dtype=torch.int64).reshape(4, 2)
z = b.t()
print(z.shape, z.stride())
d = 0
size = z.shape[d]
ix = torch.tensor([3 % size], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * -1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 0
size = z.shape[d]
ix = torch.tensor([3 % size, 1 % size], dtype=torch.long)
try:
    r = z.index_add_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float16).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1, alpha=2)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -1
size = z.shape[d]
ix = torch.tensor([3 % size], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float16).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * -1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_29
import torch
b = torch.arange(16, dtype=torch.float64).reshape(4, 4)
z = b.t()
print(z.shape, z.stride())
d = -2
size = z.shape[d]
ix = torch.tensor([], dtype=torch.long)
try:
    r = z.index_fill_(d, ix, 2.5)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -2
size = z.shape[d]
ix = torch.tensor([], dtype=torch.long)
try:
    r = z.index_add_(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * -1).transpose(0, -1).contiguous().transpose(0, -1), alpha=2)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 1
size = z.shape[d]
ix = torch.tensor([2 % size, 2 % size, 1 % size], dtype=torch.long)
try:
    r = z.index_copy(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1).transpose(0, -1).contiguous().transpose(0, -1))
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_30
import torch
b = torch.arange(48, dtype=torch.int8).reshape(4, 3, 4)
z = b.transpose(0, 2)
print(z.shape, z.stride())
d = -1
size = z.shape[d]
ix = torch.tensor([0 % size, 1 % size, 3 % size, 1 % size], dtype=torch.long)
try:
    r = z.index_add_(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int8).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * -1).transpose(0, -1).contiguous().transpose(0, -1))
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -1
size = z.shape[d]
ix = torch.tensor([3 % size, 1 % size, 2 % size, 1 % size], dtype=torch.long)
try:
    r = z.index_add_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float16).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 10)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_31
import torch
b = torch.arange(8, dtype=torch.int8).reshape(4, 2)
z = b[1:]
print(z.shape, z.stride())
d = -1
size = z.shape[d]
ix = torch.tensor([4 % size, 5 % size, 2 % size, 0 % size], dtype=torch.long)
try:
    r = z.index_add_(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int8).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 10).transpose(0, -1).contiguous().transpose(0, -1))
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -1
size = z.shape[d]
ix = torch.tensor([5 % size, 3 % size, 5 % size], dtype=torch.long)
try:
    r = z.index_add(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int8).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1).transpose(0, -1).contiguous().transpose(0, -1), alpha=2)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_32
import torch
b = torch.arange(24, dtype=torch.int8).reshape(3, 2, 4)
z = b[..., ::2].transpose(1, 2)
print(z.shape, z.stride())
d = 0
size = z.shape[d]
ix = torch.tensor([1 % size, size], dtype=torch.long)
try:
    r = z.index_add(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int8).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * -1, alpha=-3)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -1
size = z.shape[d]
ix = torch.tensor([1 % size], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int8).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 1
size = z.shape[d]
ix = torch.tensor([-0 % size - 1], dtype=torch.long)
try:
    r = z.index_fill_(d, ix, -1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_33
import torch
b = torch.arange(12, dtype=torch.int32).reshape(4, 3)
z = b.t()[::2]
print(z.shape, z.stride())
d = 1
size = z.shape[d]
ix = torch.tensor([0 % size, 1 % size], dtype=torch.long)
try:
    r = z.index_fill(d, ix, 7)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_34
import torch
b = torch.arange(48, dtype=torch.float32).reshape(4, 4, 3)
z = b[:, ::2]
print(z.shape, z.stride())
d = 2
size = z.shape[d]
ix = torch.tensor([1 % size], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * -1).transpose(0, -1).contiguous().transpose(0, -1))
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -1
size = z.shape[d]
ix = torch.tensor([5 % size, 0 % size, 3 % size, size], dtype=torch.long)
try:
    r = z.index_copy(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 10)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_35
import torch
b = torch.arange(12, dtype=torch.float64).reshape(3, 4)
z = b
print(z.shape, z.stride())
d = 1
size = z.shape[d]
ix = torch.tensor([2 % size, 0 % size, 5 % size], dtype=torch.long)
try:
    r = z.index_fill_(d, ix, -1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 0
size = z.shape[d]
ix = torch.tensor([2 % size], dtype=torch.long)
try:
    r = z.index_add_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 10, alpha=-3)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_36
import torch
b = torch.arange(18, dtype=torch.int8).reshape(3, 3, 2)
z = b.transpose(0, 2)
print(z.shape, z.stride())
d = -3
size = z.shape[d]
ix = torch.tensor([], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float16).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 0
size = z.shape[d]
ix = torch.tensor([3 % size, 1 % size], dtype=torch.long)
try:
    r = z.index_copy(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int8).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_37
import torch
b = torch.arange(8, dtype=torch.int64).reshape(2, 4)
z = b.t()
print(z.shape, z.stride())
d = 1
size = z.shape[d]
ix = torch.tensor([size, 1 % size, size], dtype=torch.long)
try:
    r = z.index_add_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 10, alpha=2)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -1
size = z.shape[d]
ix = torch.tensor([-1 % size - 1], dtype=torch.long)
try:
    r = z.index_fill_(d, ix, -1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_38
import torch
b = torch.arange(16, dtype=torch.float32).reshape(4, 4)
z = b
print(z.shape, z.stride())
d = -1
size = z.shape[d]
ix = torch.tensor([size, 0 % size, 2 % size, 0 % size], dtype=torch.long)
try:
    r = z.index_add_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1, alpha=2)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 0
size = z.shape[d]
ix = torch.tensor([2 % size, size, 1 % size], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * -1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_39
import torch
b = torch.arange(36, dtype=torch.int64).reshape(3, 4, 3)
z = b.permute(1, 2, 0)[1:]
print(z.shape, z.stride())
d = -1
size = z.shape[d]
ix = torch.tensor([5 % size, size], dtype=torch.long)
try:
    r = z.index_add_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float16).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1, alpha=2)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 0
size = z.shape[d]
ix = torch.tensor([0 % size, 2 % size, 5 % size, 4 % size], dtype=torch.long)
try:
    r = z.index_add(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * -1, alpha=2)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_40
import torch
b = torch.arange(12, dtype=torch.int8).reshape(3, 4)
z = b.t()
print(z.shape, z.stride())
d = -2
size = z.shape[d]
ix = torch.tensor([5 % size], dtype=torch.long)
try:
    r = z.index_add_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int8).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 10, alpha=-3)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -2
size = z.shape[d]
ix = torch.tensor([0 % size, -size - 1, -0 % size - 1], dtype=torch.long)
try:
    r = z.index_fill_(d, ix, 7)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -1
size = z.shape[d]
ix = torch.tensor([5 % size, 1 % size, 3 % size], dtype=torch.long)
try:
    r = z.index_add(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int8).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1).transpose(0, -1).contiguous().transpose(0, -1), alpha=2)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_41
import torch
b = torch.arange(36, dtype=torch.int8).reshape(3, 4, 3)
z = b.transpose(0, 2)
print(z.shape, z.stride())
d = 1
size = z.shape[d]
ix = torch.tensor([2 % size], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int8).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -1
size = z.shape[d]
ix = torch.tensor([3 % size, 4 % size, 1 % size, 5 % size], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int8).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 10).transpose(0, -1).contiguous().transpose(0, -1))
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_42
import torch
b = torch.arange(24, dtype=torch.float64).reshape(2, 3, 4)
z = b[:, ::2]
print(z.shape, z.stride())
d = 1
size = z.shape[d]
ix = torch.tensor([5 % size, -0 % size - 1, -0 % size - 1], dtype=torch.long)
try:
    r = z.index_fill(d, ix, torch.tensor(9))
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -1
size = z.shape[d]
ix = torch.tensor([2 % size, 2 % size, 3 % size], dtype=torch.long)
try:
    r = z.index_add_(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1).transpose(0, -1).contiguous().transpose(0, -1), alpha=2)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -1
size = z.shape[d]
ix = torch.tensor([-size - 1, 3 % size, 3 % size], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 10)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_43
import torch
b = torch.arange(16, dtype=torch.float64).reshape(4, 4)
z = b.t()[::2]
print(z.shape, z.stride())
d = 0
size = z.shape[d]
ix = torch.tensor([4 % size], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 10)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_44
import torch
b = torch.arange(18, dtype=torch.float32).reshape(3, 3, 2)
z = b[:, ::2]
print(z.shape, z.stride())
d = -2
size = z.shape[d]
ix = torch.tensor([size, 2 % size, 2 % size, 0 % size], dtype=torch.long)
try:
    r = z.index_add_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1, alpha=2)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -2
size = z.shape[d]
ix = torch.tensor([], dtype=torch.long)
try:
    r = z.index_fill(d, ix, -1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_45
import torch
b = torch.arange(8, dtype=torch.float64).reshape(2, 4)
z = b
print(z.shape, z.stride())
d = -1
size = z.shape[d]
ix = torch.tensor([], dtype=torch.long)
try:
    r = z.index_add_(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 10).transpose(0, -1).contiguous().transpose(0, -1), alpha=-3)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -2
size = z.shape[d]
ix = torch.tensor([3 % size], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1).transpose(0, -1).contiguous().transpose(0, -1))
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -2
size = z.shape[d]
ix = torch.tensor([5 % size, 1 % size, 4 % size, 4 % size], dtype=torch.long)
try:
    r = z.index_add(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1, alpha=-3)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_46
import torch
b = torch.arange(32, dtype=torch.int8).reshape(2, 4, 4)
z = b.permute(1, 2, 0)[1:]
print(z.shape, z.stride())
d = 2
size = z.shape[d]
ix = torch.tensor([], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int8).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1).transpose(0, -1).contiguous().transpose(0, -1))
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 0
size = z.shape[d]
ix = torch.tensor([], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int8).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 10)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 2
size = z.shape[d]
ix = torch.tensor([4 % size, 2 % size, 2 % size, 0 % size], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int8).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * -1).transpose(0, -1).contiguous().transpose(0, -1))
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_47
import torch
b = torch.arange(12, dtype=torch.float64).reshape(3, 4)
z = b
print(z.shape, z.stride())
d = 0
size = z.shape[d]
ix = torch.tensor([-size - 1, 1 % size], dtype=torch.long)
try:
    r = z.index_add_(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1).transpose(0, -1).contiguous().transpose(0, -1))
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 1
size = z.shape[d]
ix = torch.tensor([size, 4 % size, -size - 1, size], dtype=torch.long)
try:
    r = z.index_fill_(d, ix, 2.5)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 0
size = z.shape[d]
ix = torch.tensor([0 % size, -1 % size - 1], dtype=torch.long)
try:
    r = z.index_fill_(d, ix, torch.tensor(9))
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_48
import torch
b = torch.arange(18, dtype=torch.int8).reshape(3, 2, 3)
z = b
print(z.shape, z.stride())
d = -2
size = z.shape[d]
ix = torch.tensor([0 % size, 2 % size, 2 % size], dtype=torch.long)
try:
    r = z.index_fill_(d, ix, 7)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 1
size = z.shape[d]
ix = torch.tensor([5 % size, 1 % size, size], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int8).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * -1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_49
import torch
b = torch.arange(24, dtype=torch.int32).reshape(2, 4, 3)
z = b
print(z.shape, z.stride())
d = 2
size = z.shape[d]
ix = torch.tensor([], dtype=torch.long)
try:
    r = z.index_fill_(d, ix, -1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 1
size = z.shape[d]
ix = torch.tensor([3 % size, 4 % size], dtype=torch.long)
try:
    r = z.index_fill_(d, ix, 2.5)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_50
import torch
b = torch.arange(6, dtype=torch.int32).reshape(2, 3)
z = b[1:]
print(z.shape, z.stride())
d = 1
size = z.shape[d]
ix = torch.tensor([1 % size], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * -1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_51
import torch
b = torch.arange(6, dtype=torch.int8).reshape(3, 2)
z = b.t()
print(z.shape, z.stride())
d = 0
size = z.shape[d]
ix = torch.tensor([1 % size, 4 % size], dtype=torch.long)
try:
    r = z.index_fill_(d, ix, True)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_52
import torch
b = torch.arange(8, dtype=torch.float32).reshape(4, 2)
z = b[1:]
print(z.shape, z.stride())
d = 0
size = z.shape[d]
ix = torch.tensor([-1 % size - 1], dtype=torch.long)
try:
    r = z.index_fill_(d, ix, torch.tensor(9))
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 1
size = z.shape[d]
ix = torch.tensor([-size - 1], dtype=torch.long)
try:
    r = z.index_add(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -1
size = z.shape[d]
ix = torch.tensor([], dtype=torch.long)
try:
    r = z.index_add(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1).transpose(0, -1).contiguous().transpose(0, -1), alpha=2)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_53
import torch
b = torch.arange(48, dtype=torch.float32).reshape(3, 4, 4)
z = b[..., ::2].transpose(1, 2)
print(z.shape, z.stride())
d = 2
size = z.shape[d]
ix = torch.tensor([0 % size, 4 % size, 5 % size], dtype=torch.long)
try:
    r = z.index_add_(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * -1).transpose(0, -1).contiguous().transpose(0, -1), alpha=-3)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_54
import torch
b = torch.arange(18, dtype=torch.int64).reshape(2, 3, 3)
z = b.permute(1, 2, 0)[1:]
print(z.shape, z.stride())
d = 0
size = z.shape[d]
ix = torch.tensor([size], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1).transpose(0, -1).contiguous().transpose(0, -1))
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 2
size = z.shape[d]
ix = torch.tensor([2 % size, 3 % size, 3 % size], dtype=torch.long)
try:
    r = z.index_fill_(d, ix, True)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_55
import torch
b = torch.arange(8, dtype=torch.int64).reshape(2, 4)
z = b.t()[::2]
print(z.shape, z.stride())
d = -2
size = z.shape[d]
ix = torch.tensor([2 % size, 5 % size, size, 3 % size], dtype=torch.long)
try:
    r = z.index_add(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * -1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_56
import torch
b = torch.arange(48, dtype=torch.float32).reshape(4, 4, 3)
z = b.permute(2, 0, 1)
print(z.shape, z.stride())
d = 1
size = z.shape[d]
ix = torch.tensor([size], dtype=torch.long)
try:
    r = z.index_fill_(d, ix, 7)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 0
size = z.shape[d]
ix = torch.tensor([size, 0 % size, 0 % size], dtype=torch.long)
try:
    r = z.index_fill_(d, ix, 2.5)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -3
size = z.shape[d]
ix = torch.tensor([1 % size], dtype=torch.long)
try:
    r = z.index_fill(d, ix, -1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_57
import torch
b = torch.arange(48, dtype=torch.int32).reshape(3, 4, 4)
z = b[:, ::2]
print(z.shape, z.stride())
d = -3
size = z.shape[d]
ix = torch.tensor([2 % size, 5 % size, 3 % size, 5 % size], dtype=torch.long)
try:
    r = z.index_fill(d, ix, torch.tensor(9))
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_58
import torch
b = torch.arange(36, dtype=torch.int32).reshape(4, 3, 3)
z = b[:, ::2]
print(z.shape, z.stride())
d = 1
size = z.shape[d]
ix = torch.tensor([1 % size, 2 % size, 2 % size], dtype=torch.long)
try:
    r = z.index_add(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * -1).transpose(0, -1).contiguous().transpose(0, -1), alpha=-3)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 1
size = z.shape[d]
ix = torch.tensor([1 % size, 3 % size, 4 % size], dtype=torch.long)
try:
    r = z.index_fill_(d, ix, torch.tensor(9))
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_59
import torch
b = torch.arange(4, dtype=torch.float32).reshape(2, 2)
z = b[1:]
print(z.shape, z.stride())
d = -1
size = z.shape[d]
ix = torch.tensor([], dtype=torch.long)
try:
    r = z.index_add(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float16).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * -1, alpha=2)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_60
import torch
b = torch.arange(12, dtype=torch.int64).reshape(2, 3, 2)
z = b.transpose(0, 2)
print(z.shape, z.stride())
d = 0
size = z.shape[d]
ix = torch.tensor([2 % size], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -3
size = z.shape[d]
ix = torch.tensor([], dtype=torch.long)
try:
    r = z.index_fill(d, ix, 7)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -1
size = z.shape[d]
ix = torch.tensor([], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * -1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_61
import torch
b = torch.arange(12, dtype=torch.float32).reshape(2, 2, 3)
z = b.permute(1, 2, 0)[1:]
print(z.shape, z.stride())
d = -1
size = z.shape[d]
ix = torch.tensor([], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * -1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_62
import torch
b = torch.arange(16, dtype=torch.int64).reshape(2, 2, 4)
z = b.transpose(0, 2)
print(z.shape, z.stride())
d = -2
size = z.shape[d]
ix = torch.tensor([], dtype=torch.long)
try:
    r = z.index_add_(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1).transpose(0, -1).contiguous().transpose(0, -1), alpha=2)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_63
import torch
b = torch.arange(12, dtype=torch.float64).reshape(3, 4)
z = b[:, ::2]
print(z.shape, z.stride())
d = -2
size = z.shape[d]
ix = torch.tensor([], dtype=torch.long)
try:
    r = z.index_fill_(d, ix, True)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_64
import torch
b = torch.arange(24, dtype=torch.float64).reshape(3, 4, 2)
z = b.permute(1, 2, 0)[1:]
print(z.shape, z.stride())
d = 2
size = z.shape[d]
ix = torch.tensor([1 % size, 2 % size, 3 % size, -0 % size - 1], dtype=torch.long)
try:
    r = z.index_fill_(d, ix, 7)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_65
import torch
b = torch.arange(48, dtype=torch.int64).reshape(4, 4, 3)
z = b
print(z.shape, z.stride())
d = 2
size = z.shape[d]
ix = torch.tensor([-0 % size - 1, 5 % size, -3 % size - 1, 0 % size], dtype=torch.long)
try:
    r = z.index_fill_(d, ix, 7)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_66
import torch
b = torch.arange(6, dtype=torch.float32).reshape(3, 2)
z = b[::2, 1:]
print(z.shape, z.stride())
d = -1
size = z.shape[d]
ix = torch.tensor([0 % size, 1 % size, size, 0 % size], dtype=torch.long)
try:
    r = z.index_fill_(d, ix, 2.5)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -2
size = z.shape[d]
ix = torch.tensor([4 % size, 2 % size, size], dtype=torch.long)
try:
    r = z.index_add_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_67
import torch
b = torch.arange(4, dtype=torch.int8).reshape(2, 2)
z = b[1:]
print(z.shape, z.stride())
d = 0
size = z.shape[d]
ix = torch.tensor([3 % size], dtype=torch.long)
try:
    r = z.index_copy(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int8).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * -1).transpose(0, -1).contiguous().transpose(0, -1))
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_68
import torch
b = torch.arange(24, dtype=torch.int32).reshape(4, 2, 3)
z = b
print(z.shape, z.stride())
d = 1
size = z.shape[d]
ix = torch.tensor([2 % size, -size - 1, 4 % size], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * -1).transpose(0, -1).contiguous().transpose(0, -1))
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 2
size = z.shape[d]
ix = torch.tensor([1 % size], dtype=torch.long)
try:
    r = z.index_copy(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 10)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_69
import torch
b = torch.arange(16, dtype=torch.int64).reshape(4, 4)
z = b
print(z.shape, z.stride())
d = -1
size = z.shape[d]
ix = torch.tensor([1 % size, 3 % size, size], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_70
import torch
b = torch.arange(12, dtype=torch.float64).reshape(4, 3)
z = b[:, ::2]
print(z.shape, z.stride())
d = 0
size = z.shape[d]
ix = torch.tensor([0 % size], dtype=torch.long)
try:
    r = z.index_add_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1, alpha=-3)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 1
size = z.shape[d]
ix = torch.tensor([], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_71
import torch
b = torch.arange(12, dtype=torch.float32).reshape(4, 3)
z = b[1:]
print(z.shape, z.stride())
d = 0
size = z.shape[d]
ix = torch.tensor([4 % size], dtype=torch.long)
try:
    r = z.index_add_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 10, alpha=-3)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 0
size = z.shape[d]
ix = torch.tensor([3 % size, 4 % size], dtype=torch.long)
try:
    r = z.index_add_(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1).transpose(0, -1).contiguous().transpose(0, -1), alpha=-3)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_72
import torch
b = torch.arange(32, dtype=torch.float64).reshape(4, 4, 2)
z = b.permute(2, 0, 1)
print(z.shape, z.stride())
d = 2
size = z.shape[d]
ix = torch.tensor([4 % size, -size - 1], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 0
size = z.shape[d]
ix = torch.tensor([4 % size, 0 % size, -size - 1], dtype=torch.long)
try:
    r = z.index_add(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * -1).transpose(0, -1).contiguous().transpose(0, -1), alpha=2)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_73
import torch
b = torch.arange(18, dtype=torch.float64).reshape(3, 3, 2)
z = b[..., ::2].transpose(1, 2)
print(z.shape, z.stride())
d = 2
size = z.shape[d]
ix = torch.tensor([4 % size, 4 % size], dtype=torch.long)
try:
    r = z.index_add_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * -1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 1
size = z.shape[d]
ix = torch.tensor([-0 % size - 1], dtype=torch.long)
try:
    r = z.index_fill(d, ix, True)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 2
size = z.shape[d]
ix = torch.tensor([], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float16).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * -1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_74
import torch
b = torch.arange(18, dtype=torch.int32).reshape(3, 2, 3)
z = b[..., ::2].transpose(1, 2)
print(z.shape, z.stride())
d = -2
size = z.shape[d]
ix = torch.tensor([1 % size, 1 % size, size, 2 % size], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 10).transpose(0, -1).contiguous().transpose(0, -1))
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -2
size = z.shape[d]
ix = torch.tensor([4 % size, 0 % size, 1 % size, 5 % size], dtype=torch.long)
try:
    r = z.index_copy(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1).transpose(0, -1).contiguous().transpose(0, -1))
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_75
import torch
b = torch.arange(6, dtype=torch.int32).reshape(3, 2)
z = b.t()
print(z.shape, z.stride())
d = -1
size = z.shape[d]
ix = torch.tensor([2 % size, size], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 10).transpose(0, -1).contiguous().transpose(0, -1))
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 0
size = z.shape[d]
ix = torch.tensor([], dtype=torch.long)
try:
    r = z.index_add(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 10)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -1
size = z.shape[d]
ix = torch.tensor([1 % size, -size - 1, 2 % size], dtype=torch.long)
try:
    r = z.index_add_(d, ix, (torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * -1).transpose(0, -1).contiguous().transpose(0, -1), alpha=2)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_76
import torch
b = torch.arange(6, dtype=torch.float64).reshape(3, 2)
z = b[::2, 1:]
print(z.shape, z.stride())
d = -2
size = z.shape[d]
ix = torch.tensor([1 % size, 3 % size, 0 % size], dtype=torch.long)
try:
    r = z.index_add_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.float64).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * -1, alpha=-3)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -2
size = z.shape[d]
ix = torch.tensor([-2 % size - 1, -0 % size - 1], dtype=torch.long)
try:
    r = z.index_fill_(d, ix, -1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 0
size = z.shape[d]
ix = torch.tensor([], dtype=torch.long)
try:
    r = z.index_fill(d, ix, -1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_77
import torch
b = torch.arange(12, dtype=torch.int32).reshape(3, 2, 2)
z = b.permute(1, 2, 0)[1:]
print(z.shape, z.stride())
d = -3
size = z.shape[d]
ix = torch.tensor([4 % size, 3 % size, 2 % size, 0 % size], dtype=torch.long)
try:
    r = z.index_add(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int32).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * -1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_78
import torch
b = torch.arange(9, dtype=torch.int8).reshape(3, 3)
z = b
print(z.shape, z.stride())
d = 0
size = z.shape[d]
ix = torch.tensor([2 % size], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int8).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * -1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = -2
size = z.shape[d]
ix = torch.tensor([3 % size, 3 % size], dtype=torch.long)
try:
    r = z.index_copy_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int8).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
d = 1
size = z.shape[d]
ix = torch.tensor([1 % size, 0 % size, 0 % size, 5 % size], dtype=torch.long)
try:
    r = z.index_add_(d, ix, torch.arange(1, 1 + torch.Size([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]).numel(), dtype=torch.int8).reshape([len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]) * 1, alpha=2)
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())

#@@ case random_79
import torch
b = torch.arange(4, dtype=torch.float32).reshape(2, 2)
z = b[:, ::2]
print(z.shape, z.stride())
d = -1
size = z.shape[d]
ix = torch.tensor([-0 % size - 1, -3 % size - 1], dtype=torch.long)
try:
    r = z.index_fill_(d, ix, torch.tensor(9))
    print(r.tolist(), r.stride(), r.dtype)
except Exception as ex:
    print(type(ex).__name__, ex)
print(b.tolist())
