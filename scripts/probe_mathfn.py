#!/usr/bin/python3
"""probe_mathfn.py — how often C implementations agree bit for bit with torch 1.13 /
numpy 1.24's elementwise float math on this machine.

For each function (exp log sin cos tanh sigmoid) and dtype (float32, float64) it draws
N inputs (half uniform over the function's interesting range, half random finite bit
patterns, plus special values: +-0, +-inf, nan, subnormals, the largest finite values,
the edges of exp's range), computes the reference four ways — torch contiguous
(torch.FN(t)), torch strided (torch.FN(t2[::2])), numpy contiguous, numpy strided
(numpy has no sigmoid) — and the candidates of scripts/probe_mathfn.c (glibc's float or
double function, glibc's double function rounded to float32, libsleef's AVX2 u10
function), and prints for each pair the share of results that are the same bits (any
nan equals any nan: printing does not show a nan's payload).  The table at the top of
src/lang_mathfn.c is this script's output.

  /usr/bin/python3 scripts/probe_mathfn.py [-n N] [--seed S] [FN ...]
"""
import argparse
import os
import subprocess
import sys
import tempfile

import numpy as np
import torch

FNS = ["exp", "log", "sin", "cos", "tanh", "sigmoid"]
RANGES = {"exp": (-104.0, 89.0), "log": (0.0, 1e6), "sin": (-100.0, 100.0),
          "cos": (-100.0, 100.0), "tanh": (-20.0, 20.0), "sigmoid": (-40.0, 40.0)}
RANGES64 = {"exp": (-745.0, 709.0), "log": (0.0, 1e12), "sin": (-1e4, 1e4),
            "cos": (-1e4, 1e4), "tanh": (-40.0, 40.0), "sigmoid": (-800.0, 800.0)}


def build_driver(tmp):
    here = os.path.dirname(os.path.abspath(__file__))
    exe = os.path.join(tmp, "probe_mathfn")
    subprocess.check_call(["cc", "-O2", "-mavx2", "-mfma", "-o", exe,
                           os.path.join(here, "probe_mathfn.c"), "-lm", "-ldl"])
    return exe


def inputs(fn, dt, n, rng):
    lo, hi = (RANGES if dt == np.float32 else RANGES64)[fn]
    half = n // 2
    u = rng.uniform(lo, hi, half).astype(dt)
    ity = np.uint32 if dt == np.float32 else np.uint64
    bits = rng.integers(0, np.iinfo(ity).max, n - half, dtype=ity, endpoint=True).view(dt)
    bits = bits[np.isfinite(bits)]
    fi = np.finfo(dt)
    special = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, fi.tiny, -fi.tiny,
                        fi.tiny * fi.eps, -fi.tiny * fi.eps, fi.max, -fi.max, 1.0, -1.0,
                        88.72283, 88.72284, -87.33654, -103.97208, 709.782712893384,
                        -745.1332191019411, 1e-30, -1e-30, 0.5, 2.0], dtype=dt)
    return np.concatenate([special, u, bits])


def references(fn, x):
    out = {}
    t = torch.from_numpy(x.copy())
    t2 = torch.from_numpy(np.repeat(x, 2))[::2]
    tf = getattr(torch, fn)
    out["torch contiguous"] = tf(t).numpy()
    out["torch strided"] = tf(t2).contiguous().numpy()
    if fn != "sigmoid":
        nf = getattr(np, fn)
        with np.errstate(all="ignore"):
            out["numpy contiguous"] = nf(x)
            out["numpy strided"] = nf(np.repeat(x, 2)[::2])
    return out


def same(a, b):
    ity = np.uint32 if a.dtype == np.float32 else np.uint64
    eq = a.view(ity) == b.view(ity)
    return eq | (np.isnan(a) & np.isnan(b))


