"""layout(): sizes, strides, offset, extent and predicates against torch and numpy."""
import pytest
from hypothesis import given, strategies as st

import stridelab
from conftest import layouts, np_view

DTYPES_T = ["float32", "float64", "int16", "uint8", "complex64", "bool"]


@given(layouts(max_dims=5), st.sampled_from(DTYPES_T))
def test_torch_layout_matches_torch(torch, lay, dt):
    sizes, strides, offset, storage = lay
    dtype = getattr(torch, dt)
    base = torch.zeros(storage, dtype=dtype)
    t = base.as_strided(sizes, strides, offset)
    L = stridelab.layout(t)
    isz = t.element_size()
    assert L.shape == tuple(t.shape)
    assert L.strides == tuple(t.stride())
    assert L.strides_bytes == tuple(s * isz for s in t.stride())
    assert L.offset == t.storage_offset() and L.offset_bytes == t.storage_offset() * isz
    assert L.itemsize == isz and L.numel == t.numel() and L.dtype == dt
    assert L.storage_bytes == storage * isz and L.in_bounds
    assert L.is_contiguous == t.is_contiguous()
    if t.dim() == 4:
        assert L.is_channels_last == t.is_contiguous(memory_format=torch.channels_last)
    if t.dim() == 5:
        assert L.is_channels_last_3d == t.is_contiguous(memory_format=torch.channels_last_3d)
    assert L.torch_internal_overlap == ["no", "yes", "too_hard"][torch._debug_has_internal_overlap(t)]
    # the extent, by brute force over the elements
    if t.numel():
        elems = [offset + sum(i * s for i, s in zip(idx, strides))
                 for idx in __import__("itertools").product(*[range(n) for n in sizes])]
        assert L.extent == (min(elems) * isz, (max(elems) + 1) * isz)
    else:
        assert L.extent is None


