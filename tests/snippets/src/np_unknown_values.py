# numpy's transcendental ufuncs (np.exp, log, sin, cos, tanh and their relatives:
# src/lang/numpy/ndarray_mathfn.c) of an array give an array whose values stridelab does not
# compute and whose everything else is exact: the float loop's dtype, the ufunc iterator's
# layout, a new buffer, and the views and copies made from it.  Reading a value is refused
# (tests/lang_cli.sh).  Outputs are recorded from the reference by scripts/record_cases.py,
# never typed.

#@@ case ufunc_layouts_and_dtypes
import numpy as np
x = np.arange(24.).reshape(2, 3, 4)
for name in ["exp", "log", "sin", "cos", "tanh", "exp2", "expm1", "log2", "log10", "log1p", "tan", "sinh", "cosh", "arcsin", "arccos", "arctan"]:
    f = getattr(np, name)
    for v in [x, x.transpose(2, 0, 1), x[:, ::2], x[::-1], x[..., 1], np.broadcast_to(x[:1], (3, 3, 4)), np.asfortranarray(x)]:
        y = f(v)
        print(name, y.shape, y.strides, y.dtype, y.flags.c_contiguous, y.flags.f_contiguous, y.flags.owndata)

#@@ case integer_and_bool_inputs
import numpy as np
for a in [np.arange(6, dtype=np.int8).reshape(2, 3), np.array([True, False]), np.arange(4, dtype=np.int16)[::2],
          np.arange(6, dtype=np.int32).reshape(3, 2).T, np.arange(3), np.arange(4, dtype=np.uint8), np.zeros((0, 3)),
          np.arange(6, dtype=np.float32).reshape(2, 3)[:, ::-1], np.arange(3, dtype=np.float16)]:
    for y in [np.exp(a), np.sin(a), np.log1p(a)]:
        print(y.shape, y.strides, y.dtype, y.base is None, np.shares_memory(y, a))

#@@ case views_and_copies_of_the_result
import numpy as np
x = np.linspace(-5, 5, 100)
xx, yy = np.meshgrid(x, x)
z = np.sin(np.sqrt(xx ** 2 + yy ** 2))
print(z.shape, z.strides, z.dtype)
print(z.T.strides, z[::3, 1:].shape, z[::3, 1:].strides)
c = np.ascontiguousarray(z.T)
print(c.strides, np.shares_memory(c, z), c.flags.c_contiguous)
r = z.T.reshape(-1)
print(r.shape, r.strides, r.base is None)
v = z.reshape(4, 25, 100)
print(v.strides, v.base is z)

#@@ case unseeded_draws_compared_with_themselves
import numpy as np
A = np.random.randn(3, 4, 5)
print(np.all(np.flip(A, 2) == A[:, :, ::-1, ...]), (A == A).all(), (A != A).any(), (A.T == A.T).sum())
B = A.copy()
print((B == B).all(), (B.T != B.T).any())
print((np.random.rand(4) == np.random.rand(4)[::1]).shape)
R = np.random.randint(0, 5, size=(2, 3))
print((R[::-1] == np.flipud(R)).all())
rng = np.random.default_rng()
C = rng.normal(size=(3, 4))
print(np.all(np.fliplr(C) == C[:, ::-1]), (rng.random(5) == rng.random(5)).shape)
I = rng.integers(0, 10, size=6)
print((I.reshape(2, 3) == I.reshape(2, 3)).tolist())

#@@ case integer_views_of_draws_compare_bytewise
import numpy as np
A = np.random.randn(4, 2)
print((A.view(np.int64) == A.view(np.int64)).all(), (A.view(np.int32)[:, ::-1] != A.view(np.int32)[:, ::-1]).any())
print((A.view(np.uint8).T == A.view(np.uint8).T).sum())
