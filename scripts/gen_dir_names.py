#!/usr/bin/python3
"""gen_dir_names.py — write the dir() tables: the attribute names of the types whose
instances the snippet language models, as each reference profile lists them (Python's own
types for the Python core in src/lang/python/, ndarray, Tensor and Size for the object
layers in src/lang/arrays/).

For each type, dir(type) sorted (strcmp order), each name tagged 'm' when fetching it from
an instance never raises (methods, class-level constants, and the data descriptors of the
types other than torch.Tensor, whose getters cannot fail: checked by fetching each from a
sample instance) or 'd' for torch.Tensor's data descriptors (property / getset / member),
whose getters depend on the tensor (t.mT of a 1-d tensor raises), or 'r' for a name that dir()
lists but whose getter always raises AttributeError (numpy 2.x's removed ndarray methods:
never under debian12); the message of that AttributeError is kept with the table.
hasattr() (py_access.c) and the AttributeError of a missing name (py_attr_lookup.c) read
these tables through lang_dir_find: instances of these types have no per-instance
attributes in the snippets, so a name absent from the table is absent.

  /usr/bin/python3 scripts/gen_dir_names.py --write
      writes both profiles' tables (compiled in together; a run reads its own profile's):
        src/lang/python/py_dir_names.h, .c    Python's own types (both profiles run the same
                                              python3, 3.11): the tables, lang_dir_find /
                                              lang_dir_removed
        src/lang/arrays/arr_dir_names.h, .c   the index of the layers' types, arr_dir_find /
                                              arr_dir_removed (the Tensor, ndarray and Size
                                              types' dir_find / dir_removed slots)
        src/lang/arrays/arr_dir_names_debian12.c, _lessons.c
                                              each profile's tables of those types
                                              (numpy 1.24 / torch 1.13; numpy 2.2.6 / 2.2.2)
  /usr/bin/python3 scripts/gen_dir_names.py [--ref lessons|debian12]
      prints one profile's tables to stdout (scripts/ref_differences.py reads them)

Profiles (scripts/refprofile.py): debian12 (the default) = this interpreter's numpy 1.24 /
torch 1.13; lessons = numpy 2.2.6's ndarray (the numpy22 venv), torch 2.2.2's Tensor and
Size (the torch22 venv), the Python types from the same python3 (3.11).  The venvs are made
by `sh scripts/venvs.sh torch22|numpy22` when missing.
"""
import inspect
import textwrap
import os
import sys
import types

import numpy as np
try:
    import torch
except ImportError:   # a --ref lessons worker in numpy22: the ndarray and Python tables only
    torch = None

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import refprofile  # noqa: E402

SRC = os.path.join(os.path.dirname(HERE), "src", "lang")
MAX_LINES = 1000

METHODS = (types.WrapperDescriptorType, types.MethodDescriptorType, types.ClassMethodDescriptorType,
           types.BuiltinFunctionType, types.FunctionType, classmethod, staticmethod)
DATA = (property, types.GetSetDescriptorType, types.MemberDescriptorType)

TABLES = [("ndarray", np.ndarray, np.zeros((2, 3))),
          ("Tensor", torch.Tensor if torch else None, None), ("str", str, "s"),
          ("list", list, [1]), ("tuple", tuple, (1,)), ("dict", dict, {1: 2}), ("int", int, 3),
          ("float", float, 2.5), ("bool", bool, True), ("NoneType", type(None), None),
          ("Size", torch.Size if torch else None, torch.Size([2, 3]) if torch else None),
          ("slice", slice, slice(1, 2)), ("range", range, range(3))]
TAGS = [t[0] for t in TABLES]
LAYER_TAGS = ("ndarray", "Tensor", "Size")   # src/lang/arrays/; the others: the Python core
TORCH_TABLES = ("Tensor", "Size")
VERSIONS = {"debian12": "numpy 1.24, torch 1.13", "lessons": "numpy 2.2.6, torch 2.2.2"}
C_REF = {"lessons": "SL_REF_LESSONS", "debian12": "SL_REF_DEBIAN12"}


def kind(cls, name, sample):
    """(tag, message): the tag above, and for 'r' the AttributeError's message"""
    s = inspect.getattr_static(cls, name)
    if isinstance(s, DATA):
        if torch is not None and cls is torch.Tensor:
            return "d", None
        try:
            getattr(sample, name)  # other errors stop the generator: a getter that can fail here
        except AttributeError as e:
            return "r", str(e)     # numpy 2: removed APIs (itemset, newbyteorder, ptp) stay in
            #                        dir() as descriptors that raise AttributeError with a hint
        return "m", None
    if isinstance(s, METHODS) or not hasattr(type(s), "__get__"):
        return "m", None
    raise SystemExit("%s.%s: unclassified %s" % (cls.__name__, name, type(s).__name__))


def entries(tag):
    """[(tag letter, name, message or None)] of one type, sorted in strcmp order (run where
    that type's library is the profile's: a worker call under lessons)"""
    _, cls, sample = next(t for t in TABLES if t[0] == tag)
    names = sorted(dir(cls), key=lambda s: s.encode())
    return [(k, n, m) for n in names for k, m in [kind(cls, n, sample)]]


