#!/usr/bin/python3
"""gen_scatter_cases.py — random scatter_ / scatter_add_ programs (and the out-of-place
forms) through views of a small base tensor (transposes, permutations, strided slices),
with index tensors smaller than self, repeated targets and out-of-bounds values, and
index / src tensors that are themselves views, so that the write order of torch's CPU
scatter kernel (TensorIterator's reordered and coalesced dims, the walk along dim inside
or outside the innermost run) shows in the base tensor printed afterwards.
src/lang/torch/tensor_index_write.c replays it.  Values are small integers.
Usage: see scripts/gen_cases_main.py."""
import gen_cases_main
import gen_index_write_cases

DTYPES = ["torch.int64", "torch.float32", "torch.int16", "torch.float64"]


def program(rng):
    lines, nd, dt = gen_index_write_cases.prologue(rng, DTYPES, False)
    for _ in range(rng.randint(1, 3)):
        op = rng.choice(["scatter", "scatter", "scatter_add"])
        inplace = rng.random() < 0.8
        d = rng.randint(-nd, nd - 1)
        lines.append("d = %d" % d)
        # index sizes: at most self's along every dim but d (where up to self's + 1)
        lines.append("ish = [max(1, z.shape[k] - %s) if k != d %% z.dim() else %d for k in range(z.dim())]"
                     % (rng.choice(["0", "0", "1", "k % 2"]), rng.randint(1, 4)))
        bad = rng.random() < 0.2
        lines.append("torch.manual_seed(%d)" % rng.randint(0, 10000))
        lines.append("ix = torch.randint(0, z.shape[d] + %d, ish)" % (1 if bad else 0))
        if rng.random() < 0.3:
            lines.append("ix = ix.transpose(0, -1).contiguous().transpose(0, -1)")
        name = op + ("_" if inplace else "")
        if op == "scatter" and rng.random() < 0.4:
            call = "z.%s(d, ix, %s)" % (name, rng.choice(["-1", "7", "2.5", "True"]))
        else:
            lines.append("src = (torch.arange(1, 1 + torch.Size(ish).numel() * 2) * %d).to(%s)"
                         ".reshape([ish[0] * 2] + ish[1:])[::2]" % (rng.choice([1, -1, 10]), dt))
            call = "z.%s(d, ix, src)" % name
        gen_cases_main.try_print(lines, call)
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    gen_cases_main.run(program, 'sct', [
        'Random programs for the scatter_ / scatter_add_ of src/lang/torch/tensor_index_write.c (seed',
        '{seed}, made by scripts/gen_scatter_cases.py): writes through views with repeated and',
        'out-of-bounds indices.  Outputs are recorded from torch 1.13 with',
        'scripts/record_cases.py, never typed.',
    ])
