# learner-style lookups and helpers: AttributeError for names absent
# from dir(), calling a property, torch nonzero / where / diag / trace / equal /
# allclose / fill_diagonal_ / argsort / unary ops, numpy count_nonzero / array_equal /
# isfortran / fill_diagonal / ndindex, dict(), comprehensions, math, itertools.
#@@ case attr_tensor_missing
import torch
x = torch.arange(3)
print(x.strides)
#@@ case attr_tensor_missing_call
import torch
x = torch.arange(6).reshape(2, 3)
x.is_contigous()
#@@ case attr_tensor_missing_caught
import torch
x = torch.arange(6).reshape(2, 3)
try:
    x.strides()
except AttributeError as e:
    print("AttributeError:", e)
print(x.stride())
#@@ case attr_ndarray_missing
import numpy as np
a = np.arange(6).reshape(2, 3)
a.stride()
#@@ case attr_ndarray_storage_offset
import numpy as np
a = np.arange(10)
print(a[3:].storage_offset())
#@@ case attr_ndarray_is_contiguous
import numpy as np
a = np.arange(3)
a.is_contiguous
#@@ case attr_list_shape
x = [1, 2, 3]
print(x.shape)
#@@ case attr_tuple_append
t = (2, 3)
t.append(4)
#@@ case attr_int_shape
import torch
x = torch.zeros(2)
x.size(0).shape
#@@ case attr_size_ndim
import torch
s = torch.zeros(2, 3).shape
print(s.numel(), len(s))
print(s.ndim)
#@@ case attr_str_missing
s = "abc"
s.push("d")
#@@ case attr_dict_missing
d = {"a": 1}
d.a
#@@ case attr_float_missing
f = 2.5
f.numerator
#@@ case attr_range_missing
r = range(3)
r.size
#@@ case attr_hasattr_still
import torch
import numpy as np
x = torch.zeros(2)
a = np.zeros(2)
print(hasattr(x, "strides"), hasattr(a, "stride"), getattr(x, "strides", "no"), getattr(a, "strides"))
#@@ case attr_untyped_storage
import torch
x = torch.arange(4, dtype=torch.int32)
print(x.untyped_storage().nbytes())
#@@ case property_call_shape
import torch
x = torch.arange(6).reshape(2, 3)
x.shape()
#@@ case property_call_ndim
import torch
x = torch.arange(6).reshape(2, 3)
x.ndim()
#@@ case property_call_T
import torch
x = torch.arange(6).reshape(2, 3)
x.T()
#@@ case property_call_np_size
import numpy as np
a = np.zeros((2, 3))
a.size()
#@@ case property_call_np_strides
import numpy as np
a = np.zeros((2, 3))
a.strides()
#@@ case property_call_np_shape
import numpy as np
a = np.zeros((2, 3))
try:
    a.shape()
except TypeError as e:
    print(e)
#@@ case property_call_np_T
import numpy as np
a = np.zeros((2, 3))
a.T(1)
#@@ case nonzero_basic
import torch
x = torch.tensor([[0, 1, 0], [3, 0, 5]])
n = x.nonzero()
print(n)
print(n.shape, n.stride(), n.is_contiguous(), n._base is None)
#@@ case nonzero_as_tuple
import torch
x = torch.tensor([[0, 1, 0], [3, 0, 5]])
t = torch.nonzero(x, as_tuple=True)
print(t)
print([(e.stride(), e.storage_offset(), e.is_contiguous()) for e in t])
#@@ case nonzero_as_tuple_int
import torch
x = torch.tensor([[0, 1, 0], [3, 0, 5]])
torch.nonzero(x, as_tuple=1)
#@@ case nonzero_0d
import torch
for v in [5, 0]:
    z = torch.tensor(v)
    print(z.nonzero(), z.nonzero().stride(), z.nonzero(as_tuple=True))
