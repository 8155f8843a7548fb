#!/usr/bin/python3
"""ref_differences.py — what differs between the two reference profiles' recorded corpora.

Reads every recorded file of the debian12 profile (torch 1.13 / numpy 1.24: tests/corpus/,
tests/snippet_corpus/, tests/snippets/, tests/lang_syntax/, tests/torch_b_cases.inc) and its
lessons twin (torch 2.2.2 / numpy 2.2.6: the same name under a lessons/ folder, recorded by
the same scripts with --ref lessons), pairs the cases by name, checks that both profiles ran
the same input, and groups the cases whose recorded output differs by the kind of
difference (rules below, first match wins for the primary kind).  Nothing is run here except
with --dir-names: it only reads what the recorders stored.

  /usr/bin/python3 scripts/ref_differences.py [--examples 3] [--dir-names] > docs/reference-differences.md
  /usr/bin/python3 scripts/ref_differences.py --list KIND      every case of one kind (name, corpus)
  /usr/bin/python3 scripts/ref_differences.py --other          the cases no rule explains, as diffs

--dir-names also runs scripts/gen_dir_names.py under both profiles and lists the attribute
names of ndarray / Tensor / Size that only one profile has.
"""
import argparse
import collections
import difflib
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import refprofile  # noqa: E402


# ----------------------------------------------------------------------- parsing ---

class Case:
    def __init__(self, src, out, exc="", env=""):
        self.src, self.out, self.exc, self.env = src, out, exc, env

    def lines(self):
        out = self.out.split("\n")
        if out and out[-1] == "":
            out.pop()
        return out + (["EXC " + self.exc] if self.exc else [])

    def same(self, other):
        return self.out == other.out and self.exc == other.exc


def env_of_source(src):
    return "torch22" if refprofile.imports_torch(src) else "numpy22"


def parse_tsv(path):
    """tests/corpus/*.tsv: key = ORIGIN, input = the chain"""
    out = collections.OrderedDict()
    seen = collections.Counter()
    for line in open(path, encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        f = line.rstrip("\n").split("\t")
        seen[f[1]] += 1           # docs.tsv: several chains of one doc line share an origin
        key = f[1] if seen[f[1]] == 1 else "%s#%d" % (f[1], seen[f[1]])
        out[key] = Case(f[3], "\t".join(f[4:]), "", "torch22" if f[0] == "torch" else "numpy22")
    return out


def parse_snip(path):
    """tests/snippet_corpus/*.snip (lengths in bytes)"""
    b = open(path, "rb").read()
    hdr = re.compile(rb"@@ snippet (\S+) (\S+) status=(\d+) excline=(\d+) lines=(\S+) src=(\d+) out=(\d+) exc=(\d+)\n")
    out = collections.OrderedDict()
    pos = 0
    while pos < len(b):
        m = hdr.match(b, pos)
        if not m:
            raise SystemExit("%s: bad record at byte %d" % (path, pos))
        pos = m.end()
        ns, no, ne = int(m.group(6)), int(m.group(7)), int(m.group(8))
        src = b[pos:pos + ns].decode()
        pos += ns + len(b"\n@@ stdout\n")
        o = b[pos:pos + no].decode()
        pos += no + len(b"\n@@ exc\n")
        e = b[pos:pos + ne].decode()
        pos += ne + len(b"\n@@ end\n")
        out[m.group(1).decode()] = Case(src, o, e, env_of_source(src))
    return out


def parse_cases(path):
    """tests/snippets/*.txt, tests/lang_syntax/*.txt (#@@ case / stdout / nonl / exc / end)"""
    out = collections.OrderedDict()
    name, sec, buf, nonl = None, None, None, False
    for line in open(path, encoding="utf-8").read().split("\n")[:-1]:
        if line.startswith("#@@ case "):
            name, sec, buf, nonl = line[9:], "src", {"src": [], "out": [], "exc": []}, False
        elif line == "#@@ stdout":
            sec = "out"
        elif line == "#@@ nonl":
            nonl = True
        elif line == "#@@ exc":
            sec = "exc"
        elif line == "#@@ end":
            o = "\n".join(buf["out"]) + ("" if nonl or not buf["out"] else "\n")
            src = "\n".join(buf["src"]) + "\n"
            out[name] = Case(src, o, "\n".join(buf["exc"]), env_of_source(src))
        else:
            buf[sec].append(line)
    return out


def parse_eval(path):
    """tests/snippets/eval_cases.tsv: EXPR, text answer, JSON answer"""
    out = collections.OrderedDict()
    for line in open(path, encoding="utf-8"):
        f = line.rstrip("\n").split("\t")
        out[f[0]] = Case(f[0], "\n".join(f[1:]) + "\n", "", "torch22" if f[0].startswith("torch") else "numpy22")
    return out


def parse_float(path):
    """tests/snippets/float_repr.dat: a double in hex, repr(float), repr(np.float32)"""
    out = collections.OrderedDict()
    for line in open(path, encoding="utf-8"):
        f = line.split()
        out[f[0]] = Case(f[0], " ".join(f[1:]) + "\n", "", "numpy22")
    return out


def parse_inc(path):
    """tests/torch_b_cases.inc: one C initializer per case; the input is everything before
    the recorded answer (the field after the memory format)"""
    out = collections.OrderedDict()
    n = 0
    for line in open(path, encoding="utf-8"):
        if not line.startswith("{"):
            continue
        m = re.match(r"^(\{.*?SL_MF_\w+, \d+), (.*)$", line.rstrip("\n"))
        src, ans = (m.group(1), m.group(2)) if m else (line, "")
        out["case %d" % n] = Case(src, ans + "\n", "", "torch22")
        n += 1
    return out


CORPORA = [
    # (title, folder, file pattern, parser, what a case is)
    ("chains", "tests/corpus", r".*\.tsv$", parse_tsv, "chain"),
    ("snippet corpus", "tests/snippet_corpus", r".*\.snip$", parse_snip, "snippet"),
    # (a folder's known_mismatches.txt / not_yet_followed.txt are lists, not recordings)
    ("language cases", "tests/snippets", r"^(?!known_mismatches|not_yet_followed).*\.txt$", parse_cases, "case"),
    ("CLI eval cases", "tests/snippets", r"^eval_cases\.tsv$", parse_eval, "expression"),
    ("float reprs", "tests/snippets", r"^float_repr\.dat$", parse_float, "value"),
    ("syntax cases", "tests/lang_syntax", r"^(?!known_mismatches|not_yet_followed).*\.txt$", parse_cases, "case"),
    ("torch_b cases", "tests", r"^torch_b_cases\.inc$", parse_inc, "case"),
]


# ----------------------------------------------------------------------- rules ---
# Each rule: (kind, title, test, note).  test(d) gets a Diff and says whether the case shows
# that kind.  The note says what the C engine must decide per profile.

class Diff:
    def __init__(self, corpus, fname, name, a, b):
        self.corpus, self.fname, self.name, self.a, self.b = corpus, fname, name, a, b
        la, lb = a.lines(), b.lines()
        self.old, self.new, self.pairs = [], [], []
        for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, la, lb, autojunk=False).get_opcodes():
            if tag != "equal":
                self.old += la[i1:i2]
                self.new += lb[j1:j2]
                self.pairs += list(zip(la[i1:i2], lb[j1:j2]))
        self.old_text = "\n".join(self.old)
        self.new_text = "\n".join(self.new)

    def old_has(self, pat):
        return re.search(pat, self.old_text, re.M) is not None

    def new_has(self, pat):
        return re.search(pat, self.new_text, re.M) is not None


