#!/usr/bin/python3
"""record_snippets.py — record what the real torch / numpy print for snippets.

Writes corpus files under tests/snippets/ that the test suite replays through the
snippet language without Python (tests/test_lang_corpus.c, tests/lang_*.sh).  --ref picks
the reference profile (scripts/refprofile.py): debian12 (the default) = torch 1.13 / numpy
1.24 in this interpreter; lessons = torch 2.2.2 / numpy 2.2.6: the same programs (drawn
here, steered by 1.13 / 1.24) run by workers in the torch22 venv (programs that import
torch) and the numpy22 venv (the others), written to tests/snippets/lessons/:

  lessons.txt        every Python code block of the seed lessons (../shared/seeds)
  handwritten.txt    the snippets listed in HANDWRITTEN below
  torch_random.txt   random view programs on torch (--torch N, seeded)
  numpy_random.txt   random view programs on numpy (--numpy N, seeded)

Case format (plain text, easy to parse in C):

  #@@ case NAME
  <python source>
  #@@ stdout
  <exactly what the program printed>
  #@@ exc
  <"ExcType: message" of an uncaught exception, or nothing>
  #@@ end

Each program runs in one shared interpreter with fresh globals and stdout redirected,
so recording thousands of programs costs one `import torch`.  Expected outputs are
never typed by hand: run this script to (re)record them.

  /usr/bin/python3 scripts/record_snippets.py [--ref R] [--seed S] [--torch N] [--numpy N] [--out DIR]
  /usr/bin/python3 scripts/record_snippets.py --live CLI [--ref R] [--seed S] [--torch N] [--numpy N]
      (differential run: fresh programs, compared with `CLI run -`, given `--ref R` when its
      `run --help` mentions --ref; prints mismatches)
"""
import argparse
import contextlib
import io
import itertools
import json
import os
import random
import re
import subprocess
import sys

import numpy as np
try:
    import torch
except ImportError:   # a --ref lessons worker in numpy22 (numpy 2.2.6 alone): no torch programs
    torch = None

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import refprofile  # noqa: E402

# torch 1.13 has no Tensor.untyped_storage(); the programs (written for torch 2.x) use it, so
# while they are drawn under debian12 it is added (refprofile.drawing_shim); run_program
# records with it taken away: torch 1.13's own AttributeError.
refprofile.drawing_shim.install(torch)
SEEDS = os.path.normpath(os.path.join(ROOT, "..", "shared", "seeds"))

# ----------------------------------------------------------------- running ---


def qualified_name(exc):
    """the class name Python's traceback prints: module plus __qualname__ (numpy's
    _UFuncOutputCastingError has __name__ 'UFuncTypeError' but is printed by qualname)"""
    t = type(exc)
    mod = t.__module__
    if mod in ("builtins", "__main__"):
        return t.__qualname__
    return mod + "." + t.__qualname__


def reset_print_options():
    """every program starts with the libraries' default print options, as a fresh
    python3 (and `stridelab run`) does: a program may change them"""
    if torch is not None:
        torch.set_printoptions(profile="default", sci_mode=None)
    np.set_printoptions(precision=8, threshold=1000, edgeitems=3, linewidth=75, suppress=False,
                        nanstr="nan", infstr="inf", formatter=None, sign="-", floatmode="maxprec",
                        legacy=False)


def run_program(src):
    """stdout text and the last traceback line ('' when none) of one program."""
    reset_print_options()
    buf = io.StringIO()
    exc_line = ""
    g = {"__name__": "__main__"}
    with contextlib.redirect_stdout(buf), refprofile.drawing_shim.recording():
        try:
            exec(compile(src, "<snippet>", "exec"), g)
        except Exception as e:  # noqa: BLE001 - we record whatever the reference raises
            msg = str(e)
            exc_line = qualified_name(e) + (": " + msg if msg else "")
    return buf.getvalue(), exc_line


def run_programs(ref, srcs, pool=None):
    """[run_program(src) for src in srcs] under a reference profile: here for debian12, else
    by the profile's workers (torch22 for programs that import torch, numpy22 for the rest)"""
    if ref == "debian12":
        return [run_program(src) for src in srcs]
    return pool.map_by_env([(src,) for src in srcs], lambda a: refprofile.env_for_source(ref, a[0]),
                           "record_snippets", "run_program")


def write_corpus(path, cases, ref="debian12", pool=None):
    if ref != "debian12":
        results = iter(run_programs(ref, [src for _, src in cases], pool))
    n_left = 0
    with open(path, "w") as f:
        for name, src in cases:
            res = run_program(src) if ref == "debian12" else next(results)
            if refprofile.is_crash(res):
                refprofile.left_out(os.path.basename(path), name, res)
                n_left += 1
                continue
            out, exc = res
            if not src.endswith("\n"):
                src += "\n"
            f.write("#@@ case %s\n%s#@@ stdout\n%s" % (name, src, out))
            if out and not out.endswith("\n"):
                f.write("\n#@@ nonl\n")
            f.write("#@@ exc\n%s%s#@@ end\n" % (exc, "\n" if exc else ""))
    print("wrote %d cases to %s" % (len(cases) - n_left, path))


# ------------------------------------------------------------------ lessons ---


