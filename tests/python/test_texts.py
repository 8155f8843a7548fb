"""The human-readable texts the package prints: counts of one are singular, units are
named, a capped count says it is a lower bound, a remark appears only where it is true,
the HTML picture shows every element of a view of any rank, and run() tells a limit of the
tool from an exception the snippet raised."""
import re

import pytest

import stridelab

# plural nouns the package's texts count; "1 <noun>" is a defect
PLURALS = ("elements", "bytes", "ops", "misses", "hits", "accesses", "requests", "sectors", "lines",
           "units", "tuples", "nodes", "steps", "lanes", "vectors", "dims", "times", "addresses",
           "re-fetches", "entries", "indices")
ONE_PLURAL = re.compile(r"(?<![\w.\-])1 (?:(?:distinct|solver|index|compulsory|128-byte) )?("
                        + "|".join(map(re.escape, PLURALS)) + r")\b")


def no_one_plural(text):
    bad = [m.group(0) for m in ONE_PLURAL.finditer(text)]
    assert not bad, f"singular count written as plural: {bad} in\n{text}"


def test_the_checker_catches_plurals():
    for bad in ("1 elements", "(1 elements of 4 bytes)", "1 distinct lines", "1 solver steps", "1 128-byte lines"):
        with pytest.raises(AssertionError):
            no_one_plural(bad)
    no_one_plural("11 elements, 0.1 bytes, 1 element, 21 misses, 1 miss, stride 1 cycles through 16 distinct addresses")


def texts_of_one(torch, np):
    """Every text the package prints, for views with one element, one byte, one op..."""
    one = torch.zeros(1)
    out = [str(stridelab.layout(one)), str(stridelab.layout(np.zeros(1, dtype=np.uint8))),
           str(stridelab.layout(torch.zeros(2)[1:])),
           str(stridelab.whois(one, element=0)),
           str(stridelab.overlap(one)),
           str(stridelab.Overlap("no", None, None, None, "a reason", 1)),
           str(stridelab.prove(one)), str(stridelab.prove(np.zeros(1, dtype=np.uint8))),
           str(stridelab.prove(torch.zeros(5), vector=4)), str(stridelab.prove(torch.zeros(7), vector=4)),
           str(stridelab.prove(torch.zeros(1), vector=2)),
           str(stridelab.prove(np.zeros(1, dtype=np.uint8), vector=1)),
           str(stridelab.trace(one)), str(stridelab.trace(one, warp=1, lanes_along=0)),
           str(stridelab.cache_lab(1, 1, requests=1)), str(stridelab.cache_lab(4, 0, requests=3)),
           str(stridelab.cache_lab(1, 1, requests=4, space=1))]
    with pytest.raises(stridelab.LimitExceeded) as exc:
        stridelab.run("while True: pass", max_steps=1)
    out.append(str(exc.value))
    e = stridelab.explain("torch.zeros(1)")
    out += [str(e), repr(e), e._repr_html_()]
    e = stridelab.explain("np.zeros(1, dtype=np.uint8)")
    out += [str(e), e._repr_html_()]
    out.append(repr(stridelab.explain("torch.zeros(2).view(4)")))
    with pytest.raises(stridelab.StridelabError) as exc:
        stridelab.whois("size=(30,30,30),stride=(900,31,29),offset=0,itemsize=1", byte=1000, budget=1)
    out.append(str(exc.value))
    return out


def test_counts_of_one_are_singular(torch, np):
    texts = texts_of_one(torch, np)
    for t in texts:
        no_one_plural(t)
    joined = "\n".join(texts)
    for want in ("(1 element of 4 bytes)", "(1 element of 1 byte)", "offset   1 element   4 bytes",
                 "1 index tuple", "work: 1 unit", "over shape (1,), 1 element",
                 "= 1 byte within the 1-byte storage", "reads 1 lane past its end", "1 vector of 1 lane (1 byte) per row", "1 access, 0 hits, 1 miss",
                 "1 request: 1.00 sectors per request, ideal 1.00 (unique bytes / 32), at most 1 in one request",
                 "summed over the requests: 1 sector, ideal 1, 1 line;", "the 1 request is a compulsory miss", "1 op>",
                 "new storage of 1 byte", "storage: 1 element of 1 byte", "work budget of 1 solver step reached",
                 "work budget exhausted (1 step)",
                 "stride 0 cycles through 1 distinct address (k*0 mod 16); it fits in 4 lines, so after 1 compulsory miss"):
        assert want in joined, want


def test_whois_capped_count_says_lower_bound():
    z = "size=(" + ",".join(["2"] * 64) + "),stride=(" + ",".join(["0"] * 64) + "),offset=0"
    w = stridelab.whois(z, element=0, max=3)
    assert w.saturated and w.count == 2**63 - 1 and len(w.indices) == 3
    lines = str(w).splitlines()
    assert lines[0] == ("element 0: more than 9223372036854775807 index tuples (a lower bound: the count is "
                        "capped at 2^63 - 1; the view overlaps itself here)")
    assert lines[-1] == ("... and more than 9223372036854775804 more (the count is capped at 2^63 - 1; "
                         "raise max= to list more, up to 65536 tuples)")
    exact = stridelab.whois("size=(5,),stride=(0,),offset=0", element=0, max=2)
    assert not exact.saturated
    assert str(exact).splitlines()[-1] == "... and 3 more (raise max= to list more, up to 4194304 tuples)"


