#@@ case matmul_dtype_and_shape_errors
import torch
L, F = torch.long, torch.float32
def Z(*s, dt=F):
    return torch.zeros(*s, dtype=dt)
def t(s, f):
    try:
        r = f()
        print(s, '->', tuple(r.shape), r.dtype, r.stride())
    except Exception as e:
        print(s, '->', type(e).__name__, e)
t('mm shape', lambda: Z(2, 3, dt=L) @ Z(4, 2))
t('mm dtype', lambda: torch.mm(Z(2, 3, dt=L), Z(3, 2)))
t('1d mm', lambda: Z(3, dt=L) @ Z(4, 2))
t('mv shape', lambda: torch.mv(Z(2, 3, dt=L), Z(4)))
t('mv dtype', lambda: Z(2, 3, dt=L) @ Z(3))
t('fold mv', lambda: Z(2, 3, 4, dt=L) @ Z(5))
t('fold mv dtype', lambda: Z(2, 3, 4, dt=L) @ Z(4))
t('fold mm', lambda: Z(2, 3, 4, dt=L) @ Z(5, 2))
t('fold mm dtype', lambda: Z(2, 3, 4, dt=L) @ Z(4, 2))
t('vec @ batch', lambda: Z(5) @ Z(2, 3, 4))
t('vec @ batch ok', lambda: Z(4) @ Z(2, 4, 3))
t('vec @ batch dtype', lambda: Z(4, dt=L) @ Z(2, 4, 3))
t('mat @ batch', lambda: Z(2, 4) @ Z(2, 4, 3))
t('mat @ batch dtype', lambda: Z(2, 4, dt=L) @ Z(2, 4, 3))
t('mat @ batch shape', lambda: Z(2, 5, dt=L) @ Z(2, 4, 3))
t('unfoldable @ vec', lambda: Z(4, 3, 2).permute(1, 0, 2) @ Z(2))
t('unfoldable @ vec shape', lambda: Z(4, 3, 2).permute(1, 0, 2) @ Z(5))
t('unfoldable @ mat', lambda: Z(4, 3, 2).permute(1, 0, 2) @ Z(2, 7))
t('unfoldable @ mat shape', lambda: Z(4, 3, 2).permute(1, 0, 2) @ Z(5, 7))
t('vec @ foldable', lambda: Z(3) @ Z(2, 3, 4).transpose(0, 1))
t('vec @ foldable ok', lambda: Z(3) @ Z(4, 2, 3).permute(1, 2, 0))
t('empty fold', lambda: Z(0, 3, 4) @ Z(5))
t('empty unfoldable', lambda: Z(3, 0, 4).permute(1, 0, 2) @ Z(4, 2))
t('double float', lambda: Z(2, 3, 4).double() @ Z(4, 2))
t('int short', lambda: Z(2, 3, dt=torch.int32) @ Z(3, 2, dt=torch.int16))
t('byte char', lambda: Z(2, 3, dt=torch.uint8) @ Z(3, 2, dt=torch.int8))
t('bool float', lambda: Z(2, 3, dt=torch.bool) @ Z(3, 2))
t('half float', lambda: Z(2, 3, dt=torch.half) @ Z(3, 2))
t('bf16 float', lambda: Z(2, 3, dt=torch.bfloat16) @ Z(3, 2))
t('float bool', lambda: torch.mm(Z(2, 3), Z(3, 2, dt=torch.bool)))
t('bool bool', lambda: Z(2, 3, dt=torch.bool) @ Z(3, 2, dt=torch.bool))
t('mv bool', lambda: torch.mv(Z(2, 3, dt=torch.bool), Z(3)))
t('bmm bool', lambda: torch.bmm(Z(1, 2, 3, dt=torch.bool), Z(1, 3, 2)))
t('mv half', lambda: torch.mv(Z(2, 3, dt=torch.half), Z(3)))
t('bmm half', lambda: torch.bmm(Z(1, 2, 3, dt=torch.half), Z(1, 3, 2)))
t('float complex', lambda: Z(2, 3) @ Z(3, 2, dt=torch.complex64))

#@@ case matmul_values_through_bmm
import torch
a = torch.arange(24.).reshape(4, 3, 2).permute(1, 0, 2)
print(a @ torch.tensor([1., -1.]), a @ torch.arange(6.).reshape(2, 3))
print(torch.arange(4) @ torch.arange(24).reshape(2, 4, 3), torch.arange(8).reshape(2, 4) @ torch.arange(24).reshape(2, 4, 3))
