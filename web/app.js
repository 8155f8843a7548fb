// app.js — the explorer page.  All answers come from the stridelab engine compiled to
// WebAssembly (web/wasm_api.c): one export `slw_call(command, argument)` that returns a JSON
// string.  This file only loads the module, supplies the few WASI imports it needs, and
// draws what the engine says.
"use strict";

// ---------------------------------------------------------------- engine loader --
const Engine = (() => {
  let inst = null, mem = null;
  const enc = new TextEncoder(), dec = new TextDecoder();
  const ENOSYS = 52;
  function view() { return new DataView(mem.buffer); }
  // The handful of WASI functions a reactor-model C library calls; stdout/stderr writes
  // are collected (the engine reports through return values, so they stay empty).
  const wasi = {
    fd_write(fd, iovs, iovsLen, nwrittenPtr) {
      const dv = view(); let n = 0;
      for (let i = 0; i < iovsLen; i++) {
        const p = dv.getUint32(iovs + 8 * i, true), l = dv.getUint32(iovs + 8 * i + 4, true);
        const s = dec.decode(new Uint8Array(mem.buffer, p, l));
        if (fd === 2) console.debug("[engine stderr]", s);
        n += l;
      }
      dv.setUint32(nwrittenPtr, n, true); return 0;
    },
    fd_close() { return 0; },
    fd_seek() { return ENOSYS; },
    fd_fdstat_get() { return ENOSYS; },
    proc_exit(code) { throw new Error("engine exited with status " + code); },
    environ_sizes_get(cntPtr, sizePtr) { const dv = view(); dv.setUint32(cntPtr, 0, true); dv.setUint32(sizePtr, 0, true); return 0; },
    environ_get() { return 0; },
    clock_time_get(id, prec, outPtr) { view().setBigUint64(outPtr, BigInt(Math.round(performance.now() * 1e6)), true); return 0; },
    random_get(ptr, len) { crypto.getRandomValues(new Uint8Array(mem.buffer, ptr, len)); return 0; },
  };
  const imports = { wasi_snapshot_preview1: new Proxy(wasi, { get: (t, k) => t[k] || (() => ENOSYS) }) };
  async function load() {
    const bin = Uint8Array.from(atob(SL_WASM_BASE64), c => c.charCodeAt(0));
    const r = await WebAssembly.instantiate(bin, imports);
    inst = r.instance; mem = inst.exports.memory;
    if (inst.exports._initialize) inst.exports._initialize();
  }
  function str(s) {
    const b = enc.encode(s + "\0"), p = inst.exports.slw_alloc(b.length);
    new Uint8Array(mem.buffer, p, b.length).set(b); return p;
  }
  function call(cmd, arg) {
    const c = str(cmd), a = str(arg ?? "");
    const r = inst.exports.slw_call(c, a);
    inst.exports.slw_free(c); inst.exports.slw_free(a);
    if (!r) throw new Error("engine returned no answer for " + cmd);
    const bytes = new Uint8Array(mem.buffer, r); let n = 0; while (bytes[n]) n++;
    const text = dec.decode(new Uint8Array(mem.buffer, r, n));
    inst.exports.slw_free(r);
    return JSON.parse(text);
  }
  return { load, call };
})();

// -------------------------------------------------------------------- examples --
const EXAMPLES = [
  { fw: "torch", label: "lesson 1: transpose of a reshape", src: "torch.arange(64.).reshape(2, 4, 8).transpose(0, 2)" },
  { fw: "torch", label: "lesson 1: third corpus row", src: "torch.arange(24.).reshape(2, 3, 4).transpose(0, 2)[:, ::2]" },
  { fw: "torch", label: "lesson 1: unsqueeze stride", src: "torch.arange(24.).reshape(2, 3, 4)[:, ::2].unsqueeze(1)" },
  { fw: "torch", label: "lesson 1: expand (stride 0)", src: "torch.arange(3.).unsqueeze(1).expand(3, 5)" },
  { fw: "torch", label: "lesson 1: sliding window (TooHard)", src: "torch.as_strided(torch.arange(6.), (4, 3), (1, 1))" },
  { fw: "torch", label: "lesson 3: view refuses after transpose", src: "torch.arange(24.).reshape(2, 3, 4).transpose(0, 1).view(6, 4)" },
  { fw: "torch", label: "lesson 3: view through a size-1 axis", src: "torch.arange(24.).reshape(2, 3, 4)[:, 1:2, :].view(2, 4)" },
  { fw: "numpy", label: "numpy: reversed slice (negative stride)", src: "np.arange(5)[::-1]" },
  { fw: "numpy", label: "numpy: transpose then step", src: "np.arange(24.).reshape(2, 3, 4).T[::2]" },
  { fw: "torch", label: "snippet: the window write", src: "import torch\nb = torch.arange(6.)\nw = torch.as_strided(b, (4, 3), (1, 1))\nprint(torch._debug_has_internal_overlap(w))\nw.add_(1)\nprint(b.tolist())" },
];

