#!/bin/sh
# test-extra-live-python.sh — live differential run of the Python core: fresh random
# plain-Python programs (scripts/gen_pyprograms.py: iteration while containers change,
# one-pass and lazy iterators, dict views, int()/float() of text, sorting, augmented
# assignment, class scopes, self-holding containers) through /usr/bin/python3 and
# `stridelab run`, compared byte for byte (stdout, exit status, last stderr line).
#
# Each run draws a NEW seed (printed, so a failing run can be repeated).  Exits 1 when the
# identical rate is below LIVE_PYTHON_MIN_RATE (default 100: plain Python has no excuse).
# Environment: STRIDELAB (default build/stridelab), PYTHON (default /usr/bin/python3),
# LIVE_PYTHON_COUNT (default 300), LIVE_PYTHON_SEED, LIVE_PYTHON_SHOW (default 5).
set -eu
cd "$(dirname "$0")/.."
PY="${PYTHON:-/usr/bin/python3}"
CLI="${STRIDELAB:-build/stridelab}"
[ -x "$CLI" ] || make -s cli
SEED="${LIVE_PYTHON_SEED:-py$(date +%s)p$$}"
echo "live python: seed $SEED (repeat with LIVE_PYTHON_SEED=$SEED)"
exec "$PY" - "$PY" "$CLI" "$SEED" "${LIVE_PYTHON_COUNT:-300}" "${LIVE_PYTHON_SHOW:-5}" "${LIVE_PYTHON_MIN_RATE:-100}" <<'PYEOF'
import os, subprocess, sys, tempfile
py, cli, seed, count, show, min_rate = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5]), float(sys.argv[6])
d = tempfile.mkdtemp(prefix="livepy")
subprocess.run([py, "scripts/gen_pyprograms.py", "--seed", seed, "--count", str(count), "--out", d], check=True)
def run(cmd, path):
    try:
        p = subprocess.run(cmd + [path], capture_output=True, text=True, timeout=20, cwd=d)
    except subprocess.TimeoutExpired:
        return ("TIMEOUT", -1, "")
    err = p.stderr.strip().splitlines()
    return (p.stdout, p.returncode, err[-1] if err else "")
same = 0
shown = 0
for k in range(count):
    path = os.path.join(d, "p%04d.py" % k)
    want = run([py], path)
    got = run([os.path.abspath(cli), "run"], path)
    if want == got:
        same += 1
    elif shown < show:
        shown += 1
        print("MISMATCH %s" % path)
        print(open(path).read())
        print("-- python: rc %d, %r\n%s" % (want[1], want[2], want[0]))
        print("-- stridelab: rc %d, %r\n%s" % (got[1], got[2], got[0]))
rate = 100.0 * same / count
print("live python: %d/%d programs identical (%.2f%%)" % (same, count, rate))
sys.exit(0 if rate >= min_rate else 1)
PYEOF
