# sorting, stacking, closeness and splitting functions (src/lang/torch/tensor_topk.c, tensor_isclose.c,
# ndarray_isclose.c and their neighbours):
# topk / kthvalue / msort, repeat_interleave, torch.hstack / vstack, torch and numpy
# isclose / allclose, np.hsplit / vsplit / dsplit, np.nditer / ndenumerate, np.take,
# np.broadcast_shapes, clip with one bound.
#@@ case topk_values_indices
import torch
x = torch.tensor([1., 5., 3., 4., 2.])
v, i = torch.topk(x, 3)
print(v, i)
print(x.topk(2, largest=False))
#@@ case topk_2d_strides
import torch
x = torch.arange(12.).reshape(3, 4)
v, i = x.topk(2, dim=1)
print(v)
print(i)
print(v.stride(), i.stride(), v.is_contiguous())
#@@ case topk_transposed_dim0
import torch
x = torch.tensor([[3., float('nan'), 1.], [0., -2., 5.]])
print(x.topk(2))
print(x.topk(1, dim=0, largest=False))
print(x.t().topk(2, dim=0))
#@@ case topk_scalar_and_empty
import torch
print(torch.tensor(5).topk(0))
print(torch.zeros(0).topk(0))
print(torch.arange(10).reshape(2, 5).topk(1, sorted=False))
#@@ case topk_errors
import torch
for f in [lambda: torch.tensor([1, 2, 3]).topk(4), lambda: torch.tensor([1, 2]).topk(-1),
          lambda: torch.tensor([True]).topk(1), lambda: torch.tensor([1., 2.], dtype=torch.half).topk(1),
          lambda: torch.tensor([1, 2]).topk(1, dim=3)]:
    try:
        f()
    except (RuntimeError, IndexError) as e:
        print(type(e).__name__, e)
#@@ case topk_3d_middle_dim
import torch
r = torch.arange(24).reshape(2, 3, 4).topk(2, 1)
print(r.values, r.indices.stride())
#@@ case kthvalue_forms
import torch
x = torch.tensor([[3., float('nan'), 1.], [0., -2., 5.]])
print(torch.kthvalue(torch.tensor([5., 1., 4., 2.]), 2))
print(x.kthvalue(2, dim=1, keepdim=True))
print(x.kthvalue(1, 0))
v, i = torch.arange(24.).reshape(2, 3, 4).kthvalue(2, 1)
print(v, i, v.stride())
#@@ case kthvalue_errors
import torch
for f in [lambda: torch.tensor([1., 2.]).kthvalue(3), lambda: torch.tensor([1., 2.]).kthvalue(0),
          lambda: torch.tensor([True]).kthvalue(1), lambda: torch.zeros(0).kthvalue(1)]:
    try:
        f()
    except (RuntimeError, IndexError) as e:
        print(type(e).__name__, e)
print(torch.tensor(3.).kthvalue(1))
#@@ case msort_columns
import torch
x = torch.tensor([[3, 1], [1, 2], [2, 0]])
print(torch.msort(x), x.msort().stride())
print(torch.msort(torch.tensor([[2., 1.], [1., 0.]]).t()))
#@@ case repeat_interleave_forms
import torch
x = torch.tensor([1, 2, 3])
print(x.repeat_interleave(2), torch.repeat_interleave(x, 3))
y = torch.tensor([[1, 2], [3, 4]])
print(torch.repeat_interleave(y, 2, dim=0))
print(y.repeat_interleave(torch.tensor([1, 2]), dim=1))
print(y.repeat_interleave(2, dim=-1), y.repeat_interleave(torch.tensor([2]), dim=0).stride())
print(y.repeat_interleave(torch.tensor(3)))
print(torch.repeat_interleave(torch.tensor([1, 0, 2])), torch.tensor(7).repeat_interleave(3))
print(torch.tensor([1., 2.]).repeat_interleave(0))
#@@ case repeat_interleave_errors
import torch
for f in [lambda: torch.tensor([1, 2]).repeat_interleave(-1),
          lambda: torch.tensor([1, 2]).repeat_interleave(torch.tensor([1, 2, 3])),
          lambda: torch.tensor([1, 1, 2]).repeat_interleave(torch.tensor([[1]]))]:
    try:
        f()
    except RuntimeError as e:
        print(e)
