"""Inline code that names a public object or a command becomes a link to its
reference entry, so that the guides link into the reference as they are
written (and edited), with no role to remember.

- ``fastcheck.solve()``, ``fastcheck.kit.judge.judge``, ``Position.legal_moves()``,
  ``solve()``, ``OstapGame``: the API entry of the object the span names.
  The span names it by its full name, or by its last parts when one public
  object alone ends so (``pos.fen()``, a variable's method, too).  A bare
  lowercase name links only when it is called (``solve()``, not ``solve``,
  which may be the command); a bare capitalised name only when it is a class.
- ``fastcheck judge --batch``, ``fastcheck package kattis``, ``judge --batch``:
  the command's section of the command-line reference.
- ``--jobs N``, ``-t T``: the section of the one command that has the option;
  of an option several commands share, the command the page's section last
  named, or else the commands' common parent (``fastcheck package``).

A span that begins with ``fastcheck.`` but names no documented object is a
warning (the build runs with ``-W``), except on the explanation pages, which
name internals on purpose.
"""
from __future__ import annotations

import re
from typing import Dict, List, Optional, Set, Tuple

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.transforms.post_transforms import SphinxPostTransform
from sphinx.util import logging
from sphinx.util.nodes import make_refnode

logger = logging.getLogger(__name__)

#: the page of the command-line reference
CLI_PAGE = "reference/cli"
#: pages whose spans are not linked (the API reference itself) or may name internals
NOT_LINKED = ("reference/api",)
INTERNALS_NAMED = ("explanation/",)

CALL = re.compile(r"^([A-Za-z_][\w.]*)\((.*)\)$")
DOTTED = re.compile(r"^[A-Za-z_][\w]*(\.[A-Za-z_]\w*)*$")
OPTION = re.compile(r"^(-{1,2}[A-Za-z][\w-]*)(?:[ =].*)?$")


def commands() -> Tuple[Dict[str, Set[str]], Set[str]]:
    """``({option: the commands that take it}, {command lines})`` of the real parsers."""
    from fastcheck_cli import walk

    from fastcheck.cli import build_parser

    options: Dict[str, Set[str]] = {}
    progs = {"fastcheck"}
    for prog, _, parser in walk(build_parser(), "fastcheck"):
        progs.add(prog)
        for action in parser._actions:
            for option in action.option_strings:
                if option not in ("-h", "--help"):
                    options.setdefault(option, set()).add(prog)
    return options, progs


def uncalled(text: str) -> str:
    """``fastcheck.solve`` of ``fastcheck.solve(text, lang="en")``; another text as it is."""
    called = CALL.match(text)
    return called.group(1) if called else text


def command_of(text: str, progs: Set[str]) -> Optional[str]:
    """The longest command line ``text`` starts with (``fastcheck`` optional)."""
    words = text.split()
    if not words:
        return None
    if words[0] != "fastcheck":
        words = ["fastcheck"] + words
    best = None
    for k in range(2, len(words) + 1):
        prog = " ".join(words[:k])
        if prog in progs:
            best = prog
    return best


class ApiIndex:
    """The documented Python objects, looked up by full name or by their last parts."""

    def __init__(self, objects: Dict[str, tuple]) -> None:
        self.objects = objects
        self.by_suffix: Dict[str, List[str]] = {}
        for full in objects:
            parts = full.split(".")
            for k in range(1, len(parts)):
                self.by_suffix.setdefault(".".join(parts[k:]), []).append(full)
        self.modules = {full.rsplit(".", 1)[-1] for full, entry in objects.items() if entry.objtype == "module"}

    def unique(self, suffix: str) -> Optional[str]:
        """The one object whose name ends with ``suffix`` (canonical entries first)."""
        found = [f for f in self.by_suffix.get(suffix, []) if not self.objects[f].aliased]
        return found[0] if len(found) == 1 else None

    def find(self, text: str) -> Optional[str]:
        """The full name of the object the span ``text`` names, if one is."""
        called = CALL.match(text)
        name = uncalled(text)
        if not DOTTED.match(name):
            return None
        if name in self.objects:
            return name if "." in name or self.objects[name].objtype != "module" else None
        parts = name.split(".")
        for k in range(len(parts) - 1, 0, -1):    # a re-exported class by its module's name
            entry = self.objects.get(".".join(parts[:k]))
            if entry is not None and entry.aliased:
                full = ".".join([entry.node_id] + parts[k:])
                if full in self.objects:
                    return full
        if "." not in name:
            if not called and not (name[:1].isupper() and any(c.islower() for c in name)):
                return None
            found = self.unique(name)
            if found and not called and self.objects[found].objtype not in ("class", "exception"):
                return None
            return found
        found = self.unique(name)
        if found is None:
            head, rest = name.split(".", 1)
            if head[:1].islower() and head not in self.modules and head != "fastcheck":
                found = self.unique(rest)      # a variable's method: pos.fen()
                if found and self.objects[found].objtype not in ("method", "property", "attribute"):
                    found = None
        return found


class LinkCodeSpans(SphinxPostTransform):
    """Wrap each inline code span that names an API object or a command in a link."""

    default_priority = 5   # before the unresolved references are given up

    def run(self, **kwargs) -> None:
        docname = self.env.docname
        if docname.startswith(NOT_LINKED):
            return
        domain = self.env.get_domain("py")
        index = ApiIndex(domain.objects)
        options, progs = commands()
        builder = self.app.builder
        section_command: Dict[int, str] = {}
        for node in list(self.document.findall(nodes.literal)):
            if isinstance(node.parent, (nodes.reference, nodes.literal_block)) or "xref" in node["classes"]:
                continue
            text = node.astext().strip()
            target = self.cli_target(node, text, options, progs, section_command)
            if target:
                ref = make_refnode(builder, docname, CLI_PAGE, nodes.make_id(target), node.deepcopy(), target)
                node.replace_self(ref)
                continue
            full = index.find(text)
            if full:
                entry = domain.objects[full]
                ref = make_refnode(builder, docname, entry.docname, entry.node_id, node.deepcopy(), full)
                node.replace_self(ref)
            elif text.startswith("fastcheck.") and not docname.startswith(INTERNALS_NAMED) \
                    and DOTTED.match(uncalled(text)):
                logger.warning("%r names no object of the API reference (docs/reference/api.md "
                               "lists the public names)", text, location=node)

    @staticmethod
    def cli_target(node: nodes.literal, text: str, options: Dict[str, Set[str]], progs: Set[str],
                   section_command: Dict[int, str]) -> Optional[str]:
        """The command whose section the span ``text`` links to, if it names a command or an option."""
        sections = [id(p) for p in _ancestors(node) if isinstance(p, nodes.section)]
        words = text.split()
        names = {p.split()[1] for p in progs if " " in p}
        if words and (words[0] == "fastcheck" or (words[0] in names and len(words) > 1)):
            prog = command_of(text, progs)
            if prog and prog != "fastcheck":
                if sections:
                    section_command[sections[0]] = prog
                return prog
            return None
        option = OPTION.match(text)
        if option and option.group(1) in options:
            having = options[option.group(1)]
            if len(having) == 1:
                return next(iter(having))
            named = next((section_command[k] for k in sections if k in section_command), None)
            if named in having:
                return named
            common = [words[0] for words in zip(*(p.split() for p in having)) if len(set(words)) == 1]
            return " ".join(common)       # the commands' common parent: fastcheck package
        return None


def _ancestors(node: nodes.Node):
    parent = node.parent
    while parent is not None:
        yield parent
        parent = parent.parent


def setup(app: Sphinx) -> dict:
    app.add_post_transform(LinkCodeSpans)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
