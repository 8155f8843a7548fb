#!/usr/bin/python3
"""record_cases.py — record hand-picked snippet cases from the real torch 1.13 / numpy 1.24.

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

  /usr/bin/python3 scripts/record_cases.py [--out DIR] tests/snippets/src/TOPIC.py [...]

--out writes DIR/TOPIC.txt instead (tests/lang_syntax/ holds programs that fail to compile,
which tests/test_lang.c replays: the corpus replay runs only programs that parse).
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import record_snippets  # noqa: E402  (shares the runner and the corpus writer)


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
    out_dir = os.path.join(root, "tests", "snippets")
    args = argv[1:]
    if len(args) >= 2 and args[0] == "--out":
        out_dir, args = args[1], args[2:]
    if not args:
        sys.exit("usage: record_cases.py [--out DIR] tests/snippets/src/TOPIC.py [...]")
    for src in args:
        topic = os.path.splitext(os.path.basename(src))[0]
        cases = read_cases(src)
        if not cases:
            sys.exit("%s: no '#@@ case NAME' lines" % src)
        record_snippets.write_corpus(os.path.join(out_dir, topic + ".txt"), cases)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