// ---------------------------------------------------------------------- state --
const $ = id => document.getElementById(id);
let current = null;   // last explain answer
let selected = -1;    // selected step

function fmtTuple(a) { return "(" + a.join(", ") + (a.length === 1 ? ",)" : ")"); }
function framework() { return document.querySelector('input[name=fw]:checked').value; }
function setFramework(fw) { document.querySelector(`input[name=fw][value=${fw}]`).checked = true; }

function showError(e) {
  const box = $("error");
  if (!e) { box.hidden = true; box.textContent = ""; return; }
  box.hidden = false;
  box.textContent = (e.type ? e.type + ": " : "") + e.message;
}

function run() {
  const src = $("snippet").value.trim();
  showError(null);
  $("output").hidden = true;
  if (!src) return;
  if (src.includes("\n")) return runSnippet(src);
  let ans;
  try { ans = Engine.call("explain", src); }
  catch (e) { showError({ type: "Error", message: String(e.message || e) }); return; }
  current = ans;
  renderSteps(ans);
  if (ans.error) showError(ans.error);
  const last = ans.steps.length - 1;
  selectStep(last);
}

function runSnippet(src) {
  let ans;
  try { ans = Engine.call("run", src); }
  catch (e) { showError({ type: "Error", message: String(e.message || e) }); return; }
  const out = $("output");
  out.hidden = false;
  out.textContent = ans.stdout + (ans.stderr ? ans.stderr : "");
  if (ans.status !== 0 && ans.error) showError(ans.error);
  current = null; renderSteps({ steps: [] }); clearGrid();
}

function renderSteps(ans) {
  const tb = document.querySelector("#steps tbody");
  tb.textContent = "";
  ans.steps.forEach((s, i) => {
    const tr = document.createElement("tr");
    tr.dataset.testid = "step";
    tr.setAttribute("data-testid", "step");
    tr.setAttribute("data-shape", JSON.stringify(s.shape));
    tr.setAttribute("data-stride", JSON.stringify(s.stride));
    tr.setAttribute("data-offset", String(s.offset));
    const cells = [String(i), s.op, fmtTuple(s.shape), fmtTuple(s.stride), String(s.offset),
      s.arith || "", s.alias + (s.note ? " — " + s.note : ""), s.contiguous ? "yes" : "no", s.internal_overlap];
    cells.forEach((c, k) => { const td = document.createElement("td"); td.textContent = c; if (k >= 1 && k <= 4) td.className = "mono"; tr.appendChild(td); });
    tr.addEventListener("click", () => selectStep(i));
    tb.appendChild(tr);
  });
  if (ans.error) {
    const tr = document.createElement("tr");
    tr.className = "failed";
    tr.setAttribute("data-testid", "step-error");
    const td0 = document.createElement("td"); td0.textContent = String(ans.steps.length);
    const td1 = document.createElement("td"); td1.textContent = ans.error.op || "";
    const td2 = document.createElement("td"); td2.colSpan = 7; td2.textContent = ans.error.type + ": " + ans.error.message;
    tr.append(td0, td1, td2); tb.appendChild(tr);
  }
}

function clearGrid() { $("strip").textContent = ""; $("grid").textContent = ""; $("whois").textContent = ""; $("sel-label").textContent = ""; }

// Element units for drawing: numpy steps carry byte strides; draw in elements when every
// stride and the offset divide by the itemsize, else in bytes.
function unitsOf(s) {
  if (s.unit !== "bytes") return { stride: s.stride, offset: s.offset, unit: "element" };
  const k = s.itemsize, ok = s.offset % k === 0 && s.stride.every(v => v % k === 0);
  return ok ? { stride: s.stride.map(v => v / k), offset: s.offset / k, unit: "element" } : { stride: s.stride, offset: s.offset, unit: "byte" };
}

