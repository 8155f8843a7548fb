#@@ case mm_basic
import torch
a = torch.arange(6).reshape(2, 3)
b = torch.arange(6).reshape(3, 2)
r = a @ b
print(r, r.stride(), r.dtype)
#@@ case mm_funcs
import torch
a = torch.arange(6).reshape(2, 3)
b = torch.arange(6).reshape(3, 2)
print(torch.mm(a, b), a.mm(b), torch.matmul(a, b), a.matmul(b))
#@@ case mm_transposed
import torch
a = torch.arange(6).reshape(2, 3)
r = a.t() @ a
print(r, r.stride(), r.is_contiguous())
r2 = a.t().mm(a)
print(r2.stride())
#@@ case mm_float_exact
import torch
a = torch.arange(6.).reshape(2, 3)
b = torch.arange(6.).reshape(3, 2)
r = a @ b
print(r, r.stride())
print(torch.ones(2, 3, dtype=torch.float64) @ torch.full((3, 1), 2., dtype=torch.float64))
#@@ case mm_float_halves
import torch
a = torch.tensor([[0.5, 1.5], [2.0, -1.0]])
print(a @ torch.tensor([[2.0], [4.0]]))
#@@ case mm_float_inexact_shape_ok
import torch
a = torch.tensor([[0.1, 0.2]])
r = a @ torch.tensor([[0.3], [0.7]])
print(r.shape, r.stride(), r.dtype)
#@@ case mv_basic
import torch
a = torch.arange(6).reshape(2, 3)
v = torch.arange(3)
r = torch.mv(a, v)
print(r, r.stride(), a @ v, a.mv(v))
#@@ case dot_basic
import torch
x = torch.arange(4)
r = torch.dot(x, x)
print(r, r.shape, r.stride(), x @ x, x.dot(x))
#@@ case vec_mat
import torch
b = torch.arange(6).reshape(3, 2)
r = torch.arange(3) @ b
print(r, r.shape, r.stride())
#@@ case bmm_basic
import torch
x = torch.arange(12).reshape(2, 2, 3)
y = torch.arange(12).reshape(2, 3, 2)
r = torch.bmm(x, y)
print(r, r.stride(), x.bmm(y).shape)
#@@ case batched_3d_2d
import torch
x = torch.arange(24).reshape(2, 3, 4)
y = torch.arange(8).reshape(4, 2)
r = x @ y
print(r, r.stride())
#@@ case batched_3d_1d
import torch
x = torch.arange(24).reshape(2, 3, 4)
r = x @ torch.arange(4)
print(r, r.stride())
#@@ case batched_1d_3d
import torch
x = torch.arange(24).reshape(2, 3, 4)
r = torch.arange(3) @ x
print(r, r.stride())
#@@ case batched_2d_3d
import torch
x = torch.arange(24).reshape(2, 4, 3)
y = torch.arange(8).reshape(2, 4)
r = y @ x
print(r, r.stride(), r.is_contiguous())
#@@ case batched_broadcast
import torch
x = torch.arange(48).reshape(2, 1, 3, 8)
y = torch.arange(48).reshape(3, 8, 2)
r = x @ y
print(r.shape, r.stride())
print(r[1, 2])
#@@ case batched_3d_3d_transposed
import torch
x = torch.arange(24).reshape(2, 3, 4)
r = x.transpose(1, 2) @ x
print(r, r.stride())
#@@ case batched_expand
import torch
x = torch.arange(6).reshape(1, 2, 3).expand(3, 2, 3)
y = torch.arange(6).reshape(3, 2)
r = x @ y
print(r, r.stride())
#@@ case int_wrap
import torch
print(torch.tensor([2**62, 2**62]) @ torch.tensor([4, 4]))
print(torch.tensor([100, 100], dtype=torch.int8) @ torch.tensor([3, 3], dtype=torch.int8))
print(torch.tensor([[200]], dtype=torch.uint8) @ torch.tensor([[3]], dtype=torch.uint8))
print(torch.tensor([[200]], dtype=torch.uint8) @ torch.tensor([3], dtype=torch.uint8))
#@@ case int_dtypes
import torch
for dt in (torch.int8, torch.int16, torch.int32, torch.int64, torch.uint8):
    a = torch.ones(2, 3, dtype=dt)
    r = a @ torch.ones(3, 2, dtype=dt)
    print(r, r.dtype)