def lesson_blocks():
    """Python code blocks of the seed lessons: a block starts at an import line and
    runs to the first blank line followed by the output comments; `// >>>` REPL lines
    form a block of their own."""
    blocks = []
    if not os.path.isdir(SEEDS):
        return blocks
    for fn in sorted(os.listdir(SEEDS)):
        lines = open(os.path.join(SEEDS, fn)).read().split("\n")
        i = 0
        k = 0
        while i < len(lines):
            line = lines[i]
            if line.startswith("import torch") or line.startswith("import numpy"):
                j = i
                code = []
                while j < len(lines):
                    if lines[j].startswith("# ") and (not code or code[-1] == ""):
                        break
                    code.append(lines[j])
                    j += 1
                while code and code[-1] == "":
                    code.pop()
                blocks.append(("%s_%d" % (fn[:3], k), "\n".join(code) + "\n"))
                k += 1
                i = j
                continue
            if line.startswith("// >>> "):
                # a REPL transcript: an input line followed by an output line is an
                # expression whose value the REPL echoed; print() it
                code = []
                j = i
                while j < len(lines) and lines[j].startswith("// "):
                    if lines[j].startswith("// >>> "):
                        stmt = lines[j][7:]
                        echoed = j + 1 < len(lines) and lines[j + 1].startswith("// ") and \
                            not lines[j + 1].startswith("// >>> ")
                        code.append("print(%s)" % stmt if echoed else stmt)
                    j += 1
                if not any(c.startswith("import") for c in code):
                    code.insert(0, "import torch")
                blocks.append(("%s_%d_repl" % (fn[:3], k), "\n".join(code) + "\n"))
                k += 1
                i = j
                continue
            i += 1
    return blocks


# ---------------------------------------------------------- handwritten ---

