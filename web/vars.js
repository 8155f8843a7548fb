
// vars.js — a snippet draws its variables, and two views of one storage share a strip.
// A snippet runs with a short probe after it: for each name the snippet assigns at the
// top level that holds a torch tensor or a numpy array at the end, the probe prints its
// layout (shape, strides, offset, element size), its storage's identity and size (torch's
// untyped_storage().data_ptr(); numpy's owning array's data pointer) and the storage's
// first values, all as the engine itself answers them.  The page lists those variables;
// picking one draws it with the chain's grid, strip and readouts, and "Compare" lights
// on the same strip the elements another view of that storage reaches (a chain's steps
// too).  Output after the probe's marker is the probe's, not the learner's.
const VARS_MARK = "@@stridelab-vars@@";
const VARS_MAX = 24, VARS_VALUES = 512;

// Names a snippet binds: `x = ...`, `a, b = ...`, `x += ...`, `for i in`, `with ... as f`,
// on any line (a name bound inside a block is a global too; one bound only inside a
// function is not, and the probe's NameError guard skips it).
function topNames(src) {
  const names = [];
  for (const line of src.split("\n")) {
    for (const stmt of line.split(";")) {
      const t = stmt.trim();
      let m = /^([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)\s*(?:[-+*\/%&|^@]|\*\*|\/\/|>>|<<)?=(?!=)/.exec(t)
        || /^for\s+([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)\s+in\b/.exec(t) || /\bas\s+([A-Za-z_]\w*)\s*:/.exec(t);
      if (m) m[1].split(",").map(x => x.trim()).forEach(n => { if (!names.includes(n) && !/^__/.test(n)) names.push(n); });
    }
  }
  return names.slice(0, VARS_MAX);
}

function varsProbe(src, names) {
  const torch = /\bimport torch\b/.test(src), np = /\bimport numpy as np\b/.test(src);
  if (!names.length || (!torch && !np)) return null;
  const L = [`print("${VARS_MARK}")`, "def __sl_show(__name, __v):"];
  let kw = "if";
  if (torch) {
    L.push(`    ${kw} isinstance(__v, torch.Tensor):`,
      // torch 1.13 (the debian12 profile) has no untyped_storage(): its storage() then
      "        __s = __v.untyped_storage() if hasattr(__v, 'untyped_storage') else __v.storage()",
      "        __n = __s.nbytes() // __v.element_size()",
      `        print("torch", __name, list(__v.shape), list(__v.stride()), __v.storage_offset(), __v.element_size(), __s.data_ptr(), __n, __v.is_contiguous(), int(torch._debug_has_internal_overlap(__v)), str(__v.dtype), sep="|")`,
      `        print(torch.as_strided(__v, (min(__n, ${VARS_VALUES}),), (1,), 0).tolist())`);
    kw = "elif";
  }
  if (np) {
    L.push(`    ${kw} isinstance(__v, np.ndarray):`,
      "        __r = __v",
      "        while __r.base is not None:",
      "            __r = __r.base",
      "        __p = __r.__array_interface__['data'][0]",
      `        print("numpy", __name, list(__v.shape), list(__v.strides), __v.__array_interface__['data'][0] - __p, __v.itemsize, __p, __r.nbytes, __v.flags['C_CONTIGUOUS'], -1, __v.dtype.name, sep="|")`,
      "        if __r.dtype == __v.dtype:",
      `            print(__r.reshape(-1)[:${VARS_VALUES}].tolist())`,
      "        else:",
      "            print(None)");
  }
  for (const n of names) L.push("try:", `    __sl_v = ${n}`, "except NameError:", "    __sl_v = None", `__sl_show("${n}", __sl_v)`);
  return "\n" + L.join("\n") + "\n";
}

// "[0.0, 1.0, True]" -> ["0.0", "1.0", "True"] (a flat list of scalars as Python prints it)
function pyList(t) {
  t = t.trim();
  if (t === "None" || !/^\[.*\]$/.test(t)) return null;
  const inner = t.slice(1, -1).trim();
  return inner ? inner.split(/,\s*/) : [];
}
function intsOf(t) { return parseExact(t); }

// The probe's lines after the marker -> variables as steps the drawing understands.
function parseVars(lines) {
  const vars = [];
  for (let k = 0; k + 1 < lines.length; k += 2) {
    const f = lines[k].split("|");
    if (f.length !== 11) return null;
    const [fw, name, shape, stride, offset, itemsize, ptr, size, contig, ovl, dtype] = f;
    const torchV = fw === "torch";
    const s = {
      op: name, shape: intsOf(shape), stride: intsOf(stride), offset: parseExact(offset), itemsize: +itemsize,
      unit: torchV ? "elements" : "bytes", arith: `a variable of the snippet, dtype ${dtype}`,
      alias: "", note: "", contiguous: contig === "True",
      internal_overlap: torchV ? ["no", "yes", "too_hard"][+ovl] || "-" : "-",
      ptr, var: true, dtype,
    };
    s.torch_internal_overlap = torchV ? s.internal_overlap : "-";
    if (torchV) { s.storage_elems = parseExact(size); s.storage_bytes = mulI(s.storage_elems, s.itemsize); }
    else { s.storage_bytes = parseExact(size); s.storage_elems = norm(BigInt(s.storage_bytes) / BigInt(s.itemsize)); }
    s.values = pyList(lines[k + 1]);
    vars.push(s);
  }
  // storages: one per data pointer; the alias column names the others on it
  const ptrs = [...new Set(vars.map(v => v.ptr))];
  vars.forEach((v, k) => {
    v.storage = k;   // each variable's own values (its dtype) are storage_values[k]
    const others = vars.filter(w => w !== v && w.ptr === v.ptr).map(w => w.op);
    v.alias = others.length ? `storage ${ptrs.indexOf(v.ptr)}, shared with ${others.join(", ")}` : `storage ${ptrs.indexOf(v.ptr)} (no other variable on it)`;
    v.exact_internal_overlap = exactOverlap(v);
  });
  return vars;
}

// Whether two indices of the view reach one element: counted exactly when the view is
// small enough to enumerate, else "not counted".
function exactOverlap(s) {
  const numel = prodI(s.shape);
  if (typeof numel === "bigint" || numel > MAX_COUNTED) return "not counted";
  const seen = new Set();
  let dup = false;
  forEachAddr(s, unitsOf(s), a => { const k = String(a); if (seen.has(k)) dup = true; seen.add(k); });
  return dup ? "yes" : "no";
}
function forEachAddr(s, u, fn) {
  const nd = s.shape.length, idx = new Array(nd).fill(0), numel = Number(prodI(s.shape));
  let a = BigInt(u.offset);
  for (let n = 0; n < numel; n++) {
    fn(norm(a));
    for (let d = nd - 1; d >= 0; d--) {
      if (++idx[d] < s.shape[d]) { a += BigInt(u.stride[d]); break; }
      a -= BigInt(s.shape[d] - 1) * BigInt(u.stride[d]); idx[d] = 0;
    }
  }
}

// Run a snippet with the probe after it; the learner's output is what comes before the
// marker.  A probe that fails (the learner's code ran to its end) is dropped and the
// snippet run again alone, so what is shown is the snippet's own run.
function runWithVars(userSrc, src, done) {
  const names = topNames(userSrc), probe = varsProbe(src, names);
  if (!probe) return Runner.call("run", src).then(ans => done(ans, null));
  return Runner.call("run", src + probe).then(ans => {
    const at = ans.stdout.indexOf(VARS_MARK + "\n");
    if (at < 0) return done(ans, null);                       // the learner's code stopped first
    if (ans.status !== 0) return Runner.call("run", src).then(a2 => done(a2, null));
    const tail = ans.stdout.slice(at + VARS_MARK.length + 1).split("\n").filter(l => l !== "");
    ans.stdout = ans.stdout.slice(0, at);
    done(ans, parseVars(tail));
  });
}

function showVars(vars) {
  const box = $("vars");
  box.textContent = "";
  if (!vars || !vars.length) { box.hidden = true; return; }
  box.hidden = false;
  box.append(el("span", { textContent: `The snippet made ${vars.length} tensor${vars.length === 1 ? "" : "s"}/array${vars.length === 1 ? "" : "s"}; pick one to draw it:` }));
  const list = el("div", { className: "varlist" });
  vars.forEach((v, k) => {
    const b = el("button", { textContent: `${v.op}: ${fmtTuple(v.shape)} ${v.dtype}` });
    b.setAttribute("data-testid", "var");
    b.dataset.name = v.op;
    b.setAttribute("aria-pressed", "false");
    b.addEventListener("click", () => drawVar(vars, k));
    list.append(b);
  });
  box.append(list);
}
function drawVar(vars, k) {
  keepVars = true;
  try { clearResults(); } finally { keepVars = false; }
  $("vars").querySelectorAll("[data-testid=var]").forEach((b, i) => b.setAttribute("aria-pressed", String(i === k)));
  current = { framework: vars[k].unit === "bytes" ? "numpy" : "torch", steps: vars, error: null,
              storage_values: vars.map(v => v.values), values: vars[0].values };
  renderSteps(current);
  selectStep(k);
  $("grid-panel").scrollIntoView({ block: "start" });
}

// ----------------------------------------------------------------- compare --
// Other views of the selected step's storage (the chain's steps on the same storage, or
// the snippet's variables on the same data pointer), drawn in the same unit.
function sameStorage(a, b) { return a.var ? a.ptr === b.ptr : a.storage === b.storage; }
function fillCompare(i) {
  const sel = $("compare"), row = $("compare-row"), none = $("compare-none");
  sel.textContent = "";
  const s = current && current.steps[i];
  if (!s) { row.hidden = true; return; }
  const others = current.steps.map((t, j) => ({ t, j })).filter(({ t, j }) => j !== i && sameStorage(s, t));
  row.hidden = false;
  $("compare-pick").hidden = !others.length;
  none.hidden = !!others.length;
  if (!others.length) {
    none.textContent = s.var ? `Compare on the strip: no other variable of the snippet is on ${s.op}'s storage.`
      : `Compare on the strip: no other step of this chain is on this storage` +
        (/^copy|^new/.test(s.alias) ? ` (step ${i} made a new storage${/^copy/.test(s.alias) ? ": a copy" : ""}).` : ".");
    return;
  }
  sel.append(el("option", { value: "", textContent: "— nothing —" }));
  others.forEach(({ t, j }) => sel.append(el("option", { value: String(j), textContent: `${t.var ? t.op : "step " + j + ": " + t.op} ${fmtTuple(t.shape)}` })));
  sel.onchange = () => drawCompare(s, sel.value === "" ? null : current.steps[+sel.value]);
}
function drawCompare(s, t) {
  document.querySelectorAll("#strip .cell.also").forEach(c => { c.classList.remove("also"); c.title = c.title.replace(/ — also reached by .*$/, ""); });
  const note = $("compare-note");
  if (note) note.remove();
  if (!t) return;
  const numel = prodI(t.shape);
  const tu = unitsOf(t);
  // B's elements as bytes (each itemsize bytes wide), marked on the strip's cells (the
  // selected view's elements, or bytes): views of one storage with other element sizes
  // or units compare too
  const tb = t.unit === "bytes" ? { stride: t.stride, offset: t.offset } : { stride: t.stride.map(v => mulI(v, t.itemsize)), offset: mulI(t.offset, t.itemsize) };
  const cell = BigInt(unitsOf(s).unit === "byte" ? 1 : s.itemsize), width = BigInt(t.itemsize);
  let n = 0;
  if (typeof numel !== "bigint" && numel <= MAX_COUNTED) {
    const hit = new Set();
    forEachAddr(t, tb, b => {
      b = BigInt(b);
      for (let c = b >= 0n ? b / cell : (b - cell + 1n) / cell; c * cell < b + width; c++) hit.add(String(c));
    });
    document.querySelectorAll("#strip [data-testid=storage-cell]").forEach(c => {
      if (hit.has(c.dataset.storage)) { c.classList.add("also"); c.title += ` — also reached by ${t.op} (B)`; n++; }
    });
  }
  const p = el("p", { className: "muted", id: "compare-note" });
  p.setAttribute("data-testid", "compare-note");
  p.textContent = typeof numel !== "bigint" && numel <= MAX_COUNTED
    ? `B = ${t.op} ${fmtTuple(t.shape)}, stride ${fmtTuple(tu.stride)}, offset ${tu.offset}: ${n} drawn storage ${tu.unit}${n === 1 ? "" : "s"} marked B (dashed edge); the colours are still the selected view's.`
    : `B = ${t.op}: too many indices to mark here.`;
  $("compare-row").after(p);
}
