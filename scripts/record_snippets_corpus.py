#!/usr/bin/python3
"""record_snippets_corpus.py — the recorded snippet corpus of the oracle.

Runs snippets on the real reference and stores, byte for byte, what Python printed:
`tests/snippet_corpus/*.snip`, replayed without Python by `tests/test_snippet_corpus.c`
through `sl_run_snippet`.  --ref picks the reference profile (scripts/refprofile.py):
debian12 (the default) = torch 1.13 / numpy 1.24 under the system python3, in this
interpreter; lessons = torch 2.2.2 / numpy 2.2.6: the same snippets (drawn here by
gen_snippets.py, which steers with 1.13 / 1.24) run by workers in the torch22 venv (every
snippet that imports torch; numpy there is 1.26.4) and the numpy22 venv (the others), and
stored in tests/snippet_corpus/lessons/.

Sources of snippets:
  * every Python code block of the seed lessons (../shared/seeds), plus the `// >>>`
    REPL transcript (echoed expressions wrapped in print()) and the few statements the
    lessons make in prose about runnable code (numpy's reversed slice, torch's refusal
    of negative strides, flip) — file lessons.snip;
  * random learner-style programs from scripts/gen_snippets.py, seeded — files
    torch_NN.snip / numpy_NN.snip.

Each snippet runs in a fresh namespace (`{"__name__": "__main__"}`) of one interpreter,
with sys.stdout replaced by a recorder, so thousands of programs cost one `import torch`.
An uncaught exception is recorded as Python's final traceback text `ExcType: message`
(module-qualified for non-builtin classes, as the traceback prints it: numpy.AxisError)
and exit status 1.  The recorder also notes, for each stdout line, the source line that
printed it, and the source line of an uncaught exception; the replay test uses these to
group mismatches by the construct where output first differs.

Record format (text, byte-exact thanks to lengths; the separators make it readable):

  @@ snippet NAME LIB status=S excline=L lines=A,B,... src=N out=N exc=N
  <src: N bytes>
  @@ stdout
  <out: N bytes>
  @@ exc
  <exc: N bytes>
  @@ end

(each `@@` separator line is preceded by one newline that belongs to no section).

Usage:
  /usr/bin/python3 scripts/record_snippets_corpus.py record [--ref R] [--out DIR] [--torch N] [--numpy N] [--seed S]
      re-records tests/snippet_corpus/ (--ref lessons: tests/snippet_corpus/lessons/;
      deterministic: same seed, same bytes); checks that each lesson block prints what its
      lesson shows in comments
  /usr/bin/python3 scripts/record_snippets_corpus.py live [--ref R] --cli PATH [--count N] [--seed S]
      differential run: N fresh snippets through the reference and `PATH run -` (given
      `--ref R` when its `run --help` mentions --ref); prints the byte-identical rate and
      the mismatches; exit 1 below --min-rate (default 99.5 %)
  /usr/bin/python3 scripts/record_snippets_corpus.py show NAME   the source of one snippet
"""
import argparse
import io
import os
import re
import subprocess
import sys
import time
import traceback
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SEEDS = os.path.normpath(os.path.join(ROOT, "..", "shared", "seeds"))
OUT_DIR = os.path.join(ROOT, "tests", "snippet_corpus")
sys.path.insert(0, HERE)

import refprofile  # noqa: E402
try:
    import gen_snippets  # noqa: E402  (imports torch and numpy, adds untyped_storage on 1.13)
except ImportError:
    # a --ref lessons worker in numpy22 (numpy 2.2.6, no torch): it only runs snippets that
    # do not import torch; the warning filter is the one importing gen_snippets sets
    gen_snippets = None
    warnings.simplefilter("ignore")

PER_FILE = 400


# ------------------------------------------------------------------ running ---


