#@@ case int32_index_tensors
import torch
x = torch.arange(12.).reshape(3, 4)
i = torch.tensor([2, 0], dtype=torch.int32)
j = torch.tensor([1, 3])
for f in [lambda: x[i], lambda: x[i, j], lambda: x[:, i], lambda: x[i, i], lambda: x[i.reshape(2, 1), j],
          lambda: x[torch.tensor([5], dtype=torch.int32)], lambda: x[torch.tensor([-4], dtype=torch.int32)],
          lambda: x.index_put((i,), torch.tensor(1.)), lambda: x.index_put((i, j), torch.tensor([7., 8.])),
          lambda: x[torch.tensor(1, dtype=torch.int32)], lambda: x[[i]], lambda: x[torch.tensor([1], dtype=torch.int16)]]:
    try:
        r = f()
        print(r, r.dtype, r.stride())
    except Exception as e:
        print(type(e).__name__, e)

#@@ case int32_index_writes
import torch
x = torch.arange(12.).reshape(3, 4)
i = torch.tensor([2, 0], dtype=torch.int32)
y = x.clone(); y[i] = 5; print(y)
y = x.clone(); y[i, torch.tensor([1, 3])] = torch.tensor([1., 2.]); print(y)
y = x.clone(); y[:, i] += 1; print(y)

#@@ case index_add_out_of_bounds_walks
import torch
def t(self, dim, idx, src, name='index_add_', alpha=1):
    try:
        if name == 'index_add_':
            self.index_add_(dim, torch.tensor(idx), src, alpha=alpha)
        else:
            self.index_copy_(dim, torch.tensor(idx), src)
        print('ok', self.tolist())
    except Exception as e:
        print(type(e).__name__, e, self.tolist())
t(torch.zeros(3, 4), 1, [0, 1, 9, 2], torch.ones(3, 4))
t(torch.zeros(3, 4), 0, [0, 9, 1], torch.ones(3, 4))
t(torch.zeros(3, 4), 0, [0, 1, -1], torch.ones(3, 4))
t(torch.zeros(4), 0, [0, 1, 9, 2], torch.ones(4))
t(torch.zeros(3, 4, dtype=torch.long), 1, [0, 1, 9, 2], torch.ones(3, 4, dtype=torch.long))
t(torch.zeros(2, 3, 4), 1, [0, 5, 1], torch.ones(2, 3, 4))
t(torch.zeros(2, 3, 4), 2, [0, 1, 7], torch.ones(2, 3, 3))
t(torch.zeros(3, 4).t(), 0, [0, 1, 9, 2], torch.ones(4, 3))
t(torch.zeros(3, 4), 1, [0, 1, 9, 2], torch.ones(3, 4), name='index_copy_')
t(torch.zeros(3, 4), 1, [1, -1], torch.ones(3, 2))
t(torch.zeros(3, 4), 0, [1, -1], torch.ones(2, 4))
t(torch.zeros(3, 4), 0, [9], torch.ones(1, 4))
t(torch.zeros(3, 4), 0, [0, 9], torch.ones(2, 4), alpha=1.0)
t(torch.zeros(3, 4), 0, [0, 9], torch.ones(2, 4), alpha=2)
t(torch.zeros(3, 4), 1, [0, 9], torch.ones(3, 2), alpha=True)
t(torch.zeros(4), 0, [5], torch.ones(1))

#@@ case index_add_source_shape
import torch
for f in [lambda: torch.zeros(3, 4).index_add_(0, torch.tensor([0, 2]), torch.ones(2, 1)),
          lambda: torch.zeros(3, 4).index_add_(1, torch.tensor([0, 2]), torch.ones(1, 2)),
          lambda: torch.zeros(3, 4).index_add_(0, torch.tensor([0, 2]), torch.ones(2)),
          lambda: torch.zeros(3, 4).index_add_(0, torch.tensor([0, 2, 1]), torch.ones(2, 1)),
          lambda: torch.zeros(3, 4).index_add_(0, torch.tensor([0]), torch.ones(1, 4, 1)),
          lambda: torch.zeros(2, 3, 4).index_add_(1, torch.tensor([0, 1]), torch.ones(2, 2, 1)),
          lambda: torch.zeros(4).index_add_(0, torch.tensor([0]), torch.ones(1, 1)),
          lambda: torch.zeros(4, 1).index_add_(0, torch.tensor([0]), torch.ones(1)),
          lambda: torch.zeros(4).index_add_(0, torch.tensor([0]), torch.tensor(1.)),
          lambda: torch.zeros(3, 4).index_add_(0, torch.tensor([0, 2]), torch.arange(8.).reshape(4, 2).t(), alpha=2),
          lambda: torch.zeros(3, 4).index_add_(0, torch.tensor([0, 2], dtype=torch.int32), torch.ones(2, 4))]:
    try:
        print(f().tolist())
    except Exception as e:
        print(type(e).__name__, e)

