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

#@@ case conj_view_reads_conjugated
import torch
c = torch.complex(torch.tensor([[1., 3], [0, -6]]), torch.tensor([[2., -4], [5, 0]]))
y = c.conj()
print(y)
print(y.is_conj(), c.is_conj(), y._base is c, y.data_ptr() == c.data_ptr(), y.stride())
print(torch.conj(c).is_conj(), torch.is_conj(y), y.real, y.real.is_conj())

#@@ case conj_views_keep_the_bit
import torch
c = torch.complex(torch.arange(6.).reshape(2, 3), -torch.arange(6.).reshape(2, 3) - 1)
y = c.conj()
print(y.T.is_conj(), y[0].is_conj(), y[:, ::2].is_conj(), y.unsqueeze(0).is_conj(), y.view(6).is_conj())
print(y[1], y[:, ::2], y.T)
print(y.expand(2, 2, 3).is_conj(), y.flatten().is_conj(), y.detach().is_conj(), y.contiguous() is y)
print(y.conj().is_conj(), y.conj()._base is c, y.conj())

#@@ case adjoint_mH_H_conjugate
import torch
c = torch.complex(torch.arange(6.).reshape(2, 3), torch.arange(6.).reshape(2, 3) + 1)
for v in [c.adjoint(), c.mH, c.H, torch.adjoint(c)]:
    print(v, v.is_conj(), v.stride(), v._base is c)
print(c.mT.is_conj(), c.mH.mH.is_conj(), c.mH.mH, c.conj().mT.is_conj(), c.conj().mH.is_conj())

#@@ case adjoint_batched_and_0d
import torch
c = torch.complex(torch.arange(8.).reshape(2, 2, 2), torch.ones(2, 2, 2))
print(c.mH, c.adjoint().stride())
z = torch.complex(torch.tensor(2.), torch.tensor(-3.))
print(z.mH, z.mH.is_conj(), z.H is z, z.adjoint()._base is z)

#@@ case conj_copies_resolve_the_bit
import torch
c = torch.complex(torch.arange(6.).reshape(2, 3), -torch.arange(6.).reshape(2, 3) - 1)
y = c.t().conj()
for r in [y.clone(), y.contiguous(), y.reshape(6), y.flip(0), y.to(torch.complex128)]:
    print(r, r.is_conj(), r.stride())
print(y.to(torch.complex64) is y, torch.zeros_like(y).is_conj(), y.new_zeros(2).is_conj())

#@@ case resolve_conj_and_conj_physical
import torch
c = torch.complex(torch.arange(6.).reshape(2, 3), -torch.arange(6.).reshape(2, 3) - 1)
y = c.t().conj()
r = y.resolve_conj()
print(r, r.is_conj(), r.stride(), r._base is None, r.data_ptr() != c.data_ptr())
p = y.conj_physical()
print(p, p.is_conj(), p.stride())
q = c[:, ::2].conj_physical()
print(q, q.stride(), torch.conj_physical(c).is_conj(), torch.resolve_conj(y).is_conj())
print(c.resolve_conj() is c, y.resolve_neg() is y, y.is_neg())

#@@ case conj_view_writes_store_conjugate
import torch
c = torch.complex(torch.arange(4.).reshape(2, 2), -torch.arange(4.).reshape(2, 2) - 1)
z = c.clone(); y = z.conj(); y.fill_(2); print(z, y)
z = c.clone(); y = z.conj(); y[0, 0] = 3; print(z, y)
z = c.clone(); y = z.mH; y[0] = 5.5; print(z, y)
z = c.clone(); y = z.conj(); y.real[0] = 9; print(z, y)
z = c.clone(); y = z.conj(); y.zero_(); print(z)

#@@ case conj_view_errors
import torch
c = torch.complex(torch.arange(4.).reshape(2, 2), torch.ones(2, 2))
for f in [lambda: torch.view_as_real(c.conj()), lambda: c.mH.numpy(), lambda: c.conj().view(torch.float32),
          lambda: c.conj().view(torch.complex128), lambda: c.H.view(torch.int64)]:
    try:
        f()
    except RuntimeError as e:
        print(e)
print(torch.view_as_real(c.conj().resolve_conj()), c.conj().view(torch.complex64).is_conj())

#@@ case conj_view_numpy_asarray_error
import torch
import numpy as np
c = torch.complex(torch.arange(4.).reshape(2, 2), torch.ones(2, 2))
print(c.conj().resolve_conj().numpy())
np.asarray(c.conj())

#@@ case conj_real_tensor_is_self
import torch
x = torch.arange(6.).reshape(2, 3)
print(x.conj() is x, x.conj_physical() is x, x.resolve_conj() is x, x.mH.is_conj(), x.adjoint().is_conj())
