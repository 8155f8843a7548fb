#!/bin/sh
# cli_bad_input.sh — bad input never crashes the CLI: each case must exit 1 or 2 (never
# 0, never a signal), print nothing on stdout, and exactly one line on stderr (syntax
# errors add the echoed input and a caret line: those cases are checked for the
# "SyntaxError:" line instead).
set -u
S=${STRIDELAB:-build/stridelab}
fail=0; n=0
check() { # check <expect-one-line:1|0> <cmd...>
    one=$1; shift
    n=$((n + 1))
    out=$(timeout 20 "$@" 2>/tmp/sl_bad_err.$$); rc=$?
    err=$(cat /tmp/sl_bad_err.$$)
    lines=$(printf '%s\n' "$err" | grep -c .)
    if [ $rc -ne 1 ] && [ $rc -ne 2 ]; then
        echo "FAIL (exit $rc): $*"; fail=$((fail + 1)); return
    fi
    if [ -n "$out" ] && [ "$2" != "--json" ]; then
        echo "FAIL (stdout not empty): $* -> $out"; fail=$((fail + 1)); return
    fi
    if [ "$one" = 1 ] && [ "$lines" -ne 1 ]; then
        echo "FAIL ($lines stderr lines): $*"; printf '%s\n' "$err" | head -5; fail=$((fail + 1)); return
    fi
    if [ "$one" = 0 ] && ! printf '%s\n' "$err" | grep -q "SyntaxError"; then
        echo "FAIL (no SyntaxError line): $*"; fail=$((fail + 1)); return
    fi
}
# unknown op, wrong arity, huge sizes, overflow, too many dims
check 1 $S eval 'torch.arange(6.).frobnicate(2)'
check 1 $S eval 'torch.arange(6.).transpose(0)'
check 1 $S eval 'torch.arange(6.).view(4)'
check 1 $S eval 'torch.empty(2**40, 2**40)'
check 1 $S eval 'torch.empty_strided((2**62, 4), (4, 2**62))'
check 1 $S eval 'torch.arange(4.).as_strided((2,), (2**62,))'
check 1 $S eval 'torch.arange(4.).as_strided((2,), (-1,))'
check 1 $S eval 'torch.arange(10.).unfold(0, 2**62, 1)'
check 1 $S eval 'torch.zeros(()).expand(*([1]*65))'
check 1 $S eval 'torch.zeros(1).view(1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1)'
check 1 $S eval --ref debian12 'np.zeros((1,)*33)'
check 1 $S eval 'np.arange(3)[(None,)*64]'
check 1 $S eval '9223372036854775807 + 1'
check 1 $S eval 'x'
check 1 $S eval 'np.arange(5).reshape(2, 3)'
check 0 $S eval 'torch.arange(6.'
check 0 $S eval ')('
check 0 $S eval ''
check 0 $S eval "$(printf '(%.0s' $(seq 1 3000))"
check 0 $S eval 'torch.arange(6.)[1:2:3:4]'
# other commands
check 1 $S addr 'size=(2,3),stride=(3,1),offset=0' 5 0
check 1 $S addr 'size=(2,3),stride=(3,1' 1 1
check 1 $S whois 'size=(2,3),stride=(3,1),offset=0' notanumber
check 1 $S overlap 'size=(9223372036854775807,2),stride=(9223372036854775807,1),offset=0'
check 1 $S prove 'size=(2,),stride=(1,)' --storage-bytes -5
check 1 $S cache --capacity 0 --stride 1
check 1 $S cache --capacity 4
check 1 $S trace 'size=(4,),stride=(1,),offset=0' --warp 0
check 1 $S nosuchcommand
check 1 $S run /nonexistent/file.py
# random garbage expressions: never a crash or a hang
i=0
for e in '[[[[' '...' 'torch.' 'np..arange' 'torch.arange(1e400)' 'torch.arange(-1)' \
         'torch.arange(5)[None]*10**30' 'torch.arange(5).view(-1,-1)' 'torch.arange(0.).view(0,-1)' \
         'np.arange(3)[::0]' 'torch.arange(3)[::0]' 'torch.tensor([[1],[2,3]])' '"a" * 99999999999' \
         'torch.zeros(3)[torch.zeros(3)]' 'lambda: 1' 'torch.arange(6.).reshape(2,3).T.T.T.mT.view(6)'; do
    i=$((i + 1)); n=$((n + 1))
    timeout 20 $S eval "$e" >/dev/null 2>&1; rc=$?
    case $rc in 0|1|2) ;; *) echo "FAIL (exit $rc) on: $e"; fail=$((fail + 1));; esac
done
echo "cli_bad_input: $((n - fail))/$n cases ok"
[ $fail -eq 0 ]
