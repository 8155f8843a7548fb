# held-out programs: as_strided / sliding_window_view / unfold / broadcast_to /
# broadcast_arrays / moveaxis / rollaxis / swapaxes.
# Record and compare: scripts/record_cases.py --out DIR tests/snippets/src/heldout_ops/*.py, then
# STRIDELAB_SNIPPETS=DIR STRIDELAB_CORPUS_VERBOSE=1 build/tests/test_lang_corpus (they are not a test corpus).
#@@ case sv_as_strided_windows
import numpy as np
from numpy.lib.stride_tricks import as_strided
a = np.arange(8)
w = as_strided(a, shape=(6, 3), strides=(8, 8))
print(w)
print(w.strides, w.flags['WRITEABLE'])
#@@ case sv_as_strided_readonly
import numpy as np
a = np.arange(6)
w = np.lib.stride_tricks.as_strided(a, shape=(4, 3), strides=(a.itemsize, a.itemsize), writeable=False)
print(w.flags.writeable)
w[0, 0] = 5
#@@ case sv_sliding_window
import numpy as np
from numpy.lib.stride_tricks import sliding_window_view
a = np.arange(6)
v = sliding_window_view(a, 3)
print(v, v.shape, v.strides)
#@@ case sv_sliding_window_2d
import numpy as np
a = np.arange(16).reshape(4, 4)
v = np.lib.stride_tricks.sliding_window_view(a, (2, 2))
print(v.shape, v.strides)
print(v[1, 2])
#@@ case sv_sliding_window_axis
import numpy as np
a = np.arange(12).reshape(3, 4)
v = np.lib.stride_tricks.sliding_window_view(a, 2, axis=1)
print(v.shape, v.strides)
print(v.sum(axis=-1))
#@@ case sv_sliding_window_too_big
import numpy as np
np.lib.stride_tricks.sliding_window_view(np.arange(3), 5)
#@@ case sv_unfold_1d
import torch
x = torch.arange(7)
u = x.unfold(0, 3, 2)
print(u, u.stride(), u.shape)
#@@ case sv_unfold_2d
import torch
x = torch.arange(16).reshape(4, 4)
u = x.unfold(0, 2, 1).unfold(1, 2, 2)
print(u.shape, u.stride())
print(u[1, 0])
#@@ case sv_unfold_err
import torch
torch.arange(4).unfold(0, 5, 1)
#@@ case sv_torch_as_strided
import torch
x = torch.arange(9.)
y = x.as_strided((3, 3), (1, 3))
print(y)
print(y.is_contiguous(), y.t().is_contiguous())
#@@ case sv_torch_as_strided_offset
import torch
x = torch.arange(10)
y = torch.as_strided(x, (2, 2), (3, 1), 4)
print(y, y.storage_offset())
#@@ case sv_broadcast_to_np
import numpy as np
a = np.array([1, 2, 3])
b = np.broadcast_to(a, (4, 3))
print(b.strides, b.flags.writeable)
b[0, 0] = 1
#@@ case sv_broadcast_to_torch
import torch
x = torch.tensor([[1], [2]])
y = torch.broadcast_to(x, (2, 4))
print(y, y.stride())
#@@ case sv_broadcast_arrays
import numpy as np
a = np.arange(3)
b = np.arange(2).reshape(2, 1)
x, y = np.broadcast_arrays(a, b)
print(x.shape, x.strides, y.strides)
print(x)
#@@ case sv_broadcast_tensors
import torch
a, b = torch.broadcast_tensors(torch.arange(3), torch.arange(2).reshape(2, 1))
print(a.stride(), b.stride(), a.shape)
#@@ case sv_broadcast_shapes
import numpy as np
import torch
print(np.broadcast_shapes((2, 1), (3,)))
print(torch.broadcast_shapes((2, 1), (3,)))
#@@ case sv_broadcast_to_err
import numpy as np
np.broadcast_to(np.arange(3), (4, 2))
#@@ case sv_moveaxis
import numpy as np
a = np.zeros((2, 3, 4))
print(np.moveaxis(a, 0, -1).shape, np.moveaxis(a, 0, -1).strides)
print(np.moveaxis(a, [0, 1], [-1, -2]).shape)
#@@ case sv_rollaxis
import numpy as np
a = np.zeros((2, 3, 4, 5))
print(np.rollaxis(a, 3, 1).shape, np.rollaxis(a, 3, 1).strides)
#@@ case sv_swapaxes
import numpy as np
a = np.arange(24).reshape(2, 3, 4)
s = a.swapaxes(0, 2)
print(s.shape, s.strides, s.base is a, np.swapaxes(a, 1, 2).flags.f_contiguous)
#@@ case sv_torch_swapaxes
import torch
x = torch.zeros(2, 3, 4)
print(x.swapaxes(0, 1).stride(), torch.swapdims(x, 1, 2).stride(), x.moveaxis(0, 2).stride())
#@@ case sv_movedim_multi
import torch
x = torch.zeros(2, 3, 4, 5)
print(torch.movedim(x, (0, 1), (2, 3)).shape, x.movedim((0, 1), (2, 3)).stride())
#@@ case sv_moveaxis_err
import numpy as np
np.moveaxis(np.zeros((2, 3)), 2, 0)
#@@ case sv_sliding_mean
import numpy as np
a = np.array([1., 2., 3., 4., 5.])
w = np.lib.stride_tricks.sliding_window_view(a, 3)
print(w.mean(axis=1))
#@@ case sv_unfold_sum
import torch
x = torch.arange(6.)
print(x.unfold(0, 2, 1).sum(1))
#@@ case sv_as_strided_overlap_write
import torch
x = torch.zeros(5)
y = x.as_strided((3, 2), (1, 1))
y.add_(1)
print(x)
