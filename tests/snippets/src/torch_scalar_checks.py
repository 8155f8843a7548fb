#@@ case scalar_range_checks_0
import torch
try:
    print('torch.tensor([300], dtype=torch.int8)', '->', torch.tensor([300], dtype=torch.int8))
except Exception as e:
    print('torch.tensor([300], dtype=torch.int8)', '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.tensor(300, dtype=torch.uint8)', '->', torch.tensor(300, dtype=torch.uint8))
except Exception as e:
    print('torch.tensor(300, dtype=torch.uint8)', '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.tensor([-1], dtype=torch.uint8)', '->', torch.tensor([-1], dtype=torch.uint8))
except Exception as e:
    print('torch.tensor([-1], dtype=torch.uint8)', '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.tensor([1e40], dtype=torch.float32)', '->', torch.tensor([1e40], dtype=torch.float32))
except Exception as e:
    print('torch.tensor([1e40], dtype=torch.float32)', '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.tensor([70000.0], dtype=torch.float16)', '->', torch.tensor([70000.0], dtype=torch.float16))
except Exception as e:
    print('torch.tensor([70000.0], dtype=torch.float16)', '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.tensor([2**63 - 1], dtype=torch.int32)', '->', torch.tensor([2**63 - 1], dtype=torch.int32))
except Exception as e:
    print('torch.tensor([2**63 - 1], dtype=torch.int32)', '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.full((2,), 300, dtype=torch.int8)', '->', torch.full((2,), 300, dtype=torch.int8))
except Exception as e:
    print('torch.full((2,), 300, dtype=torch.int8)', '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.full((2,), 1e40, dtype=torch.float32)', '->', torch.full((2,), 1e40, dtype=torch.float32))
except Exception as e:
    print('torch.full((2,), 1e40, dtype=torch.float32)', '->', type(e).__name__, str(e).splitlines()[0])

#@@ case scalar_range_checks_1
import torch
try:
    print('torch.full((2,), 70000.0, dtype=torch.float16)', '->', torch.full((2,), 70000.0, dtype=torch.float16))
except Exception as e:
    print('torch.full((2,), 70000.0, dtype=torch.float16)', '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.full_like(torch.zeros(2, dtype=torch.int8), 200)', '->', torch.full_like(torch.zeros(2, dtype=torch.int8), 200))
except Exception as e:
    print('torch.full_like(torch.zeros(2, dtype=torch.int8), 200)', '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.zeros(2, dtype=torch.int8).new_full((2,), 200)', '->', torch.zeros(2, dtype=torch.int8).new_full((2,), 200))
except Exception as e:
    print('torch.zeros(2, dtype=torch.int8).new_full((2,), 200)', '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.zeros(2, dtype=torch.int8).fill_(200)', '->', torch.zeros(2, dtype=torch.int8).fill_(200))
except Exception as e:
    print('torch.zeros(2, dtype=torch.int8).fill_(200)', '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.zeros(2).fill_(1e40)', '->', torch.zeros(2).fill_(1e40))
except Exception as e:
    print('torch.zeros(2).fill_(1e40)', '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.zeros(2, dtype=torch.float16).fill_(70000.0)', '->', torch.zeros(2, dtype=torch.float16).fill_(70000.0))
except Exception as e:
    print('torch.zeros(2, dtype=torch.float16).fill_(70000.0)', '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.where(torch.tensor([True, False]), torch.zeros(2, dtype=torch.int8), 300)', '->', torch.where(torch.tensor([True, False]), torch.zeros(2, dtype=torch.int8), 300))
except Exception as e:
    print('torch.where(torch.tensor([True, False]), torch.zeros(2, dtype=torch.int8), 300)', '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.zeros(2, dtype=torch.int8).add(1, alpha=300)', '->', torch.zeros(2, dtype=torch.int8).add(1, alpha=300))
