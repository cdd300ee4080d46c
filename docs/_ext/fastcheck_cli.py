"""The ``fastcheck-cli`` directive: the command-line reference, generated from
the real argparse parsers (:func:`fastcheck.cli.build_parser`) so that it
cannot drift from them.

One section per command (and per subcommand, as ``fastcheck package
kattis``), each with the command's one-line help and the ``--help`` text
argparse prints for it, at a fixed width so that the page does not depend
on the terminal of whoever builds it."""
from __future__ import annotations

import argparse
import os
from typing import Iterator, List, Tuple

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

#: the width argparse wraps the help text to on the page
COLUMNS = 100


def walk(parser: argparse.ArgumentParser, prog: str) -> Iterator[Tuple[str, str, argparse.ArgumentParser]]:
    """``(command line, one-line help, parser)`` of ``parser``'s commands and
    their subcommands, depth first, in ``--help``'s order."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            helps = {choice.dest: choice.help or "" for choice in action._choices_actions}
            for name, sub in action.choices.items():
                yield f"{prog} {name}", helps.get(name, ""), sub
                yield from walk(sub, f"{prog} {name}")


def help_text(parser: argparse.ArgumentParser) -> str:
    """``parser``'s ``--help`` text, wrapped at :data:`COLUMNS`."""
    before = os.environ.get("COLUMNS")
    os.environ["COLUMNS"] = str(COLUMNS)
    try:
        return parser.format_help()
    finally:
        if before is None:
            del os.environ["COLUMNS"]
        else:
            os.environ["COLUMNS"] = before


class CommandLine(SphinxDirective):
    """The sections of every ``fastcheck`` command, from its parser."""

    has_content = False

    def section(self, title: str, summary: str, parser: argparse.ArgumentParser) -> nodes.section:
        ident = nodes.make_id(title)
        section = nodes.section(ids=[ident], names=[nodes.fully_normalize_name(title)])
        section += nodes.title(text=title)
        if summary:
            section += nodes.paragraph(text=summary[:1].upper() + summary[1:] + ".")
        text = help_text(parser)
        block = nodes.literal_block(text, text)
        block["language"] = "text"
        section += block
        self.state.document.note_implicit_target(section, section)
        return section

    def run(self) -> List[nodes.Node]:
        from fastcheck.cli import build_parser

        top = build_parser()
        out = [self.section("fastcheck", "", top)]
        sections = {"fastcheck": out[0]}
        for prog, summary, parser in walk(top, "fastcheck"):
            node = self.section(prog, summary, parser)
            parent = prog.rsplit(" ", 1)[0]
            if parent == "fastcheck":
                out.append(node)
            else:
                sections[parent] += node
            sections[prog] = node
        return out


def setup(app: Sphinx) -> dict:
    app.add_directive("fastcheck-cli", CommandLine)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
