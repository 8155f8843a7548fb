#@@ case scatter_reduce_legacy_value
import torch
print(repr(torch.full((2, 4), 2.).scatter_(1, torch.tensor([[2], [3]]), 1.23, reduce='multiply')))
print(repr(torch.full((2, 4), 2.).scatter_(1, torch.tensor([[2], [3]]), 1.23, reduce='add')))
x = torch.arange(6).reshape(2, 3)
print(repr(x.scatter_(0, torch.tensor([[1, 0, 1]]), 5, reduce='multiply')))

#@@ case scatter_reduce_legacy_src
import torch
src = torch.arange(1., 7.).reshape(2, 3)
idx = torch.tensor([[0, 1, 0], [0, 0, 1]])
print(repr(torch.ones(2, 3).scatter_(1, idx, src, reduce='add')))
print(repr(torch.ones(2, 3).scatter_(1, idx, src, reduce='multiply')))
print(repr(torch.ones(3, 3, dtype=torch.int32).scatter(0, torch.tensor([[2, 2, 0]]), torch.full((1, 3), 7, dtype=torch.int32), reduce='add')))

#@@ case scatter_reduce_legacy_bad_name
import torch
x = torch.zeros(2, 4)
try:
    x.scatter_(1, torch.tensor([[2], [3]]), 1.5, reduce='max')
except RuntimeError as e:
    print(e)
torch.scatter(x, 1, torch.tensor([[2], [3]]), torch.ones(2, 1), reduce='mean')

#@@ case scatter_reduce_two_doc
import torch
src = torch.tensor([1., 2., 3., 4., 5., 6.])
index = torch.tensor([0, 1, 0, 1, 2, 1])
input = torch.tensor([1., 2., 3., 4.])
print(repr(input.scatter_reduce(0, index, src, reduce="sum")))
print(repr(input.scatter_reduce(0, index, src, reduce="sum", include_self=False)))
input2 = torch.tensor([5., 4., 3., 2.])
print(repr(input2.scatter_reduce(0, index, src, reduce="amax")))
print(repr(input2.scatter_reduce(0, index, src, reduce="amax", include_self=False)))
print(repr(input2.scatter_reduce(0, index, src, reduce="amin", include_self=False)))
print(repr(input2.scatter_reduce(0, index, src, reduce="prod")))
print(repr(input2.scatter_reduce(0, index, src, reduce="mean")))
print(repr(input2.scatter_reduce(0, index, src, reduce="mean", include_self=False)))

#@@ case scatter_reduce_two_ints
import torch
x = torch.tensor([[1, -2, 3], [4, 5, -6]])
idx = torch.tensor([[0, 0, 1], [2, 0, 2]])
src = torch.tensor([[7, 8, -9], [10, -11, 12]])
print(repr(x.scatter_reduce(1, idx, src, "mean")))
print(repr(x.scatter_reduce(1, idx, src, "mean", include_self=False)))
print(repr(x.scatter_reduce(1, idx, src, "amin", include_self=False)))
print(repr(torch.scatter_reduce(x, 1, idx, src, "prod")))
y = torch.zeros(2, 3, dtype=torch.uint8)
print(repr(y.scatter_reduce_(0, torch.tensor([[1, 1, 1]]), torch.tensor([[200, 100, 3]], dtype=torch.uint8), "amax", include_self=False)))
print(repr(y))

#@@ case scatter_reduce_two_2d_float
import torch
x = torch.arange(12.).reshape(3, 4)
idx = torch.tensor([[0, 1, 0, 1], [2, 2, 0, 0]])
src = torch.tensor([[0.1, 0.2, 0.3, 0.4], [1.5, 2.5, 3.5, 4.5]])
print(repr(x.scatter_reduce(0, idx, src, "sum")))
print(repr(x.scatter_reduce(0, idx, src, "mean")))
print(repr(x.scatter_reduce(0, idx, src, "prod", include_self=False)))
print(repr(x.t().scatter_reduce(1, idx.t(), src.t(), "amax")))

#@@ case scatter_reduce_two_errors
import torch
def t(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__ + ': ' + str(e))
t(lambda: torch.zeros(3).scatter_reduce(0, torch.tensor([0, 1]), torch.ones(2), reduce='median'))
t(lambda: torch.zeros(3).scatter_reduce(0, torch.tensor([0, 1]), torch.ones(2, dtype=torch.int64), 'sum'))
t(lambda: torch.zeros(3).scatter_reduce(0, torch.tensor([0, 1], dtype=torch.int32), torch.ones(2), 'sum'))
t(lambda: torch.zeros(3).scatter_reduce(0, torch.tensor([0, 5]), torch.ones(2), 'sum'))
t(lambda: torch.zeros(3).scatter_reduce(0, torch.tensor([0, 1, 2, 0]), torch.ones(2), 'sum'))
x = torch.zeros(3)
t(lambda: x.scatter_reduce_(0, torch.tensor([0, 5, 1]), torch.ones(3), 'sum'))
print(x)

#@@ case index_reduce_doc
import torch
x = torch.empty(5, 3).fill_(2)
t = torch.tensor([[1, 2, 3], [4, 5, 6], [7, 8, 9], [10, 11, 12]], dtype=torch.float)
index = torch.tensor([0, 4, 2, 0])
print(repr(x.index_reduce_(0, index, t, 'prod')))
x = torch.empty(5, 3).fill_(2)
print(repr(x.index_reduce_(0, index, t, 'prod', include_self=False)))
x = torch.empty(5, 3).fill_(2)
print(repr(x.index_reduce(0, index, t, 'mean')))
print(repr(x.index_reduce(0, index, t, 'mean', include_self=False)))
print(repr(torch.index_reduce(x, 0, index, t, 'amax', include_self=False)))
print(repr(x.index_reduce(0, index, -t, 'amin')))

#@@ case index_reduce_ints_dim1
import torch
x = torch.arange(12).reshape(3, 4)
idx = torch.tensor([3, 0, 3], dtype=torch.int32)
src = torch.tensor([[1, -2, 3], [4, 5, -6], [7, 8, 9]])
print(repr(x.index_reduce(1, idx, src, 'mean')))
print(repr(x.index_reduce(1, idx, src, 'prod')))
print(repr(x.index_reduce(1, torch.tensor([3, 0, 3]), src, 'mean', include_self=False)))
print(repr(torch.zeros(4).index_reduce_(0, torch.tensor([1, 1, 2]), torch.tensor([3., -1., 5.]), 'amax')))

#@@ case index_reduce_errors
import torch
def t(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__ + ': ' + str(e))
t(lambda: torch.zeros(3).index_reduce_(0, torch.tensor([0, 1]), torch.ones(2), 'sum'))
x = torch.zeros(3, 2)
t(lambda: x.index_reduce_(0, torch.tensor([0, 5]), torch.ones(2, 2), 'prod'))
t(lambda: x.index_reduce_(0, torch.tensor([2, 5]), torch.ones(2, 2), 'amin', include_self=False))
print(x)
t(lambda: torch.zeros(3).index_reduce_(0, torch.tensor([0, 1, 1]), torch.ones(2), 'prod'))
t(lambda: torch.zeros(3).index_reduce_(0, torch.tensor([[0, 1]]), torch.ones(2), 'prod'))
t(lambda: torch.zeros(3).index_reduce_(0, torch.tensor([0, 1]), torch.ones(2, dtype=torch.int64), 'prod'))
t(lambda: torch.zeros(3).index_reduce_(0, torch.tensor([0., 1]), torch.ones(2), 'prod'))