_DTYPE_WORDS = r"\b(?:bool_?|u?int(?:8|16|32|64)|float(?:16|32|64)|complex(?:64|128))\b"


def _only_dtypes_changed(d):
    """every changed line pair is equal once dtype names are masked, and some dtype other
    than bool_ -> bool changed"""
    if not d.pairs or len(d.old) != len(d.new):
        return False
    for o, n in d.pairs:
        if re.sub(_DTYPE_WORDS, "T", o) != re.sub(_DTYPE_WORDS, "T", n):
            return False
    return any(re.sub(r"\bbool_\b", "bool", o) != n for o, n in d.pairs)


def _only_dtypes_or_values(d):
    """changed pairs differ only in dtype names, numbers and inf / nan"""
    if not d.pairs or len(d.old) != len(d.new):
        return False
    mask = lambda s: re.sub(r"-?\d+(\.\d*)?(e[-+]?\d+)?|nan|inf", "N", re.sub(_DTYPE_WORDS, "T", s))  # noqa: E731
    return all(mask(o) == mask(n) for o, n in d.pairs)


def _same_multiset(d):
    """the changed lines hold the same numbers in another order (a permutation)"""
    num = lambda s: sorted(re.findall(r"-?\d+", s))  # noqa: E731
    return bool(num(d.old_text)) and num(d.old_text) == num(d.new_text)


def _numeric_only(d, bools=False):
    """every changed pair differs only in numbers (same words and punctuation; with bools,
    True / False count as values too)"""
    if not d.pairs or len(d.old) != len(d.new):
        return False
    pat = r"-?\d+(\.\d*)?(e[-+]?\d+)?|nan|inf" + (r"|\bTrue\b|\bFalse\b" if bools else "")
    mask = lambda s: re.sub(r"\s+", "", re.sub(pat, "N", s))  # noqa: E731
    return all(mask(o) == mask(n) for o, n in d.pairs)


