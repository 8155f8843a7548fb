#!/usr/bin/python3
"""gen_snippets.py — random learner-style Python snippets about strides, for the oracle.

Each snippet is a small program of the kind someone studying tensor strides types into a
REPL or a notebook cell: it imports torch (or numpy as np), builds a tensor or array
(arange / zeros / ones / full / literal, several dtypes), walks a chain of views (every
view op of the library, with valid and deliberately invalid arguments), prints metadata,
values and predicates, writes in place through views (overlapping and expanded targets,
the lessons' as_strided window), does out-of-place arithmetic, loops, branches, unpacks
tuples and catches errors.  A large share of the statements raise.

How it works: the generator *steers* by running each statement on the real library as it
writes it (in a scratch namespace, output discarded), so that the next statement can pick
arguments from the shapes the program really has at that point.  View expressions are
probed before they are written, which lets the `except` clause name the class the
statement actually raises (usually) or a wrong class (sometimes: the exception then ends
the program uncaught, which is part of the contract too).  Everything is drawn from
`random.Random(seed)`, and the libraries are deterministic, so a seed always gives the
same snippet.  Only statements and values of the language's supported subset are used
(issue 3): no f-strings, no comprehensions, no def/class, no while.

  /usr/bin/python3 scripts/gen_snippets.py [--seed S] [--lib torch|numpy] [--count N]
      prints N snippets separated by lines '#----- NAME'

As a module: snippet(lib, seed_string) -> source text.
"""
import argparse
import contextlib
import io
import random
import re
import sys
import warnings

warnings.simplefilter("ignore")

import numpy as np  # noqa: E402
import gen_mathfn_snippets  # noqa: E402  (extension "x": elementwise float math)
import torch  # noqa: E402

import refprofile  # noqa: E402

# torch 1.13 lacks Tensor.untyped_storage(); the programs (written for torch 2.x) use it, so
# while they are drawn here it is added; the recorders take it away to record 1.13's answer.
refprofile.drawing_shim.install(torch)

MAX_ELEMS = 64  # keep tensors printable and programs quick

TORCH_DTYPES = [None] * 12 + ["torch.float64", "torch.int64", "torch.int32", "torch.int16",
                              "torch.int8", "torch.uint8", "torch.bool"] * 2 + ["torch.float16"]
NP_DTYPES = [None] * 7 + ["np.float64", "np.float32", "np.int64", "np.int32", "np.int16",
                          "np.int8", "np.uint8", "np.bool_"]


class Dead(Exception):
    """the program raised uncaught: nothing more can be appended"""


def prod(xs):
    p = 1
    for x in xs:
        p *= x
    return p


def factor_shape(rng, n, maxparts=4):
    """a random shape whose product is n"""
    if n == 0:
        parts = [0] + [rng.randint(1, 3) for _ in range(rng.randint(0, maxparts - 1))]
        rng.shuffle(parts)
        return parts
    parts = []
    rest = n
    for _ in range(rng.randint(1, maxparts) - 1):
        divs = [d for d in range(1, rest + 1) if rest % d == 0]
        d = rng.choice(divs)
        parts.append(d)
        rest //= d
    parts.append(rest)
    rng.shuffle(parts)
    return parts


def tup(xs):
    xs = list(xs)
    if len(xs) == 1:
        return "(%d,)" % xs[0]
    return "(" + ", ".join(str(x) for x in xs) + ")"


def args(xs):
    return ", ".join(str(x) for x in xs)


class Program:
    def __init__(self, rng, lib, ext=""):
        self.rng = rng
        self.lib = lib
        self.ext = ext  # letters of the learner extensions in use (see learner_step)
        self.lines = []
        self.ns = {"__name__": "__main__"}
        self.counter = 0
        self.dead = False

    # -- running ---------------------------------------------------------------
    def emit(self, code):
        """append a top-level statement (may span lines) and run it"""
        if self.dead:
            raise Dead()
        self.lines.append(code)
        compiled = compile(code + "\n", "<snippet>", "exec")  # a SyntaxError is a generator bug
        with contextlib.redirect_stdout(io.StringIO()):
            try:
                exec(compiled, self.ns)
            except Exception:
                self.dead = True
                raise Dead()

    def probe(self, expr):
        """evaluate a side-effect-free expression: (value, None) or (None, exception)"""
        try:
            with contextlib.redirect_stdout(io.StringIO()):
                return eval(expr, self.ns), None
        except Exception as e:  # noqa: BLE001
            return None, e

    def val(self, name):
        return self.ns.get(name)

    def fresh(self, prefix):
        self.counter += 1
        return "%s%d" % (prefix, self.counter) if self.counter > 1 else prefix

    def source(self):
        return "\n".join(self.lines) + "\n"

    # -- catching ------------------------------------------------------------------
    def except_clause(self, exc):
        """an except line for an exception the body raises (or None)"""
        r = self.rng.random()
        if exc is None:
            names = ["RuntimeError", "Exception", "(RuntimeError, IndexError)", "ValueError"]
            if self.lib == "numpy":
                names = ["ValueError", "Exception", "(ValueError, IndexError)", "TypeError"]
            cls = self.rng.choice(names)
        else:
            name = type(exc).__name__
            if type(exc).__module__ not in ("builtins",):
                name = "Exception" if name != "AxisError" or r < 0.5 else "np.AxisError"
            if r < 0.08:
                cls = self.rng.choice(["IndexError", "TypeError", "ValueError", "RuntimeError"])
            elif r < 0.25:
                cls = "Exception"
            elif r < 0.35:
                other = "IndexError" if name != "IndexError" else "RuntimeError"
                cls = "(%s, %s)" % (other, name) if "." not in name else "Exception"
            else:
                cls = name
        if self.rng.random() < 0.12:
            return "except %s:" % cls, False
        return "except %s as %s:" % (cls, self.rng.choice(["err", "err", "e", "exc"])), True

    def handler_body(self, bound, errname):
        if not bound:
            return ["    print(%r)" % self.rng.choice(["failed", "error", "no view", "refused"])]
        r = self.rng.random()
        if r < 0.7:
            return ["    print(%s)" % errname]
        if r < 0.85:
            return ["    print(type(%s).__name__, %s)" % (errname, errname)]
        if r < 0.93:
            return ["    print(type(%s).__name__)" % errname, "    print(str(%s))" % errname]
        return ["    print('error:', %s)" % errname]

    def guarded(self, body_lines, exc):
        """emit try/except around body lines; exc = what the first body line raises"""
        line, bound = self.except_clause(exc)
        errname = line.split(" as ")[1][:-1] if bound else None
        code = ["try:"] + ["    " + b for b in body_lines] + [line] + self.handler_body(bound, errname)
        if self.rng.random() < 0.08:
            code += ["else:", "    print('ok')"]
        if self.rng.random() < 0.05:
            code += ["finally:", "    print('done')"]
        self.emit("\n".join(code))


# ============================================================ torch ==


