#!/bin/sh
# cli_contract.sh — issue 19's items 2 to 6 through the command line: prove's alignment
# and vector loads, prove on raw layouts (refutations, not errors) and its exit statuses,
# whois's wording and exact multiplicities, default work/memory bounds on every command
# and the message when one is reached, and the consistency of every command (unknown
# options rejected, usage errors as JSON with --json, one error `type` vocabulary, the
# witness byte convention, `--dlpack '{...}'`, units in JSON keys).  docs/json.md is the
# schema these outputs follow.  $STRIDELAB is the CLI.
#
# Exit statuses (cli/cli_util.h): 0 ok, 1 input error, 2 usage error, 3 refuted (prove),
# 4 not decided (a bound reached, or a fact prove needs is missing).
set -u
S0=${STRIDELAB:-build/stridelab}
S="timeout 60 $S0" # nothing may hang: every run is bounded
PY=/usr/bin/python3
[ -x "$PY" ] || PY=python3
fails=0
n=0
check() { # name expected actual
    n=$((n + 1))
    if [ "$2" != "$3" ]; then
        echo "FAIL $1"
        echo "  want: $2"
        echo "  got:  $3"
        fails=$((fails + 1))
    fi
}
status() { "$@" >/dev/null 2>&1; echo $?; }
# the status line of one obligation: "name status"
ob() { "$@" 2>/dev/null | "$PY" -c '
import json, sys
d = json.load(sys.stdin)
print(" ".join("%s=%s" % (o["name"].replace(" ", "_"), o["status"]) for o in d["obligations"]
               if o["name"] in ("alignment", "vector lanes", "vector alignment", "storage bounds",
                                "checked arithmetic", "index bounds", "no self-overlap")))'; }
jget() { "$PY" -c 'import json, sys; d = json.load(sys.stdin); print(json.dumps(eval(sys.argv[1], {"d": d})))' "$1"; }
has_lang=0
$S eval 'torch.arange(6.)' >/dev/null 2>&1 && has_lang=1

# ---- item 2: alignment that no base can satisfy is refuted; vector loads -------------
R='size=(4,8),stride=(8,1),offset=1,itemsize=4'
check align-no-base-refuted 3 "$(status $S prove "$R" --storage-bytes 200 --align 16)"
check align-no-base-detail "index_bounds=proved storage_bounds=proved checked_arithmetic=proved alignment=refuted vector_lanes=not_required vector_alignment=not_required no_self-overlap=not_required" \
    "$(ob $S prove --json "$R" --storage-bytes 200 --align 16)"
# a 16-byte-aligned base cannot promise 32: not proved (exit 4), not green
check align-weak-base-undecided 4 "$(status $S prove 'size=(1,),stride=(1,),offset=0' --storage-bytes 4 --base-align 16 --align 32)"
check align-weak-base-refuted 3 "$(status $S prove 'size=(1,),stride=(1,),offset=2' --storage-bytes 12 --base-align 16 --align 32)"
check align-strong-base-proved 0 "$(status $S prove 'size=(1,),stride=(1,),offset=8' --storage-bytes 36 --base-align 64 --align 32)"
# fp16 rows of 64 in a 72-element pitch, 8 lanes = 16 bytes per vector
V='size=(4,64),stride=(72,1),offset=0,itemsize=2'
check vector-raw-proved 0 "$(status $S prove "$V" --storage-bytes 576 --base-align 64 --vector 8)"
check vector-raw-detail "index_bounds=proved storage_bounds=proved checked_arithmetic=proved alignment=proved vector_lanes=proved vector_alignment=proved no_self-overlap=not_required" \
    "$(ob $S prove --json "$V" --storage-bytes 576 --base-align 64 --vector 8)"
check vector-every-element-refuted 3 "$(status $S prove "$V" --storage-bytes 576 --base-align 64 --align 16)"
check vector-base-unknown-undecided 4 "$(status $S prove "$V" --storage-bytes 576 --vector 8)"
check vector-pitch-71-refuted "vector_alignment=refuted" \
    "$(ob $S prove --json 'size=(4,64),stride=(71,1),offset=0,itemsize=2' --base-align 64 --vector 8 | grep -o 'vector_alignment=[a-z_]*')"
check vector-partial-lanes-refuted "vector_lanes=refuted" \
    "$(ob $S prove --json 'size=(4,60),stride=(72,1),offset=0,itemsize=2' --base-align 64 --vector 8 | grep -o 'vector_lanes=[a-z_]*')"
check vector-dim-0-strided "vector_lanes=refuted" \
    "$(ob $S prove --json "$V" --base-align 64 --vector 4 --vector-dim 0 | grep -o 'vector_lanes=[a-z_]*')"
check vector-dim-out-of-range 1 "$(status $S prove "$V" --vector 8 --vector-dim 2)"
check vector-dim-without-vector 2 "$(status $S prove "$V" --vector-dim 1)"
check align-not-pow2 2 "$(status $S prove "$V" --align 12)"
check prove-help-vector-example 1 "$($S prove --help | grep -c "prove 'torch.zeros(4,72,dtype=torch.float16)\[:, :64\]' --vector 8")"
check prove-help-dlpack-lanes 1 "$($S prove --help | grep -c 'dtype lanes > 1 is DLPack')"
# DLPack: a vector dtype (fp16 x 8 lanes = one 16-byte element), and vector_lanes over scalars
check dlpack-vector-dtype 0 "$(status $S prove '{"shape":[4,8],"strides":[9,1],"dtype":{"bits":16,"lanes":8},"storage_bytes":576,"base_alignment":64}')"
check dlpack-vector-dtype-offset 3 "$(status $S prove '{"shape":[4,8],"strides":[9,1],"byte_offset":2,"dtype":{"bits":16,"lanes":8},"storage_bytes":576,"base_alignment":64}')"
check dlpack-vector-lanes 0 "$(status $S prove '{"shape":[4,64],"strides":[72,1],"dtype":{"bits":16},"storage_bytes":576,"base_alignment":64,"vector_lanes":8}')"
check dlpack-descriptor-vector-bytes 3 "$(status $S prove '{"shape":[4,64],"strides":[72,1],"dtype":{"bits":16},"storage_bytes":576,"base_alignment":64,"vector_bytes":16}')"
if [ $has_lang = 1 ]; then
    check chain-fp16-vector-proved 0 "$(status $S prove 'torch.zeros(4,72,dtype=torch.float16)[:, :64]' --vector 8)"
    check chain-fp16-pitch71-refuted 3 "$(status $S prove 'torch.zeros(4,71,dtype=torch.float16)[:, :64]' --vector 8)"
    # numpy's malloc promises 16 bytes: a 32-byte request on one float32 is not proved
    check chain-numpy-align32-undecided 4 "$(status $S prove 'np.zeros(1, dtype=np.float32)' --align 32)"
    check chain-numpy-align32-refuted 3 "$(status $S prove 'np.zeros(8, dtype=np.float32)' --align 32)"
    check chain-torch-align32-one-elem 0 "$(status $S prove 'torch.zeros(1)' --align 32)"
fi

# ---- item 3: raw layouts: refutations, not exceptions; error 1 vs refuted 3 ----------
for L in 'size=(3,),stride=(4611686018427387904,),offset=0' 'size=(2,),stride=(1,),offset=9223372036854775807' \
         'size=(4,),stride=(-1,),offset=0' 'size=(2,),stride=(1,),offset=-3' 'size=(-2,),stride=(1,),offset=0' \
         'size=(4611686018427387904,4),stride=(4,1),offset=0'; do
    check "raw-refuted-status $L" 3 "$(status $S prove "$L" --storage-bytes 100)"
    check "raw-no-stderr $L" "" "$($S prove "$L" --storage-bytes 100 2>&1 >/dev/null)"
done
check raw-overflow-detail "checked_arithmetic=refuted" \
    "$(ob $S prove --json 'size=(3,),stride=(4611686018427387904,),offset=0' | grep -o 'checked_arithmetic=[a-z_]*')"
check raw-before-storage-detail "storage_bounds=refuted" \
    "$(ob $S prove --json 'size=(4,),stride=(-1,),offset=0' | grep -o 'storage_bounds=[a-z_]*')"
check prove-error-status 1 "$(status $S prove 'size=(2,3),stride=(3,1')"
check prove-error-json-type '"SyntaxError"' "$($S prove --json 'size=(2,3),stride=(3,1' | jget 'd["error"]["type"]')"
check prove-usage-status 2 "$(status $S prove 'size=(2,),stride=(1,)' --storage-bytes -5)"
check prove-proved-status 0 "$(status $S prove 'size=(2,),stride=(1,),offset=0' --storage-bytes 8 --base-align 64)"

# ---- item 4: whois wording and exact multiplicities --------------------------------
check whois-before-storage "element -1: outside the storage (it starts at element 0); no index reaches it" \
    "$($S whois 'size=(3,2),stride=(4,2),offset=0' -1)"
check whois-beyond-reach "element 100: outside the view's reach (elements 0..10); no index reaches it" \
    "$($S whois 'size=(3,2),stride=(4,2),offset=0' 100)"
check whois-gap "element 1: no index reaches it (a gap in the view, inside its reach elements 0..10)" \
    "$($S whois 'size=(3,2),stride=(4,2),offset=0' 1)"
check whois-where-json '"outside_view"' "$($S whois --json 'size=(3,2),stride=(4,2),offset=0' 100 | jget 'd["where"]')"
check whois-byte-beyond '"outside_view"' "$($S whois --json --byte 'size=(3,2),stride=(4,2),offset=0' 44 | jget 'd["where"]')"
check whois-byte-last-reached '"reached"' "$($S whois --json --byte 'size=(3,2),stride=(4,2),offset=0' 43 | jget 'd["where"]')"
Z62="size=($("$PY" -c "print(','.join(['2']*62))")),stride=($("$PY" -c "print(','.join(['0']*62))")),offset=0"
Z64="size=($("$PY" -c "print(','.join(['2']*64))")),stride=($("$PY" -c "print(','.join(['0']*64))")),offset=0"
check whois-2^62-exact "element 0: 4611686018427387904 index tuples (the view overlaps itself here)" \
    "$($S whois --max 0 "$Z62" 0 | head -1)"
check whois-2^64-saturated "element 0: more than 9223372036854775807 index tuples (a lower bound: the count is capped at 2^63 - 1; the view overlaps itself here)" \
    "$($S whois --max 0 "$Z64" 0 | head -1)"
check whois-2^64-json '[9223372036854775807, true]' "$($S whois --json --max 0 "$Z64" 0 | jget '[d["count"], d["count_saturated"]]')"
check whois-budget-reached 4 "$(status $S whois --budget 1 'size=(30,30,30),stride=(900,31,29),offset=0,itemsize=1' 1000)"
check whois-budget-json '"LimitExceeded"' "$($S whois --json --budget 1 'size=(30,30,30),stride=(900,31,29),offset=0,itemsize=1' 1000 | jget 'd["error"]["type"]')"
check whois-max-memory-bound 2 "$(status $S whois --max 1000000 "$Z64" 0)"
if [ $has_lang = 1 ]; then
    check whois-past-chain-storage "element 30: outside the storage (elements 0..23); no index reaches it" \
        "$($S whois 'torch.arange(24.)[2:10]' 30)"
    check whois-chain-beyond-view "element 20: outside the view's reach (elements 2..9); no index reaches it" \
        "$($S whois 'torch.arange(24.)[2:10]' 20)"
    check whois-expand-2^62 "element 0: 4611686018427387904 index tuples (the view overlaps itself here)" \
        "$($S whois --max 0 'torch.zeros(1,1).expand(2**31,2**31)' 0 | head -1)"
fi

# ---- item 5: bounded work and memory, with a message naming the bound ----------------
check trace-huge-item-bounded 4 "$(status $S trace 'size=(1,),stride=(1,),offset=0,itemsize=1099511627776')"
check trace-huge-item-message 1 "$($S trace 'size=(1,),stride=(1,),offset=0,itemsize=1099511627776' 2>&1 | grep -c 'more than --max-work 134217728')"
check trace-memory-bounded 4 "$(status $S trace 'size=(67108864,),stride=(100,),offset=0')"
check trace-memory-message 1 "$($S trace 'size=(67108864,),stride=(100,),offset=0' 2>&1 | grep -c 'more than --max-memory 268435456')"
# and within the bound it runs: a sparse view of 2^22 elements (a 32 MiB distinct set)
# stays far below the 256 MiB bound in resident memory (GNU time's maximum RSS, in KiB)
if [ -x /usr/bin/time ]; then
    rss=$(/usr/bin/time -f '%M' -o /dev/stdout $S trace 'size=(4194304,),stride=(100,),offset=0' 2>/dev/null | tail -n 1)
    check trace-rss-bounded 1 "$([ "${rss:-999999999}" -lt 262144 ] && echo 1 || echo "0 ($rss KiB)")"
fi
check trace-elements-bound-json '"LimitExceeded"' "$($S trace --json 'size=(4,),stride=(1,),offset=0' --max-elements 2 | jget 'd["error"]["type"]')"
check trace-max-work-din 4 "$(status $S trace 'size=(100,),stride=(1,),offset=0' --emit din --max-work 10)"
check trace-max-work-warp 4 "$(status $S trace 'size=(100,),stride=(1,),offset=0' --warp 32 --lanes-along 0 --max-work 10)"
check trace-help-bounds "2 2 2" "$(for o in '--max-elements N' '--max-work N' '--max-memory B'; do $S trace --help | grep -c -- "$o"; done | tr '\n' ' ' | sed 's/ $//')"
# overlap and prove --write: a default budget, reported, and "unknown"/"undecided" past it
H='size=(100,100,100),stride=(10007,101,97),offset=0,itemsize=1'
check overlap-default-budget 100000000 "$($S overlap --json 'size=(3,5),stride=(1,0),offset=0' | jget 'd["budget"]')"
check overlap-budget-reached 4 "$(status $S overlap --budget 0 "$H")"
check overlap-budget-message 1 "$($S overlap --budget 0 "$H" | grep -c 'work budget was reached before an answer; raise --budget')"
check prove-default-budget 100000000 "$($S prove --json 'size=(3,5),stride=(1,0),offset=0' --write | jget 'd["budget"]')"
check prove-write-budget-reached 4 "$(status $S prove "$H" --storage-bytes 1100000 --base-align 64 --write --budget 0)"
check prove-write-undecided "no_self-overlap=undecided" \
    "$(ob $S prove --json "$H" --write --budget 0 | grep -o 'no_self-overlap=[a-z_]*')"
check whois-default-budget 100000000 "$($S whois --json 'size=(4,),stride=(1,),offset=0' 2 | jget 'd["budget"]')"
check budget-unlimited-refused 2 "$(status $S overlap --budget -1 "$H")"

# ---- item 6: consistency -----------------------------------------------------------
# unknown options are rejected (exit 2), never taken as an expression or layout
L='size=(4,),stride=(1,),offset=0'
for c in "addr $L 1" "whois $L 1" "overlap $L" "prove $L" "trace $L" "cache --capacity 4 --stride 1" "eval torch.arange(3)" "explain torch.arange(3)"; do
    set -- $c
    cmd=$1; shift
    check "unknown-option-$cmd" 2 "$(status $S $cmd --frobnicate "$@")"
    check "unknown-option-$cmd-json" '"UsageError"' "$($S $cmd --json --frobnicate "$@" 2>/dev/null | jget 'd["error"]["type"]')"
    check "unknown-option-$cmd-json-after" '"UsageError"' "$($S $cmd --frobnicate "$@" --json 2>/dev/null | jget 'd["error"]["type"]')"
done
check unknown-option-run 2 "$(status $S run --frobnicate)"
check unknown-option-page 2 "$(status $S page --frobnicate)"
# usage errors (missing operands, bad option values) print JSON with --json
for c in "addr" "whois $L" "overlap" "prove" "trace" "cache" "eval" "explain" "whois --max x $L 1" "overlap --budget x $L" "trace $L --order sideways" "cache --capacity 4 --stride x"; do
    check "usage-json: $c" '"UsageError"' "$($S $c --json 2>/dev/null | jget 'd["error"]["type"]')"
    check "usage-status: $c" 2 "$(status $S $c --json)"
done
# one error-type vocabulary: a layout syntax error is a SyntaxError everywhere
for c in "addr" "whois" "overlap" "prove" "trace"; do
    extra=""
    case $c in addr|whois) extra=0 ;; esac
    check "syntax-type-$c" '"SyntaxError"' "$($S $c --json 'size=(2,),stride=(1,' $extra | jget 'd["error"]["type"]')"
    check "syntax-status-$c" 1 "$(status $S $c --json 'size=(2,),stride=(1,' $extra)"
