import numpy as np
print(np.array([0.1, 0.2, 0.3], dtype=np.float16))
print(repr(np.array([0.1, 0.25, 1 / 3], dtype=np.float16)))

