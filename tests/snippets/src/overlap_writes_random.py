# Random programs for the write order of src/lang/torch/tensor_values.c tensor_inplace() (seed 21, made
# by scripts/gen_overlap_write_cases.py): in-place writes into views whose elements
# share memory.  Outputs are recorded from torch 1.13 with scripts/record_cases.py,
# never typed.

#@@ case random_00
import torch
b = torch.tensor([[4, 0], [6, -3], [6, 7], [-4, 7], [7, -2]], dtype=torch.float32)
z = b.unfold(0, 2, 1).transpose(1, 2)
print(z.shape, z.stride())
z.add_(z.clone() + 1)
print(b.tolist())

#@@ case random_01
import torch
b = torch.tensor([[8, 6], [-6, 2], [-9, -5], [-7, -6]], dtype=torch.float32)
z = b.unfold(0, 2, 2).transpose(1, 2)
print(z.shape, z.stride())
z.sub_(torch.ones(z.shape[-1]))
print(b.tolist())

#@@ case random_02
import torch
b = torch.tensor([[9], [-7], [-6], [8], [6]], dtype=torch.float32)
z = b.unfold(0, 3, 1).permute(2, 0, 1)
print(z.shape, z.stride())
z[...] = torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape)
print(b.tolist())
z.mul_(2)
print(b.tolist())

#@@ case random_03
import torch
b = torch.tensor([[6, -9, 6], [-7, 8, 7], [-2, 9, 1], [8, -6, -4], [-4, 2, 1]], dtype=torch.float32)
z = b.unfold(0, 3, 2).permute(2, 0, 1)
print(z.shape, z.stride())
z.copy_(torch.arange(z.shape[-1], dtype=torch.float32) + 100)
print(b.tolist())
z.add_(z.clone() + 1)
print(b.tolist())

#@@ case random_04
import torch
b = torch.tensor([[7, 3], [-2, -2], [-4, 8], [-7, 5], [4, 6], [-8, 0]], dtype=torch.float32)
z = b.unfold(0, 2, 2).transpose(1, 2)
print(z.shape, z.stride())
z.copy_(torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape) * 10)
print(b.tolist())
z.copy_(torch.arange(z.shape[-1], dtype=torch.float32) + 100)
print(b.tolist())

#@@ case random_05
import torch
b = torch.tensor([[7], [6], [-9], [-3], [2], [-5]], dtype=torch.float32)
z = torch.as_strided(b, (3, 3), (0, 3))
print(z.shape, z.stride())
z.copy_(torch.arange(z.shape[-1], dtype=torch.float32) + 100)
print(b.tolist())
z.copy_(torch.arange(z.shape[-1], dtype=torch.float32) + 100)
print(b.tolist())

#@@ case random_06
import torch
b = torch.tensor([[-2, 9], [4, -1], [3, -5], [-5, -5], [-6, 3], [-6, -4], [-9, 5], [-5, -7]], dtype=torch.float32)
z = b.unfold(0, 2, 2).transpose(1, 2)
print(z.shape, z.stride())
z.copy_(torch.arange(z.shape[-1], dtype=torch.float32) + 100)
print(b.tolist())

#@@ case random_07
import torch
b = torch.tensor([[8, -8, 7], [-8, -9, 3], [5, -7, 3], [9, -4, -2], [-1, 1, -8]], dtype=torch.float32)
z = b.unfold(0, 2, 2).permute(2, 0, 1)
print(z.shape, z.stride())
z.fill_(4)
print(b.tolist())

#@@ case random_08
import torch
b = torch.tensor([[0, 7], [8, -3], [-7, 1], [-3, 2], [-7, 1], [4, -6], [-7, -7], [5, 7]], dtype=torch.float32)
z = b.unfold(0, 2, 2)
print(z.shape, z.stride())
z.add_(z.clone() + 1)
print(b.tolist())

#@@ case random_09
import torch
b = torch.tensor([[9, 3, 4], [5, -2, 3], [3, 1, 6], [-2, -7, -8], [6, -4, 6], [2, -3, 5]], dtype=torch.float32)
z = b.unfold(0, 3, 1).permute(2, 0, 1)
print(z.shape, z.stride())
z.copy_(torch.arange(z.shape[-1], dtype=torch.float32) + 100)
print(b.tolist())

#@@ case random_10
import torch
b = torch.tensor([[-5, -7], [8, -4], [-7, 7], [0, 3], [5, -6], [-4, 4]], dtype=torch.float32)
z = b.unfold(0, 2, 2)[:2]
print(z.shape, z.stride())
z.copy_(torch.arange(z.shape[-1], dtype=torch.float32) + 100)
print(b.tolist())
z.mul_(3)
print(b.tolist())

#@@ case random_11
import torch
b = torch.tensor([[3, 4], [5, -1], [-4, 3], [-1, -6], [-3, -3], [-8, 2], [2, -9]], dtype=torch.float32)
z = torch.as_strided(b, (3, 3), (0, 1))
print(z.shape, z.stride())
z.copy_(torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape) * 10)
print(b.tolist())

#@@ case random_12
import torch
b = torch.tensor([[-9, 2], [-4, -5], [9, 4], [7, -8], [0, -3], [4, 3], [8, -2]], dtype=torch.float32)
z = b.unfold(0, 2, 2).transpose(1, 2)
print(z.shape, z.stride())
z.copy_(z.flip(1))
print(b.tolist())

#@@ case random_13
import torch
b = torch.tensor([[1, -5, -1], [-5, 2, 0], [0, -9, -7], [-7, -4, 7], [-6, -3, 2], [-1, 2, -8], [-4, -8, 9]], dtype=torch.float32)
z = b.unfold(0, 3, 2).transpose(1, 2)
print(z.shape, z.stride())
z.fill_(5)
print(b.tolist())
z.add_(5)
print(b.tolist())

