"""addr() and whois() against plain address arithmetic."""
import itertools

from hypothesis import given, strategies as st

import stridelab
from conftest import element_of, indices, layouts


@given(layouts(min_dims=1, max_dims=4), st.data())
def test_addr_vs_arithmetic(mk, lay, data):
    sizes, strides, offset, storage = lay
    if 0 in sizes:
        return
    t = mk(lay, 8)
    idx = tuple(data.draw(st.integers(-n, n - 1)) for n in sizes)
    a = stridelab.addr(t, idx)
    wrapped = tuple(i % n for i, n in zip(idx, sizes))
    assert a.index == wrapped
    assert a.terms == tuple(i * s for i, s in zip(wrapped, strides))
    assert a.element == element_of(wrapped, strides, offset) and a.byte == 8 * a.element
    # the element really is where torch / numpy read it
    assert t[idx].item() == 0.0
    s = str(a)
    assert s.startswith(f"{offset} + ") and s.endswith(f"= {a.element} → byte {a.byte}")
    for i, st_ in zip(wrapped, strides):
        assert f"{i}×{st_}" in s


def test_addr_writes_land_there(torch):
    base = torch.zeros(40)
    t = base.as_strided((3, 4), (7, 2), 5)
    a = stridelab.addr(t, (2, 3))
    t[2, 3] = 1.0
    assert base.nonzero().flatten().tolist() == [a.element]


@given(layouts(max_dims=3, max_size=4, max_stride=4), st.data())
def test_whois_element_vs_enumeration(mk, lay, data):
    sizes, strides, offset, storage = lay
    t = mk(lay)
    e = data.draw(st.integers(-2, storage + 2))
    w = stridelab.whois(t, element=e)
    want = sorted(i for i in indices(sizes) if element_of(i, strides, offset) == e)
    assert w.count == len(want) and sorted(w.indices) == want
    if want:
        assert w.where == "reached"
    elif e < 0 or e >= storage:
        assert w.where == "outside_storage"
    else:
        assert w.where in ("outside_view", "gap")


@given(st.lists(st.integers(1, 4), min_size=1, max_size=3), st.lists(st.integers(1, 9), min_size=3, max_size=3),
       st.data())
def test_whois_byte_numpy_odd_strides(np, sizes, bstrides, data):
    from conftest import np_view
    bstrides = bstrides[:len(sizes)]
    span = sum((n - 1) * s for n, s in zip(sizes, bstrides)) + 4
    buf = np.zeros(span + 4, dtype=np.uint8)
    a = np_view(np, buf, "float32", 2, sizes, bstrides)
    byte = data.draw(st.integers(0, span + 3))
    w = stridelab.whois(a, byte=byte)
    want = sorted(i for i in indices(sizes)
                  if 2 + sum(k * s for k, s in zip(i, bstrides)) <= byte < 6 + sum(k * s for k, s in zip(i, bstrides)))
    assert w.count == len(want) and sorted(w.indices) == want and w.unit == "byte"


def test_whois_count_exact_beyond_list(torch):
    t = torch.zeros(1).expand(10, 10, 10)
    w = stridelab.whois(t, element=0, max=5)
    assert w.count == 1000 and len(w.indices) == 5
    assert "1000 index tuples" in w.summary
    assert "... and 995 more (raise max= to list more, up to 1398101 tuples)" in str(w)


def test_whois_needs_one_address(torch):
    import pytest
    with pytest.raises(TypeError):
        stridelab.whois(torch.zeros(3))
    with pytest.raises(TypeError):
        stridelab.whois(torch.zeros(3), byte=1, element=1)


def test_whois_past_a_resized_storage_is_outside_it(torch):
    # the view was made over 24 elements; the storage then shrank to 10 (40 bytes)
    y = torch.arange(24.)
    v = y.view(4, 6)[1:, ::2]
    y.storage().resize_(10)
    assert stridelab.layout(v).in_bounds is False
    w = stridelab.whois(v, element=20)
    assert w.where == "outside_storage" and w.storage == 10
    assert w.count == 1 and w.indices == [(2, 1)]  # the tuple that would reach it
    assert w.summary == ("element 20: outside the storage (elements 0..9), yet 1 index tuple would "
                         "reach it: the view runs past its storage")
    assert str(w).splitlines() == [w.summary, "(2, 1)"]
    wb = stridelab.whois(v, byte=80)
    assert wb.where == "outside_storage" and "outside the storage (bytes 0..39)" in wb.summary
    assert stridelab.whois(v, element=8).where == "reached"  # inside: (0, 1)


def test_whois_past_numpy_owner_is_outside_it(np):
    from numpy.lib.stride_tricks import as_strided
    a = np.arange(10.)
    b = as_strided(a[2:], (5,), (24,))  # elements 2, 5, 8, 11, 14 of a 10-element owner
    w = stridelab.whois(b, element=14)
    assert w.where == "outside_storage" and w.indices == [(4,)]
    assert "outside the storage (elements 0..9)" in w.summary
    assert stridelab.whois(b, element=8).where == "reached"
