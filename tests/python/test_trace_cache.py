"""trace() and cache_lab(): against small reference models written here."""
from collections import OrderedDict

from hypothesis import given, strategies as st

import stridelab
from conftest import element_of, indices, layouts


def lab_model(capacity, stride, space, requests, fifo):
    cache, hits, events = OrderedDict(), 0, []
    for k in range(requests):
        a = (k * stride) % space
        hit = a in cache
        ev = None
        if hit:
            hits += 1
            if not fifo:
                cache.move_to_end(a)
        else:
            if len(cache) == capacity:
                ev, _ = cache.popitem(last=False)
            cache[a] = True
        events.append((k, a, hit, ev, tuple(cache)))  # eviction order: the next victim first
    return hits, events


def test_cache_lab_resident_is_in_eviction_order():
    # capacity 2, space 3: after k=3 (address 0 evicts 1) line 2 is the least recently
    # used, the next victim (k=4 evicts it), so it is listed first
    lab = stridelab.cache_lab(2, 1, space=3)
    assert lab.events[3] == (3, 0, False, 1, (2, 0)) and lab.events[4][3] == 2
    lines = str(lab).splitlines()
    assert lines[0].endswith("resident (next victim first: least recently used first)")
    assert lines[4].endswith("[2, 0]")
    # a hit moves a line to the most recently used end under LRU, not under FIFO
    lru, fifo = stridelab.cache_lab(2, 1, space=2, requests=3), \
        stridelab.cache_lab(2, 1, space=2, requests=3, policy="fifo")
    assert lru.events[2] == (2, 0, True, None, (1, 0)) and fifo.events[2] == (2, 0, True, None, (0, 1))
    assert "oldest first" in str(fifo).splitlines()[0]


def test_lesson_numbers():
    assert stridelab.cache_lab(4, 1).hits == 0
    lab = stridelab.cache_lab(4, 4)
    assert (lab.hits, lab.misses, lab.distinct_lines) == (12, 4, 4)
    assert "12" not in lab.explanation or "hit" in lab.explanation
    assert str(lab).splitlines()[-2] == "hits 12, misses 4, distinct lines 4"


@given(st.integers(1, 8), st.integers(-20, 20), st.integers(1, 40), st.integers(0, 60), st.booleans())
def test_cache_lab_vs_model(cap, stride, space, requests, fifo):
    lab = stridelab.cache_lab(cap, stride, space=space, requests=requests, policy="fifo" if fifo else "lru")
    hits, events = lab_model(cap, stride, space, requests, fifo)
    assert lab.hits == hits and lab.misses == requests - hits
    assert [tuple(e) for e in lab.events] == events


def test_cache_lab_bad_config():
    import pytest
    with pytest.raises(ValueError):
        stridelab.cache_lab(0, 1)
    with pytest.raises(ValueError):
        stridelab.cache_lab(4, 1, policy="random")


def lru_levels(addrs, width, levels):
    """Reference set-associative LRU hierarchy (demand fetch, per-line lookups)."""
    caches = [[OrderedDict() for _ in range(s)] for s, w, line in levels]
    stats = [[0, 0] for _ in levels]  # accesses, misses
    for a in addrs:
        first = a // levels[0][2]
        last = (a + width - 1) // levels[0][2]
        for line0 in range(first, last + 1):
            byte = line0 * levels[0][2]
            for li, (sets, ways, lb) in enumerate(levels):
                line = byte // lb
                s = caches[li][line % sets]
                stats[li][0] += 1
                if line in s:
                    s.move_to_end(line)
                    break
                stats[li][1] += 1
                if len(s) == ways:
                    s.popitem(last=False)
                s[line] = True
    return stats


@given(layouts(max_dims=3, max_size=6, max_stride=9), st.sampled_from([1, 4, 8]))
def test_trace_vs_reference_model(mk, lay, width):
    sizes, strides, offset, storage = lay
    t = mk(lay, width)
    levels = [(2, 2, 16), (4, 2, 32)]
    r = stridelab.trace(t, levels=levels)
    addrs = [width * element_of(i, strides, offset) for i in indices(sizes)]
    want = lru_levels(addrs, width, levels)
    assert r.elements == len(addrs)
    assert [(lv.accesses, lv.misses) for lv in r.levels] == [tuple(w) for w in want]
    assert r.bytes_used == len({a + k for a in addrs for k in range(width)})


def test_trace_default_levels_and_spec_strings(torch):
    x = torch.zeros(64, 64).t()
    r = stridelab.trace(x)
    assert len(r.levels) == 3 and r.levels[0].line_bytes == 64
    r2 = stridelab.trace(x, levels=["size=32K,ways=8,line=64"], order="storage")
    assert r2.levels[0].misses == 64 * 64 * 4 // 64  # storage order: each line once


def test_warp_sectors(torch):
    x = torch.zeros(32, 32)
    rows = stridelab.trace(x, warp=32, lanes_along=1)
    cols = stridelab.trace(x, warp=32, lanes_along=0)
    assert rows.sectors_per_request == 4.0 and cols.sectors_per_request == 32.0
