#!/bin/sh
# pycore.sh — the Python core on its own (build/tests/pycore_run: src/core and
# src/lang/python linked without the object layers; that it links is the first check).
#  1. every program of tests/pycore/ prints what CPython printed (NAME.out, recorded by
#     scripts/record_pycore.py) and ends with the same exception line (NAME.err), with
#     exit status 1 exactly when there is one;
#  2. `import torch` / `import numpy` get the refusal any module the core lacks gets;
#  3. no line of the core's files names torch, numpy, tensors, ndarrays or np_: the
#     object layers plug in through type records and the module table (py.h) only.
set -u
BUILD=${BUILD:-build}
RUN=$BUILD/tests/pycore_run
DIR=tests/pycore
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

[ -x "$RUN" ] || { echo "pycore.sh: $RUN missing (make $RUN)"; exit 1; }
for py in "$DIR"/*.py; do
    name=${py%.py}
    "$RUN" "$py" > "$tmp/out" 2> "$tmp/err"
    rc=$?
    want_rc=0
    [ -s "$name.err" ] && want_rc=1
    if ! cmp -s "$tmp/out" "$name.out"; then bad "$py: stdout differs"; diff "$name.out" "$tmp/out" | head -5
    elif ! cmp -s "$tmp/err" "$name.err"; then bad "$py: stderr '$(cat "$tmp/err")', Python: '$(cat "$name.err")'"
    elif [ "$rc" != "$want_rc" ]; then bad "$py: exit $rc, expected $want_rc"
    else ok; fi
done

printf 'import nosuchmodule_x\n' > "$tmp/u.py"
"$RUN" "$tmp/u.py" > /dev/null 2> "$tmp/u.err"; urc=$?
for m in torch numpy numpy.lib.stride_tricks; do
    printf 'import %s\n' "$m" > "$tmp/m.py"
    "$RUN" "$tmp/m.py" > /dev/null 2> "$tmp/m.err"; mrc=$?
    if [ "$mrc" = "$urc" ] && [ "$(sed "s/$m/nosuchmodule_x/" "$tmp/m.err")" = "$(cat "$tmp/u.err")" ]; then ok
    else bad "import $m in the core alone: exit $mrc, '$(cat "$tmp/m.err")' (an unknown module: exit $urc, '$(cat "$tmp/u.err")')"; fi
done

# the Python core names no object layer: not torch, numpy, tensors, ndarrays nor np_
names=$(grep -niE 'torch|numpy|tensor|ndarray|np_' src/lang/python/*.c src/lang/python/*.h || true)
if [ -n "$names" ]; then bad "src/lang/python names an object layer:
$names"
else ok; fi
total=$(printf '%s' "$names" | grep -c . || true)
echo "pycore: $pass passed, $fail failed ($total lines of src/lang/python name torch/numpy/tensor/ndarray/np_)"
[ "$fail" = 0 ]
