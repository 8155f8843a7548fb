#!/usr/bin/python3
"""gen_doc_examples.py — the `>>>` examples of torch's and numpy's own docstrings as snippets.

A held-out corpus nobody here wrote: for every view, shape, stride, indexing, copy and
memory-layout function and method of torch and numpy (NAMES below), the Examples of its
docstring, as the installed reference documents them, become one program (one case per
docstring, `#@@ case NAME`) in the format of scripts/record_cases.py:

  * the docstring's statements in order, after `import torch` / `import numpy as np`;
  * an expression statement whose value the interactive prompt displays (not None) becomes
    `print(repr(EXPR))`, which is exactly what `>>>` shows; one whose value is None stays a
    statement (an expression inside a loop or block the prompt displayed is rewritten the
    same way);
  * a statement the docstring shows raising (its expected output holds a traceback) is
    kept: uncaught when it is the docstring's last, otherwise inside
    `try: ... except Exception as e: print(type(e).__name__ + ': ' + str(e))`;
  * a statement that raises although its docstring shows no traceback (a module the
    reference does not have, a CUDA device, a name the docstring never defines) is left
    out, and listed in the source as a comment `# left out: ...` with its exception.

Which statements display and which raise is decided by running the docstring, statement by
statement in `single` (interactive) mode, in the reference itself: the docstrings and the
behaviour are those of the profile's libraries.  The outputs are then recorded by
scripts/record_cases.py (never typed), into tests/doc_examples/ (debian12: torch 1.13 /
numpy 1.24, /usr/bin/python3) and tests/doc_examples/lessons/ (lessons: torch 2.2.2 in the
torch22 venv, numpy 2.2.6 in the numpy22 venv), which tests/test_lang_corpus.c replays.

  /usr/bin/python3 scripts/gen_doc_examples.py [--ref lessons|debian12] [--no-record]
      extracts both libraries' examples under the profile into
      tests/doc_examples/src[/lessons]/{torch,numpy}.py, then records them
  PYTHON scripts/gen_doc_examples.py extract torch|numpy
      (the extraction itself, in the reference interpreter: the source on stdout)
"""
import ast
import contextlib
import doctest
import io
import os
import re
import signal
import subprocess
import sys
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