#@@ case nonzero_empty
import torch
print(torch.zeros(0, 3).nonzero().shape, torch.zeros(2, 3).nonzero().stride())
print(torch.zeros(2, 3).nonzero(as_tuple=True))
#@@ case nonzero_float_nan
import torch
print(torch.tensor([0.5, 0., float('nan'), -0.0]).nonzero())
#@@ case nonzero_bool_view
import torch
x = torch.arange(12).reshape(3, 4).t()
print((x % 3 == 0).nonzero())
print(x[:, 1:].nonzero().stride())
#@@ case nonzero_3d
import torch
x = torch.ones(2, 2, 2)
x[0, 1, 0] = 0
n = x.nonzero()
print(n.shape, n.stride())
print(n[:3])
#@@ case argwhere_basic
import torch
x = torch.tensor([0, 3, 0, 4])
a = torch.argwhere(x)
print(a, a.stride(), x.argwhere().shape)
#@@ case where_one_arg
import torch
x = torch.tensor([[0, 1], [2, 0]])
r = torch.where(x > 0)
print(r)
print(type(r).__name__, len(r), r[0].stride(), r[1].storage_offset())
#@@ case where_one_arg_index
import torch
x = torch.arange(12).reshape(3, 4)
rows, cols = torch.where(x % 5 == 0)
print(rows, cols)
print(x[rows, cols])
#@@ case count_nonzero_forms
import torch
x = torch.tensor([[0, 1], [2, 0], [3, 3]])
print(torch.count_nonzero(x), x.count_nonzero(dim=0), x.count_nonzero(1), torch.count_nonzero(x, (0, 1)))
print(torch.count_nonzero(x).dtype)
#@@ case masked_select_basic
import torch
x = torch.arange(6).reshape(2, 3)
m = x > 2
print(torch.masked_select(x, m), x.masked_select(m).stride())
#@@ case masked_select_broadcast
import torch
x = torch.arange(6).reshape(2, 3)
print(torch.masked_select(x, torch.tensor([True, False, True])))
print(torch.masked_select(torch.tensor([1., 2.]), torch.tensor([[True], [False], [True]])))
#@@ case masked_select_bad_mask
import torch
x = torch.arange(6)
torch.masked_select(x, x)
#@@ case masked_select_bad_shape
import torch
x = torch.arange(6)
torch.masked_select(x, torch.ones(4, dtype=torch.bool))
#@@ case diag_vector
import torch
print(torch.diag(torch.tensor([1, 2, 3])))
print(torch.diag(torch.tensor([1., 2.]), 1), torch.diag(torch.tensor([1., 2.]), -2).stride())
#@@ case diag_matrix
import torch
x = torch.arange(9).reshape(3, 3)
d = torch.diag(x)
print(d, d.stride(), d._base is None, d.data_ptr() == x.data_ptr())
print(x.diag(1), x.t().diag(-1), torch.diag(x, diagonal=2))
#@@ case diag_rect
import torch
x = torch.arange(6).reshape(2, 3)
print(torch.diag(x), torch.diag(x, 2), torch.diag(x, 3), torch.diag(x, -2), torch.diag(torch.zeros(0)))
#@@ case diag_vs_diagonal
import torch
x = torch.zeros(3, 3)
x.diagonal().fill_(1)
d = x.diag()
d += 5
print(x)
print(d)
#@@ case diag_3d_error
import torch
torch.diag(torch.zeros(2, 2, 2))
#@@ case diag_0d_error
import torch
torch.tensor(3).diag()
#@@ case diagflat_forms
import torch
print(torch.diagflat(torch.tensor([[1, 2], [3, 4]]), -1))
print(torch.tensor(5.).diagflat(), torch.diagflat(torch.tensor([1, 2]), offset=1).stride())
#@@ case diag_embed_forms
import torch
e = torch.diag_embed(torch.arange(6).reshape(2, 3), 1)
print(e, e.stride())
print(torch.tensor([1., 2.]).diag_embed())
#@@ case trace_forms
import torch
x = torch.arange(9.).reshape(3, 3)
print(torch.trace(x), x.trace(), torch.trace(x[:, ::2]), torch.trace(torch.arange(6).reshape(2, 3)))
print(torch.trace(torch.arange(4, dtype=torch.int32).reshape(2, 2)).dtype, torch.trace(torch.zeros(0, 0)))
print(torch.trace(torch.tensor([[0.1, 0], [0, 0.2]])).item())
#@@ case trace_vector_error
import torch
torch.trace(torch.zeros(3))
#@@ case trace_bool_error
import torch
torch.trace(torch.tensor([[True, False], [False, True]]))
#@@ case equal_forms
import torch
a = torch.arange(6).reshape(2, 3)
b = a.t().contiguous().t()
print(torch.equal(a, b), a.stride(), b.stride())
print(torch.equal(a, a.reshape(3, 2)), a.equal(a + 0), a.equal(a + 1))
print(torch.equal(torch.arange(3), torch.arange(3).float()), torch.equal(torch.tensor([1.5]), torch.tensor([1])))
print(torch.equal(torch.tensor([float('nan')]), torch.tensor([float('nan')])))
#@@ case allclose_forms
import torch
a = torch.ones(3)
print(torch.allclose(a, a + 1e-9), torch.allclose(a, a + 1e-3), a.allclose(a + 1e-3, atol=1e-2))
print(torch.allclose(torch.tensor([1e10]), torch.tensor([1.00001e10])), torch.allclose(torch.ones(3), torch.ones(1)))
print(torch.allclose(torch.tensor([1, 2]), torch.tensor([1, 2])), torch.allclose(torch.tensor([1, 2]), torch.tensor([1, 3])))
n = torch.tensor([1., float('nan')])
print(torch.allclose(n, n), torch.allclose(n, n, equal_nan=True))
print(torch.allclose(torch.tensor([1.0], dtype=torch.float64), torch.tensor([1.0 + 1e-6], dtype=torch.float64)))
#@@ case allclose_dtype_error
import torch
torch.allclose(torch.zeros(2), torch.zeros(2, dtype=torch.int64))
#@@ case allclose_shape_error
import torch
torch.allclose(torch.ones(2), torch.ones(3))
#@@ case is_set_to_forms
import torch
a = torch.arange(6)
print(a.is_set_to(a), a.view(6).is_set_to(a), a.view(2, 3).is_set_to(a), a[1:].is_set_to(a))
print(a.is_set_to(torch.arange(6)), a.detach().is_set_to(a))
#@@ case fill_diagonal_forms
import torch
x = torch.zeros(3, 4)
print(x.fill_diagonal_(2))
y = torch.zeros(7, 3)
print(y.fill_diagonal_(5, wrap=True))
z = torch.zeros(3, 3, 3, dtype=torch.int64)
print(z.fill_diagonal_(1).sum(), z[1, 1, 1], z[0, 1, 1])
#@@ case fill_diagonal_view
import torch
x = torch.zeros(4, 4)
v = x[1:, 1:]
v.fill_diagonal_(7)
print(x)
w = torch.zeros(3, 3).t()
print(w.fill_diagonal_(1.5, wrap=False).stride())
#@@ case fill_diagonal_errors
import torch
try:
    torch.zeros(2, 3, 4).fill_diagonal_(1)
