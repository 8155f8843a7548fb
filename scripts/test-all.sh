#!/bin/sh
# test-all.sh — the README's test command: install what the tests need (Debian 12),
# build with -Wall -Wextra -Werror, run every test, run them again under
# AddressSanitizer + UndefinedBehaviorSanitizer, build the Python package and run its
# pytest suite in each reference environment, run each fuzz harness briefly, run each
# benchmark in its quick form, and run the optional suites (live differential, browser) that find their tools.
set -eu
cd "$(dirname "$0")/.."

need_pkgs=""
have_pkg() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
for p in build-essential clang libcmocka-dev libdlpack-dev python3-numpy python3-torch \
         wasi-libc libclang-rt-14-dev-wasm32 lld chromium python3-venv python3-dev nodejs; do
    have_pkg "$p" || need_pkgs="$need_pkgs $p"
done
if [ -n "$need_pkgs" ]; then
    echo "== installing:$need_pkgs"
    SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $need_pkgs
fi

JOBS=$(nproc 2>/dev/null || echo 2)
failed=""
step() { # step NAME CMD...: run one suite; remember a failure and go on with the rest
    name=$1; shift
    echo "== $name"
    "$@" || failed="$failed
  - $name"
}
step "build and test (release, -Wall -Wextra -Werror)" make -j"$JOBS" check
step "the Python package: pip wheel ., pytest tests/python in torch22, numpy22 and Debian's torch 1.13 / numpy 1.24" \
    sh scripts/test-python.sh
step "the same tests under AddressSanitizer + UndefinedBehaviorSanitizer (snippet collector in stress mode)" make -j"$JOBS" asan
step "fuzz smoke (each libFuzzer harness ${FUZZ_SECONDS:-15} s)" make -j"$JOBS" fuzz-smoke FUZZ_SECONDS="${FUZZ_SECONDS:-15}"
step "benchmark smoke (every benchmark in its quick form)" sh scripts/bench-smoke.sh
# Live differential runs draw a fresh seed each time (printed on failure).  Chains must
# agree 100%.  Snippets: issue 3's bar is 99.5% over fresh snippets, measured on long runs
# and reported in the closing notes; here a 500-snippet run fails below 98% so that the
# sampling noise of one short run cannot turn CI red by chance.
step "live differential: plain Python programs vs CPython 3.11 (100% required)" \
    env LIVE_PYTHON_COUNT="${LIVE_PYTHON_COUNT:-300}" sh scripts/test-extra-live-python.sh
step "live differential: chains vs torch/numpy" sh scripts/test-extra-live-diff.sh
step "live differential: snippets vs torch/numpy" env LIVE_SNIPPETS_COUNT="${LIVE_SNIPPETS_COUNT:-500}" \
    LIVE_SNIPPETS_MIN_RATE="${LIVE_SNIPPETS_MIN_RATE:-98}" sh scripts/test-extra-live-snippets.sh
step "live differential: learner-extension snippets (formatting, functions, dtypes, reductions, interop, copying ops, summarized prints, matrix products, numpy index arithmetic)" \
    env LIVE_SNIPPETS_COUNT="${LIVE_SNIPPETS_EXT_COUNT:-300}" LIVE_SNIPPETS_EXT=fpdriosmn \
    LIVE_SNIPPETS_MIN_RATE="${LIVE_SNIPPETS_MIN_RATE:-98}" sh scripts/test-extra-live-snippets.sh
# The lessons profile (torch 2.2.2 / numpy 2.2.6 from PyPI, in the venvs scripts/venvs.sh
# creates): chains must agree 100%; snippets fail below 97% here (the engine does not yet
# follow every 2.x change: see docs/reference-differences.md and the lessons lists).
step "live differential (lessons profile): chains vs torch 2.2.2 / numpy 2.2.6" \
    env LIVE_REF=lessons LIVE_DIFF_COUNT="${LIVE_DIFF_LESSONS_COUNT:-1000}" sh scripts/test-extra-live-diff.sh
step "live differential (lessons profile): snippets vs torch 2.2.2 / numpy 2.2.6" \
    env LIVE_REF=lessons LIVE_SNIPPETS_COUNT="${LIVE_SNIPPETS_LESSONS_COUNT:-300}" \
    LIVE_SNIPPETS_MIN_RATE="${LIVE_SNIPPETS_LESSONS_MIN_RATE:-97}" sh scripts/test-extra-live-snippets.sh
step "browser tests of the explorer page" sh scripts/test-extra-browser.sh
step "the page's engine under deep nesting (Debian's node)" sh -c 'make -s page && BUILD=build sh tests/wasm_depth.sh'
if [ -n "$failed" ]; then
    echo "test-all: FAILED:$failed"
    exit 1
fi
echo "test-all: everything passed"
