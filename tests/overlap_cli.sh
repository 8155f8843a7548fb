#!/bin/sh
# overlap_cli.sh — the addr / whois / overlap / prove commands end to end: exact text and
# JSON shapes of the command-line contract, exit statuses, torch's index wording, and the
# seed lessons' prove examples.  $STRIDELAB is the CLI.
set -u
S=${STRIDELAB:-build/stridelab}
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

L='size=(8,4,2),stride=(1,8,32),offset=0'
check addr-sum "0 + 5×1 + 2×8 + 1×32 = 53 → byte 212" "$($S addr "$L" 5 2 1)"
check addr-json-element "53" "$($S addr --json "$L" 5 2 1 | sed 's/.*"element":\([0-9]*\).*/\1/')"
check addr-json-byte "212" "$($S addr --json "$L" 5 2 1 | sed 's/.*"byte":\([0-9]*\).*/\1/')"
check addr-negative-wraps "0 + 7×1 + 3×8 + 1×32 = 63 → byte 252" "$($S addr "$L" -1 -1 -1)"
check addr-index-error "IndexError: index 8 is out of bounds for dimension 0 with size 8" \
    "$($S addr "$L" 8 0 0 2>&1)"
check addr-index-error-status 1 "$(status $S addr "$L" 8 0 0)"
check addr-too-many "IndexError: too many indices for tensor of dimension 3" "$($S addr "$L" 0 0 0 0 2>&1)"
check addr-json-error '{"error":{"type":"IndexError","message":"index 8 is out of bounds for dimension 0 with size 8"}}' \
    "$($S addr --json "$L" 8 0 0)"

W='size=(4,3),stride=(1,1),offset=0'
check whois-json '{"indices":[[0,2],[1,1],[2,0]],"count":3,"count_saturated":false,"unit":"elements","address":2,"truncated":false,"where":"reached","reach":[0,5],"storage":null,"budget":100000000}' \
    "$($S whois --json "$W" 2)"
check whois-short-list-count-exact '{"indices":[[0,2]],"count":3,"count_saturated":false,"unit":"elements","address":2,"truncated":true,"where":"reached","reach":[0,5],"storage":null,"budget":100000000}' \
    "$($S whois --json --max 1 "$W" 2)"
check whois-gap "element 1: no index reaches it (a gap in the view, inside its reach elements 0..10)" \
    "$($S whois 'size=(3,2),stride=(4,2),offset=0' 1)"
check whois-byte "byte 13: 1 index tuple" "$($S whois --byte "$L" 13 | head -1)"
check whois-byte-tuple "(3, 0, 0)" "$($S whois --byte "$L" 13 | sed -n 2p)"

# overlap: the seed's sliding window, the expanded tensor, two interleaved slices
ov=$($S overlap --json "$W")
case "$ov" in '{"overlap":"yes","witness":[['*) r=ok ;; *) r="$ov" ;; esac
check overlap-window-yes ok "$r"
case "$ov" in *'"torch":"'*) r=ok ;; *) r="$ov" ;; esac
check overlap-window-torch-field ok "$r"
check overlap-expand '"overlap":"yes","witness":[[0,0],[0,1]],"element":0' \
    "$($S overlap --json 'size=(3,5),stride=(1,0),offset=0' | sed 's/^{\(.*\),"byte".*/\1/')"
check overlap-pair-no '{"overlap":"no","reason":"exhaustive search: no byte of A is a byte of B (1 node)","work":1,"budget":100000000}' \
    "$($S overlap --json 'size=(500,),stride=(2,),offset=0,itemsize=8' 'size=(500,),stride=(2,),offset=1,itemsize=8')"
check overlap-contiguous-no-nested "overlap: no: strides are nested: sorted by |stride|, each exceeds the reach of the smaller ones plus the 4-byte width" \
    "$($S overlap 'size=(2,3,4),stride=(12,4,1),offset=0' | head -1)"
