#!/bin/sh
# test-extra-live-diff.sh — live differential test of `stridelab eval --json` against the
# real torch / numpy (run by scripts/test-all.sh after the main tests): torch 1.13 / numpy 1.24
# by default, torch 2.2.2 / numpy 2.2.6 with LIVE_REF=lessons (scripts/refprofile.py).
#
# Draws fresh random view chains with a NEW seed each run (scripts/gen_chains.py), evaluates
# each with the reference and with the CLI, and compares every field of the command-line
# contract: shape, stride, offset, itemsize, contiguous, is_view, internal_overlap (torch),
# or the error's type and message; every 8th chain also in text mode (`shape=(...)
# stride=(...) offset=N`, or exit 1 with `Type: message` on stderr).  Prints the seed and the
# first mismatches and exits 1 on any mismatch.  Skips (exit 0, with a message) when python3 with torch and numpy is missing.
#
# Environment: STRIDELAB (CLI path, default build/stridelab), PYTHON (default
# /usr/bin/python3), LIVE_DIFF_COUNT (default 2000), LIVE_DIFF_SEED (reuse a failing seed),
# LIVE_DIFF_SHOW (mismatches printed, default 20), LIVE_REF (reference profile: debian12, the
# default, or lessons: chains drawn as always, evaluated in the torch22 / numpy22 virtual
# environments of scripts/venvs.sh, created when missing; the CLI gets --ref when it has it).
set -eu
cd "$(dirname "$0")/.."

PY="${PYTHON:-/usr/bin/python3}"
CLI="${STRIDELAB:-build/stridelab}"
COUNT="${LIVE_DIFF_COUNT:-2000}"
SHOW="${LIVE_DIFF_SHOW:-20}"

if ! [ -x "$PY" ]; then
    echo "live differential: SKIPPED ($PY not found; install python3-torch python3-numpy)"
    exit 0
fi
if ! missing=$("$PY" -c 'import torch, numpy' 2>&1); then
    echo "live differential: SKIPPED (torch/numpy not importable by $PY: $(echo "$missing" | tail -n 1))"
    exit 0
fi
if ! [ -x "$CLI" ]; then
    echo "== building $CLI"
    make -s cli
fi

set -- live --ref "${LIVE_REF:-debian12}" --count "$COUNT" --cli "$CLI" --show "$SHOW"
if [ -n "${LIVE_DIFF_SEED:-}" ]; then
    set -- "$@" --seed "$LIVE_DIFF_SEED"
fi
exec "$PY" scripts/record_corpus.py "$@"
