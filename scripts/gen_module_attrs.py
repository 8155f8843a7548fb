#!/usr/bin/python3
"""gen_module_attrs.py — write the attribute tables of the modules the snippet language
exposes (numpy, numpy.random, numpy.lib, numpy.lib.stride_tricks, numpy.exceptions,
numpy.lib.array_utils (numpy >= 2.0), torch),
as each reference environment's real libraries list them.

For each module and each name of dir(module) (plus the names the module serves without
listing them, through its __getattr__: numpy 1.24's deprecated aliases such as np.bool8,
torch 2's lazily imported submodules), what the attribute is:

  'f'  a function or other callable that is not a class (a Python function, a builtin,
       numpy's ufuncs and numpy >= 1.25's array-function dispatchers)
  'c'  a class (any instance of type: numpy's scalar types, torch's pybind11 classes, ...)
  'M'  a module
  'v'  any other value (a number, a str, a dtype, a tuple, ...)

and the exact text type(x) prints inside <class '...'>.  Names that some environment lists
but another does not are looked up in the other: when that raises an AttributeError whose
message is not the plain "module 'M' has no attribute 'N'", the message is kept (numpy
1.24's removed aliases np.float / np.int ..., numpy 2's expired names), so the oracle raises
what the reference raises.

Environments (scripts/refprofile.py): debian12 = /usr/bin/python3 (numpy 1.24, torch 1.13);
numpy22 = numpy 2.2.6 alone (lessons programs without torch); torch22 = torch 2.2.2 with
numpy 1.26.4 (lessons programs that import torch).

  /usr/bin/python3 scripts/gen_module_attrs.py --write
      writes src/lang/torch/tensor_modattrs.h (the lookups' declarations),
      tensor_modattrs.c (the index, the kept messages, the lookups) and
      tensor_modattrs_debian12.c / _lessons.c (each profile's tables)
  /usr/bin/python3 scripts/gen_module_attrs.py [--env debian12|numpy22|torch22]
      prints one environment's tables as text (name, kind, type) for reading

Each table entry is one C string: the kind letter, one character naming the entry's type
text in the table's TYPES list ('0'-'9', 'A'-'Z', 'a'-'z' = index 0-61), then the name;
sorted in strcmp order of the names (lang_modattr_find bisects).  Several entries share a
line to keep the files short.
"""
import os
import sys
import textwrap
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import refprofile  # noqa: E402

SRC = os.path.join(os.path.dirname(HERE), "src", "lang", "torch")
MAX_LINES = 1000
MAX_CANDIDATE_ITEMS = 750   # CPython 3.11's Python/suggestions.c: no suggestion from longer lists
PER_LINE = 6

MODULES = {"numpy": ["numpy", "numpy.random", "numpy.lib", "numpy.lib.stride_tricks", "numpy.exceptions",
                     "numpy.lib.array_utils"],
           "torch": ["torch"]}
ENVS = ("debian12", "numpy22", "torch22")
# which environment answers each library's modules under each profile file
FILES = {"debian12": [("debian12", "numpy"), ("debian12", "torch")],
         "lessons": [("numpy22", "numpy"), ("torch22", "numpy"), ("torch22", "torch")]}
VERSIONS = {"debian12": "numpy 1.24, torch 1.13", "numpy22": "numpy 2.2.6",
            "torch22": "torch 2.2.2 with numpy 1.26.4"}
ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _import(path):
    import importlib
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return importlib.import_module(path)


def classify(x):
    import types
    if isinstance(x, types.ModuleType):
        return "M"
    if isinstance(x, type):
        return "c"
    if callable(x):
        return "f"
    return "v"


def type_text(x):
    r = repr(type(x))
    if not (r.startswith("<class '") and r.endswith("'>")):
        raise SystemExit("unexpected type repr %r" % r)
    return r[len("<class '"):-2]


def plain_message(path, name):
    return "module '%s' has no attribute '%s'" % (path, name)


