"""The README's "From Python" example runs as shown: every ```pycon block of that section
is run with doctest (skipped where the environment lacks a module the block imports)."""
import doctest
import os
import re

import pytest

from conftest import ROOT


def blocks():
    text = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
    start = text.index("\n## From Python\n")
    end = text.find("\n## ", start + 5)
    section = text[start:end if end >= 0 else len(text)]
    found = re.findall(r"```pycon\n(.*?)```", section, re.S)
    assert found, "no ```pycon block in the README's From Python section"
    return found


@pytest.mark.parametrize("k", range(len(blocks())))
def test_readme_block(k):
    src = blocks()[k]
    for mod in re.findall(r"^>>> import (.+)$", src, re.M):
        for m in mod.split(","):
            pytest.importorskip(m.strip().split(" as ")[0])
    parser = doctest.DocTestParser()
    test = parser.get_doctest(src, {}, f"README.md block {k}", "README.md", 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    out = []
    runner.run(test, out=out.append)
    assert runner.failures == 0, "".join(out)
    assert runner.tries >= 3
