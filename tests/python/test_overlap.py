"""overlap(): exact answers against brute-force byte sets and against torch where torch
is sure; witnesses re-checked here by address arithmetic."""
import itertools

from hypothesis import given, strategies as st

import stridelab
from conftest import brute_internal_overlap, brute_pair_overlap, layouts, np_view


def owns(view_abs, idx, byte):
    sizes, bstrides, base, w = view_abs
    assert len(idx) == len(sizes) and all(0 <= i < n for i, n in zip(idx, sizes))
    a = base + sum(i * s for i, s in zip(idx, bstrides))
    return a <= byte < a + w


@given(layouts(max_dims=4, max_size=4, negative=True), st.sampled_from([1, 2, 4, 8]))
def test_internal_overlap_vs_brute_force_numpy(np, lay, width):
    sizes, strides, offset, storage = lay
    dt = {1: "uint8", 2: "int16", 4: "float32", 8: "float64"}[width]
    buf = np.zeros(storage * width, dtype=np.uint8)
    a = np_view(np, buf, dt, offset * width, sizes, [s * width for s in strides])
    o = stridelab.overlap(a)
    want = brute_internal_overlap(sizes, a.strides, 0, width)
    assert o.answer == ("yes" if want else "no")
    if want:
        i, j = o.witness
        assert i != j and o.witness_checked
        rel = (sizes, a.strides, offset * width, width)  # storage-relative frame
        assert owns(rel, i, o.byte) and owns(rel, j, o.byte)


@given(st.lists(st.integers(1, 4), min_size=1, max_size=3), st.lists(st.integers(-7, 7), min_size=3, max_size=3),
       st.sampled_from([2, 4, 8]))
def test_internal_overlap_odd_byte_strides(np, sizes, bstrides, width):
    bstrides = bstrides[:len(sizes)]
    neg = -sum((n - 1) * s for n, s in zip(sizes, bstrides) if s < 0)
    pos = sum((n - 1) * s for n, s in zip(sizes, bstrides) if s > 0)
    buf = np.zeros(neg + pos + width, dtype=np.uint8)
    dt = {2: "int16", 4: "float32", 8: "float64"}[width]
    a = np_view(np, buf, dt, neg, sizes, bstrides)
    o = stridelab.overlap(a)
    assert o.answer == ("yes" if brute_internal_overlap(sizes, bstrides, 0, width) else "no")


@given(layouts(max_dims=3, max_size=4), st.sampled_from(["float32", "int64", "uint8"]))
def test_internal_overlap_vs_torch_when_torch_is_sure(torch, lay, dt):
    sizes, strides, offset, storage = lay
    t = torch.zeros(storage, dtype=getattr(torch, dt)).as_strided(sizes, strides, offset)
    o = stridelab.overlap(t)
    torch_says = torch._debug_has_internal_overlap(t)  # 0 no, 1 yes, 2 too hard
    assert o.torch == ["no", "yes", "too_hard"][torch_says]
    if torch_says == 0:
        assert o.answer == "no"
    elif torch_says == 1:
        assert o.answer == "yes"
    w = t.element_size()
    assert o.answer == ("yes" if brute_internal_overlap(sizes, [s * w for s in strides], 0, w) else "no")


@given(layouts(max_dims=3, max_size=4, negative=True), layouts(max_dims=3, max_size=4, negative=True),
       st.sampled_from([(4, 4), (4, 8), (8, 2), (1, 4)]), st.integers(0, 16))
def test_pair_overlap_vs_brute_force(np, la, lb, widths, shift):
    wa, wb = widths
    (sa, ta, oa, na), (sb, tb, ob, nb) = la, lb
    total = max(na * wa, nb * wb + shift) + 16
    buf = np.zeros(total, dtype=np.uint8)
    dts = {1: "uint8", 2: "int16", 4: "float32", 8: "float64"}
    a = np_view(np, buf, dts[wa], oa * wa, sa, [s * wa for s in ta])
    b = np_view(np, buf, dts[wb], ob * wb + shift, sb, [s * wb for s in tb])
    o = stridelab.overlap(a, b)
    want = brute_pair_overlap((sa, a.strides, oa * wa, wa), (sb, b.strides, ob * wb + shift, wb))
    assert o.answer == ("yes" if want else "no")
    if want:
        i, j = o.witness
        assert owns((sa, a.strides, oa * wa, wa), i, o.byte)
        assert owns((sb, b.strides, ob * wb + shift, wb), j, o.byte)


