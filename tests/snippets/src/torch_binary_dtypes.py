#@@ case binary_more_dtypes_and_specials
import torch
f = torch.tensor([-7.5, -3., -0.0, 0.0, 2.5, 7., float('nan'), float('inf')])
g = torch.tensor([2., -2., 3., -3., 0., 2.5, 1., 2.])
i = torch.tensor([-7, 7, 0, 5, -5], dtype=torch.int32)
j = torch.tensor([2, -2, 3, 0, 3], dtype=torch.int32)
try:
    r = torch.fmod(f, g)
    print('torch.fmod(f, g)', '->', r.dtype, r.tolist())
except Exception as e:
    print('torch.fmod(f, g)', '->', type(e).__name__, e)
try:
    r = torch.fmod(i, j)
    print('torch.fmod(i, j)', '->', r.dtype, r.tolist())
except Exception as e:
    print('torch.fmod(i, j)', '->', type(e).__name__, e)
try:
    r = torch.fmod(i, j[:3].repeat(2)[:5].clamp(min=1))
    print('torch.fmod(i, j[:3].repeat(2)[:5].clamp(min=1))', '->', r.dtype, r.tolist())
except Exception as e:
    print('torch.fmod(i, j[:3].repeat(2)[:5].clamp(min=1))', '->', type(e).__name__, e)
try:
    r = f.fmod(2)
    print('f.fmod(2)', '->', r.dtype, r.tolist())
except Exception as e:
    print('f.fmod(2)', '->', type(e).__name__, e)
try:
    r = i.fmod(2.5)
    print('i.fmod(2.5)', '->', r.dtype, r.tolist())
except Exception as e:
    print('i.fmod(2.5)', '->', type(e).__name__, e)
try:
    r = torch.fmod(f.half(), 2)
    print('torch.fmod(f.half(), 2)', '->', r.dtype, r.tolist())
except Exception as e:
    print('torch.fmod(f.half(), 2)', '->', type(e).__name__, e)
try:
    r = torch.maximum(f, g)
    print('torch.maximum(f, g)', '->', r.dtype, r.tolist())
except Exception as e:
    print('torch.maximum(f, g)', '->', type(e).__name__, e)
try:
    r = torch.minimum(f, g)
    print('torch.minimum(f, g)', '->', r.dtype, r.tolist())
except Exception as e:
    print('torch.minimum(f, g)', '->', type(e).__name__, e)
try:
    r = torch.maximum(i, j)
    print('torch.maximum(i, j)', '->', r.dtype, r.tolist())
except Exception as e:
    print('torch.maximum(i, j)', '->', type(e).__name__, e)
try:
    r = torch.maximum(i, g[:5])
    print('torch.maximum(i, g[:5])', '->', r.dtype, r.tolist())
except Exception as e:
    print('torch.maximum(i, g[:5])', '->', type(e).__name__, e)
try:
    r = torch.maximum(f, 1)
    print('torch.maximum(f, 1)', '->', r.dtype, r.tolist())
except Exception as e:
    print('torch.maximum(f, 1)', '->', type(e).__name__, e)
try:
    r = torch.maximum(f.half(), g)
    print('torch.maximum(f.half(), g)', '->', r.dtype, r.tolist())
except Exception as e:
    print('torch.maximum(f.half(), g)', '->', type(e).__name__, e)
try:
    r = torch.maximum(torch.tensor([True, False]), torch.tensor([False, False]))
    print('torch.maximum(torch.tensor([True, False]), torch.tensor([False, False]))', '->', r.dtype, r.tolist())
except Exception as e:
    print('torch.maximum(torch.tensor([True, False]), torch.tensor([False, False]))', '->', type(e).__name__, e)
try:
    r = i << 2
    print('i << 2', '->', r.dtype, r.tolist())
except Exception as e:
    print('i << 2', '->', type(e).__name__, e)
try:
    r = i >> 1
    print('i >> 1', '->', r.dtype, r.tolist())