except RuntimeError as e:
    print(e)
torch.zeros(3).fill_diagonal_(1)
#@@ case tri_indices
import torch
print(torch.triu_indices(3, 4, 1))
t = torch.tril_indices(3, 3)
print(t, t.stride(), t.dtype)
print(torch.triu_indices(2, 2, -1), torch.tril_indices(2, 3, -1), torch.triu_indices(0, 3).shape)
#@@ case argsort_forms
import torch
p = torch.tensor([2, 0, 1])
print(torch.argsort(p), p.argsort(), p.argsort(descending=True))
x = torch.tensor([[3, 1, 2], [0, 5, 4]])
print(torch.argsort(x, dim=0), x.argsort(1).stride())
#@@ case argsort_inverse_perm
import torch
x = torch.arange(24).reshape(2, 3, 4)
p = torch.tensor([2, 0, 1])
inv = torch.argsort(p).tolist()
y = x.permute(*p.tolist()).permute(*inv)
print(inv, y.stride(), torch.equal(x, y))
#@@ case math_prod_shape
import math
import torch
x = torch.zeros(2, 3, 4)
print(math.prod(x.shape), x.numel(), math.prod(x.stride()))
strides = [math.prod(x.shape[i + 1:]) for i in range(x.dim())]
print(strides, list(x.stride()) == strides)
#@@ case math_prod_forms
from math import prod
print(prod([2, 3.5]), prod([]), prod([2, 3], start=2), prod(range(1, 6)), prod([True, 2]), prod((1.5, 2)))
print(prod([3, 2**40, 2**20]))
#@@ case math_functions
import math
print(math.sqrt(16), math.sqrt(2), math.ceil(2.1), math.floor(-2.1), math.ceil(3), math.floor(True))
print(math.gcd(12, 18), math.gcd(), math.gcd(-4, 6), math.log2(8), math.log2(10), math.pi, math.inf, math.e)
print(math.ceil(10 / 3), math.floor(7 / 2))
#@@ case math_errors
import math
for f, v in [(math.sqrt, -1), (math.floor, float('nan')), (math.ceil, float('inf')), (math.log2, 0), (math.sqrt, "a")]:
    try:
        print(f(v))
    except (ValueError, OverflowError, TypeError) as e:
        print(type(e).__name__, e)
