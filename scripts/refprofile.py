#!/usr/bin/python3
"""refprofile.py — the reference profiles the recorders run the real libraries under (issue 16).

  debian12  torch 1.13 + numpy 1.24: Debian 12's /usr/bin/python3 with python3-torch and
            python3-numpy.  The recorders run in that interpreter, in-process, exactly as
            they always did (the recorded files of tests/corpus/, tests/snippet_corpus/,
            tests/snippets/ ... are this profile).
  lessons   torch 2.2.2 + numpy 2.2.6, the versions the lessons were run on, from PyPI in the
            virtual environments of scripts/venvs.sh (created when missing):
              torch22  torch 2.2.2 with numpy 1.26.4 (torch 2.2.2 is built against numpy 1.x
                       and cannot load numpy 2): every snippet that imports torch (alone or
                       with numpy), every torch chain;
              numpy22  numpy 2.2.6 alone: every other snippet (numpy-only or plain Python),
                       every numpy chain.
            Files go to a `lessons/` folder inside each corpus folder, same names and format.

Inputs are always drawn by the debian12 interpreter: the generators (gen_chains.py,
gen_snippets.py, record_snippets.py's random programs) steer by running each step on the
real library, so drawing them under another version would give other programs.  The
recorders therefore run under /usr/bin/python3 whatever the profile (a recorder started from
inside a virtual environment re-executes itself there: see ensure_debian12_driver) and,
under `lessons`, hand the evaluation to one worker process per environment:

    pool = refprofile.Pool("lessons")
    results = pool.call_many("torch22", "record_corpus", "evaluate", [(lib, expr), ...])

A worker is `ENV_PYTHON scripts/refprofile.py worker`: it imports the named recorder module
from scripts/ (so the module must import without torch in numpy22) and calls the function
on each argument tuple, in order, in one interpreter (one `import torch` for thousands of
cases).  Requests and answers are pickled frames on the worker's stdin and on a duplicate of
its original stdout; its fd 1 is pointed at stderr, so nothing a case prints can reach the
protocol.

  /usr/bin/python3 scripts/refprofile.py versions [--ref lessons|debian12]
      prints the interpreter and the torch / numpy versions of each environment of the profile
"""
import ast
import os
import pickle
import re
import struct
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DEBIAN12_PYTHON = "/usr/bin/python3"
PROFILES = ("lessons", "debian12")
# The recorders' default stays debian12: today's recorded files, and the callers that pass
# no --ref (tests/*.sh, scripts/test-all.sh), keep their meaning until the engine follows.
DEFAULT = "debian12"
ENVS = {"lessons": ("torch22", "numpy22"), "debian12": ("debian12",)}
DESCRIPTION = {
    "debian12": "torch 1.13 + numpy 1.24 (Debian 12's /usr/bin/python3)",
    "lessons": "torch 2.2.2 + numpy 2.2.6 (venvs torch22 = torch 2.2.2 + numpy 1.26.4, "
               "numpy22 = numpy 2.2.6)",
}


def add_argument(parser):
    """--ref NAME on a recorder's command line."""
    parser.add_argument("--ref", choices=PROFILES, default=DEFAULT,
                        help="reference profile: debian12 = %s (default); lessons = %s; "
                             "lessons files go to a lessons/ folder of the corpus folder"
                             % (DESCRIPTION["debian12"], DESCRIPTION["lessons"]))


def out_dir(base, ref):
    """where a profile's files of the corpus folder `base` live"""
    return base if ref == "debian12" else os.path.join(base, ref)


def ensure_debian12_driver():
    """Re-execute the running recorder under /usr/bin/python3 when it was started inside a
    virtual environment (an activated .venvs/torch22, say): the inputs are drawn by torch
    1.13 / numpy 1.24 under every profile, and debian12 answers come from Debian's packages.
    Workers never call it."""
    if os.environ.get("STRIDELAB_REF_WORKER"):
        return
    if sys.prefix != sys.base_prefix and os.path.exists(DEBIAN12_PYTHON):
        sys.stderr.write("%s: re-running under %s (inputs are drawn with Debian 12's torch / numpy)\n"
                         % (os.path.basename(sys.argv[0]), DEBIAN12_PYTHON))
        sys.stderr.flush()
        os.execv(DEBIAN12_PYTHON, [DEBIAN12_PYTHON, os.path.abspath(sys.argv[0])] + sys.argv[1:])


# ------------------------------------------------------------------ which environment ---

_IMPORT_TORCH = re.compile(r"^\s*(?:import\s+[\w., ]*\btorch\b|from\s+torch\b)", re.M)