RULES = [
    ("reference-crash", "the reference interpreter dies",
     lambda d: d.b is None,
     "torch 2.2.2 dies with SIGSEGV on the case; the recorder leaves it out of the lessons file, "
     "so there is no lessons answer to follow (the engine has to refuse or pick an answer)."),
    ("np-AxisError-name", "`np.AxisError` is gone from the numpy namespace",
     lambda d: d.new_has(r"has no attribute 'AxisError'"),
     "numpy 2 keeps AxisError only as `numpy.exceptions.AxisError`: a program that names "
     "`np.AxisError` (in an `except` clause, evaluated when an exception reaches it) raises "
     "`AttributeError: module 'numpy' has no attribute 'AxisError'` and stops there under "
     "lessons."),
    ("torch-item-multi", "converting a multi-element tensor to a Python number",
     lambda d: d.old_has(r"only one element tensors can be converted to Python scalars") or
     d.new_has(r"elements cannot be converted to Scalar"),
     "1.13: `ValueError: only one element tensors can be converted to Python scalars`; 2.2.2: "
     "`RuntimeError: a Tensor with N elements cannot be converted to Scalar` (the class "
     "changes too, so `except ValueError` no longer catches it)."),
    ("torch-narrow", "`narrow` checks and messages",
     lambda d: d.new_has(r"start out of range \(expected to be in range of|narrow\(\): length must be non-negative")
     or d.old_has(r"start \(-?\d+\) \+ length \(-?\d+\) exceeds dimension size"),
     "2.2.2 checks `start` against [-size, size] with `IndexError: start out of range (expected "
     "to be in range of [-s, s], but got x)` (1.13 reused the dim message `Dimension out of "
     "range (... [-s, s-1] ...)`), refuses a negative length first with `RuntimeError: "
     "narrow(): length must be non-negative.`, and on a size-0 dimension refuses start -1 "
     "that 1.13 accepted."),
    ("torch-overlap-write", "in-place writes into internally overlapping tensors",
     lambda d: d.new_has(r"more than one element of the written-to tensor refers to a single memory location") or
     # a bare `except Exception: print('refused')` around `w[...] = 5` on an expanded view
     # (torch_c1_1846; the same statement alone raises this error in torch22)
     d.a.env == "torch22" and ".expand(" in d.a.src and d.new_has(r"^refused$"),
     "2.2.2 raises `RuntimeError: unsupported operation: more than one element of the "
     "written-to tensor refers to a single memory location. Please clone() the tensor before "
     "performing the operation.` for assignments through indexing (`t[...] = v`, `t[:] = v`, "
     "`t[True] = v`) into an expanded (stride-0) view, which 1.13 performed (1.13 raised it for "
     "`copy_` into the same view)."),
    ("torch-index-dtype", "index tensors: int32 accepted; index_add_ / index_copy_ bounds errors",
     lambda d: d.new_has(r"must be long, int, byte or bool tensors") or d.old_has(r"must be long, byte or bool tensors") or
     d.new_has(r"index -?\d+ is out of bounds for dimension \d+ with size \d+") and d.old_has(r"index out of range in self") or
     d.new_has(r"source tensor shape must match self tensor shape"),
     "2.2.2 accepts int32 index tensors (message `tensors used as indices must be long, int, "
     "byte or bool tensors`; 1.13: `long, byte or bool`), and index_add_ with alpha 1 along "
     "self's first or last dim runs as scatter_add_, reporting `RuntimeError: index i is out of "
     "bounds for dimension d with size n` after scatter's walk of writes (1.13: `IndexError: "
     "index out of range in self` in index order); its source must match self's shape apart "
     "from dim (`source tensor shape must match self tensor shape, excluding the specified "
     "dimension`; 1.13 broadcast the slices)."),
    ("torch-byte-mask", "uint8 and integer masks",
     lambda d: d.new_has(r"only supports boolean masks|masked_select: expected BoolTensor for mask"),
     "2.2.2 refuses non-bool masks in masked_fill_ / masked_select (`masked_fill_ only supports "
     "boolean masks, but got mask with dtype unsigned char`); 1.13 accepted uint8 masks with a "
     "warning on stderr."),
    ("torch-half-kernels", "float16 / bfloat16 CPU kernels added",
     lambda d: d.old_has(r"not implemented for '(Half|BFloat16)'"),
     "1.13's CPU kernels for floor / ceil / trunc / round / relu / cumsum / cumprod / prod / "
     "topk / unique / addmm / dot ... raise `\"..._cpu\" not implemented for 'Half'`; 2.2.2 "
     "computes them."),
    ("torch-half-mean", "float16 / bfloat16 mean",
     lambda d: d.a.env == "torch22" and re.search(r"float16|bfloat16|half", d.a.src) is not None
     and re.search(r"\.mean\(", d.a.src) is not None and _numeric_only(d),
     "the mean of a float16 / bfloat16 tensor: torch 1.13 divides its 16-bit sum by n "
     "rounded to the 16-bit type, torch 2.2.2 divides the float32 sum of the tensor as float32 "
     "by n and rounds once (src/lang/torch/tensor_sum_order.c)."),
    ("torch-half-values", "float16 / bfloat16 arithmetic values",
     lambda d: d.a.env == "torch22" and re.search(r"float16|bfloat16|half", d.a.src) is not None
     and _numeric_only(d),
     "the same float16 / bfloat16 expressions with Python numbers (`x * 1e9`, `x /= -8.34`, "
     "`x + 0.1` ...) give other values in some elements."),
    ("torch-error-text", "other torch error messages",
     lambda d: d.a.env == "torch22" and (
         d.old_has(r"expected scalar type|size mismatch, got|matrix or a vector expected|"
                   r"Dimension specified as|repeats can not be negative|repeats must have the same size|"
                   r"must be tuple of SymInts|INTERNAL ASSERT FAILED|value cannot be converted to type|"
                   r"Mask tensor can take 0 and 1 values only|mat1 and mat2 shapes") or
         d.new_has(r"input tensor must have at least 2 dimensions|Index to scalar can have only 1 value")),
     "the message (and sometimes the class, or whether anything is raised) of a torch error "
     "changed: matmul / mv / bmm dtype and size checks, diag, tril / triu on 0-d and 1-d "
     "tensors, repeat_interleave, resize_, set_, index_select on a 0-d tensor, uint8 "
     "overflow in cumsum."),
    ("torch-unique-dim-layout", "`unique_consecutive(dim=d)`'s output strides for d >= 2",
     lambda d: d.a.env == "torch22" and "unique_consecutive(dim=" in d.a.src and "stride()" in d.a.src
     and not d.old_has(r"not implemented for"),
     "both versions stack the runs' first slices into a new contiguous storage and move the "
     "dim back, 1.13 with `transpose(0, d)`, 2.2.2 with `moveaxis(0, d)`: the same values, "
     "but for d >= 2 of a tensor of 3 or more dims other strides ((2, 2, 3) along dim 2: "
     "1.13 (1, 2, 4), 2.2.2 (2, 1, 4))."),
    ("torch-untyped-storage", "`Tensor.untyped_storage()` (torch 2.x only)",
     lambda d: d.old_has(r"has no attribute 'untyped_storage'"),
     "torch 1.13 raises `AttributeError: 'Tensor' object has no attribute 'untyped_storage'`; "
     "2.2.2 returns the byte storage under the tensor (the lessons call `.untyped_storage().nbytes()`)."),
    ("torch-api", "torch API added or changed",
     lambda d: d.a.env == "torch22" and (d.old_has(r"has no attribute '(nbytes|itemsize)'")
                                         or re.search(r"\[\[np\.array|\[\[torch\.tensor", d.a.src) is not None
                                         or d.old_has(r"^torch\.Size\(\[")),
     "2.2.2 has `Tensor.nbytes` / `Tensor.itemsize` (1.13: AttributeError) and indexes with a "
     "list of arrays as one index tensor (1.13 read `x[[a, b]]` as `x[a, b]`)."),
    ("np-removed", "numpy API removed or moved",
     lambda d: d.new_has(r"was removed in the NumPy 2\.0 release|cannot import name|"
                         r"module 'numpy' has no attribute '(?!AxisError)"),
     "numpy 2 removed names (`np.byte_bounds` -> `np.lib.array_utils.byte_bounds`, "
     "`np.cfloat`, `numpy.lib.stride_tricks.broadcast_arrays`, ...): the program stops with the "
     "AttributeError / ImportError numpy 2 raises, with its hint text."),
    ("np-module-paths", "module paths in class names (tracebacks, type reprs, messages)",
     lambda d: any(re.sub(r"numpy\.(exceptions|_core|dtypes|lib\._stride_tricks_impl)\b", "X", n) ==
                   re.sub(r"numpy\.(core|lib\.stride_tricks)\b", "X", re.sub(r"numpy\.(?=AxisError)", "numpy.exceptions.", o))
                   .replace("X.exceptions.AxisError", "X.AxisError")
                   for o, n in d.pairs) or (d.old_has(r"numpy\.dtype\[") and d.new_has(r"numpy\.dtypes\.")) or
     (d.old_has(r"numpy\.AxisError:") and d.new_has(r"numpy\.exceptions\.AxisError:")) or
     (d.old_has(r"numpy\.core\.") and d.new_has(r"numpy\._core\.")),
     "numpy's internals moved: tracebacks print `numpy.exceptions.AxisError` (1.24: "
     "`numpy.AxisError`), `numpy._core._exceptions._UFuncOutputCastingError` (1.24: "
     "`numpy.core...`), messages name `numpy._core.multiarray.flagsobj`, dtype classes are "
     "`numpy.dtypes.Int64DType` (1.24: `numpy.dtype[int64]`; also under torch22's numpy 1.26.4), "
     "DummyArray lives in `numpy.lib._stride_tricks_impl`."),
    ("np-scalar-repr", "numpy scalar repr: `np.int64(3)`, `np.True_` (NEP 51)",
     lambda d: d.new_has(r"\bnp\.(?:u?int\d+|float\d+|complex\d+|longdouble|clongdouble|str_|bytes_|void)\(|\bnp\.(?:True|False)_\b"),
     "numpy 2's repr of a numpy scalar names its type: `np.int64(6)`, `np.float32(0.1)`, "
     "`np.True_`; str() and print of the scalar itself are unchanged, so the difference shows "
     "in repr(), in containers (tuples, lists, dicts printed whole) and in f-string `!r`."),
    ("np-bool-name", "`numpy.bool_` is now `numpy.bool`",
     lambda d: d.old_has(r"\bbool_\b") and d.new_has(r"\bbool\b") and not d.new_has(r"\bbool_\b"),
     "the numpy bool scalar type prints as `numpy.bool` / `bool` (1.24: `numpy.bool_` / "
     "`bool_`) in type reprs, `__name__` and messages."),
    ("nep50-overflow", "NEP 50: a Python int that does not fit the array's dtype",
     lambda d: d.new_has(r"OverflowError:? Python integer -?\d+ out of bounds for"),
     "under NEP 50 a Python int operand takes the array's dtype; one out of its range raises "
     "`OverflowError: Python integer 300 out of bounds for uint8` (1.24 promoted by value, or "
     "wrapped in-place)."),
    ("np-repr-shape", "summarized array repr gains `shape=`",
     lambda d: d.new_has(r"shape=\(") and not d.old_has(r"shape=\(") or
     d.a.env == "numpy22" and "len(repr(" in d.a.src and _numeric_only(d),
     "numpy 2.2's repr of an array summarized with `...` ends with `shape=(...)` (before "
     "`dtype=`), with its own line wrapping; len(repr(a)) changes accordingly."),
    ("np-broadcast-arrays", "`np.broadcast_arrays` returns inputs that need no broadcasting",
     lambda d: d.a.env == "numpy22" and "broadcast_arrays" in d.a.src and not d.new_has(r"cannot import name"),
     "numpy 2.2 hands back the input array itself when it already has the broadcast shape "
     "(strides unchanged, OWNDATA as the input's); 1.24 returned a view with 0 strides on "
     "length-1 dims."),
    ("np-maxdims", "numpy's dimension limit 32 -> 64",
     lambda d: d.old_has(r"maximum supported dimension for an ndarray is 32|number of dimensions must be within \[0, 32\]"),
     "NPY_MAXDIMS is 64 in numpy 2: 33-dimensional arrays and indexing results are allowed "
     "(np.broadcast_shapes still stops at 32 with another message)."),
    ("np-sort-ties", "order of equal keys in numpy's default (unstable) sort",
     lambda d: d.a.env == "numpy22" and re.search(r"sort", d.a.src) is not None and _same_multiset(d),
     "argsort / sort with the default (quicksort) kind leave equal keys in another order under "
     "numpy 2.2.6 than under 1.24.  numpy 2.2.6 (and 1.26.4) sends the default kind's argsort of "
     "32- and 64-bit ints and floats to x86-simd-sort, picked by CPU features at run time: "
     "AVX-512, AVX2 and neither (NPY_DISABLE_CPU_FEATURES) leave equal keys in three different "
     "orders, and these recordings hold the AVX-512 one.  The engine refuses such rows under "
     "lessons (4 or more keys with ties; 2 or 3 keys agree on every path).  Stable and heap "
     "kinds are unaffected."),
    ("np-api", "numpy API behaviour changed",
     lambda d: d.a.env == "numpy22" and (
         d.new_has(r"^np\.meshgrid\(.*\) tuple") or d.old_has(r"One of max or min must be given")
         or d.old_has(r"setting an array element with a sequence") or "np.isclose" in d.a.src
         or re.search(r"get_printoptions|copy=|atleast_\dd", d.a.src) is not None
         or re.search(r"np\.ogrid", d.a.src) is not None and d.old_has(r"^list |^\[array\(|^\[\]")),
     "np.meshgrid returns a tuple (1.24: a list); np.clip without bounds is allowed; assigning "
     "a list to an int element raises TypeError from int(); get_printoptions has a new key "
     "(override_repr); `np.isclose(array, scalar)` returns an array whose base is not None "
     "(1.24: None); np.atleast_Nd of several arrays returns a tuple; np.array's copy= takes "
     "True / None / False, False refusing any copy (`Unable to avoid copy ...`), and np.asarray "
     "has copy= (1.24: copy=False copied when needed; asarray had none); np.ogrid[...] gives a "
     "tuple (1.24: a list)."),
    ("np-error-text", "numpy error messages",
     lambda d: d.old_has(r"boolean index did not match indexed array along dimension")
     or d.old_has(r"putmask\(\) argument 1 must be|^TypeError argument 1 must be numpy\.ndarray")
     or d.new_has(r"cannot replace elements of an empty array"),
     "numpy 2 words the boolean-index length error differently: `boolean index did not match "
     "indexed array along axis 0; size of axis is 3 but size of corresponding boolean axis is "
     "1` (1.24: `... along dimension 0; dimension is 3 but corresponding boolean dimension is "
     "1`).  np.putmask / np.place of a non-array say `putmask: first argument must be an "
     "array` / `place() argument 1 must be ...` from numpy 1.25 on (1.24: `putmask() argument 1 "
     "...` / `argument 1 ...`), and np.put into an empty array raises `cannot replace elements "
     "of an empty array` in numpy 2 (1.24: the index's out-of-bounds error)."),
    ("nep50-dtype", "NEP 50 promotion: result dtypes and values",
     lambda d: d.a.env == "numpy22" and not _same_multiset(d) and (_only_dtypes_changed(d) or re.search(
         r"np\.(?:u?int\d+|float\d+)\(|float16|np\.where|np\.clip|np\.maximum|//|np\.float32", d.a.src)
         is not None and _numeric_only(d, bools=True) or
         re.search(r"float16", d.a.src) is not None and _only_dtypes_or_values(d)),
     "numpy 2 no longer promotes by value: a 0-d array or numpy scalar counts with its dtype "
     "(`int8 array + np.array(5)` is int64; 1.24: int8), and a Python int / float takes the "
     "other operand's dtype (`float16 array + 100000.0` stays float16 and becomes inf; 1.24: "
     "float32; `np.float32(max) * 2` is inf; 1.24: 6.8e+38), so float16 / float32 results and "
     "comparisons with Python numbers happen at the narrower precision."),
    ("torch-empty-overflow", "size products that overflow int64",
     lambda d: d.new_has(r"Stride calculation overflowed"),
     "torch.empty with sizes whose stride product overflows int64 raises `RuntimeError: "
     "Stride calculation overflowed` in 2.2.2; 1.13 made the tensor with wrapped strides "
     "(recorded as OVERFLOW, which stridelab refuses)."),
    ("linspace-rounding", "torch.linspace values in the last bits",
     lambda d: d.a.env == "torch22" and "linspace" in d.a.src and _numeric_only(d),
     "torch.linspace computes some float32 / float64 steps differently (last-bit differences)."),
]

