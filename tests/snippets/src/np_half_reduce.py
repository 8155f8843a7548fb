# numpy float16 reductions (src/lang/numpy/ndarray_reduce.c, ndarray_mathfn.c): max / min /
# argmax / argmin / all / any compare exactly; sum follows numpy's HALF_add (float32 pairwise
# sums of each inner loop, the output rounded to half after each call, one by one where the
# innermost axis is kept).  Random layouts and axes, values from a seeded generator.  Outputs are
# recorded from the reference by scripts/record_cases.py, never typed.

#@@ case half_reductions_0
import numpy as np
np.random.seed(404)
a = (np.random.randn(*(64, 300)) * 10).astype(np.float16)
v = a
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
v = a.T
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
v = a[::2]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
v = a.transpose(1, 0)[1:]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
v = np.swapaxes(a, 0, -1)
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])

#@@ case half_reductions_1
import numpy as np
np.random.seed(840)
a = (np.random.randn(*(7,)) * 1).astype(np.float16)
v = a
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
v = a[::3]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
v = a[1:-1]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
v = a[::-1]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])

#@@ case half_reductions_2
import numpy as np
np.random.seed(374)
a = (np.random.randn(*(3000, 4)) * 1).astype(np.float16)
v = a
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
v = a.T
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
v = a[::2]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
v = a.transpose(1, 0)[1:]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
v = np.swapaxes(a, 0, -1)
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])

#@@ case half_reductions_3
import numpy as np
np.random.seed(931)
a = (np.random.randn(*(2, 3, 4, 5)) * 1).astype(np.float16)
v = a
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
print(v.sum(axis=2).tolist()[:6], v.max(axis=2).tolist()[:4], v.argmin(axis=2).tolist()[:4])
print(v.sum(axis=3).tolist()[:6], v.max(axis=3).tolist()[:4], v.argmin(axis=3).tolist()[:4])
v = a.T
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
print(v.sum(axis=2).tolist()[:6], v.max(axis=2).tolist()[:4], v.argmin(axis=2).tolist()[:4])
print(v.sum(axis=3).tolist()[:6], v.max(axis=3).tolist()[:4], v.argmin(axis=3).tolist()[:4])
v = a[::2]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
print(v.sum(axis=2).tolist()[:6], v.max(axis=2).tolist()[:4], v.argmin(axis=2).tolist()[:4])
print(v.sum(axis=3).tolist()[:6], v.max(axis=3).tolist()[:4], v.argmin(axis=3).tolist()[:4])
v = a.transpose(3, 2, 1, 0)[1:]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
print(v.sum(axis=2).tolist()[:6], v.max(axis=2).tolist()[:4], v.argmin(axis=2).tolist()[:4])
print(v.sum(axis=3).tolist()[:6], v.max(axis=3).tolist()[:4], v.argmin(axis=3).tolist()[:4])
v = np.swapaxes(a, 0, -1)
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
print(v.sum(axis=2).tolist()[:6], v.max(axis=2).tolist()[:4], v.argmin(axis=2).tolist()[:4])
print(v.sum(axis=3).tolist()[:6], v.max(axis=3).tolist()[:4], v.argmin(axis=3).tolist()[:4])

#@@ case half_reductions_4
import numpy as np
np.random.seed(38)
a = (np.random.randn(*(3000, 4)) * 10).astype(np.float16)
v = a
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
v = a.T
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
v = a[::2]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
v = a.transpose(1, 0)[1:]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
v = np.swapaxes(a, 0, -1)
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])

#@@ case half_reductions_5
import numpy as np
np.random.seed(428)
a = (np.random.randn(*(100,)) * 1000).astype(np.float16)
v = a
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
v = a[::3]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
v = a[1:-1]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
v = a[::-1]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])

#@@ case half_reductions_6
import numpy as np
np.random.seed(92)
a = (np.random.randn(*(100,)) * 10).astype(np.float16)
v = a
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
v = a[::3]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
v = a[1:-1]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
v = a[::-1]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])

