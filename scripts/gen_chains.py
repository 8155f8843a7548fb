#!/usr/bin/python3
"""gen_chains.py -- random torch / numpy view-chain expressions, deterministic per seed.

A chain is Python source text such as
    torch.arange(24.).reshape(2, 3, 4).transpose(0, 2)[:, ::2]
    np.arange(5)[::-1]
built from a constructor followed by 1..5 view operations.  The generator is
guided by the shapes the reference produces along the way: after each step it
evaluates that step on the real object (torch 1.13 / numpy 1.24), so the next
step's arguments are drawn around the true current shape -- mostly valid, with
a deliberate share of invalid ones (out-of-range dims and indices, bad shapes,
bad steps, duplicates, size mismatches).  A chain ends at its first error, so
the failing op is always the last op of an error chain.

The only randomness is `random.Random(seed)`; the reference is deterministic on
layouts, so the same seed always gives the same chains.

Library use:   from gen_chains import generate
               for ch in generate("torch", seed=1, count=100): ch.expr, ch.ops
Command line:  gen_chains.py torch|numpy SEED COUNT     (prints one chain per line)
"""
import math
import random
import sys
import warnings

warnings.simplefilter("ignore")

TORCH_DTYPES = ["float32", "float64", "float16", "bfloat16", "int8", "uint8", "int16",
                "int32", "int64", "bool", "complex64"]
TORCH_ARANGE_DTYPES = ["float32", "float64", "float16", "bfloat16", "int8", "uint8", "int16",
                       "int32", "int64"]
NP_DTYPES = ["float64", "float32", "float16", "int64", "int32", "int16", "int8", "uint8",
             "bool_", "complex64", "complex128", "uint16"]
NP_ARANGE_DTYPES = ["float64", "float32", "float16", "int64", "int32", "int16", "int8",
                    "uint8", "uint16", "complex64"]


class Chain:
    """One generated chain: `expr` (source text), `ops` (op names, constructor first) and
    `prefixes` (the expression after each op; the last one is `expr`)."""

    def __init__(self, lib, expr, ops, prefixes=None):
        self.lib = lib
        self.expr = expr
        self.ops = ops
        self.prefixes = prefixes or [expr]

    def __repr__(self):
        return "Chain(%r, %r, %r)" % (self.lib, self.expr, self.ops)


def _tup(v):
    """Python source of a tuple: (2, 3), (4,), ()."""
    v = list(v)
    if len(v) == 1:
        return "(%d,)" % v[0]
    return "(" + ", ".join(str(int(a)) for a in v) + ")"


def _lst(v):
    return "[" + ", ".join(str(int(a)) for a in v) + "]"


def _args(v):
    return ", ".join(str(int(a)) for a in v)


