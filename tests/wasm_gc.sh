#!/bin/sh
# wasm_gc.sh — the explorer page's engine (build/stridelab.wasm) reclaims memory: its
# collector runs at safepoints, statement boundaries under module-level statements and
# clean calls only (py.h, py_eval_stmt.c).
#  1. A 3,000,000-iteration loop (`s += i * 2 + xs[i % 3]`, two new ints per pass, about
#     480 MB if nothing were freed; the budget is 512 MiB), at module level and then in a
#     function called as print(main()), prints the sum, computed here by awk, with the
#     instance's memory at most 32 MiB.
#  2. Every recorded snippet (tests/snippets, tests/snippet_corpus, tests/lang_syntax,
#     each under its profile) gives the same answer from the page's module and from the
#     stress build (build/stridelab-gcstress.wasm: a collection at every safepoint, freed
#     slots poisoned), so a value the collector frees while the engine still uses it
#     shows up as a difference or a trap (tests/support/wasm_corpus.js).
# Skipped without node or without the wasm builds.  Run by `make check` ($BUILD set).
set -u
BUILD=${BUILD:-build}
W="$BUILD/stridelab.wasm"
S="$BUILD/stridelab-gcstress.wasm"
if ! command -v node >/dev/null 2>&1 || [ ! -f "$W" ] || [ ! -f "$S" ]; then
    echo "wasm_gc: skipped (no node or no $W / $S)"
    exit 0
fi
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
ENGINE="$(cd "$(dirname "$0")" && pwd)/support/wasm_engine.js"
fail=0
cat > "$T/loop.js" <<'JS'
const [enginePath, wasmPath, n] = process.argv.slice(2);
const { call, memory } = require(enginePath).engine(wasmPath);
const body = `s = 0\nfor i in range(${n}):\n    s += i * 2 + xs[i % 3]\n`;
const indent = (t) => t.replace(/^(?=.)/gm, '    ');
for (const src of [`xs = [3, 1, 4]\n${body}print(s)\n`,
                   `xs = [3, 1, 4]\ndef main():\n${indent(body)}    return s\nprint(main())\n`]) {
  const j = JSON.parse(call('run', src));
  console.log((j.status === 0 ? j.stdout.trim() : j.error.type + ': ' + j.error.message) + ' ' +
              (memory().buffer.byteLength >> 20));
}
JS
N=3000000
want=$(awk -v n=$N 'BEGIN { s = 0; split("3 1 4", xs, " "); for (i = 0; i < n; i++) s += i * 2 + xs[i % 3 + 1]; printf "%.0f\n", s }')
out=$(timeout 120 node "$T/loop.js" "$ENGINE" "$W" $N 2>&1)
where="at module level"
for line in "$(echo "$out" | sed -n 1p)" "$(echo "$out" | sed -n 2p)"; do
    got=${line% *}
    mib=${line##* }
    if [ "$got" = "$want" ] && [ -n "$mib" ] && [ "$mib" -le 32 ]; then
        echo "wasm_gc: $N-iteration loop $where: $got, memory $mib MiB"
    else
        echo "FAIL: wasm_gc: $N-iteration loop $where: want $want in at most 32 MiB, got: $line"
        fail=1
    fi
    where="in print(main())"
done
node tests/support/wasm_corpus.js "$W" "$S" debian12 tests/snippets/*.txt tests/snippet_corpus/*.snip \
    tests/lang_syntax/*.txt || fail=1
node tests/support/wasm_corpus.js "$W" "$S" lessons tests/snippets/lessons/*.txt \
    tests/snippet_corpus/lessons/*.snip tests/lang_syntax/lessons/*.txt || fail=1
[ $fail -eq 0 ]