HANDWRITTEN = [
    ("floats", "print(0.1, 1e-5, 1e16, 1e15, 53.0, -0.0, 2.5e-7, 1/3, 2**62, 2**0.5)\n"),
    ("containers", "print((1,), (), [1, [2, (3,)]], {'a': 1, 2: 'b'}, None, True, 'x', repr('it\\'s'))\n"),
    ("ints", "a, b = 7, -3\nprint(a // b, a % b, -a // b, a ** 3, a / b, a << 2, a & b, divmod(a, b))\n"),
    ("tuple_index_error", "t = (1, 2)\ntry:\n    t[5]\nexcept IndexError as e:\n    print(e)\n"),
    ("list_index_error", "t = [1, 2]\nt[2]\n"),
    ("name_error", "print(undefined_name)\n"),
    ("print_sep_end", "print(1, 2, 3, sep='-', end='!\\n')\nprint('a', 'b', sep='')\n"),
    ("for_range", "s = 0\nfor i in range(10):\n    if i % 3 == 0:\n        continue\n    s += i\nprint(s)\n"),
    ("try_else_finally", "try:\n    x = 1\nexcept Exception:\n    print('no')\nelse:\n    print('else', x)\nfinally:\n    print('fin')\n"),
    ("except_tuple", "import torch\ntry:\n    torch.arange(6).view(4, 2)\nexcept (IndexError, RuntimeError) as e:\n    print(type(e).__name__, e)\n"),
    ("isinstance", "import torch\nx = torch.zeros(2)\nprint(isinstance(x, torch.Tensor), isinstance(3, int), isinstance(3.0, (int, float)), type(x.shape).__name__)\n"),
    ("tensor_print_int", "import torch\nprint(torch.arange(6).view(2, 3))\nprint(torch.arange(12).view(2, 3, 2))\n"),
    ("tensor_print_float", "import torch\nprint(torch.arange(6.).view(2, 3))\nprint(torch.tensor([0.1, 0.25]))\nprint(torch.tensor([1.5, -2.25, 3.0]))\n"),
    ("tensor_print_misc", "import torch\nprint(torch.tensor(3.), torch.tensor(5), torch.zeros(0, 3), torch.zeros(2, dtype=torch.int32), torch.ones(2, dtype=torch.bool))\n"),
    ("tensor_print_sci", "import torch\nprint(torch.tensor([1e10, 1.]))\nprint(torch.tensor([0.001, 1000.]))\nprint(torch.arange(0, 1, 0.1))\n"),
    ("tensor_print_wide", "import torch\nprint(torch.arange(40))\nprint(torch.arange(30.) / 7)\n"),
    ("float32_math", "import torch\nx = torch.tensor([0.1, 0.2])\nprint((x + 0.1).tolist(), (x * 3).tolist(), (x / 3).tolist())\n"),
    ("int_tensor_math", "import torch\nx = torch.arange(4)\nprint((x + 1).tolist(), (x * 2).tolist(), (x / 2).tolist(), (x - 1.5).tolist())\n"),
    ("elementwise_layout", "import torch\nx = torch.arange(24.).view(2, 3, 4).permute(2, 0, 1)\ny = x + 1\nprint(y.stride(), y._base is None, y.is_contiguous())\n"),
    ("setitem_expanded", "import torch\ne = torch.arange(3.).unsqueeze(1).expand(3, 5)\ne[:] = 1\nprint(e.tolist())\ntry:\n    e.copy_(torch.ones(3, 5))\nexcept RuntimeError as err:\n    print(err)\n"),
    ("setitem_view", "import torch\nx = torch.zeros(3, 4)\nx[1] = 5\nx[:, 2] = torch.arange(3.)\nx[0, 0] += 7\nprint(x.tolist())\n"),
    ("fill_zero", "import torch\nx = torch.ones(2, 3)\nx.t().fill_(4)\nx[0].zero_()\nprint(x)\n"),
    ("partial_overlap", "import torch\nb = torch.arange(8.)\ntry:\n    b[1:].add_(b[:-1])\nexcept RuntimeError as err:\n    print(err)\nb[:4].add_(b[4:])\nprint(b.tolist())\n"),
    ("data_ptr", "import torch\nx = torch.arange(24.).view(4, 6)\ny = x[1:, 2:]\nprint(y.data_ptr() - x.data_ptr(), x.storage().size(), y.storage_offset())\n"),
    ("base_tracking", "import torch\nbase = torch.arange(24.)\nx = base.view(2, 3, 4)\ny = x.transpose(0, 2)\nprint(y._base is base, y._base is x, y.reshape(24)._base is None, x.reshape(6, 4)._base is base)\n"),
    ("split_tuple", "import torch\nx = torch.arange(10.).view(2, 5)\np = x.split(2, 1)\nprint(len(p), [t.shape for t in p], p[0]._base is x)\na, b = x.chunk(2)\nprint(a.stride(), b.storage_offset())\n"),
    ("channels_last", "import torch\nx = torch.empty(2, 3, 4, 5, memory_format=torch.channels_last)\nprint(x.stride(), x.is_contiguous(), x.is_contiguous(memory_format=torch.channels_last))\ny = torch.zeros(2, 3, 4, 5).contiguous(memory_format=torch.channels_last)\nprint(y.stride())\n"),
    ("empty_values_refused", "import torch\nx = torch.empty(3)\nprint(x.shape)\nx.fill_(2.5)\nprint(x.tolist())\n"),
    ("item_int_float", "import torch\nx = torch.arange(5)\nprint(x[2].item(), int(x[3]), float(x[4]), x.sum if False else 0)\n"),
    ("numpy_basic", "import numpy as np\na = np.arange(12).reshape(3, 4)\nprint(a)\nprint(a.T.strides, a.T.flags['C_CONTIGUOUS'], a.T.base is a.base)\nprint(a[::-1].strides, np.arange(5)[::-1].strides)\n"),
    ("numpy_print_float", "import numpy as np\nprint(np.arange(6.).reshape(2, 3))\nprint(np.array([0.1, 0.25]))\nprint(repr(np.array([0.1, 0.25])), repr(np.arange(3)), repr(np.zeros((2, 2), dtype=np.int32)))\n"),
    ("numpy_writes", "import numpy as np\na = np.zeros((3, 4))\nv = a[1:, ::2]\nv += 1\nv[0, 0] = 7\nprint(a)\nb = np.broadcast_to(np.arange(3), (2, 3))\ntry:\n    b[0, 0] = 1\nexcept ValueError as e:\n    print(e)\n"),
    ("numpy_axis_error", "import numpy as np\nx = np.arange(24.).reshape(2, 3, 4)\nx.swapaxes(0, 3)\n"),
    ("numpy_as_strided", "import numpy as np\nfrom numpy.lib.stride_tricks import as_strided, sliding_window_view\no = np.arange(6.)\nw = as_strided(o, shape=(4, 3), strides=(8, 8))\nprint(w.tolist(), type(w.base).__name__, w.base.base is o)\ns = sliding_window_view(o, 3)\nprint(s.shape, s.strides, s.flags.writeable)\n"),
    ("numpy_reshape_copy", "import numpy as np\no = np.arange(24.)\ny = o.reshape(2, 3, 4).transpose(2, 0, 1)\nr = y.reshape(24)\nprint(r.base is o, r.base.shape, r.base.flags.owndata, r[:5].tolist())\n"),
    ("numpy_shares", "import numpy as np\na = np.arange(10)\nprint(np.shares_memory(a[::2], a[1::2]), np.may_share_memory(a[::2], a[1::2]), np.shares_memory(a[:5], a[4:]))\n"),
    ("numpy_scalar", "import numpy as np\na = np.arange(6.).reshape(2, 3)\nprint(a[1, 2], a[0].tolist(), np.float32(0.1) if False else np.arange(3, dtype=np.float32)[1] / 10)\n"),
    ("uncaught_runtime", "import torch\nx = torch.arange(6.).view(2, 3)\nprint(x.shape)\nx.t().view(6)\n"),
    ("uncaught_index", "import torch\nx = torch.zeros(2, 3)\nx[2]\n"),
    ("recursion", "def f(n):\n    return 1 if n == 0 else n * f(n - 1)\nprint(f(10))\n"),
    ("tensor_tensor", "import torch\nx = torch.arange(24.).view(2, 3, 4)\nfor a, b in [(x, x), (x.permute(2, 0, 1), x), (x[:, :1], x.transpose(1, 2)[..., :1]), (torch.zeros(3, 1), torch.zeros(1, 4)), (x[:, ::2], x[:, 1:])]:\n    try:\n        y = a + b\n        print(tuple(y.shape), y.stride(), y.sum if False else y.tolist()[0])\n    except RuntimeError as e:\n        print(e)\n"),
    ("float16_values", "import torch\nh = torch.tensor([0.1, -2.7, 65519., 6e-8], dtype=torch.float16)\nprint(h, h.tolist(), (h * 3).tolist())\nprint(torch.tensor([0.1, 3.3], dtype=torch.bfloat16) * 3)\nprint(torch.zeros(24, dtype=torch.uint8))\n"),
    ("numpy_split", "import numpy as np\na = np.arange(24.).reshape(2, 3, 4)\np = np.split(a, 2, axis=2)\nprint([x.shape for x in p], [x.strides for x in p], p[0].base is a)\nq = np.array_split(a, [1, 5], axis=-1)\nprint([x.shape for x in q], q[2].tolist())\nprint(np.atleast_2d(np.arange(3)).shape, np.atleast_3d(np.arange(6).reshape(2, 3)).strides)\n"),
    ("numpy_int32_math", "import numpy as np\na = np.arange(6, dtype=np.int32).reshape(2, 3)\nprint((a + 1).dtype, (a * 2).tolist(), (a / 2).tolist(), (np.arange(3, dtype=np.float32) + 0.1).tolist())\ntry:\n    a /= 2\nexcept TypeError as e:\n    print(type(e).__name__, e)\n"),
    ("view_dtype", 'import torch\nx = torch.arange(24.).view(2, 3, 4)\nys = [x, x[1:], x[:, :, 1:3], x[:, :, 1:], x.transpose(1, 2), torch.tensor(1.), x[:, :, ::2], torch.zeros(2, 6).view(torch.float64)[:, 1:], torch.zeros(4, 6)[:, ::3], torch.zeros(3, 4, dtype=torch.int8)[1:], torch.zeros(3, 4, dtype=torch.int8).t().contiguous().t(), torch.zeros(4, 6, dtype=torch.int8)[::3]]\nfor y in ys:\n    for dt in [torch.int8, torch.int16, torch.float64, torch.int32]:\n        try:\n            z = y.view(dt)\n            print(tuple(z.shape), z.stride(), z.storage_offset(), z._base is None, z.dtype)\n        except RuntimeError as e:\n            print(e)\n'),
    ("numpy_array_array", 'import numpy as np\na = np.arange(12.).reshape(3, 4)\npairs = [(a, a), (a[:, :1], a[:1]), (a, a[::-1]), (a[:, ::2], a[:, 1::2]), (np.arange(3), np.arange(4)), (a[::-1], a[::-1]), (np.arange(3), np.arange(3.)), (np.ones(3, dtype=bool), np.zeros(3, dtype=bool))]\nfor x, y in pairs:\n    try:\n        r = x + y\n        print(r.shape, r.strides, r.dtype, r.tolist())\n        print((x * y).tolist(), (x / (y + 1)).tolist())\n    except Exception as e:\n        print(type(e).__name__, e)\n'),
    ("bool_and_ufunc_layouts", 'import numpy as np, torch\nz = np.ones(3, dtype=bool)[::-2][None, :]\nprint((0.5 * z).strides, (z * 2).strides, (np.ones((2, 3), dtype=np.int32).T * 1.5).strides)\nfor k in range(3):\n    try:\n        b = np.ones(3, dtype=bool)\n        if k == 0: b += 1\n        if k == 1: b *= 2.5\n        if k == 2: b += np.arange(3)\n    except TypeError as e:\n        print(e)\ntry:\n    print(7 % 0)\nexcept ZeroDivisionError as e:\n    print(e)\nt = torch.ones(2, dtype=torch.bool)\nfor k in range(2):\n    try:\n        if k == 0: t.sub_(torch.zeros(2, dtype=torch.bool))\n        if k == 1: t.sub_(True)\n    except RuntimeError as e:\n        print(e)\n'),
    ("dtype_view_values", 'import torch, numpy as np\nx = torch.arange(6.).view(2, 3)\nprint(x.view(torch.int32).tolist())\nprint(x.view(torch.int8)[0, :8].tolist())\nh = torch.tensor([1.0, -2.5], dtype=torch.float16)\nprint(h.view(torch.int16).tolist(), h.view(torch.uint8))\ny = torch.zeros(4)\ny.view(torch.int32)[1] = 1065353216\nprint(y.tolist())\na = np.arange(4, dtype=np.int32)\nprint(a.view(np.float32).tolist(), a.view(np.int16).tolist(), a.view(np.uint8)[:8])\n'),
    ("assign_drops_leading_ones", 'import numpy as np, torch\nx = np.array([[3., -4.]])\ny2 = x.ravel()\ny2[...] = np.array([[[5., 6.]]])\nprint(x)\ntry:\n    y2[...] = np.zeros((2, 1, 2))\nexcept ValueError as e:\n    print(e)\nb = torch.ones(2, dtype=torch.bool)\ntry:\n    b.div_(1)\nexcept RuntimeError as e:\n    print(e)\n'),
    ("while_break", "i = 0\nwhile True:\n    i += 1\n    if i > 4:\n        break\nelse:\n    print('no')\nprint(i)\n"),
]

