# Hand-picked programs for numpy's and torch's float constants, torch.device, numpy scalar types as
# values (np.float32 prints as a class), np.dtype() of names, type codes and Python types,
# dtype attributes, and abs() of arrays.  Outputs are recorded from numpy 1.24 / torch 1.13
# by scripts/record_cases.py, never typed.

#@@ case float_constants
import numpy as np
import torch
print(np.inf, -np.inf, np.nan, np.pi, np.e, np.NINF, np.euler_gamma, type(np.pi))
print(torch.inf, torch.nan, -torch.inf, torch.pi, torch.e)
print(np.array([np.inf, -np.inf, np.nan]), torch.full((2,), torch.inf), np.full(2, np.nan))

#@@ case scalar_types_print_as_classes
import numpy as np
print(np.float32, repr(np.bool_), [np.int8], f"{np.float32}", "%s" % np.int8)
print(np.float32 == np.dtype("float32"), np.float32.__name__, np.bool_.__name__, type(np.float32))
print(np.dtype(np.float32), np.zeros(2, np.float32).dtype, np.float32(2.5), np.zeros(2).astype(np.int8))

#@@ case np_dtype_constructor_and_attributes
import numpy as np
print(np.dtype("f4").type, np.dtype("<i8"), np.dtype(int), np.dtype(float), np.dtype(bool), np.dtype("?"), np.dtype("float64"))
for d in [np.int8, np.uint16, np.int64, np.float16, np.float64, np.bool_, np.complex64]:
    t = np.dtype(d)
    print(t, t.kind, t.char, t.str, t.byteorder, t.itemsize, t.name, t.type)
a = np.zeros((2, 3), dtype="i2")
print(a.dtype, a.strides, a.dtype.str, a.dtype.itemsize == a.strides[1])
try:
    np.dtype("xyz")
except TypeError as e:
    print(e)

#@@ case abs_of_arrays
import numpy as np
print(abs(np.int64(-3)), abs(np.array([[-1.5, 2]])), abs(np.float32(-2)), abs(np.arange(-2, 2)).strides)

#@@ case torch_device_and_autograd_attributes
import torch
x = torch.zeros(2)
d = x.device
print(d, repr(d), type(d), d.type, d.index, d == torch.device('cpu'), d == 'cpu', str(d), f'{d}', [d], (d,))
print(x.is_cpu, x.is_cuda, x.requires_grad, x.grad, x.is_leaf, x.grad_fn)
y = torch.zeros(3, device=x.device)
print(y.device, torch.ones(2, device='cpu').device == x.device, bool(d))
print(f"dtype={x.dtype} device={x.device} shape={tuple(x.shape)} stride={x.stride()}")

#@@ case numpy_bool_singletons
import numpy as np
print(np.True_, np.False_, repr(np.True_), repr(np.False_), type(np.False_))
print(np.True_ == True, np.True_ is np.True_, np.False_ is np.bool_(False), bool(np.False_), np.True_ + 1)