class TorchGen:
    lib = "torch"

    def __init__(self, prog):
        self.p = prog
        self.rng = prog.rng

    # -- construction ------------------------------------------------------------
    def make_base(self, name):
        rng = self.rng
        n = rng.choice([1, 2, 4, 6, 6, 8, 12, 12, 16, 18, 24, 24, 24, 30, 36, 48, 60])
        shape = factor_shape(rng, n, 4) if rng.random() < 0.6 else [n]
        dt = rng.choice(TORCH_DTYPES)
        dts = ", dtype=%s" % dt if dt else ""
        r = rng.random()
        if r < 0.45:
            start = "%d." % n if (dt is None and rng.random() < 0.6) else str(n)
            if dt == "torch.bool":
                vals = ", ".join(rng.choice(["True", "False"]) for _ in range(n))
                expr = "torch.tensor([%s])" % vals if rng.random() < 0.5 else "torch.ones(%d, dtype=torch.bool)" % n
            elif rng.random() < 0.15:
                lo = rng.randint(-5, 5)
                expr = "torch.arange(%d, %d%s)" % (lo, lo + n, dts)
            else:
                expr = "torch.arange(%s%s)" % (start, dts)
            if len(shape) > 1:
                expr += ".reshape(%s)" % args(shape) if rng.random() < 0.7 else ".view(%s)" % args(shape)
        elif r < 0.6:
            fn = rng.choice(["zeros", "ones"])
            expr = "torch.%s(%s%s)" % (fn, args(shape) if rng.random() < 0.7 else tup(shape), dts)
        elif r < 0.7:
            v = rng.choice(["7", "2.5", "-1", "0.5", "3"])
            if dt in ("torch.bool",):
                v = "True"
            expr = "torch.full(%s, %s%s)" % (tup(shape), v, dts)
        else:
            # a literal: nested lists of small numbers
            shape = factor_shape(rng, min(n, 12), 2)
            flt = rng.random() < 0.5
            vals = [rng.randint(-9, 9) for _ in range(prod(shape))]

            def lit(sh, vs):
                if len(sh) == 1:
                    return "[" + ", ".join(("%d." % v if flt else str(v)) for v in vs) + "]"
                k = len(vs) // sh[0]
                return "[" + ", ".join(lit(sh[1:], vs[i * k:(i + 1) * k]) for i in range(sh[0])) + "]"
            ldt = dt if dt not in ("torch.bool", "torch.uint8") else None
            expr = "torch.tensor(%s%s)" % (lit(shape, vals), ", dtype=%s" % ldt if ldt else "")
        self.p.emit("%s = %s" % (name, expr))

    # -- view expressions ---------------------------------------------------------
    def dim(self, nd, bad=False):
        rng = self.rng
        if bad:
            return rng.choice([nd, nd + 1, -nd - 1, 3 if nd < 3 else nd + 2])
        if nd == 0:
            return rng.choice([0, -1])
        d = rng.randrange(nd)
        return d - nd if rng.random() < 0.3 else d

    def view_expr(self, v, name):
        """a view (or copying) expression on tensor `v` named `name`"""
        rng = self.rng
        shape = list(v.shape)
        nd = len(shape)
        n = v.numel()
        bad = rng.random() < 0.3
        D = lambda: self.dim(nd, bad and rng.random() < 0.7)  # noqa: E731
        ops = ["view", "reshape", "transpose", "t", "T", "permute", "unsqueeze", "squeeze", "expand",
               "narrow", "select", "index", "index", "index", "as_strided", "unfold", "diagonal",
               "movedim", "flatten", "unflatten", "chunk", "split", "unbind", "swapaxes", "mT",
               "contiguous", "flip", "view_as", "tensor_split", "index", "expand_as", "swapdims",
               "split_sizes", "view_dtype", "ellipsis"]
        op = rng.choice(ops)
        if op in ("view", "reshape"):
            if bad and rng.random() < 0.6:
                sh = factor_shape(rng, n + rng.choice([1, 2, n or 1]), 3)
            else:
                sh = factor_shape(rng, n, rng.randint(1, 4)) if n else [0, rng.randint(1, 3)]
            if rng.random() < 0.3 and sh:
                sh[rng.randrange(len(sh))] = -1
                if bad and rng.random() < 0.2:
                    sh.append(-1)
            form = rng.random()
            if form < 0.15 and op == "reshape":  # torch has no function form of view
                return "torch.%s(%s, %s)" % (op, name, tup(sh))
            if form < 0.35:
                return "%s.%s(%s)" % (name, op, tup(sh))
            return "%s.%s(%s)" % (name, op, args(sh))
        if op in ("transpose", "swapaxes"):
            a, b = D(), D()
            if rng.random() < 0.2:
                return "torch.transpose(%s, %d, %d)" % (name, a, b)
            return "%s.%s(%d, %d)" % (name, op, a, b)
        if op == "t":
            return "%s.t()" % name if rng.random() < 0.8 else "torch.t(%s)" % name
        if op in ("T", "mT"):
            return "%s.%s" % (name, op)
        if op == "permute":
            perm = list(range(nd))
            rng.shuffle(perm)
            perm = [p - nd if rng.random() < 0.2 else p for p in perm]
            if bad and perm:
                perm[0] = perm[-1] if rng.random() < 0.5 else nd
            elif bad:
                perm = [0]
            if rng.random() < 0.3:
                return "%s.permute(%s)" % (name, tup(perm)) if perm else "%s.permute(())" % name
            return "%s.permute(%s)" % (name, args(perm))
        if op == "unsqueeze":
            d = rng.randint(-nd - 1, nd) if not bad else rng.choice([nd + 1, -nd - 2])
            return "%s.unsqueeze(%d)" % (name, d) if rng.random() < 0.8 else "torch.unsqueeze(%s, %d)" % (name, d)
        if op == "squeeze":
            if rng.random() < 0.35:
                return "%s.squeeze()" % name
            ones = [i for i, s in enumerate(shape) if s == 1]
            d = rng.choice(ones) if ones and rng.random() < 0.6 else D()
            return "%s.squeeze(%d)" % (name, d)
        if op == "expand":
            tgt = []
            for s in shape:
                if s == 1:
                    tgt.append(rng.choice([1, 2, 3, 4, -1]))
                else:
                    tgt.append(-1 if rng.random() < 0.4 else s)
            if rng.random() < 0.4:
                tgt = [rng.randint(1, 3)] + tgt
            if bad and tgt:
                i = rng.randrange(len(tgt))
                tgt[i] = rng.choice([5, 7, 0, -2])
            if not tgt:
                tgt = [rng.randint(2, 3)]
            if prod(abs(t) for t in tgt) * max(n, 1) > 4 * MAX_ELEMS:
                tgt = [-1] * nd
            if rng.random() < 0.2:
                return "%s.expand(%s)" % (name, tup(tgt))
            return "%s.expand(%s)" % (name, args(tgt))
        if op == "narrow":
            d = D()
            size = shape[d] if -nd <= d < nd and nd else 3
            st = rng.randint(-size, size) if size else 0
            ln = rng.randint(0, max(0, size - (st % size if size else 0)))
            if bad and rng.random() < 0.5:
                ln = size + 1
            if rng.random() < 0.2:
                return "torch.narrow(%s, %d, %d, %d)" % (name, d, st, ln)
            return "%s.narrow(%d, %d, %d)" % (name, d, st, ln)
        if op == "select":
            d = D()
            size = shape[d] if -nd <= d < nd and nd else 2
            i = rng.randint(-size, size - 1) if size and not bad else rng.choice([size, -size - 1])
            return "%s.select(%d, %d)" % (name, d, i)
        if op == "index":
            return name + self.index_str(shape, bad)
        if op == "as_strided":
            st = v.untyped_storage().nbytes() // max(v.element_size(), 1)
            k = rng.randint(1, 3)
            size = [rng.randint(1, 4) for _ in range(k)]
            stride = [rng.choice([0, 1, 1, 2, 3, 4, 6]) for _ in range(k)]
            if bad and rng.random() < 0.3:
                stride[rng.randrange(k)] = -1
            off = rng.randint(0, 3)
            span = off + sum((a - 1) * b for a, b in zip(size, stride)) + 1
            if span > st and not bad:
                off = 0
                size = [1] * k
                if st >= 1:
                    size[0] = min(4, st)
                    stride[0] = 1
            if rng.random() < 0.25 and st >= 6:
                size, stride, off = [4, 3], [1, 1], 0  # the lesson's window
            if rng.random() < 0.5:
                return "torch.as_strided(%s, %s, %s, %d)" % (name, tup(size), tup(stride), off) if off \
                    else "torch.as_strided(%s, %s, %s)" % (name, tup(size), tup(stride))
            return "%s.as_strided(%s, %s, %d)" % (name, tup(size), tup(stride), off) if off \
                else "%s.as_strided(%s, %s)" % (name, tup(size), tup(stride))
        if op == "unfold":
            d = D()
            size = shape[d] if -nd <= d < nd and nd else 1
            w = rng.randint(1, max(1, size)) if not bad else size + 1
            return "%s.unfold(%d, %d, %d)" % (name, d, w, rng.randint(1, 3))
        if op == "diagonal":
            if nd < 2 and not bad:
                return "%s.diagonal()" % name
            o = rng.randint(-2, 2)
            a, b = D(), D()
            if rng.random() < 0.4:
                return "%s.diagonal(%d)" % (name, o)
            if rng.random() < 0.3:
                return "torch.diagonal(%s, %d, %d, %d)" % (name, o, a, b)
            return "%s.diagonal(%d, %d, %d)" % (name, o, a, b)
        if op == "movedim":
            return "%s.movedim(%d, %d)" % (name, D(), D()) if rng.random() < 0.8 else \
                "torch.movedim(%s, %d, %d)" % (name, D(), D())
        if op == "flatten":
            if rng.random() < 0.3:
                return "%s.flatten()" % name
            a, b = sorted([D(), D()], key=lambda x: x % max(nd, 1))
            if bad and rng.random() < 0.4:
                a, b = b, a
            return "%s.flatten(%d, %d)" % (name, a, b) if rng.random() < 0.8 else "torch.flatten(%s, %d, %d)" % (name, a, b)
        if op == "unflatten":
            d = D()
            size = shape[d] if -nd <= d < nd and nd else 4
            sh = factor_shape(rng, size, 3) if size and not (bad and rng.random() < 0.5) else [size + 1, 1]
            if rng.random() < 0.2 and len(sh) > 1:
                sh[0] = -1
            return "%s.unflatten(%d, %s)" % (name, d, tup(sh))
        if op in ("chunk", "split", "tensor_split"):
            d = D()
            size = shape[d] if -nd <= d < nd and nd else 2
            k = rng.randint(1, 4) if not (bad and rng.random() < 0.3) else 0
            parts = getattr(v, op)(k, d) if k and -nd <= d < nd and nd else ()
            j = rng.randint(0, max(0, len(parts) - 1)) if parts and not (bad and rng.random() < 0.3) else rng.randint(0, 5)
            if rng.random() < 0.2:
                return "torch.%s(%s, %d, %d)[%d]" % (op, name, k, d, j)
            return "%s.%s(%d, %d)[%d]" % (name, op, k, d, j) if rng.random() < 0.7 else \
                "%s.%s(%d, dim=%d)[%d]" % (name, op, k, d, j)
        if op == "unbind":
            d = D()
            size = shape[d] if -nd <= d < nd and nd else 1
            j = rng.randint(-size, max(size - 1, 0)) if not bad else size
            return "%s.unbind(%d)[%d]" % (name, d, j)
        if op == "contiguous":
            return "%s.contiguous()" % name if rng.random() < 0.6 else "%s.clone()" % name
        if op == "flip":
            ds = sorted(set(D() for _ in range(rng.randint(1, 2))))
            return "%s.flip(%s)" % (name, args(ds)) if rng.random() < 0.6 else "torch.flip(%s, %s)" % (name, tup(ds))
        if op == "expand_as":
            tgt = [rng.choice([2, 3]) if s == 1 else s for s in shape]
            if rng.random() < 0.3:
                tgt = [2] + tgt
            if bad and tgt:
                tgt[0] += 1
            return "%s.expand_as(torch.zeros(%s))" % (name, args(tgt) if tgt else "()")
        if op == "swapdims":
            a, b = D(), D()
            return "%s.swapdims(%d, %d)" % (name, a, b) if rng.random() < 0.7 else \
                "torch.moveaxis(%s, %d, %d)" % (name, a, b)
        if op == "split_sizes":
            d = D()
            size = shape[d] if -nd <= d < nd and nd else 2
            parts = factor_shape(rng, size, 1)[:0] or []
            rest = size
            while rest > 0:
                k = rng.randint(1, rest)
                parts.append(k)
                rest -= k
            if bad or not parts:
                parts.append(1)
            j = rng.randint(0, len(parts) - 1)
            return "%s.split(%s, %d)[%d]" % (name, list(parts), d, j)
        if op == "view_dtype":
            return "%s.view(%s)" % (name, rng.choice(["torch.int32", "torch.float32", "torch.int16", "torch.uint8",
                                                      "torch.int64"]))
        if op == "ellipsis":
            return "%s[%s]" % (name, rng.choice(["...", "..., None", "None, ...", "..., 0", "..., ::2", "..., 1:"]))
        if op == "view_as":
            sh = factor_shape(rng, n, 3) if not bad else [n + 1]
            return "%s.view_as(torch.zeros(%s))" % (name, args(sh)) if rng.random() < 0.5 else \
                "%s.reshape_as(torch.zeros(%s))" % (name, args(sh))
        return name

    def index_str(self, shape, bad):
        """a subscript like [1:, ::2, None, ...]"""
        rng = self.rng
        nd = len(shape)
        items = []
        k = rng.randint(1, max(1, min(nd + 1, 3)))
        used_ellipsis = False
        pos = 0
        for _ in range(k):
            r = rng.random()
            size = shape[pos] if pos < nd else 1
            if r < 0.12:
                items.append("None")
                continue
            if r < 0.2 and not used_ellipsis:
                items.append("...")
                used_ellipsis = True
                pos = nd - (k - len(items))
                continue
            if r < 0.5:
                if bad and rng.random() < 0.4:
                    items.append(str(size + rng.randint(0, 2)))
                else:
                    items.append(str(rng.randint(-size, size - 1)) if size else "0")
                pos += 1
                continue
            a = rng.choice(["", "", str(rng.randint(-size, size)), str(rng.randint(0, size + 1))])
            b = rng.choice(["", "", str(rng.randint(-size, size + 2))])
            step = rng.choice(["", "", "", "2", "3", "1"])
            if bad and rng.random() < 0.3:
                step = rng.choice(["-1", "0"])
            s = "%s:%s" % (a, b) + (":" + step if step else "")
            items.append(s)
            pos += 1
        if bad and rng.random() < 0.3:
            items += ["0"] * (nd + 1 - pos)
        return "[" + ", ".join(items) + "]"

    # -- printing ---------------------------------------------------------------
    def meta_items(self, name, v):
        rng = self.rng
        nd = v.dim()
        base = rng.choice(["b", "base", "x"]) if False else None  # noqa: F841
        items = ["%s.shape" % name, "%s.size()" % name, "%s.stride()" % name, "%s.storage_offset()" % name,
                 "%s.dim()" % name, "%s.numel()" % name, "%s.element_size()" % name, "%s.dtype" % name,
                 "%s.is_contiguous()" % name, "%s._base is None" % name,
                 "%s.untyped_storage().nbytes()" % name, "torch._debug_has_internal_overlap(%s)" % name,
                 "%s.stride()" % name, "%s.shape" % name, "%s.ndim" % name, "len(%s.shape)" % name,
                 "%s.storage().size()" % name]
        if nd:
            d = rng.randrange(nd)
            items += ["%s.size(%d)" % (name, d), "%s.stride(%d)" % (name, d - nd if rng.random() < 0.3 else d),
                      "%s.shape[%d]" % (name, d)]
        if nd == 4 and rng.random() < 0.5:
            items.append("%s.is_contiguous(memory_format=torch.channels_last)" % name)
        if nd == 5 and rng.random() < 0.5:
            items.append("%s.is_contiguous(memory_format=torch.channels_last_3d)" % name)
        return items

    def print_meta(self, name, v, others):
        rng = self.rng
        items = self.meta_items(name, v)
        if others and rng.random() < 0.3:
            o = rng.choice(others)
            ov = self.p.val(o)
            # a difference of data pointers is reproducible only within one storage
            same = isinstance(ov, torch.Tensor) and \
                ov.storage().data_ptr() == v.storage().data_ptr() and v.storage().size() > 0 and \
                v.numel() > 0 and ov.numel() > 0  # an empty tensor's data_ptr() may be 0
            if same:
                items.append(rng.choice(["%s.data_ptr() - %s.data_ptr()" % (name, o),
                                         "(%s.data_ptr() - %s.data_ptr()) // %s.element_size()" % (name, o, name)]))
            else:
                items.append("%s._base is %s" % (name, o))
        chosen = rng.sample(items, rng.randint(1, 3))
        if rng.random() < 0.1:
            return "print(%s, sep=%r)" % (", ".join(chosen), rng.choice([" | ", ", ", "\t"]))
        if rng.random() < 0.1:
            return "print(%r, %s)" % (name + ":", ", ".join(chosen))
        return "print(%s)" % ", ".join(chosen)

    def print_values(self, name, v):
        rng = self.rng
        r = rng.random()
        if v.numel() == 1 and r < 0.4:
            return rng.choice(["print(%s.item())", "print(int(%s))", "print(float(%s))"]) % name
        if r < 0.08:
            return "print(%s.item())" % name  # an error unless one element
        if r < 0.55 or v.numel() > 24:
            return "print(%s.tolist())" % name
        return "print(%s)" % name


