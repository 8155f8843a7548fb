#@@ case tensor_nbytes_itemsize_absent_in_1_13
import torch
x = torch.arange(6).view(2, 3)
for name in ['nbytes', 'itemsize']:
    try:
        print(getattr(x, name) if False else None)
        v = x.nbytes if name == 'nbytes' else x.itemsize
        print(v)
    except AttributeError as e:
        print(type(e).__name__, e)
print(x.element_size() * x.numel(), x.storage().size() * x.element_size())

#@@ case storage_len_typed_and_untyped
import torch
x = torch.arange(6)
print(len(x.storage()), len(x[2:].storage()), len(x.untyped_storage()))
print(len(torch.zeros(2, 3, dtype=torch.float16).t().storage()))
print(len(torch.zeros(0).storage()), len(x.view(torch.uint8).storage()))

#@@ case storage_len_of_from_numpy_and_expand
import torch
import numpy as np
a = np.arange(10, dtype=np.int32)
print(len(torch.from_numpy(a[2:8:2]).storage()))
print(len(torch.ones(3, 1).expand(3, 4).storage()))
s = torch.arange(4.).storage()
print(len(s) == s.size())