# H1 with a budget of one unit: unknown, and the work is reported
check overlap-budget-unknown '{"overlap":"unknown","work":1,"budget":1}' \
    "$($S overlap --json --budget 1 'size=(4,3),stride=(20,7),offset=0,itemsize=1' 'size=(4,6),stride=(20,3),offset=3,itemsize=1')"
check overlap-h1-exact-no '"overlap":"no"' \
    "$($S overlap --json 'size=(4,3),stride=(20,7),offset=0,itemsize=1' 'size=(4,6),stride=(20,3),offset=3,itemsize=1' | cut -c2-15)"

# O1 of overlap-and-layouts.md: numpy raises OverflowError; the witness is A(1,1) = B(1,1)
# = byte 2^63 - 1
check overlap-o1-near-2^63 '"overlap":"yes","witness":[[1,1],[1,1]],"element":9223372036854775807,"byte":9223372036854775807' \
    "$($S overlap --json 'size=(2,2),stride=(4611686018427387904,4611686018427387903),offset=0,itemsize=1' \
        'size=(2,2),stride=(4611686018427387901,4611686018427387905),offset=1,itemsize=1' | sed 's/^{\(.*\),"how".*/\1/')"

# prove: the seed's three examples
check prove-expanded-write-refuted 3 "$(status $S prove 'size=(3,5),stride=(1,0),offset=0' --storage-bytes 12 --write)"
check prove-expanded-witness "no self-overlap                refuted        indices (0, 0) and (0, 1) both write byte 0" \
    "$($S prove 'size=(3,5),stride=(1,0),offset=0' --storage-bytes 12 --write | grep '^no self-overlap')"
check prove-expanded-read-ok 0 "$(status $S prove 'size=(3,5),stride=(1,0),offset=0' --storage-bytes 12 --base-align 64)"
check prove-window-write-refuted 3 "$(status $S prove "$W" --storage-bytes 24 --write)"
check prove-padded-slice-ok 0 "$(status $S prove 'size=(4,5),stride=(8,1),offset=0' --storage-bytes 128 --base-align 64 --write)"
check prove-padded-span "storage bounds                 proved         required span: bytes [0, 116) = 116 bytes within the 128-byte storage (numel x itemsize = 80 bytes is not the bound: the view leaves gaps)" \
    "$($S prove 'size=(4,5),stride=(8,1),offset=0' --storage-bytes 128 | grep '^storage bounds')"
check prove-span-past-storage 3 "$(status $S prove 'size=(4,5),stride=(8,1),offset=0' --storage-bytes 100 --base-align 64)"
check prove-dlpack-stdin 3 "$(echo '{"shape":[4,3],"strides":[1,1],"dtype":{"bits":32,"lanes":1},"storage_bytes":24,"base_alignment":64,"access":"write"}' | (status $S prove --dlpack -))"
check prove-dlpack-arg-ok 0 "$(status $S prove '{"shape":[4,3],"strides":null,"dtype":{"bits":32,"lanes":1},"storage_bytes":48,"base_alignment":64,"access":"write"}')"
check prove-json-ok-field '"ok":false,"result":"refuted"' "$($S prove --json "$W" --storage-bytes 24 --write | sed 's/.*\("ok":[a-z]*,"result":"[a-z_]*"\).*/\1/')"

# errors are one line and a non-zero status, never a crash
check layout-syntax-status 1 "$(status $S overlap 'size=(4,3),stride=(1,1')"
check usage-status 2 "$(status $S whois)"
for c in addr whois overlap prove; do check "$c-help" 0 "$(status $S $c --help)"; done

