#!/usr/bin/python3
"""bench/copy.py — materializing strided views: memcpy vs stridelab vs numpy vs torch.

Runs, in one process and on the same buffers, for every case: a plain memcpy of the
output's byte count, stridelab's sl_copy (through ctypes on the shared library), numpy
1.24 and torch 1.13 (the Debian packages, system python3), with 1 and 2 threads, into a
pre-touched output buffer and into a fresh allocation.  Prints GB/s of output and the
ratios stridelab/memcpy, stridelab/torch, stridelab/numpy; with --json one object per
case, thread count and output kind:

  {"case":"...","threads":1,"output":"touched"|"fresh",
   "gbps":{"memcpy":x,"stridelab":x,"torch":x,"numpy":x}}      (missing reference: null)

Usage:
  /usr/bin/python3 bench/copy.py [--json] [--quick] [--lib build/libstridelab.so]
                                  [--driver build/bench/copy] [--reps N]
                                  [--threads 1,2] [--cases SUB,SUB] [--no-small] [--nt -1|0|1]

What each column runs (the output buffer `out` is one 64-byte-aligned contiguous
tensor allocated once per case and written once before timing; `view` is the strided
source, a view of a torch-allocated tensor shared with numpy through .numpy()):

  touched  memcpy     ctypes.memmove(out, src_storage, out_bytes)        (1 thread)
                      two threads: sl_copy of a flat byte layout with streaming stores
                      off, i.e. glibc memcpy on each half, run by stridelab's pool
           stridelab  sl_copy(out, view) with opts.threads = T and a pool made once
           torch      out.copy_(view) with torch.set_num_threads(T)
           numpy      np.copyto(out_np, view_np)              (numpy has no threads)
  fresh    memcpy     malloc + memmove + free (libc, through ctypes)
           stridelab  sl_buffer_alloc + sl_copy + sl_buffer_free
           torch      view.contiguous()   (torch.flip(x, dims) for the reversed case)
           numpy      np.ascontiguousarray(view_np)

Large cases run in rounds: each round times every column once, back to back (each round
starting with the next column, so that every column follows every other equally often), so that a
change of the machine's speed during the run (a shared VM's memory bandwidth drifts by
30% and more) moves all columns of a round together.  GB/s = output bytes / the median
time over --reps rounds (after one warm-up round); each ratio is the median over the
rounds of that round's ratio.
Small tensors (8x8, 64x64, 256x256 transposes) are timed in nanoseconds per call: torch
and numpy here with timeit, memcpy and stridelab by the C driver bench/copy.c (a Python
loop would add a microsecond per call to them).
"""
import argparse
import ctypes
import json
import os
import statistics
import subprocess
import sys
import time
import timeit

# This file is named copy.py: keep its directory off the import path, or torch's
# `from copy import deepcopy` would find this script instead of the standard module.
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:] = [p for p in sys.path if os.path.abspath(p or os.curdir) != _HERE]

import numpy as np  # noqa: E402
import torch  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MAX_DIMS = 64


class BView(ctypes.Structure):
    _fields_ = [("ndim", ctypes.c_int32), ("width_bytes", ctypes.c_int64),
                ("offset_bytes", ctypes.c_int64), ("size", ctypes.c_int64 * MAX_DIMS),
                ("stride_bytes", ctypes.c_int64 * MAX_DIMS)]


class CopyOptions(ctypes.Structure):
    _fields_ = [("threads", ctypes.c_int32), ("pool", ctypes.c_void_p),
                ("nontemporal", ctypes.c_int32), ("simd", ctypes.c_int32),
                ("overlap_budget", ctypes.c_int64)]


class Error(ctypes.Structure):
    _fields_ = [("code", ctypes.c_int), ("type", ctypes.c_char * 32),
                ("message", ctypes.c_char * 512), ("offset", ctypes.c_int64),
                ("line", ctypes.c_int64), ("col", ctypes.c_int64)]


