#!/bin/sh
# cache_cli.sh — `stridelab cache` and `stridelab trace` end to end.
#
# The lab: the lessons' two predictions and the closed form through the CLI's JSON, the
# contract's JSON shape, the table and the explanation sentence.  Traces: the issue's
# sector examples; every number of a trace report, the Dinero records and the SVG cells
# recomputed independently by a small Python brute force (no cache library involved:
# a dict-based LRU); errors are one line and a non-zero exit.
set -eu
: "${STRIDELAB:?set STRIDELAB to the stridelab binary}"
PY=/usr/bin/python3
[ -x "$PY" ] || PY=python3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
pass=0
ok() { pass=$((pass + 1)); }
bad() { echo "FAIL: $*"; fails=$((fails + 1)); }

# ---- the lab -------------------------------------------------------------------------
"$STRIDELAB" cache --help >/dev/null && ok || bad "cache --help"
for cs in "4 1 0" "4 4 12" "4 8 14" "3 4 0" "4 0 15"; do
    set -- $cs
    got=$("$STRIDELAB" cache --json --capacity "$1" --stride "$2" |
          "$PY" -c 'import json,sys; print(json.load(sys.stdin)["hits"])')
    [ "$got" = "$3" ] && ok || bad "cache C=$1 s=$2: hits $got, want $3"
done

# closed form over C = 1..8, s = 0..16, and the JSON shape of the contract
"$PY" - "$STRIDELAB" <<'EOF' && ok || bad "closed form / JSON shape through the CLI"
import json, math, subprocess, sys
exe = sys.argv[1]
for c in range(1, 9):
    for s in range(0, 17):
        out = subprocess.run([exe, "cache", "--json", "--capacity", str(c), "--stride", str(s)],
                             check=True, capture_output=True, text=True).stdout
        d = json.loads(out)
        assert list(d) == ["hits", "misses", "distinct_lines", "requests"], list(d)
        w = 16 // math.gcd(s, 16)
        assert d["hits"] == (16 - w if w <= c else 0), (c, s, d["hits"])
        assert d["distinct_lines"] == w and d["misses"] == 16 - d["hits"]
        assert len(d["requests"]) == 16
        for k, r in enumerate(d["requests"]):
            assert list(r) == ["k", "address", "hit", "evicted", "resident"], list(r)
            assert r["k"] == k and r["address"] == (k * s) % 16
            assert r["resident"] == sorted(r["resident"]) and len(r["resident"]) <= c
            assert r["evicted"] is None or isinstance(r["evicted"], int)
        assert sum(r["hit"] for r in d["requests"]) == d["hits"]
EOF

out=$("$STRIDELAB" cache --capacity 4 --stride 4)
echo "$out" | grep -q "stride 4 cycles through 4 distinct addresses (k\*4 mod 16); they fit in 4 lines" && ok || bad "explanation sentence"
echo "$out" | grep -q "^hits 12, misses 4, distinct lines 4" && ok || bad "totals line"
[ "$(echo "$out" | grep -c -E '^ +[0-9]+ +[0-9]+  (hit|miss)')" = 16 ] && ok || bad "16 request rows"
"$STRIDELAB" cache --capacity 4 --stride 1 | grep -q "compulsory miss" && ok || bad "s=1 sentence"
"$STRIDELAB" cache --json --capacity 2 --stride 1 --requests 40 --space 5 --policy fifo >/dev/null && ok || bad "fifo run"

for args in "--capacity 0 --stride 1" "--capacity 4" "--capacity 4 --stride x" \
            "--capacity 4 --stride 1 --policy mru" "--capacity 4 --stride 1 --space 0" \
            "--capacity 4 --stride 1 --bogus"; do
    if "$STRIDELAB" cache $args >"$tmp/o" 2>"$tmp/e"; then
        bad "cache $args succeeded"
    else
        [ "$(wc -l <"$tmp/e")" = 1 ] && ok || bad "cache $args: error is not one line"
    fi
done