def module_names(path):
    """dir(module) of one module, and the extra names its __getattr__ may serve"""
    try:
        m = _import(path)
    except ImportError:   # numpy.exceptions before numpy 1.25, numpy.lib.array_utils before 2.0
        return None
    extra = set()
    for attr in ("__former_attrs__", "__deprecated_attrs__", "__expired_functions__", "__future_scalars__"):
        extra |= set(getattr(m, attr, ()) or ())
    if path == "numpy":
        try:
            from numpy import _expired_attrs_2_0
            extra |= set(_expired_attrs_2_0.__expired_attributes__)
        except ImportError:
            pass
    if path == "torch":
        extra |= set(getattr(m, "_lazy_modules", ()) or ())
        extra |= {"_dynamo", "_inductor", "_export", "onnx"}
    return sorted(dir(m)), sorted(extra)


def describe(path, names):
    """[(name, kind, type text) or (name, None, message)] of names in one module: the
    attribute's kind and type, or the message of the AttributeError fetching it raises"""
    m = _import(path)
    out = []
    for n in names:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                x = getattr(m, n)
            except AttributeError as e:
                out.append((n, None, str(e)))
                continue
            except Exception as e:   # numpy 1.26's np.Tester: RuntimeError
                out.append((n, "e", "%s\0%s" % (type(e).__name__, e)))
                continue
        out.append((n, classify(x), type_text(x)))
    out.append(("zz_stridelab_no_such_name", None, None))
    try:
        getattr(m, out[-1][0])
        raise SystemExit("%s: an unknown name was found" % path)
    except AttributeError as e:
        if str(e) != plain_message(path, out[-1][0]):
            raise SystemExit("%s: unknown names raise %r" % (path, str(e)))
    out.pop()
    return out


def env_tables(pool, env, lib, names_of, listed):
    """{module path: [(name, kind, type text or message)]} under env for the given names"""
    res = {}
    for path in MODULES[lib]:
        if listed[env, path] is None:
            continue
        args = [(path, names_of[path])]
        if env == "debian12":
            res[path] = describe(*args[0])
        else:
            res[path] = pool.call_many(env, "gen_module_attrs", "describe", args)[0]
    return res


def collect():
    """{(env, lib): {path: [(name, kind, text)]}}: every name any environment lists, described in each"""
    refprofile.ensure_debian12_driver()
    pool = refprofile.Pool("lessons")
    try:
        listed = {}
        for env, lib in [("debian12", "numpy"), ("debian12", "torch"), ("numpy22", "numpy"),
                         ("torch22", "numpy"), ("torch22", "torch")]:
            for path in MODULES[lib]:
                if env == "debian12":
                    listed[env, path] = module_names(path)
                else:
                    listed[env, path] = pool.call_many(env, "gen_module_attrs", "module_names", [(path,)])[0]
        names_of = {}
        for lib, paths in MODULES.items():
            for path in paths:
                u = set()
                for (e, p), got in listed.items():
                    if p == path and got is not None:
                        u |= set(got[0]) | set(got[1])
                names_of[path] = sorted(u)
        tabs = {}
        for env, lib in [("debian12", "numpy"), ("debian12", "torch"), ("numpy22", "numpy"),
                         ("torch22", "numpy"), ("torch22", "torch")]:
            tabs[env, lib] = env_tables(pool, env, lib, names_of, listed)
        return tabs, listed
    finally:
        pool.close()


def c_str(s):
    return '"%s"' % s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")


def ident(env, path):
    return "%s_%s" % (env, path.replace(".", "_"))


def table_lines(env, path, rows, dir_names):
    present = sorted([r for r in rows if r[1] and r[1] != "e"], key=lambda r: r[0].encode())
    types = sorted({r[2] for r in present})
    if len(types) > len(ALPHABET):
        raise SystemExit("%s %s: %d type texts, more than %d" % (env, path, len(types), len(ALPHABET)))
    tid = {t: ALPHABET[i] for i, t in enumerate(types)}
    name = ident(env, path)
    out = ["static const char *const TYPES_%s[] = {" % name]
    out += ["    " + line for line in textwrap.wrap(" ".join(c_str(t) + "," for t in types), 96)]
    out += ["};", "static const char *const NAMES_%s[] = {" % name]
    ents = [c_str(k + tid[t] + n) + "," for n, k, t in present]
    for i in range(0, len(ents), PER_LINE):
        out.append("    " + " ".join(ents[i:i + PER_LINE]))
    out += ["};"]
    # dir(module) itself, in its (sorted) order, for the suggestion of an uncaught
    # AttributeError: only its length when CPython skips so long a list
    if len(dir_names) < MAX_CANDIDATE_ITEMS:
        out += ["static const char *const DIR_%s[] = {" % name]
        out += ["    " + line for line in textwrap.wrap(" ".join(c_str(n) + "," for n in dir_names), 96)]
        out += ["};"]
        dir_init = "DIR_%s, (int32_t)SL_ARRAY_LEN(DIR_%s)" % (name, name)
    else:
        dir_init = "NULL, %d" % len(dir_names)
    out += ["const lang_modattr_table lang_modattrs_%s = {%s, NAMES_%s, (int32_t)SL_ARRAY_LEN(NAMES_%s), TYPES_%s,"
            % (name, c_str(path), name, name, name),
            "                                                   %s};" % dir_init, ""]
    return out


