import torch
base = torch.arange(10)
w = base.as_strided((4, 3), (2, 1))
offs = [w.storage_offset() + i * w.stride(0) + j * w.stride(1) for i in range(4) for j in range(3)]
print(offs)
print(len(offs), len(set(offs)), "overlap" if len(set(offs)) < len(offs) else "no overlap")
print(sorted(set(offs)), set(offs))

