"""Browser tests of the explorer page as a teacher: each drives one teaching feature
and checks what it shows (issue 29, "A page that teaches").

    python tests/browser/test_teach.py [path/to/explorer.html]

Same set-up as test_explorer.py (Debian's chromium through PyPI's playwright, the page
from disk, no network).  Expected numbers come from the CLI (`stridelab eval / explain /
cache --json`, `stridelab run`), from Python's own OrderedDict as an LRU model, or from
Debian's numpy (/usr/bin/python3) for a reversed slice.  Screenshots of the views go to
build/browser-artifacts/ (docs/screenshots/ holds copies).
"""
import collections
import json
import math
import os
import pathlib
import re
import subprocess
import sys
import time
import types

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import learner_report  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
BUILD = pathlib.Path(os.environ.get("BUILD", ROOT / "build")).resolve()
PAGE = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else BUILD / "explorer.html").resolve()
CLI = BUILD / "stridelab"
ARTIFACTS = BUILD / "browser-artifacts"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
LESSON = "torch.arange(64.).reshape(2, 4, 8).transpose(0, 2)"
REFUSED_VIEW = "torch.arange(24.).reshape(2, 3, 4).transpose(0, 1).view(6, 4)"

checks = 0
failures = 0


def check(cond, what, detail=None):
    global checks, failures
    checks += 1
    if cond:
        print("ok   " + what)
        return
    failures += 1
    print("FAIL " + what + ("" if detail is None else "\n     " + str(detail)))


def section(name, fn, *args):
    print("-- " + name)
    try:
        fn(*args)
    except Exception as e:  # noqa: BLE001 - any failure of the page is a failed check
        check(False, name + ": ran to the end", "%s: %s" % (type(e).__name__, str(e)[:600]))


def axe_check(page, what):
    """axe-core's WCAG 2 A/AA rules (the script PyPI's axe-playwright-python ships, no
    network) on the page as drawn now: no violation, contrast checked."""
    try:
        import axe_playwright_python
    except ImportError:
        check(False, "axe-core (axe-playwright-python) is installed in the browser venv")
        return
    if not page.evaluate("() => typeof axe !== 'undefined'"):
        page.add_script_tag(content=(pathlib.Path(axe_playwright_python.__file__).parent / "axe.min.js").read_text())
    res = page.evaluate("""() => axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
        .then(r => ({ passes: r.passes.map(p => p.id), violations: r.violations.map(v => ({ id: v.id, n: v.nodes.length,
              first: v.nodes[0].target.join(' '), why: v.nodes[0].failureSummary.slice(0, 200) })) }))""")
    check("color-contrast" in res["passes"] and not res["violations"],
          "axe-core: no WCAG 2 A/AA violation %s" % what, res)


def cli_json(*args):
    proc = subprocess.run([str(CLI)] + list(args), capture_output=True, text=True)
    return json.loads(proc.stdout)


def run_cli(src):
    path = ARTIFACTS / "teach-snippet.py"
    path.write_text(src)
    proc = subprocess.run([str(CLI), "run", str(path)], capture_output=True, text=True)
    err = proc.stderr.strip().splitlines()
    return proc.stdout, (err[-1].replace("stridelab run: ", "") if err else "")


def addr_of(step, index):
    return step["offset"] + sum(i * s for i, s in zip(index, step["stride"]))


def unravel(n, shape):
    out = []
    for size in reversed(shape):
        out.insert(0, n % size)
        n //= size
    return out


def rects_overlap_vertically(a, b):
    return a["y"] < b["y"] + b["height"] and b["y"] < a["y"] + a["height"]


