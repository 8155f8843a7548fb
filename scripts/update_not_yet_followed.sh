#!/bin/sh
# update_not_yet_followed.sh — rewrites every lessons/not_yet_followed.txt from a fresh replay.
#
# After the engine learns a torch 2.2.2 / numpy 2.2.6 behaviour, the listed cases that now
# match make the replays fail ("stale entry"); this script replays each lessons/ folder
# without its list, and writes the list again from what still differs
# (scripts/not_yet_followed.py, which refuses a differing case that is not a difference
# between the two references).  Run from the repository root after `make check`'s build:
#
#     sh scripts/update_not_yet_followed.sh [BUILD]
set -eu
B=${1:-build}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
make -s "$B/tests/test_corpus" "$B/tests/test_snippet_corpus" "$B/tests/test_lang_corpus" BUILD="$B" >/dev/null
update() { # DIR TITLE LISTVAR BINARY DIRVAR
    dir=$1 title=$2 listvar=$3 bin=$4 dirvar=$5
    mv "$dir/not_yet_followed.txt" "$T/old.txt"
    env "$listvar=$T/list.txt" "$dirvar=$dir" STRIDELAB_REF=lessons STRIDELAB_SNIPPET_SHOW=0 STRIDELAB_CORPUS_SHOW=0 \
        "$B/tests/$bin" >/dev/null 2>&1 || true
    if /usr/bin/python3 scripts/not_yet_followed.py "$title" "$T/list.txt" > "$T/new.txt"; then
        mv "$T/new.txt" "$dir/not_yet_followed.txt"
        echo "$dir/not_yet_followed.txt: $(grep -vc '^#' "$dir/not_yet_followed.txt") cases (was $(grep -vc '^#' "$T/old.txt"))"
    else
        mv "$T/old.txt" "$dir/not_yet_followed.txt"
        echo "$dir: not updated" >&2
        return 1
    fi
}
update tests/corpus/lessons chains STRIDELAB_CORPUS_LIST test_corpus STRIDELAB_CORPUS_DIR
update tests/snippet_corpus/lessons "snippet corpus" STRIDELAB_SNIPPET_LIST test_snippet_corpus STRIDELAB_SNIPPET_CORPUS
update tests/snippets/lessons "language cases" STRIDELAB_CASES_LIST test_lang_corpus STRIDELAB_SNIPPETS