class _Base:
    def __init__(self, rng):
        self.r = rng

    # ----------------------------------------------------------- random helpers
    def p(self, prob):
        return self.r.random() < prob

    def size(self):
        r = self.r.random()
        if r < 0.04:
            return 0
        if r < 0.19:
            return 1
        return self.r.randint(2, 7)

    def shape(self, lo=0, hi=5):
        w = [3, 8, 14, 14, 8, 5][lo:hi + 1]
        nd = self.r.choices(range(lo, hi + 1), weights=w)[0]
        while True:
            sh = [self.size() for _ in range(nd)]
            if math.prod(sh) <= 1500:
                return sh

    def dim(self, nd, bad=0.08, insert=False):
        """A dim for an `nd`-dim object: mostly in range (negative too), sometimes not."""
        n = nd + (1 if insert else 0)
        lo, hi = (-n, n - 1) if n > 0 else (-1, 0)
        if self.p(bad):
            return self.r.choice([hi + 1, hi + 2, lo - 1, lo - 3])
        return self.r.randint(lo, hi)

    def factor_shape(self, numel, k):
        """`k` sizes multiplying to `numel` (numel 0: one size is 0)."""
        if k == 0:
            return []
        if numel == 0:
            sh = [self.r.choice([1, 2, 3, 0]) for _ in range(k)]
            sh[self.r.randrange(k)] = 0
            return sh
        sh = [1] * k
        n = numel
        f = 2
        primes = []
        while f * f <= n:
            while n % f == 0:
                primes.append(f)
                n //= f
            f += 1
        if n > 1:
            primes.append(n)
        for q in primes:
            sh[self.r.randrange(k)] *= q
        return sh

    def new_shape(self, shape, allow_neg=True):
        """A target shape for view/reshape: usually same numel, sometimes wrong."""
        numel = math.prod(shape)
        k = self.r.choices([0, 1, 2, 3, 4, 5], weights=[1, 5, 8, 7, 4, 2])[0]
        if numel != 1 and k == 0:
            k = 1
        sh = self.factor_shape(numel, k)
        roll = self.r.random()
        if k and allow_neg and roll < 0.3:
            sh[self.r.randrange(k)] = -1          # inferred dim
        elif k and roll < 0.42:
            i = self.r.randrange(k)               # wrong element count
            sh[i] = sh[i] + self.r.choice([1, 2, 3])
        elif k >= 2 and allow_neg and roll < 0.47:
            i, j = self.r.sample(range(k), 2)     # two unknowns
            sh[i] = sh[j] = -1
        elif k and allow_neg and roll < 0.50:
            sh[self.r.randrange(k)] = self.r.choice([-2, -3])
        return sh

    def perm(self, nd):
        pm = list(range(nd))
        self.r.shuffle(pm)
        pm = [d - nd if self.p(0.2) else d for d in pm]
        roll = self.r.random()
        if roll < 0.06 and nd:
            pm[self.r.randrange(nd)] = pm[self.r.randrange(nd)]   # duplicate (maybe)
        elif roll < 0.10:
            pm = pm[:-1] if nd and self.p(0.5) else pm + [nd]   # wrong count
        elif roll < 0.13 and nd:
            pm[self.r.randrange(nd)] = nd + 1                  # out of range
        return pm

    def slice_text(self, size, neg_steps):
        """Text of one slice item around `size`: mostly non-empty, sometimes empty or with
        out-of-range / negative bounds, steps 1..3 (numpy also negative), rarely 0."""
        def bound():
            r = self.r.random()
            if r < 0.55:
                return self.r.randint(0, size)
            if r < 0.85:
                return -self.r.randint(1, max(size, 1))
            return self.r.choice([-100, 100, size + 3, -size - 3])
        step = ""
        r = self.r.random()
        if r < 0.35:
            step = str(self.r.randint(1, 3))
        elif r < 0.40:
            step = str(self.r.choice([5, 8]))
        elif r < (0.62 if neg_steps else 0.43):
            step = str(-self.r.randint(1, 3))
        elif r < (0.64 if neg_steps else 0.45):
            step = "0"
        if size > 0 and self.p(0.6):
            # a non-empty range in the step's direction, bounds written either sign
            a, b = sorted(self.r.sample(range(size + 1), 2))
            lo, hi = a, b
            if step.startswith("-"):
                lo, hi = b - 1, a - 1 if a > 0 else None
            start = str(lo - size if self.p(0.3) else lo) if self.p(0.7) else ""
            stop = "" if hi is None or self.p(0.3) else str(hi - size if self.p(0.3) and hi > 0 else hi)
        else:
            start = str(bound()) if self.p(0.45) else ""
            stop = str(bound()) if self.p(0.45) else ""
        s = start + ":" + stop
        if step or self.p(0.1):
            s += ":" + step
        return s

    def index_text(self, shape, numpy):
        """A basic-indexing subscript for an object of this shape."""
        nd = len(shape)
        items = []
        consumed = 0
        want = self.r.randint(1, max(1, min(nd, 4)))
        if self.p(0.07):
            want = nd + 1                                     # too many indices
        used_ellipsis = False
        while consumed < want or (not items):
            r = self.r.random()
            if consumed >= nd and not self.p(0.2):
                if not items:
                    items.append(self.r.choice(["...", "None", ":"]))
                break
            size = shape[consumed] if consumed < nd else 0
            if r < 0.30:
                if self.p(0.1):
                    items.append(str(self.r.choice([size, -size - 1, size + 2])))
                else:
                    items.append(str(self.r.randint(-size, size - 1)) if size else "0")
                consumed += 1
            elif r < 0.70:
                items.append(self.slice_text(size, numpy))
                consumed += 1
            elif r < 0.82:
                items.append(self.r.choice(["None", "np.newaxis"]) if numpy else "None")
            elif r < 0.92:
                if used_ellipsis and not self.p(0.3):
                    continue
                used_ellipsis = True
                items.append("...")
                consumed = max(consumed, nd - (want - consumed))
            elif r < 0.96:
                if numpy:            # numpy: a bool scalar is advanced indexing (a copy)
                    continue
                items.append(self.r.choice(["True", "False"]))
            elif r < 0.98:
                items.append("1.5")
                consumed += 1
            else:
                items.append("torch.tensor(1)" if not numpy else "np.int8(1)")
                consumed += 1
            if consumed >= want and self.p(0.5):
                break
        if len(items) == 1 and self.p(0.2):     # a one-item tuple index
            if ":" in items[0]:
                return "[" + items[0] + ",]"
            return "[(" + items[0] + ",)]"
        return "[" + ", ".join(items) + "]"


