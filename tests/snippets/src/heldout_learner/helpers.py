# held-out learner programs: layout helper functions (offset + sum(i * stride)), description tables,
# splits, stacks.
# Record and compare: scripts/record_cases.py --out DIR tests/snippets/src/heldout_learner/*.py, then
# STRIDELAB_SNIPPETS=DIR STRIDELAB_CORPUS_VERBOSE=1 build/tests/test_lang_corpus (they are not a test corpus).
#@@ case hp_describe_fn
import torch
def describe(name, t):
    print(f"{name}: shape={tuple(t.shape)} stride={t.stride()} offset={t.storage_offset()} contiguous={t.is_contiguous()}")
x = torch.arange(24).reshape(2, 3, 4)
describe("x", x)
describe("x.T", x.permute(2, 1, 0))
describe("x[:, 1]", x[:, 1])
describe("x[..., ::2]", x[..., ::2])
#@@ case hp_describe_np
import numpy as np
def describe(name, a):
    print(f"{name:<10} shape={a.shape} strides={a.strides} C={a.flags['C_CONTIGUOUS']} F={a.flags['F_CONTIGUOUS']} owns={a.flags['OWNDATA']}")
a = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
describe("a", a)
describe("a.T", a.T)
describe("a[:, ::-1]", a[:, ::-1])
describe("a.copy()", a.T.copy())
#@@ case hp_addr_of
import torch
def addr(t, *idx):
    return t.storage_offset() + sum(i * s for i, s in zip(idx, t.stride()))
x = torch.arange(12).reshape(3, 4)
y = x.t()[1:, ::2]
print([addr(y, i, j) for i in range(y.shape[0]) for j in range(y.shape[1])])
print(y.flatten().tolist())
#@@ case hp_manual_view
import torch
x = torch.arange(12.)
y = torch.as_strided(x, size=(3, 4), stride=(4, 1), storage_offset=0)
z = torch.as_strided(x, (4, 3), (1, 4))
print(torch.equal(y.t(), z), z.is_contiguous())
#@@ case hp_strides_from_shape_np
import numpy as np
def c_strides(shape, itemsize):
    out = []
    acc = itemsize
    for n in shape[::-1]:
        out.insert(0, acc)
        acc *= n
    return tuple(out)
a = np.zeros((2, 3, 4), dtype=np.int16)
print(c_strides(a.shape, a.itemsize), a.strides, c_strides(a.shape, a.itemsize) == a.strides)
#@@ case hp_f_strides
import numpy as np
a = np.zeros((2, 3, 4), order='F')
print(a.strides, a.flags.f_contiguous, a.flags.c_contiguous)
print(np.isfortran(a))
#@@ case hp_walk_storage
import torch
x = torch.arange(6).reshape(2, 3).t()
s = x.storage()
print([s[i] for i in range(len(s))])
print(x.contiguous().storage().tolist())
#@@ case hp_enumerate_dims
import torch
x = torch.empty(4, 1, 3)
for i, (n, s) in enumerate(zip(x.shape, x.stride())):
    print(i, n, s)