def load_lib(path):
    lib = ctypes.CDLL(path)
    lib.sl_copy.argtypes = [ctypes.c_void_p, ctypes.c_int64, ctypes.POINTER(BView),
                            ctypes.c_void_p, ctypes.c_int64, ctypes.POINTER(BView),
                            ctypes.POINTER(CopyOptions), ctypes.POINTER(Error)]
    lib.sl_copy.restype = ctypes.c_int
    lib.sl_threadpool_create.argtypes = [ctypes.c_int32, ctypes.POINTER(ctypes.c_void_p),
                                         ctypes.POINTER(Error)]
    lib.sl_threadpool_destroy.argtypes = [ctypes.c_void_p]
    lib.sl_buffer_alloc.argtypes = [ctypes.c_int64, ctypes.POINTER(ctypes.c_void_p),
                                    ctypes.POINTER(Error)]
    lib.sl_buffer_free.argtypes = [ctypes.c_void_p, ctypes.c_int64]
    lib.sl_cpu_count.restype = ctypes.c_int32
    return lib


def bview_of(arr, owner):
    """Byte layout of numpy view `arr` inside the buffer of `owner` (a contiguous array)."""
    v = BView()
    v.ndim = arr.ndim
    v.width_bytes = arr.itemsize
    v.offset_bytes = arr.__array_interface__["data"][0] - owner.__array_interface__["data"][0]
    for d in range(arr.ndim):
        v.size[d] = arr.shape[d]
        v.stride_bytes[d] = arr.strides[d]
    return v


def ptr(a):
    return a.__array_interface__["data"][0]


class Case:
    """A source tensor `base` (torch, contiguous), a torch view, the numpy view of the
    same memory, and how torch materializes it fresh."""

    def __init__(self, name, base, torch_view, np_view, torch_fresh=None, torch_touched=True):
        self.name, self.base = name, base
        self.base_np = base.numpy()
        self.torch_view, self.np_view = torch_view, np_view
        self.torch_fresh = torch_fresh or (lambda: torch_view.contiguous())
        self.torch_touched = torch_touched
        self.shape = np_view.shape
        self.out_bytes = int(np.prod(self.shape)) * np_view.itemsize


def make_cases(quick):
    torch.manual_seed(0)
    cases = []
    x = torch.rand(4096, 4096)
    cases.append(Case("transpose_4096", x, x.t(), x.numpy().T))
    cube = torch.rand(256, 256, 256)
    perms = [(2, 1, 0)] if quick else [(0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1),
                                                  (2, 1, 0)]
    for p in perms:
        cases.append(Case("permute_256_%d%d%d" % p, cube, cube.permute(*p),
                          cube.numpy().transpose(p)))
    nchw = torch.rand(32, 64, 56, 56)
    cases.append(Case("nchw_to_nhwc", nchw, nchw.permute(0, 2, 3, 1),
                      nchw.numpy().transpose(0, 2, 3, 1)))
    # the inverse: an NHWC storage (the channels-last tensor's memory) read back as NCHW
    nhwc = torch.rand(32, 56, 56, 64)
    cases.append(Case("nhwc_to_nchw", nhwc, nhwc.permute(0, 3, 1, 2),
                      nhwc.numpy().transpose(0, 3, 1, 2)))
    wide = torch.rand(4096, 8192)
    cases.append(Case("slice_every_other", wide, wide[:, ::2], wide.numpy()[:, ::2]))
    if not quick:
        sq = torch.rand(4096, 4096)
        cases.append(Case("reverse_rows_cols", sq, None, sq.numpy()[::-1, ::-1],
                          torch_fresh=lambda: torch.flip(sq, (0, 1)), torch_touched=False))
        col = torch.rand(4096, 1)
        cases.append(Case("expand_column", col, col.expand(4096, 4096),
                          np.broadcast_to(col.numpy(), (4096, 4096))))
        row = torch.rand(1, 4096)
        cases.append(Case("expand_row", row, row.expand(4096, 4096),
                          np.broadcast_to(row.numpy(), (4096, 4096))))
    return cases


