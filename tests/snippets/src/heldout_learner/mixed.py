# held-out learner programs: mixed torch / numpy / Python: f-strings, helper functions, stdlib
# modules, interop.
# Record and compare: scripts/record_cases.py --out DIR tests/snippets/src/heldout_learner/*.py, then
# STRIDELAB_SNIPPETS=DIR STRIDELAB_CORPUS_VERBOSE=1 build/tests/test_lang_corpus (they are not a test corpus).
#@@ case mx_np_where_three
import numpy as np
a = np.arange(6)
print(np.where(a > 2, a, 0))
#@@ case mx_np_nonzero
import numpy as np
a = np.array([[0, 1], [2, 0]])
print(np.nonzero(a), a.nonzero()[0])
#@@ case mx_np_argwhere
import numpy as np
print(np.argwhere(np.array([0, 3, 0, 4])))
#@@ case mx_np_unknown_attr
import numpy as np
a = np.arange(3)
a.stride
#@@ case mx_np_is_contiguous
import numpy as np
a = np.arange(3)
a.is_contiguous()
#@@ case mx_torch_strides_list
import torch
shapes = [(2, 3), (4,), (2, 1, 3)]
for s in shapes:
    t = torch.empty(s)
    print(s, "->", t.stride())
#@@ case mx_fstring_shape
import torch
x = torch.arange(6).reshape(2, 3)
print(f"shape={x.shape}, stride={x.stride()}, offset={x.storage_offset()}")
print(f"{x.shape!r} {tuple(x.shape)}")
#@@ case mx_fstring_np
import numpy as np
a = np.arange(6).reshape(2, 3)
print(f"{a.shape=} {a.strides=}")
print(f"{a.dtype} {a.dtype.itemsize} {a.dtype.name}")
#@@ case mx_fmt_width
import torch
x = torch.arange(24).reshape(2, 3, 4)
for name, t in [("x", x), ("xt", x.transpose(0, 2)), ("x1", x[1])]:
    print(f"{name:>4} {str(tuple(t.shape)):>12} {str(t.stride()):>12} {t.is_contiguous()!s:>6}")
#@@ case mx_contig_check_fn
import torch
def is_contig(shape, stride):
    expected = 1
    for n, s in reversed(list(zip(shape, stride))):
        if n != 1 and s != expected:
            return False
        expected *= n
    return True
x = torch.arange(24).reshape(2, 3, 4)
for t in [x, x.t() if x.dim() == 2 else x.transpose(1, 2), x[:, :1], x[..., ::2]]:
    print(is_contig(t.shape, t.stride()), t.is_contiguous())
#@@ case mx_contig_strides_fn
def contiguous_strides(shape):
    strides = []
    acc = 1
    for n in reversed(shape):
        strides.append(acc)
        acc *= n
    return tuple(reversed(strides))
print(contiguous_strides((2, 3, 4)), contiguous_strides((5,)), contiguous_strides(()))
#@@ case mx_all_offsets
import torch
x = torch.arange(12).reshape(3, 4)[:, 1::2]
offs = []
for i in range(x.shape[0]):
    for j in range(x.shape[1]):
        offs.append(x.storage_offset() + i * x.stride(0) + j * x.stride(1))
print(offs)
print(x.flatten().tolist())
#@@ case mx_itertools_product
import itertools
import torch
x = torch.arange(6).reshape(2, 3).t()
for idx in itertools.product(*[range(n) for n in x.shape]):
    print(idx, x[idx].item())
#@@ case mx_np_ndindex
import numpy as np
a = np.arange(6).reshape(2, 3)
for idx in np.ndindex(a.shape):
    print(idx, a[idx])