#@@ case random_14
import torch
b = torch.tensor([[-2, -3], [7, -8], [2, 8], [-4, -9]], dtype=torch.float32)
z = b.unfold(0, 3, 2)
print(z.shape, z.stride())
z.fill_(4)
print(b.tolist())

#@@ case random_15
import torch
b = torch.tensor([[5], [2], [-9], [2], [-4], [-1], [-9]], dtype=torch.float32)
z = torch.as_strided(b, (3, 2), (0, 3))
print(z.shape, z.stride())
z.sub_(torch.ones(z.shape[-1]))
print(b.tolist())
z.add_(3)
print(b.tolist())

#@@ case random_16
import torch
b = torch.tensor([[2, 9, -5], [-9, 4, 9], [-9, -3, -6], [-3, 8, 7], [2, 7, 0], [-6, -4, -2]], dtype=torch.float32)
z = b.unfold(0, 3, 2).permute(2, 0, 1)
print(z.shape, z.stride())
z.add_(5)
print(b.tolist())
z.mul_(5)
print(b.tolist())

#@@ case random_17
import torch
b = torch.tensor([[1], [9], [5], [0], [-5]], dtype=torch.float32)
z = torch.as_strided(b, (2, 3), (0, 1))
print(z.shape, z.stride())
z.sub_(torch.ones(z.shape[-1]))
print(b.tolist())
z.add_(2)
print(b.tolist())

#@@ case random_18
import torch
b = torch.tensor([[-5, 6], [1, 5], [2, 3], [9, 5]], dtype=torch.float32)
z = b.unfold(0, 2, 2)
print(z.shape, z.stride())
z[...] = torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape)
print(b.tolist())

#@@ case random_19
import torch
b = torch.tensor([[-5, -5, -1], [-6, 0, -3], [7, -3, -5], [6, 6, -3], [-8, 1, 7]], dtype=torch.float32)
z = b.unfold(0, 3, 1).permute(2, 0, 1)
print(z.shape, z.stride())
z.copy_(torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape) * 10)
print(b.tolist())

#@@ case random_20
import torch
b = torch.tensor([[5, 6, 7], [8, 8, 2], [4, -9, 2], [-5, 2, 3], [5, 5, 7], [9, -2, 5], [-2, -9, 5], [-2, 9, 9]], dtype=torch.float32)
z = b.unfold(0, 2, 2)[:2]
print(z.shape, z.stride())
z.mul_(2)
print(b.tolist())
z.sub_(torch.ones(z.shape[-1]))
print(b.tolist())

#@@ case random_21
import torch
b = torch.tensor([[-4], [-5], [-2], [8], [-6]], dtype=torch.float32)
z = b.unfold(0, 2, 1).transpose(1, 2)
print(z.shape, z.stride())
z.copy_(torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape) * 10)
print(b.tolist())

#@@ case random_22
import torch
b = torch.tensor([[-6, -2, -3], [4, 9, 7], [-9, 3, 0], [1, 2, 4], [-8, 9, 6], [-8, 3, 9], [6, -4, -8], [-7, -1, 6]], dtype=torch.float32)
z = b.unfold(0, 3, 1)[:2]
print(z.shape, z.stride())
z.mul_(2)
print(b.tolist())
z.mul_(5)
print(b.tolist())

#@@ case random_23
import torch
b = torch.tensor([[-5], [0], [0], [3], [-6], [-1]], dtype=torch.float32)
z = b.unfold(0, 3, 1)
print(z.shape, z.stride())
z.add_(3)
print(b.tolist())
z.copy_(z.flip(1))
print(b.tolist())

#@@ case random_24
import torch
b = torch.tensor([[4, -4], [-9, 4], [7, -3], [-4, -8], [-3, -3], [-4, 1], [-9, -2], [5, -2]], dtype=torch.float32)
z = b.unfold(0, 3, 2).permute(2, 0, 1)
print(z.shape, z.stride())
z[...] = torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape)
print(b.tolist())

#@@ case random_25
import torch
b = torch.tensor([[-7, -8, -2], [0, 1, 8], [3, -4, 3], [-9, 9, -1], [-1, -3, -2], [-6, -9, -3]], dtype=torch.float32)
z = b.unfold(0, 3, 1).permute(2, 0, 1)
print(z.shape, z.stride())
z.copy_(torch.arange(z.shape[-1], dtype=torch.float32) + 100)
print(b.tolist())
z.copy_(torch.arange(z.shape[-1], dtype=torch.float32) + 100)
print(b.tolist())

#@@ case random_26
import torch
b = torch.tensor([[-6, 6], [-8, -7], [1, -6], [-4, 7], [9, 0]], dtype=torch.float32)
z = b.unfold(0, 3, 2)
print(z.shape, z.stride())
z.mul_(4)
print(b.tolist())
z.mul_(3)
print(b.tolist())

#@@ case random_27
import torch
b = torch.tensor([[2, -3], [-4, -7], [-1, -4], [-9, 1], [-8, -4], [2, -3], [7, -9], [-8, -9]], dtype=torch.float32)
z = b.unfold(0, 2, 2).transpose(1, 2)
print(z.shape, z.stride())
z.copy_(torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape) * 10)
print(b.tolist())

#@@ case random_28
import torch
b = torch.tensor([[1, -3], [3, 3], [0, -8], [-2, 0], [1, -2], [0, 4], [-3, -7]], dtype=torch.float32)
z = b.unfold(0, 3, 2).permute(2, 0, 1)
print(z.shape, z.stride())
z.add_(z.clone() + 1)
print(b.tolist())

