#!/usr/bin/python3
"""gen_set_cases.py — random programs for src/lang/python/py_set.c: sets of ints, floats and tuples
built by displays (folded constants or not), comprehensions, set() of lists and ranges,
then set algebra, in-place operators, add / discard / remove / pop / update, and each
result printed (its repr is CPython's slot order, which is what is being tested).

  scripts/gen_set_cases.py SEED COUNT > tests/snippets/src/sets_random.py
  /usr/bin/python3 scripts/record_cases.py tests/snippets/src/sets_random.py

With --dir DIR it writes one program per file instead (for a live comparison).
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_cases_main  # noqa: E402


def key(rng):
    r = rng.random()
    if r < 0.45:
        return str(rng.randint(-20, 80))
    if r < 0.6:
        return str(rng.choice([8, 16, 32, 64, 4096]) * rng.randint(0, 40))
    if r < 0.7:
        return str(rng.randint(-2**62, 2**62))
    if r < 0.8:
        return rng.choice(["0.5", "1.0", "2.5", "-0.0", "1e20", "3.25", "-7.5", "True", "False"])
    if r < 0.9:
        return "(%d, %d)" % (rng.randint(0, 5), rng.randint(0, 5))
    return "%d * %d" % (rng.randint(0, 30), rng.randint(0, 30))


def build(rng):
    r = rng.random()
    n = rng.randint(0, 14)
    items = [key(rng) for _ in range(n)]
    if r < 0.35 and n:
        return "{" + ", ".join(items) + "}"
    if r < 0.5:
        return "set([" + ", ".join(items) + "])"
    if r < 0.65:
        return "{%s for i in range(%d)}" % (rng.choice(["i * %d" % rng.randint(1, 9), "i %% %d" % rng.randint(1, 9),
                                                         "(i % 3, i // 3)", "i * 0.5", "-i"]),
                                              rng.randint(0, 40))
    if r < 0.75:
        return "set(range(%d, %d, %d))" % (rng.randint(-10, 10), rng.randint(10, 200), rng.randint(1, 9))
    if r < 0.85 and n:
        return "{" + ", ".join("v%d" % i for i in range(min(n, 3))) + "}"
    return "set(" + repr([int(x) for x in items if x.lstrip("-").isdigit()]) + ")"


STMTS = [
    "print(a | b)", "print(a & b)", "print(a - b)", "print(b - a)", "print(a ^ b)",
    "print(a <= b, a < b, a == b, a >= b)", "a |= b; print(a)", "a &= b; print(a)",
    "a -= b; print(a)", "a ^= b; print(a)", "a.add({k}); print(a)", "a.discard({k}); print(a)",
    "b.update([{k}, {k2}]); print(b)", "print(a.union(b, [{k}]))", "print(a.intersection(b))",
    "print(a.difference(b, [{k}]))", "print(a.symmetric_difference(b))",
    "print(len(a), {k} in a, sorted(a)[:3])", "print(a.isdisjoint(b), a.issubset(b))",
    "c = a.copy(); c.add({k}); print(c, a)",
    "x = a.pop() if a else None; print(x, a)",
    "print(list(a)[:5], tuple(b)[:5])",
    "print({{i for i in a if i != {k}}})",
    "print(frozenset(a))",
    "a.clear(); print(a, len(a))",
]


def program(rng):
    lines = ["v0, v1, v2 = %s, %s, %s" % (key(rng), key(rng), key(rng)),
             "a = " + build(rng), "b = " + build(rng), "print(a)", "print(b)"]
    for _ in range(rng.randint(1, 6)):
        s = rng.choice(STMTS).format(k=key(rng), k2=key(rng))
        lines.append(s)
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    gen_cases_main.run(program, 'set', [
        'Random programs for src/lang/python/py_set.c (seed {seed}, made by scripts/gen_set_cases.py):',
        'sets built by displays, comprehensions and set(), through set algebra and methods,',
        'printed after each step.  Outputs are recorded from CPython 3.11 with',
        'scripts/record_cases.py, never typed.',
])