def head(fname, what):
    return ["/*",
            " * %s — generated by scripts/gen_module_attrs.py (do not edit; regenerate with" % fname,
            " * `/usr/bin/python3 scripts/gen_module_attrs.py --write`, which runs each reference",
            " * environment's interpreter, scripts/refprofile.py)."]  + \
           [" * " + w for w in textwrap.wrap(" ".join(what), 88)] + [" */"]


HEADER = """#ifndef SL_LANG_TORCH_MODATTRS_H
#define SL_LANG_TORCH_MODATTRS_H

#include "lang/python/py.h"

/* One module's attributes as one environment lists them: entries "KTname" sorted by name
 * (K the kind: 'f' function or other callable, 'c' class, 'M' module, 'v' other value; T
 * the index of the type text in types, one character of 0-9A-Za-z) */
typedef struct lang_modattr_table {
    const char *path;
    const char *const *names;
    int32_t n;
    const char *const *types;
    /* dir(module), sorted (NULL when it holds 750 names or more: CPython 3.11 offers no
     * suggestion from so long a list), and its length */
    const char *const *dir;
    int32_t ndir;
} lang_modattr_table;

/* the environments whose libraries answer: debian12 (numpy 1.24, torch 1.13), numpy22 (numpy
 * 2.2.6: lessons programs without torch), torch22 (torch 2.2.2 with numpy 1.26.4: lessons
 * programs that import torch) */
typedef enum { LANG_MODENV_DEBIAN12, LANG_MODENV_NUMPY22, LANG_MODENV_TORCH22, LANG_MODENV_COUNT } lang_modenv;

/* name in module path under env: its kind letter ('f', 'c', 'M', 'v') and *type the text
 * type(x) prints in <class '...'>; 0 when the module lacks it (*type: the AttributeError's
 * message when the reference words it otherwise than "module 'P' has no attribute 'N'",
 * else NULL); 'e' when fetching it raises another exception (*exc its class, *type its
 * message); -1 when path has no table */
int lang_modattr_find(lang_modenv env, const char *path, const char *name, const char **type, const char **exc);

/* dir(module path) under env: its length (-1 when path has no table), *names the sorted
 * names (NULL when 750 or more) */
int32_t lang_modattr_dir(lang_modenv env, const char *path, const char *const **names);

/* the tables (tensor_modattrs_*.c) */
%s
#endif"""

LOOKUP = """
static const lang_modattr_table *table_of(lang_modenv env, const char *path) {
    if ((unsigned)env >= LANG_MODENV_COUNT) return NULL;
    for (size_t k = 0; k < SL_ARRAY_LEN(TABLES); k++)
        if (TABLES[k].env == env && !strcmp(TABLES[k].t->path, path)) return TABLES[k].t;
    return NULL;
}

int32_t lang_modattr_dir(lang_modenv env, const char *path, const char *const **names) {
    const lang_modattr_table *d = table_of(env, path);
    *names = d ? d->dir : NULL;
    return d ? d->ndir : -1;
}

int lang_modattr_find(lang_modenv env, const char *path, const char *name, const char **type, const char **exc) {
    *type = *exc = NULL;
    const lang_modattr_table *d = table_of(env, path);
    if (!d) return -1;
    int32_t lo = 0, hi = d->n;
    while (lo < hi) {
        int32_t mid = lo + (hi - lo) / 2;
        int c = strcmp(d->names[mid] + 2, name);
        if (!c) {
            const char *t = strchr(ALPHABET, d->names[mid][1]);
            *type = d->types[t - ALPHABET];
            return d->names[mid][0];
        }
        if (c < 0) lo = mid + 1;
        else hi = mid;
    }
    for (size_t k = 0; k < SL_ARRAY_LEN(MESSAGES); k++)
        if (MESSAGES[k].env == env && !strcmp(MESSAGES[k].path, path) && !strcmp(MESSAGES[k].name, name)) {
            *type = MESSAGES[k].message;
            *exc = MESSAGES[k].exc;
            return *exc ? 'e' : 0;
        }
    return 0;
}"""