class NumpyGen:
    lib = "numpy"

    def __init__(self, prog):
        self.p = prog
        self.rng = prog.rng

    def make_base(self, name):
        rng = self.rng
        n = rng.choice([1, 2, 4, 6, 6, 8, 12, 12, 16, 18, 24, 24, 24, 30, 36, 48, 60])
        shape = factor_shape(rng, n, 4) if rng.random() < 0.6 else [n]
        dt = rng.choice(NP_DTYPES)
        dts = ", dtype=%s" % dt if dt else ""
        r = rng.random()
        if r < 0.45:
            if dt == "np.bool_":
                vals = ", ".join(rng.choice(["True", "False"]) for _ in range(n))
                expr = "np.array([%s])" % vals if rng.random() < 0.5 else "np.ones(%d, dtype=np.bool_)" % n
            elif rng.random() < 0.2:
                lo = rng.randint(-5, 5)
                expr = "np.arange(%d, %d%s)" % (lo, lo + n, dts)
            else:
                expr = "np.arange(%s%s)" % ("%d." % n if (dt is None and rng.random() < 0.3) else str(n), dts)
            if len(shape) > 1:
                expr += ".reshape(%s)" % (args(shape) if rng.random() < 0.7 else tup(shape))
        elif r < 0.6:
            fn = rng.choice(["zeros", "ones"])
            expr = "np.%s(%s%s)" % (fn, tup(shape), dts)
        elif r < 0.7:
            v = rng.choice(["7", "2.5", "-1", "3"])
            expr = "np.full(%s, %s%s)" % (tup(shape), v, dts)
        else:
            shape = factor_shape(rng, min(n, 12), 2)
            flt = rng.random() < 0.4
            vals = [rng.randint(-9, 9) for _ in range(prod(shape))]

            def lit(sh, vs):
                if len(sh) == 1:
                    return "[" + ", ".join(("%d." % v if flt else str(v)) for v in vs) + "]"
                k = len(vs) // sh[0]
                return "[" + ", ".join(lit(sh[1:], vs[i * k:(i + 1) * k]) for i in range(sh[0])) + "]"
            ldt = dt if dt not in ("np.bool_", "np.uint8") else None
            expr = "np.array(%s%s)" % (lit(shape, vals), ", dtype=%s" % ldt if ldt else "")
        self.p.emit("%s = %s" % (name, expr))

    def dim(self, nd, bad=False):
        rng = self.rng
        if bad:
            return rng.choice([nd, nd + 1, -nd - 1])
        if nd == 0:
            return 0
        d = rng.randrange(nd)
        return d - nd if rng.random() < 0.3 else d

    def view_expr(self, v, name):
        rng = self.rng
        shape = list(v.shape)
        nd = len(shape)
        n = v.size
        bad = rng.random() < 0.22
        D = lambda: self.dim(nd, bad and rng.random() < 0.7)  # noqa: E731
        ops = ["reshape", "reshape", "transpose", "T", "swapaxes", "moveaxis", "expand_dims", "squeeze",
               "broadcast_to", "ravel", "flatten", "index", "index", "index", "index", "as_strided",
               "sliding_window_view", "diagonal", "flip", "split", "view", "copy", "atleast",
               "newaxis", "broadcast_arrays", "view_dtype", "ellipsis"]
        op = rng.choice(ops)
        if op == "reshape":
            if bad and rng.random() < 0.6:
                sh = factor_shape(rng, n + rng.choice([1, 2, n or 1]), 3)
            else:
                sh = factor_shape(rng, n, rng.randint(1, 4)) if n else [0, 2]
            if rng.random() < 0.3 and sh:
                sh[rng.randrange(len(sh))] = -1
            order = ""
            if rng.random() < 0.15:
                order = ", order=%r" % rng.choice(["F", "C", "A"])
            if rng.random() < 0.2:
                return "np.reshape(%s, %s%s)" % (name, tup(sh), order)
            return "%s.reshape(%s%s)" % (name, args(sh) if not order and rng.random() < 0.6 else tup(sh), order)
        if op == "transpose":
            if rng.random() < 0.3:
                return "%s.transpose()" % name
            perm = list(range(nd))
            rng.shuffle(perm)
            if bad and perm:
                perm[0] = perm[-1] if rng.random() < 0.5 else nd
            if rng.random() < 0.4:
                return "np.transpose(%s, %s)" % (name, tup(perm) if perm else "()")
            return "%s.transpose(%s)" % (name, args(perm)) if perm else "%s.transpose()" % name
        if op == "T":
            return "%s.T" % name
        if op == "swapaxes":
            return "%s.swapaxes(%d, %d)" % (name, D(), D()) if rng.random() < 0.6 else \
                "np.swapaxes(%s, %d, %d)" % (name, D(), D())
        if op == "moveaxis":
            return "np.moveaxis(%s, %d, %d)" % (name, D(), D())
        if op == "expand_dims":
            d = rng.randint(-nd - 1, nd) if not bad else nd + 2
            return "np.expand_dims(%s, %d)" % (name, d)
        if op == "squeeze":
            ones = [i for i, s in enumerate(shape) if s == 1]
            if rng.random() < 0.35:
                return "%s.squeeze()" % name
            d = rng.choice(ones) if ones and rng.random() < 0.6 else D()
            return "%s.squeeze(%d)" % (name, d) if rng.random() < 0.7 else "np.squeeze(%s, axis=%d)" % (name, d)
        if op == "broadcast_to":
            tgt = [rng.choice([2, 3]) if s == 1 else s for s in shape]
            if rng.random() < 0.4:
                tgt = [rng.randint(1, 3)] + tgt
            if bad and tgt:
                tgt[rng.randrange(len(tgt))] = rng.choice([5, 7])
            if prod(tgt) > 4 * MAX_ELEMS:
                tgt = shape
            return "np.broadcast_to(%s, %s)" % (name, tup(tgt) if tgt else "()")
        if op == "ravel":
            return "%s.ravel()" % name if rng.random() < 0.7 else "np.ravel(%s)" % name
        if op == "flatten":
            return "%s.flatten()" % name
        if op == "index":
            return name + self.index_str(shape, bad)
        if op == "as_strided":
            # numpy does not check as_strided against the buffer: stay inside it (reading
            # outside would record garbage, writing would corrupt the heap)
            isz = v.itemsize
            root = v
            while isinstance(root.base, np.ndarray):
                root = root.base
            lo, hi = np.byte_bounds(root)
            start = v.__array_interface__["data"][0]
            k = rng.randint(1, 2)
            size = [rng.randint(1, 4) for _ in range(k)]
            stride = [isz * rng.choice([0, 1, 1, 2, 3, -1]) for _ in range(k)]
            if rng.random() < 0.3:
                size, stride = [4, 3], [isz, isz]

            def inside(sz, st):
                a = start + sum((n - 1) * s for n, s in zip(sz, st) if s < 0)
                b = start + sum((n - 1) * s for n, s in zip(sz, st) if s > 0) + isz
                return lo <= a and b <= hi
            if not inside(size, stride):
                size = [1] * k
            if not inside(size, stride) or v.size == 0:
                return "%s.view()" % name
            fn = "as_strided" if "as_strided" in self.p.ns else "np.lib.stride_tricks.as_strided"
            if rng.random() < 0.2:
                return "%s(%s, shape=%s, strides=%s, writeable=False)" % (fn, name, tup(size), tup(stride))
            return "%s(%s, %s, %s)" % (fn, name, tup(size), tup(stride))
        if op == "sliding_window_view":
            if nd == 0:
                return "%s[()]" % name
            d = rng.randrange(nd)
            w = rng.randint(1, max(1, shape[d])) if not bad else shape[d] + 1
            fn = "sliding_window_view" if "sliding_window_view" in self.p.ns else \
                "np.lib.stride_tricks.sliding_window_view"
            if nd == 1 or rng.random() < 0.3:
                return "%s(%s, %d)" % (fn, name, w) if nd == 1 else "%s(%s, %d, axis=%d)" % (fn, name, w, d)
            return "%s(%s, %d, axis=%d)" % (fn, name, w, d)
        if op == "diagonal":
            o = rng.randint(-1, 1)
            if nd < 2:
                return "%s.diagonal()" % name
            return "%s.diagonal(%d)" % (name, o) if rng.random() < 0.5 else \
                "np.diagonal(%s, %d, %d, %d)" % (name, o, D(), D())
        if op == "flip":
            r = rng.random()
            if r < 0.3:
                return "np.flip(%s)" % name
            if r < 0.5 and nd >= 1:
                return "np.flipud(%s)" % name
            if r < 0.6:
                return "np.fliplr(%s)" % name
            return "np.flip(%s, %d)" % (name, D())
        if op == "split":
            d = D()
            size = shape[d] if -nd <= d < nd and nd else 2
            k = rng.choice([1, 2, 3]) if not bad else rng.choice([0, 5])
            fn = "split" if rng.random() < 0.6 else "array_split"
            nparts = k if k else 0
            j = rng.randint(0, max(0, nparts - 1))
            del size
            return "np.%s(%s, %d, axis=%d)[%d]" % (fn, name, k, d, j)
        if op == "view":
            return "%s.view()" % name
        if op == "copy":
            return "%s.copy()" % name if rng.random() < 0.7 else "np.ascontiguousarray(%s)" % name
        if op == "newaxis":
            return "%s[%s]" % (name, rng.choice(["np.newaxis", ":, np.newaxis", "np.newaxis, ..., np.newaxis"]))
        if op == "broadcast_arrays":
            other = rng.choice(["np.zeros((2, 1) + %s.shape)" % name, "np.ones(%s.shape[-1:])" % name if nd else
                                "np.ones(3)", "np.zeros((3, 1))"])
            return "np.broadcast_arrays(%s, %s)[%d]" % (name, other, rng.randint(0, 1))
        if op == "view_dtype":
            return "%s.view(%s)" % (name, rng.choice(["np.int32", "np.float32", "np.uint8", "np.int64", "np.int16"]))
        if op == "ellipsis":
            return "%s[%s]" % (name, rng.choice(["...", "..., None", "..., 0", "..., ::-1", "..., 1:"]))
        if op == "atleast":
            return "np.atleast_2d(%s)" % name
        return name

    def index_str(self, shape, bad):
        rng = self.rng
        nd = len(shape)
        items = []
        k = rng.randint(1, max(1, min(nd + 1, 3)))
        used_ellipsis = False
        pos = 0
        for _ in range(k):
            r = rng.random()
            size = shape[pos] if pos < nd else 1
            if r < 0.1:
                items.append("None")
                continue
            if r < 0.18 and not used_ellipsis:
                items.append("...")
                used_ellipsis = True
                pos = nd - (k - len(items))
                continue
            if r < 0.45:
                if bad and rng.random() < 0.4:
                    items.append(str(size + rng.randint(0, 2)))
                else:
                    items.append(str(rng.randint(-size, size - 1)) if size else "0")
                pos += 1
                continue
            a = rng.choice(["", "", str(rng.randint(-size, size)), str(rng.randint(0, size + 1))])
            b = rng.choice(["", "", str(rng.randint(-size - 1, size + 2))])
            step = rng.choice(["", "", "", "2", "-1", "-1", "-2", "3"])
            if bad and rng.random() < 0.2:
                step = "0"
            items.append("%s:%s" % (a, b) + (":" + step if step else ""))
            pos += 1
        if bad and rng.random() < 0.3:
            items += ["0"] * (nd + 1 - pos)
        return "[" + ", ".join(items) + "]"

    def meta_items(self, name, v):
        rng = self.rng
        nd = v.ndim
        items = ["%s.shape" % name, "%s.strides" % name, "%s.itemsize" % name, "%s.nbytes" % name,
                 "%s.size" % name, "%s.ndim" % name, "%s.base is None" % name, "%s.dtype" % name,
                 "%s.flags['C_CONTIGUOUS']" % name, "%s.flags['F_CONTIGUOUS']" % name,
                 "%s.flags['OWNDATA']" % name, "%s.flags['WRITEABLE']" % name, "%s.strides" % name,
                 "%s.shape" % name, "len(%s.shape)" % name, "%s.flags.writeable" % name,
                 "%s.flags.c_contiguous" % name]
        if nd:
            d = rng.randrange(nd)
            items += ["%s.shape[%d]" % (name, d), "%s.strides[%d]" % (name, d - nd if rng.random() < 0.3 else d)]
        return items

    def print_meta(self, name, v, others):
        rng = self.rng
        items = self.meta_items(name, v)
        if others and rng.random() < 0.35:
            o = rng.choice(others)
            items.append(rng.choice(["%s.base is %s" % (name, o), "np.shares_memory(%s, %s)" % (name, o),
                                     "np.may_share_memory(%s, %s)" % (name, o)]))
        chosen = rng.sample(items, rng.randint(1, 3))
        if rng.random() < 0.1:
            return "print(%s, sep=%r)" % (", ".join(chosen), rng.choice([" | ", ", "]))
        return "print(%s)" % ", ".join(chosen)

    def print_values(self, name, v):
        rng = self.rng
        r = rng.random()
        if v.size == 1 and r < 0.4:
            return rng.choice(["print(%s.item())", "print(int(%s))", "print(float(%s))"]) % name
        if r < 0.06:
            return "print(%s.item())" % name
        if r < 0.55 or v.size > 24:
            return "print(%s.tolist())" % name
        return "print(%s)" % name


