// wasm_engine.js — the page's engine (a stridelab .wasm module) in node, driven as the
// page drives it: one instance, slw_call(command, argument) returning a string that the
// caller frees.  WASI calls are stubbed (the engine makes none that matter outside a
// browser).  engine(path) returns { call, memory }: call(cmd, arg) gives the answer and
// throws when the module traps; memory() is the instance's WebAssembly.Memory.
// Used by tests/wasm_depth.sh, tests/wasm_gc.sh and tests/support/wasm_corpus.js.
const fs = require('fs');

function engine(path) {
  let mem;
  const wasi = new Proxy({}, { get: (t, name) => (...a) => {
    if (name === 'environ_sizes_get' || name === 'args_sizes_get') {
      const v = new DataView(mem.buffer); v.setUint32(a[0], 0, true); v.setUint32(a[1], 0, true);
    }
    if (name === 'proc_exit') throw new Error('exit ' + a[0]);
    return 0; } });
  const instance = new WebAssembly.Instance(new WebAssembly.Module(fs.readFileSync(path)),
                                            { wasi_snapshot_preview1: wasi });
  const ex = instance.exports; mem = ex.memory;
  if (ex._initialize) ex._initialize();
  const cstr = (s) => { const b = new TextEncoder().encode(s + '\0'); const p = ex.slw_alloc(b.length);
                        new Uint8Array(mem.buffer, p, b.length).set(b); return p; };
  const call = (cmd, arg) => {
    const r = ex.slw_call(cstr(cmd), cstr(arg)); const u = new Uint8Array(mem.buffer); let e = r;
    while (u[e]) e++;
    const s = new TextDecoder().decode(u.subarray(r, e)); ex.slw_free(r); return s;
  };
  return { call, memory: () => mem };
}

module.exports = { engine };
