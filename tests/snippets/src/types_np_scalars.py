#@@ case type_paths
import torch
import numpy as np
x = torch.arange(3)
a = np.arange(3)
print(type(x), type(a), type(x.shape), type(a.shape), type(x[0]), type(a.dtype), type(x.dtype), type(a[0]), type(x.storage()))
print(type(a[0]).__name__, type(a.dtype).__name__, type(a.flags).__name__, type(x.storage()).__name__, type(np.float32(1)), type(a > 1))
#@@ case type_dummy_array_base
import numpy as np
from numpy.lib.stride_tricks import as_strided
a = np.arange(6)
w = as_strided(a, (3, 2), (8, 8))
print(type(w.base), type(w.base).__name__)
#@@ case numpy_scalar_type_identity
import numpy as np
a = np.arange(3)
f = np.arange(3.)
b = np.ones(2, dtype=bool)
print(type(a[0]) == np.int64, type(a[0]) is np.int64, type(f[0]) is np.float64, type(b[0]) is np.bool_, type(a[0]) is np.int32)
print(isinstance(a[0], np.int64), isinstance(f[0], float), isinstance(a[0], int), isinstance(a[0], (np.float32, np.int64)))
print(isinstance(a.dtype, type(a.dtype)), isinstance(f[0], np.float32), isinstance(a, np.ndarray))
#@@ case numpy_scalar_arithmetic_keeps_numpy_types
import numpy as np
a = np.arange(3, dtype=np.int8)
print(np.int8(100) + np.int8(100), np.int8(3) + np.ones(2, dtype=bool), a[1] * 2.5, a[1] - 1, 2 * a[2], a[0] / 2)
print((a[1] + a[2]).dtype, type(a[1] + 1).__name__, (a[1] + 1.0).dtype, np.float32(0.1) + 0.2, np.float32(0.1) * np.float32(3))
i = np.arange(4)[3]
print(i * 2, i // 2, i % 2, -i, i + i, type(i * 2).__name__, (i * 2).dtype)
#@@ case numpy_scalar_with_tensor
import torch
import numpy as np
a = np.arange(3)
x = torch.arange(3)
print(x * a[2], (x + a[1]).dtype, x[1] + a[2])
