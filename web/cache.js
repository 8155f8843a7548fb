
// cache.js — the cache lab: the library's toy cache (web/wasm_api.c's "cache" command)
// stepped or played.  It shows the mechanism: the address cycle (request k reads
// (k·s) mod 16, so the addresses repeat every W = 16/gcd(s, 16) requests), the resident
// lines in LRU order (the next victim first), the line each miss evicted, and each hit or
// miss marked by a letter and a sign as well as by colour; a predicted hit count is
// checked when the last request is made.
let playing = null;
function cacheError(msg) {
  const box = $("cache-error");
  if (!msg) { box.hidden = true; box.textContent = ""; return; }
  box.hidden = false; box.textContent = msg;
  $("cache-requests").textContent = "";
  $("cache-hits").textContent = "0"; $("cache-misses").textContent = "0";
  $("cache-resident").textContent = "[]"; $("cache-why").textContent = "";
  for (const id of ["cache-cycle", "cache-lru", "cache-last", "cache-verdict"]) $(id).textContent = "";
}
function cacheRender(st) {
  const row = $("cache-requests"); row.textContent = "";
  st.requests.forEach((r, k) => {
    const d = el("div", { className: "req" + (r.done ? (r.hit ? " hit" : " miss") : "") + (k === st.next ? " next" : "") });
    d.setAttribute("data-testid", "cache-req");
    d.dataset.state = r.done ? (r.hit ? "hit" : "miss") : "waiting";
    d.title = `request ${k}: address ${r.address}` + (r.done ? (r.hit ? " — hit" : " — miss" + (r.evicted >= 0 ? `, evicted line ${r.evicted}` : "")) : k === st.next ? " — next" : " — not made yet");
    d.setAttribute("aria-label", d.title);
    d.append(el("span", { textContent: String(k) }), el("b", { textContent: String(r.address) }));
    if (r.done) d.append(el("span", { className: "mark", textContent: r.hit ? "✓ H" : "✗ M" }));
    if (r.done && r.evicted >= 0) d.append(el("span", { className: "ev", textContent: "out " + r.evicted }));
    row.appendChild(d);
  });
  // the cycle, from the engine's W and its own request addresses
  const W = st.cycle_lines, M = st.space, sv = $("cache-stride").value.trim();
  const first = st.requests.slice(0, Math.min(W, st.requests.length)).map(r => r.address);
  $("cache-cycle").textContent = `Request k reads (k·${factor(sv)}) mod ${M}: the addresses repeat every W = ${M}/gcd(${sv}, ${M}) = ${W} request${W === 1 ? "" : "s"} ` +
    `(${first.join(", ")}${W < st.requests.length ? `, then ${first[0]} again` : ""}), so ${W} distinct line${W === 1 ? "" : "s"} ` +
    `${W <= +$("cache-capacity").value ? (W === 1 ? "fits" : "fit") : (W === 1 ? "does not fit" : "do not fit")} in C = ${$("cache-capacity").value} line${$("cache-capacity").value === "1" ? "" : "s"}.`;
  const lru = $("cache-lru"); lru.textContent = "";
  if (!st.lru.length) lru.append("(empty)");
  st.lru.forEach((a, i) => {
    const x = el("span", { className: "line", textContent: String(a) });
    x.title = i === 0 ? "least recently used: the next victim" : i === st.lru.length - 1 ? "most recently used" : "";
    lru.append(x);
  });
  if (st.lru.length > 1) lru.append(el("span", { className: "muted", textContent: " ← most recently used last" }));
  const last = st.next - 1, lr = st.requests[last];
  $("cache-last").textContent = last < 0 ? "No request made yet: Step makes request 0." :
    lr.hit ? `Request ${last} read address ${lr.address}: ✓ hit (H) — line ${lr.address} was resident; it moves to the most recently used end.`
      : `Request ${last} read address ${lr.address}: ✗ miss (M) — line ${lr.address} is loaded` +
        (lr.evicted >= 0 ? ` and line ${lr.evicted}, the least recently used, is evicted.` : " into a free line (nothing evicted).");
  cacheVerdict(st);
  $("cache-hits").textContent = String(st.hits);
  $("cache-misses").textContent = String(st.misses);
  $("cache-resident").textContent = "[" + st.resident.join(", ") + "]";
  $("cache-why").textContent = st.done ? st.why : "";
}
// The raw text of a number input: letters make .value "" (badInput), so say so.
function cacheField(id, name, lo, hi) {
  const inp = $(id), v = inp.value.trim();
  if (inp.validity && inp.validity.badInput) return { error: `${name} must be a whole number from ${lo} to ${hi} (letters are not numbers)` };
  if (!/^-?\d+$/.test(v)) return { error: `${name} must be a whole number from ${lo} to ${hi}` + (v ? `, not ${v}` : "") };
  const n = Number(v);
  if (n < lo || n > hi) return { error: `${name} must be a whole number from ${lo} to ${hi}, not ${v}` };
  return { value: n };
}
function cacheCmd(cmd) {
  const C = cacheField("cache-capacity", "C", 1, limits.cache_max_capacity);
  const s = cacheField("cache-stride", "s", -64, 64);
  const bad = C.error || s.error;
  if (bad) { cacheError(bad); stopPlay(); return null; }
  const st = engineCall("cache", `${cmd} ${C.value} ${s.value}`, e => cacheError(e.type + ": " + e.message));
  if (!st) { stopPlay(); return null; }
  if (st.error) { cacheError(st.error.type + ": " + st.error.message); stopPlay(); return null; }
  cacheError(null);
  cacheRender(st);
  return st;
}
// The learner's predicted hit count against the lab's, once every request is made.
function cacheVerdict(st) {
  const box = $("cache-verdict"), g = $("cache-guess").value.trim();
  box.textContent = "";
  if (!st.done || g === "") return;
  if (!/^\d+$/.test(g)) { box.append(el("span", { className: "wrong", textContent: `your prediction "${g}" is not a whole number` })); return; }
  const ok = +g === st.hits;
  box.append(el("span", { className: ok ? "right" : "wrong", textContent: ok ? "✓ right" : "✗ not quite" }),
    `: you predicted ${g} hit${g === "1" ? "" : "s"}; the lab made ${st.hits} of ${st.requests.length}.`);
}
function cacheWire() {
  $("cache-reset").addEventListener("click", () => { stopPlay(); cacheCmd("reset"); });
  $("cache-step").addEventListener("click", () => { stopPlay(); cacheCmd("step"); });
  $("cache-play").addEventListener("click", togglePlay);
  ["cache-capacity", "cache-stride"].forEach(id => $(id).addEventListener("change", () => { stopPlay(); cacheCmd("reset"); saveState(true); }));
  $("cache-guess").addEventListener("change", () => { const st = engineCall("cache", `state ${$("cache-capacity").value.trim()} ${$("cache-stride").value.trim()}`); if (st && !st.error) cacheVerdict(st); });
}
function stopPlay() { if (playing) { clearInterval(playing); playing = null; } $("cache-play").textContent = "Play"; }
function togglePlay() {
  if (playing) { stopPlay(); return; }
  $("cache-play").textContent = "Pause";
  playing = setInterval(() => { const st = cacheCmd("step"); if (!st || st.done) stopPlay(); }, 180);
}

