// refusal.js — every refused op said in plain words, with a one-click fix where one
// exists.  The error itself is shown once (the box above the table, as the reference
// prints it); this box says why in plain words and, for a refused view(), draws the
// input's contiguous chunks and marks the two dims that are not adjacent in memory on
// the strip and the grid.  A fix rewrites the chain (`.reshape`, `.contiguous().view`,
// `.flip` for a negative step) and runs it: the engine answers for the fix too.
let apart = null;   // {i, j, step}: the refused view's non-adjacent dims, marked when drawn

function explainRefusal(src, ans) {
  apart = null;
  const e = ans.error;
  if (!e) return;
  showWhy(plainWhy(e, ans), fixesFor(src, e, ans));
  whyRefused(ans);
}

// A snippet that stopped on a refusal: the same plain words (the layout of the refused
// input is not known here, so no chunks are drawn) and, for a view() on a line that has
// one, the same fixes applied to that line of the snippet.
function explainSnippetRefusal(src, ans) {
  const n = ans.line > 0 ? ans.line : 0;
  const lines = src.split("\n"), line = n ? lines[n - 1] || "" : "";
  const e = Object.assign({}, ans.error, { op: n ? `the call on line ${n}` : "a call" });
  const plain = plainWhy(e, { steps: [], framework: /\bnp\./.test(src) && !/\btorch\./.test(src) ? "numpy" : "torch" }, true);
  if (!plain) return;
  const fixes = [];
  if (/view size is not compatible/.test(e.message) && line.split(".view(").length === 2) {
    const fix = repl => lines.map((l, k) => k === n - 1 ? l.replace(".view(", repl) : l).join("\n");
    fixes.push({ label: `line ${n}: use .reshape(...) (copies when it must)`, src: fix(".reshape(") },
               { label: `line ${n}: use .contiguous().view(...) (copies first)`, src: fix(".contiguous().view(") });
  }
  showWhy(plain, fixes);
}

function showWhy(plain, fixes) {
  const box = $("why-refused");
  box.hidden = false;
  box.textContent = "";
  const p = el("p", { className: "plain" });
  p.setAttribute("data-testid", "plain-why");
  p.append(el("b", { textContent: "Why: " }), plain);
  box.append(p);
  const failed = document.querySelector("[data-testid=step-error] td:last-child");
  if (failed && fixes.length) failed.textContent = "refused here: the reason and a fix are above the table";
  if (fixes.length) {
    const row = el("div", { className: "fixes" });
    row.append(el("span", { className: "muted", textContent: "Fix it:" }));
    fixes.forEach(f => {
      const b = el("button", { textContent: f.label });
      b.setAttribute("data-testid", "fix");
      b.dataset.fix = f.src;
      b.title = "run " + f.src;
      b.addEventListener("click", () => { $("snippet").value = f.src; run(); });
      row.append(b);
    });
    box.append(row);
  }
}

