// explorer.test.mjs — browser tests of the offline explorer page.
//
// Drives Debian's chromium (headless, --no-sandbox, fresh profile, background networking
// off) with playwright-core, loads build/explorer.html from disk (file://), and checks what
// the page shows against what `stridelab eval --json` prints for the same chain.  Any page
// error or console error fails the run.  Screenshots go to build/browser-artifacts/.
//
//   node tests/browser/explorer.test.mjs [path/to/explorer.html]
import { chromium } from "playwright-core";
import { execFileSync } from "node:child_process";
import { mkdirSync, existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const build = process.env.BUILD || path.join(root, "build");
const page_path = path.resolve(process.argv[2] || path.join(build, "explorer.html"));
const cli = path.join(build, "stridelab");
const artifacts = path.join(build, "browser-artifacts");
mkdirSync(artifacts, { recursive: true });

let failures = 0, checks = 0;
function check(cond, what, detail) {
  checks++;
  if (cond) { console.log("ok   " + what); return; }
  failures++;
  console.log("FAIL " + what + (detail !== undefined ? "\n     " + detail : ""));
}
function evalJson(expr) {
  try { return JSON.parse(execFileSync(cli, ["eval", "--json", expr], { encoding: "utf8" })); }
  catch (e) { return JSON.parse(e.stdout); }
}

const exe = process.env.CHROMIUM || "/usr/bin/chromium";
if (!existsSync(exe)) { console.error("chromium not found at " + exe); process.exit(1); }
if (!existsSync(page_path)) { console.error("page not found: " + page_path); process.exit(1); }

const browser = await chromium.launch({
  executablePath: exe, headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  // playwright's launch() always starts from a new, empty temporary profile
});
const pageErrors = [];
async function open(width, height) {
  const ctx = await browser.newContext({ viewport: { width, height } });
  const page = await ctx.newPage();
  page.on("pageerror", e => pageErrors.push("pageerror: " + e.message));
  page.on("console", m => { if (m.type() === "error") pageErrors.push("console: " + m.text()); });
  page.on("request", r => { if (!r.url().startsWith("file:") && !r.url().startsWith("data:")) pageErrors.push("network request: " + r.url()); });
  await page.goto(pathToFileURL(page_path).href);
  await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
  return { ctx, page };
}

async function runChain(page, src) {
  await page.fill("[data-testid=snippet-input]", src);
  await page.press("[data-testid=snippet-input]", "Enter");   // Enter runs
}

try {
  const { ctx, page } = await open(1280, 900);

  // 1. the first lesson's chain: the last step's shape/stride/offset as eval --json says
  const chain = "torch.arange(64.).reshape(2, 4, 8).transpose(0, 2)";
  await runChain(page, chain);
  const steps = page.locator("[data-testid=step]");
  const n = await steps.count();
  check(n === 3, "first lesson chain shows 3 op rows", "got " + n);
  const last = steps.nth(n - 1);
  const want = evalJson(chain);
  check(await last.getAttribute("data-shape") === JSON.stringify(want.shape), "shape matches stridelab eval --json",
        await last.getAttribute("data-shape") + " vs " + JSON.stringify(want.shape));
  check(await last.getAttribute("data-stride") === JSON.stringify(want.stride), "stride matches stridelab eval --json",
        await last.getAttribute("data-stride") + " vs " + JSON.stringify(want.stride));
  check(Number(await last.getAttribute("data-offset")) === want.offset, "offset matches stridelab eval --json");
  check(JSON.stringify(want.shape) === "[8,4,2]" && JSON.stringify(want.stride) === "[1,8,32]",
        "lesson numbers: torch.Size([8, 4, 2]) (1, 8, 32)", JSON.stringify(want));

  // 2. hover the logical cell (5, 2, 1): the address sum and the stored value 53
  const cells = page.locator("[data-testid=grid-cell]");
  const k = 5 * 8 + 2 * 2 + 1;   // row-major position of (5, 2, 1) in shape (8, 4, 2)
  await cells.nth(k).hover();
  const hover = await page.textContent("[data-testid=hover]");
  check(/index \(5, 2, 1\)/.test(hover) && /= 53/.test(hover) && /byte 212/.test(hover), "hover shows the address sum for (5, 2, 1)", hover);
  check(/value 53(\.0)?\b/.test(hover), "hover shows the stored value 53", hover);
  await page.screenshot({ path: path.join(artifacts, "explorer-1280.png"), fullPage: true });

  // 3. view(6, 4) on the transposed tensor: torch's message, at the step that raised
  const bad = "torch.arange(24.).reshape(2, 3, 4).transpose(0, 1).view(6, 4)";
  await runChain(page, bad);
  const err = (await page.textContent("[data-testid=error]")).trim();
  const wantErr = evalJson(bad).error;
  check(err === `${wantErr.type}: ${wantErr.message}`, "view(6, 4) shows torch's message", err);
  check(/view size is not compatible with input tensor's size and stride/.test(err), "message is torch's view message", err);

  // 4. the cache lab: C=4, s=1 → 0 hits; C=4, s=4 → 12 hits
  for (const [C, s, hits] of [[4, 1, 0], [4, 4, 12]]) {
    await page.fill("[data-testid=cache-capacity]", String(C));
    await page.fill("[data-testid=cache-stride]", String(s));
    await page.click("[data-testid=cache-reset]");
    await page.click("[data-testid=cache-play]");
    await page.waitForFunction(() => document.querySelector("[data-testid=cache-play]").textContent === "Play"
      && Number(document.querySelector("[data-testid=cache-hits]").textContent) + Number(document.querySelector("[data-testid=cache-misses]").textContent) === 16, null, { timeout: 15000 });
    const h = Number(await page.textContent("[data-testid=cache-hits]"));
    const m = Number(await page.textContent("[data-testid=cache-misses]"));
    check(h === hits && m === 16 - hits, `cache lab C=${C} s=${s}: ${hits} hits`, `hits ${h} misses ${m}`);
    await page.screenshot({ path: path.join(artifacts, `cache-C${C}-s${s}-1280.png`), fullPage: true });
  }
  // Step once after a reset: one request done
  await page.click("[data-testid=cache-reset]");
  await page.click("[data-testid=cache-step]");
  const h1 = Number(await page.textContent("[data-testid=cache-hits]")), m1 = Number(await page.textContent("[data-testid=cache-misses]"));
  check(h1 + m1 === 1, "Step performs exactly one request", `hits ${h1} misses ${m1}`);
  await ctx.close();

  // 5. a phone-width layout still works
  const phone = await open(390, 844);
  await runChain(phone.page, chain);
  check(await phone.page.locator("[data-testid=step]").count() === 3, "390 px wide: the chain runs");
  const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  check(overflow <= 1, "390 px wide: no horizontal page overflow", "overflow " + overflow + " px");
  await phone.page.screenshot({ path: path.join(artifacts, "explorer-390.png"), fullPage: true });
  await phone.ctx.close();
} finally {
  await browser.close();
}
check(pageErrors.length === 0, "no page errors, console errors or network requests", pageErrors.join("\n     "));
console.log(`${checks - failures}/${checks} browser checks passed; screenshots in ${artifacts}`);
process.exit(failures ? 1 : 0);
