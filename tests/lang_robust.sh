#!/bin/sh
# lang_robust.sh — hostile and unusual snippets through `stridelab run` / `eval`: deep
# nesting, deep data, many names, extreme slice steps, odd source bytes, unreadable
# inputs and unwritable output.  Each case states the exact stdout, last stderr line and
# exit status, taken from CPython 3.11 (/usr/bin/python3) where CPython runs the input,
# and from the refusal this program makes where it does not.  Nothing may crash or run
# past the 20 s timeout.  Run by `make check` with $STRIDELAB set to the CLI.
set -u
S=${STRIDELAB:-build/stridelab}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $1"; }

# expect NAME WANT_RC WANT_STDOUT WANT_LAST_STDERR_LINE -- CMD...
expect() {
    name=$1 want_rc=$2 want_out=$3 want_err=$4
    shift 5
    timeout 20 "$@" >"$T/out" 2>"$T/err"
    rc=$?
    got_out=$(cat "$T/out")
    got_err=$(tail -n 1 "$T/err")
    if [ $rc -ne "$want_rc" ]; then
        bad "$name: exit $rc, want $want_rc ($(tail -c 200 "$T/err"))"
    elif [ "$got_out" != "$want_out" ]; then
        bad "$name: stdout '$(printf %s "$got_out" | tail -c 200)', want '$want_out'"
    elif [ "$got_err" != "$want_err" ]; then
        bad "$name: stderr '$(printf %s "$got_err" | tail -c 200)', want '$want_err'"
    else
        ok
    fi
}
# rep N TEXT: TEXT repeated N times
rep() { awk -v n="$1" -v s="$2" 'BEGIN { for (i = 0; i < n; i++) printf "%s", s }'; }

COMPILE='RecursionError: maximum recursion depth exceeded during compilation'
INCMP='RecursionError: maximum recursion depth exceeded in comparison'

# ---- nesting: CPython's compiler allows 3000 nested statements and expressions
{ printf 'x = 1'; rep 49999 '+1'; printf '\nprint(x)\n'; } > "$T/sum50k.py"
expect "50,000-term sum" 1 "" "$COMPILE" -- "$S" run "$T/sum50k.py"
{ printf 'x = 1'; rep 2998 '+1'; printf '\nprint(x)\n'; } > "$T/sum2999.py"
expect "2,999-term sum (CPython's last)" 0 "2999" "" -- "$S" run "$T/sum2999.py"
{ printf 'x = 1'; rep 2999 '+1'; printf '\nprint(x)\n'; } > "$T/sum3000.py"
expect "3,000-term sum" 1 "" "$COMPILE" -- "$S" run "$T/sum3000.py"
{ printf 'import torch\nx = torch.zeros(2, 3)'; rep 50000 '.t()'; printf '\nprint(x.shape)\n'; } > "$T/t50k.py"
expect ".t() x 50,000" 1 "" "$COMPILE" -- "$S" run "$T/t50k.py"
{ printf 'import torch\nx = torch.zeros(2, 3)'; rep 1497 '.t()'; printf '\nprint(x.shape)\n'; } > "$T/t1497.py"
expect ".t() x 1,497" 0 "torch.Size([3, 2])" "" -- "$S" run "$T/t1497.py"
{ printf 'x = "abc"'; rep 50000 '[0]'; printf '\nprint(x)\n'; } > "$T/sub50k.py"
expect '"abc"[0] x 50,000' 1 "" "$COMPILE" -- "$S" run "$T/sub50k.py"
{ printf 'x = "abc"'; rep 2998 '[0]'; printf '\nprint(x)\n'; } > "$T/sub2998.py"
expect '"abc"[0] x 2,998' 0 "a" "" -- "$S" run "$T/sub2998.py"
{ printf 'def f():\n    return f\nx = f'; rep 50000 '()'; printf '\nprint(x is f)\n'; } > "$T/call50k.py"
expect "f()()() x 50,000" 1 "" "$COMPILE" -- "$S" run "$T/call50k.py"
{ printf 'x = '; rep 2998 '-'; printf '1\nprint(x)\n'; } > "$T/neg2998.py"
expect "2,998 unary minus" 0 "1" "" -- "$S" run "$T/neg2998.py"
{ printf 'x = '; rep 5000 'not '; printf '1\nprint(x)\n'; } > "$T/not5000.py"
expect "5,000 not" 1 "" "$COMPILE" -- "$S" run "$T/not5000.py"
{ printf 'x = 1'; rep 59999 ' and 1'; printf '\nprint(x)\n'; } > "$T/and60k.py"
expect "60,000-term and (one BoolOp)" 0 "1" "" -- "$S" run "$T/and60k.py"
{ printf 'x = 0'; rep 59999 ' or 0'; printf ' or 7\nprint(x)\n'; } > "$T/or60k.py"
expect "60,000-term or" 0 "7" "" -- "$S" run "$T/or60k.py"
expect "eval .T x 30,000" 1 "" "$COMPILE" -- "$S" eval "torch.arange(4.)$(rep 30000 .T)"
expect "eval .view(64) x 1,498" 0 "shape=(64,) stride=(1,) offset=0" "" -- \
    "$S" eval "torch.arange(64.)$(rep 1498 '.view(64)')"
