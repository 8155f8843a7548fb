#@@ case index_fill_views
import torch
try:
    r = torch.arange(12).reshape(3, 4).index_fill_(0, torch.tensor([1]), -1)
    print('torch.arange(12).reshape(3, 4).index_fill_(0, torch.tensor([1]), -1)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_fill_(0, torch.tensor([1]), -1)', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_fill_(1, torch.tensor([0, 3]), 7)
    print('torch.arange(12).reshape(3, 4).index_fill_(1, torch.tensor([0, 3]), 7)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_fill_(1, torch.tensor([0, 3]), 7)', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_fill_(-1, torch.tensor([-1, -4]), 7)
    print('torch.arange(12).reshape(3, 4).index_fill_(-1, torch.tensor([-1, -4]), 7)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_fill_(-1, torch.tensor([-1, -4]), 7)', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_fill_(0, torch.tensor(2), 5)
    print('torch.arange(12).reshape(3, 4).index_fill_(0, torch.tensor(2), 5)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_fill_(0, torch.tensor(2), 5)', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_fill_(1, torch.tensor([1]), 2.7)
    print('torch.arange(12).reshape(3, 4).index_fill_(1, torch.tensor([1]), 2.7)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_fill_(1, torch.tensor([1]), 2.7)', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_fill_(1, torch.tensor([1]), -2.7)
    print('torch.arange(12).reshape(3, 4).index_fill_(1, torch.tensor([1]), -2.7)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_fill_(1, torch.tensor([1]), -2.7)', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_fill_(1, torch.tensor([1]), True)
    print('torch.arange(12).reshape(3, 4).index_fill_(1, torch.tensor([1]), True)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_fill_(1, torch.tensor([1]), True)', type(ex).__name__, ex)
try:
    r = torch.arange(12.).reshape(3, 4).index_fill_(1, torch.tensor([2]), 0.1)
    print('torch.arange(12.).reshape(3, 4).index_fill_(1, torch.tensor([2]), 0.1)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12.).reshape(3, 4).index_fill_(1, torch.tensor([2]), 0.1)', type(ex).__name__, ex)
try:
    r = torch.arange(12.).reshape(3, 4).index_fill_(1, torch.tensor([2]), float('nan'))
    print("torch.arange(12.).reshape(3, 4).index_fill_(1, torch.tensor([2]), float('nan'))", r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print("torch.arange(12.).reshape(3, 4).index_fill_(1, torch.tensor([2]), float('nan'))", type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).bool().index_fill_(1, torch.tensor([0]), 0)
    print('torch.arange(12).reshape(3, 4).bool().index_fill_(1, torch.tensor([0]), 0)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).bool().index_fill_(1, torch.tensor([0]), 0)', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_fill_(1, torch.tensor([1]), torch.tensor(9))
    print('torch.arange(12).reshape(3, 4).index_fill_(1, torch.tensor([1]), torch.tensor(9))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_fill_(1, torch.tensor([1]), torch.tensor(9))', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_fill_(1, torch.tensor([1]), torch.tensor(9.9))
    print('torch.arange(12).reshape(3, 4).index_fill_(1, torch.tensor([1]), torch.tensor(9.9))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_fill_(1, torch.tensor([1]), torch.tensor(9.9))', type(ex).__name__, ex)
try:
    r = torch.arange(12.).reshape(3, 4).index_fill_(0, torch.tensor([1, 1, 1]), torch.tensor(-3))
    print('torch.arange(12.).reshape(3, 4).index_fill_(0, torch.tensor([1, 1, 1]), torch.tensor(-3))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12.).reshape(3, 4).index_fill_(0, torch.tensor([1, 1, 1]), torch.tensor(-3))', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_fill_(1, torch.tensor([], dtype=torch.long), 1)
    print('torch.arange(12).reshape(3, 4).index_fill_(1, torch.tensor([], dtype=torch.long), 1)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_fill_(1, torch.tensor([], dtype=torch.long), 1)', type(ex).__name__, ex)
try:
    r = torch.tensor(5).index_fill_(0, torch.tensor([0]), 1)
    print('torch.tensor(5).index_fill_(0, torch.tensor([0]), 1)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.tensor(5).index_fill_(0, torch.tensor([0]), 1)', type(ex).__name__, ex)
try:
    r = torch.tensor(5).index_fill_(-1, torch.tensor(-1), 1)
    print('torch.tensor(5).index_fill_(-1, torch.tensor(-1), 1)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.tensor(5).index_fill_(-1, torch.tensor(-1), 1)', type(ex).__name__, ex)
try:
    r = torch.arange(24).reshape(2, 3, 4).index_fill_(2, torch.tensor([3, 0]), 0)
    print('torch.arange(24).reshape(2, 3, 4).index_fill_(2, torch.tensor([3, 0]), 0)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(24).reshape(2, 3, 4).index_fill_(2, torch.tensor([3, 0]), 0)', type(ex).__name__, ex)
try:
    r = torch.arange(24).reshape(2, 3, 4)[:, 1:].index_fill_(1, torch.tensor([1]), 0)
    print('torch.arange(24).reshape(2, 3, 4)[:, 1:].index_fill_(1, torch.tensor([1]), 0)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(24).reshape(2, 3, 4)[:, 1:].index_fill_(1, torch.tensor([1]), 0)', type(ex).__name__, ex)
try:
    r = torch.arange(12, dtype=torch.uint8).reshape(3, 4).index_fill_(0, torch.tensor([0]), 255)
    print('torch.arange(12, dtype=torch.uint8).reshape(3, 4).index_fill_(0, torch.tensor([0]), 255)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12, dtype=torch.uint8).reshape(3, 4).index_fill_(0, torch.tensor([0]), 255)', type(ex).__name__, ex)
try:
    r = torch.zeros(0, 3).index_fill_(1, torch.tensor([2]), 1)
    print('torch.zeros(0, 3).index_fill_(1, torch.tensor([2]), 1)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.zeros(0, 3).index_fill_(1, torch.tensor([2]), 1)', type(ex).__name__, ex)
try:
    r = torch.zeros(0, 3).index_fill_(1, torch.tensor([9]), 1)
    print('torch.zeros(0, 3).index_fill_(1, torch.tensor([9]), 1)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.zeros(0, 3).index_fill_(1, torch.tensor([9]), 1)', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_fill_(0, torch.tensor([[1]]), -1)
    print('torch.arange(12).reshape(3, 4).index_fill_(0, torch.tensor([[1]]), -1)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_fill_(0, torch.tensor([[1]]), -1)', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_fill_(0, torch.tensor([1], dtype=torch.int32), -1)
    print('torch.arange(12).reshape(3, 4).index_fill_(0, torch.tensor([1], dtype=torch.int32), -1)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_fill_(0, torch.tensor([1], dtype=torch.int32), -1)', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_fill_(0, torch.tensor([1.]), -1)
    print('torch.arange(12).reshape(3, 4).index_fill_(0, torch.tensor([1.]), -1)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_fill_(0, torch.tensor([1.]), -1)', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_fill_(0, torch.tensor([5]), -1)
    print('torch.arange(12).reshape(3, 4).index_fill_(0, torch.tensor([5]), -1)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_fill_(0, torch.tensor([5]), -1)', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_fill_(0, torch.tensor([-4, -4]), -1)
    print('torch.arange(12).reshape(3, 4).index_fill_(0, torch.tensor([-4, -4]), -1)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_fill_(0, torch.tensor([-4, -4]), -1)', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_fill_(2, torch.tensor([1]), -1)
    print('torch.arange(12).reshape(3, 4).index_fill_(2, torch.tensor([1]), -1)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_fill_(2, torch.tensor([1]), -1)', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_fill_(-3, torch.tensor([1]), -1)
    print('torch.arange(12).reshape(3, 4).index_fill_(-3, torch.tensor([1]), -1)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_fill_(-3, torch.tensor([1]), -1)', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_fill_(1, torch.tensor([1]), torch.tensor([3]))
    print('torch.arange(12).reshape(3, 4).index_fill_(1, torch.tensor([1]), torch.tensor([3]))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_fill_(1, torch.tensor([1]), torch.tensor([3]))', type(ex).__name__, ex)
try:
    r = torch.arange(12, dtype=torch.int8).reshape(3, 4).index_fill_(0, torch.tensor([0]), 300)
    print('torch.arange(12, dtype=torch.int8).reshape(3, 4).index_fill_(0, torch.tensor([0]), 300)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12, dtype=torch.int8).reshape(3, 4).index_fill_(0, torch.tensor([0]), 300)', type(ex).__name__, ex)
try:
    r = torch.arange(12, dtype=torch.int8).reshape(3, 4).index_fill_(0, torch.tensor([], dtype=torch.long), 300)
    print('torch.arange(12, dtype=torch.int8).reshape(3, 4).index_fill_(0, torch.tensor([], dtype=torch.long), 300)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12, dtype=torch.int8).reshape(3, 4).index_fill_(0, torch.tensor([], dtype=torch.long), 300)', type(ex).__name__, ex)
try:
    r = torch.arange(12, dtype=torch.uint8).reshape(3, 4).index_fill_(0, torch.tensor([0]), -1)
    print('torch.arange(12, dtype=torch.uint8).reshape(3, 4).index_fill_(0, torch.tensor([0]), -1)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12, dtype=torch.uint8).reshape(3, 4).index_fill_(0, torch.tensor([0]), -1)', type(ex).__name__, ex)
try:
    r = torch.tensor(5).index_fill_(0, torch.tensor([1]), 1)
    print('torch.tensor(5).index_fill_(0, torch.tensor([1]), 1)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.tensor(5).index_fill_(0, torch.tensor([1]), 1)', type(ex).__name__, ex)
try:
    r = torch.tensor(5).index_fill_(1, torch.tensor([0]), 1)
    print('torch.tensor(5).index_fill_(1, torch.tensor([0]), 1)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.tensor(5).index_fill_(1, torch.tensor([0]), 1)', type(ex).__name__, ex)

#@@ case index_fill_through_views
import torch
x = torch.arange(12).reshape(3, 4)
y = x.t()
r = y.index_fill_(0, torch.tensor([1, 3]), -1)
print(r is y, x)
z = x[:, ::2]
z.index_fill_(1, torch.tensor([1]), 100)
print(x, z.stride())
w = x.view(2, 6)[1]
w.index_fill_(0, torch.tensor([0, 5, -2]), 42)
print(x)
s = torch.arange(10.)
v = s[2:8]
v.index_fill_(0, torch.tensor([-1]), 0.5)
print(s)
o = x.t().index_fill(1, torch.tensor([2]), 0)
print(o, o.stride(), o.data_ptr() == x.data_ptr())
o2 = torch.index_fill(x, 0, torch.tensor([0]), -5)
print(o2, o2.stride(), x[0])
c = torch.arange(24).reshape(2, 3, 4).permute(2, 0, 1)
o3 = c.index_fill(1, torch.tensor([1]), 0)
print(o3.stride(), o3.tolist())
try:
    x.index_fill_(0, x.view(-1)[:1], 0)
except Exception as ex:
    print(type(ex).__name__, ex)
i = torch.arange(5)
try:
    i.index_fill_(0, i[1:2], 0)
except Exception as ex:
    print(type(ex).__name__, ex)
print(i)

#@@ case index_copy_views
import torch
try:
    r = torch.arange(12).reshape(3, 4).index_copy_(0, torch.tensor([2, 0]), torch.zeros(2, 4, dtype=torch.long))
    print('torch.arange(12).reshape(3, 4).index_copy_(0, torch.tensor([2, 0]), torch.zeros(2, 4, dtype=torch.long))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_copy_(0, torch.tensor([2, 0]), torch.zeros(2, 4, dtype=torch.long))', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_copy_(1, torch.tensor([3, 1]), torch.tensor([[-1, -2], [-3, -4], [-5, -6]]))
    print('torch.arange(12).reshape(3, 4).index_copy_(1, torch.tensor([3, 1]), torch.tensor([[-1, -2], [-3, -4], [-5, -6]]))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_copy_(1, torch.tensor([3, 1]), torch.tensor([[-1, -2], [-3, -4], [-5, -6]]))', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_copy_(0, torch.tensor([1, 1]), torch.arange(8).reshape(2, 4) + 100)
    print('torch.arange(12).reshape(3, 4).index_copy_(0, torch.tensor([1, 1]), torch.arange(8).reshape(2, 4) + 100)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_copy_(0, torch.tensor([1, 1]), torch.arange(8).reshape(2, 4) + 100)', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_copy_(1, torch.tensor([0, 0, 0]), torch.arange(9).reshape(3, 3))
    print('torch.arange(12).reshape(3, 4).index_copy_(1, torch.tensor([0, 0, 0]), torch.arange(9).reshape(3, 3))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_copy_(1, torch.tensor([0, 0, 0]), torch.arange(9).reshape(3, 3))', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_copy_(0, torch.tensor(1), torch.full((1, 4), 7))
    print('torch.arange(12).reshape(3, 4).index_copy_(0, torch.tensor(1), torch.full((1, 4), 7))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_copy_(0, torch.tensor(1), torch.full((1, 4), 7))', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_copy_(1, torch.tensor([2]), torch.arange(12, 24).reshape(4, 3).t()[:, :1])
    print('torch.arange(12).reshape(3, 4).index_copy_(1, torch.tensor([2]), torch.arange(12, 24).reshape(4, 3).t()[:, :1])', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_copy_(1, torch.tensor([2]), torch.arange(12, 24).reshape(4, 3).t()[:, :1])', type(ex).__name__, ex)
try:
    r = torch.arange(12.).reshape(3, 4).index_copy_(dim=1, index=torch.tensor([1]), source=torch.full((3, 1), 0.25))
    print('torch.arange(12.).reshape(3, 4).index_copy_(dim=1, index=torch.tensor([1]), source=torch.full((3, 1), 0.25))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12.).reshape(3, 4).index_copy_(dim=1, index=torch.tensor([1]), source=torch.full((3, 1), 0.25))', type(ex).__name__, ex)
try:
    r = torch.arange(4).index_copy_(0, torch.tensor([3]), torch.tensor(9))
    print('torch.arange(4).index_copy_(0, torch.tensor([3]), torch.tensor(9))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(4).index_copy_(0, torch.tensor([3]), torch.tensor(9))', type(ex).__name__, ex)
try:
    r = torch.tensor(5).index_copy_(0, torch.tensor([0]), torch.tensor(3))
    print('torch.tensor(5).index_copy_(0, torch.tensor([0]), torch.tensor(3))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.tensor(5).index_copy_(0, torch.tensor([0]), torch.tensor(3))', type(ex).__name__, ex)
try:
    r = torch.tensor(5).index_copy_(0, torch.tensor(0), torch.tensor([3]))
    print('torch.tensor(5).index_copy_(0, torch.tensor(0), torch.tensor([3]))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.tensor(5).index_copy_(0, torch.tensor(0), torch.tensor([3]))', type(ex).__name__, ex)
try:
    r = torch.tensor(5).index_copy_(-1, torch.tensor([0]), torch.tensor([3]))
    print('torch.tensor(5).index_copy_(-1, torch.tensor([0]), torch.tensor([3]))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.tensor(5).index_copy_(-1, torch.tensor([0]), torch.tensor([3]))', type(ex).__name__, ex)
try:
    r = torch.arange(6).reshape(2, 3).index_copy_(1, torch.tensor([], dtype=torch.long), torch.zeros(2, 0, dtype=torch.long))
    print('torch.arange(6).reshape(2, 3).index_copy_(1, torch.tensor([], dtype=torch.long), torch.zeros(2, 0, dtype=torch.long))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(6).reshape(2, 3).index_copy_(1, torch.tensor([], dtype=torch.long), torch.zeros(2, 0, dtype=torch.long))', type(ex).__name__, ex)
try:
    r = torch.zeros(0, 3).index_copy_(1, torch.tensor([7]), torch.zeros(0, 1))
    print('torch.zeros(0, 3).index_copy_(1, torch.tensor([7]), torch.zeros(0, 1))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.zeros(0, 3).index_copy_(1, torch.tensor([7]), torch.zeros(0, 1))', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_copy_(0, torch.tensor([2, 0]), torch.zeros(2, 4))
    print('torch.arange(12).reshape(3, 4).index_copy_(0, torch.tensor([2, 0]), torch.zeros(2, 4))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_copy_(0, torch.tensor([2, 0]), torch.zeros(2, 4))', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_copy_(0, torch.tensor([2, 0]), torch.zeros(2, 3, dtype=torch.long))
    print('torch.arange(12).reshape(3, 4).index_copy_(0, torch.tensor([2, 0]), torch.zeros(2, 3, dtype=torch.long))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_copy_(0, torch.tensor([2, 0]), torch.zeros(2, 3, dtype=torch.long))', type(ex).__name__, ex)
try:
    r = torch.arange(24).reshape(2, 3, 4).index_copy_(1, torch.tensor([1]), torch.zeros(2, 1, 5, dtype=torch.long))
    print('torch.arange(24).reshape(2, 3, 4).index_copy_(1, torch.tensor([1]), torch.zeros(2, 1, 5, dtype=torch.long))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(24).reshape(2, 3, 4).index_copy_(1, torch.tensor([1]), torch.zeros(2, 1, 5, dtype=torch.long))', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_copy_(0, torch.tensor([2, 0]), torch.zeros(3, 4, dtype=torch.long))
    print('torch.arange(12).reshape(3, 4).index_copy_(0, torch.tensor([2, 0]), torch.zeros(3, 4, dtype=torch.long))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_copy_(0, torch.tensor([2, 0]), torch.zeros(3, 4, dtype=torch.long))', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_copy_(0, torch.tensor([2, 5]), torch.zeros(2, 4, dtype=torch.long))
    print('torch.arange(12).reshape(3, 4).index_copy_(0, torch.tensor([2, 5]), torch.zeros(2, 4, dtype=torch.long))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_copy_(0, torch.tensor([2, 5]), torch.zeros(2, 4, dtype=torch.long))', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_copy_(0, torch.tensor([-1]), torch.zeros(1, 4, dtype=torch.long))
    print('torch.arange(12).reshape(3, 4).index_copy_(0, torch.tensor([-1]), torch.zeros(1, 4, dtype=torch.long))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_copy_(0, torch.tensor([-1]), torch.zeros(1, 4, dtype=torch.long))', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_copy_(0, torch.tensor([2, 0], dtype=torch.int32), torch.zeros(2, 4, dtype=torch.long))
    print('torch.arange(12).reshape(3, 4).index_copy_(0, torch.tensor([2, 0], dtype=torch.int32), torch.zeros(2, 4, dtype=torch.long))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_copy_(0, torch.tensor([2, 0], dtype=torch.int32), torch.zeros(2, 4, dtype=torch.long))', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_copy_(1, torch.tensor([[2, 0]]), torch.zeros(3, 2, dtype=torch.long))
    print('torch.arange(12).reshape(3, 4).index_copy_(1, torch.tensor([[2, 0]]), torch.zeros(3, 2, dtype=torch.long))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_copy_(1, torch.tensor([[2, 0]]), torch.zeros(3, 2, dtype=torch.long))', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_copy_(0, torch.tensor([1, 0]), torch.tensor(3))
    print('torch.arange(12).reshape(3, 4).index_copy_(0, torch.tensor([1, 0]), torch.tensor(3))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_copy_(0, torch.tensor([1, 0]), torch.tensor(3))', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_copy_(0, torch.tensor(1), torch.ones(4, dtype=torch.long))
    print('torch.arange(12).reshape(3, 4).index_copy_(0, torch.tensor(1), torch.ones(4, dtype=torch.long))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_copy_(0, torch.tensor(1), torch.ones(4, dtype=torch.long))', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_copy_(2, torch.tensor([0]), torch.zeros(1, 4, dtype=torch.long))
    print('torch.arange(12).reshape(3, 4).index_copy_(2, torch.tensor([0]), torch.zeros(1, 4, dtype=torch.long))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_copy_(2, torch.tensor([0]), torch.zeros(1, 4, dtype=torch.long))', type(ex).__name__, ex)
try:
    r = torch.tensor(5).index_copy_(1, torch.tensor([0]), torch.tensor([3]))
    print('torch.tensor(5).index_copy_(1, torch.tensor([0]), torch.tensor([3]))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.tensor(5).index_copy_(1, torch.tensor([0]), torch.tensor([3]))', type(ex).__name__, ex)
try:
    r = torch.zeros(2, 3).index_copy_(1, torch.tensor([5]), torch.zeros(0, 1))
    print('torch.zeros(2, 3).index_copy_(1, torch.tensor([5]), torch.zeros(0, 1))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.zeros(2, 3).index_copy_(1, torch.tensor([5]), torch.zeros(0, 1))', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).expand(2, 3, 4).index_copy_(0, torch.tensor([0]), torch.zeros(1, 3, 4, dtype=torch.long))
    print('torch.arange(12).reshape(3, 4).expand(2, 3, 4).index_copy_(0, torch.tensor([0]), torch.zeros(1, 3, 4, dtype=torch.long))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).expand(2, 3, 4).index_copy_(0, torch.tensor([0]), torch.zeros(1, 3, 4, dtype=torch.long))', type(ex).__name__, ex)

#@@ case index_copy_through_views
import torch
x = torch.arange(12).reshape(3, 4)
y = x.t()
r = y.index_copy_(1, torch.tensor([2, 0]), torch.tensor([[10, 20], [30, 40], [50, 60], [70, 80]]))
print(r is y, x)
o = x.t().index_copy(1, torch.tensor([1]), torch.zeros(4, 1, dtype=torch.long))
print(o, o.stride(), o.is_contiguous(), x[1])
o2 = torch.index_copy(x, 0, torch.tensor([2]), -torch.ones(1, 4, dtype=torch.long))
print(o2.stride(), o2.tolist(), x[2].tolist())
c = torch.arange(24.).reshape(2, 3, 4).permute(2, 0, 1)
o3 = c.index_copy(2, torch.tensor([0]), torch.full((4, 2, 1), 0.5))
print(o3.stride(), o3[:, :, 0].tolist())
try:
    x.index_copy_(0, torch.tensor([0]), x[1:2])
except Exception as ex:
    print(type(ex).__name__, ex)
try:
    x.index_copy_(0, torch.tensor([0]), x[:1])
except Exception as ex:
    print(type(ex).__name__, ex)
try:
    x.view(-1).index_copy_(0, x.view(-1)[:2], torch.tensor([7, 7]))
except Exception as ex:
    print(type(ex).__name__, ex)
print(x)

#@@ case index_add_values
import torch
try:
    r = torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([0, 0]), torch.ones(2, 4, dtype=torch.long))
    print('torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([0, 0]), torch.ones(2, 4, dtype=torch.long))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([0, 0]), torch.ones(2, 4, dtype=torch.long))', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([0, 2, 0]), torch.arange(12).reshape(3, 4), alpha=3)
    print('torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([0, 2, 0]), torch.arange(12).reshape(3, 4), alpha=3)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([0, 2, 0]), torch.arange(12).reshape(3, 4), alpha=3)', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_add_(1, torch.tensor([3, 3]), torch.ones(3, 2, dtype=torch.long), alpha=-2)
    print('torch.arange(12).reshape(3, 4).index_add_(1, torch.tensor([3, 3]), torch.ones(3, 2, dtype=torch.long), alpha=-2)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_add_(1, torch.tensor([3, 3]), torch.ones(3, 2, dtype=torch.long), alpha=-2)', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([1], dtype=torch.int32), torch.full((1, 4), 5))
    print('torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([1], dtype=torch.int32), torch.full((1, 4), 5))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([1], dtype=torch.int32), torch.full((1, 4), 5))', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([1]), torch.full((1, 1), 5))
    print('torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([1]), torch.full((1, 1), 5))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([1]), torch.full((1, 1), 5))', type(ex).__name__, ex)
try:
    r = torch.arange(24).reshape(2, 3, 4).index_add_(0, torch.tensor([1]), torch.ones(1, 3, 1, dtype=torch.long))
    print('torch.arange(24).reshape(2, 3, 4).index_add_(0, torch.tensor([1]), torch.ones(1, 3, 1, dtype=torch.long))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(24).reshape(2, 3, 4).index_add_(0, torch.tensor([1]), torch.ones(1, 3, 1, dtype=torch.long))', type(ex).__name__, ex)
try:
    r = torch.arange(24).reshape(2, 3, 4).index_add_(1, torch.tensor([2, 0]), torch.ones(1, 2, 4, dtype=torch.long))
    print('torch.arange(24).reshape(2, 3, 4).index_add_(1, torch.tensor([2, 0]), torch.ones(1, 2, 4, dtype=torch.long))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(24).reshape(2, 3, 4).index_add_(1, torch.tensor([2, 0]), torch.ones(1, 2, 4, dtype=torch.long))', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([1]), torch.full((1, 4), 5), alpha=2.5)
    print('torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([1]), torch.full((1, 4), 5), alpha=2.5)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([1]), torch.full((1, 4), 5), alpha=2.5)', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([1]), torch.full((1, 4), 5), alpha=-1.9)
    print('torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([1]), torch.full((1, 4), 5), alpha=-1.9)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([1]), torch.full((1, 4), 5), alpha=-1.9)', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_add_(dim=1, index=torch.tensor([1]), source=torch.ones(3, 1, dtype=torch.long), alpha=4)
    print('torch.arange(12).reshape(3, 4).index_add_(dim=1, index=torch.tensor([1]), source=torch.ones(3, 1, dtype=torch.long), alpha=4)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_add_(dim=1, index=torch.tensor([1]), source=torch.ones(3, 1, dtype=torch.long), alpha=4)', type(ex).__name__, ex)
try:
    r = torch.arange(12, dtype=torch.int8).reshape(3, 4).index_add_(0, torch.tensor([2, 2]), torch.full((2, 4), 100, dtype=torch.int8))
    print('torch.arange(12, dtype=torch.int8).reshape(3, 4).index_add_(0, torch.tensor([2, 2]), torch.full((2, 4), 100, dtype=torch.int8))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12, dtype=torch.int8).reshape(3, 4).index_add_(0, torch.tensor([2, 2]), torch.full((2, 4), 100, dtype=torch.int8))', type(ex).__name__, ex)
try:
    r = torch.arange(12, dtype=torch.uint8).reshape(3, 4).index_add_(1, torch.tensor([0]), torch.full((3, 1), 250, dtype=torch.uint8))
    print('torch.arange(12, dtype=torch.uint8).reshape(3, 4).index_add_(1, torch.tensor([0]), torch.full((3, 1), 250, dtype=torch.uint8))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12, dtype=torch.uint8).reshape(3, 4).index_add_(1, torch.tensor([0]), torch.full((3, 1), 250, dtype=torch.uint8))', type(ex).__name__, ex)
try:
    r = torch.arange(12.).reshape(3, 4).index_add_(0, torch.tensor([0, 0]), torch.full((2, 4), 0.5))
    print('torch.arange(12.).reshape(3, 4).index_add_(0, torch.tensor([0, 0]), torch.full((2, 4), 0.5))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12.).reshape(3, 4).index_add_(0, torch.tensor([0, 0]), torch.full((2, 4), 0.5))', type(ex).__name__, ex)
try:
    r = torch.arange(12., dtype=torch.float64).reshape(3, 4).index_add_(0, torch.tensor([0, 0]), torch.full((2, 4), 0.1, dtype=torch.float64))
    print('torch.arange(12., dtype=torch.float64).reshape(3, 4).index_add_(0, torch.tensor([0, 0]), torch.full((2, 4), 0.1, dtype=torch.float64))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12., dtype=torch.float64).reshape(3, 4).index_add_(0, torch.tensor([0, 0]), torch.full((2, 4), 0.1, dtype=torch.float64))', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).bool().index_add_(0, torch.tensor([0]), torch.ones(1, 4, dtype=torch.bool))
    print('torch.arange(12).reshape(3, 4).bool().index_add_(0, torch.tensor([0]), torch.ones(1, 4, dtype=torch.bool))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).bool().index_add_(0, torch.tensor([0]), torch.ones(1, 4, dtype=torch.bool))', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([], dtype=torch.long), torch.ones(0, 4, dtype=torch.long))
    print('torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([], dtype=torch.long), torch.ones(0, 4, dtype=torch.long))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([], dtype=torch.long), torch.ones(0, 4, dtype=torch.long))', type(ex).__name__, ex)
try:
    r = torch.arange(4).index_add_(0, torch.tensor([1, 1]), torch.tensor([5, 6]), alpha=2)
    print('torch.arange(4).index_add_(0, torch.tensor([1, 1]), torch.tensor([5, 6]), alpha=2)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(4).index_add_(0, torch.tensor([1, 1]), torch.tensor([5, 6]), alpha=2)', type(ex).__name__, ex)
try:
    r = torch.arange(4).index_add_(0, torch.tensor(1), torch.tensor(5))
    print('torch.arange(4).index_add_(0, torch.tensor(1), torch.tensor(5))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(4).index_add_(0, torch.tensor(1), torch.tensor(5))', type(ex).__name__, ex)
try:
    r = torch.arange(4).index_add_(-1, torch.tensor([3, 0]), torch.tensor([5, 6]), alpha=1.5)
    print('torch.arange(4).index_add_(-1, torch.tensor([3, 0]), torch.tensor([5, 6]), alpha=1.5)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(4).index_add_(-1, torch.tensor([3, 0]), torch.tensor([5, 6]), alpha=1.5)', type(ex).__name__, ex)
try:
    r = torch.arange(4.).index_add_(0, torch.tensor([0, 0]), torch.ones(2), alpha=0.1)
    print('torch.arange(4.).index_add_(0, torch.tensor([0, 0]), torch.ones(2), alpha=0.1)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(4.).index_add_(0, torch.tensor([0, 0]), torch.ones(2), alpha=0.1)', type(ex).__name__, ex)
try:
    r = torch.arange(6.).index_add_(0, torch.tensor([0, 1, 0]), torch.tensor([0.1, 0.2, 0.3]), alpha=3)
    print('torch.arange(6.).index_add_(0, torch.tensor([0, 1, 0]), torch.tensor([0.1, 0.2, 0.3]), alpha=3)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(6.).index_add_(0, torch.tensor([0, 1, 0]), torch.tensor([0.1, 0.2, 0.3]), alpha=3)', type(ex).__name__, ex)
try:
    r = torch.arange(6., dtype=torch.float64).index_add_(0, torch.tensor([5, 5, 5]), torch.tensor([0.1, 0.2, 0.3], dtype=torch.float64), alpha=0.7)
    print('torch.arange(6., dtype=torch.float64).index_add_(0, torch.tensor([5, 5, 5]), torch.tensor([0.1, 0.2, 0.3], dtype=torch.float64), alpha=0.7)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(6., dtype=torch.float64).index_add_(0, torch.tensor([5, 5, 5]), torch.tensor([0.1, 0.2, 0.3], dtype=torch.float64), alpha=0.7)', type(ex).__name__, ex)
try:
    r = torch.arange(8.)[::2].index_add_(0, torch.tensor([3, 1]), torch.arange(10.)[::-3][:2])
    print('torch.arange(8.)[::2].index_add_(0, torch.tensor([3, 1]), torch.arange(10.)[::-3][:2])', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(8.)[::2].index_add_(0, torch.tensor([3, 1]), torch.arange(10.)[::-3][:2])', type(ex).__name__, ex)
try:
    r = torch.tensor(2).index_add_(0, torch.tensor([0]), torch.tensor([40]))
    print('torch.tensor(2).index_add_(0, torch.tensor([0]), torch.tensor([40]))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.tensor(2).index_add_(0, torch.tensor([0]), torch.tensor([40]))', type(ex).__name__, ex)
try:
    r = torch.arange(4, dtype=torch.int16).index_add_(0, torch.tensor([2]), torch.tensor([32767], dtype=torch.int16), alpha=3)
    print('torch.arange(4, dtype=torch.int16).index_add_(0, torch.tensor([2]), torch.tensor([32767], dtype=torch.int16), alpha=3)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(4, dtype=torch.int16).index_add_(0, torch.tensor([2]), torch.tensor([32767], dtype=torch.int16), alpha=3)', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([[1]]), torch.ones(1, 4, dtype=torch.long))
    print('torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([[1]]), torch.ones(1, 4, dtype=torch.long))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([[1]]), torch.ones(1, 4, dtype=torch.long))', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([1.]), torch.ones(1, 4, dtype=torch.long))
    print('torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([1.]), torch.ones(1, 4, dtype=torch.long))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([1.]), torch.ones(1, 4, dtype=torch.long))', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([1]), torch.ones(1, 4))
    print('torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([1]), torch.ones(1, 4))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([1]), torch.ones(1, 4))', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_add_(1, torch.tensor([1]), torch.ones(3, dtype=torch.long))
    print('torch.arange(12).reshape(3, 4).index_add_(1, torch.tensor([1]), torch.ones(3, dtype=torch.long))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_add_(1, torch.tensor([1]), torch.ones(3, dtype=torch.long))', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([1, 0]), torch.ones(1, 4, dtype=torch.long))
    print('torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([1, 0]), torch.ones(1, 4, dtype=torch.long))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([1, 0]), torch.ones(1, 4, dtype=torch.long))', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([1]), torch.ones(1, 3, dtype=torch.long))
    print('torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([1]), torch.ones(1, 3, dtype=torch.long))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([1]), torch.ones(1, 3, dtype=torch.long))', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([1]), torch.ones(1, 2, 4, dtype=torch.long))
    print('torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([1]), torch.ones(1, 2, 4, dtype=torch.long))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([1]), torch.ones(1, 2, 4, dtype=torch.long))', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([1]), torch.tensor(5))
    print('torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([1]), torch.tensor(5))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([1]), torch.tensor(5))', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([1, 7]), torch.ones(2, 4, dtype=torch.long))
    print('torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([1, 7]), torch.ones(2, 4, dtype=torch.long))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([1, 7]), torch.ones(2, 4, dtype=torch.long))', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([-1]), torch.ones(1, 4, dtype=torch.long))
    print('torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([-1]), torch.ones(1, 4, dtype=torch.long))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_add_(0, torch.tensor([-1]), torch.ones(1, 4, dtype=torch.long))', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).index_add_(2, torch.tensor([1]), torch.ones(1, 4, dtype=torch.long))
    print('torch.arange(12).reshape(3, 4).index_add_(2, torch.tensor([1]), torch.ones(1, 4, dtype=torch.long))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).index_add_(2, torch.tensor([1]), torch.ones(1, 4, dtype=torch.long))', type(ex).__name__, ex)
try:
    r = torch.arange(4).index_add_(0, torch.tensor([5]), torch.tensor([5]))
    print('torch.arange(4).index_add_(0, torch.tensor([5]), torch.tensor([5]))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(4).index_add_(0, torch.tensor([5]), torch.tensor([5]))', type(ex).__name__, ex)
try:
    r = torch.arange(4).index_add_(0, torch.tensor([-1]), torch.tensor([5]))
    print('torch.arange(4).index_add_(0, torch.tensor([-1]), torch.tensor([5]))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(4).index_add_(0, torch.tensor([-1]), torch.tensor([5]))', type(ex).__name__, ex)
try:
    r = torch.arange(4).index_add_(0, torch.tensor([1]), torch.tensor([[5]]))
    print('torch.arange(4).index_add_(0, torch.tensor([1]), torch.tensor([[5]]))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(4).index_add_(0, torch.tensor([1]), torch.tensor([[5]]))', type(ex).__name__, ex)
try:
    r = torch.arange(4, dtype=torch.int8).index_add_(0, torch.tensor([1]), torch.tensor([5], dtype=torch.int8), alpha=1000)
    print('torch.arange(4, dtype=torch.int8).index_add_(0, torch.tensor([1]), torch.tensor([5], dtype=torch.int8), alpha=1000)', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(4, dtype=torch.int8).index_add_(0, torch.tensor([1]), torch.tensor([5], dtype=torch.int8), alpha=1000)', type(ex).__name__, ex)
try:
    r = torch.zeros(2, 3).index_add_(1, torch.tensor([5]), torch.zeros(0, 1))
    print('torch.zeros(2, 3).index_add_(1, torch.tensor([5]), torch.zeros(0, 1))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.zeros(2, 3).index_add_(1, torch.tensor([5]), torch.zeros(0, 1))', type(ex).__name__, ex)
try:
    r = torch.zeros(2, 0).index_add_(0, torch.tensor([5]), torch.zeros(1, 0))
    print('torch.zeros(2, 0).index_add_(0, torch.tensor([5]), torch.zeros(1, 0))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.zeros(2, 0).index_add_(0, torch.tensor([5]), torch.zeros(1, 0))', type(ex).__name__, ex)
try:
    r = torch.arange(12).reshape(3, 4).expand(2, 3, 4).index_add_(0, torch.tensor([0]), torch.zeros(1, 3, 4, dtype=torch.long))
    print('torch.arange(12).reshape(3, 4).expand(2, 3, 4).index_add_(0, torch.tensor([0]), torch.zeros(1, 3, 4, dtype=torch.long))', r.tolist(), r.dtype, r.stride(), r.storage_offset())
except Exception as ex:
    print('torch.arange(12).reshape(3, 4).expand(2, 3, 4).index_add_(0, torch.tensor([0]), torch.zeros(1, 3, 4, dtype=torch.long))', type(ex).__name__, ex)

#@@ case index_add_through_views
import torch
x = torch.arange(12).reshape(3, 4)
r = x.t().index_add_(0, torch.tensor([0, 3, 0]), torch.ones(3, 3, dtype=torch.long))
print(r.stride(), x)
o = x.t().index_add(1, torch.tensor([1]), torch.full((4, 1), 100))
print(o, o.stride(), o.is_contiguous(), x[1])
o2 = torch.index_add(x, 0, torch.tensor([2, 2]), torch.ones(2, 4, dtype=torch.long), alpha=10)
print(o2.stride(), o2.tolist(), x[2].tolist())
try:
    x.index_add_(0, torch.tensor([0, 9]), torch.ones(2, 4, dtype=torch.long))
except Exception as ex:
    print(type(ex).__name__, ex)
print(x)
try:
    x.index_add_(0, torch.tensor([0]), x[:1])
except Exception as ex:
    print(type(ex).__name__, ex)
try:
    x.index_add_(0, torch.tensor([0]), x[1:2])
except Exception as ex:
    print(type(ex).__name__, ex)
v = torch.arange(10)
v[::3].index_add_(0, torch.tensor([1, 3]), v[1:3].clone(), alpha=-1)
print(v)
c = torch.arange(24.).reshape(2, 3, 4).permute(2, 0, 1)
o3 = c.index_add(2, torch.tensor([0, 2]), torch.full((4, 2, 2), 0.5))
print(o3.stride(), o3[:, :, 0].tolist(), o3[:, :, 2].tolist())
