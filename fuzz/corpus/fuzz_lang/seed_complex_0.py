import numpy as np
h = np.arange(6, dtype=np.float16).reshape(2, 3)
print(h.dtype, h.itemsize, h.strides, h.nbytes)
print(h.T.strides, h[:, ::2].strides)

