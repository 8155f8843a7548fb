"""Shared helpers of the stridelab pytest suite.

The suite runs in each reference environment (README, "From Python"): torch 2.2.2 +
numpy 1.26.4, numpy 2.2.6 alone, Debian's torch 1.13 + numpy 1.24.  Tests that need a
module the environment lacks are skipped through the `torch` / `np` fixtures.  Expected
answers come from brute force over the addresses, or from torch / numpy themselves,
never from stridelab.
"""
import itertools
import os
import sys

import pytest
from hypothesis import settings, strategies as st

settings.register_profile("ci", max_examples=int(os.environ.get("STRIDELAB_HYPOTHESIS_EXAMPLES", "150")),
                          deadline=None, derandomize=False)
settings.load_profile("ci")

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@pytest.fixture(scope="session")
def torch():
    return pytest.importorskip("torch")


@pytest.fixture(scope="session")
def np():
    return pytest.importorskip("numpy")


def have(mod):
    try:
        __import__(mod)
        return True
    except ImportError:
        return False


def ref_profile():
    """The stridelab profile matching this environment's torch / numpy."""
    try:
        import numpy
        major = int(numpy.__version__.split(".")[0])
    except ImportError:
        major = 2
    try:
        import torch
        tmajor = int(torch.__version__.split(".")[0])
    except ImportError:
        tmajor = 2
    return "debian12" if (major < 2 and tmajor < 2 and have("torch")) else "lessons"


@st.composite
def layouts(draw, max_dims=4, max_size=5, max_stride=7, negative=False, min_dims=0):
    """(sizes, strides, offset, storage_elems): element strides over a storage that
    holds every element the view reaches (plus 0-3 spare elements)."""
    ndim = draw(st.integers(min_dims, max_dims))
    sizes = [draw(st.integers(0, max_size)) for _ in range(ndim)]
    lo_s = -max_stride if negative else 0
    strides = [draw(st.integers(lo_s, max_stride)) for _ in range(ndim)]
    neg_reach = sum((n - 1) * s for n, s in zip(sizes, strides) if s < 0 and n > 0)
    pos_reach = sum((n - 1) * s for n, s in zip(sizes, strides) if s > 0 and n > 0)
    offset = -neg_reach + draw(st.integers(0, 3))
    storage = offset + pos_reach + 1 + draw(st.integers(0, 3))
    return sizes, strides, offset, storage


def indices(sizes):
    return itertools.product(*[range(n) for n in sizes])


def element_of(idx, strides, offset):
    return offset + sum(i * s for i, s in zip(idx, strides))


def byte_sets(sizes, byte_strides, byte_offset, width):
    """{index: set of bytes} of every element."""
    out = {}
    for idx in indices(sizes):
        a = byte_offset + sum(i * s for i, s in zip(idx, byte_strides))
        out[idx] = set(range(a, a + width))
    return out


def brute_internal_overlap(sizes, byte_strides, byte_offset, width):
    seen = {}
    for idx, bs in byte_sets(sizes, byte_strides, byte_offset, width).items():
        for b in bs:
            if b in seen and seen[b] != idx:
                return True
            seen[b] = idx
    return False


def brute_pair_overlap(a, b):
    """a, b: (sizes, byte_strides, byte_offset, width) in one byte frame."""
    sa = set()
    for bs in byte_sets(*a).values():
        sa |= bs
    for bs in byte_sets(*b).values():
        if bs & sa:
            return True
    return False


def np_view(np, buf, dtype, byte_offset, sizes, byte_strides):
    """A numpy view into the uint8 array `buf` (its owner) with this element type, first
    element at `byte_offset`, and these byte strides (any multiple of 1: unaligned views
    too).  as_strided does not check bounds: the caller keeps every element inside."""
    from numpy.lib.stride_tricks import as_strided
    width = np.dtype(dtype).itemsize
    start = buf[byte_offset:byte_offset + width].view(dtype)
    return as_strided(start, shape=tuple(sizes), strides=tuple(byte_strides))


def abs_bytes(np, arr):
    """(sizes, byte_strides, absolute byte address, itemsize) of a numpy array."""
    ai = arr.__array_interface__
    return (tuple(arr.shape), tuple(arr.strides), ai["data"][0], arr.itemsize)


sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))


@pytest.fixture(scope="session")
def mk():
    """make(lay, width=4): a view with layout `lay` (from `layouts`) of a storage of that
    many zero elements of `width` bytes: a torch tensor where torch is installed, else a
    numpy array (numpy's as_strided over an owning array)."""
    try:
        import torch
        dts = {1: torch.uint8, 2: torch.int16, 4: torch.float32, 8: torch.float64}

        def make(lay, width=4):
            sizes, strides, offset, storage = lay
            return torch.zeros(storage, dtype=dts[width]).as_strided(sizes, strides, offset)
    except ImportError:
        import numpy
        from numpy.lib.stride_tricks import as_strided
        dts = {1: numpy.uint8, 2: numpy.int16, 4: numpy.float32, 8: numpy.float64}

        def make(lay, width=4):
            sizes, strides, offset, storage = lay
            base = numpy.zeros(storage, dtype=dts[width])
            return as_strided(base[offset:], shape=sizes, strides=[s * width for s in strides])
    return make
