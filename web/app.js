// app.js — the explorer page.  All answers come from the stridelab engine compiled to
// WebAssembly (web/wasm_api.c): one export `slw_call(command, argument)` that returns a JSON
// string.  This file only loads the module, supplies the few WASI imports it needs, and
// draws what the engine says.
"use strict";

// ---------------------------------------------------------------- engine loader --
// The handful of WASI functions a reactor-model C library calls, over the instance's
// memory (getMem); stdout/stderr writes are dropped (the engine reports through return
// values, so they stay empty).  The snippet worker runs this same function's source.
function wasiImports(getMem) {
  const ENOSYS = 52, dec = new TextDecoder();
  const view = () => new DataView(getMem().buffer);
  const wasi = {
    fd_write(fd, iovs, iovsLen, nwrittenPtr) {
      const dv = view(); let n = 0;
      for (let i = 0; i < iovsLen; i++) {
        const p = dv.getUint32(iovs + 8 * i, true), l = dv.getUint32(iovs + 8 * i + 4, true);
        if (fd === 2) console.debug("[engine stderr]", dec.decode(new Uint8Array(getMem().buffer, p, l)));
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
    random_get(ptr, len) { crypto.getRandomValues(new Uint8Array(getMem().buffer, ptr, len)); return 0; },
  };
  return { wasi_snapshot_preview1: new Proxy(wasi, { get: (t, k) => t[k] || (() => ENOSYS) }) };
}
// slw_call on an instance: the engine's answer as JSON text (a trap throws).
function engineCallText(inst, cmd, arg) {
  const enc = new TextEncoder(), mem = inst.exports.memory;
  const str = s => { const b = enc.encode(s + "\0"), p = inst.exports.slw_alloc(b.length); new Uint8Array(mem.buffer, p, b.length).set(b); return p; };
  const c = str(cmd), a = str(arg ?? "");
  const r = inst.exports.slw_call(c, a);
  inst.exports.slw_free(c); inst.exports.slw_free(a);
  if (!r) throw new Error("engine returned no answer for " + cmd);
  const bytes = new Uint8Array(mem.buffer, r); let n = 0; while (bytes[n]) n++;
  const text = new TextDecoder().decode(new Uint8Array(mem.buffer, r, n));
  inst.exports.slw_free(r);
  return text;
}

// The module is compiled once; an instance that traps (a WebAssembly RuntimeError: its
// stack, heap and statics are then in an unknown state) is thrown away and a fresh
// instance made from the same compiled module.
const Engine = (() => {
  let module = null, inst = null, mem = null, restarts = 0, restarting = null;
  const imports = wasiImports(() => mem);
  let refName = "lessons";
  async function instantiate() {
    const i = await WebAssembly.instantiate(module, imports);
    mem = i.exports.memory;
    inst = i;
    if (inst.exports._initialize) inst.exports._initialize();
    // a fresh instance starts at the default profile: give it the one the page shows
    if (refName !== "lessons") call("ref", refName);
  }
  // The page carries the module gzip'd (see the Makefile); the browser unpacks it.
  async function load() {
    const gz = Uint8Array.from(atob(SL_WASM_BASE64), c => c.charCodeAt(0));
    if (typeof DecompressionStream !== "function") throw new Error("this browser has no DecompressionStream to unpack the engine");
    const raw = await new Response(new Blob([gz]).stream().pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
    module = await WebAssembly.compile(raw);
    await instantiate();
  }
  // Throw the trapped instance away and make a new one; resolves when it is ready.
  function restart() {
    if (!restarting) {
      inst = null; restarts++;
      restarting = instantiate().finally(() => { restarting = null; });
    }
    return restarting;
  }
  function call(cmd, arg) {
    if (!inst) throw Object.assign(new Error("the engine is restarting; try again in a moment"), { engineBusy: true });
    let text;
    try {
      text = engineCallText(inst, cmd, arg);
    } catch (e) {
      if (e instanceof WebAssembly.RuntimeError || e instanceof RangeError) {
        const err = new Error(e.message || String(e));
        err.trap = true; err.restarted = restart();
        throw err;
      }
      throw e;
    }
    return parseExact(text);
  }
  // The reference profile every later call is answered under (sent again after a restart).
  function setRef(name) { refName = name; Runner.setRef(name); return call("ref", name); }
  return { load, call, restart, setRef, get restarts() { return restarts; }, get ready() { return !!inst; },
           get module() { return module; }, get refName() { return refName; } };
})();

// ------------------------------------------------------------ snippet worker --
// A snippet runs in a Web Worker (its own instance of the same compiled module), so a
// long run (`while True: pass`) never freezes the page and Stop can end it: the worker is
// terminated and the next run starts a fresh one.  The worker's code is this file's
// wasiImports and engineCallText as text, from a Blob URL: the page stays one file.
const WORKER_SRC = `"use strict";
${wasiImports.toString()}
${engineCallText.toString()}
let ready = null, inst = null;
onmessage = ev => {
  const m = ev.data;
  if (m.module) {
    let mem = null;
    ready = WebAssembly.instantiate(m.module, wasiImports(() => mem)).then(i => {
      inst = i; mem = i.exports.memory;
      if (i.exports._initialize) i.exports._initialize();
      if (m.ref && m.ref !== "lessons") engineCallText(i, "ref", m.ref);
    });
    return;
  }
  ready.then(() => {
    let text = null;
    try { text = engineCallText(inst, m.cmd, m.arg); }
    catch (e) { postMessage({ id: m.id, trap: String(e.message || e) }); return; }
    postMessage({ id: m.id, text });
  }, e => postMessage({ id: m.id, trap: "the engine failed to start: " + (e.message || e) }));
};`;
const Runner = (() => {
  let worker = null, url = null, pending = null, seq = 0;
  function start() {
    url = url || URL.createObjectURL(new Blob([WORKER_SRC], { type: "text/javascript" }));
    worker = new Worker(url);
    worker.onmessage = ev => {
      const m = ev.data;
      if (!pending || m.id !== pending.id) return;
      const p = pending; pending = null;
      if (m.trap) { stop(); p.reject(Object.assign(new Error(m.trap), { trap: true })); }
      else p.resolve(parseExact(m.text));
    };
    worker.postMessage({ module: Engine.module, ref: Engine.refName });
  }
  // ends the running call (its promise rejects with .stopped) and the worker
  function stop() {
    if (worker) worker.terminate();
    worker = null;
    if (pending) { const p = pending; pending = null; p.reject(Object.assign(new Error("stopped"), { stopped: true })); }
  }
  function call(cmd, arg) {
    if (pending) stop();
    if (!worker) start();
    return new Promise((resolve, reject) => {
      pending = { id: ++seq, resolve, reject };
      worker.postMessage({ id: seq, cmd, arg });
    });
  }
  function setRef(name) { if (worker) worker.postMessage({ id: 0, cmd: "ref", arg: name }); }
  return { call, stop, get busy() { return !!pending; } , setRef };
})();

// An engine answer with its int64 values exact: an integer past 2^53 becomes a BigInt
// (from its source text), every other number stays a Number.
function parseExact(text) {
  return JSON.parse(text, (k, v, ctx) => typeof v === "number" && Number.isInteger(v) && !Number.isSafeInteger(v)
    && ctx && /^-?\d+$/.test(ctx.source) ? BigInt(ctx.source) : v);
}
// Integer arithmetic that stays exact: BigInt inside, a Number again when it fits.
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
function norm(x) { return typeof x === "bigint" && x <= MAX_SAFE && x >= -MAX_SAFE ? Number(x) : x; }
function mulI(a, b) { return norm(BigInt(a) * BigInt(b)); }
function prodI(a) { return norm(a.reduce((p, v) => p * BigInt(v), 1n)); }
function absB(x) { x = BigInt(x); return x < 0n ? -x : x; }
function jsonInts(a) { return "[" + a.map(String).join(",") + "]"; }
// a factor of a product as Python writes it: a negative one in parentheses
function factor(v) { return String(v).startsWith("-") ? `(${v})` : String(v); }

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
let limits = { cache_max_capacity: 64, cache_space: 16, max_dims: 64 };
let HINT = "";        // the usage hint under the grid (page.html's text), shown until a cell is hovered

function fmtTuple(a) { return "(" + a.join(", ") + (a.length === 1 ? ",)" : ")"); }
function framework() { return document.querySelector('input[name=fw]:checked').value; }
function setFramework(fw) { document.querySelector(`input[name=fw][value=${fw}]`).checked = true; }
function el(tag, props, ...kids) {
  const e = Object.assign(document.createElement(tag), props || {});
  for (const k of kids) e.append(k);
  return e;
}

// An error as Python's last line: "Type: message".
function showError(e) {
  const box = $("error");
  if (!e) { box.hidden = true; box.textContent = ""; delete box.dataset.type; return; }
  box.hidden = false;
  box.textContent = errorLine(e);
  box.dataset.type = e.type || "";
}
// "Type: message", the CLI's way: a refusal's message already begins "unsupported: "
function errorLine(e) {
  const m = e.type === "Unsupported" ? String(e.message).replace(/^unsupported: /, "") : e.message;
  return (e.type ? e.type + ": " : "") + m;
}

function setStatus() {
  const n = Engine.restarts;
  $("engine-status").textContent = !Engine.ready ? "engine restarting…"
    : "engine ready" + (n ? ` (restarted ${n === 1 ? "once" : n + " times"} after a crash)` : "");
}

// Every engine call goes through here: a trap restarts the engine and says so.
function engineCall(cmd, arg, onError) {
  try { return Engine.call(cmd, arg); }
  catch (e) {
    if (e.trap) {
      const deep = /call stack|out of bounds/i.test(e.message);
      const msg = `the engine crashed on this input (${e.message}) and was restarted; nothing shown comes from the crashed run.` +
        (deep ? " A chain this long (thousands of ops) goes deeper than the engine's stack in the browser." : "");
      setStatus();
      e.restarted.then(() => { setStatus(); cacheCmd("reset"); }, err => {
        $("engine-status").textContent = "engine failed to restart: " + (err.message || err);
      });
      (onError || showError)({ type: "RuntimeError", message: msg });
    } else {
      (onError || showError)({ type: e.engineBusy ? "RuntimeError" : "Error", message: String(e.message || e) });
    }
    return null;
  }
}

// Drop every result the last run drew: table, grid, strip, output, explanations.
let keepVars = false;   // a snippet's variable list stays while one of them is drawn
function clearResults() {
  showError(null);
  $("copy-status").textContent = "";
  $("output").hidden = true; $("output").textContent = "";
  $("why-refused").hidden = true; $("why-refused").textContent = "";
  $("predict").hidden = true; $("predict").textContent = "";
  prediction = null; delete document.body.dataset.predicting;
  if (!keepVars) { $("vars").hidden = true; $("vars").textContent = ""; }
  current = null; selected = -1;
  renderSteps({ steps: [] });
  clearGrid();
  $("hover").textContent = HINT;
  stopWritePlay(); write = null; $("write-order").hidden = true;
  if (!editing) $("layout-editor").hidden = true;
  apart = null;   // the refused view's dims (refusal.js): only the run that refused marks them
}

// The example list and the torch/numpy radio follow what is typed.
function syncControls(src) {
  const i = EXAMPLES.findIndex(e => e.src === src);
  $("examples").value = i >= 0 ? String(i) : "";
  const np = /\bnp\.|\bnumpy\b/.test(src), th = /\btorch\b/.test(src);
  if (np && !th) setFramework("numpy");
  else if (th && !np) setFramework("torch");
}

function run(opts) {
  const src = $("snippet").value.trim();
  clearResults();
  if (!(opts && opts.fromHistory)) saveState(opts && opts.replace);
  if (Runner.busy) { runToken++; Runner.stop(); setBusy(false); }
  syncControls(src);
  if (!src) return;
  if (src.includes("\n") || isStatement(src)) return runSnippet(src);
  let ans = engineCall("explain", src);
  if (!ans) return;
  // an expression whose value is None (a call such as print(...)) is a statement: run it
  if (ans.error && /the expression's value is a NoneType/.test(ans.error.message)) return runSnippet(src);
  if (!Array.isArray(ans.steps)) { showError(ans.error || { type: "Error", message: "the engine gave no steps" }); return; }
  const tuple = ans.error && /the expression's value is a (tuple|list),/.exec(ans.error.message);
  if (tuple) ans = pieces(src, ans, tuple[1]) || ans;
  current = ans;
  renderSteps(ans);
  if (ans.error) { showError(ans.error); explainRefusal(src, ans); }
  const want = pendingStep;
  pendingStep = null;
  selectStep(want !== null && want >= 0 && want < ans.steps.length ? want : ans.steps.length - 1);
  if (predictMode() && !editing) startPrediction(ans);
  if (editing && ans.error) renderEditor(ans.steps[ans.steps.length - 1] || null);
}

// One line of Python that is a statement, not an expression: statements joined by a
// top-level ";", a statement keyword, or an assignment.
function isStatement(src) {
  let depth = 0, quote = null;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quote) { if (c === "\\") i++; else if (c === quote) quote = null; continue; }
    if (c === "'" || c === '"') quote = c;
    else if ("([{".includes(c)) depth++;
    else if (")]}".includes(c)) depth--;
    else if (c === "#") break;
    else if (c === ";" && depth === 0) return true;
  }
  return /^(import|from|for|while|if|def|class|with|try|assert|del|pass|raise|global|nonlocal|return|break|continue)\b/.test(src)
    || /^[A-Za-z_][\w.]*(\[[^\]]*\])?\s*(\*\*|\/\/|>>|<<|[-+*\/%&|^@])?=(?!=)/.test(src)
    || /^[A-Za-z_]\w*\s*(,\s*[A-Za-z_]\w*\s*)+=(?!=)/.test(src);
}
// A snippet, one line or many, runs with the imports a chain has implicitly (torch, np),
// each only when it is named and not imported already.  They go on the snippet's first
// line ("import torch; import numpy as np; ..."), so the line numbers the run reports
// are the learner's; a first line that opens a block (for, if, def, ...) cannot follow
// them there, so then they take a line of their own and `added` says so (the page
// shifts the line numbers it shows back by one).
function withImports(src) {
  const imp = [];
  if (/\btorch\b/.test(src) && !/^\s*(import torch\b|from torch\b)/m.test(src)) imp.push("import torch");
  if (/\bnp\b/.test(src) && !/^\s*import numpy as np\b/m.test(src)) imp.push("import numpy as np");
  if (!imp.length) return { src, added: 0 };
  const first = src.split("\n")[0];
  if (/^(for|while|if|elif|else|def|class|with|try|except|finally|async|@)\b|^@|:\s*(#.*)?$/.test(first.trim()) || /^\s/.test(first))
    return { src: imp.join("\n") + "\n" + src, added: imp.length };
  return { src: imp.join("; ") + "; " + src, added: 0 };
}
// A chain whose value is a tuple (or list) of tensors: each piece explained as the chain
// followed by [k]; the table is the chain's steps and then one row per piece.
const MAX_PIECES = 64;
function pieces(src, ans, kind) {
  const got = [];
  for (let k = 0; k < MAX_PIECES; k++) {
    const a = engineCall("explain", `${src}[${k}]`);
    if (!a || !Array.isArray(a.steps) || a.error || !a.steps.length) break;
    got.push(a);
  }
  if (!got.length) return null;
  const first = got[0], prefix = first.steps.slice(0, -1);
  const steps = prefix.concat(got.map(a => Object.assign({}, a.steps[a.steps.length - 1], { piece: true })));
  const more = engineCall("explain", `${src}[${got.length}]`);
  const all = more && more.error && /IndexError/.test(more.error.type);
  const box = $("why-refused");
  box.hidden = false;
  box.textContent = `The value is a ${kind} of ${got.length}${all ? "" : " or more"} ${first.framework === "numpy" ? "arrays" : "tensors"}: ` +
    `the last ${got.length === 1 ? "row is" : got.length + " rows are"} its pieces, [0] to [${got.length - 1}]; click a row to draw it.`;
  return Object.assign({}, first, { steps, error: null });
}

// The run happens in the worker: the page shows "running" and a Stop button until the
// answer comes (a later run or Stop makes this one's answer be ignored).
let runToken = 0;
function setBusy(on) {
  $("stop").hidden = !on;
  if (on) document.body.dataset.busy = "1"; else delete document.body.dataset.busy;
  $("engine-status").textContent = on ? "engine running a snippet…" : "";
  if (!on) setStatus();
}
function runSnippet(userSrc) {
  const token = ++runToken;
  const { src, added } = withImports(userSrc);
  setBusy(true);
  runWithVars(userSrc, src, (ans, vars) => {
    if (token !== runToken) return;
    setBusy(false);
    if (added) shiftLines(ans, added);
    showRun(ans, userSrc);
    showVars(vars);
    if (ans.status !== 0 && topNames(userSrc).length) {
      const box = $("vars");
      box.hidden = false;
      box.textContent = "The snippet stopped with an error, so its tensors and arrays are not listed (they are listed when a snippet runs to its end).";
    }
    if (ans.status !== 0 && ans.error) explainSnippetRefusal(userSrc, ans);
  }).catch(e => {
    if (token !== runToken) return;
    setBusy(false);
    showError(e.stopped ? { type: "Stopped", message: "the run was stopped before it finished (Stop); nothing it printed is kept" }
      : { type: "RuntimeError", message: `the engine crashed on this input (${e.message}) and was restarted; nothing shown comes from the crashed run.` });
  });
}
function stopRun() {
  if (!Runner.busy) return;
  Runner.stop();
}
// The run's line numbers as the learner numbers the lines (imports on lines of their own
// were added above the snippet).
function shiftLines(ans, k) {
  const fix = t => t.replace(/\bline (\d+)/g, (m, n) => "line " + Math.max(1, +n - k));
  if (ans.stderr) ans.stderr = fix(ans.stderr);
  if (ans.error) ans.error.message = fix(ans.error.message);
  if (ans.line > 0) ans.line = Math.max(1, ans.line - k);
}
// What the snippet printed, then its error once, under it: as `stridelab run` prints it
// (a Python error's traceback with the learner's line number and that line, a syntax
// error's position, a refusal's "line N: ..."), in the error box (not repeated in the
// output).
function showRun(ans, userSrc) {
  const out = $("output");
  out.hidden = false;
  out.textContent = ans.stdout;
  if (!out.textContent) out.textContent = ans.status !== 0 ? "(nothing printed before the error)" : "(nothing printed)";
  if (ans.status !== 0 && ans.error) {
    const last = (ans.stderr || "").trim() || errorLine(ans.error);
    const n = ans.line > 0 ? ans.line : 0;
    const code = n ? "    " + ((userSrc || "").split(/\r\n|\r|\n/)[n - 1] || "").trim() + "\n" : "";
    const box = $("error");
    box.hidden = false;
    box.textContent = ans.kind === "py" ? `Traceback (most recent call last):\n  File "<snippet>", line ${n}, in <module>\n${code}${last}`
      : ans.kind === "syntax" && n ? `  File "<snippet>", line ${n}\n${code}${last}` : last;
    box.dataset.type = ans.error.type;
  }
}

// internal overlap twice, as explain prints it: torch's label and the exact answer
const COLUMNS = ["#", "op", "shape", "stride", "offset", "arithmetic", "alias", "contig.", "overlap: torch", "exact"];
// The unit of the table's strides and offsets: torch's are in elements, numpy's in bytes
// (as .stride() and .strides give them); a snippet's variables may mix the two.
function tableUnit(steps) {
  const units = new Set(steps.map(s => s.unit === "bytes" ? "bytes" : "elements"));
  return units.size === 2 ? "elements for torch, bytes for numpy" : units.has("bytes") ? "bytes" : "elements";
}
function plural(n, word) { return `${n} ${word}${String(n) === "1" ? "" : "s"}`; }
// A view that reads the same bytes as another dtype (numpy's .view(np.int16), torch's
// .view(torch.int16)): its element size differs from the step before it on the same
// storage.  The engine's arithmetic for it speaks of reshape's contiguous chunks; the
// table says what it is.
function dtypeViewArith(steps, i) {
  const s = steps[i], prev = steps.slice(0, i).filter(t => !t.piece && t.storage === s.storage).pop();
  if (!prev || s.alias !== "view" || prev.itemsize === s.itemsize || s.piece) return null;
  const unit = s.unit === "bytes" ? "bytes" : "elements";
  return `alias: the same bytes read as ${plural(s.itemsize, "byte")} elements instead of ${plural(prev.itemsize, "byte")} ones ` +
    `(itemsize ${prev.itemsize} → ${s.itemsize}): stride ${fmtTuple(prev.stride)}→${fmtTuple(s.stride)} ${unit}, offset ${s.offset}`;
}
function renderSteps(ans) {
  const tb = document.querySelector("#steps tbody");
  tb.textContent = "";
  const unit = tableUnit(ans.steps);
  const heads = COLUMNS.slice();
  heads[3] = `stride (${unit})`; heads[4] = `offset (${unit})`;
  document.querySelectorAll("#steps thead th").forEach((th, k) => { th.textContent = heads[k]; });
  ans.steps.forEach((s, i) => {
    const tr = document.createElement("tr");
    tr.setAttribute("data-testid", "step");
    tr.setAttribute("data-shape", jsonInts(s.shape));
    tr.setAttribute("data-stride", jsonInts(s.stride));
    tr.setAttribute("data-offset", String(s.offset));
    tr.tabIndex = 0;
    const cells = [String(i), s.op, fmtTuple(s.shape), fmtTuple(s.stride), String(s.offset),
      dtypeViewArith(ans.steps, i) || s.arith || "", s.alias + (s.note ? " — " + s.note : ""), s.contiguous ? "yes" : "no",
      s.torch_internal_overlap ?? "-", s.exact_internal_overlap];
    cells.forEach((c, k) => {
      const td = el("td", { textContent: c, className: k >= 1 && k <= 4 ? "mono" : k === 5 ? "arith" : "" });
      td.setAttribute("data-label", heads[k]);
      tr.appendChild(td);
    });
    tr.addEventListener("click", () => selectStep(i));
    tr.addEventListener("keydown", ev => { if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); selectStep(i); } });
    tb.appendChild(tr);
  });
  if (ans.error) {
    const tr = document.createElement("tr");
    tr.className = "failed";
    tr.setAttribute("data-testid", "step-error");
    const td0 = el("td", { textContent: String(ans.steps.length) });
    const td1 = el("td", { textContent: ans.error.op || "(next op)", className: "mono" });
    // the error itself is shown once, in the box above the table, with the reason
    const td2 = el("td", { colSpan: 8, textContent: "refused here: the reason is above the table" });
    tr.append(td0, td1, td2); tb.appendChild(tr);
  }
}

function clearGrid() {
  for (const id of ["strip", "grid", "whois"]) $(id).textContent = "";
  $("legend-dims").textContent = "";
  $("copy-stride").disabled = true; $("copy-sum").disabled = true; lastSum = null;
  walkSetup(null);
  $("compare-row").hidden = true;
  const note = $("compare-note");
  if (note) note.remove();
  $("whois").classList.remove("error");
  for (const id of ["sel-label", "strip-unit", "grid-unit", "cells-what"]) $(id).textContent = "";
  cellVals = null;
}

// Element units for drawing: numpy steps carry byte strides; draw in elements when every
// stride and the offset divide by the itemsize, else in bytes.
function unitsOf(s) {
  if (s.unit !== "bytes") return { stride: s.stride, offset: s.offset, unit: "element" };
  const k = BigInt(s.itemsize), ok = BigInt(s.offset) % k === 0n && s.stride.every(v => BigInt(v) % k === 0n);
  return ok ? { stride: s.stride.map(v => norm(BigInt(v) / k)), offset: norm(BigInt(s.offset) / k), unit: "element" }
    : { stride: s.stride, offset: s.offset, unit: "byte" };
}

function layoutString(s) {
  const u = unitsOf(s);
  return `size=${fmtTuple(s.shape)},stride=${fmtTuple(u.stride)},offset=${u.offset},itemsize=${u.unit === "element" ? s.itemsize : 1}`;
}

const MAX_CELLS = 512;        // storage cells and logical cells drawn
const MAX_COUNTED = 1 << 22;  // logical elements enumerated to count how often each storage cell is reached

function selectStep(i) {
  document.querySelectorAll("#steps tbody tr").forEach((tr, k) => tr.classList.toggle("selected", k === i));
  selected = i;
  clearGrid();
  if (!current || i < 0 || i >= current.steps.length) return;
  const s = current.steps[i], u = unitsOf(s);
  $("sel-label").textContent = `— step ${i}: ${s.op}`;
  $("hover").textContent = HINT;
  const numel = prodI(s.shape);
  // the strip's cells are the drawing's unit: elements, or bytes (all of the buffer)
  const storeTotal = (u.unit === "byte" ? s.storage_bytes : s.storage_elems) ?? 0;
  const storeN = Number(storeTotal < MAX_CELLS ? storeTotal : MAX_CELLS);
  const itemBytes = u.unit === "element" ? s.itemsize : 1;
  $("strip-unit").textContent = `— ${plural(storeTotal, u.unit)}` +
    (u.unit === "element" ? ` of ${plural(s.itemsize, "byte")} (element k starts at byte ${s.itemsize === 1 ? "k" : s.itemsize + "·k"})`
      : `, drawn in bytes: ${bytesWhy(s)}`);
  $("grid-unit").textContent = `— shape ${fmtTuple(s.shape)}, stride ${fmtTuple(u.stride)} ${u.unit}s` +
    (u.unit === "element" ? ` (${fmtTuple(u.stride.map(v => mulI(v, s.itemsize)))} bytes)` : " (in bytes, as the strip)") + `, offset ${u.offset}`;
  $("cells-what").textContent = cellsWhat(s);
  // how often each drawn storage cell is reached: every logical index is enumerated
  // (up to MAX_COUNTED of them; past that the drawn cells say "not counted")
  const counts = new Map(), cellsAddr = [];
  const counted = numel <= MAX_COUNTED;
  // a view in bytes reaches every byte of each element's extent (itemsize bytes from
  // its first one), as whois --byte counts them
  const width = u.unit === "byte" ? s.itemsize : 1;
  if (counted) {
    const nd = s.shape.length, idx = new Array(nd).fill(0);
    // addresses as Numbers while every one is exact, else as BigInts
    let reach = absB(u.offset);
    s.shape.forEach((n, d) => { if (n > 0) reach += absB(u.stride[d]) * (BigInt(n) - 1n); });
    const big = reach + BigInt(width) > MAX_SAFE, I = big ? BigInt : Number;
    const shape = s.shape.map(I), stride = u.stride.map(I), one = I(1);
    let a = I(u.offset);
    for (let n = 0; n < numel; n++) {
      if (n < MAX_CELLS) cellsAddr.push(norm(a));
      for (let w = 0; w < width; w++) {
        const b = big ? norm(a + BigInt(w)) : a + w;
        if (b >= 0 && b < storeN) counts.set(b, (counts.get(b) || 0) + 1);
      }
      for (let d = nd - 1; d >= 0; d--) {
        if (++idx[d] < shape[d]) { a += stride[d]; break; }
        a -= (shape[d] - one) * stride[d]; idx[d] = 0;
      }
    }
  }
  const strip = $("strip");
  for (let a = 0; a < storeN; a++) {
    const k = counts.get(a) || 0;
    const c = el("span", { className: "cell" + (!counted ? " unknown" : k === 1 ? " reach" : k > 1 ? " multi" : ""), textContent: String(a) });
    c.setAttribute("data-testid", "storage-cell");
    c.setAttribute("data-storage", String(a));
    c.setAttribute("role", "button");
    c.tabIndex = a === 0 ? 0 : -1;
    c.title = !counted ? `storage ${u.unit} ${a}: not counted (${numel} indices are too many to enumerate here)`
      : `storage ${u.unit} ${a}${u.unit === "element" ? ` (${itemBytes === 1 ? "byte " + a : `bytes ${a * itemBytes}–${(a + 1) * itemBytes - 1}`})` : ""}: reached ${plural(k, "time")}`;
    c.setAttribute("aria-label", c.title);
    if (counted) c.setAttribute("data-count", String(k));
    if (k > 1) c.appendChild(el("span", { className: "cnt", textContent: "×" + k }));
    c.addEventListener("click", () => whois(s, a, c));
    c.addEventListener("keydown", ev => arrowNav(ev, strip, "[data-testid=storage-cell]", c, () => whois(s, a, c)));
    strip.appendChild(c);
  }
  if (storeTotal > MAX_CELLS) strip.appendChild(el("span", { className: "muted", textContent: ` … ${norm(BigInt(storeTotal) - BigInt(MAX_CELLS))} more` }));
  if (!counted) strip.appendChild(el("span", { className: "muted", textContent: ` (${numel} indices: too many to count here; click a cell to ask the engine)` }));
  cellVals = viewValues(i, s, u, cellsAddr, numel);
  $("cells-what").textContent = cellsWhat(s);
  drawGrid(s, u, cellsAddr, counts, numel);
  renderEditor(s);
  writeOrder(s);
  const ld = $("legend-dims"); ld.textContent = "";
  if (s.shape.length) {
    ld.append("dims: ");
    s.shape.forEach((n, d) => ld.append(dimSpan(d, `d${d}`), d + 1 < s.shape.length ? " " : ""));
    ld.append(" (axis, term of the sum, jump on the strip)");
  }
  $("copy-stride").disabled = false;
  walkSetup(s, u, cellsAddr, numel);
  fillCompare(i);
  markApart();
  saveState(true);
}

// Arrow keys move focus among cells (one tab stop per strip or grid); Enter/Space act.
// They follow the drawing: in the grid (slabs side by side, wrapping) each arrow goes to
// the nearest cell drawn in its direction; in the strip Left/Right go to the previous and
// next element and Up/Down to the line above or below.  The focused cell is brought into
// sight above the readout pinned to a phone's screen.
function arrowNav(ev, box, sel, cur, act) {
  const cells = [...box.querySelectorAll(sel)];
  let k = cells.indexOf(cur);
  if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); act(); return; }
  const spatial = box.id === "grid" || ev.key === "ArrowUp" || ev.key === "ArrowDown";
  if (ev.key.startsWith("Arrow") && spatial) k = cells.indexOf(nearestCell(cells, cur, ev.key));
  else if (ev.key === "ArrowRight") k++;
  else if (ev.key === "ArrowLeft") k--;
  else if (ev.key === "Home") k = 0;
  else if (ev.key === "End") k = cells.length - 1;
  else return;
  ev.preventDefault();
  k = Math.max(0, Math.min(cells.length - 1, k));
  cur.tabIndex = -1; cells[k].tabIndex = 0;
  cells[k].focus({ preventScroll: true });
  showClear(cells[k]);
}
// The nearest cell drawn in an arrow's direction whose box overlaps the current one's
// column (Up/Down) or row (Left/Right); the current cell when there is none.
function nearestCell(cells, cur, key) {
  const s = cur.getBoundingClientRect(), vert = key === "ArrowUp" || key === "ArrowDown";
  let best = cur, bestGap = Infinity, bestOff = Infinity;
  for (const c of cells) {
    if (c === cur) continue;
    const r = c.getBoundingClientRect();
    if (vert ? !(r.left < s.right - 1 && s.left < r.right - 1) : !(r.top < s.bottom - 1 && s.top < r.bottom - 1)) continue;
    const gap = key === "ArrowDown" ? r.top - s.bottom : key === "ArrowUp" ? s.top - r.bottom
      : key === "ArrowRight" ? r.left - s.right : s.left - r.right;
    if (gap < -1) continue;
    const off = Math.abs(r.left + r.right - s.left - s.right) + Math.abs(r.top + r.bottom - s.top - s.bottom);
    if (gap < bestGap || (gap === bestGap && off < bestOff)) { best = c; bestGap = gap; bestOff = off; }
  }
  return best;
}
// Scroll a cell into sight: on a phone the readouts are pinned to the bottom of the
// screen, so the cell must end above them, not merely inside the window.
let clearTarget = null, clearUntil = 0;
// A cell that comes under a pointer that has not moved (the page scrolled under it, for
// a keyboard step or a picked element) is not hovered: the readout stays on the focused
// or picked cell.
let pointerStill = false, hovered = null;
window.addEventListener("scroll", () => { pointerStill = true; }, { passive: true });
window.addEventListener("mousemove", () => { pointerStill = false; }, { passive: true });
function showClear(e) {
  e.scrollIntoView({ block: "nearest", inline: "nearest" });
  clearTarget = e; clearUntil = performance.now() + 1500;
  clearAbove(e);
}
// The readout grows or shrinks as its text changes (a hover under the pointer after the
// scroll writes a new sum): the cell just brought into sight is kept above it.
function clearAbove(e) {
  const r = e.getBoundingClientRect(), ro = document.querySelector(".readouts"), margin = 8;
  let bottom = window.innerHeight;
  if (ro && window.matchMedia("(max-width: 820px)").matches) bottom -= ro.getBoundingClientRect().height;
  if (r.bottom > bottom - margin) window.scrollBy(0, r.bottom - bottom + margin);
  else if (r.top < margin) window.scrollBy(0, r.top - margin);
}