#@@ case empty_products
import torch
r = torch.zeros(0, 3) @ torch.zeros(3, 2)
print(r, r.stride())
print(torch.zeros(2, 0, dtype=torch.long) @ torch.zeros(0, 2, dtype=torch.long))
r = torch.zeros(2, 0, 3, dtype=torch.long) @ torch.zeros(3, 2, dtype=torch.long)
print(r, r.stride())
print(torch.zeros(0, dtype=torch.long) @ torch.zeros(0, dtype=torch.long))
print(torch.zeros(3, 0, dtype=torch.long) @ torch.zeros(0, dtype=torch.long))
#@@ case err_mm_shapes
import torch
def t(f):
    try:
        print(f())
    except (RuntimeError, TypeError, IndexError) as e:
        print(type(e).__name__, e)
a = torch.arange(6).reshape(2, 3)
f = a.float()
t(lambda: a @ a)
t(lambda: a @ f)
t(lambda: torch.mm(a, a))
t(lambda: torch.mm(torch.arange(3), a))
t(lambda: torch.mm(a, torch.arange(3)))
#@@ case err_dtype
import torch
def t(f):
    try:
        print(f())
    except (RuntimeError, TypeError, IndexError) as e:
        print(type(e).__name__, e)
a = torch.arange(6).reshape(2, 3)
b = torch.arange(6.).reshape(3, 2)
t(lambda: a @ b)
t(lambda: b.long() @ a.float())
t(lambda: torch.mv(a, torch.arange(3.)))
t(lambda: torch.arange(3) @ b)
t(lambda: a[None] @ b)
t(lambda: torch.bmm(a[None], b[None]))
t(lambda: a.int() @ b.long())
t(lambda: torch.ones(2, 3, dtype=torch.float64) @ torch.ones(3, 2))
#@@ case err_dot
import torch
def t(f):
    try:
        print(f())
    except (RuntimeError, TypeError, IndexError) as e:
        print(type(e).__name__, e)
t(lambda: torch.dot(torch.arange(3), torch.arange(4)))
t(lambda: torch.dot(torch.arange(3), torch.arange(3.)))
t(lambda: torch.dot(torch.arange(3), torch.arange(4.)))
t(lambda: torch.dot(torch.tensor(1), torch.arange(3)))
t(lambda: torch.arange(6).reshape(2, 3).dot(torch.arange(3)))
t(lambda: torch.arange(3) @ torch.arange(4))
#@@ case err_mv
import torch
def t(f):
    try:
        print(f())
    except (RuntimeError, TypeError, IndexError) as e:
        print(type(e).__name__, e)
a = torch.arange(6).reshape(2, 3)
t(lambda: torch.mv(a, torch.arange(2)))
t(lambda: a @ torch.arange(2))
t(lambda: torch.mv(a, a))
t(lambda: torch.mv(torch.arange(3), torch.arange(3)))
#@@ case err_bmm
import torch
def t(f):
    try:
        print(f())
    except (RuntimeError, TypeError, IndexError) as e:
        print(type(e).__name__, e)
a = torch.arange(6).reshape(2, 3)
b = torch.arange(6).reshape(3, 2)
t(lambda: torch.bmm(a, a))
t(lambda: torch.bmm(a[None], b))
t(lambda: torch.bmm(a[None], a[None]))
t(lambda: torch.zeros(2, 3, 4) @ torch.zeros(2, 5, 5))
#@@ case err_batched
import torch
def t(f):
    try:
        print(f())
    except (RuntimeError, TypeError, IndexError) as e:
        print(type(e).__name__, e)
