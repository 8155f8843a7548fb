#!/usr/bin/python3
"""record_cases.py — record hand-picked snippet cases from the real torch / numpy.

A source file tests/snippets/src/TOPIC.py holds the programs only, each introduced by a
line `#@@ case NAME`:

  #@@ case fstring_basic
  import torch
  x = torch.arange(6)
  print(f"{x.shape} {x.stride()}")

Recording runs every program under the system python3 (torch and numpy imported once)
and writes tests/snippets/TOPIC.txt in the corpus format that tests/test_lang_corpus.c
replays without Python (program, then what it printed on stdout, then the uncaught
exception line).  Expected outputs are never typed by hand: edit the source, re-record.

  /usr/bin/python3 scripts/record_cases.py [--ref R] [--out DIR] tests/snippets/src/TOPIC.py [...]

--out writes DIR/TOPIC.txt instead (tests/lang_syntax/ holds programs that fail to compile,
which tests/test_lang.c replays: the corpus replay runs only programs that parse).

--ref picks the reference profile (scripts/refprofile.py): debian12 (the default) = torch
1.13 / numpy 1.24 in this interpreter, as above; lessons = torch 2.2.2 / numpy 2.2.6: each
program runs in a worker of the torch22 venv (programs that import torch; numpy 1.26.4
there) or of the numpy22 venv (the others), and the default output folder is
tests/snippets/lessons/ (give `--out tests/lang_syntax/lessons` for pysyntax.py).
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import record_snippets  # noqa: E402  (shares the runner and the corpus writer)
import refprofile  # noqa: E402


def read_cases(path):
    cases = []
    name = None
    lines = []
    for line in open(path).read().split("\n"):
        if line.startswith("#@@ case "):
            if name is not None:
                cases.append((name, "\n".join(lines).rstrip("\n") + "\n"))
            name = line[len("#@@ case "):].strip()
            lines = []
        elif name is not None:
            lines.append(line)
    if name is not None:
        cases.append((name, "\n".join(lines).rstrip("\n") + "\n"))
    seen = set()
    for n, _ in cases:
        if n in seen:
            sys.exit("%s: case name %s used twice" % (path, n))
        seen.add(n)
    return cases


def main(argv):
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out_dir = None
    ref = refprofile.DEFAULT
    args = argv[1:]
    while len(args) >= 2 and args[0] in ("--out", "--ref"):
        if args[0] == "--out":
            out_dir = args[1]
        else:
            ref = args[1]
            if ref not in refprofile.PROFILES:
                sys.exit("record_cases.py: --ref is one of %s" % ", ".join(refprofile.PROFILES))
        args = args[2:]
    if not args:
        sys.exit("usage: record_cases.py [--ref lessons|debian12] [--out DIR] tests/snippets/src/TOPIC.py [...]")
    refprofile.ensure_debian12_driver()
    if out_dir is None:
        out_dir = refprofile.out_dir(os.path.join(root, "tests", "snippets"), ref)
    os.makedirs(out_dir, exist_ok=True)
    pool = None if ref == "debian12" else refprofile.Pool(ref)
    for src in args:
        topic = os.path.splitext(os.path.basename(src))[0]
        cases = read_cases(src)
        if not cases:
            sys.exit("%s: no '#@@ case NAME' lines" % src)
        record_snippets.write_corpus(os.path.join(out_dir, topic + ".txt"), cases, ref, pool)
    if pool is not None:
        pool.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