class LineRecorder(io.TextIOBase):
    """a stdout that remembers which <snippet> line wrote each character"""

    def __init__(self):
        super().__init__()
        self.parts = []
        self.linenos = []

    def writable(self):
        return True

    def write(self, s):
        f = sys._getframe(1)
        ln = 0
        while f is not None:
            if f.f_code.co_filename == "<snippet>":
                ln = f.f_lineno
                break
            f = f.f_back
        self.parts.append(s)
        self.linenos.append((len(s), ln))
        return len(s)

    def result(self):
        text = "".join(self.parts)
        # the source line of the first character of each output line
        per_char = []
        for n, ln in self.linenos:
            per_char.extend([ln] * n)
        lines = []
        start = 0
        while start < len(text):
            lines.append(per_char[start])
            nl = text.find("\n", start)
            if nl < 0:
                break
            start = nl + 1
        return text, lines


def run(src):
    """(stdout, exc_text, status, exc_line, out_line_map) of one snippet"""
    rec = LineRecorder()
    saved = sys.stdout
    sys.stdout = rec
    exc_text, status, exc_line = "", 0, 0
    try:
        with refprofile.drawing_shim.recording():
            exec(compile(src, "<snippet>", "exec"), {"__name__": "__main__"})
    except Exception as e:  # noqa: BLE001 - we record whatever the reference raises
        exc_text = "".join(traceback.format_exception_only(type(e), e)).rstrip("\n")
        status = 1
        for fr, ln in traceback.walk_tb(e.__traceback__):
            if fr.f_code.co_filename == "<snippet>":
                exc_line = ln
    finally:
        sys.stdout = saved
    out, lines = rec.result()
    return out, exc_text, status, exc_line, lines


def run_all(ref, srcs, pool=None):
    """[run(src) for src in srcs] under a reference profile: here for debian12, else by the
    profile's workers (torch22 for snippets that import torch, numpy22 for the others)"""
    if ref == "debian12":
        return [run(src) for src in srcs]
    return pool.map_by_env([(src,) for src in srcs], lambda a: refprofile.env_for_source(ref, a[0]),
                           "record_snippets_corpus", "run")


def record_text(name, lib, src, res):
    out, exc, status, exc_line, lines = res
    head = "@@ snippet %s %s status=%d excline=%d lines=%s src=%d out=%d exc=%d\n" % (
        name, lib, status, exc_line, ",".join(map(str, lines)) or "-",
        len(src.encode()), len(out.encode()), len(exc.encode()))
    return head + src + "\n@@ stdout\n" + out + "\n@@ exc\n" + exc + "\n@@ end\n"


# ------------------------------------------------------------------ lessons ---


