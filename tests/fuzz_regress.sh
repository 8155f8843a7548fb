#!/bin/sh
# fuzz_regress.sh — replay every stored fuzz input without libFuzzer.
#
# Each harness fuzz/fuzz_X.c is linked with fuzz/standalone_main.c (a plain main that
# feeds files to LLVMFuzzerTestOneInput) and the library sources, using the ordinary C
# compiler (gcc by default, FUZZ_CC to change it), with AddressSanitizer and UBSan when
# the compiler has them.  Then every file under fuzz/corpus/fuzz_X/ is replayed through
# it: the harnesses check their own invariants and trap on a violation, so a crash,
# trap or sanitizer report fails this script, naming the input.  Every corpus directory
# must have a harness; a harness without a corpus directory is run on the empty input.
#
# Run by `make check` (which sets BUILD); outputs go to $BUILD/fuzz-regress/.
# Run from the repository root.
set -eu

BUILD=${BUILD:-build}
CC_FUZZ=${FUZZ_CC:-gcc}
OUT="$BUILD/fuzz-regress"
OBJ="$OUT/obj"
mkdir -p "$OBJ"

BASE="-std=c11 -D_DEFAULT_SOURCE -D_GNU_SOURCE -O1 -g -Iinclude -Isrc"

# Sanitizers if this compiler can link them (probe once).
SAN=""
printf 'int main(void) { return 0; }\n' > "$OUT/probe.c"
if $CC_FUZZ -fsanitize=address,undefined -fno-sanitize-recover=all -o "$OUT/probe" "$OUT/probe.c" \
        >/dev/null 2>&1 && "$OUT/probe" >/dev/null 2>&1; then
    SAN="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
fi
rm -f "$OUT/probe" "$OUT/probe.c"
# The flags the objects were built with: a change rebuilds them all.
if [ ! -f "$OBJ/flags" ] || [ "$(cat "$OBJ/flags")" != "$CC_FUZZ $BASE $SAN" ]; then
    rm -f "$OBJ"/*.o
    printf '%s\n' "$CC_FUZZ $BASE $SAN" > "$OBJ/flags"
fi

# Library objects, rebuilt when missing or older than their source or any header;
# four compiles at a time.
objs=""
pids=""
njobs=0
wait_jobs() {
    for p in $pids; do
        wait "$p" || { echo "fuzz_regress: compiling the library failed" >&2; exit 1; }
    done
    pids=""
    njobs=0
}
for src in $(find src -name "*.c" | sort); do
    name=$(basename "$src" .c)
    obj="$OBJ/$name.o"
    objs="$objs $obj"
    if [ ! -f "$obj" ] || [ -n "$(find "$src" include/stridelab.h $(find src -name "*.h") -newer "$obj" 2>/dev/null)" ]; then
        $CC_FUZZ $BASE $SAN -c "$src" -o "$obj" &
        pids="$pids $!"
        njobs=$((njobs + 1))
        [ "$njobs" -lt 4 ] || wait_jobs
    fi
done
wait_jobs

status=0
total=0
for harness in fuzz/fuzz_*.c; do
    name=$(basename "$harness" .c)
    bin="$OUT/$name"
    if ! $CC_FUZZ $BASE $SAN -o "$bin" "$harness" fuzz/standalone_main.c $objs -lm -lpthread; then
        echo "FAIL $name: does not build without libFuzzer" >&2
        status=1
        continue
    fi
    dir="fuzz/corpus/$name"
    if [ ! -d "$dir" ]; then
        # no stored inputs (yet): at least run the empty input through it
        : > "$OUT/empty-input"
        if "$bin" "$OUT/empty-input" >/dev/null 2>&1; then
            echo "ok   $name: no corpus directory $dir, empty input only"
        else
            echo "FAIL $name: crashes on the empty input" >&2
            status=1
        fi
        continue
    fi
    if out=$("$bin" "$dir" 2>&1); then
        n=$(printf '%s\n' "$out" | sed -n 's/^total: \([0-9]*\) inputs replayed$/\1/p')
        echo "ok   $name: ${n:-0} inputs"
        total=$((total + ${n:-0}))
    else
        # name the inputs that fail, one run each
        for f in "$dir"/*; do
            [ -f "$f" ] || continue
            if ! "$bin" "$f" >"$OUT/last-failure.txt" 2>&1; then
                tail -n 12 "$OUT/last-failure.txt" >&2
                echo "FAIL $name: $f" >&2
            fi
        done
        echo "FAIL $name: an input of $dir crashes or breaks an invariant" >&2
        status=1
    fi
done
for dir in fuzz/corpus/*/; do
    name=$(basename "$dir")
    if [ ! -f "fuzz/$name.c" ]; then
        echo "FAIL corpus $dir has no harness fuzz/$name.c" >&2
        status=1
    fi
done
[ "$status" -eq 0 ] && echo "fuzz_regress: $total inputs replayed, all passed"
exit "$status"