def round_robin(fns, reps):
    """Time each function once per round, reps rounds after a warm-up round.  Returns
    {who: median seconds} and {who: [seconds per round]}."""
    live = {who: fn for who, fn in fns.items() if fn is not None}
    for fn in live.values():
        fn()  # warm-up
    ts = {who: [] for who in live}
    order = list(live.items())
    for r in range(reps):
        # each round starts with the next column, so that every column follows every
        # other equally often: a column that always ran right after memcpy paid for
        # memcpy's dirty cache lines (tens of MiB left in L3) being written back
        k = r % len(order)
        for who, fn in order[k:] + order[:k]:
            t0 = time.perf_counter()
            fn()
            ts[who].append(time.perf_counter() - t0)
    return {who: statistics.median(v) for who, v in ts.items()}, ts


def round_ratio(ts, a, b):
    """Median over rounds of (time of b / time of a), i.e. a's speed over b's."""
    if a not in ts or b not in ts:
        return None
    return statistics.median(tb / ta for ta, tb in zip(ts[a], ts[b]))


def round_spread(ts, a, b):
    """(q1, q3) over rounds of (time of b / time of a): the spread of round_ratio."""
    if a not in ts or b not in ts:
        return None
    r = sorted(tb / ta for ta, tb in zip(ts[a], ts[b]))
    if len(r) < 2:
        return (r[0], r[0])
    q = statistics.quantiles(r, n=4, method="inclusive")
    return (q[0], q[2])


