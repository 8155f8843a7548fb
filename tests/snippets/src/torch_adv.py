#@@ case list_rows
import torch
x = torch.arange(12).reshape(3, 4)
y = x[[0, 2]]
print(y)
print(y.shape, y.stride(), y.storage_offset(), y.is_contiguous(), y._base is None)
#@@ case tensor_rows
import torch
x = torch.arange(12).reshape(3, 4)
y = x[torch.tensor([0, 2])]
print(y, y.stride())
#@@ case list_columns
import torch
x = torch.arange(12).reshape(3, 4)
y = x[:, [1, 3]]
print(y)
print(y.shape, y.stride(), y.is_contiguous())
#@@ case two_lists_pairs
import torch
x = torch.arange(12).reshape(3, 4)
y = x[[0, 1], [1, 2]]
print(y, y.shape, y.stride())
#@@ case mask_tensor
import torch
x = torch.arange(12).reshape(3, 4)
m = x % 3 == 0
print(m)
print(x[m], x[m].stride())
#@@ case mask_comparison
import torch
x = torch.arange(6.).reshape(2, 3)
print(x[x > 2])
print(x[x > 100], x[x > 100].shape)
#@@ case negative_indices
import torch
x = torch.arange(12).reshape(3, 4)
print(x[[-1, -3]])
print(x[:, [-1]])
print(x[[-1, 0], [-2, -4]])
#@@ case int64_index_tensor
import torch
x = torch.arange(10) * 10
i = torch.tensor([3, 3, 0, 9], dtype=torch.int64)
print(x[i], x[i].dtype)
#@@ case int32_index_refused_by_torch
import torch
x = torch.arange(10)
try:
    x[torch.tensor([1, 2], dtype=torch.int32)]
except IndexError as e:
    print("IndexError:", e)
#@@ case float_index_tensor_error
import torch
x = torch.arange(10)
for idx in (torch.tensor([1.0]), torch.tensor(1.0), torch.tensor([1], dtype=torch.int16)):
    try:
        x[idx]
    except IndexError as e:
        print(e)
#@@ case index_2d_tensor
import torch
x = torch.arange(10) * 2
i = torch.tensor([[0, 1], [2, 9]])
y = x[i]
print(y, y.shape, y.stride())
#@@ case index_2d_tensor_on_matrix
import torch
x = torch.arange(12).reshape(3, 4)
i = torch.tensor([[0, 1], [2, 0]])
y = x[i]
print(y.shape, y.stride(), y.is_contiguous())
print(y)
#@@ case transposed_source
import torch
x = torch.arange(12).reshape(3, 4)
y = x.t()[[0, 1]]
print(y, y.shape, y.stride(), y.is_contiguous())
z = x.t()[:, [0, 2]]
print(z, z.stride())
#@@ case permuted_source_keeps_order
import torch
x = torch.arange(24).reshape(2, 3, 4).permute(0, 2, 1)
y = x[[1, 0]]
print(y.shape, y.stride(), y.is_contiguous())
z = x[:, [0, 3]]
print(z.shape, z.stride(), z.is_contiguous())
w = x[:, :, [2]]
print(w.shape, w.stride(), w.is_contiguous())
print(w)
#@@ case permuted_source_mask
import torch
x = torch.arange(24).reshape(2, 3, 4).permute(0, 2, 1)
m = torch.tensor([True, False])
y = x[m]
print(y.shape, y.stride(), y.is_contiguous())
print(y)
#@@ case nonadjacent_indices_go_first
import torch
x = torch.arange(24).reshape(2, 3, 4)
y = x[[0, 1], :, [1, 2]]
print(y.shape, y.stride())
print(y)
#@@ case int_and_list_adjacent
import torch
x = torch.arange(24).reshape(2, 3, 4)
y = x[1, [0, 2]]
print(y.shape, y.stride(), y)
z = x[:, 1, [0, 3]]
print(z.shape, z.stride(), z)
#@@ case int_then_slice_then_list
import torch
x = torch.arange(24).reshape(2, 3, 4)
y = x[0, :, [1, 2]]
print(y.shape, y.stride(), y)
#@@ case slice_then_list
import torch
x = torch.arange(24).reshape(2, 3, 4)
y = x[:, 1:, [3, 0]]
print(y.shape, y.stride(), y.storage_offset())
print(y)
#@@ case ellipsis_and_list
import torch
x = torch.arange(24).reshape(2, 3, 4)
y = x[..., [0, 1]]
print(y.shape, y.stride())
z = x[[1], ...]
print(z.shape, z.stride())
#@@ case none_and_list
import torch
x = torch.arange(12).reshape(3, 4)
y = x[None, [0, 2]]
print(y.shape, y.stride())
z = x[[0, 2], None]
print(z.shape, z.stride())
w = x[:, None, [1]]
print(w.shape, w.stride(), w)
#@@ case broadcast_index_shapes
import torch
x = torch.arange(12).reshape(3, 4)
r = torch.tensor([[0], [2]])
c = torch.tensor([1, 3])
y = x[r, c]
print(y, y.shape, y.stride())
#@@ case broadcast_mismatch
import torch
x = torch.arange(12).reshape(3, 4)
try:
    x[[0, 1], [1, 2, 3]]
