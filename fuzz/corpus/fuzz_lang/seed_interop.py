import torch
import numpy as np
a = np.arange(12.).reshape(3, 4)
t = torch.from_numpy(a[1:, ::2])
t.add_(1)
n = t.t().numpy()
n[0] = -1
u = torch.from_numpy(n)
print(a, t, u.stride(), n.strides, np.asarray(t).base)
print(torch.tensor(a.T).stride(), torch.as_tensor(a, dtype=torch.float32))
try:
    torch.from_numpy(a[::-1])
except ValueError as e:
    print(e)
t[0] = np.int64(3)
print(np.shares_memory(a, n), torch.from_numpy(a[1:]).data_ptr() - torch.from_numpy(a).data_ptr())
