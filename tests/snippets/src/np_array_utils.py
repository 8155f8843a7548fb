#@@ case array_utils_byte_bounds
import numpy as np
a = np.arange(12, dtype=np.float32).reshape(3, 4)
lo, hi = np.lib.array_utils.byte_bounds(a)
print(hi - lo, a.nbytes)
lo2, hi2 = np.lib.array_utils.byte_bounds(a[1:, ::2])
print(lo2 - lo, hi2 - lo)
lo3, hi3 = np.lib.array_utils.byte_bounds(a.T[::-1])
print(lo3 - lo, hi3 - lo)

#@@ case array_utils_module_alias
import numpy as np
au = np.lib.array_utils
e = np.eye(3)
b = au.byte_bounds(e[::2])
print(b[1] - b[0])

#@@ case array_utils_byte_bounds_removed_alias
import numpy as np
x = np.ones(4)
print(np.byte_bounds(x)[1] - np.byte_bounds(x)[0])
