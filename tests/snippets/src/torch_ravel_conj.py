#@@ case ravel_strided_slice_copies
import torch
x = torch.ones(10)[::2]
r = x.ravel()
print(r.shape, r.stride(), r.is_contiguous(), r.storage_offset())
print(r.data_ptr() == x.data_ptr(), r._base is None, r._base is x)
r[0] = 5
print(x, r)

#@@ case ravel_contiguous_is_view_of_self
import torch
x = torch.arange(6.).reshape(2, 3)
r = x.ravel()
print(r.stride(), r._base is x._base, r.data_ptr() == x.data_ptr())
r[1] = 10
print(x)

#@@ case ravel_transposed_copies
import torch
x = torch.arange(6.).reshape(2, 3).t()
r = x.ravel()
print(r, r.stride(), r.data_ptr() == x.data_ptr())
print(x.reshape(-1).stride(), x.flatten().stride())

#@@ case ravel_function_form
import torch
x = torch.arange(12).reshape(3, 4)[:, 1:3]
r = torch.ravel(x)
print(r, r.stride(), r.is_contiguous(), r.data_ptr() == x.data_ptr())
y = torch.arange(8)[::2]
print(torch.ravel(y).stride(), y.reshape(-1).stride(), y.view(-1).stride())

#@@ case ravel_expanded_copies
import torch
x = torch.arange(3.).unsqueeze(1).expand(3, 2)
r = x.ravel()
print(r, r.stride(), r.is_contiguous())
r[0] = 9
print(x)

#@@ case ravel_zero_dim_and_empty
import torch
z = torch.tensor(3.)
print(z.ravel(), z.ravel().shape, z.ravel().stride())
e = torch.zeros(0, 3)[:, ::2]
print(e.ravel().shape, e.ravel().stride())

#@@ case adjoint_real_is_transpose
import torch
x = torch.arange(6.).reshape(2, 3)
a = x.adjoint()
print(a, a.stride(), a.is_conj(), a._base is x)
print(x.mH.stride(), x.H.stride(), x.mH.is_conj(), x.H.is_conj())

#@@ case adjoint_errors
import torch
for f in [lambda: torch.arange(3.).adjoint(), lambda: torch.arange(3.).mH, lambda: torch.arange(3.).H, lambda: torch.zeros(2, 2, 2).H]:
    try:
        f()
    except RuntimeError as e:
        print(e)

#@@ case conj_bit_methods_real
import torch
x = torch.arange(4.).reshape(2, 2)
print(x.conj() is x, x.resolve_conj() is x, torch.conj(x) is x, torch.is_conj(x), x.is_conj(), torch.resolve_conj(x) is x)
print(x.conj_physical() is x, x.resolve_neg() is x, x.is_neg(), torch.arange(3).conj() is not None)
print(x.t().conj()._base is x._base, x.t().conj().stride())

#@@ case conj_bit_complex_without_conjugation
import torch
c = torch.complex(torch.arange(4.).reshape(2, 2), torch.ones(2, 2))
print(c.is_conj(), c.resolve_conj() is c, c.mT.is_conj(), c.mT.stride(), c.T.is_conj())
print(c.mT)
