# held-out programs: cat / stack / concatenate / hstack / vstack / chunk / split.
# Record and compare: scripts/record_cases.py --out DIR tests/snippets/src/heldout_ops/*.py, then
# STRIDELAB_SNIPPETS=DIR STRIDELAB_CORPUS_VERBOSE=1 build/tests/test_lang_corpus (they are not a test corpus).
#@@ case cs_cat_basic
import torch
a = torch.zeros(2, 3)
b = torch.ones(1, 3)
c = torch.cat([a, b])
print(c, c.shape, c.stride())
#@@ case cs_cat_dim1
import torch
a = torch.arange(4).reshape(2, 2)
print(torch.cat((a, a * 10), dim=1))
#@@ case cs_cat_mismatch
import torch
torch.cat([torch.zeros(2, 3), torch.zeros(2, 4)])
#@@ case cs_cat_transposed_inputs
import torch
a = torch.arange(6).reshape(2, 3).t()
c = torch.cat([a, a])
print(c.stride(), c.is_contiguous())
#@@ case cs_stack_basic
import torch
a = torch.tensor([1, 2, 3])
b = torch.tensor([4, 5, 6])
print(torch.stack([a, b]), torch.stack([a, b], dim=1))
#@@ case cs_stack_shape_err
import torch
torch.stack([torch.zeros(3), torch.zeros(4)])
#@@ case cs_stack_strides
import torch
s = torch.stack([torch.zeros(2, 3)] * 4, dim=1)
print(s.shape, s.stride())
#@@ case cs_np_concat
import numpy as np
a = np.arange(4).reshape(2, 2)
print(np.concatenate([a, a]), np.concatenate([a, a], axis=1))
print(np.concatenate([a, a], axis=None))
#@@ case cs_np_hstack_vstack
import numpy as np
a = np.array([1, 2])
b = np.array([3, 4])
print(np.hstack([a, b]), np.vstack([a, b]))
print(np.vstack([a, b]).strides)
#@@ case cs_np_stack_axis
import numpy as np
a = np.zeros((2, 3))
print(np.stack([a, a], axis=-1).shape, np.stack([a, a], axis=-1).strides)
#@@ case cs_np_dstack
import numpy as np
print(np.dstack([np.array([1, 2]), np.array([3, 4])]))
#@@ case cs_chunk
import torch
x = torch.arange(10)
for c in x.chunk(3):
    print(c, c.storage_offset(), c.stride())
#@@ case cs_chunk_2d
import torch
x = torch.arange(12).reshape(3, 4)
a, b = torch.chunk(x, 2, dim=1)
print(a, a.is_contiguous(), b.storage_offset())
#@@ case cs_split_sizes
import torch
x = torch.arange(10)
parts = torch.split(x, [3, 3, 4])
print([p.tolist() for p in parts])
#@@ case cs_split_int
import torch
x = torch.arange(7)
print(x.split(3))
#@@ case cs_split_bad
import torch
torch.arange(7).split([3, 3])
#@@ case cs_np_split
import numpy as np
a = np.arange(9)
print(np.split(a, 3))
print(np.split(a, [2, 5]))
#@@ case cs_np_array_split
import numpy as np
print(np.array_split(np.arange(7), 3))
#@@ case cs_np_split_uneven
import numpy as np
np.split(np.arange(7), 3)
#@@ case cs_np_hsplit
import numpy as np
a = np.arange(12).reshape(3, 4)
l, r = np.hsplit(a, 2)
print(l, r.strides, r.base is a)
#@@ case cs_unbind
import torch
x = torch.arange(6).reshape(2, 3)
for r in x.unbind(1):
    print(r, r.stride(), r.storage_offset())
#@@ case cs_tensor_split
import torch
x = torch.arange(8)
print(torch.tensor_split(x, 3))
print(torch.tensor_split(x, [1, 5]))
#@@ case cs_cat_dtype_promo
import torch
print(torch.cat([torch.tensor([1, 2]), torch.tensor([0.5])]))
#@@ case cs_np_concat_dtype
import numpy as np
print(np.concatenate([np.array([1, 2]), np.array([0.5])]))
#@@ case cs_hstack_torch
import torch
print(torch.hstack([torch.tensor([1]), torch.tensor([2, 3])]))
print(torch.vstack([torch.tensor([1, 2]), torch.tensor([3, 4])]))
#@@ case cs_cat_empty
import torch
print(torch.cat([torch.tensor([]), torch.tensor([1., 2.])]))
#@@ case cs_stack_zero_dim
import torch
print(torch.stack([torch.tensor(1), torch.tensor(2)]))