expect "eval .view(64) x 1,499" 1 "" "$COMPILE" -- "$S" eval "torch.arange(64.)$(rep 1499 '.view(64)')"
# recursion inside a deep expression, 60 calls deep: the C stack guard ends it with a
# RecursionError Python can catch (CPython, whose frames are on the heap, returns 0)
{ printf 'def f(n):\n    if n == 0:\n        return 0\n    return '; rep 2990 '-'
  printf 'f(n - 1)\ntry:\n    print(f(60))\nexcept RecursionError as e:\n    print("caught")\n'; } > "$T/guard.py"
expect "stack guard" 0 "caught" "" -- "$S" run "$T/guard.py"

# calls: CPython's 1000 frames, the module's included.  A sanitizer build's frames are
# several times larger: its C stack guard ends this near 700 calls with an 8 MiB stack,
# so the case runs with a 64 MiB stack where the hard limit allows it
printf 'def f(n):\n    return 0 if n == 0 else 1 + f(n - 1)\nprint(f(998))\ntry:\n    print(f(999))\nexcept RecursionError as e:\n    print(e)\n' > "$T/rec.py"
expect "recursion 998 / 999" 0 "998
maximum recursion depth exceeded" "" -- sh -c 'ulimit -s 65536 2>/dev/null; exec "$0" run "$1"' "$S" "$T/rec.py"
printf 'def f(n):\n    return f(n + 1)\nf(0)\n' > "$T/inf.py"
expect "endless recursion" 1 "" "RecursionError: maximum recursion depth exceeded" -- "$S" run "$T/inf.py"

# generator expressions nested 100,000 deep (CPython 3.11 itself overflows its C stack)
printf 'g = iter([1])\nfor i in range(100000):\n    g = (x for x in g)\ntry:\n    print(next(g))\nexcept RecursionError as e:\n    print(e)\n' > "$T/gen.py"
expect "nested generators" 0 "maximum recursion depth exceeded" "" -- "$S" run "$T/gen.py"

# ---- comparisons of data nested 100,000 deep, and at CPython's limit
cat > "$T/cmp.py" <<'EOF'
def nest(n, tup):
    a = 0
    for i in range(n):
        a = (a,) if tup else [a]
    return a
a = nest(100000, False)
b = nest(100000, False)
ta = nest(100000, True)
tb = nest(100000, True)
for name, f in [("==", lambda: a == b), ("<", lambda: a < b), ("in", lambda: a in [b]),
                ("sorted", lambda: sorted([a, b])), ("max", lambda: max(a, b)),
                (".count", lambda: [a].count(b)), (".index", lambda: [a].index(b)),
                ("tuple ==", lambda: ta == tb), ("tuple <", lambda: ta < tb),
                ("dict ==", lambda: {"k": a} == {"k": b})]:
    try:
        f()
        print(name, "ok")
    except RecursionError as e:
        print(name, e)
