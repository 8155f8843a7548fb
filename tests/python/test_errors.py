"""Bad input: wrong types, 0-d, 64+ dims, deleted or resized storages; errors carry the
library's message."""
import pytest

import stridelab


def test_wrong_types():
    for bad in (3, 4.5, None, [1, 2], {"a": 1}, object(), b"bytes"):
        with pytest.raises(TypeError, match="cannot read a layout"):
            stridelab.layout(bad)
    with pytest.raises(TypeError):
        stridelab.explain(42)
    with pytest.raises(TypeError):
        stridelab.run(b"print(1)")


def test_object_arrays_refused(np):
    with pytest.raises(TypeError, match="Python objects"):
        stridelab.layout(np.array([object(), object()]))


def test_bad_layout_text_carries_library_message():
    with pytest.raises(stridelab.StridelabError) as e:
        stridelab.layout("torch.arange(24.).view(2, 3, 4).transpose(0, 1).view(6, 4)")
    assert isinstance(e.value, RuntimeError)
    assert str(e.value).startswith("view size is not compatible with input tensor's size and stride")
    assert e.value.type == "RuntimeError" and e.value.status == "SL_ERR_PY"
    with pytest.raises(stridelab.StridelabError) as e:
        stridelab.layout("size=(4,3),stride=(1,),offset=0")
    assert e.value.message


def test_unknown_ref():
    with pytest.raises(ValueError, match="lessons"):
        stridelab.layout("torch.arange(3.)", ref="nope")


def test_zero_dim(torch, np):
    s = torch.tensor(1.0)
    assert stridelab.addr(s, ()).element == 0
    with pytest.raises(IndexError):
        stridelab.addr(s, (0,))
    w = stridelab.trace(s, warp=32, lanes_along=0)  # one lane, one request, as the CLI
    assert (w.requests, w.sectors) == (1, 1)
    with pytest.raises(stridelab.StridelabError):
        stridelab.prove(s, vector=4)
    o = stridelab.overlap(s)
    assert o.answer == "no"
    assert stridelab.contiguous(np.ones(())).shape == ()
    assert stridelab.whois(s, element=0).count == 1


def test_too_many_dims(torch, np):
    with pytest.raises(stridelab.StridelabError):
        stridelab.layout("size=(" + ",".join(["1"] * 65) + "),stride=(" + ",".join(["1"] * 65) + "),offset=0")
    try:
        t = torch.zeros(1).view(*([1] * 65))
    except RuntimeError:
        t = None
    if t is not None:
        with pytest.raises(stridelab.LimitExceeded, match="at most 64"):
            stridelab.layout(t)
    t64 = torch.zeros(1).view(*([1] * 64))
    assert stridelab.layout(t64).ndim == 64


def test_too_many_dims_through_the_array_interface(np):
    # numpy itself stops at 32 (numpy 1) or 64 (numpy 2) dimensions: a hand-made
    # __array_interface__ can claim more, and is refused with one clear error
    owner = np.zeros(1)

    class Claims:
        def __init__(self, ndim):
            self.__array_interface__ = {"shape": (1,) * ndim, "typestr": "<f8", "version": 3,
                                        "data": (owner.__array_interface__["data"][0], False)}

    assert stridelab.layout(Claims(64)).ndim == 64
    for fn in (stridelab.layout, stridelab.overlap, stridelab.prove, stridelab.contiguous):
        with pytest.raises(stridelab.LimitExceeded, match="65 dimensions, at most 64 are supported"):
            fn(Claims(65))


def test_resized_torch_storage(torch):
    t = torch.arange(12.).view(3, 4)[:, 1:]
    st = t.untyped_storage() if hasattr(t, "untyped_storage") else t.storage()
    st.resize_(0)
    L = stridelab.layout(t)
    assert L.storage_bytes == 0 and L.in_bounds is False
    with pytest.raises(stridelab.StridelabError):
        stridelab.contiguous(t)
    with pytest.raises(stridelab.StridelabError):
        stridelab.copy(t, torch.zeros(3, 3))
    assert stridelab.prove(t).refuted and stridelab.prove(t)["storage bounds"].status == "refuted"


def test_freed_numpy_owner(np):
    owner = np.arange(16.0)
    view = owner[4:12:2]
    owner.resize(0, refcheck=False)  # the view's memory is gone
    L = stridelab.layout(view)
    assert L.storage_bytes == 0 and L.in_bounds is False
    with pytest.raises(stridelab.StridelabError):
        stridelab.contiguous(view)


def test_consumed_dlpack_capsule(torch):
    x = torch.arange(6.)
    cap = x.__dlpack__()
    torch.utils.dlpack.from_dlpack(cap)  # consumes it

    class Stale:
        def __dlpack__(self, stream=None):
            return cap

    with pytest.raises(ValueError, match="consumed once"):
        stridelab.layout(Stale())


def test_non_strided_and_non_cpu(torch):
    sp = torch.zeros(3, 3).to_sparse()
    with pytest.raises(TypeError, match="strided"):
        stridelab.layout(sp)
    m = torch.empty(3, 4, device="meta")
    assert stridelab.layout(m).shape == (3, 4)
    with pytest.raises(ValueError, match="CPU"):
        stridelab.contiguous(m)