# ======================================================= program shapes ==


def is_tensor(x):
    return isinstance(x, (torch.Tensor, np.ndarray))


def gen_program(rng, lib, ext=""):
    p = Program(rng, lib, ext)
    g = TorchGen(p) if lib == "torch" else NumpyGen(p)
    if lib == "torch":
        p.emit("import torch")
    else:
        p.emit("import numpy as np")
        if rng.random() < 0.25:
            p.emit(rng.choice(["from numpy.lib.stride_tricks import as_strided",
                               "from numpy.lib.stride_tricks import sliding_window_view",
                               "from numpy.lib.stride_tricks import as_strided, sliding_window_view"]))
    base = rng.choice(["x", "base", "b", "a", "t"])
    try:
        g.make_base(base)
        names = [base]
        if rng.random() < 0.3:
            bv = p.val(base)
            small = (bv.numel() if lib == "torch" else bv.size) <= 24
            p.emit("print(%s)" % base if small else "print(%s.shape)" % base)
        nsteps = rng.randint(2, 7)
        for _ in range(nsteps):
            step(p, g, names)
        if rng.random() < 0.5:
            tail(p, g, names)
    except Dead:
        pass
    return p.source()


def step(p, g, names):
    rng = p.rng
    if p.ext and rng.random() < 0.3:
        cur = names[-1] if rng.random() < 0.7 else rng.choice(names)
        if is_tensor(p.val(cur)):
            learner_step(p, names, cur, p.val(cur))
        return
    r = rng.random()
    cur = names[-1] if rng.random() < 0.7 else rng.choice(names)
    v = p.val(cur)
    if not is_tensor(v):
        return
    if r < 0.42:
        view_step(p, g, names, cur, v)
    elif r < 0.6:
        p.emit(g.print_meta(cur, v, [n for n in names if n != cur]))
    elif r < 0.72:
        p.emit(g.print_values(cur, v))
    elif r < 0.86:
        write_step(p, g, names, cur, v)
    elif r < 0.92:
        arith_step(p, g, names, cur, v)
    else:
        control_step(p, g, names, cur, v)


def view_step(p, g, names, cur, v):
    rng = p.rng
    expr = g.view_expr(v, cur)
    val, exc = p.probe(expr)
    new = p.fresh(rng.choice(["y", "v", "w", "z"])) if rng.random() < 0.75 else cur
    if exc is None and rng.random() < 0.45 and is_tensor(val):
        p.emit("%s = %s" % (new, expr))
        if new not in names:
            names.append(new)
        return
    if exc is None and not is_tensor(val):
        p.emit("print(%s)" % expr)
        return
    body = ["%s = %s" % (new, expr)]
    if exc is None and is_tensor(val):
        body.append(g.print_meta(new, val, [n for n in names if n != new]))
    elif rng.random() < 0.5:
        body.append("print(%r)" % "unreachable")
    p.guarded(body, exc)
    if exc is None and new not in names and is_tensor(p.val(new)):
        names.append(new)


