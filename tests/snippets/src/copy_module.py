#@@ case copy_module_tensors
import copy, torch
t = torch.arange(6.).reshape(2, 3)
v = t.t()[1:]
c = copy.copy(v)
print(c, c.stride(), c.storage_offset(), c._base is None, c.data_ptr() == v.data_ptr(), c.is_contiguous())
c[0, 0] = 100.
print(t)
d = copy.deepcopy(v)
print(d, d.stride(), d.storage_offset(), d._base is None, d.data_ptr() == v.data_ptr(), len(d.untyped_storage()) if hasattr(d, 'untyped_storage') else d.storage().size())
d[0, 0] = -1.
print(t, d)
pair = copy.deepcopy([t, t[0]])
pair[1][0] = 55.
print(pair[0], pair[1]._base is pair[0], pair[1]._base is None)
e = torch.zeros(2, dtype=torch.int8).expand(3, 2)
print(copy.deepcopy(e).stride(), copy.copy(e).stride())
tv = t.view(-1)
cpy = copy.deepcopy({"a": t, "b": tv})
cpy["b"][0] = 7.
print(cpy["a"])

#@@ case copy_module_arrays
import copy
import numpy as np
a = np.arange(6).reshape(2, 3).T[1:]
c = copy.copy(a); d = copy.deepcopy(a)
print(c, c.strides, c.flags['C_CONTIGUOUS'], c.flags['F_CONTIGUOUS'], c.base is None, np.shares_memory(c, a))
print(d.strides, d.base is None)
l = copy.deepcopy([a, a, a[0]])
print(l[0] is l[1], np.shares_memory(l[0], l[2]), l[2].base is None)
