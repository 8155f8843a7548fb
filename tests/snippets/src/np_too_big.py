#@@ case too_big_views_and_creation
import numpy as np
from numpy.lib.stride_tricks import as_strided
tries = [
    lambda: np.broadcast_to(np.zeros(1), (2**62,)),
    lambda: np.broadcast_to(np.zeros(1, dtype=np.int8), (2**62,)).shape,
    lambda: np.zeros((2**62, 0)),
    lambda: np.zeros((2**62, 0), dtype=np.int8),
    lambda: np.zeros((2**61, 2, 0), dtype=np.int16),
    lambda: as_strided(np.zeros(1), (2**62,), (0,)),
    lambda: as_strided(np.zeros(1), (2**60,), (0,)).shape,
    lambda: np.ones((3, 4)).reshape(2**62, 0),
    lambda: np.zeros(0).reshape(0, 2**62),
    lambda: np.zeros(0).reshape(0, 2**60),
    lambda: np.zeros(0)[:, None].reshape(2**62, 0, 2),
    lambda: np.ndarray((2**62, 0)),
    lambda: np.empty((2**62, 0)).shape,
]
for f in tries:
    try:
        print(f())
    except ValueError as e:
        print("ValueError:", e)

#@@ case too_big_order_of_checks
import numpy as np
from numpy.lib.stride_tricks import as_strided
tries = [
    lambda: np.broadcast_to(np.zeros(2), (2**62, 3)),
    lambda: np.broadcast_to(np.zeros(2), (2**62, 2)),
    lambda: as_strided(np.zeros(1), (-1,), (0, 0)),
    lambda: as_strided(np.zeros(1), (2**62,), (0, 0)),
    lambda: as_strided(np.zeros(1), (2**62, -1), (0, 0)),
    lambda: as_strided(np.zeros(1), (-1, 2**62), (0, 0)),
    lambda: np.zeros((2**62, 2**62, -1)),
    lambda: np.zeros((-1, 2**62, 2**62)),
]
for f in tries:
    try:
        print(f())
    except ValueError as e:
        print("ValueError:", e)
for s in [(2**62, 2), (0, 2**62, 2), (2**62, 2, 0), (2**62, 0, 2**62), (2, 2**62), (2**61, 2)]:
    for dt in [np.int8, np.float64]:
        try:
            print(s, np.broadcast_to(np.zeros(1, dtype=dt), s).shape)
        except ValueError as e:
            print(s, "ValueError:", e)

#@@ case too_big_results_of_huge_views
import numpy as np
z = np.zeros((2**62, 0), dtype=np.int8)
print(z.T.shape, z.view(np.int16).shape, z[..., None].shape, z.copy().shape)
for f in [lambda: z.astype(np.int16), lambda: z.sum(axis=1),
          lambda: np.broadcast_arrays(z, np.zeros((1, 1)))]:
    try:
        print(f())
    except ValueError as e:
        print("ValueError:", e)
b = np.broadcast_to(np.zeros(1, dtype=np.int8), (2**62,))
print(b.shape, b.strides, b.flat[5], str(b))
print(b.reshape(-1, 2)[:2])
for f in [lambda: b.cumsum(), lambda: b.astype(np.int16), lambda: b.sort()]:
    try:
        print(f())
    except ValueError as e:
        print("ValueError:", e)