#@@ case half_reductions_7
import numpy as np
np.random.seed(60)
a = (np.random.randn(*(3000, 4)) * 1000).astype(np.float16)
v = a
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
v = a.T
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
v = a[::2]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
v = a.transpose(1, 0)[1:]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
v = np.swapaxes(a, 0, -1)
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])

#@@ case half_reductions_8
import numpy as np
np.random.seed(970)
a = (np.random.randn(*(2, 3, 4, 5)) * 1).astype(np.float16)
v = a
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
print(v.sum(axis=2).tolist()[:6], v.max(axis=2).tolist()[:4], v.argmin(axis=2).tolist()[:4])
print(v.sum(axis=3).tolist()[:6], v.max(axis=3).tolist()[:4], v.argmin(axis=3).tolist()[:4])
v = a.T
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
print(v.sum(axis=2).tolist()[:6], v.max(axis=2).tolist()[:4], v.argmin(axis=2).tolist()[:4])
print(v.sum(axis=3).tolist()[:6], v.max(axis=3).tolist()[:4], v.argmin(axis=3).tolist()[:4])
v = a[::2]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
print(v.sum(axis=2).tolist()[:6], v.max(axis=2).tolist()[:4], v.argmin(axis=2).tolist()[:4])
print(v.sum(axis=3).tolist()[:6], v.max(axis=3).tolist()[:4], v.argmin(axis=3).tolist()[:4])
v = a.transpose(3, 2, 1, 0)[1:]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
print(v.sum(axis=2).tolist()[:6], v.max(axis=2).tolist()[:4], v.argmin(axis=2).tolist()[:4])
print(v.sum(axis=3).tolist()[:6], v.max(axis=3).tolist()[:4], v.argmin(axis=3).tolist()[:4])
v = np.swapaxes(a, 0, -1)
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
print(v.sum(axis=2).tolist()[:6], v.max(axis=2).tolist()[:4], v.argmin(axis=2).tolist()[:4])
print(v.sum(axis=3).tolist()[:6], v.max(axis=3).tolist()[:4], v.argmin(axis=3).tolist()[:4])

#@@ case half_reductions_9
import numpy as np
np.random.seed(970)
a = (np.random.randn(*(20000,)) * 0.01).astype(np.float16)
v = a
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
v = a[::3]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
v = a[1:-1]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
v = a[::-1]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])

#@@ case half_reductions_10
import numpy as np
np.random.seed(599)
a = (np.random.randn(*(7,)) * 0.01).astype(np.float16)
v = a
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
v = a[::3]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
v = a[1:-1]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
v = a[::-1]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])

#@@ case half_reductions_11
import numpy as np
np.random.seed(999)
a = (np.random.randn(*(5, 17, 9)) * 1).astype(np.float16)
v = a
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
print(v.sum(axis=2).tolist()[:6], v.max(axis=2).tolist()[:4], v.argmin(axis=2).tolist()[:4])
v = a.T
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
print(v.sum(axis=2).tolist()[:6], v.max(axis=2).tolist()[:4], v.argmin(axis=2).tolist()[:4])
v = a[::2]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
print(v.sum(axis=2).tolist()[:6], v.max(axis=2).tolist()[:4], v.argmin(axis=2).tolist()[:4])
v = a.transpose(2, 1, 0)[1:]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
print(v.sum(axis=2).tolist()[:6], v.max(axis=2).tolist()[:4], v.argmin(axis=2).tolist()[:4])
v = np.swapaxes(a, 0, -1)
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
print(v.sum(axis=2).tolist()[:6], v.max(axis=2).tolist()[:4], v.argmin(axis=2).tolist()[:4])

#@@ case half_reductions_12
import numpy as np
np.random.seed(570)
a = (np.random.randn(*(20000,)) * 1).astype(np.float16)
v = a
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
v = a[::3]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
v = a[1:-1]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
v = a[::-1]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])

#@@ case half_reductions_13
import numpy as np
np.random.seed(429)
a = (np.random.randn(*(9000,)) * 100).astype(np.float16)
v = a
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
v = a[::3]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
v = a[1:-1]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
v = a[::-1]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])

