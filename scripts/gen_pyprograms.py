#!/usr/bin/env python3
"""Random plain-Python programs for the differential run of the Python core.

Each program is a few blocks drawn from families where an interpreter is easily wrong in
silence: iteration while the container changes (lists by position, dicts and sets with
their size checks), one-pass iterators and the lazy builtins (zip, map, filter,
enumerate, reversed) over lists, ranges, strings and generators that print, live dict
views, int() / float() of text, ints past 64 bits mixed with small ints and floats, sorting with keys, augmented assignment through
subscripts and attributes, class-body scopes, containers that hold themselves.  Every
block catches and prints its exception, so one program checks many things.

  python3 scripts/gen_pyprograms.py --seed S --count N --out DIR   (writes DIR/p0000.py ...)

scripts/test-extra-live-python.sh runs them through /usr/bin/python3 and `stridelab run`.
"""
import argparse
import os
import random


def ints(r, n=None, lo=-3, hi=9):
    return [r.randint(lo, hi) for _ in range(n if n is not None else r.randint(0, 7))]


def guard(body, r):
    """body lines inside try/except Exception, printing the exception"""
    out = ["try:"]
    out += ["    " + line for line in body]
    out += ["except Exception as e:", "    print(type(e).__name__, e)"]
    return out


def list_mutation(r):
    xs = ints(r, r.randint(1, 7))
    k = r.randint(2, 4)
    op = r.choice(["xs.remove(x)", "xs.append(x + 1)", "xs.pop(0)", "xs.insert(0, x)", "xs.pop()",
                   "del xs[0]", "xs.extend([x, x])", "xs.clear()", "xs[0] = x * 2"])
    return guard([f"xs = {xs}", "n = 0", "seen = []", "for x in xs:", "    n += 1",
                  "    if n > 20:", "        break", "    seen.append(x)",
                  f"    if x % {k} == 0 and xs:", f"        {op}", "print(xs, seen, n)"], r)


def dict_mutation(r):
    keys = r.sample(range(-5, 12), r.randint(1, 5))
    d = {k: r.randint(0, 9) for k in keys}
    op = r.choice(["d[k] = d[k] + 1", "d[k + 100] = 0", "del d[k]", "d.pop(k)", "d.update({k: -1})",
                   "d.setdefault(k + 50, 1)", "d[k] = None"])
    what = r.choice(["d", "d.keys()", "d.values()", "list(d)", "d.items()"])
    loopvar = "kv" if what == "d.items()" else "k"
    body = [f"d = {d!r}", f"for {loopvar} in {what}:"]
    if what == "d.items()":
        body += ["    k = kv[0]"]
    if what == "d.values()":
        body += ["    k = list(d)[0] if d else 0", "    if k not in d:", "        break"]
    body += [f"    {op}", "print(d)"]
    return guard(body, r)


def set_mutation(r):
    s = set(r.sample(range(0, 30), r.randint(1, 6)))
    op = r.choice(["s.add(v + 100)", "s.discard(v)", "s.add(v)", "s.remove(v)", "s.pop()"])
    return guard([f"s = {s!r}", "for v in s:", f"    {op}", "print(sorted(s))"], r)


def iterator_use(r):
    src = r.choice([repr(ints(r)), f"range({r.randint(-2, 8)})", f"range({r.randint(0, 5)}, {r.randint(6, 14)}, {r.randint(1, 3)})",
                    repr("".join(r.choice("abcxyz") for _ in range(r.randint(0, 6)))),
                    repr(tuple(ints(r))), "{1: 'a', 2: 'b', 3: 'c'}", "{1: 'a', 2: 'b'}.items()"])
    lines = [f"it = iter({src})"]
    for _ in range(r.randint(1, 4)):
        lines.append(r.choice(["print(next(it, 'end'))", "print(list(zip(it, it)))", "print(list(it))",
                               "print(3 in it)", "print(next(it))", "print(list(enumerate(it, 5)))",
                               "print(sum(1 for _ in it))", "print(list(map(str, it)))",
                               "print(list(filter(None, it)))", "print(type(it).__name__)",
                               "print(iter(it) is it)", "print(bool(it))"]))
    return guard(lines, r)