print(x.squeeze(1).stride(), x.unsqueeze(2).stride())
#@@ case hp_shape_math
import torch
x = torch.zeros(6, 4)
rows, cols = x.shape
print(rows * cols == x.numel(), x.view(rows // 2, 2, cols).stride())
#@@ case hp_split_strides
import torch
x = torch.arange(12).reshape(3, 4)
for part in x.split([1, 3], dim=1):
    print(part.shape, part.stride(), part.storage_offset(), part.is_contiguous())
#@@ case hp_tensor_split
import torch
x = torch.arange(10)
print([p.tolist() for p in torch.tensor_split(x, 3)])
print([p.storage_offset() for p in x.tensor_split([2, 5])])
#@@ case hp_np_split
import numpy as np
a = np.arange(12).reshape(3, 4)
for part in np.split(a, 2, axis=1):
    print(part.strides, part.base is a)
#@@ case hp_np_array_split
import numpy as np
a = np.arange(10)
print(np.array_split(a, 3))
#@@ case hp_torch_stack_strides
import torch
a = torch.arange(3)
s = torch.stack([a, a + 10])
c = torch.cat([a, a])
print(s.stride(), c.stride(), torch.stack([a, a], dim=1).stride())
#@@ case hp_np_stack
import numpy as np
a = np.arange(3)
print(np.stack([a, a]).strides, np.stack([a, a], axis=1).strides, np.concatenate([a, a]).strides)
#@@ case hp_contig_after_ops
import torch
x = torch.arange(12.).reshape(3, 4)
for name, t in {"t": x.t(), "t+1": x.t() + 1, "t*2": x.t() * 2, "abs": x.t().abs()}.items():
    print(name, t.stride())
#@@ case hp_np_ops_layout
import numpy as np
a = np.arange(12.).reshape(3, 4)
print((a.T + 1).strides, (a.T * 2).flags['F_CONTIGUOUS'], np.abs(a.T).strides)
#@@ case hp_expand_memory
import torch
x = torch.tensor([1., 2., 3.])
big = x.expand(1000, 3)
print(big.shape, big.stride(), big.storage().size(), big.is_contiguous())
#@@ case hp_np_broadcast_arrays
import numpy as np
a = np.arange(3)
b = np.arange(2)[:, None]
x, y = np.broadcast_arrays(a, b)
print(x.strides, y.strides, x.shape)
#@@ case hp_repeat_vs_expand
import torch
x = torch.tensor([1, 2])
print(x.repeat(3).stride(), x.expand(3, 2).stride(), x.repeat(3, 1).stride())
print(x.repeat_interleave(2))
#@@ case hp_np_repeat_tile
import numpy as np
a = np.array([1, 2])
print(np.tile(a, 2), np.repeat(a, 2), np.tile(a, (2, 1)).strides)
#@@ case hp_view_as_real_like
import torch
x = torch.arange(8, dtype=torch.float32)
y = x.view(2, 2, 2)
print(y[:, 0].stride(), y[:, :, 0].stride(), y[0].stride())
#@@ case hp_data_ptr_offset
import torch
x = torch.arange(10, dtype=torch.int16)
y = x[4:]
print(y.data_ptr() - x.data_ptr(), y.storage_offset() * y.element_size())
#@@ case hp_np_byte_bounds
import numpy as np
a = np.arange(10)
lo, hi = np.byte_bounds(a[2:5])
print(hi - lo)
#@@ case hp_view_chain
import torch
x = torch.arange(60).reshape(3, 4, 5)
y = x.transpose(0, 2)[1:4].unsqueeze(1).select(-1, 2)
print(y.shape, y.stride(), y.storage_offset())
print(y.squeeze().tolist())
#@@ case hp_np_chain
import numpy as np
a = np.arange(60).reshape(3, 4, 5)
b = a.transpose(2, 0, 1)[1:4, None, :, 2]
print(b.shape, b.strides, b.base is a)
#@@ case hp_unflatten
import torch
x = torch.arange(12)
print(x.unflatten(0, (3, 4)).stride(), x.view(3, 4).unflatten(1, (2, 2)).stride())
#@@ case hp_np_reshape_copy_detect
import numpy as np
a = np.arange(12).reshape(3, 4).T
b = a.reshape(12)
print(np.shares_memory(a, b), b.base is a)
c = a.reshape(4, 3)
print(np.shares_memory(a, c))
#@@ case hp_torch_reshape_copy_detect
import torch
a = torch.arange(12).reshape(3, 4).t()
b = a.reshape(12)
print(b.data_ptr() == a.data_ptr(), b._base is None)
c = a.reshape(4, 3)
print(c.data_ptr() == a.data_ptr(), c._base is a._base)
#@@ case hp_print_strides_table
import torch
ops = {
    "contiguous": lambda t: t,
    "transpose": lambda t: t.transpose(0, 1),
    "slice": lambda t: t[:, 1:3],
    "step": lambda t: t[::2],
}
x = torch.zeros(4, 4)
for k, f in ops.items():
    y = f(x)
    print(f"{k:12s}{str(y.stride()):10s}{y.is_contiguous()}")
#@@ case hp_device_dtype_print
import torch
x = torch.zeros(2, dtype=torch.float16)
print(x.dtype, x.device, x.element_size(), x.is_floating_point())
#@@ case hp_requires_grad_kw
import torch
w = torch.ones(2, 2, requires_grad=True)
print(w.t().stride(), w.requires_grad)
#@@ case hp_math_prod
import math
import torch
x = torch.zeros(2, 3, 4)
print(math.prod(x.shape), x.numel())
#@@ case hp_functools_reduce
from functools import reduce
import operator
shape = (2, 3, 4)
print(reduce(operator.mul, shape, 1))
#@@ case hp_itertools_idx
import itertools
import numpy as np
a = np.arange(6).reshape(2, 3)
print([a[i, j] for i, j in itertools.product(range(2), range(3))])
#@@ case hp_np_ndindex
import numpy as np
print(list(np.ndindex(2, 2)))
#@@ case hp_np_nditer
import numpy as np
a = np.arange(6).reshape(2, 3).T
print([int(v) for v in np.nditer(a)])
print([int(v) for v in np.nditer(a, order='C')])
#@@ case hp_dict_build
import torch
x = torch.zeros(2, 3)
info = dict(shape=tuple(x.shape), stride=x.stride())
print(info)
#@@ case hp_np_info_dtype
import numpy as np
for dt in [np.int8, np.int32, np.float64]:
    a = np.zeros(3, dtype=dt)
    print(dt.__name__, a.itemsize, a.strides)
