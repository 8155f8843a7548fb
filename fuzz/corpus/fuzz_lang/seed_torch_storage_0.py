import torch
x = torch.arange(6.)
y = x.resize_(2, 2)
print(y is x, x, x.stride(), x.storage().size())