// The refusal in plain words, from what the engine said (its message and the failing
// op) and the input's layout.  For a snippet (no op table), only the refusals it can
// name (null otherwise).
function plainWhy(e, ans, snippet) {
  const m = String(e.message), op = e.op || "the next op";
  const inp = ans.steps.length ? ans.steps[ans.steps.length - 1] : null;
  const nd = inp ? inp.shape.length : 0;
  let r;
  if (/view size is not compatible/.test(m)) {
    const pair = inp && firstApart(inp);
    if (pair) {
      apart = { i: pair.i, j: pair.j, step: ans.steps.length - 1 };
      return `${op} asks for a shape that is not a fixed stride through memory. Dims ${pair.i} and ${pair.j} of its input are not adjacent in memory: ` +
        `a step along dim ${pair.i} moves ${pair.si} element${pair.si === 1 ? "" : "s"} (its stride), but dim ${pair.j}'s ${pair.nj} elements at stride ${pair.sj} span ${pair.nj}×${factor(pair.sj)} = ${pair.sj * pair.nj}; ` +
        `for the two to merge into one dim these would have to be equal (stride[${pair.i}] = stride[${pair.j}] × size[${pair.j}]), ` +
        `so one stride cannot step through both. view() never copies, so it refuses (both dims are outlined in red on the strip and the grid). ` +
        `reshape() copies when it must; .contiguous() copies first.`;
    }
    return `${op} asks for a shape that is not a fixed stride through this input's memory; view() never copies, so it refuses. ` +
      `reshape() copies when it must; .contiguous() copies first.`;
  }
  if (/step must be greater than zero/.test(m))
    return `torch has no negative strides: a view cannot walk memory backwards, so a slice with a negative step (${op}) is refused. ` +
      `numpy allows it (a negative stride); in torch, .flip(dim) makes a reversed copy.`;
  if ((r = /The expanded size of the tensor \((-?\d+)\) must match the existing size \((\d+)\) at non-singleton dimension (\d+)/.exec(m)))
    return `expand() can only stretch a dim of size 1 (it gives it stride 0, so every index reads the same element). ` +
      `Dim ${r[3]} has size ${r[2]}, not 1, so it cannot become ${r[1]}; only a copy (repeat) can.`;
  if ((r = /Dimension out of range \(expected to be in range of \[(-?\d+), (-?\d+)\], but got (-?\d+)\)/.exec(m)))
    return `This tensor has ${+r[2] + 1} dim${+r[2] === 0 ? "" : "s"}, numbered 0 to ${r[2]} (or ${r[1]} to -1 from the end); dim ${r[3]} is not one of them.`;
  if ((r = /axis (-?\d+) is out of bounds for array of dimension (\d+)/.exec(m)))
    return `This array has ${r[2]} axes, numbered 0 to ${+r[2] - 1} (or -${r[2]} to -1); axis ${r[1]} is not one of them.`;
  if ((r = /index (-?\d+) is out of bounds for (?:dimension|axis) (\d+) with size (\d+)/.exec(m)))
    return `Along dim ${r[2]} there are ${r[3]} positions: indices 0 to ${+r[3] - 1} (or -${r[3]} to -1); ${r[1]} is past the end.`;
  if ((r = /shape '\[([^\]]*)\]' is invalid for input of size (\d+)/.exec(m)) || (r = /cannot reshape array of size (\d+) into shape (\(.*\))/.exec(m))) {
    const size = /^shape/.test(r[0]) ? r[2] : r[1], shape = /^shape/.test(r[0]) ? "(" + r[1] + ")" : r[2];
    return `A view or reshape keeps the number of elements: the input has ${size}, and the shape ${shape} does not hold exactly ${size}.`;
  }
  if (/too many indices/.test(m) && !snippet)
    return `The subscript names more dims than the ${nd} this ${ans.framework === "numpy" ? "array" : "tensor"} has.`;
  if (snippet) return null;
  if (e.type === "Unsupported" || /^unsupported:/.test(m))
    return `stridelab does not model this op (or this form of it) yet; it says so instead of guessing a layout.`;
  if (e.type === "SyntaxError")
    return `The text is not a Python expression the engine can read; the error above points at where reading stopped.`;
  return `${op} is refused by ${ans.framework === "numpy" ? "numpy" : "torch"} for this input, with the message above; the rows before it are the layouts that were made.`;
}

// The first pair of neighbouring dims (size-1 dims skipped) that do not form one
// contiguous run: stride[i] ≠ stride[j] × size[j].
function firstApart(inp) {
  if ([...inp.shape, ...inp.stride].some(v => typeof v === "bigint")) return null;
  const dims = inp.shape.map((n, d) => d).filter(d => inp.shape[d] !== 1);
  for (let k = 0; k + 1 < dims.length; k++) {
    const i = dims[k], j = dims[k + 1];
    if (inp.stride[i] !== inp.stride[j] * inp.shape[j])
      return { i, j, si: inp.stride[i], sj: inp.stride[j], nj: inp.shape[j] };
  }
  return null;
}