function layoutString(s) {
  const u = unitsOf(s);
  return `size=${fmtTuple(s.shape)},stride=${fmtTuple(u.stride)},offset=${u.offset},itemsize=${u.unit === "element" ? s.itemsize : 1}`;
}

const MAX_CELLS = 512;

function selectStep(i) {
  document.querySelectorAll("#steps tbody tr").forEach((tr, k) => tr.classList.toggle("selected", k === i));
  selected = i;
  clearGrid();
  if (!current || i < 0 || i >= current.steps.length) return;
  const s = current.steps[i], u = unitsOf(s);
  $("sel-label").textContent = `— step ${i}: ${s.op}`;
  const numel = s.shape.reduce((a, b) => a * b, 1);
  // storage extent: the engine reports the storage size in the step's units
  const storeN = Math.min(s.storage_elems ?? 0, MAX_CELLS);
  const counts = new Map();
  const idx = new Array(s.shape.length).fill(0);
  const cellsAddr = [];
  if (numel <= 4096) {
    for (let n = 0; n < numel; n++) {
      let a = u.offset;
      for (let d = 0; d < idx.length; d++) a += idx[d] * u.stride[d];
      cellsAddr.push(a);
      counts.set(a, (counts.get(a) || 0) + 1);
      for (let d = idx.length - 1; d >= 0; d--) { if (++idx[d] < s.shape[d]) break; idx[d] = 0; }
    }
  }
  const strip = $("strip");
  for (let a = 0; a < storeN; a++) {
    const c = document.createElement("span");
    const k = counts.get(a) || 0;
    c.className = "cell" + (k === 1 ? " reach" : k > 1 ? " multi" : "");
    c.textContent = String(a);
    c.title = `storage ${u.unit} ${a}: reached ${k} time${k === 1 ? "" : "s"}`;
    if (k > 1) { const b = document.createElement("span"); b.className = "cnt"; b.textContent = "×" + k; c.appendChild(b); }
    c.addEventListener("click", () => whois(s, a, c));
    strip.appendChild(c);
  }
  if ((s.storage_elems ?? 0) > MAX_CELLS) strip.appendChild(Object.assign(document.createElement("span"), { className: "muted", textContent: ` … ${s.storage_elems - MAX_CELLS} more` }));
  drawGrid(s, u, cellsAddr, counts, numel);
}

function drawGrid(s, u, addrs, counts, numel) {
  const grid = $("grid");
  if (numel > MAX_CELLS || addrs.length !== numel) {
    grid.textContent = `${numel} elements: too many to draw; the table above has the layout.`;
    return;
  }
  const nd = s.shape.length;
  const cols = nd >= 1 ? s.shape[nd - 1] : 1, rows = nd >= 2 ? s.shape[nd - 2] : 1;
  const slab = cols * rows || 1, nslab = Math.max(1, numel / slab);
  for (let b = 0; b < nslab && numel > 0; b++) {
    const slabEl = document.createElement("div"); slabEl.className = "slab";
    if (nd > 2) {
      const lead = []; let r = b;
      for (let d = nd - 3; d >= 0; d--) { lead.unshift(r % s.shape[d]); r = Math.floor(r / s.shape[d]); }
      slabEl.appendChild(Object.assign(document.createElement("div"), { className: "slab-label", textContent: `[${lead.join(", ")}, :, :]` }));
    }
    grid.appendChild(slabEl);
    for (let r = 0; r < rows; r++) {
      const row = document.createElement("div"); row.className = "gridrow";
      for (let c = 0; c < cols; c++) {
        const n = b * slab + r * cols + c, a = addrs[n];
        const cell = document.createElement("span");
        cell.className = "cell" + ((counts.get(a) || 0) > 1 ? " multi" : "");
        cell.textContent = String(a);
        cell.setAttribute("data-testid", "grid-cell");
        const index = []; let rem = n;
        for (let d = nd - 1; d >= 0; d--) { index.unshift(rem % s.shape[d]); rem = Math.floor(rem / s.shape[d]); }
        cell.addEventListener("mouseenter", () => hover(s, index));
        row.appendChild(cell);
      }
      slabEl.appendChild(row);
    }
  }
  if (numel === 0) grid.textContent = "The view has no elements.";
}