t(lambda: torch.zeros(2, 3, 4) @ torch.zeros(3, 4, 2))
t(lambda: torch.zeros(2, 3, 4) @ torch.zeros(5))
t(lambda: torch.zeros(2, 3, 4) @ torch.zeros(5, 2))
t(lambda: torch.zeros(5) @ torch.zeros(2, 3, 4))
t(lambda: torch.zeros(2, 5) @ torch.zeros(2, 3, 4))
t(lambda: torch.zeros(2, 1, 3) @ torch.zeros(1, 4, 3, 2))
t(lambda: torch.zeros(1, 2, 3) @ torch.zeros(3, 2, 1))
t(lambda: torch.arange(3) @ torch.zeros(2, 3, 4))
t(lambda: torch.zeros(2, 3, dtype=torch.long) @ torch.zeros(2, 3, 4))
t(lambda: torch.zeros(2, 3, 4, dtype=torch.long) @ torch.zeros(4))
#@@ case err_0d
import torch
def t(f):
    try:
        print(f())
    except (RuntimeError, TypeError, IndexError) as e:
        print(type(e).__name__, e)
a = torch.arange(6).reshape(2, 3)
t(lambda: torch.tensor(3) @ a)
t(lambda: a @ torch.tensor(3))
t(lambda: torch.matmul(torch.tensor(2), torch.tensor(3)))
#@@ case err_bool
import torch
def t(f):
    try:
        print(f())
    except (RuntimeError, TypeError, IndexError) as e:
        print(type(e).__name__, e)
bb = torch.ones(2, 3, dtype=torch.bool)
bc = torch.ones(3, 2, dtype=torch.bool)
t(lambda: bb @ bc)
t(lambda: torch.mv(bb, bc[:, 0]))
t(lambda: torch.bmm(bb[None], bc[None]))
t(lambda: bb[None] @ bc)
t(lambda: bb @ bc[:, 0])
t(lambda: torch.tensor([True, False]) @ torch.tensor([True, True]))
t(lambda: bb @ bb)
#@@ case err_half
import torch
def t(f):
    try:
        print(f())
    except (RuntimeError, TypeError, IndexError) as e:
        print(type(e).__name__, e)
t(lambda: torch.ones(2, 3, dtype=torch.half) @ torch.ones(3, 2, dtype=torch.half))
t(lambda: torch.zeros(2, dtype=torch.half) @ torch.zeros(2, dtype=torch.half))
#@@ case err_types
import torch
def t(f):
    try:
        print(f())
    except (RuntimeError, TypeError, IndexError) as e:
        print(type(e).__name__, e)
a = torch.arange(6).reshape(2, 3)
t(lambda: a @ 5)
t(lambda: a @ [1, 2, 3])
t(lambda: 2 @ a)
t(lambda: torch.matmul(a, 3))
t(lambda: torch.mm(a, 3))
t(lambda: a.matmul(2.5))
t(lambda: torch.dot(3, a))
#@@ case mm_of_views
import torch
x = torch.arange(20).reshape(4, 5)
r = x[::2, 1:4] @ x[1:4, ::-1].flip(1)
print(r, r.stride())
#@@ case mm_kwargs
import torch
a = torch.arange(4).reshape(2, 2)
print(torch.matmul(a, other=a), torch.mm(input=a, mat2=a), a.mv(vec=torch.arange(2)), torch.dot(torch.arange(2), tensor=torch.arange(2)))
#@@ case mm_float_big_refused_shape
import torch
a = torch.full((2, 2), 3000.)
r = a @ a
print(r.shape, r.dtype, r.stride())
#@@ case mm_float64_large
import torch
a = torch.full((2, 2), 3000., dtype=torch.float64)
print(a @ a)
#@@ case mm_negzero
import torch
a = torch.tensor([[0., 1.]])
print(a @ torch.tensor([[2.], [-3.]]))
#@@ case tril_basic
import torch
x = torch.arange(12).reshape(3, 4)
print(x.tril(), x.triu(), torch.tril(x, -1), torch.triu(x, 1))
#@@ case tril_diag_kw
import torch
x = torch.arange(12).reshape(3, 4)
print(torch.tril(x, diagonal=1), x.triu(diagonal=-1), x.tril(10), x.triu(-10), x.tril(-5))
#@@ case tril_noncontig
import torch
x = torch.arange(12).reshape(3, 4)
r = x.t().tril()
print(r, r.stride())
r = x[:, ::2].triu(1)
print(r, r.stride())
#@@ case tril_batched
import torch
x = torch.arange(24).reshape(2, 3, 4)
r = x.transpose(0, 2).tril()
print(r, r.stride())
r = x.permute(1, 2, 0).triu()
print(r.stride(), r[1])
#@@ case tril_expand
import torch
x = torch.arange(12).reshape(3, 4)
r = x.expand(2, 3, 4).tril()
print(r, r.stride())
#@@ case tril_inplace
import torch
x = torch.arange(12).reshape(3, 4)
y = x.tril_(1)
print(x, y is x)
z = torch.arange(12.).reshape(3, 4)
z.t().triu_()
print(z)
#@@ case tril_inplace_view
import torch
x = torch.arange(16).reshape(4, 4)
v = x[1:, 1:]
v.triu_()
print(x)
#@@ case tril_dtypes
import torch
print(torch.ones(3, 3, dtype=torch.bool).tril(), torch.ones(2, 3).triu(), torch.full((2, 2), -1.5, dtype=torch.float64).tril())
#@@ case tril_errors
import torch
def t(f):
    try:
        print(f())
    except (RuntimeError, TypeError, IndexError) as e:
        print(type(e).__name__, e)
