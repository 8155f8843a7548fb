#@@ case compose_diff_outer_dstack_cartesian_take
import torch
a = torch.arange(6.).reshape(2, 3)
v = torch.tensor([3, 1, 4, 1, 5])
b = torch.tensor([True, False, False, True])
try:
    r = torch.diff(v)
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.diff(v)', [x.tolist() for x in rs], [x.dtype for x in rs], [x.stride() for x in rs])
except Exception as ex:
    print('torch.diff(v)', type(ex).__name__, ex)
try:
    r = torch.diff(v, n=2)
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.diff(v, n=2)', [x.tolist() for x in rs], [x.dtype for x in rs], [x.stride() for x in rs])
except Exception as ex:
    print('torch.diff(v, n=2)', type(ex).__name__, ex)
try:
    r = torch.diff(a)
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.diff(a)', [x.tolist() for x in rs], [x.dtype for x in rs], [x.stride() for x in rs])
except Exception as ex:
    print('torch.diff(a)', type(ex).__name__, ex)
try:
    r = torch.diff(a, dim=0)
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.diff(a, dim=0)', [x.tolist() for x in rs], [x.dtype for x in rs], [x.stride() for x in rs])
except Exception as ex:
    print('torch.diff(a, dim=0)', type(ex).__name__, ex)
try:
    r = torch.diff(a.t(), dim=1)
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.diff(a.t(), dim=1)', [x.tolist() for x in rs], [x.dtype for x in rs], [x.stride() for x in rs])
except Exception as ex:
    print('torch.diff(a.t(), dim=1)', type(ex).__name__, ex)
try:
    r = torch.diff(b)
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.diff(b)', [x.tolist() for x in rs], [x.dtype for x in rs], [x.stride() for x in rs])
except Exception as ex:
    print('torch.diff(b)', type(ex).__name__, ex)
try:
    r = torch.diff(v, prepend=torch.tensor([0]))
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.diff(v, prepend=torch.tensor([0]))', [x.tolist() for x in rs], [x.dtype for x in rs], [x.stride() for x in rs])
except Exception as ex:
    print('torch.diff(v, prepend=torch.tensor([0]))', type(ex).__name__, ex)
try:
    r = torch.diff(v, append=torch.tensor([9, 9]))
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.diff(v, append=torch.tensor([9, 9]))', [x.tolist() for x in rs], [x.dtype for x in rs], [x.stride() for x in rs])
except Exception as ex:
    print('torch.diff(v, append=torch.tensor([9, 9]))', type(ex).__name__, ex)
try:
    r = v.diff()
    rs = r if isinstance(r, tuple) else (r,)
    print('v.diff()', [x.tolist() for x in rs], [x.dtype for x in rs], [x.stride() for x in rs])
except Exception as ex:
    print('v.diff()', type(ex).__name__, ex)
try:
    r = torch.diff(v, n=0)
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.diff(v, n=0)', [x.tolist() for x in rs], [x.dtype for x in rs], [x.stride() for x in rs])
except Exception as ex:
    print('torch.diff(v, n=0)', type(ex).__name__, ex)
try:
    r = torch.diff(v, n=7)
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.diff(v, n=7)', [x.tolist() for x in rs], [x.dtype for x in rs], [x.stride() for x in rs])
except Exception as ex:
    print('torch.diff(v, n=7)', type(ex).__name__, ex)
try:
    r = torch.diff(torch.tensor(3))
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.diff(torch.tensor(3))', [x.tolist() for x in rs], [x.dtype for x in rs], [x.stride() for x in rs])
except Exception as ex:
    print('torch.diff(torch.tensor(3))', type(ex).__name__, ex)
try:
    r = a.diff(n=1, dim=-1)
    rs = r if isinstance(r, tuple) else (r,)
    print('a.diff(n=1, dim=-1)', [x.tolist() for x in rs], [x.dtype for x in rs], [x.stride() for x in rs])
except Exception as ex:
    print('a.diff(n=1, dim=-1)', type(ex).__name__, ex)
try:
    r = torch.outer(v, v[:2])
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.outer(v, v[:2])', [x.tolist() for x in rs], [x.dtype for x in rs], [x.stride() for x in rs])
except Exception as ex:
    print('torch.outer(v, v[:2])', type(ex).__name__, ex)
try:
    r = torch.outer(a[0], v.float())
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.outer(a[0], v.float())', [x.tolist() for x in rs], [x.dtype for x in rs], [x.stride() for x in rs])
except Exception as ex:
    print('torch.outer(a[0], v.float())', type(ex).__name__, ex)
try:
    r = v.outer(b)
    rs = r if isinstance(r, tuple) else (r,)
    print('v.outer(b)', [x.tolist() for x in rs], [x.dtype for x in rs], [x.stride() for x in rs])
