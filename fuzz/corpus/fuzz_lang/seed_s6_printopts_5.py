import numpy as np
np.set_printoptions(precision=3)
a = np.linspace(0, 1, 7, dtype=np.float32)
print(a)
print(a[::-2], a[::-2].strides)
print(repr(a))
print(np.float64(1/3), np.array(1/3), repr(np.array(1/3)))
print(np.array([0.125, 0.375, 1e-5]))
print(np.array([1e-5, 1.0]), np.array([2.5e12]))
np.set_printoptions(precision=0)
print(np.array([0.5, 1.5, 2.5, 1234.5678]), np.array([1.5e-9, 3.0]))

