#!/usr/bin/python3
"""record_corpus.py -- record view chains from the real torch / numpy, and diff the CLI.

Run it with Debian 12's system python3 (python3-torch, python3-numpy).  --ref picks the
reference profile (scripts/refprofile.py): debian12 (the default) = torch 1.13 / numpy 1.24
evaluated in this interpreter; lessons = torch 2.2.2 / numpy 2.2.6, the same chains (drawn
here, with 1.13 / 1.24 steering gen_chains.py) evaluated by workers in the torch22 (torch
chains) and numpy22 (numpy chains) virtual environments.

  record_corpus.py record [--ref R] [--out tests/corpus] [--torch-seed S] [--torch-count N]
                          [--numpy-seed S] [--numpy-count N] [--torch-long-count N] ...
        writes torch.tsv / numpy.tsv (random chains from gen_chains.py, 1-5 ops),
        torch_long.tsv / numpy_long.tsv (4-8 ops, only the last may raise), docs.tsv (every
        `>>>` example of torch-semantics.md / numpy-semantics.md that is one chain
        expression) and seeds.tsv (tests/corpus/seed_chains.txt); --ref lessons writes them
        to tests/corpus/lessons/ by default.
  record_corpus.py live [--ref R] [--count N] [--seed S] [--cli build/stridelab] [--show K]
        draws N fresh chains (half torch, half numpy; 30% of each long, 4-8 ops) with seed S
        (default: a new one),
        evaluates them with the reference and with `stridelab eval --json`, compares, prints
        the seed and the first K mismatches, exits 1 on any mismatch.  The CLI is given
        `--ref R` when its `eval --help` mentions --ref.
  record_corpus.py diagnose [--ref R] [--cli build/stridelab] [--out FILE] [FILES...]
        replays the corpus through `stridelab eval --json` and attributes every mismatch to
        the first op whose prefix disagrees with the reference (random chains are
        regenerated from their seed to get their prefixes); prints the breakdown by op and
        by kind with examples.
  record_corpus.py summarize TEST_OUTPUT [--out FILE]
        groups the MISMATCH blocks printed by build/tests/test_corpus by library, kind and
        the engine's answer, with examples (the per-op breakdown for whoever fixes them).
  record_corpus.py doc-chains      prints the chain expressions extracted from the docs.

Corpus format (tests/corpus/*.tsv): UTF-8 text, one chain per line, TAB-separated fields,
'#' lines are comments.  In the expression and the message, backslash, TAB and newline
are escaped as \\\\, \\t, \\n.  Tuples are written "(2,3,4)" ("()" for none).  Booleans 0/1.

  torch  ORIGIN  OPS  EXPR  ok  SHAPE STRIDE OFFSET ITEMSIZE CONTIG IS_VIEW OVERLAP CL CL3D ND
  numpy  ORIGIN  OPS  EXPR  ok  SHAPE STRIDES OFFSET ITEMSIZE C F OWNDATA WRITEABLE IS_VIEW
  LIB    ORIGIN  OPS  EXPR  err TYPE MESSAGE

torch: stride and offset in elements; CONTIG = is_contiguous(); IS_VIEW = `_base is not None`;
OVERLAP = torch._debug_has_internal_overlap (0/1/2); CL / CL3D = is_contiguous(memory_format=
channels_last / channels_last_3d); ND = torch._prims_common.is_non_overlapping_and_dense.
numpy: strides and offset in bytes, offset measured from the start of the owner's buffer
(following .base, also through as_strided's DummyArray, as numpy-semantics-check.py's g()
does); C/F = C_CONTIGUOUS/F_CONTIGUOUS; IS_VIEW = `base is not None`.
OPS = comma-separated op names (constructor first; for an error chain the last one raised).
"""
import argparse
import io
import json
import os
import re
import subprocess
import sys
import time
import tokenize
import warnings

warnings.simplefilter("ignore")
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import numpy as np  # noqa: E402
try:
    import torch  # noqa: E402
    import torch._prims_common as _pc  # noqa: E402
except ImportError:   # a --ref lessons worker in numpy22 (numpy 2.2.6 alone): numpy chains only
    torch = _pc = None

import gen_chains  # noqa: E402
import refprofile  # noqa: E402

DOCS = os.environ.get("STRIDELAB_DOCS", "/work/shared/docs")


# ----------------------------------------------------------------------------- recording
def _owner(a):
    o = a
    while getattr(o, "base", None) is not None:
        o = o.base
    return o


