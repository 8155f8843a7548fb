# held-out programs: einsum, nditer, float16, requires_grad factories and other functions
# learners call around strides.
# Record and compare: scripts/record_cases.py --out DIR tests/snippets/src/heldout_ops/*.py, then
# STRIDELAB_SNIPPETS=DIR STRIDELAB_CORPUS_VERBOSE=1 build/tests/test_lang_corpus (they are not a test corpus).
#@@ case mi_einsum_diag
import numpy as np
a = np.arange(9).reshape(3, 3)
d = np.einsum('ii->i', a)
print(d, d.strides, d.flags.writeable)
#@@ case mi_einsum_transpose
import numpy as np
a = np.arange(6).reshape(2, 3)
t = np.einsum('ij->ji', a)
print(t.strides, t.base is a)
#@@ case mi_einsum_matmul
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(6).reshape(3, 2)
print(np.einsum('ij,jk->ik', a, b))
#@@ case mi_torch_einsum
import torch
a = torch.arange(6.).reshape(2, 3)
print(torch.einsum('ij->ji', a).stride())
print(torch.einsum('ij,j->i', a, torch.ones(3)))
#@@ case mi_einsum_trace
import numpy as np
print(np.einsum('ii', np.arange(9).reshape(3, 3)))
#@@ case mi_nditer
import numpy as np
a = np.arange(6).reshape(2, 3)
for x in np.nditer(a.T):
    print(x, end=' ')
print()
#@@ case mi_nditer_order
import numpy as np
a = np.arange(6).reshape(2, 3)
print([int(x) for x in np.nditer(a.T, order='C')])
#@@ case mi_ndenumerate
import numpy as np
a = np.arange(4).reshape(2, 2).T
for idx, v in np.ndenumerate(a):
    print(idx, v)
#@@ case mi_ndindex
import numpy as np
print(list(np.ndindex(2, 2)))
#@@ case mi_flat_iter
import numpy as np
a = np.arange(6).reshape(2, 3).T
print(list(a.flat), a.flat[3])
#@@ case mi_half_strides
import torch
x = torch.zeros(3, 4, dtype=torch.float16)
print(x.stride(), x.element_size(), x.t().stride())
#@@ case mi_half_sum
import torch
x = torch.arange(6, dtype=torch.float16)
print(x.sum(), x.mean())
#@@ case mi_half_floordiv
import torch
x = torch.tensor([5., 7.], dtype=torch.half)
print(x // 2)
#@@ case mi_np_half
import numpy as np
a = np.arange(4, dtype=np.float16)
print(a.strides, a.itemsize, a.sum(), a / 3)
#@@ case mi_requires_grad
import torch
x = torch.zeros(2, 3, requires_grad=True)
print(x.requires_grad, x.stride())
#@@ case mi_requires_grad_print
import torch
x = torch.ones(2, requires_grad=True)
print(x)
#@@ case mi_requires_grad_view
import torch
x = torch.arange(4., requires_grad=True)
y = x.view(2, 2)
print(y.requires_grad, y._base is x)
#@@ case mi_detach
import torch
x = torch.ones(3, requires_grad=True)
y = x.detach()
print(y.requires_grad, y.data_ptr() == x.data_ptr())
#@@ case mi_np_copy_order
import numpy as np
a = np.arange(6).reshape(2, 3)
print(a.copy(order='F').strides, np.copy(a.T).strides, np.array(a.T, order='K').strides)
#@@ case mi_ascontiguous
import numpy as np
a = np.arange(6).reshape(2, 3).T
c = np.ascontiguousarray(a)
f = np.asfortranarray(a)
print(c.strides, f.strides, f is a, f.base is a)
#@@ case mi_torch_contiguous_memory_format
import torch
x = torch.zeros(2, 3, 4, 5)
y = x.contiguous(memory_format=torch.channels_last)
print(y.stride(), y.is_contiguous(), y.is_contiguous(memory_format=torch.channels_last))
#@@ case mi_np_flip_strides
import numpy as np
a = np.arange(6).reshape(2, 3)
print(np.flip(a).strides, np.fliplr(a).strides, np.flipud(a).strides)
#@@ case mi_torch_flip_copy
import torch
x = torch.arange(6).reshape(2, 3)
y = x.flip(1)
print(y.stride(), y.data_ptr() == x.data_ptr())
#@@ case mi_np_diagonal_ro
import numpy as np
a = np.arange(9).reshape(3, 3)
d = a.diagonal()
print(d.strides, d.flags.writeable)
d[0] = 1
#@@ case mi_np_diag
import numpy as np
print(np.diag(np.arange(9).reshape(3, 3), 1), np.diag([1, 2]))
#@@ case mi_torch_diagonal_offset
import torch
x = torch.arange(12).reshape(3, 4)
d = x.diagonal(1)
print(d, d.stride(), d.storage_offset())
#@@ case mi_np_triu
import numpy as np
print(np.triu(np.arange(9).reshape(3, 3)))
print(np.tril(np.ones((2, 3)), -1))
#@@ case mi_torch_triu
import torch
print(torch.triu(torch.arange(9).reshape(3, 3), 1))
print(torch.ones(3, 3).tril())
#@@ case mi_np_take
import numpy as np
a = np.arange(10, 20)
print(np.take(a, [1, 3]), a.take([[0, 1], [2, 3]]))
#@@ case mi_torch_gather
import torch
x = torch.arange(6).reshape(2, 3)
print(torch.gather(x, 1, torch.tensor([[0, 0], [2, 1]])))
#@@ case mi_torch_index_select
import torch
x = torch.arange(12).reshape(3, 4)
s = x.index_select(1, torch.tensor([0, 2]))
print(s, s.stride())
#@@ case mi_np_where
import numpy as np
a = np.arange(6).reshape(2, 3)
print(np.where(a > 2, a, -1))
print(np.where(a % 2 == 0))
#@@ case mi_torch_where
import torch
x = torch.arange(6).reshape(2, 3)
print(torch.where(x > 2, x, torch.zeros_like(x)))
#@@ case mi_np_clip
import numpy as np
print(np.clip(np.arange(6), 1, 4), np.arange(6).clip(2))
#@@ case mi_torch_clamp
import torch
print(torch.arange(6).clamp(1, 4), torch.clamp(torch.arange(6.), min=2.5))
#@@ case mi_np_argmax_strided
import numpy as np
a = np.array([[1, 9, 3], [7, 2, 8]])
print(a.argmax(), a.T.argmax(), a.argmax(axis=0), np.unravel_index(a.argmax(), a.shape))
#@@ case mi_np_ravel_multi
import numpy as np
print(np.ravel_multi_index((1, 2), (3, 4)), np.ravel_multi_index(([0, 1], [2, 3]), (3, 4)))
print(np.unravel_index([5, 7], (3, 4)))
#@@ case mi_torch_unravel
import torch
x = torch.tensor([[1, 9, 3], [7, 2, 8]])
i = x.argmax()
print(i, i // x.shape[1], i % x.shape[1])
