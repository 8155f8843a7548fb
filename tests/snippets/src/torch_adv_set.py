#@@ case set_rows_scalar
import torch
x = torch.arange(12).reshape(3, 4)
x[[0, 2]] = 7
print(x)
#@@ case set_columns_scalar
import torch
x = torch.zeros(3, 4)
x[:, [1, 3]] = 2.5
print(x)
#@@ case set_mask_zero
import torch
x = torch.arange(6.).reshape(2, 3)
x[x > 2] = 0
print(x)
#@@ case set_mask_tensor
import torch
x = torch.arange(6).reshape(2, 3)
m = torch.tensor([[True, False, True], [False, True, False]])
x[m] = torch.tensor([10, 20, 30])
print(x)
#@@ case set_from_tensor_rows
import torch
x = torch.zeros(3, 4, dtype=torch.int64)
x[[2, 0]] = torch.arange(8).reshape(2, 4)
print(x)
#@@ case set_broadcast_value
import torch
x = torch.zeros(3, 4, dtype=torch.int64)
x[[0, 1]] = torch.tensor([1, 2, 3, 4])
print(x)
x[:, [0, 3]] = torch.tensor([[5], [6], [7]])
print(x)
#@@ case set_pairs
import torch
x = torch.zeros(3, 3)
x[[0, 1, 2], [2, 1, 0]] = torch.tensor([1., 2., 3.])
print(x)
#@@ case set_seen_through_views
import torch
base = torch.arange(12).reshape(3, 4)
v = base.t()
row = base[1]
base[[1], [2]] = 99
print(v)
print(row, v[2, 1].item())
#@@ case set_through_a_view
import torch
base = torch.zeros(4, 4, dtype=torch.int64)
v = base[1:3, ::2]
v[[1, 0], [0, 1]] = torch.tensor([5, 6])
print(base)
print(v)
#@@ case set_transposed_target
import torch
x = torch.arange(12).reshape(3, 4)
t = x.t()
t[[0, 3]] = -1
print(x)
#@@ case set_repeated_last_wins
import torch
x = torch.zeros(5, dtype=torch.int64)
x[[1, 1, 1]] = torch.tensor([1, 2, 3])
print(x)
x[[0, 4, 0]] = torch.tensor([7, 8, 9])
print(x)
#@@ case set_python_float_into_int
import torch
x = torch.arange(5)
x[[0, 1]] = 2.9
print(x)
x[[2]] = -1.7
print(x)
x[[3]] = True
print(x)
#@@ case set_dtype_mismatch_error
import torch
x = torch.arange(6)
try:
    x[[0, 1]] = torch.tensor([1., 2.])
except RuntimeError as e:
    print(e)
print(x)
#@@ case set_shape_mismatch_error
import torch
x = torch.arange(6).reshape(2, 3)
try:
    x[[0, 1]] = torch.tensor([1, 2])
except RuntimeError as e:
    print(e)
try:
    x[:, [0, 2]] = torch.arange(6).reshape(3, 2)
except RuntimeError as e:
    print(e)
#@@ case set_list_value_type_error
import torch
x = torch.arange(6)
for val in ([1, 2], (1,), None, "a"):
    try:
        x[[0, 1]] = val
    except TypeError as e:
        print(e)
f = torch.zeros(2)
try:
    f[[0]] = [1.0]
except TypeError as e:
    print(e)
#@@ case set_out_of_bounds_partial
import torch
x = torch.zeros(4, dtype=torch.int64)
try:
    x[[0, 1, 7, 2]] = torch.tensor([1, 2, 3, 4])
except IndexError as e:
    print(e)
print(x)
#@@ case set_out_of_bounds_uncaught
import torch
x = torch.arange(6).reshape(2, 3)
x[[0, 2]] = 1
#@@ case set_mask_shape_error
import torch
x = torch.arange(6).reshape(2, 3)
try:
    x[torch.tensor([True, False, True])] = 0
except IndexError as e:
    print(e)
try:
    x[torch.tensor([True, False, True])] = torch.tensor([1, 2])
except IndexError as e:
    print(e)
#@@ case set_mask_fill_converts_tensor_value
import torch
x = torch.arange(6)
x[x > 3] = torch.tensor(9.7)
print(x)
x[x < 2] = torch.tensor([5])
print(x)
#@@ case set_mask_expanded_target_warns_only
import torch
x = torch.arange(3).expand(2, 3)
x[torch.tensor([[True, False, True], [False, False, False]])] = 5
print(x)
#@@ case set_index_put_expanded_target
import torch
x = torch.arange(3).expand(2, 3)
x[[0], [1]] = 7
print(x)
#@@ case set_self_as_index_error
import torch
x = torch.arange(6).reshape(2, 3) % 2
try:
    x[x] = 1
except RuntimeError as e:
    print(e)
#@@ case set_value_overlaps_target_error
import torch
x = torch.arange(6)
try:
    x[[0, 1, 2, 3, 4, 5]] = x
except RuntimeError as e:
    print(e)
try:
    x[[0, 1]] = x[2:4]
except RuntimeError as e:
    print(e)
