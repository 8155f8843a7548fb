#!/usr/bin/python3
"""gen_topk_isclose_split_cases.py — random programs for the ordering functions (src/lang/torch/tensor_topk.c,
tensor_sort.c) and
their neighbours: torch sort / argsort / msort with equal keys and NaNs (stable and
unstable: the order torch's CPU kernel leaves equal keys in), topk / kthvalue over distinct
keys (at most one NaN per tensor: the cases the engine computes), repeat_interleave,
and np.isclose / np.allclose over float64 / float32 / int operands with inf and NaN.
Every program prints values, indices and strides of the results.

  scripts/gen_topk_isclose_split_cases.py SEED COUNT > tests/snippets/src/topk_isclose_split_random.py
  /usr/bin/python3 scripts/record_cases.py tests/snippets/src/topk_isclose_split_random.py

With --dir DIR it writes one program per file instead (for a live comparison).
"""
import os
import random
import sys


def shape(rng, max_nd=3):
    nd = rng.randint(1, max_nd)
    return [rng.choice([1, 2, 3, 4, 5, 7, 17, 33]) if rng.random() < 0.3 else rng.randint(1, 5) for _ in range(nd)]


def numel(sh):
    n = 1
    for s in sh:
        n *= s
    return n


def layout(rng, expr, sh):
    """expr possibly transposed or flipped (a non-contiguous input); sh becomes its shape"""
    r = rng.random()
    nd = len(sh)
    if nd >= 2 and r < 0.25:
        sh[0], sh[-1] = sh[-1], sh[0]
        return "%s.transpose(0, %d)" % (expr, nd - 1)
    if r < 0.35:
        return "%s.flip(0)" % expr
    return expr


