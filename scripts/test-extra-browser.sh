#!/bin/sh
# Browser tests of the explorer page: Debian's chromium driven by PyPI's playwright.
# Installs what is missing (chromium from Debian; playwright into .venvs/browser from
# PyPI, see scripts/venvs.sh; no npm, no browser download), builds build/explorer.html
# and runs tests/browser/test_explorer.py.
set -eu
cd "$(dirname "$0")/.."
if [ ! -x /usr/bin/chromium ]; then
    SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium
fi
BROWSER_PYTHON=$(sh scripts/venvs.sh browser)
make -j"$(nproc 2>/dev/null || echo 2)" page all
make browser-test BROWSER_PYTHON="$BROWSER_PYTHON"