@given(layouts(max_dims=4, negative=True), st.sampled_from(["float32", "int64", "uint8", "complex128"]))
def test_numpy_layout_matches_numpy(np, lay, dt):
    sizes, strides, offset, storage = lay
    width = np.dtype(dt).itemsize
    buf = np.zeros(storage * width, dtype=np.uint8)
    a = np_view(np, buf, dt, offset * width, sizes, [s * width for s in strides])
    L = stridelab.layout(a)
    assert L.shape == a.shape and L.strides_bytes == a.strides
    assert L.strides == tuple(s // width for s in a.strides)
    assert L.offset_bytes == offset * width and L.storage_bytes == buf.nbytes
    assert L.c_contiguous == a.flags.c_contiguous
    assert L.f_contiguous == a.flags.f_contiguous
    assert L.dtype == str(a.dtype) and L.kind == "numpy"


@given(st.integers(1, 8), st.lists(st.integers(0, 4), min_size=1, max_size=3),
       st.lists(st.integers(-9, 9), min_size=3, max_size=3), st.integers(0, 5))
def test_numpy_byte_strides_not_multiple_of_itemsize(np, width_pow, sizes, bstrides, boff):
    dt = {1: "uint8", 2: "int16", 3: "float32", 4: "float64"}.get(width_pow, "float32")
    w = np.dtype(dt).itemsize
    bstrides = bstrides[:len(sizes)]
    neg = -sum((n - 1) * s for n, s in zip(sizes, bstrides) if s < 0 and n)
    pos = sum((n - 1) * s for n, s in zip(sizes, bstrides) if s > 0 and n)
    buf = np.zeros(neg + boff + pos + w + 2, dtype=np.uint8)
    a = np_view(np, buf, dt, neg + boff, sizes, bstrides)
    L = stridelab.layout(a)
    assert L.strides_bytes == a.strides and L.offset_bytes == neg + boff
    exact = all(s % w == 0 for s in bstrides) and (neg + boff) % w == 0
    assert (L.strides is not None) == exact
    assert L.c_contiguous == a.flags.c_contiguous and L.f_contiguous == a.flags.f_contiguous


def test_dlpack_and_torch_agree(torch):
    x = torch.arange(60.).view(3, 4, 5)[1:, ::2, 1:4].transpose(0, 2)
    via_torch = stridelab.layout(x)

    class OnlyDLPack:  # hides every other protocol: the DLPack path alone
        def __init__(self, t):
            self.t = t

        def __dlpack__(self, stream=None):
            return self.t.__dlpack__()

    via_dl = stridelab.layout(OnlyDLPack(x))
    assert via_dl.kind == "dlpack" and via_dl.dtype == "float32"
    assert via_dl.shape == via_torch.shape and via_dl.strides == via_torch.strides
    # DLPack tells no storage: offsets count from the lowest byte the view reaches
    assert via_dl.extent == (0, via_torch.extent[1] - via_torch.extent[0])
    assert stridelab.addr(OnlyDLPack(x), (1, 1, 0)).element == \
        stridelab.addr(x, (1, 1, 0)).element - via_torch.extent[0] // 4


def test_numpy_dlpack(np):
    a = np.arange(24, dtype=np.int32).reshape(4, 6)[::2, 1::2]
    if not hasattr(a, "__dlpack__"):
        pytest.skip("numpy without __dlpack__")

    class OnlyDLPack:
        def __init__(self, a):
            self.a = a

        def __dlpack__(self, stream=None):
            return self.a.__dlpack__()

    L = stridelab.layout(OnlyDLPack(a))
    assert L.shape == a.shape and L.strides_bytes == a.strides and L.dtype == "int32"


def test_array_interface_object(np):
    a = np.arange(12, dtype=np.float64).reshape(3, 4).T

    class AI:
        def __init__(self, a):
            self.__array_interface__ = a.__array_interface__
            self.keep = a

    L = stridelab.layout(AI(a))
    assert L.kind == "array_interface" and L.shape == (4, 3) and L.strides_bytes == (8, 32)


def test_numpy_view_of_torch_storage(torch, np):
    t = torch.arange(20, dtype=torch.int32)
    a = t.numpy()[5:15:2]
    L = stridelab.layout(a)
    assert L.storage_bytes == 80 and L.offset_bytes == 20 and L.strides == (2,)


def test_text_layouts():
    L = stridelab.layout("size=(4,3),stride=(1,4),offset=2,itemsize=8")
    assert L.kind == "text" and L.shape == (4, 3) and L.strides == (1, 4) and L.offset == 2
    assert L.strides_bytes == (8, 32) and L.storage_bytes is None and L.in_bounds is None
    assert L.extent == (16, 16 + 8 * 12)
    c = stridelab.layout("torch.arange(24.).view(2, 3, 4).transpose(0, 2)")
    assert c.strides == (1, 4, 12) and c.storage_bytes == 96 and not c.is_contiguous
    n = stridelab.layout("np.arange(12).reshape(3, 4)[:, ::-2]")
    assert n.strides_bytes == (32, -16) and n.offset_bytes == 24


def test_zero_dim(torch, np):
    s = torch.tensor(3.5)
    L = stridelab.layout(s)
    assert L.shape == () and L.strides == () and L.numel == 1 and L.is_contiguous
    a = np.float32(2.0) * np.ones(())
    assert stridelab.layout(a).shape == ()


def test_str_mentions_everything(torch):
    text = str(stridelab.layout(torch.zeros(2, 3).t()))
    assert "(3, 2)" in text and "(1, 3) elements" in text and "(4, 12) bytes" in text
    assert "contiguous no" in text


class _OnlyDLPack:  # hides every other protocol: the DLPack path alone
    def __init__(self, t):
        self.t = t

    def __dlpack__(self, stream=None):
        return self.t.__dlpack__()


def test_dlpack_storage_is_unknown_not_made_up(torch):
    x = torch.arange(24.).view(4, 6)
    v = x.t()[1:]  # the real storage: 96 bytes, the view from byte 4
    L = stridelab.layout(_OnlyDLPack(v))
    assert L.storage_bytes is None and L.in_bounds is None and L.origin == "view"
    assert L.extent == (0, 92) and L.offset_bytes == 0
    assert "count from the lowest byte the view reaches: a DLPack tensor does not say where its storage starts" \
        in str(L)
    assert "storage of unknown size" in str(L)
    assert stridelab.layout(v).origin == "storage" and stridelab.layout(v).storage_bytes == 96
    p = stridelab.prove(_OnlyDLPack(v))
    assert p["storage bounds"].status == "not checkable"
    assert "storage size unknown" in p["storage bounds"].detail and "proved" not in p["storage bounds"].detail
    assert not p.ok or p["storage bounds"].status != "proved"
    # addresses say what they count from
    direct, wrapped = stridelab.addr(v, (1, 1)), stridelab.addr(_OnlyDLPack(v), (1, 1))
    assert (direct.element, wrapped.element) == (8, 7)
    assert direct.origin == "storage" and "lowest byte" not in str(direct)
    assert wrapped.origin == "view" and str(wrapped).endswith(
        "(counted from the lowest byte the view reaches: a DLPack tensor does not say where its storage starts)")
    w = stridelab.whois(_OnlyDLPack(v), element=7)
    assert w.indices == [(1, 1)] and w.storage is None and "lowest byte the view reaches" in str(w)
    # the bytes the view spans are still memory: a copy works
    out = stridelab.contiguous(_OnlyDLPack(v))
    assert out.tolist() == v.tolist()


def test_array_interface_storage_is_unknown(np):
    a = np.arange(12, dtype=np.float64)

    class AI:
        def __init__(self, d):
            self.__array_interface__ = d
            self.keep = a

    ai = {"shape": (5,), "typestr": "<f8", "strides": (16,), "version": 3,
          "data": (a.__array_interface__["data"][0] + 8, False)}
    L = stridelab.layout(AI(ai))
    assert L.storage_bytes is None and L.in_bounds is None and L.origin == "view"
    assert "__array_interface__ object does not say where its storage starts" in str(L)
    p = stridelab.prove(AI(ai))
    assert p["storage bounds"].status == "not checkable" and p["alignment"].status == "proved"
    # a NULL data pointer: no base address, nothing proved about alignment, no copy
    null = AI(dict(ai, data=(0, False)))
    pn = stridelab.prove(null)
    assert pn["alignment"].status == "not checkable" and pn["storage bounds"].status == "not checkable"
    with pytest.raises(ValueError, match="data pointer is NULL"):
        stridelab.contiguous(null)
