# data_ptr() of tensors with no elements is 0 in torch (TensorImpl::data() returns nullptr when
# numel() == 0, whatever the storage and the offset); a storage's data_ptr() is 0 only when the
# storage itself has 0 bytes and torch allocated it.  Outputs are recorded from the reference by
# scripts/record_cases.py, never typed.

#@@ case empty_tensors_have_null_data_ptr
import torch
import numpy as np
print(torch.zeros(0).data_ptr())
print(torch.arange(6)[6:].data_ptr())
print(torch.zeros(3)[:0].data_ptr())
print(torch.zeros(3)[:0].storage().data_ptr() != 0)
print(torch.zeros(0).storage().data_ptr())
print(torch.from_numpy(np.zeros(0)).data_ptr())
print(torch.zeros(0).as_strided((0,), (1,), 5).data_ptr())
print(torch.zeros(3)[:0].clone().data_ptr())
print(torch.zeros(2, 0).t().contiguous().data_ptr())
print(torch.zeros(2, 0, 3).permute(2, 0, 1).data_ptr())
print(torch.zeros(3)[1:].data_ptr() - torch.zeros(3).data_ptr() != 0)
x = torch.arange(12.).view(3, 4)
print(x[:, 4:].data_ptr(), x[1:1].data_ptr(), x[:, 1:].data_ptr() - x.data_ptr())
print(x.exp()[:0].data_ptr(), torch.zeros(0, 3).exp().data_ptr())