done
if [ $has_lang = 1 ]; then
    # ... and an unsupported construct is "Unsupported" everywhere (not SyntaxError, not
    # SL_ERR_UNSUPPORTED, not "Error")
    U='torch.arange(4.).logit()'
    for c in "eval" "addr" "whois" "overlap" "prove" "trace"; do
        extra=""
        case $c in addr|whois) extra=0 ;; esac
        check "unsupported-type-$c" '"Unsupported"' "$($S $c --json "$U" $extra | jget 'd["error"]["type"]')"
        check "unsupported-text-$c" 1 "$($S $c "$U" $extra 2>&1 >/dev/null | grep -c '^unsupported: ')"
    done
    check unsupported-explain-text 1 "$($S explain "$U" 2>&1 >/dev/null | grep -c '^unsupported: ')"
    check unsupported-explain-type '"Unsupported"' "$($S explain --json "$U" | jget 'd["error"]["type"]')"
    # explain --json steps: torch's label and the exact answer apart (null for numpy)
    check explain-torch-vs-exact '[["no", "no"], ["no", "no"], ["too_hard", "no"], ["yes", "yes"]]' \
        "$($S explain --json 'torch.arange(24.).reshape(4,6)[:, ::2].expand(2,4,3)' | jget '[[s["torch_internal_overlap"], s["exact_internal_overlap"]] for s in d["steps"]]')"
    check explain-numpy-exact '[[null, "no"], [null, "no"]]' \
        "$($S explain --json 'np.arange(6.)[::2]' | jget '[[s["torch_internal_overlap"], s["exact_internal_overlap"]] for s in d["steps"]]')"
    # eval --json: units named, torch's label and the exact answer apart
    check eval-units '["elements", [24, 4], 24]' \
        "$($S eval --json 'torch.arange(24.).reshape(4,6)[1:, :3]' | jget '[d["unit"], d["stride_bytes"], d["offset_bytes"]]')"
    check eval-numpy-units '["bytes", [48, 8], null]' \
        "$($S eval --json 'np.arange(24.).reshape(4,6)[:, :3]' | jget '[d["unit"], d["stride_bytes"], d["torch_internal_overlap"]]')"
    check eval-torch-vs-exact '["too_hard", "too_hard", "no"]' \
        "$($S eval --json 'torch.arange(24.).reshape(4,6)[:, ::2]' | jget '[d["internal_overlap"], d["torch_internal_overlap"], d["exact_internal_overlap"]]')"
