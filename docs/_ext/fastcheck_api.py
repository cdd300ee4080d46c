"""The public API, written down once, and the pages that show it.

:data:`PUBLIC` is the list of fastcheck's public names: the modules whose
names users import, each with the names it offers.  The API reference is
generated from it (a page says ``<!-- fastcheck-api: MODULE -->`` where a
module's entries go, and ``<!-- fastcheck-api: list -->`` where the list
goes), and the docs tests read it: the reference shows these names and no
other, and each of their parameters is described.

A name exported by ``fastcheck`` itself is documented there only, as
``fastcheck.NAME``; a module that also exports it does not list it again.
"""
from __future__ import annotations

import importlib
import inspect
from typing import TYPE_CHECKING, Dict, List, Sequence

if TYPE_CHECKING:   # the list is read by the tests without the docs extra too
    from sphinx.application import Sphinx

#: ``{module: its public names}``, in the reference's order; ``None`` means
#: the module's ``__all__``
PUBLIC: Dict[str, Sequence[str] | None] = {
    "fastcheck": None,
    "fastcheck.pieces": ["parse_side", "SideLike", "ARCHBISHOP", "CHANCELLOR", "AMAZON"],
    "fastcheck.counts": None,
    "fastcheck.variants": ["resolve_variant", "core_rows", "DEFAULT_ROWS"],
    "fastcheck.betza": None,
    "fastcheck.formats": ["FORMATS", "MAX_N"],
    "fastcheck.formats.fen": None,
    "fastcheck.svg": ["position_svg", "board_svg", "Panel", "ORIENTATIONS"],
    "fastcheck.geometry": ["window_around", "Window", "WHOLE_BOARD_MAX", "WINDOW"],
    "fastcheck.errors": ["ERROR_KINDS"],
    "fastcheck.codes": ["State", "MoveResult", "BatchError"],
    "fastcheck.kit": [],
    "fastcheck.kit.judge": ["judge", "judge_files", "JudgeResult", "OK", "WA", "PE", "FAIL",
                            "MAX_LINE", "MAX_EXTRA"],
    "fastcheck.kit.compare": ["TEMPLATES", "RESULT_WORDS", "EXIT"],
    "fastcheck.kit.validate": ["validate", "Validation", "Limits", "PRESETS", "DEFAULT_PRESET"],
    "fastcheck.kit.gen": ["generate", "generate_bytes", "GenError", "KINDS", "OSTAP_KINDS", "DEFAULT_KIND",
                          "DEFAULT_BOARDS", "DEFAULT_MOVES"],
    "fastcheck.kit.explain": ["explain", "explain_position", "explain_ostap", "explain_svg", "SelectionError",
                              "DEFAULT_LIMIT"],
    "fastcheck.kit.stress": ["stress", "stress_all", "StressResult", "StressError", "StartError",
                             "WRONG_ANSWER", "PRESENTATION_ERROR", "CRASH", "TIMEOUT", "KINDS",
                             "DEFAULT_TESTS", "DEFAULT_TIMEOUT", "DEFAULT_BOARDS", "DEFAULT_SHRINK_RUNS"],
    "fastcheck.kit.package": ["build_kattis", "build_icpc", "build_polygon", "KattisPackage", "IcpcPackage",
                              "PolygonPackage", "Metadata", "PackageError", "PACKAGE_FORMATS"],
}


#: the longest value a constant's entry shows (a longer one is left out)
MAX_VALUE = 300


def public_names(module: str) -> List[str]:
    """The public names of ``module``, as :data:`PUBLIC` lists them."""
    names = PUBLIC[module]
    if names is None:
        names = importlib.import_module(module).__all__
    return list(names)


def qualified_names() -> List[str]:
    """``MODULE.NAME`` of every public name, in the reference's order."""
    return [f"{module}.{name}" for module in PUBLIC for name in public_names(module)]


def directive(module: str, name: str) -> str:
    """The autodoc directive that documents ``module.name``."""
    value = getattr(importlib.import_module(module), name)
    if inspect.isclass(value):      # a public class's public members are all public
        kind = "autoexception" if issubclass(value, BaseException) else "autoclass"
        return f".. {kind}:: {module}.{name}\n   :members:\n   :undoc-members:\n"
    if inspect.isroutine(value):
        return f".. autofunction:: {module}.{name}\n"
    long = len(repr(value)) > MAX_VALUE
    return f".. autodata:: {module}.{name}\n" + ("   :no-value:\n" if long else "")


def module_entries(module: str) -> str:
    """A module's part of the reference: its docstring, then each public name."""
    rst = [f".. automodule:: {module}\n   :no-members:\n"]
    rst += [directive(module, name) for name in public_names(module)]
    return "```{eval-rst}\n" + "\n".join(rst) + "```\n"


def name_list() -> str:
    """The list of the public names by module, each a link to its entry (Markdown)."""
    lines = []
    for module in PUBLIC:
        names = public_names(module)
        links = ", ".join(f"{{py:obj}}`~{module}.{name}`" for name in names)
        lines.append(f"- {{py:mod}}`{module}`" + (f": {links}" if links else ""))
    return "\n".join(lines) + "\n"


MARK = "<!-- fastcheck-api: "


def expand(app: Sphinx, docname: str, source: List[str]) -> None:
    """``source-read``: each ``<!-- fastcheck-api: X -->`` line becomes module
    X's entries, or the list of public names when X is ``list``."""
    if MARK not in source[0]:
        return
    out = []
    for line in source[0].split("\n"):
        if line.startswith(MARK) and line.endswith("-->"):
            what = line[len(MARK):-3].strip()
            out.append(name_list() if what == "list" else module_entries(what))
        else:
            out.append(line)
    source[0] = "\n".join(out)


def no_type_docstring(app: Sphinx, what: str, name: str, obj: object, options: dict, lines: List[str]) -> None:
    """``autodoc-process-docstring``: a constant without a ``#:`` comment of its
    own shows nothing, not the docstring of its type (``str``'s, ``dict``'s)."""
    if what == "data" and lines and inspect.getdoc(type(obj)) and \
            "\n".join(lines).strip() == inspect.getdoc(type(obj)).strip():
        lines.clear()


def no_inline_type(app: Sphinx, what: str, name: str, obj: object, options: dict, lines: List[str]) -> None:
    """``autodoc-process-docstring``, after napoleon: a constant's ``#:``
    comment whose first line holds a colon ("boards per test: 10") is prose,
    not napoleon's ``TYPE: description``.  Napoleon made its head a
    ``:type:`` field; the line is put back as it was written."""
    if what not in ("data", "attribute"):
        return
    for i, line in enumerate(lines):
        if line.startswith(":type: "):
            head = line[len(":type: "):]
            del lines[i]
            if i > 0 and not lines[i - 1].strip():
                del lines[i - 1]
            lines[0] = f"{head}: {lines[0]}" if lines else head
            return


def public_bases(app: Sphinx, name: str, obj: type, options: dict, bases: list) -> None:
    """``autodoc-process-bases``: a class's private bases (``fastcheck._record``'s
    record base) are not shown; ``object`` takes their place."""
    bases[:] = [b for b in bases if not getattr(b, "__module__", "").startswith("fastcheck._")] or [object]


def setup(app: Sphinx) -> dict:
    app.connect("source-read", expand)
    app.connect("autodoc-process-docstring", no_type_docstring, priority=400)
    app.connect("autodoc-process-docstring", no_inline_type, priority=600)
    app.connect("autodoc-process-bases", public_bases)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
