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
