"""The API reference shows the public API, all of it and nothing else, and
the guides link into it.

- The public names are written down once, in ``docs/_ext/fastcheck_api.py``
  (``PUBLIC``); the reference is generated from that list.  Its inventory
  holds those names, their classes' members and their modules, and no
  other name (no ``runner.emit``, no ``compare.Broken``).
- Every parameter of every public function, method and class is described
  in its docstring's ``Args:`` section (Google style, read by napoleon):
  the test lists every one that is not, all at once.
- Every ``fastcheck.``-name the pages show in code, and every reference a
  docstring makes to a fastcheck object, reaches its entry.
- In the built guides, each code span that names a public object links to
  its API entry, and each that names a command or an option of the command
  line to the command-line reference.

Needs the ``docs`` extra for the tests that build the site (skipped without it).
"""
from __future__ import annotations

import html
import importlib
import inspect
import pathlib
import re
import sys
from typing import Dict, List, Set

from test_docs import _needs_the_docs_extra, inventory, option_strings

from fastcheck.cli import build_parser

ROOT = pathlib.Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
sys.path.insert(0, str(DOCS / "_ext"))
from fastcheck_api import PUBLIC, public_names, qualified_names  # noqa: E402

GUIDES = sorted((DOCS / "guides").glob("*.md"))
#: pages whose code spans may name internals (the explanation is for maintainers)
INTERNAL_PAGES = ("explanation",)


# ----------------------------------------------------------- the public list

def public_objects():
    """``(qualified name, object)`` of every public name."""
    for module in PUBLIC:
        mod = importlib.import_module(module)
        for name in public_names(module):
            yield f"{module}.{name}", getattr(mod, name)


def test_every_public_name_exists():
    missing = [q for module in PUBLIC for q in [f"{module}.{n}" for n in public_names(module)]
               if not hasattr(importlib.import_module(module), q.rsplit(".", 1)[1])]
    assert not missing, missing


def test_the_reference_shows_every_public_name_and_no_other(site):
    names = inventory(site / "objects.inv")
    py = {name: role for name, role in names.items() if role.startswith("py:")}
    public = set(qualified_names())
    missing = sorted(public - set(py))
    assert not missing, "public but not in the API reference: " + ", ".join(missing)
    classes = {q for q, v in public_objects() if inspect.isclass(v)}
    values = [v for _, v in public_objects() if inspect.isclass(v)]

    def canonical(name: str) -> bool:
        """``name`` is where a public class is defined (autodoc's ``:canonical:`` alias)."""
        module, _, attr = name.rpartition(".")
        try:
            value = getattr(importlib.import_module(module), attr)
        except (ImportError, AttributeError):
            return False
        return any(value is v for v in values)

    outside = sorted(name for name, role in py.items()
                     if name not in public and role != "py:module" and not canonical(name)
                     and not any(name.startswith(cls + ".") for cls in classes))
    assert not outside, "in the API reference but not public: " + ", ".join(outside)
    modules = sorted(name for name, role in py.items() if role == "py:module" and name not in PUBLIC)
    assert not modules, "modules in the reference that are not public: " + ", ".join(modules)


def test_the_api_page_lists_the_public_names(site):
    """The API page's intro links each public name to its entry."""
    page = (site / "reference" / "api.html").read_text(encoding="utf-8")
    missing = [q for q in qualified_names() if not re.search(rf'href="api/[\w.]+\.html#{re.escape(q)}"', page)]
    assert not missing, "not in the API page's list: " + ", ".join(missing)


# ------------------------------------------------------ parameters described

def described_parameters(doc: str) -> Set[str]:
    """The parameters a Google-style docstring describes (its ``Args:`` entries, as napoleon reads them)."""
    _needs_the_docs_extra()     # napoleon is Sphinx's
    from sphinx.ext.napoleon import Config
    from sphinx.ext.napoleon.docstring import GoogleDocstring

    rst = str(GoogleDocstring(inspect.cleandoc(doc or ""), Config(napoleon_use_param=True)))
    return set(re.findall(r"^:param (?:[^:]*\s)?\\?\*{0,2}(\w+):", rst, flags=re.M))


