#!/usr/bin/python3
"""gen_printopts_cases.py — random programs for src/lang/arrays/arr_printopts.c and the options
arr_print.c formats with: torch.set_printoptions / numpy.set_printoptions with random
precision, threshold, edgeitems, linewidth, sci_mode / suppress, then tensors and arrays
of random shapes, dtypes, magnitudes and strided views printed (print and repr).
  scripts/gen_printopts_cases.py SEED COUNT > tests/snippets/src/printopts_random.py
  /usr/bin/python3 scripts/record_cases.py tests/snippets/src/printopts_random.py
With --dir DIR it writes one program per file instead (for a live comparison).
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_cases_main  # noqa: E402


def torch_options(rng):
    kw = []
    if rng.random() < 0.7:
        kw.append("precision=%d" % rng.randint(0, 12))
    if rng.random() < 0.4:
        kw.append("threshold=%s" % rng.choice(["5", "10", "30", "100", "1000", "float('inf')", "7.5"]))
    if rng.random() < 0.4:
        kw.append("edgeitems=%d" % rng.randint(1, 4))
    if rng.random() < 0.4:
        kw.append("linewidth=%d" % rng.randint(10, 140))
    if rng.random() < 0.4:
        kw.append("sci_mode=%s" % rng.choice(["True", "False", "None"]))
    if rng.random() < 0.15:
        kw.insert(0, "profile=%r" % rng.choice(["default", "short", "full"]))
    return "torch.set_printoptions(%s)" % ", ".join(kw)


def np_options(rng):
    kw = []
    if rng.random() < 0.7:
        kw.append("precision=%d" % rng.randint(0, 12))
    if rng.random() < 0.4:
        kw.append("threshold=%s" % rng.choice(["5", "10", "30", "100", "1000", "np.inf", "7.5"]))
    if rng.random() < 0.4:
        kw.append("edgeitems=%d" % rng.randint(1, 4))
    if rng.random() < 0.4:
        kw.append("linewidth=%d" % rng.randint(10, 140))
    if rng.random() < 0.4:
        kw.append("suppress=%s" % rng.choice(["True", "False"]))
    return "np.set_printoptions(%s)" % ", ".join(kw)


def values(rng, lib, n):
    """an expression for n values of a random kind, as a 1-d tensor / array"""
    scale = rng.choice(["1", "1e-3", "1e-6", "1e4", "1e9", "3.7", "0.01", "-2.5"])
    kind = rng.random()
    mod = "torch" if lib == "torch" else "np"
    if kind < 0.25:
        return "%s.arange(%d)" % (mod, n)
    dt = rng.choice(["float32", "float64"])
    if kind < 0.6:
        return "(%s.arange(%d, dtype=%s.%s) * %s)" % (mod, n, mod, dt, scale)
    if kind < 0.85:
        return "(%s.arange(%d, dtype=%s.%s) / %d * %s)" % (mod, n, mod, dt, rng.choice([3, 7, 9, 11]), scale)
    sq = "(%s.arange(%d, dtype=%s.%s) - %d)" % (mod, n, mod, dt, n // 2)
    return "(%s * %s * %s)" % (sq, sq, scale)


def program(rng):
    lib = rng.choice(["torch", "numpy"])
    lines = ["import torch" if lib == "torch" else "import numpy as np"]
    for _ in range(rng.randint(1, 3)):
        lines.append(torch_options(rng) if lib == "torch" else np_options(rng))
        for _ in range(rng.randint(1, 3)):
            ndim = rng.randint(1, 3)
            shape = [rng.randint(1, 9) for _ in range(ndim)]
            n = 1
            for s in shape:
                n *= s
            x = "%s.reshape(%s)" % (values(rng, lib, n), ", ".join(map(str, shape)))
            r = rng.random()
            if r < 0.2 and ndim >= 2:
                x += ".T" if lib == "numpy" else ".t()" if ndim == 2 else ".transpose(0, 1)"
            elif r < 0.4:
                x += "[::%d]" % rng.randint(1, 3)
            fn = rng.choice(["print(%s)", "print(repr(%s))"]) if lib == "numpy" else "print(%s)"
            lines.append(fn % x)
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    gen_cases_main.run(program, 'printopts', [
        'Random programs for the print options (seed {seed}, made by scripts/gen_printopts_cases.py):',
        'set_printoptions with random options, then tensors and arrays printed.  Outputs',
        'are recorded from torch 1.13 / numpy 1.24 with scripts/record_cases.py, never typed.',
])