function drawGrid(s, u, addrs, counts, numel) {
  const grid = $("grid");
  if (numel > MAX_CELLS || addrs.length != numel) {
    grid.textContent = `${numel} elements: too many to draw; the table above has the layout.`;
    return;
  }
  if (numel === 0) { grid.textContent = "The view has no elements."; return; }
  const nd = s.shape.length;
  const cols = nd >= 1 ? s.shape[nd - 1] : 1, rows = nd >= 2 ? s.shape[nd - 2] : 1;
  const slab = cols * rows || 1, nslab = Math.max(1, Number(numel) / slab);
  let first = true;
  for (let b = 0; b < nslab; b++) {
    const slabEl = el("div", { className: "slab" });
    if (nd > 2) {
      // the slab's leading indices, each in its dim's colour and named dK
      const lead = []; let r = b;
      for (let d = nd - 3; d >= 0; d--) { lead.unshift(r % s.shape[d]); r = Math.floor(r / s.shape[d]); }
      const lab = el("div", { className: "slab-label" }, "[");
      lead.forEach((v, d) => { const x = dimSpan(d, `d${d}=${v}`); x.dataset.dim = String(d); lab.append(x, ", "); });
      lab.append(":, :]");
      slabEl.appendChild(lab);
    }
    // axis labels: the last dim across, the one before it down, each in its dim's colour
    if (nd >= 1) {
      const head = el("div", { className: "gridrow axis" });
      const corner = el("span", { className: "axis-corner" });
      if (nd >= 2) corner.append(dimSpan(nd - 2, `d${nd - 2}↓`), " ");
      corner.append(dimSpan(nd - 1, `d${nd - 1}→`));
      head.appendChild(corner);
      for (let c = 0; c < cols; c++) {
        const x = el("span", { className: `axis-label dim d${(nd - 1) % 6}`, textContent: String(c) });
        x.dataset.dim = String(nd - 1);
        head.appendChild(x);
      }
      slabEl.appendChild(head);
    }
    grid.appendChild(slabEl);
    for (let r = 0; r < rows; r++) {
      const row = el("div", { className: "gridrow" });
      if (nd >= 1) {
        const x = el("span", { className: "axis-label row-label" + (nd >= 2 ? ` dim d${(nd - 2) % 6}` : ""), textContent: nd >= 2 ? String(r) : "" });
        if (nd >= 2) x.dataset.dim = String(nd - 2);
        row.appendChild(x);
      }
      for (let c = 0; c < cols; c++) {
        const n = b * slab + r * cols + c, a = addrs[n];
        const cell = el("span", { className: "cell" + ((counts.get(a) || 0) > 1 ? " multi" : ""), textContent: cellText(n, a) });
        cell.setAttribute("data-testid", "grid-cell");
        cell.setAttribute("data-storage", String(a));
        cell.dataset.cols = String(cols);
        const index = []; let rem = n;
        for (let d = nd - 1; d >= 0; d--) { index.unshift(rem % s.shape[d]); rem = Math.floor(rem / s.shape[d]); }
        cell.setAttribute("data-index", index.join(","));
        cell.setAttribute("role", "button");
        cell.setAttribute("aria-label", `index (${index.join(", ")}): storage ${u.unit} ${a}`);
        cell.tabIndex = first ? 0 : -1; first = false;
        const show = () => { hovered = cell; hover(s, index, a); };
        cell.addEventListener("mouseenter", () => { if (!pointerStill) show(); });
        cell.addEventListener("mousemove", () => { if (hovered !== cell) { hovered = cell; show(); } });
        cell.addEventListener("focus", () => { show(); showClear(cell); });
        cell.addEventListener("mouseleave", () => { hovered = null; if (!pointerStill) linkStorage(null); });
        cell.addEventListener("keydown", ev => arrowNav(ev, grid, "[data-testid=grid-cell]", cell, show));
        row.appendChild(cell);
      }
      slabEl.appendChild(row);
    }
  }
}

