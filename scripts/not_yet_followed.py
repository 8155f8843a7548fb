#!/usr/bin/python3
"""not_yet_followed.py — writes a corpus folder's lessons/not_yet_followed.txt.

Under the `lessons` profile (torch 2.2.2 / numpy 2.2.6) the engine does not yet reproduce
every behaviour in which the two references differ (issue 16).  The replays of the
lessons/ folders let exactly the cases listed in not_yet_followed.txt differ and fail when a
listed case starts to match, so the list only shrinks.  This script writes the list from
the names a replay reports as differing (its *_LIST environment variable), each with the
kinds of difference docs/reference-differences.md gives it (scripts/ref_differences.py):

  STRIDELAB_SNIPPET_LIST=/tmp/d.txt build/tests/test_snippet_corpus
  /usr/bin/python3 scripts/not_yet_followed.py "snippet corpus" /tmp/d.txt \\
      > tests/snippet_corpus/lessons/not_yet_followed.txt

A case that differs in the replay but not between the two recordings (the engine is wrong
under lessons where both references agree) is not listed: the script fails instead.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import ref_differences  # noqa: E402


def main(argv):
    if len(argv) != 3:
        sys.exit(__doc__)
    title, list_path = argv[1], argv[2]
    kinds = {}
    for t, _unit, _folder, fn, _n, diffs, _bad, _left, _envs in ref_differences.collect():
        if t != title:
            continue
        for d in diffs:
            k = ref_differences.classify(d)
            kinds[d.name] = k
            # a chain is listed as FILE TAB ORIGIN TAB EXPR (docs.tsv origins repeat: name#n)
            kinds["%s\t%s\t%s" % (fn, d.name.split("#")[0], d.a.src)] = k
            kinds["%s\t%s" % (fn, d.name)] = k  # a language case: FILE TAB CASE
    with open(list_path) as f:
        names = [ln.rstrip("\n") for ln in f if ln.strip()]
    out = ["# The %s cases whose torch 2.2.2 / numpy 2.2.6 answer (this folder) the engine does" % title,
           "# not reproduce yet under the lessons profile: each is a case where the two",
           "# references differ and the engine still gives the debian12 answer.  Written by",
           "# scripts/not_yet_followed.py from a replay's list of differing cases; the kinds",
           "# are docs/reference-differences.md's.  The replay fails when a listed case starts",
           "# to match: delete its line (the list only shrinks).",
           "# %d cases" % len(names)]
    unexplained = []
    for key in names:
        k = kinds.get(key)
        if k is None:
            unexplained.append(key)
            continue
        out.append("%s\t# %s" % (key, ", ".join(k)))
    if unexplained:
        sys.exit("not_yet_followed.py: %d differing cases are not differences between the references "
                 "(the engine is wrong there under both or only under lessons): %s" %
                 (len(unexplained), ", ".join(unexplained[:10])))
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main(sys.argv)
