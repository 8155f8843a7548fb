# held-out learner programs: index and diagonal helpers in context, dict / math / itertools around
# strides.
# Record and compare: scripts/record_cases.py --out DIR tests/snippets/src/heldout_learner/*.py, then
# STRIDELAB_SNIPPETS=DIR STRIDELAB_CORPUS_VERBOSE=1 build/tests/test_lang_corpus (they are not a test corpus).
#@@ case ex_where_index_strides
import torch
x = torch.arange(12).reshape(3, 4)
r, c = torch.where(x > 6)
print(r.stride(), c.storage_offset(), r.is_contiguous())
print(list(zip(r.tolist(), c.tolist())))
#@@ case ex_nonzero_loop
import torch
x = torch.eye(3)
for i, j in x.nonzero().tolist():
    print(f"x[{i}, {j}] = {x[i, j].item()}")
#@@ case ex_np_where_tuple
import numpy as np
a = np.eye(3)
rows, cols = np.where(a)
print(rows, cols, rows.strides, rows.base is None)
#@@ case ex_diag_strides_compare
import torch
x = torch.arange(16).reshape(4, 4)
d1 = x.diagonal()
d2 = torch.diag(x)
print(d1.stride(), d2.stride(), d1._base is x, d2._base is None)
#@@ case ex_trace_vs_sum
import torch
x = torch.arange(9.).reshape(3, 3)
print(x.trace() == x.diagonal().sum(), x.diagonal().sum().item())
#@@ case ex_equal_after_contig
import torch
x = torch.arange(24).reshape(2, 3, 4).transpose(0, 2)
c = x.contiguous()
print(torch.equal(x, c), x.is_contiguous(), c.is_contiguous(), x.stride(), c.stride())
#@@ case ex_allclose_float
import torch
a = torch.arange(6.).reshape(2, 3)
b = a.t().t().clone()
print(torch.allclose(a, b), torch.allclose(a / 3 * 3, a))
#@@ case ex_eq_all
import torch
a = torch.arange(4)
print((a == a.clone()).all(), bool((a == a.flip(0)).any()))
#@@ case ex_np_array_equal
import numpy as np
a = np.arange(6).reshape(2, 3)
print(np.array_equal(a, a.T.T), np.allclose(a, a + 1e-9))
#@@ case ex_torch_numel_loop
import torch
xs = [torch.zeros(2, 3), torch.zeros(4), torch.zeros(1, 1, 5)]
total = sum(x.numel() for x in xs)
print(total, [x.dim() for x in xs], max(x.numel() for x in xs))
#@@ case ex_argmax_unravel
import torch
import numpy as np
x = torch.tensor([[1, 9, 3], [4, 5, 6]])
flat = x.argmax().item()
print(flat, np.unravel_index(flat, tuple(x.shape)), divmod(flat, x.shape[1]))
#@@ case ex_sort_indices
import torch
x = torch.tensor([3, 1, 2])
vals, idx = x.sort()
print(vals, idx, x[idx], x.argsort(descending=True))
#@@ case ex_np_argsort
import numpy as np
a = np.array([3, 1, 2])
print(np.argsort(a), a.argsort()[::-1], a[np.argsort(a)])
#@@ case ex_inverse_permutation
import torch
perm = [2, 0, 1]
inv = sorted(range(3), key=lambda i: perm[i])
x = torch.zeros(2, 3, 4)
print(inv, x.permute(perm).permute(inv).shape)
#@@ case ex_neg_strides_emulate
import torch
x = torch.arange(5)
print(x.flip(0), torch.flip(x, [0]).stride(), x[torch.arange(4, -1, -1)])
#@@ case ex_np_neg_index_flip
import numpy as np
a = np.arange(5)
r = a[::-1]
print(r.__array_interface__['strides'] if False else r.strides, r.base is a)
#@@ case ex_abs_diff
import torch
a = torch.tensor([1., 5., 3.])
b = torch.tensor([2., 2., 2.])
print((a - b).abs().max(), (a - b).abs().argmax())
#@@ case ex_sqrt_norm
import torch
v = torch.tensor([3., 4.])
print((v * v).sum().sqrt(), v.norm() if hasattr(v, "norm") else None)
#@@ case ex_neg_view
import torch
x = torch.arange(6.).reshape(2, 3)
y = -x.t()
print(y.stride(), y.is_contiguous())
#@@ case ex_np_neg
import numpy as np
a = np.arange(6.).reshape(2, 3)
print((-a.T).strides, np.abs(-a).max())
#@@ case ex_strides_bytes_torch
import torch
x = torch.zeros(2, 3, dtype=torch.float64)
print([s * x.element_size() for s in x.stride()], x.t().stride())
#@@ case ex_count_nonzero_np
import numpy as np
a = np.array([[0, 1], [2, 0]])
print(np.count_nonzero(a), np.count_nonzero(a, axis=0))
#@@ case ex_tril_mask
import torch
m = torch.ones(3, 3).tril()
print(m, m.nonzero().shape)
#@@ case ex_triu_indices_fill
import torch
x = torch.zeros(3, 3)
i, j = torch.triu_indices(3, 3, 1)
x[i, j] = 1
print(x)
#@@ case ex_diag_embed_batch
import torch
x = torch.arange(6.).reshape(2, 3)
print(torch.diag_embed(x).shape, torch.diag_embed(x).stride())
#@@ case ex_masked_select_vs_index
import torch
x = torch.arange(6).reshape(2, 3).t()
m = x % 2 == 1
print(x[m], torch.masked_select(x, m), x[m].stride())
#@@ case ex_fill_diag_np
import numpy as np
a = np.zeros((3, 3))
np.fill_diagonal(a, 7)
print(a)
#@@ case ex_is_contig_loop
import torch
x = torch.zeros(2, 3, 4)
perms = [(0, 1, 2), (0, 2, 1), (2, 1, 0)]
for p in perms:
    y = x.permute(*p)
    print(p, y.stride(), y.is_contiguous(), y.contiguous().stride())
#@@ case ex_dict_of_strides
import torch
x = torch.zeros(2, 3, 4)
d = {name: x.stride(i) for i, name in enumerate(["N", "C", "L"])}
print(d, dict(zip(["N", "C", "L"], x.shape)))
#@@ case ex_math_ceil_split
import math
import torch
x = torch.arange(10)
k = 3
n = math.ceil(x.numel() / k)
print(n, [c.numel() for c in x.split(n)])
#@@ case ex_product_all_addrs
import itertools
import numpy as np
a = np.arange(24).reshape(2, 3, 4).transpose(1, 0, 2)
addrs = [sum(i * s for i, s in zip(idx, a.strides)) // a.itemsize for idx in itertools.product(*map(range, a.shape))]
print(addrs == a.flatten().tolist(), addrs[:6])