#@@ case torch_hstack_vstack
import torch
print(torch.hstack([torch.tensor([1]), torch.tensor([2, 3])]))
print(torch.vstack([torch.tensor([1, 2]), torch.tensor([3, 4])]))
print(torch.hstack([torch.zeros(2, 1), torch.ones(2, 2)]))
print(torch.hstack([torch.tensor(1), torch.tensor(2)]), torch.vstack([torch.tensor(1), torch.tensor(2)]))
print(torch.vstack((torch.arange(3), torch.arange(6).reshape(2, 3))).stride())
#@@ case torch_hstack_empty
import torch
torch.hstack([])
#@@ case torch_isclose
import torch
x = torch.tensor([1.0, 2.0, float('nan')])
print(torch.isclose(x, torch.tensor([1.0, 2.0001, float('nan')])))
print(torch.isclose(x, x, equal_nan=True))
print(torch.isclose(torch.tensor([[1., 2.]]), torch.tensor([[1.], [2.]])))
print(torch.arange(6).reshape(2, 3).t().isclose(torch.arange(6).reshape(2, 3).t()).stride())
#@@ case torch_isclose_dtype_err
import torch
torch.tensor([1, 2.]).isclose(torch.tensor([1, 2]))
#@@ case np_isclose_basic
import numpy as np
a = np.array([1.0, 2.0, np.nan])
print(np.isclose(a, [1.0, 2.1, np.nan]))
print(np.isclose(a, a, equal_nan=True))
print(np.isclose(np.arange(3), [0, 1, 3]))
print(np.isclose(np.array([1e-8, 1.0], dtype=np.float32), np.array([0., 1.00001], dtype=np.float32)))
#@@ case np_isclose_scalars_layout
import numpy as np
print(np.isclose([1, 2], 2), np.isclose(np.inf, np.inf), np.isclose(np.nan, np.nan, equal_nan=True))
print(np.isclose([np.inf, 1.], [np.inf, 1.]).base is None, np.isclose([1., 2.], 1.).base is None)
print(np.isclose(np.arange(6).reshape(2, 3).T, 0.).strides, type(np.isclose(1., 1.)))
print(np.isclose([1e10, 1e-7], [1.00001e10, 1e-8]), np.isclose([1e-8, 1e-7], [0.0, 0.0]))
#@@ case np_allclose
import numpy as np
a = np.arange(6).reshape(2, 3)
print(np.allclose(a.T.T, a), np.allclose(a, a + 1e-9), np.allclose(np.ones((2, 3)), 1.0))
print(np.allclose(np.zeros(3), [0, 0, 1e-9], atol=0), np.allclose([[1, 2]], [[1], [2]]))
print(np.allclose([1e-9], [0], rtol=0, atol=1e-8), type(np.allclose(1, 1)))
#@@ case np_allclose_shape_err
import numpy as np
np.allclose(np.zeros(3), np.zeros(4))
#@@ case np_hsplit_vsplit_dsplit
import numpy as np
a = np.arange(24).reshape(2, 3, 4)
print(np.hsplit(a, 3)[1].strides, np.vsplit(a, 2)[0].shape, np.dsplit(a, [1])[1].shape)
print(np.hsplit(np.arange(6), 2))
l, r = np.hsplit(np.arange(12).reshape(3, 4), 2)
print(l, r.strides, r.base is None)
try:
    np.vsplit(np.arange(4), 2)
except ValueError as e:
    print(e)
#@@ case np_nditer_orders
import numpy as np
a = np.arange(6).reshape(2, 3)
for x in np.nditer(a.T):
    print(x, end=' ')
