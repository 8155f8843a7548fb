#!/bin/sh
# venvs.sh — the Python environments the tests use, created from PyPI when missing.
#
#   scripts/venvs.sh NAME     create (if needed) and print the environment's python
#
# NAME is one of
#   browser  PyPI's playwright, which drives Debian's /usr/bin/chromium (no browser download),
#            and axe-playwright-python for the axe-core script it ships (accessibility checks)
#   torch22  torch 2.2.2 (PyPI's CUDA build, about 3 GB with its nvidia-* wheels; runs on
#            the CPU) with numpy 1.26.4, the last numpy 1.x, which it was built against
#   numpy22  numpy 2.2.6 alone
# The environments live in $STRIDELAB_VENVS (default .venvs/ at the top of the tree) and
# are made with Debian's /usr/bin/python3 (3.11).  A file `ok` in an environment marks a
# finished install, so an interrupted one is redone.  Progress goes to stderr; stdout
# holds only the python path.
set -eu
cd "$(dirname "$0")/.."
root=$(pwd)
dir=${STRIDELAB_VENVS:-$root/.venvs}
name=${1:?usage: scripts/venvs.sh browser|torch22|numpy22}
case $name in
    browser) pkgs="playwright==1.65.2 axe-playwright-python==0.1.8" ;;
    torch22) pkgs="torch==2.2.2 numpy==1.26.4" ;;
    numpy22) pkgs="numpy==2.2.6" ;;
    *) echo "venvs.sh: unknown environment '$name'" >&2; exit 2 ;;
esac
venv=$dir/$name
if [ ! -f "$venv/ok" ] || [ "$(cat "$venv/ok")" != "$pkgs" ]; then
    if ! /usr/bin/python3 -c 'import ensurepip' >/dev/null 2>&1; then
        SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
        DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq python3-venv >&2
    fi
    echo "== creating $venv ($pkgs) from PyPI" >&2
    rm -rf "$venv"
    mkdir -p "$dir"
    /usr/bin/python3 -m venv "$venv" >&2
    # shellcheck disable=SC2086
    "$venv/bin/pip" install -q --disable-pip-version-check --no-input $pkgs >&2
    echo "$pkgs" > "$venv/ok"
fi
echo "$venv/bin/python"
