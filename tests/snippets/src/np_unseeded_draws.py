#@@ case stack_of_unseeded_draws
import numpy as np
arrays = [np.random.randn(3, 4) for _ in range(10)]
s = np.stack(arrays, axis=1)
print(s.shape, s.strides, s.dtype, s.flags.c_contiguous)
c = np.concatenate(arrays[:2], axis=1)
print(c.shape, c.strides)
print(np.vstack(arrays).shape)
