# In-place writes into torch views whose elements share memory: torch calls the overlap
# "TooHard" and writes anyway, in the order of TensorIterator's loops (src/lang/torch/tensor_values.c
# tensor_inplace()).  The first case is the live differential's find (seed xfpdriosmn-live1796199890p6851).

#@@ case unfold_copy_flip
import torch
b = torch.tensor([[5., -9.], [0., 8.], [-5., 9.], [4., 1.], [-9., 0.], [-5., 3.]])
z = b.unfold(0, 3, 1)
z2 = z.tensor_split(2, 0)[0]
z2.copy_(z2.flip(0))
print(b.tolist())

#@@ case unfold_setitem_and_add
import torch
b = torch.arange(8, dtype=torch.float32)
z = b.unfold(0, 3, 1)
z[...] = torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape)
print(b)
z.t().add_(torch.tensor([1., 2., 3., 4., 5., 6.]))
print(b)

#@@ case as_strided_rows_copy
import torch
b = torch.zeros(6)
z = torch.as_strided(b, (3, 3), (1, 1))
z.copy_(torch.arange(9, dtype=torch.float32).reshape(3, 3))
print(b)