def c_str(s):
    return '"%s"' % s.replace("\\", "\\\\").replace('"', '\\"')


def array_lines(tag, ents):
    out = ["static const char *const DIR_%s[] = {" % tag]
    out += ["    %s," % c_str(k + n) for k, n, _ in ents]
    out += ["};", ""]
    return out


def profile_tables(ref):
    """{tag: entries} of every type under the profile"""
    if ref == "debian12":
        return {tag: entries(tag) for tag in TAGS}
    pool = refprofile.Pool(ref)
    try:
        return {tag: pool.call_many(refprofile.env_for_lib(ref, "torch" if tag in TORCH_TABLES else "numpy"),
                                    "gen_dir_names", "entries", [(tag,)])[0] for tag in TAGS}
    finally:
        pool.close()


def head(fname, what):
    return ["/*",
            " * %s — generated by scripts/gen_dir_names.py (do not edit; regenerate with" % fname,
            " * `/usr/bin/python3 scripts/gen_dir_names.py --write`, which runs each reference",
            " * profile's interpreter, scripts/refprofile.py)."] + [" * " + w for w in textwrap.wrap(" ".join(what), 88)] + [
            " * Each name is prefixed by 'm' (fetching it from an instance never raises), 'd' (a",
            " * data descriptor whose getter may raise) or 'r' (listed by dir() but its getter",
            " * raises AttributeError); sorted in strcmp order of the names.",
            " */"]


def var(tag, ref):
    return "lang_dir_%s_%s" % (ref, tag) if ref else "lang_dir_%s" % tag


def table_file(fname, what, items, header):
    """items: [(tag, ref or None, entries)]"""
    out = head(fname, what) + ['#include "%s"' % header, ""]
    for tag, ref, ents in items:
        out += array_lines(tag, ents)
        out.append("const lang_dir_table %s = {%s, DIR_%s, (int32_t)SL_ARRAY_LEN(DIR_%s)};"
                   % (var(tag, ref), c_str(tag), tag, tag))
        out.append("")
    return out


HEADER_H = """#ifndef %(guard)s
#define %(guard)s

#include "lang/python/py.h"

/* dir() of a modelled type (%(types)s) as the profile lists it: 'm' for a name whose
 * fetch never raises, 'd' for a data descriptor whose getter may raise, 'r' for a name
 * whose getter raises AttributeError, 0 when absent, -1 when the type has no table */
int %(prefix)s_dir_find(sl_ref ref, const char *type, const char *name);

/* the AttributeError message of a name tagged 'r' under the profile, or NULL */
const char *%(prefix)s_dir_removed(sl_ref ref, const char *type, const char *name);

/* the whole table of the type under the profile (dir()'s names, for the suggestion of an
 * uncaught AttributeError), or NULL */
const lang_dir_table *%(prefix)s_dir_table_of(sl_ref ref, const char *type);
"""

LOOKUP_C = """
const lang_dir_table *%(prefix)s_dir_table_of(sl_ref ref, const char *type) {
    if ((unsigned)ref >= SL_REF_COUNT || !BY_REF[ref]) return NULL;
    for (size_t t = 0; t < N_TYPES; t++)
        if (!strcmp(BY_REF[ref][t]->type, type)) return BY_REF[ref][t];
    return NULL;
}

int %(prefix)s_dir_find(sl_ref ref, const char *type, const char *name) {
    const lang_dir_table *d = %(prefix)s_dir_table_of(ref, type);
    return d ? lang_dir_table_find(d, name) : -1;
}

const char *%(prefix)s_dir_removed(sl_ref ref, const char *type, const char *name) {
    for (size_t k = 0; k < SL_ARRAY_LEN(REMOVED); k++)
        if (REMOVED[k].ref == ref && !strcmp(REMOVED[k].type, type) && !strcmp(REMOVED[k].name, name))
            return REMOVED[k].message;
    return NULL;
}"""


def index_lines(fname, header, prefix, tags, common, refs, tabs, whole=True):
    """the index file: each profile's table of each type, the removed names, the lookups
    (whole: with the file's head and includes; else the part that follows the tables)"""
    idx = []
    if whole:
        idx = head(fname, ["The index: each profile's table of each type (%s), and the lookups."
                           % "; ".join("%s = %s" % (r, VERSIONS[r]) for r in refs)])
        idx += ['#include "%s"' % header, ""]
    idx += ["#include <string.h>", ""]
    idx.append("#define N_TYPES %d" % len(tags))
    for ref in refs:
        idx.append("static const lang_dir_table *const DIRS_%s[N_TYPES] = {" % ref)
        idx += ["    &%s," % var(tag, None if tag in common else ref) for tag in tags]
        idx += ["};", ""]
    idx.append("static const lang_dir_table *const *const BY_REF[SL_REF_COUNT] = {")
    idx += ["    [%s] = DIRS_%s," % (C_REF[r], r) for r in refs]
    idx += ["};", ""]
    idx.append("static const struct { sl_ref ref; const char *type, *name, *message; } REMOVED[] = {")
    removed = [(r, tag, n, m) for r in refs for tag in tags for k, n, m in tabs[r][tag] if k == "r"]
    idx += ["    {%s, %s, %s, %s}," % (C_REF[r], c_str(tag), c_str(n), c_str(m)) for r, tag, n, m in removed]
    if not removed:
        idx.append("    {SL_REF_COUNT, \"\", \"\", NULL},")
    idx += ["};"]
    idx += (LOOKUP_C % {"prefix": prefix}).split("\n")
    return idx