# ------------------------------------------------------------- generators ---


def factorizations(n, rng, parts):
    """a random shape with product n (entries may be 1), up to `parts` entries"""
    shape = []
    rest = n
    for _ in range(parts - 1):
        divs = [d for d in range(1, rest + 1) if rest % d == 0] if rest > 0 else [0, 1]
        d = rng.choice(divs)
        shape.append(d)
        rest = rest // d if d else rest
    shape.append(rest)
    return shape


def rshape(rng, maxdims=4, maxsize=5):
    nd = rng.randint(0, maxdims)
    return [rng.choice([0, 1, 1, 2, 2, 3, 3, 4, 5][: maxsize + 4]) if rng.random() < 0.15 else rng.randint(1, maxsize) for _ in range(nd)]


def rdim(rng, nd, extra=1):
    lo = -max(nd, 1) - (1 if rng.random() < 0.1 else 0)
    hi = max(nd, 1) - 1 + (extra if rng.random() < 0.1 else 0)
    return rng.randint(lo, hi)


def torch_op(rng, shape):
    nd = len(shape)
    numel = 1
    for s in shape:
        numel *= s
    k = rng.randrange(27)
    d = lambda e=1: rdim(rng, nd, e)  # noqa: E731
    if k == 0:
        return "y.transpose(%d, %d)" % (d(), d())
    if k == 1:
        perm = list(range(nd))
        rng.shuffle(perm)
        if rng.random() < 0.1 and perm:
            perm[0] = perm[-1]
        return "y.permute(%s)" % ", ".join(map(str, perm)) if rng.random() < 0.5 else "y.permute(%r)" % (tuple(perm),)
    if k == 2:
        return rng.choice(["y.t()", "y.T", "y.mT", "y.mH", "y.H", "y.adjoint()"])
    if k == 3:
        return "y.unsqueeze(%d)" % rdim(rng, nd + 1)
    if k == 4:
        return "y.squeeze()" if rng.random() < 0.4 else "y.squeeze(%d)" % d()
    if k == 5:
        return "y.flatten(%d, %d)" % (d(), d()) if nd else "y.flatten()"
    if k in (6, 7):
        sh = factorizations(numel, rng, rng.randint(1, 4))
        if rng.random() < 0.3 and sh:
            sh[rng.randrange(len(sh))] = -1
        if rng.random() < 0.05:
            sh.append(2)
        meth = "view" if k == 6 else "reshape"
        if rng.random() < 0.3:
            return "y.%s(%r)" % (meth, tuple(sh))
        return "y.%s(%s)" % (meth, ", ".join(map(str, sh)))
    if k == 8:
        tgt = [s if rng.random() < 0.6 else (rng.randint(2, 3) if s == 1 else -1) for s in shape]
        if rng.random() < 0.3:
            tgt = [rng.randint(1, 3)] + tgt
        return "y.expand(%s)" % ", ".join(map(str, tgt)) if tgt else "y.expand(())"
    if k == 9 and nd:
        dd = d()
        size = shape[dd] if -nd <= dd < nd else 3
        s = rng.randint(-size - 1, size + 1)
        return "y.narrow(%d, %d, %d)" % (dd, s, rng.randint(-1, size + 1))
    if k == 10 and nd:
        dd = d()
        size = shape[dd] if -nd <= dd < nd else 3
        return "y.select(%d, %d)" % (dd, rng.randint(-size - 1, size))
    if k in (11, 12, 13):
        items = []
        for i in range(rng.randint(1, max(1, nd) + 1)):
            r = rng.random()
            size = shape[i] if i < nd else 2
            if r < 0.25:
                items.append(str(rng.randint(-size - 1, size)))
            elif r < 0.75:
                a = rng.choice(["", str(rng.randint(-size - 1, size + 1))])
                b = rng.choice(["", str(rng.randint(-size - 1, size + 1))])
                c = rng.choice(["", "", "1", "2", "3", "-1", "0"])
                items.append("%s:%s%s" % (a, b, (":" + c) if c else ""))
            elif r < 0.88:
                items.append("None")
            else:
                items.append("...")
        return "y[%s]" % ", ".join(items)
    if k == 14 and nd:
        return "y.split(%d, %d)[%d]" % (rng.randint(1, 3), d(), rng.randint(-1, 1))
    if k == 15 and nd:
        return "y.chunk(%d, %d)[0]" % (rng.randint(1, 4), d())
    if k == 16 and nd:
        return "y.unbind(%d)[0]" % d()
    if k == 17:
        return "y.diagonal(%d, %d, %d)" % (rng.randint(-2, 2), d(), d())
    if k == 18:
        return "y.unfold(%d, %d, %d)" % (d(), rng.randint(0, 3), rng.randint(1, 2))
    if k == 19:
        n = rng.randint(0, 3)
        size = [rng.randint(0, 4) for _ in range(n)]
        stride = [rng.choice([0, 1, 1, 2, 3, 4, 6]) for _ in range(n)]
        if rng.random() < 0.5:
            return "y.as_strided(%r, %r)" % (tuple(size), tuple(stride))
        return "torch.as_strided(y, %r, %r, %d)" % (tuple(size), tuple(stride), rng.randint(0, 5))
    if k == 20:
        return "y.movedim(%d, %d)" % (d(), d())
    if k == 21:
        return "y.flip(%d)" % d() if nd else "y.flip(0)"
    if k == 22:
        return rng.choice(["y.contiguous()", "y.clone()", "y.detach()"])
    if k == 23 and nd:
        dd = d()
        size = shape[dd] if -nd <= dd < nd else 4
        return "y.unflatten(%d, %r)" % (dd, tuple(factorizations(size, rng, 2)))
    if k == 24 and nd:
        return "y.tensor_split(%d, %d)[0]" % (rng.randint(1, 3), d())
    if k == 25:
        return "torch.transpose(y, %d, %d)" % (d(), d())
    if k == 26:
        return "y.swapaxes(%d, %d)" % (d(), d())
    return "y.view(-1)"


