#@@ case f16_strides_itemsize
import numpy as np
h = np.arange(6, dtype=np.float16).reshape(2, 3)
print(h.dtype, h.itemsize, h.strides, h.nbytes)
print(h.T.strides, h[:, ::2].strides)

#@@ case f16_print_ints
import numpy as np
h = np.arange(6, dtype=np.float16).reshape(2, 3)
print(h)
print(repr(h))

#@@ case f16_print_division
import numpy as np
h = np.arange(5, dtype=np.float16)
print(h / 3)
print(repr(h / 7))

#@@ case f16_print_tenth
import numpy as np
print(np.array([0.1, 0.2, 0.3], dtype=np.float16))
print(repr(np.array([0.1, 0.25, 1 / 3], dtype=np.float16)))

#@@ case f16_print_scientific
import numpy as np
print(np.array([0.1, 1e-5, 60000], dtype=np.float16))
print(np.array([1e-4, 1], dtype=np.float16))
print(np.array([0.0001, 0.5], dtype=np.float16))

#@@ case f16_print_big
import numpy as np
print(np.array([65504, 1000, 2049, 2051], dtype=np.float16))
print(np.array([64992, 100], dtype=np.float16), np.array([67108872, 3], dtype=np.float32))
print(repr(np.array([65519, 65520, -70000], dtype=np.float16)))

#@@ case f16_print_nan_inf
import numpy as np
h = np.array([1.5, float('nan'), float('-inf'), float('inf')], dtype=np.float16)
print(h)
print(repr(h))

#@@ case f16_print_negzero
import numpy as np
print(np.array([-0.0, 0.0, 2.5], dtype=np.float16))

#@@ case f16_scalar_repr
import numpy as np
h = np.array([0.1, 1.0, 65504, 1e-5, 3.14159], dtype=np.float16)
for v in h:
    print(v, repr(v), type(v).__name__)

#@@ case f16_scalar_constructor
import numpy as np
print(np.float16(0.1), np.float16(2), np.float16(1e-7), np.float16(-0.0))
print(np.float16(1e5), np.float16(0.00006103515625))

#@@ case f16_subnormal_values
import numpy as np
print(np.array([6e-8, 1e-7, 5.96e-8], dtype=np.float16))
print(np.array([2.0 ** -24, 2.0 ** -14], dtype=np.float16))

#@@ case f16_rounding_ties
import numpy as np
print(np.array([2049, 2050, 2051, 2053], dtype=np.float16))
print(np.array([1.00048828125, 1.0009765625, 1.00146484375], dtype=np.float16))

#@@ case f16_astype_from_float64
import numpy as np
a = np.linspace(0, 1, 5)
h = a.astype(np.float16)
print(h, h.dtype, h.strides)
print(a.astype('float16')[::2])

#@@ case f16_astype_to_float32
import numpy as np
h = np.array([0.1, 0.2], dtype=np.float16)
f = h.astype(np.float32)
print(f)
print(h.astype(np.float64))

#@@ case f16_add_mul
import numpy as np
h = np.array([0.1, 0.2, 0.3], dtype=np.float16)
print(h + h)
print(h * 3)
print(h - 0.1)

#@@ case f16_sum_of_halves_rounding
import numpy as np
h = np.array([2048, 1000, 0.1], dtype=np.float16)
print(h + 1)
print(h + np.float16(0.5))