def lesson_snippets():
    """(name, source, expected comment lines) for each code block of the seed lessons"""
    found = []
    for fn in sorted(os.listdir(SEEDS)) if os.path.isdir(SEEDS) else []:
        tag = fn[:3]
        lines = open(os.path.join(SEEDS, fn)).read().split("\n")
        i, k = 0, 0
        while i < len(lines):
            if re.match(r"(import torch|import numpy)", lines[i]):
                code, j = [], i
                # the block runs to the output comments (a '# ' line after a blank line)
                while j < len(lines) and not (lines[j].startswith("# ") and code and code[-1] == ""):
                    code.append(lines[j])
                    j += 1
                while code and code[-1] == "":
                    code.pop()
                want = []
                while j < len(lines) and lines[j].startswith("#"):
                    want.append(lines[j][2:])
                    j += 1
                found.append(("lesson%s_block%d" % (tag, k), "\n".join(code) + "\n", want))
                k += 1
                i = j
                continue
            if lines[i].startswith("// >>> "):
                code, want, j = ["import torch"], [], i
                while j < len(lines) and lines[j].startswith("// "):
                    if lines[j].startswith("// >>> "):
                        stmt = lines[j][7:]
                        echoed = j + 1 < len(lines) and lines[j + 1].startswith("// ") and \
                            not lines[j + 1].startswith("// >>> ")
                        code.append("print(%s)" % stmt if echoed else stmt)
                    else:
                        want.append(lines[j][3:])
                    j += 1
                found.append(("lesson%s_repl%d" % (tag, k), "\n".join(code) + "\n", want))
                k += 1
                i = j
                continue
            i += 1
    # statements the lessons make in prose about code a learner would run to see them
    prose = [
        ("lesson000_prose_numpy_reversed_slice",
         "import numpy as np\n\nr = np.arange(5)[::-1]\nprint(r.strides, r.flags['OWNDATA'], r.base is None)\n"),
        ("lesson000_prose_as_strided_negative",
         "import torch\n\nx = torch.arange(5.)\ntry:\n    torch.as_strided(x, (5,), (-1,), 4)\n"
         "except RuntimeError as err:\n    print(err)\n"),
        ("lesson000_prose_flip_copies",
         "import torch\n\nx = torch.arange(12.).reshape(3, 4)\nf = x.flip(0)\n"
         "print(f.stride(), f.is_contiguous(), f._base is None, f.data_ptr() == x.data_ptr())\n"
         "print(f.tolist())\n"),
        ("lesson000_prose_strided_slice",
         "import torch\n\nx = torch.arange(24.).reshape(2, 3, 4)\ny = x[:, 1::2]\n"
         "print(y.shape, y.stride(), y.storage_offset())\nz = x[1:]\nprint(z.shape, z.stride(), z.storage_offset())\n"),
        ("lesson000_prose_unsqueeze",
         "import torch\n\nx = torch.arange(24.).reshape(2, 3, 4)\nfor d in range(4):\n"
         "    print(d, x.unsqueeze(d).stride())\n"),
        ("lesson004_prose_reshape_copies",
         "import torch\n\nbase = torch.arange(24.)\nt = base.reshape(2, 3, 4).transpose(0, 1)\n"
         "r = t.reshape(6, 4)\nprint(r.stride(), r._base is None, r.is_contiguous())\n"
         "a = base.reshape(2, 3, 4).reshape(6, 4)\nprint(a.stride(), a._base is base)\n"),
        ("lesson004_prose_undo",
         "import torch\n\nx = torch.arange(24.).reshape(2, 3, 4)\n"
         "y = x.permute(2, 0, 1).permute(1, 2, 0)\nprint(y.stride(), y.is_contiguous())\n"
         "z = x[0].t().t()\nprint(z.stride(), z.is_contiguous())\n"),
    ]
    for name, src in prose:
        found.append((name, src, None))
    return found


def check_lessons(found, results, ref):
    """does each lesson block print what its lesson shows?  (comments wrap long lines)
    The lessons were run on torch 2.2.2: a block that calls Tensor.untyped_storage() raises
    AttributeError on torch 1.13, so under debian12 it is not compared."""
    bad = 0
    for (name, src, want), res in zip(found, results):
        if want is None:
            continue
        if ref == "debian12" and "untyped_storage(" in src:
            print("lesson check %-22s not compared: torch 1.13 has no Tensor.untyped_storage()" % name)
            continue
        if refprofile.is_crash(res):
            print("lesson check %-22s DIFFERS: %r" % (name, res))
            bad += 1
            continue
        out, exc, status, _, _ = res
        got = " ".join((out + exc).split())
        exp = " ".join(" ".join(want).split())
        ok = got == exp
        print("lesson check %-22s %s" % (name, "prints what the lesson shows" if ok else "DIFFERS"))
        if not ok:
            bad += 1
            print("  lesson: %s\n  python: %s" % (exp, got))
    return bad


# ------------------------------------------------------------------ record ---