def np_offset(a):
    return a.__array_interface__["data"][0] - _owner(a).__array_interface__["data"][0]


def evaluate(lib, expr):
    """Evaluate `expr` freshly.  Returns ("ok", record dict) / ("err", type, message) /
    None when the result is neither a tensor nor an ndarray (or the wrong library)."""
    ns = {"torch": torch, "np": np}
    try:
        v = eval(expr, ns)
    except Exception as e:  # the reference's exception is the expected answer
        return ("err", type(e).__name__, str(e), traceback_name(type(e)))
    if lib == "torch" and isinstance(v, torch.Tensor):
        t = v
        return ("ok", {
            "shape": tuple(t.shape), "stride": tuple(t.stride()),
            "offset": t.storage_offset(), "itemsize": t.element_size(),
            "contiguous": int(t.is_contiguous()), "is_view": int(t._base is not None),
            "overlap": int(torch._debug_has_internal_overlap(t)),
            "cl": int(t.is_contiguous(memory_format=torch.channels_last)),
            "cl3d": int(t.is_contiguous(memory_format=torch.channels_last_3d)),
            "nd": int(_pc.is_non_overlapping_and_dense(t)),
        })
    if lib == "numpy" and isinstance(v, np.ndarray):
        a = v
        f = a.flags
        return ("ok", {
            "shape": tuple(a.shape), "stride": tuple(a.strides), "offset": np_offset(a),
            "itemsize": a.itemsize, "c": int(f.c_contiguous), "f": int(f.f_contiguous),
            "owndata": int(f.owndata), "writeable": int(f.writeable),
            "is_view": int(a.base is not None),
        })
    return None


def traceback_name(t):
    """the class name as Python's traceback prints it: numpy.AxisError under numpy 1.24,
    numpy.exceptions.AxisError under numpy 2 (builtins unqualified)"""
    if t.__module__ in ("builtins", "__main__"):
        return t.__qualname__
    return t.__module__ + "." + t.__qualname__


class Evaluator:
    """evaluate() under a reference profile: in this interpreter for debian12, by the
    profile's workers (torch chains in torch22, numpy chains in numpy22) for lessons."""

    def __init__(self, ref):
        self.ref = ref
        self.pool = None if ref == "debian12" else refprofile.Pool(ref)

    def many(self, pairs):
        """[evaluate(lib, expr) for lib, expr in pairs]"""
        if self.pool is None:
            return [evaluate(lib, expr) for lib, expr in pairs]
        return self.pool.map_by_env([tuple(p) for p in pairs],
                                    lambda a: refprofile.env_for_lib(self.ref, a[0]),
                                    "record_corpus", "evaluate")

    def one(self, lib, expr):
        return self.many([(lib, expr)])[0]

    def close(self):
        if self.pool is not None:
            self.pool.close()


def esc(s):
    return s.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n")


def tup(v):
    return "(" + ",".join(str(int(x)) for x in v) + ")"


TORCH_FIELDS = ["contiguous", "is_view", "overlap", "cl", "cl3d", "nd"]
NUMPY_FIELDS = ["c", "f", "owndata", "writeable", "is_view"]


def line_for(lib, origin, ops, expr, res):
    head = [lib, origin, ",".join(ops) if ops else "-", esc(expr)]
    if res[0] == "err":
        return "\t".join(head + ["err", res[1], esc(res[2])])
    r = res[1]
    body = [tup(r["shape"]), tup(r["stride"]), str(r["offset"]), str(r["itemsize"])]
    body += [str(r[k]) for k in (TORCH_FIELDS if lib == "torch" else NUMPY_FIELDS)]
    return "\t".join(head + ["ok"] + body)


# ------------------------------------------------------------------ chains from the docs
# Names a doc chain may call (methods, attributes, functions), per library: the view ops
# of the spec and what the engine's header declares.  Anything else (in-place writes,
# printing helpers, shares_memory, dtype reinterpretation) is not a chain here.
_DTYPES = {"float64", "float32", "float16", "bfloat16", "int8", "uint8", "int16", "int32",
           "int64", "uint16", "uint32", "uint64", "bool", "bool_", "complex64", "complex128",
           "long"}