fi
# the witness byte is the FIRST byte the two elements share, for one layout and for two
check witness-pair-first-byte '[[[3], [3]], 12]' \
    "$($S overlap --json "$L" "$L" | jget '[d["witness"], d["byte"]]')"
check witness-pair-mixed-widths '[[[1], [3]], 12]' \
    "$($S overlap --json 'size=(4,),stride=(1,),offset=0,itemsize=8' "$L" | jget '[d["witness"], d["byte"]]')"
check witness-internal-first-byte '[[[1, 0], [0, 1]], 8]' \
    "$($S overlap --json 'size=(2,2),stride=(2,2),offset=0,itemsize=4' | jget '[d["witness"], d["byte"]]')"
"$PY" - "$S0" <<'EOF' && check witness-brute-force ok ok || check witness-brute-force ok failed
# random pairs: the reported byte is max(start_a, start_b) of the witness elements
import json, random, subprocess, sys
exe = sys.argv[1]
rng = random.Random(19)
for _ in range(60):
    lay = []
    for _ in range(2):
        nd = rng.randint(1, 2)
        size = [rng.randint(1, 5) for _ in range(nd)]
        stride = [rng.randint(0, 6) for _ in range(nd)]
        item = rng.choice([1, 2, 4, 8])
        lay.append((size, stride, rng.randint(0, 6), item))
    txt = ["size=(%s,),stride=(%s,),offset=%d,itemsize=%d" % (",".join(map(str, s)), ",".join(map(str, t)), o, i)
           for s, t, o, i in lay]
    args = [txt[0]] if rng.random() < 0.5 else txt
    d = json.loads(subprocess.run([exe, "overlap", "--json"] + args, capture_output=True, text=True,
                              timeout=60).stdout)
    if d["overlap"] != "yes":
        continue
    la, lb = lay[0], lay[1] if len(args) == 2 else lay[0]
    addr = lambda l, idx: (l[2] + sum(i * s for i, s in zip(idx, l[1]))) * l[3]
    a, b = addr(la, d["witness"][0]), addr(lb, d["witness"][1])
    assert d["byte"] == max(a, b), (args, d)
    assert d["byte"] < min(a + la[3], b + lb[3]), (args, d)
