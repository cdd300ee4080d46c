"""The import graph of the package: no cycles, and the command line on top.

Every ``import`` and ``from ... import`` of every module of ``fastcheck`` is
read with ``ast``, at module level and inside functions alike (a function's
import runs later but closes a cycle all the same), and so are
``importlib.import_module("...")`` calls with a literal name.  Imports
under ``if TYPE_CHECKING:`` never run and are left out.  Importing
``a.b.c`` runs the packages ``a`` and ``a.b`` first, so it counts as
importing them too (except the packages the importer is itself inside,
which are running already).  The programs a problem package ships
(``kit/package/programs``) are scripts, not modules of the package.
"""
import ast
from pathlib import Path

import pytest

import fastcheck

ROOT = Path(fastcheck.__file__).parent
SCRIPTS = ROOT / "kit" / "package" / "programs"


def module_files():
    """``{dotted name: path}`` of every module of the package."""
    out = {}
    for path in sorted(ROOT.rglob("*.py")):
        if SCRIPTS in path.parents:
            continue
        parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    for ext in ROOT.glob("_core*.so"):          # the compiled core: a module without imports of its own
        out.setdefault("fastcheck._core", ext)
    out.setdefault("fastcheck._core", None)
    return out


def _is_type_checking(test) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or \
        (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _statements(tree):
    """Every node of ``tree`` outside ``if TYPE_CHECKING:`` blocks."""
    stack = [tree]
    while stack:
        node = stack.pop()
        yield node
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            stack.extend(node.orelse)
            continue
        stack.extend(ast.iter_child_nodes(node))


def imports_of(name, path, modules):
    """The modules of the package that module ``name`` imports."""
    is_package = path is not None and path.name == "__init__.py"
    package = name if is_package else name.rpartition(".")[0]
    found = set()

    def add(target):
        if target in modules:
            found.add(target)
        parts = target.split(".")
        for i in range(1, len(parts)):
            parent = ".".join(parts[:i])
            if parent in modules and not (name == parent or name.startswith(parent + ".")):
                found.add(parent)

    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in _statements(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                add(alias.name)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - (node.level - 1)]
                origin = ".".join(base + ([node.module] if node.module else []))
            else:
                origin = node.module or ""
            add(origin)
            for alias in node.names:
                if f"{origin}.{alias.name}" in modules:
                    add(f"{origin}.{alias.name}")
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
              and node.func.attr == "import_module" and node.args
              and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
            add(node.args[0].value)
    found.discard(name)
    return found


def import_graph():
    modules = module_files()
    return {name: imports_of(name, path, modules) if path is not None and path.suffix == ".py" else set()
            for name, path in modules.items()}


def find_cycle(graph):
    """One cycle of ``graph`` as a list of modules (first == last), or None."""
    state = {}
    stack = []

    def visit(node):
        state[node] = "open"
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == "open":
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state:
                cycle = visit(nxt)
                if cycle:
                    return cycle
        stack.pop()
        state[node] = "done"
        return None

    for node in sorted(graph):
        if node not in state:
            cycle = visit(node)
            if cycle:
                return cycle
    return None


def test_the_walk_sees_the_package():
    graph = import_graph()
    assert {"fastcheck.cli", "fastcheck.cli.solve", "fastcheck.position", "fastcheck.formats.sparse"} <= set(graph)
    assert "fastcheck.solver" in graph["fastcheck.cli.solve"]
    # a function-level import counts: solve's many-files path loads the runner only when it runs
    assert "fastcheck.kit.runner" in graph["fastcheck.cli.solve"]
    # importing a submodule runs its package
    assert "fastcheck.formats" in graph["fastcheck.solver"]


def test_no_import_cycles():
    cycle = find_cycle(import_graph())
    assert cycle is None, "import cycle: " + " -> ".join(cycle)


def test_the_command_line_is_on_top():
    """Nothing outside ``fastcheck.cli`` imports it: the libraries stand on their own."""
    graph = import_graph()
    users = sorted(name for name, targets in graph.items()
                   if not (name == "fastcheck.cli" or name.startswith("fastcheck.cli."))
                   and name != "fastcheck.__main__"
                   and any(t == "fastcheck.cli" or t.startswith("fastcheck.cli.") for t in targets))
    assert users == []


def test_the_os_error_wording_is_at_the_bottom():
    """The OS errors' wording is a module of the standard library alone that
    the library's errors stand on: the library never reaches up into the kit
    for it; the kit's comparison imports nothing of fastcheck."""
    graph = import_graph()
    assert graph["fastcheck._oserrors"] == set()
    assert graph["fastcheck.errors"] == {"fastcheck._oserrors"}
    assert graph["fastcheck.kit.compare"] == set()


@pytest.mark.parametrize("graph, cycle", [
    ({"a": {"b"}, "b": {"c"}, "c": {"a"}}, ["a", "b", "c", "a"]),
    ({"a": {"b"}, "b": set()}, None),
])
def test_find_cycle(graph, cycle):
    assert find_cycle(graph) == cycle


def test_the_walk_reads_function_level_and_skips_type_checking(tmp_path):
    pkg = tmp_path / "p"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("TYPE_CHECKING = False\nif TYPE_CHECKING:\n    from . import c\n"
                              "def f():\n    from .b import thing\n")
    modules = {"p": pkg / "__init__.py", "p.a": pkg / "a.py", "p.b": pkg / "b.py", "p.c": pkg / "c.py"}
    assert imports_of("p.a", pkg / "a.py", modules) == {"p.b"}
