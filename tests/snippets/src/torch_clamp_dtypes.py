# torch's clamp / clip with number bounds beyond float32 and integer tensors: bool tensors (the
# result type with the bounds: int64, or float32 with a float bound), float16 (torch 2.2 computes
# it; torch 1.13 has no Half kernel and says so), bfloat16, and the checked conversion of a bound
# into the result dtype.  Outputs are recorded from the reference by scripts/record_cases.py,
# never typed.

#@@ case clamp_dtypes_and_bounds
import torch
try:
    r = torch.tensor([True, False]).clamp(0, 1)
    print('torch.tensor([True, False]).clamp(0, 1)', r, r.dtype, r.stride())
except Exception as e:
    print('torch.tensor([True, False]).clamp(0, 1)', type(e).__name__, e)
try:
    r = torch.arange(6, dtype=torch.float16).clamp(min=2.5)
    print('torch.arange(6, dtype=torch.float16).clamp(min=2.5)', r, r.dtype, r.stride())
except Exception as e:
    print('torch.arange(6, dtype=torch.float16).clamp(min=2.5)', type(e).__name__, e)
try:
    r = torch.arange(6, dtype=torch.float16).clamp(1, 3)
    print('torch.arange(6, dtype=torch.float16).clamp(1, 3)', r, r.dtype, r.stride())
except Exception as e:
    print('torch.arange(6, dtype=torch.float16).clamp(1, 3)', type(e).__name__, e)
try:
    r = torch.arange(5, dtype=torch.int8).clamp(-1000, 3)
    print('torch.arange(5, dtype=torch.int8).clamp(-1000, 3)', r, r.dtype, r.stride())
except Exception as e:
    print('torch.arange(5, dtype=torch.int8).clamp(-1000, 3)', type(e).__name__, e)
try:
    r = torch.arange(5, dtype=torch.uint8).clamp(max=300)
    print('torch.arange(5, dtype=torch.uint8).clamp(max=300)', r, r.dtype, r.stride())
except Exception as e:
    print('torch.arange(5, dtype=torch.uint8).clamp(max=300)', type(e).__name__, e)
try:
    r = torch.arange(6, dtype=torch.bfloat16).clamp(max=2)
    print('torch.arange(6, dtype=torch.bfloat16).clamp(max=2)', r, r.dtype, r.stride())
except Exception as e:
    print('torch.arange(6, dtype=torch.bfloat16).clamp(max=2)', type(e).__name__, e)
try:
    r = torch.tensor([True, False]).clamp(max=0)
    print('torch.tensor([True, False]).clamp(max=0)', r, r.dtype, r.stride())
except Exception as e:
    print('torch.tensor([True, False]).clamp(max=0)', type(e).__name__, e)
try:
    r = torch.arange(5).clamp(2.5)
    print('torch.arange(5).clamp(2.5)', r, r.dtype, r.stride())
except Exception as e:
    print('torch.arange(5).clamp(2.5)', type(e).__name__, e)
try:
    r = torch.arange(5, dtype=torch.int32).clamp(min=1.5, max=3.7)
    print('torch.arange(5, dtype=torch.int32).clamp(min=1.5, max=3.7)', r, r.dtype, r.stride())
except Exception as e:
    print('torch.arange(5, dtype=torch.int32).clamp(min=1.5, max=3.7)', type(e).__name__, e)
try:
    r = torch.arange(3.).clamp(max=1e39)
    print('torch.arange(3.).clamp(max=1e39)', r, r.dtype, r.stride())
except Exception as e:
    print('torch.arange(3.).clamp(max=1e39)', type(e).__name__, e)
try:
    r = torch.arange(3.).clamp(min=-3.5e38)
    print('torch.arange(3.).clamp(min=-3.5e38)', r, r.dtype, r.stride())
except Exception as e:
    print('torch.arange(3.).clamp(min=-3.5e38)', type(e).__name__, e)
try:
    r = torch.arange(3.).clamp(max=3.4028235e38)
    print('torch.arange(3.).clamp(max=3.4028235e38)', r, r.dtype, r.stride())
except Exception as e:
    print('torch.arange(3.).clamp(max=3.4028235e38)', type(e).__name__, e)
try:
    r = torch.arange(3.).clamp(max=float('inf'))
    print("torch.arange(3.).clamp(max=float('inf'))", r, r.dtype, r.stride())
except Exception as e:
    print("torch.arange(3.).clamp(max=float('inf'))", type(e).__name__, e)
try:
    r = torch.arange(3, dtype=torch.float16).clamp(max=1e6)
    print('torch.arange(3, dtype=torch.float16).clamp(max=1e6)', r, r.dtype, r.stride())
except Exception as e:
    print('torch.arange(3, dtype=torch.float16).clamp(max=1e6)', type(e).__name__, e)