print()
print(list(np.nditer(a[:, ::-1])), list(np.nditer(a.T, order='C')), list(np.nditer(a, order='F')))
b = np.arange(24).reshape(2, 3, 4)
print([int(x) for x in np.nditer(b.transpose(2, 0, 1))])
print([int(x) for x in np.nditer(b[:, ::-1, ::2])])
print([int(x) for x in np.nditer(np.broadcast_to(np.arange(3), (2, 3)))])
print([int(x) for x in np.nditer(b.transpose(1, 2, 0), order='A')])
print([int(x) for x in np.nditer(np.asfortranarray(b[0]), order='A')])
print([int(x) for x in np.nditer(np.array(5))])
#@@ case np_nditer_readonly
import numpy as np
a = np.arange(4)
for x in np.nditer(a[:2]):
    print(x, x.shape, x.flags.writeable)
for x in np.nditer(a):
    x[...] = 1
#@@ case np_ndenumerate
import numpy as np
for i, v in np.ndenumerate(np.arange(4.).reshape(2, 2).T):
    print(i, v, type(v))
print(list(np.ndenumerate(np.array(3))))
#@@ case np_take
import numpy as np
a = np.arange(24).reshape(2, 3, 4)
print(np.take(a, [0, 5, -1]), np.take(a, 7), np.take(a, [[1], [2]], axis=1).shape, a[0].take([2, 0], axis=-1))
print(np.take([4, 5, 6], [0, 2]), a.take(3).dtype, np.take(a, 1, axis=0).flags.owndata)
print(np.arange(10, 20).take([[0, 1], [2, 3]]))
try:
    np.take(a, 99)
except IndexError as e:
    print(e)
#@@ case np_take_axis_err
import numpy as np
np.take(np.zeros((2, 2)), [0], axis=3)
#@@ case np_broadcast_shapes
import numpy as np
print(np.broadcast_shapes(), np.broadcast_shapes(3), np.broadcast_shapes((1, 4), (5, 1), (4,)), np.broadcast_shapes([2, 3], ()))
print(np.broadcast_shapes((2, 1), (3,)))
for s in [((2, 3), (3, 2)), ((5, 1), (1, 4), (3, 4)), ((3,), (1, 4)), ((2, 1), (3,), 4)]:
    try:
        np.broadcast_shapes(*s)
    except ValueError as e:
        print(e)
#@@ case np_clip_one_bound
import numpy as np
b = np.arange(6)
print(b.clip(2), b.clip(None, 3), b.clip(max=4), np.clip(b, None, 2), b.clip(min=1.5))
try:
    b.clip()
except ValueError as e:
    print(e)
#@@ case np_clip_none_none
import numpy as np
np.clip(np.arange(3), None, None)
#@@ case torch_clamp_clip
import torch
x = torch.arange(6)
print(x.clamp(1, 4), torch.clamp(torch.arange(6.), min=2.5), x.clamp(max=2), x.clip(1.5, 3))
y = torch.tensor([[float('nan'), -1.], [2., 7.]]).t()
print(y.clamp(0, 5), y.clamp(0, 5).stride(), y.clamp(min=3, max=1))
z = torch.arange(12).reshape(3, 4)[:, ::2]
print(z.clamp(2.5).stride(), z.clamp(2.5).dtype, z.clamp(3).stride())
print(torch.tensor([1, 2, 3]).expand(2, 3).clamp(2).stride())
print(torch.tensor([1, 2, 3], dtype=torch.int32).clamp(2).dtype, torch.tensor([0.1, 0.7], dtype=torch.float64).clamp(0.3, 0.5))
print(torch.clip(torch.tensor([1., 5.]), 2, 3), torch.clamp(torch.tensor([1., 5.]), max=2))
try:
    x.clamp()
except RuntimeError as e:
    print(e)
#@@ case torch_clamp_no_bounds
import torch
torch.clamp(torch.zeros(2))
#@@ case np_take_empty_axis
import numpy as np
np.take(np.zeros(0), 0)
#@@ case np_broadcast_shapes_too_many_dims
import numpy as np
np.broadcast_shapes(tuple([1] * 40))
