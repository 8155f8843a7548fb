#!/bin/sh
# cli_arg_checks.sh — issue 27's command-line cases: each must end with the expected exit
# status and a stderr line naming the problem (never a signal, never "Success" as a
# reason; with --json the error object on stdout).  prove's flags and its DLPack JSON share one validation
# (sl_prove_options_check), so each rule is checked both ways: the flag is a usage error
# (exit 2), the descriptor field an input error (exit 1), with the same rule in the text.
set -u
S=${STRIDELAB:-build/stridelab}
T=${TMPDIR:-/tmp}/sl_argchk.$$
fail=0; n=0
want() { # want <exit> <pattern (grep -E) of stderr, or of stdout with --json> <cmd...>
    code=$1; pat=$2; shift 2
    n=$((n + 1))
    timeout 20 "$@" >$T.out 2>$T.err; rc=$?
    if [ $rc -ne "$code" ]; then
        echo "FAIL (exit $rc, want $code): $*"; head -3 $T.err; fail=$((fail + 1)); return
    fi
    if ! cat $T.err $T.out | grep -Eq -- "$pat"; then
        echo "FAIL (output does not match '$pat'): $*"; head -3 $T.err; fail=$((fail + 1)); return
    fi
    if grep -q "Success" $T.err; then
        echo "FAIL (an errno of 0 as the reason): $*"; fail=$((fail + 1))
    fi
}
ok() { # ok <cmd...>: exits 0
    n=$((n + 1))
    timeout 20 "$@" >$T.out 2>$T.err; rc=$?
    if [ $rc -ne 0 ]; then echo "FAIL (exit $rc, want 0): $*"; head -3 $T.err; fail=$((fail + 1)); fi
}
D='"shape":[4,3],"dtype":{"bits":32,"lanes":1}'

# prove --dlpack FILE: a reason from the reading itself, and a bound on what is read
want 1 "cannot read '/dev/zero': it contains a NUL byte" $S prove --dlpack /dev/zero
head -c 1100000 /dev/zero | tr '\0' ' ' > $T.big
want 1 "larger than 1 MiB" $S prove --dlpack $T.big
want 1 "cannot read '/nonexistent/d.json': No such file" $S prove --dlpack /nonexistent/d.json
want 1 "cannot read '/': Is a directory" $S prove --dlpack /
printf '{%s,"storage_bytes":48}' "$D" > $T.json
ok $S prove --dlpack $T.json

# one validation for the flags and the descriptor
want 2 "^stridelab prove: --base-align must be a power of two between 1 and 2\^62, got 6" \
    $S prove 'size=(4,3),stride=(3,1)' --base-align 6
want 1 "base_alignment must be a power of two between 1 and 2\^62, got 6" \
    $S prove "{$D,\"base_alignment\":6}"
want 2 "--base-align must be a power of two between 1 and 2\^62, got -64" \
    $S prove 'size=(4,3),stride=(3,1)' --base-align -64
want 1 "base_alignment must be a power of two between 1 and 2\^62, got -64" \
    $S prove "{$D,\"base_alignment\":-64}"
want 2 "--storage-bytes must be a byte count >= 0, got -8" \
    $S prove 'size=(4,3),stride=(3,1)' --storage-bytes -8
want 1 "storage_bytes must be a byte count >= 0, got -8" \
    $S prove "{$D,\"storage_bytes\":-8}"
want 2 "--align must be a power of two between 1 and 2\^62, got 12" \
    $S prove 'size=(4,3),stride=(3,1)' --align 12
want 1 "vector_bytes must be a power of two between 1 and 2\^62, got 12" \
    $S prove "{$D,\"vector_bytes\":12}"
want 2 "--vector must be between 1 and 65536, got 70000" \
    $S prove 'size=(4,3),stride=(3,1)' --vector 70000
want 1 "vector_lanes must be between 1 and 65536, got 70000" \
    $S prove "{$D,\"vector_lanes\":70000}"
want 2 "--vector-dim needs --vector LANES" $S prove 'size=(4,3),stride=(3,1)' --vector-dim 0
want 1 "dtype lanes must be between 1 and 65535" \
    $S prove '{"shape":[4,3],"dtype":{"bits":32,"lanes":0}}'
want 1 "dtype bits must be between 1 and 255" \
    $S prove '{"shape":[4,3],"dtype":{"bits":0,"lanes":1}}'
# the values both accept still work
ok $S prove 'size=(4,3),stride=(3,1)' --base-align 64 --storage-bytes 48
ok $S prove "{$D,\"base_alignment\":64,\"storage_bytes\":48}"

# eval takes ONE expression on one line (docs: `stridelab eval [--json] EXPR`)
want 1 "^SyntaxError: a line break" $S eval 'torch.arange(6.)
.view(2, 3)'
want 1 "^SyntaxError: a comment" $S eval 'torch.arange(6.)  # six'
want 1 '"type":"SyntaxError","message":"a comment' $S eval --json 'torch.arange(6.)#'
n=$((n + 1)); $S eval --json 'torch.arange(6.)#' 2>/dev/null | grep -q '"col":17' || {
    echo "FAIL: the comment's column is not reported"; fail=$((fail + 1)); }
ok $S eval "np.arange(6).reshape(2, 3, order='C')"

# a raw LAYOUT names each key once
want 1 "duplicate key" $S addr 'size=(2),size=(3),stride=(1)' 1
want 1 "duplicate key" $S addr 'size=(3),stride=(1),offset=1,offset=2' 1
want 1 "duplicate key" $S prove 'size=(3),stride=(1),itemsize=4,itemsize=8'
ok $S addr 'size=(3),stride=(1),offset=1' 1

# trace: more cache levels than the model has is a usage error, not a crash
L=""; i=0; while [ $i -lt 50 ]; do L="$L --level sets=64,ways=8,line=64"; i=$((i + 1)); done
want 2 "at most 8 cache levels" $S trace 'torch.arange(6.)' $L
want 2 "at most 8 cache levels" $S trace --json 'torch.arange(6.)' $L

rm -f $T.out $T.err $T.big $T.json
echo "cli_arg_checks: $((n - fail))/$n cases ok"
[ $fail -eq 0 ]
