#@@ case einsum_00
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('ijk->i', x)
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_01
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = x.sum((1, 2))
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_02
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = x.sum(2).sum(1)
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_03
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('ijk->k', x)
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_04
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = x.sum((0, 1))
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_05
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = x.sum(0).sum(0)
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_06
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('ijk', x)
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_07
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('kji', x)
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_08
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('ijk->', x)
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_09
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('ii', m)
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_10
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('ii->i', m)
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_11
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('ij->ji', m)
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_12
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('i j -> j i', m)
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_13
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('ij->j', m)
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_14
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('...j->j...', x)
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_15
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('i...->...', x)
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_16
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('...', x)
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_17
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('b...->...b', x)
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_18
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('Ba->aB', m)
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_19
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('aB', m)
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_20
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('ij->ji', [m])
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_21
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('ijk->ji', m)
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_22
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('i->i', m)
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_23
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('i...jk->i', m)
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_24
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('ij->jj', m)
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_25
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('ij->k', m)
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_26
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('i1->i', m)
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_27
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('ij,jk->ik', m)
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_28
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('ij', m, m)
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_29
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('ii->i', torch.arange(6).reshape(2, 3))
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_30
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('iij->ij', torch.arange(18).reshape(3, 3, 2))
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_31
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('iji->ij', torch.arange(18).reshape(3, 2, 3))
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_32
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('ij...->...', torch.arange(6).reshape(2, 3))
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_33
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('i..->i', m)
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_34
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('ij-->ji', m)
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_35
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('ij->ji->', m)
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_36
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('', torch.tensor(3))
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_37
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('->', torch.tensor(3))
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_38
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('i->', torch.zeros(0))
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_39
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('ij->i', torch.zeros(0, 3))
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_40
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('ij->ji', torch.zeros(0, 3))
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_41
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('ij->ij', m)._base is m
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_42
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('ij->i', m.bool())
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_43
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('ij->i', m.to(torch.int8))
print(r.tolist() if r.dim() < 3 else r.shape, r.stride(), r.storage_offset(), r.dtype)

#@@ case einsum_44
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('ij->ji', m); print(r._base is m, r.data_ptr() == m.data_ptr(), r.is_contiguous())

#@@ case einsum_45
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('ii->i', m); r[0] = 100; print(m)

#@@ case einsum_46
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
v = torch.arange(24).reshape(2, 3, 4).transpose(0, 1); r = torch.einsum('abc->cab', v); print(r.shape, r.stride(), r.storage_offset())

#@@ case einsum_47
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('...ii->...i', torch.arange(18).reshape(2, 3, 3)); print(r, r.stride())

#@@ case einsum_48
import torch
x = torch.arange(24.).reshape(2, 3, 4) * 0.1
m = torch.arange(9).reshape(3, 3)
r = torch.einsum('i...i', torch.arange(18).reshape(3, 2, 3)); print(r, r.stride())

#@@ case einsum_two_operand_errors
import torch
m = torch.arange(9).reshape(3, 3)
for eq in ['ij,jk->ik->', 'ij,j.->i', 'ij,jk->q', 'ij,jkl->ik', 'i j , j k -> i i']:
    try:
        torch.einsum(eq, m, m)
    except Exception as ex:
        print(eq, type(ex).__name__, ex)
