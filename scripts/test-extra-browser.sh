#!/bin/sh
# Browser tests of the explorer page: Debian's chromium driven by npm playwright-core.
# Installs what is missing (chromium from Debian, playwright-core from npm via npm ci),
# builds build/explorer.html and runs tests/browser/explorer.test.mjs.
set -eu
cd "$(dirname "$0")/.."
if [ ! -x /usr/bin/chromium ]; then
    SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium
fi
if ! command -v node >/dev/null 2>&1; then
    SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nodejs npm
fi
[ -d node_modules/playwright-core ] || npm ci --no-audit --no-fund
make -j"$(nproc 2>/dev/null || echo 2)" page all
make browser-test
