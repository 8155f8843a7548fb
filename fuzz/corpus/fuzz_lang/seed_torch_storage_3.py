import torch
x = torch.arange(4)
v = x[1:]
x.resize_(10)
print(v.storage().size(), len(v.storage()), x.data_ptr() == v.data_ptr() - 8)
print(v, x[:4])