#@@ case f16_div_floordiv_mod
import numpy as np
h = np.array([7, -7, 2.5], dtype=np.float16)
print(h / 3)
print(h // 2)
print(h % 2)

#@@ case f16_overflow_to_inf
import numpy as np
h = np.array([60000, 1], dtype=np.float16)
print(h * 2)
print(h + h)

#@@ case f16_neg_abs_compare
import numpy as np
h = np.array([-1.5, 0.1, 2], dtype=np.float16)
print(-h, np.abs(h))
print(h > 0.1, h == np.float16(0.1))

#@@ case f16_promotion_with_float32
import numpy as np
h = np.array([0.1, 0.2], dtype=np.float16)
f = np.array([0.1, 0.2], dtype=np.float32)
r = h + f
print(r, r.dtype)
print((h * 2).dtype, (h + 1.5).dtype)

#@@ case f16_inplace
import numpy as np
h = np.zeros(3, dtype=np.float16)
h += 0.1
print(h)
h *= 3
print(h)

#@@ case f16_setitem
import numpy as np
h = np.zeros(4, dtype=np.float16)
h[1] = 0.1
h[2:] = 70000
print(h)
print(repr(h[1]))

#@@ case f16_views_share_memory
import numpy as np
h = np.arange(8, dtype=np.float16)
v = h[1::3]
v[:] = 0.5
print(h, v.strides, v.base is h)

#@@ case f16_view_as_uint16
import numpy as np
h = np.array([1.0, -2.0, 0.5], dtype=np.float16)
print(h.view(np.uint16))
print(h.view(np.int8).strides)

#@@ case f16_summarized
import numpy as np
h = np.arange(2000, dtype=np.float16) / 8
print(h)

#@@ case f16_2d_wrap
import numpy as np
h = (np.arange(40, dtype=np.float16) / 3).reshape(4, 10)
print(h)

#@@ case f16_zeros_ones_full
import numpy as np
print(np.zeros(3, dtype=np.float16), np.ones((2, 2), dtype='float16'))
print(repr(np.full(3, 0.3, dtype=np.float16)))

#@@ case f16_0d_array
import numpy as np
z = np.array(0.1, dtype=np.float16)
print(z, repr(z), z.shape, z.strides)

#@@ case f16_half_alias
import numpy as np
print(np.arange(3, dtype=np.half), np.zeros(2, np.half).dtype)

#@@ case c128_zeros_strides
import numpy as np
c = np.zeros(3, dtype=complex)
print(c.dtype, c.itemsize, c.strides)
print(c)

#@@ case c64_zeros_strides
import numpy as np
c = np.zeros((2, 3), dtype=np.complex64)
print(c.dtype, c.itemsize, c.strides, c.nbytes)
print(repr(c))

#@@ case c_real_imag_strides
import numpy as np
c = np.zeros((2, 3), dtype=np.complex128)
print(c.real.strides, c.imag.strides, c.real.dtype, c.imag.dtype)
print(c.real.shape, c.real.flags.c_contiguous, c.real.flags.owndata)

#@@ case c_real_base_is_owner
import numpy as np
c = np.zeros(4, dtype=complex)
print(c.real.base is c, c.imag.base is c)
v = c[1:]
print(v.real.base is c, v.imag.base is v)

#@@ case c_write_imag_view
import numpy as np
c = np.zeros(3, dtype=complex)
c.imag[:] = np.arange(3)
print(c)
print(repr(c))

#@@ case c_write_real_view
import numpy as np
c = np.zeros(4, dtype=np.complex64)
r = c.real
r += 1.5
c.imag[::2] = -2
print(c)

#@@ case c_set_imag_attribute
import numpy as np
c = np.zeros(3, dtype=complex)
c.imag = [1, 2, 3]
c.real = 0.5
print(c)

#@@ case c_set_imag_of_real_array
import numpy as np
a = np.zeros(3)
a.imag = 1

#@@ case c_imag_of_real_array
import numpy as np
a = np.arange(6.).reshape(2, 3)
i = a.imag
print(i, i.flags.writeable, i.base is None, a.real is a)

#@@ case c_imag_of_real_readonly
import numpy as np
a = np.arange(3.)
a.imag[0] = 5

#@@ case c_view_float64
import numpy as np
c = np.zeros(3, dtype=complex)
c.imag[:] = [1, 2, 3]
f = c.view(np.float64)
print(f, f.strides, f.base is c)

#@@ case c_view_float32_2d
import numpy as np
c = np.zeros((2, 2), dtype=np.complex64)
c.real[:] = [[1, 2], [3, 4]]
f = c.view(np.float32)
print(f.shape, f.strides)
print(f)

#@@ case c_float_view_as_complex
import numpy as np
f = np.arange(6.)
c = f.view(np.complex128)
print(c, c.shape, c.strides)
c.imag *= -1
print(f)

#@@ case c_astype_from_int
import numpy as np
c = np.arange(4).astype(complex)
print(c, c.dtype)
print(np.arange(3, dtype=np.float32).astype(np.complex64))

#@@ case c_astype_to_float_drops_imag
import numpy as np
c = np.zeros(3, dtype=complex)
c.imag[:] = 7
c.real[:] = [1.5, 2.5, 3.5]
print(c.astype(np.float64))
print(c.astype(np.complex64))

#@@ case c_array_literal_dtype
import numpy as np
print(np.array([1, 2, 3], dtype=complex))
print(np.array([[1.5, -2]], dtype=np.complex64))

#@@ case c_print_widths
import numpy as np
c = np.zeros(4, dtype=complex)
c.real[:] = [1, -10, 100.5, 0]
c.imag[:] = [0.25, -3, 1000, 2]
print(c)
print(repr(c))

#@@ case c_print_negative_zero
import numpy as np
c = np.zeros(3, dtype=complex)
c.real[1] = -0.0
c.imag[2] = -0.0
print(c)
print(repr(c[1]), repr(c[2]))

#@@ case c_print_nan_inf
import numpy as np
c = np.zeros(4, dtype=complex)
nan, inf = float('nan'), float('inf')
c.real[:] = [nan, 1, inf, 2]
c.imag[:] = [1, nan, -inf, inf]
print(c)
print(repr(c))

#@@ case c_print_scientific
import numpy as np
c = np.zeros(3, dtype=complex)
c.real[:] = [1e-5, 1, 2]
c.imag[:] = [1e10, 0, 1]
print(c)

#@@ case c_print_2d
import numpy as np
c = np.zeros((3, 4), dtype=np.complex64)
c.real[:] = np.arange(12).reshape(3, 4) / 4
c.imag[:] = -np.arange(12).reshape(3, 4)
print(c)
print(repr(c))

#@@ case c_print_long_row_wraps
import numpy as np
c = np.zeros(12, dtype=complex)
c.imag[:] = np.arange(12) / 3
print(c)
print(repr(c))

#@@ case c_print_summarized
import numpy as np
c = np.zeros(2000, dtype=complex)
c.real[:] = np.arange(2000)
c.imag[:] = 1
print(c)

#@@ case c_scalar_repr
import numpy as np
c = np.zeros(4, dtype=complex)
c.real[:] = [0, 1, -0.0, 1.5]
c.imag[:] = [1, 2, 1, -0.25]
for v in c:
    print(v, repr(v), type(v).__name__)

#@@ case c64_scalar_repr
import numpy as np
c = np.zeros(2, dtype=np.complex64)
c.real[:] = [0.1, 3]
c.imag[:] = [0.2, 1e-7]
print(c[0], c[1], type(c[0]).__name__)

#@@ case c_scalar_nan_inf
import numpy as np
c = np.zeros(3, dtype=complex)
nan, inf = float('nan'), float('inf')
c.real[:] = [nan, 0, inf]
c.imag[:] = [inf, nan, -inf]
print(c[0], c[1], c[2])

#@@ case c_scalar_real_imag
import numpy as np
c = np.zeros(2, dtype=complex)
c.imag[:] = [3, 4]
s = c[1]
print(s.real, s.imag, type(s.real).__name__)
print(c.astype(np.complex64)[0].imag.dtype)

#@@ case c_0d_array
import numpy as np
c = np.zeros((), dtype=complex)
c.imag[...] = 2
print(c, repr(c), c.shape, c.strides, c.real.strides)

#@@ case c_transpose_then_real
import numpy as np
c = np.zeros((2, 3), dtype=complex)
t = c.T
print(t.strides, t.real.strides, t.imag.strides)
print(t.real.flags.f_contiguous, t.flags.f_contiguous)

#@@ case c_slice_step_real
import numpy as np
c = np.zeros(10, dtype=np.complex64)
v = c[1::3]
print(v.strides, v.real.strides, v.imag.strides)
v.imag[:] = 9
print(c.imag)

#@@ case c_copy_and_reshape
import numpy as np
c = np.zeros((2, 3), dtype=complex)
c.imag[:] = [[1, 2, 3], [4, 5, 6]]
d = c.T.copy()
print(d.strides, d.flags.c_contiguous)
print(d)
print(c.reshape(3, 2))

#@@ case c_ravel_flatten_transposed
import numpy as np
c = np.zeros((2, 2), dtype=complex)
c.real[:] = [[1, 2], [3, 4]]
print(c.T.ravel(), c.T.flatten().strides)

#@@ case c_np_real_imag_functions
import numpy as np
c = np.zeros(3, dtype=complex)
c.imag[:] = 5
print(np.real(c), np.imag(c), np.imag(c).strides)

#@@ case c_empty_array_repr
import numpy as np
print(repr(np.zeros(0, dtype=complex)), repr(np.zeros((0, 2), dtype=np.complex64)))
print(np.zeros(0, dtype=np.float16), repr(np.zeros(0, dtype=np.float16)))

#@@ case c_dtype_names
import numpy as np
print(np.zeros(1, np.csingle).dtype, np.zeros(1, np.cfloat).dtype, np.zeros(1, np.complex_).itemsize)
print(np.zeros(2, dtype='complex64').dtype.name, np.zeros(1, dtype=np.cdouble).dtype)

#@@ case c_ones_full
import numpy as np
print(np.ones(3, dtype=complex))
print(repr(np.full((2,), 2.5, dtype=np.complex64)))

#@@ case c_setitem_real_number
import numpy as np
c = np.zeros(3, dtype=complex)
c[0] = 4
c[1:] = 1.5
print(c)

#@@ case c_real_view_of_slice_write
import numpy as np
c = np.zeros((3, 3), dtype=complex)
c[1].real[:] = [1, 2, 3]
c[:, 0].imag[:] = -1
print(c)

#@@ case c_view_float_of_real_view_error
import numpy as np
c = np.zeros(3, dtype=complex)
print(c.real.view(np.complex64))

#@@ case c_float_view_complex_size_error
import numpy as np
f = np.arange(5.)
f.view(np.complex128)

#@@ case c_real_dtype_of_complex
import numpy as np
print(np.zeros(2, dtype=complex).real.dtype)

#@@ case t_complex_basic
import torch
re = torch.arange(4.)
im = torch.ones(4)
c = torch.complex(re, im)
print(c)
print(c.dtype, c.shape, c.stride())

#@@ case t_complex_double
import torch
c = torch.complex(torch.tensor([1., 2.], dtype=torch.float64), torch.tensor([-1., 0.5], dtype=torch.float64))
print(c)
print(c.dtype, c.element_size())

#@@ case t_complex_broadcast
import torch
c = torch.complex(torch.arange(3.), torch.ones(2, 1))
print(c)
print(c.shape, c.stride())

#@@ case t_complex_layout_follows_inputs
import torch
a = torch.arange(6.).reshape(2, 3).t()
b = torch.zeros(3, 2).t().t()
c = torch.complex(a, a)
print(c.stride(), c.is_contiguous())
print(torch.complex(a, b).stride())

#@@ case t_complex_int_error
import torch
torch.complex(torch.arange(3), torch.arange(3))

#@@ case t_complex_dtype_mismatch
import torch
torch.complex(torch.arange(3.), torch.arange(3.).double())

#@@ case t_complex_dtype_mismatch_other
import torch
torch.complex(torch.arange(3.).double(), torch.arange(3.))

#@@ case t_complex_shape_error
import torch
torch.complex(torch.arange(3.), torch.ones(2))

#@@ case t_complex_number_arg
import torch
torch.complex(torch.arange(3.), 1.0)

#@@ case t_view_as_real
import torch
c = torch.complex(torch.arange(3.), -torch.arange(3.))
r = torch.view_as_real(c)
print(r.shape, r.stride(), r.dtype, r.storage_offset())
print(r)

#@@ case t_view_as_real_base_and_write
import torch
c = torch.zeros(3, dtype=torch.cfloat)
r = torch.view_as_real(c)
print(r._base is c)
r[:, 1] = torch.arange(3.)
print(c)

#@@ case t_view_as_real_of_slice
import torch
c = torch.zeros(4, 3, dtype=torch.complex64)
v = c[1:, ::2]
r = torch.view_as_real(v)
print(v.stride(), v.storage_offset())
print(r.shape, r.stride(), r.storage_offset())

#@@ case t_view_as_real_not_complex
import torch
torch.view_as_real(torch.arange(4.))

#@@ case t_view_as_complex
import torch
x = torch.arange(6.).reshape(3, 2)
c = torch.view_as_complex(x)
print(c)
print(c.shape, c.stride(), c.dtype, c._base is x)

#@@ case t_view_as_complex_double
import torch
x = torch.arange(8, dtype=torch.float64).reshape(2, 2, 2)
c = torch.view_as_complex(x)
print(c)
print(c.stride())

#@@ case t_view_as_complex_last_dim_size
import torch
torch.view_as_complex(torch.arange(6.))

#@@ case t_view_as_complex_last_stride
import torch
torch.view_as_complex(torch.arange(6.).reshape(2, 3).t())

#@@ case t_view_as_complex_odd_stride
import torch
torch.view_as_complex(torch.arange(12.).reshape(4, 3)[:, 1:])

#@@ case t_view_as_complex_odd_offset
import torch
torch.view_as_complex(torch.arange(8.)[1:7].reshape(3, 2))

#@@ case t_view_as_complex_even_offset
import torch
x = torch.arange(8.).reshape(4, 2)[1:]
c = torch.view_as_complex(x)
print(c, c.storage_offset())

#@@ case t_view_as_complex_int
import torch
torch.view_as_complex(torch.arange(4).reshape(2, 2))

#@@ case t_view_as_complex_0d
import torch
torch.view_as_complex(torch.tensor(1.))

#@@ case t_view_as_complex_roundtrip
import torch
x = torch.arange(12.).reshape(2, 3, 2)
c = torch.view_as_complex(x)
r = torch.view_as_real(c)
print(r.shape, r.stride(), r._base is x, torch.equal(r, x) if False else r.data_ptr() == x.data_ptr())

#@@ case t_real_imag_views
import torch
c = torch.complex(torch.tensor([1.5, -2.0]), torch.tensor([-0.0, 3.25]))
print(c.real, c.imag)
print(c.real.stride(), c.imag.stride(), c.imag.storage_offset(), c.real._base is c)

#@@ case t_real_imag_write_through
import torch
c = torch.zeros(2, 3, dtype=torch.cfloat)
c.imag[0] = 1
c.real[:, 1] = torch.tensor([5., 6.])
print(c)

#@@ case t_real_of_real_tensor
import torch
x = torch.arange(4.)
print(x.real is x, x.real)

#@@ case t_imag_of_real_tensor
import torch
torch.arange(4.).imag

#@@ case t_torch_real_imag_functions
import torch
c = torch.view_as_complex(torch.arange(4.).reshape(2, 2))
print(torch.real(c), torch.imag(c), torch.imag(c).stride())

#@@ case t_real_contiguity
import torch
c = torch.zeros(3, dtype=torch.cfloat)
print(c.real.is_contiguous(), c.real.contiguous().stride(), c.is_contiguous())

#@@ case t_print_int_mode
import torch
print(torch.zeros(2, 3, dtype=torch.cfloat))
print(torch.ones(3, dtype=torch.cdouble))

#@@ case t_print_fixed
import torch
c = torch.complex(torch.tensor([1.5, -2.0]), torch.tensor([-0.0, 3.25]))
print(c)
print(c[0], c[1])

#@@ case t_print_sci
import torch
c = torch.complex(torch.tensor([1e-5, 1.0]), torch.tensor([1e6, 2.0]))
print(c)

#@@ case t_print_nan_inf
import torch
c = torch.complex(torch.tensor([float('nan'), 1., float('inf')]), torch.tensor([1., float('-inf'), float('nan')]))
print(c)

#@@ case t_print_wrap
import torch
c = torch.complex(torch.arange(20.) / 3, -torch.arange(20.))
print(c)

#@@ case t_print_2d
import torch
c = torch.view_as_complex(torch.arange(24.).reshape(3, 4, 2) / 2)
print(c)

#@@ case t_print_summarized
import torch
c = torch.complex(torch.arange(2000.), torch.ones(2000))
print(c)

#@@ case t_print_empty
import torch
print(torch.zeros(0, dtype=torch.cfloat), torch.zeros(2, 0, dtype=torch.cdouble))

#@@ case t_dtype_names
import torch
print(torch.cfloat, torch.cdouble, torch.complex64 == torch.cfloat, torch.complex128)
print(torch.cfloat.is_complex, torch.cfloat.is_floating_point, torch.float32.is_complex)

#@@ case t_full_and_zeros_like
import torch
print(torch.full((2,), 2.5, dtype=torch.cfloat))
c = torch.zeros(2, 2, dtype=torch.cdouble)
print(torch.zeros_like(c).dtype, torch.ones_like(c))

#@@ case t_tensor_literal_complex_dtype
import torch
print(torch.tensor([1, 2], dtype=torch.cfloat))
print(torch.tensor([[1.5], [2]], dtype=torch.complex128))

#@@ case t_is_complex
import torch
c = torch.zeros(2, dtype=torch.cfloat)
print(c.is_complex(), c.is_floating_point(), torch.arange(2.).is_complex())

#@@ case t_transpose_flip_clone
import torch
c = torch.view_as_complex(torch.arange(12.).reshape(2, 3, 2))
print(c.t(), c.t().stride())
print(c.flip(1))
d = c.t().clone()
print(d.stride(), d.contiguous().stride())

#@@ case t_to_complex128_and_back
import torch
c = torch.complex(torch.tensor([1.5, -2.0]), torch.tensor([0.5, 3.25]))
d = c.to(torch.complex128)
print(d, d.element_size())
print(torch.tensor([1.0, 2.0]).to(torch.cfloat))

#@@ case t_view_dtype_float
import torch
c = torch.complex(torch.tensor([1.5, -2.0]), torch.tensor([-0.0, 3.25]))
f = c.view(torch.float32)
print(f, f.stride(), f._base is c)

#@@ case t_view_float_as_cfloat
import torch
x = torch.arange(6.)
c = x.view(torch.cfloat)
print(c, c.shape, c.stride())

#@@ case t_complex_storage_offset_and_select
import torch
c = torch.view_as_complex(torch.arange(16.).reshape(2, 4, 2))
s = c[1, 2:]
print(s, s.storage_offset(), s.stride())
print(s.real.storage_offset(), s.imag.storage_offset(), s.imag.stride())

#@@ case t_complex_expand
import torch
c = torch.complex(torch.tensor([1.]), torch.tensor([2.]))
e = c.expand(3, 2)
print(e, e.stride())

#@@ case t_complex_reshape_view
import torch
c = torch.view_as_complex(torch.arange(12.).reshape(6, 2))
print(c.view(2, 3), c.view(2, 3).stride())
print(c.reshape(3, 2).t().reshape(6))

#@@ case t_from_numpy_complex
import torch
import numpy as np
a = np.zeros(3, dtype=np.complex64)
a.imag[:] = [1, 2, 3]
t = torch.from_numpy(a)
print(t, t.dtype, t.stride())
t.real[0] = 9
print(a)

#@@ case t_numpy_of_complex
import torch
c = torch.view_as_complex(torch.arange(4.).reshape(2, 2))
a = c.numpy()
print(a, a.dtype, a.strides)

#@@ case c_fortran_and_contiguous_copies
import numpy as np
c = np.zeros((3, 4), dtype=np.complex64)
c.real[:] = np.arange(12).reshape(3, 4)
f = np.asfortranarray(c)
print(f.strides, f.real.strides, f.flags.f_contiguous)
print(np.ascontiguousarray(c.T).strides)
print(c[:, 1:3].copy(order='F').strides)

#@@ case c_reshape_transpose_flip_print
import numpy as np
c = np.zeros(6, dtype=complex)
c.imag[:] = np.arange(6) - 2.5
print(c.reshape(2, 3).T)
print(np.flip(c), c[::-1].strides)

#@@ case c_as_strided_sliding_window
import numpy as np
from numpy.lib.stride_tricks import as_strided
c = np.zeros(4, dtype=complex)
c.real[:] = [1, 2, 3, 4]
w = as_strided(c, shape=(3, 2), strides=(16, 16))
print(w)
print(np.lib.stride_tricks.sliding_window_view(c, 2))

#@@ case t_permute_narrow_unfold_as_strided
import torch
c = torch.view_as_complex(torch.arange(24.).reshape(2, 3, 2, 2))
print(c.permute(2, 0, 1).stride(), c.narrow(1, 1, 2).storage_offset())
print(c.unfold(1, 2, 1).shape, c.unfold(1, 2, 1).stride())
print(c.as_strided((2, 2), (1, 2)))

#@@ case t_fill_real_view_transpose_contiguous
import torch
c = torch.zeros(2, 3, dtype=torch.cdouble)
c.real.fill_(1.5)
c.imag[:, 0] = -1
print(c)
print(c.T.contiguous().stride(), c.T.is_contiguous())

#@@ case t_print_sci_2d
import torch
c = torch.complex(torch.tensor([[1e-8, 2.0], [3.0, 4.0]]), torch.tensor([[0.0, 0.0], [0.0, 1e9]]))
print(c)

#@@ case c_print_sci_2d_complex64
import numpy as np
c = np.zeros((2, 2), dtype=complex)
c.real[:] = [[1e-9, 2], [3, 4]]
c.imag[:] = [[0, -1e9], [5, 6]]
print(c)
print(repr(c.astype(np.complex64)))

#@@ case c64_print_float32_digits
import numpy as np
c = np.zeros(3, dtype=np.complex64)
c.real[:] = [0.1, 0.2, 0.3]
c.imag[:] = [1/3, 2/3, 1]
print(c)
print(c.astype(complex))
print(c[0], c[2])

#@@ case t_print_fixed_and_to_cdouble
import torch
c = torch.complex(torch.tensor([0.1, 0.2, 0.3]), torch.tensor([1/3, 2/3, 1]))
print(c)
print(c.to(torch.cdouble))

#@@ case f16_copies_ravel_flip
import numpy as np
h = np.arange(12, dtype=np.float16).reshape(3, 4)
print(h.T.copy().strides, h.ravel(order='F'))
print(h[::2, ::-1], np.ascontiguousarray(h[:, ::2]).strides)

#@@ case f16_from_numpy_tensor
import torch
import numpy as np
h = np.arange(4, dtype=np.float16) / 3
t = torch.from_numpy(h)
print(t, t.dtype, t.stride())

#@@ case c_part_view_strides_after_views
import numpy as np
c = np.zeros((2,3), dtype=complex)
print(c.real.T.strides, c.T.imag.strides, c.real[1].strides)
print(c.real.reshape(6).strides)

#@@ case c_part_reshape_base_shares_memory
import numpy as np
c = np.zeros((2,3), dtype=complex)
r = c.real.reshape(6)
print(r.base is c, np.shares_memory(r, c), np.may_share_memory(c.real, c.imag))

#@@ case t_real_view_error_noncontiguous
import torch
c = torch.zeros(2, 3, dtype=torch.cfloat)
print(c.real.view(6))

#@@ case t_real_reshape_copies
import torch
c = torch.zeros(2, 3, dtype=torch.cfloat)
print(c.real.reshape(6).stride(), c.real.flatten()._base is c)
print(torch.view_as_real(c).view(2, 6).stride())

#@@ case c_view_float_reshape_and_int8
import numpy as np
c = np.zeros(3, complex)
c.imag[:] = [1, 2, 3]
print(c.view(np.float64).reshape(3, 2))
print(c.view(np.float32).shape, c.view(np.int8).shape)

#@@ case c_view_float_of_strided_error
import numpy as np
c = np.zeros(4, complex)
print(c[::2].view(np.float64))

#@@ case c_view_float_of_transposed
import numpy as np
c = np.zeros((2, 2), complex)
print(c.T.view(np.float64))

#@@ case t_view_float_of_strided_error
import torch
c = torch.zeros(4, dtype=torch.cfloat)
print(c[::2].view(torch.float32))

#@@ case t_view_cfloat_of_float_rows
import torch
x = torch.arange(8.).reshape(2, 4)
print(x.view(torch.cfloat), x.t().contiguous().view(torch.complex64).shape)
print(x[:, 1:3].view(torch.cfloat))


#@@ case c_print_pad_right_imag
import numpy as np
c = np.zeros(3, complex)
c.real[:] = [1.25, -3, 0.5]
c.imag[:] = [0.125, 2, -1e-3]
print(c)
print(repr(c))
print(repr(c[:1]), c[2])

#@@ case c64_0d_repr_and_scalar
import numpy as np
c = np.zeros((), np.complex64)
c.real[...] = 0.1
print(repr(c), c, c[()], repr(c[()]))

#@@ case c_print_large_real_sci
import numpy as np
c = np.zeros(2, complex)
c.real[:] = [123456789, 1]
print(c)

#@@ case c_print_nan_parts
import numpy as np
c = np.zeros(2, complex)
c.imag[:] = [float('nan'), float('nan')]
print(c)
c.real[:] = float('nan')
print(c, c[0])

#@@ case c_print_inf_real
import numpy as np
c = np.zeros(2, complex)
c.real[:] = float('inf')
c.imag[:] = [1, -2]
print(c, repr(c))

#@@ case t_complex_0d
import torch
c = torch.complex(torch.tensor(1.5), torch.tensor(-2.))
print(c, c.shape, c.stride(), c.real, c.imag.storage_offset())
print(torch.view_as_real(c))

#@@ case t_print_nan_inf_negzero_parts
import torch
c = torch.complex(torch.tensor([1., 2.]), torch.tensor([float('nan'), 0.]))
print(c)
c2 = torch.complex(torch.tensor([float('inf'), 2.5]), torch.tensor([-0.0, 1e-5]))
print(c2)

#@@ case t_print_sci_int_mode
import torch
c = torch.complex(torch.arange(6.).reshape(2, 3) * 1000, torch.ones(2, 3))
print(c)

#@@ case t_print_2d_wrap_rows
import torch
c = torch.complex(torch.arange(30.), torch.arange(30.) * -0.5).reshape(5, 6)
print(c)

#@@ case f16_div_by_zero
import numpy as np
h = np.array([1, 2, 3], dtype=np.float16)
print(h / 0, h * np.float16(1e-4), (h * 1e-4).dtype)
print(h // 0, h % 0)

#@@ case f16_promotion_int8_int64_python_float
import numpy as np
h = np.array([1.5, 2.5, -0.5], dtype=np.float16)
i = np.array([1, 2, 3], dtype=np.int8)
print(h + i, (h + i).dtype)
print(h + np.arange(3), (h + np.arange(3)).dtype)
print(h + 100000.0, (h + 1e5).dtype)

#@@ case f16_compare_with_scalars
import numpy as np
h = np.array([0.1, 0.2], dtype=np.float16)
print(h == 0.1, h < np.float32(0.1), h.astype(np.float32) == np.float32(h[0]))

#@@ case f16_scalar_arithmetic
import numpy as np
h = np.array([0.1, 0.2], dtype=np.float16)
print(h[0] + h[1], type(h[0] + h[1]).__name__, h[0] * 2)

#@@ case f16_transpose_shape
import numpy as np
h = np.array([[1, 2], [3, 4]], dtype=np.float16)
print(h @ h if False else h.T, h.sum() if False else h.min() if False else h.shape)

#@@ case f16_arange_linspace
import numpy as np
print(np.arange(0, 1, 0.25, dtype=np.float16))
print(np.arange(5, dtype=np.float16) * 0.1)
print(np.linspace(0, 1, 4).astype(np.float16))

#@@ case f16_underflow_to_zero
import numpy as np
print(np.zeros(3, dtype=np.float16) + 1e-8, np.full(2, 1e-8, dtype=np.float16))

#@@ case f16_print_ties_and_scalar_compare
import numpy as np
print(np.array([1000.5, 1001.5, 2.5], dtype=np.float16))
print(np.array([0.3], dtype=np.float16)[0] == 0.3)


#@@ case f16_sqrt_square_floor_rint
import numpy as np
h = np.array([2, 3, 0.1, 1e4], dtype=np.float16)
print(np.sqrt(h), np.square(h), np.floor(h / 3), np.rint(h * 1.5))
print(np.sqrt(np.arange(4, dtype=np.int8)), np.sqrt(np.arange(4, dtype=np.int8)).dtype)

#@@ case f16_tensor_numpy_print
import torch
t = torch.arange(4, dtype=torch.float16) / 3
a = t.numpy()
print(a, a.dtype, a.strides)

#@@ case f16_loops_of_bool_and_ceil
import numpy as np
print(np.sqrt(np.array([True, False])), np.ceil(np.array([1.5, -0.5], dtype=np.float16)))
