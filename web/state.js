
// state.js — the page's state in its URL, copy buttons, and undo for the layout editor.
// The URL's fragment holds the input, the reference profile, the selected step and the
// cache lab's C and s (#src=...&ref=...&step=...&C=...&s=...): a teacher can link to a
// view, and Back / Forward move between the chains run (each run is a history entry;
// picking a step or changing the lab replaces the current one).
let pendingStep = null;   // the step a restored state selects once its chain has run

function stateParams() {
  const p = new URLSearchParams();
  const src = $("snippet").value.trim();
  if (src) p.set("src", src);
  if (Engine.refName !== "lessons") p.set("ref", Engine.refName);
  if (selected >= 0) p.set("step", String(selected));
  p.set("C", $("cache-capacity").value.trim());
  p.set("s", $("cache-stride").value.trim());
  return "#" + p.toString();
}
function saveState(replace) {
  if (!document.body.dataset.ready || restoring) return;
  const h = stateParams();
  if (h === location.hash) return;
  if (replace) history.replaceState(null, "", h); else history.pushState(null, "", h);
}
let restoring = false;
// Apply the fragment's state (page load, Back / Forward): returns whether it named an input.
function restoreState() {
  const p = new URLSearchParams(location.hash.replace(/^#/, ""));
  if (p.has("C")) $("cache-capacity").value = p.get("C");
  if (p.has("s")) $("cache-stride").value = p.get("s");
  const ref = p.get("ref") || "lessons";
  if (ref !== Engine.refName && [...$("ref").options].some(o => o.value === ref)) {
    $("ref").value = ref;
    const ans = Engine.setRef(ref);
    if (ans && ans.error) showError(ans.error);
    refVersions();
  }
  if (!p.has("src")) return false;
  $("snippet").value = p.get("src");
  const st = p.get("step");
  pendingStep = st !== null && /^\d+$/.test(st) ? +st : null;
  return true;
}
function onHistory() {
  restoring = true;
  try {
    if (restoreState()) run({ fromHistory: true });
    cacheCmd("reset");
  } finally { restoring = false; }
}

// ------------------------------------------------------------------- copy --
// Copies text to the clipboard (the Clipboard API, else the older execCommand) and says
// what was copied next to the chain.
function copyText(text, what) {
  const say = ok => { $("copy-status").textContent = ok ? `copied ${what}: ${text}` : `could not copy ${what}; select it and copy by hand: ${text}`; };
  const fallback = () => {
    const t = el("textarea", { value: text });
    t.setAttribute("aria-hidden", "true");
    t.style.position = "fixed"; t.style.left = "-9999px";
    document.body.append(t); t.select();
    let ok = false;
    try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
    t.remove(); say(ok);
  };
  if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(text).then(() => say(true), fallback);
  else fallback();
}
function copyWire() {
  $("copy-chain").addEventListener("click", () => copyText($("snippet").value.trim(), "the input"));
  $("copy-link").addEventListener("click", () => { saveState(true); copyText(location.href, "a link to this view"); });
  $("copy-stride").addEventListener("click", () => {
    const s = current && current.steps[selected];
    if (s) copyText(fmtTuple(s.stride), `step ${selected}'s stride`);
  });
  $("copy-sum").addEventListener("click", () => { if (lastSum) copyText(lastSum, "the address sum"); });
  $("edit-undo").addEventListener("click", editUndo);
  window.addEventListener("popstate", onHistory);
}

// ------------------------------------------------------ layout editor undo --
// Each applied edit keeps the fields' values before it; Undo puts them back and redraws.
let editStack = [], editLast = null;
function editUndoReset() {
  editStack = []; editLast = null;
  $("edit-undo").disabled = true; $("edit-undo-note").textContent = "";
  setTimeout(() => { if (!editLast && !$("layout-editor").hidden) editLast = editorValues(); });
}
function editUndoPush(v) {
  if (!editLast) editLast = v;
  if (JSON.stringify(editLast) === JSON.stringify(v)) return;
  editStack.push(editLast);
  editLast = v;
  $("edit-undo").disabled = false;
  $("edit-undo-note").textContent = `${editStack.length} edit${editStack.length === 1 ? "" : "s"} to undo`;
}
function editUndo() {
  const prev = editStack.pop();
  if (!prev) return;
  const f = $("edit-fields"), set = (k, v) => { const i = f.querySelector(`[data-testid=${k}]`); if (i) i.value = v; };
  prev.size.forEach((v, d) => set("edit-size-" + d, v));
  prev.stride.forEach((v, d) => set("edit-stride-" + d, v));
  set("edit-offset", prev.offset);
  editLast = prev;
  $("edit-undo").disabled = !editStack.length;
  $("edit-undo-note").textContent = editStack.length ? `${editStack.length} edit${editStack.length === 1 ? "" : "s"} to undo` : "nothing left to undo";
  applyEditor(true);
}