def torch_program(rng):
    shape = rshape(rng)
    numel = 1
    for s in shape:
        numel *= s
    kind = rng.randrange(5)
    if kind == 0:
        ctor = "torch.arange(%d.).reshape(%s)" % (numel, ", ".join(map(str, shape)) if shape else "()")
    elif kind == 1:
        ctor = "torch.arange(%d).view(%r)" % (numel, tuple(shape))
    elif kind == 2:
        ctor = "torch.zeros(%s)" % ", ".join(map(str, shape)) if shape else "torch.zeros(())"
    elif kind == 3:
        ctor = "torch.ones(%r, dtype=torch.float64)" % (tuple(shape),)
    else:
        ctor = "torch.full(%r, 3)" % (tuple(shape),)
    lines = ["import torch", "b = %s" % ctor, "y = b"]
    cur = list(shape)
    for _ in range(rng.randint(1, 4)):
        op = torch_op(rng, cur)
        lines += [
            "try:",
            "    y = %s" % op,
            "    print(tuple(y.shape), y.stride(), y.storage_offset(), y._base is b, y.is_contiguous(), torch._debug_has_internal_overlap(y))",
            "except Exception as e:",
            "    print(type(e).__name__, e)",
        ]
        # follow the shape in Python to keep later ops plausible
        with contextlib.redirect_stdout(io.StringIO()):
            try:
                g = {}
                exec(compile("\n".join(lines), "<g>", "exec"), g)
                cur = list(g["y"].shape)
            except Exception:  # noqa: BLE001
                pass
    r = rng.random()
    if r < 0.5:
        lines.append("print(y.tolist())")
    elif r < 0.7:
        lines += ["try:", "    y.add_(1)", "    print(b.tolist())", "except Exception as e:", "    print(type(e).__name__, e)"]
    elif r < 0.8:
        lines.append("print(y)")
    else:
        lines += ["z = y * 2", "print(z.stride(), z.tolist())"]
    return "\n".join(lines) + "\n"