#@@ case random_29
import torch
b = torch.tensor([[6, -4, 8], [-6, -9, -9], [0, 7, -5], [-9, -7, 5], [-7, 9, 4], [2, 3, 5], [6, -1, -4], [9, 0, -2], [0, -7, -5]], dtype=torch.float32)
z = torch.as_strided(b, (3, 3), (1, 2))
print(z.shape, z.stride())
z[...] = torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape)
print(b.tolist())

#@@ case random_30
import torch
b = torch.tensor([[-2], [5], [1], [6], [0], [7], [-2], [8], [6]], dtype=torch.float32)
z = b.unfold(0, 3, 1).permute(2, 0, 1)
print(z.shape, z.stride())
z.add_(3)
print(b.tolist())
z.copy_(torch.arange(z.shape[-1], dtype=torch.float32) + 100)
print(b.tolist())

#@@ case random_31
import torch
b = torch.tensor([[-1], [6], [4], [8], [-1], [-2], [7], [-1], [-7]], dtype=torch.float32)
z = b.unfold(0, 2, 2)
print(z.shape, z.stride())
z.add_(z.clone() + 1)
print(b.tolist())

#@@ case random_32
import torch
b = torch.tensor([[-4, 4, -3], [-9, 0, 3], [4, -3, -1], [3, 6, 0], [9, -2, -8], [2, -1, 2]], dtype=torch.float32)
z = b.unfold(0, 3, 2).transpose(1, 2)
print(z.shape, z.stride())
z.copy_(torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape) * 10)
print(b.tolist())

#@@ case random_33
import torch
b = torch.tensor([[-4, 1, 7], [-7, -8, -8], [6, 9, -4], [-4, 3, 3], [0, 5, -8]], dtype=torch.float32)
z = b.unfold(0, 2, 1).permute(2, 0, 1)
print(z.shape, z.stride())
z.copy_(torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape) * 10)
print(b.tolist())
z.copy_(torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape) * 10)
print(b.tolist())

#@@ case random_34
import torch
b = torch.tensor([[3], [1], [8], [3]], dtype=torch.float32)
z = b.unfold(0, 3, 2)[:1]
print(z.shape, z.stride())
z[...] = torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape)
print(b.tolist())

#@@ case random_35
import torch
b = torch.tensor([[5], [3], [4], [5], [6], [0]], dtype=torch.float32)
z = b.unfold(0, 2, 2)[:1]
print(z.shape, z.stride())
z.fill_(3)
print(b.tolist())
z.add_(z.clone() + 1)
print(b.tolist())

#@@ case random_36
import torch
b = torch.tensor([[2, 0], [0, 5], [-9, -7], [-1, -7], [-6, 6]], dtype=torch.float32)
z = b.unfold(0, 3, 2)[:2]
print(z.shape, z.stride())
z.copy_(torch.arange(z.shape[-1], dtype=torch.float32) + 100)
print(b.tolist())

#@@ case random_37
import torch
b = torch.tensor([[3, 7], [8, 7], [3, 6], [-6, 7], [-5, -7]], dtype=torch.float32)
z = b.unfold(0, 3, 2).transpose(1, 2)
print(z.shape, z.stride())
z.copy_(torch.arange(z.shape[-1], dtype=torch.float32) + 100)
print(b.tolist())

#@@ case random_38
import torch
b = torch.tensor([[3, -3, 9], [-6, 3, 0], [-7, 9, -1], [-8, -2, 6], [3, 4, 2], [-8, 2, 6]], dtype=torch.float32)
z = torch.as_strided(b, (2, 2), (1, 3))
print(z.shape, z.stride())
z[...] = torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape)
print(b.tolist())
z.mul_(4)
print(b.tolist())

#@@ case random_39
import torch
b = torch.tensor([[0, -4], [-8, -5], [-4, 9], [-8, -1], [7, -4], [3, 7], [-2, -9], [-7, -1], [4, -7]], dtype=torch.float32)
z = b.unfold(0, 3, 2)[:2]
print(z.shape, z.stride())
z.fill_(3)
print(b.tolist())

#@@ case random_40
import torch
b = torch.tensor([[6], [3], [9], [-4]], dtype=torch.float32)
z = b.unfold(0, 2, 1)[:2]
print(z.shape, z.stride())
z.copy_(torch.arange(z.shape[-1], dtype=torch.float32) + 100)
print(b.tolist())

#@@ case random_41
import torch
b = torch.tensor([[-3, -3, 2], [6, 1, -8], [-5, -5, 2], [0, 4, -1], [0, 2, 3], [2, -3, -4], [1, 8, -8], [-1, -2, 7], [-1, 8, 9]], dtype=torch.float32)
z = b.unfold(0, 3, 1)
print(z.shape, z.stride())
z.copy_(z.flip(1))
print(b.tolist())

#@@ case random_42
import torch
b = torch.tensor([[4, 5, 7], [-5, 7, 4], [4, -2, -5], [7, 7, 8], [-8, 1, 6], [-6, 8, 7], [4, 1, -1]], dtype=torch.float32)
z = b.unfold(0, 3, 1).permute(2, 0, 1)
print(z.shape, z.stride())
z.copy_(torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape) * 10)
print(b.tolist())

#@@ case random_43
import torch
b = torch.tensor([[2, 5, -4], [4, 2, 6], [-2, 7, -4], [-2, 6, -7], [3, -4, -7], [2, -5, 5], [9, 0, 8]], dtype=torch.float32)
z = torch.as_strided(b, (2, 2), (1, 2))
print(z.shape, z.stride())
z.fill_(4)
print(b.tolist())

