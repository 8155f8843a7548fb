#!/bin/sh
# test-all.sh — the README's test command: install what the tests need (Debian 12),
# build with -Wall -Wextra -Werror, run every test, run them again under
# AddressSanitizer + UndefinedBehaviorSanitizer, run each fuzz harness briefly, and
# run the optional suites (live differential, browser) that find their tools.
set -eu
cd "$(dirname "$0")/.."

need_pkgs=""
have_pkg() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
for p in build-essential clang libcmocka-dev libdlpack-dev python3-numpy python3-torch \
         wasi-libc libclang-rt-14-dev-wasm32 lld chromium; do
    have_pkg "$p" || need_pkgs="$need_pkgs $p"
done
# node and npm may come from Debian or from another packaging of Node.js: check commands
command -v node >/dev/null 2>&1 || need_pkgs="$need_pkgs nodejs"
command -v npm >/dev/null 2>&1 || need_pkgs="$need_pkgs npm"
if [ -n "$need_pkgs" ]; then
    echo "== installing:$need_pkgs"
    SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $need_pkgs
fi

JOBS=$(nproc 2>/dev/null || echo 2)
echo "== build and test (release, -Werror)"
make -j"$JOBS" check
echo "== sanitizers (ASan + UBSan)"
make -j"$JOBS" asan
echo "== fuzz smoke"
make fuzz-smoke FUZZ_SECONDS="${FUZZ_SECONDS:-15}"
for extra in scripts/test-extra-*.sh; do
    [ -e "$extra" ] || continue
    echo "== $extra"
    sh "$extra"
done
echo "test-all: everything passed"
