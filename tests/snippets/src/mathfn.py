# elementwise float math (src/lang/arrays/arr_mathfn.c): torch sigmoid where torch's scalar loop
# computes every element, reciprocal / rsqrt / square; numpy's fast scalar powers,
# integer powers, var / std, float sums and means in numpy's pairwise order.
#@@ case torch_sigmoid_small_matrix
import torch
x = torch.arange(12.).reshape(3, 4) / 3 - 2
print(torch.sigmoid(x))
print(x.sigmoid().tolist())
print(x.T.sigmoid())
#@@ case torch_sigmoid_strided_rows
import torch
x = torch.arange(40.).reshape(4, 10) / 7
print(x[:, :5].sigmoid())
print(x[:, ::2].sigmoid().tolist())
print(x[:, :5].sigmoid().stride(), x[:, ::2].sigmoid().stride())
#@@ case torch_sigmoid_special_values
import torch
x = torch.tensor([-100., -1., 0., 1., 100., float("inf"), float("-inf"), float("nan")])
print(x.sigmoid())
print(torch.sigmoid(torch.tensor(0.5)), torch.tensor(2.0).sigmoid().item())
print(torch.zeros(0).sigmoid(), torch.tensor([1.5]).expand(3, 5).sigmoid())
#@@ case torch_sigmoid_permuted_float64
import torch
x = torch.arange(24., dtype=torch.float64).reshape(2, 3, 4).permute(2, 0, 1)
y = x[:, :, ::2].sigmoid()
print(y.shape, y.stride(), y.dtype)
print(y[1].tolist())
#@@ case torch_sigmoid_long_strided
import torch
x = torch.arange(100.)[::3]
print(x.sigmoid().sum(), x.sigmoid()[-3:].tolist())
#@@ case torch_sigmoid_ints_and_bools
import torch
print(torch.tensor([True, False]).sigmoid(), torch.sigmoid(torch.arange(6)))
#@@ case torch_reciprocal_rsqrt
import torch
x = torch.arange(12.).reshape(3, 4) - 3
print(x.reciprocal())
print(torch.rsqrt(x))
print(x.double().rsqrt()[1].tolist())
print(torch.reciprocal(torch.arange(5)), torch.tensor([0, 0]).reciprocal(), torch.tensor([-0.0]).reciprocal())
print(torch.reciprocal(x[:, ::2]).stride())
#@@ case torch_square
import torch
x = torch.arange(12.).reshape(3, 4) - 3
print(x.square(), torch.square(x.long()), torch.square(x > 0))
print(x.T.square().stride())
#@@ case numpy_fast_powers
import numpy as np
a = np.arange(12.).reshape(3, 4)
print(a ** 2, a ** 0.5, a ** 1, a ** 0, a ** -1)
print((a ** 2).strides, (a.T ** 2).strides, (a[:, ::2] ** 0.5).strides)
b = a.astype(np.float32)[:, ::2]
print(b ** 2, (b ** 0.5).dtype, b ** -1, (b ** 1).strides)
print(np.array(3.0) ** 2, type(np.array(3.0) ** 2))
#@@ case numpy_int_powers
import numpy as np
print(np.arange(5) ** 2, np.arange(5) ** 3, np.arange(5, dtype=np.uint8) ** 4)
print(np.arange(5, dtype=np.uint8) ** 300, np.arange(5, dtype=np.int8) ** 5)
print(np.array([True, False]) ** 2, np.array([True, False]) ** 3, np.arange(3) ** True, np.arange(3.) ** False)
print(np.arange(5) ** np.arange(5), 2 ** np.arange(6))
print(np.arange(4.).reshape(2, 2).T ** 2.0, (np.arange(4).reshape(2, 2).T ** 2.0).strides)
print(np.arange(6).reshape(2, 3)[:, ::2] ** 2.0)
#@@ case numpy_int_negative_power
import numpy as np
a = np.arange(4)
print(a ** -2)
#@@ case numpy_var_std
import numpy as np
a = np.arange(12.).reshape(3, 4)
print(a.var(), a.std(), np.var(a), np.std(a))
print(a.var(axis=0), a.std(1), np.var(a, axis=1, keepdims=True))
print(np.arange(10).var(), np.arange(10).std(), np.var(np.arange(8), ddof=1))
print(a.astype(np.float32).var(), a.astype(np.float32).std(0))
print(np.array([True, False, True]).var(), np.arange(7.).std())
print(np.reciprocal(a + 1))
#@@ case numpy_var_axes_ddof
import numpy as np
a = np.arange(12).reshape(3, 4)
print(a.var(0), a.std(axis=-1), np.var(a, axis=(0, 1)), a.var(ddof=1), a.std(1, keepdims=True))
print(np.arange(10.)[::-2].std(), np.arange(6.).reshape(2, 3).T.var(0))
print(np.arange(3.).var(ddof=3))
#@@ case numpy_var_bad_axis
import numpy as np
print(np.arange(3.).var(axis=5))
#@@ case numpy_pairwise_sums
import numpy as np
a = np.arange(1000, dtype=np.float32) / 7 + 0.1
print(a.sum(), a.mean(), repr(a.sum()), a[::3].sum(), a[::-1].sum())
m = a[:999].reshape(27, 37)
print(m.sum(0)[:4].tolist(), m.sum(1)[:4].tolist(), m.T.sum(), m[:, ::2].mean(1)[-2:].tolist())
b = np.arange(20000.) / 3
print(b.sum(), b.reshape(2, 10000).sum(1).tolist(), b.reshape(100, 200).T.sum(), b.reshape(10, 2, 1000)[:, :, ::2].sum((0, 2)).tolist())
print((np.arange(7.) / 3).var(), (np.arange(100.) / 3).reshape(10, 10).std(0)[:3].tolist())
#@@ case numpy_mean_of_strided_view
import numpy as np
x = np.arange(24.).reshape(2, 3, 4) / 10
print(x.transpose(2, 0, 1).mean(axis=2))
print(x[:, ::2, 1:].mean(), x.mean(axis=(0, 2)), np.mean(x, axis=1, keepdims=True).shape)
#@@ case torch_std_var_all
import torch
x = torch.arange(12.).reshape(3, 4) / 7
print(x.std(), x.var(), torch.std(x), torch.var(x, unbiased=False), x.std(False))
print(x.t().std().item(), x[:, ::2].var().item(), x.double().std().item(), x.var(unbiased=False).item())
print(torch.tensor([1.5]).std(), torch.arange(1000.)[::3].std())
#@@ case torch_mean_of_permuted_std
import torch
x = torch.arange(24.).reshape(2, 3, 4).permute(2, 0, 1) / 3
print(x.mean(), x.std(), x.var(dim=None), x[:, 1:, ::2].std())