math.gcd(1.5, 2)
#@@ case math_ceil_div_windows
import math
import torch
x = torch.arange(10.)
size, step = 4, 3
n = math.floor((x.numel() - size) / step) + 1
print(n, x.unfold(0, size, step).shape)
#@@ case itertools_product_offsets
import itertools
import torch
x = torch.arange(12).reshape(3, 4).t()[1:, ::2]
for idx in itertools.product(*[range(n) for n in x.shape]):
    off = x.storage_offset() + sum(i * s for i, s in zip(idx, x.stride()))
    print(idx, off, x[idx].item())
#@@ case itertools_product_forms
from itertools import product
import itertools
print(list(product([1, 2], repeat=2)), list(itertools.product(range(2), "ab")))
print(len(list(itertools.product())), list(itertools.product([1], [])), type(product([1])).__name__)
#@@ case np_ndindex_forms
import numpy as np
a = np.arange(6).reshape(2, 3)
for idx in np.ndindex(a.shape):
    print(idx, a[idx], end="; ")
print()
print(list(np.ndindex(2, 2)), list(np.ndindex((2, 1))), list(np.ndindex()), list(np.ndindex(0, 3)))
#@@ case np_ndindex_offsets
import numpy as np
a = np.arange(24, dtype=np.int32).reshape(2, 3, 4)[:, ::2, 1:3]
for idx in np.ndindex(*a.shape):
    byte = sum(i * s for i, s in zip(idx, a.strides))
    print(idx, byte, a[idx])
#@@ case dict_builtin_forms
import torch
x = torch.zeros(2, 3, 4)
print(dict(zip("abc", x.shape)))
print(dict(shape=tuple(x.shape), stride=x.stride()))
print(dict([("x", 1), ("y", 2), ("x", 3)]), dict({1: 2}, z=3), dict(), dict(enumerate(x.stride())))
#@@ case dict_builtin_errors
try:
    dict([(1, 2, 3)])
except ValueError as e:
    print(e)
print(dict([[1, 2]]))
dict([[1]])
#@@ case unary_neg_layout
import torch
x = torch.arange(6).reshape(2, 3).t()
y = -x
print(y, y.stride(), (+x) is x, (+x).stride())
print(x.neg().stride(), torch.neg(x[:, ::2]).stride(), torch.negative(x).dtype)
#@@ case unary_neg_dtypes
import torch
print(-torch.tensor([0., -1.5]), -torch.tensor([2], dtype=torch.uint8), torch.tensor([-128], dtype=torch.int8).neg())
print(-torch.tensor([1, -2], dtype=torch.int32), (-torch.tensor([0.0])).tolist())
#@@ case unary_bool_errors
import torch
for f in [lambda: -torch.tensor([True]), lambda: +torch.tensor([True]), lambda: torch.tensor([True]).abs()]:
    try:
        print(f())
    except RuntimeError as e:
        print(e)
#@@ case unary_abs_sqrt
import torch
z = torch.tensor([[-1., 4.], [9., -16.]]).t()
print(z.abs(), z.abs().stride(), abs(torch.tensor([-2, 3])), torch.abs(z[0]))
print(z.abs().sqrt(), torch.tensor([1, 4, 2]).sqrt(), torch.tensor([True]).sqrt(), torch.tensor([-1.]).sqrt())
print(torch.tensor([-128], dtype=torch.int8).abs(), torch.tensor([2.0], dtype=torch.float64).sqrt().item())
#@@ case unary_neg_inplace
import torch
x = torch.arange(4.).reshape(2, 2)
v = x.t()
v.neg_()
print(x)
e = torch.zeros(3).expand(2, 3)
e.neg_()
#@@ case tensor_of_size
import torch
x = torch.zeros(2, 3, 4)
s = torch.tensor(x.shape)
print(s, s.prod(), torch.tensor(x.stride()), torch.tensor([x.shape, x.stride()]))
print(torch.tensor(x.shape[1:]).dtype, torch.tensor(torch.zeros(()).shape))
#@@ case comp_nested_offsets
import torch
def addr(t, *idx):
    return t.storage_offset() + sum(i * s for i, s in zip(idx, t.stride()))
