#!/bin/sh
# wasm_depth.sh — the explorer page's engine (build/stridelab.wasm) under deep nesting,
# run in node: CPython's nesting limits hold as in the CLI, and recursion that would
# overflow the WebAssembly engine's own stack ends with RecursionError instead of a trap
# (a trap leaves the instance's stack pointer behind and breaks every later run).  Each
# snippet is run twice and then `print(1 + 1)`, all in one instance.  Skipped without
# node or without the wasm build.  Run by `make check` ($BUILD set).
set -u
BUILD=${BUILD:-build}
W="$BUILD/stridelab.wasm"
if ! command -v node >/dev/null 2>&1 || [ ! -f "$W" ]; then
    echo "wasm_depth: skipped (no node or no $W)"
    exit 0
fi
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
ENGINE="$(cd "$(dirname "$0")" && pwd)/support/wasm_engine.js"
cat > "$T/run.js" <<'JS'
const fs = require('fs');
const [enginePath, wasmPath, srcPath] = process.argv.slice(2);
const { call } = require(enginePath).engine(wasmPath);
const src = fs.readFileSync(srcPath, 'utf8');
for (const s of [src, src, 'print(1 + 1)\n']) {
  try { const j = JSON.parse(call('run', s));
        console.log(j.status === 0 ? 'ok ' + j.stdout.trim() : j.error.type + ': ' + j.error.message); }
  catch (e) { console.log('trap: ' + e.message); }
}
JS
pass=0
fail=0
rep() { awk -v n="$1" -v s="$2" 'BEGIN { for (i = 0; i < n; i++) printf "%s", s }'; }
# check NAME WANT (the first result; the second must equal it and the third is "ok 2")
check() {
    out=$(timeout 60 node "$T/run.js" "$ENGINE" "$W" "$T/src.py" 2>&1)
    want=$(printf '%s\n%s\nok 2' "$2" "$2")
    if [ "$out" = "$want" ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: $1: $out"; fi
}
COMPILE='RecursionError: maximum recursion depth exceeded during compilation'
DEEP='RecursionError: maximum recursion depth exceeded'
{ printf 'import torch\nx = torch.arange(64.)'; rep 1498 '.view(64)'; printf '\nprint(x.shape)\n'; } > "$T/src.py"
check ".view(64) x 1498" "ok torch.Size([64])"
{ printf 'import torch\nx = torch.arange(64.)'; rep 1499 '.view(64)'; printf '\nprint(x.shape)\n'; } > "$T/src.py"
check ".view(64) x 1499" "$COMPILE"
{ printf 'x = 1'; rep 2998 '+1'; printf '\nprint(x)\n'; } > "$T/src.py"
check "2,999-term sum" "ok 2999"
{ printf 'x = '; rep 2998 'not '; printf '1\nprint(x)\n'; } > "$T/src.py"
check "2,998 not" "ok True"
{ printf 'x = '; rep 2990 '1 if 1 else '; printf '1\nprint(x)\n'; } > "$T/src.py"
check "2,990 conditional expressions" "ok 1"
{ printf 'import torch\ndef f(n):\n    if n == 0:\n        return torch.zeros(4)\n    return f(n - 1)'
  rep 50 '.view(4)'; printf '\nprint(f(62).shape)\n'; } > "$T/src.py"
check "62 calls over 50 views each" "$DEEP"
{ printf 'def f(n):\n    if n == 0:\n        return 0\n    return '; rep 2990 '-'; printf 'f(n - 1)\nprint(f(60))\n'; } > "$T/src.py"
check "60 calls over 2990 unary minus each" "$DEEP"
printf 'g = iter([1])\nfor i in range(100000):\n    g = (x for x in g)\nprint(next(g))\n' > "$T/src.py"
check "generators nested 100,000 deep" "$DEEP"
printf 'a = []\nb = []\nfor i in range(100000):\n    a = [a]\n    b = [b]\nprint(a == b)\n' > "$T/src.py"
check "lists nested 100,000 deep" "RecursionError: maximum recursion depth exceeded in comparison"
echo "wasm_depth: $pass passed, $fail failed"
[ $fail -eq 0 ]