#@@ case random_44
import torch
b = torch.tensor([[8, 1], [-9, -4], [-9, 3], [0, 5], [-6, -4], [-7, -9]], dtype=torch.float32)
z = b.unfold(0, 2, 1).permute(2, 0, 1)
print(z.shape, z.stride())
z.add_(5)
print(b.tolist())

#@@ case random_45
import torch
b = torch.tensor([[-7, 6, 4], [-8, -5, 6], [4, 9, -3], [-5, -9, -8]], dtype=torch.float32)
z = b.unfold(0, 3, 1).permute(2, 0, 1)
print(z.shape, z.stride())
z.add_(z.clone() + 1)
print(b.tolist())
z.fill_(5)
print(b.tolist())

#@@ case random_46
import torch
b = torch.tensor([[-8, 4, -2], [-8, -5, 0], [6, 5, -7], [0, 8, 2], [3, 8, -7], [-8, 0, -2]], dtype=torch.float32)
z = b.unfold(0, 3, 2)[:2]
print(z.shape, z.stride())
z.copy_(z.flip(0))
print(b.tolist())
z[...] = torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape)
print(b.tolist())

#@@ case random_47
import torch
b = torch.tensor([[-5], [2], [-8], [-3], [-5], [-4], [-5]], dtype=torch.float32)
z = torch.as_strided(b, (2, 3), (1, 3))
print(z.shape, z.stride())
z.copy_(torch.arange(z.shape[-1], dtype=torch.float32) + 100)
print(b.tolist())

#@@ case random_48
import torch
b = torch.tensor([[-7, 0], [2, -1], [-7, -3], [2, -2]], dtype=torch.float32)
z = b.unfold(0, 3, 2).transpose(1, 2)
print(z.shape, z.stride())
z.copy_(torch.arange(z.shape[-1], dtype=torch.float32) + 100)
print(b.tolist())
z.copy_(z.flip(1))
print(b.tolist())

#@@ case random_49
import torch
b = torch.tensor([[3, 8], [5, -4], [-2, -7], [5, 5], [2, 5]], dtype=torch.float32)
z = b.unfold(0, 2, 2)
print(z.shape, z.stride())
z.add_(4)
print(b.tolist())

#@@ case random_50
import torch
b = torch.tensor([[-6, 8], [1, 7], [7, 7], [-6, -3]], dtype=torch.float32)
z = b.unfold(0, 3, 2)
print(z.shape, z.stride())
z.fill_(3)
print(b.tolist())

#@@ case random_51
import torch
b = torch.tensor([[-1], [-3], [-5], [-2], [-5], [-5], [0]], dtype=torch.float32)
z = b.unfold(0, 3, 1)
print(z.shape, z.stride())
z.add_(z.clone() + 1)
print(b.tolist())

#@@ case random_52
import torch
b = torch.tensor([[-4, 2], [5, -2], [7, 9], [9, 6]], dtype=torch.float32)
z = b.unfold(0, 2, 1)
print(z.shape, z.stride())
z.copy_(z.flip(0))
print(b.tolist())

#@@ case random_53
import torch
b = torch.tensor([[0, 1], [8, -5], [-2, 8], [-1, 1], [3, 7], [-9, 2], [-9, 4], [5, 2], [-6, 7]], dtype=torch.float32)
z = b.unfold(0, 3, 1).permute(2, 0, 1)
print(z.shape, z.stride())
z.add_(z.clone() + 1)
print(b.tolist())
z.copy_(torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape) * 10)
print(b.tolist())

#@@ case random_54
import torch
b = torch.tensor([[-7], [-8], [6], [5]], dtype=torch.float32)
z = b.unfold(0, 3, 2).transpose(1, 2)
print(z.shape, z.stride())
z.add_(3)
print(b.tolist())

#@@ case random_55
import torch
b = torch.tensor([[-2, -2], [-7, -8], [-7, 4], [-2, 3], [3, -9], [-2, 1], [7, 4]], dtype=torch.float32)
z = b.unfold(0, 2, 1).transpose(1, 2)
print(z.shape, z.stride())
z.fill_(2)
print(b.tolist())

#@@ case random_56
import torch
b = torch.tensor([[5, -7], [-7, 6], [-8, 5], [-9, -1]], dtype=torch.float32)
z = b.unfold(0, 2, 1)[:1]
print(z.shape, z.stride())
z.fill_(3)
print(b.tolist())
z.add_(2)
print(b.tolist())

#@@ case random_57
import torch
b = torch.tensor([[0, 6], [6, 5], [8, -3], [9, 9], [2, 1], [-1, 6], [1, 9], [8, 6]], dtype=torch.float32)
z = b.unfold(0, 2, 1).transpose(1, 2)
print(z.shape, z.stride())
z.mul_(2)
print(b.tolist())
z.fill_(3)
print(b.tolist())

#@@ case random_58
import torch
b = torch.tensor([[6, 5], [2, 9], [-9, -4], [-7, -4], [3, -9], [3, -4], [-7, 6], [2, 4], [9, 4]], dtype=torch.float32)
z = b.unfold(0, 2, 2)
print(z.shape, z.stride())
z.add_(4)
print(b.tolist())
z.copy_(torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape) * 10)
print(b.tolist())

#@@ case random_59
import torch
b = torch.tensor([[-9], [-3], [5], [2], [-7]], dtype=torch.float32)
z = b.unfold(0, 2, 2).transpose(1, 2)
print(z.shape, z.stride())
z.mul_(3)
print(b.tolist())

#@@ case random_60
import torch
b = torch.tensor([[-5], [6], [-8], [5], [-8], [-5]], dtype=torch.float32)
z = b.unfold(0, 2, 2).permute(2, 0, 1)
print(z.shape, z.stride())
z.add_(3)
print(b.tolist())

