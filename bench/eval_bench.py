#!/usr/bin/python3
"""eval_bench.py -- per-op cost of stridelab's engine beside torch's and numpy's own.

Runs build/bench/eval_bench (our side: sl_eval_chain per chain, and one typed C call per
view op, predicate and address function on inputs of up to 4 dims) and, in the same run,
times the same chains and the same single ops in torch and numpy from Python (their per-op
cost as a Python user pays it: the call that builds the view object, no data touched).
Both sides are timed in rounds and report the median round (min-max beside it).  Prints,
for every row, our nanoseconds, the reference's, and the ratio reference / stridelab
(> 1: the engine is faster than asking the framework).

    make bench && python bench/eval_bench.py [--exe PATH] [--rounds R] [--batch-ms MS]
                                              [--ops-only] [--callgrind]

--callgrind also runs the binary under `valgrind --tool=callgrind` (1000 calls of every op,
one counter dump per op) and prints instructions per call: a count that does not depend on
the machine's load, which wall time on a shared machine does.  It then converts counts to
time with this machine's own rate: instructions per ns in each op's fastest round (the
round least disturbed by other processes), the median over the ops, and prints the
estimate beside the measured median with its own verdict against the bar ("est").

A chain's reference time includes creating its first tensor (torch.arange allocates and
fills memory; the engine only computes a layout), so the per-op rows on a prepared input
are the fair comparison of per-op overhead.  Rows without a Python counterpart show "-".
"""
import argparse
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import timeit
import warnings

# bench/ holds other scripts (copy.py ...) that would shadow standard modules torch imports
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != _HERE]
warnings.simplefilter("ignore")
import numpy as np  # noqa: E402
import torch  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The same single ops as eval_bench.c's OPS table, on the same inputs: t torch float32
# (2, 3, 4, 5), u torch float32 (3, 1, 5), a numpy float64 (2, 3, 4, 5), b numpy float64
# (3, 1, 5), all contiguous.  None: no Python counterpart.
REF_OPS = {
    "torch.transpose": "t.transpose(0, 2)",
    "torch.mT": "t.mT",
    "torch.permute": "t.permute(0, 2, 3, 1)",
    "torch.movedim": "t.movedim(1, 3)",
    "torch.unsqueeze": "t.unsqueeze(1)",
    "torch.squeeze_dim": "t.squeeze(0)",
    "torch.select": "t.select(1, 2)",
    "torch.narrow": "t.narrow(2, 1, 2)",
    "torch.slice": "t[:, :, 1:3]",
    "torch.expand": "u.expand(2, 3, 4, 5)",
    "torch.view": "t.view(6, 20)",
    "torch.reshape_alias": "t.reshape(2, 60)",
    "torch.flatten": "t.flatten(1, 2)",
    "torch.unflatten": "t.unflatten(2, (2, 2))",
    "torch.diagonal": "t.diagonal(0, 1, 2)",
    "torch.unfold": "t.unfold(3, 2, 1)",
    "torch.as_strided": "t.as_strided((4, 3), (1, 1))",
    "torch.chunk2": "t.chunk(2, 0)",
    "torch.unbind2": "t.unbind(0)",
    "torch.index_slice": "t[:, ::2]",
    "torch.index_int_slice": "t[1, :, ::2]",
    "torch.index_ell_none": "t[..., None, 1]",
    "torch.is_contiguous": "t.is_contiguous()",
    "torch.is_channels_last": "t.is_contiguous(memory_format=torch.channels_last)",
    "torch.is_non_overlapping_and_dense": None,
    "torch.internal_overlap": "torch._debug_has_internal_overlap(t)",
    "torch.overlap_status": None,
    "layout.numel": "t.numel()",
    "layout.element_offset": None,
    "layout.span": None,
    "addr": None,
    "layout.to_bview": None,
    "numpy.T": "a.T",
    "numpy.transpose": "a.transpose(0, 2, 3, 1)",
    "numpy.swapaxes": "a.swapaxes(0, 2)",
    "numpy.moveaxis": "np.moveaxis(a, 1, 3)",
    "numpy.reshape": "a.reshape(6, 20)",
    "numpy.ravel": "a.ravel()",
    "numpy.expand_dims": "np.expand_dims(a, 1)",
    "numpy.flip": "np.flip(a, 1)",
    "numpy.diagonal": "a.diagonal(0, 1, 2)",
    "numpy.broadcast_to": "np.broadcast_to(b, (2, 3, 4, 5))",
    "numpy.view": "a.view()",
    "numpy.index_reverse": "a[::-1]",
    "numpy.index_int_slice": "a[1, :, ::2]",
    "numpy.index_ell_none": "a[..., None, 1]",
    "numpy.is_c_contiguous": "a.flags.c_contiguous",
    "numpy.is_aligned": "a.flags.aligned",
    "numpy.byte_extent": None,
    "numpy.may_share_memory": "np.may_share_memory(a, b)",
    "overhead": None,
}

# The bars of issue 31 per row class (ns, median round); chains and queries other than the
# listed ones have none.
BARS = {"view": 10.0, "index": 30.0, "query": 10.0}


