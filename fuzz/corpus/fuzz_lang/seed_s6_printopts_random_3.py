import numpy as np
np.set_printoptions(precision=12, edgeitems=4, linewidth=87)
print(repr((np.arange(24, dtype=np.float32) * 1e-6).reshape(8, 3)))
np.set_printoptions(precision=3, edgeitems=4, linewidth=54, suppress=True)
print((np.arange(32, dtype=np.float32) / 7 * 1e-6).reshape(4, 8, 1).T)
print(((np.arange(35, dtype=np.float64) - 17) * (np.arange(35, dtype=np.float64) - 17) * 0.01).reshape(5, 7)[::2])
np.set_printoptions(precision=7, linewidth=55, suppress=False)
print(repr((np.arange(9, dtype=np.float32) / 7 * 1e9).reshape(9)[::1]))
print(repr(((np.arange(378, dtype=np.float64) - 189) * (np.arange(378, dtype=np.float64) - 189) * 1e-6).reshape(6, 7, 9)))