function hover(s, index) {
  let a;
  try { a = Engine.call("addr", layoutString(s) + " " + index.join(" ")); }
  catch (e) { $("hover").textContent = String(e.message || e); return; }
  if (a.error) { $("hover").textContent = a.error.type + ": " + a.error.message; return; }
  const v = current.values && a.element >= 0 && a.element < current.values.length ? current.values[a.element] : null;
  $("hover").textContent = `index (${index.join(", ")}): ${a.sum}` + (v !== null && v !== undefined ? `   value ${v}` : "");
}

function whois(s, a, cellEl) {
  document.querySelectorAll(".strip .cell.picked").forEach(c => c.classList.remove("picked"));
  cellEl.classList.add("picked");
  let w;
  try { w = Engine.call("whois", layoutString(s) + " " + a); }
  catch (e) { $("whois").textContent = String(e.message || e); return; }
  if (w.error) { $("whois").textContent = w.error.type + ": " + w.error.message; return; }
  const list = w.indices.map(t => "(" + t.join(", ") + ")").join("  ");
  $("whois").textContent = w.count === 0 ? `storage ${a}: no index reaches it (a gap)`
    : `storage ${a}: reached by ${w.count} index tuple${w.count === 1 ? "" : "s"}: ${list}${w.count > w.indices.length ? " …" : ""}`;
}

// ------------------------------------------------------------------ cache lab --
let playing = null;
function cacheRender(st) {
  const row = $("cache-requests"); row.textContent = "";
  st.requests.forEach((r, k) => {
    const d = document.createElement("div");
    d.className = "req" + (r.done ? (r.hit ? " hit" : " miss") : "") + (k === st.next ? " next" : "");
    d.title = `request ${k}: address ${r.address}` + (r.done ? (r.hit ? " — hit" : " — miss") : "");
    d.innerHTML = `<span>${k}</span><b>${r.address}</b>`;
    row.appendChild(d);
  });
  $("cache-hits").textContent = String(st.hits);
  $("cache-misses").textContent = String(st.misses);
  $("cache-resident").textContent = "[" + st.resident.join(", ") + "]";
  $("cache-why").textContent = st.done ? st.why : "";
}
function cacheCmd(cmd) {
  const C = $("cache-capacity").value, s = $("cache-stride").value;
  const st = Engine.call("cache", `${cmd} ${C} ${s}`);
  if (st.error) { showError(st.error); stopPlay(); return null; }
  cacheRender(st);
  return st;
}
function stopPlay() { if (playing) { clearInterval(playing); playing = null; } $("cache-play").textContent = "Play"; }
function togglePlay() {
  if (playing) { stopPlay(); return; }
  $("cache-play").textContent = "Pause";
  playing = setInterval(() => { const st = cacheCmd("step"); if (!st || st.done) stopPlay(); }, 180);
}

// ----------------------------------------------------------------------- wiring --
function init() {
  const sel = $("examples");
  EXAMPLES.forEach((e, i) => sel.appendChild(Object.assign(document.createElement("option"), { value: String(i), textContent: e.label })));
  sel.addEventListener("change", () => { const e = EXAMPLES[+sel.value]; $("snippet").value = e.src; setFramework(e.fw); run(); });
  document.querySelectorAll("input[name=fw]").forEach(r => r.addEventListener("change", () => {
    // switch the chain's prefix between torch and np where the text allows it
    const t = $("snippet").value;
    $("snippet").value = framework() === "numpy" ? t.replace(/\btorch\./g, "np.") : t.replace(/\bnp\./g, "torch.");
    run();
  }));
  $("run").addEventListener("click", run);
  $("snippet").addEventListener("keydown", ev => { if (ev.key === "Enter" && !ev.shiftKey) { ev.preventDefault(); run(); } });
  $("cache-reset").addEventListener("click", () => { stopPlay(); cacheCmd("reset"); });
  $("cache-step").addEventListener("click", () => { stopPlay(); cacheCmd("step"); });
  $("cache-play").addEventListener("click", togglePlay);
  ["cache-capacity", "cache-stride"].forEach(id => $(id).addEventListener("change", () => { stopPlay(); cacheCmd("reset"); }));
  $("snippet").value = EXAMPLES[0].src;
}

window.addEventListener("DOMContentLoaded", async () => {
  init();
  try {
    await Engine.load();
    $("engine-status").textContent = "engine ready";
    document.body.dataset.ready = "1";
    run();
    cacheCmd("reset");
  } catch (e) {
    $("engine-status").textContent = "engine failed to load: " + (e.message || e);
    showError({ type: "Error", message: "engine failed to load: " + (e.message || e) });
  }
});