def write_all():
    refprofile.ensure_debian12_driver()
    refs = list(refprofile.PROFILES)
    tabs = {ref: profile_tables(ref) for ref in refs}
    files = {}
    # the Python core: Python's own types, the same under every profile (one python3)
    core = [tag for tag in TAGS if tag not in LAYER_TAGS]
    for tag in core:
        if any(tabs[r][tag] != tabs[refs[0]][tag] for r in refs):
            sys.exit("%s: the profiles list different names; the core's tables are one per type" % tag)
    hdr = "lang/python/py_dir_names.h"
    lines = table_file("py_dir_names.c", ["Python's own types (%s), as both profiles' python3 (3.11) lists them,"
                                          " and their lookups." % ", ".join(core)],
                       [(tag, None, tabs[refs[0]][tag]) for tag in core], hdr)
    lines += index_lines("py_dir_names.c", hdr, "lang", core, core, refs, tabs, whole=False)
    files["python/py_dir_names.c"] = lines
    files["python/py_dir_names.h"] = (
        head("py_dir_names.h", ["The lookups of the Python core's dir() tables (py_dir_names.c)."])
        + (HEADER_H % {"guard": "SL_LANG_PY_DIR_NAMES_H", "prefix": "lang",
                       "types": ", ".join('"%s"' % t for t in core)}).split("\n") + ["#endif"])
    # the object layers: ndarray, Tensor, Size (each profile's libraries)
    common = [tag for tag in LAYER_TAGS if all(tabs[r][tag] == tabs[refs[0]][tag] for r in refs)]
    own = [tag for tag in LAYER_TAGS if tag not in common]
    hdr = "lang/arrays/arr_dir_names.h"
    for ref in refs:
        fname = "arr_dir_names_%s.c" % ref
        files["arrays/" + fname] = table_file(
            fname, ["The %s profile's tables (%s): %s." % (ref, VERSIONS[ref], ", ".join(own))],
            [(tag, ref, tabs[ref][tag]) for tag in own], hdr)
    if common:
        files["arrays/arr_dir_names_common.c"] = table_file(
            "arr_dir_names_common.c", ["The tables every profile lists identically (%s)." % ", ".join(common)],
            [(tag, None, tabs[refs[0]][tag]) for tag in common], hdr)
    decl = ["extern const lang_dir_table %s;" % var(tag, None) for tag in common]
    for ref in refs:
        decl += ["extern const lang_dir_table %s;" % var(tag, ref) for tag in own]
    files["arrays/arr_dir_names.h"] = (
        head("arr_dir_names.h", ["The object layers' dir() tables: their lookups (arr_dir_names.c), the tables."])
        + (HEADER_H % {"guard": "SL_LANG_ARR_DIR_NAMES_H", "prefix": "arr",
                       "types": ", ".join('"%s"' % t for t in LAYER_TAGS)}).split("\n")
        + ["/* the tables (arr_dir_names_*.c) */"] + decl + ["", "#endif"])
    files["arrays/arr_dir_names.c"] = index_lines("arr_dir_names.c", hdr, "arr", list(LAYER_TAGS), common, refs, tabs)
    for fname, lines in sorted(files.items()):
        if len(lines) > MAX_LINES:
            sys.exit("%s: %d lines, more than %d: split the tables differently" % (fname, len(lines), MAX_LINES))
        with open(os.path.join(SRC, fname), "w") as f:
            f.write("\n".join(lines) + "\n")
        sys.stderr.write("wrote %s (%d lines)\n" % (os.path.join("src/lang", fname), len(lines)))


def main():
    args = sys.argv[1:]
    if args == ["--write"]:
        write_all()
        return
    ref = refprofile.DEFAULT
    if args[:1] == ["--ref"] and len(args) == 2 and args[1] in refprofile.PROFILES:
        ref = args[1]
    elif args:
        sys.exit("usage: gen_dir_names.py --write | gen_dir_names.py [--ref lessons|debian12]")
    refprofile.ensure_debian12_driver()
    tabs = profile_tables(ref)
    out = ["/* dir() of the types the snippet language models under the %s profile (%s, python3):" % (ref, VERSIONS[ref]),
           " * scripts/gen_dir_names.py --ref %s.  --write puts every profile's into src/lang/. */" % ref, ""]
    for tag in TAGS:
        out += array_lines(tag, tabs[tag])
    print("\n".join(out))


if __name__ == "__main__":
    main()
