#@@ case cat_dim0_dim1
import torch
x = torch.arange(6).reshape(2, 3)
y = torch.arange(6, 12).reshape(2, 3)
a = torch.cat([x, y])
b = torch.cat((x, y), dim=1)
print(a, a.stride(), b, b.stride())
#@@ case cat_negative_dim
import torch
x = torch.arange(4).reshape(2, 2)
print(torch.cat([x, x, x], -1))
#@@ case cat_promotes
import torch
x = torch.arange(3)
f = torch.tensor([0.5])
print(torch.cat([x, f]), torch.cat([torch.tensor([True]), x]).dtype)
#@@ case cat_of_views
import torch
x = torch.arange(12).reshape(3, 4)
c = torch.cat([x[:, :2].t(), x[:, 2:].t()])
print(c, c.stride(), c._base is None)
#@@ case cat_legacy_empty
import torch
x = torch.arange(6).reshape(2, 3)
print(torch.cat([x, torch.tensor([])]).shape, torch.cat([torch.zeros(0), x]).dtype)
#@@ case cat_errors
import torch
x = torch.arange(6).reshape(2, 3)
for f in (lambda: torch.cat([]), lambda: torch.cat([x, x.t()]), lambda: torch.cat([x, torch.arange(3)]),
          lambda: torch.cat([x, x], 2), lambda: torch.cat([torch.tensor(1), torch.tensor(2)]),
          lambda: torch.cat([x, x.t()], dim=1)):
    try:
        f()
    except (RuntimeError, IndexError) as e:
        print(type(e).__name__, e)
#@@ case concat_alias
import torch
x = torch.arange(3)
print(torch.concat([x, x]))
#@@ case cat_with_zero_size_dim
import torch
x = torch.zeros(2, 0)
y = torch.ones(2, 3)
print(torch.cat([x, y], 1))
print(torch.cat([torch.zeros(0, 3), y]).shape)
#@@ case stack_dims
import torch
x = torch.arange(6).reshape(2, 3)
y = x * 10
for d in (0, 1, 2, -1):
    s = torch.stack([x, y], d)
    print(d, s.shape, s.stride())
print(torch.stack([x, y], 1))
#@@ case stack_1d
import torch
a = torch.tensor([1, 2, 3])
b = torch.tensor([4, 5, 6])
print(torch.stack((a, b)), torch.stack([a, b], dim=1))
#@@ case stack_errors
import torch
x = torch.arange(6).reshape(2, 3)
for f in (lambda: torch.stack([x, torch.arange(3)]), lambda: torch.stack([x, x], 3), lambda: torch.stack([])):
    try:
        f()
    except (RuntimeError, IndexError) as e:
        print(type(e).__name__, e)
#@@ case stack_scalars
import torch
print(torch.stack([torch.tensor(1), torch.tensor(2)]))
#@@ case flatten_function
import torch
x = torch.arange(24).reshape(2, 3, 4)
print(torch.flatten(x).shape, torch.flatten(x, 1).shape, torch.flatten(x, 0, 1).stride())
f = torch.flatten(x.transpose(0, 1))
print(f._base is None, f[:5])
#@@ case clone_values
import torch
x = torch.arange(6).reshape(2, 3).t()
c = x.clone()
x[0, 0] = 99
print(c, c.stride(), x)
#@@ case like_factories
import torch
x = torch.arange(6).reshape(2, 3).t()
print(torch.zeros_like(x), torch.ones_like(x).stride())
print(torch.full_like(x, 7), torch.full_like(x, 2.5, dtype=torch.float32))
print(torch.ones_like(x, dtype=torch.float64).dtype, torch.empty_like(x).shape)
#@@ case linspace_basic
import torch
print(torch.linspace(0, 1, 5))
print(torch.linspace(-1, 1, 4))
print(torch.linspace(0, 10, steps=11))
#@@ case linspace_values
import torch
print(torch.linspace(0, 1, 7).tolist())
print(torch.linspace(-3.3, 7.1, 9).tolist())
print(torch.linspace(0.1, 0.9, 10).tolist())
#@@ case linspace_double
import torch
print(torch.linspace(0, 1, 7, dtype=torch.float64).tolist())
#@@ case linspace_edge
import torch
print(torch.linspace(3, 5, 1), torch.linspace(3, 5, 0), torch.linspace(2, 2, 3))
try:
    torch.linspace(0, 1, -1)
except RuntimeError as e:
    print(e)
