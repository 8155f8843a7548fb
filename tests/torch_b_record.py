#!/usr/bin/python3
"""Record torch 1.13's answers for the torchB ops into tests/torch_b_cases.inc.

Run with the system python (Debian's python3-torch):  /usr/bin/python3 tests/torch_b_record.py
The output is a C initializer list included by tests/test_torch_reshape.c and
tests/test_torch_predicates.c; never edit it by hand, re-run this script.

Each case is: an input tensor built as  zeros(storage_elems, dtype).as_strided(size, stride,
offset), one op with integer arguments, and what torch did: the result's shape, strides,
storage offset, storage bytes and alias kind (SAME = `y is x`, VIEW = `y._base is not
None`, NEW otherwise), or the exception class and message.  Predicates record
is_contiguous() in the three formats and torch._debug_has_internal_overlap().
Random layouts are drawn with a fixed seed so the file is reproducible.

--ref lessons|debian12 picks the reference profile (scripts/refprofile.py): debian12 (the
default) is the above; lessons re-runs this script under torch 2.2.2 (the torch22 virtual
environment of scripts/venvs.sh) and writes tests/lessons/torch_b_cases.inc instead (the
same seed, so the same inputs: nothing here is drawn from torch's answers).
"""
import os
import random
import sys
import warnings


def _reference_profile():
    """--ref NAME: for lessons, re-execute under the torch22 interpreter (before importing torch)"""
    args = sys.argv[1:]
    ref = "debian12"
    if len(args) == 2 and args[0] == "--ref":
        ref = args[1]
    elif len(args) == 1 and args[0].startswith("--ref="):
        ref = args[0][len("--ref="):]
    elif args:
        sys.exit("usage: torch_b_record.py [--ref lessons|debian12]")
    if ref not in ("lessons", "debian12"):
        sys.exit("torch_b_record.py: --ref is lessons or debian12")
    if ref == "lessons" and os.environ.get("STRIDELAB_REF_WORKER") != "torch22":
        here = os.path.dirname(os.path.abspath(__file__))
        sys.path.insert(0, os.path.join(os.path.dirname(here), "scripts"))
        import refprofile
        py = refprofile.env_python("torch22")
        env = dict(os.environ, STRIDELAB_REF_WORKER="torch22")
        env.setdefault("TORCH_B_OUT", os.path.join(here, "lessons", "torch_b_cases.inc"))
        os.makedirs(os.path.dirname(env["TORCH_B_OUT"]), exist_ok=True)
        os.execve(py, [py, os.path.abspath(__file__)] + sys.argv[1:], env)


_reference_profile()

import torch  # noqa: E402

warnings.simplefilter("ignore")

# Defaults make the committed file; TORCH_B_SEED / TORCH_B_OUT / TORCH_B_SCALE draw a
# larger or different sample for a one-off differential run.
OUT = os.environ.get("TORCH_B_OUT") or os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                    "torch_b_cases.inc")
SEED = int(os.environ.get("TORCH_B_SEED", "20261129"))
SCALE = int(os.environ.get("TORCH_B_SCALE", "1"))
rng = random.Random(SEED)

DTYPES = {torch.float32: ("SL_FLOAT32", 4), torch.float64: ("SL_FLOAT64", 8),
          torch.int8: ("SL_INT8", 1), torch.complex128: ("SL_COMPLEX128", 16)}
FORMATS = {"SL_MF_CONTIGUOUS": torch.contiguous_format, "SL_MF_CHANNELS_LAST": torch.channels_last,
           "SL_MF_CHANNELS_LAST_3D": torch.channels_last_3d, "SL_MF_PRESERVE": torch.preserve_format}

cases = []