// Hovered logical cell → its storage cell lit in the strip.
function linkStorage(a) {
  document.querySelectorAll("#strip .cell.linked").forEach(c => c.classList.remove("linked"));
  document.querySelectorAll("#strip .jump").forEach(j => j.remove());
  if (a === null) return;
  const c = document.querySelector(`#strip [data-storage="${a}"]`);
  if (c) c.classList.add("linked");
}

// The stored values under a step, one per element of its storage; none when the values
// are of another element size (a dtype view such as int32 storage seen as int16: their
// count is not the step's storage_elems).
function storageValues(s) {
  const sv = current.storage_values;
  const vals = Array.isArray(sv) && s.storage < sv.length ? sv[s.storage] : s.storage === 0 ? current.values : null;
  return Array.isArray(vals) && vals.length === Number(s.storage_elems) ? vals : null;
}

// The value under each drawn index, in row-major order (null: not known).  Where every
// element of the view is one stored element, from the storage's values; otherwise (a
// view of another dtype, a view drawn in bytes) the engine prints the view's own values
// (the chain up to this step, flattened), as the reference would.
let cellVals = null;
function viewValues(i, s, u, addrs, numel) {
  const vals = storageValues(s);
  if (vals && u.unit === "element") return addrs.length === Number(numel) ? addrs.map(a => a >= 0 && a < vals.length ? vals[a] : null) : null;
  if (s.var || s.piece || !current.expr || numel == 0 || numel > MAX_CELLS || typeof s.col !== "number") return null;
  // only where the engine gave this storage's values (a small storage) in another element size
  const sv = current.storage_values, raw = Array.isArray(sv) && s.storage < sv.length ? sv[s.storage] : s.storage === 0 ? current.values : null;
  if (!Array.isArray(raw)) return null;
  const at = s.col - 1;
  if (current.expr.substr(at, s.op.length) !== s.op) return null;
  const expr = current.expr.slice(0, at + s.op.length);
  const ans = engineCall("run", `import torch\nimport numpy as np\nprint((${expr}).flatten().tolist())`, () => {});
  const got = ans && ans.status === 0 ? pyList(ans.stdout) : null;
  return got && got.length === Number(numel) ? got : null;
}
function unravelIndex(index, shape) { return index.reduce((n, i, d) => n * Number(shape[d]) + i, 0); }
function cellsShowValues() { return $("cells-values").checked; }
function cellText(n, a) { const v = cellsShowValues() && cellVals ? cellVals[n] : null; return v === null || v === undefined ? String(a) : String(v); }
function cellsWhat(s) {
  const u = unitsOf(s);
  return cellsShowValues() && cellVals ? "— cells show the value at each index"
    : `— cells show the storage ${u.unit} each index reaches` + (cellsShowValues() ? " (the values are not known for this view)" : "");
}
// The cells' text again after the values / elements choice changes.
function relabelCells() {
  document.querySelectorAll("#grid [data-testid=grid-cell]").forEach(c => {
    const idx = c.dataset.index === "" ? [] : c.dataset.index.split(",").map(Number);
    c.textContent = cellText(current ? unravelIndex(idx, current.steps[selected].shape) : 0, c.dataset.storage);
  });
  if (current && current.steps[selected]) $("cells-what").textContent = cellsWhat(current.steps[selected]);
}
// Why a numpy view is drawn in bytes: its offset or a stride is no multiple of its itemsize.
function bytesWhy(s) {
  const k = BigInt(s.itemsize);
  if (BigInt(s.offset) % k !== 0n) return `its offset (${plural(s.offset, "byte")}) is not a multiple of its itemsize (${s.itemsize}), so its elements do not line up with whole elements`;
  const d = s.stride.findIndex(v => BigInt(v) % k !== 0n);
  return `its stride ${s.stride[d]} (dim ${d}) is not a multiple of its itemsize (${s.itemsize}), so its elements do not line up with whole elements`;
}

