#!/usr/bin/python3
"""record_suggestions.py — record the last line of the traceback the reference prints for
each program of tests/suggestions/cases.txt: CPython 3.11's `Type: message` with the
". Did you mean: 'NAME'?" an uncaught AttributeError or NameError gets (never part of
str(e)), as each profile's interpreter prints it running the program file.

  /usr/bin/python3 scripts/record_suggestions.py
      writes tests/suggestions/debian12.tsv (/usr/bin/python3: torch 1.13, numpy 1.24) and
      tests/suggestions/lessons.tsv (torch22 for a program importing torch, else numpy22:
      scripts/refprofile.py), one `NAME <tab> LINE` per case, in the cases' order.

A case whose program ends without an uncaught exception is an error of the corpus.
"""
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DIR = os.path.join(ROOT, "tests", "suggestions")
sys.path.insert(0, HERE)
import refprofile  # noqa: E402


def read_cases(path):
    cases, name, lines = [], None, []
    with open(path) as f:
        for line in f:
            if line.startswith("#@@ case "):
                if name:
                    cases.append((name, "".join(lines)))
                name, lines = line.split()[2], []
            elif name:
                lines.append(line)
    if name:
        cases.append((name, "".join(lines)))
    return cases


def last_stderr_line(python, src, tmp):
    path = os.path.join(tmp, "prog.py")
    with open(path, "w") as f:
        f.write(src)
    p = subprocess.run([python, path], capture_output=True, text=True, cwd=tmp, timeout=300)
    lines = p.stderr.rstrip("\n").split("\n")
    if p.returncode != 1 or not lines[-1]:
        raise SystemExit("record_suggestions.py: no uncaught exception (status %d): %r" % (p.returncode, src))
    if "\t" in lines[-1]:
        raise SystemExit("record_suggestions.py: a tab in %r" % lines[-1])
    return lines[-1]


def main():
    cases = read_cases(os.path.join(DIR, "cases.txt"))
    with tempfile.TemporaryDirectory() as tmp:
        for ref in ("debian12", "lessons"):
            out = []
            for name, src in cases:
                python = refprofile.env_python(refprofile.env_for_source(ref, src))
                out.append("%s\t%s\n" % (name, last_stderr_line(python, src, tmp)))
            with open(os.path.join(DIR, ref + ".tsv"), "w") as f:
                f.writelines(out)
            print("%s: %d cases" % (ref, len(out)))


if __name__ == "__main__":
    main()
