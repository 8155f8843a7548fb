import numpy as np
a = np.arange(6)
a.resize(8)
print(a, a.shape, a.strides, a.flags.owndata)