print(len({ta}), len({ta: 1}), ta in {ta})
print(nest(999, False) == nest(999, False))
try:
    print(nest(1000, False) == nest(1000, False))
except RecursionError as e:
    print(e)
EOF
want=""
for n in "==" "<" "in" "sorted" "max" ".count" ".index" "tuple ==" "tuple <" "dict =="; do
    want="$want$n maximum recursion depth exceeded in comparison
"
done
want="${want}1 1 True
True
maximum recursion depth exceeded in comparison"
expect "deep comparisons and hashing" 0 "$want" "" -- "$S" run "$T/cmp.py"

# isinstance with nested tuples of types, and nested 999 deep (CPython's limit)
printf 'print(isinstance(1, ((int,),)), isinstance("a", (int, (float, (str,)))))\nt = int\nfor i in range(100000):\n    t = (t,)\ntry:\n    print(isinstance(1, t))\nexcept RecursionError as e:\n    print(e)\n' > "$T/isinst.py"
expect "isinstance nested tuples" 0 "True True
maximum recursion depth exceeded in __instancecheck__" "" -- "$S" run "$T/isinst.py"

# ---- many names: lookups are O(1); the loop ends on the work budget, not after minutes
awk 'BEGIN { for (i = 0; i < 20000; i++) printf "v%d = %d\n", i, i; print "while True: i = v0" }' > "$T/g20k.py"
expect "20,000 globals, endless loop" 2 "" "stridelab run: line 20001: work budget exhausted (100000000 steps)" -- "$S" run "$T/g20k.py"
awk 'BEGIN { for (i = 0; i < 200000; i++) printf "v%d = %d\n", i, i; print "print(v199999 + v0)" }' > "$T/a200k.py"
expect "200,000 assignments" 0 "199999" "" -- "$S" run "$T/a200k.py"
awk 'BEGIN { for (i = 0; i < 50; i++) printf "w%d = %d\n", i, i; print "del w7\ntry:\n    print(w7)\nexcept NameError as e:\n    print(e)\nw7 = 70\nprint(w7, w49)" }' > "$T/del.py"
expect "del with an indexed scope" 0 "name 'w7' is not defined
70 49" "" -- "$S" run "$T/del.py"

# work on long strings is charged (16 bytes scanned: a unit; 16 units: a step), so these
# loops end on the budget instead of scanning megabytes per step for minutes
for op in 'd[t]' 't[5]' 's == t' '"b" in s' 'len(s)'; do
    printf 's = "a" * 1000000\nt = "a" * 1000000\nd = {s: 1}\nwhile True:\n    y = %s\n' "$op" > "$T/long.py"
    expect "long strings: $op" 2 "" "stridelab run: line 5: work budget exhausted (100000000 steps)" -- "$S" run "$T/long.py"
done

# filling memory is work too (a large allocation: a step per 16 bytes), so repeating a big
# list or string ends on the budget; and the garbage between large objects is reclaimed
# (60 lists of 16 MB, 960 MB in all, within the 512 MiB budget)
printf 'l = [0] * 10**6\nwhile 1: l = [0] * 10**6\n' > "$T/rep.py"
expect "endless list repetition" 2 "" "stridelab run: line 2: work budget exhausted (100000000 steps)" -- "$S" run "$T/rep.py"
printf 's = ""\nwhile 1: s = "ab" * 10**7\n' > "$T/srep.py"
expect "endless string repetition" 2 "" "stridelab run: line 2: work budget exhausted (100000000 steps)" -- "$S" run "$T/srep.py"
printf 'x = [0] * 10**6\nfor i in range(60):\n    y = x + x\nprint(len(y))\n' > "$T/cat.py"
expect "60 concatenations of 16 MB" 0 "2000000" "" -- "$S" run "$T/cat.py"