def signature_parameters(func) -> List[str]:
    try:
        sig = inspect.signature(func)
    except (TypeError, ValueError):
        return []
    return [p.name for p in sig.parameters.values() if p.name not in ("self", "cls")]


def undescribed() -> Dict[str, List[str]]:
    """``{public callable: its parameters the docstring does not describe}``.

    A class's constructor parameters are described in the class docstring
    (autodoc shows it, not ``__init__``'s); a method's in its own."""
    out: Dict[str, List[str]] = {}

    def check(qual: str, func, doc: str) -> None:
        missing = [p for p in signature_parameters(func) if p not in described_parameters(doc)]
        if missing:
            out[qual] = missing

    for qual, value in public_objects():
        if inspect.isclass(value):
            init = vars(value).get("__init__")
            if inspect.isfunction(init):
                check(qual, init, (value.__doc__ or "") + "\n\n" + (init.__doc__ or ""))
            for member, attr in vars(value).items():
                func = attr.__func__ if isinstance(attr, (staticmethod, classmethod)) else attr
                if not member.startswith("_") and inspect.isfunction(func):
                    check(f"{qual}.{member}", func, func.__doc__ or "")
        elif inspect.isfunction(value):
            check(qual, value, value.__doc__ or "")
    return out


def test_the_parameter_test_reads_google_style():
    def f(text, *, lang="sk"):
        """Do it.

        Args:
            text: the input.
            lang: ``sk`` or ``en``.
        """
    def g(text, lang):
        """Do it with ``text`` and ``lang`` (named in prose, not described)."""
    assert described_parameters(f.__doc__) == {"text", "lang"}
    assert described_parameters(g.__doc__) == set()


def test_every_parameter_of_the_public_api_is_described():
    missing = undescribed()
    report = "\n".join(f"  {name}: {', '.join(params)}" for name, params in sorted(missing.items()))
    assert not missing, (f"{len(missing)} public callables have parameters their docstring's Args: "
                         f"section does not describe:\n{report}")


# ------------------------------------------------------ names reach entries

def code_spans(path: pathlib.Path) -> List[str]:
    """The inline code spans of a Markdown page, outside its fenced blocks."""
    text = re.sub(r"^```.*?^```", "", path.read_text(encoding="utf-8"), flags=re.S | re.M)
    return re.findall(r"(?<!`)`([^`\n]+)`(?!`)", text)


def api_name(span: str) -> str:
    """``fastcheck.a.b`` of a span ``fastcheck.a.b(...)`` or ``fastcheck.a.b``, else ''."""
    m = re.match(r"^(fastcheck(?:\.\w+)+)(?:\(.*\))?$", span.strip())
    return m.group(1) if m else ""


def pages():
    return [p for p in sorted(DOCS.rglob("*.md")) if "_build" not in p.parts
            and p.relative_to(DOCS).parts[0] not in INTERNAL_PAGES] + [ROOT / "README.md"]


def test_every_api_name_the_pages_show_in_code_is_in_the_reference(site):
    import fastcheck

    names = inventory(site / "objects.inv")

    def known(name: str) -> bool:
        if name in names:
            return True
        parts = name.split(".")       # a name fastcheck re-exports, by its module's name: fastcheck.variants.Variant
        if len(parts) < 3 or parts[2] not in fastcheck.__all__:
            return False
        module = importlib.import_module(".".join(parts[:2]))
        return getattr(module, parts[2], None) is getattr(fastcheck, parts[2]) and \
            ".".join(["fastcheck"] + parts[2:]) in names

    unknown = [f"{p.relative_to(ROOT)}: {span}" for p in pages() for span in code_spans(p)
               if api_name(span) and not known(api_name(span))]
    assert not unknown, "code spans naming no entry of the API reference:\n  " + "\n  ".join(unknown)


def unresolved_references(page: str) -> List[str]:
    """The Python cross-references of a built page that link nowhere: their text."""
    out = []
    for m in re.finditer(r'(<a class="reference[^"]*"[^>]*>)?<code class="xref py[^"]*">(.*?)</code>', page, re.S):
        if not m.group(1):
            out.append(html.unescape(re.sub(r"<[^>]+>", "", m.group(2))))
    return out


