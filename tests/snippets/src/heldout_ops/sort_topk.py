# held-out programs: sort / argsort / topk / msort as learners try them (values, indices,
# stability with ties, NaN placement, strides of the results).
# Record and compare: scripts/record_cases.py --out DIR tests/snippets/src/heldout_ops/*.py, then
# STRIDELAB_SNIPPETS=DIR STRIDELAB_CORPUS_VERBOSE=1 build/tests/test_lang_corpus (they are not a test corpus).
#@@ case st_sort_basic
import torch
x = torch.tensor([3, 1, 2, 5, 4])
v, i = torch.sort(x)
print(v, i)
#@@ case st_sort_desc
import torch
x = torch.tensor([3., 1., 2., 5., 4.])
v, i = x.sort(descending=True)
print(v)
print(i)
#@@ case st_sort_2d_dim0
import torch
x = torch.tensor([[3, 1, 2], [0, 5, 4]])
r = torch.sort(x, dim=0)
print(r.values)
print(r.indices)
#@@ case st_sort_stable_ties
import torch
x = torch.tensor([2, 1, 2, 1, 2, 0])
v, i = torch.sort(x, stable=True)
print(v, i)
#@@ case st_sort_ties_default
import torch
x = torch.tensor([1, 1, 1, 0, 0])
print(torch.sort(x).indices)
#@@ case st_sort_nan
import torch
x = torch.tensor([1.0, float('nan'), -1.0, 0.5])
print(torch.sort(x))
#@@ case st_sort_strides
import torch
x = torch.arange(12).reshape(3, 4).t()
v, i = x.sort(dim=1)
print(v.stride(), i.stride(), v.is_contiguous())
#@@ case st_argsort
import torch
x = torch.tensor([0.3, 0.1, 0.2])
print(torch.argsort(x), x.argsort(descending=True))
#@@ case st_topk_basic
import torch
x = torch.tensor([1., 5., 3., 4., 2.])
v, i = torch.topk(x, 3)
print(v, i)
#@@ case st_topk_smallest
import torch
x = torch.tensor([1., 5., 3., 4., 2.])
print(x.topk(2, largest=False))
#@@ case st_topk_2d
import torch
x = torch.arange(12.).reshape(3, 4)
v, i = x.topk(2, dim=1)
print(v)
print(i)
print(v.stride())
#@@ case st_topk_too_big
import torch
x = torch.tensor([1, 2, 3])
x.topk(4)
#@@ case st_msort
import torch
x = torch.tensor([[3, 1], [1, 2], [2, 0]])
print(torch.msort(x))
#@@ case st_np_sort
import numpy as np
a = np.array([[3, 1, 2], [9, 7, 8]])
print(np.sort(a), np.sort(a, axis=0), np.sort(a, axis=None))
#@@ case st_np_argsort_ties
import numpy as np
a = np.array([2, 1, 2, 1, 0])
print(np.argsort(a, kind='stable'))
print(np.argsort(a))
#@@ case st_np_sort_inplace_view
import numpy as np
a = np.arange(10)[::-1].copy()
v = a[2:8]
v.sort()
print(a)
#@@ case st_np_argsort_nan
import numpy as np
a = np.array([3.0, np.nan, 1.0, 2.0])
print(np.argsort(a), np.sort(a))
#@@ case st_np_sort_strides
import numpy as np
a = np.arange(12).reshape(3, 4).T
s = np.sort(a, axis=0)
print(s.strides, s.flags['C_CONTIGUOUS'])
#@@ case st_topk_sorted_false
import torch
x = torch.tensor([4, 1, 3, 2])
v, i = torch.topk(x, 2, sorted=True)
print(v.tolist(), i.tolist())
#@@ case st_sort_bool
import torch
x = torch.tensor([True, False, True])
print(torch.sort(x))
#@@ case st_kthvalue
import torch
x = torch.tensor([5., 1., 4., 2.])
print(torch.kthvalue(x, 2))