ALLOWED = {
    "torch": _DTYPES | {
        "arange", "empty", "zeros", "ones", "full", "empty_strided", "tensor", "rand", "select",
        "narrow", "transpose", "swapaxes", "swapdims", "t", "T", "mT", "mH", "H", "adjoint",
        "permute", "movedim", "moveaxis", "unsqueeze", "squeeze", "expand", "expand_as",
        "broadcast_to", "view", "reshape", "flatten", "unflatten", "split", "chunk", "unbind",
        "tensor_split", "diagonal", "unfold", "as_strided", "flip", "contiguous", "clone",
        "ops", "aten", "slice", "Tensor", "channels_last", "channels_last_3d",
        "contiguous_format", "preserve_format"},
    "numpy": _DTYPES | {
        "arange", "empty", "zeros", "ones", "full", "array", "T", "transpose", "swapaxes",
        "moveaxis", "rollaxis", "reshape", "ravel", "flatten", "squeeze", "expand_dims",
        "diagonal", "flip", "flipud", "fliplr", "broadcast_to", "lib", "stride_tricks",
        "as_strided", "sliding_window_view", "ascontiguousarray", "asfortranarray", "asarray",
        "copy", "view", "newaxis"},
}
ALLOWED_CALLS = set()     # the library in effect while substituting (set by doc_chains)
# Trailing attribute reads that only look at the chain's value.
_READS = re.compile(r"\.(stride\(\)|storage_offset\(\)|shape|strides|itemsize|ndim|"
                    r"flags\.(c_contiguous|f_contiguous|owndata|writeable|aligned))$")
WRAPPERS = ("g", "ho", "fl", "pc.is_non_overlapping_and_dense")
ALIASES = {"as_strided": "np.lib.stride_tricks.as_strided",
           "sliding_window_view": "np.lib.stride_tricks.sliding_window_view"}


def split_top(code, sep=","):
    """Split at top-level `sep` (outside brackets and strings)."""
    parts, depth, cur, quote = [], 0, "", None
    for ch in code:
        if quote:
            cur += ch
            if ch == quote:
                quote = None
            continue
        if ch in "'\"":
            quote = ch
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == sep and depth == 0:
            parts.append(cur.strip())
            cur = ""
            continue
        cur += ch
    if cur.strip():
        parts.append(cur.strip())
    return parts


def unwrap(part):
    """The chain inside g(...)/ho(...)/E.is_contiguous(...), or the part itself."""
    for w in WRAPPERS:
        if part.startswith(w + "(") and part.endswith(")"):
            inner = part[len(w) + 1:-1]
            if len(split_top(inner)) == 1:
                return inner
    m = re.match(r"^(.*)\.is_contiguous\((memory_format=\w+)?\)$", part)
    if m:
        return m.group(1)
    m = _READS.search(part)
    if m and ".base." not in part:
        return part[:m.start()]
    return part


def substitute(expr, defs):
    """Replace variable names by the chains that defined them; None if not possible.
    The text between names is kept exactly as written."""
    try:
        toks = list(tokenize.generate_tokens(io.StringIO(expr).readline))
    except (tokenize.TokenError, IndentationError, SyntaxError):
        return None
    out = []
    pos = 0
    prev = None
    for i, tk in enumerate(toks):
        if tk.type in (tokenize.NEWLINE, tokenize.NL, tokenize.ENDMARKER):
            continue
        after_dot = prev is not None and prev.string == "."
        if tk.type == tokenize.NAME and after_dot and tk.string not in ALLOWED_CALLS:
            return None
        if tk.type == tokenize.NAME and not after_dot and \
                tk.string not in ("None", "True", "False", "torch", "np"):
            nxt = toks[i + 1] if i + 1 < len(toks) else None
            if nxt is not None and nxt.string == "=":       # keyword argument name
                rep = tk.string
            elif tk.string in ALIASES:
                rep = ALIASES[tk.string]
            elif defs.get(tk.string):
                rep = defs[tk.string]
            else:
                return None
            out.append(expr[pos:tk.start[1]])
            out.append(rep)
            pos = tk.end[1]
        prev = tk
    out.append(expr[pos:])
    text = "".join(out).strip()
    if not (text.startswith("torch.") or text.startswith("np.")):
        return None
    return text


def in_scope(lib, expr):
    """Doc chains the engine refuses by design: numpy dtype views `.view(np.uint8)`, numpy
    bool-scalar indexing (a copy), advanced (list) indexing."""
    if lib == "numpy" and (re.search(r"\.view\((?!\))", expr) or
                           re.search(r"\[(True|False)\]", expr)):
        return False
    if re.search(r"[\)\]]\[[^\]]*\[", expr):
        return False
    return True


