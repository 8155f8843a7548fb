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