def scalar(rng, lib, v):
    if v.dtype in (torch.bool, np.bool_):
        return rng.choice(["True", "False", "1"])
    return rng.choice(["1", "2", "3", "-1", "10", "0.5", "2.0", "100"])


def overlap_step(p, names):
    """writes whose target overlaps itself or its source: expanded tensors, the lessons'
    as_strided window (torch: TooHard, the write goes through in torch's order), partial
    overlap between input and output, numpy's overlapping windows and read-only views"""
    rng = p.rng
    n = rng.choice([6, 6, 8, 10, 12])
    s = p.fresh("s")
    lib = p.lib
    if lib == "torch":
        p.emit("%s = torch.arange(%s)" % (s, rng.choice(["%d." % n, str(n)])))
        kind = rng.choice(["expand", "window", "window", "partial", "partial", "self"])
        if kind == "expand":
            k = rng.randint(2, 4)
            view = "%s[:%d].unsqueeze(%d).expand(%s)" % (s, k, rng.randint(0, 1), "-1, 3" if rng.random() < 0.5 else "%d, %d" % (k, 3))
            view = view.replace("unsqueeze(0).expand(-1, 3)", "unsqueeze(0).expand(3, -1)")
            view = view.replace("unsqueeze(0).expand(%d, 3)" % k, "unsqueeze(0).expand(3, %d)" % k)
        elif kind == "window":
            rows = rng.randint(2, n - 2)
            cols = n - rows + 1 if rng.random() < 0.7 else rng.randint(1, n - rows + 1)
            view = "torch.as_strided(%s, (%d, %d), (1, 1))" % (s, rows, cols) if rng.random() < 0.7 else \
                "%s.unfold(0, %d, 1)" % (s, cols)
        elif kind == "partial":
            k = rng.randint(1, 3)
            view = "%s[%d:]" % (s, k)
        else:
            view = s
        w = p.fresh("w")
        p.emit("%s = %s" % (w, view))
        if rng.random() < 0.5:
            p.emit("print(torch._debug_has_internal_overlap(%s), %s.stride())" % (w, w))
        if kind == "partial":
            src = "%s[:%d]" % (s, n - int(view.split("[")[1].split(":")[0]))
            code = rng.choice(["%s.copy_(%s)" % (w, src), "%s.add_(%s)" % (w, src), "%s[...] = %s" % (w, src),
                               "%s.mul_(%s)" % (w, src)])
        elif kind == "self":
            code = rng.choice(["%s.copy_(%s)" % (w, s), "%s.add_(%s)" % (w, s), "%s.copy_(%s.flip(0))" % (w, s),
                               "%s[::2].copy_(%s[1::2])" % (w, s), "%s[1:].copy_(%s[1:])" % (w, s)])
        else:
            code = rng.choice(["%s.add_(1)", "%s.mul_(2)", "%s.sub_(1)", "%s.fill_(7)", "%s.zero_()", "%s += 1",
                               "%s[...] = 5", "%s.copy_(torch.ones(%s.shape))", "%s.div_(2)"]).replace("%s", w)
        line, bound = p.except_clause(None)
        errname = line.split(" as ")[1][:-1] if bound else None
        body = ["try:", "    " + code, line] + p.handler_body(bound, errname)
        p.emit("\n".join(body))
        p.emit("print(%s.tolist())" % s)
        return
    dt = rng.choice(["", "", ", dtype=np.float64", ", dtype=np.int32"])
    p.emit("%s = np.arange(%d%s)" % (s, n, dt))
    kind = rng.choice(["window", "window", "partial", "partial", "broadcast"])
    w = p.fresh("w")
    if kind == "window":
        rows = rng.randint(2, n - 2)
        cols = n - rows + 1
        fn = "np.lib.stride_tricks.as_strided"
        p.emit("%s = %s(%s, (%d, %d), (%s.itemsize, %s.itemsize))" % (w, fn, s, rows, cols, s, s))
        code = rng.choice(["%s += 1", "%s *= 2", "%s[...] = 3", "%s[1:] = 0", "%s -= %s[0]"]).replace("%s", w)
    elif kind == "partial":
        k = rng.randint(1, 3)
        code = rng.choice(["%s[%d:] += %s[:%d]" % (s, k, s, n - k), "%s[:%d] += %s[%d:]" % (s, n - k, s, k),
                           "%s[%d:] = %s[:%d]" % (s, k, s, n - k), "%s[::-1] += %s" % (s, s)])
        p.emit("%s = %s[%d:]" % (w, s, k))
        p.emit("print(np.shares_memory(%s, %s[:%d]), np.may_share_memory(%s, %s[:%d]))" % (w, s, k, w, s, k))
    else:
        p.emit("%s = np.broadcast_to(%s[:3], (2, 3))" % (w, s))
        code = rng.choice(["%s += 1", "%s[...] = 0", "%s[0, 0] = 9"]).replace("%s", w)
    line, bound = p.except_clause(None)
    errname = line.split(" as ")[1][:-1] if bound else None
    p.emit("\n".join(["try:", "    " + code, line] + p.handler_body(bound, errname)))
    p.emit("print(%s.tolist())" % s)


def write_step(p, g, names, cur, v):
    rng = p.rng
    lib = p.lib
    base = names[0]
    r = rng.random()
    if r < 0.3:
        overlap_step(p, names)
        return
    r = rng.random()
    s = scalar(rng, lib, v)
    if lib == "torch":
        if r < 0.5:
            op = rng.choice(["add_", "add_", "sub_", "mul_", "div_", "fill_", "fill_", "zero_"])
            code = "%s.%s(%s)" % (cur, op, "" if op == "zero_" else s)
        elif r < 0.6:
            code = "%s %s= %s" % (cur, rng.choice(["+", "-", "*"]), s)
        elif r < 0.75:
            src = rng.choice(names)
            code = "%s.copy_(%s)" % (cur, src) if rng.random() < 0.7 else "%s.copy_(%s.flip(0))" % (cur, src)
        else:
            if rng.random() < 0.3:
                code = "%s[...] = %s" % (cur, s)
            else:
                code = "%s%s = %s" % (cur, g.index_str(list(v.shape), rng.random() < 0.15), s)
    else:
        if r < 0.45:
            code = "%s %s= %s" % (cur, rng.choice(["+", "+", "-", "*", "/"]), s)
        elif r < 0.6:
            code = "%s[...] = %s" % (cur, s)
        elif r < 0.75:
            src = rng.choice(names)
            code = "%s[...] = %s" % (cur, src) if rng.random() < 0.6 else "%s += %s" % (cur, src)
        else:
            code = "%s%s = %s" % (cur, g.index_str(list(v.shape), rng.random() < 0.15), s)
    after = rng.choice(["print(%s.tolist())" % base, "print(%s.tolist())" % cur, "print(%s)" % base
                        if (v.numel() if lib == "torch" else v.size) <= 24 else "print(%s.tolist())" % cur])
    if rng.random() < 0.55:
        line, bound = p.except_clause(None)
        errname = line.split(" as ")[1][:-1] if bound else None
        body = ["try:", "    " + code, "    " + after, line] + p.handler_body(bound, errname)
        p.emit("\n".join(body))
    else:
        p.emit(code)
        p.emit(after)


def arith_step(p, g, names, cur, v):
    rng = p.rng
    other = rng.choice(names)
    opnd = rng.choice([scalar(rng, p.lib, v), "2", "0.5", other if rng.random() < 0.5 else "2"])
    op = rng.choice(["+", "-", "*", "/", "+", "*"])
    new = p.fresh("r")
    expr = "%s %s %s" % (cur, op, opnd) if rng.random() < 0.8 else "%s %s %s" % (opnd, op, cur)
    val, exc = p.probe(expr)
    if exc is not None:
        p.guarded(["%s = %s" % (new, expr)], exc)
        return
    p.emit("%s = %s" % (new, expr))
    if p.lib == "torch":
        p.emit(rng.choice(["print(%s.stride(), %s._base is None)", "print(%s.shape, %s.tolist())",
                           "print(%s.tolist(), %s.dtype)", "print(%s.is_contiguous(), %s.stride())"]) % (new, new))
    else:
        p.emit(rng.choice(["print(%s.strides, %s.base is None)", "print(%s.shape, %s.tolist())",
                           "print(%s.tolist(), %s.dtype)", "print(%s.flags['C_CONTIGUOUS'], %s.strides)"]) % (new, new))