EOF
# --dlpack accepts the descriptor itself as well as a file or '-'
D='{"shape":[4,3],"strides":null,"dtype":{"bits":32,"lanes":1},"storage_bytes":48,"base_alignment":64,"access":"write"}'
check dlpack-option-inline 0 "$(status $S prove --dlpack "$D")"
check dlpack-option-stdin 0 "$(echo "$D" | (status $S prove --dlpack -))"
check dlpack-option-missing-file 1 "$(status $S prove --dlpack /nonexistent/descriptor.json)"
# JSON keys name their units (docs/json.md): byte-valued keys end in _bytes or sit beside "unit"
check addr-unit '"elements"' "$($S addr --json "$L" 1 | jget 'd["unit"]')"
check whois-unit-bytes '"bytes"' "$($S whois --json --byte "$L" 1 | jget 'd["unit"]')"
check trace-base-bytes 0 "$($S trace --json "$L" | jget 'd["base_bytes"]')"
check warp-width-bytes 4 "$($S trace --json "$L" --warp 4 --lanes-along 0 | jget 'd["width_bytes"]')"

# docs/json.md describes every key every command prints (and every error type)
DOC=$(dirname "$0")/../docs/json.md
"$PY" - "$S0" "$DOC" "$has_lang" <<'EOF' && check json-doc-covers-every-key ok ok || check json-doc-covers-every-key ok missing
import json, subprocess, sys
exe, doc, has_lang = sys.argv[1], open(sys.argv[2]).read(), sys.argv[3] == "1"
L = "size=(4,3),stride=(1,1),offset=0"
H = "size=(100,100,100),stride=(10007,101,97),offset=0,itemsize=1"
runs = [["addr", "--json", L, "1", "1"], ["whois", "--json", L, "2"], ["overlap", "--json", L],
        ["overlap", "--json", L, L], ["overlap", "--json", "--budget", "0", H],
        ["overlap", "--json", "size=(2,),stride=(4,),offset=0"],
        ["prove", "--json", L, "--write", "--storage-bytes", "24"],
        ["cache", "--json", "--capacity", "4", "--stride", "4"],
        ["trace", "--json", L], ["trace", "--json", L, "--warp", "4", "--lanes-along", "0"],
        ["addr", "--json", "size=(2,", "1"], ["eval", "--json", "--frobnicate"],
        ["whois", "--json", "--budget", "1", "size=(30,30,30),stride=(900,31,29),offset=0,itemsize=1", "1000"]]
