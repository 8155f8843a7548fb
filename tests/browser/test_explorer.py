"""Browser tests of the offline explorer page.

Drives Debian's chromium (headless, --no-sandbox, a fresh temporary profile, background
networking off) with PyPI's playwright (``executable_path=``: playwright downloads no
browser), loads build/explorer.html from disk (file://) and checks what the page shows
against what ``stridelab eval --json`` prints for the same chain.  Any page error,
console error or network request fails the run.  Screenshots go to
build/browser-artifacts/.

    python tests/browser/test_explorer.py [path/to/explorer.html]

Environment: BUILD (the build folder, default build/), CHROMIUM (default
/usr/bin/chromium).
"""
import json
import os
import pathlib
import re
import subprocess
import sys
import time

from playwright.sync_api import sync_playwright

ROOT = pathlib.Path(__file__).resolve().parents[2]
BUILD = pathlib.Path(os.environ.get("BUILD", ROOT / "build")).resolve()
PAGE = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else BUILD / "explorer.html").resolve()
CLI = BUILD / "stridelab"
ARTIFACTS = BUILD / "browser-artifacts"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")

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


def eval_json(expr):
    """What the CLI answers for a chain; an error exits non-zero with JSON on stdout."""
    proc = subprocess.run([str(CLI), "eval", "--json", expr], capture_output=True, text=True)
    return json.loads(proc.stdout)


def explain_json(expr):
    """What the CLI's explain --json answers (an error exits non-zero with JSON on stdout)."""
    proc = subprocess.run([str(CLI), "explain", "--json", expr], capture_output=True, text=True)
    return json.loads(proc.stdout)


def run_snippet_cli(src, ref=None):
    """stdout and Python's last line of stderr for a snippet run by the CLI (under --ref)."""
    path = ARTIFACTS / "snippet.py"
    path.write_text(src)
    proc = subprocess.run([str(CLI), "run"] + (["--ref", ref] if ref else []) + [str(path)],
                          capture_output=True, text=True)
    err = proc.stderr.strip().splitlines()
    return proc.stdout, (err[-1] if err else "")


def axe_script():
    """axe-core's script as shipped inside PyPI's axe-playwright-python (no network)."""
    try:
        import axe_playwright_python
    except ImportError:
        return None
    return (pathlib.Path(axe_playwright_python.__file__).parent / "axe.min.js").read_text()


def axe_check(page, what):
    """axe-core's WCAG 2 A/AA rules on the page as it is drawn now: no violation at all."""
    script = axe_script()
    if script is None:
        check(False, "axe-core (axe-playwright-python) is installed in the browser venv")
        return
    if not page.evaluate("() => typeof axe !== 'undefined'"):
        page.add_script_tag(content=script)
    res = page.evaluate("""() => axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
        .then(r => ({ passes: r.passes.map(p => p.id), violations: r.violations.map(v => ({ id: v.id, n: v.nodes.length,
              first: v.nodes[0].target.join(' '), why: v.nodes[0].failureSummary.slice(0, 200) })) }))""")
    check("color-contrast" in res["passes"] and not res["violations"],
          "axe-core: contrast checked and no WCAG 2 A/AA violation (contrast, labels, ...) %s" % what, res)


def section(name, fn, *args):
    """Run one group of checks; an exception (a timeout, a missing element) fails it."""
    print("-- " + name)
    try:
        fn(*args)
    except Exception as e:  # noqa: BLE001 - any failure of the page is a failed check
        check(False, name + ": ran to the end", "%s: %s" % (type(e).__name__, str(e)[:600]))


# WCAG 2 contrast of every visible text node against the background it is drawn on (the
# first ancestor with a non-transparent background, composed over white).
CONTRAST_JS = r"""
() => {
  const parse = c => { const m = c.match(/rgba?\(([^)]+)\)/); if (!m) return [255,255,255,1];
    const v = m[1].split(/[ ,\/]+/).filter(Boolean).map(Number); return [v[0], v[1], v[2], v.length > 3 ? v[3] : 1]; };
  const lum = ([r, g, b]) => { const f = x => { x /= 255; return x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b); };
  const over = (top, under) => { const a = top[3]; return [0,1,2].map(i => top[i] * a + under[i] * (1 - a)).concat([1]); };
  function background(e) {
    const layers = [];
    for (let n = e; n && n.nodeType === 1; n = n.parentElement) {
      const c = parse(getComputedStyle(n).backgroundColor);
      if (c[3] > 0) { layers.push(c); if (c[3] >= 1) break; }
    }
    let bg = [255, 255, 255, 1];
    for (let i = layers.length - 1; i >= 0; i--) bg = over(layers[i], bg);
    return bg;
  }
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let t = walker.nextNode(); t; t = walker.nextNode()) {
    if (!t.textContent.trim()) continue;
    const e = t.parentElement, st = getComputedStyle(e);
    if (e.closest("[hidden]") || st.visibility === "hidden" || st.display === "none" || e.getClientRects().length === 0) continue;
    if (e.closest("script,style,option")) continue;
    const bg = background(e), fg = over(parse(st.color), bg);
    const L1 = lum(fg), L2 = lum(bg), ratio = (Math.max(L1, L2) + 0.05) / (Math.min(L1, L2) + 0.05);
    out.push({ text: t.textContent.trim().slice(0, 30), cls: e.className, tag: e.tagName, ratio: Math.round(ratio * 100) / 100,
               size: parseFloat(st.fontSize), weight: st.fontWeight });
  }
  return out;
}
"""