def control_step(p, g, names, cur, v):
    rng = p.rng
    lib = p.lib
    shape = list(v.shape)
    r = rng.random()
    if r < 0.3 and shape:
        n = min(shape[0], 4)
        meth = ".stride()" if lib == "torch" else ".strides"
        off = ".storage_offset()" if lib == "torch" else ".shape"
        body = rng.choice(["    print(i, %s[i].tolist())" % cur, "    print(%s[i]%s, %s[i]%s)" % (cur, meth, cur, off),
                           "    row = %s[i]\n    print(row.shape, row.tolist())" % cur])
        p.emit("for i in range(%d):\n%s" % (n, body))
    elif r < 0.5:
        if lib == "torch":
            cond = rng.choice(["%s.is_contiguous()" % cur, "%s._base is None" % cur, "%s.dim() > 1" % cur,
                               "torch._debug_has_internal_overlap(%s) == 0" % cur, "%s.numel() %% 2 == 0" % cur])
            yes = rng.choice(["print('contiguous', %s.stride())" % cur, "print('yes')"])
            no = rng.choice(["print('not contiguous', %s.contiguous().stride())" % cur, "print('no')"])
        else:
            cond = rng.choice(["%s.flags['C_CONTIGUOUS']" % cur, "%s.base is None" % cur, "%s.ndim > 1" % cur,
                               "%s.size %% 2 == 0" % cur, "%s.flags['WRITEABLE']" % cur])
            yes = rng.choice(["print('contiguous', %s.strides)" % cur, "print('yes')"])
            no = rng.choice(["print('copy', np.ascontiguousarray(%s).strides)" % cur, "print('no')"])
        if rng.random() < 0.3:
            p.emit("if %s:\n    %s\nelif %s:\n    print('elif')\nelse:\n    %s" % (cond, yes, "len(%s.shape) == 1" % cur, no))
        else:
            p.emit("if %s:\n    %s\nelse:\n    %s" % (cond, yes, no))
    elif r < 0.62 and shape and 1 <= shape[0] <= 4:
        # unpack the pieces of a split: one name per piece (or one too many)
        k = shape[0] + (1 if rng.random() < 0.2 else 0)
        lhs = ", ".join("p%d" % i for i in range(k)) + ("," if k == 1 else "")
        if lib == "torch":
            rhs = rng.choice(["%s.unbind(0)" % cur, "%s.chunk(%d)" % (cur, shape[0]), "%s.split(1)" % cur, "%s" % cur])
            show = "print(p0.shape, p0.stride(), p0.storage_offset())"
        else:
            rhs = rng.choice(["np.split(%s, %d)" % (cur, shape[0]), "%s" % cur, "list(%s)" % cur])
            show = "print(p0.shape, p0.strides, p0.base is None)"
        code = "%s = %s" % (lhs, rhs)
        if k != shape[0]:
            p.guarded([code, show], ValueError())
        else:
            p.emit(code)
            p.emit(show)
    elif r < 0.75 and shape:
        nd = len(shape)
        names_ = ["n", "m", "k", "q", "s"][:nd]
        if nd > 5 or nd == 0:
            return
        if rng.random() < 0.2:
            names_ = names_ + ["extra"]  # an unpacking error
        lhs = ", ".join(names_) + ("," if len(names_) == 1 else "")
        code = "%s = %s.shape" % (lhs, cur)
        if len(names_) != nd:
            p.guarded([code], ValueError())
        else:
            p.emit(code)
            p.emit("print(%s)" % " * ".join(names_))
    else:
        if lib == "torch":
            p.emit(rng.choice(["print(type(%s).__name__, type(%s.shape).__name__, len(%s))" % (cur, cur, cur)
                               if shape else "print(type(%s).__name__)" % cur,
                               "print(isinstance(%s, torch.Tensor), str(%s.dtype), repr(%s.shape))" % (cur, cur, cur),
                               "print(%s.shape == (%s), list(%s.shape), tuple(%s.stride()))" % (cur, args(shape) + ("," if len(shape) == 1 else ""), cur, cur)]))
        else:
            p.emit(rng.choice(["print(type(%s).__name__, len(%s.shape))" % (cur, cur),
                               "print(isinstance(%s, np.ndarray), str(%s.dtype), repr(%s.shape))" % (cur, cur, cur),
                               "print(%s.shape == (%s), list(%s.strides))" % (cur, args(shape) + ("," if len(shape) == 1 else ""), cur)]))


# ==================================================== learner extensions ==

def assign_probed(p, new, expr, then=()):
    """`new = expr`, probed first: when it raises, the assignment and the statements `then`
    that were to follow it go inside a try naming the class it raised, and None is
    returned; otherwise the assignment is written and (True, value) returned."""
    val, exc = p.probe(expr)
    if exc is not None:
        p.guarded(["%s = %s" % (new, expr)] + list(then), exc)
        return None
    p.emit("%s = %s" % (new, expr))
    return True, val


# Statements people add while they study a layout: formatted prints, small helper
# functions, comprehensions over the dims, dtype conversions, arithmetic between dtypes,
# comparisons and reductions.  Only used when a seed asks for them (extensions()).


def meta_exprs(lib, cur, v):
    """(label, expression) pairs describing cur's layout"""
    if lib == "torch":
        items = [("shape", "%s.shape" % cur), ("stride", "%s.stride()" % cur),
                 ("offset", "%s.storage_offset()" % cur), ("numel", "%s.numel()" % cur),
                 ("contiguous", "%s.is_contiguous()" % cur), ("dtype", "%s.dtype" % cur),
                 ("dim", "%s.dim()" % cur), ("itemsize", "%s.element_size()" % cur)]
    else:
        items = [("shape", "%s.shape" % cur), ("strides", "%s.strides" % cur), ("size", "%s.size" % cur),
                 ("nbytes", "%s.nbytes" % cur), ("C", "%s.flags['C_CONTIGUOUS']" % cur),
                 ("dtype", "%s.dtype" % cur), ("ndim", "%s.ndim" % cur), ("itemsize", "%s.itemsize" % cur)]
    return items


def int_exprs(lib, cur, v):
    if lib == "torch":
        xs = ["%s.numel()" % cur, "%s.storage_offset()" % cur, "%s.dim()" % cur, "%s.element_size()" % cur]
        xs += ["%s.stride(%d)" % (cur, d) for d in range(v.dim())]
    else:
        xs = ["%s.size" % cur, "%s.nbytes" % cur, "%s.ndim" % cur, "%s.itemsize" % cur]
        xs += ["%s.strides[%d]" % (cur, d) for d in range(v.ndim)]
    return xs


def fmt_step(p, cur, v):
    rng = p.rng
    items = rng.sample(meta_exprs(p.lib, cur, v), rng.randint(1, 3))
    ints = int_exprs(p.lib, cur, v)
    r = rng.random()
    if r < 0.3:
        p.emit("print(f\"%s\")" % " ".join("%s={%s}" % (lab, e) for lab, e in items))
    elif r < 0.45:
        p.emit("print(f\"%s\")" % ", ".join("{%s=}" % e for _, e in items))
    elif r < 0.6:
        p.emit("print(%r.format(%s))" % (" ".join("%s {}" % lab for lab, _ in items), ", ".join(e for _, e in items)))
    elif r < 0.72:
        spec = rng.choice(["%d", "%4d", "%-3d|", "%x", "%s", "%r", "%05d"])
        e = rng.choice(ints)
        p.emit("print(%r %% %s)" % ("%s: %s" % (cur, spec), e))
    elif r < 0.87:
        spec = rng.choice([">6", "<4", "^7", "04d", "+d", "x", "#x", "b", "_d", ",", "8.3f", ".2e", "g", ".1%"])
        e = rng.choice(ints)
        p.emit("print(f\"{%s:%s}|\")" % (e, spec))
    else:
        e1, e2 = rng.choice(items)[1], rng.choice(items)[1]
        p.emit("print(f\"{str(%s):>20} {%s!r}\")" % (e1, e2))


def py_step(p, cur, v):
    rng = p.rng
    lib = p.lib
    nd = v.dim() if lib == "torch" else v.ndim
    st = "t.stride()" if lib == "torch" else "t.strides"
    r = rng.random()
    if r < 0.25:
        body = rng.choice(["    return t.shape, %s" % st,
                           "    print('shape', tuple(t.shape), 'stride', %s)" % st,
                           "    return [s * n for s, n in zip(%s, t.shape)]" % st])
        p.emit("def info(t):\n%s" % body)
        p.emit("print(info(%s))" % cur)
    elif r < 0.45:
        if lib == "torch":
            e = rng.choice(["[%s.stride(d) * %s.element_size() for d in range(%s.dim())]" % (cur, cur, cur),
                            "[s for s in %s.stride() if s > 1]" % cur,
                            "[(d, n) for d, n in enumerate(%s.shape)]" % cur])
        else:
            e = rng.choice(["[s // %s.itemsize for s in %s.strides]" % (cur, cur),
                            "[s for s in %s.strides if s > 8]" % cur,
                            "[(d, n) for d, n in enumerate(%s.shape)]" % cur])
        p.emit("print(%s)" % e)
    elif r < 0.65 and nd > 0:
        if lib == "torch":
            p.emit("for d, (n, s) in enumerate(zip(%s.shape, %s.stride())):\n    print(d, n, s)" % (cur, cur))
        else:
            p.emit("for d, (n, s) in enumerate(zip(%s.shape, %s.strides)):\n    print(d, n, s)" % (cur, cur))
    elif r < 0.8:
        if lib == "torch":
            p.emit("print(max(%s.stride(), default=0), sum(%s.shape), sorted(%s.stride()))" % (cur, cur, cur))
        else:
            p.emit("print(max(%s.strides, default=0), sum(%s.shape), sorted(%s.strides))" % (cur, cur, cur))
    else:
        k = rng.randint(0, 3)
        p.emit("i = 0\nwhile i < %d and i < len(%s.shape):\n    print(i, %s.shape[i])\n    i += 1" % (k, cur, cur))


def dtype_step(p, cur, v):
    rng = p.rng
    new = p.fresh("c")
    if p.lib == "torch":
        expr = rng.choice(["%s.float()", "%s.double()", "%s.int()", "%s.long()", "%s.bool()",
                           "%s.to(torch.float64)", "%s.to(torch.int32)", "%s.half()",
                           "%s * 0.5", "%s / 2", "%s // 2", "%s + True", "%s.float() + %s",
                           "%s.to(torch.int16) * 3"])
        show = rng.choice(["print(%s.dtype, %s.stride(), %s.is_contiguous())",
                           "print(%s.dtype, %s._base is None, %s.shape)", "print(%s.tolist(), %s.dtype, %s.stride())"])
    else:
        expr = rng.choice(["%s.astype(np.float32)", "%s.astype(np.int32)", "%s.astype(bool)",
                           "%s.astype(np.float64)", "%s * 0.5", "%s / 2", "%s // 2", "%s.astype(np.int8) + 1"])
        show = rng.choice(["print(%s.dtype, %s.strides, %s.flags['C_CONTIGUOUS'])",
                           "print(%s.dtype, %s.base is None, %s.shape)", "print(%s.tolist(), %s.dtype, %s.strides)"])
    expr = expr.replace("%s", cur)
    if assign_probed(p, new, expr):
        p.emit(show % (new, new, new))


def reduce_step(p, cur, v):
    rng = p.rng
    nd = v.dim() if p.lib == "torch" else v.ndim
    if p.lib == "torch":
        d = rng.randint(-nd, nd - 1) if nd else 0
        expr = rng.choice(["(%s > 2).tolist()", "(%s == %s).all().item()", "%s.sum().item()",
                           "%s.sum(dim=%d).tolist()" % ("%s", d), "%s.max().item()",
                           "%s[%s > 1].tolist()", "%s.argmax().item()",
                           "%s.sum(%d, keepdim=True).shape" % ("%s", d)])
    else:
        d = rng.randint(-nd, nd - 1) if nd else 0
        expr = rng.choice(["(%s > 2).tolist()", "(%s == %s).all()", "%s.sum()", "%s.sum(axis=%d).tolist()" % ("%s", d),
                           "%s.max()", "%s[%s > 1].tolist()", "%s.argmax()", "%s.sum(axis=%d, keepdims=True).shape" % ("%s", d)])
    expr = expr.replace("%s", cur)
    val, exc = p.probe(expr)
    if exc is not None:
        p.guarded(["print(%s)" % expr], exc)
        return
    p.emit("print(%s)" % expr)


