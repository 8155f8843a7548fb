import numpy as np
a = np.arange(3)
a /= 2