def main():
    if not os.path.exists(CHROMIUM):
        print("chromium not found at " + CHROMIUM, file=sys.stderr)
        return 1
    if not PAGE.exists():
        print("page not found: %s" % PAGE, file=sys.stderr)
        return 1
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page_errors = []

    with sync_playwright() as pw:
        browser = pw.chromium.launch(
            executable_path=CHROMIUM, headless=True,
            args=["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update",
                  "--disable-sync"])
        # launch() always starts from a new, empty temporary profile

        def open_page(width, height):
            ctx = browser.new_context(viewport={"width": width, "height": height})
            page = ctx.new_page()
            page.on("pageerror", lambda e: page_errors.append("pageerror: %s" % e))
            page.on("console", lambda m: page_errors.append("console: " + m.text)
                    if m.type == "error" else None)
            page.on("request", lambda r: page_errors.append("network request: " + r.url)
                    if not r.url.startswith(("file:", "data:", "blob:")) else None)   # blob: the worker's inlined code
            page.set_default_timeout(10000)
            page.goto(PAGE.as_uri())
            page.wait_for_selector("body[data-ready='1']", timeout=15000)
            return ctx, page

        def settle(page):
            """Wait for a snippet's answer (snippets run in the page's worker)."""
            page.wait_for_function("() => !document.body.dataset.busy", timeout=15000)

        def run_chain(page, src):
            page.fill("[data-testid=snippet-input]", src)
            page.press("[data-testid=snippet-input]", "Enter")   # Enter runs
            settle(page)

        try:
            ctx, page = open_page(1280, 900)
            section("issue 29 item 7: usage hint", lambda: check("Hover or focus a cell" in page.text_content("[data-testid=hover]"),
                    "issue 29 item 7: the usage hint is shown after the page loads", page.text_content("[data-testid=hover]")))

            # 1. the first lesson's chain: the last step's shape/stride/offset as eval --json says
            chain = "torch.arange(64.).reshape(2, 4, 8).transpose(0, 2)"
            run_chain(page, chain)
            steps = page.locator("[data-testid=step]")
            n = steps.count()
            check(n == 3, "first lesson chain shows 3 op rows", "got %d" % n)
            last = steps.nth(n - 1)
            want = eval_json(chain)
            # the page's data-* attributes hold JSON.stringify'd arrays: compare as values
            got_shape = json.loads(last.get_attribute("data-shape"))
            got_stride = json.loads(last.get_attribute("data-stride"))
            check(got_shape == want["shape"], "shape matches stridelab eval --json",
                  "%s vs %s" % (got_shape, want["shape"]))
            check(got_stride == want["stride"], "stride matches stridelab eval --json",
                  "%s vs %s" % (got_stride, want["stride"]))
            check(int(last.get_attribute("data-offset")) == want["offset"],
                  "offset matches stridelab eval --json")
            check(want["shape"] == [8, 4, 2] and want["stride"] == [1, 8, 32],
                  "lesson numbers: torch.Size([8, 4, 2]) (1, 8, 32)", want)

            # 2. hover the logical cell (5, 2, 1): the address sum and the stored value 53
            cells = page.locator("[data-testid=grid-cell]")
            k = 5 * 8 + 2 * 2 + 1   # row-major position of (5, 2, 1) in shape (8, 4, 2)
            cells.nth(k).hover()
            hover = page.text_content("[data-testid=hover]")
            check(re.search(r"index \(5, 2, 1\)", hover) and re.search(r"= 53", hover)
                  and re.search(r"byte 212", hover), "hover shows the address sum for (5, 2, 1)", hover)
            check(re.search(r"value 53(\.0)?\b", hover), "hover shows the stored value 53", hover)
            page.screenshot(path=str(ARTIFACTS / "explorer-1280.png"), full_page=True)

            # 3. view(6, 4) on the transposed tensor: torch's message, at the step that raised
            bad = "torch.arange(24.).reshape(2, 3, 4).transpose(0, 1).view(6, 4)"
            run_chain(page, bad)
            err = page.text_content("[data-testid=error]").strip()
            want_err = eval_json(bad)["error"]
            check(err == "%s: %s" % (want_err["type"], want_err["message"]),
                  "view(6, 4) shows torch's message", err)
            check("view size is not compatible with input tensor's size and stride" in err,
                  "message is torch's view message", err)

            # 4. the cache lab: C=4, s=1 -> 0 hits; C=4, s=4 -> 12 hits
            for cap, stride, hits in ((4, 1, 0), (4, 4, 12)):
                page.fill("[data-testid=cache-capacity]", str(cap))
                page.fill("[data-testid=cache-stride]", str(stride))
                page.click("[data-testid=cache-reset]")
                page.click("[data-testid=cache-play]")
                page.wait_for_function(
                    """() => document.querySelector("[data-testid=cache-play]").textContent === "Play"
                      && Number(document.querySelector("[data-testid=cache-hits]").textContent)
                       + Number(document.querySelector("[data-testid=cache-misses]").textContent) === 16""",
                    timeout=15000)
                h = int(page.text_content("[data-testid=cache-hits]"))
                m = int(page.text_content("[data-testid=cache-misses]"))
                check(h == hits and m == 16 - hits, "cache lab C=%d s=%d: %d hits" % (cap, stride, hits),
                      "hits %d misses %d" % (h, m))
                page.screenshot(path=str(ARTIFACTS / ("cache-C%d-s%d-1280.png" % (cap, stride))),
                                full_page=True)
            # Step once after a reset: one request done
            page.click("[data-testid=cache-reset]")
            page.click("[data-testid=cache-step]")
            h1 = int(page.text_content("[data-testid=cache-hits]"))
            m1 = int(page.text_content("[data-testid=cache-misses]"))
            check(h1 + m1 == 1, "Step performs exactly one request", "hits %d misses %d" % (h1, m1))
            ctx.close()

            # 5. a phone-width layout still works
            ctx, phone = open_page(390, 844)
            run_chain(phone, chain)
            check(phone.locator("[data-testid=step]").count() == 3, "390 px wide: the chain runs")
            overflow = phone.evaluate("() => document.documentElement.scrollWidth - window.innerWidth")
            check(overflow <= 1, "390 px wide: no horizontal page overflow", "overflow %s px" % overflow)
            # item 6: every column of the op table, the arithmetic too, within 390 px; text >= 12 px
            boxes = phone.eval_on_selector_all(
                "[data-testid=step] td", "es => es.map(e => { const r = e.getBoundingClientRect();"
                " return [e.dataset.label, r.left, r.right, r.width > 0 && getComputedStyle(e).display !== 'none']; })")
            outside = [b for b in boxes if not b[3] or b[1] < 0 or b[2] > 390]
            check(boxes and not outside, "390 px wide: every op-table cell (arithmetic included) shown within the screen",
                  outside[:4])
            arith = phone.locator("[data-testid=step] td.arith").last
            check(arith.is_visible() and "dims reordered" in arith.text_content(),
                  "390 px wide: the arithmetic is visible")
            small = [i for i in phone.evaluate(CONTRAST_JS) if i["size"] < 12]
            check(not small, "390 px wide: text is at least 12 px", small[:5])
            axe_check(phone, "(390 px)")
            phone.screenshot(path=str(ARTIFACTS / "explorer-390.png"), full_page=True)
            ctx.close()

            # ---------------------------------------------------------- issue 20 --
            ctx, page = open_page(1280, 900)
            lesson = "torch.arange(64.).reshape(2, 4, 8).transpose(0, 2)"

            def counts(pg):
                return (pg.locator("[data-testid=step]").count(),
                        pg.locator("[data-testid=grid-cell]").count(),
                        pg.locator("[data-testid=storage-cell]").count())

            def bug1_parse_errors():
                cases = ["torch.arange(", ")))", "x" * 10000,
                         "torch.zeros(%s)" % ", ".join(["1"] * 65), "<img src=x>"]
                for src in cases:
                    run_chain(page, lesson)
                    before = counts(page)
                    run_chain(page, src)
                    want = explain_json(src)["error"]
                    err = page.text_content("[data-testid=error]").strip()
                    label = src if len(src) < 40 else src[:20] + "... (%d chars)" % len(src)
                    check(before[0] == 3 and page.is_visible("[data-testid=error]")
                          and err == "%s: %s" % (want["type"], want["message"]),
                          "bug 1: %r shows Python's last line" % label, "%r vs %s" % (err[:200], want))
                    check(counts(page) == (0, 0, 0), "bug 1: %r clears the old table, grid and strip" % label,
                          counts(page))
                check(page.locator("img").count() == 0, "bug 1: <img src=x> is shown as text, not markup")
                run_chain(page, lesson)
                run_chain(page, "")
                check(counts(page) == (0, 0, 0) and not page.is_visible("[data-testid=error]"),
                      "bug 1: blank input clears the results", counts(page))

            def bug2_trap_recovery():
                run_chain(page, "torch.arange(64.)" + ".view(64)" * 168)
                check(page.locator("[data-testid=step]").count() == 169
                      and not page.is_visible("[data-testid=error]"),
                      "bug 2: 168 chained .view(64) run (169 rows, no error)")
                run_chain(page, "torch.arange(64.)" + ".view(64)" * 20000)
                err = page.text_content("[data-testid=error]")
                check(err.startswith("RecursionError") and "crashed" not in err,
                      "bug 2: 20,000 chained ops end in a RecursionError, not a crash", err[:200])
                # every deep input now ends in RecursionError; the engine's self-test command
                # traps on purpose, through the page's own call path
                page.evaluate("() => { try { engineCall('selftest-trap', ''); } catch (e) {} }")
                err = page.text_content("[data-testid=error]")
                check("crashed" in err and "restarted" in err, "bug 2: a crash of the engine is reported", err)
                page.wait_for_function(
                    "() => /^engine ready \\(restarted once/.test(document.querySelector('[data-testid=engine-status]').textContent)",
                    timeout=15000)
                status = page.text_content("[data-testid=engine-status]")
                check(status.startswith("engine ready (restarted once after a crash)"),
                      "bug 2: the footer says the engine was restarted", status)
                run_chain(page, lesson)
                page.locator("[data-testid=grid-cell]").nth(5 * 8 + 2 * 2 + 1).hover()
                hover = page.text_content("[data-testid=hover]")
                check(page.locator("[data-testid=step]").count() == 3 and "value 53" in hover,
                      "bug 2: after the restart the engine answers again", hover)
                page.fill("[data-testid=cache-capacity]", "4")
                page.fill("[data-testid=cache-stride]", "4")
                page.click("[data-testid=cache-play]")
                page.wait_for_function("() => document.querySelector('[data-testid=cache-play]').textContent === 'Play'"
                                       " && document.querySelector('[data-testid=cache-misses]').textContent === '4'",
                                       timeout=15000)
                check(page.text_content("[data-testid=cache-hits]") == "12", "bug 2: the cache lab works after the restart")

            def bug3_copy_values():
                for src, alias in (("torch.arange(6.).reshape(2,3).T.reshape(6)", "copy"),
                                   ("np.arange(6.).reshape(2,3).T.ravel()", "copy"),
                                   ("np.arange(6.).reshape(2,3).T.reshape(6)", "copy")):
                    run_chain(page, src)
                    page.locator("[data-testid=grid-cell]").nth(1).hover()
                    hover = page.text_content("[data-testid=hover]")
                    check(re.search(r"index \(1\).*value 3\.0(?![0-9])", hover), "bug 3: %s index 1 shows 3.0" % src, hover)
                    row = page.locator("[data-testid=step]").last.locator("td").nth(6).text_content()
                    check(row.startswith(alias), "bug 3: %s's last op is labelled %s" % (src, alias), row)

            def bug4_big_strips():
                for src, n_cells, each in (("torch.arange(100000.).reshape(100,1000)", 512, 1),
                                           ("torch.arange(10.).expand(1000,10)", 10, 1000)):
                    run_chain(page, src)
                    cells = page.locator("[data-testid=storage-cell]")
                    got = cells.evaluate_all("els => els.map(e => [e.dataset.count, e.title])")
                    check(len(got) == n_cells and all(c == str(each) for c, _ in got),
                          "bug 4: %s: each drawn storage cell reached %d time(s)" % (src, each), got[:3])
                    check(not any("reached 0 times" in t for _, t in got), "bug 4: %s: no reached cell says 0 times" % src)

            def bug5_cache_validation():
                cap = "[data-testid=cache-capacity]"
                check(page.get_attribute(cap, "max") == "64", "bug 5: C's max is the engine's 64 lines",
                      page.get_attribute(cap, "max"))
                page.fill(cap, "4"); page.fill("[data-testid=cache-stride]", "1")
                page.click("[data-testid=cache-reset]")
                for bad, why in (("0", "from 1 to 64"), ("-1", "from 1 to 64"), ("1000", "from 1 to 64"),
                                 ("4.9", "whole number"), ("65", "from 1 to 64")):
                    page.fill(cap, bad)
                    page.click("[data-testid=cache-reset]")
                    msg = page.locator("#cache-panel [data-testid=cache-error]")
                    check(msg.is_visible() and why in msg.text_content() and "C" in msg.text_content(),
                          "bug 5: C=%s refused next to the cache lab" % bad, msg.text_content())
                    check(page.locator("#cache-requests .req").count() == 0
                          and not page.is_visible("[data-testid=error]"),
                          "bug 5: C=%s leaves no stale request row and no error in the Chain panel" % bad)
                # letters: typed into the number field (the browser keeps its value empty)
                page.fill(cap, "")
                page.focus(cap)
                page.keyboard.type("abc")
                page.click("[data-testid=cache-reset]")
                msg = page.text_content("[data-testid=cache-error]")
                check(page.is_visible("[data-testid=cache-error]") and "whole number" in msg,
                      "bug 5: letters in C are refused with a message", msg)
                page.fill(cap, "64")
                page.click("[data-testid=cache-play]")
                page.wait_for_function("() => document.querySelector('[data-testid=cache-play]').textContent === 'Play'",
                                       timeout=15000)
                check(not page.is_visible("[data-testid=cache-error]")
                      and page.locator("#cache-requests .req").count() == 16,
                      "bug 5: C=64 (the limit) runs", page.text_content("[data-testid=cache-error]"))
                page.fill(cap, "4")
                page.click("[data-testid=cache-reset]")

            def bug6_minor():
                src = "torch.zeros(1)" + ".unsqueeze(0)" * 65
                run_chain(page, src)
                op = page.locator("[data-testid=step-error] td").nth(1).text_content().strip()
                check(op == ".unsqueeze(0)", "bug 6: the 65th unsqueeze's op cell is filled", repr(op))
                run_chain(page, "torch.zeros(1, 2, 3).unsqueeze(0)")
                arith = page.locator("[data-testid=step]").last.locator("td").nth(5).text_content()
                check(arith.startswith("new dim 0:"), "bug 6: unsqueeze(0) on (1, 2, 3) names dim 0", arith)
                page.fill("[data-testid=snippet-input]", "np.arange(5)[::-1]")
                page.dispatch_event("[data-testid=snippet-input]", "input")
                check(page.is_checked("[data-testid=fw-numpy]"), "bug 6: typing a numpy chain selects numpy")
                check(page.eval_on_selector("[data-testid=examples]", "s => s.selectedOptions[0].textContent")
                      .startswith("numpy: reversed slice"), "bug 6: typing an example's text selects it")
                page.fill("[data-testid=snippet-input]", "torch.arange(7.)[1:]")
                page.dispatch_event("[data-testid=snippet-input]", "input")
                check(page.is_checked("[data-testid=fw-torch]")
                      and page.eval_on_selector("[data-testid=examples]", "s => s.value") == "",
                      "bug 6: typing your own torch chain selects torch and no example")

            def contrast():
                run_chain(page, "torch.as_strided(torch.arange(6.), (4, 3), (1, 1))")
                page.fill("[data-testid=cache-capacity]", "4"); page.fill("[data-testid=cache-stride]", "4")
                page.click("[data-testid=cache-reset]")
                for _ in range(6):
                    page.click("[data-testid=cache-step]")   # hits and misses both drawn
                page.click("#strip .cell >> nth=0")
                page.locator("#grid .cell").nth(1).hover()
                items = page.evaluate(CONTRAST_JS)
                low = [i for i in items if i["ratio"] < 4.5]
                check(items and not low, "contrast: every visible text at least 4.5:1 (%d texts)" % len(items), low[:8])
                kinds = page.evaluate("""() => ['.req.hit b', '.req.miss b', 'button.primary kbd'].map(s => {
                    const e = document.querySelector(s); return e ? s : null; })""")
                check(all(kinds), "contrast: hit, miss and the Enter badge were on the page when measured", kinds)
                small = [i for i in items if i["size"] < 12]
                check(not small, "text is at least 12 px", small[:5])
                axe_check(page, "(1280 px: window chain, write order, cache lab mid-run)")
                run_chain(page, "torch.arange(24.).reshape(2, 3, 4).transpose(0, 1).view(6, 4)")
                axe_check(page, "(1280 px: a refused view with its chunks)")
                page.fill("[data-testid=snippet-input]", "import torch\nprint(torch.arange(3))\nprint(1/0)")
                page.click("[data-testid=run]"); settle(page)
                page.fill("[data-testid=cache-capacity]", "0")
                page.click("[data-testid=cache-reset]")
                axe_check(page, "(1280 px: snippet output, errors shown)")
                page.fill("[data-testid=cache-capacity]", "4")
                page.click("[data-testid=cache-reset]")

            def deliver7_size():
                size = PAGE.stat().st_size
                check(size < 1000000, "item 7: the page is under 1 MB (%d bytes)" % size)
                readme = (ROOT / "README.md").read_text()
                m = re.search(r"self-contained HTML file \(about (\d+) KB", readme)
                check(m and abs(int(m.group(1)) * 1000 - size) <= 0.05 * size,
                      "item 7: README's stated size is within 5%% of %d bytes" % size, m and m.group(0))

            def deliver5_snippets():
                src = ("import torch\nx = torch.arange(6.)\nprint(x.shape)\nw = x.view(2, 3).t()\n"
                       "print(w.is_contiguous(), w.stride())\nprint(x.view(4))")
                run_chain(page, lesson)
                page.fill("[data-testid=snippet-input]", src)
                page.click("[data-testid=run]"); settle(page)
                out = page.text_content("[data-testid=output]")
                want_out, want_last = run_snippet_cli(src)
                check(page.is_visible("[data-testid=output]") and out.startswith(want_out),
                      "item 5: a multi-line snippet's printed output is shown", "%r vs %r" % (out, want_out))
                err = page.text_content("[data-testid=error]").strip()
                check(err.splitlines()[-1] == want_last and err.startswith("Traceback (most recent call last):"),
                      "item 5: its error is Python's traceback, ending in Python's last line", "%r vs %r" % (err, want_last))
                check(out == want_out and want_last not in out,
                      "issue 29: the error is shown once (in the error box, not again in the output)", out)
                check(counts(page) == (0, 0, 0), "item 5: a snippet run clears the chain's table and grid")
                page.select_option("[data-testid=examples]", label="snippet: the window write")
                settle(page)
                out = page.text_content("[data-testid=output]")
                src = page.input_value("[data-testid=snippet-input]")
                check(out == run_snippet_cli(src)[0] and out.strip().splitlines()[-1] == "[1.0, 3.0, 5.0, 6.0, 6.0, 6.0]",
                      "item 5: the window-write example prints [1, 3, 5, 6, 6, 6]", out)

            def deliver1_linked():
                run_chain(page, lesson)
                cell = page.locator("[data-testid=grid-cell][data-index='5,2,1']")
                cell.hover()
                linked = page.eval_on_selector_all("[data-testid=storage-cell].linked", "es => es.map(e => e.dataset.storage)")
                check(linked == ["53"], "item 1: hovering (5, 2, 1) lights storage element 53", linked)
                terms = page.eval_on_selector_all("[data-testid=addr-term]", "es => es.map(e => e.dataset.term)")
                check(terms == ["5×1", "2×8", "1×32"], "item 1: the address sum's terms are shown", terms)
                check(page.locator(".grid .axis-label").count() > 0, "item 1: the grid has axis labels")
                unit = page.text_content("#strip-unit") + page.text_content("#grid-unit")
                check("elements" in unit and "bytes" in unit, "item 1: units labelled (elements, bytes beside)", unit)
                run_chain(page, "torch.arange(3.).unsqueeze(1).expand(3, 5)")
                page.click("[data-testid=storage-cell][data-storage='1']")
                lit = page.eval_on_selector_all("[data-testid=grid-cell].picked", "es => es.map(e => e.dataset.index)")
                check(lit == ["1,0", "1,1", "1,2", "1,3", "1,4"],
                      "item 1: clicking storage element 1 lights every logical cell that reaches it", lit)
                # keyboard: one tab stop, arrows move, the hover panel follows focus
                page.focus("[data-testid=grid-cell][data-index='0,0']")
                page.keyboard.press("ArrowRight")
                page.keyboard.press("ArrowDown")
                focused = page.evaluate("() => document.activeElement.dataset.index")
                hover = page.text_content("[data-testid=hover]")
                check(focused == "1,1" and "index (1, 1)" in hover, "item 1: arrow keys move through the grid",
                      "%s / %s" % (focused, hover))
                page.focus("[data-testid=storage-cell][data-storage='0']")
                page.keyboard.press("ArrowRight")
                page.keyboard.press("ArrowRight")
                page.keyboard.press("Enter")
                who = page.text_content("[data-testid=whois]")
                check(who.startswith("element 2: 5 index tuples (the view overlaps itself here): (2, 0)"),
                      "item 1: storage cells by keyboard (arrows, Enter)", who)
                tabbable = page.eval_on_selector_all("[data-testid=grid-cell], [data-testid=storage-cell]",
                                                     "es => es.filter(e => e.tabIndex === 0).length")
                check(tabbable == 2, "item 1: one tab stop for the grid and one for the strip", tabbable)

            def deliver4_chunks():
                run_chain(page, "torch.arange(24.).reshape(2, 3, 4).transpose(0, 1).view(6, 4)")
                chunks = page.eval_on_selector_all("[data-testid=chunk]", "es => es.map(e => [e.dataset.dims, e.dataset.size])")
                check(chunks == [["0", "3"], ["1", "2"], ["2", "4"]],
                      "item 4: the refused view's input has chunks (3) (2) (4)", chunks)
                pairs = page.eval_on_selector_all("[data-testid=chunk-pair]", "es => es.map(e => e.className)")
                check(pairs == ["fail", "fail"], "item 4: both stride pairs marked failing", pairs)
                cut = page.text_content("#why-refused .cut")
                check("must multiply to exactly 8 where a group ends, but they give 4, then 24." in cut,
                      "item 4: the cut names the group end after 8 elements that (6, 4) skips over", cut)
                run_chain(page, "torch.arange(24.).reshape(2, 3, 4).view(6, 4)")
                check(page.locator("[data-testid=chunk]").count() == 0, "item 4: no chunks shown when view() succeeds")

            def deliver3_write_order():
                run_chain(page, lesson)
                check(not page.is_visible("[data-testid=write-order]"), "item 3: no write order for a view without overlap")
                page.select_option("[data-testid=examples]", label="lesson 1: sliding window (TooHard)")
                order = page.eval_on_selector_all("[data-testid=write-step]", "es => es.map(e => +e.dataset.element)")
                check(order == [0, 1, 2, 1, 2, 3, 2, 3, 4, 3, 4, 5],
                      "item 3: the window's 12 writes in torch's order (rows, then columns)", order)
                ov = page.text_content("[data-testid=write-overlap]")
                check("too_hard" in ov and "Exact: yes" in ov and "1, 2, 3, 4" in ov,
                      "item 3: torch's MemOverlap (too_hard) beside the exact answer", ov)
                values = lambda: page.eval_on_selector_all("[data-testid=write-values] .cell", "es => es.map(e => e.textContent)")
                check(values() == ["0.0", "1.0", "2.0", "3.0", "4.0", "5.0"], "item 3: the storage before any write", values())
                for _ in range(4):
                    page.click("[data-testid=write-next]")
                check(values() == ["1.0", "3.0", "3.0", "3.0", "4.0", "5.0"], "item 3: four steps: 0, 1, 2, 1 written once each",
                      values())
                page.click("[data-testid=write-play]")
                page.wait_for_function("() => document.querySelector('[data-testid=write-play]').textContent === 'Play'", timeout=15000)
                final = values()
                engine = page.text_content("[data-testid=write-engine]")
                check(final == ["1.0", "3.0", "5.0", "6.0", "6.0", "6.0"] and "[1.0, 3.0, 5.0, 6.0, 6.0, 6.0]" in engine,
                      "item 3: played to the end: [1, 3, 5, 6, 6, 6], the engine's own answer", "%s / %s" % (final, engine))
                page.screenshot(path=str(ARTIFACTS / "explorer-write-order-1280.png"), full_page=True)
                run_chain(page, "torch.arange(3.).unsqueeze(1).expand(3, 5)")
                ov = page.text_content("[data-testid=write-overlap]")
                engine = page.text_content("[data-testid=write-engine]")
                check("yes: torch refuses" in ov and "RuntimeError: unsupported operation" in engine,
                      "item 3: an expanded view: torch's MemOverlap yes and its refusal", "%s / %s" % (ov, engine))

            def deliver2_direct():
                run_chain(page, lesson)
                page.click("#layout-editor summary")
                got = [page.input_value("[data-testid=edit-%s]" % k) for k in
                       ("size-0", "size-1", "size-2", "stride-0", "stride-1", "stride-2", "offset")]
                check(got == ["8", "4", "2", "1", "8", "32", "0"], "item 2: the fields hold the step's layout", got)
                status = page.text_content("[data-testid=layout-status]")
                check("in bounds: yes" in status and "torch says no, exactly no" in status,
                      "item 2: status: in bounds, no overlap", status)
                page.fill("[data-testid=edit-stride-2]", "16")
                page.wait_for_function("() => document.querySelector('[data-testid=snippet-input]').value.startsWith('torch.as_strided')")
                page.wait_for_function("() => document.querySelector(\"[data-testid=grid-cell][data-index='0,0,1']\")"
                                       " && document.querySelector(\"[data-testid=grid-cell][data-index='0,0,1']\").textContent === '16'")
                status = page.text_content("[data-testid=layout-status]")
                check("in bounds: yes" in status and "exactly yes" in status and "torch says" in status,
                      "item 2: stride 32→16 redraws live and the overlap shows", status)
                want = eval_json("torch.as_strided(torch.arange(64.), (8, 4, 2), (1, 8, 16), 0)")
                check("torch says %s" % want["internal_overlap"] in status,
                      "item 2: torch's overlap label is eval's (%s)" % want["internal_overlap"], status)
                focused = page.evaluate("() => document.activeElement.dataset.testid")
                check(focused == "edit-stride-2", "item 2: the field being edited keeps focus", focused)
                page.fill("[data-testid=edit-offset]", "40")
                page.wait_for_function("() => /not a valid layout/.test(document.querySelector('[data-testid=layout-status]').textContent)")
                status = page.text_content("[data-testid=layout-status]")
                check("out of bounds" in status and page.input_value("[data-testid=edit-offset]") == "40",
                      "item 2: offset 40 is out of bounds (torch's message) and the fields keep what was typed", status)
                page.fill("[data-testid=edit-offset]", "1.5")
                page.wait_for_function("() => /whole numbers/.test(document.querySelector('[data-testid=layout-status]').textContent)")
                check(True, "item 2: a fractional offset is refused with a message")
                page.screenshot(path=str(ARTIFACTS / "explorer-edit-1280.png"), full_page=True)

            def profile_control():
                # issue 16: the reference profile is a control on the page; every answer
                # follows it (the CLI's --ref gives the expected ones), also after a restart
                opts = page.eval_on_selector_all("[data-testid=ref] option", "es => es.map(e => e.value)")
                check(opts == ["lessons", "debian12"] and page.input_value("[data-testid=ref]") == "lessons",
                      "profile: the control lists lessons (the default) and debian12", opts)
                src = ("import torch\ne = torch.arange(3.).unsqueeze(1).expand(3, 5)\n"
                       "print(e.stride(), e.untyped_storage().nbytes() // e.element_size())\n")
                for ref in ("lessons", "debian12"):
                    page.select_option("[data-testid=ref]", ref)
                    page.fill("[data-testid=snippet-input]", src)
                    page.click("[data-testid=run]"); settle(page)
                    out = page.text_content("[data-testid=output]")
                    want_out, want_last = run_snippet_cli(src, ref)
                    shown = page.text_content("[data-testid=error]").strip().splitlines()[-1] if page.is_visible("[data-testid=error]") else ""
                    check(out.startswith(want_out) and (shown == want_last if want_last else out == want_out),
                          "profile %s: untyped_storage() answers as run --ref %s" % (ref, ref), "%r vs %r %r" % (out, want_out, want_last))
                chain = "torch.zeros(0, 2).narrow(0, 1, 0)"
                for ref in ("lessons", "debian12"):
                    page.select_option("[data-testid=ref]", ref)
                    run_chain(page, chain)
                    want = subprocess.run([str(CLI), "explain", "--json", "--ref", ref, chain], capture_output=True, text=True)
                    want_err = json.loads(want.stdout)["error"]
                    shown = page.text_content("[data-testid=error]").strip()
                    check(shown == "%s: %s" % (want_err["type"], want_err["message"]),
                          "profile %s: narrow's error is explain --ref %s's" % (ref, ref), "%r vs %r" % (shown, want_err))
                # a restarted engine keeps the page's profile (debian12 still selected)
                page.evaluate("() => Engine.restart()")
                page.wait_for_function("() => Engine.ready")
                run_chain(page, chain)
                shown = page.text_content("[data-testid=error]").strip()
                check("Dimension out of range" in shown, "profile: a restarted engine is given the page's profile", shown)
                page.select_option("[data-testid=ref]", "lessons")

            def issue19_whois():
                # issue 19 items 4-6: the page's whois says what the CLI's whois says: the
                # same summary line (reached / outside the view's reach / a gap), and when
                # the solver's work bound is reached, the CLI's LimitExceeded message (the
                # page's bound is 10^7 steps, what `whois --budget 10000000` gives)
                def cli_whois(chain, a, *opts):
                    return subprocess.run([str(CLI), "whois", *opts, chain, str(a)], capture_output=True, text=True)
                for chain, a, what in (("torch.arange(24.)[2:10]", 0, "outside the view's reach"),
                                       ("torch.arange(24.)[2:10]", 5, "reached once"),
                                       ("torch.arange(24.)[::3]", 4, "a gap"),
                                       ("torch.arange(3.).unsqueeze(1).expand(3, 5)", 1, "reached 5 times")):
                    run_chain(page, chain)
                    page.click("[data-testid=storage-cell][data-storage='%d']" % a)
                    who = page.text_content("[data-testid=whois]")
                    want = cli_whois(chain, a).stdout.splitlines()
                    check(who.split(": (")[0] == want[0], "whois %s: the CLI's line (%s)" % (chain, what), "%r vs %r" % (who, want[0]))
                    if len(want) > 1:
                        check(who == want[0] + ": " + "  ".join(want[1:]), "whois %s: the CLI's tuples" % chain, "%r vs %r" % (who, want))
                # a numpy view drawn in bytes (int16 elements from byte 1): whois --byte's
                # answer for elements 2 bytes wide (element i covers bytes 1+2i and 2+2i)
                run_chain(page, "np.arange(9, dtype=np.int8)[1:].view(np.int16)")
                n = page.locator("[data-testid=storage-cell]").count()
                check(n == 9, "whois in bytes: the strip has the buffer's 9 bytes (explain's storage_bytes)", n)
                for a, want in ((0, "byte 0: outside the view's reach (bytes 1..8); no index reaches it"),
                                (2, "byte 2: 1 index tuple: (0,)"), (3, "byte 3: 1 index tuple: (1,)"),
                                (8, "byte 8: 1 index tuple: (3,)")):
                    page.click("[data-testid=storage-cell][data-storage='%d']" % a)
                    who = page.text_content("[data-testid=whois]")
                    check(who == want, "whois in bytes: byte %d of an int16 view at byte offset 1" % a, who)
                chain = "torch.zeros(595).as_strided((100, 100, 100, 100, 100, 100), (1, 1, 1, 1, 1, 1))"
                run_chain(page, chain)
                page.click("[data-testid=storage-cell][data-storage='290']")
                page.wait_for_function("() => document.querySelector('[data-testid=whois]').textContent.length > 0")
                who = page.text_content("[data-testid=whois]")
                cli = cli_whois(chain, 290, "--budget", "10000000")
                want = cli.stderr.strip().replace(" (raise --budget)", "")
                check(cli.returncode == 4 and want.startswith("LimitExceeded: whois: work budget of 10000000 solver steps"),
                      "whois limit: the CLI at --budget 10000000 reaches its bound (exit 4)", (cli.returncode, cli.stderr))
                check(who == want + " (the page's bound; `stridelab whois --budget N` raises it)",
                      "whois limit: the page shows the CLI's LimitExceeded message", "%r vs %r" % (who, want))
                check("error" in page.get_attribute("[data-testid=whois]", "class"),
                      "whois limit: shown as an error", page.get_attribute("[data-testid=whois]", "class"))
                # and a click after it answers again (no stale error styling)
                page.click("[data-testid=storage-cell][data-storage='0']")
                who = page.text_content("[data-testid=whois]")
                check(who == "element 0: 1 index tuple: (0, 0, 0, 0, 0, 0)" and "error" not in page.get_attribute("[data-testid=whois]", "class"),
                      "whois limit: the next click answers (element 0: 1 index tuple)", who)

            def issue19_overlap_columns():
                # issue 19 item 6: torch's overlap label and the exact answer, named apart
                # (a gapped slice: torch too_hard, exactly no), as explain --json gives them
                chain = "torch.arange(8.)[::2]"
                run_chain(page, chain)
                row = page.locator("[data-testid=step]").last.locator("td")
                got = [row.nth(8).text_content(), row.nth(9).text_content()]
                want = explain_json(chain)["steps"][-1]
                check(got == [want["torch_internal_overlap"], want["exact_internal_overlap"]] == ["too_hard", "no"],
                      "overlap columns: torch too_hard, exact no (explain --json's two keys)", got)
                heads = page.eval_on_selector_all("#steps thead th", "es => es.map(e => e.textContent)")
                check(heads[-2:] == ["overlap: torch", "exact"], "overlap columns: headed torch / exact", heads)
                run_chain(page, "np.arange(8.)[::2]")
                row = page.locator("[data-testid=step]").last.locator("td")
                got = [row.nth(8).text_content(), row.nth(9).text_content()]
                check(got == ["-", "no"], "overlap columns: numpy has no torch label", got)

            def issue19_error_types():
                # issue 19 item 6: one error vocabulary: the page's run of a refused snippet
                # is typed "Unsupported" (as every CLI --json error is), not SL_ERR_UNSUPPORTED,
                # and its last line is the one `stridelab run` prints
                src = "import torch\nx = torch.arange(4)\nprint(x.unique(sorted=False))\n"
                page.fill("[data-testid=snippet-input]", src)
                page.click("[data-testid=run]"); settle(page)
                out = page.text_content("[data-testid=error]").strip()
                _, want_last = run_snippet_cli(src)
                check(out == want_last.replace("stridelab run: ", ""),
                      "error types: a refused run ends with run's own line", "%r vs %r" % (out, want_last))
                shown = page.get_attribute("[data-testid=error]", "data-type") + ": " + out
                want = json.loads(subprocess.run([str(CLI), "eval", "--json", "torch.arange(4).unique(sorted=False)"],
                                                 capture_output=True, text=True).stdout)["error"]
                check(shown.startswith(want["type"] + ": ") and want["type"] == "Unsupported",
                      "error types: the page types a refusal as the CLI does (Unsupported)", "%r vs %r" % (shown, want))


            # ---------------------------------------------------------- issue 29 --
            def shown_steps(pg):
                return pg.eval_on_selector_all("[data-testid=step]", """es => es.map(e => ({op: e.children[1].textContent,
                    shape: e.dataset.shape, stride: e.dataset.stride, offset: e.dataset.offset, alias: e.children[6].textContent}))""")

            def i29_1_long_chains():
                for src, n_ops, op in (("torch.arange(6.).reshape(2,3)" + ".t()" * 255, 257, ".t()"),
                                       ("torch.arange(6.).reshape(2,3)" + ".unsqueeze(0).squeeze(0)" * 128 + ".unsqueeze(0)", 259, ".unsqueeze(0)")):
                    run_chain(page, src)
                    rows = shown_steps(page)
                    want = eval_json(src)
                    err = page.is_visible("[data-testid=error]") and page.text_content("[data-testid=error]")
                    check(len(rows) == n_ops and rows[-1]["op"] == op and json.loads(rows[-1]["shape"]) == want["shape"]
                          and not err, "issue 29 item 1: a chain of %d ops shows every op; final shape %s" % (n_ops, want["shape"]),
                          (len(rows), rows[-1] if rows else None, err))
                    label = page.text_content("#sel-label")
                    check(("step %d:" % (n_ops - 1)) in label, "issue 29 item 1: the last step (%d) is the one drawn" % (n_ops - 1), label)

            def i29_2_tuples():
                for src, k in (("torch.arange(10.).chunk(3)[2]", ".chunk(3)[2]"), ("torch.arange(10.).split(4)[1]", ".split(4)[1]"),
                               ("torch.arange(6.).reshape(2,3).unbind(1)[2]", ".unbind(1)[2]"),
                               ("torch.arange(10.).tensor_split(3)[1]", ".tensor_split(3)[1]")):
                    run_chain(page, src)
                    rows = shown_steps(page)
                    want = eval_json(src)
                    last = rows[-1] if rows else {}
                    check(last.get("op") == k and last.get("alias", "").startswith("view")
                          and json.loads(last["shape"]) == want["shape"] and int(last["offset"]) == want["offset"],
                          "issue 29 item 2: %s is one step, a view of the input" % src, (rows, want))
                run_chain(page, "torch.arange(10.).chunk(3)[2]")
                reached = page.eval_on_selector_all("[data-testid=storage-cell]", "es => es.map(e => e.dataset.count)")
                check(reached == ["0"] * 8 + ["1", "1"], "issue 29 item 2: chunk(3)[2] drawn over the arange's 10 elements", reached)

            def i29_2_bare_tuple():
                run_chain(page, "torch.arange(10.).chunk(3)")
                err = page.is_visible("[data-testid=error]") and page.text_content("[data-testid=error]")
                rows = shown_steps(page)
                pieces = [r for r in rows if r["op"].startswith(".chunk(3)[")]
                want = [eval_json("torch.arange(10.).chunk(3)[%d]" % i) for i in range(3)]
                check(not err and [(json.loads(r["shape"]), int(r["offset"])) for r in pieces] == [(w["shape"], w["offset"]) for w in want]
                      and all(r["alias"].startswith("view") for r in pieces),
                      "issue 29 item 2: a bare chunk(3) shows its 3 pieces, views of the arange", (err, rows))
                note = page.text_content("[data-testid=why-refused]") if page.is_visible("[data-testid=why-refused]") else ""
                check("tuple of 3" in note, "issue 29 item 2: the page says the value is a tuple of 3 tensors", note)

            def i29_3_big_ints():
                src = "torch.as_strided(torch.arange(4.), (1,), (999999999999999999,))"
                run_chain(page, src)
                want = eval_json(src)
                last = page.locator("[data-testid=step]").last
                cell = last.locator("td").nth(3).text_content()
                check(cell == "(999999999999999999,)" and json.loads(last.get_attribute("data-stride")) == want["stride"],
                      "issue 29 item 3: a stride of 999999999999999999 shown exactly", (cell, last.get_attribute("data-stride")))
                unit = page.text_content("#grid-unit")
                check("(999999999999999999,)" in unit, "issue 29 item 3: the grid's label has the exact stride", unit)
                page.locator("[data-testid=grid-cell]").first.hover()
                terms = page.eval_on_selector_all("[data-testid=addr-term]", "es => es.map(e => e.dataset.term)")
                check(terms == ["0×999999999999999999"], "issue 29 item 3: the hover's term has the exact stride", terms)
                src = "torch.zeros(1).expand(2**62)"
                run_chain(page, src)
                last = page.locator("[data-testid=step]").last
                cell = last.locator("td").nth(2).text_content()
                check(cell == "(4611686018427387904,)", "issue 29 item 3: expand(2**62)'s size shown exactly", cell)
                grid = page.text_content("[data-testid=logical-grid]")
                check(grid.startswith("4611686018427387904 elements"), "issue 29 item 3: the grid's count is exact", grid)
                page.click("[data-testid=storage-cell][data-storage='0']")
                who = page.text_content("[data-testid=whois]")
                cli = subprocess.run([str(CLI), "whois", src, "0"], capture_output=True, text=True).stdout.splitlines()
                check(cli and who.split(": (")[0] == cli[0], "issue 29 item 3: whois sent the exact size (the CLI's answer)",
                      "%r vs %r" % (who, cli[:1]))

            def i29_4_bytes():
                src = "np.lib.stride_tricks.as_strided(np.arange(6, dtype=np.int32), (3,), (6,))"
                run_chain(page, src)
                got = page.eval_on_selector_all("[data-testid=storage-cell]", "es => es.map(e => +e.dataset.count)")
                want = [sum(1 for i in range(3) if 6 * i <= b < 6 * i + 4) for b in range(24)]
                check(got == want, "issue 29 item 4: every byte of each int32 element drawn as reached", got)
                page.click("[data-testid=storage-cell][data-storage='7']")
                who = page.text_content("[data-testid=whois]")
                cell = page.get_attribute("[data-testid=storage-cell][data-storage='7']", "title")
                check(who == "byte 7: 1 index tuple: (1,)" and "reached 1 time" in cell,
                      "issue 29 item 4: byte 7: the strip and whois agree (index (1,))", (who, cell))

            def i29_5_statements():
                for src, full in (("import numpy as np; print(np.float64(1.5)*2)", "import numpy as np\nprint(np.float64(1.5)*2)\n"),
                                  ("print(repr(np.float64(3.0)))", "import numpy as np\nprint(repr(np.float64(3.0)))\n"),
                                  ("x = torch.arange(6.); print(x.view(2, 3).stride())", "import torch\nx = torch.arange(6.)\nprint(x.view(2, 3).stride())\n")):
                    run_chain(page, src)
                    want, want_err = run_snippet_cli(full)
                    out = page.text_content("[data-testid=output]") if page.is_visible("[data-testid=output]") else None
                    err = page.is_visible("[data-testid=error]") and page.text_content("[data-testid=error]")
                    check(out == want and not err and not want_err, "issue 29 item 5: %r runs as a snippet" % src, (out, want, err))
                run_chain(page, "torch.arange(6.).view(2, 3)")
                check(page.locator("[data-testid=step]").count() == 2, "issue 29 item 5: a chain is still explained op by op")

            def i29_6_header():
                opts = page.eval_on_selector_all("[data-testid=ref] option", "es => es.map(e => [e.value, e.textContent])")
                for ref, text in opts:
                    page.select_option("[data-testid=ref]", ref)
                    m = re.search(r"torch (\S+) \+ numpy (\S+)", text)
                    head = page.text_content("header.top .tag")
                    check(m and ("torch %s" % m.group(1)) in head and ("numpy %s" % m.group(2)) in head
                          and ("torch 1.13" not in head or m.group(1) == "1.13"),
                          "issue 29 item 6: the header names profile %s's versions" % ref, (text, head))
                page.select_option("[data-testid=ref]", "lessons")

            def i29_8_stale():
                run_chain(page, lesson)
                page.locator("[data-testid=grid-cell][data-index='5,2,1']").hover()
                page.click("[data-testid=storage-cell][data-storage='53']")
                page.locator("[data-testid=step]").first.click()
                hover = page.text_content("[data-testid=hover]")
                who = page.text_content("[data-testid=whois]")
                check("index (5, 2, 1)" not in hover and "Hover or focus" in hover and who == "",
                      "issue 29 item 8: selecting another step drops the old hover and whois", (hover, who))

            def i29_9_refused_write():
                run_chain(page, "torch.arange(3.).unsqueeze(1).expand(3, 5)")
                values = lambda: page.eval_on_selector_all("[data-testid=write-values] .cell", "es => es.map(e => e.textContent)")
                before = values()
                page.evaluate("() => { document.querySelector('[data-testid=write-next]').click(); document.querySelector('[data-testid=write-play]').click(); }")
                page.wait_for_timeout(700)
                check(before == ["0.0", "1.0", "2.0"] and values() == before,
                      "issue 29 item 9: a write torch refuses changes no value", (before, values()))
                check(page.is_disabled("[data-testid=write-next]") and page.is_disabled("[data-testid=write-play]"),
                      "issue 29 item 9: Step and Play are off for a refused write")

            def i29_10_long_op():
                run_chain(page, "torch.arange(1.).reshape(%s)" % ", ".join(["1"] * 64))
                geo = page.evaluate("""() => { const w = document.querySelector('.tablewrap');
                    const rows = [...document.querySelectorAll('[data-testid=step]')].map(r => r.getBoundingClientRect().height);
                    const lab = document.querySelector('#sel-label').getBoundingClientRect(), panel = document.querySelector('#grid-panel').getBoundingClientRect();
                    return { scroll: w.scrollWidth - w.clientWidth, rows, lab: [lab.right, panel.right] }; }""")
                check(geo["scroll"] <= 1 and max(geo["rows"]) <= 250 and geo["lab"][0] <= geo["lab"][1],
                      "issue 29 item 10: a 64-dim reshape fits the table (no side scroll, rows <= 250 px) and the step label", geo)
                run_chain(page, "torch.zeros(1).expand(4000000)")
                geo = page.evaluate("""() => { const b = document.querySelector('#strip .cnt'); if (!b) return null;
                    const r = b.getBoundingClientRect(), p = document.querySelector('#grid-panel').getBoundingClientRect();
                    return [b.textContent, r.left, r.right, p.left, p.right]; }""")
                check(geo and geo[0] == "×4000000" and geo[1] >= geo[3] and geo[2] <= geo[4],
                      "issue 29 item 10: the x4000000 badge stays inside its panel", geo)

            def i29_11_plural():
                run_chain(page, "torch.zeros(1)")
                arith = page.locator("[data-testid=step]").last.locator("td").nth(5).text_content()
                check("1 element;" in arith, "issue 29 item 11: one element, not 1 elements", arith)

            def i29_11_text():
                run_chain(page, "torch.arange(24.).reshape(2, 3, 4).transpose(0, 1).view(6, 4)")
                heads = page.eval_on_selector_all("[data-testid=chunk] b", "es => es.map(e => e.textContent)")
                check(heads == ["dim 0", "dim 1", "dim 2"], "issue 29 item 11: a one-dim chunk is 'dim 0'", heads)
                run_chain(page, "torch.arange(4).unique(sorted=False)")
                err = page.text_content("[data-testid=error]")
                check(err.startswith("Unsupported: ") and "unsupported: unsupported" not in err.lower(),
                      "issue 29 item 11: a refusal says Unsupported once", err)
                run_chain(page, "np.arange(6.)[::-2]")
                page.locator("[data-testid=grid-cell]").nth(1).hover()
                terms = page.eval_on_selector_all("[data-testid=addr-term]", "es => es.map(e => e.dataset.term)")
                check(terms == ["1×(-2)"], "issue 29 item 11: a negative stride in parentheses", terms)

            def i29_12_worker():
                page.fill("[data-testid=snippet-input]", "while True: pass")
                t0 = time.monotonic()
                page.click("[data-testid=run]")
                page.evaluate("() => new Promise(res => setTimeout(res, 10))")
                t = (time.monotonic() - t0) * 1000
                check(t < 400, "issue 29 item 12: the page answers while the engine runs (%d ms for a click and a 10 ms timer)" % t)
                check(page.is_visible("[data-testid=stop]"), "issue 29 item 12: a Stop button is shown while the engine runs")
                page.click("[data-testid=stop]")
                page.wait_for_function("() => !document.querySelector('[data-testid=stop]') || document.querySelector('[data-testid=stop]').hidden")
                err = page.text_content("[data-testid=error]")
                check("stopped" in err.lower(), "issue 29 item 12: Stop ends the run and says so", err)
                run_chain(page, "print(2 ** 62)")
                out = page.text_content("[data-testid=output]")
                check(out == "4611686018427387904\n", "issue 29 item 12: a snippet after a Stop runs in a fresh worker", out)
                run_chain(page, lesson)
                check(page.locator("[data-testid=step]").count() == 3, "issue 29 item 12: chains answer after a Stop")

            def i29_13_cli_explain():
                src = "torch.arange(24.).reshape(2, 3, 4).transpose(0, 1).view(6, 4)"
                proc = subprocess.run([str(CLI), "explain", src], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
                lines = proc.stdout.splitlines()
                want = eval_json(src)["error"]
                last = "%s: %s" % (want["type"], want["message"])
                row = [l for l in lines if l.lstrip().startswith("3 .view(6, 4)")]
                run_chain(page, src)
                cut = page.text_content("#why-refused .cut")
                check(lines and lines[-1] == last and proc.stdout.count(want["message"]) == 1,
                      "issue 29 item 13: explain's error line comes last, on its own line, once", proc.stdout[-400:])
                check(row and cut in row[0], "issue 29 item 13: explain's row gives the page's reason", (row, cut))

            for name, fn in (("issue 19: whois as the CLI says it", issue19_whois),
                             ("issue 19: error types", issue19_error_types),
                             ("issue 19: overlap columns", issue19_overlap_columns),
                             ("item 2: direct manipulation", deliver2_direct), ("item 3: write order", deliver3_write_order), ("bug 1: parse errors", bug1_parse_errors), ("bug 2: trap recovery", bug2_trap_recovery),
                             ("bug 3: values after a copy", bug3_copy_values), ("bug 4: strips past 4096", bug4_big_strips),
                             ("bug 5: cache lab input", bug5_cache_validation), ("bug 6: minor", bug6_minor),
                             ("contrast", contrast), ("item 7: size", deliver7_size),
                             ("item 5: snippets", deliver5_snippets), ("item 1: linked views", deliver1_linked),
                             ("item 4: why a view refuses", deliver4_chunks),
                             ("issue 29 item 1: long chains", i29_1_long_chains), ("issue 29 item 2: tuples", i29_2_tuples),
                             ("issue 29 item 2: a bare tuple", i29_2_bare_tuple),
                             ("issue 29 item 3: big integers", i29_3_big_ints), ("issue 29 item 4: bytes", i29_4_bytes),
                             ("issue 29 item 5: one-line statements", i29_5_statements), ("issue 29 item 6: header", i29_6_header),
                             ("issue 29 item 8: stale readouts", i29_8_stale), ("issue 29 item 9: refused write", i29_9_refused_write),
                             ("issue 29 item 10: long op", i29_10_long_op), ("issue 29 item 11: plural", i29_11_plural),
                             ("issue 29 item 11: text", i29_11_text),
                             ("issue 29 item 12: worker", i29_12_worker), ("issue 29 item 13: CLI explain", i29_13_cli_explain),
                             ("profile control", profile_control)):   # last: it restarts the engine
                section(name, fn)
            run_chain(page, lesson)
            page.locator("[data-testid=grid-cell][data-index='5,2,1']").hover()
            page.screenshot(path=str(ARTIFACTS / "explorer-linked-1280.png"), full_page=True)
            run_chain(page, "torch.arange(24.).reshape(2, 3, 4).transpose(0, 1).view(6, 4)")
            page.screenshot(path=str(ARTIFACTS / "explorer-why-view-1280.png"), full_page=True)
            ctx.close()
        finally:
            browser.close()

    check(not page_errors, "no page errors, console errors or network requests",
          "\n     ".join(page_errors))
    print("screenshots in %s" % ARTIFACTS)
    print("browser: %d passed, %d failed" % (checks - failures, failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