except Exception as ex:
    print('v.outer(b)', type(ex).__name__, ex)
try:
    r = torch.ger(v, v)
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.ger(v, v)', [x.tolist() for x in rs], [x.dtype for x in rs], [x.stride() for x in rs])
except Exception as ex:
    print('torch.ger(v, v)', type(ex).__name__, ex)
try:
    r = torch.outer(a, v)
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.outer(a, v)', [x.tolist() for x in rs], [x.dtype for x in rs], [x.stride() for x in rs])
except Exception as ex:
    print('torch.outer(a, v)', type(ex).__name__, ex)
try:
    r = torch.dstack([a, a])
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.dstack([a, a])', [x.tolist() for x in rs], [x.dtype for x in rs], [x.stride() for x in rs])
except Exception as ex:
    print('torch.dstack([a, a])', type(ex).__name__, ex)
try:
    r = torch.dstack((v, v))
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.dstack((v, v))', [x.tolist() for x in rs], [x.dtype for x in rs], [x.stride() for x in rs])
except Exception as ex:
    print('torch.dstack((v, v))', type(ex).__name__, ex)
try:
    r = torch.dstack([a[0], a[1]])
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.dstack([a[0], a[1]])', [x.tolist() for x in rs], [x.dtype for x in rs], [x.stride() for x in rs])
except Exception as ex:
    print('torch.dstack([a[0], a[1]])', type(ex).__name__, ex)
try:
    r = torch.cartesian_prod(v[:2], v[2:4])
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.cartesian_prod(v[:2], v[2:4])', [x.tolist() for x in rs], [x.dtype for x in rs], [x.stride() for x in rs])
except Exception as ex:
    print('torch.cartesian_prod(v[:2], v[2:4])', type(ex).__name__, ex)
try:
    r = torch.cartesian_prod(v)
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.cartesian_prod(v)', [x.tolist() for x in rs], [x.dtype for x in rs], [x.stride() for x in rs])
except Exception as ex:
    print('torch.cartesian_prod(v)', type(ex).__name__, ex)
try:
    r = torch.cartesian_prod(v[:2], v[:2], v[:1])
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.cartesian_prod(v[:2], v[:2], v[:1])', [x.tolist() for x in rs], [x.dtype for x in rs], [x.stride() for x in rs])
except Exception as ex:
    print('torch.cartesian_prod(v[:2], v[:2], v[:1])', type(ex).__name__, ex)
try:
    r = a.take(torch.tensor([0, 5, -1]))
    rs = r if isinstance(r, tuple) else (r,)
    print('a.take(torch.tensor([0, 5, -1]))', [x.tolist() for x in rs], [x.dtype for x in rs], [x.stride() for x in rs])
except Exception as ex:
    print('a.take(torch.tensor([0, 5, -1]))', type(ex).__name__, ex)
try:
    r = torch.take(a.t(), torch.tensor([[1, 2], [3, 4]]))
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.take(a.t(), torch.tensor([[1, 2], [3, 4]]))', [x.tolist() for x in rs], [x.dtype for x in rs], [x.stride() for x in rs])
except Exception as ex:
    print('torch.take(a.t(), torch.tensor([[1, 2], [3, 4]]))', type(ex).__name__, ex)
try:
    r = a.take(torch.tensor([6]))
    rs = r if isinstance(r, tuple) else (r,)
    print('a.take(torch.tensor([6]))', [x.tolist() for x in rs], [x.dtype for x in rs], [x.stride() for x in rs])
except Exception as ex:
    print('a.take(torch.tensor([6]))', type(ex).__name__, ex)
try:
    r = a.take(torch.tensor([0.0]))
    rs = r if isinstance(r, tuple) else (r,)
    print('a.take(torch.tensor([0.0]))', [x.tolist() for x in rs], [x.dtype for x in rs], [x.stride() for x in rs])
except Exception as ex:
    print('a.take(torch.tensor([0.0]))', type(ex).__name__, ex)

#@@ case compose_on_views_prints
import torch
x = torch.arange(20.).reshape(4, 5).t()[1:, ::2]
print(x, x.stride())
d = torch.diff(x, dim=0)
print(d, d.stride(), torch.diff(x, n=2, dim=1, append=x[:, :1] * 10))
o = torch.outer(x[:, 0], torch.tensor([1, -1]))
print(o, o.dtype, o.stride())
print(torch.dstack([x, x * 2]).shape, torch.dstack([x, x * 2]).stride())
print(torch.cartesian_prod(torch.arange(3), torch.tensor([10, 20])))
print(x.take(torch.tensor([[0, -1], [2, 3]])))