OTHER = ("other", "not classified", None,
         "differences no rule above explains; listed here as they are.")


def classify(d):
    if d.b is None:
        return ["reference-crash"]
    return [k for k, _, test, _ in RULES if test(d)] or ["other"]


# ----------------------------------------------------------------------- compare ---

def collect():
    """[(corpus title, file, n cases, [Diff], [input mismatches], [left out])]"""
    results = []
    for title, folder, pattern, parser, unit in CORPORA:
        base = os.path.join(ROOT, folder)
        les = os.path.join(base, "lessons")
        if not os.path.isdir(les):
            continue
        for fn in sorted(os.listdir(les)):
            if not re.match(pattern, fn) or not os.path.exists(os.path.join(base, fn)):
                continue
            if parser is parse_cases and fn in ("eval_cases.tsv",):
                continue
            a = parser(os.path.join(base, fn))
            b = parser(os.path.join(les, fn))
            diffs, bad_inputs, left = [], [], []
            for name, ca in a.items():
                cb = b.get(name)
                if cb is None:
                    left.append(name)
                    d = Diff(title, fn, name, ca, Case(ca.src, "", ""))
                    d.b = None
                    diffs.append(d)
                    continue
                if ca.src != cb.src:
                    bad_inputs.append(name)
                    continue
                if not ca.same(cb):
                    diffs.append(Diff(title, fn, name, ca, cb))
            extra = [n for n in b if n not in a]
            envs = collections.Counter(c.env for c in a.values())
            results.append((title, unit, folder, fn, len(a), diffs, bad_inputs + extra, left, envs))
    return results