#@@ case eye_basic
import torch
print(torch.eye(3))
print(torch.eye(2, 4), torch.eye(3, 2, dtype=torch.int64))
print(torch.eye(0).shape, torch.eye(2).stride())
#@@ case eye_bool
import torch
print(torch.eye(2, dtype=torch.bool))
#@@ case where_basic
import torch
x = torch.arange(6).reshape(2, 3)
print(torch.where(x.gt(2), x, -x))
print(torch.where(x.gt(2), x, 0), torch.where(x.lt(2), 1.5, x))
#@@ case where_promotes
import torch
x = torch.arange(4)
f = torch.zeros(4)
w = torch.where(x.ge(2), x, f)
print(w, w.dtype)
print(torch.where(x.ge(2), x, 0.5).dtype)
#@@ case where_broadcast
import torch
c = torch.tensor([[True], [False]])
a = torch.arange(3)
print(torch.where(c, a, torch.tensor(9)))
print(torch.where(c, a, -1).shape)
#@@ case where_condition_error
import torch
x = torch.arange(3)
try:
    torch.where(x, x, x)
except RuntimeError as e:
    print(e)
#@@ case where_method
import torch
x = torch.arange(5)
print(x.where(x.gt(1), torch.zeros(5, dtype=torch.int64)))
#@@ case compare_methods
import torch
x = torch.arange(6).reshape(2, 3)
print(x.gt(2), x.ge(2), x.lt(2), x.le(2), x.eq(2), x.ne(2))
#@@ case compare_functions
import torch
x = torch.arange(4)
y = torch.tensor([3, 1, 2, 0])
print(torch.eq(x, y), torch.gt(x, y), torch.lt(x, 1.5), torch.ne(x, y))
print(torch.greater(x, y), torch.less_equal(x, y))
#@@ case compare_promotes
import torch
x = torch.tensor([16777217, 3])
print(x.eq(16777216.0), x.gt(2.5))
print(x.float().eq(16777216.0))
#@@ case compare_layout
import torch
x = torch.arange(6).reshape(2, 3).t()
c = x.gt(1)
print(c.stride(), c.dtype)
d = x.eq(torch.arange(2))
print(d.stride(), d)
#@@ case compare_nan
import torch
x = torch.tensor([1.0, float('nan')])
print(x.eq(x), x.ne(x), x.lt(2.0))
#@@ case mask_index
import torch
x = torch.arange(6).reshape(2, 3)
m = x.gt(2)
y = x[m]
print(y, y.shape, y._base is None)
#@@ case mask_index_rows
import torch
x = torch.arange(12).reshape(3, 4)
r = x[torch.tensor([True, False, True])]
print(r, r.stride())
#@@ case mask_index_errors
import torch
x = torch.arange(6).reshape(2, 3)
try:
    x[torch.tensor([True, False, True])]
except IndexError as e:
    print(e)
#@@ case mask_index_empty
import torch
x = torch.arange(6).reshape(2, 3)
print(x[x.gt(10)], x[x.gt(10)].shape)
#@@ case mask_setitem
import torch
x = torch.arange(6).reshape(2, 3)
x[x.gt(2)] = 0
print(x)
y = torch.arange(5.)
y[y.lt(2)] = -1.5
print(y)
#@@ case mask_setitem_tensor_values
import torch
x = torch.arange(5)
x[x.ge(3)] = torch.tensor([30, 40])
print(x)
x[x.eq(0)] = torch.tensor(7)
print(x)
#@@ case mask_setitem_dtype_error
import torch
x = torch.arange(5)
try:
    x[x.ge(3)] = torch.tensor([3.0, 4.0])
except RuntimeError as e:
    print(e)