except Exception as e:
    print('torch.zeros(2, dtype=torch.int8).add(1, alpha=300)', '->', type(e).__name__, str(e).splitlines()[0])

#@@ case scalar_range_checks_2
import torch
try:
    print('torch.ones(2, dtype=torch.int8) ** 300', '->', torch.ones(2, dtype=torch.int8) ** 300)
except Exception as e:
    print('torch.ones(2, dtype=torch.int8) ** 300', '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.ones(2, dtype=torch.int8) + 300', '->', torch.ones(2, dtype=torch.int8) + 300)
except Exception as e:
    print('torch.ones(2, dtype=torch.int8) + 300', '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.ones(2, dtype=torch.int8) * 1000', '->', torch.ones(2, dtype=torch.int8) * 1000)
except Exception as e:
    print('torch.ones(2, dtype=torch.int8) * 1000', '->', type(e).__name__, str(e).splitlines()[0])
try:
    print("torch.arange(0., float('inf'))", '->', torch.arange(0., float('inf')))
except Exception as e:
    print("torch.arange(0., float('inf'))", '->', type(e).__name__, str(e).splitlines()[0])
try:
    print("torch.arange(float('nan'), 1.)", '->', torch.arange(float('nan'), 1.))
except Exception as e:
    print("torch.arange(float('nan'), 1.)", '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.tensor([0., -0.], dtype=torch.float16).max()', '->', torch.tensor([0., -0.], dtype=torch.float16).max())
except Exception as e:
    print('torch.tensor([0., -0.], dtype=torch.float16).max()', '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.tensor([-0., 0.], dtype=torch.float16).max()', '->', torch.tensor([-0., 0.], dtype=torch.float16).max())
except Exception as e:
    print('torch.tensor([-0., 0.], dtype=torch.float16).max()', '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.tensor([0., -0.]).max()', '->', torch.tensor([0., -0.]).max())
except Exception as e:
    print('torch.tensor([0., -0.]).max()', '->', type(e).__name__, str(e).splitlines()[0])

#@@ case scalar_range_checks_3
import torch
try:
    print('torch.tensor([0., -0.]).min()', '->', torch.tensor([0., -0.]).min())
except Exception as e:
    print('torch.tensor([0., -0.]).min()', '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.zeros(2, dtype=torch.uint8).fill_(-1)', '->', torch.zeros(2, dtype=torch.uint8).fill_(-1))
except Exception as e:
    print('torch.zeros(2, dtype=torch.uint8).fill_(-1)', '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.tensor([True], dtype=torch.bool).fill_(5)', '->', torch.tensor([True], dtype=torch.bool).fill_(5))
except Exception as e:
    print('torch.tensor([True], dtype=torch.bool).fill_(5)', '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.zeros(3, dtype=torch.int16)[0].fill_(40000)', '->', torch.zeros(3, dtype=torch.int16)[0].fill_(40000))
except Exception as e:
    print('torch.zeros(3, dtype=torch.int16)[0].fill_(40000)', '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.zeros(2, dtype=torch.int8).clamp(min=300)', '->', torch.zeros(2, dtype=torch.int8).clamp(min=300))
except Exception as e:
    print('torch.zeros(2, dtype=torch.int8).clamp(min=300)', '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.zeros(2, dtype=torch.int8).masked_fill(torch.tensor([True, False]), 300)', '->', torch.zeros(2, dtype=torch.int8).masked_fill(torch.tensor([True, False]), 300))
except Exception as e:
    print('torch.zeros(2, dtype=torch.int8).masked_fill(torch.tensor([True, False]), 300)', '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.tensor([3.7, -2.5], dtype=torch.int8)', '->', torch.tensor([3.7, -2.5], dtype=torch.int8))
except Exception as e:
    print('torch.tensor([3.7, -2.5], dtype=torch.int8)', '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.tensor([300.0], dtype=torch.int8)', '->', torch.tensor([300.0], dtype=torch.int8))