x = torch.arange(12).reshape(3, 4)
y = x.t()[1:, ::2]
print([addr(y, i, j) for i in range(y.shape[0]) for j in range(y.shape[1])])
print(y.flatten().tolist())
#@@ case comp_nested_forms
pairs = [(i, j) for i in range(3) if i != 1 for j in range(i) if j >= 0]
print(pairs)
print(sum(i * j for i in range(4) for j in range(3)), [[i * j for j in range(3)] for i in range(2)])
print([c for row in [[1, 2], [3]] for c in row], [x for x in range(2) for x in range(x + 1)])
#@@ case comp_dict_strides
import torch
x = torch.zeros(2, 3, 4)
d = {name: x.stride(i) for i, name in enumerate(["N", "C", "L"])}
print(d)
print({k: v for k, v in zip("ab", x.shape) if v > 2}, {i: i * i for i in range(3)}, {n: 0 for n in "aba"})
print({(i, j): i * 4 + j for i in range(2) for j in range(2)})
#@@ case comp_dict_errors
d = {[k]: 1 for k in range(2)}
#@@ case dict_equality
import torch
x = torch.zeros(2, 3)
d = {k: v for k, v in zip("ab", x.shape)}
print(d == {"a": 2, "b": 3}, d == {"b": 3, "a": 2}, d == dict(a=2), d != {"a": 2, "b": 4})
print({1: [1]} == {1: [1]}, {1: 1} == {1.0: True}, {} == {}, {1: 2} == [1])
#@@ case np_count_nonzero_forms
import numpy as np
a = np.array([[0, 1, 2], [3, 0, 5]])
print(np.count_nonzero(a), np.count_nonzero(a, axis=0), np.count_nonzero(a, axis=1), np.count_nonzero(a.T[::-1]), type(np.count_nonzero(a)).__name__)
print(np.count_nonzero(np.array([0.5, 0.0, float("nan")])), np.count_nonzero(a, axis=(0, 1)))
print(np.array_equal(a, a.T.T), np.array_equal(a, a.T), np.array_equal(a, a.astype(float)), np.array_equal(np.array([float("nan")]), np.array([float("nan")])))
#@@ case np_array_equal_isfortran
import numpy as np
a = np.array([[0, 1, 2], [3, 0, 5]])
print(np.array_equal(np.arange(3), np.arange(3.0)), np.array_equal(np.zeros((2, 0)), np.zeros((2, 0))), np.array_equal(np.arange(3), np.arange(4)))
print(np.isfortran(a), np.isfortran(a.T), np.isfortran(np.zeros(3)), np.isfortran(np.zeros((3, 2), order='F')))
b = np.zeros((3, 3), dtype=int)
#@@ case np_fill_diagonal_forms
import numpy as np
print(np.fill_diagonal(b, 7), b)
c = np.zeros((5, 2))
np.fill_diagonal(c, 1.5)
print(c)
d = np.zeros((7, 3))
np.fill_diagonal(d, 4, wrap=True)
print(d)
e = np.zeros((2, 2, 2))
np.fill_diagonal(e, 9)
print(e)
f = np.zeros((4, 4))
np.fill_diagonal(f[1:, 1:], 2)
print(f)
g = np.zeros((3, 3)).T
np.fill_diagonal(g[:, ::-1], 1)
print(g)
for args in [(np.zeros(3), 1), (np.zeros((2, 3, 2)), 1)]:
    try:
        np.fill_diagonal(*args)
    except ValueError as ex:
        print(ex)
#@@ case allclose_integers
import torch
print(torch.allclose(torch.tensor([16777217]), torch.tensor([16777216]), rtol=0, atol=0.5))
print(torch.allclose(torch.tensor([16777217]), torch.tensor([16777216]), rtol=0, atol=0))
print(torch.allclose(torch.tensor([3], dtype=torch.int32), torch.tensor([4], dtype=torch.int32), rtol=0, atol=1))
print(torch.allclose(torch.tensor([-2**63]), torch.tensor([2**63 - 1])), torch.allclose(torch.tensor([100000]), torch.tensor([100001])))