def lazy_builtins(r):
    n = r.randint(0, 5)
    lines = ["log = []", "def gen(n):", "    for i in range(n):", "        log.append(i)", "        yield i",
             "def f(x):", "    log.append('f%d' % x)", "    return x * 2"]
    maker = r.choice([f"map(f, gen({n}))", f"filter(lambda v: v % 2, gen({n}))", f"zip(gen({n}), 'abc')",
                      f"zip('ab', gen({n}))", f"enumerate(gen({n}), 1)", f"map(f, [3, 1, 2])",
                      f"zip(gen({n}), gen({n}))", f"map(lambda a, b: a + b, gen({n}), [10, 20])"])
    lines += [f"m = {maker}", "log.append('made')"]
    for _ in range(r.randint(1, 3)):
        lines.append(r.choice(["print(next(m, None), log)", "print(list(m), log)", "print(type(m).__name__)"]))
    return guard(lines, r)


def reversed_use(r):
    src = r.choice([repr(ints(r)), f"range({r.randint(0, 6)})", f"range({r.randint(-3, 3)}, {r.randint(4, 12)}, {r.randint(1, 4)})",
                    repr("".join(r.choice("pqrs") for _ in range(r.randint(0, 4)))), repr(tuple(ints(r))),
                    "{4: 1, 2: 3}", "{4: 1, 2: 3}.keys()", "{4: 1, 2: 3}.values()", "{4: 1, 2: 3}.items()",
                    "5", "{1, 2}", "iter([1])"])
    lines = [f"r = reversed({src})", "print(type(r).__name__, list(r), list(r))"]
    if r.random() < 0.5:
        lines = [f"xs = {ints(r)}", "r = reversed(xs)", "xs.append(7)", "print(next(r, None))", "xs.clear()", "print(list(r))"]
    return guard(lines, r)


def dict_views(r):
    d = {k: r.randint(0, 5) for k in r.sample(range(10), r.randint(0, 4))}
    v = r.choice(["keys", "values", "items"])
    lines = [f"d = {d!r}", f"v = d.{v}()", f"d[{r.randint(0, 12)}] = {r.randint(0, 9)}"]
    if d and r.random() < 0.5:
        lines.append(f"d.pop({next(iter(d))}, None)")
    lines += ["print(v, len(v), bool(v), list(v))", f"print({r.randint(0, 12)} in v, ({r.randint(0, 9)}, {r.randint(0, 5)}) in v)",
              "print(list(reversed(v)))"]
    return guard(lines, r)


TEXT_PARTS = ["1", "0", "9", "12", "_", "__", ".", "e", "E", "+", "-", " ", "\t", "\n", "inf", "nan", "Infinity",
              "x", "0x1f", "0b1", "1e3", "5.", ".5", "1_000", "NaN", "iNf", "a"]


def text_numbers(r):
    s = "".join(r.choice(TEXT_PARTS) for _ in range(r.randint(0, 4)))
    conv = r.choice(["int", "float", "float", "int"])
    if conv == "int" and r.random() < 0.3:
        base = r.choice([0, 2, 8, 16, 36])
        return guard([f"print(repr({s!r}), int({s!r}, {base}))"], r)
    return guard([f"print(repr({s!r}), {conv}({s!r}))"], r)