# chain expressions, when the snippet language is in this build
if $S eval 'torch.arange(6.)' >/dev/null 2>&1; then
    check chain-addr "0 + 5×1 + 2×8 + 1×32 = 53 → byte 212" \
        "$($S addr 'torch.arange(64.).reshape(2, 4, 8).transpose(0, 2)' 5 2 1)"
    check chain-prove-window 3 "$(status $S prove 'torch.arange(6.).as_strided((4, 3), (1, 1))' --write)"
    # the seed's window: torch says TooHard, the exact answer is yes with a witness
    w=$($S overlap --json 'torch.as_strided(torch.arange(6.), (4, 3), (1, 1))')
    case "$w" in '{"overlap":"yes","witness":'*'"torch":"too_hard"}') r=ok ;; *) r="$w" ;; esac
    check chain-window-yes-where-torch-too-hard ok "$r"
    check chain-expand-torch-yes '"torch":"yes"}' \
        "$($S overlap --json 'torch.arange(3.).unsqueeze(1).expand(3, 5)' | sed 's/.*\("torch".*\)$/\1/')"
    check chain-padded-slice-proved 0 "$(status $S prove 'torch.empty(4, 8)[:, :5]' --write)"

    # pairs share a storage only when the chains say so (issue 19): each chain starts
    # from one base (its first allocation); a later allocation is private to its chain.
    # np.shares_memory agrees on every pair below (torch 1.13 / numpy 1.24).
    check pair-clone-separate '{"overlap":"no","reason":"different storages: B lies in a storage made by `.clone()` (column 17), A in the base","work":0,"budget":100000000,"same_storage":false,"made_by":[null,".clone()"]}' \
        "$($S overlap --json 'torch.arange(4.)' 'torch.arange(4.).clone()')"
    check pair-np-copy-separate "overlap: no: different storages: B lies in a storage made by \`.copy()\` (column 13), A in the base" \
        "$($S overlap 'np.arange(4)' 'np.arange(4).copy()' | head -1)"
    check pair-np-copy-status 0 "$(status $S overlap 'np.arange(4)' 'np.arange(4).copy()')"
    check pair-contiguous-that-copies '"made_by":[".contiguous()",null]}' \
        "$($S overlap --json 'torch.ones(10)[::2].contiguous()' 'torch.ones(10)' | sed 's/.*\("made_by".*\)$/\1/')"
    check pair-both-fresh '"made_by":[".contiguous()",".contiguous()"]}' \
        "$($S overlap --json 'torch.arange(6.).view(2, 3).t().contiguous()' 'torch.arange(6.).view(2, 3).t().contiguous()' | sed 's/.*\("made_by".*\)$/\1/')"
    check pair-new-tensor-by-cat '"made_by":["torch.cat([torch.zeros(2), torch.ones(2)])",null]}' \
        "$($S overlap --json 'torch.cat([torch.zeros(2), torch.ones(2)])' 'torch.zeros(2)' | sed 's/.*\("made_by".*\)$/\1/')"
    # views of the base, and a reshape that needs no copy, stay in it
    check pair-views-of-base '{"overlap":"yes","witness":[[0],[1]],"element":1,"byte":4,"how":"the bounded search solved the address equation","work":1,"budget":100000000}' \
        "$($S overlap --json 'torch.arange(4.)[1:]' 'torch.arange(4.)[:2]')"
    check pair-reshape-view-same-storage '"overlap":"yes"' \
        "$($S overlap --json 'torch.ones(10)[::2].reshape(5)' 'torch.ones(10)[1:]' | cut -c2-16)"
    # a tensor over a numpy view is compared in the array's bytes: it starts at byte 16
    check pair-from-numpy-view-shares '"overlap":"yes","witness":[[0],[0]],"element":2,"byte":16' \
        "$($S overlap --json 'np.arange(10)[2:]' 'torch.from_numpy(np.arange(10)[2:])[:1]' | sed 's/^{\(.*\),"how".*/\1/')"
    check pair-from-numpy-view-disjoint "overlap: no: byte extents [24, 80) and [16, 24) are disjoint" \
        "$($S overlap 'np.arange(10)[3:]' 'torch.from_numpy(np.arange(10)[2:])[:1]' | head -1)"
    # a raw layout names no storage: it is a view of the other operand's
    check pair-raw-with-fresh-chain '"overlap":"yes"' \
        "$($S overlap --json 'size=(4,),stride=(1,),offset=0' 'torch.arange(4.).clone()' | cut -c2-16)"
fi

echo "overlap_cli.sh: $((n - fails))/$n passed"
[ "$fails" -eq 0 ]