def numpy_op(rng, shape):
    nd = len(shape)
    numel = 1
    for s in shape:
        numel *= s
    d = lambda: rdim(rng, nd)  # noqa: E731
    k = rng.randrange(18)
    if k == 0:
        return "y.T"
    if k == 1:
        perm = list(range(nd))
        rng.shuffle(perm)
        return "y.transpose(%s)" % ", ".join(map(str, perm)) if rng.random() < 0.5 else "np.transpose(y, %r)" % (tuple(perm),)
    if k == 2:
        return "y.swapaxes(%d, %d)" % (d(), d())
    if k == 3:
        return "np.moveaxis(y, %d, %d)" % (d(), d())
    if k in (4, 5):
        sh = factorizations(numel, rng, rng.randint(1, 4))
        if rng.random() < 0.3 and sh:
            sh[rng.randrange(len(sh))] = -1
        order = rng.choice(["", "", ", order='F'", ", order='A'"])
        return "y.reshape(%r%s)" % (tuple(sh), order)
    if k in (6, 7, 8):
        items = []
        for i in range(rng.randint(1, max(1, nd) + 1)):
            r = rng.random()
            size = shape[i] if i < nd else 2
            if r < 0.2:
                items.append(str(rng.randint(-size - 1, size)))
            elif r < 0.8:
                a = rng.choice(["", str(rng.randint(-size - 1, size + 1))])
                b = rng.choice(["", str(rng.randint(-size - 1, size + 1))])
                c = rng.choice(["", "", "2", "-1", "-2", "3"])
                items.append("%s:%s%s" % (a, b, (":" + c) if c else ""))
            elif r < 0.9:
                items.append("np.newaxis")
            else:
                items.append("...")
        return "y[%s]" % ", ".join(items)
    if k == 9:
        return "np.flip(y, %d)" % d() if rng.random() < 0.6 else "np.flip(y)"
    if k == 10:
        return "y.squeeze()" if rng.random() < 0.5 else "y.squeeze(%d)" % d()
    if k == 11:
        return "np.expand_dims(y, %d)" % rdim(rng, nd + 1)
    if k == 12:
        return rng.choice(["y.ravel()", "y.flatten()", "y.copy()", "y.ravel(order='F')", "np.ascontiguousarray(y)", "y.copy(order='K')"])
    if k == 13:
        return "y.diagonal(%d, %d, %d)" % (rng.randint(-1, 1), d(), d())
    if k == 14:
        tgt = [rng.randint(1, 3)] + [s if rng.random() < 0.7 else 3 for s in shape]
        return "np.broadcast_to(y, %r)" % (tuple(tgt),)
    if k == 15:
        n = rng.randint(1, 3)
        size = [rng.randint(0, 3) for _ in range(n)]
        stride = [rng.choice([0, 8, 8, 16, -8, 24]) for _ in range(n)]
        return "as_strided(y, shape=%r, strides=%r)" % (tuple(size), tuple(stride))
    if k == 16 and nd:
        return "sliding_window_view(y, %d, axis=%d)" % (rng.randint(1, 3), d())
    return "y[::-1]"


def numpy_program(rng):
    shape = rshape(rng, maxdims=4, maxsize=4)
    numel = 1
    for s in shape:
        numel *= s
    kind = rng.randrange(4)
    if kind == 0:
        ctor = "np.arange(%d.).reshape(%r)" % (numel, tuple(shape))
    elif kind == 1:
        ctor = "np.arange(%d).reshape(%r)" % (numel, tuple(shape))
    elif kind == 2:
        ctor = "np.zeros(%r)" % (tuple(shape),)
    else:
        ctor = "np.arange(%d, dtype=np.int32).reshape(%r)" % (numel, tuple(shape))
    lines = ["import numpy as np", "from numpy.lib.stride_tricks import as_strided, sliding_window_view",
             "b = %s" % ctor, "y = b"]
    cur = list(shape)
    for _ in range(rng.randint(1, 4)):
        op = numpy_op(rng, cur)
        lines += [
            "try:",
            "    y = %s" % op,
            "    print(y.shape, y.strides, y.base is b, y.flags['C_CONTIGUOUS'], y.flags['OWNDATA'], y.flags.writeable)",
            "except Exception as e:",
            "    print(type(e).__name__, e)",
        ]
        with contextlib.redirect_stdout(io.StringIO()):
            try:
                g = {}
                exec(compile("\n".join(lines), "<g>", "exec"), g)
                cur = list(np.shape(g["y"]))
            except Exception:  # noqa: BLE001
                pass
    r = rng.random()
    if any("as_strided(" in ln for ln in lines):
        # as_strided makes no bounds checks: its values may be memory outside the
        # buffer, which no recording can pin down; print the layout only
        lines.append("print(np.shape(y))")
    elif r < 0.6:
        lines.append("print(y.tolist() if isinstance(y, np.ndarray) else y)")
    elif r < 0.8:
        lines += ["try:", "    y[...] = 7", "    print(b.tolist())", "except Exception as e:", "    print(type(e).__name__, e)"]
    else:
        lines.append("print(y)")
    return "\n".join(lines) + "\n"


# ------------------------------------------------------- eval and floats ---

