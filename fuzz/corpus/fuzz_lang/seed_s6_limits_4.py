import torch
for t in [torch.int8, torch.uint8, torch.int16, torch.int32, torch.int64, torch.bool]:
    try:
        i = torch.iinfo(t)
        print(i, i.min, i.max, i.bits, i.dtype, type(i.max), type(i.dtype))
    except TypeError as e:
        print("TypeError", e)
for t in [torch.float16, torch.bfloat16, torch.float32, torch.float64]:
    f = torch.finfo(t)
    print(f)
    print(f.eps, f.max, f.min, f.tiny, f.smallest_normal, f.resolution, f.bits, f.dtype, type(f.eps))
for call in [lambda: torch.finfo(torch.int32), lambda: torch.iinfo(torch.float32)]:
    try:
        call()
    except TypeError as e:
        print(e)