#@@ case random_61
import torch
b = torch.tensor([[3, -1, -9], [-8, -7, 7], [-9, -8, 4], [0, 5, 8], [-4, 4, -5], [-9, 5, -4]], dtype=torch.float32)
z = b.unfold(0, 3, 1).transpose(1, 2)
print(z.shape, z.stride())
z.add_(z.clone() + 1)
print(b.tolist())
z.copy_(torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape) * 10)
print(b.tolist())

#@@ case random_62
import torch
b = torch.tensor([[2, -5, -8], [8, -1, 3], [-7, -7, -5], [-5, 2, -4]], dtype=torch.float32)
z = b.unfold(0, 2, 2)[:1]
print(z.shape, z.stride())
z.copy_(torch.arange(z.shape[-1], dtype=torch.float32) + 100)
print(b.tolist())

#@@ case random_63
import torch
b = torch.tensor([[1, -6, 4], [5, 7, -1], [-9, -3, -1], [9, -9, -3], [-6, -4, -4], [1, 4, -3]], dtype=torch.float32)
z = b.unfold(0, 3, 1).permute(2, 0, 1)
print(z.shape, z.stride())
z.copy_(torch.arange(z.shape[-1], dtype=torch.float32) + 100)
print(b.tolist())
z[...] = torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape)
print(b.tolist())

#@@ case random_64
import torch
b = torch.tensor([[9, 4], [5, 1], [-5, -2], [8, -3], [-7, 1], [-2, -7]], dtype=torch.float32)
z = b.unfold(0, 3, 2)
print(z.shape, z.stride())
z.copy_(z.flip(0))
print(b.tolist())

#@@ case random_65
import torch
b = torch.tensor([[-3], [4], [3], [-2], [1]], dtype=torch.float32)
z = b.unfold(0, 3, 1)[:1]
print(z.shape, z.stride())
z.add_(3)
print(b.tolist())
z.sub_(torch.ones(z.shape[-1]))
print(b.tolist())

#@@ case random_66
import torch
b = torch.tensor([[1, -4, 5], [8, 4, -7], [-9, 8, 9], [-3, 8, -1], [-4, 6, 5], [9, -1, -6], [7, 1, -3], [4, 7, 9]], dtype=torch.float32)
z = b.unfold(0, 2, 1).permute(2, 0, 1)
print(z.shape, z.stride())
z.copy_(torch.arange(z.shape[-1], dtype=torch.float32) + 100)
print(b.tolist())

#@@ case random_67
import torch
b = torch.tensor([[5, 9, 8], [-9, 4, -4], [1, 3, -1], [-8, 1, 7], [8, -4, -5], [-4, -7, 5], [7, 5, 3], [9, 7, 1], [-8, -6, -4]], dtype=torch.float32)
z = b.unfold(0, 2, 2).permute(2, 0, 1)
print(z.shape, z.stride())
z[...] = torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape)
print(b.tolist())
z.copy_(torch.arange(z.shape[-1], dtype=torch.float32) + 100)
print(b.tolist())

#@@ case random_68
import torch
b = torch.tensor([[7, 6, 7], [-4, -5, 1], [9, -3, 0], [-6, 5, 1], [0, -8, 1], [0, 4, 6], [9, 3, -1], [-5, -1, 8]], dtype=torch.float32)
z = b.unfold(0, 3, 2).transpose(1, 2)
print(z.shape, z.stride())
z.copy_(torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape) * 10)
print(b.tolist())

#@@ case random_69
import torch
b = torch.tensor([[-7], [5], [7], [-3], [7], [-1], [-2], [7]], dtype=torch.float32)
z = b.unfold(0, 2, 1).permute(2, 0, 1)
print(z.shape, z.stride())
z.copy_(torch.arange(z.shape[-1], dtype=torch.float32) + 100)
print(b.tolist())
z.copy_(torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape) * 10)
print(b.tolist())

#@@ case random_70
import torch
b = torch.tensor([[4], [9], [4], [-4], [2], [7], [-6], [2]], dtype=torch.float32)
z = b.unfold(0, 2, 1)[:3]
print(z.shape, z.stride())
z[...] = torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape)
print(b.tolist())
z[...] = torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape)
print(b.tolist())

#@@ case random_71
import torch
b = torch.tensor([[-2, -5], [5, -1], [2, -2], [1, 1], [-5, -5], [6, -6], [3, -7], [3, -6]], dtype=torch.float32)
z = b.unfold(0, 3, 1)[:3]
print(z.shape, z.stride())
z.mul_(4)
print(b.tolist())

#@@ case random_72
import torch
b = torch.tensor([[9, 1, 1], [-9, -8, -6], [-1, -1, -7], [-7, 6, 0], [-3, -3, 7], [8, -8, 8]], dtype=torch.float32)
z = b.unfold(0, 2, 1).transpose(1, 2)
print(z.shape, z.stride())
z[...] = torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape)
print(b.tolist())
z.mul_(4)
print(b.tolist())

#@@ case random_73
import torch
b = torch.tensor([[2, 2, -1], [-4, 7, -6], [0, 4, 4], [-8, 5, -4]], dtype=torch.float32)
z = b.unfold(0, 2, 2).permute(2, 0, 1)
print(z.shape, z.stride())
z[...] = torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape)
print(b.tolist())
z.fill_(4)
print(b.tolist())

#@@ case random_74
import torch
b = torch.tensor([[8], [-6], [9], [-3], [-6]], dtype=torch.float32)
z = b.unfold(0, 3, 2).transpose(1, 2)
print(z.shape, z.stride())
z.copy_(torch.arange(z.shape[-1], dtype=torch.float32) + 100)
print(b.tolist())
z.add_(z.clone() + 1)
print(b.tolist())