except Exception as e:
    print('i >> 1', '->', type(e).__name__, e)
try:
    r = i << j.clamp(min=0)
    print('i << j.clamp(min=0)', '->', r.dtype, r.tolist())
except Exception as e:
    print('i << j.clamp(min=0)', '->', type(e).__name__, e)
try:
    r = f << 1
    print('f << 1', '->', r.dtype, r.tolist())
except Exception as e:
    print('f << 1', '->', type(e).__name__, e)
try:
    r = i.long() << 63
    print('i.long() << 63', '->', r.dtype, r.tolist())
except Exception as e:
    print('i.long() << 63', '->', type(e).__name__, e)
try:
    r = torch.tensor([True]) << 1
    print('torch.tensor([True]) << 1', '->', r.dtype, r.tolist())
except Exception as e:
    print('torch.tensor([True]) << 1', '->', type(e).__name__, e)
try:
    r = 2 << i.clamp(0, 3)
    print('2 << i.clamp(0, 3)', '->', r.dtype, r.tolist())
except Exception as e:
    print('2 << i.clamp(0, 3)', '->', type(e).__name__, e)
try:
    r = i.true_divide(2)
    print('i.true_divide(2)', '->', r.dtype, r.tolist())
except Exception as e:
    print('i.true_divide(2)', '->', type(e).__name__, e)
try:
    r = torch.true_divide(i, j)
    print('torch.true_divide(i, j)', '->', r.dtype, r.tolist())
except Exception as e:
    print('torch.true_divide(i, j)', '->', type(e).__name__, e)
try:
    r = f.add(g, alpha=2)
    print('f.add(g, alpha=2)', '->', r.dtype, r.tolist())
except Exception as e:
    print('f.add(g, alpha=2)', '->', type(e).__name__, e)
try:
    r = i.add(j, alpha=3)
    print('i.add(j, alpha=3)', '->', r.dtype, r.tolist())
except Exception as e:
    print('i.add(j, alpha=3)', '->', type(e).__name__, e)
try:
    r = i.sub(j, alpha=2)
    print('i.sub(j, alpha=2)', '->', r.dtype, r.tolist())
except Exception as e:
    print('i.sub(j, alpha=2)', '->', type(e).__name__, e)
try:
    r = i.add(j, alpha=2.5)
    print('i.add(j, alpha=2.5)', '->', r.dtype, r.tolist())
except Exception as e:
    print('i.add(j, alpha=2.5)', '->', type(e).__name__, e)
try:
    r = f.sub(1, alpha=2)
    print('f.sub(1, alpha=2)', '->', r.dtype, r.tolist())
except Exception as e:
    print('f.sub(1, alpha=2)', '->', type(e).__name__, e)
try:
    r = torch.add(i, j, alpha=-1)
    print('torch.add(i, j, alpha=-1)', '->', r.dtype, r.tolist())
except Exception as e:
    print('torch.add(i, j, alpha=-1)', '->', type(e).__name__, e)
try:
    r = i.div(j, rounding_mode='trunc')
    print("i.div(j, rounding_mode='trunc')", '->', r.dtype, r.tolist())
except Exception as e:
    print("i.div(j, rounding_mode='trunc')", '->', type(e).__name__, e)
try:
    r = i.div(j.clamp(min=1), rounding_mode='trunc')
    print("i.div(j.clamp(min=1), rounding_mode='trunc')", '->', r.dtype, r.tolist())
except Exception as e:
    print("i.div(j.clamp(min=1), rounding_mode='trunc')", '->', type(e).__name__, e)
try:
    r = i.div(j.clamp(min=1), rounding_mode='floor')
    print("i.div(j.clamp(min=1), rounding_mode='floor')", '->', r.dtype, r.tolist())
except Exception as e:
    print("i.div(j.clamp(min=1), rounding_mode='floor')", '->', type(e).__name__, e)
