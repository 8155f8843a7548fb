#@@ case ucd_dim0_all
import torch
x = torch.tensor([[1, 1, 2], [1, 1, 2], [3, 3, 4], [1, 1, 2]])
u, inv, c = x.unique_consecutive(dim=0, return_inverse=True, return_counts=True)
print(u, inv, c)
print(u.stride(), c.storage().size(), inv.storage().size(), u._base is None)

#@@ case ucd_dim1_moved_back
import torch
x = torch.tensor([[1, 1, 2], [1, 1, 2], [3, 3, 4], [1, 1, 2]])
u, inv, c = torch.unique_consecutive(x, return_inverse=True, return_counts=True, dim=1)
print(u, u.shape, u.stride(), u.is_contiguous(), u.storage().size())
print(inv, c, c.storage().size())

#@@ case ucd_dim_neg
import torch
x = torch.arange(12).reshape(3, 4) // 2
print(x.unique_consecutive(dim=-1), x.unique_consecutive(dim=-2, return_counts=True))

#@@ case ucd_3d_middle
import torch
x = torch.arange(24).reshape(2, 3, 4).remainder(2)
u, inv = x.unique_consecutive(dim=1, return_inverse=True)
print(u, u.shape, u.stride(), u.is_contiguous(), inv)

#@@ case ucd_3d_last
import torch
x = torch.tensor([[[1, 1, 2], [0, 0, 5]], [[7, 7, 7], [1, 1, 1]]])
u, c = x.unique_consecutive(dim=2, return_counts=True)
print(u, u.stride(), c)

#@@ case ucd_noncontig_input
import torch
x = torch.tensor([[1, 2], [1, 2], [3, 4], [3, 4], [1, 2]]).t()
u, inv, c = x.unique_consecutive(dim=1, return_inverse=True, return_counts=True)
print(u, u.stride(), inv, c)

#@@ case ucd_1d_dim0_is_flat_kernel
import torch
x = torch.tensor([1, 1, 2, 2, 1])
u, c = x.unique_consecutive(dim=0, return_counts=True)
print(u, c, u.storage().size(), c.storage().size())

#@@ case ucd_1d_dim_neg1_is_dim_kernel
import torch
x = torch.tensor([1, 1, 2, 2, 1])
u, c = x.unique_consecutive(dim=-1, return_counts=True)
print(u, c, u.storage().size(), c.storage().size())

#@@ case uc_flat_storage_sizes
import torch
x = torch.tensor([[1, 1, 2], [2, 3, 3]])
u, inv, c = x.unique_consecutive(return_inverse=True, return_counts=True)
print(u, inv, c, u.storage().size(), inv.storage().size(), c.storage().size())

#@@ case ucd_scalar
import torch
torch.tensor(5).unique_consecutive(dim=0)

#@@ case ucd_scalar_neg
import torch
torch.tensor(5.).unique_consecutive(dim=-1)

#@@ case ucd_dim_out_of_range
import torch
torch.zeros(2, 3).unique_consecutive(dim=2)

#@@ case ucd_empty_selected
import torch
u, inv, c = torch.zeros(0, 3).unique_consecutive(dim=0, return_inverse=True, return_counts=True)
print(u, u.shape, u.stride(), inv, c)

#@@ case ucd_empty_not_selected
import torch
torch.zeros(0, 3).unique_consecutive(dim=1)

#@@ case ucd_two_empty_dims
import torch
torch.zeros(0, 0).unique_consecutive(dim=1)

#@@ case ucd_half
import torch
print(torch.tensor([[1., 2.], [1., 2.]], dtype=torch.float16).unique_consecutive(dim=0))

#@@ case ucd_bfloat16
import torch
print(torch.tensor([[1., 2.], [1., 2.], [1., 3.]], dtype=torch.bfloat16).unique_consecutive(dim=0, return_counts=True))

#@@ case ucd_bool
import torch
print(torch.tensor([[True, False], [True, False], [False, False]]).unique_consecutive(dim=0))

#@@ case ucd_complex
import torch
torch.ones(2, 2, dtype=torch.complex64).unique_consecutive(dim=0)

#@@ case ucd_nan_rows_distinct
import torch
u, c = torch.tensor([[float('nan'), 1.], [float('nan'), 1.], [2., 2.], [2., 2.]]).unique_consecutive(dim=0, return_counts=True)
print(u, c)

#@@ case ucd_signed_zero_first_kept
import torch
print(torch.tensor([[-0., 1.], [0., 1.]]).unique_consecutive(dim=0), torch.tensor([[0., 1.], [-0., 1.]]).unique_consecutive(dim=0))

#@@ case ucd_uint8_expand
import torch
x = torch.tensor([3, 4], dtype=torch.uint8).expand(3, 2)
u, inv, c = x.unique_consecutive(dim=0, return_inverse=True, return_counts=True)
print(u, u.stride(), inv, c)

#@@ case ucd_write_into_result
import torch
x = torch.tensor([[1, 1, 2], [1, 1, 2], [3, 3, 4]])
u = x.unique_consecutive(dim=1)
u[0, 1] = 9
print(u, x, u.flatten(), u.view(-1) if u.is_contiguous() else u.t().reshape(-1))

#@@ case ucd_module_and_method_same
import torch
x = torch.tensor([[5, 5], [6, 6], [6, 6]])
print(torch.unique_consecutive(x, dim=0), x.unique_consecutive(dim=0), torch.unique_consecutive(x, return_counts=True, dim=1))

#@@ case ucd_4d_strides_by_version
import torch
for shp, d in (((2, 2, 3), 2), ((2, 3, 2, 2), 2), ((2, 3, 2, 2), 3), ((2, 2, 3, 2), -2), ((2, 3, 4), 0)):
    x = (torch.arange(1, 1 + torch.Size(shp).numel()).reshape(shp) % 3 == 0).to(torch.int64)
    u, inv, c = x.unique_consecutive(dim=d, return_inverse=True, return_counts=True)
    print(shp, d, u.shape, u.stride(), u.flatten().tolist(), inv.tolist(), c.tolist())
