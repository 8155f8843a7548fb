#!/bin/sh
# suggestions.sh — the last traceback line `stridelab run` prints for an uncaught
# AttributeError / NameError, with CPython 3.11's ". Did you mean: '...'?" (py_suggest.c).
#
# The programs are tests/suggestions/cases.txt; the reference's last stderr line of each is
# recorded per profile (debian12.tsv, lessons.tsv) by scripts/record_suggestions.py.  A case
# listed in not_yet_followed.txt (NAME <tab> why) is skipped: the engine does not give the
# reference's line yet.  Run by `make check` with $STRIDELAB set to the CLI.
set -u
S=${STRIDELAB:-build/stridelab}
D=$(dirname "$0")/suggestions
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
pass=0
fail=0
skip=0
tab=$(printf '\t')
awk -v dir="$T" '
    /^#@@ case / { f = dir "/" $3 ".py"; printf "" > f; next }
    f { print > f }' "$D/cases.txt"
for ref in debian12 lessons; do
    while IFS="$tab" read -r name want; do
        if cut -f1 "$D/not_yet_followed.txt" | grep -qx "$name"; then
            skip=$((skip + 1))
            continue
        fi
        "$S" run --ref "$ref" "$T/$name.py" >/dev/null 2>"$T/err"
        got=$(tail -n 1 "$T/err")
        if [ "$got" = "$want" ]; then
            pass=$((pass + 1))
        else
            fail=$((fail + 1))
            echo "FAIL: --ref $ref $name: got '$got' want '$want'"
        fi
    done < "$D/$ref.tsv"
done
echo "suggestions: $pass passed, $fail failed, $skip skipped (not yet followed)"
[ "$fail" -eq 0 ]