# ---- slice steps of -2**63: no negation of INT64_MIN
printf 'print([1,2,3][::-2**63])\nprint(range(5)[::-2**63])\nprint(list(range(5)[::-2**63]))\nprint("abc"[::-2**63], (1,2,3)[::-2**63])\nprint(range(10)[1:8:3], range(10)[8:1:-3], range(5)[::-1], len(range(5)[::-2**63]))\n' > "$T/step.py"
expect "step -2**63" 0 "[3]
range(4, -1, -9223372036854775808)
[4]
c (3,)
range(1, 8, 3) range(8, 1, -3) range(4, -1, -1) 1" "" -- "$S" run "$T/step.py"

# ---- source text: BOM, Unicode identifiers, lone CR, NUL, invalid characters
printf '\357\273\277print("bom")\n' > "$T/bom.py"
expect "UTF-8 BOM" 0 "bom" "" -- "$S" run "$T/bom.py"
printf '\317\200 = 3\n\303\251t\303\251 = 2\nprint(\317\200 + \303\251t\303\251)\n' > "$T/pi.py"
expect "Unicode identifiers" 0 "5" "" -- "$S" run "$T/pi.py"
printf 'x = 1\ry = 2\rprint(x + y)\r' > "$T/cr.py"
expect "lone CR" 0 "3" "" -- "$S" run "$T/cr.py"
printf 'x = "a\000b"\nprint(len(x))\n' > "$T/nul.py"
expect "NUL in a string" 1 "" "SyntaxError: source code cannot contain null bytes" -- "$S" run "$T/nul.py"
printf 'x\342\202\254 = 1\n' > "$T/euro.py"
expect "invalid character" 1 "" "SyntaxError: invalid character '$(printf '\342\202\254')' (U+20AC)" -- "$S" run "$T/euro.py"
printf '\357\254\201 = 1\n' > "$T/nfkc.py"
printf 'a\314\201 = 1\n' > "$T/compose.py"
expect "identifier NFKC composes" 2 "" "stridelab run: line 1: unsupported: identifier '$(printf 'a\314\201')' (Python binds its NFKC normal form)" -- "$S" run "$T/compose.py"
expect "NFKC identifier" 2 "" "stridelab run: line 1: unsupported: identifier '$(printf '\357\254\201')' (Python binds its NFKC normal form)" -- "$S" run "$T/nfkc.py"

# ---- unreadable input, unwritable output
mkdir "$T/dir"
expect "run DIR" 2 "" "stridelab run: cannot read '$T/dir': Is a directory" -- "$S" run "$T/dir"
expect "prove --dlpack DIR" 1 "" "OSError: cannot read '$T/dir': Is a directory" -- "$S" prove --dlpack "$T/dir"
if [ -w /dev/full ]; then
    FULL='stridelab: error writing standard output: No space left on device'
    printf 'print(1)\n' > "$T/one.py"
    for args in "run $T/one.py" "eval torch.arange(4.)" "explain torch.arange(4.)" \
                "addr size=(2,3),stride=(3,1),offset=0 1 1" "whois size=(2,3),stride=(3,1),offset=0 4" \
                "overlap size=(2,3),stride=(3,1),offset=0" "prove size=(2,3),stride=(3,1),offset=0" \
                "cache --capacity 4 --stride 1" "--help" "--version"; do
        # shellcheck disable=SC2086
        timeout 20 "$S" $args >/dev/full 2>"$T/err"; rc=$?
        [ $rc -ne 0 ] && [ "$(cat "$T/err")" = "$FULL" ] && ok || bad "> /dev/full: $args: exit $rc, '$(cat "$T/err")'"
    done
fi

echo "lang_robust: $pass passed, $fail failed"
[ $fail -eq 0 ]