if has_lang:
    runs += [["eval", "--json", "torch.arange(6.)[::2]"], ["eval", "--json", "np.arange(6.)"],
             ["eval", "--json", "torch.arange(6."], ["eval", "--json", "torch.arange(6.).view(4)"],
             ["eval", "--json", "torch.arange(4.).logit()"],
             ["explain", "--json", "torch.arange(6.).view(2,3).t()"],
             ["explain", "--json", "torch.arange(6.).view(4)"]]
missing = set()
def keys(v):
    if isinstance(v, dict):
        for k, x in v.items():
            if "`%s`" % k not in doc and '"%s"' % k not in doc:
                missing.add(k)
            keys(x)
    elif isinstance(v, list):
        for x in v:
            keys(x)
for r in runs:
    out = subprocess.run([exe] + r, capture_output=True, text=True, timeout=60).stdout
    d = json.loads(out)
    keys(d)
    if isinstance(d.get("error"), dict) and "`%s`" % d["error"]["type"] not in doc:
        missing.add("type " + d["error"]["type"])
if missing:
    print("docs/json.md does not mention:", sorted(missing))
    sys.exit(1)
EOF

# item 7: torch's ravel is contiguous().view(-1), a copy of a strided slice; the
# conjugate views of complex tensors (conj bit) read conjugated
# (the recorded cases are tests/snippets/torch_ravel_conj.txt)
check ravel-strided-slice-copies "shape=(5,) stride=(1,) offset=0" "$($S eval 'torch.ones(10)[::2].ravel()' | head -1)"
check pair-ravel-copy-separate '"overlap":"no"' \
    "$($S overlap --json 'torch.ones(10)[::2].ravel()' 'torch.ones(10)' | cut -c2-15)"