# The functions, methods and attributes whose docstrings are taken, by library.  A name the
# profile's library does not have, or whose docstring has no `>>>` example, is skipped (the
# source lists it in its header).
TORCH_NAMES = """
torch.Tensor.view torch.Tensor.view_as torch.Tensor.reshape torch.Tensor.reshape_as
torch.Tensor.expand torch.Tensor.expand_as torch.Tensor.permute torch.Tensor.transpose
torch.Tensor.transpose_ torch.Tensor.narrow torch.Tensor.select torch.Tensor.unfold
torch.Tensor.as_strided torch.Tensor.stride torch.Tensor.storage_offset torch.Tensor.is_contiguous
torch.Tensor.contiguous torch.Tensor.flatten torch.Tensor.unflatten torch.Tensor.squeeze
torch.Tensor.unsqueeze torch.Tensor.movedim torch.Tensor.split torch.Tensor.chunk torch.Tensor.unbind
torch.Tensor.tensor_split torch.Tensor.diagonal torch.Tensor.flip torch.Tensor.roll torch.Tensor.t
torch.Tensor.T torch.Tensor.mT torch.Tensor.H torch.Tensor.mH torch.Tensor.size torch.Tensor.dim
torch.Tensor.numel torch.Tensor.element_size torch.Tensor.nbytes torch.Tensor.itemsize
torch.Tensor.repeat torch.Tensor.clone torch.Tensor.detach torch.Tensor.copy_
torch.Tensor.index_add_ torch.Tensor.index_copy_ torch.Tensor.index_fill_ torch.Tensor.index_put_
torch.Tensor.index_reduce_ torch.Tensor.scatter_ torch.Tensor.scatter_add_ torch.Tensor.scatter_reduce_
torch.Tensor.masked_fill_ torch.Tensor.masked_scatter_ torch.Tensor.put_ torch.Tensor.new_empty
torch.Tensor.new_zeros torch.Tensor.new_ones torch.Tensor.new_full torch.Tensor.new_tensor
torch.Tensor.item torch.Tensor.tolist torch.Tensor.is_set_to torch.Tensor.data_ptr
torch.Tensor.dim_order torch.Tensor.storage torch.Tensor.untyped_storage torch.Tensor.resize_
torch.Tensor.is_conj torch.Tensor.ravel torch.Tensor.swapaxes torch.Tensor.index_select
torch.reshape torch.view_copy torch.flatten torch.unflatten torch.squeeze torch.unsqueeze torch.movedim
torch.moveaxis torch.swapaxes torch.swapdims torch.transpose torch.t torch.permute torch.adjoint
torch.narrow torch.narrow_copy torch.select torch.split torch.chunk torch.unbind torch.tensor_split
torch.hsplit torch.vsplit torch.dsplit torch.diagonal torch.diag torch.diag_embed torch.diagflat
torch.flip torch.fliplr torch.flipud torch.roll torch.rot90 torch.as_strided torch.broadcast_to
torch.broadcast_tensors torch.broadcast_shapes torch.atleast_1d torch.atleast_2d torch.atleast_3d
torch.ravel torch.tile torch.repeat_interleave torch.stack torch.cat torch.concat torch.concatenate
torch.hstack torch.vstack torch.dstack torch.column_stack torch.row_stack torch.index_select
torch.gather torch.take torch.take_along_dim torch.masked_select torch.nonzero torch.argwhere
torch.where torch.clone torch.scatter torch.scatter_add torch.scatter_reduce torch.index_add
torch.index_copy torch.index_fill torch.index_reduce torch.slice_scatter torch.select_scatter
torch.diagonal_scatter torch.as_strided_scatter torch.tril torch.triu torch.tril_indices
torch.triu_indices torch.combinations torch.cartesian_prod torch.meshgrid torch.einsum
torch.empty_strided torch.empty_like torch.numel torch.is_tensor torch.is_nonzero
torch.unravel_index torch.view_as_real torch.view_as_complex torch.resolve_conj torch.block_diag
torch.count_nonzero torch.is_storage
"""

NUMPY_NAMES = """
numpy.reshape numpy.ravel numpy.transpose numpy.permute_dims numpy.matrix_transpose numpy.swapaxes
numpy.moveaxis numpy.rollaxis numpy.expand_dims numpy.squeeze numpy.broadcast_to
numpy.broadcast_arrays numpy.broadcast_shapes numpy.broadcast numpy.lib.stride_tricks.as_strided
numpy.lib.stride_tricks.sliding_window_view numpy.shares_memory numpy.may_share_memory
numpy.ascontiguousarray numpy.asfortranarray numpy.asarray numpy.asanyarray numpy.array numpy.copy
numpy.require numpy.isfortran numpy.byte_bounds numpy.lib.array_utils.byte_bounds numpy.frombuffer
numpy.diagonal numpy.diag numpy.diagflat numpy.flip numpy.fliplr numpy.flipud numpy.rot90
numpy.roll numpy.take numpy.take_along_axis numpy.put numpy.put_along_axis numpy.choose
numpy.compress numpy.extract numpy.place numpy.putmask numpy.select numpy.atleast_1d
numpy.atleast_2d numpy.atleast_3d numpy.stack numpy.concatenate numpy.concat numpy.hstack
numpy.vstack numpy.dstack numpy.column_stack numpy.split numpy.array_split numpy.hsplit
numpy.vsplit numpy.dsplit numpy.unstack numpy.tile numpy.repeat numpy.resize numpy.append numpy.insert
numpy.delete numpy.nonzero numpy.argwhere numpy.flatnonzero numpy.where numpy.indices numpy.ix_
numpy.unravel_index numpy.ravel_multi_index numpy.diag_indices numpy.diag_indices_from
numpy.tril_indices numpy.triu_indices numpy.tril_indices_from numpy.triu_indices_from
numpy.mask_indices numpy.fill_diagonal numpy.tril numpy.triu numpy.copyto numpy.shape numpy.ndim
numpy.size numpy.ndindex numpy.ndenumerate numpy.nditer numpy.meshgrid numpy.empty_like numpy.einsum
numpy.count_nonzero numpy.trim_zeros
numpy.ndarray numpy.ndarray.strides numpy.ndarray.flags numpy.ndarray.view numpy.ndarray.copy
numpy.ndarray.flatten numpy.ndarray.ravel numpy.ndarray.reshape numpy.ndarray.resize
numpy.ndarray.transpose numpy.ndarray.swapaxes numpy.ndarray.squeeze numpy.ndarray.T
numpy.ndarray.mT numpy.ndarray.base numpy.ndarray.shape numpy.ndarray.ndim numpy.ndarray.size
numpy.ndarray.itemsize numpy.ndarray.nbytes numpy.ndarray.data numpy.ndarray.flat
numpy.ndarray.item numpy.ndarray.itemset numpy.ndarray.tolist numpy.ndarray.fill
numpy.ndarray.setflags numpy.ndarray.diagonal numpy.ndarray.take numpy.ndarray.put
numpy.ndarray.repeat numpy.ndarray.nonzero numpy.ndarray.astype numpy.ndarray.dtype
numpy.ndarray.byteswap numpy.ndarray.tobytes numpy.ndarray.ctypes numpy.ndarray.__array_interface__
numpy.flatiter numpy.flatiter.base numpy.flatiter.coords numpy.flatiter.index numpy.flatiter.copy
"""