def run_large(lib, cases, reps, thread_counts, nontemporal=-1):
    libc = ctypes.CDLL(None)
    libc.malloc.restype = ctypes.c_void_p
    libc.malloc.argtypes = [ctypes.c_size_t]
    libc.free.argtypes = [ctypes.c_void_p]
    err = Error()
    results = []
    pool = ctypes.c_void_p()
    if lib.sl_threadpool_create(max(thread_counts), ctypes.byref(pool), ctypes.byref(err)):
        raise SystemExit("sl_threadpool_create: " + err.message.decode())
    for c in cases:
        out = torch.empty(c.shape, dtype=c.base.dtype)
        out_np = out.numpy()
        out.fill_(1.0)  # touch every page
        nbytes = c.out_bytes
        src_bview = bview_of(c.np_view, c.base_np)
        dst_bview = bview_of(out_np, out_np)
        src_storage = c.base_np.nbytes
        # memcpy needs out_bytes of source: the case's storage when it is large enough
        mc_src = c.base_np if c.base_np.nbytes >= nbytes else np.ones(nbytes // 4, np.float32)
        flat_src = BView(1, 1, 0)
        flat_src.size[0], flat_src.stride_bytes[0] = nbytes, 1
        flat_dst = BView(1, 1, 0)
        flat_dst.size[0], flat_dst.stride_bytes[0] = nbytes, 1
        for threads in thread_counts:
            torch.set_num_threads(threads)
            opts = CopyOptions(threads, pool, nontemporal, -1, 0)
            # the two-thread memcpy reference: streaming stores off, so each pool worker
            # calls glibc memcpy on its half
            opts_mc = CopyOptions(threads, pool, 0, -1, 0)

            def sl_touched():
                rc = lib.sl_copy(ptr(out_np), nbytes, ctypes.byref(dst_bview), ptr(c.base_np),
                                 src_storage, ctypes.byref(src_bview), ctypes.byref(opts),
                                 ctypes.byref(err))
                if rc:
                    raise SystemExit("sl_copy failed: " + err.message.decode())

            def sl_fresh():
                buf = ctypes.c_void_p()
                if lib.sl_buffer_alloc(nbytes, ctypes.byref(buf), ctypes.byref(err)):
                    raise SystemExit("sl_buffer_alloc failed")
                rc = lib.sl_copy(buf, nbytes, ctypes.byref(dst_bview), ptr(c.base_np),
                                 src_storage, ctypes.byref(src_bview), ctypes.byref(opts),
                                 ctypes.byref(err))
                lib.sl_buffer_free(buf, nbytes)
                if rc:
                    raise SystemExit("sl_copy failed: " + err.message.decode())

            if threads == 1:
                def mc_touched():
                    ctypes.memmove(ptr(out_np), ptr(mc_src), nbytes)
            else:
                def mc_touched():
                    lib.sl_copy(ptr(out_np), nbytes, ctypes.byref(flat_dst), ptr(mc_src),
                                mc_src.nbytes, ctypes.byref(flat_src), ctypes.byref(opts_mc),
                                None)

            def mc_fresh():
                p = libc.malloc(nbytes)
                ctypes.memmove(p, ptr(mc_src), nbytes)
                libc.free(p)

            def torch_touched():
                out.copy_(c.torch_view)

            def np_touched():
                np.copyto(out_np, c.np_view)

            def np_fresh():
                return np.ascontiguousarray(c.np_view)

            # correctness of the stridelab result against numpy, once per case
            sl_touched()
            if threads == thread_counts[0] and not np.array_equal(out_np, c.np_view):
                raise SystemExit("stridelab result differs from numpy on " + c.name)
            for kind in ("touched", "fresh"):
                if kind == "touched":
                    fns = {"memcpy": mc_touched, "stridelab": sl_touched,
                           "torch": torch_touched if c.torch_touched else None,
                           "numpy": np_touched}
                else:
                    fns = {"memcpy": mc_fresh if threads == 1 else None, "stridelab": sl_fresh,
                           "torch": c.torch_fresh, "numpy": np_fresh}
                med, ts = round_robin(fns, reps)
                g = {who: (nbytes / med[who] / 1e9 if who in med else None) for who in fns}
                ratios = {ref: round_ratio(ts, "stridelab", ref)
                          for ref in ("memcpy", "torch", "numpy")}
                spread = {ref: round_spread(ts, "stridelab", ref) for ref in ("memcpy", "torch")}
                results.append({"case": c.name, "threads": threads, "output": kind, "gbps": g,
                                "ratios": ratios, "spread": spread})
    lib.sl_threadpool_destroy(pool)
    torch.set_num_threads(1)
    return results


def run_small(driver, quick):
    """memcpy and stridelab from the C driver, torch and numpy from timeit; ns/call."""
    cmd = [driver, "--json"] + (["--quick"] if quick else [])
    c_rows = [json.loads(line) for line in subprocess.run(
        cmd, check=True, capture_output=True, text=True).stdout.splitlines()]
    torch.set_num_threads(1)
    results = []
    for row in c_rows:
        n = int(row["case"].split("_")[1].split("x")[0])
        x = torch.rand(n, n)
        out = torch.empty(n, n)
        xn, outn = x.numpy(), out.numpy()
        if row["output"] == "touched":
            tf = lambda: out.copy_(x.t())  # noqa: E731
            nf = lambda: np.copyto(outn, xn.T)  # noqa: E731
        else:
            tf = lambda: x.t().contiguous()  # noqa: E731
            nf = lambda: np.ascontiguousarray(xn.T)  # noqa: E731
        number = max(200, int(2e5 / n))
        if quick:
            number //= 4
        ns = dict(row["ns"])
        for who, fn in (("torch", tf), ("numpy", nf)):
            ns[who] = min(timeit.repeat(fn, number=number, repeat=5)) / number * 1e9
        results.append({"case": row["case"], "threads": 1, "output": row["output"],
                        "bytes": row["bytes"], "ns": ns,
                        "gbps": {k: (row["bytes"] / v if v else None) for k, v in ns.items()}})
    return results


def ratio(x):
    return "%6.2f" % x if x else "     -"


def spread_text(qs):
    return "%.2f-%.2f" % qs if qs else "-"


def fmt(x):
    return "%8.2f" % x if x is not None else "       -"


def print_table(large, small):
    for kind in ("touched", "fresh"):
        for threads in sorted({r["threads"] for r in large}):
            rows = [r for r in large if r["output"] == kind and r["threads"] == threads]
            if not rows:
                continue
            print("\n%s output, %d thread%s — GB/s of output" %
                  ("pre-touched" if kind == "touched" else "fresh", threads,
                   "" if threads == 1 else "s"))
            print("%-20s %8s %8s %8s %8s   %6s %6s %6s   %-11s %-11s" % (
                "case", "memcpy", "stridelab", "torch", "numpy", "/mcpy", "/torch", "/numpy",
                "/mcpy q1-q3", "/torch q1-q3"))
            for r in rows:
                g, q, sp = r["gbps"], r["ratios"], r["spread"]
                print("%-20s %s %s %s %s   %s %s %s   %-11s %-11s" % (
                    r["case"], fmt(g["memcpy"]), fmt(g["stridelab"]), fmt(g["torch"]),
                    fmt(g["numpy"]), ratio(q["memcpy"]), ratio(q["torch"]), ratio(q["numpy"]),
                    spread_text(sp["memcpy"]), spread_text(sp["torch"])))
    if small:
        print("\nsmall tensors (x.t() materialized, float32, 1 thread) — ns per call")
        print("%-15s %-8s %9s %9s %9s %9s %9s   %6s %6s %6s %6s" % (
            "case", "output", "memcpy", "stridelab", "prepared", "torch", "numpy", "/mcpy",
            "p/mcpy", "torch/", "numpy/"))
        for r in small:
            ns = r["ns"]
            print("%-15s %-8s %9.1f %9.1f %9.1f %9.1f %9.1f   %6.2f %6.2f %6.2f %6.2f" % (
                r["case"], r["output"], ns["memcpy"], ns["stridelab"], ns["prepared"],
                ns["torch"], ns["numpy"], ns["stridelab"] / ns["memcpy"],
                ns["prepared"] / ns["memcpy"], ns["torch"] / ns["stridelab"],
                ns["numpy"] / ns["stridelab"]))
        print("(/mcpy: sl_copy's time over memcpy's, lower is better; p/mcpy: the same copy "
              "prepared once (sl_copy_prepare) and run by sl_copy_run; torch/ and numpy/: "
              "their time over sl_copy's)")
    print("\n(large cases: /mcpy, /torch, /numpy are stridelab's speed over the other's, "
          "medians of per-round ratios; q1-q3: the quartiles of those per-round ratios)")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--lib", default=os.path.join(ROOT, "build", "libstridelab.so"))
    ap.add_argument("--driver", default=os.path.join(ROOT, "build", "bench", "copy"))
    ap.add_argument("--reps", type=int, default=0)
    ap.add_argument("--threads", default="1,2")
    ap.add_argument("--no-small", action="store_true")
    ap.add_argument("--nt", type=int, default=-1, choices=(-1, 0, 1),
                    help="stridelab's streaming stores: -1 auto (default), 0 off, 1 on")
    ap.add_argument("--cases", default="",
                    help="comma-separated substrings: run only the large cases that match")
    args = ap.parse_args()
    if not os.path.exists(args.lib):
        raise SystemExit("no library at %s: run `make && make bench` first, or pass --lib"
                         % args.lib)
    lib = load_lib(args.lib)
    reps = args.reps or (2 if args.quick else 7)
    cores = lib.sl_cpu_count()
    thread_counts = [t for t in (int(s) for s in args.threads.split(",")) if t <= cores]
    t0 = time.time()
    load = os.getloadavg()
    cases = make_cases(args.quick)
    if args.cases:
        cases = [c for c in cases if any(k in c.name for k in args.cases.split(","))]
    large = run_large(lib, cases, reps, thread_counts, args.nt)
    small = [] if args.no_small or not os.path.exists(args.driver) else run_small(args.driver,
                                                                                  args.quick)
    if args.json:
        for r in large + small:
            print(json.dumps({"case": r["case"], "threads": r["threads"], "output": r["output"],
                              "gbps": r["gbps"]}, separators=(",", ":")))
    else:
        print("stridelab copy benchmark: torch %s, numpy %s, %d cores, %s; load average "
              "before %.2f %.2f %.2f, after %.2f %.2f %.2f" % (
                  (torch.__version__, np.__version__, cores, os.path.basename(args.lib))
                  + load + os.getloadavg()))
        print_table(large, small)
        if not small:
            print("\n(small tensors skipped: no C driver at %s; `make bench` builds it)" %
                  args.driver)
        print("\nwall time %.1f s" % (time.time() - t0))
    return 0


if __name__ == "__main__":
    sys.exit(main())
