"""The findings of a learner's 40 minutes with the explorer page (at 1280x800 and
390x844), each reproduced as browser checks: stale state from the previous run (A, B),
misleading pictures and words (1-11), and the phone's pinned readout hiding the cells it
links to.  Every check failed on the page before its fix.  test_teach.py runs these
sections with its browser, page and helpers (`sections(h)`).

Expected values come from the CLI (`stridelab run`, `explain --json`) or from Debian's
numpy (/usr/bin/python3), never typed by hand.
"""
import difflib
import re
import subprocess

LESSON = "torch.arange(64.).reshape(2, 4, 8).transpose(0, 2)"
REFUSED_VIEW = "torch.arange(24.).reshape(2, 3, 4).transpose(0, 1).view(6, 4)"
REFUSED_T_VIEW = "torch.arange(12.).reshape(3,4).t().view(-1)"

# What the page shows, for comparing a page after many runs with a fresh one: the text of
# the chain and picture panels, the marks drawn on the strip and grid, the visible fields.
SNAPSHOT_JS = """() => {
  const vis = e => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
  const sel = ['.apart', '.linked', '.picked', '.walk', '.walked', '.also', '.jump', '.apart-note'].map(c => '#grid-panel ' + c).join(', ');
  return {
    chain: document.querySelector('#chain-panel').innerText,
    picture: document.querySelector('#grid-panel').innerText,
    marks: [...document.querySelectorAll(sel)].filter(vis).map(e => e.className + '@' + (e.dataset.storage || e.dataset.index || e.dataset.dim || '')),
    fields: [...document.querySelectorAll('#grid-panel input, #grid-panel select')].filter(vis).map(e => (e.dataset.testid || e.id) + '=' + e.value),
  };
}"""

# For arrow keys that follow the drawing: the cell a key should move to, from the cells'
# boxes on screen (the nearest cell in that direction whose box overlaps the start's
# column or row; none: focus stays).
def spatial_target(rects, start, key):
    s = rects[start]
    best, bestkey = None, None
    for idx, r in rects.items():
        if idx == start:
            continue
        if key in ("ArrowDown", "ArrowUp"):
            if not (r[0] < s[2] - 1 and s[0] < r[2] - 1):
                continue
            gap = r[1] - s[3] if key == "ArrowDown" else s[1] - r[3]
        else:
            if not (r[1] < s[3] - 1 and s[1] < r[3] - 1):
                continue
            gap = r[0] - s[2] if key == "ArrowRight" else s[0] - r[2]
        if gap < -1:
            continue
        k = (gap, abs((r[0] + r[2]) - (s[0] + s[2])) + abs((r[1] + r[3]) - (s[1] + s[3])))
        if bestkey is None or k < bestkey:
            best, bestkey = idx, k
    return best or start


def cli_run(cli, src, ref=None):
    """stdout and stderr of `stridelab run` on src (the file name replaced by <snippet>)."""
    proc = subprocess.run([str(cli), "run"] + (["--ref", ref] if ref else []) + ["-"],
                          input=src, capture_output=True, text=True)
    return proc.stdout, proc.stderr.replace('File "<stdin>"', 'File "<snippet>"')


def numpy_says(expr):
    return subprocess.run(["/usr/bin/python3", "-c", "import numpy as np; print(%s)" % expr],
                          capture_output=True, text=True).stdout.strip()


