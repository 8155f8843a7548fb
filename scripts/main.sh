#!/bin/sh
# main.sh — the README's "run the main job" command: build stridelab (installing the
# compiler toolchain from Debian when missing) and explain the first lesson's chain op by
# op, then evaluate it and map the index (5, 2, 1) to its address.
set -eu
cd "$(dirname "$0")/.."
need=""
command -v cc >/dev/null 2>&1 || need="$need build-essential"
command -v make >/dev/null 2>&1 || need="$need make"
for p in clang lld wasi-libc libclang-rt-14-dev-wasm32 libdlpack-dev; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || need="$need $p"
done
if [ -n "$need" ]; then
    SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
    $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $need
fi
make -j"$(nproc 2>/dev/null || echo 2)" >/dev/null
CHAIN='torch.arange(64.).reshape(2, 4, 8).transpose(0, 2)'
echo "\$ stridelab explain '$CHAIN'"
./build/stridelab explain "$CHAIN"
echo
echo "\$ stridelab eval '$CHAIN'"
./build/stridelab eval "$CHAIN"
echo "\$ stridelab addr '$CHAIN' 5 2 1"
./build/stridelab addr "$CHAIN" 5 2 1