NOT_DISPLAYED = object()


def resolve(modname, dotted):
    """the object a dotted name names (None when the library has no such name)"""
    mod = __import__(modname)
    parts = dotted.split(".")[1:]
    obj = mod
    for i, p in enumerate(parts):
        if i == len(parts) - 1 and isinstance(obj, type) and p in obj.__dict__:
            # a property / getset descriptor: its own docstring, not its value's
            obj = obj.__dict__[p]
            continue
        try:
            obj = getattr(obj, p)
        except Exception:  # noqa: BLE001 - missing in this version
            if i == 0 and modname == "numpy" and p == "lib":
                return None
            try:
                obj = __import__(".".join([modname] + parts[: i + 1]), fromlist=["x"])
            except Exception:  # noqa: BLE001
                return None
    return obj


class Timeout(Exception):
    pass


def _alarm(signum, frame):
    raise Timeout("took longer than 20 s")


def run_single(src, g, shown):
    """run one example as the interactive prompt does; (displayed?, exception or None)"""
    shown.clear()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            try:
                code = compile(src, "<doc>", "single")
                exec(code, g)
            except Timeout:
                raise
            except BaseException as e:  # noqa: BLE001 - recorded as the statement's outcome
                return bool(shown), e
    return bool(shown), None


class Displayed(ast.NodeTransformer):
    """rewrite the expression statements of a compound statement as print(repr(...))"""

    def visit_FunctionDef(self, node):
        return node

    visit_AsyncFunctionDef = visit_FunctionDef
    visit_ClassDef = visit_FunctionDef
    visit_Lambda = visit_FunctionDef

    def visit_Expr(self, node):
        v = node.value
        if isinstance(v, ast.Call) and isinstance(v.func, ast.Name) and v.func.id == "print":
            return node
        call = ast.Call(func=ast.Name(id="print", ctx=ast.Load()),
                        args=[ast.Call(func=ast.Name(id="repr", ctx=ast.Load()), args=[v], keywords=[])],
                        keywords=[])
        return ast.copy_location(ast.Expr(value=call), node)


def indent(text, by="    "):
    return "".join(by + line if line.strip() else line for line in text.splitlines(True))


def implied_import(exc, obj, g, added):
    """A docstring's examples run, under doctest, in the namespace of the module that defines
    the object: a name the examples use without importing it is the object itself
    (`sliding_window_view(x, 3)` in numpy.lib.stride_tricks) or a module of Python's standard
    library (`itertools`, which torch.combinations' examples use without an import).  Import that name (the import becomes a line of the
    program); False when the name is none of these."""
    name = getattr(exc, "name", None)
    if name is None:
        m = re.match(r"name '(\w+)' is not defined", str(exc))
        name = m.group(1) if m else None
    if name is None:
        return False
    modname = getattr(obj, "__module__", None)
    home = sys.modules.get(modname) if modname else None
    val = getattr(home, name, None) if home is not None else None
    if val is not None and getattr(val, "__name__", None) == name and name == getattr(obj, "__name__", None):
        line = "from %s import %s\n" % (public_module(modname, name), name)
    elif name in sys.stdlib_module_names:
        line = "import %s\n" % name
    else:
        return False
    exec(line, g)
    added.append(line)
    return True