def doc_chains():
    """[(lib, origin, expr)] for every doc example that is one chain expression."""
    found = []
    seen = set()
    for doc, lib in (("torch-semantics.md", "torch"), ("numpy-semantics.md", "numpy")):
        text = open(os.path.join(DOCS, doc)).read()
        ALLOWED_CALLS.clear()
        ALLOWED_CALLS.update(ALLOWED[lib])
        defs = {}
        lineno = 0
        for raw in text.split("\n"):
            lineno += 1
            if not raw.startswith(">>> "):
                continue
            code = raw[4:]
            m = re.match(r"^([A-Za-z_]\w*) = (?!=)(.+)$", code)
            if m:
                defs[m.group(1)] = substitute(m.group(2), defs)
                continue
            m = re.match(r"^([A-Za-z_]\w*)(\.| *\[).*=", code)
            if m and "==" not in code and re.search(r"[^=!<>]=[^=]", code) and "(" not in code.split("=")[0]:
                defs[m.group(1)] = None                   # a mutation: flags or values
                continue
            if re.match(r"^[\w, ]+ = ", code) or code.startswith(("import", "from", "for ", "print")):
                for name in re.findall(r"\b([A-Za-z_]\w*)\b", code.split("=")[0]):
                    defs[name] = None
                continue
            for part in split_top(code):
                if any(bad in part for bad in (" is ", "==", " for ", "lambda", "__", "tb(")):
                    continue
                cand = substitute(unwrap(part), defs)
                if cand is None or (lib, cand) in seen or not in_scope(lib, cand):
                    continue
                seen.add((lib, cand))
                found.append((lib, "doc:%s:%d" % (doc.split("-")[0], lineno), cand))
    return found


def ops_of(expr):
    """Op names appearing in a chain's text, in order (for the per-op breakdown)."""
    names = re.findall(r"(?:\.|\b(?:torch|np)\.)([A-Za-z_]\w*)\s*\(|(\[)|\.(T|mT|mH|H)\b", expr)
    out = []
    for call, br, attr in names:
        n = call or attr or "index"
        if n in ("lib", "stride_tricks", "ops", "aten"):
            continue
        out.append(n)
    return out


# ---------------------------------------------------------------------------- commands
def cmd_record(args):
    if args.out is None:
        args.out = refprofile.out_dir(os.path.join(ROOT, "tests", "corpus"), args.ref)
    os.makedirs(args.out, exist_ok=True)
    ev = Evaluator(args.ref)
    if args.ref == "debian12":
        hdr = ("# stridelab corpus: recorded by scripts/record_corpus.py from torch %s / numpy %s;"
               " do not edit by hand\n" % (torch.__version__, np.__version__))
    else:
        hdr = ("# stridelab corpus, reference profile %s: recorded by scripts/record_corpus.py --ref %s"
               " from %s; do not edit by hand\n" % (args.ref, args.ref, refprofile.versions_text(args.ref, ev.pool)))
    stats = {}

    def write(name, rows):
        n_ok = n_err = 0
        results = ev.many([(lib, expr) for lib, _, _, expr in rows])
        with open(os.path.join(args.out, name), "w") as f:
            f.write(hdr)
            for (lib, origin, ops, expr), res in zip(rows, results):
                if res is None:
                    continue
                if refprofile.is_crash(res):
                    refprofile.left_out(name, origin, res)
                    continue
                if res[0] == "err":
                    n_err += 1
                else:
                    n_ok += 1
                f.write(line_for(lib, origin, ops, expr, res) + "\n")
        stats[name] = (n_ok, n_err)

    t0 = time.time()
    rows = [("torch", "rand:%d:%d" % (args.torch_seed, i), ch.ops, ch.expr)
            for i, ch in enumerate(gen_chains.generate("torch", args.torch_seed, args.torch_count))]
    write("torch.tsv", rows)
    rows = [("numpy", "rand:%d:%d" % (args.numpy_seed, i), ch.ops, ch.expr)
            for i, ch in enumerate(gen_chains.generate("numpy", args.numpy_seed, args.numpy_count))]
    write("numpy.tsv", rows)
    rows = [("torch", "long:%d:%d" % (args.torch_seed, i), ch.ops, ch.expr)
            for i, ch in enumerate(gen_chains.generate("torch", args.torch_seed, args.torch_long_count,
                                                       long_chains=True))]
    write("torch_long.tsv", rows)
    rows = [("numpy", "long:%d:%d" % (args.numpy_seed, i), ch.ops, ch.expr)
            for i, ch in enumerate(gen_chains.generate("numpy", args.numpy_seed, args.numpy_long_count,
                                                       long_chains=True))]
    write("numpy_long.tsv", rows)
    rows = [(lib, origin, ops_of(expr), expr) for lib, origin, expr in doc_chains()]
    write("docs.tsv", rows)
    rows = []
    for i, l in enumerate(open(os.path.join(ROOT, "tests", "corpus", "seed_chains.txt"))):
        l = l.strip()
        if l and not l.startswith("#"):
            lib = "numpy" if l.startswith("np.") else "torch"
            rows.append((lib, "seed:%d" % (i + 1), ops_of(l), l))
    write("seeds.tsv", rows)
    for k, (a, b) in stats.items():
        print("%-10s %5d chains: %5d ok, %5d errors (%.0f%%)" % (k, a + b, a, b, 100.0 * b / max(1, a + b)))
    print("recorded in %.1f s (reference profile %s, %s)" % (time.time() - t0, args.ref, args.out)
          if args.ref != "debian12" else "recorded in %.1f s" % (time.time() - t0))
    ev.close()
    return 0


