"""The grading kit: what problem setters and graders run around the solver.

``judge`` checks a contestant's output (with ``compare``, its comparison,
which problem packages ship as their output validator), ``validate`` checks an input against
its format and the published limits, ``gen`` writes reproducible tests,
``explain`` shows one position, ``runner`` spreads many files over
processes, ``package`` writes problem packages and ``stress`` finds and
shrinks a test a solution gets wrong.

The submodules are imported on first use (``fastcheck.kit.judge.judge``
works after a plain ``import fastcheck.kit``), so that importing the kit,
or ``fastcheck`` itself, does not pay for all of them.
"""
from __future__ import annotations

from types import ModuleType

__all__ = ["judge", "compare", "validate", "gen", "explain", "runner", "package", "stress"]

TYPE_CHECKING = False
if TYPE_CHECKING:   # for type checkers and IDEs; at run time __getattr__ imports them
    from typing import List

    from . import compare, explain, gen, judge, package, runner, stress, validate  # noqa: F401


def __getattr__(name: str) -> ModuleType:
    """PEP 562: ``fastcheck.kit.judge`` and its siblings, imported when first asked for."""
    if name in __all__:
        import importlib  # start-up: ``fastcheck judge`` imports its submodule directly, without this

        # import_module also binds the submodule as an attribute of this package, so this runs once per name
        return importlib.import_module(f"{__name__}.{name}")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> List[str]:
    return sorted(set(globals()) | set(__all__))
