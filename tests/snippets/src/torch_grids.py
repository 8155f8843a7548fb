#@@ case meshgrid_and_atleast_views
import torch
a = torch.arange(3)
b = torch.arange(10, 14)
c = torch.tensor([7, 8])
s = torch.tensor(5)
m = torch.arange(6).reshape(2, 3)
try:
    r = torch.meshgrid(a, b, indexing='ij')
    rs = r if isinstance(r, tuple) else (r,)
    print("torch.meshgrid(a, b, indexing='ij')", [x.tolist() for x in rs], [x.shape for x in rs], [x.stride() for x in rs], [x.storage_offset() for x in rs], [x.data_ptr() == a.data_ptr() for x in rs])
except Exception as e:
    print("torch.meshgrid(a, b, indexing='ij')", type(e).__name__, e)
try:
    r = torch.meshgrid(a, b, indexing='xy')
    rs = r if isinstance(r, tuple) else (r,)
    print("torch.meshgrid(a, b, indexing='xy')", [x.tolist() for x in rs], [x.shape for x in rs], [x.stride() for x in rs], [x.storage_offset() for x in rs], [x.data_ptr() == a.data_ptr() for x in rs])
except Exception as e:
    print("torch.meshgrid(a, b, indexing='xy')", type(e).__name__, e)
try:
    r = torch.meshgrid([a, b, c])
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.meshgrid([a, b, c])', [x.tolist() for x in rs], [x.shape for x in rs], [x.stride() for x in rs], [x.storage_offset() for x in rs], [x.data_ptr() == a.data_ptr() for x in rs])
except Exception as e:
    print('torch.meshgrid([a, b, c])', type(e).__name__, e)
try:
    r = torch.meshgrid(a, b)
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.meshgrid(a, b)', [x.tolist() for x in rs], [x.shape for x in rs], [x.stride() for x in rs], [x.storage_offset() for x in rs], [x.data_ptr() == a.data_ptr() for x in rs])
except Exception as e:
    print('torch.meshgrid(a, b)', type(e).__name__, e)
try:
    r = torch.meshgrid(a[::2], b.flip(0), indexing='xy')
    rs = r if isinstance(r, tuple) else (r,)
    print("torch.meshgrid(a[::2], b.flip(0), indexing='xy')", [x.tolist() for x in rs], [x.shape for x in rs], [x.stride() for x in rs], [x.storage_offset() for x in rs], [x.data_ptr() == a.data_ptr() for x in rs])
except Exception as e:
    print("torch.meshgrid(a[::2], b.flip(0), indexing='xy')", type(e).__name__, e)
try:
    r = torch.meshgrid(s, b)
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.meshgrid(s, b)', [x.tolist() for x in rs], [x.shape for x in rs], [x.stride() for x in rs], [x.storage_offset() for x in rs], [x.data_ptr() == a.data_ptr() for x in rs])
except Exception as e:
    print('torch.meshgrid(s, b)', type(e).__name__, e)
try:
    r = torch.meshgrid(a)
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.meshgrid(a)', [x.tolist() for x in rs], [x.shape for x in rs], [x.stride() for x in rs], [x.storage_offset() for x in rs], [x.data_ptr() == a.data_ptr() for x in rs])
except Exception as e:
    print('torch.meshgrid(a)', type(e).__name__, e)
try:
    r = torch.meshgrid(a, b.double())
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.meshgrid(a, b.double())', [x.tolist() for x in rs], [x.shape for x in rs], [x.stride() for x in rs], [x.storage_offset() for x in rs], [x.data_ptr() == a.data_ptr() for x in rs])
except Exception as e:
    print('torch.meshgrid(a, b.double())', type(e).__name__, e)
try:
    r = torch.meshgrid(a, b, indexing='yx')
    rs = r if isinstance(r, tuple) else (r,)
    print("torch.meshgrid(a, b, indexing='yx')", [x.tolist() for x in rs], [x.shape for x in rs], [x.stride() for x in rs], [x.storage_offset() for x in rs], [x.data_ptr() == a.data_ptr() for x in rs])
except Exception as e:
    print("torch.meshgrid(a, b, indexing='yx')", type(e).__name__, e)
try:
    r = torch.meshgrid(a, torch.zeros(0))
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.meshgrid(a, torch.zeros(0))', [x.tolist() for x in rs], [x.shape for x in rs], [x.stride() for x in rs], [x.storage_offset() for x in rs], [x.data_ptr() == a.data_ptr() for x in rs])
except Exception as e:
    print('torch.meshgrid(a, torch.zeros(0))', type(e).__name__, e)