#@@ case mask_view_write_through
import torch
x = torch.arange(8).reshape(2, 4)
v = x[:, 1:3]
v[v.gt(4)] = 100
print(x)
#@@ case random_refused_stays
import torch
print(torch.zeros(2).sum())
#@@ case tensor_from_tensor_copies
import torch
x = torch.arange(6).reshape(2, 3).t()
y = torch.tensor(x)
print(y.stride(), y._base is None, y.dtype)
z = torch.tensor(x, dtype=torch.float32)
print(z.stride(), z)
w = torch.tensor(x[::2])
print(w.stride(), w)
x[0, 0] = 50
print(y[0, 0].item())
#@@ case as_tensor_of_tensor
import torch
x = torch.arange(6).reshape(2, 3).t()
print(torch.as_tensor(x) is x, torch.as_tensor(x, dtype=torch.float64).stride())
#@@ case linspace_random_float32
import torch
print(torch.linspace(-25.6, -24.0, 38).tolist())
print(torch.linspace(68.1, 29.8, 9).tolist())
print(torch.linspace(-3.0, 97.25, 33).tolist())
print(torch.linspace(0, 1, 100).tolist())
#@@ case linspace_random_float64
import torch
print(torch.linspace(-50.1, -18.4, 26, dtype=torch.float64).tolist())
print(torch.linspace(24.58, 59.0387, 3, dtype=torch.float64).tolist())
print(torch.linspace(0, 1, 17, dtype=torch.float64).tolist())
#@@ case linspace_print
import torch
print(torch.linspace(0, 1, 11))
print(torch.linspace(-2, 2, 9))
#@@ case where_two_scalars
import torch
c = torch.tensor([True, False])
print(torch.where(c, 1, 0), torch.where(c, 1.5, 0))
#@@ case stack_cat_single
import torch
x = torch.arange(6).reshape(2, 3)
print(torch.stack([x]), torch.cat([x]))
#@@ case cat_channels_last
import torch
x = torch.arange(24).reshape(1, 2, 3, 4).contiguous(memory_format=torch.channels_last)
y = torch.cat([x, x])
print(y.stride(), y.is_contiguous(memory_format=torch.channels_last))
z = torch.cat([x, x], 1)
print(z.stride(), z[0, 2, 1].tolist())
#@@ case cat_mixed_dtypes_2d
import torch
print(torch.cat([torch.zeros(2, 2), torch.ones(2, 2, dtype=torch.float64)], 1))
#@@ case mask_assign_casts
import torch
x = torch.arange(6)
x[x.gt(2)] = 2.7
print(x)
y = torch.arange(6)
y[y.gt(2)] = True
print(y)
#@@ case zero_dim_ops
import torch
print(torch.tensor(5) ** 2, torch.tensor(2.0) ** 3, torch.tensor([True]) & torch.tensor(False))
print(torch.zeros(2, 3)[torch.zeros(2, 3, dtype=torch.bool)].shape)
#@@ case float_floordiv_mod_signs
import torch
x = torch.arange(-5, 5)
print(x.float() // 3, x.float() % 3, x.float() % -3, x.double() // -3)
y = torch.tensor([0.0, -0.0, 2.5])
print((y // -1).tolist(), (y % -1).tolist())
#@@ case int32_ops_keep_dtype
import torch
x = torch.tensor([1, 2, 3], dtype=torch.int32)
print(x // 2, (x // 2).dtype, x % 2.5, x / 2, (x * 1.5).dtype)
#@@ case operator_comparisons
import torch
x = torch.arange(6).reshape(2, 3)
print(x > 2, x <= 1, x == 3, x != 0)
print(2 < x, 3 >= x, x == x.t().reshape(2, 3))
#@@ case operator_mask_and_invert
import torch
x = torch.arange(8)
m = (x > 2) & (x < 6)
print(m, ~m, x[m], x[~m])
print((x % 2 == 0) | (x == 7))
x[x > 5] = -1
print(x)
#@@ case operator_comparisons_float_nan
import torch
x = torch.tensor([1.0, float('nan'), 3.0])
print(x == x, x != x, x > 2, x[x == x])
#@@ case operator_invert_errors
import torch
try:
    ~torch.tensor([1.5])
except TypeError as e:
    print(e)
try:
    -torch.tensor([True, False])
except RuntimeError as e:
    print(e)
print(~torch.tensor([5, -1], dtype=torch.int8), ~torch.tensor([True, False]))
#@@ case zero_dim_mask
import torch
t = torch.arange(3.)
z = t[0]
print(z[z > 1].tolist(), z[z < 1].tolist(), t[torch.tensor(True)].shape, t[torch.tensor(False)].shape)
z2 = t[1]
z2[z2 > 0] = 9
print(t)
#@@ case argmax_empty_indexerror
import torch
try:
    torch.zeros(0).argmax()
except IndexError as e:
    print("IndexError", e)
#@@ case where_with_operator_condition
import torch
x = torch.arange(-3, 3)
print(torch.where(x < 0, -x, x), torch.where(x > 0, x, 0.0))
print((x > 0).sum(), (x > 0).any(), (x > -5).all(), (x > 0).float().mean())
#@@ case where_uint8_condition
import torch
c = torch.tensor([1, 0, 2], dtype=torch.uint8)
print(torch.where(c, torch.tensor([1, 2, 3]), torch.tensor([4, 5, 6])))
print(torch.where(c.bool(), 1.5, torch.tensor([4, 5, 6])))

#@@ case factories_without_a_size
import torch
print(torch.zeros(size=(2, 3)).shape, torch.zeros(()).shape, torch.ones([]).shape)
for f in [torch.zeros, torch.ones, torch.empty]:
    for k in range(3):
        try:
            if k == 0:
                f(dtype=torch.int32)
            elif k == 1:
                f(requires_grad=False)
            else:
                f(memory_format=torch.contiguous_format)
        except TypeError as e:
            print(e)
torch.ones(device="cpu")