def short(text, width=150):
    text = text.rstrip("\n")
    return text if len(text) <= width else text[:width - 3] + "..."


def window(o, n, width=150):
    """the two lines of a changed pair cut around their first difference"""
    if len(o) <= width and len(n) <= width:
        return o, n
    k = 0
    while k < min(len(o), len(n)) and o[k] == n[k]:
        k += 1
    start = max(0, k - 50)
    cut = lambda t: ("..." if start else "") + t[start:start + width - 6] + ("..." if len(t) > start + width - 6 else "")  # noqa: E731
    return cut(o), cut(n)


def example_block(d, maxlines=6, maxsrc=12):
    """markdown for one example: input, then the differing lines of each profile"""
    src = d.a.src.rstrip("\n")
    lines = src.split("\n")
    if len(lines) > maxsrc:
        src = "\n".join(lines[:maxsrc]) + "\n# ... (%d more lines)" % (len(lines) - maxsrc)
    old, new = list(d.old), list(d.new)
    for i, (o, n) in enumerate(d.pairs):
        old[i], new[i] = window(o, n)
    old = [short(x) for x in old[:maxlines]] + (["... (%d more lines)" % (len(old) - maxlines)] if len(old) > maxlines else [])
    new = [short(x) for x in new[:maxlines]] + (["... (%d more lines)" % (len(new) - maxlines)] if len(new) > maxlines else [])
    if d.b is None:
        new = ["(no output: the torch22 interpreter died, signal 11)"]
    fence = "```python" if d.corpus in ("chains", "snippet corpus", "language cases", "CLI eval cases",
                                        "syntax cases") else "```"
    out = ["`%s` %s `%s` (%s):" % (d.fname, "chain" if d.corpus == "chains" else "case", d.name, d.a.env), "",
           fence, src, "```", "",
           "debian12 (the lines that differ; `EXC` = the uncaught exception line):", "", "```"]
    out += old or ["(nothing)"]
    out += ["```", "", "lessons:", "", "```"]
    out += new or ["(nothing)"]
    out += ["```", ""]
    return out


