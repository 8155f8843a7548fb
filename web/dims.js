
// dims.js — the walk in logical order.  Step / Play / Stop visit the drawn view's
// indices in row-major order (the last dim fastest, as a C loop nest or torch's
// .tolist() reads them); each step lights the index in the grid and the storage element
// it reaches in the strip and shows the address sum (the engine's `addr`, via hover())
// with each dim's term and its jump along the strip in that dim's colour.
let walk = null, walkTimer = null;
const WALK_MS = 600;

function walkSetup(s, u, addrs, numel) {
  walkStop();
  walk = null;
  const row = $("walk-row");
  $("walk-pos").textContent = "";
  if (!s || !addrs || numel == 0 || addrs.length !== Number(numel) || numel > MAX_CELLS) { row.hidden = true; return; }
  walk = { s, u, addrs, numel: Number(numel), n: -1 };
  row.hidden = false;
  walkRender();
}
// index of the n-th element in row-major order
function unravel(n, shape) {
  const index = [];
  for (let d = shape.length - 1; d >= 0; d--) { index.unshift(n % shape[d]); n = Math.floor(n / shape[d]); }
  return index;
}
function walkRender() {
  document.querySelectorAll(".cell.walk").forEach(c => c.classList.remove("walk"));
  const w = walk;
  if (!w) return;
  const pos = $("walk-pos");
  $("walk-step").disabled = w.n >= w.numel - 1;
  $("walk-stop").disabled = !walkTimer;
  $("walk-play").disabled = !!walkTimer;
  if (w.n < 0) { pos.textContent = `${w.numel} indices to visit; Step visits the first`; return; }
  const index = unravel(w.n, w.s.shape), a = w.addrs[w.n];
  const g = document.querySelector(`#grid [data-index="${index.join(",")}"]`);
  if (g) { g.classList.add("walk", "walked"); showClear(g); }
  hover(w.s, index, a);
  const c = document.querySelector(`#strip [data-storage="${a}"]`);
  if (c) c.classList.add("walk");
  pos.textContent = `step ${w.n + 1} of ${w.numel}: index (${index.join(", ")}) reaches ${w.u.unit} ${a}` +
    (w.n + 1 === w.numel ? " — the walk is done" : "");
}
function walkStep() {
  if (!walk || walk.n >= walk.numel - 1) { walkStop(); return false; }
  walk.n++;
  walkRender();
  if (walk.n >= walk.numel - 1) { walkStop(); return false; }
  return true;
}
function walkPlay() {
  if (!walk || walkTimer) return;
  if (walk.n >= walk.numel - 1) walkReset();
  walkTimer = setInterval(() => { if (!walkStep()) walkStop(); }, WALK_MS);
  walkStep();
  walkRender();
  $("walk-stop").focus();
}
function walkStop() {
  const had = !!walkTimer;
  if (walkTimer) { clearInterval(walkTimer); walkTimer = null; }
  if (walk) {
    $("walk-stop").disabled = true; $("walk-play").disabled = false;
    if (had && document.activeElement === $("walk-stop")) $("walk-play").focus();
  }
}
function walkReset() {
  walkStop();
  if (!walk) return;
  walk.n = -1;
  document.querySelectorAll("#grid .cell.walked").forEach(c => c.classList.remove("walked"));
  linkStorage(null);
  walkRender();
}
function walkWire() {
  $("walk-step").addEventListener("click", () => { walkStop(); walkStep(); walkRender(); });
  $("walk-play").addEventListener("click", walkPlay);
  $("walk-stop").addEventListener("click", () => { walkStop(); walkRender(); });
  $("walk-reset").addEventListener("click", walkReset);
}
