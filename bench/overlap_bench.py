#!/usr/bin/python3
"""overlap_bench.py — stridelab's exact overlap vs NumPy's np.shares_memory (and its
internal-overlap test helper) on the hard cases of overlap-and-layouts.md §1.6, timed in
the same run and printed side by side.

usage: /usr/bin/python3 bench/overlap_bench.py [BENCH_BINARY] [--skip-slow]
  BENCH_BINARY defaults to build/bench/overlap_bench; --skip-slow leaves out D1 (NumPy
  needs ~26 s for it).  NumPy from Debian's python3-numpy.
"""
import subprocess
import sys
import time

import numpy as np
from numpy.lib.stride_tricks import as_strided

try:
    from numpy.core._multiarray_tests import internal_overlap
except ImportError:  # pragma: no cover
    internal_overlap = None

P40, P62 = 1 << 40, 1 << 62
# (id, A=(off, shape, strides, itemsize), B or None for internal overlap)
CASES = [
    ("S1", (0, (4, 3), (20, 7), 1), (3, (4, 6), (20, 3), 1)),
    ("S2", (0, (4, 3, 2), (30, 12, 3), 1), (0, (4, 2, 3), (30, 18, 2), 1)),
    ("H3", (0, (200, 43), (300, 7), 1), (3, (200, 99), (300, 3), 1)),
    ("S3", (0, (1000, 1000), (1001, 999), 1), (5, (1000, 1000), (997, 1003), 1)),
    ("S4", (0, (40, 40, 40), (6007, 6011, 6013), 1), (300001, (40, 40, 1), (6029, 6037, 1), 1)),
    ("S5", (0, (31, 54, 37), (8747, 7129, 6199), 8), (314397, (36, 32, 32), (7571, 7033, 8355), 8)),
    ("S6", (0, (112, 79), (73816, 92415), 1), (3683238, (94, 74, 94), (55100, 61454, 97721), 1)),
    ("S7", (0, (17, 84, 15), (91997, 77326, 74158), 8), (1783544, (38, 60), (56419, 95432), 8)),
    ("S8", (0, (78, 40, 9), (9500, 6802, 9877), 4), (566055, (80, 40), (6878, 6916), 4)),
    ("S9", (0, (1000, 1000), (P40 + 1, P40 - 1), 1), (3, (1000, 1000), (P40 - 3, P40 + 3), 1)),
    ("D1", (0, (1049, 1049, 1049), (36674, 61119, 85569), 1),
     (64023025, (1049, 1049, 1), (12223, 12224, 1), 1)),
    ("O1", (0, (2, 2), (P62, P62 - 1), 1), (1, (2, 2), (P62 - 3, P62 + 1), 1)),
    ("E4", (0, (13, 23, 22), (10626, 22, 1), 1), (506, (13, 23, 22), (10626, 22, 1), 1)),
    ("W3", (0, (11, 21, 3, 3), (1536, 12, 256, 4), 4), (768, (10, 21, 3, 3), (1536, 12, 256, 4), 4)),
    ("W4", (0, (21, 21, 3, 3), (768, 12, 256, 4), 4), (260, (21, 21, 3, 3), (768, 12, 256, 4), 4)),
    ("N1", (0, (5, 4), (3, 4), 1), None),
    ("N2", (0, (4, 4), (3, 4), 1), None),
    ("N3", (0, (1000, 1002), (1001, 999), 1), None),
    ("I8", (0, (1000, 1000), (1001, 999), 1), None),
    ("N4", (0, (100, 100, 100), (10007, 10009, 10037), 1), None),
    ("I11", (0, (40, 40, 40, 40), (6007, 6011, 6013, 6029), 1), None),
    ("N5", (0, (3, 11, 10, 11, 28), (72697, 61391, 51179, 98872, 50990), 4), None),
    ("N6", (0, (38, 57, 6, 58, 7), (66183, 70444, 89919, 96060, 90709), 8), None),
    ("N7", (0, (3,), (P62,), 1), None),
    ("I12", (0, (100,), (4,), 8), None),
    ("I14", (0, (10, 3), (24, 8), 16), None),
]
DTYPES = {1: np.int8, 2: np.int16, 4: np.int32, 8: np.int64, 16: np.complex128}
_buf = np.zeros(64 * 1024 * 1024 + 64, np.int8)


def view(spec):
    off, shape, strides, isz = spec
    # one element of the wanted itemsize at byte `off` of a shared buffer, then any strides
    # (as_strided does not bound-check; shares_memory only does address arithmetic)
    assert off + isz <= len(_buf), "case offset beyond the shared buffer"
    base = _buf[off:off + isz].view(DTYPES[isz])
    return as_strided(base, shape=shape, strides=strides)


def numpy_once(a, b_spec):
    try:
        if b_spec is None:
            if internal_overlap is None:
                return "n/a"
            return "YES" if internal_overlap(a, max_work=-1) else "NO"
        return "YES" if np.shares_memory(a, view(b_spec), max_work=None) else "NO"
    except Exception as e:  # OverflowError, RuntimeError (NumPy's own limits)
        return type(e).__name__


def numpy_answer(a_spec, b_spec):
    """NumPy's exact answer and its best time per call over five batches (each >= 20 ms,
    or a single call when a call is slower), as the C side measures."""
    a = view(a_spec)
    best, per_batch = None, 1
    for batch in range(5):
        t0 = time.perf_counter()
        for _ in range(per_batch):
            ans = numpy_once(a, b_spec)
        per = (time.perf_counter() - t0) / per_batch
        best = per if best is None else min(best, per)
        if batch == 0 and per < 0.02:
            per_batch = int(0.02 / max(per, 1e-9)) + 1
        if per > 1.0:
            break
    return ans, 1e6 * best


def line(case):
    cid, a, b = case
    def v(s):
        off, shape, strides, isz = s
        return "%d %d %d %s %s" % (off, isz, len(shape), " ".join(map(str, shape)),
                                   " ".join(map(str, strides)))
    if b is None:
        return "%s I %s\n" % (cid, v(a))
    return "%s P %s %s\n" % (cid, v(a), v(b))


def main():
    args = [x for x in sys.argv[1:] if not x.startswith("--")]
    binary = args[0] if args else "build/bench/overlap_bench"
    cases = [c for c in CASES if not ("--skip-slow" in sys.argv and c[0] == "D1")]
    print("%-4s %-8s %-10s %-12s %10s %12s | %-14s %12s | %8s" %
          ("id", "kind", "stridelab", "method", "work", "us/call", "numpy", "us/call", "ratio"))
    for case in cases:
        # one case at a time, stridelab then NumPy, so both see the same machine load
        cid, a, b = case
        out = subprocess.run([binary], input=line(case), text=True, capture_output=True,
                             check=True).stdout.split()
        ans, work, method, us = out[1], out[2], out[3], float(out[4])
        nans, nus = numpy_answer(a, b)
        ratio = (nus / us) if us > 0 and nus > 0 else float("nan")
        print("%-4s %-8s %-10s %-12s %10s %12.2f | %-14s %12.2f | %7.1fx" %
              (cid, "pair" if b is not None else "internal", ans, method, work, us, nans, nus,
               ratio),
              flush=True)
    print("ratio = numpy time / stridelab time (higher is better for stridelab); work = "
          "stridelab's units, not numpy's")


if __name__ == "__main__":
    main()