def public_module(modname, name):
    """the shortest public module path under which `name` is reachable: numpy.lib.stride_tricks,
    not numpy.lib._stride_tricks_impl"""
    parts = modname.split(".")
    best = modname
    for i in range(len(parts), 0, -1):
        cand = ".".join(p for p in parts[:i])
        cand = ".".join(p.lstrip("_").replace("_impl", "") if k else p for k, p in enumerate(cand.split(".")))
        try:
            m = __import__(cand, fromlist=["x"])
        except Exception:  # noqa: BLE001
            continue
        if getattr(m, name, None) is not None:
            best = cand
    return best


def convert(doc, prelude, obj=None):
    """the program of one docstring's examples and the list of left-out statements"""
    examples = doctest.DocTestParser().get_examples(doc)
    if not examples:
        return None, []
    g = {"__name__": "__main__"}
    exec(prelude, g)
    shown = []
    prev_hook = sys.displayhook
    sys.displayhook = lambda v: shown.append(v) if v is not None else None
    pieces = []
    left = []
    added = []
    try:
        for k, ex in enumerate(examples):
            src = ex.source
            try:
                tree = ast.parse(src)
            except SyntaxError as e:
                left.append((src, "SyntaxError: %s" % e.msg))
                continue
            displayed, exc = run_single(src, g, shown)
            if isinstance(exc, NameError) and implied_import(exc, obj, g, added):
                displayed, exc = run_single(src, g, shown)
            expects_error = ex.exc_msg is not None or "Traceback" in ex.want
            if exc is not None and not expects_error:
                left.append((src, "%s: %s" % (type(exc).__name__, str(exc).split("\n")[0])))
                continue
            body = src
            if displayed and len(tree.body) == 1 and isinstance(tree.body[0], ast.Expr):
                seg = ast.get_source_segment(src, tree.body[0].value)
                if isinstance(tree.body[0].value, ast.Tuple):
                    seg = "(%s)" % seg     # `x, y` at the prompt displays the tuple
                body = "print(repr(%s))\n" % seg
            elif displayed:
                body = ast.unparse(Displayed().visit(tree)) + "\n"
            if exc is not None:
                if k == len(examples) - 1:
                    pieces.append("".join(added) + body)
                    added.clear()
                    continue
                body = "try:\n%sexcept Exception as e:\n    print(type(e).__name__ + ': ' + str(e))\n" % indent(body)
            pieces.append("".join(added) + body)
            added.clear()
    finally:
        sys.displayhook = prev_hook
    if not pieces:
        return None, left
    return prelude + "".join(pieces), left


def case_name(dotted):
    parts = dotted.split(".")
    if parts[0] == "numpy":
        parts[0] = "np"
    if parts[:2] == ["torch", "Tensor"]:
        parts = parts[1:]
    if parts[:2] == ["np", "ndarray"] and len(parts) > 2:
        parts = parts[1:]
    if parts[:3] == ["np", "lib", "stride_tricks"] or parts[:3] == ["np", "lib", "array_utils"]:
        parts = ["np"] + parts[3:]
    return "_".join(p.strip("_") or p for p in parts)