def tie_values(rng, n, floating):
    k = rng.randint(1, max(1, n // 2))
    vals = [rng.randint(-k, k) for _ in range(n)]
    if floating:
        out = []
        for v in vals:
            r = rng.random()
            out.append("nan" if r < 0.12 else "-0.0" if r < 0.17 and v == 0 else "%s" % (v * 0.5))
        return out
    return [str(v) for v in vals]


def distinct_values(rng, n, floating):
    vals = rng.sample(range(-3 * n, 3 * n + 1), n)
    if floating:
        out = ["%s" % (v * 0.25) for v in vals]
        if rng.random() < 0.3:
            out[rng.randrange(n)] = "nan"
        return out
    return [str(v) for v in vals]


def torch_tensor(rng, vals, sh, floating):
    body = ", ".join("float('nan')" if v == "nan" else v for v in vals)
    dt = rng.choice(["torch.float32", "torch.float64"]) if floating else rng.choice(["torch.int64", "torch.int32"])
    return "torch.tensor([%s], dtype=%s).reshape(%s)" % (body, dt, ", ".join(map(str, sh)))


def case_sort(rng):
    sh = shape(rng)
    floating = rng.random() < 0.5
    x = torch_tensor(rng, tie_values(rng, numel(sh), floating), sh, floating)
    nd = len(sh)
    lines = ["import torch", "x = %s" % layout(rng, x, sh)]
    dim = rng.randint(-nd, nd - 1)
    r = rng.random()
    if r < 0.45:
        args = ["dim=%d" % dim]
        if rng.random() < 0.5:
            args.append("descending=%s" % rng.choice(["True", "False"]))
        if rng.random() < 0.4:
            args.append("stable=%s" % rng.choice(["True", "False"]))
        lines.append("v, i = torch.sort(x, %s)" % ", ".join(args))
        lines.append("print(v)")
        lines.append("print(i, i.stride())")
    elif r < 0.8:
        desc = rng.choice(["True", "False"])
        lines.append("i = x.argsort(dim=%d, descending=%s)" % (dim, desc))
        lines.append("print(i, i.shape)")
    else:
        lines.append("m = torch.msort(x)")
        lines.append("print(m, m.stride())")
    return lines


def case_topk(rng):
    sh = shape(rng)
    floating = rng.random() < 0.6
    x = torch_tensor(rng, distinct_values(rng, numel(sh), floating), sh, floating)
    nd = len(sh)
    lines = ["import torch", "x = %s" % layout(rng, x, sh)]
    dim = rng.randint(-nd, nd - 1)
    n = sh[dim]
    if rng.random() < 0.6:
        k = rng.randint(0, n)
        args = ["%d" % k]
        if rng.random() < 0.7:
            args.append("dim=%d" % dim)
        else:
            k = rng.randint(0, sh[-1])
            args = ["%d" % k]
        if rng.random() < 0.5:
            args.append("largest=%s" % rng.choice(["True", "False"]))
        lines.append("r = x.topk(%s)" % ", ".join(args))
        lines.append("print(r)")
        lines.append("print(r.values.stride(), r.indices.shape)")
    else:
        k = rng.randint(1, n)
        args = ["%d" % k, "%d" % dim]
        if rng.random() < 0.5:
            args.append("keepdim=%s" % rng.choice(["True", "False"]))
        lines.append("v, i = torch.kthvalue(x, %s)" % ", ".join(args))
        lines.append("print(v, i)")
        lines.append("print(v.shape, v.stride())")
    return lines


def case_repeat_interleave(rng):
    sh = shape(rng, 2)
    nd = len(sh)
    x = "torch.arange(%d).reshape(%s)" % (numel(sh), ", ".join(map(str, sh)))
    lines = ["import torch", "x = %s" % layout(rng, x, sh)]
    r = rng.random()
    if r < 0.4:
        lines.append("y = x.repeat_interleave(%d)" % rng.randint(0, 3))
    elif r < 0.8:
        dim = rng.randint(-nd, nd - 1)
        reps = [rng.randint(0, 3) for _ in range(sh[dim])]
        lines.append("y = torch.repeat_interleave(x, torch.tensor(%s), dim=%d)" % (reps, dim))
    else:
        dim = rng.randint(-nd, nd - 1)
        lines.append("y = x.repeat_interleave(%d, dim=%d)" % (rng.randint(0, 3), dim))
    lines.append("print(y, y.shape, y.stride())")
    return lines


def np_operand(rng, n, dtype):
    vals = []
    for _ in range(n):
        r = rng.random()
        if dtype == "int64":
            vals.append(str(rng.randint(-3, 3)))
        elif r < 0.1:
            vals.append(rng.choice(["np.nan", "np.inf", "-np.inf"]))
        elif r < 0.5:
            vals.append(str(rng.randint(-3, 3)))
        else:
            base = rng.randint(-3, 3)
            vals.append(repr(base + rng.choice([1e-9, 1e-6, 1e-5, 2e-5, 1e-3, -1e-8, -3e-6])))
    return "np.array([%s], dtype=np.%s)" % (", ".join(vals), dtype)


def case_isclose(rng):
    n = rng.randint(1, 6)
    da, db = rng.choice(["float64", "float32", "int64"]), rng.choice(["float64", "float32", "int64"])
    a = np_operand(rng, n, da)
    b = np_operand(rng, rng.choice([n, 1]), db)
    lines = ["import numpy as np", "a = %s" % a, "b = %s" % b]
    args = ["a", "b"]
    if rng.random() < 0.3:
        args.append("rtol=%s" % rng.choice(["0", "1e-3", "0.1"]))
    if rng.random() < 0.3:
        args.append("atol=%s" % rng.choice(["0", "1e-6", "0.5"]))
    if rng.random() < 0.3:
        args.append("equal_nan=True")
    if rng.random() < 0.3:
        args[0], args[1] = args[1], args[0]
    lines.append("r = np.isclose(%s)" % ", ".join(args))
    lines.append("print(r, r.dtype, np.allclose(%s))" % ", ".join(args))
    return lines


KINDS = [(case_sort, 0.35), (case_topk, 0.35), (case_repeat_interleave, 0.1), (case_isclose, 0.2)]


def program(rng):
    r = rng.random()
    acc = 0.0
    for fn, w in KINDS:
        acc += w
        if r < acc:
            return fn(rng)
    return KINDS[-1][0](rng)


def main(argv):
    args = argv[1:]
    out_dir = None
    if len(args) >= 2 and args[0] == "--dir":
        out_dir, args = args[1], args[2:]
    if len(args) != 2:
        sys.exit("usage: gen_topk_isclose_split_cases.py [--dir DIR] SEED COUNT")
    seed, count = int(args[0]), int(args[1])
    rng = random.Random(seed)
    if out_dir:
        os.makedirs(out_dir, exist_ok=True)
        for k in range(count):
            with open(os.path.join(out_dir, "p2_%05d.py" % k), "w") as f:
                f.write("\n".join(program(rng)) + "\n")
        return
    print("# generated by scripts/gen_topk_isclose_split_cases.py %d %d; re-record with scripts/record_cases.py" % (seed, count))
    for k in range(count):
        print("#@@ case p2r_%03d" % k)
        print("\n".join(program(rng)))


if __name__ == "__main__":
    main(sys.argv)
