#!/bin/sh
# test-extra-live-snippets.sh — live differential run of the oracle: fresh random snippets
# through the real torch 1.13 / numpy 1.24 (LIVE_REF=lessons: torch 2.2.2 / numpy 2.2.6) and
# through `stridelab run -`.
#
# Each run draws a NEW seed (printed, so a failing run can be repeated), generates N
# learner-style snippets with scripts/gen_snippets.py (two torch to one numpy), records
# what Python prints and compares it byte for byte with the CLI's stdout, exit status and
# final `ExcType: message` line.  Prints the byte-identical rate and the first mismatches
# as diffs; exits 1 when the rate is below 99.5 %.  Skips (exit 0, with a message) when
# python3 with torch and numpy is missing.
#
# Environment: STRIDELAB (CLI, default build/stridelab), PYTHON (default /usr/bin/python3),
# LIVE_SNIPPETS_COUNT (default 300), LIVE_SNIPPETS_SEED (repeat a run),
# LIVE_SNIPPETS_SHOW (mismatches printed, default 10), LIVE_SNIPPETS_MIN_RATE (default 99.5),
# LIVE_SNIPPETS_EXT (learner extensions of gen_snippets.py: letters f p d r i o s m n x, default none),
# LIVE_REF (reference profile: debian12, the default, or lessons: snippets drawn as always, run
# in the torch22 / numpy22 virtual environments of scripts/venvs.sh, created when missing; the
# CLI gets --ref when it has it).
set -eu
cd "$(dirname "$0")/.."

PY="${PYTHON:-/usr/bin/python3}"
CLI="${STRIDELAB:-build/stridelab}"
COUNT="${LIVE_SNIPPETS_COUNT:-300}"
SHOW="${LIVE_SNIPPETS_SHOW:-10}"
MIN_RATE="${LIVE_SNIPPETS_MIN_RATE:-99.5}"

if ! [ -x "$PY" ]; then
    echo "live snippets: SKIPPED ($PY not found; install python3-torch python3-numpy)"
    exit 0
fi
if ! missing=$("$PY" -c 'import torch, numpy' 2>&1); then
    echo "live snippets: SKIPPED (torch/numpy not importable by $PY: $(echo "$missing" | tail -n 1))"
    exit 0
fi
if ! [ -x "$CLI" ]; then
    echo "== building $CLI"
    make -s cli
fi

SEED="${LIVE_SNIPPETS_SEED:-}"
if [ -z "$SEED" ]; then
    # a fresh seed each run: time plus the shell's pid
    SEED="live$(date +%s)p$$"
fi
echo "live snippets: seed $SEED (repeat with LIVE_SNIPPETS_SEED=$SEED)"
exec "$PY" scripts/record_snippets_corpus.py live --ref "${LIVE_REF:-debian12}" --cli "$CLI" --count "$COUNT" --seed "$SEED" \
    --show "$SHOW" --min-rate "$MIN_RATE" --ext "${LIVE_SNIPPETS_EXT:-}"