#@@ case mx_np_unravel
import numpy as np
print(np.unravel_index(7, (2, 4)), np.ravel_multi_index((1, 3), (2, 4)))
#@@ case mx_from_numpy_share
import numpy as np
import torch
a = np.arange(6.).reshape(2, 3)
t = torch.from_numpy(a)
t[0, 0] = 100
print(a[0, 0], t.stride(), a.strides)
#@@ case mx_from_numpy_neg
import numpy as np
import torch
a = np.arange(6)[::-1]
torch.from_numpy(a)
#@@ case mx_np_byte_offset
import numpy as np
a = np.arange(10, dtype=np.int32)
b = a[3:]
print(b.__array_interface__['data'][0] - a.__array_interface__['data'][0])
#@@ case mx_np_ctypes
import numpy as np
a = np.arange(10)
print(a[2:].ctypes.data - a.ctypes.data)
#@@ case mx_torch_stride_str
import torch
x = torch.zeros(2, 3)
print("stride: " + str(x.stride()))
print("stride: %s shape: %s" % (x.stride(), tuple(x.shape)))
print("{} {}".format(x.stride(), x.shape))
#@@ case mx_permute_roundtrip
import torch
x = torch.arange(24).reshape(2, 3, 4)
p = (2, 0, 1)
inv = [p.index(i) for i in range(3)]
y = x.permute(*p).permute(*inv)
print(y.stride(), torch.equal(x, y), y.is_contiguous())
#@@ case mx_argsort_inverse
import torch
p = torch.tensor([2, 0, 1])
print(torch.argsort(p), p.argsort())
#@@ case mx_storage_size
import torch
x = torch.arange(12).reshape(3, 4)
y = x[1:, 2:]
print(len(y.storage()), y.numel(), y.storage().size())
#@@ case mx_untyped_storage
import torch
x = torch.arange(4, dtype=torch.int32)
print(x.untyped_storage().nbytes())
#@@ case mx_np_strides_assign
import numpy as np
a = np.arange(6)
print(a.reshape(2, 3).strides[::-1])
#@@ case mx_np_lib_strided
import numpy as np
a = np.arange(12).reshape(3, 4)
b = np.lib.stride_tricks.as_strided(a, shape=(2, 2), strides=a.strides)
print(b)
#@@ case mx_np_shares_fancy
import numpy as np
a = np.arange(6)
print(np.shares_memory(a, a[[1, 2]]), np.shares_memory(a, a[a > 2]))
#@@ case mx_torch_list_sizes
import torch
x = torch.zeros(2, 3, 4)
print([x.size(i) for i in range(x.dim())], list(x.stride()))
print(dict(zip("abc", x.shape)))
#@@ case mx_cumprod_strides
import math
shape = (2, 3, 4)
strides = [math.prod(shape[i + 1:]) for i in range(len(shape))]
print(strides)
#@@ case mx_np_cumprod
import numpy as np
shape = (2, 3, 4)
print(np.cumprod(shape[::-1])[::-1], np.prod(shape))
#@@ case mx_torch_prod_shape
import torch
x = torch.zeros(2, 3, 4)
print(torch.tensor(x.shape).prod(), x.shape.numel())
#@@ case mx_assert_contig
import torch
x = torch.zeros(3, 4).t()
assert x.is_contiguous(), f"not contiguous: {x.stride()}"
#@@ case mx_try_view
import torch
x = torch.arange(12).reshape(3, 4).t()
try:
    x.view(-1)
except RuntimeError as e:
    print("error:", e)
    print(x.reshape(-1).is_contiguous())
#@@ case mx_print_tensor_repr
import torch
x = torch.arange(6.).reshape(2, 3)[:, ::2]
print(repr(x))
print(str(x.shape), x.dtype, x.device)
#@@ case mx_np_repr
import numpy as np
a = np.arange(6.).reshape(2, 3)[:, ::2]
print(repr(a))
print(a.dtype, type(a).__name__, a.shape)
#@@ case mx_requires_grad_view
import torch
x = torch.zeros(3, requires_grad=True)
y = x[1:]
print(y.requires_grad, y.is_leaf, y.grad_fn)
#@@ case mx_detach_share
import torch
x = torch.zeros(3)
y = x.detach()
y[0] = 1
print(x, y.data_ptr() == x.data_ptr())
#@@ case mx_np_dtype_str
import numpy as np
a = np.zeros(3, dtype='float32')
print(a.dtype.str, a.dtype.char, a.dtype.kind)
#@@ case mx_np_astype_copy
import numpy as np
a = np.arange(4)
b = a.astype(np.int64, copy=False)
print(b is a, a.astype(float).strides)
