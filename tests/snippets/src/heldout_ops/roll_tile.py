# held-out programs: roll / tile / repeat / repeat_interleave (copies vs views, strides).
# Record and compare: scripts/record_cases.py --out DIR tests/snippets/src/heldout_ops/*.py, then
# STRIDELAB_SNIPPETS=DIR STRIDELAB_CORPUS_VERBOSE=1 build/tests/test_lang_corpus (they are not a test corpus).
#@@ case rt_roll_1d
import torch
x = torch.arange(5)
print(torch.roll(x, 2), x.roll(-1))
#@@ case rt_roll_2d_dims
import torch
x = torch.arange(6).reshape(2, 3)
print(torch.roll(x, 1, dims=1))
print(torch.roll(x, shifts=(1, 1), dims=(0, 1)))
#@@ case rt_roll_flat
import torch
x = torch.arange(6).reshape(2, 3)
y = torch.roll(x, 1)
print(y, y.stride())
#@@ case rt_roll_view_input
import torch
x = torch.arange(8).reshape(2, 4).t()
print(x.roll(1, 0))
print(x.roll(1, 0).is_contiguous())
#@@ case rt_np_roll
import numpy as np
a = np.arange(10).reshape(2, 5)
print(np.roll(a, 2))
print(np.roll(a, -1, axis=1))
print(np.roll(a, (1, 2), axis=(0, 1)))
#@@ case rt_np_roll_base
import numpy as np
a = np.arange(5)
r = np.roll(a, 1)
print(r.base is None, np.shares_memory(a, r))
#@@ case rt_tile_torch
import torch
x = torch.tensor([1, 2])
print(torch.tile(x, (3,)))
print(x.tile((2, 2)))
#@@ case rt_tile_np
import numpy as np
a = np.array([[1, 2], [3, 4]])
print(np.tile(a, 2))
print(np.tile(a, (2, 1)).shape)
#@@ case rt_repeat_torch
import torch
x = torch.tensor([1, 2, 3])
y = x.repeat(2, 2)
print(y, y.stride())
#@@ case rt_repeat_vs_expand
import torch
x = torch.tensor([[1], [2]])
e = x.expand(2, 3)
r = x.repeat(1, 3)
print(e.stride(), r.stride())
print(torch.equal(e, r))
#@@ case rt_repeat_interleave
import torch
x = torch.tensor([1, 2, 3])
print(x.repeat_interleave(2))
print(torch.repeat_interleave(x, 3))
#@@ case rt_repeat_interleave_dim
import torch
x = torch.tensor([[1, 2], [3, 4]])
print(torch.repeat_interleave(x, 2, dim=0))
print(x.repeat_interleave(torch.tensor([1, 2]), dim=1))
#@@ case rt_np_repeat
import numpy as np
a = np.array([[1, 2], [3, 4]])
print(np.repeat(a, 2))
print(np.repeat(a, [1, 2], axis=0))
#@@ case rt_repeat_too_few
import torch
x = torch.zeros(2, 3)
x.repeat(2)
#@@ case rt_roll_negative_dim
import torch
x = torch.arange(6).reshape(2, 3)
print(torch.roll(x, 1, -1))
#@@ case rt_roll_mismatch
import torch
x = torch.arange(6).reshape(2, 3)
torch.roll(x, (1, 2), (0,))
#@@ case rt_tile_strides
import torch
x = torch.arange(4).reshape(2, 2)
t = x.tile(2)
print(t.shape, t.stride())
#@@ case rt_np_tile_1d_reps3
import numpy as np
print(np.tile(np.array([0, 1]), (2, 1, 2)))
#@@ case rt_roll_float
import torch
x = torch.linspace(0, 1, 5)
print(x.roll(2))
