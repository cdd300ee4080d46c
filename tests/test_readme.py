"""The README's and the documentation site's examples stay true: every
Python block of ``README.md`` and of ``docs/**/*.md`` runs (as a doctest
when it has ``>>>`` prompts, outputs compared; as a script otherwise) and
every shell block's commands run and succeed, except the few on SKIP (slow,
or installing, or writing outside the test's folder).  New blocks are
picked up by their fence: ```python / ```pycon, and ```sh / ```bash /
```shell / ```console; an untagged block is a synopsis, not run, and a
MyST directive (```{toctree}, ```{eval-rst}) is Sphinx's (tests/test_docs.py
builds the site and runs the docstrings' examples it shows).

Shell commands run in a fresh folder holding a link to the checkout's
``tests`` (so ``tests/data/...`` paths work), with ``.venv/bin/`` replaced
by this interpreter's scripts folder and that folder first on ``PATH``
(what an activated environment does), so ``fastcheck`` and ``python`` are
this installation's.  The examples write into a scratch folder,
``$SCRATCH``, which the pages make with ``mktemp -d`` and the test gives
each block as a temporary folder of its own; anything else they write
(into the folder they run in, as they would into the checkout) fails the
test.  The README stays a landing page: at most :data:`README_MAX_LINES`
lines, its Quick start two one-line shell blocks (``.ci/run`` runs them as
written)."""
import doctest
import os
import pathlib
import re
import shutil
import subprocess
import sys
import sysconfig

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
DOCS = ROOT / "docs"
#: the pages whose examples run: the README and the site's Markdown pages (not a build's output)
PAGES = [README] + sorted(p for p in DOCS.rglob("*.md") if "_build" not in p.relative_to(DOCS).parts)
#: the README is a landing page; the rest of the documentation is the site's
README_MAX_LINES = 200

PYTHON_TAGS = ("python", "pycon", "py")
SHELL_TAGS = ("sh", "bash", "shell", "console")
#: shell commands not run, by a piece of their text, and why
SKIP = {
    "python3 -m venv": "builds the environment (the Quick start: .ci/run runs it as written)",
    "pip install": "installs packages (network, minutes)",
    "-m pytest": "the test suite itself",
    "-m bench": "the benchmark (minutes)",
    "verifyproblem": "problemtools, when installed: tests/test_package.py runs it",
    "XDG_CONFIG_HOME": "writes the user's problemtools or BAPCtools configuration",
    "SCRATCH=$(mktemp -d)": "makes the scratch folder: the test gives each block its own ($SCRATCH)",
    ".venv/bin/bt ": "BAPCtools, when installed: tests/test_package_icpc.py runs it",
}
#: the variable naming the scratch folder the examples write into
SCRATCH = "SCRATCH"


def page_name(path):
    """``path`` as the checkout names it (``README.md``, ``docs/guides/grading.md``)."""
    return path.relative_to(ROOT).as_posix()


def page_blocks(path):
    """``(page, section, tag, text, line)`` of every fenced block of one page;
    a MyST directive's fence (```{name}) has the tag ``{name}``."""
    out = []
    section = "top"
    lines = path.read_text(encoding="utf-8").split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("#"):
            section = line.lstrip("#").strip()
        m = re.fullmatch(r"```(\w*|\{[\w-]+\})(?:\s.*)?", line)
        if m:
            start = i + 1
            i += 1
            while not lines[i].startswith("```"):
                i += 1
            out.append((page_name(path), section, m.group(1).lower(), "\n".join(lines[start:i]) + "\n", start + 1))
        i += 1
    return out


def blocks():
    """Every fenced block of the README and of the site's pages."""
    return [b for page in PAGES for b in page_blocks(page)]


def _id(block):
    page, section, tag, _, line = block
    name = re.sub(r"[^a-z0-9]+", "-", f"{page.rsplit('.', 1)[0]}-{section}".lower()).strip("-")
    return f"{name}-line{line}"


PYTHON_BLOCKS = [b for b in blocks() if b[2] in PYTHON_TAGS]
SHELL_BLOCKS = [b for b in blocks() if b[2] in SHELL_TAGS]


def test_the_pages_have_examples_of_both_kinds():
    assert {page_name(p) for p in PAGES} >= {"README.md", "docs/index.md", "docs/guides/getting-started.md"}
    readme = page_blocks(README)
    assert any(b[2] in PYTHON_TAGS for b in readme) and any(b[2] in SHELL_TAGS for b in readme)
    assert len(PYTHON_BLOCKS) >= 8 and len(SHELL_BLOCKS) >= 8
    assert all(b[2] in PYTHON_TAGS + SHELL_TAGS + ("",) or b[2].startswith("{") for b in blocks()), \
        "a block with a new language tag: run it here or leave it untagged"