def test_whois_list_cap_is_stated():
    # 2^62 tuples over 62 dimensions: max= can list at most 2**22 // 62 of them
    z = "size=(" + ",".join(["2"] * 62) + "),stride=(" + ",".join(["0"] * 62) + "),offset=0"
    w = stridelab.whois(z, element=0, max=0)
    assert w.count == 2**62 and w.max_listable == 2**22 // 62
    assert str(w).splitlines()[-1] == f"... and {2**62} more (raise max= to list more, up to 67650 tuples)"
    full = stridelab.whois(z, element=0, max=67650)
    assert len(full.indices) == 67650
    assert str(full).splitlines()[-1] == (f"... and {2**62 - 67650} more (not listed: max= lists at most 67650 "
                                          "tuples here, 2**22 entries over the dimensions)")
    with pytest.raises(ValueError, match="max must be between 0 and 67650 for a 62-dimensional view"):
        stridelab.whois(z, element=0, max=67651)


def test_prove_numel_remark_only_where_true(torch, np):
    def storage_line(t):
        return stridelab.prove(t)["storage bounds"].detail

    for dense in (torch.zeros(3, 4), torch.zeros(3, 4).t(), np.zeros((2, 5))[:, ::-1]):
        assert "numel" not in storage_line(dense)
    assert storage_line(torch.zeros(6)[2:]).endswith(
        "(numel x itemsize = 16 bytes is not the bound: the view starts at byte 8)")
    assert storage_line(torch.zeros(4, 8)[:, :5]).endswith(
        "(numel x itemsize = 80 bytes is not the bound: the view leaves gaps)")
    assert storage_line(torch.zeros(3, 1).expand(3, 5)).endswith(
        "(numel x itemsize = 60 bytes is not the bound: elements share bytes)")


def test_run_tells_tool_limits_from_snippet_errors():
    cases = [("while True: pass", dict(max_steps=1000), stridelab.LimitExceeded),
             ('print("x" * 100000000)', dict(max_bytes=1000), stridelab.LimitExceeded),
             ("print(1)\nimport asyncio", {}, stridelab.Unsupported)]
    for src, kw, cls in cases:
        with pytest.raises(stridelab.ToolError) as e:
            stridelab.run(src, **kw)
        assert type(e.value) is cls and e.value.type == cls.__name__
        assert not isinstance(e.value, (stridelab.SnippetError, RuntimeError, MemoryError))
        assert isinstance(e.value, stridelab.StridelabError)
        assert e.value.status in ("SL_ERR_LIMIT", "SL_ERR_UNSUPPORTED", "SL_ERR_NOMEM")
    assert e.value.output == "1\n" and str(e.value) == "unsupported: import of module 'asyncio'"
    # exceptions the snippet raises stay SnippetErrors of the builtin's name
    for src, builtin in (("print(2)\n1/0", ZeroDivisionError), ("def f(): return f()\nf()", RecursionError),
                         ("x = (", SyntaxError)):
        with pytest.raises(stridelab.SnippetError) as e:
            stridelab.run(src)
        assert isinstance(e.value, builtin) and not isinstance(e.value, stridelab.ToolError)
    # the library's own limits outside run() are LimitExceeded too
    with pytest.raises(stridelab.LimitExceeded):
        stridelab.whois("size=(30,30,30),stride=(900,31,29),offset=0,itemsize=1", byte=1000, budget=1)


def header(text):
    return next(line for line in text.splitlines() if line.startswith("  # op"))


def test_explain_tables_name_the_unit():
    assert "stride (bytes)   offset (bytes)" in header(str(stridelab.explain("np.arange(10)[::-3]")))
    assert "stride (elems)   offset (elems)" in header(str(stridelab.explain("torch.arange(10)[2:]")))
    h = stridelab.explain("np.arange(10)[::-3]")._repr_html_()
    assert ">stride (bytes)</th><th" in h and ">offset (bytes)</th>" in h
    assert "<code>(-24,)</code>" in h and "<code>72</code>" in h
    h = stridelab.explain("torch.arange(10)[2:]")._repr_html_()
    assert ">stride (elems)</th>" in h and ">offset (elems)</th>" in h
    # a chain that crosses from numpy bytes to torch elements marks each cell
    mixed = stridelab.explain("torch.from_numpy(np.arange(6.)).view(2, 3)")
    assert "stride (" not in header(str(mixed))
    rows = str(mixed).splitlines()[1:4]
    assert "(8,) B" in rows[0] and "0 B" in rows[0] and "(3, 1) el" in rows[2]
    h = mixed._repr_html_()
    assert "<code>(8,) B</code>" in h and "<code>(3, 1) el</code>" in h