// Mark the refused view's two dims on the drawn input: their grid axes, and on the
// strip the element one step along dim i reaches and the element dim j's run would
// have to continue at for the two to merge.
function markApart() {
  if (!apart || !current || selected !== apart.step) return;
  const s = current.steps[selected];
  if (!s || unitsOf(s).unit !== "element") return;
  const { i, j } = apart;
  document.querySelectorAll(`#grid [data-dim="${i}"], #grid [data-dim="${j}"]`).forEach(x => x.classList.add("apart"));
  const at = (a, why) => {
    const c = document.querySelector(`#strip [data-storage="${a}"]`);
    if (c) { c.classList.add("apart"); c.title += " — " + why; c.setAttribute("aria-label", c.title); }
  };
  at(s.offset + s.stride[i], `index 1 along dim ${i} starts here`);
  at(s.offset + s.stride[j] * s.shape[j], `dim ${j}'s run would have to continue here for dims ${i} and ${j} to merge`);
  const g = $("grid-unit");
  g.append(el("span", { className: "apart-note", textContent: ` · dims ${i} and ${j} not adjacent in memory (outlined)` }));
}

// One-click rewrites of the chain for the refusals that have one.
function fixesFor(src, e, ans) {
  const fixes = [], op = e.op || "", at = (e.col || 0) - 1;
  if (at < 0 || src.substr(at, op.length) !== op) return fixes;
  const before = src.slice(0, at), after = src.slice(at + op.length);
  if (/view size is not compatible/.test(e.message) && /^\.view\(/.test(op)) {
    fixes.push({ label: `use ${op.replace(/^\.view\(/, ".reshape(")} (copies when it must)`, src: before + op.replace(/^\.view\(/, ".reshape(") + after });
    fixes.push({ label: `use .contiguous()${op} (copies first)`, src: before + ".contiguous()" + op + after });
  }
  if (/step must be greater than zero/.test(e.message) && /^\[/.test(op)) {
    const inp = ans.steps[ans.steps.length - 1];
    const f = flipFix(op, inp ? inp.shape : null);
    if (f) fixes.push({ label: `use ${f} (a reversed copy)`, src: before + f + after });
  }
  return fixes;
}

// x[..., a:b:-k, ...] as x.flip(dims)[..., a':b':k, ...]: the same elements in the same
// order (index i of the dim becomes n-1-i).  Only subscripts of slices and integers.
function flipFix(op, shape) {
  const inner = op.slice(1, -1);
  if (!shape || /[\[\]]/.test(inner)) return null;
  const items = inner.split(",").map(x => x.trim());
  if (items.some(x => x === "..." || x === "None" || x === "")) return null;
  if (items.length > shape.length) return null;
  const dims = [], out = [];
  for (let d = 0; d < items.length; d++) {
    const it = items[d];
    const m = /^(-?\d*)\s*:\s*(-?\d*)\s*:\s*-(\d+)$/.exec(it);
    if (!m) { if (!/^(-?\d*\s*:?\s*-?\d*\s*(:\s*\d*)?|-?\d+)$/.test(it)) return null; out.push(it); continue; }
    const n = Number(shape[d]), k = +m[3];
    if (!Number.isSafeInteger(n) || k === 0) return null;
    // the reversed slice's start and stop, Python's rules for a negative step
    let a = m[1] === "" ? n - 1 : +m[1], b = m[2] === "" ? null : +m[2];
    if (a < 0) a += n;
    a = Math.min(Math.max(a, -1), n - 1);
    if (b !== null) { if (b < 0) b += n; b = Math.min(Math.max(b, -1), n - 1); }
    const a2 = n - 1 - a, b2 = b === null ? n : n - 1 - b;
    dims.push(d);
    const st = a2 <= 0 ? "" : String(a2), sp = b2 >= n ? "" : String(b2);
    out.push(`${st}:${sp}${k === 1 ? "" : ":" + k}`);
  }
  if (!dims.length) return null;
  const flip = `.flip(${dims.length === 1 ? dims[0] : "(" + dims.join(", ") + ")"})`;
  return out.every(x => x === ":") ? flip : `${flip}[${out.join(", ")}]`;
}

// For a refused view(): the input's contiguous chunks (dims i, i+1 join when
// stride[i] = stride[i+1] × size[i+1]; size-1 dims never break a chunk) and where the
// requested shape's dims would have to cut them.
function parseShapeArgs(op) {
  const m = /^\s*\.view\((.*)\)\s*$/.exec(op || "");
  if (!m) return null;
  const nums = m[1].replace(/[()\[\]]/g, " ").split(/[\s,]+/).filter(x => x !== "");
  if (!nums.length || !nums.every(x => /^-?\d+$/.test(x))) return null;
  return nums.map(Number);
}

function whyRefused(ans) {
  const e = ans.error, box = $("why-refused");
  if (!e || !/view size is not compatible/.test(e.message) || !ans.steps.length) return;
  const inp = ans.steps[ans.steps.length - 1];
  if ([...inp.shape, ...inp.stride].some(v => typeof v === "bigint")) return;   // sizes past 2^53: no chunk drawing
  let want = parseShapeArgs(e.op);
  if (!want) return;
  const numel = inp.shape.reduce((a, b) => a * b, 1);
  const known = want.filter(v => v !== -1).reduce((a, b) => a * b, 1);
  want = want.map(v => v === -1 && known ? numel / known : v);
  const dims = inp.shape.map((n, d) => d).filter(d => inp.shape[d] !== 1);
  // pairs and chunks
  const chunks = [];
  let cur = dims.length ? [dims[0]] : [];
  const pairs = [];
  for (let k = 0; k + 1 < dims.length; k++) {
    const i = dims[k], j = dims[k + 1];
    const ok = inp.stride[i] === inp.stride[j] * inp.shape[j];
    pairs.push({ i, j, ok, text: `stride[${i}] = ${inp.stride[i]} ${ok ? "=" : "≠"} stride[${j}] × size[${j}] = ${inp.stride[j]} × ${inp.shape[j]} = ${inp.stride[j] * inp.shape[j]}` });
    if (ok) cur.push(j); else { chunks.push(cur); cur = [j]; }
  }
  if (cur.length) chunks.push(cur);
  const sizes = chunks.map(c => c.reduce((a, d) => a * inp.shape[d], 1));
  // A view dim may split a chunk but never join two: every chunk boundary (counted in
  // elements from the right) must also end a requested dim.
  const bounds = []; let p = 1;
  for (let k = sizes.length - 1; k > 0; k--) { p *= sizes[k]; bounds.push(p); }
  box.hidden = false;
  box.append(el("h3", { className: "sub", textContent: `Why view${fmtTuple(want)} refuses: the input's contiguous chunks` }));
  const row = el("div", { className: "chunks" });
  chunks.forEach((c, k) => {
    const ch = el("div", { className: "chunk" });
    ch.setAttribute("data-testid", "chunk");
    ch.setAttribute("data-dims", c.join(","));
    ch.setAttribute("data-size", String(sizes[k]));
    ch.append(el("b", { textContent: `dim${c.length === 1 ? "" : "s"} ${c.join(", ")}` }),
      el("span", { textContent: `${sizes[k]} element${sizes[k] == 1 ? "" : "s"}, stride ${inp.stride[c[c.length - 1]]}` }));
    row.append(ch);
  });
  box.append(row);
  const ul = el("ul", { className: "pairs" });
  pairs.forEach(pr => {
    const li = el("li", { className: pr.ok ? "ok" : "fail", textContent: (pr.ok ? "✓ " : "✗ ") + pr.text + (pr.ok ? ": one chunk" : ": the chunk ends here") });
    li.setAttribute("data-testid", "chunk-pair");
    ul.append(li);
  });
  box.append(ul);
  // the words `stridelab explain` gives (src/lang/explain.c, view_reason): the first group
  // end, from the last dim, that the requested sizes' running products skip over
  let failBound = -1;
  for (const b of bounds) {
    let r = 1;
    for (let k = want.length - 1; k >= 0 && r < b; k--) r *= want[k];
    if (r !== b) { failBound = b; break; }
  }
  const prods = [];
  for (let k = want.length - 1, r = 1; k >= 0; k--) { r *= want[k]; prods.push(r); if (r > failBound) break; }
  const args = /^\s*\.view\(([^)]*)\)/.exec(e.op)[1];
  const cut = failBound >= 0
    ? `view() can only split or merge whole groups: counted from the last dim, the requested sizes must multiply to exactly ${failBound} where a group ends, but they give ${prods.join(", then ")}. So view() refuses; .reshape(${args}) or .contiguous().view(${args}) copy the ${numel} element${numel === 1 ? "" : "s"} instead (later writes then do not reach the original).`
    : "Every chunk boundary also ends a requested dim.";
  box.append(el("p", { className: "cut", textContent: cut }));
}

