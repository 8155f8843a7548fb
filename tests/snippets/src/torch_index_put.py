#@@ case index_put_00
import torch
x = torch.arange(12).reshape(3, 4)
try:
    r = x.index_put_((torch.tensor([0]), torch.tensor([1]), torch.tensor([1])), torch.tensor(42))
    print(r.tolist(), r is x, x.tolist())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case index_put_02
import torch
x = torch.arange(12).reshape(3, 4)
try:
    r = x.index_put_((torch.tensor([1.]),), torch.tensor(0.5))
    print(r.tolist(), r is x, x.tolist())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case index_put_03
import torch
x = torch.arange(12).reshape(3, 4)
try:
    r = x.index_put_((torch.tensor([1]),), torch.tensor([1., 2.]))
    print(r.tolist(), r is x, x.tolist())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case index_put_04
import torch
x = torch.arange(12).reshape(3, 4)
try:
    r = x.index_put_((torch.tensor([True, False]),), torch.tensor(0))
    print(r.tolist(), r is x, x.tolist())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case index_put_05
import torch
x = torch.arange(12).reshape(3, 4)
try:
    r = x.index_put_((torch.tensor([True, False, True]),), torch.tensor(0.5))
    print(r.tolist(), r is x, x.tolist())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case index_put_06
import torch
x = torch.arange(12).reshape(3, 4)
try:
    r = x.index_put_((torch.tensor([0, 1]),), torch.tensor([[5, 5, 5, 5]]))
    print(r.tolist(), r is x, x.tolist())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case index_put_08
import torch
x = torch.arange(12).reshape(3, 4)
try:
    r = x.index_put_((torch.tensor([[0, 1], [1, 2]]),), torch.tensor(7))
    print(r.tolist(), r is x, x.tolist())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case index_put_09
import torch
x = torch.arange(12).reshape(3, 4)
try:
    r = x.index_put_((torch.tensor([0, 1]), torch.tensor([[0], [1]])), torch.tensor(-1))
    print(r.tolist(), r is x, x.tolist())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case index_put_10
import torch
x = torch.arange(12).reshape(3, 4)
try:
    r = x.t().index_put_((torch.tensor([0, 1]),), torch.tensor([7, 8, 9]))
    print(r.tolist(), r is x, x.tolist())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case index_put_11
import torch
x = torch.arange(12).reshape(3, 4)
try:
    r = x.index_put_((torch.tensor([0, 0]),), torch.tensor([[1, 2, 3, 4], [5, 6, 7, 8]]))
    print(r.tolist(), r is x, x.tolist())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case index_put_12
import torch
x = torch.arange(12).reshape(3, 4)
try:
    r = x.index_put_((torch.tensor([0, 2]), torch.tensor([1, 3])), torch.tensor(42))
    print(r.tolist(), r is x, x.tolist())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case index_put_13
import torch
x = torch.arange(12).reshape(3, 4)
try:
    r = x.index_put_((torch.tensor([0, 2]),), torch.tensor([7, 8, 9, 10]))
    print(r.tolist(), r is x, x.tolist())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case index_put_14
import torch
x = torch.arange(12).reshape(3, 4)
try:
    r = x.index_put_([torch.tensor([0, 2])], torch.tensor(5))
    print(r.tolist(), r is x, x.tolist())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case index_put_15
import torch
x = torch.arange(12).reshape(3, 4)
try:
    r = x.index_put((torch.tensor([0, 2]), torch.tensor([1, 3])), torch.tensor(42))
    print(r.tolist(), r is x, x.tolist())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case index_put_20
import torch
x = torch.arange(12).reshape(3, 4)
try:
    r = x.index_put_((torch.tensor([True, False, True]),), torch.tensor(0))
    print(r.tolist(), r is x, x.tolist())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case index_put_22
import torch
x = torch.arange(12).reshape(3, 4)
try:
    r = x.index_put_((torch.tensor([5]),), torch.tensor(0))
    print(r.tolist(), r is x, x.tolist())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case index_put_23
import torch
x = torch.arange(12).reshape(3, 4)
try:
    r = x.index_put_((torch.tensor([1.]),), torch.tensor(0))
    print(r.tolist(), r is x, x.tolist())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case index_put_24
import torch
x = torch.arange(12).reshape(3, 4)
try:
    r = x.index_put_((torch.tensor([1]),), torch.tensor(0.5))
    print(r.tolist(), r is x, x.tolist())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case index_put_25
import torch
x = torch.arange(12).reshape(3, 4)
try:
    r = x.index_put_((torch.tensor([1]),), torch.tensor([1, 2]))
    print(r.tolist(), r is x, x.tolist())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case index_put_26
import torch
x = torch.arange(12).reshape(3, 4)
try:
    r = x.t().index_put_((torch.tensor([1]),), torch.tensor(-1))
    print(r.tolist(), r is x, x.tolist())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])

#@@ case index_put_27
import torch
x = torch.arange(12).reshape(3, 4)
try:
    r = torch.index_put(x, (torch.tensor([1]),), torch.tensor(-1))
    print(r.tolist(), r is x, x.tolist())
except Exception as ex:
    print(type(ex).__name__, str(ex).splitlines()[0])