C_ENV = {"debian12": "LANG_MODENV_DEBIAN12", "numpy22": "LANG_MODENV_NUMPY22", "torch22": "LANG_MODENV_TORCH22"}


def write_all():
    tabs, listed = collect()
    files = {}
    decls, index, messages = [], [], []
    for prof, parts in FILES.items():
        fname = "tensor_modattrs_%s.c" % prof
        envs = sorted({env for env, _ in parts}, key=ENVS.index)
        what = ["The %s profile's module attribute tables: %s." %
                (prof, "; ".join("%s (%s): %s" % (env, VERSIONS[env], ", ".join(
                    p for e, lib in parts if e == env for p in MODULES[lib])) for env in envs))]
        lines = head(fname, what) + ['#include "lang/torch/tensor_modattrs.h"', ""]
        for env, lib in parts:
            for path in MODULES[lib]:
                if path not in tabs[env, lib]:
                    continue
                rows = tabs[env, lib][path]
                lines += table_lines(env, path, rows, listed[env, path][0])
                decls.append("extern const lang_modattr_table lang_modattrs_%s;" % ident(env, path))
                index.append("    {%s, &lang_modattrs_%s}," % (C_ENV[env], ident(env, path)))
                messages += ["    {%s, %s, %s, %s, %s}," % (C_ENV[env], c_str(path), c_str(n),
                                                         c_str(t.split("\0")[0]) if k else "NULL",
                                                         c_str(t.split("\0")[-1]))
                             for n, k, t in rows if (k is None and t != plain_message(path, n)) or k == "e"]
        files[fname] = lines
    files["tensor_modattrs.h"] = head("tensor_modattrs.h", ["The module attribute tables: their lookup"
                                                             " (tensor_modattrs.c) and the tables."]) + \
        (HEADER % "\n".join(decls)).split("\n")
    idx = head("tensor_modattrs.c", ["The index of the module attribute tables (one per environment and"
                                     " module), the AttributeError messages the references word their own"
                                     " way, and the lookup."])
    idx += ['#include "lang/torch/tensor_modattrs.h"', "", "#include <string.h>", "",
            'static const char ALPHABET[] = "%s";' % ALPHABET, "",
            "static const struct { lang_modenv env; const lang_modattr_table *t; } TABLES[] = {"]
    idx += index + ["};", "", "static const struct { lang_modenv env; const char *path, *name, *exc, *message; } MESSAGES[] = {"]
    idx += messages or ['    {LANG_MODENV_COUNT, "", "", NULL, ""},']
    idx += ["};"] + LOOKUP.split("\n")
    files["tensor_modattrs.c"] = idx
    for fname, lines in sorted(files.items()):
        if len(lines) > MAX_LINES:
            sys.exit("%s: %d lines, more than %d" % (fname, len(lines), MAX_LINES))
        with open(os.path.join(SRC, fname), "w") as f:
            f.write("\n".join(lines) + "\n")
        sys.stderr.write("wrote src/lang/torch/%s (%d lines)\n" % (fname, len(lines)))


def main():
    args = sys.argv[1:]
    if args == ["--write"]:
        write_all()
        return
    env = None
    if args[:1] == ["--env"] and len(args) == 2 and args[1] in ENVS:
        env = args[1]
    elif args:
        sys.exit("usage: gen_module_attrs.py --write | gen_module_attrs.py [--env debian12|numpy22|torch22]")
    tabs, listed = collect()
    for (e, lib), paths in sorted(tabs.items()):
        if env and e != env:
            continue
        for path, rows in paths.items():
            for n, k, t in rows:
                print("%s\t%s\t%s\t%s\t%s" % (e, path, n, k or "-", t))


if __name__ == "__main__":
    main()