def big_operand(r, names=True):
    """an int expression near or past 64 bits, a small int or a float (names: x and y may
    appear)"""
    k = r.random()
    while not names and 0.7 <= k < 0.8:
        k = r.random()
    if k < 0.3:
        return r.choice(["2", "3", "7", "10", "-3", "-2", "16"]) + " ** " + str(r.randint(20, 140))
    if k < 0.45:
        return str(r.choice([1, -1]) * r.randint(2**60, 2**66))
    if k < 0.55:
        return r.choice(["-", ""]) + str(r.randint(10**20, 10**40))
    if k < 0.7:
        return str(r.randint(-9, 9))
    if k < 0.8:
        return r.choice(["x", "y", "-x", "(x + y)"])
    if k < 0.9:
        return r.choice(["1.5", "-0.25", "1e20", "2.0 ** 70", "1e300", "3.0"])
    return r.choice(["9223372036854775807", "-9223372036854775808", "2 ** 63", "2 ** 64 - 1", "-2 ** 64"])


def big_ints(r):
    """arithmetic, comparisons, conversions and formatting over ints past 64 bits, mixed with
    small ints and floats"""
    ops = ["+", "-", "*", "//", "%", "/", "**", "&", "|", "^", "<<", ">>", "==", "<", ">=", "!="]
    lines = [f"x = {big_operand(r, False)}", f"y = {big_operand(r, False)}"]
    for _ in range(r.randint(2, 5)):
        a, b, op = big_operand(r), big_operand(r), r.choice(ops)
        if op == "**":
            b = str(r.randint(-3, 40))
        if op in ("<<", ">>"):
            b = str(r.randint(0, 130))
        expr = f"({a}) {op} ({b})"
        wrap = r.choice(["{e}", "{e}", "str({e})", "divmod({a}, {b})", "abs({e})", "-({e})",
                         "f'{{{e}:,}}' if isinstance({e}, int) else {e}", "hex({e}) if isinstance({e}, int) else {e}",
                         "float({e})", "int({e})", "round({e})", "[{e}, {a}] == [{e}, {a}]", "{{{e}: 1}}",
                         "sorted([{a}, {b}, {e}])", "pow({a}, 3, 2 ** 70 + 9) if isinstance({a}, int) else 0",
                         "int(str({e})) == {e}", "max({a}, {b}) - min({a}, {b})"])
        lines += guard([f"print({wrap.format(e=expr, a=a, b=b)})"], r)
    return lines


def sorting(r):
    xs = ints(r, r.randint(0, 8))
    key = r.choice(["None", "abs", "lambda v: -v", "lambda v: v % 3", "str"])
    rev = r.choice(["False", "True"])
    lines = [f"xs = {xs}", f"ys = sorted(xs, key={key}, reverse={rev})", f"xs.sort(key={key}, reverse={rev})",
             "print(xs, ys, xs == ys)"]
    if r.random() < 0.3:
        lines = [f"xs = {xs}", "def k(v):", "    xs.append(0)" if r.random() < 0.5 else "    print(len(xs))",
                 "    return v", "xs.sort(key=k)", "print(xs)"]
    elif r.random() < 0.4:  # the pairs compared show: mixed types, NaNs, a __lt__ that prints
        n = r.choice([3, 8, 40, 70, 140])
        vals = [r.choice(["1", "2.5", "'a'", "'b'", "float('nan')", str(r.randint(0, 9))]) for _ in range(n)]
        lines = ["seen = [0]", "class P:", "    def __init__(self, v):", "        self.v = v",
                 "    def __lt__(self, o):", "        seen[0] += 1", "        if seen[0] % 29 == 0:",
                 "            print('cmp', self.v, o.v)", "        return self.v < o.v",
                 f"xs = [{', '.join(vals)}]",
                 r.choice(["xs.sort()", "xs.sort(reverse=True)", "xs = sorted(xs, key=str)",
                           "xs = [P(v) for v in xs if v == v and not isinstance(v, str)]\n    xs.sort()\n    xs = [p.v for p in xs]"]),
                 "print(xs, seen)"]
    return guard(lines, r)