# =============================================================================== torch
class TorchGen(_Base):
    def constructor(self):
        """(source text, op name) of a fresh tensor."""
        sh = self.shape()
        r = self.r.random()
        numel = math.prod(sh)
        if r < 0.45:
            dt = self.r.choice(TORCH_ARANGE_DTYPES)
            if dt == "float32" and self.p(0.6):
                base = "torch.arange(%d.)" % numel
            else:
                base = "torch.arange(%d, dtype=torch.%s)" % (numel, dt)
            if len(sh) == 1 and self.p(0.5):
                return base, "arange"
            return base + ".reshape(%s)" % (_args(sh) if sh else "()"), "arange"
        kind = self.r.choice(["zeros", "ones", "empty", "full", "empty_strided",
                              "channels_last", "tensor"])
        dt = self.r.choice(TORCH_DTYPES)
        dts = "" if dt == "float32" and self.p(0.5) else ", dtype=torch.%s" % dt
        if kind == "full":
            return "torch.full(%s, 1%s)" % (_tup(sh), dts), "full"
        if kind == "empty_strided":
            st = [self.r.choice([0, 1, 2, 3, 4, 6, 12, 20]) for _ in sh]
            if self.p(0.1) and sh:
                st = st[:-1]                                     # length mismatch
            return "torch.empty_strided(%s, %s%s)" % (_tup(sh), _tup(st), dts), "empty_strided"
        if kind == "channels_last":
            sh4 = [self.size() for _ in range(4 if self.p(0.8) else 5)]
            fmt = "channels_last" if len(sh4) == 4 or self.p(0.3) else "channels_last_3d"
            return ("torch.empty(%s%s, memory_format=torch.%s)" % (_tup(sh4), dts, fmt),
                    "empty_format")
        if kind == "tensor":
            return "torch.tensor(%s%s)" % (self.r.choice(["5.", "3", "1.5"]), dts), "tensor"
        form = self.r.random()
        if form < 0.5 and sh:
            return "torch.%s(%s%s)" % (kind, _args(sh), dts), kind
        return "torch.%s(%s%s)" % (kind, _tup(sh), dts), kind

    def step(self, t):
        """A random op for tensor `t`: (function from source text to source text, op name)."""
        sh = list(t.shape)
        nd = len(sh)
        d = self.dim
        r = self.r
        op = r.choices(
            ["index", "select", "narrow", "transpose", "t", "T", "mT", "permute", "movedim",
             "unsqueeze", "squeeze", "expand", "expand_as", "broadcast_to", "view", "reshape",
             "flatten", "unflatten", "split", "chunk", "unbind", "tensor_split", "diagonal",
             "unfold", "as_strided", "flip", "contiguous", "clone", "elementwise"],
            weights=[14, 4, 4, 5, 2, 2, 3, 4, 3, 4, 4, 5, 1, 2, 6, 6, 3, 3, 3, 3, 2, 3, 3, 3, 3,
                     2, 2, 2, 2])[0]
        if op == "index":
            s = self.index_text(sh, numpy=False)
            return (lambda e: e + s), "index"
        if op == "select":
            dd = d(nd)
            size = sh[dd] if -nd <= dd < nd else 2
            i = r.randint(-size, size - 1) if size and not self.p(0.12) else r.choice([size, -size - 1])
            if self.p(0.2):
                return (lambda e: "torch.select(%s, %d, %d)" % (e, dd, i)), "select"
            return (lambda e: e + ".select(%d, %d)" % (dd, i)), "select"
        if op == "narrow":
            dd = d(nd)
            size = sh[dd] if -nd <= dd < nd else 2
            start = r.randint(-size, size) if not self.p(0.1) else r.choice([size + 1, -size - 1])
            a = start + size if start < 0 else start
            length = r.randint(0, max(0, size - a)) if not self.p(0.15) else r.choice([-1, size - a + 1])
            if self.p(0.2):
                return (lambda e: "torch.narrow(%s, %d, %d, %d)" % (e, dd, start, length)), "narrow"
            return (lambda e: e + ".narrow(%d, %d, %d)" % (dd, start, length)), "narrow"
        if op == "transpose":
            a, b = d(nd), d(nd)
            name = r.choice(["transpose", "transpose", "swapaxes", "swapdims"])
            if self.p(0.2):
                return (lambda e: "torch.%s(%s, %d, %d)" % (name, e, a, b)), "transpose"
            return (lambda e: e + ".%s(%d, %d)" % (name, a, b)), "transpose"
        if op == "t":
            if self.p(0.2):
                return (lambda e: "torch.t(%s)" % e), "t"
            return (lambda e: e + ".t()"), "t"
        if op == "T":
            return (lambda e: e + ".T"), "T"
        if op == "mT":
            name = r.choice(["mT", "mT", "mH", "H", "adjoint()"])
            return (lambda e: e + "." + name), "mT"
        if op == "permute":
            pm = self.perm(nd)
            form = r.random()
            if form < 0.5 and pm:
                return (lambda e: e + ".permute(%s)" % _args(pm)), "permute"
            if form < 0.8:
                return (lambda e: e + ".permute(%s)" % _tup(pm)), "permute"
            return (lambda e: "torch.permute(%s, %s)" % (e, _tup(pm))), "permute"
        if op == "movedim":
            name = r.choice(["movedim", "moveaxis"])
            if self.p(0.5):
                a, b = d(nd), d(nd)
                return (lambda e: e + ".%s(%d, %d)" % (name, a, b)), "movedim"
            k = r.randint(1, max(1, nd))
            src = r.sample(range(nd), min(k, nd)) if nd else [0]
            dst = r.sample(range(nd), min(k, nd)) if nd else [0]
            roll = r.random()
            if roll < 0.1:
                dst = dst[:-1] or [0, 1]
            elif roll < 0.18 and src:
                src = src + [src[0]]
                dst = dst + [nd - 1]
            elif roll < 0.24 and dst:
                dst[-1] = dst[0] if len(dst) > 1 else nd + 1
            if self.p(0.2):
                return (lambda e: "torch.%s(%s, %s, %s)" % (name, e, _tup(src), _tup(dst))), "movedim"
            return (lambda e: e + ".%s(%s, %s)" % (name, _tup(src), _tup(dst))), "movedim"
        if op == "unsqueeze":
            a = d(nd, insert=True)
            if self.p(0.2):
                return (lambda e: "torch.unsqueeze(%s, %d)" % (e, a)), "unsqueeze"
            return (lambda e: e + ".unsqueeze(%d)" % a), "unsqueeze"
        if op == "squeeze":
            if self.p(0.4):
                return (lambda e: e + ".squeeze()"), "squeeze"
            ones = [i for i, s in enumerate(sh) if s == 1]
            a = r.choice(ones) if ones and self.p(0.6) else d(nd)
            return (lambda e: e + ".squeeze(%d)" % a), "squeeze"
        if op in ("expand", "expand_as", "broadcast_to"):
            tgt = []
            for s in sh:
                if s == 1:
                    tgt.append(r.choice([1, 0, 2, 3, 4, -1]))
                elif self.p(0.25):
                    tgt.append(-1)
                elif self.p(0.06):
                    tgt.append(s + 1)
                else:
                    tgt.append(s)
            lead = r.choice([0, 0, 1, 1, 2])
            tgt = [r.choice([1, 2, 3, 0]) if not self.p(0.05) else -1 for _ in range(lead)] + tgt
            if self.p(0.05) and tgt:
                tgt = tgt[1:]
            if op == "expand_as":
                tgt2 = [abs(v) if v != -1 else (sh[i - lead] if i >= lead else 1)
                        for i, v in enumerate(tgt)]
                return (lambda e: e + ".expand_as(torch.empty(%s))" % _tup(tgt2)), "expand"
            if op == "broadcast_to":
                if self.p(0.5):
                    return (lambda e: "torch.broadcast_to(%s, %s)" % (e, _tup(tgt))), "expand"
                return (lambda e: e + ".broadcast_to(%s)" % _tup(tgt)), "expand"
            if self.p(0.3) or not tgt:
                return (lambda e: e + ".expand(%s)" % _tup(tgt)), "expand"
            return (lambda e: e + ".expand(%s)" % _args(tgt)), "expand"
        if op == "elementwise":
            # an out-of-place elementwise op with a Python number: result layout follows the
            # input's stride order (sl_torch_elementwise_result); dtype promotion may change
            # the itemsize (bool + 1 -> int64, int / 2 -> float32) or raise (bool - 1)
            form = r.choice(["(%s + 1)", "(%s * 2.)", "(%s - 1)", "(%s / 2)", "%s.add(1)",
                             "%s.mul(2)"])
            return (lambda e: form % e), "elementwise"
        if op in ("view", "reshape"):
            ns = self.new_shape(sh)
            if self.p(0.08):
                like = [abs(v) for v in ns]
                return (lambda e: e + ".%s_as(torch.empty(%s))" % (op, _tup(like))), op
            if self.p(0.3) or not ns:
                return (lambda e: e + ".%s(%s)" % (op, _tup(ns))), op
            if op == "reshape" and self.p(0.15):
                return (lambda e: "torch.reshape(%s, %s)" % (e, _tup(ns))), op
            return (lambda e: e + ".%s(%s)" % (op, _args(ns))), op
        if op == "flatten":
            form = r.random()
            if form < 0.25:
                return (lambda e: e + ".flatten()"), "flatten"
            a = d(nd)
            if form < 0.45:
                return (lambda e: e + ".flatten(%d)" % a), "flatten"
            b = d(nd)
            if form < 0.6:
                return (lambda e: "torch.flatten(%s, %d, %d)" % (e, a, b)), "flatten"
            return (lambda e: e + ".flatten(%d, %d)" % (a, b)), "flatten"
        if op == "unflatten":
            a = d(nd)
            size = sh[a] if -nd <= a < nd else 4
            k = r.choice([1, 2, 2, 3])
            ns = self.factor_shape(size, k)
            roll = r.random()
            if roll < 0.3:
                ns[r.randrange(k)] = -1
            elif roll < 0.4:
                ns[r.randrange(k)] += 1
            elif roll < 0.45:
                ns = []
            elif roll < 0.5 and k >= 2:
                ns[0] = ns[1] = -1
            return (lambda e: e + ".unflatten(%d, %s)" % (a, _tup(ns))), "unflatten"
        if op in ("split", "chunk", "unbind", "tensor_split"):
            a = d(nd)
            size = sh[a] if -nd <= a < nd else 3
            if op == "split":
                if self.p(0.3):
                    k = r.randint(1, 3)
                    parts = self.factor_shape(0, 1) if False else None
                    cuts = sorted(r.randint(0, size) for _ in range(k - 1))
                    parts = [b - a0 for a0, b in zip([0] + cuts, cuts + [size])]
                    if self.p(0.15):
                        parts[-1] += r.choice([1, -1 - parts[-1]])
                    nout = len(parts)
                    arg = _lst(parts)
                else:
                    k = r.randint(1, max(1, size)) if not self.p(0.1) else r.choice([0, -1])
                    nout = max(1, -(-size // k)) if k > 0 else 1
                    arg = str(k)
                i = r.randint(-nout, nout - 1) if not self.p(0.08) else nout
                return (lambda e: e + ".split(%s, %d)[%d]" % (arg, a, i)), "split"
            if op == "chunk":
                c = r.randint(1, 4) if not self.p(0.08) else r.choice([0, -1])
                i = r.randint(0, max(0, c - 1)) if not self.p(0.1) else c
                return (lambda e: e + ".chunk(%d, %d)[%d]" % (c, a, i)), "chunk"
            if op == "unbind":
                i = r.randint(-size, size - 1) if size and not self.p(0.1) else size
                if self.p(0.3):
                    return (lambda e: "torch.unbind(%s, %d)[%d]" % (e, a, i)), "unbind"
                return (lambda e: e + ".unbind(%d)[%d]" % (a, i)), "unbind"
            if self.p(0.5):
                n = r.randint(1, 4) if not self.p(0.08) else 0
                i = r.randint(0, max(0, n - 1))
                return (lambda e: e + ".tensor_split(%d, %d)[%d]" % (n, a, i)), "tensor_split"
            idx = [r.randint(-size - 1, size + 2) for _ in range(r.randint(1, 3))]
            i = r.randint(0, len(idx))
            return (lambda e: e + ".tensor_split(%s, %d)[%d]" % (_lst(idx), a, i)), "tensor_split"
        if op == "diagonal":
            off = r.randint(-3, 3)
            if self.p(0.4):
                return (lambda e: e + ".diagonal(%d)" % off), "diagonal"
            a, b = d(nd), d(nd)
            if self.p(0.2):
                return (lambda e: "torch.diagonal(%s, %d, %d, %d)" % (e, off, a, b)), "diagonal"
            return (lambda e: e + ".diagonal(%d, %d, %d)" % (off, a, b)), "diagonal"
        if op == "unfold":
            a = d(nd)
            size = (sh[a] if -nd <= a < nd else 1) if nd else 1
            k = r.randint(0, size) if not self.p(0.1) else size + 1
            st = r.randint(1, 3) if not self.p(0.08) else 0
            return (lambda e: e + ".unfold(%d, %d, %d)" % (a, k, st)), "unfold"
        if op == "as_strided":
            storage = t.untyped_storage().nbytes() // t.element_size() if hasattr(t, "untyped_storage") \
                else t.storage().size()
            k = r.randint(0, 3)
            nsz = [r.randint(0, 4) for _ in range(k)]
            nst = [r.randint(0, 4) for _ in range(k)]
            roll = r.random()
            if roll < 0.06 and k:
                nst[r.randrange(k)] = -1
            elif roll < 0.1:
                nst = nst + [1]
            off = None
            if self.p(0.6):
                off = r.randint(0, max(0, storage)) if not self.p(0.1) else -1
            if self.p(0.12):
                nsz = [s + 4 for s in nsz] or [storage + 1]
                nst = nst + [1] * (len(nsz) - len(nst))
            offs = "" if off is None else ", %d" % off
            if self.p(0.3):
                return (lambda e: "torch.as_strided(%s, %s, %s%s)" % (e, _tup(nsz), _tup(nst), offs)), "as_strided"
            return (lambda e: e + ".as_strided(%s, %s%s)" % (_tup(nsz), _tup(nst), offs)), "as_strided"
        if op == "flip":
            k = r.randint(0, max(1, min(nd, 3)))
            dims = [d(nd) for _ in range(k)]
            if self.p(0.3):
                return (lambda e: "torch.flip(%s, %s)" % (e, _tup(dims))), "flip"
            if dims and self.p(0.4):
                return (lambda e: e + ".flip(%s)" % _args(dims)), "flip"
            return (lambda e: e + ".flip(%s)" % _tup(dims)), "flip"
        if op == "contiguous":
            if self.p(0.5):
                return (lambda e: e + ".contiguous()"), "contiguous"
            fmt = r.choice(["channels_last", "channels_last_3d", "contiguous_format"])
            return (lambda e: e + ".contiguous(memory_format=torch.%s)" % fmt), "contiguous"
        # clone
        if self.p(0.3):
            return (lambda e: e + ".clone()"), "clone"
        fmt = r.choice(["channels_last", "channels_last_3d", "contiguous_format", "preserve_format"])
        return (lambda e: e + ".clone(memory_format=torch.%s)" % fmt), "clone"


# =============================================================================== numpy
class NumpyGen(_Base):
    def constructor(self):
        sh = self.shape()
        numel = math.prod(sh)
        r = self.r.random()
        if r < 0.5:
            if self.p(0.4):
                base = "np.arange(%d)" % numel
            elif self.p(0.5):
                base = "np.arange(%d.)" % numel
            else:
                base = "np.arange(%d, dtype=np.%s)" % (numel, self.r.choice(NP_ARANGE_DTYPES))
            if len(sh) == 1 and self.p(0.5):
                return base, "arange"
            return base + ".reshape(%s)" % (_args(sh) if sh else "()"), "arange"
        kind = self.r.choice(["zeros", "ones", "empty", "full", "array"])
        dt = self.r.choice(NP_DTYPES)
        dts = "" if self.p(0.3) else ", dtype=np.%s" % dt
        order = "" if self.p(0.7) else ", order='F'"
        if kind == "array":
            return "np.array(%s%s)" % (self.r.choice(["5.", "3", "1.5"]), dts), "array"
        if kind == "full":
            return "np.full(%s, 1%s%s)" % (_tup(sh), dts, order), "full"
        return "np.%s(%s%s%s)" % (kind, _tup(sh), dts, order), kind

    def step(self, a):
        sh = list(a.shape)
        nd = len(sh)
        d = self.dim
        r = self.r
        op = r.choices(
            ["index", "T", "transpose", "swapaxes", "moveaxis", "reshape", "ravel", "flatten",
             "squeeze", "expand_dims", "diagonal", "flip", "broadcast_to", "as_strided",
             "sliding_window_view", "ascontiguousarray", "rollaxis", "copy", "flipud"],
            weights=[16, 3, 4, 4, 4, 8, 3, 2, 4, 4, 4, 4, 4, 4, 4, 3, 2, 2, 1])[0]
        if op == "index":
            s = self.index_text(sh, numpy=True)
            return (lambda e: e + s), "index"
        if op == "T":
            return (lambda e: e + ".T"), "T"
        if op == "transpose":
            if self.p(0.2):
                return (lambda e: e + ".transpose()"), "transpose"
            pm = self.perm(nd)
            form = r.random()
            if form < 0.4 and pm:
                return (lambda e: e + ".transpose(%s)" % _args(pm)), "transpose"
            if form < 0.7:
                return (lambda e: e + ".transpose(%s)" % _tup(pm)), "transpose"
            return (lambda e: "np.transpose(%s, %s)" % (e, _tup(pm))), "transpose"
        if op == "swapaxes":
            x, y = d(nd), d(nd)
            if self.p(0.3):
                return (lambda e: "np.swapaxes(%s, %d, %d)" % (e, x, y)), "swapaxes"
            return (lambda e: e + ".swapaxes(%d, %d)" % (x, y)), "swapaxes"
        if op == "moveaxis":
            if self.p(0.5):
                x, y = d(nd), d(nd)
                return (lambda e: "np.moveaxis(%s, %d, %d)" % (e, x, y)), "moveaxis"
            k = r.randint(1, max(1, nd))
            src = r.sample(range(nd), min(k, nd)) if nd else [0]
            dst = r.sample(range(nd), min(k, nd)) if nd else [0]
            roll = r.random()
            if roll < 0.08:
                dst = dst[:-1] or [0, 1]
            elif roll < 0.15:
                src = src + [src[0]]
                dst = dst + [max(nd - 1, 0)]
            elif roll < 0.2 and len(dst) > 1:
                dst[-1] = dst[0]
            form = _lst if self.p(0.5) else _tup
            return (lambda e: "np.moveaxis(%s, %s, %s)" % (e, form(src), form(dst))), "moveaxis"
        if op == "reshape":
            ns = self.new_shape(sh)
            order = "" if self.p(0.6) else ", order='%s'" % r.choice("CFAFK")
            if self.p(0.15):
                return (lambda e: "np.reshape(%s, %s%s)" % (e, _tup(ns), order)), "reshape"
            if self.p(0.35) or not ns:
                return (lambda e: e + ".reshape(%s%s)" % (_tup(ns), order)), "reshape"
            return (lambda e: e + ".reshape(%s%s)" % (_args(ns), order)), "reshape"
        if op in ("ravel", "flatten"):
            if self.p(0.4):
                return (lambda e: e + ".%s()" % op), op
            o = r.choice("CFAKK")
            if op == "ravel" and self.p(0.3):
                return (lambda e: "np.ravel(%s, '%s')" % (e, o)), op
            return (lambda e: e + ".%s('%s')" % (op, o)), op
        if op == "squeeze":
            if self.p(0.35):
                return (lambda e: e + ".squeeze()"), "squeeze"
            ones = [i for i, s in enumerate(sh) if s == 1]
            if self.p(0.35):
                k = r.randint(0, 2)
                ax = [r.choice(ones) if ones and self.p(0.7) else d(nd) for _ in range(k)]
                return (lambda e: e + ".squeeze(%s)" % _tup(ax)), "squeeze"
            x = r.choice(ones) if ones and self.p(0.6) else d(nd)
            if self.p(0.2):
                return (lambda e: "np.squeeze(%s, %d)" % (e, x)), "squeeze"
            return (lambda e: e + ".squeeze(%d)" % x), "squeeze"
        if op == "expand_dims":
            if self.p(0.6):
                x = d(nd, insert=True)
                return (lambda e: "np.expand_dims(%s, %d)" % (e, x)), "expand_dims"
            k = r.randint(1, 3)
            ax = [self.dim(nd + k - 1, insert=True) for _ in range(k)]
            return (lambda e: "np.expand_dims(%s, %s)" % (e, _tup(ax))), "expand_dims"
        if op == "diagonal":
            off = r.randint(-3, 3)
            if self.p(0.4):
                return (lambda e: e + ".diagonal(%d)" % off), "diagonal"
            x, y = d(nd), d(nd)
            if self.p(0.2):
                return (lambda e: "np.diagonal(%s, %d, %d, %d)" % (e, off, x, y)), "diagonal"
            return (lambda e: e + ".diagonal(%d, %d, %d)" % (off, x, y)), "diagonal"
        if op == "flip":
            if self.p(0.3):
                return (lambda e: "np.flip(%s)" % e), "flip"
            if self.p(0.5):
                x = d(nd)
                return (lambda e: "np.flip(%s, %d)" % (e, x)), "flip"
            k = r.randint(0, max(1, min(nd, 3)))
            ax = [d(nd) for _ in range(k)]
            return (lambda e: "np.flip(%s, %s)" % (e, _tup(ax))), "flip"
        if op == "broadcast_to":
            tgt = []
            for s in sh:
                if s == 1:
                    tgt.append(r.choice([1, 0, 2, 3, 4]))
                elif self.p(0.06):
                    tgt.append(s + 1)
                else:
                    tgt.append(s)
            lead = r.choice([0, 0, 1, 1, 2])
            tgt = [r.choice([1, 2, 3, 0]) for _ in range(lead)] + tgt
            roll = r.random()
            if roll < 0.04 and tgt:
                tgt = tgt[1:]
            elif roll < 0.07 and tgt:
                tgt[0] = -1
            elif roll < 0.09:
                tgt = []
            if len(tgt) == 1 and self.p(0.3):
                return (lambda e: "np.broadcast_to(%s, %d)" % (e, tgt[0])), "broadcast_to"
            return (lambda e: "np.broadcast_to(%s, %s)" % (e, _tup(tgt))), "broadcast_to"
        if op == "as_strided":
            isz = a.itemsize
            form = r.random()
            if form < 0.15:
                return (lambda e: "np.lib.stride_tricks.as_strided(%s)" % e), "as_strided"
            k = r.randint(0, 3)
            nsz = [r.randint(0, 4) for _ in range(k)]
            if self.p(0.05) and k:
                nsz[0] = -1
            if form < 0.3:
                return (lambda e: "np.lib.stride_tricks.as_strided(%s, shape=%s)" % (e, _tup(nsz))), "as_strided"
            nst = [isz * r.randint(-2, 4) for _ in range(k)]
            if self.p(0.05):
                nst = nst + [isz]
            wr = "" if self.p(0.8) else ", writeable=False"
            return (lambda e: "np.lib.stride_tricks.as_strided(%s, shape=%s, strides=%s%s)"
                    % (e, _tup(nsz), _tup(nst), wr)), "as_strided"
        if op == "sliding_window_view":
            fn = "np.lib.stride_tricks.sliding_window_view"
            if self.p(0.4) or nd == 0:
                w = [r.randint(0, s + (1 if self.p(0.1) else 0)) for s in sh]
                if self.p(0.05):
                    w = w + [1]
                if self.p(0.05) and w:
                    w[0] = -1
                if len(w) == 1 and self.p(0.5):
                    return (lambda e: "%s(%s, %d)" % (fn, e, w[0])), "sliding_window_view"
                return (lambda e: "%s(%s, %s)" % (fn, e, _tup(w))), "sliding_window_view"
            k = r.randint(1, 2)
            ax = [d(nd) for _ in range(k)]
            w = [r.randint(0, (sh[x] if -nd <= x < nd else 2)) for x in ax]
            if self.p(0.05):
                w = w + [1]
            if k == 1 and self.p(0.5):
                return (lambda e: "%s(%s, %d, axis=%d)" % (fn, e, w[0], ax[0])), "sliding_window_view"
            return (lambda e: "%s(%s, %s, axis=%s)" % (fn, e, _tup(w), _tup(ax))), "sliding_window_view"
        if op == "rollaxis":
            x = d(nd)
            if self.p(0.3):
                return (lambda e: "np.rollaxis(%s, %d)" % (e, x)), "rollaxis"
            st = r.randint(-nd - 2, nd + 1)
            return (lambda e: "np.rollaxis(%s, %d, %d)" % (e, x, st)), "rollaxis"
        if op == "copy":
            form = r.random()
            o = r.choice("CFAK")
            if form < 0.3:
                return (lambda e: e + ".copy()"), "copy"
            if form < 0.6:
                return (lambda e: e + ".copy('%s')" % o), "copy"
            if form < 0.8:
                return (lambda e: "np.copy(%s)" % e), "copy"
            return (lambda e: "np.copy(%s, order='%s')" % (e, o)), "copy"
        if op == "flipud":
            name = r.choice(["flipud", "fliplr"])
            return (lambda e: "np.%s(%s)" % (name, e)), "flipud"
        name = r.choice(["ascontiguousarray", "asfortranarray"])
        return (lambda e: "np.%s(%s)" % (name, e)), "ascontiguousarray"


_NP_COPYING = ("copy", "flatten", "ravel", "reshape", "ascontiguousarray", "index")


def _np_in_bounds(a):
    """Does every byte of ndarray `a` lie inside its owner's buffer?  (as_strided makes
    views that do not; an op that copies values must not read through them.)"""
    owner = a
    while getattr(owner, "base", None) is not None:
        owner = owner.base
    if a.size == 0:
        return True
    lo = hi = a.__array_interface__["data"][0] - owner.__array_interface__["data"][0]
    for n, st in zip(a.shape, a.strides):
        if st < 0:
            lo += (n - 1) * st
        else:
            hi += (n - 1) * st
    return lo >= 0 and hi + a.itemsize <= owner.nbytes


def _namespace():
    import numpy as np
    import torch
    return {"torch": torch, "np": np}


def generate(lib, seed, count, max_ops=5, long_chains=False):
    """Yield `count` Chain objects for `lib` ("torch" or "numpy"), deterministic per seed.

    Steps whose reference result is not a tensor / ndarray (numpy scalars from full
    integer indexing, np.flip of a 0-d array) are redrawn, so every chain ends in a
    tensor, an ndarray or an exception.  long_chains: 4..8 ops per chain, and a failing
    op is redrawn (up to 8 times) so that most chains get long before one raises."""
    import numpy as np
    import torch
    rng = random.Random("%s:%d%s" % (lib, seed, ":long" if long_chains else ""))
    g = TorchGen(rng) if lib == "torch" else NumpyGen(rng)
    kind = torch.Tensor if lib == "torch" else np.ndarray
    ns = _namespace()
    made = 0
    while made < count:
        expr, op0 = g.constructor()
        ops = [op0]
        prefixes = [expr]
        try:
            obj = eval(expr, ns)
        except Exception:
            made += 1
            yield Chain(lib, expr, ops, prefixes)
            continue
        if long_chains:
            nsteps = rng.randint(4, 8)
        else:
            nsteps = rng.choice([1, 1, 2, 2, 3, 3, 4, 5][:max_ops + 3])
        for stepno in range(nsteps):
            for attempt in range(8):
                fn, name = g.step(obj)
                if lib == "numpy" and name in _NP_COPYING and not _np_in_bounds(obj):
                    continue       # would copy values through an out-of-bounds view
                ns["_x"] = obj
                try:
                    nxt = eval(fn("_x"), ns)
                except Exception:
                    if long_chains and attempt < 7 and stepno < nsteps - 1:
                        continue   # keep the chain going; only its last op may raise
                    expr = fn(expr)
                    ops.append(name)
                    prefixes.append(expr)
                    obj = None
                    break
                if isinstance(nxt, kind) and min(nxt.shape, default=0) < 0:
                    continue       # torch 1.13 quirk: 0-dim expand(-1, 0) -> size [-1, 0];
                    #                the engine refuses it on purpose, so no chain uses it
                if isinstance(nxt, kind):
                    expr = fn(expr)
                    ops.append(name)
                    prefixes.append(expr)
                    obj = nxt
                    break
            else:
                break
            if obj is None:
                break
        made += 1
        yield Chain(lib, expr, ops, prefixes)


def main(argv):
    if len(argv) != 4 or argv[1] not in ("torch", "numpy"):
        sys.stderr.write("usage: gen_chains.py torch|numpy SEED COUNT\n")
        return 2
    for ch in generate(argv[1], int(argv[2]), int(argv[3])):
        print(ch.expr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