#@@ case index_add_repeated_rows_alpha_one
import torch
s = torch.full((2, 3), 1e8)
print(s.index_add_(0, torch.tensor([0, 0, 1]), torch.full((3, 3), 4.)).tolist())
s = torch.full((3, 2), 1e8)
print(s.index_add_(1, torch.tensor([0, 0, 1]), torch.full((3, 3), 4.)).tolist())
s = torch.arange(12.).reshape(3, 4).t()
print(s.index_add(0, torch.tensor([3, 1, 3]), torch.arange(9.).reshape(3, 3)), s.index_add(1, torch.tensor([2, 2]), torch.ones(4, 2)))

#@@ case numpy_array_as_one_index
import torch
import numpy as np
x = torch.arange(24).reshape(2, 3, 4)
for i in [np.array([[0, 1], [1, 0]]), [np.array([0, 1]), np.array([1, 2])], [np.array([0, 1]), 1], (np.array([[0], [1]]), np.array([0, 2])),
          np.array([[True, False, True], [False, True, True]]), [np.array([1]), slice(None), np.array([0, 3])], np.zeros((2, 2, 2), dtype=np.int64)]:
    try:
        y = x[i]
        print(y.shape, y.tolist())
    except Exception as e:
        print(type(e).__name__, e)
y = x.clone()
y[np.array([[0, 1], [1, 0]])] = 0
print(y.sum())

#@@ case nbytes_itemsize_of_views
import torch
x = torch.arange(6).view(2, 3)
for f in [lambda: x[:, ::2].nbytes, lambda: x.expand(4, 2, 3).nbytes, lambda: torch.zeros(3, dtype=torch.half).itemsize, lambda: torch.zeros(0).nbytes,
          lambda: torch.zeros(2, dtype=torch.complex128).nbytes, lambda: torch.zeros(2, dtype=torch.bool).itemsize, lambda: x.T.itemsize]:
    try:
        print(f())
    except AttributeError as e:
        print(e)

#@@ case byte_and_integer_masks
import torch
x = torch.arange(4.)
u = torch.tensor([0, 1, 1, 0], dtype=torch.uint8)
def t(nm, f):
    try:
        r = f()
        print(nm, r)
    except Exception as e:
        print(nm, type(e).__name__, e)
t('get', lambda: x[u])
def s1(): y = x.clone(); y[u] = 7; return y
def s2(): y = x.clone(); y[u] = torch.tensor(7.); return y
def s3(): y = x.clone(); y[u] = torch.tensor([7., 8.]); return y
def s4(): y = x.clone(); y[u, ] = 7; return y
def s5(): y = torch.zeros(2, 4); y[:, u] = 7; return y
def s6(): y = torch.zeros(2, 4); y[0, u] = 7; return y
t('s1', s1); t('s2', s2); t('s3', s3); t('s4', s4); t('s5', s5); t('s6', s6)
t('ms_int', lambda: torch.masked_select(x, u.long()))
t('mf', lambda: x.masked_fill(u, 1))
t('mf_t', lambda: x.masked_fill(u.bool(), torch.tensor(1.)))
t('mf_long', lambda: x.masked_fill(u.long(), 1))
t('mf_bad_shape', lambda: x.masked_fill(torch.tensor([1, 0], dtype=torch.uint8), 1))
t('mf_bad_val', lambda: x.masked_fill(u, torch.ones(2)))
t('mf_inplace', lambda: x.clone().masked_fill_(u, 1))
t('where', lambda: torch.where(u, x, -x))
t('where1', lambda: torch.where(u))
t('idxput', lambda: x.clone().index_put_((u,), torch.tensor(5.)))
