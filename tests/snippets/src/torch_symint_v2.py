#@@ case symbolic_range_ints
import torch
x = torch.zeros(1)
B = 2**62
for nm, f in [('e', lambda: x.expand(-B - 5)), ('e2', lambda: x.expand(1, -B - 5)), ('as', lambda: x.as_strided((1,), (-B - 5,))),
              ('as2', lambda: x.as_strided((-B - 5,), (1,))), ('v', lambda: x.view()), ('bt2', lambda: torch.broadcast_to(x, (2, -B - 5))),
              ('as6', lambda: x.as_strided((1, 2), (1,), B + 5)), ('as7', lambda: x.as_strided((1, -B - 5), (1,), 0)),
              ('e3', lambda: x.expand(2, B + 5)), ('e4', lambda: x.expand(3, -B - 5)), ('as8', lambda: torch.as_strided(x, (B + 5,), (1,)))]:
    try:
        f()
        print(nm, 'ok')
    except Exception as e:
        print(nm, type(e).__name__, e)

#@@ case symbolic_range_slices
import torch
x = torch.arange(4.)
y = torch.zeros(2, 3)
B = 2**62
for nm, f in [('s1', lambda: x[-B-5:]), ('s2', lambda: x[:-B-5]), ('s3', lambda: x[-B-5:-B-1]), ('s4', lambda: x[1:-B-5:2]),
              ('s5', lambda: y[:, -B-5:]), ('s6', lambda: y[-B-5:, 1]), ('s7', lambda: x[-2**63:]), ('s8', lambda: x[:2**63-1]),
              ('s9', lambda: torch.tensor(1.)[-B-5:]), ('s10', lambda: x[None, -B-5:]), ('s11', lambda: x[-B:]), ('s12', lambda: x[-B-1:])]:
    try: r = f(); print(nm, 'ok', tuple(r.shape), r.stride(), r.storage_offset())
    except Exception as e: print(nm, type(e).__name__, e)
