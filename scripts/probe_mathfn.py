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
src/lang/arrays/arr_mathfn.c is this script's output.

  /usr/bin/python3 scripts/probe_mathfn.py [-n N] [--seed S] [FN ...]
  /usr/bin/python3 scripts/probe_mathfn.py --sums [--seed S] [-n TRIALS]

--sums measures instead the model of numpy's float summation order that
src/lang/arrays/arr_mathfn.c implements (lang_mathfn_np_sum), written here in Python, against
np.add.reduce over random float32 / float64 arrays of 3 to 20000 elements in many
layouts (1-d contiguous, strided, reversed; 2-d and 3-d C order, transposed, sliced) and
axes: the share of results with the same bits, per layout.
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
    ap.add_argument("--sums", action="store_true")
    ap.add_argument("fns", nargs="*", default=FNS)
    args = ap.parse_args(argv[1:])
    if args.sums:
        return sums(np.random.default_rng(args.seed), min(args.n, 300))
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


def pairwise(a, dt):
    """numpy's pairwise_sum in dtype dt"""
    n = len(a)
    if n < 8:
        res = dt(0.0)
        for v in a:
            res = dt(res + v)
        return res
    if n <= 128:
        r = [dt(a[j]) for j in range(8)]
        i = 8
        while i < n - (n % 8):
            for j in range(8):
                r[j] = dt(r[j] + a[i + j])
            i += 8
        res = dt(dt(dt(r[0] + r[1]) + dt(r[2] + r[3])) + dt(dt(r[4] + r[5]) + dt(r[6] + r[7])))
        while i < n:
            res = dt(res + a[i])
            i += 1
        return res
    n2 = n // 2
    n2 -= n2 % 8
    return dt(pairwise(a[:n2], dt) + pairwise(a[n2:], dt))


BUF = 8192


def model_sum(x, axis):
    """the order lang_mathfn_np_sum models (None: a layout it leaves alone): axes of
    length > 1 by decreasing |stride|; all reduced: the elements in that order, 8192 at a
    time, pairwise; innermost reduced: the coalesced inner run per outer step, 8192 at a
    time, pairwise; innermost kept: one by one"""
    import itertools
    dt = x.dtype.type
    nd = x.ndim
    red = [axis is None or d in (axis if isinstance(axis, tuple) else (axis,)) for d in range(nd)]
    axes = [d for d in range(nd) if x.shape[d] > 1]
    st = [abs(x.strides[d]) for d in axes]
    if len(set(st)) != len(st) or (len(axes) > 1 and any(x.strides[d] < 0 for d in axes)):
        return None
    axes.sort(key=lambda d: -abs(x.strides[d]))
    out = np.zeros(tuple(1 if red[d] else x.shape[d] for d in range(nd)), dtype=x.dtype)
    if not axes:
        out[...] = dt(0.0) + x.reshape(out.shape)
        return out
    inner = [axes[-1]]
    for d in reversed(axes[:-1]):
        if red[d] == red[inner[0]] and x.strides[d] == x.strides[inner[0]] * x.shape[inner[0]]:
            inner.insert(0, d)
        else:
            break
    outer = axes[:len(axes) - len(inner)]
    if all(red[d] for d in axes):
        inner, outer = axes, []
    for oidx in itertools.product(*[range(x.shape[d]) for d in outer]):
        base = [0] * nd
        for d, i in zip(outer, oidx):
            base[d] = i
        cells = []
        for iidx in itertools.product(*[range(x.shape[d]) for d in inner]):
            b = list(base)
            for d, i in zip(inner, iidx):
                b[d] = i
            cells.append(tuple(b))
        if red[inner[-1]]:
            oi = tuple(0 if red[d] else base[d] for d in range(nd))
            run = [x[c] for c in cells]
            for k in range(0, len(run), BUF):
                out[oi] = dt(out[oi] + pairwise(run[k:k + BUF], dt))
        else:
            for c in cells:
                oi = tuple(0 if red[d] else c[d] for d in range(nd))
                out[oi] = dt(out[oi] + x[c])
    return out


