# Random advanced-indexing programs (gets and sets over permuted / expanded / flipped /
# channels-last sources, lists, index tensors incl. transposed and expanded ones, masks,
# ints, slices, None, True/False, Ellipsis, out-of-bounds values), generated once by a
# throwaway script; outputs recorded from torch 1.13 with scripts/record_cases.py.
#@@ case hget_31_0
import torch
x = torch.arange(4).reshape(4, 1)
try:
    y = x[..., torch.tensor([-1, -2, -2]), None, torch.tensor([0, 0, -1])]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_1
import torch
x = torch.arange(36).reshape(3, 2, 2, 3)
try:
    y = x[torch.tensor([[False, True], [True, True], [True, True]])]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_2
import torch
x = torch.arange(20).reshape(5, 4)
try:
    y = x[torch.tensor([[True, True, False, True], [True, True, False, True], [False, True, True, False], [True, False, False, False], [False, False, True, True]]), ...]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_3
import torch
x = torch.arange(12).reshape(4, 3)
try:
    y = x[:, torch.tensor([False, True, False])]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_4
import torch
x = torch.arange(2).reshape(1, 2).permute(1, 0)
try:
    y = x[torch.tensor([[0], [0]]), -1]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_5
import torch
x = torch.arange(40).reshape(2, 5, 4, 1).permute(2, 0, 1, 3)
try:
    y = x[3, torch.tensor([5, 5])]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_6
import torch
x = torch.arange(40).reshape(2, 5, 4).flip(0)
try:
    y = x[:1, torch.tensor([[4, -1], [2, 2]]).t(), 1]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_7
import torch
x = torch.arange(40).reshape(4, 5, 2).permute(1, 0, 2)
try:
    y = x[torch.tensor([[-1], [-2]])]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_8
import torch
x = torch.arange(3).reshape(3, 1, 1).flip(0)
try:
    y = x[torch.tensor([[2, -1, -2]]), :1]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_9
import torch
x = torch.arange(27).reshape(3, 3, 3).permute(1, 2, 0)
try:
    y = x[0, [False, False, True], [-3, -3, -1]]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_10
import torch
x = torch.arange(30).reshape(2, 5, 3).flip(0)
try:
    y = x[torch.tensor([[0], [-2], [-1]]).t(), :1, :1]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_11
import torch
x = torch.arange(48).reshape(3, 4, 4)
try:
    y = x[[-3, 1]]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_12
import torch
x = torch.arange(12).reshape(4, 3).permute(1, 0)
try:
    y = x[[0, -2, -3]]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_13
import torch
x = torch.arange(100).reshape(5, 4, 5).permute(2, 1, 0)
try:
    y = x[[-5, 0, -2], torch.tensor([-4, 2, 1]), torch.tensor([[-5, 2, -5]])]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_14
import torch
x = torch.arange(120).reshape(2, 5, 3, 4).permute(3, 1, 0, 2)
try:
    y = x[-1, torch.tensor([4]).expand(2), 1, [-4, -2]]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_15
import torch
x = torch.arange(48).reshape(3, 4, 4).permute(1, 0, 2)
try:
    y = x[[True, True, False, True], -1, ::2]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_16
import torch
x = torch.arange(10).reshape(1, 5, 2).flip(0)
try:
    y = x[torch.tensor([[0, 0], [0, 0]]), ::2]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_17
import torch
x = torch.arange(16).reshape(2, 2, 4)
try:
    y = x[1:, torch.tensor([[False, True, False, False], [False, False, True, True]])]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_18
import torch
x = torch.arange(12).reshape(4, 3)
try:
    y = x[torch.tensor([True, True, True, True]), 1:]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_19
import torch
x = torch.arange(15).reshape(5, 3)
try:
    y = x[::2, -2, torch.tensor([-2, -1])]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_20
import torch
x = torch.arange(1).reshape(1, 1).flip(0)
try:
    y = x[0, None, torch.tensor([True])]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_21
import torch
x = torch.arange(6).reshape(3, 2).permute(0, 1)
try:
    y = x[torch.tensor([[False, False], [True, True], [True, False]])]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_22
import torch
x = torch.arange(10).reshape(2, 5)
try:
    y = x[torch.tensor([-1, 0]), torch.tensor([-2, -1])]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_23
