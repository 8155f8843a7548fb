#!/bin/sh
# bench-smoke.sh — the benchmarks in bench/, each in its quick form (about 40 s in all),
# so that CI catches a benchmark that no longer builds, crashes or disagrees with its
# references.  These are smoke runs on a shared machine: they check that every mode runs
# and that bench/copy.py's outputs equal numpy's (it compares them before timing), not
# the speeds; the full runs and their numbers are in docs/perf-copy.md and the README.
set -eu
cd "$(dirname "$0")/.."
PY=/usr/bin/python3
make -s lib cli bench
echo "-- bench/copy.py --quick (every case's output compared with numpy's first)"
$PY bench/copy.py --quick
echo "-- build/bench/copy --ratios (one round, two cases; --against this same library)"
build/bench/copy --ratios --rounds 1 --against "$PWD/build/libstridelab.so" transpose_4096 permute_256_021
echo "-- build/bench/copy --ceiling (one round)"
build/bench/copy --ceiling --rounds 1
echo "-- bench/overlap_bench.py --skip-slow"
$PY bench/overlap_bench.py build/bench/overlap_bench --skip-slow
echo "-- build/bench/cache_bench 5 (5 M accesses per case)"
build/bench/cache_bench 5
echo "-- bench/interp_bench.py --quick (each workload's output compared with CPython's first)"
$PY bench/interp_bench.py --quick --cli build/stridelab
echo "bench-smoke: every benchmark ran"
