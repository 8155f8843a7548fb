#!/usr/bin/python3
"""eval_bench.py -- per-op cost of stridelab's chain evaluation beside torch and numpy.

Runs build/bench/eval_bench (our side: sl_eval_chain per chain and typed ops per call) and,
in the same run, times the same chains and the same single view ops in torch 1.13 and
numpy 1.24 from Python (their per-op Python overhead: the call that builds the view
object, no data touched).  Prints, for every row, our nanoseconds, the reference's, and
the ratio reference / stridelab (> 1: the engine is faster than asking the framework).

    make bench && /usr/bin/python3 bench/eval_bench.py [path/to/eval_bench] [min_seconds]

A chain's reference time includes creating its first tensor (torch.arange allocates and
fills memory; the engine only computes a layout), so the per-view-op rows on a prepared
input are the fair comparison of per-op overhead.
"""
import os
import subprocess
import sys
import timeit
import warnings

# bench/ holds other scripts (copy.py ...) that would shadow standard modules torch imports
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != _HERE]
warnings.simplefilter("ignore")
import numpy as np  # noqa: E402
import torch  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The same single ops as eval_bench.c's OPS table, on the same inputs: torch float32 (2,4,8)
# and numpy float64 (2,4,8), both contiguous.
REF_OPS = {
    "torch.transpose": "t.transpose(0, 2)",
    "torch.permute": "t.permute(2, 0, 1)",
    "torch.unsqueeze": "t.unsqueeze(1)",
    "torch.select": "t.select(1, 2)",
    "torch.narrow": "t.narrow(2, 1, 4)",
    "torch.index_slice": "t[:, ::2]",
    "torch.expand": "t.expand(3, 2, 4, 8)",
    "torch.view": "t.view(8, 8)",
    "torch.reshape_alias": "t.reshape(2, 32)",
    "torch.flatten": "t.flatten(0, -1)",
    "torch.diagonal": "t.diagonal(0, 1, 2)",
    "torch.unfold": "t.unfold(2, 3, 1)",
    "torch.as_strided": "t.as_strided((4, 3), (1, 1))",
    "torch.is_contiguous": "t.is_contiguous()",
    "torch.internal_overlap": "torch._debug_has_internal_overlap(t)",
    "numpy.T": "a.T",
    "numpy.reshape": "a.reshape(8, 8)",
    "numpy.index_reverse": "a[::-1]",
    "numpy.swapaxes": "a.swapaxes(0, 2)",
    "numpy.diagonal": "a.diagonal(0, 1, 2)",
}


def ref_ns(stmt, env, min_seconds):
    """Best-of-5 nanoseconds per execution of `stmt` (compiled once)."""
    timer = timeit.Timer(stmt, globals=env)
    n, _ = timer.autorange()          # n executions take >= 0.2 s
    reps = max(1, int(n * max(min_seconds, 0.01) / 0.2))
    best = min(timer.repeat(repeat=5, number=reps))
    return best * 1e9 / reps


def main():
    exe = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "build", "bench", "eval_bench")
    min_seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 0.05
    if not os.access(exe, os.X_OK):
        sys.stderr.write("eval_bench.py: %s not found; run `make bench` first\n" % exe)
        return 2
    out = subprocess.run([exe, str(min_seconds)], capture_output=True, text=True, check=True).stdout
    env = {"torch": torch, "np": np,
           "t": torch.empty(2, 4, 8), "a": np.empty((2, 4, 8))}
    print("stridelab eval benchmark (same run): torch %s, numpy %s" % (torch.__version__, np.__version__))
    print("%-6s %-78s %4s %12s %12s %12s %8s" % ("kind", "name", "ops", "ours ns", "ours ns/op",
                                                  "ref ns/op", "ref/ours"))
    ratios = []
    for line in out.splitlines():
        if line.startswith("#") or not line.strip():
            continue
        kind, name, ops, ns, ns_op = line.split("\t")
        ops = int(ops)
        if ns.startswith("ERROR"):
            print("%-6s %-78s %4d   engine failed: %s" % (kind, name[:78], ops, ns))
            continue
        ns, ns_op = float(ns), float(ns_op)
        stmt = name if kind == "chain" else REF_OPS.get(name)
        if stmt is None:
            continue
        r = ref_ns(stmt, env, min_seconds) / ops
        ratios.append((kind, r / ns_op))
        print("%-6s %-78s %4d %12.1f %12.1f %12.1f %8.2f" % (kind, name[:78], ops, ns, ns_op, r,
                                                           r / ns_op))
    for kind in ("chain", "op"):
        rs = sorted(x for k, x in ratios if k == kind)
        if rs:
            print("%s rows: median ref/ours %.2f (min %.2f, max %.2f)" % (kind, rs[len(rs) // 2],
                                                                   rs[0], rs[-1]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
