"""gen_cases_main.py — the command line the scripts/gen_*_cases.py generators share:

  scripts/gen_X_cases.py SEED COUNT            a tests/snippets/src/ topic on stdout:
                                               the header lines, then COUNT programs,
                                               each under `#@@ case random_NN`
  scripts/gen_X_cases.py --dir DIR SEED COUNT  one program per file DIR/PREFIX_NNNN.py
                                               (for a live comparison)

A generator calls run(program, prefix, header) with program(rng) -> source text; the
header's lines get the seed and are printed as comments.
"""
import random
import sys


def run(program, prefix, header):
    args = sys.argv[1:]
    out_dir = None
    if args and args[0] == "--dir":
        out_dir = args[1]
        args = args[2:]
    seed, count = int(args[0]), int(args[1])
    rng = random.Random(seed)
    if out_dir:
        for i in range(count):
            with open("%s/%s_%04d.py" % (out_dir, prefix, i), "w") as f:
                f.write(program(rng))
        return
    for line in header:
        print("# " + line.replace("{seed}", str(seed)))
    for i in range(count):
        print("\n#@@ case random_%02d" % i)
        sys.stdout.write(program(rng))


def try_print(lines, call, show="r.tolist(), r.stride(), r.dtype", after="print(b.tolist())"):
    """Append `r = call` inside try/except that prints the result (show) or the exception
    type and message, then the line `after` (the base tensor, so writes made before an
    error show)."""
    lines += ["try:", "    r = " + call, "    print(%s)" % show, "except Exception as ex:",
              "    print(type(ex).__name__, ex)", after]