import torch
x = torch.arange(48).reshape(4, 3, 4).permute(2, 0, 1)
try:
    y = x[[3, 2], 3, 1]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_24
import torch
x = torch.arange(2).reshape(1, 2).flip(0)
try:
    y = x[::2, [1, 0]]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_25
import torch
x = torch.arange(80).reshape(5, 2, 4, 2)
try:
    y = x[4, [True, True], :, True, 1]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_26
import torch
x = torch.arange(4).reshape(4, 1)
try:
    y = x[torch.tensor([[True], [False], [True], [True]])]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_27
import torch
x = torch.arange(18).reshape(3, 3, 2).permute(2, 0, 1)
try:
    y = x[[True, True]]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_28
import torch
x = torch.arange(5).reshape(5, 1, 1, 1).flip(0)
try:
    y = x[torch.tensor([[True], [True], [False], [True], [False]]), ::2, torch.tensor([0]).expand(3)]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_29
import torch
x = torch.arange(50).reshape(2, 5, 5, 1)
try:
    y = x[torch.tensor([[False, False, False, True, True], [True, False, False, True, False]]), 0, torch.tensor([[0], [0]])]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_30
import torch
x = torch.arange(60).reshape(5, 3, 1, 4).flip(0)
try:
    y = x[1:, torch.tensor([-2]).expand(3)]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_31
import torch
x = torch.arange(48).reshape(3, 4, 4).permute(0, 1, 2)
try:
    y = x[[2, 0, 1]]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_32
import torch
x = torch.arange(40).reshape(2, 5, 4)
try:
    y = x[torch.tensor([False, False]), -1, torch.tensor([2, -4, -1])]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_33
import torch
x = torch.arange(15).reshape(1, 5, 3)
try:
    y = x[:1, False, None, -1, torch.tensor([0])]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_34
import torch
x = torch.arange(5).reshape(1, 5, 1).permute(1, 2, 0)
try:
    y = x[2, -1, -1, torch.tensor([-1, 0])]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_35
import torch
x = torch.arange(6).reshape(3, 2, 1)
try:
    y = x[torch.tensor([-1, 0])]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_36
import torch
x = torch.arange(75).reshape(5, 3, 5).permute(2, 0, 1)
try:
    y = x[-3, torch.tensor([[False, False, False], [False, False, False], [True, True, False], [False, False, False], [True, False, False]])]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_37
import torch
x = torch.arange(6).reshape(3, 1, 2)
try:
    y = x[torch.tensor([[True], [False], [False]]), []]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_38
import torch
x = torch.arange(16).reshape(1, 4, 4)
try:
    y = x[0, [0, 3, 1], 3]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_39
import torch
x = torch.arange(18).reshape(2, 3, 3)
try:
    y = x[torch.tensor([0, 0]), ...]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_40
import torch
x = torch.arange(10).reshape(1, 5, 2).permute(0, 1, 2)
try:
    y = x[torch.tensor([[True, False, True, False, False]]), -2]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_41
import torch
x = torch.arange(160).reshape(2, 4, 4, 5).permute(0, 1, 3, 2)
try:
    y = x[torch.tensor([-1]), -1, -5, 2]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_42
import torch
x = torch.arange(15).reshape(3, 5)
try:
    y = x[::2, torch.tensor([2]).expand(2)]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_43
import torch
x = torch.arange(12).reshape(3, 4, 1)
try:
    y = x[torch.tensor([0]), ::2, 1:]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_44
import torch
x = torch.arange(32).reshape(4, 2, 4).permute(1, 2, 0)
try:
    y = x[1:, torch.tensor([3, 4]), ..., 0]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_45
import torch
x = torch.arange(8).reshape(2, 1, 4)
try:
    y = x[True, :1, torch.tensor([0, 0])]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_46
import torch
x = torch.arange(10).reshape(1, 5, 2)
try:
    y = x[torch.tensor([[True, False, True, False, False]])]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_47
import torch
x = torch.arange(8).reshape(2, 4, 1).expand(2, 4, 3)
try:
    y = x[:, [3], -3]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_48
import torch
x = torch.arange(200).reshape(5, 2, 5, 4)
try:
    y = x[torch.tensor([[False, False], [True, False], [False, False], [True, False], [False, True]]), -1, :]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_49
import torch
x = torch.arange(20).reshape(5, 4, 1)
try:
    y = x[torch.tensor([[0], [-1], [4]]).t(), -4, ::2]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_50