def main(argv):
    ap = argparse.ArgumentParser()
    ap.add_argument("-n", type=int, default=2_000_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("fns", nargs="*", default=FNS)
    args = ap.parse_args(argv[1:])
    torch.set_num_threads(1)
    rng = np.random.default_rng(args.seed)
    with tempfile.TemporaryDirectory() as tmp:
        exe = build_driver(tmp)
        print("function dtype   candidate | torch contiguous | torch strided | numpy contiguous | numpy strided")
        for fn in args.fns:
            for dt, dname in ((np.float32, "f32"), (np.float64, "f64")):
                x = inputs(fn, dt, args.n, rng)
                refs = references(fn, x)
                inp = os.path.join(tmp, "in.bin")
                x.tofile(inp)
                cands = ["libm", "libm_d", "sleef"] if dt == np.float32 else ["libm", "sleef"]
                for c in cands:
                    outp = os.path.join(tmp, "out.bin")
                    rc = subprocess.call([exe, fn, dname, c, inp, outp])
                    if rc != 0:
                        print("%-8s %s %-8s | driver status %d" % (fn, dname, c, rc))
                        continue
                    got = np.fromfile(outp, dtype=dt)
                    cells = []
                    for k in ["torch contiguous", "torch strided", "numpy contiguous", "numpy strided"]:
                        if k not in refs:
                            cells.append("-")
                            continue
                        ok = same(got, refs[k])
                        cells.append("%.6f%%" % (100.0 * ok.mean()) if not ok.all() else "100%")
                    print("%-8s %s %-8s | %s   (n=%d)" % (fn, dname, c, " | ".join(cells), len(x)))
                    sys.stdout.flush()
        exact_ops(exe, tmp, rng, args.n)


def exact_ops(exe, tmp, rng, n):
    """The candidates built from IEEE operations (division, sqrt, products: correctly
    rounded everywhere), glibc's sigmoid against torch's by element position in short
    contiguous tensors (cpu_kernel_vec's vector loop takes blocks of 2 * Vec::size()
    elements, 16 float32 / 8 float64 on AVX2, the rest through the scalar function), and
    glibc's pow against numpy's power."""
    print("\nexact candidates          | agreement")
    for dt, dname in ((np.float32, "f32"), (np.float64, "f64")):
        x = inputs("exp", dt, n, rng)
        t = torch.from_numpy(x.copy())
        ts = torch.from_numpy(np.repeat(x, 2))[::2]
        with np.errstate(all="ignore"):
            one = dt(1)
            cases = [
                ("torch.reciprocal %s contiguous" % dname, torch.reciprocal(t).numpy(), one / x),
                ("torch.reciprocal %s strided" % dname, torch.reciprocal(ts).contiguous().numpy(), one / x),
                ("torch.rsqrt %s contiguous" % dname, torch.rsqrt(t).numpy(), one / np.sqrt(x)),
                ("torch.rsqrt %s strided" % dname, torch.rsqrt(ts).contiguous().numpy(), one / np.sqrt(x)),
                ("numpy a**2 %s (x*x)" % dname, x ** 2, x * x),
                ("numpy a**0.5 %s (sqrt)" % dname, x ** 0.5, np.sqrt(x)),
                ("numpy a**-1 %s (1/x)" % dname, x ** -1, one / x),
                ("numpy a[::2]**2 %s (x*x)" % dname, np.repeat(x, 2)[::2] ** 2, x * x),
            ]
        for name, got, want in cases:
            ok = same(got.astype(dt), want.astype(dt))
            print("%-34s | %s   (n=%d)" % (name, "100%" if ok.all() else "%.6f%%" % (100 * ok.mean()), len(x)))
        # sigmoid by position: glibc for the scalar tail, SLEEF for the vector blocks
        w = 16 if dt == np.float32 else 8
        x = rng.uniform(-40, 40, 4096).astype(dt)
        inp, outp = os.path.join(tmp, "in.bin"), os.path.join(tmp, "out.bin")
        x.tofile(inp)
        got = {}
        for c in ("libm", "sleef"):
            subprocess.check_call([exe, "sigmoid", dname, c, inp, outp])
            got[c] = np.fromfile(outp, dtype=dt)
        tail_ok = tail_n = vec_libm_ok = vec_n = 0
        for length in range(1, 3 * w + 1):
            for start in range(0, 4096 - length, 97):
                r = torch.sigmoid(torch.from_numpy(x[start:start + length].copy())).numpy()
                cut = length // w * w
                tail_ok += same(r[cut:], got["libm"][start + cut:start + length]).sum()
                tail_n += length - cut
                vec_libm_ok += same(r[:cut], got["libm"][start:start + cut]).sum()
                vec_n += cut
        print("%-34s | %s   (n=%d)" % ("torch.sigmoid %s tail (libm)" % dname,
                                      "100%" if tail_ok == tail_n else "%.6f%%" % (100.0 * tail_ok / tail_n), tail_n))
        print("%-34s | %.6f%%   (n=%d)" % ("torch.sigmoid %s vector blocks (libm)" % dname,
                                          100.0 * vec_libm_ok / max(vec_n, 1), vec_n))
        # numpy power with other exponents against glibc's pow
        import math
        xs = np.abs(rng.uniform(0, 100, 200000)).astype(dt)
        for e in (3.0, 1.5, -0.5, 0.25):
            with np.errstate(all="ignore"):
                got_np = xs ** dt(e)
            want = np.array([math.pow(float(v), e) for v in xs]).astype(dt)
            ok = same(got_np, want)
            print("%-34s | %s   (n=%d)" % ("numpy a**%g %s (libm pow)" % (e, dname),
                                          "100%" if ok.all() else "%.6f%%" % (100 * ok.mean()), len(xs)))


if __name__ == "__main__":
    main(sys.argv)