#@@ case random_75
import torch
b = torch.tensor([[-8, -1, 8], [5, -4, 9], [5, 3, -6], [9, -6, 8], [-5, -1, 6], [-7, -9, 4]], dtype=torch.float32)
z = torch.as_strided(b, (2, 3), (2, 3))
print(z.shape, z.stride())
z.copy_(torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape) * 10)
print(b.tolist())
z.copy_(torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape) * 10)
print(b.tolist())

#@@ case random_76
import torch
b = torch.tensor([[-6, 5], [-5, -1], [-4, -6], [5, -9], [-6, 6], [-1, -2], [-1, -8], [-2, -7], [-6, -8]], dtype=torch.float32)
z = b.unfold(0, 3, 1).transpose(1, 2)
print(z.shape, z.stride())
z[...] = torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape)
print(b.tolist())
z.add_(z.clone() + 1)
print(b.tolist())

#@@ case random_77
import torch
b = torch.tensor([[4, -9], [-4, 9], [7, 8], [-5, -6], [-1, 9], [-1, -3], [6, 6], [7, -4]], dtype=torch.float32)
z = b.unfold(0, 2, 1)
print(z.shape, z.stride())
z.copy_(torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape) * 10)
print(b.tolist())

#@@ case random_78
import torch
b = torch.tensor([[-3, 9, 6], [-7, -2, -8], [1, 4, 7], [5, 8, -8], [8, 3, -5], [5, 2, -6], [8, 8, 2], [-8, -6, 6]], dtype=torch.float32)
z = b.unfold(0, 2, 2).transpose(1, 2)
print(z.shape, z.stride())
z.copy_(torch.arange(z.shape[-1], dtype=torch.float32) + 100)
print(b.tolist())
z[...] = torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape)
print(b.tolist())

#@@ case random_79
import torch
b = torch.tensor([[5, 4, -3], [-2, -5, -8], [6, -2, 0], [-2, 6, -4], [-4, 3, -1], [-3, -3, -7], [-2, 3, 5]], dtype=torch.float32)
z = torch.as_strided(b, (2, 2), (2, 3))
print(z.shape, z.stride())
z.copy_(torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape) * 10)
print(b.tolist())
z.fill_(5)
print(b.tolist())

#@@ case random_80
import torch
b = torch.tensor([[-5, 3, 8], [8, 5, -9], [-7, 5, -1], [3, -1, -9], [0, 1, 2], [3, 8, 8]], dtype=torch.float32)
z = b.unfold(0, 3, 1).transpose(1, 2)
print(z.shape, z.stride())
z.mul_(5)
print(b.tolist())

#@@ case random_81
import torch
b = torch.tensor([[1, 1, -6], [7, 2, -6], [-5, -5, 5], [1, 7, 1], [6, 0, 6], [-5, 6, -9]], dtype=torch.float32)
z = torch.as_strided(b, (2, 3), (1, 3))
print(z.shape, z.stride())
z.fill_(4)
print(b.tolist())
z.sub_(torch.ones(z.shape[-1]))
print(b.tolist())

#@@ case random_82
import torch
b = torch.tensor([[9, 8, -6], [2, -3, -7], [1, 6, 8], [8, -8, 0]], dtype=torch.float32)
z = b.unfold(0, 3, 1)
print(z.shape, z.stride())
z.fill_(3)
print(b.tolist())
z.copy_(torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape) * 10)
print(b.tolist())

#@@ case random_83
import torch
b = torch.tensor([[5, -8], [0, -1], [-5, -5], [-3, 8], [2, -6], [1, -1], [-6, -3], [-9, -6]], dtype=torch.float32)
z = b.unfold(0, 2, 1).transpose(1, 2)
print(z.shape, z.stride())
z.sub_(torch.ones(z.shape[-1]))
print(b.tolist())

#@@ case random_84
import torch
b = torch.tensor([[-5], [0], [2], [-7], [0], [2], [4]], dtype=torch.float32)
z = b.unfold(0, 3, 2).permute(2, 0, 1)
print(z.shape, z.stride())
z.fill_(3)
print(b.tolist())

#@@ case random_85
import torch
b = torch.tensor([[6], [-8], [3], [-2], [9], [-6]], dtype=torch.float32)
z = b.unfold(0, 3, 2)
print(z.shape, z.stride())
z.copy_(torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape) * 10)
print(b.tolist())
z[...] = torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape)
print(b.tolist())

#@@ case random_86
import torch
b = torch.tensor([[7, -9, 4], [3, -4, -4], [5, 8, 0], [1, 4, -9], [1, 9, 2]], dtype=torch.float32)
z = b.unfold(0, 2, 2)[:3]
print(z.shape, z.stride())
z.copy_(torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape) * 10)
print(b.tolist())

#@@ case random_87
import torch
b = torch.tensor([[3, -5], [0, -3], [3, 6], [-4, 4], [3, 7]], dtype=torch.float32)
z = b.unfold(0, 3, 2).transpose(1, 2)
print(z.shape, z.stride())
z.copy_(torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape) * 10)
print(b.tolist())

#@@ case random_88
import torch
b = torch.tensor([[-5, -7, 4], [2, -3, 9], [7, 8, 9], [8, -8, -5], [-9, -9, -3], [6, -9, -8], [-9, 2, -8], [-8, -7, 8]], dtype=torch.float32)
z = torch.as_strided(b, (3, 2), (0, 1))
print(z.shape, z.stride())
z.mul_(3)
print(b.tolist())
z.add_(2)
print(b.tolist())