except IndexError as e:
    print(e)
try:
    x[torch.tensor([[0, 1]]), torch.tensor([[0], [1], [2]]).t()]
except IndexError as e:
    print(e)
#@@ case out_of_bounds
import torch
x = torch.arange(12).reshape(3, 4)
for f in (lambda: x[[5]], lambda: x[[0, -4]], lambda: x[:, [4]], lambda: x[[0, 1], [1, 9]], lambda: x[[7, 0], [1, 9]]):
    try:
        f()
    except IndexError as e:
        print(e)
#@@ case out_of_bounds_uncaught
import torch
x = torch.arange(4)
print(x[[1, 2]])
print(x[[5]])
#@@ case mask_shape_mismatch
import torch
x = torch.arange(12).reshape(3, 4)
for m in (torch.tensor([True, False]), torch.ones(3, 3, dtype=torch.bool), torch.ones(1, 4, dtype=torch.bool)):
    try:
        x[m]
    except IndexError as e:
        print(e)
#@@ case mask_partial_dims
import torch
x = torch.arange(24).reshape(2, 3, 4)
m = torch.tensor([[True, False, True], [False, True, False]])
y = x[m]
print(y.shape, y.stride())
print(y)
r = torch.tensor([False, True, True])
print(x[:, r].shape, x[:, r].stride())
#@@ case mask_after_int_dims_shift
import torch
x = torch.arange(24).reshape(2, 3, 4)
m = torch.ones(2, 3, dtype=torch.bool)
try:
    x[m, 0]
except IndexError as e:
    print(e)
print(x[m, ...].shape)
#@@ case list_of_bools_is_mask
import torch
x = torch.arange(12).reshape(3, 4)
print(x[[True, False, True]])
print(x[:, [False, True, True, False]])
try:
    x[[True, False]]
except IndexError as e:
    print(e)
#@@ case list_mixed_bool_int_is_long
import torch
x = torch.arange(12).reshape(3, 4)
print(x[[0, 1, True]])
print(x[[False, 2]])
#@@ case list_of_floats_truncated
import torch
x = torch.arange(5) * 3
print(x[[0.0, 2.9, -1.5]])
#@@ case nested_list_is_tuple
import torch
x = torch.arange(12).reshape(3, 4)
print(x[[[0, 1], [1, 2]]])
print(x[[0, [1, 2]]])
#@@ case list_with_slice_is_tuple
import torch
x = torch.arange(12).reshape(3, 4)
y = x[[slice(None), 1]]
print(y, y._base is x)
z = x[[None, 0]]
print(z, z.shape)
#@@ case empty_list
import torch
x = torch.arange(12).reshape(3, 4)
y = x[[]]
print(y, y.shape, y.stride(), y.dtype)
z = x[:, []]
print(z.shape, z.stride())
#@@ case range_index
import torch
x = torch.arange(12).reshape(3, 4)
print(x[range(2)])
print(x[:, range(1, 4, 2)])
#@@ case empty_source
import torch
x = torch.zeros(0, 3)
try:
    x[[0]]
except IndexError as e:
    print(e)
