#!/bin/sh
# overlap_numpy.sh — differential test of `stridelab overlap` against the reference
# itself: NumPy 1.24's exact np.shares_memory (pairs) and its internal-overlap test
# helper, on random small layouts (negative strides, mixed itemsizes, offsets), seeded.
# Skips (exit 0 with a note) when /usr/bin/python3 has no numpy.
S=${STRIDELAB:-build/stridelab}
if ! /usr/bin/python3 -c 'import numpy' 2>/dev/null; then
    echo "overlap_numpy.sh: skipped (no numpy for /usr/bin/python3)"
    exit 0
fi
exec /usr/bin/python3 - "$S" <<'PY'
import json, random, subprocess, sys
import numpy as np
from numpy.lib.stride_tricks import as_strided
from numpy.core._multiarray_tests import internal_overlap

cli = sys.argv[1]
rng = random.Random(20261129)
buf = np.zeros(4096, np.int8)
DT = {1: np.int8, 2: np.int16, 4: np.int32, 8: np.int64}

def layout():
    isz = rng.choice([1, 2, 4, 8])
    nd = rng.randint(1, 3)
    shape = [rng.randint(1, 6) for _ in range(nd)]
    stride = [rng.randint(-7, 7) for _ in range(nd)]
    lo = sum(st * (n - 1) for st, n in zip(stride, shape) if st < 0)
    off = -lo + rng.randint(0, 12)          # every reachable element at or after 0
    return off, shape, stride, isz

def text(l):
    off, shape, stride, isz = l
    return "size=(%s,),stride=(%s,),offset=%d,itemsize=%d" % (
        ",".join(map(str, shape)), ",".join(map(str, stride)), off, isz)

def arr(l):
    off, shape, stride, isz = l
    base = buf[off * isz: off * isz + isz].view(DT[isz])
    return as_strided(base, shape=shape, strides=[s * isz for s in stride])

def ours(*ls):
    out = subprocess.run([cli, "overlap", "--json"] + [text(l) for l in ls],
                         capture_output=True, text=True)
    if out.returncode != 0:
        raise SystemExit("stridelab failed on %s: %s" % (ls, out.stderr))
    return json.loads(out.stdout)["overlap"]

bad = n = 0
for it in range(250):
    a, b = layout(), layout()
    want_pair = "yes" if np.shares_memory(arr(a), arr(b), max_work=None) else "no"
    want_int = "yes" if internal_overlap(arr(a), max_work=-1) else "no"
    for got, want, what in ((ours(a, b), want_pair, "pair"), (ours(a), want_int, "internal")):
        n += 1
        if got != want:
            bad += 1
            print("MISMATCH %s %s %s: stridelab %s, numpy %s" % (what, text(a), text(b), got, want))
print("overlap_numpy.sh: %d/%d agree with numpy" % (n - bad, n))
sys.exit(1 if bad else 0)
PY