def test_the_readme_is_a_landing_page():
    """At most README_MAX_LINES lines, and its Quick start two one-line shell
    blocks, which .ci/run reads from there and runs as written."""
    text = README.read_text(encoding="utf-8")
    assert len(text.splitlines()) <= README_MAX_LINES
    quick = [b for b in page_blocks(README) if b[1] == "Quick start"]
    assert [b[2] for b in quick] == ["sh", "sh"] and all(b[3].count("\n") == 1 for b in quick), quick
    for page in ("docs/guides/getting-started.md", "docs/reference/api.md", "docs/reference/cli.md"):
        assert f"]({page})" in text, f"the README links to {page}"


@pytest.mark.parametrize("block", PYTHON_BLOCKS, ids=[_id(b) for b in PYTHON_BLOCKS])
def test_python_example(block, monkeypatch):
    page, section, _, text, line = block
    monkeypatch.chdir(ROOT)
    if ">>>" not in text:
        exec(compile(text, f"{page}:{line}", "exec"), {"__name__": "__readme__"})
        return
    test = doctest.DocTestParser().get_doctest(text, {"__name__": "__readme__"}, f"{page}, {section}",
                                               str(ROOT / page), line - 1)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    report = []
    runner.run(test, out=report.append)
    assert runner.failures == 0, "".join(report)
    assert runner.tries > 0


def commands(text):
    """The commands of a shell block: ``\\`` continuations joined, comments
    and ``$ `` prompts taken off, output lines of a console block left out,
    and each ``&&`` chain cut into its commands (so that the quick ones of a
    chain run when another one is on SKIP)."""
    out, pending, console = [], "", text.lstrip().startswith("$ ")
    for raw in text.split("\n"):
        line = raw.rstrip()
        if console and not pending:
            if not line.startswith("$ "):
                continue
            line = line[2:]
        if line.endswith("\\"):
            pending += line[:-1] + " "
            continue
        line = pending + line
        pending = ""
        if line.strip() and not line.lstrip().startswith("#"):
            out.extend(part.strip() for part in line.split(" && "))
    return out


def scripts_dir():
    where = pathlib.Path(sysconfig.get_path("scripts"))
    if (where / ("fastcheck.exe" if os.name == "nt" else "fastcheck")).exists():
        return where
    return pathlib.Path(sys.executable).parent


@pytest.mark.parametrize("block", SHELL_BLOCKS, ids=[_id(b) for b in SHELL_BLOCKS])
def test_shell_example(block, tmp_path):
    if os.name == "nt":
        pytest.skip("the pages' shell examples are POSIX shell")
    bash = shutil.which("bash")
    if bash is None:
        pytest.skip("no bash")
    scripts = scripts_dir()
    if shutil.which("fastcheck", path=str(scripts)) is None:
        pytest.skip(f"no fastcheck command next to this interpreter ({scripts}): fastcheck is not installed")
    page, section, _, text, line = block
    todo = [c for c in commands(text) if not any(k in c for k in SKIP)]
    if not todo:
        pytest.skip("every command is on SKIP: " + "; ".join(sorted({v for k, v in SKIP.items() if k in text})))
    (tmp_path / "tests").symlink_to(ROOT / "tests", target_is_directory=True)
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    env = dict(os.environ, PATH=str(scripts) + os.pathsep + os.environ.get("PATH", ""), **{SCRATCH: str(scratch)})
    env.pop("VIRTUAL_ENV", None)
    for cmd in todo:
        run = cmd.replace(".venv/bin/", str(scripts) + "/")
        proc = subprocess.run([bash, "-c", "set -eo pipefail; " + run], cwd=tmp_path, env=env,
                              capture_output=True, text=True, timeout=300)
        assert proc.returncode == 0, (f"{page} line {line} ({section}): {cmd}\n"
                                      f"exit {proc.returncode}\n{proc.stdout[-2000:]}\n{proc.stderr[-2000:]}")
        written = sorted(set(os.listdir(tmp_path)) - {"tests", "scratch"})
        assert not written, (f"{page} line {line} ({section}): {cmd}\nwrites {written} where it runs (the "
                             f"checkout, for a reader), not into ${SCRATCH}")


def test_the_skip_list_is_small_and_used():
    """Each entry of SKIP still matches a command (a stale one is removed), and
    most commands run."""
    every = [c for b in SHELL_BLOCKS for c in commands(b[3])]
    used = {k for c in every for k in SKIP if k in c}
    assert used == set(SKIP), set(SKIP) - used
    assert sum(not any(k in c for k in SKIP) for c in every) >= 3


def test_the_fairy_walkthrough_shows_the_variant_file_its_blocks_use():
    """The setting-a-problem guide's fairy-piece walk-through shows the variant file whose copy its
    commands run with: the text shown is the file's."""
    page = [b for b in page_blocks(DOCS / "guides" / "setting-a-problem.md") if b[1] == "The variant file"]
    shown = [b[3] for b in page if b[2] == ""]
    assert shown == [(ROOT / "tests" / "data" / "variants" / "camel-nightrider-amazon.toml").read_text()]
    runs = [b[3] for b in page_blocks(DOCS / "guides" / "setting-a-problem.md") if b[2] in SHELL_TAGS
            and "fairy.toml" in b[3]]
    assert len(runs) == 3 and all("cp tests/data/variants/camel-nightrider-amazon.toml" in r for r in runs)