def cmd_record(a):
    out_dir = a.out or refprofile.out_dir(OUT_DIR, a.ref)
    os.makedirs(out_dir, exist_ok=True)
    for fn in os.listdir(out_dir):
        if fn.endswith(".snip"):
            os.remove(os.path.join(out_dir, fn))
    pool = None if a.ref == "debian12" else refprofile.Pool(a.ref)
    if pool is not None:
        print("reference profile %s: %s" % (a.ref, refprofile.versions_text(a.ref, pool)))
    found = lesson_snippets()
    # the checked blocks run first, then every lesson snippet again for the file (as always)
    checked = [(name, src, want) for name, src, want in found if want is not None]
    bad = check_lessons(checked, run_all(a.ref, [src for _, src, _ in checked], pool), a.ref)
    lesson_results = run_all(a.ref, [src for _, src, _ in found], pool)
    with open(os.path.join(out_dir, "lessons.snip"), "w") as f:
        for (name, src, _), res in zip(found, lesson_results):
            if refprofile.is_crash(res):
                refprofile.left_out("lessons.snip", name, res)
                continue
            f.write(record_text(name, "torch" if "import torch" in src else "numpy", src, res))
    stats = {}
    for lib, count in (("torch", a.torch), ("numpy", a.numpy)):
        t0 = time.time()
        n_err = n_unc = 0
        chunks = []
        names = ["%s_%s_%d" % (lib, a.seed, i) for i in range(count)]
        if a.ref == "debian12":
            srcs, results = [], []
            for i in range(count):      # drawn and run one after the other, as always
                srcs.append(gen_snippets.snippet(lib, "%s/%d" % (a.seed, i)))
                results.append(run(srcs[-1]))
        else:
            srcs = [gen_snippets.snippet(lib, "%s/%d" % (a.seed, i)) for i in range(count)]
            results = run_all(a.ref, srcs, pool)
        for name, src, res in zip(names, srcs, results):
            if refprofile.is_crash(res):
                refprofile.left_out(lib, name, res)
                continue
            if res[2]:
                n_unc += 1
            if res[2] or "except" in src and error_printed(src, res):
                n_err += 1
            chunks.append(record_text(name, lib, src, res))
        for k in range(0, count, PER_FILE):
            with open(os.path.join(out_dir, "%s_%02d.snip" % (lib, k // PER_FILE)), "w") as f:
                f.write("".join(chunks[k:k + PER_FILE]))
        stats[lib] = (count, n_err, n_unc, time.time() - t0)
    for lib, (count, n_err, n_unc, dt) in stats.items():
        print("%s: %d snippets, %d (%.0f %%) raise at least once (%d uncaught), %.1f s" % (
            lib, count, n_err, 100.0 * n_err / max(count, 1), n_unc, dt))
    size = sum(os.path.getsize(os.path.join(out_dir, f)) for f in os.listdir(out_dir) if f.endswith(".snip"))
    print("corpus: %d lesson snippets + %d torch + %d numpy, %.2f MB in %s" % (
        len(found), a.torch, a.numpy, size / 1e6, os.path.relpath(out_dir, ROOT)))
    if pool is not None:
        pool.close()
    return 1 if bad else 0


def error_printed(src, res):
    """did a handler run?  (re-run with handlers instrumented is overkill: count programs
    whose output contains a line printed from an except block)"""
    lines = src.split("\n")
    handler_lines = set()
    in_handler = False
    for i, line in enumerate(lines, 1):
        if line.startswith("except"):
            in_handler = True
            continue
        if in_handler and line.startswith("    "):
            handler_lines.add(i)
        else:
            in_handler = False
    return any(ln in handler_lines for ln in res[4])


# ------------------------------------------------------------------ live ---


def cmd_live(a):
    seed = a.seed if a.seed is not None else "live%d" % (int(time.time() * 1000) % 10**9)
    if a.ext and not seed.startswith("x"):
        seed = "x%s-%s" % (a.ext, seed)  # gen_snippets.extensions() reads the letters back
    print("live snippets: seed %s, %d snippets (%d torch, %d numpy), CLI %s%s" % (
        seed, a.count, a.count - a.count // 3, a.count // 3, a.cli,
        "" if a.ref == "debian12" else ", reference profile %s" % a.ref))
    ref_args = refprofile.cli_ref_args(a.cli, a.ref, "run")
    pre = None
    if a.ref != "debian12":
        # drawn here (1.13 / 1.24 steer the generator), run by the profile's workers
        srcs = [gen_snippets.snippet("numpy" if i % 3 == 2 else "torch", "%s/%d" % (seed, i))
                for i in range(a.count)]
        pool = refprofile.Pool(a.ref)
        pre = list(zip(srcs, run_all(a.ref, srcs, pool)))
        pool.close()
    same = 0
    refused = 0
    bad = []
    for i in range(a.count):
        lib = "numpy" if i % 3 == 2 else "torch"
        name = "%s_%s_%d" % (lib, seed, i)
        if pre is None:
            src = gen_snippets.snippet(lib, "%s/%d" % (seed, i))
            out, exc, status, _, _ = run(src)
        else:
            src, res = pre[i]
            if refprofile.is_crash(res):
                refprofile.left_out("live snippet", name, res)
                same += 1           # not compared: nothing to compare with
                continue
            out, exc, status, _, _ = res
        p = subprocess.run([a.cli, "run"] + ref_args + ["-"], input=src.encode(), stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=60)
        gout = p.stdout.decode(errors="replace")
        gerr = p.stderr.decode(errors="replace").rstrip("\n")
        ok = gout == out and p.returncode == status and (status == 0 or gerr.endswith(exc))
        if ok:
            same += 1
            continue
        if p.returncode == 2:
            refused += 1
        bad.append((name, src, out, exc, status, gout, gerr, p.returncode))
    rate = 100.0 * same / max(a.count, 1)
    for name, src, out, exc, status, gout, gerr, rc in bad[:a.show]:
        print("=== MISMATCH %s (reference exit %d, stridelab exit %d)" % (name, status, rc))
        print(src, end="")
        print("--- diff (-reference +stridelab)")
        want = (out + ("" if not exc else exc + "\n")).splitlines()
        got = (gout + ("" if rc == 0 else gerr.split("\n")[-1] + "\n")).splitlines()
        for line in unified(want, got):
            print(line)
    if len(bad) > a.show:
        print("... %d more mismatches not shown (LIVE_SNIPPETS_SHOW)" % (len(bad) - a.show))
    # a summary: refusals by the engine's message, wrong output by library
    groups = {}
    for name, src, out, exc, status, gout, gerr, rc in bad:
        if rc == 2:
            key = "refused: " + re.sub(r"^stridelab run: (line \d+: )?", "", gerr.split("\n")[-1])
        else:
            key = "wrong output (%s)" % name.split("_")[0]
        groups.setdefault(key, []).append(name)
    for key, names in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        print("  %4d  %s   e.g. %s" % (len(names), key, " ".join(names[:3])))
    print("live snippets: seed %s: %d/%d byte-identical (%.2f %%), %d differ (%d refused as unsupported)" % (
        seed, same, a.count, rate, len(bad), refused))
    if rate < a.min_rate:
        print("live snippets: FAILED (below %.1f %%); rerun with %sLIVE_SNIPPETS_SEED=%s" % (
            a.min_rate, "" if a.ref == "debian12" else "LIVE_REF=%s " % a.ref, seed))
        return 1
    return 0


def unified(want, got):
    import difflib
    return [l.rstrip("\n") for l in difflib.unified_diff(want, got, "reference", "stridelab", n=2, lineterm="")][2:]


def cmd_show(a):
    m = re.match(r"(torch|numpy)_(.+)_(\d+)$", a.name)
    if not m:
        sys.exit("show: NAME is LIB_SEED_INDEX, e.g. torch_c1_17")
    sys.stdout.write(gen_snippets.snippet(m.group(1), "%s/%s" % (m.group(2), m.group(3))))
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("record")
    refprofile.add_argument(r)
    r.add_argument("--out", default=None,
                   help="default tests/snippet_corpus (debian12), tests/snippet_corpus/lessons (lessons)")
    r.add_argument("--torch", type=int, default=2400)
    r.add_argument("--numpy", type=int, default=1200)
    r.add_argument("--seed", default="c1")
    lv = sub.add_parser("live")
    refprofile.add_argument(lv)
    lv.add_argument("--cli", required=True)
    lv.add_argument("--count", type=int, default=300)
    lv.add_argument("--seed", default=None)
    lv.add_argument("--show", type=int, default=10)
    lv.add_argument("--min-rate", type=float, default=99.5)
    lv.add_argument("--ext", default="", help="learner extensions of gen_snippets (letters f, p, d, r, i, o, s, m, n)")
    s = sub.add_parser("show")
    s.add_argument("name")
    a = ap.parse_args()
    if a.cmd in ("record", "live"):
        refprofile.ensure_debian12_driver()
    return {"record": cmd_record, "live": cmd_live, "show": cmd_show}[a.cmd](a)


if __name__ == "__main__":
    sys.exit(main())