OVERLAP_NAMES = {0: "no", 1: "yes", 2: "too_hard"}


def expected_json(lib, res):
    """What `stridelab eval --json` must print for a reference result (command-line contract)."""
    if res[0] == "err":
        return {"error": {"type": res[1], "message": res[2]}}
    r = res[1]
    out = {"shape": list(r["shape"]), "stride": list(r["stride"]), "offset": r["offset"],
           "itemsize": r["itemsize"], "is_view": bool(r["is_view"])}
    if lib == "torch":
        out["contiguous"] = bool(r["contiguous"])
        out["internal_overlap"] = OVERLAP_NAMES[r["overlap"]]
    else:
        out["contiguous"] = bool(r["c"])
    return out


def compare_json(exp, got):
    """List of (field, expected, got) differences; extra fields in `got` are allowed."""
    diffs = []
    if isinstance(got, dict) and "<cli>" in got:
        return [("cli", exp, got["<cli>"])]
    if "error" in exp:
        ge = got.get("error") if isinstance(got, dict) else None
        if not isinstance(ge, dict):
            return [("error", exp["error"], got)]
        for k in ("type", "message"):
            if ge.get(k) != exp["error"][k]:
                diffs.append(("error." + k, exp["error"][k], ge.get(k)))
        return diffs
    if not isinstance(got, dict) or "error" in got:
        return [("result", exp, got)]
    for k, v in exp.items():
        if got.get(k, "<missing>") != v:
            diffs.append((k, v, got.get(k, "<missing>")))
    return diffs


def run_cli(cli, expr, ref_args=()):
    try:
        p = subprocess.run([cli, "eval"] + list(ref_args) + ["--json", expr], capture_output=True,
                           text=True, timeout=20)
    except subprocess.TimeoutExpired:
        return {"<cli>": "timeout"}
    out = p.stdout.strip()
    try:
        got = json.loads(out)
    except ValueError:
        return {"<cli>": "exit %d, stdout %r, stderr %r" % (p.returncode, out[:300], p.stderr.strip()[:300])}
    if ("error" in got) != (p.returncode != 0):
        got = dict(got)
        got["<exit>"] = p.returncode
    return got


def text_diffs(lib, res, cli, expr, ref_args=()):
    """Text mode of `stridelab eval EXPR`: `shape=(4, 2, 2) stride=(1, 8, 12) offset=0` on
    stdout and exit 0, or exit 1 with `Type: message` as the last stderr line (the
    traceback spelling: numpy 1.24's AxisError prints as numpy.AxisError, numpy 2's as
    numpy.exceptions.AxisError)."""
    try:
        p = subprocess.run([cli, "eval"] + list(ref_args) + [expr], capture_output=True, text=True,
                           timeout=20)
    except subprocess.TimeoutExpired:
        return [("text", "a result", "timeout")]
    if res[0] == "err":
        if len(res) > 3:
            name = res[3]          # from the reference's exception class
        else:
            name = "numpy." + res[1] if res[1] in ("AxisError", "TooHardError") else res[1]
        want = "%s: %s" % (name, res[2])
        got = p.stderr.rstrip("\n")
        if p.returncode != 1 or not got.endswith(want):
            return [("text", "exit 1, stderr ...%s" % want, "exit %d, stderr %r" % (p.returncode, got[-300:]))]
        return []
    r = res[1]
    want = "shape=%s stride=%s offset=%d" % (tuple(r["shape"]), tuple(r["stride"]), r["offset"])
    got = p.stdout.rstrip("\n")
    if p.returncode != 0 or got != want:
        return [("text", want, "exit %d, stdout %r, stderr %r" % (p.returncode, got[:300], p.stderr[-200:]))]
    return []


