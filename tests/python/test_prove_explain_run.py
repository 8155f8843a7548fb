"""prove(), explain() and run(): against brute force, the CLI's own output, and the real
torch / numpy of this environment."""
import contextlib
from html import escape as html_escape
import io
import os
import shutil
import subprocess

import pytest
from hypothesis import given, settings, strategies as st

import stridelab
from conftest import ROOT, brute_internal_overlap, element_of, indices, layouts


def cli():
    path = os.environ.get("STRIDELAB") or os.path.join(ROOT, "build", "stridelab")
    if not os.access(path, os.X_OK):
        path = shutil.which("stridelab")
    if not path:
        pytest.skip("no stridelab binary (make all) to compare with")
    return path


@given(layouts(max_dims=3, max_size=4), st.integers(-2, 3), st.booleans())
def test_prove_bounds_and_self_overlap_vs_brute_force(mk, lay, spare, write):
    sizes, strides, offset, storage = lay
    t = mk(lay)
    sb = max(0, (storage + spare) * 4 - 2)
    p = stridelab.prove(t, write=write, storage_bytes=sb)
    elems = [element_of(i, strides, offset) for i in indices(sizes)]
    inside = not elems or (max(elems) + 1) * 4 <= sb
    assert p["storage bounds"].status == ("proved" if inside else "refuted")
    selfo = brute_internal_overlap(sizes, [4 * s for s in strides], 0, 4)
    want = "not required" if not write else ("refuted" if selfo else "proved")
    assert p["no self-overlap"].status == want
    if want == "refuted":
        i, j = p["no self-overlap"].counterexample
        assert i != j and element_of(i, strides, offset) == element_of(j, strides, offset)
    assert p.refuted == (not inside or want == "refuted")


def test_prove_alignment_uses_the_real_address(torch):
    x = torch.zeros(4, 72, dtype=torch.float16)
    ok = stridelab.prove(x[:, :64], vector=8)
    assert ok["vector lanes"].status == "proved" and ok["vector alignment"].status == "proved"
    bad = stridelab.prove(torch.zeros(4, 71, dtype=torch.float16)[:, :64], vector=8)
    assert bad["vector alignment"].status == "refuted" and bad.refuted and not bad
    odd = stridelab.prove(torch.zeros(10, dtype=torch.float16)[1:9], vector=8)
    assert odd["vector alignment"].status == "refuted"


@pytest.mark.parametrize("layout,args", [
    ("torch.zeros(4,72,dtype=torch.float16)[:, :64]", {"vector": 8}),
    ("torch.arange(6.).expand(3, 6)", {"write": True}),
    ("size=(4,3),stride=(1,4),offset=0,itemsize=4", {"storage_bytes": 40}),
    ("np.arange(12.).reshape(3, 4)[:, ::2]", {"write": True, "align": 16}),
])
def test_prove_str_is_the_cli_table(layout, args):
    cmd = [cli(), "prove", layout]
    for k, v in args.items():
        if v is True:
            cmd.append("--" + k)
        else:
            cmd += ["--" + k.replace("_", "-"), str(v)]
    out = subprocess.run(cmd, capture_output=True, text=True).stdout
    mine = str(stridelab.prove(layout, **args))
    cli_lines = [line for line in out.splitlines() if not line.startswith("result:")]
    assert mine.splitlines()[:-1] == cli_lines


@pytest.mark.parametrize("chain", [
    "torch.arange(24.).reshape(2, 3, 4).transpose(0, 2)[:, ::2]",
    "np.arange(12).reshape(3, 4)[::-1, 1:]",
    "torch.arange(6.).expand(2, 6)",
    "torch.arange(24.).reshape(2, 3, 4).transpose(0, 1).view(6, 4)",
])
@pytest.mark.parametrize("ref", ["lessons", "debian12"])
def test_explain_str_is_the_cli_output(chain, ref):
    out = subprocess.run([cli(), "explain", "--ref", ref, chain], capture_output=True, text=True)
    e = stridelab.explain(chain, ref=ref)
    # str() is the CLI's stdout, then the error line the CLI prints on stderr
    assert str(e) == out.stdout + (out.stderr if e.error is not None else "")
    assert (e.error is None) == (out.returncode == 0)
    html = e._repr_html_()
    assert html.count("<tr><td style='padding") == len(e.steps)  # one table row per op
    for step in e.steps:
        assert html.count(html_escape(step["op"])) >= 1
    if e.error is None:
        assert "<svg" in html and "storage of the final view" in html
    else:
        assert html_escape(e.error.message) in html


def test_explain_error_and_syntax_error():
    e = stridelab.explain("torch.arange(24.).reshape(2, 3, 4).transpose(0, 1).view(6, 4)")
    assert isinstance(e.error, RuntimeError) and "view size is not compatible" in e.error.message
    assert "view size is not compatible" in e._repr_html_()
    with pytest.raises(stridelab.StridelabError) as ex:
        stridelab.explain("torch.arange(4.)[")
    assert ex.value.type == "SyntaxError"


