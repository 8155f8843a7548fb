#!/usr/bin/python3
"""interp_bench.py — the snippet interpreter (`stridelab run`) against CPython, side by side.

Each workload is one snippet, parameterised by an iteration count N.  It runs in both
interpreters as a whole process (`stridelab run -` and `/usr/bin/python3 -`, the snippet on
stdin), once with N and once with N = 0, in alternating rounds; the time of one process at
N = 0 (start-up, `import torch` for CPython, parsing) is subtracted, so the table compares
the work of the loop itself:

    per iteration = (median wall time at N - median wall time at 0) / N

Peak RSS is the child's ru_maxrss at N, taken by build/bench/rss_exec (a small C launcher,
built by `make bench`, so that the child does not inherit this Python process's peak).  Before timing, the
outputs of the two interpreters are compared: a workload whose output differs is reported
and not timed (its ratio would mean nothing).

  /usr/bin/python3 bench/interp_bench.py [--cli build/stridelab] [--rounds 5] [--quick] [--callgrind]

--quick (the CI smoke): small N, one round; checks that every workload runs and agrees.

--callgrind: instructions instead of time, for a loaded machine where wall time wanders.
Each interpreter runs under `valgrind --tool=callgrind` at the --quick N and at 0, and

    instructions per iteration = (Ir at N - Ir at 0) / N

(valgrind's total instruction count, deterministic from run to run).
"""
import argparse
import os
import statistics
import subprocess
import sys
import time

PY = "/usr/bin/python3"

# name: (snippet with {n}, N, N for --quick).  Outputs must not depend on timing.
WORKLOADS = {
    "loop_arith": ("""
xs = [3, 1, 4]
s = 0
for i in range({n}):
    s += i * 2 + xs[i % 3]
print(s)
""", 1_000_000, 20_000),
    "while_loop": ("""
i = 0
t = 0
while i < {n}:
    t = (t + i * i) % 1000003
    i += 1
print(t)
""", 1_000_000, 20_000),
    "function_calls": ("""
def f(a, b=2):
    return a * b + 1
s = 0
for i in range({n}):
    s = f(s % 97, i % 5)
print(s)
""", 300_000, 10_000),
    "list_dict_work": ("""
d = {{}}
acc = []
for i in range({n}):
    k = i % 101
    d[k] = d.get(k, 0) + i
    if i % 7 == 0:
        acc.append(k)
print(len(d), sum(d.values()), len(acc), acc[-3:] if acc else acc)
""", 300_000, 10_000),
    "call_kwargs": ("""
def g(a, b=2, *, c=3, d=None):
    return a + b * c if d is None else d
def h(x, *rest, **kw):
    return x + len(rest) + len(kw)
s = 0
for i in range({n}):
    s = (s + g(i, c=i % 3) + g(i, 4) + h(i, 1, 2, k=3)) % 1000003
print(s)
""", 200_000, 5_000),
    "user_methods": ("""
class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def dot(self, other):
        return self.x * other.x + self.y * other.y
    def scaled(self, k):
        return Vec(self.x * k, self.y * k)
v = Vec(1, 2)
s = 0
for i in range({n}):
    w = v.scaled(i % 7)
    s = (s + w.dot(v) + w.x) % 1000003
print(s)
""", 200_000, 5_000),
    "container_methods": ("""
lst = []
d = {{}}
seen = set()
total = 0
for i in range({n}):
    k = i % 53
    lst.append(k)
    if len(lst) > 8:
        total += lst.pop(0)
    d[k] = d.get(k, 0) + 1
    if k not in seen:
        seen.add(k)
    total += len(seen) + lst.count(k) + lst.index(k)
print(total, len(d), sorted(d.items())[:3], len(seen))
""", 200_000, 5_000),
    "str_methods": ("""
words = ["alpha", "beta", "gamma", "delta"]
n = 0
for i in range({n}):
    w = words[i % 4]
    t = "-".join([w.upper(), w.replace("a", "o"), str(i)])
    parts = t.split("-")
    n += len(parts[0]) + parts[1].find("o") + t.startswith("AL") + len(t.strip("-"))
print(n)
""", 200_000, 5_000),
    "fstrings": ("""
n = 0
name = "stride"
for i in range({n}):
    x = i / 7
    s = f"{{name}}[{{i}}]={{x:.3f}} {{i:>6d}} {{name!r}} {{i % 3 == 0}}"
    n += len(s)
print(n)
""", 200_000, 5_000),
    "tensor_print": ("""
import torch
x = torch.arange(24.).reshape(2, 3, 4)
n = 0
for i in range({n}):
    y = x.transpose(0, 2)[:, i % 3]
    s = repr(y) + str(y.stride()) + str(y.is_contiguous())
    n += len(s)
print(n)
""", 3_000, 200),
    "ndarray_print": ("""
import numpy as np
a = np.arange(24.).reshape(2, 3, 4)
n = 0
for i in range({n}):
    b = a.swapaxes(0, 2)[:, i % 3]
    s = repr(b) + str(b.strides) + str(b.flags.c_contiguous)
    n += len(s)
print(n)
""", 3_000, 200),
}


LAUNCHER = None  # build/bench/rss_exec: reports a child's own peak RSS (see its header)
PEAK_FILE = "/tmp/interp_bench_peak.%d" % os.getpid()


