#!/usr/bin/env python3
"""Record what CPython prints for the core-only programs (tests/pycore/*.py).

For each NAME.py: NAME.out gets its stdout, NAME.err the last line of its stderr (the
exception a traceback ends with; empty when it ran to the end).  tests/pycore.sh replays
them against build/tests/pycore_run, the Python core linked alone.  Run with the Python
the project records plain Python from: /usr/bin/python3 (Debian 12's 3.11).
"""
import pathlib
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent.parent / "tests" / "pycore"


def main():
    for src in sorted(HERE.glob("*.py")):
        p = subprocess.run([sys.executable, src.name], cwd=HERE, capture_output=True, text=True)
        lines = p.stderr.strip().splitlines()
        src.with_suffix(".out").write_text(p.stdout)
        src.with_suffix(".err").write_text((lines[-1] + "\n") if lines else "")
        print(f"{src.name}: exit {p.returncode}, {len(p.stdout.splitlines())} lines")


if __name__ == "__main__":
    main()
