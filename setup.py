"""setup.py — the C extension of the `stridelab` Python package (metadata: pyproject.toml).

The extension `stridelab._core` is compiled from python/stridelab/_core.c and every C
file of the library under src/ — the same sources the Makefile builds, with the same
language flags — so `pip install .` needs nothing but a C compiler, the Python headers
and (for the DLPack struct) Debian's libdlpack-dev.  Objects go to build/python/ next to
the Makefile's build/; compilation runs on every core (build_ext --parallel).
"""
import glob
import os

from setuptools import Extension, setup

HERE = os.path.dirname(os.path.abspath(__file__))


def rel(*parts):
    return os.path.join(*parts)


os.makedirs(rel("build", "python"), exist_ok=True)  # egg_info writes there
lib_sources = sorted(glob.glob(rel("src", "**", "*.c"), recursive=True))
if not lib_sources:
    raise SystemExit("setup.py: no C sources under src/ (run from the repository's top)")

ext = Extension(
    "stridelab._core",
    sources=[rel("python", "stridelab", "_core.c")] + lib_sources,
    include_dirs=["include", "src"],
    depends=[rel("include", "stridelab.h")] + sorted(glob.glob(rel("src", "**", "*.h"), recursive=True)),
    extra_compile_args=["-std=c11", "-D_DEFAULT_SOURCE", "-D_GNU_SOURCE", "-O2",
                        "-Wno-unused-parameter", "-Wno-missing-field-initializers"],
    libraries=["m", "pthread"],
)

setup(
    ext_modules=[ext],
    options={
        "build": {"build_base": rel("build", "python")},
        "build_ext": {"parallel": os.cpu_count() or 1},
        "egg_info": {"egg_base": rel("build", "python")},
    },
)
