#!/usr/bin/python3
"""gen_overlap_write_cases.py — random in-place writes into torch views whose elements
share memory (unfold windows, as_strided with overlapping rows, their transposes and
permutations): copy_ from another tensor, a flipped copy or a broadcast row, item
assignment, add_/sub_/mul_ with numbers and tensors, fill_.  torch calls the overlap
"TooHard" and writes anyway, so the result is decided by the order of TensorIterator's
loops (the last write to an address wins); src/lang/torch/tensor_values.c's tensor_inplace() replays that
order.  Usage: see scripts/gen_cases_main.py."""
import gen_cases_main


def view(rng):
    size, step = rng.randint(2, 3), rng.randint(1, 2)
    return rng.choice([
        "b.unfold(0, %d, %d)" % (size, step),
        "b.unfold(0, %d, %d).transpose(1, 2)" % (size, step),
        "b.unfold(0, %d, %d)[:%d]" % (size, step, rng.randint(1, 3)),
        "b.unfold(0, %d, %d).permute(2, 0, 1)" % (size, step),
        "torch.as_strided(b, (%d, %d), (%d, %d))" % (rng.randint(2, 3), rng.randint(2, 3),
                                                    rng.randint(0, 2), rng.randint(1, 3)),
    ])


WRITES = [
    "z.copy_(z.flip({d}))",
    "z.copy_(torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape) * 10)",
    "z.copy_(torch.arange(z.shape[-1], dtype=torch.float32) + 100)",
    "z.add_({k})",
    "z.mul_({k})",
    "z[...] = torch.arange(z.numel(), dtype=torch.float32).reshape(z.shape)",
    "z.add_(z.clone() + 1)",
    "z.sub_(torch.ones(z.shape[-1]))",
    "z.fill_({k})",
]


def program(rng):
    rows, cols = rng.randint(4, 9), rng.randint(1, 3)
    vals = [[rng.randint(-9, 9) for _ in range(cols)] for _ in range(rows)]
    lines = ["import torch", "b = torch.tensor(%s, dtype=torch.float32)" % vals,
             "z = " + view(rng), "print(z.shape, z.stride())"]
    for _ in range(rng.randint(1, 2)):
        lines.append(rng.choice(WRITES).format(d=rng.randint(0, 1), k=rng.randint(2, 5)))
        lines.append("print(b.tolist())")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    gen_cases_main.run(program, 'ovw', [
        'Random programs for the write order of src/lang/torch/tensor_values.c tensor_inplace() (seed {seed}, made',
        'by scripts/gen_overlap_write_cases.py): in-place writes into views whose elements',
        'share memory.  Outputs are recorded from torch 1.13 with scripts/record_cases.py,',
        'never typed.',
    ])
