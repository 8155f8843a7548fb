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
                    if not r.url.startswith(("file:", "data:")) else None)
            page.goto(PAGE.as_uri())
            page.wait_for_selector("body[data-ready='1']", timeout=15000)
            return ctx, page

        def run_chain(page, src):
            page.fill("[data-testid=snippet-input]", src)
            page.press("[data-testid=snippet-input]", "Enter")   # Enter runs

        try:
            ctx, page = open_page(1280, 900)

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
            phone.screenshot(path=str(ARTIFACTS / "explorer-390.png"), full_page=True)
            ctx.close()
        finally:
            browser.close()

    check(not page_errors, "no page errors, console errors or network requests",
          "\n     ".join(page_errors))
    print("%d/%d browser checks passed; screenshots in %s" % (checks - failures, checks, ARTIFACTS))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
