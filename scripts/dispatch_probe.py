#!/usr/bin/python3
"""dispatch_probe.py — shows that a change in how methods, module functions and attributes
are found changes no answer: every name a Tensor, an ndarray, torch or numpy has (dir() of
Debian's torch 1.13 / numpy 1.24, plus every identifier-like string literal in src/lang/),
called with a few argument shapes, run through two builds of the library, outputs compared.
The attribute kinds (`*_attr`) read `X.NAME` (and hasattr(X, 'NAME')) of an object of each
of the layers' types and of each module for every name of its dir() and of the sources.

  /usr/bin/python3 scripts/dispatch_probe.py OLD_LIB.a NEW_LIB.a [--kinds tensor,torch,ndarray,np,...]

Each library is linked with scripts/dispatch_probe.c (one process runs every snippet); both
profiles are run.  Prints the number of snippets and every one whose output, exit code,
error type or message differs; exits 1 if any does.
"""
import argparse
import glob
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

ARGS = ["", "0", "1", "-1", "0, 1", "1, 0", "X", "X, X", "dim=0", "0, 1, 2", "[0, 1]", "(3, 2)",
        "3, 2", "DT", "2.5", "True", "X > 2", "'x'", "axis=0", "X, 0", "X, 1, 0", "out=X"]

KINDS = {
    "tensor": ("import torch\nX = torch.arange(6.).reshape(2, 3)\n", "X.{name}({args})", "torch.float64"),
    "torch": ("import torch\nX = torch.arange(6.).reshape(2, 3)\n", "torch.{name}({args})", "torch.float64"),
    "ndarray": ("import numpy as np\nX = np.arange(6.).reshape(2, 3)\n", "X.{name}({args})", "np.float64"),
    "np": ("import numpy as np\nX = np.arange(6.).reshape(2, 3)\n", "np.{name}({args})", "np.float64"),
    # a view whose storage grew after it was made; a numpy scalar
    "tensor_grown": ("import torch\nB = torch.arange(4.)\nX = B[:2]\nB.resize_(8)\n", "X.{name}({args})", "torch.float64"),
    "npscalar": ("import numpy as np\nX = np.float64(2.5)\n", "X.{name}({args})", "np.float64"),
}

# attribute access: kind -> (setup, the object's expression as Debian's python3 evaluates it
# for its dir()).  The object is X; each snippet prints hasattr(X, NAME), then X.NAME.
TN = "import torch\n"
NP = "import numpy as np\n"
ATTR_KINDS = {
    "tensor_attr": (TN, "torch.arange(6.).reshape(2, 3)"),
    "tensor_int_attr": (TN, "torch.arange(6).reshape(2, 3)"),
    "torch_attr": (TN, "torch"),
    "torch_ops_attr": (TN, "torch.ops"),
    "torch_aten_attr": (TN, "torch.ops.aten"),
    "torch_random_attr": (TN, "torch.random"),
    "size_attr": (TN, "torch.Size([2, 3])"),
    "tdtype_attr": (TN, "torch.float32"),
    "memfmt_attr": (TN, "torch.channels_last"),
    "layout_attr": (TN, "torch.strided"),
    "device_attr": (TN, "torch.device('cpu')"),
    "tfinfo_attr": (TN, "torch.finfo(torch.float32)"),
    "tiinfo_attr": (TN, "torch.iinfo(torch.int32)"),
    "rtype_attr": (TN, "torch.arange(6.).reshape(2, 3).max(0)"),
    "storage_attr": (TN, "torch.arange(3.).storage()"),
    "ustorage_attr": (TN, "torch.arange(3.).untyped_storage()"),
    "generator_attr": (TN, "torch.Generator()"),
    "ndarray_attr": (NP, "np.arange(6.).reshape(2, 3)"),
    "ndarray_c_attr": (NP, "np.arange(6.).astype(np.complex64)"),
    "np_attr": (NP, "np"),
    "np_random_attr": (NP, "np.random"),
    "np_lib_attr": (NP + "import numpy.lib.stride_tricks\n", "np.lib"),
    "np_st_attr": (NP + "import numpy.lib.stride_tricks\n", "np.lib.stride_tricks"),
    "npscalar_attr": (NP, "np.float64(2.5)"),
    "npint_attr": (NP, "np.int32(3)"),
    "npdtype_attr": (NP, "np.dtype('float32')"),
    "nptype_attr": (NP, "np.float32"),
    "flags_attr": (NP, "np.arange(6.).flags"),
    "flatiter_attr": (NP, "np.arange(6.).flat"),
    "ctypes_attr": (NP, "np.arange(6.).ctypes"),
    "dummy_attr": (NP, "np.lib.stride_tricks.as_strided(np.arange(6.), (2,), (8,)).base"),
    "npfinfo_attr": (NP, "np.finfo(np.float32)"),
    "npiinfo_attr": (NP, "np.iinfo(np.int32)"),
    "broadcast_attr": (NP, "np.broadcast(np.arange(3.), np.arange(3.))"),
    "rng_attr": (NP, "np.random.default_rng(0)"),
    "printopts_attr": (NP, "np.get_printoptions()"),
}


