
// predict.js — predict, then reveal.  With "Predict first" on, a chain's last layout is
// hidden (its table cells and the drawing) until the learner has typed the shape, stride
// and offset they expect, or said the last op is refused; Reveal compares each with the
// engine's answer and shows the arithmetic of every step.  A refused chain's error, its
// reason and its failed row stay hidden until Reveal too.  (The cache lab's hit
// prediction is in cache.js.)
let prediction = null;   // { ans, step } while a prediction is open

function predictMode() { return $("predict-mode").checked; }

function startPrediction(ans) {
  const refused = !!ans.error;
  const k = ans.steps.length - 1;
  if (k < 0 || (refused && !ans.error.op)) return;
  const s = ans.steps[k], numpy = ans.framework === "numpy";
  const op = refused ? ans.error.op : s.op;
  prediction = { ans, k, refused, hid: [] };
  document.body.dataset.predicting = "1";
  const mask = td => { td.dataset.real = td.textContent; td.textContent = "?"; td.classList.add("masked"); };
  const row = document.querySelectorAll("#steps tbody tr[data-testid=step]")[k];
  if (refused) {
    // the answer is the refusal: its error, its reason and its row wait for Reveal
    for (const id of ["error", "why-refused"]) if (!$(id).hidden) { $(id).hidden = true; prediction.hid.push(id); }
    const failed = document.querySelector("[data-testid=step-error] td:last-child");
    if (failed) mask(failed);
  } else if (row) [2, 3, 4, 5, 7, 8, 9].forEach(c => mask(row.children[c]));
  const box = $("predict");
  box.hidden = false; box.textContent = "";
  box.append(el("p", { className: "plain", textContent: `Predict the last op, ${op}: is it refused (an error)? If not, its shape, its stride (${numpy ? "in bytes, as numpy's .strides" : "in elements, as torch's .stride()"}) and its offset (${numpy ? "bytes" : "elements"} from the start of the storage). Then Reveal.` }));
  const fields = el("div", { className: "fields" });
  const inp = (id, label, ph) => {
    const i = el("input", { type: "text", placeholder: ph, autocomplete: "off", spellcheck: false });
    i.setAttribute("data-testid", id); i.setAttribute("aria-label", label);
    i.addEventListener("keydown", ev => { if (ev.key === "Enter") { ev.preventDefault(); reveal(); } });
    fields.append(el("label", {}, label + " ", i));
    return i;
  };
  inp("predict-shape", "shape", "e.g. (3, 2)");
  inp("predict-stride", "stride", "e.g. (1, 3)");
  inp("predict-offset", "offset", "e.g. 0");
  const no = el("input", { type: "checkbox" });
  no.setAttribute("data-testid", "predict-refused");
  fields.append(el("label", {}, no, " refused (an error)"));
  const b = el("button", { className: "primary", textContent: "Reveal" });
  b.setAttribute("data-testid", "predict-reveal");
  b.addEventListener("click", reveal);
  fields.append(b);
  box.append(fields);
  box.querySelector("input").focus();
}

// "(8, 4, 2)", "[8,4,2]", "8 4 2", "8," -> [8, 4, 2]; "()" -> []; anything else null.
function parseTuple(t) {
  const x = t.trim().replace(/^[(\[]\s*|\s*[)\]]$/g, "");
  if (x === "") return /^[(\[]\s*[)\]]$/.test(t.trim()) ? [] : null;
  const parts = x.split(/[\s,]+/).filter(v => v !== "");
  return parts.every(v => /^-?\d+$/.test(v)) ? parts.map(v => BigInt(v)) : null;
}
function sameInts(a, b) { return a !== null && a.length === b.length && a.every((v, i) => v === BigInt(b[i])); }

function reveal() {
  const p = prediction;
  if (!p) return;
  const s = p.ans.steps[p.k], box = $("predict");
  const val = id => box.querySelector(`[data-testid=${id}]`).value;
  const saidRefused = box.querySelector("[data-testid=predict-refused]").checked;
  const refusal = p.refused ? "refused (its error and the reason are shown now)" : "it runs";
  const shape = parseTuple(val("predict-shape")), stride = parseTuple(val("predict-stride"));
  const offTxt = val("predict-offset").trim(), off = /^-?\d+$/.test(offTxt) ? BigInt(offTxt) : null;
  const verdicts = p.refused ? [] : [
    ["shape", val("predict-shape"), fmtTuple(s.shape), sameInts(shape, s.shape)],
    ["stride", val("predict-stride"), fmtTuple(s.stride), sameInts(stride, s.stride)],
    ["offset", offTxt, String(s.offset), off !== null && off === BigInt(s.offset)],
  ];
  if (p.refused || saidRefused) verdicts.push(["refused", saidRefused ? "refused" : "it runs", refusal, saidRefused === p.refused]);
  endPrediction();
  box.hidden = false; box.textContent = "";
  const score = verdicts.filter(v => v[3]).length;
  box.append(el("p", { className: "plain", textContent: `Your prediction: ${score} of ${verdicts.length} right.` }));
  const ul = el("ul", { className: "pairs" });
  verdicts.forEach(([name, said, real, ok]) => {
    const li = el("li");
    li.setAttribute("data-testid", "predict-verdict");
    li.dataset.field = name; li.dataset.ok = ok ? "1" : "0";
    li.append(el("span", { className: ok ? "right" : "wrong", textContent: ok ? "✓ right" : "✗ not quite" }),
      ` ${name}: you said ${said.trim() || "(nothing)"}; the answer is ${real}`);
    ul.append(li);
  });
  box.append(ul);
  // the arithmetic, step by step, as explain gives it
  box.append(el("p", { className: "plain", textContent: "How each step gets there:" }));
  const ol = el("ol", { className: "pairs", start: 0 });
  p.ans.steps.forEach((st, i) => {
    const li = el("li", { textContent: `${st.op} → shape ${fmtTuple(st.shape)}, stride ${fmtTuple(st.stride)}, offset ${st.offset}: ${st.arith || st.alias}` });
    li.setAttribute("data-testid", "predict-arith");
    ol.append(li);
  });
  box.append(ol);
}

// Unmask the table and the drawing.
function endPrediction() {
  if (prediction) prediction.hid.forEach(id => { $(id).hidden = false; });
  prediction = null;
  delete document.body.dataset.predicting;
  document.querySelectorAll("#steps td.masked").forEach(td => { td.textContent = td.dataset.real; td.classList.remove("masked"); });
}
