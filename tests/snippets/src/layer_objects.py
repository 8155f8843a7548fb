#@@ case limits_generator_printoptions_objects
import numpy as np
i = np.iinfo(np.int8)
f = np.finfo(np.float32)
print(i, repr(i), i.min, i.max, i.bits, f.eps, f.dtype)
print(type(i), type(f))
g = np.random.default_rng(0)
print(str(g), type(g))
print(g.integers(0, 10, 3))
with np.printoptions(precision=2):
    print(np.array([1.23456, 2.0]))
print(type(np.printoptions(precision=3)))
try:
    len(i)
except TypeError as e:
    print(e)

#@@ case torch_limits_objects
import torch
t = torch.iinfo(torch.int16)
print(t, t.max, t.bits, torch.finfo(torch.float16).eps)
print(type(t), type(torch.finfo(torch.float32)))

#@@ case numpy_scalars_in_sets_limits_equality_and_format
import numpy as np
import torch
print(np.int64(3) in {3}, {np.int64(3)}, set(np.array([3, 1, 2])), {(np.int64(1), 2)}, {np.bool_(True)})
s = {1, 2}
s.discard(np.int64(1))
print(s, frozenset([np.float64(2.5)]))
print(np.finfo(np.float32) == np.finfo(np.float32), np.iinfo(np.int8) == np.iinfo(np.int8))
print(torch.finfo(torch.float32) == torch.finfo(torch.float32), torch.finfo(torch.float32) != torch.finfo(torch.float32))
print(torch.iinfo(torch.int8) in [torch.iinfo(torch.int8)])
print(f"{np.iinfo(np.int8)}")
print("{}".format(torch.iinfo(torch.int8)))
print(f"{np.random.default_rng(0)}")
try:
    print(f"{torch.iinfo(torch.int8):>3}")
except TypeError as e:
    print(e)
for f in [lambda: -torch.finfo(torch.float32), lambda: torch.iinfo(torch.int8)(), lambda: len(np.random.default_rng(1)),
          lambda: {torch.iinfo(torch.int8)}, lambda: -np.iinfo(np.int8)]:
    try:
        f()
    except TypeError as e:
        print(e)
print(type(np.iinfo(np.int8)).__name__, type(torch.iinfo(torch.int8)).__name__, type(np.random.default_rng(0)).__name__)

#@@ case size_and_memory_format_reprs
import torch
x = torch.ones(2, 3)
print(x.shape, repr(x.shape), str(x.shape), [x.shape], torch.Size([]), torch.Size([5]))
print(torch.channels_last, torch.strided, x.layout, x.layout == torch.strided, torch.contiguous_format == torch.channels_last)
print(format(torch.float32), f"{torch.channels_last}", f"{x.shape}")
print(x.shape == (2, 3), x.shape == [2, 3])
