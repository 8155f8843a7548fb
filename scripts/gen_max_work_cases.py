#!/usr/bin/python3
"""gen_max_work_cases.py — writes tests/snippets/src/np_max_work.py: np.shares_memory and
np.may_share_memory with small positive max_work budgets on pairs of as_strided views of
one int8 buffer, where numpy's answer (True, False, TooHardError "Exceeded max_work",
OverflowError) depends on how many steps its bounded search counts.

  /usr/bin/python3 scripts/gen_max_work_cases.py [--seed S] [--cases N]

The views stay inside the buffer; their shapes, strides (signed, some zero) and offsets are
drawn so that the extents usually meet and the equations need a few levels of search
(several dims, strides with common factors), which is where the work count matters.
Record the outputs with scripts/record_cases.py under both profiles."""
import argparse
import random

HEAD = '''import numpy as np
from numpy.lib.stride_tricks import as_strided
buf = np.zeros({n}, dtype=np.int8)
b = {{1: buf, 2: buf.view(np.int16), 4: buf.view(np.int32), 8: buf.view(np.int64)}}
def show(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__ + ":", e)
'''


def view(rng, nbuf, itemsize):
    """(offset, shape, strides) of a view inside nbuf bytes, or None"""
    for _ in range(100):
        nd = rng.randint(1, 4)
        shape = [rng.randint(1, 6) for _ in range(nd)]
        strides = [rng.choice([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 15, 16, 20, 21, 24, 35]) * rng.choice([1, 1, 1, -1])
                   for _ in range(nd)]
        lo = sum(s * (n - 1) for s, n in zip(strides, shape) if s < 0)
        hi = sum(s * (n - 1) for s, n in zip(strides, shape) if s > 0) + itemsize
        if hi - lo > nbuf:
            continue
        off = rng.randint(-lo, nbuf - hi)
        if off % itemsize:
            continue
        return off, shape, strides
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=20261207)
    ap.add_argument("--cases", type=int, default=40)
    ap.add_argument("--out", default="tests/snippets/src/np_max_work.py")
    o = ap.parse_args()
    rng = random.Random(o.seed)
    lines = ["# np.shares_memory / np.may_share_memory with positive max_work (numpy's bounded search and",
             f"# its work count), written by scripts/gen_max_work_cases.py --seed {o.seed} --cases {o.cases};",
             "# outputs recorded from the real numpy with scripts/record_cases.py, never typed.", ""]
    for c in range(o.cases):
        nbuf = rng.choice([64, 128, 256, 600])
        body = [HEAD.format(n=nbuf)]
        for k in range(4):
            vs = []
            for size in [rng.choice([1, 2, 4, 8]) for _ in range(2)]:
                v = view(rng, nbuf, size)
                if v is None:
                    break
                off, shape, strides = v
                vs.append(f"as_strided(b[{size}][{off // size}:], {tuple(shape)}, {tuple(strides)})")
            if len(vs) < 2:
                continue
            body.append(f"x, y = {vs[0]}, {vs[1]}")
            for mw in sorted(set(rng.choice([1, 2, 3, 4, 5, 7, 10, 20, 50, 200]) for _ in range(3))):
                body.append(f"show('shares', lambda: np.shares_memory(x, y, max_work={mw}))")
                body.append(f"show('may', lambda: np.may_share_memory(x, y, max_work={mw}))")
            body.append("show('exact', lambda: np.shares_memory(x, y))")
        lines.append(f"#@@ case max_work_{c}")
        lines += body
        lines.append("")
    # sweeps: every budget from 1 to 40 on one pair, so the exact budget at which numpy
    # stops giving up is checked
    for c in range(o.cases // 2):
        nbuf = rng.choice([128, 256, 600])
        pair = []
        while len(pair) < 2:
            size = rng.choice([1, 2, 4, 8])
            v = view(rng, nbuf, size)
            if v:
                off, shape, strides = v
                pair.append(f"as_strided(b[{size}][{off // size}:], {tuple(shape)}, {tuple(strides)})")
        lines.append(f"#@@ case max_work_sweep_{c}")
        lines.append(HEAD.format(n=nbuf))
        lines.append(f"x, y = {pair[0]}, {pair[1]}")
        lines.append("out = []")
        lines.append("for mw in range(1, 41):")
        lines.append("    try:")
        lines.append("        out.append(int(np.shares_memory(x, y, max_work=mw)))")
        lines.append("    except Exception as e:")
        lines.append("        out.append(type(e).__name__[0])")
        lines.append("print(out)")
        lines.append("")
    with open(o.out, "w") as f:
        f.write("\n".join(lines))


if __name__ == "__main__":
    main()
