#!/usr/bin/python3
"""gen_index_write_cases.py — random index_fill_ / index_copy_ / index_add_ programs (and
their out-of-place forms) over views of a small base tensor: transposes, permutations,
strided slices, with repeated, negative and out-of-bounds indices, so that the write
order (TensorIterator's walk for index_fill_ / index_copy_, index order for index_add_)
and the writes made before an error show in the base tensor printed afterwards.
src/lang/torch/tensor_index_write.c replays them.  Values are small integers (halves for float
tensors) and alpha an integer, so index_add_'s fused and unfused multiply-adds agree.
Usage: see scripts/gen_cases_main.py."""
import gen_cases_main

DTYPES = ["torch.int64", "torch.float32", "torch.int8", "torch.float64", "torch.int32"]


def view(rng, nd):
    if nd == 2:
        return rng.choice(["b", "b.t()", "b[:, ::2]", "b[1:]", "b.t()[::2]", "b[::2, 1:]"])
    return rng.choice(["b", "b.permute(2, 0, 1)", "b.transpose(0, 2)", "b[:, ::2]",
                       "b.permute(1, 2, 0)[1:]", "b[..., ::2].transpose(1, 2)"])


def prologue(rng, dtypes, filled):
    """A random base tensor b (2 or 3 dims of 2-4, arange values when filled, else zeros),
    a view z of it, z's shape and strides printed: (lines, nd, dtype)."""
    nd = rng.choice([2, 3])
    shape = [rng.randint(2, 4) for _ in range(nd)]
    dt = rng.choice(dtypes)
    numel = 1
    for s in shape:
        numel *= s
    dims = ", ".join(map(str, shape))
    base = ("torch.arange(%d, dtype=%s).reshape(%s)" % (numel, dt, dims) if filled
            else "torch.zeros(%s, dtype=%s)" % (dims, dt))
    return ["import torch", "b = " + base, "z = " + view(rng, nd), "print(z.shape, z.stride())"], nd, dt


def program(rng):
    lines, nd, dt = prologue(rng, DTYPES, True)
    for _ in range(rng.randint(1, 3)):
        op = rng.choice(["fill", "copy", "add"])
        inplace = rng.random() < 0.75
        lines.append("d = %d" % rng.randint(-nd, nd - 1))
        lines.append("size = z.shape[d]")
        # the index is built in Python from the size the view has along d
        n_vals = rng.randint(0, 4)
        picks = []
        for _ in range(n_vals):
            r = rng.random()
            if r < 0.12:
                picks.append("size")
            elif r < 0.18:
                picks.append("-size - 1")
            elif r < 0.4 and op == "fill":
                picks.append("-%d %% size - 1" % rng.randint(0, 3))
            else:
                picks.append("%d %% size" % rng.randint(0, 5))
        lines.append("ix = torch.tensor([%s], dtype=torch.long)" % ", ".join(picks))
        name = "index_" + op + ("_" if inplace else "")
        if op == "fill":
            val = rng.choice(["-1", "7", "2.5", "True", "torch.tensor(9)"])
            call = "z.%s(d, ix, %s)" % (name, val)
        else:
            src_dt = dt if rng.random() < 0.95 else "torch.float16"
            shp = "[len(ix) if k == d % z.dim() else z.shape[k] for k in range(z.dim())]"
            src = ("torch.arange(1, 1 + torch.Size(%s).numel(), dtype=%s).reshape(%s) * %s"
                   % (shp, src_dt, shp, rng.choice(["1", "-1", "10"])))
            if rng.random() < 0.3:
                src = "(%s).transpose(0, -1).contiguous().transpose(0, -1)" % src
            if op == "add":
                alpha = rng.choice(["", ", alpha=2", ", alpha=-3"])
                call = "z.%s(d, ix, %s%s)" % (name, src, alpha)
            else:
                call = "z.%s(d, ix, %s)" % (name, src)
        gen_cases_main.try_print(lines, call)
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    gen_cases_main.run(program, 'ixw', [
        'Random programs for src/lang/torch/tensor_index_write.c (seed {seed}, made by',
        'scripts/gen_index_write_cases.py): index_fill_ / index_copy_ / index_add_ and their',
        'out-of-place forms through views, with repeated and out-of-bounds indices.  Outputs',
        'are recorded from torch 1.13 with scripts/record_cases.py, never typed.',
    ])
