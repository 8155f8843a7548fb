#@@ case search_00
import torch
b = torch.tensor([1, 3, 5, 7])
try:
    r = torch.searchsorted(b, torch.tensor([2, 5, 8, 0]))
    print(r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case search_01
import torch
b = torch.tensor([1, 3, 5, 7])
try:
    r = torch.searchsorted(b, torch.tensor([2, 5, 8, 0]), right=True)
    print(r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case search_02
import torch
b = torch.tensor([1, 3, 5, 7])
try:
    r = torch.searchsorted(b, torch.tensor([2, 5, 8, 0]), side='right')
    print(r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case search_03
import torch
b = torch.tensor([1, 3, 5, 7])
try:
    r = torch.searchsorted(b, torch.tensor([2, 5]), side='left', right=True)
    print(r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case search_04
import torch
b = torch.tensor([1, 3, 5, 7])
try:
    r = torch.searchsorted(b, torch.tensor([2, 5]), side='middle')
    print(r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case search_05
import torch
b = torch.tensor([1, 3, 5, 7])
try:
    r = torch.searchsorted(b, torch.tensor([2, 5]), out_int32=True)
    print(r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case search_06
import torch
b = torch.tensor([1, 3, 5, 7])
try:
    r = torch.searchsorted(b, 5)
    print(r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case search_07
import torch
b = torch.tensor([1, 3, 5, 7])
try:
    r = torch.searchsorted(b, torch.tensor(5))
    print(r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case search_08
import torch
b = torch.tensor([1, 3, 5, 7])
try:
    r = torch.searchsorted(b, torch.tensor([[2, 5], [8, 0]]))
    print(r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case search_09
import torch
b = torch.tensor([1, 3, 5, 7])
try:
    r = torch.searchsorted(torch.tensor([[1, 3], [2, 4]]), torch.tensor([[2, 5], [3, 0]]))
    print(r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case search_10
import torch
b = torch.tensor([1, 3, 5, 7])
try:
    r = torch.searchsorted(torch.tensor([[1, 3], [2, 4]]), torch.tensor([2, 5]))
    print(r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case search_11
import torch
b = torch.tensor([1, 3, 5, 7])
try:
    r = torch.searchsorted(b.float(), torch.tensor([2, 5]))
    print(r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case search_12
import torch
b = torch.tensor([1, 3, 5, 7])
try:
    r = torch.searchsorted(b, torch.tensor([2.5, 5.0]))
    print(r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case search_13
import torch
b = torch.tensor([1, 3, 5, 7])
try:
    r = torch.searchsorted(torch.tensor([1., 3., float('nan')]), torch.tensor([2., float('nan')]))
    print(r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case search_14
import torch
b = torch.tensor([1, 3, 5, 7])
try:
    r = torch.searchsorted(b[::2], torch.tensor([2, 5]))
    print(r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case search_15
import torch
b = torch.tensor([1, 3, 5, 7])
try:
    r = torch.searchsorted(b, torch.tensor([2, 5]).t())
    print(r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case search_17
import torch
b = torch.tensor([1, 3, 5, 7])
try:
    r = torch.bucketize(torch.tensor([2, 5, 8, 0]), b)
    print(r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case search_18
import torch
b = torch.tensor([1, 3, 5, 7])
try:
    r = torch.bucketize(torch.tensor([2, 5, 8, 0]), b, right=True)
    print(r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case search_19
import torch
b = torch.tensor([1, 3, 5, 7])
try:
    r = torch.bucketize(5, b)
    print(r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case search_20
import torch
b = torch.tensor([1, 3, 5, 7])
try:
    r = torch.bucketize(torch.tensor([[2, 5], [8, 0]]).t(), b)
    print(r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case search_21
import torch
b = torch.tensor([1, 3, 5, 7])
try:
    r = torch.bucketize(torch.tensor([2, 5]), torch.tensor([[1, 3]]))
    print(r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case search_22
import torch
b = torch.tensor([1, 3, 5, 7])
try:
    r = torch.bucketize(torch.tensor([2, 5]), b, out_int32=True)
    print(r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case search_23
import torch
b = torch.tensor([1, 3, 5, 7])
try:
    r = torch.searchsorted(torch.tensor([]), torch.tensor([2.]))
    print(r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case search_24
import torch
b = torch.tensor([1, 3, 5, 7])
try:
    r = torch.searchsorted(b, torch.tensor([], dtype=torch.long))
    print(r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case search_25
import torch
b = torch.tensor([1, 3, 5, 7])
try:
    r = torch.searchsorted(torch.tensor(3), torch.tensor([2]))
    print(r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case search_26
import torch
b = torch.tensor([1, 3, 5, 7])
try:
    r = torch.searchsorted(b.bool(), torch.tensor([True]))
    print(r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case search_27
import torch
b = torch.tensor([1, 3, 5, 7])
try:
    r = torch.searchsorted(b.to(torch.float16), torch.tensor([2.]).half())
    print(r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case search_28
import torch
b = torch.tensor([1, 3, 5, 7])
try:
    r = torch.searchsorted(torch.tensor([1, 1, 1, 3]), torch.tensor([1]))
    print(r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case search_29
import torch
b = torch.tensor([1, 3, 5, 7])
try:
    r = torch.searchsorted(torch.tensor([1, 1, 1, 3]), torch.tensor([1]), right=True)
    print(r.tolist(), r.dtype, r.stride())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case search_30
import torch
b = torch.tensor([1, 3, 5, 7])
print(torch.searchsorted(torch.tensor([16777217]), torch.tensor([16777216.])), torch.searchsorted(torch.tensor([0.1, 0.2], dtype=torch.float64), torch.tensor([0.1])))