except Exception as e:
    print('torch.tensor([300.0], dtype=torch.int8)', '->', type(e).__name__, str(e).splitlines()[0])

#@@ case scalar_range_checks_4
import torch
try:
    print("torch.tensor([float('nan')], dtype=torch.int32)", '->', torch.tensor([float('nan')], dtype=torch.int32))
except Exception as e:
    print("torch.tensor([float('nan')], dtype=torch.int32)", '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.full((2,), 2.5, dtype=torch.int8)', '->', torch.full((2,), 2.5, dtype=torch.int8))
except Exception as e:
    print('torch.full((2,), 2.5, dtype=torch.int8)', '->', type(e).__name__, str(e).splitlines()[0])
try:
    print("torch.full((2,), float('inf'), dtype=torch.float16)", '->', torch.full((2,), float('inf'), dtype=torch.float16))
except Exception as e:
    print("torch.full((2,), float('inf'), dtype=torch.float16)", '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.full((2,), -255, dtype=torch.uint8)', '->', torch.full((2,), -255, dtype=torch.uint8))
except Exception as e:
    print('torch.full((2,), -255, dtype=torch.uint8)', '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.full((2,), -256, dtype=torch.uint8)', '->', torch.full((2,), -256, dtype=torch.uint8))
except Exception as e:
    print('torch.full((2,), -256, dtype=torch.uint8)', '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.zeros(2, dtype=torch.int32).fill_(2**31)', '->', torch.zeros(2, dtype=torch.int32).fill_(2**31))
except Exception as e:
    print('torch.zeros(2, dtype=torch.int32).fill_(2**31)', '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.zeros(2, dtype=torch.int32).fill_(-2**31)', '->', torch.zeros(2, dtype=torch.int32).fill_(-2**31))
except Exception as e:
    print('torch.zeros(2, dtype=torch.int32).fill_(-2**31)', '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.ones(2, dtype=torch.int16) ** 70000', '->', torch.ones(2, dtype=torch.int16) ** 70000)
except Exception as e:
    print('torch.ones(2, dtype=torch.int16) ** 70000', '->', type(e).__name__, str(e).splitlines()[0])

#@@ case scalar_range_checks_5
import torch
try:
    print('torch.ones(2, dtype=torch.int16).pow(-1)', '->', torch.ones(2, dtype=torch.int16).pow(-1))
except Exception as e:
    print('torch.ones(2, dtype=torch.int16).pow(-1)', '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.zeros(2, dtype=torch.int8).clamp(max=-129)', '->', torch.zeros(2, dtype=torch.int8).clamp(max=-129))
except Exception as e:
    print('torch.zeros(2, dtype=torch.int8).clamp(max=-129)', '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.zeros(2, dtype=torch.int8).sub(1, alpha=-200)', '->', torch.zeros(2, dtype=torch.int8).sub(1, alpha=-200))
except Exception as e:
    print('torch.zeros(2, dtype=torch.int8).sub(1, alpha=-200)', '->', type(e).__name__, str(e).splitlines()[0])
try:
    print("torch.arange(-float('inf'), 0.)", '->', torch.arange(-float('inf'), 0.))
except Exception as e:
    print("torch.arange(-float('inf'), 0.)", '->', type(e).__name__, str(e).splitlines()[0])
try:
    print("torch.arange(0.5, float('nan'))", '->', torch.arange(0.5, float('nan')))
except Exception as e:
    print("torch.arange(0.5, float('nan'))", '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.tensor([-0., 0., -0.]).max()', '->', torch.tensor([-0., 0., -0.]).max())
except Exception as e:
    print('torch.tensor([-0., 0., -0.]).max()', '->', type(e).__name__, str(e).splitlines()[0])
try:
    print('torch.tensor([1., -0., 0.]).min()', '->', torch.tensor([1., -0., 0.]).min())
except Exception as e:
    print('torch.tensor([1., -0., 0.]).min()', '->', type(e).__name__, str(e).splitlines()[0])