def extract(lib):
    names = (TORCH_NAMES if lib == "torch" else NUMPY_NAMES).split()
    prelude = "import torch\n" if lib == "torch" else "import numpy as np\n"
    mod = __import__(lib)
    other = __import__("numpy")
    out = ["# The `>>>` examples of %s %s's docstrings (numpy %s in this interpreter), one case per"
           % (lib, mod.__version__.split("+")[0], other.__version__),
           "# docstring, made by scripts/gen_doc_examples.py: an expression the prompt displays is",
           "# print(repr(...)), an error the docstring shows is caught and printed.  Outputs are",
           "# recorded from the reference by scripts/record_cases.py, never typed."]
    skipped = []
    seen = set()
    signal.signal(signal.SIGALRM, _alarm)
    for dotted in names:
        obj = resolve(lib, dotted)
        doc = getattr(obj, "__doc__", None) if obj is not None else None
        if not isinstance(doc, str) or ">>>" not in doc:
            skipped.append(dotted)
            continue
        name = case_name(dotted)
        if name in seen:
            continue
        seen.add(name)
        signal.alarm(20)
        try:
            prog, left = convert(doc, prelude, obj)
        except Timeout:
            prog, left = None, [("(the docstring)", "took longer than 20 s")]
        except ValueError as e:   # a docstring doctest cannot parse
            prog, left = None, [("(the docstring)", "ValueError: %s" % e)]
        finally:
            signal.alarm(0)
        if prog is None:
            skipped.append(dotted)
            continue
        out.append("")
        out.append("#@@ case %s" % name)
        for src, why in left:
            first = src.strip().split("\n")[0]
            out.append("# left out: %s -> %s" % (first[:100], why[:160].replace("\n", " ")))
        out.append(prog.rstrip("\n"))
    out.insert(4, "# No example (or no such name) in this version: %s" % (" ".join(skipped) or "none"))
    return "\n".join(out) + "\n"


def main(argv):
    if len(argv) >= 3 and argv[1] == "extract":
        sys.stdout.write(extract(argv[2]))
        return 0
    sys.path.insert(0, HERE)
    import refprofile
    ref = refprofile.DEFAULT
    record = True
    args = argv[1:]
    while args:
        if args[0] == "--ref" and len(args) > 1:
            ref = args[1]
            args = args[2:]
        elif args[0] == "--no-record":
            record = False
            args = args[1:]
        else:
            sys.exit(__doc__)
    if ref not in refprofile.PROFILES:
        sys.exit("gen_doc_examples.py: --ref is one of %s" % ", ".join(refprofile.PROFILES))
    base = os.path.join(ROOT, "tests", "doc_examples")
    src_dir = refprofile.out_dir(os.path.join(base, "src"), ref)
    out_dir = refprofile.out_dir(base, ref)
    os.makedirs(src_dir, exist_ok=True)
    srcs = []
    for lib in ("torch", "numpy"):
        py = refprofile.env_python(refprofile.env_for_lib(ref, lib))
        p = subprocess.run([py, os.path.abspath(__file__), "extract", lib], stdout=subprocess.PIPE, check=True)
        path = os.path.join(src_dir, lib + ".py")
        with open(path, "wb") as f:
            f.write(p.stdout)
        srcs.append(path)
        print("wrote %s (%d cases)" % (path, p.stdout.count(b"\n#@@ case ")))
    if record:
        subprocess.run([refprofile.DEBIAN12_PYTHON, os.path.join(HERE, "record_cases.py"), "--ref", ref,
                        "--out", out_dir] + srcs, check=True)
        print_random_cases(ref, srcs)
    return 0


def print_random_cases(ref, srcs):
    """Name the cases whose reference output is not reproducible: each program runs twice in a
    row in one reference interpreter, and a program drawing random numbers without a seed
    prints other values the second time.  They belong in known_mismatches.txt under the
    reason "random values drawn without a seed" (scripts/doc_examples_rate.py leaves them out
    of its second rate)."""
    import record_cases
    import record_snippets
    import refprofile
    refprofile.ensure_debian12_driver()
    pool = None if ref == "debian12" else refprofile.Pool(ref)
    for path in srcs:
        cases = record_cases.read_cases(path)
        progs = [src for _, src in cases]
        first = record_snippets.run_programs(ref, progs + progs, pool)
        for k, (name, _) in enumerate(cases):
            if first[k] != first[k + len(cases)]:
                print("random values drawn without a seed: %s\t%s" % (os.path.basename(path)[:-3] + ".txt", name))
    if pool is not None:
        pool.close()


if __name__ == "__main__":
    sys.exit(main(sys.argv))
