"""The text ``fastcheck stress`` prints for a :class:`~fastcheck.kit.stress.StressResult`."""
from __future__ import annotations

from typing import TYPE_CHECKING, List

from ...kinds import CLASSIC, FAIRY
from .outcome import CRASH, TIMEOUT

if TYPE_CHECKING:
    from . import StressResult

__all__ = ["render", "summary", "kinds_held"]

#: lines of a long test or output shown (the files hold all of it)
SHOWN_LINES = 60


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _what(result: StressResult) -> str:
    return "game" if result.format == "ostap" else "board"


def _stopped(result: StressResult) -> str:
    """What the time limit cut short, or ``""``."""
    if not result.stopped:
        return ""
    return f"stopped at the time limit ({result.max_time:g} s)"


def summary(result: StressResult) -> str:
    """The first line: all passed, or which test failed and how."""
    if result.ok:
        return (f"all {_plural(result.tests, 'test')} passed "
                f"({_plural(result.boards, _what(result))})" + (f"; {_stopped(result)}" if result.stopped else ""))
    return f"test {result.failing_test} failed: {result.kind}"


def _a(name: str) -> str:
    """``name`` with its indefinite article: ``a camel``, ``an amazon``."""
    return ("an " if name[:1] in "aeiou" else "a ") + name


def kinds_held(result: StressResult) -> str:
    """Which kinds of the variant the tests held, and which none held: a
    run whose tests never held a kind must not pass for a test of it (the
    classic variant's tests never hold a fairy piece, and say so).
    ``""`` when the result has no count (format C, a failure)."""
    if not result.held:
        return ""
    held = [f"{name} {count}" for name, count in result.held if count]
    never = [_a(name) for name, count in result.held if not count]
    text = "pieces the tests held, by kind: " + (", ".join(held) if held else "none")
    if never:
        text += "; no test held " + ", ".join(never)
    if result.variant == CLASSIC:
        text += (f"; no test held a fairy piece (the {CLASSIC} variant: --variant {FAIRY} or a variant file "
                 "tests them)")
    return text


def _size(result: StressResult) -> str:
    """The shrunk test's size in words: boards and pieces, or moves and pieces."""
    if result.format == "ostap":
        return f"{_plural(result.length, 'move')}, {_plural(result.pieces, 'piece')} on the board"
    return f"{_plural(result.length, 'board')}, {_plural(result.pieces, 'piece')}"


def _shown(text: str, indent: str = "  ") -> List[str]:
    lines = text.rstrip("\n").split("\n")
    out = [indent + ln for ln in lines[:SHOWN_LINES]]
    if len(lines) > SHOWN_LINES:
        out.append(f"{indent}... ({len(lines) - SHOWN_LINES} more lines)")
    return out


def render(result: StressResult) -> str:
    """The whole report."""
    if result.ok:
        held = kinds_held(result)
        return summary(result) + "\n" + (held + "\n" if held else "")
    out = [summary(result),
           f"  the test as generated: {result.gen_command}",
           f"  shrunk in {_plural(result.shrink_runs, 'run')} of the program to {_size(result)}"
           + (f" (and {_plural(result.reference_runs, 'run')} of the reference)" if result.reference_runs else "")
           + (f"; {_stopped(result)}" if result.stopped else ""),
           "", "the shrunk test:"]
    out += _shown(result.test)
    out.append("")
    if result.kind == TIMEOUT:
        out.append(f"received: {result.message}")
    elif result.kind == CRASH:
        out.append(f"received: {result.message}")
        if result.stderr.strip():
            out.append("its standard error ends with:")
            out += _shown("\n".join(result.stderr.strip().split("\n")[-8:]))
    else:
        out.append(result.message)
    out += ["", "the expected output:"] + _shown(result.expected)
    out += ["", result.diagram.rstrip("\n")]
    if result.out is not None:
        out += ["", f"wrote {result.out} and {result.answer}"]
    return "\n".join(out) + "\n"