def fastcheck_modules():
    """Every module of the package, imported."""
    import pkgutil

    import fastcheck

    for info in pkgutil.walk_packages(fastcheck.__path__, "fastcheck."):
        if ".cli" not in info.name and not info.name.endswith("__main__"):
            importlib.import_module(info.name)
    return [m for name, m in sys.modules.items() if name == "fastcheck" or name.startswith("fastcheck.")]


def names_a_fastcheck_object(name: str, modules) -> bool:
    """Whether ``name`` (full, or relative to a module of the package) is one of fastcheck's own."""
    if name.startswith("fastcheck"):
        return True
    head = name.split(".")[0]
    for module in modules:
        if module.__name__.endswith("." + head):
            return True
        value = vars(module).get(head)
        if value is None or inspect.ismodule(value):
            continue
        owner = getattr(value, "__module__", None)
        if (owner or "").startswith("fastcheck") or (owner is None and not callable(value)):
            return True
    return False


def test_every_fastcheck_name_a_docstring_refers_to_is_in_the_reference(site):
    """A docstring's :func:`~fastcheck.pieces.parse_side` or :mod:`fastcheck.formats.fen`
    links to its entry; a reference to a Python name stays text (intersphinx is off)."""
    modules = fastcheck_modules()
    found = []
    for page in sorted((site / "reference").rglob("*.html")) + sorted((site / "guides").rglob("*.html")):
        for text in unresolved_references(page.read_text(encoding="utf-8")):
            if names_a_fastcheck_object(text.rstrip("()"), modules):
                found.append(f"{page.relative_to(site)}: {text}")
    assert not found, "references to nothing:\n  " + "\n  ".join(sorted(set(found)))


# ------------------------------------------------------- guides link into it

def guide_spans(page: str):
    """``(text, href or None)`` of each inline code span of a built page's article."""
    body = page.split('<article', 1)[-1].split('</article>', 1)[0]
    body = re.sub(r"<pre>.*?</pre>", "", body, flags=re.S)
    for m in re.finditer(r'(<a class="reference internal" href="([^"]*)"[^>]*>)?'
                         r'<code class="docutils literal notranslate">(.*?)</code>', body, re.S):
        yield html.unescape(re.sub(r"<[^>]+>", "", m.group(3))), m.group(2)


def public_classes_and_calls():
    """``{spelling: qualified name}`` a guide may use for a public object:
    ``NAME()`` of a function, ``NAME`` of a class, ``Class.method()``."""
    out = {}
    for qual, value in public_objects():
        name = qual.rsplit(".", 1)[1]
        if inspect.isclass(value):
            out[name] = qual
            for member, attr in vars(value).items():
                if not member.startswith("_") and callable(attr):
                    out[f"{name}.{member}()"] = f"{qual}.{member}"
        elif inspect.isfunction(value):
            out[f"{name}()"] = qual
    return out


def test_the_guides_link_the_api_objects_and_options_they_name(site):
    spellings = public_classes_and_calls()
    options = {option for _, option in option_strings(build_parser())} - {"-h", "--help"}
    unlinked = []
    links = 0
    for guide in GUIDES:
        page = (site / "guides" / f"{guide.stem}.html").read_text(encoding="utf-8")
        for text, href in guide_spans(page):
            call = re.sub(r"\((.+)\)$", "()", text)
            name = api_name(text)
            if name or call in spellings or text in spellings:
                expected = "api/"
            elif text.split(" ", 1)[0] in options or re.match(r"^fastcheck [a-z][\w-]*(\s|$)", text):
                expected = "cli.html"
            else:
                continue
            if href and expected in href:
                links += 1
            else:
                unlinked.append(f"{guide.name}: `{text}` (expected a link to {expected})")
    assert not unlinked, "code spans of the guides not linked to their reference:\n  " + "\n  ".join(unlinked)
    assert links > 50, links


def test_a_linked_api_name_goes_to_its_own_entry(site):
    page = (site / "guides" / "grading.html").read_text(encoding="utf-8")
    spans = dict(guide_spans(page))
    assert spans["fastcheck.kit.judge.judge"].endswith("api/kit.html#fastcheck.kit.judge.judge")
    assert spans["solve()"].endswith("api/fastcheck.html#fastcheck.solve")
    assert spans["judge --batch"].endswith("cli.html#fastcheck-judge")
