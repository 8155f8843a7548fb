import numpy as np
a = np.arange(0)
while True:
    a.resize(a.size + 1)