function hover(s, index, addr) {
  linkStorage(addr);
  const box = $("hover");
  const a = engineCall("addr", layoutString(s) + " " + index.join(" "), e => { box.textContent = e.type + ": " + e.message; });
  if (!a) return;
  if (a.error) { box.textContent = a.error.type + ": " + a.error.message; return; }
  const u = unitsOf(s);
  const v = cellVals ? cellVals[unravelIndex(index, s.shape)] : null;
  box.textContent = "";
  box.append(`index (${index.join(", ")}): ${a.sum}` + (v !== null && v !== undefined ? `   value ${v}` : "") + "\n");
  // the terms of the sum, one per dim: index × stride (in the drawing's unit), each in its
  // dim's colour and border pattern and labelled dK (told apart without colour too)
  const terms = el("div", { className: "terms" });
  terms.append(el("span", { className: "term", textContent: `offset ${u.offset}` }));
  index.forEach((i, d) => {
    terms.append(" + ");
    const t = el("span", { className: `term dim d${d % 6} p${d % 4}` });
    t.append(el("span", { className: "dl", textContent: `d${d}:` }), `${i}×${factor(u.stride[d])}`);
    t.setAttribute("data-testid", "addr-term");
    t.dataset.dim = String(d);
    t.dataset.term = `${i}×${factor(u.stride[d])}`;
    t.title = `dim ${d}: index ${i} × stride ${u.stride[d]} ${u.unit}s`;
    terms.append(t);
  });
  const total = ` = ${u.unit} ${addr}` + (u.unit === "element" ? ` (byte ${mulI(addr, s.itemsize)})` : "");
  terms.append(total + "\n");
  box.append(terms);
  // the same sum as jumps along the strip: from the offset, each dim's term moves the
  // address by index × stride; the cell each jump lands on carries the dim's badge
  const jumps = el("div", { className: "jumps" });
  jumps.setAttribute("data-testid", "jumps");
  jumps.append("on the strip: start at " + u.offset);
  let p = BigInt(u.offset);
  index.forEach((i, d) => {
    const step = BigInt(i) * BigInt(u.stride[d]);
    if (step === 0n) return;
    p += step;
    const at = norm(p);
    const j = el("span", { className: `term dim d${d % 6} p${d % 4}` });
    j.append(el("span", { className: "dl", textContent: `d${d}:` }), `${step > 0n ? "+" : ""}${norm(step)}`);
    jumps.append(" → ", j, ` → ${at}`);
    const c = document.querySelector(`#strip [data-storage="${at}"]`);
    if (c) {
      const badge = el("span", { className: `jump d${d % 6} p${d % 4}`, textContent: `d${d}` });
      badge.dataset.dim = String(d);
      badge.setAttribute("aria-hidden", "true");
      c.append(badge);
    }
  });
  box.append(jumps);
  lastSum = `${a.sum}`;
  $("copy-sum").disabled = false;
  // the readout's new height must not cover a cell just brought into sight
  if (clearTarget && clearTarget.isConnected && performance.now() < clearUntil) clearAbove(clearTarget);
}
let lastSum = null;
// A dim's name in its colour (the grid's axes, the slab labels, the legend).
function dimSpan(d, text) { const x = el("span", { className: `dc d${d % 6}`, textContent: text }); return x; }
function whois(s, a, cellEl) {
  document.querySelectorAll(".cell.picked").forEach(c => c.classList.remove("picked"));
  // the index hovered before is no longer what the picture shows: its readout and its
  // lit storage element go (a picked element and its indices are blue, a hovered
  // index and its element purple)
  linkStorage(null);
  $("hover").textContent = HINT; lastSum = null; $("copy-sum").disabled = true;
  cellEl.classList.add("picked");
  // every logical cell drawn that reaches this storage cell
  const lit = document.querySelectorAll(`#grid [data-storage="${a}"]`);
  lit.forEach(c => c.classList.add("picked"));
  whoisAnswer(s, a);
  // after the readout has its new text (and height): the first lit index above it
  if (lit.length) showClear(lit[0]);
}
function whoisAnswer(s, a) {
  const box = $("whois");
  // the engine's whois (the CLI's answer and summary line, the storage's size in bytes
  // given so an address past it is told apart); its work bound reached is an error shown
  // as the CLI shows it (LimitExceeded: ...)
  const storageBytes = s.storage_bytes ?? -1;
  const w = engineCall("whois", layoutString(s) + " " + storageBytes + " " + (unitsOf(s).unit === "byte" ? s.itemsize : 0) + " " + a, e => { box.textContent = e.type + ": " + e.message; });
  if (!w) return;
  box.classList.toggle("error", !!w.error);
  if (w.error) { box.textContent = w.error.type + ": " + w.error.message; return; }
  const list = w.indices.map(t => "(" + t.join(", ") + (t.length === 1 ? ",)" : ")")).join("  ");  // as Python (and the CLI) print a tuple
  box.textContent = w.summary + (w.indices.length ? ": " + list + (w.count_saturated || w.count > w.indices.length ? " …" : "") : "");
}