def aug_assign(r):
    lines = ["calls = []", "def i(k):", "    calls.append(k)", "    return k", "class B:", "    def __init__(self):",
             "        self.n = 0", "        self.items = []", "b = B()", "def gb():", "    calls.append('b')", "    return b",
             f"xs = {ints(r, 3)}", "d = {'a': [1], 'b': 2}"]
    for _ in range(r.randint(1, 3)):
        lines.append(r.choice(["xs[i(0)] += 5", "xs[i(-1)] *= 2", "gb().n += 3", "gb().items += [1, 2]",
                               "d[str(i('a'))] += [9]", "d['b'] -= i(1)", "t = (1, [2])\n    t[1] += [3]"]))
    lines += ["print(xs, b.n, b.items, d, calls)"]
    return guard(lines, r)


def class_scope(r):
    v = r.randint(1, 4)
    body = r.choice([f"ys = [k for k in range(a)]", f"ys = [a for k in range(2)]", f"ys = list(a + k for k in range(2))",
                     f"ys = {{k: a for k in range(2)}}", f"ys = [k for k in range(3) if k < a]"])
    return guard(["class C:", f"    a = {v}", f"    {body}", "print(C.ys)"], r)


def self_holding(r):
    return guard([r.choice(["l = [1, 2]\n    l.append(l)\n    print(l, [l, l])", "d = {}\n    d['me'] = d\n    print(d)",
                            "l = []\n    d = {'l': l}\n    l.append(d)\n    print(l, d)",
                            "l = [1]\n    l.append((l, 2))\n    print(l)"])], r)


def itertools_use(r):
    n = r.randint(0, 4)
    lines = ["import itertools as it", "def gen(n, tag):", "    for i in range(n):", "        print('yield', tag, i)",
             "        yield i"]
    maker = r.choice([f"it.chain(gen({n}, 'a'), gen(2, 'b'))", f"it.islice(gen({n + 3}, 'i'), 1, None, 2)",
                      f"it.islice(it.count({r.randint(-3, 3)}, {r.randint(-2, 3)}), {r.randint(0, 5)})",
                      "it.islice(it.cycle('ab'), 5)", f"it.accumulate(gen({n}, 'c'))", f"it.takewhile(lambda v: v < 2, gen({n + 2}, 't'))",
                      f"it.dropwhile(lambda v: v < 1, gen({n}, 'd'))", f"it.pairwise(gen({n}, 'p'))", f"it.zip_longest(gen({n}, 'z'), 'ab')",
                      f"it.product(gen({n}, 'x'), 'ab')", f"it.combinations(range({r.randint(0, 6)}), {r.randint(0, 3)})",
                      f"it.permutations('abc', {r.randint(0, 4)})", f"it.groupby([1, 1, 2, 3, 3, 1], key=lambda v: v % 2)",
                      f"it.compress(gen({n}, 'k'), [1, 0, 1, 1])", f"it.starmap(pow, [(2, {n}), (3, 2)])"])
    lines += [f"m = {maker}", "print('made', type(m).__name__)"]
    grouped = "groupby" in maker  # its items hold grouper objects, which print with an address
    for _ in range(r.randint(1, 3)):
        lines.append(r.choice(["print([(k, list(g)) for k, g in m])", "k, g = next(m, (None, iter([])))\n    print(k, list(g))"]
                              if grouped else ["print(next(m, None))", "print(list(m))"]))
    return guard(lines, r)


FAMILIES = [list_mutation, dict_mutation, set_mutation, iterator_use, lazy_builtins, reversed_use, dict_views,
            text_numbers, sorting, aug_assign, class_scope, self_holding, itertools_use, big_ints]


def program(r):
    lines = []
    for _ in range(r.randint(2, 5)):
        lines += r.choice(FAMILIES)(r)
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", required=True)
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    r = random.Random(args.seed)
    os.makedirs(args.out, exist_ok=True)
    for k in range(args.count):
        with open(os.path.join(args.out, "p%04d.py" % k), "w") as f:
            f.write(program(r))


if __name__ == "__main__":
    main()