@given(layouts(max_dims=3, max_size=4), layouts(max_dims=3, max_size=4))
def test_pair_overlap_torch_same_storage_and_out_check(torch, la, lb):
    (sa, ta, oa, na), (sb, tb, ob, nb) = la, lb
    base = torch.zeros(max(na, nb))
    a = base.as_strided(sa, ta, oa)
    b = base.as_strided(sb, tb, ob)
    o = stridelab.overlap(a, b)
    want = brute_pair_overlap((sa, [4 * s for s in ta], 4 * oa, 4), (sb, [4 * s for s in tb], 4 * ob, 4))
    assert o.answer == ("yes" if want else "no")
    # torch refuses out= when it is sure the input and the output partially overlap
    if tuple(sa) == tuple(sb) and torch._debug_has_internal_overlap(b) == 0:
        try:
            torch.neg(a, out=b)
        except RuntimeError as e:
            if "single memory location" in str(e):
                assert o.answer == "yes"


@given(layouts(max_dims=3, max_size=4), layouts(max_dims=3, max_size=4))
def test_different_storages_never_overlap(mk, la, lb):
    a, b = mk(la), mk(lb)
    o = stridelab.overlap(a, b)
    assert o.answer == "no" and not o


def test_too_hard_for_torch_decided_exactly(torch):
    # torch says TooHard for this window view; stridelab answers exactly, with a witness
    x = torch.arange(16.).as_strided((3, 4), (3, 1))
    assert torch._debug_has_internal_overlap(x) == 2
    o = stridelab.overlap(x)
    assert o.answer == "yes" and o.torch == "too_hard"
    i, j = o.witness
    e = lambda idx: 3 * idx[0] + idx[1]
    assert e(i) == e(j) and i != j and o.element == e(i)
    y = torch.arange(16.).as_strided((2, 4), (5, 1))
    assert torch._debug_has_internal_overlap(y) == 2 and stridelab.overlap(y).answer == "no"


def test_numpy_view_and_torch_tensor_of_one_storage(torch, np):
    t = torch.arange(10.)
    a = t.numpy()[2:6]
    assert stridelab.overlap(t[5:], a).answer == "yes"
    assert stridelab.overlap(t[6:], a).answer == "no"


def test_raw_layout_texts_share_one_storage():
    assert stridelab.overlap("size=(3,),stride=(2,),offset=0,itemsize=4",
                             "size=(3,),stride=(2,),offset=1,itemsize=4").answer == "no"
    assert stridelab.overlap("size=(3,),stride=(2,),offset=0,itemsize=4",
                             "size=(2,),stride=(1,),offset=4,itemsize=4").answer == "yes"
    # a raw layout beside a chain is read in the chain's storage
    o = stridelab.overlap("torch.arange(4.)[1:]", "size=(2,),stride=(1,),offset=0,itemsize=4", ref="lessons")
    assert o.answer == "yes" and o.witness == ((0,), (1,)) and o.byte == 4


def test_chain_expressions_each_make_a_storage(torch, np):
    # as in Python, two expressions that each build a tensor share no memory, whatever
    # their library or element size
    for a, b in (("torch.arange(12.).view(3, 4).t()", "np.arange(12.)[3:]"),
                 ("torch.arange(4.)[1:]", "torch.arange(4.)[:2]")):
        o = stridelab.overlap(a, b, ref="lessons")
        assert o.answer == "no" and not o and o.witness is None
        assert "A and B are chain expressions; each makes its own new storage" in o.reason
        assert str(o).startswith("overlap: no: different storages")
    t = torch.arange(4.)
    o = stridelab.overlap(t, "torch.arange(4.)", ref="lessons")
    assert o.answer == "no" and "B is a chain expression, which makes its own new storage" in o.reason


def test_budget_unknown(np):
    # a hard case: a tight budget returns unknown instead of a wrong answer
    a = np.zeros(1 << 16, dtype=np.uint8)
    from numpy.lib.stride_tricks import as_strided
    v = as_strided(a, shape=(97, 89, 83), strides=(1 << 9, 1 << 6, 7))
    o = stridelab.overlap(v, budget=1)
    assert o.answer in ("unknown", "yes", "no")
    exact = stridelab.overlap(v)
    assert exact.answer in ("yes", "no")
    if o.answer != "unknown":
        assert o.answer == exact.answer


def element_range(view_abs, idx):
    sizes, bstrides, base, w = view_abs
    a = base + sum(i * s for i, s in zip(idx, bstrides))
    return (a, a + w)


