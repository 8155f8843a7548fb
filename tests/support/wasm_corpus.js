// wasm_corpus.js — replays recorded snippet cases (tests/snippets/**/*.txt, the
// `#@@ case` format, and tests/snippet_corpus/**/*.snip) through two builds of the page's
// engine in node, one instance each (as the page runs them: one after another), and
// reports every case whose result, the whole JSON answer of the "run" command, differs
// between the two.
//
//   node wasm_corpus.js A.wasm B.wasm PROFILE FILE...
//
// Used by tests/wasm_gc.sh with A the page's module and B the same sources built with
// the collector's stress mode (a collection at every safepoint, freed slots poisoned): a
// value the collector frees while the engine still uses it changes B's output or traps.
const fs = require('fs');
const [wasmA, wasmB, profile, ...files] = process.argv.slice(2);

const { engine } = require('./wasm_engine.js');
const guarded = (path) => {
  const { call } = engine(path);
  return (cmd, arg) => { try { return call(cmd, arg); } catch (err) { return 'trap: ' + err.message; } };
};

const a = guarded(wasmA), b = guarded(wasmB);
for (const call of [a, b]) {
  const r = call('ref', profile);
  if (!r.includes('"ref"')) { console.log('wasm_corpus: profile ' + profile + ': ' + r); process.exit(2); }
}
let cases = 0, differ = 0;
function replay(file, name, code) {
  const ra = a('run', code), rb = b('run', code);
  cases++;
  if (ra !== rb) {
    differ++;
    if (differ <= 10) console.log(`DIFFER ${file} ${name}\n  A: ${ra.slice(0, 400)}\n  B: ${rb.slice(0, 400)}`);
  }
}
for (const file of files) {
  if (file.endsWith('.snip')) { // `@@ snippet NAME ... src=BYTES ...`, then the source's bytes
    const buf = fs.readFileSync(file);
    let pos = 0;
    while (pos < buf.length) {
      let eol = buf.indexOf(10, pos);
      if (eol < 0) eol = buf.length;
      const head = buf.subarray(pos, eol).toString('utf8');
      pos = eol + 1;
      const m = /^@@ snippet (\S+) .*\bsrc=(\d+)/.exec(head);
      if (!m) continue;
      const n = Number(m[2]);
      replay(file, m[1], buf.subarray(pos, pos + n).toString('utf8'));
      pos += n;
    }
    continue;
  }
  const lines = fs.readFileSync(file, 'utf8').split('\n'); // `#@@ case NAME`, the source, `#@@ ...`
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].startsWith('#@@ case ')) continue;
    const name = lines[i].slice(9);
    const src = [];
    for (i++; i < lines.length && !lines[i].startsWith('#@@ '); i++) src.push(lines[i]);
    replay(file, name, src.join('\n') + '\n');
  }
}
console.log(`wasm_corpus ${profile}: ${cases} cases, ${cases - differ} identical, ${differ} differ`);
process.exit(differ ? 1 : 0);