print(x[[]].shape, x[:, [0, 2]].shape, x[:, [0, 2]].stride())
y = torch.zeros(3, 0)
print(y[[5]].shape)
#@@ case bool_scalar_with_list
import torch
x = torch.arange(12).reshape(3, 4)
y = x[True, [0, 2]]
print(y.shape, y.stride())
z = x[[1], False]
print(z.shape, z.stride())
w = x[torch.tensor(True), [0]]
print(w.shape, w)
#@@ case zero_dim_int_tensor_selects
import torch
x = torch.arange(12).reshape(3, 4)
y = x[torch.tensor(1), [0, 3]]
print(y, y.stride())
z = x[[torch.tensor(2), 1]]
print(z, z._base is x)
#@@ case result_is_a_copy
import torch
x = torch.arange(12).reshape(3, 4)
y = x[[0, 1]]
y[0, 0] = 100
print(x[0, 0].item(), y[0, 0].item(), y._base is None)
print(y.data_ptr() == x.data_ptr(), y.storage().size())
#@@ case float_values_print
import torch
x = torch.linspace(0, 1, 5)
print(x[[4, 0, 2]])
d = torch.arange(6, dtype=torch.float64).reshape(2, 3) / 4
print(d[:, [2, 0]])
#@@ case bool_tensor_values
import torch
b = torch.tensor([True, False, True, True])
print(b[[1, 3]], b[b])
#@@ case uint8_mask
import torch
x = torch.arange(4)
m = torch.tensor([1, 0, 1, 1], dtype=torch.uint8)
print(x[m])
#@@ case index_of_view_with_offset
import torch
x = torch.arange(20).reshape(4, 5)[1:, 2:]
print(x)
y = x[[2, 0]]
print(y, y.stride(), y.storage_offset())
#@@ case index_of_expanded
import torch
x = torch.arange(3).expand(4, 3)
y = x[[0, 3]]
print(y, y.stride(), y.is_contiguous())
z = x[:, [2, 2, 0]]
print(z, z.stride())
#@@ case chained_index_then_view
import torch
x = torch.arange(24).reshape(4, 6)
y = x[[3, 1]].view(3, 4)
print(y, y.stride())
print(x[[0, 2]].t().is_contiguous(), x[[0, 2]][:, ::2].stride())
#@@ case too_many_indices
import torch
x = torch.arange(6).reshape(2, 3)
try:
    x[[0], [1], [0]]
except IndexError as e:
    print(e)
try:
    x[0, 1, [0]]
except IndexError as e:
    print(e)
#@@ case index_list_of_strs_refused_type
import torch
x = torch.arange(6)
try:
    x[[0], 1.5]
except IndexError as e:
    print(e)
#@@ case repeated_indices_get
import torch
x = torch.arange(5) * 10
print(x[[1, 1, 1, 4]])
print(x[torch.tensor([[4, 4], [0, 0]])])
#@@ case three_dim_two_lists
import torch
x = torch.arange(60).reshape(3, 4, 5)
y = x[[0, 2], [1, 3]]
print(y.shape, y.stride())
print(y)
z = x[:, [0, 2], [1, 3]]
print(z.shape, z.stride())
print(z)
#@@ case three_dim_lists_first_and_last
import torch
x = torch.arange(60).reshape(3, 4, 5)
y = x[[0, 2], :, [1, 3]]
print(y.shape, y.stride())
print(y)
#@@ case channels_last_source
import torch
x = torch.arange(48.).reshape(2, 3, 2, 4).contiguous(memory_format=torch.channels_last)
y = x[:, [0, 2]]
print(y.shape, y.stride(), y.is_contiguous(), y.is_contiguous(memory_format=torch.channels_last))
z = x[[1]]
print(z.shape, z.stride())
#@@ case index_tensor_noncontiguous
import torch
x = torch.arange(12).reshape(3, 4)
i = torch.tensor([[0, 1], [2, 0]]).t()
y = x[i]
print(i.stride(), y.shape, y.stride())
print(y)
j = torch.tensor([[0, 1], [2, 3]]).t()
print(x[:, j].shape, x[:, j].stride())
#@@ case mask_2d_on_3d_strides
import torch
x = torch.arange(24).reshape(2, 3, 4).transpose(0, 2)
m = torch.zeros(4, 3, dtype=torch.bool)
m[0, 1] = True
m[3, 2] = True
y = x[m]
print(y.shape, y.stride(), y)
#@@ case index_then_item_and_tolist
import torch
x = torch.arange(12).reshape(3, 4)
y = x[[2, 0], [3, 1]]
print(y.tolist(), y[0].item(), y.sum())
#@@ case fancy_in_loop
import torch
x = torch.arange(16).reshape(4, 4)
for i in range(4):
    r = x[[i, (i + 1) % 4], [0, 3]]
    print(i, r.tolist())