import torch
x = torch.arange(32).reshape(4, 4, 1, 2).permute(1, 2, 3, 0)
try:
    y = x[torch.tensor([[3, 3]]).t(), torch.tensor([[0, 0]]).t(), torch.tensor([[0], [0]]), False, ..., 1]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_51
import torch
x = torch.arange(150).reshape(5, 2, 3, 5).permute(1, 2, 3, 0)
try:
    y = x[torch.tensor([-2]).expand(2)]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_52
import torch
x = torch.arange(2).reshape(1, 1, 2, 1).contiguous(memory_format=torch.channels_last)
try:
    y = x[-1, torch.tensor([[0, 0, 0]]), 1, torch.tensor([0, 0, -1])]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_53
import torch
x = torch.arange(2).reshape(1, 2)
try:
    y = x[:, torch.tensor([True, True])]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_54
import torch
x = torch.arange(48).reshape(1, 3, 4, 4)
try:
    y = x[torch.tensor([False]), [3, -1], [-1, 1], torch.tensor([-1]).expand(2)]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_55
import torch
x = torch.arange(3).reshape(1, 3)
try:
    y = x[torch.tensor([[-1], [0], [0]]).t(), -2]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_56
import torch
x = torch.arange(12).reshape(1, 2, 2, 3)
try:
    y = x[0, -2, ::2, 2, torch.tensor([0]).expand(2)]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_57
import torch
x = torch.arange(10).reshape(2, 5).permute(0, 1)
try:
    y = x[:1, [1, 0]]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_58
import torch
x = torch.arange(128).reshape(2, 4, 4, 4)
try:
    y = x[torch.tensor([-1, -1])]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_59
import torch
x = torch.arange(12).reshape(4, 3, 1)
try:
    y = x[:, torch.tensor([2, -2])]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_60
import torch
x = torch.arange(64).reshape(4, 4, 4)
try:
    y = x[-2, [1]]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_61
import torch
x = torch.arange(18).reshape(3, 2, 3).flip(0)
try:
    y = x[:1, -2, -3, torch.tensor([0, 0])]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_62
import torch
x = torch.arange(20).reshape(4, 5, 1)
try:
    y = x[torch.tensor([-1]).expand(2)]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_63
import torch
x = torch.arange(16).reshape(4, 4, 1).permute(1, 2, 0)
try:
    y = x[-3, ..., [True], [1]]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_64
import torch
x = torch.arange(5).reshape(1, 5)
try:
    y = x[torch.tensor([[-1, -1], [-1, -1]]), :1]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_65
import torch
x = torch.arange(30).reshape(2, 5, 1, 3).permute(2, 1, 0, 3)
try:
    y = x[[-1]]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_66
import torch
x = torch.arange(8).reshape(2, 4)
try:
    y = x[[-1, 1]]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_67
import torch
x = torch.arange(60).reshape(1, 3, 4, 5).flip(0)
try:
    y = x[-1, torch.tensor([False, True, False]), torch.tensor([[0, 1, 2]]), 1:]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_68
import torch
x = torch.arange(12).reshape(1, 3, 4)
try:
    y = x[-1, [1, 1]]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hget_31_69
import torch
x = torch.arange(60).reshape(3, 5, 4)
try:
    y = x[torch.tensor([False, False, False]), [], 0]
    print(y.shape, y.stride(), y.is_contiguous())
    print(y)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