#@@ case half_reductions_14
import numpy as np
np.random.seed(120)
a = (np.random.randn(*(9000,)) * 0.01).astype(np.float16)
v = a
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
v = a[::3]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
v = a[1:-1]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
v = a[::-1]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])

#@@ case half_reductions_15
import numpy as np
np.random.seed(573)
a = (np.random.randn(*(2, 3, 4, 5)) * 100).astype(np.float16)
v = a
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
print(v.sum(axis=2).tolist()[:6], v.max(axis=2).tolist()[:4], v.argmin(axis=2).tolist()[:4])
print(v.sum(axis=3).tolist()[:6], v.max(axis=3).tolist()[:4], v.argmin(axis=3).tolist()[:4])
v = a.T
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
print(v.sum(axis=2).tolist()[:6], v.max(axis=2).tolist()[:4], v.argmin(axis=2).tolist()[:4])
print(v.sum(axis=3).tolist()[:6], v.max(axis=3).tolist()[:4], v.argmin(axis=3).tolist()[:4])
v = a[::2]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
print(v.sum(axis=2).tolist()[:6], v.max(axis=2).tolist()[:4], v.argmin(axis=2).tolist()[:4])
print(v.sum(axis=3).tolist()[:6], v.max(axis=3).tolist()[:4], v.argmin(axis=3).tolist()[:4])
v = a.transpose(3, 2, 1, 0)[1:]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
print(v.sum(axis=2).tolist()[:6], v.max(axis=2).tolist()[:4], v.argmin(axis=2).tolist()[:4])
print(v.sum(axis=3).tolist()[:6], v.max(axis=3).tolist()[:4], v.argmin(axis=3).tolist()[:4])
v = np.swapaxes(a, 0, -1)
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
print(v.sum(axis=2).tolist()[:6], v.max(axis=2).tolist()[:4], v.argmin(axis=2).tolist()[:4])
print(v.sum(axis=3).tolist()[:6], v.max(axis=3).tolist()[:4], v.argmin(axis=3).tolist()[:4])

#@@ case half_reductions_16
import numpy as np
np.random.seed(595)
a = (np.random.randn(*(9000,)) * 1).astype(np.float16)
v = a
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
v = a[::3]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
v = a[1:-1]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
v = a[::-1]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])

#@@ case half_reductions_17
import numpy as np
np.random.seed(381)
a = (np.random.randn(*(2, 3, 4, 5)) * 10).astype(np.float16)
v = a
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
print(v.sum(axis=2).tolist()[:6], v.max(axis=2).tolist()[:4], v.argmin(axis=2).tolist()[:4])
print(v.sum(axis=3).tolist()[:6], v.max(axis=3).tolist()[:4], v.argmin(axis=3).tolist()[:4])
v = a.T
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
print(v.sum(axis=2).tolist()[:6], v.max(axis=2).tolist()[:4], v.argmin(axis=2).tolist()[:4])
print(v.sum(axis=3).tolist()[:6], v.max(axis=3).tolist()[:4], v.argmin(axis=3).tolist()[:4])
v = a[::2]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
print(v.sum(axis=2).tolist()[:6], v.max(axis=2).tolist()[:4], v.argmin(axis=2).tolist()[:4])
print(v.sum(axis=3).tolist()[:6], v.max(axis=3).tolist()[:4], v.argmin(axis=3).tolist()[:4])
v = a.transpose(3, 2, 1, 0)[1:]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
print(v.sum(axis=2).tolist()[:6], v.max(axis=2).tolist()[:4], v.argmin(axis=2).tolist()[:4])
print(v.sum(axis=3).tolist()[:6], v.max(axis=3).tolist()[:4], v.argmin(axis=3).tolist()[:4])
v = np.swapaxes(a, 0, -1)
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
print(v.sum(axis=2).tolist()[:6], v.max(axis=2).tolist()[:4], v.argmin(axis=2).tolist()[:4])
print(v.sum(axis=3).tolist()[:6], v.max(axis=3).tolist()[:4], v.argmin(axis=3).tolist()[:4])

#@@ case half_reductions_18
import numpy as np
np.random.seed(729)
a = (np.random.randn(*(100,)) * 0.01).astype(np.float16)
v = a
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
v = a[::3]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
v = a[1:-1]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
v = a[::-1]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])

