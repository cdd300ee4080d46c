"""Every dotted name the README and the documentation site's pages mention (``fastcheck.kit.judge.judge``,
``fastcheck.errors.ERROR_KINDS``, ...) works after a plain ``import
fastcheck``: modules the package does not import at start-up (the grading
kit, the command line) are loaded on first access (PEP 562).

Checked in a fresh interpreter: in this one, other tests have imported
fastcheck.kit already, which would hide a missing attribute.
"""
import os
import pathlib
import re
import subprocess
import sys

import pytest

import fastcheck

ROOT = pathlib.Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
#: the pages that name the API: the README and the site's Markdown pages
PAGES = [README] + sorted((ROOT / "docs").glob("**/*.md"))

#: resolves each dotted name from a plain `import fastcheck`, one attribute at a time
PROBE = """\
import sys
import fastcheck
for dotted in sys.argv[1:]:
    obj = fastcheck
    for part in dotted.split(".")[1:]:
        try:
            obj = getattr(obj, part)
        except AttributeError:
            print(dotted)
            break
"""


def readme_names():
    if not README.is_file():
        pytest.skip("no README.md next to the tests")
    text = "\n".join(page.read_text(encoding="utf-8") for page in PAGES if "_build" not in page.parts)
    names = {m.rstrip(".") for m in re.findall(r"\bfastcheck\.[\w.]+", text)}
    return sorted(names)


def test_the_readme_names_some_api():
    names = readme_names()
    assert "fastcheck.kit.judge.judge" in names and "fastcheck.solve" in names


def test_every_name_in_the_readme_resolves_after_a_plain_import():
    env = dict(os.environ)
    where = str(pathlib.Path(fastcheck.__file__).resolve().parents[1])
    env["PYTHONPATH"] = where + os.pathsep + env.get("PYTHONPATH", "")
    proc = subprocess.run([sys.executable, "-c", PROBE, *readme_names()], capture_output=True, text=True,
                          env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr
    missing = proc.stdout.split()
    assert not missing, "named in the README or docs/ but not reachable from `import fastcheck`: " + ", ".join(missing)
