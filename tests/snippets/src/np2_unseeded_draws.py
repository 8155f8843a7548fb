#@@ case generator_without_seed_shapes
import numpy as np
rng = np.random.default_rng()
arrays = [rng.normal(size=(3, 4)) for _ in range(10)]
print(repr(np.stack(arrays, axis=0).shape))
print(repr(np.stack(arrays, axis=2).shape))
r = rng.random((2, 5))
print(r.shape, r.dtype, r.strides)
i = rng.integers(0, 10, size=7)
print(i.shape, i.dtype)
u = rng.uniform(1, 2, size=(2,))
print(u.shape, rng.standard_normal(4).shape, rng.normal(5.0, 2.0, 3).dtype)
try:
    rng.normal(0, -1, size=2)
except ValueError as e:
    print(e)
try:
    rng.integers(5, 3, size=2)
except ValueError as e:
    print(e)