def cmd_live(args):
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "little")
    print("live differential: seed %d, %d chains, CLI %s" % (seed, args.count, args.cli)
          + ("" if args.ref == "debian12" else ", reference profile %s" % args.ref))
    sys.stdout.flush()
    ref_args = refprofile.cli_ref_args(args.cli, args.ref)
    ev = Evaluator(args.ref)
    # half torch, half numpy; of each, 70% chains of 1-5 ops and 30% long ones (4-8 ops)
    chains = []
    for lib, n in (("torch", args.count - args.count // 2), ("numpy", args.count // 2)):
        n_long = (3 * n) // 10
        chains += list(gen_chains.generate(lib, seed, n - n_long))
        chains += list(gen_chains.generate(lib, seed, n_long, long_chains=True))
    bad = []
    per_op = {}
    n_err = n_cmp = n_text = 0
    results = ev.many([(ch.lib, ch.expr) for ch in chains])
    ev.close()
    for ch, res in zip(chains, results):
        if res is None:
            continue
        if refprofile.is_crash(res):
            refprofile.left_out("live chain", ch.expr, res)
            continue
        n_err += res[0] == "err"
        exp = expected_json(ch.lib, res)
        got = run_cli(args.cli, ch.expr, ref_args)
        diffs = compare_json(exp, got)
        if not diffs and args.text_every > 0 and n_cmp % args.text_every == 0:
            diffs = text_diffs(ch.lib, res, args.cli, ch.expr, ref_args)     # every k-th chain
            n_text += 1
        n_cmp += 1
        if diffs:
            bad.append((ch, diffs, res))
            key = "%s.%s" % (ch.lib, ch.ops[-1])
            per_op[key] = per_op.get(key, 0) + 1
    print("compared %d chains (%d expected errors; text mode also checked on %d): %d mismatches"
          % (len(chains), n_err, n_text, len(bad)))
    if bad:
        print("mismatches by last op: " + ", ".join("%s=%d" % kv for kv in sorted(per_op.items(), key=lambda kv: -kv[1])))
        kinds = {}
        groups = {}
        for ch, diffs, res in bad:
            kind = diff_kind(expected_json(ch.lib, res), diffs)
            kinds[kind] = kinds.get(kind, 0) + 1
            groups.setdefault((ch.lib, ch.ops[-1], kind), []).append((ch, diffs))
        print("mismatches by kind: " + ", ".join("%s=%d" % kv for kv in sorted(kinds.items(), key=lambda kv: -kv[1])))
        # show a spread: one example per (library, last op, kind) group in turn
        shown, rnd = 0, 0
        ordered = sorted(groups.values(), key=lambda g: -len(g))
        while shown < args.show and any(rnd < len(g) for g in ordered):
            for g in ordered:
                if rnd < len(g) and shown < args.show:
                    ch, diffs = g[rnd]
                    print("MISMATCH %s [%s]: %s" % (ch.lib, ",".join(ch.ops), ch.expr))
                    for k, e, gv in diffs:
                        print("    %s: expected %s, got %s" % (k, json.dumps(e), json.dumps(gv)))
                    shown += 1
            rnd += 1
        print("live differential FAILED (seed %d; rerun with: %sLIVE_DIFF_SEED=%d LIVE_DIFF_COUNT=%d"
              " sh scripts/test-extra-live-diff.sh)" % (
                  seed, "" if args.ref == "debian12" else "LIVE_REF=%s " % args.ref, seed, args.count))
        return 1
    print("live differential passed (seed %d)" % seed)
    return 0


def unesc(s):
    out, i = [], 0
    while i < len(s):
        if s[i] == "\\" and i + 1 < len(s):
            out.append({"t": "\t", "n": "\n"}.get(s[i + 1], s[i + 1]))
            i += 2
        else:
            out.append(s[i])
            i += 1
    return "".join(out)


def parse_line(line):
    """A corpus line back into (lib, origin, ops, expr, result) with result as evaluate()."""
    f = line.rstrip("\n").split("\t")
    lib, origin, ops, expr = f[0], f[1], f[2].split(","), unesc(f[3])
    if f[4] == "err":
        return lib, origin, ops, expr, ("err", f[5], unesc(f[6]))
    tup_ = lambda t: tuple(int(x) for x in t.strip("()").split(",") if x)  # noqa: E731
    r = {"shape": tup_(f[5]), "stride": tup_(f[6]), "offset": int(f[7]), "itemsize": int(f[8])}
    names = TORCH_FIELDS if lib == "torch" else NUMPY_FIELDS
    for k, v in zip(names, f[9:]):
        r[k] = int(v)
    return lib, origin, ops, expr, ("ok", r)


def diff_kind(exp, diffs):
    keys = [k for k, _, _ in diffs]
    if "text" in keys:
        return "text_mode"
    if "cli" in keys:
        got = diffs[0][2]
        if "unsupported" in str(got):
            return "unsupported"
        return "cli_failure"
    if "error" in exp:
        if "result" in keys or "error" in keys:
            return "missing_error"
        return "error_type" if "error.type" in keys else "error_message"
    if "result" in keys:
        return "unexpected_error"
    if any(k in ("shape", "stride", "offset", "itemsize") for k in keys):
        return "layout"
    return "+".join(sorted(keys))


def cmd_diagnose(args):
    """Replay the corpus through the CLI; attribute each mismatch to the first op whose
    prefix disagrees (random chains carry their prefixes via the generator)."""
    regen = {}
    rows = []
    if args.corpus is None:
        args.corpus = refprofile.out_dir(os.path.join(ROOT, "tests", "corpus"), args.ref)
    ref_args = refprofile.cli_ref_args(args.cli, args.ref)
    ev = Evaluator(args.ref)
    for name in args.files:
        for line in open(os.path.join(args.corpus, name)):
            if line.startswith("#") or not line.strip():
                continue
            rows.append(parse_line(line))
    by_op, by_kind, examples, n_bad = {}, {}, {}, 0
    for lib, origin, ops, expr, res in rows:
        exp = expected_json(lib, res)
        diffs = compare_json(exp, run_cli(args.cli, expr, ref_args))
        if not diffs:
            continue
        n_bad += 1
        op, shown_expr, shown_exp, shown_diffs = ops[-1], expr, exp, diffs
        if origin.startswith(("rand:", "long:")):
            kind_, seed, idx = origin.split(":")
            key = (lib, int(seed), kind_)
            if key not in regen:
                count = sum(1 for r in rows if r[0] == lib and r[1].startswith("%s:%s:" % (kind_, seed)))
                regen[key] = list(gen_chains.generate(lib, int(seed), count,
                                                      long_chains=kind_ == "long"))
            ch = regen[key][int(idx)]
            if ch.expr == expr:
                for k, pre in enumerate(ch.prefixes):
                    pres = ev.one(lib, pre)
                    if pres is None or refprofile.is_crash(pres):
                        continue
                    pexp = expected_json(lib, pres)
                    pd = compare_json(pexp, run_cli(args.cli, pre, ref_args))
                    if pd:
                        op, shown_expr, shown_exp, shown_diffs = ch.ops[k], pre, pexp, pd
                        break
        kind = diff_kind(shown_exp, shown_diffs)
        key = "%s.%s" % (lib, op)
        by_op[key] = by_op.get(key, 0) + 1
        by_kind[kind] = by_kind.get(kind, 0) + 1
        examples.setdefault((key, kind), []).append((shown_expr, shown_diffs))
    ev.close()
    out = open(args.out, "w") if args.out else sys.stdout
    out.write("corpus diagnosis via %s: %d chains, %d agree, %d mismatch (%.2f%% agreement)\n"
              % (args.cli, len(rows), len(rows) - n_bad, n_bad,
                 100.0 * (len(rows) - n_bad) / max(1, len(rows))))
    out.write("first disagreeing op: " + ", ".join(
        "%s=%d" % kv for kv in sorted(by_op.items(), key=lambda kv: -kv[1])) + "\n")
    out.write("kind: " + ", ".join(
        "%s=%d" % kv for kv in sorted(by_kind.items(), key=lambda kv: -kv[1])) + "\n\n")
    for (key, kind), exs in sorted(examples.items(), key=lambda kv: -len(kv[1])):
        out.write("== %s %s: %d\n" % (key, kind, len(exs)))
        for e, diffs in exs[:args.examples]:
            out.write("  %s\n" % e)
            for k, ev, gv in diffs:
                out.write("      %s: expected %s, got %s\n" % (k, json.dumps(ev), json.dumps(gv)))
    if out is not sys.stdout:
        out.close()
        print("diagnosis written to %s (%d mismatches)" % (args.out, n_bad))
    return 1 if n_bad else 0


def cmd_summarize(args):
    """Group the MISMATCH blocks of test_corpus's output by (op, kind, what the engine said)
    with a few examples each: the per-op breakdown for the people fixing the engine."""
    text = open(args.file).read() if args.file != "-" else sys.stdin.read()
    blocks = re.findall(r"^MISMATCH \[(\S+) (\S+)\] (.*)\n((?:  .*\n)+)", text, re.M)
    corpus_lines = [l for l in text.split("\n") if l.startswith(("corpus ", "  mismatches by", "  wrong fields"))]
    groups = {}
    for origin, kind, expr, body in blocks:
        exp = re.search(r"^  expected: (.*)$", body, re.M).group(1)
        got = re.search(r"^  got: +(.*)$", body, re.M).group(1)
        fields = re.search(r"^  fields: +(.*)$", body, re.M)
        lib = "numpy" if expr.startswith("np.") else "torch"
        m = re.search(r"^  ops: +(.*)$", body, re.M)
        ops = m.group(1).split(",") if m and m.group(1) != "-" else ops_of(expr)
        op = ops[-1] if ops else "?"
        if got.startswith("err"):
            said = re.sub(r"\d+", "N", got)[:110]
        else:
            said = "fields " + (fields.group(1) if fields else "?")
        key = (lib, kind, said)
        groups.setdefault(key, []).append((origin, expr, exp, got, op))
    out = open(args.out, "w") if args.out else sys.stdout
    out.write("stridelab corpus replay (tests/test_corpus.c) -- mismatches grouped by library, "
              "kind and what the engine answered\n")
    for l in corpus_lines:
        out.write(l + "\n")
    out.write("\n")
    for key, items in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        lib, kind, said = key
        ops = {}
        for it in items:
            ops[it[4]] = ops.get(it[4], 0) + 1
        out.write("== %d x %s %s: %s   [last ops: %s]\n" % (
            len(items), lib, kind, said,
            ", ".join("%s=%d" % kv for kv in sorted(ops.items(), key=lambda kv: -kv[1]))))
        for origin, expr, exp, got, _ in items[:args.examples]:
            out.write("   %s  %s\n      expected: %s\n      got:      %s\n" % (origin, expr, exp, got))
    if out is not sys.stdout:
        out.close()
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("record")
    refprofile.add_argument(r)
    r.add_argument("--out", default=None, help="default tests/corpus (debian12), tests/corpus/lessons (lessons)")
    r.add_argument("--torch-seed", type=int, default=1)
    r.add_argument("--torch-count", type=int, default=3300)
    r.add_argument("--numpy-seed", type=int, default=2)
    r.add_argument("--numpy-count", type=int, default=1700)
    r.add_argument("--torch-long-count", type=int, default=2000)
    r.add_argument("--numpy-long-count", type=int, default=1000)
    lv = sub.add_parser("live")
    refprofile.add_argument(lv)
    lv.add_argument("--count", type=int, default=2000)
    lv.add_argument("--seed", type=int, default=None)
    lv.add_argument("--cli", default=os.path.join(ROOT, "build", "stridelab"))
    lv.add_argument("--show", type=int, default=20)
    lv.add_argument("--text-every", type=int, default=8,
                    help="also check the text output of every k-th chain")
    dg = sub.add_parser("diagnose")
    refprofile.add_argument(dg)
    dg.add_argument("--cli", default=os.path.join(ROOT, "build", "stridelab"))
    dg.add_argument("--corpus", default=None, help="default: the profile's corpus folder")
    dg.add_argument("--out", default=None)
    dg.add_argument("--examples", type=int, default=3)
    dg.add_argument("files", nargs="*", default=["seeds.tsv", "docs.tsv", "torch.tsv", "numpy.tsv",
                                                   "torch_long.tsv", "numpy_long.tsv"])
    sm = sub.add_parser("summarize")
    sm.add_argument("file", help="saved output of build/tests/test_corpus ('-' = stdin)")
    sm.add_argument("--out", default=None)
    sm.add_argument("--examples", type=int, default=3)
    sub.add_parser("doc-chains")
    args = ap.parse_args()
    if args.cmd in ("record", "live", "diagnose"):
        refprofile.ensure_debian12_driver()
    if args.cmd == "summarize":
        return cmd_summarize(args)
    if args.cmd == "diagnose":
        return cmd_diagnose(args)
    if args.cmd == "record":
        return cmd_record(args)
    if args.cmd == "live":
        return cmd_live(args)
    for lib, origin, expr in doc_chains():
        print("%s\t%s\t%s" % (lib, origin, expr))
    return 0


if __name__ == "__main__":
    sys.exit(main())