def grids(html):
    """The logical grid's tables of an explain HTML: [(caption or None, [[int]])]."""
    part = html.split("logical view", 1)[1]
    out = []
    for cap, table in re.findall(r"(?:<p[^>]*>(\[[^<]*\])</p>)?<table style='border-collapse:collapse;"
                                 r"font-family:monospace'>(.*?)</table>", part):
        rows = [[int(v) for v in re.findall(r">(-?\d+)</td>", r)] for r in re.findall(r"<tr>(.*?)</tr>", table)]
        out.append((cap or None, rows))
    return out


@pytest.mark.parametrize("chain", ["torch.arange(24.).view(2, 3, 4).transpose(0, 2)",
                                   "torch.arange(48.).view(2, 2, 3, 4)[:, 1]",
                                   "torch.arange(120.).view(2, 3, 4, 5).permute(3, 1, 0, 2)[:, ::2]"])
def test_html_draws_every_slab_of_a_3d_or_more_view(torch, chain):
    t = eval(chain, {"torch": torch})
    g = grids(stridelab.explain(chain)._repr_html_())
    lead_shape = t.shape[:-2]
    import itertools
    leads = list(itertools.product(*[range(n) for n in lead_shape]))
    assert [c for c, _ in g] == ["[" + ", ".join(map(str, ix)) + ", :, :]" for ix in leads]
    for ix, (_, rows) in zip(leads, g):
        slab = t[ix]
        want = [[t.storage_offset() + sum(i * s for i, s in zip(ix + (r, c), t.stride()))
                 for c in range(t.shape[-1])] for r in range(t.shape[-2])]
        assert rows == want and len(rows) == slab.shape[0]


def test_html_grid_of_numpy_is_in_bytes_as_the_text(np):
    a = np.arange(24.).reshape(2, 3, 4)[:, ::2, 1:]
    e = stridelab.explain("np.arange(24.).reshape(2, 3, 4)[:, ::2, 1:]")
    g = grids(e._repr_html_())
    assert [c for c, _ in g] == ["[0, :, :]", "[1, :, :]"]
    assert a.strides == (96, 64, 8)  # first element at byte 8
    assert g[0][1] == [[8, 16, 24], [72, 80, 88]] and g[1][1] == [[104, 112, 120], [168, 176, 184]]
    assert "storage byte of each index" in str(e) and "storage byte of each index" in e._repr_html_()


def test_html_small_views():
    g = grids(stridelab.explain("torch.arange(6.).view(2, 3).t()")._repr_html_())
    assert g == [(None, [[0, 3], [1, 4], [2, 5]])]
    g = grids(stridelab.explain("torch.tensor(5.)")._repr_html_())
    assert g == [(None, [[0]])]
    h = stridelab.explain("torch.arange(2000.).view(40, 50)")._repr_html_()
    assert "... 1488 more indices not drawn (the first 512 are)" in h


def test_warp_text_compares_per_request_figures(torch):
    # 32 lanes down a column of a row-major 64 x 64 float32 tensor: each lane its own
    # sector; the ideal is 32 lanes x 4 bytes / 32 = 4 sectors per request (the old text
    # set 32.00 per request beside the sum of the ideals, 512)
    w = stridelab.trace(torch.zeros(64, 64), warp=32, lanes_along=0)
    assert (w.requests, w.sectors, w.ideal, w.lines) == (128, 128 * 32, 128 * 4, 128 * 32)
    assert str(w) == ("128 requests: 32.00 sectors per request, ideal 4.00 (unique bytes / 32), at most 32 in "
                      "one request; 32.00 128-byte lines per request; summed over the requests: 4096 sectors, "
                      "ideal 512, 4096 lines; histogram {sectors: requests} {32: 128}")


def test_pictures_of_an_unaligned_view_count_bytes():
    # int32 elements 2 bytes apart cover bytes [0, 4), [2, 6), [4, 8): bytes 2..5 twice
    chain = "np.lib.stride_tricks.as_strided(np.arange(8, dtype=np.int32), shape=(3,), strides=(2,))"
    e = stridelab.explain(chain)
    assert "reached 8 of 32; 4 reached more than once" in str(e)
    h = e._repr_html_()
    assert "storage of the final view: 32 bytes; reached 8, 4 more than once" in h
    titles = re.findall(r"<title>byte (\d+): reached (never|once|(\d+) times)</title>", h)
    got = [0 if t[1] == "never" else 1 if t[1] == "once" else int(t[2]) for t in titles]
    assert got == [1, 1, 2, 2, 2, 2, 1, 1] + [0] * 24


def test_layout_text_explains_a_missing_element_stride(np):
    rec = np.zeros(4, dtype=[("a", "<i4"), ("b", "<f8")])
    text = str(stridelab.layout(rec["b"])).splitlines()
    assert text[2] == "  stride   - elements   (12,) bytes"
    assert text[3] == "  offset   - elements   4 bytes"
    assert text[4].strip() == ("(- : not a whole number of 8-byte elements, as in a numpy record field; addr() "
                               "needs element strides, whois(byte=...) works in bytes)")
    assert "not a whole number" not in str(stridelab.layout(rec["a"]))