EVAL_EXPRS = [
    "torch.arange(24.).reshape(2,3,4).transpose(0,2)[:, ::2]",
    "torch.arange(64.).reshape(2, 4, 8).transpose(0, 2)",
    "torch.arange(3.).unsqueeze(1).expand(3, 5)",
    "torch.as_strided(torch.arange(6.), (4, 3), (1, 1))",
    "torch.arange(24.).reshape(2, 3, 4)[:, 1:2, :].view(2, 4)",
    "torch.arange(24.).reshape(2, 3, 4).transpose(0, 1).view(6, 4)",
    "torch.arange(24.).reshape(2, 3, 4).transpose(0, 1).reshape(6, 4)",
    "torch.zeros(2, 3, 4, 5).permute(0, 2, 3, 1)",
    "torch.empty(2, 3, 4, 5, memory_format=torch.channels_last)",
    "torch.ones(4, 4, dtype=torch.float64).t()[1:, ::2]",
    "torch.arange(10).split(3)[3]",
    "torch.arange(12).view(3, 4).unfold(1, 2, 1)",
    "torch.arange(12).view(3, 4).diagonal(1)",
    "torch.arange(12).view(3, 4)[..., None, 1]",
    "torch.arange(12).view(3, 4)[5]",
    "torch.arange(12).view(3, 4)[:, ::-1]",
    "torch.arange(6).flip(0)",
    "torch.arange(6).view(2, 3).movedim(0, 1).contiguous()",
    "torch.zeros(3).expand(2, 2)",
    "np.arange(5)[::-1]",
    "np.arange(24.).reshape(2, 3, 4).T[:, ::2]",
    "np.arange(24.).reshape(2, 3, 4).transpose(2, 0, 1).reshape(24)",
    "np.broadcast_to(np.arange(3.), (2, 3))",
    "np.lib.stride_tricks.as_strided(np.arange(6.), shape=(4, 3), strides=(8, 8))",
    "sliding_window_view(np.arange(10), 4)[::2]",
    "np.moveaxis(np.zeros((2, 3, 4)), 0, -1)",
    "np.arange(12).reshape(3, 4).swapaxes(0, 3)",
    "np.flip(np.arange(12).reshape(3, 4), 1)[1:]",
    "np.zeros((2, 3), order='F')[:, 1]",
]


def numpy_owner(a):
    while isinstance(a.base, np.ndarray):
        a = a.base
    return a


def numpy_internal_overlap(a):
    """exact, by enumerating every element's bytes (small arrays only)"""
    if a.size == 0:
        return "no"
    owner = numpy_owner(a)
    start = a.__array_interface__["data"][0] - owner.__array_interface__["data"][0]
    seen = set()
    for idx in np.ndindex(*a.shape):
        off = start + sum(i * s for i, s in zip(idx, a.strides))
        for b in range(off, off + a.itemsize):
            if b in seen:
                return "yes"
            seen.add(b)
    return "no"


def bytes_internal_overlap(start, shape, strides, itemsize):
    """exact, by enumerating every element's bytes (small views only)"""
    seen = set()
    for idx in itertools.product(*[range(n) for n in shape]):
        off = start + sum(i * s for i, s in zip(idx, strides))
        for b in range(off, off + itemsize):
            if b in seen:
                return "yes"
            seen.add(b)
    return "no"


def eval_expect(expr):
    from numpy.lib.stride_tricks import sliding_window_view  # noqa: F401
    g = {"torch": torch, "np": np, "numpy": np, "sliding_window_view": sliding_window_view,
         "as_strided": np.lib.stride_tricks.as_strided}
    try:
        with contextlib.redirect_stderr(io.StringIO()):
            v = eval(expr, g)
    except Exception as e:  # noqa: BLE001
        t = type(e)
        name = t.__name__ if t.__module__ == "builtins" else t.__module__ + "." + t.__name__
        # text: the traceback's qualified name; JSON: the class __name__ (the contract's "type")
        return "%s: %s" % (name, e), '{"error":{"type":%s,"message":%s}}' % (json.dumps(t.__name__), json.dumps(str(e)))
    tup = lambda xs: "(" + ", ".join(map(str, xs)) + ("," if len(xs) == 1 else "") + ")"  # noqa: E731
    if torch is not None and isinstance(v, torch.Tensor):
        shape, stride, off, item = list(v.shape), list(v.stride()), v.storage_offset(), v.element_size()
        contig = v.is_contiguous()
        ov = ["no", "yes", "too_hard"][torch._debug_has_internal_overlap(v)]
        view = v._base is not None
        unit, torch_ov = "elements", '"%s"' % ov
        stride_b, off_b = [s * item for s in stride], off * item
    else:
        owner = numpy_owner(v)
        shape, stride, item = list(v.shape), list(v.strides), v.itemsize
        off = v.__array_interface__["data"][0] - owner.__array_interface__["data"][0]
        contig = bool(v.flags["C_CONTIGUOUS"])
        ov = numpy_internal_overlap(v)
        view = v.base is not None
        unit, torch_ov = "bytes", "null"
        stride_b, off_b = stride, off
    exact = bytes_internal_overlap(off_b, shape, stride_b, item)
    text = "shape=%s stride=%s offset=%d" % (tup(shape), tup(stride), off)
    # the contract's keys first, then the units and the two overlap answers named apart
    js = ('{"shape":%s,"stride":%s,"offset":%d,"itemsize":%d,"contiguous":%s,"internal_overlap":"%s","is_view":%s,'
          '"unit":"%s","stride_bytes":%s,"offset_bytes":%d,"torch_internal_overlap":%s,"exact_internal_overlap":"%s"}') % (
        json.dumps(shape).replace(" ", ""), json.dumps(stride).replace(" ", ""), off, item,
        "true" if contig else "false", ov, "true" if view else "false",
        unit, json.dumps(stride_b).replace(" ", ""), off_b, torch_ov, exact)
    return text, js