def timed(cmd, src):
    """run under a fresh child and read its peak RSS: through the small launcher when it is
    built (a child forked from this Python process inherits its ~11 MB high-water mark),
    else wait4's rusage of the child"""
    if LAUNCHER:
        cmd = [LAUNCHER, PEAK_FILE] + cmd
    t0 = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        r, w = os.pipe()
        os.write(w, src.encode())
        os.close(w)
        os.dup2(r, 0)
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.dup2(devnull, 2)
        try:
            os.execv(cmd[0], cmd)
        finally:
            os._exit(127)
    _, status, ru = os.wait4(pid, 0)
    dt = time.perf_counter() - t0
    if not os.WIFEXITED(status) or os.WEXITSTATUS(status) != 0:
        raise RuntimeError("%s exited with status %r" % (cmd[0], status))
    if LAUNCHER:
        with open(PEAK_FILE) as f:
            return dt, int(f.read())
    return dt, ru.ru_maxrss


def callgrind_ir(cmd, src):
    """the instructions a process executes, counted by callgrind (its 'Collected' total)"""
    out = "/tmp/interp_bench_cg.%d" % os.getpid()
    r = subprocess.run(["valgrind", "--tool=callgrind", "--dump-instr=no",
                        "--callgrind-out-file=" + out] + cmd,
                       input=src.encode(), capture_output=True)
    if r.returncode != 0:
        raise RuntimeError("%s exited with status %d" % (cmd[0], r.returncode))
    ir = None
    for line in r.stderr.decode(errors="replace").splitlines():
        if "Collected :" in line:
            ir = int(line.split(":")[-1].strip())
    os.unlink(out)
    if ir is None:
        raise RuntimeError("no callgrind total for %s" % cmd[0])
    return ir


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cli", default="build/stridelab")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--only", default=None, help="comma-separated workload names")
    ap.add_argument("--callgrind", action="store_true",
                    help="count instructions per iteration (valgrind) instead of timing")
    a = ap.parse_args()
    rounds = 1 if a.quick else a.rounds
    cli = [os.path.abspath(a.cli), "run", "-"]
    global LAUNCHER
    launcher = os.path.join(os.path.dirname(os.path.abspath(a.cli)), "bench", "rss_exec")
    LAUNCHER = launcher if os.access(launcher, os.X_OK) else None
    py = [PY, "-"]
    names = a.only.split(",") if a.only else list(WORKLOADS)
    print("interp_bench: %s vs %s; %d round(s); per-iteration time = (median at N - median at 0) / N"
          % (a.cli, PY, rounds))
    print("%-15s %9s %12s %12s %8s %10s %10s" % ("workload", "N", "stridelab", "CPython", "ratio",
                                                "RSS ours", "RSS py"))
    bad = 0
    for name in names:
        tmpl, n_full, n_quick = WORKLOADS[name]
        n = n_quick if a.quick else n_full
        src_n, src_0 = tmpl.format(n=n), tmpl.format(n=0)
        # outputs first: identical, or the workload is not timed
        o1 = subprocess.run(cli, input=src_n.encode(), capture_output=True)
        o2 = subprocess.run(py, input=src_n.encode(), capture_output=True)
        if o1.returncode != 0 or o2.returncode != 0 or o1.stdout != o2.stdout:
            print("%-15s %9d  OUTPUT DIFFERS or fails (stridelab rc %d: %r; python rc %d: %r)" % (
                name, n, o1.returncode, (o1.stdout + o1.stderr)[-200:], o2.returncode,
                (o2.stdout + o2.stderr)[-200:]))
            bad += 1
            continue
        if a.callgrind:
            nq = n_quick
            sq, s0 = tmpl.format(n=nq), tmpl.format(n=0)
            per_s = (callgrind_ir(cli, sq) - callgrind_ir(cli, s0)) / nq
            per_p = (callgrind_ir(py, sq) - callgrind_ir(py, s0)) / nq
            print("%-15s %9d %9.0f ir %9.0f ir %7.2fx" % (name, nq, per_s, per_p, per_s / per_p))
            continue
        t = {"s_n": [], "s_0": [], "p_n": [], "p_0": []}
        rss = {"s": 0, "p": 0}
        for r in range(rounds):
            order = [("s", cli), ("p", py)] if r % 2 == 0 else [("p", py), ("s", cli)]
            for key, cmd in order:
                dt, m = timed(cmd, src_n)
                t[key + "_n"].append(dt)
                rss[key] = max(rss[key], m)
                dt0, _ = timed(cmd, src_0)
                t[key + "_0"].append(dt0)
        per_s = (statistics.median(t["s_n"]) - statistics.median(t["s_0"])) / n
        per_p = (statistics.median(t["p_n"]) - statistics.median(t["p_0"])) / n
        ratio = per_s / per_p if per_p > 0 else float("nan")
        print("%-15s %9d %10.3f us %10.3f us %7.2fx %7.1f MB %7.1f MB" % (
            name, n, per_s * 1e6, per_p * 1e6, ratio, rss["s"] / 1024, rss["p"] / 1024))
    if bad:
        print("interp_bench: %d workload(s) disagree with CPython" % bad)
        return 1
    print("interp_bench: every workload printed what CPython printed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