// ---------------------------------------------------------------- layout editor --
// The selected torch step's sizes, strides and offset as fields.  Editing one writes the
// layout as torch.as_strided over a fresh storage of the same size into the input and runs
// it, so the engine redraws the grid and strip and answers overlap and bounds (an
// out-of-bounds layout gets torch's own error).  The fields keep what was typed.
let editing = false, editTimer = null;
function editorValues() {
  const f = $("edit-fields"), get = k => f.querySelector(`[data-testid=${k}]`);
  const nd = +f.dataset.ndim, size = [], stride = [];
  for (let d = 0; d < nd; d++) { size.push(get("edit-size-" + d).value.trim()); stride.push(get("edit-stride-" + d).value.trim()); }
  return { size, stride, offset: get("edit-offset").value.trim(), storage: +f.dataset.storage };
}
function renderEditor(s) {
  const box = $("layout-editor");
  if (!s || s.unit === "bytes") { box.hidden = true; return; }
  box.hidden = false;
  const f = $("edit-fields");
  if (!editing) {
    f.textContent = "";
    editUndoReset();
    f.dataset.ndim = String(s.shape.length);
    f.dataset.storage = String(s.storage_elems ?? 0);
    const field = (id, label, v, min) => {
      const inp = el("input", { type: "number", step: "1", value: String(v) });
      if (min !== undefined) inp.min = String(min);
      inp.setAttribute("data-testid", id);
      inp.setAttribute("aria-label", label);
      inp.addEventListener("input", () => { clearTimeout(editTimer); editTimer = setTimeout(applyEditor, 150); });
      return inp;
    };
    s.shape.forEach((n, d) => {
      const g = el("span", { className: "dim" }, el("b", { textContent: `dim ${d}` }));
      g.append(el("label", {}, "size ", field("edit-size-" + d, `size of dim ${d}`, n, 0)),
               el("label", {}, "stride ", field("edit-stride-" + d, `stride of dim ${d} (elements)`, s.stride[d])));
      f.append(g);
    });
    f.append(el("label", {}, "offset ", field("edit-offset", "storage offset (elements)", s.offset, 0)),
             el("span", { className: "muted", textContent: `over ${s.storage_elems} storage elements` }));
  }
  // status: bounds and overlap of what is drawn
  const st = $("layout-status"); st.textContent = "";
  if (editing && current && current.error) {
    st.append(el("span", { className: "bad", textContent: "not a valid layout: " }), current.error.type + ": " + current.error.message);
    return;
  }
  const numel = prodI(s.shape);
  let lo = BigInt(s.offset), hi = lo;
  s.shape.forEach((n, d) => { if (n > 0) { const r = (BigInt(n) - 1n) * BigInt(s.stride[d]); if (r < 0n) lo += r; else hi += r; } });
  lo = norm(lo); hi = norm(hi);
  const inb = numel == 0 || (lo >= 0 && hi < s.storage_elems);
  const cells = [...document.querySelectorAll("#strip [data-testid=storage-cell]")];
  const exact = cells.some(c => +c.dataset.count > 1) ? "yes" : numel <= MAX_COUNTED && cells.length === s.storage_elems ? "no" : "not counted";
  st.append(inb ? `in bounds: yes (elements ${numel ? lo : "-"}…${numel ? hi : "-"} of 0…${s.storage_elems - 1})` : el("span", { className: "bad", textContent: "in bounds: no" }),
    ` · overlap: torch says ${s.internal_overlap}, exactly ${exact}` + ` · contiguous: ${s.contiguous ? "yes" : "no"}`);
}
function applyEditor(fromUndo) {
  const v = editorValues();
  const ok = x => /^-?\d+$/.test(x);
  const st = $("layout-status");
  if (![...v.size, ...v.stride, v.offset].every(ok)) {
    st.textContent = ""; st.append(el("span", { className: "bad", textContent: "sizes, strides and offset must be whole numbers" }));
    return;
  }
  if (fromUndo !== true) editUndoPush(v);
  const tup = a => "(" + a.join(", ") + (a.length === 1 ? ",)" : ")");
  $("snippet").value = `torch.as_strided(torch.arange(${v.storage}.), ${tup(v.size)}, ${tup(v.stride)}, ${v.offset})`;
  editing = true;
  try { run(); } finally { editing = false; }
}

