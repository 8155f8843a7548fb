#@@ case numpy_scalar_augmented_assignment_rebinds
import numpy as np
h = np.zeros(3, dtype=np.int64)
h[1] += 1
h[2] -= 5
print(h)
s = h[1]
s += 1
print(s, type(s).__name__, h)
f = np.arange(3.)[2]
f *= 1.5
f /= 4
print(f, type(f).__name__)
u = np.arange(3, dtype=np.uint8)
u[0] += 3
print(u)
b = np.int8(100)
b += np.int8(100)
print(b)
c = np.int32(7)
c //= 2
print(c, type(c).__name__)