def names():
    lit, dotted = set(), set()
    for f in glob.glob(os.path.join(ROOT, "src/lang/**/*.c"), recursive=True):
        found = set(re.findall(r'"([A-Za-z_][A-Za-z0-9_]*)"', open(f).read()))
        # qualified names the C code calls: torch.ops.aten.slice.Tensor, numpy.lib.stride_tricks.as_strided
        dotted |= set(re.findall(r'"(?:torch|numpy|np)\.([A-Za-z_][A-Za-z0-9_.]*)"', open(f).read()))
        base = os.path.basename(f)
        if base.startswith("arr_dir_names_"):  # dir() lists: a one-letter kind, then the name
            found = {w[1:] for w in found}
        elif base.startswith("tensor_modattrs_"):  # module attributes: a two-letter type code
            found = {w[2:] for w in found}
        lit |= found
    # the submodules' functions are called by their dotted names (np.random.seed: "random.seed")
    probe = ("import torch, numpy as np, numpy.lib.stride_tricks\n"
             "print(' '.join(dir(torch.Tensor)))\n"
             "print(' '.join(dir(torch) + ['random.' + n for n in dir(torch.random)] + ['linalg.' + n for n in dir(torch.linalg)]))\n"
             "print(' '.join(dir(np.ndarray)))\n"
             "print(' '.join(dir(np) + ['random.' + n for n in dir(np.random)] +\n"
             "               ['lib.stride_tricks.' + n for n in dir(np.lib.stride_tricks)]))\n")
    out = subprocess.run(["/usr/bin/python3", "-c", probe], capture_output=True, text=True, check=True).stdout
    lines = out.splitlines()
    out = {
        "tensor": sorted(set(lines[0].split()) | lit),
        "torch": sorted(set(lines[1].split()) | lit | dotted),
        "ndarray": sorted(set(lines[2].split()) | lit),
        "np": sorted(set(lines[3].split()) | lit | dotted),
    }
    out["tensor_grown"], out["npscalar"] = out["tensor"], out["ndarray"]
    # the attribute kinds: dir() of each object under Debian's python3, plus the literals
    code = "import torch, numpy as np, numpy.lib.stride_tricks\n"
    for kind, (_, expr) in ATTR_KINDS.items():
        code += f"try:\n    print(' '.join(dir({expr})))\nexcept Exception:\n    print('')\n"
    got = subprocess.run(["/usr/bin/python3", "-c", code], capture_output=True, text=True, check=True).stdout
    for kind, line in zip(ATTR_KINDS, got.splitlines()):
        out[kind] = sorted(set(line.split()) | lit)
    return out


def build(lib, exe):
    subprocess.run(["gcc", "-O1", "-I" + os.path.join(ROOT, "include"), os.path.join(ROOT, "scripts/dispatch_probe.c"),
                    lib, "-lm", "-lpthread", "-o", exe], check=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("--kinds", default=",".join(KINDS))
    ap.add_argument("--all", action="store_true", help="print every difference, not the first 40")
    ap.add_argument("--no-attrs", action="store_true", help="leave out the attribute kinds")
    o = ap.parse_args()
    if not o.no_attrs and o.kinds == ",".join(KINDS):
        o.kinds += "," + ",".join(ATTR_KINDS)
    tmp = tempfile.mkdtemp(prefix="dispatch_probe")
    build(o.old, os.path.join(tmp, "old"))
    build(o.new, os.path.join(tmp, "new"))
    allnames = names()
    bad = total = 0
    for kind in o.kinds.split(","):
        snippets = []
        if kind in ATTR_KINDS:
            head, expr = ATTR_KINDS[kind]
            for name in allnames[kind]:
                snippets.append(head + f"X = {expr}\nprint(hasattr(X, {name!r}))\nr = X.{name}\n"
                                "print(type(r).__name__)\nprint(r)\n")
        else:
            head, call, dt = KINDS[kind]
            for name in allnames[kind]:
                for args in ARGS:
                    a = args.replace("DT", dt)
                    snippets.append(head + "r = " + call.format(name=name, args=a) + "\nprint(type(r).__name__)\nprint(r)\nprint(X)\n")
        path = os.path.join(tmp, kind + ".txt")
        with open(path, "w") as f:
            f.write("\n#@@\n".join(snippets))
        for ref in ("lessons", "debian12"):
            res = {}
            for which in ("old", "new"):
                out = subprocess.run([os.path.join(tmp, which), path, ref], capture_output=True, text=True,
                                     errors="replace").stdout
                res[which] = re.split(r"^#@@ \d+\n", out, flags=re.M)[1:]
            total += len(snippets)
            if len(res["old"]) != len(res["new"]):
                print(f"{kind} {ref}: {len(res['old'])} vs {len(res['new'])} results")
                bad += 1
                continue
            for i, (a, b) in enumerate(zip(res["old"], res["new"])):
                if a != b:
                    bad += 1
                    if bad <= 40 or o.all:
                        print(f"--- {kind} {ref}: {snippets[i].splitlines()[-3 if kind in ATTR_KINDS else 2]}\n  old: {a.strip()[-300:]!r}\n  new: {b.strip()[-300:]!r}")
    print(f"dispatch_probe: {total} snippets, {bad} differ")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
