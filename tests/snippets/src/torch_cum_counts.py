#@@ case cumprod_00
import torch
print(torch.tensor([1, 2, 3, 4]).cumprod(0))

#@@ case cumprod_01
import torch
print(torch.tensor([[1., 2.], [3., 4.]]).t().cumprod(1), torch.tensor([[1., 2.], [3., 4.]]).t().cumprod(1).stride())

#@@ case cumprod_02
import torch
print(torch.tensor([0.1, 0.2, 0.3]).cumprod(0).tolist())

#@@ case cumprod_03
import torch
print(torch.tensor([True, True, False]).cumprod(0))

#@@ case cumprod_04
import torch
print(torch.tensor([100, 100], dtype=torch.int8).cumprod(0))

#@@ case cumprod_05
import torch
print(torch.tensor([1., 2.], dtype=torch.float16).cumprod(0))

#@@ case cumprod_06
import torch
print(torch.tensor([1.5, 2.25, 3.1], dtype=torch.bfloat16).cumprod(0))

#@@ case cumprod_07
import torch
print(torch.tensor([2**40, 2**40]).cumprod(0))

#@@ case cumprod_08
import torch
print(torch.cumprod(torch.arange(1., 10.).reshape(3, 3), dim=0))

#@@ case cumprod_09
import torch
print(torch.tensor([1., 2.]).cumprod(0, dtype=torch.float64))

#@@ case cumprod_10
import torch
print(torch.tensor(3).cumprod(0))

#@@ case nan_to_num_00
import torch
print(torch.nan_to_num(torch.tensor([float('nan'), float('inf'), -float('inf'), 1.0])).tolist())

#@@ case nan_to_num_01
import torch
print(torch.nan_to_num(torch.tensor([float('nan'), float('inf'), -float('inf'), 1.0]), nan=2.0, posinf=1e10, neginf=-5).tolist())

#@@ case nan_to_num_02
import torch
print(torch.nan_to_num(torch.tensor([float('nan'), float('inf')], dtype=torch.float64)).tolist())

#@@ case nan_to_num_03
import torch
print(torch.nan_to_num(torch.tensor([float('nan'), float('inf'), -float('inf')], dtype=torch.float16)))

#@@ case nan_to_num_04
import torch
print(torch.nan_to_num(torch.tensor([float('nan'), float('inf'), -float('inf')], dtype=torch.bfloat16)).tolist())

#@@ case nan_to_num_05
import torch
print(torch.nan_to_num(torch.tensor([1, 2])))

#@@ case nan_to_num_06
import torch
r = torch.tensor([[float('nan'), 1.0], [2.0, float('inf')]]).t().nan_to_num(); print(r, r.stride())

#@@ case nan_to_num_07
import torch
x = torch.tensor([float('nan'), 3.0]); r = x.nan_to_num_(5); print(r is x, x)

#@@ case nan_to_num_08
import torch
x = torch.arange(24.).reshape(2, 3, 4)[:, ::2].transpose(0, 2); x[0, 0, 0] = float('nan'); r = x.nan_to_num(); print(r.stride(), r.tolist())

#@@ case nan_to_num_09
import torch
print(torch.tensor([float('inf')], dtype=torch.float16).nan_to_num(posinf=1e10))

#@@ case nan_to_num_10
import torch
print(torch.tensor([float('nan')]).nan_to_num(nan=True))

#@@ case nan_to_num_11
import torch
print(torch.tensor([float('nan')]).nan_to_num(1, 2, 3), torch.tensor([-float('inf')]).nan_to_num(1, 2, 3))

#@@ case nan_to_num_12
import torch
x = torch.zeros(3).expand(2, 3); x.nan_to_num_()

#@@ case nan_to_num_13
import torch
print(torch.tensor([True]).nan_to_num(), torch.tensor([3], dtype=torch.int8).nan_to_num(nan=1000.0))

#@@ case bincount_00
import torch
print(torch.bincount(torch.tensor([1, 1, 3])))

#@@ case bincount_01
import torch
print(torch.bincount(torch.tensor([1, 1, 3]), minlength=6))

#@@ case bincount_02
import torch
print(torch.bincount(torch.tensor([1, 1, 3]), weights=torch.tensor([0.5, 0.25, 2.0])))

#@@ case bincount_03
import torch
print(torch.bincount(torch.tensor([1, 1, 3]), weights=torch.tensor([0.1, 0.2, 0.3], dtype=torch.float64)).tolist())

#@@ case bincount_04
import torch
print(torch.bincount(torch.tensor([1, 1, 3, 1]), weights=torch.tensor([0.1, 0.2, 0.3, 0.7])).tolist())

#@@ case bincount_05
import torch
print(torch.bincount(torch.tensor([1, 1, 3]), weights=torch.tensor([1, 2, 3])))

#@@ case bincount_06
import torch
print(torch.bincount(torch.tensor([], dtype=torch.long)), torch.bincount(torch.tensor([], dtype=torch.long), minlength=3))

#@@ case bincount_07
import torch
print(torch.bincount(torch.tensor([-1, 1])))

#@@ case bincount_08
import torch
print(torch.bincount(torch.tensor([[1]])))

#@@ case bincount_09
import torch
print(torch.bincount(torch.tensor(1)))

#@@ case bincount_10
import torch
print(torch.bincount(torch.tensor([1.0])))

#@@ case bincount_11
import torch
print(torch.bincount(torch.tensor([1, 2], dtype=torch.uint8)))

#@@ case bincount_12
import torch
print(torch.bincount(torch.tensor([True, False])))

#@@ case bincount_13
import torch
print(torch.tensor([1, 1, 3]).bincount(minlength=-1))

#@@ case bincount_14
import torch
print(torch.bincount(torch.tensor([1, 1, 3]), weights=torch.tensor([0.5, 0.25])))

#@@ case bincount_15
import torch
print(torch.arange(10)[::3].bincount(), torch.tensor([4, 0, 4]).bincount(torch.tensor([True, False, True])))

#@@ case bincount_16
import torch
print(torch.bincount(torch.tensor([1, 2], dtype=torch.int8), weights=torch.tensor([0.5, 1.5], dtype=torch.float16)))