def sums(rng, trials):
    stats = {}

    def check(name, x, axis):
        got = model_sum(x, axis)
        key = "%-26s" % name
        s = stats.setdefault(key, [0, 0, 0])
        if got is None:
            s[2] += 1
            return
        want = np.add.reduce(x, axis=axis, keepdims=True)
        s[0] += np.array_equal(want.view(np.uint8), got.view(np.uint8))
        s[1] += 1

    for _ in range(trials):
        for dt in (np.float32, np.float64):
            n = int(rng.choice([5, 9, 17, 100, 129, 300, 1000, 5000, 9000, 20000]))
            v = (rng.standard_normal(n * 4) * 10).astype(dt)
            d = dt.__name__
            check("1d contiguous " + d, v[:n], None)
            check("1d stride 2 " + d, v[:2 * n:2], None)
            check("1d reversed " + d, v[:n][::-1], None)
            r = int(rng.integers(1, 20))
            c = max(1, n // r)
            m = v[:r * c].reshape(r, c)
            for ax in (None, 0, 1):
                check("2d C axis=%s %s" % (ax, d), m, ax)
                check("2d T axis=%s %s" % (ax, d), m.T, ax)
                check("2d [:, ::2] axis=%s %s" % (ax, d), m[:, ::2], ax)
            if r * c >= 24 and c % 2 == 0:
                t = v[:r * c].reshape(r, 2, c // 2)
                check("3d C axis=(1, 2) " + d, t, (1, 2))
                check("3d C axis=(0, 2) " + d, t, (0, 2))
                check("3d [..., ::2] axis=(0, 2) " + d, t[:, :, ::2], (0, 2))
                check("3d permuted all " + d, t.transpose(1, 0, 2), None)
    print("layout                     | same bits | left to the exact-or-refuse path")
    for k, (a, b, skip) in sorted(stats.items()):
        print("%s | %s (%d/%d) | %d" % (k, "100%" if a == b else "%.3f%%" % (100.0 * a / max(b, 1)), a, b, skip))
    torch_std_var(rng, trials)


def torch_std_var(rng, trials):
    """torch 1.13's x.std() / x.var() over all elements against the model of
    std_var_all_cpu: the mean x.mean().item(), the squared deviations in double added one
    by one with the dims by increasing stride, over max(0, n - correction), sqrt, rounded
    to x's dtype"""
    import math
    ok = tot = 0
    for trial in range(trials * 10):
        dt = [torch.float32, torch.float64][trial % 2]
        n = int(rng.choice([2, 3, 5, 8, 17, 100, 1000, 5000]))
        r = int(rng.integers(1, 6))
        base = torch.from_numpy(rng.standard_normal(n * r * 2) * 5 + 3).to(dt)
        x = [base[:n], base[:n * 2:2], base[:n * r].reshape(r, n).t(),
             base[:n * r * 2].reshape(r, 2 * n)[:, ::2]][trial % 4]
        order = sorted(range(x.dim()), key=lambda d: x.stride()[d])
        vals = (x.permute(*reversed(order)) if x.dim() > 1 else x).reshape(-1).double().tolist()
        for corr in (1, 0):
            for take_sqrt in (True, False):
                want = (x.std(unbiased=bool(corr)) if take_sqrt else x.var(unbiased=bool(corr))).item()
                mean = x.mean().item()
                s = 0.0
                for v in vals:
                    s += (v - mean) * (v - mean)
                var = s / max(0, x.numel() - corr)
                res = math.sqrt(var) if take_sqrt else var
                if dt == torch.float32:
                    res = float(np.float32(res))
                tot += 1
                ok += res == want
    print("torch std/var over all elements | %s (%d/%d)" % ("100%" if ok == tot else "%.3f%%" % (100.0 * ok / tot), ok, tot))


if __name__ == "__main__":
    main(sys.argv)