def pick_examples(ds, n):
    """the shortest inputs first, from different files when possible"""
    ds = sorted(ds, key=lambda d: (len(d.a.src), d.fname, d.name))
    picked, files = [], set()
    for d in ds:
        if len(picked) < n and d.fname not in files:
            picked.append(d)
            files.add(d.fname)
    for d in ds:
        if len(picked) < n and d not in picked:
            picked.append(d)
    return picked


def dir_names_section():
    """run gen_dir_names.py under both profiles; names only one of them lists"""
    tables = {}
    for ref in ("debian12", "lessons"):
        p = subprocess.run(["/usr/bin/python3", os.path.join(HERE, "gen_dir_names.py"), "--ref", ref],
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, check=True, text=True)
        cur, t = None, {}
        for line in p.stdout.split("\n"):
            m = re.match(r"static const char \*const DIR_(\w+)\[\]", line)
            if m:
                cur = m.group(1)
                t[cur] = {}
                continue
            m = re.match(r'\s+"(\w)(.*)",$', line)
            if m and cur:
                t[cur][m.group(2)] = m.group(1)
        tables[ref] = t
    out = ["## Attribute names (scripts/gen_dir_names.py under each profile)", "",
           "`dir()` of the types the snippet language models, as each profile lists them "
           "(`r` = listed by dir() but fetching it raises AttributeError, numpy 2's removed "
           "methods).  Python's own types are the same in both.", ""]
    for tag in ("ndarray", "Tensor", "Size"):
        a, b = tables["debian12"].get(tag, {}), tables["lessons"].get(tag, {})
        only_a = sorted(set(a) - set(b))
        only_b = sorted(set(b) - set(a))
        changed = sorted(n for n in set(a) & set(b) if a[n] != b[n])
        out.append("* **%s**: %d names under debian12, %d under lessons." % (tag, len(a), len(b)))
        if only_a:
            out.append("  only debian12: %s" % ", ".join("`%s`" % n for n in only_a))
        if only_b:
            out.append("  only lessons: %s" % ", ".join("`%s`" % n for n in only_b))
        if changed:
            out.append("  tag changed: %s" % ", ".join("`%s` (%s -> %s)" % (n, a[n], b[n]) for n in changed))
    for tag in sorted(set(tables["debian12"]) - {"ndarray", "Tensor", "Size"}):
        if tables["debian12"][tag] != tables["lessons"].get(tag):
            out.append("* **%s** differs" % tag)
    out.append("")
    return out