try:
    r = torch.atleast_1d(s)
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.atleast_1d(s)', [x.tolist() for x in rs], [x.shape for x in rs], [x.stride() for x in rs], [x.storage_offset() for x in rs], [x.data_ptr() == a.data_ptr() for x in rs])
except Exception as e:
    print('torch.atleast_1d(s)', type(e).__name__, e)
try:
    r = torch.atleast_2d(s)
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.atleast_2d(s)', [x.tolist() for x in rs], [x.shape for x in rs], [x.stride() for x in rs], [x.storage_offset() for x in rs], [x.data_ptr() == a.data_ptr() for x in rs])
except Exception as e:
    print('torch.atleast_2d(s)', type(e).__name__, e)
try:
    r = torch.atleast_3d(s)
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.atleast_3d(s)', [x.tolist() for x in rs], [x.shape for x in rs], [x.stride() for x in rs], [x.storage_offset() for x in rs], [x.data_ptr() == a.data_ptr() for x in rs])
except Exception as e:
    print('torch.atleast_3d(s)', type(e).__name__, e)
try:
    r = torch.atleast_2d(a)
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.atleast_2d(a)', [x.tolist() for x in rs], [x.shape for x in rs], [x.stride() for x in rs], [x.storage_offset() for x in rs], [x.data_ptr() == a.data_ptr() for x in rs])
except Exception as e:
    print('torch.atleast_2d(a)', type(e).__name__, e)
try:
    r = torch.atleast_3d(a)
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.atleast_3d(a)', [x.tolist() for x in rs], [x.shape for x in rs], [x.stride() for x in rs], [x.storage_offset() for x in rs], [x.data_ptr() == a.data_ptr() for x in rs])
except Exception as e:
    print('torch.atleast_3d(a)', type(e).__name__, e)
try:
    r = torch.atleast_3d(m)
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.atleast_3d(m)', [x.tolist() for x in rs], [x.shape for x in rs], [x.stride() for x in rs], [x.storage_offset() for x in rs], [x.data_ptr() == a.data_ptr() for x in rs])
except Exception as e:
    print('torch.atleast_3d(m)', type(e).__name__, e)
try:
    r = torch.atleast_2d(m)
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.atleast_2d(m)', [x.tolist() for x in rs], [x.shape for x in rs], [x.stride() for x in rs], [x.storage_offset() for x in rs], [x.data_ptr() == a.data_ptr() for x in rs])
except Exception as e:
    print('torch.atleast_2d(m)', type(e).__name__, e)
try:
    r = torch.atleast_1d(a, s)
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.atleast_1d(a, s)', [x.tolist() for x in rs], [x.shape for x in rs], [x.stride() for x in rs], [x.storage_offset() for x in rs], [x.data_ptr() == a.data_ptr() for x in rs])
except Exception as e:
    print('torch.atleast_1d(a, s)', type(e).__name__, e)
try:
    r = torch.atleast_2d([a, s, m])
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.atleast_2d([a, s, m])', [x.tolist() for x in rs], [x.shape for x in rs], [x.stride() for x in rs], [x.storage_offset() for x in rs], [x.data_ptr() == a.data_ptr() for x in rs])
except Exception as e:
    print('torch.atleast_2d([a, s, m])', type(e).__name__, e)
try:
    r = torch.atleast_3d(m.t()[::2])
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.atleast_3d(m.t()[::2])', [x.tolist() for x in rs], [x.shape for x in rs], [x.stride() for x in rs], [x.storage_offset() for x in rs], [x.data_ptr() == a.data_ptr() for x in rs])
except Exception as e:
    print('torch.atleast_3d(m.t()[::2])', type(e).__name__, e)
try:
    r = torch.atleast_2d(a[1:])
    rs = r if isinstance(r, tuple) else (r,)
    print('torch.atleast_2d(a[1:])', [x.tolist() for x in rs], [x.shape for x in rs], [x.stride() for x in rs], [x.storage_offset() for x in rs], [x.data_ptr() == a.data_ptr() for x in rs])
except Exception as e:
    print('torch.atleast_2d(a[1:])', type(e).__name__, e)

#@@ case meshgrid_empty_list
import torch
torch.meshgrid([])