// ------------------------------------------------------------------ write order --
// An in-place add_(1) through the selected torch view, one element visit at a time, in
// the order torch's TensorIterator visits them: dims sorted by stride, smallest innermost
// (on a tie the later dim stays inner), each visit a read-modify-write of one storage
// element.  What torch's MemOverlap check says is shown beside the exact answer, and the
// engine's own run of the same write gives the final values to compare with.
const MAX_VISITS = 96;
let write = null;
function writeOrder(s) {
  const box = $("write-order");
  stopWritePlay();
  write = null;
  box.hidden = true;
  const vals = current && storageValues(s);
  const numel = prodI(s.shape);
  if (s.unit === "bytes" || !vals || numel == 0 || numel > MAX_VISITS) return;
  const nd = s.shape.length;
  const order = [...Array(nd).keys()].filter(d => s.shape[d] > 1)
    .sort((a, b) => { const x = absB(s.stride[a]), y = absB(s.stride[b]); return x < y ? -1 : x > y ? 1 : b - a; });   // innermost first
  const visits = [], idx = new Array(nd).fill(0);
  for (let n = 0; n < numel; n++) {
    let a = BigInt(s.offset);
    for (let d = 0; d < nd; d++) a += BigInt(idx[d]) * BigInt(s.stride[d]);
    visits.push({ index: idx.slice(), elem: norm(a) });
    for (const d of order) { if (++idx[d] < s.shape[d]) break; idx[d] = 0; }
  }
  const reach = new Map();
  visits.forEach(v => reach.set(v.elem, (reach.get(v.elem) || 0) + 1));
  const multi = [...reach.keys()].filter(k => reach.get(k) > 1).sort((a, b) => a - b);
  if (!multi.length && s.internal_overlap === "no") return;   // only views that overlap (or may)
  const torchSays = s.internal_overlap === "yes" ? "yes: torch refuses the write"
    : s.internal_overlap === "too_hard" ? "too_hard: torch cannot tell, so it writes" : "no";
  $("write-overlap").textContent = `torch's MemOverlap: ${torchSays}.  Exact: ` +
    (multi.length ? `yes, storage element${multi.length === 1 ? "" : "s"} ${multi.join(", ")} reached more than once.` : "no element is reached twice.");
  // the engine's answer for the same write
  const lit = "[" + vals.join(", ") + "]";
  const src = `import torch\nb = torch.tensor(${lit})\nw = torch.as_strided(b, ${fmtTuple(s.shape)}, ${fmtTuple(s.stride)}, ${s.offset})\nw.add_(1)\nprint(b.tolist())`;
  const ans = engineCall("run", src, e => { $("write-engine").textContent = e.type + ": " + e.message; });
  const engineOut = ans ? (ans.status === 0 ? ans.stdout.trim() : null) : null;
  const run = "the engine's own run of add_(1) through this layout, over a storage holding these values";
  $("write-engine").textContent = !ans ? $("write-engine").textContent
    : ans.status === 0 ? `${run}: the storage afterwards = ${engineOut}`
    : `${run}: ${ans.error.type}: ${ans.error.message}`;
  $("write-from").textContent = s.var
    ? `The values are ${s.op}'s storage as it is at the end of the snippet (after everything the snippet did to it, its own writes included); the writes below come on top of them.`
    : `The values are the storage's values after the chain's step ${selected}.`;
  write = { s, visits, start: vals.slice(), values: vals.slice(), done: 0, refused: !ans || ans.status !== 0, engineOut };
  box.hidden = false;
  const list = $("write-steps"); list.textContent = "";
  visits.forEach((v, k) => {
    const e = el("span", { className: "visit", textContent: `${k}: (${v.index.join(", ")})→${v.elem}` });
    e.setAttribute("data-testid", "write-step");
    e.setAttribute("data-element", String(v.elem));
    list.append(e);
  });
  writeRender(-1);
}
function num(v) { return Number(v === "True" ? 1 : v === "False" ? 0 : v); }
function fmtVal(x, like) { return /[.e]/.test(like) || /^-?(inf|nan)$/.test(like) ? (Number.isInteger(x) ? x.toFixed(1) : String(x)) : String(x); }
function writeRender(bumped) {
  const w = write;
  $("write-steps").querySelectorAll(".visit").forEach((e, k) => { e.classList.toggle("done", k < w.done); e.classList.toggle("now", k === w.done - 1); });
  const strip = $("write-values"); strip.textContent = "";
  w.values.forEach((v, k) => {
    const c = el("span", { className: "cell val" + (k === bumped ? " bumped" : ""), textContent: v });
    c.title = `storage element ${k}: ${v}`;
    strip.append(c);
  });
  const left = w.visits.length - w.done;
  $("write-pos").textContent = w.refused ? "torch refuses this write (see below); the steps show the order it would use"
    : left ? `${w.done} of ${w.visits.length} writes` : `all ${w.visits.length} writes done: [${w.values.join(", ")}]`;
  $("write-next").disabled = !left || w.refused;
  $("write-play").disabled = w.refused;
  $("write-reset").disabled = w.refused;
}
function writeStep() {
  const w = write;
  if (!w || w.refused || w.done >= w.visits.length) return false;
  const v = w.visits[w.done++];
  w.values[v.elem] = fmtVal(num(w.values[v.elem]) + 1, w.start[v.elem]);
  writeRender(v.elem);
  return w.done < w.visits.length;
}
let writePlaying = null;
function stopWritePlay() { if (writePlaying) { clearInterval(writePlaying); writePlaying = null; } $("write-play").textContent = "Play"; }
function writePlay() {
  if (writePlaying) { stopWritePlay(); return; }
  if (!write || write.refused) return;
  if (write && write.done >= write.visits.length) { write.done = 0; write.values = write.start.slice(); }
  $("write-play").textContent = "Pause";
  writePlaying = setInterval(() => { if (!writeStep()) stopWritePlay(); }, 250);
}

