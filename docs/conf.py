"""Sphinx configuration of fastcheck's documentation site.

Built with ``sphinx-build -W --keep-going -b html docs OUT`` after
``pip install ".[docs]"`` (the pages document the installed package: autodoc
imports it, and the command-line reference is generated from its parsers).

Intersphinx links to Python's and python-chess's documentation need their
``objects.inv``, which is fetched over the network. Read the Docs has the
network and sets ``READTHEDOCS``; elsewhere set ``FASTCHECK_DOCS_INTERSPHINX=1``
to link them. Without either, no inventory is fetched (a build without the
network stays free of warnings) and those names are shown as plain text.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "_ext"))

from fastcheck import __version__  # noqa: E402

project = "fastcheck"
author = "fastcheck developers"
copyright = "fastcheck developers"
release = __version__
version = ".".join(__version__.split(".")[:2])

extensions = [
    "myst_parser",
    "sphinx.ext.autodoc",
    "sphinx.ext.napoleon",
    "sphinx.ext.intersphinx",
    "sphinx.ext.doctest",
    "fastcheck_cli",
    "fastcheck_api",
    "fastcheck_links",
]

source_suffix = {".md": "markdown"}
root_doc = "index"
exclude_patterns = ["_build", "Thumbs.db", ".DS_Store"]
# untagged code blocks are synopses and sessions, not Python
highlight_language = "text"

myst_enable_extensions = ["colon_fence"]
myst_heading_anchors = 3

autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_default_options = {"show-inheritance": True}

ONLINE = bool(os.environ.get("READTHEDOCS") or os.environ.get("FASTCHECK_DOCS_INTERSPHINX"))
intersphinx_mapping = {
    "python": ("https://docs.python.org/3", None),
    "chess": ("https://python-chess.readthedocs.io/en/latest/", None),
} if ONLINE else {}

html_theme = "furo"
html_title = f"fastcheck {release}"