class _UntypedStorageShim:
    """torch 1.13 lacks Tensor.untyped_storage().  The snippet generators steer random
    programs by running each step on the real library, and the programs use the torch 2.x
    method, so while they are *drawn* under debian12 the method is added (its 2.x meaning:
    1.13's TypedStorage.untyped(), the byte storage under the tensor).  The recorded answer
    must be torch 1.13's own, an AttributeError: `recording()` takes the shim away while a
    program runs for the record."""

    def install(self, torch):
        if torch is not None and not hasattr(torch.Tensor, "untyped_storage"):
            def untyped_storage(self_):
                return self_.storage().untyped()
            untyped_storage.stridelab_drawing_shim = True
            torch.Tensor.untyped_storage = untyped_storage

    class _Off:
        def __enter__(self):
            torch = sys.modules.get("torch")
            self.saved = None
            if torch is not None:
                f = torch.Tensor.__dict__.get("untyped_storage")
                if getattr(f, "stridelab_drawing_shim", False):
                    self.saved = f
                    del torch.Tensor.untyped_storage
            return self

        def __exit__(self, *exc):
            if self.saved is not None:
                sys.modules["torch"].Tensor.untyped_storage = self.saved
            return False

    def recording(self):
        return self._Off()


drawing_shim = _UntypedStorageShim()


def imports_torch(src):
    """does the program import torch (anywhere: top level, inside try / def)?"""
    try:
        tree = ast.parse(src)
    except (SyntaxError, ValueError):
        return bool(_IMPORT_TORCH.search(src))     # programs that do not compile
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            if any(a.name.split(".")[0] == "torch" for a in node.names):
                return True
        elif isinstance(node, ast.ImportFrom):
            if node.module and node.level == 0 and node.module.split(".")[0] == "torch":
                return True
    return False


def env_for_source(ref, src):
    """the environment that runs a whole program under `ref`"""
    if ref == "debian12":
        return "debian12"
    return "torch22" if imports_torch(src) else "numpy22"


def env_for_lib(ref, lib):
    """the environment that evaluates a torch or numpy expression under `ref`"""
    if ref == "debian12":
        return "debian12"
    return "torch22" if lib == "torch" else "numpy22"


_CLI_REF = {}