def sections(h):
    page, check, run_chain, settle = h.page, h.check, h.run_chain, h.settle

    def text(p, sel):
        return p.evaluate("s => { const e = document.querySelector(s); return e ? e.innerText : ''; }", sel)

    def shown(p, sel):
        return p.locator(sel).count() > 0 and p.is_visible(sel)

    # ------------------------------------------------------------ A. the walk's count --
    def a_walk_count():
        run_chain(page, "torch.arange(6.).view(2,3)")
        for src, n in (("torch.arange(100000.).view(100, 1000).t()", 100000),
                       ("torch.arange(4.).expand(1000, 1000, 4)", 4000000)):
            run_chain(page, src)
            pic = text(page, "#grid-panel")
            pos = page.text_content("[data-testid=walk-pos]")
            walk_shown = shown(page, "[data-testid=walk-controls]")
            check(not re.search(r"\b(6|64) indices", pic) and (not walk_shown or ("%d indices" % n) in pos),
                  "A: %s: no walk count left over from the previous chain (%d indices or no walk)" % (src, n), (walk_shown, pos))
            if walk_shown:
                page.click("[data-testid=walk-step]")
                check(not re.search(r"step 1 of (6|64)\b", page.text_content("[data-testid=walk-pos]")),
                      "A: %s: Step does not walk the previous chain" % src, page.text_content("[data-testid=walk-pos]"))
        run_chain(page, "print(1)")
        pic = text(page, "#grid-panel")
        check("indices to visit" not in pic, "A: after a snippet the empty picture offers no walk", pic[-300:])

    # ------------------------------------------- B. every per-run state is reset --
    def b_reset_audit():
        ctx, fresh = h.open_page(1280, 800)
        targets = ("torch.arange(16.).view(4,4).diagonal(1)", "torch.arange(6.).view(6)",
                   "torch.arange(24.).view(2,3,4).movedim(0,-1)", "torch.arange(24.).view(2,3,4)[..., None, 1:3]",
                   "torch.arange(24.).view(2,3,4).narrow(1,1,2)")
        for src in targets:
            # the learner's page: a snippet's variables, compare, hover, whois, walk and a
            # write step, then a refused view hovered and walked, then the chain
            run_chain(page, "b = torch.arange(6.)\nw = torch.as_strided(b, (4, 3), (1, 1))")
            page.click("[data-testid=var][data-name=w]")
            page.select_option("[data-testid=compare]", index=1)
            page.locator("[data-testid=grid-cell]").nth(4).hover()
            page.click("[data-testid=storage-cell][data-storage='2']")
            page.click("[data-testid=walk-step]")
            page.click("[data-testid=write-next]")
            run_chain(page, REFUSED_T_VIEW)
            page.locator("[data-testid=grid-cell]").nth(1).hover()
            page.click("[data-testid=walk-step]")
            page.mouse.move(1, 1)
            run_chain(page, src)
            after = page.evaluate(SNAPSHOT_JS)
            fresh.goto("about:blank")
            fresh.goto(h.page_uri)
            fresh.wait_for_selector("body[data-ready='1']", timeout=15000)
            # the learner's choices stay as they were (the layout editor open or closed)
            fresh.evaluate("o => { document.querySelector('#layout-editor').open = o; }",
                           page.evaluate("() => document.querySelector('#layout-editor').open"))
            run_chain(fresh, src)
            want = fresh.evaluate(SNAPSHOT_JS)
            check("not adjacent" not in after["picture"] and not any("apart" in m for m in after["marks"]),
                  "B: %s: no 'not adjacent' note or red outline left from a refused view" % src, after["marks"])
            diff = ["%s: %s" % (k, "\n".join(difflib.unified_diff(str(want[k]).splitlines(), str(after[k]).splitlines(), "fresh", "after", n=1, lineterm="")))
                    for k in want if after[k] != want[k]]
            check(not diff, "B: %s after many runs shows what a fresh page shows" % src, "\n".join(diff)[:1500])
        ctx.close()

    # ------------------------------------------------ 1. what the grid's cells show --
    def m1_cells():
        src = "torch.arange(24.).reshape(2, 3, 4).transpose(0, 1).reshape(6, 4)"
        run_chain(page, src)
        cell = page.locator("[data-testid=grid-cell][data-index='1,0']")
        head = page.text_content("#view-h")
        check(cell.text_content() == "4" and re.search(r"cells show .*storage element", head),
              "1: the grid's heading says its cells show storage element numbers", head)
        want, _ = cli_run(h.cli, "import torch; print(%s[1, 0].item())\n" % src)
        page.check("[data-testid=cells-values]")
        cell.hover()
        hv = page.text_content("[data-testid=hover]")
        m = re.search(r"value (\S+)", hv)
        check(m and cell.text_content() == m.group(1) == want.strip() and "value" in page.text_content("#view-h"),
              "1: 'values' shows the stored value in the cell (1, 0): %s, as the hover and the CLI say" % want.strip(),
              (cell.text_content(), hv, page.text_content("#view-h")))
        page.uncheck("[data-testid=cells-values]")
        check(cell.text_content() == "4", "1: back to storage element numbers", cell.text_content())

    # ------------------------------------------------------------------ 2. units --
    def m2_units():
        heads = lambda: page.eval_on_selector_all("#steps thead th", "es => es.map(e => e.textContent)")
        labels = lambda: page.eval_on_selector_all("[data-testid=step] td", "es => es.map(e => e.dataset.label)")
        run_chain(page, "np.arange(12, dtype=np.int32).reshape(3, 4)[:, ::2]")
        check("stride (bytes)" in heads() and "offset (bytes)" in heads() and "stride (bytes)" in labels(),
              "2: a numpy chain's stride and offset columns say bytes (headings and phone labels)", heads())
        run_chain(page, LESSON)
        check("stride (elements)" in heads() and "offset (elements)" in heads(),
              "2: a torch chain's columns say elements", heads())
        run_chain(page, "np.arange(9, dtype=np.int8)[1:].view(np.int16)")
        said = page.text_content("#strip-unit") + page.text_content("#grid-unit")
        check("in bytes" in said and "not a multiple" in said,
              "2: a misaligned numpy view says why the picture is in bytes", said)

    # ----------------------------------------------------------- 3. the write panel --
    def m3_write():
        page.select_option("[data-testid=examples]", label="lesson 1: sliding window (TooHard)")
        settle(page)
        eng = page.text_content("[data-testid=write-engine]")
        check(eng and not re.search(r"\b[wb]\.(add_|tolist)", eng),
              "3: in chain mode the write panel names no variable that does not exist", eng)
        page.select_option("[data-testid=examples]", label="snippet: the window write")
        settle(page)
        page.click("[data-testid=var][data-name=w]")
        panel = text(page, "[data-testid=write-order]")
        check("end of the snippet" in panel, "3: a snippet's write panel says it starts from the values at the end of the snippet",
              panel[:400])

    # ------------------------------------------- 4. hover, then pick a storage element --
    def m4_hover_then_pick():
        run_chain(page, LESSON)
        page.locator("[data-testid=grid-cell][data-index='5,2,1']").hover()
        page.click("[data-testid=storage-cell][data-storage='7']")
        hv = page.text_content("[data-testid=hover]")
        linked = page.locator("#strip .cell.linked").count()
        check("index (5, 2, 1)" not in hv and linked == 0,
              "4: picking a storage element clears the old index's readout and its lit cell", (hv[:80], linked))
        picked = page.eval_on_selector("#grid [data-storage='7']", "e => getComputedStyle(e).outlineColor")
        page.locator("[data-testid=grid-cell][data-index='0,0,0']").hover()
        hovered = page.eval_on_selector("#strip .cell.linked", "e => getComputedStyle(e).outlineColor")
        check(picked != hovered, "4: a picked element's indices and a hovered index's element are lit in different colours",
              (picked, hovered))

    # ------------------------------------------------------- 5. snippet errors --
    def m5_snippet_errors():
        src = "b = torch.arange(6.)\nprint(1)\nx = b.view(4)\nprint(2)"
        run_chain(page, src)
        want_out, want_err = cli_run(h.cli, "import torch; " + src + "\n")
        err = page.text_content("[data-testid=error]")
        check(err.strip() == want_err.strip() and "line 3" in err,
              "5: a snippet's error is the traceback `stridelab run` prints, line 3 included", (err, want_err))
        eb = page.locator("[data-testid=error]").bounding_box()
        ob = page.locator("[data-testid=output]").bounding_box()
        check(page.text_content("[data-testid=output]") == want_out and eb["y"] >= ob["y"] + ob["height"] - 1,
              "5: the error comes after the output printed before it", (eb, ob))
        check(shown(page, "[data-testid=vars]") and "not listed" in page.text_content("[data-testid=vars]"),
              "5: the page says the variables are not listed after an error", text(page, "[data-testid=vars]"))
        src = "x = torch.arange(12.).reshape(3, 4).t()\ny = x.view(-1)\nprint(y.shape)"
        run_chain(page, src)
        why = text(page, "[data-testid=plain-why]")
        fixes = page.eval_on_selector_all("[data-testid=fix]", "es => es.map(e => e.dataset.fix)")
        check("never copies" in why and len(fixes) == 2 and ".reshape(-1)" in fixes[0],
              "5: a refused view in a snippet gets the chain's why and fixes", (why, fixes))
        if fixes:
            page.locator("[data-testid=fix]").first.click()
            settle(page)
            want_out, _ = cli_run(h.cli, "import torch; " + fixes[0] + "\n")
            check(page.text_content("[data-testid=output]") == want_out and not shown(page, "[data-testid=error]"),
                  "5: the snippet's fix runs", page.text_content("[data-testid=output]"))

    # ------------------------------------------------ 6. a fix only where there is one --
    def m6_no_fix():
        for src in ("torch.as_strided(torch.arange(4.), (3,), (2,))", "np.arange(5, dtype=np.int8).view(np.int16)"):
            run_chain(page, src)
            row = page.text_content("[data-testid=step-error]")
            check(page.locator("[data-testid=fix]").count() == 0 and "fix" not in row,
                  "6: %s: no fix promised where there is none" % src, row)
        run_chain(page, REFUSED_VIEW)
        check(page.locator("[data-testid=fix]").count() == 2 and "fix" in page.text_content("[data-testid=step-error]"),
              "6: a refused view still points at its fixes", page.text_content("[data-testid=step-error]"))

    # ------------------------------------------------ 7. the write panel's cells --
    def m7_write_edges():
        run_chain(page, "torch.as_strided(torch.arange(6.), (4, 3), (1, 1))")
        styles = page.eval_on_selector_all("[data-testid=write-values] .cell", "es => es.map(e => getComputedStyle(e).borderTopStyle)")
        check(styles and "dashed" not in styles, "7: the write panel's values have no dashed ('not reached') edge", styles)

    # ------------------------------------------------------------ 8. compare --
    def m8_compare():
        run_chain(page, LESSON)
        for i in range(3):
            page.locator("[data-testid=step]").nth(i).click()
            opts = page.eval_on_selector_all("[data-testid=compare] option", "es => es.map(e => e.value).filter(v => v !== '')")
            check(shown(page, "[data-testid=compare]") and opts == [str(j) for j in range(3) if j != i],
                  "8: step %d: the other steps on its storage are offered" % i, opts)
        run_chain(page, "torch.arange(6.).reshape(2,3).t().reshape(6)")
        opts = page.eval_on_selector_all("[data-testid=compare] option", "es => es.map(e => e.value).filter(v => v !== '')")
        sel_shown = shown(page, "[data-testid=compare]")
        note = text(page, "[data-testid=compare-none]") if shown(page, "[data-testid=compare-none]") else ""
        check((sel_shown and opts) or (not sel_shown and "storage" in note),
              "8: a copy: no empty dropdown; the page says why nothing can be compared", (sel_shown, opts, note))

    # --------------------------------------------------- 9. dtype views --
    def m9_dtype():
        for src, k in (("np.arange(6, dtype=np.int32).view(np.int16)", 2),
                       ("np.arange(9, dtype=np.int8)[1:].view(np.int16)", 1)):
            run_chain(page, src)
            arith = page.locator("[data-testid=step]").last.locator("td").nth(5).text_content()
            check("contiguous chunks" not in arith and "bytes" in arith,
                  "9: %s: the arithmetic says the bytes are read as another dtype" % src, arith)
            page.locator("[data-testid=grid-cell][data-index='%d']" % k).hover()
            hv = page.text_content("[data-testid=hover]")
            want = numpy_says("%s[%d]" % (src, k))
            check(re.search(r"value %s\b" % re.escape(want), hv), "9: %s index %d: the value numpy gives, %s" % (src, k, want), hv)

    # ------------------------------------------------- 10. the framework radio --
    def m10_framework():
        label = page.text_content(".fw")
        check(re.search(r"[A-Za-z]{4,}", label.replace("torch", "").replace("numpy", "")),
              "10: the torch/numpy choice is labelled", label)
        run_chain(page, "torch.arange(6.).view(2, 3)")
        page.check("[data-testid=fw-numpy]")
        settle(page)
        said = page.text_content("[data-testid=copy-status]")
        check("torch." in said and "np." in said and "ran" in said,
              "10: switching to numpy says it rewrote torch. as np. and ran the chain", said)
        page.check("[data-testid=fw-torch]")
        settle(page)

    # ------------------------------------------------- 11. predict, arrows, wording --
    def m11_predict_refused():
        page.check("[data-testid=predict-mode]")
        try:
            predict_refused()
        finally:
            page.uncheck("[data-testid=predict-mode]")

    def predict_refused():
        run_chain(page, REFUSED_VIEW)
        check(not shown(page, "[data-testid=error]") and page.locator("[data-testid=predict-refused]").count() == 1,
              "11: Predict first hides a refusal and offers 'refused' as a prediction",
              (shown(page, "[data-testid=error]"), page.locator("[data-testid=predict-refused]").count()))
        if page.locator("[data-testid=predict-refused]").count():
            page.check("[data-testid=predict-refused]")
            page.click("[data-testid=predict-reveal]")
            v = page.eval_on_selector_all("[data-testid=predict-verdict]", "es => es.map(e => [e.dataset.field, e.dataset.ok])")
            check(["refused", "1"] in v and shown(page, "[data-testid=error]"),
                  "11: 'refused' is judged right and Reveal shows the error", v)
        run_chain(page, LESSON)
        page.check("[data-testid=predict-refused]")
        page.click("[data-testid=predict-reveal]")
        v = page.eval_on_selector_all("[data-testid=predict-verdict]", "es => es.map(e => [e.dataset.field, e.dataset.ok])")
        check(["refused", "0"] in v, "11: 'refused' for a chain that runs is judged wrong", v)

    def m11_arrows():
        run_chain(page, LESSON)
        rects = {r[0]: r[1:] for r in page.eval_on_selector_all("[data-testid=grid-cell]", """es => es.map(e => {
            const r = e.getBoundingClientRect(); return [e.dataset.index, r.left, r.top, r.right, r.bottom]; })""")}
        bad = []
        for start in ("0,3,0", "0,0,1", "1,3,1", "7,0,0", "3,2,1"):
            for key in ("ArrowDown", "ArrowRight", "ArrowUp", "ArrowLeft"):
                page.focus("[data-testid=grid-cell][data-index='%s']" % start)
                page.keyboard.press(key)
                got = page.evaluate("() => document.activeElement.dataset.index")
                want = spatial_target(rects, start, key)
                if got != want:
                    bad.append((start, key, got, want))
        check(not bad, "11: arrow keys in a 3-d grid move to the cell drawn in that direction", bad)

    def m11_wording():
        run_chain(page, "np.arange(10, dtype=np.int8)")
        unit = page.text_content("#strip-unit")
        title = page.get_attribute("[data-testid=storage-cell][data-storage='0']", "title")
        check("1 bytes" not in unit and "bytes 0–0" not in title and "1 byte" in unit and "byte 0" in title,
              "11: one byte is '1 byte' and 'byte 0'", (unit, title))

    # ------------------------------------------------------------- phone --
    def phone_pinned():
        ctx, ph = h.open_page(390, 844)
        run_chain(ph, LESSON)
        bad = []
        for a in (0, 7, 63):
            ph.click("[data-testid=storage-cell][data-storage='%d']" % a)
            ph.wait_for_timeout(50)
            c = ph.evaluate("""a => { const e = document.querySelector(`#grid [data-storage="${a}"]`);
                const r = e.getBoundingClientRect(), ro = document.querySelector('[data-testid=readouts]').getBoundingClientRect();
                return (r.bottom > ro.top + 1 && r.top < ro.bottom - 1) || r.top < 0 || r.bottom > innerHeight ? [Math.round(r.top), Math.round(r.bottom), Math.round(ro.top)] : null; }""", a)
            if c:
                bad.append((a, c))
        check(not bad, "phone: a tapped storage element's grid cell is not under the pinned readout", bad)
        ph.focus("[data-testid=grid-cell][data-index='0,0,0']")
        hidden = []
        for k in range(40):
            ph.keyboard.press("ArrowDown" if k % 3 else "ArrowRight")
            c = ph.evaluate("""() => { const e = document.activeElement;
                const r = e.getBoundingClientRect(), ro = document.querySelector('[data-testid=readouts]').getBoundingClientRect();
                return (r.bottom > ro.top + 1 && r.top < ro.bottom - 1) || r.top < 0 || r.bottom > innerHeight ? [e.dataset.index, Math.round(r.top), Math.round(r.bottom), Math.round(ro.top)] : null; }""")
            if c:
                hidden.append(c)
        check(not hidden, "phone: 40 arrow presses in the grid: the focused cell is never under the readout", hidden[:6])
        ph.screenshot(path=str(h.artifacts / "teach-phone-pinned-390.png"))
        ctx.close()

    return (("A: the walk's count", a_walk_count), ("B: every per-run state reset", b_reset_audit),
            ("1: what the cells show", m1_cells), ("2: units", m2_units), ("3: the write panel", m3_write),
            ("4: hover then pick", m4_hover_then_pick), ("5: snippet errors", m5_snippet_errors),
            ("6: fixes only where there are", m6_no_fix), ("7: write panel edges", m7_write_edges),
            ("8: compare", m8_compare), ("9: dtype views", m9_dtype), ("10: framework radio", m10_framework),
            ("11: predict a refusal", m11_predict_refused), ("11: arrows follow the drawing", m11_arrows),
            ("11: wording", m11_wording), ("phone: the pinned readout", phone_pinned))
