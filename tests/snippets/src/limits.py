# Hand-picked programs for np.iinfo / np.finfo and torch.iinfo / torch.finfo (src/lang/arrays/arr_limits.c):
# attributes, str and repr, errors, and the way learners use them next to dtype overflow.
# Outputs are recorded from numpy 1.24 / torch 1.13 by scripts/record_cases.py, never typed.

#@@ case numpy_iinfo_attributes_and_printing
import numpy as np
for t in [np.int8, np.uint8, np.int16, np.int32, np.int64, np.uint16, np.uint32]:
    i = np.iinfo(t)
    print(i.min, i.max, i.bits, i.dtype, i.kind, type(i.max))
print(np.iinfo(np.int8))
print(repr(np.iinfo(np.int16)), [np.iinfo(np.uint8)])
print(np.iinfo('int32').max, np.iinfo(np.dtype('uint8')).max, np.iinfo(np.arange(3).dtype).bits, np.iinfo(int).min)
print(f"{np.iinfo(np.int16).max:,}", str(np.iinfo(np.uint16)).splitlines()[0])

#@@ case numpy_finfo_attributes_and_printing
import numpy as np
for t in [np.float16, np.float32, np.float64]:
    f = np.finfo(t)
    print(f.eps, f.max, f.min, f.tiny, f.smallest_normal, f.resolution, f.bits, f.dtype, f.precision)
    print(f.epsneg, f.smallest_subnormal, f.maxexp, f.minexp, f.nmant, f.nexp, f.machep, f.negep, type(f.eps))
    print(f)
    print(repr(f))
print(np.finfo(float).eps, np.finfo('float32').eps, np.finfo(np.zeros(2, np.float32).dtype).max)
print(np.finfo(np.float32).eps + np.float32(1) > 1, np.float32(1) + np.finfo(np.float32).eps / 2 == 1)

#@@ case numpy_limits_errors
import numpy as np
for call in [lambda: np.iinfo(np.float32), lambda: np.iinfo(np.bool_), lambda: np.finfo(np.int32), lambda: np.finfo(np.bool_)]:
    try:
        call()
    except ValueError as e:
        print(type(e).__name__, e)
try:
    np.iinfo(np.int8).foo
except AttributeError as e:
    print(e)

#@@ case numpy_limits_and_overflow
import numpy as np
a = np.array([np.iinfo(np.int8).max], dtype=np.int8)
print(a + 1, (a + 1).dtype)
b = np.arange(np.iinfo(np.uint8).max - 2, np.iinfo(np.uint8).max + 1).astype(np.uint8)
print(b, b + 1)
print(np.float32(np.finfo(np.float32).max) * 2)

#@@ case torch_iinfo_finfo
import torch
for t in [torch.int8, torch.uint8, torch.int16, torch.int32, torch.int64, torch.bool]:
    try:
        i = torch.iinfo(t)
        print(i, i.min, i.max, i.bits, i.dtype, type(i.max), type(i.dtype))
    except TypeError as e:
        print("TypeError", e)
for t in [torch.float16, torch.bfloat16, torch.float32, torch.float64]:
    f = torch.finfo(t)
    print(f)
    print(f.eps, f.max, f.min, f.tiny, f.smallest_normal, f.resolution, f.bits, f.dtype, type(f.eps))
for call in [lambda: torch.finfo(torch.int32), lambda: torch.iinfo(torch.float32)]:
    try:
        call()
    except TypeError as e:
        print(e)

#@@ case torch_limits_and_overflow
import torch
x = torch.tensor([torch.iinfo(torch.int8).max], dtype=torch.int8)
print(x + 1, x.to(torch.int16) + 1)
print(torch.finfo(torch.float32).eps, torch.tensor(1.0) + torch.finfo(torch.float32).eps / 2 == 1)
print(torch.finfo(torch.float16).max, torch.full((2,), torch.finfo(torch.float16).max, dtype=torch.float16))