HEADER = """# Reference differences: debian12 vs lessons

What the two reference profiles of issue 16 answer differently, case by case, in every recorded
corpus.  Generated by `scripts/ref_differences.py` from the recorded files (nothing here is
typed by hand; re-run it after re-recording):

    /usr/bin/python3 scripts/ref_differences.py --dir-names > docs/reference-differences.md

* **debian12**: torch 1.13 + numpy 1.24, Debian 12's `/usr/bin/python3`; the files in
  `tests/corpus/`, `tests/snippet_corpus/`, `tests/snippets/`, `tests/lang_syntax/`,
  `tests/torch_b_cases.inc`.
* **lessons**: torch 2.2.2 + numpy 2.2.6: the same inputs recorded by the same scripts with
  `--ref lessons` into a `lessons/` folder next to each (`tests/corpus/lessons/`, ...,
  `tests/lessons/torch_b_cases.inc`).  Programs that import torch ran in the `torch22`
  virtual environment, where numpy is **1.26.4** (torch 2.2.2 is built against numpy 1.x and
  cannot load numpy 2); everything else (numpy-only and plain Python) ran in `numpy22`
  (numpy 2.2.6).  So in a program that uses both libraries, the numpy side of "lessons" is
  numpy 1.26.4, not 2.2.6: the engine must decide what it follows there.
* Inputs are the same by construction: the generators (gen_chains.py, gen_snippets.py,
  record_snippets.py's random programs) steer by running each step on the real library and
  always run under debian12; every pair below was checked to hold the same input text.
* Only stdout and the final exception line are recorded.  Warnings go to stderr and are in
  no corpus: differences in warnings (torch 2.x's TypedStorage deprecation, numpy's
  RuntimeWarnings) are not visible here.
"""


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--examples", type=int, default=3)
    ap.add_argument("--dir-names", action="store_true")
    ap.add_argument("--list", metavar="KIND")
    ap.add_argument("--other", action="store_true")
    a = ap.parse_args()
    results = collect()
    all_diffs = [d for r in results for d in r[5]]
    kinds = {id(d): classify(d) for d in all_diffs}
    if a.list or a.other:
        want = a.list or "other"
        for d in all_diffs:
            if want in kinds[id(d)]:
                print("%s/%s %s  [%s]" % (d.corpus, d.fname, d.name, ", ".join(kinds[id(d)])))
                if a.other:
                    for line in example_block(d, 12):
                        print(line)
        return 0
    out = [HEADER]
    # ---- per corpus
    out += ["## Per corpus", "",
            "| corpus | files | cases (torch22 / numpy22) | differ (torch22 / numpy22) | differing cases by primary kind |",
            "|---|---|---|---|---|"]
    by_corpus = collections.OrderedDict()
    for title, unit, folder, fn, n, diffs, bad, left, envs in results:
        c = by_corpus.setdefault(title, {"folder": folder, "files": 0, "n": 0, "diffs": [], "bad": [], "left": [],
                                         "envs": collections.Counter()})
        c["files"] += 1
        c["n"] += n
        c["envs"].update(envs)
        c["diffs"] += diffs
        c["bad"] += ["%s:%s" % (fn, x) for x in bad]
        c["left"] += ["%s:%s" % (fn, x) for x in left]
    for title, c in by_corpus.items():
        prim = collections.Counter(kinds[id(d)][0] for d in c["diffs"])
        denv = collections.Counter(d.a.env for d in c["diffs"])
        out.append("| %s (`%s`) | %d | %d (%d / %d) | %d (%d / %d), %.1f %% | %s |" % (
            title, c["folder"], c["files"], c["n"], c["envs"]["torch22"], c["envs"]["numpy22"],
            len(c["diffs"]), denv["torch22"], denv["numpy22"], 100.0 * len(c["diffs"]) / max(c["n"], 1),
            ", ".join("%s %d" % kv for kv in prim.most_common()) or "-"))
    total_n = sum(c["n"] for c in by_corpus.values())
    out += ["", "%d cases compared, %d differ.  Per file:" % (total_n, len(all_diffs)), ""]
    for title, unit, folder, fn, n, diffs, bad, left, envs in results:
        if diffs or bad:
            out.append("* `%s/%s`: %d of %d differ%s" % (
                folder, fn, len(diffs), n, "; INPUTS DIFFER: %s" % ", ".join(bad) if bad else ""))
    same_files = ["`%s/%s`" % (r[2], r[3]) for r in results if not r[5] and not r[6]]
    out += ["", "Identical under both profiles: %s." % ", ".join(same_files), ""]
    bad_all = [x for c in by_corpus.values() for x in c["bad"]]
    out += ["Input check: %s" % ("every pair held the same input." if not bad_all else
                                   "%d cases had different inputs: %s" % (len(bad_all), ", ".join(bad_all))), ""]
    # ---- notes
    n_shim, files_shim = 0, collections.Counter()
    n_path = []
    for title, folder, pattern, parser, unit in CORPORA:
        base = os.path.join(ROOT, folder)
        for fn in sorted(os.listdir(base)):
            if not re.match(pattern, fn) or parser in (parse_float, parse_inc):
                continue
            for name, c in parser(os.path.join(base, fn)).items():
                if "untyped_storage(" in c.src:
                    n_shim += 1
                    files_shim["%s/%s" % (folder, fn)] += 1
            les = os.path.join(base, "lessons", fn)
            if os.path.exists(les):
                for name, c in parser(les).items():
                    if "site-packages" in c.out + c.exc:
                        n_path.append("`%s/lessons/%s` %s" % (folder, fn, name))
    left = [x for c in by_corpus.values() for x in c["left"]]
    out += ["## Notes on the recordings", "",
            "* **Left out of the lessons files**: %s.  The recorder starts a fresh interpreter after "
            "the crash and goes on with the next case." % (
                ", ".join("`%s`" % x for x in left) if left else "nothing"),
            "* **`Tensor.untyped_storage()` under debian12**: torch 1.13 has no such method.  The "
            "generators add one while they *draw* programs (refprofile.drawing_shim: the random "
            "programs are steered step by step on the real library and use the 2.x method), and "
            "the recorders take it away to record, so the debian12 files hold torch 1.13's own "
            "`AttributeError: 'Tensor' object has no attribute 'untyped_storage'`.  %d debian12 "
            "cases call it (%s); they differ from the lessons files from that call on (kind "
            "torch-api and others below)." % (
                n_shim, ", ".join("`%s` %d" % kv for kv in files_shim.most_common())),
            "* **Paths in expected output**: %s prints the numpy22 environment's install path in "
            "an ImportError message (`.venvs/numpy22/lib/python3.11/site-packages/...`); it changes "
            "with the location of the virtual environments." % (", ".join(n_path) or "no case"),
            ""]
    # ---- per kind
    out += ["## Kinds of difference", "",
            "A case can show several kinds; it is counted once under its *primary* kind (the first "
            "in this list that it shows) and also in *shows it* for every kind it shows.", "",
            "| kind | primary | shows it | in corpora |", "|---|---|---|---|"]
    order = [r[0] for r in RULES] + ["other"]
    meta = {r[0]: r for r in RULES}
    meta["other"] = OTHER
    for k in order:
        ds = [d for d in all_diffs if k in kinds[id(d)]]
        if not ds:
            continue
        prim = sum(1 for d in ds if kinds[id(d)][0] == k)
        per = collections.Counter(d.corpus for d in ds)
        out.append("| [%s](#%s) | %d | %d | %s |" % (meta[k][1].replace("|", "\\|"), k, prim, len(ds),
                                                      ", ".join("%s %d" % kv for kv in per.most_common())))
    out.append("")
    for k in order:
        ds = [d for d in all_diffs if k in kinds[id(d)]]
        if not ds:
            continue
        prim = sum(1 for d in ds if kinds[id(d)][0] == k)
        per = collections.Counter("%s/%s" % (d.corpus, d.fname) for d in ds)
        out += ['### <a id="%s"></a>%s' % (k, meta[k][1]), "",
                "%d cases (%d primary).  %s" % (len(ds), prim, meta[k][3]), "",
                "Where: %s." % ", ".join("`%s` %d" % kv for kv in per.most_common(12)) +
                (" and %d more files" % (len(per) - 12) if len(per) > 12 else ""), ""]
        prim_ds = [d for d in ds if kinds[id(d)][0] == k] or ds
        for d in pick_examples(prim_ds, a.examples):
            out += example_block(d)
    if a.dir_names:
        out += dir_names_section()
    sys.stdout.write("\n".join(out).rstrip("\n") + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
