# held-out programs: allclose / isclose / tobytes / frombuffer / equal-ish checks learners
# use to compare views and copies.
# Record and compare: scripts/record_cases.py --out DIR tests/snippets/src/heldout_ops/*.py, then
# STRIDELAB_SNIPPETS=DIR STRIDELAB_CORPUS_VERBOSE=1 build/tests/test_lang_corpus (they are not a test corpus).
#@@ case ab_np_allclose
import numpy as np
a = np.arange(6).reshape(2, 3)
print(np.allclose(a.T.T, a), np.allclose(a, a + 1e-9))
#@@ case ab_np_isclose
import numpy as np
a = np.array([1.0, 2.0, np.nan])
print(np.isclose(a, [1.0, 2.1, np.nan]))
print(np.isclose(a, a, equal_nan=True))
#@@ case ab_np_allclose_bcast
import numpy as np
print(np.allclose(np.ones((2, 3)), 1.0))
print(np.allclose(np.zeros(3), [0, 0, 1e-9], atol=0))
#@@ case ab_np_array_equal
import numpy as np
a = np.arange(4)
print(np.array_equal(a, a[::-1][::-1]), np.array_equal(a, a[:3]))
#@@ case ab_torch_isclose
import torch
x = torch.tensor([1.0, 2.0, float('nan')])
print(torch.isclose(x, torch.tensor([1.0, 2.0001, float('nan')])))
print(torch.isclose(x, x, equal_nan=True))
#@@ case ab_torch_allclose
import torch
x = torch.arange(6.).reshape(2, 3)
print(torch.allclose(x.t().contiguous().t(), x))
#@@ case ab_tobytes_c
import numpy as np
a = np.arange(4, dtype=np.int16).reshape(2, 2)
print(a.tobytes())
print(a.T.tobytes())
#@@ case ab_tobytes_order
import numpy as np
a = np.arange(4, dtype=np.uint8).reshape(2, 2)
print(a.tobytes(order='F'), a.T.tobytes(order='A'))
#@@ case ab_tobytes_len
import numpy as np
a = np.zeros((3, 4), dtype=np.float32)
print(len(a.tobytes()), a.nbytes)
#@@ case ab_torch_tobytes
import torch
torch.arange(3).tobytes()
#@@ case ab_frombuffer
import numpy as np
a = np.arange(3, dtype=np.int32)
b = np.frombuffer(a.tobytes(), dtype=np.int32)
print(b, b.flags.writeable)
#@@ case ab_tobytes_float
import numpy as np
print(np.array([1.0, -0.5], dtype=np.float32).tobytes())
#@@ case ab_np_shares_memory
import numpy as np
a = np.arange(10)
print(np.shares_memory(a[:5], a[5:]), np.may_share_memory(a[::2], a[1::2]), np.shares_memory(a[::2], a[1::2]))
#@@ case ab_isclose_int
import numpy as np
print(np.isclose(np.arange(3), [0, 1, 3]))
#@@ case ab_allclose_shape_err
import numpy as np
np.allclose(np.zeros(3), np.zeros(4))
#@@ case ab_torch_eq_all
import torch
x = torch.arange(4)
print((x == x.flip(0).flip(0)).all(), torch.equal(x, x.clone()))
