#@@ case float_of_int
import torch
x = torch.arange(6).reshape(2, 3)
y = x.float()
print(y, y.dtype, y.stride(), y._base is None)
#@@ case double_half_int_long
import torch
x = torch.arange(6).reshape(2, 3)
print(x.double())
print(x.int().dtype, x.short().dtype, x.char().dtype, x.byte().dtype)
print(x.long() is x)
#@@ case float_to_int_truncates
import torch
x = torch.tensor([-2.7, -1.5, -0.5, 0.0, 0.5, 1.5, 2.7])
print(x.int())
print(x.long().tolist())
print(x.to(torch.int8))
#@@ case float_to_bool
import torch
x = torch.tensor([0.0, -0.0, 0.1, -3.0, 2.0])
print(x.bool())
#@@ case int_to_bool_and_back
import torch
x = torch.tensor([0, 1, -2, 3])
b = x.bool()
print(b, b.long(), b.float())
#@@ case int_wrap_int8
import torch
x = torch.tensor([127, 128, 255, 256, -129, 300, 1000])
print(x.to(torch.int8))
print(x.byte())
print(x.to(torch.int16).tolist())
#@@ case int_wrap_uint8_negative
import torch
x = torch.tensor([-1, -2, -256, -257])
print(x.byte())
print(x.char())
#@@ case float64_to_float32_rounding
import torch
x = torch.tensor([0.1, 1 / 3, 1e-8], dtype=torch.float64)
y = x.float()
print(y.dtype)
print([v for v in y.tolist()])
#@@ case big_int_to_float32
import torch
x = torch.tensor([16777217, 16777219, 2 ** 40 + 1])
print(x.float().tolist())
print(x.double().tolist())
#@@ case to_dtype_same_is_self
import torch
x = torch.arange(4)
print(x.to(torch.int64) is x, x.to(torch.long) is x, x.long() is x)
print(x.type(torch.int64) is x)
#@@ case to_dtype_copy_no_base
import torch
x = torch.arange(12).reshape(3, 4)
y = x[:, 1:3].to(torch.float64)
print(y, y._base is None, y.is_contiguous(), y.stride())
#@@ case to_preserves_transposed_strides
import torch
x = torch.arange(12).reshape(3, 4).t()
y = x.float()
print(y.stride(), y.is_contiguous())
print(y)
#@@ case to_preserves_permuted_3d
import torch
x = torch.arange(24).reshape(2, 3, 4).permute(2, 0, 1)
y = x.double()
print(y.shape, y.stride())
print(y.sum().item())
#@@ case to_non_dense_becomes_contiguous
import torch
x = torch.arange(12).reshape(3, 4)[:, ::2]
y = x.float()
print(x.stride(), y.stride())
print(y)
#@@ case to_non_dense_transposed_keeps_order
import torch
x = torch.arange(24).reshape(4, 6)[::2].t()
y = x.to(torch.float32)
print(x.stride(), y.stride())
#@@ case to_expanded
import torch
x = torch.arange(3).expand(2, 3)
y = x.float()
print(x.stride(), y.stride(), y)
#@@ case to_channels_last
import torch
x = torch.arange(24).reshape(1, 2, 3, 4).contiguous(memory_format=torch.channels_last)
y = x.float()
print(y.stride(), y.is_contiguous(memory_format=torch.channels_last))
#@@ case to_cpu_is_self
import torch
x = torch.arange(3)
print(x.to('cpu') is x, x.cpu() is x)
y = x.to('cpu', torch.float64)
print(y)
#@@ case to_other_tensor
import torch
x = torch.arange(3)
f = torch.zeros(2)
print(x.to(f), x.type_as(f).dtype)
#@@ case to_dtype_keyword
import torch
x = torch.arange(3)
print(x.to(dtype=torch.float16).dtype)
print(x.to(device='cpu', dtype=torch.float64))
#@@ case type_string
import torch
print(torch.arange(3).type())
print(torch.arange(3.).type())
print(torch.zeros(2, dtype=torch.float64).type())
print(torch.tensor([True]).type(), torch.zeros(1, dtype=torch.uint8).type())
print(torch.zeros(1, dtype=torch.int8).type(), torch.zeros(1, dtype=torch.int16).type(), torch.zeros(1, dtype=torch.int32).type())
#@@ case type_convert
import torch
x = torch.arange(3)
print(x.type(torch.float32))
print(x.type('torch.DoubleTensor'))
#@@ case half_values
import torch
x = torch.tensor([0.1, 1.0, 65504.0, 1e-3])
h = x.half()
print(h.dtype, h.tolist())
print(h.float().tolist())
#@@ case bfloat16_values
import torch
x = torch.tensor([0.1, 1.0, 3.14159])
print(x.bfloat16().tolist())
#@@ case tensor_ctor_dtype_variants
import torch
print(torch.tensor([1, 2, 3], dtype=torch.float32))
print(torch.tensor([1.7, -2.2], dtype=torch.int32))
print(torch.tensor([0, 2], dtype=torch.bool))
print(torch.tensor([[1, 2], [3, 4]], dtype=torch.float64))
print(torch.tensor(3.5, dtype=torch.int64))
#@@ case tensor_ctor_python_types
import torch
print(torch.tensor([1, 2], dtype=float).dtype, torch.tensor([1.5], dtype=int), torch.tensor([1], dtype=bool))
#@@ case conversion_then_write_independent
import torch
x = torch.arange(4)
y = x.float()
x[0] = 100
print(x, y)
#@@ case to_view_of_view_base
import torch
x = torch.arange(6.)
v = x[1:4]
print(v.float() is v, v.float()._base is x)
w = v.double()
print(w._base is None)
#@@ case result_type_func
import torch
a = torch.arange(3)
f = torch.zeros(3)
print(torch.result_type(a, f), torch.result_type(a, 1.0), torch.result_type(a, 1))
print(torch.result_type(a, torch.tensor(1.0, dtype=torch.float64)))
print(torch.result_type(torch.zeros(2, dtype=torch.int8), torch.zeros(2, dtype=torch.uint8)))
print(torch.promote_types(torch.uint8, torch.int8), torch.promote_types(torch.float16, torch.bfloat16))
print(torch.can_cast(torch.float32, torch.int32), torch.can_cast(torch.int32, torch.float32), torch.can_cast(torch.int8, torch.bool))
#@@ case item_after_conversion
import torch
x = torch.tensor([2.9])
print(x.int().item(), x.bool().item(), x.double().item())
#@@ case element_size_after_conversion
import torch
x = torch.arange(4)
print(x.element_size(), x.int().element_size(), x.half().element_size(), x.bool().element_size())
print(x.float().storage().size(), x.half().storage().size())
#@@ case float_to_narrow_int_out_of_range
import torch
x = torch.tensor([-2.5, 300.0, 70000.7, -1e9, 1e9, 2.9e9, -3e9, 1e12, 255.9, -128.5, 127.9, 40000.0])
print(x.to(torch.uint8).tolist())
print(x.to(torch.int8).tolist())
print(x.to(torch.int16).tolist())
print(x.to(torch.int32).tolist())
print(x.double().byte().tolist())
#@@ case float_to_int_nan_inf
import torch
x = torch.tensor([1e20, float('nan'), -1e20, float('inf'), 9.3e18])
print(x.long().tolist(), x.int().tolist(), x.byte().tolist())
print(x.double().long().tolist(), x.short().tolist())
#@@ case float_to_uint8_sweep
import torch
y = torch.arange(40.) * 30 - 200
print(y.to(torch.uint8))