def expr_lib(expr):
    return "torch" if expr.startswith("torch") else "numpy"


def write_eval_cases(path, ref="debian12", pool=None):
    if ref == "debian12":
        results = [eval_expect(e) for e in EVAL_EXPRS]
    else:
        results = pool.map_by_env([(e,) for e in EVAL_EXPRS],
                                  lambda a: refprofile.env_for_lib(ref, expr_lib(a[0])),
                                  "record_snippets", "eval_expect")
    with open(path, "w") as f:
        for e, res in zip(EVAL_EXPRS, results):
            if refprofile.is_crash(res):
                refprofile.left_out("eval_cases.tsv", e, res)
                continue
            text, js = res
            f.write("%s\t%s\t%s\n" % (e, text, js))
    print("wrote %d eval cases to %s" % (len(EVAL_EXPRS), path))


def float_repr_line(v):
    """a double as hex, Python's repr of it and numpy's repr of it as float32"""
    return "%s %s %s\n" % (v.hex(), repr(v), repr(np.float32(v)) if abs(v) < 3e38 else "-")


def write_float_reprs(path, rng, ref="debian12", pool=None):
    """doubles (as hex) and Python's repr of them: the language's float printer must agree"""
    vals = [0.1, 1e-5, 1e16, 1e15, 53.0, -0.0, 2.5e-7, 1 / 3, 2 ** 0.5, 123456789.125, 1e22, 5e-324,
            1.7976931348623157e308, 0.0001, 0.00001, 9999999999999998.0, 1e-7, 100.0, -2.75]
    for _ in range(2000):
        r = rng.random()
        if r < 0.3:
            vals.append(rng.uniform(-1e3, 1e3))
        elif r < 0.6:
            vals.append(float(np.float32(rng.uniform(-10, 10))))
        else:
            vals.append(rng.uniform(-1, 1) * 10 ** rng.randint(-30, 30))
    if ref == "debian12":
        lines = [float_repr_line(v) for v in vals]
    else:           # the values are drawn here (np.float32 rounds some); numpy22 prints them
        lines = pool.call_many(refprofile.env_for_lib(ref, "numpy"), "record_snippets", "float_repr_line",
                               [(v,) for v in vals])
    with open(path, "w") as f:
        for line in lines:
            if not refprofile.is_crash(line):
                f.write(line)
    print("wrote %d float reprs to %s" % (len(vals), path))


# ------------------------------------------------------------------- main ---


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--torch", type=int, default=2000)
    ap.add_argument("--numpy", type=int, default=1000)
    ap.add_argument("--out", default=None, help="default tests/snippets (debian12), tests/snippets/lessons (lessons)")
    ap.add_argument("--live", help="path of the stridelab CLI: differential run instead of recording")
    ap.add_argument("--only-eval", action="store_true", help="record only eval_cases.tsv")
    refprofile.add_argument(ap)
    args = ap.parse_args()
    refprofile.ensure_debian12_driver()
    if args.out is None:
        args.out = refprofile.out_dir(os.path.join(ROOT, "tests", "snippets"), args.ref)
    if args.only_eval:
        write_eval_cases(os.path.join(args.out, "eval_cases.tsv"))
        return 0
    pool = None if args.ref == "debian12" else refprofile.Pool(args.ref)
    torch.manual_seed(0)
    rng = random.Random(args.seed)
    tcases = [("t%05d" % i, torch_program(rng)) for i in range(args.torch)]
    ncases = [("n%05d" % i, numpy_program(rng)) for i in range(args.numpy)]
    if args.live:
        bad = 0
        total = 0
        ref_args = refprofile.cli_ref_args(args.live, args.ref, "run")
        if pool is not None:
            pre = iter(run_programs(args.ref, [src for _, src in tcases + ncases], pool))
        for name, src in tcases + ncases:
            res = run_program(src) if pool is None else next(pre)
            if refprofile.is_crash(res):
                refprofile.left_out("live program", name, res)
                continue
            out, exc = res
            p = subprocess.run([args.live, "run"] + ref_args + ["-"], input=src.encode(), capture_output=True)
            got = p.stdout.decode(errors="replace")
            gexc = ""
            if p.returncode == 1:
                gexc = p.stderr.decode(errors="replace").rstrip("\n").split("\n")[-1]
            total += 1
            if got != out or gexc != exc:
                bad += 1
                print("=== MISMATCH %s (exit %d)\n%s--- want\n%s%s\n--- got\n%s%s\n" % (
                    name, p.returncode, src, out, exc, got, p.stderr.decode(errors="replace")))
        print("live differential run: %d/%d identical (%.2f%%)" % (total - bad, total, 100.0 * (total - bad) / max(total, 1)))
        if pool is not None:
            pool.close()
        return 0 if bad == 0 else 1
    os.makedirs(args.out, exist_ok=True)
    if pool is not None:
        print("reference profile %s: %s" % (args.ref, refprofile.versions_text(args.ref, pool)))
    write_corpus(os.path.join(args.out, "lessons.txt"), lesson_blocks(), args.ref, pool)
    write_corpus(os.path.join(args.out, "handwritten.txt"), HANDWRITTEN, args.ref, pool)
    write_corpus(os.path.join(args.out, "torch_random.txt"), tcases, args.ref, pool)
    write_corpus(os.path.join(args.out, "numpy_random.txt"), ncases, args.ref, pool)
    write_eval_cases(os.path.join(args.out, "eval_cases.tsv"), args.ref, pool)
    write_float_reprs(os.path.join(args.out, "float_repr.dat"), random.Random(args.seed), args.ref, pool)
    if pool is not None:
        pool.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