def ref_ns(stmt, env, rounds, batch_ms):
    """Median, min and max over `rounds` batches of about batch_ms each, ns per execution."""
    timer = timeit.Timer(stmt, globals=env)
    n, t = timer.autorange()          # n executions take >= 0.2 s
    number = max(1, int(n * batch_ms * 1e-3 / max(t, 1e-9)))
    per = sorted(x * 1e9 / number for x in timer.repeat(repeat=rounds, number=number))
    return per[len(per) // 2], per[0], per[-1]


def callgrind_counts(exe, calls):
    """Instructions per call of every op, from one callgrind run with a dump per op."""
    if not shutil.which("valgrind"):
        raise SystemExit("eval_bench.py: --callgrind needs valgrind")
    tmp = tempfile.mkdtemp(prefix="eval_bench_cg.")
    out = os.path.join(tmp, "cg.out")
    subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out, exe,
                    "--callgrind", str(calls)], check=True, capture_output=True)
    counts = {}
    for path in glob.glob(out + ".*"):
        with open(path) as f:
            text = f.read()
        m = re.search(r"^desc: Trigger: Client Request: (.*)$", text, re.M)
        s = re.search(r"^summary: (\d+)", text, re.M)
        if m and s:
            counts[m.group(1)] = int(s.group(1)) / calls
    shutil.rmtree(tmp, ignore_errors=True)
    return counts


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--exe", default=os.path.join(ROOT, "build", "bench", "eval_bench"))
    ap.add_argument("--rounds", type=int, default=11)
    ap.add_argument("--batch-ms", type=float, default=4.0)
    ap.add_argument("--ops-only", action="store_true", help="skip the whole-chain rows")
    ap.add_argument("--callgrind", action="store_true", help="also count instructions per op")
    args = ap.parse_args()
    if not os.access(args.exe, os.X_OK):
        sys.stderr.write("eval_bench.py: %s not found; run `make bench` first\n" % args.exe)
        return 2
    cmd = [args.exe, "--rounds", str(args.rounds), "--batch-ms", str(args.batch_ms)]
    if args.ops_only:
        cmd.append("--ops-only")
    load = os.getloadavg()
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    counts = callgrind_counts(args.exe, 1000) if args.callgrind else {}
    env = {"torch": torch, "np": np,
           "t": torch.empty(2, 3, 4, 5), "u": torch.empty(3, 1, 5),
           "a": np.empty((2, 3, 4, 5)), "b": np.empty((3, 1, 5))}
    print("stridelab eval benchmark (same run): torch %s, numpy %s; %d rounds of %.1f ms "
          "batches; load average before %.2f %.2f %.2f, after %.2f %.2f %.2f"
          % ((torch.__version__, np.__version__, args.rounds, args.batch_ms) + load
             + os.getloadavg()))
    rows = [line.split("\t") for line in out.splitlines()
            if line.strip() and not line.startswith("#")]
    # instructions per ns in the fastest round of each op row (see the docstring)
    rates = sorted(counts[r[1]] / float(r[5]) for r in rows
                   if r[0] == "op" and r[1] in counts and r[1] != "overhead"
                   and not r[3].startswith("ERROR") and float(r[5]) > 0)
    rate = rates[len(rates) // 2] if rates else None
    if rate:
        print("instructions per ns in each op's fastest round: median %.1f (ops %.1f-%.1f); "
              "est = instr / %.1f" % (rate, rates[0], rates[-1], rate))
    print("%-6s %-34s %4s %9s %15s %9s %8s %9s %7s %s" % (
        "kind", "name", "ops", "ours ns", "(min-max)", "ref ns", "ref/ours",
        "instr", "est ns", "bar"))
    ratios, misses, est_misses = [], [], []
    for fields in rows:
        kind, name, ops, ns, ns_op, lo, hi, cls = fields
        ops = int(ops)
        if ns.startswith("ERROR"):
            print("%-6s %-34s %4d   engine failed: %s" % (kind, name[:34], ops, ns))
            continue
        ns, ns_op, lo, hi = float(ns), float(ns_op), float(lo), float(hi)
        stmt = name if kind == "chain" else REF_OPS.get(name)
        ref, ratio = "-", "-"
        if stmt is not None:
            r = ref_ns(stmt, env, args.rounds, args.batch_ms)[0] / ops
            ref, ratio = "%.1f" % r, "%.2f" % (r / ns_op)
            ratios.append((kind, r / ns_op))
        instr = "%.0f" % counts[name] if name in counts else "-"
        est = counts[name] / rate if rate and name in counts else None
        bar = BARS.get(cls)
        verdict = ""
        if kind == "op" and bar is not None:
            verdict = "<= %g %s" % (bar, "ok" if ns_op <= bar else "MISSED")
            if ns_op > bar:
                misses.append(name)
            if est is not None:
                verdict += ", est %s" % ("ok" if est <= bar else "MISSED")
                if est > bar:
                    est_misses.append(name)
        label = name if kind == "op" else (name[:31] + "..." if len(name) > 34 else name)
        print("%-6s %-34s %4d %9.1f %15s %9s %8s %9s %7s %s" % (
            kind, label, ops, ns_op, "(%.1f-%.1f)" % (lo / ops, hi / ops), ref, ratio, instr,
            "%.1f" % est if est is not None else "-", verdict))
    for kind in ("chain", "op"):
        rs = sorted(x for k, x in ratios if k == kind)
        if rs:
            print("%s rows: median ref/ours %.2f (min %.2f, max %.2f)" % (
                kind, rs[len(rs) // 2], rs[0], rs[-1]))
    print("rows over their bar (median round): %s" % (", ".join(misses) or "none"))
    if rate:
        print("rows over their bar (estimate from instructions): %s"
              % (", ".join(est_misses) or "none"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
