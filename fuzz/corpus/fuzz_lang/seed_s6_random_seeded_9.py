import numpy as np
rng = np.random.default_rng(0)
print(rng)
print(rng.random(3))
print(rng.integers(0, 10, size=8))
print(rng.random(), rng.uniform(), rng.uniform(1, 2), type(rng.uniform(1, 2)))
print(rng.integers(2**62), type(rng.integers(5)))
print(rng.integers(0, 5, endpoint=True, size=(2, 3)))
print(rng.permutation(10))
a = np.arange(8)
rng.shuffle(a)
print(a)
x = rng.random((3, 4))
print(x.T.strides, x[:, ::2])
print(rng.uniform(-1, 1, size=3))
g2 = np.random.default_rng(seed=2**40 + 5)
print(g2.random(), g2.integers(10**12, size=2))
for c in [lambda: rng.integers(0), lambda: rng.integers(5, 5), lambda: rng.uniform(3, 1, 2), lambda: np.random.default_rng(-1), lambda: rng.random(size=-1)]:
    try:
        c()
    except ValueError as e:
        print(e)
print(rng.integers(3, size=0))