// ----------------------------------------------------------------------- wiring --
function init() {
  HINT = $("hover").textContent;
  const sel = $("examples");
  sel.appendChild(el("option", { value: "", textContent: "— your own input —" }));
  EXAMPLES.forEach((e, i) => sel.appendChild(el("option", { value: String(i), textContent: e.label })));
  sel.addEventListener("change", () => {
    if (sel.value === "") return;
    const e = EXAMPLES[+sel.value]; $("snippet").value = e.src; setFramework(e.fw); run();
  });
  document.querySelectorAll("input[name=fw]").forEach(r => r.addEventListener("change", () => {
    // switch the chain's prefix between torch and np where the text allows it, run it,
    // and say so
    const t = $("snippet").value, np = framework() === "numpy";
    const [from, to] = np ? ["torch.", "np."] : ["np.", "torch."];
    const n = (t.match(np ? /\btorch\./g : /\bnp\./g) || []).length;
    $("snippet").value = np ? t.replace(/\btorch\./g, "np.") : t.replace(/\bnp\./g, "torch.");
    run();
    $("copy-status").textContent = `switched to ${np ? "numpy" : "torch"}: ` + (n ? `${from} replaced by ${to} in the input (${n === 1 ? "once" : n + " times"}), and it ran again`
      : `the input has no ${from} to replace; it ran again as it is`);
  }));
  $("run").addEventListener("click", run);
  $("stop").addEventListener("click", stopRun);
  $("snippet").addEventListener("keydown", ev => { if (ev.key === "Enter" && !ev.shiftKey) { ev.preventDefault(); run(); } });
  $("snippet").addEventListener("input", () => syncControls($("snippet").value.trim()));
  $("write-reset").addEventListener("click", () => { stopWritePlay(); if (write) { write.done = 0; write.values = write.start.slice(); writeRender(-1); } });
  $("write-next").addEventListener("click", () => { stopWritePlay(); writeStep(); });
  $("write-play").addEventListener("click", writePlay);
  $("cells-values").addEventListener("change", relabelCells);
  if (window.ResizeObserver) new ResizeObserver(() => {
    if (clearTarget && clearTarget.isConnected && performance.now() < clearUntil) clearAbove(clearTarget);
  }).observe(document.querySelector(".readouts"));
  $("snippet").value = EXAMPLES[0].src;
  sel.value = "0";
  walkWire();
  copyWire();
  cacheWire();
}