def interop_step(p, cur, v):
    """torch <-> numpy: t.numpy() / np.asarray(t) / np.array(t) of a torch program's
    tensor, or torch.from_numpy / torch.as_tensor / torch.tensor of a numpy program's
    array (negative strides, zero strides, dtypes torch lacks: whatever `cur` has); then,
    sometimes, a write through the result and `cur` printed (the two share memory unless
    the call copied).  The other library's values stay out of `names`: the generators
    only know their own."""
    rng = p.rng
    if p.lib == "torch":
        if "np" not in p.ns:
            p.emit("import numpy as np")
        new = p.fresh("arr")
        expr = rng.choice(["%s.numpy()", "%s.numpy()", "np.asarray(%s)", "np.array(%s)"]) % cur
        show = rng.choice(["print(%s.shape, %s.strides, %s.dtype)",
                           "print(%s.flags.c_contiguous, %s.flags.owndata, %s.base is None)"] +
                          ["print(%s)"] * (v.dtype != torch.float16))  # the oracle refuses printing float16 arrays
    else:
        if "torch" not in p.ns:
            p.emit("import torch")
        new = p.fresh("tt")
        expr = rng.choice(["torch.from_numpy(%s)", "torch.from_numpy(%s)", "torch.as_tensor(%s)",
                           "torch.tensor(%s)"]) % cur
        show = rng.choice(["print(%s.shape, %s.stride(), %s.storage_offset())",
                           "print(%s.is_contiguous(), %s.dtype, %s._base is None)", "print(%s)"])
    show = show.replace("%s", new)
    got = assign_probed(p, new, expr, [show])
    if not got:
        return
    val = got[1]
    p.emit(show)
    size = val.size if isinstance(val, np.ndarray) else val.numel()
    writable = val.flags.writeable if isinstance(val, np.ndarray) else True
    if size == 0 or not writable or rng.random() < 0.4:
        return
    idx = ", ".join(str(rng.randint(0, n - 1)) for n in val.shape) if val.ndim else "()"
    p.emit("%s[%s] = %s" % (new, idx, scalar(rng, p.lib, v)))
    p.emit("print(%s)" % cur if v.dtype != np.float16 else "print(%s.tolist())" % cur)


def ops_step(p, cur, v):
    """torch's copying / reordering ops on the current tensor (extension 'o'): repeat,
    tile, roll, masked_fill(_), index_select, gather, cumsum, sort, broadcast_tensors,
    with valid and invalid arguments, then the result's layout or values"""
    if p.lib != "torch":
        return
    rng = p.rng
    nd = v.dim()
    shape = list(v.shape)
    d = rng.randint(-nd, nd - 1) if nd else rng.choice([0, -1])
    if rng.random() < 0.1:
        d = rng.choice([nd, -nd - 1, 3])  # out of range
    size = shape[d] if nd and -nd <= d < nd else 1
    nidx = rng.randint(0, 4)
    idx = [rng.randint(0, max(size - 1, 0)) if rng.random() < 0.9 else rng.choice([size, -1, 5]) for _ in range(nidx)]
    reps = [rng.choice([1, 1, 2, 3, 0]) for _ in range(max(nd + rng.choice([-1, 0, 0, 1]), 0))]
    r = rng.random()
    inplace = False
    if r < 0.12:
        expr = "%s.repeat(%s)" % (cur, args(reps) if reps else "()")
    elif r < 0.2:
        expr = rng.choice(["%s.tile(%s)" % (cur, tup(reps)), "torch.tile(%s, %s)" % (cur, tup(reps))])
    elif r < 0.32:
        sh = rng.randint(-4, 4)
        expr = rng.choice(["torch.roll(%s, %d)" % (cur, sh), "%s.roll(%d, %d)" % (cur, sh, d),
                           "torch.roll(%s, (%d, 1), (0, -1))" % (cur, sh), "%s.roll(shifts=%d, dims=%d)" % (cur, sh, d)])
    elif r < 0.48:
        if v.dtype == torch.bool:
            val = rng.choice(["True", "False", "0"])
        else:
            val = rng.choice(["0", "-1", "7", "2.5", "True", "300", "torch.tensor(9)", "float('nan')"])
        mshape = shape[rng.randint(0, nd):] if nd else []
        if mshape and rng.random() < 0.3:
            mshape[0] = 1
        if rng.random() < 0.1:
            mshape = [rng.randint(2, 5)]
        cond = rng.choice(["%s > 1" % cur, "%s %% 2 == 0" % cur, "%s != 0" % cur])
        mask = ("(%s)" % cond) if rng.random() < 0.4 or not mshape else \
            "(torch.arange(%d) %% %d == 0).reshape(%s)" % (max(prod(mshape), 1), rng.randint(2, 3), args(mshape) or "()")
        if v.dtype == torch.bool and "%" in cond and mask.startswith("(%s" % cur):
            mask = "%s" % cur
        inplace = rng.random() < 0.4
        expr = "%s.masked_fill%s(%s, %s)" % (cur, "_" if inplace else "", mask, val)
    elif r < 0.62:
        it = rng.choice(["torch.tensor(%r)" % idx, "torch.tensor(%r, dtype=torch.int32)" % idx,
                         "torch.tensor(%d)" % (idx[0] if idx else 0)])
        expr = rng.choice(["%s.index_select(%d, %s)" % (cur, d, it), "torch.index_select(%s, %d, %s)" % (cur, d, it)])
    elif r < 0.72:
        gshape = [max(1, n - rng.randint(0, 1)) for n in shape]
        k = rng.randint(1, 3)
        if nd and -nd <= d < nd:
            gshape[d] = k
        hi = size + (1 if rng.random() < 0.1 else 0)
        gi = "(torch.arange(%d) * %d %% %d).reshape(%s)" % (max(prod(gshape), 1), rng.randint(1, 5), max(hi, 1),
                                                             args(gshape) or "()")
        expr = rng.choice(["torch.gather(%s, %d, %s)" % (cur, d, gi), "%s.gather(%d, %s)" % (cur, d, gi)])
    elif r < 0.82:
        dt = rng.choice(["", "", "", ", dtype=torch.float64", ", dtype=torch.int32", ", dtype=torch.int64"])
        expr = rng.choice(["%s.cumsum(%d%s)" % (cur, d, dt), "torch.cumsum(%s, dim=%d%s)" % (cur, d, dt)])
    elif r < 0.94:
        kw = rng.choice(["", "descending=True", "stable=True", "dim=%d" % d, "%d, True" % d, "%d" % d])
        expr = rng.choice(["%s.sort(%s)" % (cur, kw), "torch.sort(%s%s)" % (cur, ", " + kw if kw else "")])
    else:
        other = rng.choice(["torch.zeros(%s)" % args([1] + shape[1:] if nd else [2]),
                            "torch.arange(%d).reshape(%d, 1)" % (2, 2), "torch.tensor(1.5)"])
        expr = "torch.broadcast_tensors(%s, %s)" % (cur, other)
    if inplace:
        # on a clone; masked_fill_ is idempotent, so probing it first changes nothing
        tmp = p.fresh("m")
        p.emit("%s = %s.clone()" % (tmp, cur))
        expr = expr.replace(cur + ".masked_fill_", tmp + ".masked_fill_", 1)
        _, exc = p.probe(expr)
        if exc is not None:
            p.guarded([expr, "print(%s.tolist())" % tmp], exc)
        else:
            p.emit(expr)
            p.emit("print(%s.tolist(), %s.stride())" % (tmp, tmp))
        return
    new = p.fresh("o")
    got = assign_probed(p, new, expr)
    if not got:
        return
    val = got[1]
    if isinstance(val, tuple) and hasattr(val, "values"):
        p.emit(rng.choice(["print(%s)" % new, "print(%s.values.stride(), %s.indices.tolist())" % (new, new)]))
    elif isinstance(val, tuple):
        p.emit("print([(t.shape, t.stride(), t._base is None) for t in %s])" % new)
    else:
        p.emit(rng.choice(["print(%s.shape, %s.stride(), %s.is_contiguous(), %s.dtype)" % (new, new, new, new),
                           "print(%s.tolist())" % new, "print(%s)" % new]))
