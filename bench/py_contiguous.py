#!/usr/bin/env python3
"""bench/py_contiguous.py — stridelab.contiguous from Python against torch's .contiguous()
and numpy's ascontiguousarray, side by side in one run, on bench/copy.py's layouts.

Run with a Python that has the `stridelab` package, torch and numpy installed, e.g.

    .venvs/torch22/bin/python bench/py_contiguous.py            # torch 2.2.2, numpy 1.26.4
    .venvs/debian12/bin/python bench/py_contiguous.py --quick    # Debian's torch 1.13 / numpy 1.24

Every column makes a fresh C-contiguous output (allocation, first touch and copy), the
way a user calls it:

    stridelab   stridelab.contiguous(torch_view, threads=T)    (a torch tensor out)
    torch       torch_view.contiguous()  with torch.set_num_threads(T)
    numpy       np.ascontiguousarray(numpy_view)                (numpy has no threads)
    sl(np)      stridelab.contiguous(numpy_view)                (a numpy array out, 1 thread)

Large cases run in rounds (each round times every column once, starting with the next
column each round; one warm-up round); the tables give GB/s of output from the median
time and each ratio as the median over rounds of that round's ratio.  Before timing,
every column's output is compared byte for byte with numpy's.

Small tensors (x.t() of 8x8, 64x64, 256x256 float32): microseconds per call by timeit
(best of 5 repeats), which is mostly Python call overhead at 8x8: the table also gives
stridelab.layout() (reading the layout alone) and a 1-element tensor's contiguous().
"""
import argparse
import os
import statistics
import sys
import time
import timeit

_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:] = [p for p in sys.path if os.path.abspath(p or os.curdir) != _HERE]

import numpy as np  # noqa: E402
import torch  # noqa: E402

import stridelab  # noqa: E402


def make_cases(quick):
    torch.manual_seed(0)
    cases = []
    x = torch.rand(4096, 4096)
    cases.append(("4096x4096 transpose", x.t(), x.numpy().T))
    cube = torch.rand(256, 256, 256)
    perms = [(2, 1, 0)] if quick else [(0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)]
    for p in perms:
        cases.append(("256^3 permute%s" % (p,), cube.permute(*p), cube.numpy().transpose(p)))
    nchw = torch.rand(32, 64, 56, 56)
    cases.append(("NCHW->NHWC (32, 64, 56, 56)", nchw.permute(0, 2, 3, 1), nchw.numpy().transpose(0, 2, 3, 1)))
    wide = torch.rand(4096, 8192)
    cases.append(("x[:, ::2] of 4096x8192", wide[:, ::2], wide.numpy()[:, ::2]))
    if not quick:
        col = torch.rand(4096, 1)
        cases.append(("(4096, 1) expanded to 4096x4096", col.expand(4096, 4096),
                      np.broadcast_to(col.numpy(), (4096, 4096))))
        row = torch.rand(1, 4096)
        cases.append(("(1, 4096) expanded to 4096x4096", row.expand(4096, 4096),
                      np.broadcast_to(row.numpy(), (4096, 4096))))
    return cases


def rounds(fns, reps):
    for fn in fns.values():
        fn()
    ts = {who: [] for who in fns}
    order = list(fns.items())
    for r in range(reps):
        k = r % len(order)
        for who, fn in order[k:] + order[:k]:
            t0 = time.perf_counter()
            out = fn()
            ts[who].append(time.perf_counter() - t0)
            del out
    return ts


def ratio(ts, a, b):
    return statistics.median(tb / ta for ta, tb in zip(ts[a], ts[b]))


def check(name, tv, nv):
    want = np.ascontiguousarray(nv).tobytes()
    for who, out in (("stridelab", stridelab.contiguous(tv).numpy()), ("torch", tv.contiguous().numpy()),
                     ("sl(np)", stridelab.contiguous(nv))):
        if out.tobytes() != want:
            raise SystemExit(f"py_contiguous: {name}: {who}'s output differs from numpy's")


def large(cases, reps, threads):
    print(f"\n## fresh output, {threads} thread(s): GB/s of float32 output (median of {reps} rounds)\n")
    print("| case | stridelab | torch | numpy | sl(np) | stridelab / torch | / numpy |")
    print("|---|---|---|---|---|---|---|")
    torch.set_num_threads(threads)
    for name, tv, nv in cases:
        nbytes = tv.numel() * tv.element_size()
        fns = {"stridelab": lambda: stridelab.contiguous(tv, threads=threads), "torch": lambda: tv.contiguous(),
               "numpy": lambda: np.ascontiguousarray(nv), "sl(np)": lambda: stridelab.contiguous(nv)}
        ts = rounds(fns, reps)
        gb = {w: nbytes / statistics.median(v) / 1e9 for w, v in ts.items()}
        print(f"| {name} | {gb['stridelab']:.2f} | {gb['torch']:.2f} | {gb['numpy']:.2f} | {gb['sl(np)']:.2f} "
              f"| {ratio(ts, 'stridelab', 'torch'):.2f}x | {ratio(ts, 'stridelab', 'numpy'):.2f}x |")
        sys.stdout.flush()


def small(number):
    torch.set_num_threads(1)
    print("\n## small tensors, one thread: microseconds per call (timeit, best of 5)\n")
    print("| case | stridelab.contiguous | torch .contiguous() | np.ascontiguousarray | "
          "sl(np) | stridelab.layout | stridelab / torch |")
    print("|---|---|---|---|---|---|---|")
    one = torch.rand(1, 1)
    for n in (1, 8, 64, 256):
        x = torch.rand(n, n)
        tv, nv = (x.t(), x.numpy().T) if n > 1 else (one.t(), one.numpy().T)
        if n > 1:
            check(f"{n}x{n}", tv, nv)
        num = max(10, number // (1 if n <= 64 else 20))

        def best(stmt):
            return min(timeit.repeat(stmt, number=num, repeat=5)) / num * 1e6

        sl_t = best(lambda: stridelab.contiguous(tv))
        th = best(lambda: tv.clone(memory_format=torch.contiguous_format)) if n == 1 else best(lambda: tv.contiguous())
        npt = best(lambda: np.ascontiguousarray(nv))
        sln = best(lambda: stridelab.contiguous(nv))
        lay = best(lambda: stridelab.layout(tv))
        label = "1x1 (.clone() for torch: .contiguous() returns it)" if n == 1 else f"{n}x{n} x.t()"
        print(f"| {label} | {sl_t:.2f} | {th:.2f} | {npt:.2f} | {sln:.2f} | {lay:.2f} | {sl_t / th:.2f}x |")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--quick", action="store_true", help="two large cases, 3 rounds (the smoke run)")
    ap.add_argument("--reps", type=int, default=None)
    ap.add_argument("--threads", default="1,2")
    ap.add_argument("--no-large", action="store_true")
    args = ap.parse_args()
    reps = args.reps or (3 if args.quick else 9)
    la = os.getloadavg()
    print(f"# stridelab.contiguous vs torch {torch.__version__} / numpy {np.__version__} "
          f"(python {sys.version.split()[0]}, {os.cpu_count()} cpus, load average "
          f"{la[0]:.2f} {la[1]:.2f} {la[2]:.2f}, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())})")
    small(2000 if args.quick else 20000)
    if not args.no_large:
        cases = make_cases(args.quick)
        if args.quick:
            cases = cases[:2]
        for name, tv, nv in cases:
            check(name, tv, nv)
        for t in [int(x) for x in args.threads.split(",")]:
            large(cases, reps, t)


if __name__ == "__main__":
    main()
