#!/usr/bin/python3
"""doc_examples_rate.py — how much of the docstring-example corpus the engine prints exactly.

Replays every case of tests/doc_examples/*.txt (debian12) and tests/doc_examples/lessons/*.txt
(lessons) through `CLI run --ref PROFILE -` and compares stdout and the uncaught-exception
line with the recording (scripts/gen_doc_examples.py).  Prints, per profile, the number of
cases byte-identical, refused (`unsupported: ...`) and WRONG (anything else that differs:
there must be none), and the rate over the cases whose reference output is reproducible at
all (a case listed in known_mismatches.txt under the reason "random values drawn without a
seed" prints other values on each run of the reference itself).

  /usr/bin/python3 scripts/doc_examples_rate.py [--cli build/stridelab] [--ref PROFILE] [--list]
      --list prints each differing case as a known_mismatches.txt line
      (FILE TAB CASE TAB the refusal), to be placed under its reason
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def read_corpus(path):
    """(name, source, stdout, exc) of each case of a recorded file"""
    text = open(path).read()
    cases = []
    for m in re.finditer(r"(?ms)^#@@ case (.*?)\n(.*?)^#@@ stdout\n(.*?)^#@@ exc\n(.*?)^#@@ end\n", text):
        name, src, out, exc = m.groups()
        if out.endswith("\n#@@ nonl\n"):
            out = out[: -len("\n#@@ nonl\n")]
        cases.append((name, src, out, exc.rstrip("\n")))
    return cases


def random_listed(folder):
    """the cases known_mismatches.txt lists under the unseeded-random reason"""
    names = set()
    path = os.path.join(folder, "known_mismatches.txt")
    if not os.path.exists(path):
        return names
    in_random = False
    for line in open(path):
        if line.startswith("#"):
            if "random values drawn without a seed" in line:
                in_random = True
            elif line.startswith("# ==="):
                in_random = False
            continue
        parts = line.rstrip("\n").split("\t")
        if in_random and len(parts) == 3:
            names.add((parts[0], parts[1]))
    return names


def main(argv):
    cli = os.path.join(ROOT, "build", "stridelab")
    show = "--list" in argv
    if "--cli" in argv:
        cli = argv[argv.index("--cli") + 1]
    only = argv[argv.index("--ref") + 1] if "--ref" in argv else None
    wrong_total = 0
    for ref, folder in (("debian12", "tests/doc_examples"), ("lessons", "tests/doc_examples/lessons")):
        if only and ref != only:
            continue
        folder = os.path.join(ROOT, folder)
        rnd = random_listed(folder)
        n = same = refused = wrong = nrandom = 0
        for fn in sorted(os.listdir(folder)):
            if not fn.endswith(".txt") or fn == "known_mismatches.txt":
                continue
            for name, src, out, exc in read_corpus(os.path.join(folder, fn)):
                n += 1
                p = subprocess.run([cli, "run", "--ref", ref, "-"], input=src.encode(), stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE)
                got = p.stdout.decode("utf-8", "replace")
                err = p.stderr.decode("utf-8", "replace").rstrip("\n").split("\n")[-1]
                got_exc = err if p.returncode == 1 and not err.startswith("stridelab") else ""
                if (fn, name) in rnd:
                    nrandom += 1
                if got == out and got_exc == exc and p.returncode in (0, 1):
                    same += 1
                    continue
                m = re.match(r"stridelab run: (?:line \d+: )?(unsupported: .*)", err)
                if m:
                    refused += 1
                    if show:
                        print("%s\t%s\t%s" % (fn, name, m.group(1)))
                else:
                    wrong += 1
                    print("WRONG %s %s %s: exit %d, %s" % (ref, fn, name, p.returncode, err))
        det = n - nrandom
        print("%-8s %d cases: %d identical (%.1f%%), %d refused, %d wrong; without the %d whose reference "
              "prints random values: %d/%d (%.1f%%)" % (ref, n, same, 100.0 * same / max(n, 1), refused, wrong,
                                                        nrandom, same, det, 100.0 * same / max(det, 1)),
              file=sys.stderr if show else sys.stdout)
        wrong_total += wrong
    return 1 if wrong_total else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