# ---- warp sectors: the issue's worked cases ---------------------------------------------
for case in "1 0 4" "2 0 8" "32 0 32" "0 0 1" "1 1 5"; do
    set -- $case
    got=$("$STRIDELAB" trace --json "size=(32,),stride=($1,),offset=$2,itemsize=4" --warp 32 \
          --lanes-along 0 | "$PY" -c 'import json,sys; d=json.load(sys.stdin); print(d["requests"], d["sectors"])')
    [ "$got" = "1 $3" ] && ok || bad "warp stride $1 offset $2: $got sectors, want $3"
done
"$STRIDELAB" trace "size=(64,32),stride=(32,1),offset=0,itemsize=4" --warp 32 --lanes-along 0 |
    grep -q "average 32.00 sectors/request, ideal 4.00" && ok || bad "column warp text"

# the same cases written as chain expressions (when the snippet language is linked in)
if "$STRIDELAB" eval "torch.arange(4.)" >/dev/null 2>&1; then
    for case in "torch.arange(64.)[:32]|4" "torch.arange(64.)[::2]|8" "torch.zeros(32,32)[:, 0]|32" \
                "torch.zeros(1).expand(32)|1" "torch.arange(64.)[1:33]|5" "torch.zeros(64,64).t()|32"; do
        expr=${case%|*}
        want=${case#*|}
        got=$("$STRIDELAB" trace --json "$expr" --warp 32 --lanes-along -1 |
              "$PY" -c 'import json,sys; d=json.load(sys.stdin); print(d["sectors"] // d["requests"])')
        [ "$got" = "$want" ] && ok || bad "warp $expr: $got sectors/request, want $want"
    done
    "$STRIDELAB" trace --json "torch.arange(24.).reshape(2,3,4).transpose(0,2)" --level sets=1,ways=1,line=16 |
        "$PY" -c 'import json,sys; d=json.load(sys.stdin); assert d["elements"] == 24 and d["bytes_used"] == 96, d' &&
        ok || bad "trace of a chain expression"
else
    echo "cache_cli.sh: chain expressions skipped (no snippet language in this build)"
fi

# ---- traces against a Python brute force ------------------------------------------------
cat >"$tmp/brute.py" <<'EOF'
import itertools, json, re, subprocess, sys
exe = sys.argv[1]

def parse(text):
    m = re.fullmatch(r"size=\(([^)]*)\),stride=\(([^)]*)\),offset=(-?\d+),itemsize=(\d+)", text)
    nums = lambda s: [int(x) for x in s.split(",") if x.strip()]
    return nums(m[1]), nums(m[2]), int(m[3]), int(m[4])

def addresses(sizes, strides, offset, item, base, order):
    dims = list(range(len(sizes)))
    start = offset
    strides = list(strides)
    if order == "storage":
        dims.sort(key=lambda d: -abs(strides[d]))  # stable, like the library
        for d in dims:
            if strides[d] < 0 and sizes[d] > 1:
                start += (sizes[d] - 1) * strides[d]
                strides[d] = -strides[d]
    out = []
    for idx in itertools.product(*[range(sizes[d]) for d in dims]):
        out.append(base + item * (start + sum(i * strides[d] for i, d in zip(idx, dims))))
    return out

def lru(levels, addrs, item):
    sets = [[[] for _ in range(s)] for s, w, l in levels]
    stats = [[0, 0, 0] for _ in levels]  # accesses hits misses
    l0 = levels[0][2]
    for a in addrs:
        for line0 in range(a // l0, (a + item - 1) // l0 + 1):
            for i, (s, w, l) in enumerate(levels):
                line = line0 * l0 // l
                row = sets[i][line % s]
                stats[i][0] += 1
                if line in row:
                    row.remove(line); row.insert(0, line); stats[i][1] += 1
                    break
                stats[i][2] += 1
                row.insert(0, line)
                del row[w:]
    return stats

cases = [
    ("size=(4,3),stride=(1,4),offset=0,itemsize=4", "logical", 0, [(2, 2, 16)]),
    ("size=(6,5,2),stride=(-7,3,40),offset=60,itemsize=8", "storage", 24, [(3, 2, 16), (4, 2, 64)]),
    ("size=(9,9),stride=(0,5),offset=2,itemsize=2", "logical", 5, [(1, 3, 8), (2, 4, 32)]),
    ("size=(5,7),stride=(14,2),offset=1,itemsize=4", "storage", 0, [(3, 1, 4)]),
    ("size=(16,16),stride=(1,16),offset=0,itemsize=4", "logical", 0, [(4, 2, 64)]),
]
for text, order, base, levels in cases:
    sizes, strides, offset, item = parse(text)
    args = [exe, "trace", "--json", text, "--order", order, "--base", str(base)]
    for s, w, l in levels:
        args += ["--level", f"sets={s},ways={w},line={l}"]
    d = json.loads(subprocess.run(args, check=True, capture_output=True, text=True).stdout)
    addrs = addresses(sizes, strides, offset, item, base, order)
    assert d["elements"] == len(addrs), (text, d["elements"])
    assert d["bytes_requested"] == len(addrs) * item
    assert d["bytes_used"] == len(set(addrs)) * item, (text, d["bytes_used"])
    stats = lru(levels, addrs, item)
    for lv, (s, w, l), st in zip(d["levels"], levels, stats):
        assert [lv["accesses"], lv["hits"], lv["misses"]] == st, (text, lv, st)
        lines = {b // l for a in set(addrs) for b in range(a, a + item)}
        assert lv["distinct_lines"] == len(lines), (text, lv["distinct_lines"], len(lines))
        assert lv["refetch_misses"] == st[2] - len(lines), (text, lv)
        assert lv["bytes_moved"] == st[2] * l
    # the Dinero records: one per element, in walk order, hex address and size
    din = subprocess.run([exe, "trace", text, "--order", order, "--base", str(base), "--emit", "din"],
                         check=True, capture_output=True, text=True).stdout.split("\n")[:-1]
    assert din == [f"r {a:x} {item:x}" for a in addrs], (text, din[:3])
print("brute force ok")
EOF
"$PY" "$tmp/brute.py" "$STRIDELAB" >/dev/null && ok || bad "trace numbers against the Python brute force"

# ---- the picture ---------------------------------------------------------------------------
"$STRIDELAB" trace "size=(16,16),stride=(1,16),offset=0,itemsize=4" --level sets=2,ways=2,line=64 \
    --svg "$tmp/t.svg" >/dev/null && ok || bad "--svg run"
"$PY" - "$tmp/t.svg" <<'EOF' && ok || bad "SVG: one cell per line, red for refetched lines"
import sys, xml.dom.minidom
doc = xml.dom.minidom.parse(sys.argv[1])
rects = doc.getElementsByTagName("rect")
assert len(rects) == 16, len(rects)  # 1 KiB of storage = 16 lines of 64 B
# logical order of the transposed view refetches every line in a 4-line cache
assert all(r.getAttribute("fill") != "#43a047" for r in rects)
EOF
"$STRIDELAB" trace "size=(256,),stride=(1,),offset=0,itemsize=4" --svg "$tmp/u.svg" >/dev/null &&
    [ "$(grep -c '#43a047' "$tmp/u.svg")" = 16 ] && ok || bad "SVG: a sequential read is all green"

# ---- errors ------------------------------------------------------------------------------
for args in "" "size=(2,),stride=(-1,),offset=0" "size=(2,),stride=(1,),offset=0 --order sideways" \
            "size=(2,),stride=(1,),offset=0 --level sets=1,ways=1,line=3" \
            "size=(2,),stride=(1,),offset=0 --warp 32" "size=(2,),stride=(1,),offset=0 --warp 32 --lanes-along 1" \
            "size=(2,),stride=(1,),offset=0 --emit xml" "size=(100000,100000),stride=(1,1),offset=0" \
            "size=(2,),stride=(4611686018427387904,),offset=0" "not-a-layout"; do
    if "$STRIDELAB" trace $args >"$tmp/o" 2>"$tmp/e"; then
        bad "trace $args succeeded"
    else
        [ "$(wc -l <"$tmp/e")" = 1 ] && ok || bad "trace $args: error is not one line: $(cat "$tmp/e")"
    fi
done
"$STRIDELAB" trace --help >/dev/null && ok || bad "trace --help"

echo "cache_cli.sh: $pass passed, $fails failed"
[ "$fails" = 0 ]