#@@ case half_reductions_19
import numpy as np
np.random.seed(61)
a = (np.random.randn(*(100,)) * 0.01).astype(np.float16)
v = a
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
v = a[::3]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
v = a[1:-1]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
v = a[::-1]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])

#@@ case half_reductions_20
import numpy as np
np.random.seed(508)
a = (np.random.randn(*(2, 3, 4, 5)) * 10).astype(np.float16)
v = a
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
print(v.sum(axis=2).tolist()[:6], v.max(axis=2).tolist()[:4], v.argmin(axis=2).tolist()[:4])
print(v.sum(axis=3).tolist()[:6], v.max(axis=3).tolist()[:4], v.argmin(axis=3).tolist()[:4])
v = a.T
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
print(v.sum(axis=2).tolist()[:6], v.max(axis=2).tolist()[:4], v.argmin(axis=2).tolist()[:4])
print(v.sum(axis=3).tolist()[:6], v.max(axis=3).tolist()[:4], v.argmin(axis=3).tolist()[:4])
v = a[::2]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
print(v.sum(axis=2).tolist()[:6], v.max(axis=2).tolist()[:4], v.argmin(axis=2).tolist()[:4])
print(v.sum(axis=3).tolist()[:6], v.max(axis=3).tolist()[:4], v.argmin(axis=3).tolist()[:4])
v = a.transpose(3, 2, 1, 0)[1:]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
print(v.sum(axis=2).tolist()[:6], v.max(axis=2).tolist()[:4], v.argmin(axis=2).tolist()[:4])
print(v.sum(axis=3).tolist()[:6], v.max(axis=3).tolist()[:4], v.argmin(axis=3).tolist()[:4])
v = np.swapaxes(a, 0, -1)
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
print(v.sum(axis=2).tolist()[:6], v.max(axis=2).tolist()[:4], v.argmin(axis=2).tolist()[:4])
print(v.sum(axis=3).tolist()[:6], v.max(axis=3).tolist()[:4], v.argmin(axis=3).tolist()[:4])

#@@ case half_reductions_21
import numpy as np
np.random.seed(795)
a = (np.random.randn(*(3000, 4)) * 1000).astype(np.float16)
v = a
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
v = a.T
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
v = a[::2]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
v = a.transpose(1, 0)[1:]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
v = np.swapaxes(a, 0, -1)
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])

#@@ case half_reductions_22
import numpy as np
np.random.seed(599)
a = (np.random.randn(*(64, 300)) * 1000).astype(np.float16)
v = a
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
v = a.T
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
v = a[::2]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
v = a.transpose(1, 0)[1:]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
v = np.swapaxes(a, 0, -1)
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])

#@@ case half_reductions_23
import numpy as np
np.random.seed(306)
a = (np.random.randn(*(4, 3000)) * 100).astype(np.float16)
v = a
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
v = a.T
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
v = a[::2]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
v = a.transpose(1, 0)[1:]
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])
v = np.swapaxes(a, 0, -1)
print(v.sum(), v.max(), v.min(), v.argmax(), v.argmin(), (v > 0).any())
print(v.sum(axis=0).tolist()[:6], v.max(axis=0).tolist()[:4], v.argmin(axis=0).tolist()[:4])
print(v.sum(axis=1).tolist()[:6], v.max(axis=1).tolist()[:4], v.argmin(axis=1).tolist()[:4])

#@@ case half_means_over_all_axes
import numpy as np
np.random.seed(3)
for n in [5, 100, 8191, 8193, 9000, 20000, 40000]:
    h = (np.random.randn(n) * 100).astype(np.float16)
    print(h.mean(), np.mean(h[::2]), h[::-1].mean(), type(h.mean()))
    m = h[: n // 5 * 5].reshape(5, -1)
    print(m.mean(), m.T.mean(), m[:, ::3].mean(), np.mean(m, axis=None, keepdims=True))
big = np.full(70000, 1000, dtype=np.float16)
print(big.sum(), big.mean(), big[:5000].sum())