#@@ case random_89
import torch
b = torch.tensor([[8, 2, -4], [6, 7, 0], [7, 4, -9], [1, 8, -9], [2, 3, 9], [5, -4, 9], [-8, -4, 9], [8, 1, 5], [-3, -1, -3]], dtype=torch.float32)
z = b.unfold(0, 3, 2).transpose(1, 2)
print(z.shape, z.stride())
z.add_(3)
print(b.tolist())

#@@ case random_90
import torch
b = torch.tensor([[-3, 5, -8], [-7, 6, 4], [-9, 8, -9], [-3, -9, 7], [-1, 3, -7], [5, 9, -7], [-7, 4, 4]], dtype=torch.float32)
z = torch.as_strided(b, (3, 3), (0, 3))
print(z.shape, z.stride())
z.copy_(torch.arange(z.shape[-1], dtype=torch.float32) + 100)
print(b.tolist())
z.add_(z.clone() + 1)
print(b.tolist())

#@@ case random_91
import torch
b = torch.tensor([[0, -1, 5], [0, -8, -8], [7, 9, 2], [9, -4, -1]], dtype=torch.float32)
z = b.unfold(0, 2, 2)
print(z.shape, z.stride())
z.add_(z.clone() + 1)
print(b.tolist())

#@@ case random_92
import torch
b = torch.tensor([[-4], [4], [9], [-9], [-2], [6], [8], [-2], [-3]], dtype=torch.float32)
z = b.unfold(0, 2, 1).transpose(1, 2)
print(z.shape, z.stride())
z.mul_(3)
print(b.tolist())

#@@ case random_93
import torch
b = torch.tensor([[-5], [8], [-9], [-8], [3], [-9]], dtype=torch.float32)
z = b.unfold(0, 3, 2)[:1]
print(z.shape, z.stride())
z.copy_(torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape) * 10)
print(b.tolist())
z.fill_(3)
print(b.tolist())

#@@ case random_94
import torch
b = torch.tensor([[5, 8], [5, 1], [-2, 4], [-4, 1], [6, 0], [1, -1], [-9, 7]], dtype=torch.float32)
z = b.unfold(0, 2, 1)[:1]
print(z.shape, z.stride())
z.copy_(torch.arange(z.shape[-1], dtype=torch.float32) + 100)
print(b.tolist())

#@@ case random_95
import torch
b = torch.tensor([[-9], [3], [3], [9], [4], [3]], dtype=torch.float32)
z = b.unfold(0, 2, 2)
print(z.shape, z.stride())
z[...] = torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape)
print(b.tolist())
z.add_(z.clone() + 1)
print(b.tolist())

#@@ case random_96
import torch
b = torch.tensor([[-8], [-8], [-8], [8], [9], [-3], [-8], [-8]], dtype=torch.float32)
z = b.unfold(0, 3, 2).permute(2, 0, 1)
print(z.shape, z.stride())
z.add_(3)
print(b.tolist())
z.copy_(z.flip(1))
print(b.tolist())

#@@ case random_97
import torch
b = torch.tensor([[1, -7], [-5, 9], [2, 6], [7, 6], [-8, 8], [-9, 6], [5, -4], [5, -1], [5, -3]], dtype=torch.float32)
z = b.unfold(0, 3, 1)
print(z.shape, z.stride())
z.add_(3)
print(b.tolist())
z[...] = torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape)
print(b.tolist())

#@@ case random_98
import torch
b = torch.tensor([[8, -3, 7], [-6, 5, -9], [-8, 8, 4], [0, 1, 5], [-1, -4, -4], [9, 5, 2], [3, 4, 4]], dtype=torch.float32)
z = b.unfold(0, 3, 2).permute(2, 0, 1)
print(z.shape, z.stride())
z.add_(z.clone() + 1)
print(b.tolist())
z[...] = torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape)
print(b.tolist())

#@@ case random_99
import torch
b = torch.tensor([[2, -4], [6, -2], [3, 4], [-1, -3]], dtype=torch.float32)
z = b.unfold(0, 3, 2).permute(2, 0, 1)
print(z.shape, z.stride())
z.add_(z.clone() + 1)
print(b.tolist())

#@@ case random_100
import torch
b = torch.tensor([[-4, -9], [-7, -6], [-3, -3], [6, -9], [3, -4], [-7, -4], [-5, -9]], dtype=torch.float32)
z = b.unfold(0, 3, 1)[:2]
print(z.shape, z.stride())
z.add_(z.clone() + 1)
print(b.tolist())

#@@ case random_101
import torch
b = torch.tensor([[-3, 0], [-6, 7], [-4, 4], [0, 5], [-1, -2], [7, 4], [-9, 9]], dtype=torch.float32)
z = b.unfold(0, 3, 2).permute(2, 0, 1)
print(z.shape, z.stride())
z.add_(3)
print(b.tolist())
z.copy_(z.flip(0))
print(b.tolist())

#@@ case random_102
import torch
b = torch.tensor([[-1, -2, -8], [9, 6, 4], [5, -4, 8], [-2, 8, -3], [-7, -7, 6], [-7, -4, 5]], dtype=torch.float32)
z = b.unfold(0, 3, 1).transpose(1, 2)
print(z.shape, z.stride())
z.add_(z.clone() + 1)
print(b.tolist())
z.copy_(z.flip(1))
print(b.tolist())

#@@ case random_103
import torch
b = torch.tensor([[1, 3], [6, 9], [-1, -9], [-6, -8], [2, 6], [-7, -9], [8, -8]], dtype=torch.float32)
z = b.unfold(0, 3, 2)
print(z.shape, z.stride())
z.copy_(z.flip(1))
print(b.tolist())

#@@ case random_104
import torch
b = torch.tensor([[-7, 7], [7, 0], [-3, 9], [7, 0], [1, -5]], dtype=torch.float32)
z = torch.as_strided(b, (2, 2), (0, 1))
print(z.shape, z.stride())
z.copy_(torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape) * 10)
print(b.tolist())

