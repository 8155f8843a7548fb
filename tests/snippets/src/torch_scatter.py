#@@ case scatter_values_and_errors
import torch
try:
    r = torch.zeros(3, 4, dtype=torch.long).scatter_(1, torch.tensor([[0], [1], [2]]), 9)
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(1, torch.tensor([[0], [1], [2]]), 9)', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(1, torch.tensor([[0], [1], [2]]), 9)', type(ex).__name__, ex)
try:
    r = torch.zeros(3, 4, dtype=torch.long).scatter_(0, torch.tensor([[0, 1, 2, 0]]), torch.arange(1, 5).reshape(1, 4))
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(0, torch.tensor([[0, 1, 2, 0]]), torch.arange(1, 5).reshape(1, 4))', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(0, torch.tensor([[0, 1, 2, 0]]), torch.arange(1, 5).reshape(1, 4))', type(ex).__name__, ex)
try:
    r = torch.zeros(3, 4, dtype=torch.long).scatter_(0, torch.tensor([[0, 1], [1, 2], [2, 2], [0, 0]]), torch.arange(1, 9).reshape(4, 2))
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(0, torch.tensor([[0, 1], [1, 2], [2, 2], [0, 0]]), torch.arange(1, 9).reshape(4, 2))', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(0, torch.tensor([[0, 1], [1, 2], [2, 2], [0, 0]]), torch.arange(1, 9).reshape(4, 2))', type(ex).__name__, ex)
try:
    r = torch.zeros(3, 4, dtype=torch.long).scatter_(1, torch.tensor([[3, 3, 3], [0, 1, 0]]), torch.arange(1, 7).reshape(2, 3))
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(1, torch.tensor([[3, 3, 3], [0, 1, 0]]), torch.arange(1, 7).reshape(2, 3))', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(1, torch.tensor([[3, 3, 3], [0, 1, 0]]), torch.arange(1, 7).reshape(2, 3))', type(ex).__name__, ex)
try:
    r = torch.zeros(3, 4, dtype=torch.long).scatter_(-1, torch.tensor([[0, 1], [2, 3]]), torch.tensor([[1, 2, 9], [3, 4, 9]]))
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(-1, torch.tensor([[0, 1], [2, 3]]), torch.tensor([[1, 2, 9], [3, 4, 9]]))', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(-1, torch.tensor([[0, 1], [2, 3]]), torch.tensor([[1, 2, 9], [3, 4, 9]]))', type(ex).__name__, ex)
try:
    r = torch.zeros(3, 4, dtype=torch.long).scatter_(1, torch.tensor([[0, 1]]), src=torch.tensor([[5, 6]]))
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(1, torch.tensor([[0, 1]]), src=torch.tensor([[5, 6]]))', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(1, torch.tensor([[0, 1]]), src=torch.tensor([[5, 6]]))', type(ex).__name__, ex)
try:
    r = torch.zeros(3, 4, dtype=torch.long).scatter_(1, torch.tensor([[0, 1]]), value=4)
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(1, torch.tensor([[0, 1]]), value=4)', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(1, torch.tensor([[0, 1]]), value=4)', type(ex).__name__, ex)
try:
    r = torch.zeros(3, 4, dtype=torch.long).scatter_(1, torch.tensor([[0, 1]]), True)
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(1, torch.tensor([[0, 1]]), True)', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(1, torch.tensor([[0, 1]]), True)', type(ex).__name__, ex)
try:
    r = torch.zeros(3, 4, dtype=torch.long).scatter(1, torch.tensor([[0, 1]]), 3.7)
    print('torch.zeros(3, 4, dtype=torch.long).scatter(1, torch.tensor([[0, 1]]), 3.7)', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(3, 4, dtype=torch.long).scatter(1, torch.tensor([[0, 1]]), 3.7)', type(ex).__name__, ex)
try:
    r = torch.zeros(3, 4, dtype=torch.long).t().scatter(1, torch.tensor([[0, 1]]), 3)
    print('torch.zeros(3, 4, dtype=torch.long).t().scatter(1, torch.tensor([[0, 1]]), 3)', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(3, 4, dtype=torch.long).t().scatter(1, torch.tensor([[0, 1]]), 3)', type(ex).__name__, ex)
try:
    r = torch.zeros(3, 4, dtype=torch.long).t().scatter_(0, torch.tensor([[1, 2, 3]]), torch.tensor([[7, 8, 9]]))
    print('torch.zeros(3, 4, dtype=torch.long).t().scatter_(0, torch.tensor([[1, 2, 3]]), torch.tensor([[7, 8, 9]]))', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(3, 4, dtype=torch.long).t().scatter_(0, torch.tensor([[1, 2, 3]]), torch.tensor([[7, 8, 9]]))', type(ex).__name__, ex)
try:
    r = torch.scatter(torch.zeros(3, 4, dtype=torch.long), 1, torch.tensor([[3]]), 1)
    print('torch.scatter(torch.zeros(3, 4, dtype=torch.long), 1, torch.tensor([[3]]), 1)', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.scatter(torch.zeros(3, 4, dtype=torch.long), 1, torch.tensor([[3]]), 1)', type(ex).__name__, ex)
try:
    r = torch.scatter(torch.zeros(3, 4, dtype=torch.long), 0, torch.tensor([[2, 1]]), torch.tensor([[5, 6]]))
    print('torch.scatter(torch.zeros(3, 4, dtype=torch.long), 0, torch.tensor([[2, 1]]), torch.tensor([[5, 6]]))', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.scatter(torch.zeros(3, 4, dtype=torch.long), 0, torch.tensor([[2, 1]]), torch.tensor([[5, 6]]))', type(ex).__name__, ex)
try:
    r = torch.zeros(3, 4, dtype=torch.long).scatter_add_(1, torch.tensor([[0, 0, 0]]), torch.tensor([[5, 6, 7]]))
    print('torch.zeros(3, 4, dtype=torch.long).scatter_add_(1, torch.tensor([[0, 0, 0]]), torch.tensor([[5, 6, 7]]))', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(3, 4, dtype=torch.long).scatter_add_(1, torch.tensor([[0, 0, 0]]), torch.tensor([[5, 6, 7]]))', type(ex).__name__, ex)
try:
    r = torch.zeros(3, 4, dtype=torch.long).scatter_add_(0, torch.tensor([[0, 1], [0, 1], [2, 0]]), torch.arange(6).reshape(3, 2))
    print('torch.zeros(3, 4, dtype=torch.long).scatter_add_(0, torch.tensor([[0, 1], [0, 1], [2, 0]]), torch.arange(6).reshape(3, 2))', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(3, 4, dtype=torch.long).scatter_add_(0, torch.tensor([[0, 1], [0, 1], [2, 0]]), torch.arange(6).reshape(3, 2))', type(ex).__name__, ex)
try:
    r = torch.zeros(3, 4).scatter_add_(1, torch.tensor([[0, 0, 0], [1, 1, 1]]), torch.full((2, 3), 0.1))
    print('torch.zeros(3, 4).scatter_add_(1, torch.tensor([[0, 0, 0], [1, 1, 1]]), torch.full((2, 3), 0.1))', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(3, 4).scatter_add_(1, torch.tensor([[0, 0, 0], [1, 1, 1]]), torch.full((2, 3), 0.1))', type(ex).__name__, ex)
try:
    r = torch.scatter_add(torch.zeros(3, 4, dtype=torch.long), 1, torch.tensor([[3]]), torch.tensor([[2]]))
    print('torch.scatter_add(torch.zeros(3, 4, dtype=torch.long), 1, torch.tensor([[3]]), torch.tensor([[2]]))', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.scatter_add(torch.zeros(3, 4, dtype=torch.long), 1, torch.tensor([[3]]), torch.tensor([[2]]))', type(ex).__name__, ex)
try:
    r = torch.zeros(3, 4, dtype=torch.long).float().scatter_add(0, torch.tensor([[1, 1, 1, 1]]), torch.ones(1, 4))
    print('torch.zeros(3, 4, dtype=torch.long).float().scatter_add(0, torch.tensor([[1, 1, 1, 1]]), torch.ones(1, 4))', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(3, 4, dtype=torch.long).float().scatter_add(0, torch.tensor([[1, 1, 1, 1]]), torch.ones(1, 4))', type(ex).__name__, ex)
try:
    r = torch.zeros(3, 4, dtype=torch.long).scatter_(1, torch.tensor([], dtype=torch.float), 3)
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(1, torch.tensor([], dtype=torch.float), 3)', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(1, torch.tensor([], dtype=torch.float), 3)', type(ex).__name__, ex)
try:
    r = torch.zeros(3, 4, dtype=torch.long).scatter_(0, torch.zeros(0, 4, dtype=torch.long), torch.ones(0, 4, dtype=torch.long))
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(0, torch.zeros(0, 4, dtype=torch.long), torch.ones(0, 4, dtype=torch.long))', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(0, torch.zeros(0, 4, dtype=torch.long), torch.ones(0, 4, dtype=torch.long))', type(ex).__name__, ex)
try:
    r = torch.arange(6).scatter_(0, torch.tensor([5, 0, 5]), torch.tensor([10, 20, 30]))
    print('torch.arange(6).scatter_(0, torch.tensor([5, 0, 5]), torch.tensor([10, 20, 30]))', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.arange(6).scatter_(0, torch.tensor([5, 0, 5]), torch.tensor([10, 20, 30]))', type(ex).__name__, ex)
try:
    r = torch.arange(6.).scatter_(0, torch.tensor([1, 1]), 2.5)
    print('torch.arange(6.).scatter_(0, torch.tensor([1, 1]), 2.5)', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.arange(6.).scatter_(0, torch.tensor([1, 1]), 2.5)', type(ex).__name__, ex)
try:
    r = torch.zeros(2, 3, 4, dtype=torch.long).scatter_(1, torch.tensor([[[0, 1, 2, 0]], [[2, 2, 2, 2]]]), torch.arange(100).reshape(2, 5, 10))
    print('torch.zeros(2, 3, 4, dtype=torch.long).scatter_(1, torch.tensor([[[0, 1, 2, 0]], [[2, 2, 2, 2]]]), torch.arange(100).reshape(2, 5, 10))', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(2, 3, 4, dtype=torch.long).scatter_(1, torch.tensor([[[0, 1, 2, 0]], [[2, 2, 2, 2]]]), torch.arange(100).reshape(2, 5, 10))', type(ex).__name__, ex)
try:
    r = torch.zeros(2, 3, 4, dtype=torch.long).scatter_(2, torch.tensor([[[3], [0]], [[1], [1]]]), 5)
    print('torch.zeros(2, 3, 4, dtype=torch.long).scatter_(2, torch.tensor([[[3], [0]], [[1], [1]]]), 5)', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(2, 3, 4, dtype=torch.long).scatter_(2, torch.tensor([[[3], [0]], [[1], [1]]]), 5)', type(ex).__name__, ex)
try:
    r = torch.zeros(2, 3, 4, dtype=torch.long).permute(2, 0, 1).scatter_(0, torch.tensor([[[1, 2, 3], [3, 2, 1]]]), -1)
    print('torch.zeros(2, 3, 4, dtype=torch.long).permute(2, 0, 1).scatter_(0, torch.tensor([[[1, 2, 3], [3, 2, 1]]]), -1)', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(2, 3, 4, dtype=torch.long).permute(2, 0, 1).scatter_(0, torch.tensor([[[1, 2, 3], [3, 2, 1]]]), -1)', type(ex).__name__, ex)
try:
    r = torch.zeros(2, 3, 4, dtype=torch.long).scatter_add_(0, torch.ones(2, 3, 4, dtype=torch.long), torch.arange(24).reshape(2, 3, 4))
    print('torch.zeros(2, 3, 4, dtype=torch.long).scatter_add_(0, torch.ones(2, 3, 4, dtype=torch.long), torch.arange(24).reshape(2, 3, 4))', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(2, 3, 4, dtype=torch.long).scatter_add_(0, torch.ones(2, 3, 4, dtype=torch.long), torch.arange(24).reshape(2, 3, 4))', type(ex).__name__, ex)
try:
    r = torch.zeros(4, 4, dtype=torch.int8).scatter_add_(1, torch.tensor([[0, 0, 0]]), torch.tensor([[100, 100, 100]], dtype=torch.int8))
    print('torch.zeros(4, 4, dtype=torch.int8).scatter_add_(1, torch.tensor([[0, 0, 0]]), torch.tensor([[100, 100, 100]], dtype=torch.int8))', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(4, 4, dtype=torch.int8).scatter_add_(1, torch.tensor([[0, 0, 0]]), torch.tensor([[100, 100, 100]], dtype=torch.int8))', type(ex).__name__, ex)
try:
    r = torch.zeros(3, 4, dtype=torch.long).scatter_(0, torch.tensor([[0, 1, 2, 0]]), torch.arange(1, 5.).reshape(1, 4))
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(0, torch.tensor([[0, 1, 2, 0]]), torch.arange(1, 5.).reshape(1, 4))', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(0, torch.tensor([[0, 1, 2, 0]]), torch.arange(1, 5.).reshape(1, 4))', type(ex).__name__, ex)
try:
    r = torch.zeros(3, 4, dtype=torch.long).scatter_(0, torch.tensor([[0, 1, 2, 0]], dtype=torch.int32), torch.arange(1, 5).reshape(1, 4))
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(0, torch.tensor([[0, 1, 2, 0]], dtype=torch.int32), torch.arange(1, 5).reshape(1, 4))', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(0, torch.tensor([[0, 1, 2, 0]], dtype=torch.int32), torch.arange(1, 5).reshape(1, 4))', type(ex).__name__, ex)
try:
    r = torch.zeros(3, 4, dtype=torch.long).scatter_(0, torch.tensor([0, 1]), torch.arange(1, 5).reshape(1, 4))
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(0, torch.tensor([0, 1]), torch.arange(1, 5).reshape(1, 4))', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(0, torch.tensor([0, 1]), torch.arange(1, 5).reshape(1, 4))', type(ex).__name__, ex)
try:
    r = torch.zeros(3, 4, dtype=torch.long).scatter_(0, torch.tensor([[0, 1, 2, 0, 1]]), torch.arange(1, 5).reshape(1, 4))
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(0, torch.tensor([[0, 1, 2, 0, 1]]), torch.arange(1, 5).reshape(1, 4))', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(0, torch.tensor([[0, 1, 2, 0, 1]]), torch.arange(1, 5).reshape(1, 4))', type(ex).__name__, ex)
try:
    r = torch.zeros(3, 4, dtype=torch.long).scatter_(0, torch.tensor([[0, 1], [1, 2]]), torch.arange(1, 3).reshape(1, 2))
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(0, torch.tensor([[0, 1], [1, 2]]), torch.arange(1, 3).reshape(1, 2))', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(0, torch.tensor([[0, 1], [1, 2]]), torch.arange(1, 3).reshape(1, 2))', type(ex).__name__, ex)
try:
    r = torch.zeros(3, 4, dtype=torch.long).scatter_(1, torch.tensor([[0, 1, 2, 3, 0]]), 1)
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(1, torch.tensor([[0, 1, 2, 3, 0]]), 1)', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(1, torch.tensor([[0, 1, 2, 3, 0]]), 1)', type(ex).__name__, ex)
try:
    r = torch.zeros(3, 4, dtype=torch.long).scatter_(0, torch.tensor([[0, 5]]), torch.arange(1, 3).reshape(1, 2))
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(0, torch.tensor([[0, 5]]), torch.arange(1, 3).reshape(1, 2))', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(0, torch.tensor([[0, 5]]), torch.arange(1, 3).reshape(1, 2))', type(ex).__name__, ex)
try:
    r = torch.zeros(3, 4, dtype=torch.long).scatter_(0, torch.tensor([[-1, 1]]), torch.tensor([[5, 6]]))
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(0, torch.tensor([[-1, 1]]), torch.tensor([[5, 6]]))', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(0, torch.tensor([[-1, 1]]), torch.tensor([[5, 6]]))', type(ex).__name__, ex)
try:
    r = torch.zeros(3, 4, dtype=torch.long).scatter_(0, torch.tensor([[3, 4]]), torch.tensor([[5, 6]]))
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(0, torch.tensor([[3, 4]]), torch.tensor([[5, 6]]))', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(0, torch.tensor([[3, 4]]), torch.tensor([[5, 6]]))', type(ex).__name__, ex)
try:
    r = torch.zeros(3, 4, dtype=torch.long).scatter_(1, torch.tensor([[0, 5]]), 3)
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(1, torch.tensor([[0, 5]]), 3)', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(1, torch.tensor([[0, 5]]), 3)', type(ex).__name__, ex)
try:
    r = torch.zeros(3, 4, dtype=torch.long).scatter_(2, torch.tensor([[0, 1]]), 3)
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(2, torch.tensor([[0, 1]]), 3)', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(3, 4, dtype=torch.long).scatter_(2, torch.tensor([[0, 1]]), 3)', type(ex).__name__, ex)
try:
    r = torch.zeros(3, 4, dtype=torch.long).int().scatter_(0, torch.tensor([[0, 1]]), 3000000000)
    print('torch.zeros(3, 4, dtype=torch.long).int().scatter_(0, torch.tensor([[0, 1]]), 3000000000)', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(3, 4, dtype=torch.long).int().scatter_(0, torch.tensor([[0, 1]]), 3000000000)', type(ex).__name__, ex)
try:
    r = torch.zeros(3, 4, dtype=torch.long).scatter_add_(1, torch.tensor([[0, 0]], dtype=torch.int32), torch.tensor([[5, 6]]))
    print('torch.zeros(3, 4, dtype=torch.long).scatter_add_(1, torch.tensor([[0, 0]], dtype=torch.int32), torch.tensor([[5, 6]]))', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(3, 4, dtype=torch.long).scatter_add_(1, torch.tensor([[0, 0]], dtype=torch.int32), torch.tensor([[5, 6]]))', type(ex).__name__, ex)
try:
    r = torch.zeros(3, 4, dtype=torch.long).scatter_add_(1, torch.tensor([[0, 0, 0, 0, 0]]), torch.tensor([[5, 6]]))
    print('torch.zeros(3, 4, dtype=torch.long).scatter_add_(1, torch.tensor([[0, 0, 0, 0, 0]]), torch.tensor([[5, 6]]))', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(3, 4, dtype=torch.long).scatter_add_(1, torch.tensor([[0, 0, 0, 0, 0]]), torch.tensor([[5, 6]]))', type(ex).__name__, ex)
try:
    r = torch.zeros(3, 4, dtype=torch.long).scatter_add(1, torch.tensor([[0, 0, 0]]), torch.tensor([[5, 6, 7.]]))
    print('torch.zeros(3, 4, dtype=torch.long).scatter_add(1, torch.tensor([[0, 0, 0]]), torch.tensor([[5, 6, 7.]]))', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(3, 4, dtype=torch.long).scatter_add(1, torch.tensor([[0, 0, 0]]), torch.tensor([[5, 6, 7.]]))', type(ex).__name__, ex)
try:
    r = torch.zeros(3, 4, dtype=torch.long).expand(2, 3, 4).scatter_(1, torch.tensor([[[1]]]), 3)
    print('torch.zeros(3, 4, dtype=torch.long).expand(2, 3, 4).scatter_(1, torch.tensor([[[1]]]), 3)', r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print('torch.zeros(3, 4, dtype=torch.long).expand(2, 3, 4).scatter_(1, torch.tensor([[[1]]]), 3)', type(ex).__name__, ex)

#@@ case scatter_through_views
import torch
x = torch.zeros(3, 4, dtype=torch.long)
y = x.t()
r = y.scatter_(1, torch.tensor([[0], [2], [1], [0]]), torch.arange(1, 5).reshape(4, 1))
print(r is y, x)
labels = torch.tensor([2, 0, 3])
onehot = torch.zeros(3, 4).scatter_(1, labels.unsqueeze(1), 1.0)
print(onehot, onehot.stride())
try:
    x.scatter_(0, torch.tensor([[0, 1]]), x[1:2, :2])
except Exception as ex:
    print(type(ex).__name__, ex)
try:
    x.scatter_(0, x[:1, :2], torch.tensor([[5, 6]]))
except Exception as ex:
    print(type(ex).__name__, ex)
try:
    x.scatter_(1, torch.tensor([[0, 1, 9, 2]]), 7)
except Exception as ex:
    print(type(ex).__name__, ex)
print(x)
z = torch.arange(24).reshape(2, 3, 4).transpose(0, 2)
try:
    z.scatter_(1, torch.tensor([[[0, 0], [1, 1], [5, 2]], [[2, 2], [0, 0], [1, 1]]]), -1)
except Exception as ex:
    print(type(ex).__name__, ex)
print(z.contiguous().view(-1).tolist())
# the kernel's loop order shows in the writes made before an out-of-bounds index: dim 0
# of a contiguous self walks every (j, k) for i = 0 (one coalesced run) before i = 1
w = torch.zeros(2, 3, 4, dtype=torch.long)
ix = torch.zeros(2, 3, 4, dtype=torch.long)
ix[1, 0, 0] = 5
ix[0] = torch.tensor([0, 1])[torch.arange(12) % 2].reshape(3, 4)
try:
    w.scatter_(0, ix, torch.arange(1, 25).reshape(2, 3, 4))
except Exception as ex:
    print(type(ex).__name__, ex)
print(w.tolist())
# dim 2 is last: each element of the run walks its dim before the next
w = torch.zeros(2, 3, 4, dtype=torch.long)
ix = torch.tensor([[[0, 1], [2, 3], [3, 9]], [[1, 1], [0, 0], [2, 2]]])
try:
    w.scatter_(2, ix, torch.arange(1, 13).reshape(2, 3, 2))
except Exception as ex:
    print(type(ex).__name__, ex)
print(w.tolist())
# a permuted self reorders the walk
w = torch.zeros(4, 3, 2, dtype=torch.long).permute(2, 1, 0)
ix = torch.ones(2, 3, 4, dtype=torch.long)
ix[1, 2, 3] = 7
try:
    w.scatter_(1, ix, torch.arange(1, 25).reshape(2, 3, 4))
except Exception as ex:
    print(type(ex).__name__, ex)
print(w.contiguous().tolist())