try:
    r = torch.arange(3, dtype=torch.float16).clamp(max=65519)
    print('torch.arange(3, dtype=torch.float16).clamp(max=65519)', r, r.dtype, r.stride())
except Exception as e:
    print('torch.arange(3, dtype=torch.float16).clamp(max=65519)', type(e).__name__, e)
try:
    r = torch.arange(3, dtype=torch.float16).clamp(min=1.0001, max=1.7)
    print('torch.arange(3, dtype=torch.float16).clamp(min=1.0001, max=1.7)', r, r.dtype, r.stride())
except Exception as e:
    print('torch.arange(3, dtype=torch.float16).clamp(min=1.0001, max=1.7)', type(e).__name__, e)
try:
    r = torch.arange(3, dtype=torch.bfloat16).clamp(max=1e39)
    print('torch.arange(3, dtype=torch.bfloat16).clamp(max=1e39)', r, r.dtype, r.stride())
except Exception as e:
    print('torch.arange(3, dtype=torch.bfloat16).clamp(max=1e39)', type(e).__name__, e)
try:
    r = torch.arange(3, dtype=torch.bfloat16).clamp(min=1.0001, max=1.7)
    print('torch.arange(3, dtype=torch.bfloat16).clamp(min=1.0001, max=1.7)', r, r.dtype, r.stride())
except Exception as e:
    print('torch.arange(3, dtype=torch.bfloat16).clamp(min=1.0001, max=1.7)', type(e).__name__, e)
try:
    r = torch.tensor([float('nan'), 1, 5], dtype=torch.float16).clamp(2, 3)
    print("torch.tensor([float('nan'), 1, 5], dtype=torch.float16).clamp(2, 3)", r, r.dtype, r.stride())
except Exception as e:
    print("torch.tensor([float('nan'), 1, 5], dtype=torch.float16).clamp(2, 3)", type(e).__name__, e)
try:
    r = torch.tensor([True, False]).clamp(min=0.5)
    print('torch.tensor([True, False]).clamp(min=0.5)', r, r.dtype, r.stride())
except Exception as e:
    print('torch.tensor([True, False]).clamp(min=0.5)', type(e).__name__, e)
try:
    r = torch.arange(3, dtype=torch.float16).clamp(max=2)
    print('torch.arange(3, dtype=torch.float16).clamp(max=2)', r, r.dtype, r.stride())
except Exception as e:
    print('torch.arange(3, dtype=torch.float16).clamp(max=2)', type(e).__name__, e)
try:
    r = torch.arange(6, dtype=torch.float16).view(2, 3).t().clamp(max=1)
    print('torch.arange(6, dtype=torch.float16).view(2, 3).t().clamp(max=1)', r, r.dtype, r.stride())
except Exception as e:
    print('torch.arange(6, dtype=torch.float16).view(2, 3).t().clamp(max=1)', type(e).__name__, e)
try:
    r = torch.tensor([[True, False], [False, True]]).t().clamp(min=-2, max=5)
    print('torch.tensor([[True, False], [False, True]]).t().clamp(min=-2, max=5)', r, r.dtype, r.stride())
except Exception as e:
    print('torch.tensor([[True, False], [False, True]]).t().clamp(min=-2, max=5)', type(e).__name__, e)
try:
    r = torch.clamp(torch.arange(4, dtype=torch.float16), -1, 2.5)
    print('torch.clamp(torch.arange(4, dtype=torch.float16), -1, 2.5)', r, r.dtype, r.stride())
except Exception as e:
    print('torch.clamp(torch.arange(4, dtype=torch.float16), -1, 2.5)', type(e).__name__, e)
try:
    r = torch.clip(torch.tensor([True]), max=7)
    print('torch.clip(torch.tensor([True]), max=7)', r, r.dtype, r.stride())
except Exception as e:
    print('torch.clip(torch.tensor([True]), max=7)', type(e).__name__, e)
try:
    r = torch.arange(4, dtype=torch.float64).clamp(max=1e300)
    print('torch.arange(4, dtype=torch.float64).clamp(max=1e300)', r, r.dtype, r.stride())
except Exception as e:
    print('torch.arange(4, dtype=torch.float64).clamp(max=1e300)', type(e).__name__, e)
try:
    r = torch.arange(4, dtype=torch.int16).clamp(max=40000)
    print('torch.arange(4, dtype=torch.int16).clamp(max=40000)', r, r.dtype, r.stride())
except Exception as e:
    print('torch.arange(4, dtype=torch.int16).clamp(max=40000)', type(e).__name__, e)
try:
    r = torch.arange(4, dtype=torch.int16).clamp(max=40000.5)
    print('torch.arange(4, dtype=torch.int16).clamp(max=40000.5)', r, r.dtype, r.stride())
except Exception as e:
    print('torch.arange(4, dtype=torch.int16).clamp(max=40000.5)', type(e).__name__, e)