#@@ case random_105
import torch
b = torch.tensor([[-1], [-1], [-7], [-9], [-7], [9]], dtype=torch.float32)
z = b.unfold(0, 2, 1)[:1]
print(z.shape, z.stride())
z.sub_(torch.ones(z.shape[-1]))
print(b.tolist())
z.copy_(torch.arange(z.shape[-1], dtype=torch.float32) + 100)
print(b.tolist())

#@@ case random_106
import torch
b = torch.tensor([[-9], [-5], [5], [-5], [-3], [-3], [0]], dtype=torch.float32)
z = b.unfold(0, 3, 1)
print(z.shape, z.stride())
z.add_(z.clone() + 1)
print(b.tolist())

#@@ case random_107
import torch
b = torch.tensor([[2, 2, -4], [4, 3, 9], [8, -3, 8], [6, -6, 9], [2, -4, -2], [-3, -5, -9], [-6, -2, 4], [-8, 0, 7]], dtype=torch.float32)
z = torch.as_strided(b, (3, 3), (1, 3))
print(z.shape, z.stride())
z[...] = torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape)
print(b.tolist())

#@@ case random_108
import torch
b = torch.tensor([[-6], [5], [1], [0], [-2], [-3]], dtype=torch.float32)
z = b.unfold(0, 3, 2).transpose(1, 2)
print(z.shape, z.stride())
z[...] = torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape)
print(b.tolist())

#@@ case random_109
import torch
b = torch.tensor([[-6, 3], [3, -7], [7, 0], [-3, 6], [-1, 2], [-9, -5], [-2, 7]], dtype=torch.float32)
z = b.unfold(0, 2, 2)
print(z.shape, z.stride())
z.fill_(2)
print(b.tolist())
z.fill_(3)
print(b.tolist())

#@@ case random_110
import torch
b = torch.tensor([[9, -9], [8, -2], [-4, -3], [-8, -9]], dtype=torch.float32)
z = b.unfold(0, 3, 1)
print(z.shape, z.stride())
z.copy_(z.flip(0))
print(b.tolist())

#@@ case random_111
import torch
b = torch.tensor([[3, -6], [-5, 0], [-5, 0], [-8, -6]], dtype=torch.float32)
z = torch.as_strided(b, (3, 2), (2, 1))
print(z.shape, z.stride())
z[...] = torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape)
print(b.tolist())
z.add_(z.clone() + 1)
print(b.tolist())

#@@ case random_112
import torch
b = torch.tensor([[-7, 7, 2], [0, 3, 3], [1, 7, 0], [6, 1, 3]], dtype=torch.float32)
z = b.unfold(0, 2, 1).transpose(1, 2)
print(z.shape, z.stride())
z.mul_(5)
print(b.tolist())
z.copy_(torch.arange(z.shape[-1], dtype=torch.float32) + 100)
print(b.tolist())

#@@ case random_113
import torch
b = torch.tensor([[-2], [7], [1], [-6], [6], [-8], [8]], dtype=torch.float32)
z = b.unfold(0, 3, 1)
print(z.shape, z.stride())
z.mul_(4)
print(b.tolist())

#@@ case random_114
import torch
b = torch.tensor([[-9, 8, -7], [-6, 0, -2], [3, 8, -4], [-6, 2, -2], [7, 7, 2], [7, 8, 1], [-3, -6, -7], [-5, 2, 1]], dtype=torch.float32)
z = b.unfold(0, 3, 2).permute(2, 0, 1)
print(z.shape, z.stride())
z.fill_(4)
print(b.tolist())
z[...] = torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape)
print(b.tolist())

#@@ case random_115
import torch
b = torch.tensor([[2], [8], [4], [-4], [8], [0]], dtype=torch.float32)
z = b.unfold(0, 2, 2).permute(2, 0, 1)
print(z.shape, z.stride())
z[...] = torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape)
print(b.tolist())

#@@ case random_116
import torch
b = torch.tensor([[-2, -2, 5], [8, 2, 5], [0, 7, 2], [-7, -9, 4], [-4, -7, 4]], dtype=torch.float32)
z = b.unfold(0, 3, 2)[:1]
print(z.shape, z.stride())
z.sub_(torch.ones(z.shape[-1]))
print(b.tolist())
z.add_(2)
print(b.tolist())

#@@ case random_117
import torch
b = torch.tensor([[-1, -8, -9], [-5, 9, -6], [-8, -6, 3], [8, 2, -8], [5, -3, -3], [-9, 7, -4], [-6, -6, 2], [6, 0, -6], [-1, -8, -8]], dtype=torch.float32)
z = b.unfold(0, 2, 1).permute(2, 0, 1)
print(z.shape, z.stride())
z.copy_(torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape) * 10)
print(b.tolist())
z.add_(z.clone() + 1)
print(b.tolist())

#@@ case random_118
import torch
b = torch.tensor([[-2, 5, -5], [-3, 6, -2], [6, 2, 4], [8, -2, 9]], dtype=torch.float32)
z = b.unfold(0, 2, 1)[:1]
print(z.shape, z.stride())
z.add_(3)
print(b.tolist())
z.copy_(torch.arange(z.shape[-1], dtype=torch.float32) + 100)
print(b.tolist())

#@@ case random_119
import torch
b = torch.tensor([[7], [4], [-9], [-7], [-8], [-6]], dtype=torch.float32)
z = b.unfold(0, 2, 2)[:2]
print(z.shape, z.stride())
z.copy_(torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape) * 10)
print(b.tolist())
z.copy_(z.flip(0))
print(b.tolist())