#@@ case hset_32_0
import torch
x = torch.arange(4).reshape(2, 2)
x = x
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[True, torch.tensor([False, False]), ::2]
    x[True, torch.tensor([False, False]), ::2] = torch.arange(y.shape[-1] if y.dim() else 1) + 50
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_1
import torch
x = torch.arange(20).reshape(5, 1, 4)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[[2, -4, 0], :]
    x[[2, -4, 0], :] = torch.arange(y.numel()).reshape(y.shape) + 100
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_2
import torch
x = torch.arange(15).reshape(5, 3).permute(0, 1)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[[False, False, True, False, True], [-3]]
    x[[False, False, True, False, True], [-3]] = torch.tensor([8])
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_3
import torch
x = torch.arange(4).reshape(4, 1)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[:, torch.tensor([])]
    x[:, torch.tensor([])] = 5
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_4
import torch
x = torch.arange(4).reshape(4, 1).flip(0)
x = x
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[:1, [False]]
    x[:1, [False]] = torch.arange(y.shape[-1] if y.dim() else 1) + 50
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_5
import torch
x = torch.arange(80).reshape(4, 4, 5)
x = x
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[1:, 1, -3, torch.tensor([-1, -1])]
    x[1:, 1, -3, torch.tensor([-1, -1])] = 5
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_6
import torch
x = torch.arange(24).reshape(3, 4, 2).flip(0)
x = x
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[torch.tensor([[False, True, False, False], [False, True, False, True], [False, True, True, False]]), -1]
    x[torch.tensor([[False, True, False, False], [False, True, False, True], [False, True, True, False]]), -1] = 5
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_7
import torch
x = torch.arange(60).reshape(5, 3, 4).permute(0, 2, 1)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[1:, -4, [False, True, False]]
    x[1:, -4, [False, True, False]] = torch.tensor(9)
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_8
import torch
x = torch.arange(10).reshape(5, 2)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[-1, -1, [-1, -1]]
    x[-1, -1, [-1, -1]] = 5
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_9
import torch
x = torch.arange(45).reshape(3, 5, 3).permute(2, 1, 0)
x = x
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[torch.tensor([False, True, True]), :1, -3]
    x[torch.tensor([False, True, True]), :1, -3] = torch.arange(y.shape[-1] if y.dim() else 1) + 50
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_10
import torch
x = torch.arange(36).reshape(3, 2, 2, 3).permute(1, 2, 0, 3)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[0, -1, torch.tensor([False, True, False]), -1]
    x[0, -1, torch.tensor([False, True, False]), -1] = torch.tensor([8])
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_11
import torch
x = torch.arange(8).reshape(1, 4, 2).permute(2, 1, 0)
x = x
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[:, torch.tensor([3, -4, 3]), [-1, 0, 0]]
    x[:, torch.tensor([3, -4, 3]), [-1, 0, 0]] = 5
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_12
import torch
x = torch.arange(15).reshape(3, 5).flip(0)
x = x
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[torch.tensor([[1, 0, -1]]), None, 0]
    x[torch.tensor([[1, 0, -1]]), None, 0] = 5
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_13
import torch
x = torch.arange(12).reshape(3, 4).permute(1, 0)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[:, 1:, torch.tensor([-1]).expand(2)]
    x[:, 1:, torch.tensor([-1]).expand(2)] = torch.arange(y.numel()).reshape(y.shape) + 100
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_14
import torch
x = torch.arange(24).reshape(2, 2, 3, 2).contiguous(memory_format=torch.channels_last)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[None, [0, 0]]
    x[None, [0, 0]] = torch.tensor(9)
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_15
import torch
x = torch.arange(20).reshape(5, 4, 1)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[torch.tensor([[-4], [-1]]), torch.tensor([[-1, 1]]).t(), -1]
    x[torch.tensor([[-4], [-1]]), torch.tensor([[-1, 1]]).t(), -1] = torch.tensor(9)
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_16
import torch
x = torch.arange(12).reshape(3, 4, 1)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[torch.tensor([False, True, True]), :, ::2]
    x[torch.tensor([False, True, True]), :, ::2] = torch.arange(y.shape[-1] if y.dim() else 1) + 50
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_17
import torch
x = torch.arange(48).reshape(4, 4, 3)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[..., True, :, torch.tensor([True, True, False, False]), -3]
    x[..., True, :, torch.tensor([True, True, False, False]), -3] = torch.tensor(9)
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_18
import torch
x = torch.arange(3).reshape(1, 3)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[torch.tensor([[0, -1], [0, -1]]), torch.tensor([[0, 0], [6, -1]])]
    x[torch.tensor([[0, -1], [0, -1]]), torch.tensor([[0, 0], [6, -1]])] = 5
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_19
import torch
x = torch.arange(25).reshape(5, 5, 1)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[-1, [8, 8]]
    x[-1, [8, 8]] = torch.tensor(9)
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_20
import torch
x = torch.arange(12).reshape(1, 3, 4)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[torch.tensor([[0, 0, 0]]), torch.tensor([[-4], [3], [-2]]).t(), -4]
    x[torch.tensor([[0, 0, 0]]), torch.tensor([[-4], [3], [-2]]).t(), -4] = 5
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_21
import torch
x = torch.arange(16).reshape(4, 4, 1).flip(0)
x = x
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[:1, torch.tensor([2, -3])]
    x[:1, torch.tensor([2, -3])] = torch.tensor([8])
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_22
import torch
x = torch.arange(50).reshape(5, 5, 2).permute(2, 0, 1)
x = x
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[1:, torch.tensor([-1]), torch.tensor([[-3], [3]])]
    x[1:, torch.tensor([-1]), torch.tensor([[-3], [3]])] = torch.arange(y.shape[-1] if y.dim() else 1) + 50
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_23
import torch
x = torch.arange(8).reshape(4, 2)
x = x
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[[True, True, True, False], [-2]]
    x[[True, True, True, False], [-2]] = 5
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_24
import torch
x = torch.arange(24).reshape(2, 3, 4, 1)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[torch.tensor([[0, 1], [-3, -1]]), -2, :, :1]
    x[torch.tensor([[0, 1], [-3, -1]]), -2, :, :1] = torch.arange(y.shape[-1] if y.dim() else 1) + 50
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_25
import torch
x = torch.arange(120).reshape(3, 5, 2, 4)
x = x
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[torch.tensor([-3]), [-2], torch.tensor([-1]), :]
    x[torch.tensor([-3]), [-2], torch.tensor([-1]), :] = 5
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_26
import torch
x = torch.arange(80).reshape(4, 1, 5, 4)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[3, [], 1:]
    x[3, [], 1:] = torch.arange(y.shape[-1] if y.dim() else 1) + 50
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_27
import torch
x = torch.arange(40).reshape(5, 2, 4)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[torch.tensor([4, 0]), torch.tensor([[1, -2], [-2, -2]]), -3]
    x[torch.tensor([4, 0]), torch.tensor([[1, -2], [-2, -2]]), -3] = torch.tensor(9)
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_28
import torch
x = torch.arange(16).reshape(4, 4, 1).permute(1, 2, 0)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[torch.tensor([-1]).expand(1)]
    x[torch.tensor([-1]).expand(1)] = torch.tensor(9)
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_29
import torch
x = torch.arange(60).reshape(4, 3, 5)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[[-2, 0], :1, :1]
    x[[-2, 0], :1, :1] = torch.tensor([8])
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_30
import torch
x = torch.arange(60).reshape(4, 3, 5).flip(0)
x = x
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[-4, ::2, [0, 3, -4]]
    x[-4, ::2, [0, 3, -4]] = torch.arange(y.numel()).reshape(y.shape) + 100
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_31
import torch
x = torch.arange(8).reshape(4, 2)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[torch.tensor([[False, False], [False, False], [True, True], [True, False]])]
    x[torch.tensor([[False, False], [False, False], [True, True], [True, False]])] = 5
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_32
import torch
x = torch.arange(60).reshape(5, 2, 3, 2)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[torch.tensor([False, False, False, False, True]), -1, ..., 0, None, False, torch.tensor([[0, 0, 1]])]
    x[torch.tensor([False, False, False, False, True]), -1, ..., 0, None, False, torch.tensor([[0, 0, 1]])] = torch.arange(y.numel()).reshape(y.shape) + 100
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_33
import torch
x = torch.arange(80).reshape(4, 5, 4).permute(0, 2, 1)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[-2, 0, torch.tensor([True, True, False, False, True]), ...]
    x[-2, 0, torch.tensor([True, True, False, False, True]), ...] = torch.arange(y.shape[-1] if y.dim() else 1) + 50
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_34
import torch
x = torch.arange(60).reshape(2, 5, 3, 2).permute(3, 1, 0, 2)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[[-3, 1], 3, 1, [2, 3]]
    x[[-3, 1], 3, 1, [2, 3]] = 5
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_35
import torch
x = torch.arange(240).reshape(3, 4, 5, 4)
x = x
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[torch.tensor([-2, -1, 1]), None, True, [1, 1, -2], ::2, 3]
    x[torch.tensor([-2, -1, 1]), None, True, [1, 1, -2], ::2, 3] = torch.arange(y.numel()).reshape(y.shape) + 100
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_36
import torch
x = torch.arange(6).reshape(3, 1, 2)
x = x
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[torch.tensor([[False], [False], [True]]), -2]
    x[torch.tensor([[False], [False], [True]]), -2] = torch.arange(y.shape[-1] if y.dim() else 1) + 50
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_37
import torch
x = torch.arange(24).reshape(3, 4, 2).flip(0)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[torch.tensor([2]).expand(2), torch.tensor([0, -1]), -1]
    x[torch.tensor([2]).expand(2), torch.tensor([0, -1]), -1] = torch.tensor([8])
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_38
import torch
x = torch.arange(60).reshape(5, 4, 3).flip(0)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[:, [True, False, True, True], -2]
    x[:, [True, False, True, True], -2] = 5
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_39
import torch
x = torch.arange(15).reshape(3, 5, 1, 1).permute(0, 3, 2, 1)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[:, [-1, -1]]
    x[:, [-1, -1]] = torch.arange(y.numel()).reshape(y.shape) + 100
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_40
import torch
x = torch.arange(200).reshape(5, 4, 2, 5)
x = x
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[torch.tensor([]), ..., :, -2, []]
    x[torch.tensor([]), ..., :, -2, []] = torch.arange(y.numel()).reshape(y.shape) + 100
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_41
import torch
x = torch.arange(8).reshape(2, 2, 2, 1).expand(2, 2, 2, 3)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[False, 1:, False, :1, torch.tensor([True, True])]
    x[False, 1:, False, :1, torch.tensor([True, True])] = torch.arange(y.numel()).reshape(y.shape) + 100
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_42
import torch
x = torch.arange(30).reshape(5, 3, 2).flip(0)
x = x
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[::2, torch.tensor([[0, -2]]).t(), False, -2]
    x[::2, torch.tensor([[0, -2]]).t(), False, -2] = torch.arange(y.shape[-1] if y.dim() else 1) + 50
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_43
import torch
x = torch.arange(48).reshape(3, 4, 4)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[torch.tensor([]), -2, torch.tensor([])]
    x[torch.tensor([]), -2, torch.tensor([])] = torch.arange(y.numel()).reshape(y.shape) + 100
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_44
import torch
x = torch.arange(50).reshape(2, 5, 5).flip(0)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[0, [], [], ...]
    x[0, [], [], ...] = torch.tensor(9)
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_45
import torch
x = torch.arange(75).reshape(3, 5, 1, 5).permute(1, 3, 0, 2)
x = x
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[torch.tensor([3]), [0], 2, [-1]]
    x[torch.tensor([3]), [0], 2, [-1]] = torch.tensor(9)
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_46
import torch
x = torch.arange(40).reshape(5, 4, 2).permute(1, 2, 0)
x = x
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[torch.tensor([]), :1, -1]
    x[torch.tensor([]), :1, -1] = 5
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_47
import torch
x = torch.arange(12).reshape(4, 3, 1)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[-4, [-2, -2, -1]]
    x[-4, [-2, -2, -1]] = torch.tensor(9)
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_48
import torch
x = torch.arange(20).reshape(5, 4, 1).expand(5, 4, 3)
x = x
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[::2, torch.tensor([[2], [0], [1]]).t(), ..., 1]
    x[::2, torch.tensor([[2], [0], [1]]).t(), ..., 1] = torch.tensor([8])
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_49
import torch
x = torch.arange(24).reshape(2, 2, 3, 2).permute(2, 3, 0, 1)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[-3, :, -1, :, [-1, 0]]
    x[-3, :, -1, :, [-1, 0]] = torch.arange(y.shape[-1] if y.dim() else 1) + 50
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_50
import torch
x = torch.arange(4).reshape(1, 4, 1).expand(3, 4, 1)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[torch.tensor([]), ::2, True, torch.tensor([])]
    x[torch.tensor([]), ::2, True, torch.tensor([])] = torch.arange(y.numel()).reshape(y.shape) + 100
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_51
import torch
x = torch.arange(8).reshape(4, 2, 1).flip(0)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[:, ::2, [True]]
    x[:, ::2, [True]] = 5
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_52
import torch
x = torch.arange(6).reshape(2, 1, 3).permute(2, 0, 1)
x = x
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[-2, torch.tensor([[1], [0]])]
    x[-2, torch.tensor([[1], [0]])] = torch.arange(y.numel()).reshape(y.shape) + 100
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_53
import torch
x = torch.arange(75).reshape(3, 5, 5)
x = x
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[None, torch.tensor([2]).expand(2), -2, 0]
    x[None, torch.tensor([2]).expand(2), -2, 0] = torch.arange(y.numel()).reshape(y.shape) + 100
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_54
import torch
x = torch.arange(9).reshape(3, 3).permute(0, 1)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[-3, torch.tensor([-2, -3])]
    x[-3, torch.tensor([-2, -3])] = torch.tensor(9)
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_55
import torch
x = torch.arange(2).reshape(2, 1).permute(1, 0)
x = x
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[::2, torch.tensor([1, -2])]
    x[::2, torch.tensor([1, -2])] = torch.tensor(9)
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_56
import torch
x = torch.arange(50).reshape(5, 1, 2, 5).permute(1, 0, 3, 2)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[torch.tensor([-1, -1])]
    x[torch.tensor([-1, -1])] = 5
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_57
import torch
x = torch.arange(10).reshape(5, 2)
x = x
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[[False, False, False, True, True], [1]]
    x[[False, False, False, True, True], [1]] = torch.tensor([8])
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_58
import torch
x = torch.arange(24).reshape(2, 4, 3).permute(1, 0, 2)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[[], [], None, torch.tensor([])]
    x[[], [], None, torch.tensor([])] = torch.arange(y.numel()).reshape(y.shape) + 100
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_59
import torch
x = torch.arange(9).reshape(3, 1, 3)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[torch.tensor([2, 0])]
    x[torch.tensor([2, 0])] = torch.tensor([8])
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_60
import torch
x = torch.arange(6).reshape(1, 2, 1, 3).contiguous(memory_format=torch.channels_last)
x = x
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[torch.tensor([-1, -1]), torch.tensor([-2]).expand(2), -1, torch.tensor([-1, -2])]
    x[torch.tensor([-1, -1]), torch.tensor([-2]).expand(2), -1, torch.tensor([-1, -2])] = torch.tensor(9)
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_61
import torch
x = torch.arange(8).reshape(4, 2).flip(0)
x = x
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[:, torch.tensor([-1]).expand(2)]
    x[:, torch.tensor([-1]).expand(2)] = torch.tensor(9)
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_62
import torch
x = torch.arange(24).reshape(2, 3, 4).permute(2, 1, 0)
x = x
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[::2, torch.tensor([[False, False], [False, True], [True, False]])]
    x[::2, torch.tensor([[False, False], [False, True], [True, False]])] = 5
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_63
import torch
x = torch.arange(16).reshape(4, 1, 4).permute(1, 0, 2)
x = x
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[None, :1, torch.tensor([-3, 1])]
    x[None, :1, torch.tensor([-3, 1])] = torch.arange(y.numel()).reshape(y.shape) + 100
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_64
import torch
x = torch.arange(60).reshape(5, 3, 4).permute(1, 0, 2)
x = x.clone()
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[torch.tensor([2]).expand(1), ...]
    x[torch.tensor([2]).expand(1), ...] = torch.arange(y.numel()).reshape(y.shape) + 100
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_65
import torch
x = torch.arange(24).reshape(4, 3, 2).flip(0)
x = x
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[:1, [-3, -3, -1], 0]
    x[:1, [-3, -3, -1], 0] = 5
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_66
import torch
x = torch.arange(120).reshape(2, 5, 4, 3)
x = x
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[1:, [-4], :1, [-3]]
    x[1:, [-4], :1, [-3]] = torch.tensor(9)
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_67
import torch
x = torch.arange(24).reshape(3, 4, 2)
x = x
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[[], -2, -2]
    x[[], -2, -2] = torch.tensor(9)
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_68
import torch
x = torch.arange(20).reshape(1, 4, 1, 5).flip(0)
x = x
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[torch.tensor([[False, False, False, True]]), :1, None, ..., -2]
    x[torch.tensor([[False, False, False, True]]), :1, None, ..., -2] = torch.arange(y.shape[-1] if y.dim() else 1) + 50
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
#@@ case hset_32_69
import torch
x = torch.arange(32).reshape(4, 2, 4).flip(0)
x = x
v = x.t() if x.dim() == 2 else x[0]
try:
    y = x[:, torch.tensor([[False, False, False, False], [True, False, False, False]])]
    x[:, torch.tensor([[False, False, False, False], [True, False, False, False]])] = torch.tensor([8])
    print(x)
    print(v)
except (IndexError, RuntimeError) as ex:
    print(type(ex).__name__, ex)
    print(x)
