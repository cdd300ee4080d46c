"""The documentation site builds and says what the package is: Sphinx
builds ``docs/`` with warnings as errors, its inventory (``objects.inv``)
holds every public name of ``fastcheck`` and of the grading kit, its
command-line reference every option of every command's parser, and the
doctest builder runs the examples of the docstrings the API reference
shows (the pages' own examples run in tests/test_readme.py).

The site needs the ``docs`` extra (Sphinx, MyST, the theme): without it
these tests are skipped.  Intersphinx stays off here (no network; see
docs/conf.py), so the builds fetch nothing."""
from __future__ import annotations

import argparse
import html
import importlib
import inspect
import os
import pathlib
import re
import subprocess
import sys
import zlib

import pytest

import fastcheck
import fastcheck.kit
from fastcheck.cli import build_parser

ROOT = pathlib.Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"


def _needs_the_docs_extra():
    assert (DOCS / "conf.py").is_file(), "no docs/conf.py next to the tests"
    for module in ("sphinx", "myst_parser", "furo"):
        pytest.importorskip(module, reason=f"{module} is not installed (pip install '.[docs]')")


def sphinx_build(builder: str, out: pathlib.Path) -> subprocess.CompletedProcess:
    """``sphinx-build -W --keep-going -b BUILDER docs OUT`` with this interpreter, intersphinx off."""
    env = {k: v for k, v in os.environ.items() if k not in ("READTHEDOCS", "FASTCHECK_DOCS_INTERSPHINX")}
    return subprocess.run([sys.executable, "-m", "sphinx", "-W", "--keep-going", "-q", "-b", builder,
                           "-d", str(out / ".doctrees"), str(DOCS), str(out)],
                          capture_output=True, text=True, env=env, timeout=600)


def test_the_site_builds_without_warnings(site):
    for page in ("index", "guides/getting-started", "guides/grading", "guides/setting-a-problem",
                 "guides/positions", "guides/benchmarks", "reference/formats-and-rules", "reference/cli",
                 "reference/api", "explanation/how-it-works"):
        assert (site / f"{page}.html").is_file(), page


def inventory(path: pathlib.Path) -> dict:
    """``{name: role}`` of a Sphinx ``objects.inv`` (version 2: four header
    lines, then zlib-compressed ``name domain:role priority uri dispname`` lines)."""
    data = path.read_bytes()
    header = data.split(b"\n", 4)
    assert header[0] == b"# Sphinx inventory version 2", header[0]
    names = {}
    for line in zlib.decompress(header[4]).decode("utf-8").splitlines():
        m = re.match(r"(.+?)\s+(\S+:\S+)\s+(-?\d+)\s+(\S*)\s+(.*)$", line)
        if m:
            names[m.group(1)] = m.group(2)
    return names


def kit_public_names():
    """``fastcheck.kit.MODULE.NAME`` of every public function and class of the
    kit's modules, as the public list (docs/_ext/fastcheck_api.py) names them."""
    sys.path.insert(0, str(DOCS / "_ext"))
    from fastcheck_api import PUBLIC, public_names

    out = []
    for module_name in (m for m in PUBLIC if m.startswith("fastcheck.kit.")):
        module = importlib.import_module(module_name)
        for name in public_names(module_name):
            value = getattr(module, name)
            if inspect.isfunction(value) or inspect.isclass(value):
                out.append(f"{module.__name__}.{name}")
    return out


def test_the_inventory_holds_every_public_name(site):
    names = inventory(site / "objects.inv")
    missing = [f"fastcheck.{n}" for n in fastcheck.__all__ if f"fastcheck.{n}" not in names]
    assert not missing, "not in the API reference: " + ", ".join(missing)
    kit = kit_public_names()
    assert "fastcheck.kit.judge.judge" in kit and "fastcheck.kit.stress.stress" in kit
    missing = [n for n in kit if n not in names]
    assert not missing, "not in the API reference: " + ", ".join(missing)
    assert names["fastcheck.solve"] == "py:function" and names["fastcheck.Position"] == "py:class"


def test_the_inventory_holds_every_public_member_of_the_classes(site):
    """``Position``'s, ``OstapGame``'s, ``MoveRuns``' ... methods and properties, each one."""
    names = inventory(site / "objects.inv")
    members = [f"fastcheck.{cls}.{member}" for cls in fastcheck.__all__ if inspect.isclass(getattr(fastcheck, cls))
               for member in vars(getattr(fastcheck, cls)) if not member.startswith("_")]
    assert "fastcheck.Position.move_runs" in members and "fastcheck.OstapGame.play" in members
    missing = [m for m in members if m not in names]
    assert not missing, "not in the API reference: " + ", ".join(missing)


def option_strings(parser: argparse.ArgumentParser, prog: str = "fastcheck"):
    """``(command line, option string)`` of every option of ``parser`` and of its subcommands' parsers."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield from option_strings(sub, f"{prog} {name}")
        else:
            for option in action.option_strings:
                yield prog, option


def test_the_command_line_reference_has_every_option_of_every_command(site):
    page = html.unescape(re.sub(r"<[^>]+>", "", (site / "reference" / "cli.html").read_text(encoding="utf-8")))
    options = list(option_strings(build_parser()))
    commands = {prog for prog, _ in options}
    assert {"fastcheck solve", "fastcheck judge", "fastcheck package kattis", "fastcheck stress"} <= commands
    for prog in commands:
        assert f"usage: {prog}" in page, f"no section for {prog}"
    missing = [f"{prog} {option}" for prog, option in options
               if not re.search(rf"(?<![\w-]){re.escape(option)}(?![\w-])", page)]
    assert not missing, "not in the command-line reference: " + ", ".join(missing)


def test_the_docstring_examples_the_reference_shows_run(tmp_path):
    _needs_the_docs_extra()
    proc = sphinx_build("doctest", tmp_path)
    report = (tmp_path / "output.txt").read_text(encoding="utf-8") if (tmp_path / "output.txt").is_file() else ""
    assert proc.returncode == 0, f"{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}\n{report[-3000:]}"
    tried = re.search(r"(\d+) tests\n\s+0 failures in tests", report)
    assert tried and int(tried.group(1)) > 0, report


def test_the_package_command_summary_names_every_package_format():
    """The one-line help of ``fastcheck package`` (in ``fastcheck --help`` and
    the reference) names each kind of package it writes, not only Kattis's."""
    from fastcheck.cli import COMMANDS

    package = build_parser("package").commands["package"]
    targets = next(a for a in package._actions if isinstance(a, argparse._SubParsersAction)).choices
    summary = COMMANDS["package"][1]
    missing = [t for t in targets if t != "languages-yaml" and t not in summary]
    assert not missing, f"{summary!r} leaves out {missing}"


def test_every_public_name_the_reference_shows_says_what_it_is():
    """Each function, class, method and property of ``fastcheck.__all__`` has a
    docstring (the API reference shows it; autodoc leaves a bare signature
    otherwise)."""
    bare = []
    for name in fastcheck.__all__:
        value = getattr(fastcheck, name)
        if inspect.isclass(value):
            if not inspect.getdoc(value):
                bare.append(name)
            for member, attr in vars(value).items():
                func = attr.fget if isinstance(attr, property) else getattr(attr, "__func__", attr)
                if not member.startswith("_") and callable(func) and not func.__doc__:
                    bare.append(f"{name}.{member}")
        elif inspect.isfunction(value) and not value.__doc__:
            bare.append(name)
    assert not bare, "no docstring: " + ", ".join(bare)
