#!/usr/bin/python3
"""gen_random_cases.py — random programs for src/lang/arrays/arr_random.c: a seed, then a random
sequence of seeded draws of random sizes and dtypes (torch rand / randn / randint /
randperm, uniform_ / normal_ / normal / rand_like / randn_like; numpy rand / randn / random / randint / permutation / shuffle; a numpy Generator's
random / uniform / integers / permutation / shuffle), each result
printed, sometimes through a strided view.
  scripts/gen_random_cases.py SEED COUNT > tests/snippets/src/random_seeded_random.py
  /usr/bin/python3 scripts/record_cases.py tests/snippets/src/random_seeded_random.py
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_cases_main  # noqa: E402


def shape(rng, most):
    nd = rng.randint(1, 3)
    while True:
        s = [rng.randint(1, 6) for _ in range(nd)]
        n = 1
        for v in s:
            n *= v
        if n <= most:
            return s


def torch_step(rng):
    r = rng.random()
    if r < 0.1:
        return "torch.manual_seed(%d)" % rng.randint(0, 2**32 - 1)
    if r < 0.35:
        s = shape(rng, 60)
        dt = rng.choice(["", ", dtype=torch.float64"])
        return "print(torch.rand(%s%s))" % (", ".join(map(str, s)), dt)
    if r < 0.6:
        if rng.random() < 0.5:
            s = shape(rng, 15 if rng.random() < 0.5 else 120)
            return "print(torch.randn(%s))" % ", ".join(map(str, s))
        s = shape(rng, 60)
        return "print(torch.randn(%s, dtype=torch.float64))" % ", ".join(map(str, s))
    if r < 0.85:
        lo = rng.choice([0, -5, 3, -2**35])
        hi = lo + rng.choice([1, 2, 7, 100, 2**31, 2**33])
        s = shape(rng, 30)
        v = "torch.randint(%d, %d, (%s,))" % (lo, hi, ", ".join(map(str, s)))
        return "print(%s%s)" % (v, rng.choice(["", ".t()" if len(s) == 2 else "", "[::2]"]))
    if r < 0.92:
        return "print(torch.randperm(%d))" % rng.randint(0, 20)
    s = shape(rng, rng.choice([15, 60]))
    dims = ", ".join(map(str, s))
    dt = rng.choice(["", ", dtype=torch.float64"])
    lo, hi = sorted(rng.choice([-3.5, -1, 0, 0.25, 2, 7.75, 100]) for _ in range(2))
    return rng.choice([
        "print(torch.empty(%s%s).uniform_(%r, %r).tolist())" % (dims, dt, lo, hi),
        "print(torch.empty(%s%s).normal_(%r, %r).tolist())" % (dims, dt, lo, abs(hi) + 0.5),
        "print(torch.normal(%r, %r, size=(%s,)%s).tolist())" % (lo, abs(hi) + 0.5, dims, dt),
        "print(torch.%s(torch.zeros(%s%s)).tolist())" % (rng.choice(["rand_like", "randn_like"]), dims, dt),
    ])


def np_step(rng):
    r = rng.random()
    if r < 0.1:
        return "np.random.seed(%d)" % rng.randint(0, 2**32 - 1)
    if r < 0.3:
        s = shape(rng, 40)
        return "print(np.random.rand(%s))" % ", ".join(map(str, s))
    if r < 0.45:
        s = shape(rng, 40)
        return "print(np.random.randn(%s))" % ", ".join(map(str, s))
    if r < 0.55:
        return "print(np.random.%s(%s))" % (rng.choice(["random", "random_sample", "standard_normal"]),
                                            rng.choice(["", "3", "(2, 3)", "size=4"]))
    if r < 0.8:
        lo = rng.choice([0, -5, 3, -2**35])
        hi = lo + rng.choice([1, 2, 7, 100, 2**31, 2**33])
        size = rng.choice(["", ", size=5", ", size=(2, 3)"])
        return "print(np.random.randint(%d, %d%s))" % (lo, hi, size)
    if r < 0.85:
        return "print(np.random.permutation(%d))" % rng.randint(0, 20)
    if r < 0.93:
        n = rng.randint(1, 12)
        pop = rng.choice([str(n), "np.arange(%d) * 3" % n, "[%s]" % ", ".join("%.1f" % (k / 2) for k in range(n))])
        return "print(np.random.choice(%s%s%s))" % (pop, rng.choice(["", ", %d" % rng.randint(0, n), ", (2, %d)" % (n // 2)]),
                                                    rng.choice(["", ", replace=False"]))
    return "a = np.arange(%d)\nnp.random.shuffle(a)\nprint(a)" % rng.randint(1, 15)


def gen_step(rng):
    r = rng.random()
    if r < 0.25:
        return "print(g.random(%s))" % rng.choice(["", "3", "(2, 3)", "size=5"])
    if r < 0.4:
        return "print(g.uniform(%s))" % rng.choice(["", "1, 2", "-3, 3, 4", "0, 10, (2, 2)"])
    if r < 0.75:
        lo = rng.choice([0, -5, 3, -2**35])
        hi = lo + rng.choice([1, 2, 7, 100, 2**31, 2**33, 2**40 + 7])
        size = rng.choice(["", ", size=5", ", size=(2, 3)"])
        return "print(g.integers(%d, %d%s%s))" % (lo, hi, size, rng.choice(["", ", endpoint=True"]))
    if r < 0.9:
        return "print(g.permutation(%d))" % rng.randint(0, 20)
    return "a = np.arange(%d)\ng.shuffle(a)\nprint(a)" % rng.randint(1, 15)


def program(rng):
    if rng.random() < 0.25:
        lines = ["import numpy as np", "g = np.random.default_rng(%d)" % rng.choice([rng.randint(0, 1000), rng.randint(0, 2**60)])]
        lines += [gen_step(rng) for _ in range(rng.randint(2, 7))]
    elif rng.random() < 0.5:
        lines = ["import torch", "torch.manual_seed(%d)" % rng.randint(0, 1000)]
        lines += [torch_step(rng) for _ in range(rng.randint(2, 7))]
    else:
        lines = ["import numpy as np", "np.random.seed(%d)" % rng.randint(0, 1000)]
        lines += [np_step(rng) for _ in range(rng.randint(2, 7))]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    gen_cases_main.run(program, 'random', [
        'Random programs for seeded random numbers (seed {seed}, made by scripts/gen_random_cases.py).',
        'Outputs are recorded from torch 1.13 / numpy 1.24 with scripts/record_cases.py, never typed.',
])