def test_layout_text_has_no_data():
    with pytest.raises(TypeError, match="no data"):
        stridelab.contiguous("torch.arange(4.)")


def test_argument_errors_of_the_extension_are_stridelab_errors(np):
    # a numpy record field has byte strides that are no multiple of its itemsize: no
    # element addresses; the error is the package's (and still the builtin ValueError)
    rec = np.zeros(4, dtype=[("a", "<i4"), ("b", "<f8")])
    for call in (lambda: stridelab.addr(rec["b"], 1), lambda: stridelab.whois(rec["b"], element=1)):
        with pytest.raises(stridelab.StridelabError) as e:
            call()
        assert isinstance(e.value, ValueError) and e.value.status == "SL_ERR_ARG"
        assert "whois(t, byte=...)" in str(e.value)
    assert stridelab.whois(rec["b"], byte=16).indices == [(1,)]
    # a bound the call sets is a limit of the tool (README), not an argument error
    with pytest.raises(stridelab.LimitExceeded) as e:
        stridelab.trace(np.zeros(100), max_elements=10)
    assert not isinstance(e.value, ValueError) and "max_elements=10" in str(e.value)


def test_addr_index_types(torch, np):
    t = torch.arange(6.).view(2, 3)
    assert stridelab.addr(t, (np.int64(1), np.int32(2))).element == 5
    assert stridelab.addr(t, (torch.tensor(1), 2)).element == 5
    assert stridelab.addr(t[0], np.int64(1)).element == 1
    assert stridelab.addr(t[0], torch.tensor(2)).element == 2
    assert stridelab.addr(t, np.array([1, 1])).element == 4
    for bad, msg in ((1.5, "index must be an integer, not float"),
                     (True, "index must be an integer, not a bool"),
                     (np.bool_(True), "not a bool"),
                     (torch.tensor(1.0), "index must be an integer, not Tensor"),
                     ((1, 2.0), "index entry 1 must be an integer, not float"),
                     ((torch.tensor(True), 0), "index entry 0 must be an integer, not a bool")):
        with pytest.raises(TypeError, match=msg):
            stridelab.addr(t[0] if not isinstance(bad, tuple) else t, bad)


def test_array_interface_not_a_dict():
    class Bad:
        __array_interface__ = "x"

    with pytest.raises(TypeError, match="__array_interface__ must be a dict .* got str"):
        stridelab.layout(Bad())

    class NoShape:
        __array_interface__ = {"typestr": "<f4", "data": (0, False)}

    with pytest.raises(TypeError, match="has no 'shape'"):
        stridelab.layout(NoShape())

    class BadType:
        __array_interface__ = {"shape": (2,), "typestr": "float", "data": (0, False)}

    with pytest.raises(TypeError, match="typestr 'float' is not an array-interface type string"):
        stridelab.layout(BadType())


def test_more_than_64_dims_is_one_tool_limit_everywhere(torch, np):
    # README: 65 or more dimensions is stridelab's limit, a LimitExceeded (a ToolError, no
    # builtin class) whether a raw layout, a torch chain, a numpy chain or a live operand
    raw = "size=(" + ",".join(["1"] * 65) + "),stride=(" + ",".join(["1"] * 65) + "),offset=0"
    chains = ["torch.zeros(" + ", ".join(["1"] * 65) + ")", "np.zeros((" + ", ".join(["1"] * 65) + "))",
              "torch.zeros(" + ", ".join(["1"] * 64) + ").unsqueeze(0)"]
    for text in [raw] + chains:
        for fn in (stridelab.layout, stridelab.prove, stridelab.overlap):
            with pytest.raises(stridelab.LimitExceeded) as e:
                fn(text)
            assert isinstance(e.value, stridelab.ToolError)
            assert not isinstance(e.value, (ValueError, RuntimeError, SyntaxError))
    with pytest.raises(stridelab.LimitExceeded, match=r"layout: more than 64 dimensions \(stridelab's limit\)"):
        stridelab.layout(raw)
    ok = "size=(" + ",".join(["1"] * 64) + "),stride=(" + ",".join(["1"] * 64) + "),offset=0"
    assert stridelab.layout(ok).ndim == 64


def test_layout_text_that_is_neither():
    with pytest.raises(stridelab.StridelabError) as e:
        stridelab.layout("garbage")
    assert isinstance(e.value, NameError)
    assert str(e.value) == ("'garbage' is neither a layout ('size=(4,3),stride=(3,1),offset=0,itemsize=4') nor a "
                            "chain expression ('torch.arange(12.).view(3, 4).t()'): name 'garbage' is not defined")


def test_addr_of_a_record_field_says_what_works(np):
    rec = np.zeros(3, dtype=[("a", "i1"), ("b", "f4")])["b"]
    with pytest.raises(ValueError) as e:
        stridelab.addr(rec, 1)
    msg = str(e.value)
    assert "addr() counts whole elements" in msg and "layout(t).offset_bytes" in msg
    assert "whois(t, byte=...) answers in bytes" in msg
    w = stridelab.whois(rec, byte=6)  # what the message points to works
    assert w.indices == [(1,)]
