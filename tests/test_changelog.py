"""The changelog, ``docs/changelog.md``, is there and current: Keep a
Changelog's layout (a ``## [VERSION]`` section per version, newest first,
with ``### Added`` / ``Changed`` / ``Fixed`` ... lists), its top section is
``fastcheck.__version__``, and the README and the site's index link it."""
from __future__ import annotations

import pathlib
import re

import fastcheck

ROOT = pathlib.Path(__file__).resolve().parents[1]
CHANGELOG = ROOT / "docs" / "changelog.md"
#: the kinds of change Keep a Changelog names
KINDS = ("Added", "Changed", "Deprecated", "Removed", "Fixed", "Security")


def versions():
    """The versions of the changelog's ``## [VERSION]`` headings, top first."""
    return re.findall(r"^## \[([^\]]+)\]", CHANGELOG.read_text(encoding="utf-8"), flags=re.M)


def test_the_changelog_s_top_version_is_the_package_s():
    assert CHANGELOG.is_file(), "no docs/changelog.md"
    found = versions()
    assert found, "docs/changelog.md has no '## [VERSION]' section"
    assert found[0] == fastcheck.__version__, (
        f"the changelog's top section is {found[0]}, fastcheck.__version__ is {fastcheck.__version__}")


def test_the_changelog_follows_keep_a_changelog():
    text = CHANGELOG.read_text(encoding="utf-8")
    assert text.startswith("# Changelog\n")
    assert "Unreleased" not in versions(), "the top section is the current version, not 'Unreleased'"
    kinds = re.findall(r"^### (.+)$", text, flags=re.M)
    assert kinds and all(kind in KINDS for kind in kinds), kinds
    # each version appears once, each section has at least one entry
    assert len(set(versions())) == len(versions())
    for section in re.split(r"^## ", text, flags=re.M)[1:]:
        assert re.search(r"^- ", section, flags=re.M), f"an empty section: {section.splitlines()[0]}"


def test_the_readme_and_the_site_link_the_changelog():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "](docs/changelog.md)" in readme
    index = (ROOT / "docs" / "index.md").read_text(encoding="utf-8")
    trees = re.findall(r"```\{toctree\}\n(.*?)```", index, flags=re.S)
    assert any(re.search(r"^changelog$", tree, flags=re.M) for tree in trees), "changelog not in a toctree"
    assert "](changelog.md)" in index