t(lambda: torch.tril(torch.arange(3)))
t(lambda: torch.tensor(1).triu())
t(lambda: torch.arange(9).reshape(3, 3).tril(2.5))
t(lambda: torch.tril(torch.arange(9).reshape(3, 3), 1.0))
#@@ case tril_empty
import torch
r = torch.zeros(0, 3).tril()
print(r, r.stride())
print(torch.zeros(2, 0, 3).triu().shape)
#@@ case np_tril_basic
import numpy as np
a = np.arange(12).reshape(3, 4)
print(np.tril(a), np.triu(a), np.tril(a, -1), np.triu(a, k=1))
#@@ case np_tril_layout
import numpy as np
a = np.arange(12).reshape(3, 4)
r = np.tril(a.T)
print(r, r.strides, r.flags['C_CONTIGUOUS'])
r = np.triu(np.asfortranarray(a))
print(r.strides)
#@@ case np_tril_3d
import numpy as np
a = np.arange(24).reshape(2, 3, 4)
r = np.tril(a.transpose(2, 1, 0))
print(r, r.strides)
r = np.triu(a, 1)
print(r.strides, r[1])
#@@ case np_tril_1d
import numpy as np
r = np.tril(np.arange(3))
print(r, r.strides)
print(np.triu(np.arange(1, 4), 1))
#@@ case np_tril_0d
import numpy as np
try:
    np.tril(np.array(5))
except TypeError as e:
    print(e)