def c_str(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def c_arr(v):
    return "{" + ", ".join(str(int(x)) for x in v) + "}" if v else "{0}"


def make_input(size, stride, offset, dtype):
    numel_zero = any(s == 0 for s in size)
    reach = offset + (0 if numel_zero else sum((s - 1) * st for s, st in zip(size, stride))) + 1
    storage = reach + rng.randint(0, 3)
    base = torch.zeros(storage, dtype=dtype)
    return base.as_strided(size, stride, offset), storage


def run(op, x, fn):
    """Apply fn to x; return a dict describing the outcome."""
    try:
        y = fn(x)
    except Exception as e:  # the reference's exception is the expected answer
        return {"err": (type(e).__name__, str(e))}
    if y is x:
        alias = "SL_ALIAS_SAME"
    elif y._base is not None:
        alias = "SL_ALIAS_VIEW"
    else:
        alias = "SL_ALIAS_NEW"
    return {"size": list(y.shape), "stride": list(y.stride()), "offset": y.storage_offset(),
            "alias": alias, "storage_bytes": y.storage().nbytes()}


def add(op, size, stride, offset, dtype, storage, args, fmt, res):
    cases.append((op, size, stride, offset, dtype, storage, args, fmt, res))


def record(op, size, stride, offset, dtype, args, fn, fmt="SL_MF_CONTIGUOUS"):
    x, storage = make_input(size, stride, offset, dtype)
    add(op, size, stride, offset, dtype, storage, args, fmt, run(op, x, fn))


def exact_format_strides(sizes, fmt):
    """Strides of a fresh tensor in Python's unbounded ints (torch wraps in int64)."""
    n = len(sizes)
    st = [0] * n
    if fmt in ("SL_MF_CHANNELS_LAST", "SL_MF_CHANNELS_LAST_3D") and n in (4, 5):
        order = [1] + list(range(n - 1, 1, -1)) + [0]
        r = 1
        for d in order:
            st[d] = r
            r *= sizes[d]
    else:
        r = 1
        for d in range(n - 1, -1, -1):
            st[d] = r
            r *= max(sizes[d], 1)
    return st


def record_new(op, args, fn, dtype=torch.float32, fmt="SL_MF_CONTIGUOUS", nsizes=0):
    """Ops that make a tensor from nothing: args hold sizes (and strides).  Skipped:
    allocator failures (the machine, not torch's layout rules).  Where torch succeeds
    only by wrapping a stride in int64, stridelab refuses: expected "OVERFLOW"."""
    res = run(op, None, lambda _: fn())
    if "err" in res and "allocate" in res["err"][1]:
        return
    if "err" not in res and res["stride"] != exact_format_strides(res["size"], fmt):
        res = {"err": ("OVERFLOW", "")}
    add(op, [], [], 0, dtype, 0, args, fmt, res | {"nsizes": nsizes})


# ------------------------------------------------------------------ layouts --

def rand_layout(max_nd=5, max_size=4):
    nd = rng.randint(0, max_nd)
    size = [rng.choice([0, 1, 1, 2, 2, 3, 3, 4][: 2 + 2 * max_size]) if rng.random() < 0.95
            else rng.randint(0, max_size) for _ in range(nd)]
    kind = rng.random()
    if kind < 0.45:  # a permutation of a dense layout, maybe sliced or with size-1 noise
        perm = list(range(nd))
        if rng.random() < 0.6:
            rng.shuffle(perm)
        stride = [0] * nd
        run_ = 1
        for d in reversed(perm):
            stride[d] = run_
            run_ *= max(size[d], 1) * (2 if rng.random() < 0.15 else 1)
        for d in range(nd):
            if size[d] == 1 and rng.random() < 0.5:
                stride[d] = rng.randint(0, 9)
    elif kind < 0.6:  # broadcast: some zero strides
        stride = [rng.choice([0, 0, 1, 2, 3, 6]) for _ in range(nd)]
    else:
        stride = [rng.randint(0, 12) for _ in range(nd)]
    return size, stride, rng.randint(0, 4)


def rand_shape_for(numel):
    """A random target shape: usually a factorization of numel, sometimes with a -1,
    size-1 dims, zeros, or deliberately wrong."""
    dims = []
    n = numel
    if n == 0:
        k = rng.randint(1, 3)
        dims = [rng.choice([0, 1, 2, 3]) for _ in range(k)]
        if 0 not in dims and rng.random() < 0.8:
            dims[rng.randrange(k)] = 0
    else:
        while n > 1 and len(dims) < 5:
            f = rng.choice([p for p in range(2, n + 1) if n % p == 0])
            dims.append(f)
            n //= f
        rng.shuffle(dims)
    while rng.random() < 0.35 and len(dims) < 6:
        dims.insert(rng.randint(0, len(dims)), 1)
    r = rng.random()
    if dims and r < 0.3:
        dims[rng.randrange(len(dims))] = -1
    elif r < 0.38:
        dims.append(rng.choice([2, 3, 5]))  # wrong count
    elif r < 0.41:
        dims.insert(0, rng.choice([-2, -3]))
    elif r < 0.44 and dims:
        dims[0] = -1
        dims.append(-1)
    return dims


def main():
    dt_list = list(DTYPES)
    # view / reshape
    for _ in range(1600 * SCALE):
        size, stride, off = rand_layout()
        numel = 1
        for s in size:
            numel *= s
        shape = rand_shape_for(numel)
        op = rng.choice(["view", "reshape"])
        dtype = rng.choice(dt_list) if rng.random() < 0.2 else torch.float32
        record(op, size, stride, off, dtype, shape,
               (lambda x, sh=shape: x.view(sh)) if op == "view" else (lambda x, sh=shape: x.reshape(sh)))
    # flatten
    for _ in range(500 * SCALE):
        size, stride, off = rand_layout()
        nd = len(size)
        a = rng.randint(-nd - 1, nd)
        b = rng.randint(-nd - 1, nd)
        record("flatten", size, stride, off, torch.float32, [a, b], lambda x, a=a, b=b: x.flatten(a, b))
    # unflatten
    for _ in range(500 * SCALE):
        size, stride, off = rand_layout()
        nd = len(size)
        d = rng.randint(-nd - 1, nd)
        dd = d + nd if d < 0 else d
        target = size[dd] if 0 <= dd < nd else rng.randint(0, 4)
        sizes = rand_shape_for(target) if rng.random() < 0.9 else []
        record("unflatten", size, stride, off, torch.float32, [d] + sizes,
               lambda x, d=d, s=sizes: x.unflatten(d, tuple(s)))
    # clone / contiguous in every format
    for _ in range(900 * SCALE):
        size, stride, off = rand_layout()
        if rng.random() < 0.45:  # bias towards 4-D / 5-D for the channels-last formats
            nd = rng.choice([4, 5])
            size, stride, off = rand_layout(max_nd=0)
            size = [rng.choice([0, 1, 2, 3]) if rng.random() < 0.1 else rng.choice([1, 2, 3]) for _ in range(nd)]
            if rng.random() < 0.5:
                order = [1] + list(range(nd - 1, 1, -1)) + [0]  # channels-last order
                stride = [0] * nd
                r = 1
                for d in order:
                    stride[d] = r
                    r *= size[d]
                if rng.random() < 0.3:
                    stride[rng.randrange(nd)] = rng.randint(0, 7)
            else:
                stride = [rng.randint(0, 10) for _ in range(nd)]
        fmt = rng.choice(list(FORMATS))
        op = rng.choice(["clone", "contiguous"])
        dtype = rng.choice(dt_list) if rng.random() < 0.2 else torch.float32
        mf = FORMATS[fmt]
        record(op, size, stride, off, dtype, [], (lambda x, m=mf: x.clone(memory_format=m)) if op == "clone"
               else (lambda x, m=mf: x.contiguous(memory_format=m)), fmt)
    # flip
    for _ in range(400 * SCALE):
        size, stride, off = rand_layout()
        nd = len(size)
        dims = [rng.randint(-nd - 1, nd) for _ in range(rng.randint(0, 3))]
        record("flip", size, stride, off, torch.float32, dims, lambda x, ds=dims: x.flip(ds))
    # elementwise with a number, and unary
    for _ in range(700 * SCALE):
        size, stride, off = rand_layout()
        if rng.random() < 0.2:
            nd = 4
            size = [rng.choice([0, 1, 2, 3]) for _ in range(nd)]
            stride = [rng.randint(0, 8) for _ in range(nd)]
            if rng.random() < 0.6:
                stride = [size[1] * size[2] * size[3], 1, size[1] * size[3], size[1]]
                if rng.random() < 0.5:
                    stride[rng.randrange(4)] = rng.randint(0, 9)
        op = rng.choice(["add", "mul", "neg", "sin"])
        fn = {"add": lambda x: x + 1, "mul": lambda x: x * 2.0, "neg": lambda x: -x,
              "sin": lambda x: x.sin()}[op]
        record(op, size, stride, off, torch.float32, [], fn)
    # predicates
    for _ in range(3000 * SCALE):
        size, stride, off = rand_layout(max_nd=5)
        if rng.random() < 0.3:
            nd = rng.choice([4, 5])
            size = [rng.choice([0, 1, 1, 2, 3]) for _ in range(nd)]
            stride = [rng.randint(0, 12) for _ in range(nd)]
            if rng.random() < 0.6:
                order = [1] + list(range(nd - 1, 1, -1)) + [0]
                r = 1
                for d in order:
                    stride[d] = r
                    r *= size[d]
                if rng.random() < 0.4:
                    d = rng.randrange(nd)
                    if size[d] <= 1:
                        stride[d] = rng.randint(0, 9)
        x, storage = make_input(size, stride, off, torch.float32)
        res = {"pred": (x.is_contiguous(), x.is_contiguous(memory_format=torch.channels_last),
                        x.is_contiguous(memory_format=torch.channels_last_3d),
                        x.is_contiguous(memory_format=torch.preserve_format),
                        torch._debug_has_internal_overlap(x))}
        add("pred", size, stride, off, torch.float32, storage, [], "SL_MF_CONTIGUOUS", res)
    # empty / empty(memory_format) / empty_strided, including negative and huge sizes
    for _ in range(300 * SCALE):
        nd = rng.randint(0, 5)
        sizes = [rng.choice([0, 1, 2, 3, 4]) for _ in range(nd)]
        r = rng.random()
        if r < 0.08 and nd:
            sizes[rng.randrange(nd)] = rng.choice([-1, -3])
        elif r < 0.16 and nd:
            sizes[rng.randrange(nd)] = rng.choice([2 ** 40, 2 ** 62, 2 ** 63 - 1])
        fmt = rng.choice(list(FORMATS)) if rng.random() < 0.6 else "SL_MF_CONTIGUOUS"
        dtype = rng.choice(dt_list)
        if nd in (4, 5) and rng.random() < 0.5:
            fmt = "SL_MF_CHANNELS_LAST" if nd == 4 else "SL_MF_CHANNELS_LAST_3D"
        record_new("empty", sizes, lambda s=sizes, f=FORMATS[fmt], d=dtype: torch.empty(s, memory_format=f, dtype=d),
                   dtype=dtype, fmt=fmt, nsizes=nd)
    for _ in range(300 * SCALE):
        nd = rng.randint(0, 4)
        sizes = [rng.choice([0, 1, 2, 3]) for _ in range(nd)]
        ns = nd if rng.random() < 0.9 else rng.randint(0, 4)
        strides = [rng.choice([0, 1, 2, 5, 7]) for _ in range(ns)]
        r = rng.random()
        if r < 0.08 and nd:
            sizes[rng.randrange(nd)] = -2
        elif r < 0.16 and ns:
            strides[rng.randrange(ns)] = rng.choice([-1, 2 ** 61, 2 ** 62, 2 ** 63 - 1])
        elif r < 0.2 and nd:
            sizes[rng.randrange(nd)] = 2 ** 62
        dtype = rng.choice(dt_list)
        res_fn = lambda s=sizes, st=strides, d=dtype: torch.empty_strided(s, st, dtype=d)
        out = run("empty_strided", None, lambda _: res_fn())
        if "err" in out and "allocate" in out["err"][1]:
            continue  # an allocator failure is torch's machine, not its layout rules
        add("empty_strided", [], [], 0, dtype, 0, sizes + strides, "SL_MF_CONTIGUOUS", out | {"nsizes": nd})
    # a few hand-picked extremes (inputs only; answers come from torch)
    big = [
        ("view", [24], [1], [2 ** 62 + 6, 4]), ("view", [24], [1], [2 ** 62, 4]),
        ("view", [24], [1], [2 ** 32, 2 ** 32]), ("view", [24], [1], [-1, 2 ** 62 + 6, 4]),
        ("view", [0], [1], [2 ** 62, 4, 0]), ("view", [0], [1], [2 ** 62, 2, 0]),
        ("view", [0], [1], [2 ** 63 - 1, 0]), ("view", [0], [1], [2 ** 32, 2 ** 32, 0]),
        ("reshape", [4, 3, 2], [1, 4, 12], [2 ** 62 + 6, 4]),
        ("view", [4, 3, 2], [1, 4, 12], [2 ** 62 + 6, 4]),
        ("reshape", [2, 2 ** 61], [1, 0], [2 ** 62]),
        ("flatten", [2, 2 ** 61], [1, 0], [0, -1]),
        ("unflatten", [24], [1], [0, 2 ** 62 + 6, 4]),
        ("clone", [2, 2 ** 61], [1, 0], []), ("contiguous", [2, 2 ** 61], [1, 0], []),
        ("flip", [2, 2 ** 61], [1, 0], [0]), ("add", [2, 2 ** 61], [1, 0], []),
        ("neg", [2, 2 ** 61], [1, 0], []), ("clone", [2 ** 62], [0], []),
    ]
    fns = {"view": lambda a: lambda x: x.view(a), "reshape": lambda a: lambda x: x.reshape(a),
           "flatten": lambda a: lambda x: x.flatten(a[0], a[1]),
           "unflatten": lambda a: lambda x: x.unflatten(a[0], tuple(a[1:])),
           "clone": lambda a: lambda x: x.clone(), "contiguous": lambda a: lambda x: x.contiguous(),
           "flip": lambda a: lambda x: x.flip(a), "add": lambda a: lambda x: x + 1,
           "neg": lambda a: lambda x: -x}
    for op, size, stride, args in big:
        x = torch.zeros(24).as_strided(size, stride)
        storage = 24
        fmt = "SL_MF_PRESERVE" if op == "clone" else "SL_MF_CONTIGUOUS"
        add(op, size, stride, 0, torch.float32, storage, args, fmt, run(op, x, fns[op](args)))

    with open(OUT, "w") as f:
        f.write("/* Generated by tests/torch_b_record.py from torch %s; do not edit. */\n" % torch.__version__)
        for (op, size, stride, off, dtype, storage, args, fmt, res) in cases:
            dname, isz = DTYPES[dtype]
            parts = [c_str(op), str(len(size)), c_arr(size), c_arr(stride), str(off), dname,
                     str(storage), str(len(args)), c_arr(args), fmt, str(res.get("nsizes", 0))]
            if "err" in res:
                parts += [c_str(res["err"][0]), c_str(res["err"][1]), "0", "{0}", "{0}", "0", "SL_ALIAS_NEW", "0", "{0}"]
            elif "pred" in res:
                p = res["pred"]
                parts += ["NULL", "NULL", "0", "{0}", "{0}", "0", "SL_ALIAS_NEW", "0",
                          "{%d, %d, %d, %d, %d}" % (p[0], p[1], p[2], p[3], p[4])]
            else:
                parts += ["NULL", "NULL", str(len(res["size"])), c_arr(res["size"]), c_arr(res["stride"]),
                          str(res["offset"]), res["alias"], str(res["storage_bytes"]), "{0}"]
            f.write("{" + ", ".join(parts) + "},\n")
    print("wrote %d cases to %s" % (len(cases), OUT))


if __name__ == "__main__":
    sys.exit(main())
