#@@ case block_diag_shapes_dtypes_errors
import torch
def t(nm, f):
    try:
        r = f()
        print(nm, r, r.dtype, r.shape, r.stride())
    except Exception as e:
        print(nm, type(e).__name__, e)
t('basic', lambda: torch.block_diag(torch.ones(2, 2), torch.arange(3.)))
t('0d', lambda: torch.block_diag(torch.tensor(5), torch.tensor([[1, 2], [3, 4]])))
t('mixed', lambda: torch.block_diag(torch.tensor([1, 2]), torch.tensor([[1.5]]), torch.tensor(True)))
t('empty', lambda: torch.block_diag())
t('3d', lambda: torch.block_diag(torch.ones(2, 2), torch.ones(1, 1, 1)))
t('zero', lambda: torch.block_diag(torch.zeros(0, 3), torch.ones(2, 0), torch.ones(1, 1)))
t('bool', lambda: torch.block_diag(torch.tensor([True]), torch.tensor([[False, True]])))
t('list', lambda: torch.block_diag([1, 2]))
t('view', lambda: torch.block_diag(torch.arange(6).reshape(2, 3).t(), torch.tensor([7])))
t('half', lambda: torch.block_diag(torch.ones(1, dtype=torch.half), torch.ones(1, dtype=torch.int8)))
t('u8', lambda: torch.block_diag(torch.tensor([200], dtype=torch.uint8), torch.tensor([-1], dtype=torch.int8)))
t('one', lambda: torch.block_diag(torch.arange(4)))

#@@ case unique_consecutive_outputs
import torch
def t(nm, f):
    try:
        r = f()
        print(nm, r)
    except Exception as e:
        print(nm, type(e).__name__, e)
x = torch.tensor([1, 1, 2, 2, 3, 1, 1, 2])
t('a', lambda: x.unique_consecutive())
t('b', lambda: x.unique_consecutive(return_inverse=True))
t('c', lambda: x.unique_consecutive(return_counts=True))
t('d', lambda: x.unique_consecutive(True, True))
t('e', lambda: torch.unique_consecutive(x.reshape(2, 4), return_inverse=True, return_counts=True))
t('f', lambda: torch.tensor([1., float('nan'), float('nan'), -0.0, 0.0, 2.]).unique_consecutive(return_counts=True))
t('g', lambda: torch.tensor([], dtype=torch.long).unique_consecutive(return_inverse=True, return_counts=True))
t('h', lambda: torch.tensor(5).unique_consecutive(return_inverse=True, return_counts=True))
t('i', lambda: x.reshape(2, 4).t().unique_consecutive())
t('k', lambda: torch.tensor([True, True, False]).unique_consecutive())
t('l', lambda: torch.tensor([1., 1.], dtype=torch.half).unique_consecutive())
t('m', lambda: x.unique_consecutive(dim=5))
t('n', lambda: type(x.unique_consecutive(return_counts=True)).__name__)
t('o', lambda: x.unique_consecutive().stride())
t('p', lambda: x.unique_consecutive(return_inverse=True)[1].dtype)

#@@ case put_writes_and_errors
import torch
def t(nm, f):
    try:
        r = f()
        print(nm, r)
    except Exception as e:
        print(nm, type(e).__name__, e)
def base(): return torch.arange(6.).reshape(2, 3)
t('a', lambda: base().put_(torch.tensor([1, 4]), torch.tensor([9., 8.])))
t('b', lambda: base().put_(torch.tensor([-1, 0]), torch.tensor([9., 8.])))
t('c', lambda: base().put_(torch.tensor([[1], [4]]), torch.tensor([9., 8.])))
t('d', lambda: base().put_(torch.tensor([1, 1]), torch.tensor([9., 8.])))
t('e', lambda: base().put_(torch.tensor([1, 1]), torch.tensor([9., 8.]), accumulate=True))
t('f', lambda: base().put_(torch.tensor([6]), torch.tensor([9.])))
t('g', lambda: base().put_(torch.tensor([-7]), torch.tensor([9.])))
t('h', lambda: base().put_(torch.tensor([1, 2]), torch.tensor([9.])))
t('i', lambda: base().put_(torch.tensor([1.]), torch.tensor([9.])))
t('j', lambda: base().put_(torch.tensor([1], dtype=torch.int32), torch.tensor([9.])))
t('k', lambda: base().put_(torch.tensor([1]), torch.tensor([9])))
t('l', lambda: base().t().put_(torch.tensor([1, 2]), torch.tensor([9., 8.])))
t('m', lambda: base().put(torch.tensor([1, 4]), torch.tensor([9., 8.])))
t('n', lambda: torch.put(base(), torch.tensor([1, 4]), torch.tensor([9., 8.])))
t('o', lambda: torch.tensor(3.).put_(torch.tensor([0]), torch.tensor([9.])))
t('p', lambda: base().put_(torch.tensor([], dtype=torch.long), torch.tensor([])))
t('q', lambda: base().put_(torch.tensor([1, 7]), torch.tensor([9., 8.])))
t('r', lambda: torch.zeros(3).expand(2, 3).put_(torch.tensor([1]), torch.tensor([9.])))
x = base(); y = x.t(); y.put_(torch.tensor([1, 2]), torch.tensor([9., 8.])); print(x)
t('s', lambda: base().put_(torch.tensor([0]), torch.tensor([[9.]])))

#@@ case put_order_repeats_and_partial_writes
import torch
x = torch.arange(6.).reshape(2, 3)
try:
    x.put_(torch.tensor([1, 7, 2]), torch.tensor([9., 8., 7.]))
except IndexError as e:
    print(e)
print(x)
x = torch.zeros(6)
s = torch.arange(1., 7.).reshape(2, 3).t()
x.put_(torch.tensor([[0, 0], [1, 1], [2, 2]]), s)
print(x)
x = torch.zeros(6)
x.put_(torch.tensor([[0, 0], [1, 1], [2, 2]]), s, accumulate=True)
print(x)
x = torch.zeros(6)
i = torch.tensor([[0, 1, 2], [0, 1, 2]]).t()
x.put_(i, torch.arange(1., 7.).reshape(3, 2))
print(x)
x = torch.zeros(6)
try:
    x.put_(torch.tensor([[0, 9], [1, 1], [2, 2]]), s)
except IndexError as e:
    print(e)
print(x)

#@@ case layout_is_strided
import torch
x = torch.zeros(2, 3)
print(x.layout, torch.strided, x.layout == torch.strided, x.layout is torch.strided, type(x.layout).__name__, str(x.layout), f"{x.layout}", [x.layout], x.t().layout, torch.strided == torch.contiguous_format, repr(torch.strided), x.layout != torch.strided)
print(torch.zeros(2, layout=torch.strided).layout, torch.empty(1, 2, layout=torch.strided).shape)