def sum_step(p, cur, v):
    """a print past torch's / numpy's 1000-element threshold (the summarised form): an
    arange of 1001..30000 elements in a random dtype, reshaped so that axes of six or fewer
    entries mix with long ones, sometimes scaled into fixed or scientific floats, viewed
    transposed / strided, or given a nan, inf or outlier in a hidden (or shown) entry;
    printed with print or repr (numpy) or inside an f-string"""
    rng = p.rng
    torch_ = p.lib == "torch"
    mod = "torch" if torch_ else "np"
    n = rng.choice([1001, 1002, 1024, 1200, 1296, 1500, 2000, 2048, 2401, 3000, 4096, 10000, 30000])
    shape = factor_shape(rng, n, rng.choice([1, 2, 3, 4]))
    dts = (["torch.float64", "torch.int32", "torch.int16", "torch.int8", "torch.uint8", "torch.float16"] if torch_
           else ["np.float32", "np.float64", "np.int32", "np.int16", "np.int8", "np.uint8"])
    dt = rng.choice([None, None, None] + dts)
    expr = "%s.arange(%d%s)" % (mod, n, ", dtype=%s" % dt if dt else "")
    r = rng.random()
    if r < 0.2:
        expr = "(%s - %d)" % (expr, n // 2)
    elif r < 0.45 and dt != "torch.float16":
        # (a float16 tensor times a Python float is left out: the oracle's float16 scalar
        # arithmetic, not its printing, differs there)
        expr = "(%s %s %s)" % (expr, rng.choice(["*", "/"]), rng.choice(["0.5", "3", "7.0", "1e-06", "1e+09", "0.001"]))
    elif r < 0.55:
        expr = "(%s > %d)" % (expr, rng.randint(0, n))
    if len(shape) > 1:
        expr += ".reshape(%s)" % args(shape)
    r = rng.random()
    if len(shape) > 1 and r < 0.2:
        expr += ".t()" if torch_ and len(shape) == 2 else ".transpose(0, %d)" % (len(shape) - 1) if torch_ else ".T"
    elif r < 0.3:
        expr += "[%s::%d]" % (":, " * (len(shape) - 1), rng.choice([2, 3]))
    new = p.fresh("big")
    got = assign_probed(p, new, expr, ["print(%s)" % new])
    if not got:
        return
    val = got[1]
    kind = str(val.dtype)
    if ("float" in kind) and rng.random() < 0.4:
        idx = ", ".join(str(rng.randint(0, k - 1)) for k in val.shape)
        p.emit("%s[%s] = %s" % (new, idx, rng.choice(["float('nan')", "float('inf')", "-float('inf')", "1e+12", "1e-08", "-0.25"])))
    show = rng.choice(["print(%s)", "print(%s)", "print(f'{%s}')"] + ([] if torch_ else ["print(repr(%s))"] * 2))
    p.emit(show % new)



def matrix_step(p, cur, v):
    """matrix products and triangles: torch @ / matmul / mm / mv / dot / bmm of `cur` with
    itself or its transpose (shape and dtype errors included), tril / triu with a diagonal,
    Tensor.new_zeros / new_ones / new_full; numpy's np.tril / np.triu and one-operand
    np.einsum (permutations, diagonals, sums).  Values are printed for integer and bool
    results (float products are exact only for some values: the oracle refuses the
    rest), layouts for the others."""
    rng = p.rng
    nd = v.dim() if p.lib == "torch" else v.ndim
    k = rng.randint(-2, 2)
    if p.lib == "torch":
        if v.dtype == torch.float16:
            return
        tr = "%s.transpose(-1, -2)" if nd >= 2 else "%s"
        expr = rng.choice(["%s @ " + tr, "torch.matmul(" + tr + ", %s)", "%s @ %s", "torch.mm(%s, " + tr + ")",
                           "torch.mv(%s, %s[0])", "torch.dot(%s, %s)", "torch.bmm(%s, " + tr + ")",
                           "%s.tril(%d)" % ("%s", k), "torch.triu(%s, %d)" % ("%s", k), "%s.triu()",
                           "%s.new_zeros(%s.shape)", "%s.new_ones(2, 3)", "%s.new_full((2,), 3)"])
        expr = expr.replace("%s", cur)
        show = "print(%s)" if not v.dtype.is_floating_point else "print(%s.shape, %s.stride(), %s.dtype)"
    else:
        letters = "ijkl"[:nd]
        perm = list(letters)
        rng.shuffle(perm)
        sums = v.dtype.kind in "iub" and nd >= 1
        expr = rng.choice(["np.tril(%s, %d)" % ("%s", k), "np.triu(%s)", "np.einsum('%s->%s', %%s)" % (letters, "".join(perm)),
                           "np.einsum('%s', %%s)" % letters[::-1], "np.einsum('ii->i', %s)"] +
                          (["np.einsum('%s->%s', %%s)" % (letters, letters[:1])] if sums else []))
        expr = expr.replace("%s", cur)
        show = "print(%s.shape, %s.strides)" if v.dtype == np.float16 else rng.choice(
            ["print(%s)", "print(%s.shape, %s.strides, %s.base is None)"])
    new = p.fresh("m")
    show = show.replace("%s", new)
    if assign_probed(p, new, expr, [show]):
        p.emit(show)


def npmisc_step(p, cur, v):
    """numpy's index arithmetic and raw construction on the current array (extension 'n'):
    np.unravel_index / np.ravel_multi_index over its shape (in and out of range, both
    orders, clip modes), cur.item(...), cur.flat[...] reads and writes, hasattr(cur, ...),
    np.ndarray(..., buffer=<an owner copy>, offset=, strides=); then the result"""
    if p.lib != "numpy":
        return
    rng = p.rng
    shape = tuple(v.shape)
    nd = len(shape)
    size = int(v.size)
    order = rng.choice(["", "", ", order='F'", ", order='C'"])
    k = rng.randint(-1, size) if rng.random() < 0.2 else rng.randint(0, max(size - 1, 0))
    new = p.fresh("m")
    r = rng.random()
    if r < 0.18:
        ks = [rng.randint(0, max(size - 1, 0)) for _ in range(rng.randint(1, 4))]
        ind = rng.choice([str(k), str(ks), "np.array(%s)" % ks])
        expr = "np.unravel_index(%s, %s%s)" % (ind, tup(list(shape)), order)
    elif r < 0.34:
        coords = [str(rng.randint(-1, n)) if rng.random() < 0.2 else str(rng.randint(0, max(n - 1, 0)))
                  for n in shape]
        if rng.random() < 0.3:
            coords = ["[%s, %s]" % (c, rng.randint(0, max(n - 1, 0))) for c, n in zip(coords, shape)]
        mode = rng.choice(["", "", ", mode='wrap'", ", mode='clip'"])
        ctext = "(%s,)" % coords[0] if len(coords) == 1 else "(%s)" % ", ".join(coords)
        expr = "np.ravel_multi_index(%s, %s%s%s)" % (ctext, tup(list(shape)), mode, order)
    elif r < 0.5:
        if rng.random() < 0.5 or not nd:
            expr = "%s.item(%d)" % (cur, k)
        else:
            expr = "%s.item(%s)" % (cur, ", ".join(str(rng.randint(-n, n)) if n else "0" for n in shape))
    elif r < 0.68:
        i = rng.randint(-size, size) if size else 0
        expr = rng.choice(["%s.flat[%d]" % (cur, k), "%s.flat[%d:%d]" % (cur, i, k),
                           "%s.flat[::%d]" % (cur, rng.choice([1, 2, -1, -3])),
                           "%s.flat[[%d, %d]]" % (cur, k, i)])
        if v.dtype in (np.float16, np.complex64, np.complex128):
            return
    elif r < 0.78:
        name = rng.choice(["shape", "strides", "stride", "flat", "T", "base", "foo", "item", "numpy", "_base"])
        expr = "hasattr(%s, %r)" % (cur, name)
    elif r < 0.9:
        if v.dtype == np.float16 or not size:
            return
        p.emit("%s_buf = %s.copy()" % (new, cur))
        item = v.itemsize
        shp = rng.choice([(size,), (2, max(size // 2, 1)), (size // 2,), (-1,)])
        off = rng.choice([0, 0, item, 2 * item, size * item])
        extra = ""
        if rng.random() < 0.4 and shp != (-1,):
            extra = ", strides=%s" % tup([rng.choice([item, 2 * item, 0, -item]) for _ in shp])
        expr = "np.ndarray(%s, dtype=%s.dtype, buffer=%s_buf, offset=%d%s)" % (tup(list(shp)), cur, new, off, extra)
    else:
        if not size or not v.flags.writeable or v.dtype == np.float16:
            return
        val = scalar(rng, p.lib, v)
        expr = None
        line = rng.choice(["%s.flat[%d] = %s" % (cur, k, val), "%s.flat[::2] = %s" % (cur, val)])
        try:
            exec(line, dict(p.ns))
        except Exception:  # noqa: BLE001
            return
        p.emit(line)
        p.emit("print(%s.tolist())" % cur)
        return
    got = assign_probed(p, new, expr, ["print(%s)" % new])
    if not got:
        return
    val = got[1]
    if isinstance(val, np.ndarray):
        if val.dtype == np.float16 or (val.base is None and "ndarray(" in expr and "buffer" not in expr):
            return
        p.emit(rng.choice(["print(%s.shape, %s.strides, %s.dtype)" % (new, new, new), "print(%s.tolist())" % new,
                           "print(%s)" % new]))
    else:
        p.emit("print(%s)" % new)


def learner_step(p, names, cur, v):
    groups = {"f": fmt_step, "p": py_step, "d": dtype_step, "r": reduce_step, "i": interop_step,
              "o": ops_step, "s": sum_step, "m": matrix_step, "n": npmisc_step,
              "x": lambda p, cur, v: gen_mathfn_snippets.mathfn_step(p, cur, v, assign_probed)}
    use = [groups[c] for c in p.ext if c in groups]
    if use:
        p.rng.choice(use)(p, cur, v)


def tail(p, g, names):
    """a closing look: the base after everything, or a pairwise relation"""
    rng = p.rng
    b = names[0]
    if p.lib == "torch":
        p.emit(rng.choice(["print(%s.tolist())" % b, "print(%s.stride(), %s.storage_offset())" % (names[-1], names[-1])]))
    else:
        if len(names) > 1:
            p.emit("print(np.shares_memory(%s, %s), np.may_share_memory(%s, %s))" % (b, names[-1], b, names[-1]))
        else:
            p.emit("print(%s.tolist())" % b)


def extensions(seed):
    """the learner extensions a seed asks for: a seed 'x<letters>-...' turns on the
    groups named by the letters (f: string formatting, p: Python helpers, d: dtypes and
    arithmetic, r: reductions and comparisons, i: torch <-> numpy interop, o: torch's
    copying / reordering ops, s: summarised prints of more than 1000 elements, m: matrix
    products and triangles, n: numpy's index arithmetic and raw construction, x: elementwise
    float math, scripts/gen_mathfn_snippets.py); any other
    seed gives the base generator,
    so the recorded corpus (seed c1) stays what it was."""
    m = re.match(r"x([a-z]+)-", seed)
    return m.group(1) if m else ""


def snippet(lib, seed):
    """the snippet for (lib, seed): deterministic"""
    rng = random.Random("%s:%s" % (lib, seed))
    return gen_program(rng, lib, extensions(seed))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", default="1")
    ap.add_argument("--lib", choices=["torch", "numpy"], default="torch")
    ap.add_argument("--count", type=int, default=5)
    a = ap.parse_args()
    for i in range(a.count):
        sys.stdout.write("#----- %s_%s_%d\n" % (a.lib, a.seed, i))
        sys.stdout.write(snippet(a.lib, "%s/%d" % (a.seed, i)))


if __name__ == "__main__":
    main()
