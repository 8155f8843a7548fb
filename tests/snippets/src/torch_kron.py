#@@ case kron_00
import torch
a = torch.arange(6).reshape(2, 3)
b = torch.arange(4).reshape(2, 2)
r = torch.kron(a, b); print(r, r.stride())

#@@ case kron_01
import torch
a = torch.arange(6).reshape(2, 3)
b = torch.arange(4).reshape(2, 2)
r = torch.kron(a.t(), b); print(r, r.stride())

#@@ case kron_02
import torch
a = torch.arange(6).reshape(2, 3)
b = torch.arange(4).reshape(2, 2)
r = torch.kron(a, b.t()); print(r, r.stride())

#@@ case kron_03
import torch
a = torch.arange(6).reshape(2, 3)
b = torch.arange(4).reshape(2, 2)
r = torch.kron(a.t(), b.t()); print(r, r.stride())

#@@ case kron_04
import torch
a = torch.arange(6).reshape(2, 3)
b = torch.arange(4).reshape(2, 2)
r = torch.kron(a, torch.tensor(3)); print(r, r.stride())

#@@ case kron_05
import torch
a = torch.arange(6).reshape(2, 3)
b = torch.arange(4).reshape(2, 2)
r = torch.kron(torch.arange(3), b); print(r, r.stride())

#@@ case kron_06
import torch
a = torch.arange(6).reshape(2, 3)
b = torch.arange(4).reshape(2, 2)
r = torch.kron(a.float(), b); print(r, r.stride())

#@@ case kron_07
import torch
a = torch.arange(6).reshape(2, 3)
b = torch.arange(4).reshape(2, 2)
r = a.kron(b[:, :1]); print(r, r.stride())

#@@ case kron_08
import torch
a = torch.arange(6).reshape(2, 3)
b = torch.arange(4).reshape(2, 2)
r = torch.kron(torch.eye(2), torch.ones(2, 2)); print(r, r.stride())

#@@ case kron_09
import torch
a = torch.arange(6).reshape(2, 3)
b = torch.arange(4).reshape(2, 2)
r = torch.kron(torch.arange(8).reshape(2, 2, 2), torch.tensor([[1, -1]])); print(r.shape, r.stride(), r.tolist())

#@@ case kron_10
import torch
a = torch.arange(6).reshape(2, 3)
b = torch.arange(4).reshape(2, 2)
r = torch.kron(a[:, ::2], b); print(r, r.stride())

#@@ case kron_11
import torch
a = torch.arange(6).reshape(2, 3)
b = torch.arange(4).reshape(2, 2)
r = torch.kron(torch.tensor(2.5), torch.tensor(4)); print(r, r.shape)