try:
    r = f.div(g, rounding_mode='trunc')
    print("f.div(g, rounding_mode='trunc')", '->', r.dtype, r.tolist())
except Exception as e:
    print("f.div(g, rounding_mode='trunc')", '->', type(e).__name__, e)
try:
    r = f.div(g, rounding_mode='floor')
    print("f.div(g, rounding_mode='floor')", '->', r.dtype, r.tolist())
except Exception as e:
    print("f.div(g, rounding_mode='floor')", '->', type(e).__name__, e)
try:
    r = f.div(2, rounding_mode=None)
    print('f.div(2, rounding_mode=None)', '->', r.dtype, r.tolist())
except Exception as e:
    print('f.div(2, rounding_mode=None)', '->', type(e).__name__, e)
try:
    r = f.div(2, rounding_mode='x')
    print("f.div(2, rounding_mode='x')", '->', r.dtype, r.tolist())
except Exception as e:
    print("f.div(2, rounding_mode='x')", '->', type(e).__name__, e)
try:
    r = torch.div(i, 2, rounding_mode='trunc')
    print("torch.div(i, 2, rounding_mode='trunc')", '->', r.dtype, r.tolist())
except Exception as e:
    print("torch.div(i, 2, rounding_mode='trunc')", '->', type(e).__name__, e)
try:
    r = f.half().div(3, rounding_mode='trunc')
    print("f.half().div(3, rounding_mode='trunc')", '->', r.dtype, r.tolist())
except Exception as e:
    print("f.half().div(3, rounding_mode='trunc')", '->', type(e).__name__, e)

#@@ case binary_more_random_floats
import torch
torch.manual_seed(7)
a = torch.randn(300) * 20
b = torch.randn(300) * 3
b[::41] = 0
for dt in (torch.float32, torch.float64, torch.float16):
    x, y = a.to(dt), b.to(dt)
    print(dt, torch.fmod(x, y)[:8].tolist(), torch.fmod(x, y)[-40:].tolist())
    print(torch.maximum(x, y)[:6].tolist(), torch.minimum(x, y)[-6:].tolist())
    q = x.div(y, rounding_mode='trunc')
    print(q[:10].tolist(), (q == q).sum().item())
    print(x.add(y, alpha=2)[:5].tolist() if dt != torch.float16 else 0, x.sub(y, alpha=-0.5)[:5].tolist() if dt != torch.float16 else 0)

#@@ case binary_more_random_ints
import torch
torch.manual_seed(11)
for dt in (torch.int8, torch.uint8, torch.int16, torch.int32, torch.int64):
    x = torch.randint(-100, 100, (40,)).to(dt)
    y = torch.randint(1, 9, (40,)).to(dt)
    print(dt, torch.fmod(x, y).tolist()[:12], x.div(y, rounding_mode='trunc').tolist()[:12])
    print(torch.maximum(x, y).tolist()[:8], torch.minimum(x, y.flip(0)).tolist()[:8])
    bits = 8 * x.element_size()
    s = torch.randint(0, bits, (40,)).to(dt)
    print((x << s).tolist()[:10], (x >> s).tolist()[:10], x.add(y, alpha=3).tolist()[:6], x.sub(y, alpha=-2).tolist()[:6])

#@@ case binary_more_views_and_inplace
import torch
x = torch.arange(24.).reshape(4, 6).t()[::2]
y = torch.arange(1., 5.)
print(torch.fmod(x, y), torch.maximum(x, y * 3).stride())
x2 = x.clone()
x2.fmod_(5)
print(x2)
i = torch.arange(12).reshape(3, 4)
i <<= 2
print(i)
i >>= torch.tensor([0, 1, 2, 3])
print(i, i.bitwise_left_shift(1), torch.bitwise_right_shift(i, 2))
print(torch.div(i, 3, rounding_mode='floor'), torch.divide(i, 3, rounding_mode='trunc'), torch.true_divide(i, 8))
print(torch.subtract(i, 1, alpha=2), torch.multiply(i, 2))
idx = torch.tensor([0, 5, 11, 7])
print(torch.div(idx, 4, rounding_mode='floor'), idx % 4)