def _real(src):
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        try:
            exec(compile(src, "<snippet>", "exec"), {})
        except Exception as e:  # noqa: BLE001 - the reference's exception is the answer
            return buf.getvalue(), e
    return buf.getvalue(), None


def _torch_ref():
    import torch
    v = torch.__version__
    return "lessons" if v.startswith("2.2.") else "debian12" if v.startswith("1.13") else None


def _numpy_ref():
    import numpy
    v = numpy.__version__
    return "lessons" if v.startswith("2.2.") else "debian12" if v.startswith("1.24") else None


OPS_T = [".t()", ".transpose(0, 1)", "[1:]", "[:, ::2]", "[::2]", ".flip(0)", ".contiguous()",
         ".unsqueeze(0)", ".expand(2, -1, -1)", ".reshape(-1)", ".view(-1)", ".permute(1, 0)",
         ".narrow(1, 1, 2)", ".diagonal()", "[0]", ".sum(0)", " * 2", ".T"]
OPS_N = [".T", ".transpose()", "[1:]", "[:, ::-2]", "[::2]", "[::-1]", ".copy()", "[None]",
         ".reshape(-1)", ".ravel()", ".swapaxes(0, 1)", ".diagonal()", "[0]", ".sum(0)", " * 2",
         ".flatten()", "[..., 1:]"]


@settings(max_examples=60)
@given(st.integers(1, 4), st.integers(1, 4), st.lists(st.sampled_from(OPS_T), min_size=1, max_size=3))
def test_run_matches_real_torch(torch, a, b, ops):
    ref = _torch_ref()
    if ref is None:
        pytest.skip(f"no stridelab profile for torch {torch.__version__}")
    src = (f"import torch\nx = torch.arange({a * b}.).reshape({a}, {b})\n"
           "y = x\n" + "".join(f"y = y{op}\n" for op in ops) + "print(y)\nprint(tuple(y.shape), y.stride(), y.storage_offset())\n"
           "print(y.is_contiguous(), y._base is None)\n")
    _check_run(src, ref)


@settings(max_examples=60)
@given(st.integers(1, 4), st.integers(1, 4), st.lists(st.sampled_from(OPS_N), min_size=1, max_size=3))
def test_run_matches_real_numpy(np, a, b, ops):
    ref = _numpy_ref()
    if ref is None:
        pytest.skip(f"no stridelab profile for numpy {np.__version__} (its profiles: 2.2.6, 1.24)")
    src = (f"import numpy as np\nx = np.arange({a * b}).reshape({a}, {b})\n"
           "y = x\n" + "".join(f"y = y{op}\n" for op in ops) + "print(y)\nprint(y.shape, y.strides, y.flags.c_contiguous)\n"
           "print(repr(y), y.base is None)\n")
    _check_run(src, ref)


def _check_run(src, ref):
    want_out, want_exc = _real(src)
    if want_exc is None:
        assert stridelab.run(src, ref=ref) == want_out
    else:
        with pytest.raises(stridelab.SnippetError) as e:
            stridelab.run(src, ref=ref)
        assert e.value.output == want_out
        assert e.value.type == type(want_exc).__name__
        assert e.value.message == str(want_exc)
        assert isinstance(e.value, type(want_exc).__mro__[0]) or e.value.type == "AxisError"


def test_run_example_and_errors():
    assert stridelab.run("print(sum(range(10)))") == "45\n"
    with pytest.raises(ZeroDivisionError) as e:
        stridelab.run("print('a')\n1/0\n")
    assert e.value.output == "a\n" and e.value.line == 2 and str(e.value) == "division by zero"
    with pytest.raises(stridelab.StridelabError) as e:
        stridelab.run("while True:\n    pass\n", max_steps=10000)
    assert e.value.status == "SL_ERR_LIMIT" and "10000 steps" in str(e.value)


def test_prove_align_without_vector_is_the_alignment_row(torch):
    x = torch.arange(10.)[1:]  # float32 from byte 4, 4-byte steps: never 8-aligned
    p = stridelab.prove(x, align=8)
    assert p["alignment"].status == "refuted" and p["alignment"].counterexample
    assert p["vector alignment"].status == "not required"
    assert "checked under \"alignment\"" in p["vector alignment"].detail
    assert p["vector lanes"].status == "not required"
    # with vector lanes the request stays the vectors'
    q = stridelab.prove(torch.zeros(4, 72, dtype=torch.float16)[:, :64], vector=8, align=16)
    assert q["vector alignment"].status == "proved" and q["alignment"].status == "proved"