def cli_ref_args(cli, ref, sub="eval"):
    """['--ref', ref] for a live comparison when the CLI's `SUB --help` mentions --ref,
    else [] (a CLI without profiles answers for one reference only: today's runs unchanged)."""
    key = (cli, sub)
    if key not in _CLI_REF:
        try:
            p = subprocess.run([cli, sub, "--help"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               timeout=20)
            _CLI_REF[key] = b"--ref" in p.stdout
        except (OSError, subprocess.TimeoutExpired):
            _CLI_REF[key] = False
    return ["--ref", ref] if _CLI_REF[key] else []


_PYTHONS = {}


def env_python(env):
    """the interpreter of an environment (scripts/venvs.sh creates a missing venv)"""
    if env == "debian12":
        return DEBIAN12_PYTHON
    if env not in _PYTHONS:
        override = os.environ.get("STRIDELAB_PY_" + env.upper())
        if override:
            _PYTHONS[env] = override
        else:
            p = subprocess.run(["sh", os.path.join(HERE, "venvs.sh"), env], stdout=subprocess.PIPE,
                               check=True)
            _PYTHONS[env] = p.stdout.decode().strip().split("\n")[-1]
    return _PYTHONS[env]


# ------------------------------------------------------------------ workers ---


def _write_frame(f, obj):
    data = pickle.dumps(obj, protocol=4)
    f.write(struct.pack("<Q", len(data)))
    f.write(data)
    f.flush()


def _read_frame(f):
    head = f.read(8)
    if len(head) < 8:
        return None
    n = struct.unpack("<Q", head)[0]
    data = f.read(n)
    if len(data) < n:
        raise EOFError("truncated frame")
    return pickle.loads(data)


class WorkerError(RuntimeError):
    pass


class Crash:
    """the result of a case that killed the reference interpreter (torch 2.2.2 segfaults on
    `torch.tensor(2).index_add_(0, torch.tensor([0]), torch.tensor([40]))`, for one): there
    is no output to record.  Recorders leave such a case out of the file and say so."""

    def __init__(self, env, returncode):
        self.env = env
        self.returncode = returncode

    def __repr__(self):
        sig = -self.returncode if self.returncode is not None and self.returncode < 0 else None
        return "<the %s interpreter died: %s>" % (
            self.env, "signal %d" % sig if sig else "exit status %s" % self.returncode)


def is_crash(result):
    return isinstance(result, Crash)


def left_out(what, name, result):
    """say that a case is left out of a recorded file because the reference died on it"""
    print("LEFT OUT %s %s: %r" % (what, name, result))


class Worker:
    """one interpreter of an environment, answering calls in order; one that dies on a case
    is replaced by a fresh one, which goes on with the next case"""

    def __init__(self, env):
        self.env = env
        self.python = env_python(env)
        self.proc = None
        self.crashes = 0

    def _start(self):
        penv = dict(os.environ, STRIDELAB_REF_WORKER=self.env, PYTHONDONTWRITEBYTECODE="1")
        self.proc = subprocess.Popen([self.python, os.path.join(HERE, "refprofile.py"), "worker"],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=penv,
                                     cwd=ROOT)

    def call_many(self, module, func, argslist):
        """[module.func(*args) for args in argslist], evaluated in the worker (a Crash object
        for a case that killed it)"""
        out = []
        todo = [tuple(a) for a in argslist]
        while len(out) < len(todo):
            if self.proc is None or self.proc.poll() is not None:
                self._start()
            _write_frame(self.proc.stdin, (module, func, todo[len(out):]))
            while True:
                try:
                    reply = _read_frame(self.proc.stdout)
                except EOFError:
                    reply = None
                if reply is None:                      # died on the case out[len(out)]
                    self.proc.wait()
                    out.append(Crash(self.env, self.proc.returncode))
                    self.crashes += 1
                    sys.stderr.write("refprofile: the %s interpreter died (%r) on a call of %s.%s;"
                                     " starting a fresh one\n" % (self.env, out[-1], module, func))
                    self.proc = None
                    break
                status, value = reply
                if status == "item":
                    out.append(value)
                elif status == "done":
                    break
                else:
                    raise WorkerError("the %s worker failed in %s.%s:\n%s" % (self.env, module, func, value))
        return out

    def close(self):
        if self.proc is not None and self.proc.poll() is None:
            self.proc.stdin.close()
            self.proc.wait()


class Pool:
    """the workers of a profile, started on first use"""

    def __init__(self, ref):
        self.ref = ref
        self.workers = {}

    def worker(self, env):
        if env not in self.workers:
            self.workers[env] = Worker(env)
        return self.workers[env]

    def call_many(self, env, module, func, argslist):
        if not argslist:
            return []
        return self.worker(env).call_many(module, func, argslist)

    def map_by_env(self, items, env_of, module, func, chunk=2000):
        """module.func(*args) for each args in items, each run in env_of(args); results in
        the order of items.  Items of one environment keep their relative order (one
        interpreter runs them one after the other, as the in-process recorder does)."""
        results = [None] * len(items)
        by_env = {}
        for i, args in enumerate(items):
            by_env.setdefault(env_of(args), []).append(i)
        for env, idxs in by_env.items():
            for k in range(0, len(idxs), chunk):
                part = idxs[k:k + chunk]
                for i, r in zip(part, self.call_many(env, module, func, [items[i] for i in part])):
                    results[i] = r
        return results

    def versions(self):
        """{env: (python, torch version or None, numpy version)}"""
        return {env: tuple(self.call_many(env, "refprofile", "_versions", [()])[0])
                for env in ENVS[self.ref]}

    def close(self):
        for w in self.workers.values():
            w.close()
        self.workers = {}


def _versions():
    try:
        import torch
        tv = torch.__version__
    except ImportError:
        tv = None
    import numpy
    return (sys.executable, tv, numpy.__version__)


def versions_text(ref, pool=None):
    """'torch 2.2.2+cu121 (with numpy 1.26.4) / numpy 2.2.6' for a corpus header"""
    if ref == "debian12":
        import numpy
        import torch
        return "torch %s / numpy %s" % (torch.__version__, numpy.__version__)
    v = pool.versions()
    return "torch %s (with numpy %s) / numpy %s" % (v["torch22"][1], v["torch22"][2], v["numpy22"][2])


def worker_main():
    proto_in = sys.stdin.buffer
    proto_out = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)                      # whatever a case writes to fd 1 goes to stderr
    sys.stdin = open(os.devnull)
    sys.path.insert(0, HERE)
    import importlib
    import traceback
    while True:
        req = _read_frame(proto_in)
        if req is None:
            return 0
        module, func, argslist = req
        try:
            fn = getattr(importlib.import_module(module), func)
            for args in argslist:
                _write_frame(proto_out, ("item", fn(*args)))
            _write_frame(proto_out, ("done", None))
        except BaseException:  # noqa: BLE001 - a recorder bug: reported to the driver
            _write_frame(proto_out, ("err", traceback.format_exc()))


def main(argv):
    if len(argv) >= 2 and argv[1] == "worker":
        return worker_main()
    if len(argv) >= 2 and argv[1] == "versions":
        ref = argv[3] if len(argv) >= 4 and argv[2] == "--ref" else "lessons"
        pool = Pool(ref)
        if ref == "debian12":
            print("debian12: %s %s" % (DEBIAN12_PYTHON, versions_text(ref)))
            return 0
        for env, (py, tv, nv) in pool.versions().items():
            print("%s: %s torch %s numpy %s" % (env, py, tv, nv))
        pool.close()
        return 0
    sys.stderr.write(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