// The reference control: the engine's profiles, each named with its torch and numpy.
let refVersions = () => {};
function fillProfiles(profiles, current) {
  const sel = $("ref");
  sel.textContent = "";
  for (const p of profiles) {
    const o = document.createElement("option");
    o.value = p.name;
    o.textContent = `${p.name}: torch ${p.torch} + numpy ${p.numpy}`;
    o.title = p.summary;
    sel.appendChild(o);
  }
  if (current) sel.value = current;
  const versions = () => {
    const p = profiles.find(p => p.name === sel.value);
    if (p) $("versions").textContent = `torch ${p.torch}'s and numpy ${p.numpy}'s`;
  };
  versions();
  refVersions = versions;
  sel.onchange = () => {
    const ans = Engine.setRef(sel.value);
    if (ans && ans.error) { showError(ans.error); return; }
    versions();
    run();
  };
}

window.addEventListener("DOMContentLoaded", async () => {
  init();
  try {
    await Engine.load();
    const lim = Engine.call("limits", "");
    if (lim && !lim.error) {
      limits = Object.assign(limits, lim);
      $("cache-capacity").max = String(limits.cache_max_capacity);
      fillProfiles(limits.profiles || [], limits.ref);
    }
    setStatus();
    restoring = true;
    try { restoreState(); } finally { restoring = false; }
    syncControls($("snippet").value.trim());
    document.body.dataset.ready = "1";
    run({ replace: true });
    cacheCmd("reset");
    document.body.dataset.readyMs = String(Math.round(performance.now()));   // load to drawn, for the speed test
  } catch (e) {
    $("engine-status").textContent = "engine failed to load: " + (e.message || e);
    showError({ type: "Error", message: "engine failed to load: " + (e.message || e) });
  }
});