def check_witness_text(o, ra, rb, width_a):
    """The witness fields and text name each element's exact bytes: an element number only
    when both are one whole element of A's storage grid (never byte // itemsize of a byte
    inside an element that starts elsewhere)."""
    assert o.bytes_a == ra and o.bytes_b == rb
    shared = (max(ra[0], rb[0]), min(ra[1], rb[1]))
    assert shared[0] < shared[1] and o.shared == shared and o.byte == shared[0]
    text = str(o).splitlines()[0]
    if ra == rb and ra[0] % width_a == 0:
        assert o.element == ra[0] // width_a
        assert f" are both element {o.element} of " in text and text.endswith(f" storage (bytes [{ra[0]}, {ra[1]}))")
    else:
        assert o.element is None
        assert "element" not in text
        assert f"holds bytes [{ra[0]}, {ra[1]})" in text and f"holds bytes [{rb[0]}, {rb[1]})" in text
        share = f"byte {shared[0]}" if shared[1] - shared[0] == 1 else f"bytes [{shared[0]}, {shared[1]})"
        assert text.endswith(f"they share {share}")


@given(st.lists(st.integers(1, 4), min_size=1, max_size=3), st.lists(st.integers(-7, 7), min_size=3, max_size=3),
       st.sampled_from([2, 4, 8]), st.integers(0, 7))
def test_internal_witness_names_each_elements_bytes(np, sizes, bstrides, width, pad):
    bstrides = bstrides[:len(sizes)]
    neg = -sum((n - 1) * s for n, s in zip(sizes, bstrides) if s < 0)
    pos = sum((n - 1) * s for n, s in zip(sizes, bstrides) if s > 0)
    buf = np.zeros(pad + neg + pos + width, dtype=np.uint8)
    dt = {2: "int16", 4: "float32", 8: "float64"}[width]
    a = np_view(np, buf, dt, pad + neg, sizes, bstrides)
    o = stridelab.overlap(a)
    if o.answer == "yes":
        rel = (sizes, bstrides, pad + neg, width)
        i, j = o.witness
        check_witness_text(o, element_range(rel, i), element_range(rel, j), width)


def test_unaligned_witness_is_not_rounded_to_an_element(np):
    # int32 elements 2 bytes apart: (1,) covers bytes [2, 6), which is no element of the
    # storage; the old text called the shared byte 2 "element 0"
    a = np.lib.stride_tricks.as_strided(np.zeros(4, dtype=np.int32), shape=(3,), strides=(2,))
    o = stridelab.overlap(a)
    assert o.element is None
    assert {o.bytes_a, o.bytes_b} in ({(0, 4), (2, 6)}, {(2, 6), (4, 8)})
    assert "element" not in str(o).splitlines()[0]
    # two int32 views of one buffer, 2 bytes apart
    buf = np.zeros(16, dtype=np.uint8)
    x = np.ndarray((2,), np.int32, buffer=buf, offset=0)
    y = np.ndarray((1,), np.int32, buffer=buf, offset=6)
    o = stridelab.overlap(x, y)
    assert o.answer == "yes" and o.element is None
    assert str(o).splitlines()[0] == ("overlap: yes: A(1,) holds bytes [4, 8) and B(0,) holds bytes [6, 10); "
                                      "they share bytes [6, 8)")
    # the same element of both: named
    o = stridelab.overlap(x, np.ndarray((1,), np.int32, buffer=buf, offset=4))
    assert str(o).splitlines()[0] == "overlap: yes: A(1,) and B(0,) are both element 1 of A's storage (bytes [4, 8))"


@given(layouts(max_dims=3, max_size=4, negative=True), layouts(max_dims=3, max_size=4, negative=True),
       st.sampled_from([(4, 4), (4, 8), (8, 2), (1, 4), (4, 2)]), st.integers(0, 16), st.integers(0, 3))
def test_pair_witness_names_each_elements_bytes(np, la, lb, widths, shift, pad):
    wa, wb = widths
    (sa, ta, oa, na), (sb, tb, ob, nb) = la, lb
    total = max(pad + na * wa, nb * wb + shift) + 16
    buf = np.zeros(total, dtype=np.uint8)
    dts = {1: "uint8", 2: "int16", 4: "float32", 8: "float64"}
    a = np_view(np, buf, dts[wa], pad + oa * wa, sa, [s * wa for s in ta])
    b = np_view(np, buf, dts[wb], ob * wb + shift, sb, [s * wb for s in tb])
    o = stridelab.overlap(a, b)
    if o.answer == "yes":
        i, j = o.witness
        # bytes count from A's storage start: the buffer, whose first byte is A's storage start
        check_witness_text(o, element_range((sa, a.strides, pad + oa * wa, wa), i),
                           element_range((sb, b.strides, ob * wb + shift, wb), j), wa)