#@@ case binary_more_maximum_needs_tensor
import torch
torch.maximum(torch.ones(2), 1.5)

#@@ case binary_more_shift_float_error
import torch
torch.ones(2) >> 1

#@@ case binary_more_fmod_bool_error
import torch
torch.fmod(torch.tensor([True]), torch.tensor([True]))

#@@ case amax_amin_dims_and_errors
import torch
f = torch.tensor([-7.5, -3., -0.0, 0.0, 2.5, 7., float('nan'), float('inf')])
x = torch.arange(24.).reshape(2, 3, 4).permute(2, 0, 1)
try:
    r = f.amax()
    print('f.amax()', r, r.shape, r.stride())
except Exception as e:
    print('f.amax()', type(e).__name__, e)
try:
    r = f.amin()
    print('f.amin()', r, r.shape, r.stride())
except Exception as e:
    print('f.amin()', type(e).__name__, e)
try:
    r = f[:6].amax()
    print('f[:6].amax()', r, r.shape, r.stride())
except Exception as e:
    print('f[:6].amax()', type(e).__name__, e)
try:
    r = torch.amax(f[:6], 0)
    print('torch.amax(f[:6], 0)', r, r.shape, r.stride())
except Exception as e:
    print('torch.amax(f[:6], 0)', type(e).__name__, e)
try:
    r = x.amax(1)
    print('x.amax(1)', r, r.shape, r.stride())
except Exception as e:
    print('x.amax(1)', type(e).__name__, e)
try:
    r = x.amin((0, 2))
    print('x.amin((0, 2))', r, r.shape, r.stride())
except Exception as e:
    print('x.amin((0, 2))', type(e).__name__, e)
try:
    r = x.amax(dim=(0, 1), keepdim=True)
    print('x.amax(dim=(0, 1), keepdim=True)', r, r.shape, r.stride())
except Exception as e:
    print('x.amax(dim=(0, 1), keepdim=True)', type(e).__name__, e)
try:
    r = x.amin(-1, True)
    print('x.amin(-1, True)', r, r.shape, r.stride())
except Exception as e:
    print('x.amin(-1, True)', type(e).__name__, e)
try:
    r = torch.arange(6).reshape(2,3).amax(1)
    print('torch.arange(6).reshape(2,3).amax(1)', r, r.shape, r.stride())
except Exception as e:
    print('torch.arange(6).reshape(2,3).amax(1)', type(e).__name__, e)
try:
    r = torch.tensor([[True, False], [False, False]]).amax(0)
    print('torch.tensor([[True, False], [False, False]]).amax(0)', r, r.shape, r.stride())
except Exception as e:
    print('torch.tensor([[True, False], [False, False]]).amax(0)', type(e).__name__, e)
try:
    r = x.half().amax(0)
    print('x.half().amax(0)', r, r.shape, r.stride())
except Exception as e:
    print('x.half().amax(0)', type(e).__name__, e)
try:
    r = x.int().amin(dim=())
    print('x.int().amin(dim=())', r, r.shape, r.stride())
except Exception as e:
    print('x.int().amin(dim=())', type(e).__name__, e)
try:
    r = torch.zeros(2,0).amax(0)
    print('torch.zeros(2,0).amax(0)', r, r.shape, r.stride())
except Exception as e:
    print('torch.zeros(2,0).amax(0)', type(e).__name__, e)
try:
    r = torch.zeros(0).amax()
    print('torch.zeros(0).amax()', r, r.shape, r.stride())
except Exception as e:
    print('torch.zeros(0).amax()', type(e).__name__, e)
try:
    r = torch.zeros(2,0).amax(1)
    print('torch.zeros(2,0).amax(1)', r, r.shape, r.stride())
except Exception as e:
    print('torch.zeros(2,0).amax(1)', type(e).__name__, e)