# explain calls that step a copy into a new storage (torch's _base is the hidden copy, so
# eval's is_view stays true, as torch's `_base is not None`); a ravel of a contiguous
# tensor stays a view, and a view of the copy shares the copy's storage
check explain-ravel-copy '["view", "copy", 1, "copy into new storage of 5 elements; stride (1,)"]' \
    "$($S explain --json 'torch.ones(10)[::2].ravel()' | jget '[d["steps"][1]["alias"], d["steps"][2]["alias"], d["steps"][2]["storage"], d["steps"][2]["arith"]]')"
check explain-ravel-transposed-copy '["copy", "view", 1, 1]' \
    "$($S explain --json 'torch.ones(10).reshape(2,5).t().ravel().view(5,2)' | jget '[d["steps"][3]["alias"], d["steps"][4]["alias"], d["steps"][3]["storage"], d["steps"][4]["storage"]]')"
check explain-ravel-contiguous-view '["view", 0]' \
    "$($S explain --json 'torch.ones(10).ravel()' | jget '[d["steps"][1]["alias"], d["steps"][1]["storage"]]')"
check eval-ravel-copy-is-view-of-hidden-copy 'true' "$($S eval --json 'torch.ones(10)[::2].ravel()' | jget 'd["is_view"]')"
for op in adjoint\(\) mH H conj\(\); do
    printf 'import torch\nc = torch.complex(torch.ones(2, 2), torch.ones(2, 2))\nprint(c.%s)\n' "$op" > "${TMPDIR:-/tmp}/sl_conj_$$.py"
    check "complex-$op-conjugates" "tensor([[1.-1.j, 1.-1.j]," \
        "$($S0 run "${TMPDIR:-/tmp}/sl_conj_$$.py" 2>&1 | head -1)"
done
rm -f "${TMPDIR:-/tmp}/sl_conj_$$.py"

echo "cli_contract.sh: $((n - fails))/$n passed"
[ "$fails" -eq 0 ]
