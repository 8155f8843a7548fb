#!/bin/sh
# pycore.sh — the Python core on its own (build/tests/pycore_run: src/core and
# src/lang/python linked without the object layers; that it links is the first check).
#  1. every program of tests/pycore/ prints what CPython printed (NAME.out, recorded by
#     scripts/record_pycore.py) and ends with the same exception line (NAME.err), with
#     exit status 1 exactly when there is one;
#  2. `import torch` / `import numpy` get the refusal any module the core lacks gets;
#  3. the core's files name torch, numpy, tensors or ndarrays no more than
#     tests/pycore/core_names.txt allows (lines per file, to be brought to none; a file
#     not listed may name none), so the separation only moves forward.
#     PYCORE_NAMES_UPDATE=1 rewrites that list from the tree (after a move lowers it).
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

if [ "${PYCORE_NAMES_UPDATE:-}" = 1 ]; then
    for f in src/lang/python/*.c src/lang/python/*.h; do
        n=$(grep -ciE 'torch|numpy|tensor|ndarray|np_' "$f")
        [ "$n" -gt 0 ] && echo "$(basename "$f") $n"
    done | sort > "$DIR/core_names.txt"
fi
total=0
for f in src/lang/python/*.c src/lang/python/*.h; do
    b=$(basename "$f")
    n=$(grep -ciE 'torch|numpy|tensor|ndarray|np_' "$f")
    allowed=$(awk -v f="$b" '$1 == f {print $2}' "$DIR/core_names.txt")
    total=$((total + n))
    if [ "$n" -gt "${allowed:-0}" ]; then bad "$f names torch/numpy/tensor/ndarray/np_ on $n lines (allowed ${allowed:-0})"
    else ok; fi
done
echo "pycore: $pass passed, $fail failed ($total lines of src/lang/python name torch/numpy/tensor/ndarray/np_)"
[ "$fail" = 0 ]