#@@ case np_tril_dtypes
import numpy as np
print(np.tril(np.ones((3, 3), dtype=bool)), np.triu(np.full((2, 3), 1.5, dtype=np.float32)), np.tril(np.ones((2, 2), dtype=np.uint8)))
#@@ case np_tril_views
import numpy as np
a = np.arange(16).reshape(4, 4)
r = np.tril(a[::-1, 1:])
print(r, r.strides, r.base is None)
#@@ case new_zeros
import torch
x = torch.arange(6.).reshape(2, 3)
r = x.new_zeros(2, 2)
print(r, r.dtype, r.stride())
print(x.new_zeros((3,)), x.new_zeros([1, 2], dtype=torch.int32))
#@@ case new_ones
import torch
x = torch.arange(6, dtype=torch.int16)
print(x.new_ones(3), x.new_ones((2, 2), dtype=torch.float64), x.new_ones(()))
#@@ case new_full
import torch
x = torch.arange(3)
print(x.new_full((2, 2), 7), x.new_full((2,), 2.5), torch.ones(2).new_full((3,), 4))
b = torch.tensor([True])
print(b.new_full((2,), 3))
#@@ case new_tensor
import torch
x = torch.arange(3.)
r = x.new_tensor([1, 2, 3])
print(r, r.dtype)
print(torch.arange(2).new_tensor([[1.5, 2.5]]), x.new_tensor(5, dtype=torch.int64))
#@@ case new_empty_shape
import torch
x = torch.arange(6.).reshape(2, 3)
r = x.new_empty(4, 5)
print(r.shape, r.dtype, r.stride(), r.is_contiguous())
q = x.new_empty((2,), dtype=torch.int8)
print(q.shape, q.dtype)
#@@ case new_empty_fill
import torch
x = torch.arange(3)
r = x.new_empty(2, 3)
r.fill_(4)
print(r)
r.zero_()
print(r)
#@@ case new_from_view
import torch
x = torch.arange(12).reshape(3, 4).t()
r = x.new_zeros(x.shape)
print(r.stride(), r._base is None, x.new_ones(x.size()).sum())
#@@ case einsum_transpose
import numpy as np
a = np.arange(12).reshape(3, 4)
r = np.einsum('ij->ji', a)
print(r, r.strides, r.flags['F_CONTIGUOUS'], r.flags['OWNDATA'])
r[0, 0] = 100
print(a[0, 0], np.shares_memory(r, a))
#@@ case einsum_implicit
import numpy as np
a = np.arange(12).reshape(3, 4)
print(np.einsum('ij', a).strides, np.einsum('ji', a).strides, np.einsum('ba', a).strides, np.einsum('ij->ij', a).strides)
#@@ case einsum_diag
import numpy as np
b = np.arange(9).reshape(3, 3)
r = np.einsum('ii->i', b)
print(r, r.strides)
r = np.einsum('ii->i', b[::-1])
print(r, r.strides)
r = np.einsum('ijj->ij', np.arange(18).reshape(2, 3, 3))
print(r, r.strides)
#@@ case einsum_3d
import numpy as np
x = np.arange(24).reshape(2, 3, 4)
r = np.einsum('ijk->kji', x)
print(r.shape, r.strides)
print(np.einsum('ijk->jik', x[:, ::2, 1:]).strides)
#@@ case einsum_base
import numpy as np
a = np.arange(12).reshape(3, 4)
r = np.einsum('ij->ji', a)
print(r.base is a, r.base is a.base)
c = np.arange(6)
print(np.einsum('i', c).base is c)
#@@ case einsum_sums
import numpy as np
a = np.arange(12).reshape(3, 4)
print(np.einsum('ij->i', a), np.einsum('ij->j', a), np.einsum('ij->', a), np.einsum('ij->j', a.T))
b = np.arange(9).reshape(3, 3)
print(np.einsum('ii', b), np.einsum('ii->', b), type(np.einsum('ii', b)))
#@@ case einsum_sum_dtypes
import numpy as np
print(np.einsum('ij->i', np.ones((2, 3), dtype=np.int8) * 100), np.einsum('ij->i', np.ones((2, 3), dtype=bool)), np.einsum('i->', np.arange(4.)), np.einsum('ij->j', np.ones((2, 2), dtype=np.float32)))
#@@ case einsum_errors
import numpy as np
def t(f):
    try:
        r = f()
        print(repr(r), r.strides if isinstance(r, np.ndarray) else type(r).__name__)
    except ValueError as e:
        print(type(e).__name__, e)