def main():
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page_errors = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(
            executable_path=CHROMIUM, headless=True,
            args=["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync"])

        def open_page(width, height, url=None):
            ctx = browser.new_context(viewport={"width": width, "height": height},
                                      permissions=["clipboard-read", "clipboard-write"])
            page = ctx.new_page()
            page.on("pageerror", lambda e: page_errors.append("pageerror: %s" % e))
            page.on("console", lambda m: page_errors.append("console: " + m.text) if m.type == "error" else None)
            page.on("request", lambda r: page_errors.append("network request: " + r.url)
                    if not r.url.startswith(("file:", "data:", "blob:")) else None)
            page.set_default_timeout(10000)
            page.goto(url or PAGE.as_uri())
            page.wait_for_selector("body[data-ready='1']", timeout=15000)
            return ctx, page

        def settle(page):
            page.wait_for_function("() => !document.body.dataset.busy", timeout=15000)

        def run_chain(page, src):
            page.fill("[data-testid=snippet-input]", src)
            page.press("[data-testid=snippet-input]", "Enter")
            settle(page)

        def in_viewport(page, sel):
            return page.eval_on_selector(sel, """e => { const r = e.getBoundingClientRect();
                return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth; }""")

        try:
            ctx, page = open_page(1280, 800)

            # ------------------------------------------------ 1. side by side --
            def side_by_side():
                run_chain(page, LESSON)
                cell = page.locator("[data-testid=grid-cell][data-index='5,2,1']")
                cell.hover()
                grid = page.locator("[data-testid=logical-grid]").bounding_box()
                strip = page.locator("[data-testid=storage-strip]").bounding_box()
                ro = page.locator("[data-testid=readouts]").bounding_box()
                check(ro["x"] >= max(grid["x"] + grid["width"], strip["x"] + strip["width"]) - 1,
                      "1280 px: the readouts stand to the right of the strip and the grid", (ro, grid, strip))
                check(rects_overlap_vertically(ro, strip), "1280 px: the readouts start level with the strip", (ro, strip))
                check(in_viewport(page, "[data-testid=hover]") and in_viewport(page, "[data-testid=grid-cell][data-index='5,2,1']"),
                      "1280 px: the hovered cell and its readout are on screen together")
                # the whole 3-d view at once: no inner scroll, every slab inside the screen's height
                sc = page.eval_on_selector("[data-testid=logical-grid]", "g => [g.scrollHeight - g.clientHeight, getComputedStyle(g).overflowY]")
                check(sc[0] <= 0, "1280 px: the grid has no scroll box of its own", sc)
                check(grid["height"] < 800, "1280 px: the whole (8, 4, 2) view fits the screen's height (%d px)" % grid["height"])
                tops = page.eval_on_selector_all("#grid .slab", "es => es.map(e => Math.round(e.getBoundingClientRect().top))")
                check(len(tops) == 8 and len(set(tops)) < len(tops), "1280 px: the 8 slabs are laid side by side (tops %s)" % tops)
                page.screenshot(path=str(ARTIFACTS / "teach-side-by-side-1280.png"))

            # ------------------------------------------------ 2. dims in colour --
            def dims_colour():
                run_chain(page, LESSON)
                step = cli_json("eval", "--json", LESSON)
                page.locator("[data-testid=grid-cell][data-index='5,2,1']").hover()
                col = page.evaluate("""() => {
                    const c = e => getComputedStyle(e).color;
                    const out = {};
                    for (let d = 0; d < 3; d++) {
                      out[d] = {
                        axis: [...document.querySelectorAll(`#grid [data-dim="${d}"]`)].map(c),
                        term: [...document.querySelectorAll(`[data-testid=addr-term][data-dim="${d}"]`)].map(c),
                        jump: [...document.querySelectorAll(`#strip .jump[data-dim="${d}"]`)].map(c),
                        label: [...document.querySelectorAll(`[data-testid=addr-term][data-dim="${d}"] .dl`)].map(e => e.textContent) };
                    }
                    return out; }""")
                for d in range(3):
                    colours = set(col[str(d)]["axis"] + col[str(d)]["term"] + col[str(d)]["jump"])
                    check(col[str(d)]["axis"] and col[str(d)]["term"] and col[str(d)]["jump"] and len(colours) == 1,
                          "dim %d: one colour through its grid axis, its term and its jump on the strip" % d, col[str(d)])
                    check(col[str(d)]["label"] == ["d%d:" % d], "dim %d's term is labelled d%d (told apart without colour)" % (d, d), col[str(d)]["label"])
                distinct = {col[str(d)]["term"][0] for d in range(3)}
                check(len(distinct) == 3, "the three dims have three colours", distinct)
                styles = page.eval_on_selector_all("[data-testid=addr-term]", "es => es.map(e => getComputedStyle(e).borderTopStyle)")
                check(len(set(styles)) == 3, "the three terms have three border patterns too", styles)
                # the jumps land where the partial sums are: offset, + 5×1, + 2×8, + 1×32
                jumps = page.eval_on_selector_all("#strip .jump", "es => es.map(e => [e.dataset.dim, e.parentElement.dataset.storage])")
                partial, want = step["offset"], []
                for d, i in enumerate([5, 2, 1]):
                    partial += i * step["stride"][d]
                    want.append([str(d), str(partial)])
                check(sorted(jumps) == sorted(want), "each dim's jump lands on its partial sum of the address", (jumps, want))

            def walk():
                run_chain(page, LESSON)
                step = cli_json("eval", "--json", LESSON)
                check(page.is_visible("[data-testid=walk-controls]"), "the walk's Step / Play / Stop are shown")
                page.focus("[data-testid=walk-step]")
                page.keyboard.press("Enter")
                page.keyboard.press("Space")
                page.keyboard.press("Enter")
                idx = unravel(2, step["shape"])
                want = addr_of(step, idx)
                pos = page.text_content("[data-testid=walk-pos]")
                check(pos.startswith("step 3 of 64: index (%s) reaches element %d" % (", ".join(map(str, idx)), want)),
                      "three Steps by keyboard: the third index in logical order and its address", (pos, idx, want))
                lit_g = page.eval_on_selector_all("#grid .cell.walk", "es => es.map(e => e.dataset.index)")
                lit_s = page.eval_on_selector_all("#strip .cell.walk", "es => es.map(e => e.dataset.storage)")
                check(lit_g == [",".join(map(str, idx))] and lit_s == [str(want)], "the walk lights the index and the address it reaches",
                      (lit_g, lit_s))
                check("= %d" % want in page.text_content("[data-testid=hover]"), "the walk shows the address sum")
                page.click("[data-testid=walk-play]")
                page.wait_for_timeout(1400)
                check(page.is_enabled("[data-testid=walk-stop]"), "Play enables Stop")
                page.focus("[data-testid=walk-stop]")
                page.keyboard.press("Enter")
                n1 = page.text_content("[data-testid=walk-pos]")
                page.wait_for_timeout(900)
                n2 = page.text_content("[data-testid=walk-pos]")
                m = re.match(r"step (\d+) of 64", n1)
                check(m and int(m.group(1)) > 3 and n1 == n2 and not page.is_enabled("[data-testid=walk-stop]"),
                      "Play walks on; Stop (keyboard) holds it", (n1, n2))
                page.click("[data-testid=walk-reset]")
                check(page.locator("#grid .cell.walk").count() == 0 and "Step visits the first" in page.text_content("[data-testid=walk-pos]"),
                      "Reset starts the walk again")

            # ------------------------------------------------ 3. refusals --
            def refusals():
                run_chain(page, REFUSED_VIEW)
                err = cli_json("eval", "--json", REFUSED_VIEW)["error"]
                body = page.evaluate("() => document.body.innerText")
                check(body.count(err["message"]) == 1, "the refused view's error is shown once (%d times)" % body.count(err["message"]))
                why = page.text_content("[data-testid=plain-why]")
                inp = cli_json("explain", "--json", REFUSED_VIEW)["steps"][-1]
                # the first pair of neighbouring dims that do not merge, from explain's layout
                pair = next((i, i + 1) for i in range(len(inp["shape"]) - 1)
                            if inp["stride"][i] != inp["stride"][i + 1] * inp["shape"][i + 1])
                check("Dims %d and %d of its input are not adjacent in memory" % pair in why,
                      "plain words: which dims are not adjacent in memory", why)
                marked = page.eval_on_selector_all("#grid .apart", "es => [...new Set(es.map(e => e.dataset.dim))].sort()")
                check(marked == [str(pair[0]), str(pair[1])], "both dims are marked on the grid", marked)
                s_marked = page.eval_on_selector_all("#strip .cell.apart", "es => es.map(e => e.dataset.storage)")
                check(str(inp["offset"] + inp["stride"][pair[0]]) in s_marked,
                      "the strip marks where a step along dim %d lands" % pair[0], s_marked)
                fixes = page.eval_on_selector_all("[data-testid=fix]", "es => es.map(e => e.dataset.fix)")
                want_fixes = [REFUSED_VIEW.replace(".view(", ".reshape("), REFUSED_VIEW.replace(".view(", ".contiguous().view(")]
                check(fixes == want_fixes, "two one-click fixes: .reshape and .contiguous().view", fixes)
                for k, fixed in enumerate(want_fixes):
                    run_chain(page, REFUSED_VIEW)
                    page.locator("[data-testid=fix]").nth(k).click()
                    settle(page)
                    want = cli_json("eval", "--json", fixed)
                    last = page.locator("[data-testid=step]").last
                    check(page.input_value("[data-testid=snippet-input]") == fixed and not page.is_visible("[data-testid=error]")
                          and json.loads(last.get_attribute("data-shape")) == want["shape"]
                          and json.loads(last.get_attribute("data-stride")) == want["stride"],
                          "the fix %s runs and gives eval's layout" % fixed, want)
                run_chain(page, REFUSED_VIEW)
                page.screenshot(path=str(ARTIFACTS / "teach-refusal-1280.png"), full_page=True)

            def negative_step():
                for src, np_src in (("torch.arange(5.)[::-1]", "np.arange(5.)[::-1]"),
                                    ("torch.arange(12.).reshape(3, 4)[1:, 3:0:-2]", "np.arange(12.).reshape(3, 4)[1:, 3:0:-2]")):
                    run_chain(page, src)
                    why = page.text_content("[data-testid=plain-why]")
                    check("torch has no negative strides" in why, "%s: plain words say torch has no negative strides" % src, why)
                    fix = page.get_attribute("[data-testid=fix]", "data-fix")
                    check(".flip(" in fix, "%s: the fix uses .flip" % src, fix)
                    page.click("[data-testid=fix]")
                    settle(page)
                    got, _ = run_cli("import torch\nprint(%s.tolist())\n" % fix)
                    want = subprocess.run(["/usr/bin/python3", "-c", "import numpy as np; print(%s.tolist())" % np_src],
                                          capture_output=True, text=True).stdout
                    check(got == want and not page.is_visible("[data-testid=error]"),
                          "%s: the fix %s gives numpy's elements in numpy's order" % (src, fix), (got, want))

            def other_refusals():
                for src, words in (("torch.arange(3.).expand(2, 5)", "expand() can only stretch a dim of size 1"),
                                   ("torch.arange(6.).view(4)", "keeps the number of elements"),
                                   ("torch.arange(6.).transpose(0, 2)", "This tensor has 1 dim, numbered 0 to 0"),
                                   ("torch.arange(4).unique(sorted=False)", "does not model this op")):
                    run_chain(page, src)
                    why = page.text_content("[data-testid=plain-why]") if page.is_visible("[data-testid=plain-why]") else ""
                    check(words in why, "%s: refused in plain words" % src, why)
                    msg = page.text_content("[data-testid=error]").strip()
                    body = page.evaluate("() => document.body.innerText")
                    key = msg.split(": ", 1)[-1][:40]   # the message's start, as any copy of it would show it
                    check(key and body.count(key) == 1, "%s: the error is shown once (%d times)" % (src, body.count(key)), msg)

            # ------------------------------------------------ 4. predict --
            def predict():
                page.check("[data-testid=predict-mode]")
                run_chain(page, LESSON)
                want = cli_json("explain", "--json", LESSON)["steps"]
                last = page.locator("[data-testid=step]").last
                cells = last.locator("td")
                check(cells.nth(2).text_content() == "?" and cells.nth(3).text_content() == "?",
                      "predict: the last step's shape and stride are hidden", [cells.nth(k).text_content() for k in range(5)])
                vis = page.eval_on_selector("#grid-panel .sbs", "e => getComputedStyle(e).visibility")
                check(vis == "hidden", "predict: the drawing is hidden until Reveal", vis)
                page.fill("[data-testid=predict-shape]", "(8, 4, 2)")
                page.fill("[data-testid=predict-stride]", "1, 8, 32")
                page.fill("[data-testid=predict-offset]", "5")
                page.screenshot(path=str(ARTIFACTS / "teach-predict-1280.png"))
                page.press("[data-testid=predict-offset]", "Enter")
                verdicts = page.eval_on_selector_all("[data-testid=predict-verdict]", "es => es.map(e => [e.dataset.field, e.dataset.ok, e.textContent])")
                w = want[-1]
                check([v[:2] for v in verdicts] == [["shape", "1" if w["shape"] == [8, 4, 2] else "0"],
                                                   ["stride", "1" if w["stride"] == [1, 8, 32] else "0"],
                                                   ["offset", "1" if w["offset"] == 5 else "0"]],
                      "predict: each field judged against explain's answer", verdicts)
                check("the answer is %d" % w["offset"] in verdicts[2][2], "predict: a wrong field shows the answer", verdicts[2])
                arith = page.eval_on_selector_all("[data-testid=predict-arith]", "es => es.map(e => e.textContent)")
                check(len(arith) == len(want) and all(s["arith"] in a for s, a in zip(want, arith)),
                      "predict: the arithmetic of every step is shown", arith)
                check(json.loads(last.get_attribute("data-shape")) == w["shape"] and cells.nth(2).text_content() == "(8, 4, 2)"
                      and page.eval_on_selector("#grid-panel .sbs", "e => getComputedStyle(e).visibility") == "visible",
                      "predict: Reveal shows the table and the drawing")
                page.screenshot(path=str(ARTIFACTS / "teach-reveal-1280.png"))
                page.uncheck("[data-testid=predict-mode]")
                # the cache lab's hit count
                lab = cli_json("cache", "--json", "--capacity", "4", "--stride", "4")
                for guess, ok in ((lab["hits"], True), (lab["hits"] - 3, False)):
                    page.fill("[data-testid=cache-capacity]", "4"); page.fill("[data-testid=cache-stride]", "4")
                    page.fill("[data-testid=cache-guess]", str(guess))
                    page.click("[data-testid=cache-reset]")
                    check(page.text_content("[data-testid=cache-verdict]") == "", "cache: no verdict before the last request")
                    page.click("[data-testid=cache-play]")
                    page.wait_for_function("() => document.querySelector('[data-testid=cache-play]').textContent === 'Play'"
                                           " && document.querySelector('[data-testid=cache-verdict]').textContent !== ''")
                    v = page.text_content("[data-testid=cache-verdict]")
                    check(v.startswith("✓ right" if ok else "✗ not quite") and "made %d of 16" % lab["hits"] in v,
                          "cache: predicted %d hits judged against the lab's %d" % (guess, lab["hits"]), v)
                page.fill("[data-testid=cache-guess]", "")

            # ------------------------------------------------ 5. URL, history, undo, copy --
            def url_state():
                run_chain(page, REFUSED_VIEW.replace(".view(6, 4)", ""))
                page.locator("[data-testid=step]").nth(1).click()
                page.fill("[data-testid=cache-capacity]", "2"); page.dispatch_event("[data-testid=cache-capacity]", "change")
                url = page.url
                check("src=" in url and "step=1" in url and "C=2" in url, "the URL holds the input, the step and the lab", url)
                ctx2, p2 = open_page(1280, 800, url)
                rows = p2.locator("[data-testid=step]")
                sel = p2.eval_on_selector_all("[data-testid=step]", "es => es.findIndex(e => e.classList.contains('selected'))")
                check(p2.input_value("[data-testid=snippet-input]") == REFUSED_VIEW.replace(".view(6, 4)", "")
                      and rows.count() == 3 and sel == 1 and p2.input_value("[data-testid=cache-capacity]") == "2",
                      "a link opens the same chain, step and lab", (rows.count(), sel))
                check(p2.text_content("#sel-label").startswith("— step 1:"), "a link draws the linked step", p2.text_content("#sel-label"))
                ctx2.close()
                page.fill("[data-testid=cache-capacity]", "4"); page.dispatch_event("[data-testid=cache-capacity]", "change")
                run_chain(page, "torch.arange(6.).view(2, 3)")
                run_chain(page, "torch.arange(6.).view(3, 2).t()")
                page.go_back(); settle(page)
                check(page.input_value("[data-testid=snippet-input]") == "torch.arange(6.).view(2, 3)"
                      and json.loads(page.locator("[data-testid=step]").last.get_attribute("data-shape")) == [2, 3],
                      "Back returns to the previous chain, drawn", page.input_value("[data-testid=snippet-input]"))
                page.go_forward(); settle(page)
                check(page.input_value("[data-testid=snippet-input]") == "torch.arange(6.).view(3, 2).t()"
                      and json.loads(page.locator("[data-testid=step]").last.get_attribute("data-shape")) == [2, 3]
                      and json.loads(page.locator("[data-testid=step]").last.get_attribute("data-stride")) == [1, 2],
                      "Forward returns to the later chain", page.input_value("[data-testid=snippet-input]"))

            def undo():
                run_chain(page, "torch.arange(12.).view(3, 4)")
                page.click("[data-testid=layout-editor] summary")
                page.fill("[data-testid=edit-stride-0]", "2")
                page.wait_for_function("() => document.querySelector('[data-testid=snippet-input]').value.includes('(2, 1)')")
                page.fill("[data-testid=edit-size-1]", "3")
                page.wait_for_function("() => document.querySelector('[data-testid=snippet-input]').value.includes('(3, 3)')")
                check(page.is_enabled("[data-testid=edit-undo]"), "undo: enabled after an edit")
                page.click("[data-testid=edit-undo]")
                last = page.locator("[data-testid=step]").last
                check(page.input_value("[data-testid=edit-size-1]") == "4" and page.input_value("[data-testid=edit-stride-0]") == "2"
                      and json.loads(last.get_attribute("data-shape")) == [3, 4] and json.loads(last.get_attribute("data-stride")) == [2, 1],
                      "undo: the last edit is undone and redrawn", page.input_value("[data-testid=snippet-input]"))
                page.click("[data-testid=edit-undo]")
                last = page.locator("[data-testid=step]").last
                check(page.input_value("[data-testid=edit-stride-0]") == "4" and json.loads(last.get_attribute("data-stride")) == [4, 1]
                      and not page.is_enabled("[data-testid=edit-undo]"), "undo: twice gives the original layout; nothing left to undo")

            def copy():
                run_chain(page, LESSON)
                clip = lambda: page.evaluate("() => navigator.clipboard.readText()")
                page.click("[data-testid=copy-chain]")
                page.wait_for_function("() => document.querySelector('[data-testid=copy-status]').textContent.startsWith('copied')")
                check(clip() == LESSON, "copy: the chain", clip())
                page.click("[data-testid=copy-stride]")
                want = cli_json("eval", "--json", LESSON)["stride"]
                page.wait_for_function("() => document.querySelector('[data-testid=copy-status]').textContent.includes('stride')")
                check(clip() == "(" + ", ".join(map(str, want)) + ")", "copy: the stride tuple", clip())
                page.locator("[data-testid=grid-cell][data-index='5,2,1']").hover()
                page.click("[data-testid=copy-sum]")
                page.wait_for_function("() => document.querySelector('[data-testid=copy-status]').textContent.includes('sum')")
                hover = page.text_content("[data-testid=hover]")
                check(clip() and ("index (5, 2, 1): " + clip()) in hover and clip().endswith("= 53 → byte 212"),
                      "copy: the address sum as the engine wrote it", clip())

            # ------------------------------------------------ 6. snippet variables --
            def snippet_vars():
                src = "b = torch.arange(6.)\nw = b.view(2, 3).t()\nprint(w.stride())"
                page.fill("[data-testid=snippet-input]", src)
                page.click("[data-testid=run]"); settle(page)
                want_out, _ = run_cli("import torch\n" + src + "\n")
                check(page.text_content("[data-testid=output]") == want_out,
                      "a multi-line snippet gets the chain's implicit import (torch)", page.text_content("[data-testid=output]"))
                names = page.eval_on_selector_all("[data-testid=var]", "es => es.map(e => e.dataset.name)")
                check(names == ["b", "w"], "the snippet's tensors are listed", names)
                page.click("[data-testid=var][data-name=w]")
                rows = page.eval_on_selector_all("[data-testid=step]", "es => es.map(e => [e.children[1].textContent, e.dataset.shape, e.dataset.stride, e.dataset.offset])")
                want_w = cli_json("eval", "--json", "torch.arange(6.).view(2, 3).t()")
                check(rows[1] == ["w", json.dumps(want_w["shape"]).replace(" ", ""), json.dumps(want_w["stride"]).replace(" ", ""), str(want_w["offset"])],
                      "w is drawn with eval's layout", rows)
                check(page.text_content("#sel-label").endswith("w") and page.locator("[data-testid=grid-cell]").count() == 6,
                      "picking w draws its grid", page.text_content("#sel-label"))
                page.locator("[data-testid=grid-cell][data-index='2,1']").hover()
                hv = page.text_content("[data-testid=hover]")
                check(re.search(r"value 5\.0\b", hv), "w[2, 1] shows the stored value 5.0", hv)
                opts = page.eval_on_selector_all("[data-testid=compare] option", "es => es.map(e => e.textContent)")
                check(any(o.startswith("b ") for o in opts), "w's storage is shared with b: offered for comparison", opts)
                page.select_option("[data-testid=compare]", index=1)
                also = page.eval_on_selector_all("#strip .cell.also", "es => es.map(e => e.dataset.storage)")
                check(also == [str(k) for k in range(6)], "two views on one strip: b's reach marked B on w's strip", also)
                check(page.eval_on_selector("#strip .cell.also", "e => getComputedStyle(e, '::before').content") == '"B"',
                      "the compared view's marks carry the letter B (not colour alone)")
                page.screenshot(path=str(ARTIFACTS / "teach-snippet-vars-1280.png"), full_page=True)
                # names bound inside a block are globals too; a function's locals are not
                page.fill("[data-testid=snippet-input]", "def f():\n    loc = torch.zeros(2)\n    return loc\nfor i in range(2):\n    t = torch.arange(4.)[i:]\nu = f()")
                page.click("[data-testid=run]"); settle(page)
                names = page.eval_on_selector_all("[data-testid=var]", "es => es.map(e => e.dataset.name)")
                check(names == ["t", "u"], "a tensor bound in a loop is listed, a function's local is not", names)
                page.click("[data-testid=var][data-name=t]")
                check(page.locator("[data-testid=step]").nth(0).get_attribute("data-offset") == "1",
                      "the loop's last t (offset 1) is drawn")
                # under the debian12 profile (torch 1.13: no untyped_storage) too
                page.select_option("[data-testid=ref]", "debian12")
                page.fill("[data-testid=snippet-input]", "b = torch.arange(6.)\nw = b.view(2, 3).t()")
                page.click("[data-testid=run]"); settle(page)
                names = page.eval_on_selector_all("[data-testid=var]", "es => es.map(e => e.dataset.name)")
                check(names == ["b", "w"], "debian12: the snippet's tensors are listed", names)
                page.select_option("[data-testid=ref]", "lessons"); settle(page)
                # numpy: strides in bytes in the table, elements in the drawing
                src = "a = np.arange(12, dtype=np.int32).reshape(3, 4)[:, ::2]\nprint(a.strides)"
                page.fill("[data-testid=snippet-input]", src)
                page.click("[data-testid=run]"); settle(page)
                page.click("[data-testid=var][data-name=a]")
                want_a = cli_json("eval", "--json", "np.arange(12, dtype=np.int32).reshape(3, 4)[:, ::2]")
                last = page.locator("[data-testid=step]").last
                check(json.loads(last.get_attribute("data-stride")) == want_a["stride"]
                      and page.locator("[data-testid=storage-cell]").count() == 12,
                      "a numpy array from a snippet: eval's byte strides, its 12-element storage", want_a)
                page.locator("[data-testid=grid-cell][data-index='1,1']").hover()
                check("value 6" in page.text_content("[data-testid=hover]"), "a[1, 1] shows 6", page.text_content("[data-testid=hover]"))
                # imports on a line of their own: the line numbers stay the learner's
                src = "for i in range(1):\n    pass\nx = torch.arange(4)\nprint(x.unique(sorted=False))"
                page.fill("[data-testid=snippet-input]", src)
                page.click("[data-testid=run]"); settle(page)
                _, last_line = run_cli("import torch\n" + src + "\n")
                want = re.sub(r"line (\d+)", lambda m: "line %d" % (int(m.group(1)) - 1), last_line)
                check(page.text_content("[data-testid=error]").strip() == want and want.startswith("line 4"),
                      "the error names the learner's line 4", (page.text_content("[data-testid=error]"), want))

            # ------------------------------------------------ 7. cache lab, legend --
            def cache_mechanism():
                for C, s, steps in ((4, 4, 5), (2, 1, 3)):
                    lab = cli_json("cache", "--json", "--capacity", str(C), "--stride", str(s))
                    page.fill("[data-testid=cache-capacity]", str(C)); page.fill("[data-testid=cache-stride]", str(s))
                    page.click("[data-testid=cache-reset]")
                    W = 16 // math.gcd(s, 16)
                    cyc = page.text_content("[data-testid=cache-cycle]")
                    first = [r["address"] for r in lab["requests"][:W]]
                    check("every W = 16/gcd(%d, 16) = %d request" % (s, W) in cyc and "(%s" % ", ".join(map(str, first)) in cyc,
                          "C=%d s=%d: the address cycle is stated" % (C, s), cyc)
                    for _ in range(steps):
                        page.click("[data-testid=cache-step]")
                    tiles = page.eval_on_selector_all("[data-testid=cache-req]", "es => es.map(e => e.textContent)")
                    model = collections.OrderedDict()
                    for k, r in enumerate(lab["requests"][:steps]):
                        mark = "✓ H" if r["hit"] else "✗ M"
                        out = "" if r["evicted"] is None else "out %d" % r["evicted"]
                        check(tiles[k] == "%d%d%s%s" % (k, r["address"], mark, out),
                              "C=%d s=%d: request %d marked %s %s (not colour alone)" % (C, s, k, mark, out), tiles[k])
                        if r["address"] in model:
                            model.move_to_end(r["address"])
                        else:
                            if len(model) == C:
                                model.popitem(last=False)
                            model[r["address"]] = True
                    lru = page.eval_on_selector_all("#cache-lru .line", "es => es.map(e => +e.textContent)")
                    check(lru == list(model.keys()), "C=%d s=%d: the LRU order after %d requests (next victim first)" % (C, s, steps),
                          (lru, list(model.keys())))
                    r = lab["requests"][steps - 1]
                    last = page.text_content("[data-testid=cache-last]")
                    want = ("line %d, the least recently used, is evicted" % r["evicted"]) if r["evicted"] is not None else ("hit" if r["hit"] else "nothing evicted")
                    check(want in last, "C=%d s=%d: the last request says what it did" % (C, s), last)
                page.locator("#cache-panel").screenshot(path=str(ARTIFACTS / "teach-cache-1280.png"))

            def legend():
                run_chain(page, "torch.as_strided(torch.arange(6.), (4, 3), (1, 1))")
                page.locator("[data-testid=grid-cell]").nth(1).hover()
                page.click("[data-testid=walk-step]")
                got = page.evaluate("""() => {
                    const bg = e => getComputedStyle(e).backgroundColor;
                    const used = new Set([...document.querySelectorAll('#strip .cell, #grid .cell')].map(bg));
                    const legend = new Set([...document.querySelectorAll('[data-testid=legend] .sw')].map(bg));
                    return { used: [...used], missing: [...used].filter(c => !legend.has(c)) }; }""")
                check(got["used"] and not got["missing"], "legend: every colour drawn in the strip and the grid is in the legend", got)
                run_chain(page, "torch.arange(4.).view(2, 2)[:, :1]")
                gap = page.eval_on_selector("[data-testid=storage-cell][data-count='0']", "e => [getComputedStyle(e).borderTopStyle, getComputedStyle(e, '::after').content]")
                run_chain(page, "torch.zeros(1).expand(5000, 1000)")
                unk = page.eval_on_selector("#strip .cell.unknown", "e => [getComputedStyle(e).borderTopStyle, getComputedStyle(e, '::after').content, getComputedStyle(e).backgroundImage]")
                check(gap[0] == "dashed" and unk[0] != "dashed" and unk[1] == '"?"' and "gradient" in unk[2] and gap[1] in ("none", "normal"),
                      "'not reached' (dashed edge) and 'not counted' (hatched, ?) differ without colour", (gap, unk))
                hits = page.eval_on_selector_all(".cache-legend .sw", "es => es.map(e => e.textContent)")
                check("✓ H" in hits and "✗ M" in hits, "the cache legend names hit and miss by sign and letter", hits)

            # ------------------------------------------------ accessibility of the new views --
            def accessibility():
                for w, h in ((1280, 800), (390, 844)):
                    c, p = open_page(w, h)
                    p.fill("[data-testid=snippet-input]", "b = torch.arange(6.)\nw = torch.as_strided(b, (4, 3), (1, 1))")
                    p.click("[data-testid=run]"); settle(p)
                    p.click("[data-testid=var][data-name=w]")
                    p.select_option("[data-testid=compare]", index=1)
                    p.locator("[data-testid=grid-cell]").nth(4).hover()
                    p.click("[data-testid=walk-step]")
                    p.fill("[data-testid=cache-capacity]", "2"); p.fill("[data-testid=cache-stride]", "1")
                    p.fill("[data-testid=cache-guess]", "3")
                    p.click("[data-testid=cache-reset]")
                    p.click("[data-testid=cache-play]")
                    p.wait_for_function("() => document.querySelector('[data-testid=cache-play]').textContent === 'Play'")
                    axe_check(p, "(%d px: snippet variables, compare, walk, cache lab with evictions and a verdict)" % w)
                    p.check("[data-testid=predict-mode]")
                    run_chain(p, REFUSED_VIEW)
                    axe_check(p, "(%d px: a refusal with its fixes)" % w)
                    run_chain(p, LESSON)
                    axe_check(p, "(%d px: a prediction open)" % w)
                    p.click("[data-testid=predict-reveal]")
                    axe_check(p, "(%d px: a prediction revealed)" % w)
                    c.close()

            # ------------------------------------------------ size and speed --
            def size_and_speed():
                size = PAGE.stat().st_size
                check(size < 1000000, "the page is one file under 1 MB (%d bytes)" % size)
                for w, h in ((1280, 800), (390, 844)):
                    c, p = open_page(w, h)
                    ms = int(p.get_attribute("body", "data-ready-ms"))
                    check(ms < 1000, "%dx%d: loaded, engine ready and the first chain drawn in %d ms (< 1 s)" % (w, h, ms))
                    c.close()

            # ------------------------------------------------ phone width --
            def phone():
                ctx3, ph = open_page(390, 844)
                run_chain(ph, "torch.arange(216.).reshape(6, 6, 6).permute(2, 0, 1)")
                ph.locator("[data-testid=storage-cell][data-storage='215']").click()
                check(in_viewport(ph, "#grid .cell.picked"), "390 px: a clicked storage element's index is scrolled into view")
                check(in_viewport(ph, "[data-testid=whois]"), "390 px: its whois readout is on screen at the same time")
                ph.screenshot(path=str(ARTIFACTS / "teach-scroll-390.png"))
                ph.focus("[data-testid=grid-cell][data-index='0,0,0']")
                ph.keyboard.press("End")
                check(in_viewport(ph, "[data-testid=hover]") and "(5, 5, 5)" in ph.text_content("[data-testid=hover]"),
                      "390 px: the hover readout stays on screen beside the focused cell")
                overflow = ph.evaluate("() => document.documentElement.scrollWidth - window.innerWidth")
                check(overflow <= 1, "390 px: no horizontal page overflow", overflow)
                run_chain(ph, REFUSED_VIEW)
                check(ph.is_visible("[data-testid=fix]") and ph.is_visible("[data-testid=plain-why]"), "390 px: the refusal's reason and fixes are shown")
                ph.screenshot(path=str(ARTIFACTS / "teach-refusal-390.png"), full_page=True)
                ctx3.close()

            # the learner's report (tests/browser/learner_report.py), with this file's helpers
            helpers = types.SimpleNamespace(page=page, check=check, run_chain=run_chain, settle=settle, open_page=open_page,
                                            cli=CLI, artifacts=ARTIFACTS, page_uri=PAGE.as_uri())
            groups = (("1: side by side", side_by_side), ("2: dims in colour", dims_colour), ("2: walk", walk),
                             ("3: a refused view", refusals), ("3: a negative step", negative_step),
                             ("3: other refusals", other_refusals), ("4: predict", predict), ("5: URL state", url_state),
                             ("5: undo", undo), ("5: copy", copy), ("6: snippet variables", snippet_vars),
                             ("7: cache mechanism", cache_mechanism), ("7: legend", legend), ("phone", phone),
                             ("size and speed", size_and_speed),
                             ("accessibility", accessibility)) + tuple(("learner " + n, f) for n, f in learner_report.sections(helpers))
            only = os.environ.get("ONLY", "")   # run only the sections whose name holds this text
            for name, fn in groups:
                if only in name:
                    section(name, fn)
            ctx.close()
        finally:
            browser.close()
    check(not page_errors, "no page errors, console errors or network requests", "\n     ".join(page_errors))
    print("teach: %d passed, %d failed" % (checks - failures, failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
