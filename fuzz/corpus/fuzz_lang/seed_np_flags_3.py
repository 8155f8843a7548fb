import numpy as np
a = np.arange(4, dtype=np.int32)
a.resize(2, 3)
print(a, a.dtype)
a.resize([3, 2])
print(a)
a.resize(3, 2)
print(a.strides)