def test_prove_storage_bounds_names_the_storage_range(torch):
    y = torch.arange(12.)
    v = y[2:]
    y.storage().resize_(10)  # 40 bytes; the view reaches bytes [8, 48)
    d = stridelab.prove(v)["storage bounds"]
    assert d.status == "refuted" and d.byte == 47
    assert d.detail == ("the highest element's last byte is byte 47, past the end of the 40-byte storage "
                        "(bytes 0..39)")


def test_prove_freed_storage_proves_no_alignment(torch):
    y = torch.arange(10.)
    v = y[6:]
    y.storage().resize_(0)  # freed: data pointer 0
    p = stridelab.prove(v)
    assert p["alignment"].status == "not checkable"
    assert "null pointer" in p["alignment"].detail and "proved" not in p["alignment"].detail
    assert p["storage bounds"].detail == "the view reaches bytes [24, 40) but the storage is empty (0 bytes)"


def _installed_ref():
    """The profile of this environment from the installed versions themselves: None
    when they match no profile (torch 2.2 with numpy 1.26)."""
    refs = set()
    try:
        import torch
        refs.add(_torch_ref())
    except ImportError:
        pass
    try:
        import numpy
        refs.add(_numpy_ref())
    except ImportError:
        pass
    if not refs:
        return "lessons"
    return refs.pop() if len(refs) == 1 and None not in refs else None


def test_default_profile_follows_the_installed_versions(np):
    # numpy 1.24 prints 300 (value-based casting), numpy 2.2 raises OverflowError: the
    # default profile must be the installed one, or say it is not
    src = "import numpy as np\nprint(np.int8(100) + 200)\n"
    want = _installed_ref()
    if want is None:
        with pytest.warns(stridelab.ProfileWarning, match="match no reference profile; answering with 'lessons'"):
            stridelab.run("print(1)\n")
        assert stridelab.default_ref() == "lessons"
        e = stridelab.explain("np.arange(6.).reshape(2, 3).T", ref="lessons")
        assert "under 'lessons'" in repr(e)
        return
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # an exact match does not warn
        assert stridelab.default_ref() == want
        _check_run(src, None)
        e = stridelab.explain("np.arange(6.).reshape(2, 3).T")
        assert e.ref == want and f"under {want!r}" in repr(e)


def test_explain_unsupported_op_is_in_error_not_raised():
    # explain's docstring: an op after the first that is not supported ends the table
    e = stridelab.explain("torch.arange(6.).view(2, 3)[0:2:'x']", ref="lessons")
    assert isinstance(e.error, stridelab.Unsupported) and len(e.steps) == 2
    assert "an op after the first that fails ends the table" in " ".join(stridelab.explain.__doc__.lower().split())
    with pytest.raises(AttributeError):
        stridelab.explain("torch.foo(3)", ref="lessons")  # the first op fails: no table, raised


def test_explain_pictures_share_one_cap():
    # a 100000-element storage behind a 200-element view: the text strip and the HTML
    # draw the first 512 cells and say how many more they did not draw
    chain = "torch.arange(100000.).view(100, 1000)[:, ::500]"
    e = stridelab.explain(chain, ref="lessons")
    cli_out = subprocess.run([cli(), "explain", "--ref", "lessons", chain], capture_output=True, text=True).stdout
    text = str(e)
    assert len(cli_out.splitlines()) > 6000 and len(text.splitlines()) < 200
    assert "  ... 99488 more cells not drawn (the first 512 are; the line below counts them all)" in text
    assert "  reached 200 of 100000; 0 reached more than once" in text
    # the text is the CLI's up to the cut
    head = text.split("  ... 99488")[0]
    assert cli_out.startswith(head)
    html = e._repr_html_()
    assert html.count("<rect") == 512 and "99488 more elements not drawn" in html
    assert "reached 200, 0 more than once" in html  # the counts cover the whole storage
    sq = stridelab.explain("torch.arange(4096.).view(64, 64)", ref="lessons")._repr_html_()
    assert sq.count("<rect") == 512 and "3584 more elements not drawn" in sq
    assert "3584 more indices not drawn (the first 512 are)" in sq and len(sq) < 200_000
    small = stridelab.explain("torch.arange(24.).view(4, 6)[:, ::2]", ref="lessons")
    assert "not drawn" not in str(small) and "not drawn" not in small._repr_html_()


def test_refused_view_reason_in_text_and_html():
    e = stridelab.explain("torch.arange(24.).view(2, 3, 4).transpose(1, 2).view(24)", ref="lessons")
    n, op, why = e.refusal()
    assert (n, op) == (3, ".view(24)")
    assert why.startswith("dims 1 and 2 are not adjacent in memory (stride[1] = 1, not stride[2] × size[2] = 12)")
    assert f"refused: {why}" in str(e)
    html = e._repr_html_()
    assert "<tr class='refused'>" in html and html_escape(why) in html
    assert stridelab.explain("torch.arange(6.).view(2, 3).t()", ref="lessons").refusal() is None