#@@ case index_of_scalar_tensor
import torch
s = torch.tensor(5)
try:
    s[[0]]
except IndexError as e:
    print(e)
print(s[None, [0]] if False else s[None][[0]])
#@@ case list_with_str_is_tuple_type_error
import torch
x = torch.arange(12).reshape(3, 4)
try:
    x[[0, "a"]]
except TypeError as e:
    print(e)
#@@ case repeated_ellipsis_without_fill
import torch
x = torch.arange(12).reshape(3, 4)
print(x[..., [0, 1], ..., [2, 3]])
#@@ case large_source_out_of_bounds
import torch
x = torch.arange(10000).reshape(100, 100)
try:
    x[[5, 200, 300]]
except IndexError as e:
    print(e)
print(x[[99, 0], [0, 99]])
print(torch.arange(5000)[torch.arange(5000) % 7 == 0].shape)
#@@ case empty_tensor_values_poisoned_only_when_read
import torch
z = torch.empty(3, 4)
y = z[[0, 2]]
print(y.shape, y.stride(), y.dtype)
#@@ case learner_mix
import torch
x = torch.arange(16.).reshape(4, 4)
print(x[torch.arange(4), torch.arange(4)])
print(x[:, torch.tensor([[0], [1]])].shape, x[:, torch.tensor([[0], [1]])].stride())
i = x.argmax(1)
print(x[torch.arange(4), i])
print(x[[[0]] * 32].shape)
y = x.t()
z = y[[0, 2], 1:3]
print(z, z.stride(), z.is_contiguous())
x[x > 10] = -x[x > 10]
print(x)
a = torch.arange(10)
a[a % 2 == 0] += 100
print(a)
b = torch.arange(12).reshape(3, 4)
b[:, [0, -1]] = b[:, [-1, 0]]
print(b)
c = torch.zeros(2, 2, 2)
c[..., [0]] = torch.tensor([[[1.], [2.]], [[3.], [4.]]])
print(c)
print(torch.arange(6).reshape(2, 3)[[1, 0]][:, [2, 1, 0]])
r = torch.arange(24).reshape(2, 3, 4)
print(r[:, [0, 2]][..., [1]].stride())
print(r[[1]].max(2))
print(r.max(1)[0][[0, 1], [3, 0]])
#@@ case numpy_array_indices
import torch
import numpy as np
x = torch.arange(12).reshape(3, 4)
for i in (np.array([0, 2]), np.array([True, False, True]), np.array([0, 2], dtype=np.int32), np.array([[0, 1], [1, 2]]),
          np.array([0.5, 2.]), np.array([], dtype=np.int64), np.arange(40) % 3, np.array([[0, 1]] * 33), np.array([-1, -3]).reshape(2, 1)):
    try:
        y = x[i]
        print(y.shape, y.stride(), y.tolist())
    except IndexError as e:
        print(type(e).__name__, e)
print(x[:, np.array([1, 3])])
print(x[np.array([2, 0]), 1:])
print(x[[np.array([0, 1]), np.array([3, 2])]])
x[np.array([0, 2])] = 0
print(x)
x[:, np.array([True, False, False, True])] = torch.tensor([7, 8])
print(x)
try:
    x[np.array([5])]
except IndexError as e:
    print(e)
#@@ case str_index_is_a_sequence
import torch
x = torch.arange(4)
for i in ("a", "ab", ("a", 1), [0, "a"]):
    try:
        x[i]
    except Exception as e:
        print(type(e).__name__, e)
