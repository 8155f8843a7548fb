#!/bin/sh
# test-python.sh — the Python package's tests (README, "From Python"): build the wheel
# once from this tree (`pip wheel .`: PyPI's setuptools in an isolated build environment,
# the extension compiled from python/stridelab/_core.c and src/), install it with pytest
# and hypothesis from PyPI into each reference environment, and run tests/python there:
#
#   torch22   torch 2.2.2 + numpy 1.26.4   (scripts/venvs.sh)
#   numpy22   numpy 2.2.6 alone             (scripts/venvs.sh)
#   debian12  Debian's python3-torch 1.13 + python3-numpy 1.24: a venv made with
#             --system-site-packages from /usr/bin/python3 ($STRIDELAB_VENVS/debian12)
#
# then bench/py_contiguous.py --quick in torch22 (outputs compared before timing; the
# speeds of a smoke run are not judged).  Every environment runs even when an earlier
# one fails; the failures are listed at the end.
#   STRIDELAB_HYPOTHESIS_EXAMPLES  examples per property test (default 300)
set -eu
cd "$(dirname "$0")/.."
root=$(pwd)
venvs=${STRIDELAB_VENVS:-$root/.venvs}
TESTPKGS="pytest==9.2.0 hypothesis==6.170.27"
export STRIDELAB_HYPOTHESIS_EXAMPLES="${STRIDELAB_HYPOTHESIS_EXAMPLES:-300}"
export STRIDELAB="$root/build/stridelab"  # the CLI the str() tests compare with
[ -x "$STRIDELAB" ] || make -s cli

# Debian's packages the build and the debian12 environment need, installed when missing
# (a fresh machine): the Python headers, dlpack.h, and Debian's torch and numpy
missing=""
for pkg in python3-dev libdlpack-dev python3-torch python3-numpy; do
    dpkg -s "$pkg" >/dev/null 2>&1 || missing="$missing $pkg"
done
if [ -n "$missing" ]; then
    echo "== apt-get install$missing"
    SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing
fi

torch22=$(sh scripts/venvs.sh torch22)
numpy22=$(sh scripts/venvs.sh numpy22)
deb=$venvs/debian12
if [ ! -f "$deb/ok" ] || [ "$(cat "$deb/ok")" != "$TESTPKGS" ]; then
    echo "== creating $deb (Debian's torch and numpy, system site packages)"
    rm -rf "$deb"
    /usr/bin/python3 -m venv --system-site-packages "$deb"
    "$deb/bin/pip" install -q --disable-pip-version-check --no-input $TESTPKGS
    echo "$TESTPKGS" > "$deb/ok"
fi

wheels=$root/build/python/wheel
rm -rf "$wheels"
mkdir -p "$wheels"
echo "== pip wheel . (the stridelab package, built once for the three environments)"
"$torch22" -m pip wheel -q --disable-pip-version-check --no-deps -w "$wheels" .
whl=$(ls "$wheels"/stridelab-*.whl)

failed=""
for py in "$torch22" "$numpy22" "$deb/bin/python"; do
    name=$(basename "$(dirname "$(dirname "$py")")")
    echo "== pytest tests/python in $name ($("$py" -c 'import sys; v = []
for m in ("torch", "numpy"):
    try: v.append(m + " " + __import__(m).__version__)
    except ImportError: pass
print(", ".join(v))'))"
    # each environment must hold its reference versions, or its skips would hide it
    case $name in
        torch22) want="import torch, numpy; assert torch.__version__.startswith('2.2.2') and numpy.__version__ == '1.26.4'" ;;
        numpy22) want="import numpy; assert numpy.__version__ == '2.2.6'" ;;
        *) want="import torch, numpy; assert torch.__version__.startswith('1.13') and numpy.__version__.startswith('1.24')" ;;
    esac
    if ! "$py" -c "$want"; then
        echo "test-python: $name does not hold its reference torch / numpy"
        failed="$failed $name"
        continue
    fi
    "$py" -m pip install -q --disable-pip-version-check --no-input $TESTPKGS
    "$py" -m pip install -q --disable-pip-version-check --no-input --force-reinstall --no-deps "$whl"
    # run from outside the tree: the installed package is what is tested
    (cd "$root/build/python" && "$py" -m pytest -q -p no:cacheprovider "$root/tests/python") ||
        failed="$failed $name"
done
echo "== bench/py_contiguous.py --quick (torch22)"
"$torch22" bench/py_contiguous.py --quick || failed="$failed py_contiguous"
if [ -n "$failed" ]; then
    echo "test-python: FAILED:$failed"
    exit 1
fi
echo "test-python: every environment passed"
