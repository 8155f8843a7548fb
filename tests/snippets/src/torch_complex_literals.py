#@@ case complex_tensor_literals
import torch
x = torch.tensor([-1 + 1j, -2 + 2j, 3 - 3j])
print(x, x.dtype, x.stride())
print(torch.tensor([[1, 2j], [0.5, True]]), torch.tensor([1j], dtype=torch.complex128))
print(torch.tensor(2 + 1j), torch.tensor([1.5j, -0.25]).dtype, torch.tensor([1e10j, 1]))

#@@ case complex_literal_conj_resolve
import torch
x = torch.tensor([-1 + 1j, -2 + 2j, 3 - 3j])
y = x.conj()
print(repr(y.is_conj()))
z = y.resolve_conj()
print(repr(z), z.is_conj(), y._base is x, x.real, y.real)
print(torch.view_as_real(z))

#@@ case complex_tensor_equality
import torch
x = torch.arange(4, dtype=torch.float)
A = torch.complex(x, x).reshape(2, 2)
print(repr(A.adjoint()))
print(repr((A.adjoint() == A.mH).all()))
print(A == A.conj(), (A != A.conj()).stride(), (A.mH == A.T).stride(), A.T == A.mH.conj())
B = torch.tensor([1 + 1j, 2j])
print(B == B[0], B[:1] == B, B.conj() == B.conj().resolve_conj(), B != B.flip(0))
D = torch.tensor([1j, 2], dtype=torch.complex128)
print(D == D.conj(), D.conj() != D)

#@@ case complex_item_tolist
import torch
x = torch.tensor([1+2j, 3j, 0.1 - 1j])
print(x[0].item(), x.tolist(), x.conj().tolist(), x.conj()[2].item())
print(torch.tensor([[1j, 2], [3, 4j]], dtype=torch.complex128).T.tolist())
print(torch.complex(torch.tensor([1., 2.]), torch.tensor([-0., 3.])).tolist())