a = np.arange(12).reshape(3, 4)
t(lambda: np.einsum('ii->i', a))
t(lambda: np.einsum('ij->jk', a))
t(lambda: np.einsum('ij->ii', a))
t(lambda: np.einsum('ijk', a))
t(lambda: np.einsum('i', a))
t(lambda: np.einsum('', a))
t(lambda: np.einsum('ij->ji'))
#@@ case einsum_spaces_upper
import numpy as np
a = np.arange(6).reshape(2, 3)
print(np.einsum('ij ->ji', a).strides, np.einsum('iJ->Ji', a).strides, np.einsum('Ba', a).strides)
#@@ case einsum_float32_view
import numpy as np
a = np.arange(6, dtype=np.float32).reshape(2, 3)
r = np.einsum('ij->ji', a)
print(r, r.dtype, r.strides)
#@@ case matmul_chain
import torch
a = torch.arange(4).reshape(2, 2)
print(a @ a @ a, (a @ a).sum(), a @ a.T)
#@@ case matmul_1d_1d_float
import torch
x = torch.arange(5.)
r = x @ x
print(r, r.dtype, r.shape, x.dot(x).item())
#@@ case matmul_int32_wrap
import torch
a = torch.full((2, 2), 2**30, dtype=torch.int32)
print(a @ a, torch.full((1, 3), -2**15, dtype=torch.int16) @ torch.full((3, 1), 2**15 - 1, dtype=torch.int16))
#@@ case matmul_large_batch
import torch
x = torch.arange(60).reshape(3, 4, 5)
y = torch.arange(40).reshape(5, 8)
r = x @ y
print(r.shape, r.stride(), r[2, 3], r.sum())
#@@ case matmul_4d_4d
import torch
x = torch.arange(24).reshape(2, 1, 3, 4)
y = torch.arange(32).reshape(1, 2, 4, 4)
r = torch.matmul(x, y)
print(r.shape, r.stride())
print(r[1, 0])
#@@ case matmul_result_writable
import torch
a = torch.arange(4).reshape(2, 2)
r = a @ a
r[0, 0] = -1
print(r, a, r._base is None)
#@@ case matmul_eye
import torch
e = torch.eye(3)
x = torch.arange(9.).reshape(3, 3)
print(e @ x, x @ e)
#@@ case matmul_int_after_arith
import torch
a = (torch.arange(6).reshape(2, 3) - 2) * 3
print(a @ a.t(), a.t() @ a)
#@@ case mm_on_expanded
import torch
x = torch.arange(3).expand(4, 3)
r = x @ torch.arange(3)
print(r, r.stride())
print(x.t() @ x)
#@@ case bmm_noncontig
import torch
x = torch.arange(24).reshape(4, 3, 2).transpose(0, 2)
y = torch.arange(24).reshape(2, 3, 4)
r = torch.bmm(x, y)
print(r.shape, r.stride(), r[1])
#@@ case tril_then_matmul
import torch
m = torch.ones(3, 3, dtype=torch.int64).tril()
print(m @ torch.arange(3), m.triu(1) @ m)
#@@ case new_zeros_like_usage
import torch
x = torch.arange(4, dtype=torch.int32)
y = x.new_zeros(x.shape)
y[1:] = x[:-1]
print(y, y.dtype)
#@@ case np_empty_tri_einsum
import numpy as np
a=np.zeros((0,12),dtype=np.int8)
print(np.einsum('ij->i',a).strides, np.einsum('ij->j',a), np.einsum('ij->j',a).strides, np.einsum('ij->',a), np.tril(np.zeros((3,0))).strides, np.tril(np.zeros((2,0,3))).strides)
print(np.tril(np.zeros((3,0))), np.triu(np.zeros((0,2), dtype=int)).flags['C_CONTIGUOUS'])
#@@ case empty_tri_and_0d_einsum
import torch
import numpy as np
print(torch.zeros(0, 3).t().tril().stride(), torch.zeros(0).tril_(), torch.zeros(3, 0, 2).transpose(0, 2).triu().stride(), torch.zeros(0).tril(-1))
print(torch.zeros(0).triu().stride(), torch.zeros(2, 0).t().tril_().stride(), torch.zeros(0, 4).t().tril().stride())
a = np.arange(5)[2:3].reshape(())
m = np.einsum('', a)
print(type(m), m, np.einsum('->', a), np.einsum('', np.array(2.5)), type(np.einsum('', np.array(True))))
#@@ case matmul_augassign
import torch
a = torch.arange(4).reshape(2, 2)
try:
    a @= a
except RuntimeError as e:
    print(e)
print(a)
b = a
b @= torch.eye(2, dtype=torch.int64)
print(b is a, b)