y = torch.arange(6)
y[[0, 1]] = y[2:4].clone()
print(y)
#@@ case set_mask_of_self
import torch
m = torch.tensor([True, False, True])
m[m] = False
print(m)
#@@ case set_bool_list_mask
import torch
x = torch.arange(4)
x[[True, False, True, False]] = -5
print(x)
#@@ case set_nonadjacent
import torch
x = torch.zeros(2, 3, 4, dtype=torch.int64)
x[[0, 1], :, [1, 2]] = torch.tensor([1, 2, 3])
print(x)
#@@ case set_2d_index_tensor
import torch
x = torch.zeros(6, dtype=torch.int64)
x[torch.tensor([[0, 5], [2, 3]])] = torch.tensor([[1, 2], [3, 4]])
print(x)
#@@ case set_value_leading_ones_dropped
import torch
x = torch.zeros(3, 2, dtype=torch.int64)
x[[0, 2]] = torch.tensor([[[1, 2]]])
print(x)
#@@ case set_empty_index
import torch
x = torch.arange(4)
x[[]] = 5
print(x)
x[x > 10] = 0
print(x)
#@@ case set_negative_index
import torch
x = torch.arange(5)
x[[-1, -2]] = torch.tensor([50, 40])
print(x)
#@@ case set_float16
import torch
x = torch.zeros(4, dtype=torch.float16)
x[[1, 3]] = 1.5
print(x)
x[x > 1] = torch.tensor([2.25, 3.5], dtype=torch.float16)
print(x)
#@@ case set_range_index
import torch
x = torch.zeros(6, dtype=torch.int64)
x[range(0, 6, 2)] = 1
print(x)
#@@ case set_then_values_in_clone
import torch
x = torch.arange(8)
c = x.clone()
x[[0, 7]] = 0
print(x, c)
#@@ case set_bool_scalar_with_list
import torch
x = torch.zeros(2, 3, dtype=torch.int64)
x[True, [0, 1]] = 4
print(x)
#@@ case set_int_and_list
import torch
x = torch.zeros(3, 4, dtype=torch.int64)
x[1, [0, 3]] = torch.tensor([8, 9])
print(x)
x[[2], 1] = 3
print(x)
#@@ case set_augmented
import torch
x = torch.arange(5)
x[[0, 2]] += 10
print(x)
x[[1, 1]] += 1
print(x)
x[x > 10] *= 2
print(x)
#@@ case set_uint8_mask_deprecated
import torch
x = torch.arange(4)
x[torch.tensor([0, 1, 1, 0], dtype=torch.uint8)] = 0
print(x)
#@@ case set_float_into_bool
import torch
b = torch.zeros(3, dtype=torch.bool)
b[[0, 2]] = 1
print(b)
b[[1]] = 0.5
print(b)
#@@ case set_basic_value_leading_ones_dropped
import torch
x = torch.arange(4).reshape(2, 2)
x[0, 1] = torch.tensor([9])
print(x)
x[1] = torch.tensor([[7, 8]])
print(x)
#@@ case set_large_repeated_single_value
import torch
y = torch.arange(5000)
y[[1, 1]] = torch.tensor([5, 6])
print(y[:3])
y[y % 1000 == 0] = -1
print(y[:3], y[1000], (y == -1).sum())
#@@ case set_bool_index_writes_through
import torch
x = torch.arange(3)
x[True] = 5
print(x)
x[False] = 7
print(x)
y = torch.arange(6).reshape(2, 3)
y[0, True] = 9
print(y)
y[True, 1, 2] = torch.tensor([4])
print(y)
y[1, False] = 3
print(y)
z = torch.arange(3).expand(4, 3)
z[True] = 2.5
print(z)
#@@ case set_basic_value_type_and_expand_errors
import torch
x = torch.arange(6).reshape(2, 3)
try:
    x[5] = [1, 2]
except TypeError as e:
    print(e)
try:
    x[0, None] = torch.zeros(4)
except RuntimeError as e:
    print(e)
e = torch.arange(3).expand(4, 3)
try:
    e[...] = torch.tensor([1, 2])
except RuntimeError as ex:
    print(ex)
e[...] = torch.tensor(8)
print(e)
#@@ case set_self_as_index_empty
import torch
x = torch.zeros(2, 0, 3)
try:
    x[x] = 1
except RuntimeError as e:
    print(e)
#@@ case set_mask_fill_checked_convert
import torch
for dt in (torch.bool, torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64, torch.float16, torch.bfloat16, torch.float32, torch.float64):
    for v in (torch.tensor([1.5]), torch.tensor([300.]), torch.tensor([-1.]), torch.tensor([2]), torch.tensor([256]), torch.tensor([-129]), torch.tensor([-255]), torch.tensor([-256]), torch.tensor([1e6]), torch.tensor([float('inf')]), torch.tensor([float('nan')]), torch.tensor([True]), torch.tensor([70000], dtype=torch.int32), torch.tensor(1e10, dtype=torch.float64), torch.tensor([2**40]), torch.tensor([1e300], dtype=torch.float64), torch.tensor(1.5, dtype=torch.float16)):
        x = torch.zeros(3, dtype=dt)
        try:
            x[torch.tensor([True, False, True])] = v
            print(dt, x.tolist())
        except RuntimeError as e:
            print(dt, e)
#@@ case set_python_number_overflow_checks
import torch
for dt in (torch.uint8, torch.int8, torch.int16, torch.int32, torch.bool, torch.int64, torch.float16, torch.bfloat16, torch.float32):
    for v in (300, -1, -300, 1.5, 300.5, float('nan'), float('inf'), True, 2**63-1, 70000.0, -2**31, 1e39):
        x = torch.zeros(3, dtype=dt)
        try:
            x[[0]] = v
            a = x.tolist()
        except RuntimeError as e:
            a = str(e)
        y = torch.zeros(3, dtype=dt)
        try:
            y[0] = v
            b = y.tolist()
        except RuntimeError as e:
            b = str(e)
        print(dt, v, a, b)
