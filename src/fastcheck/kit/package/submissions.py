"""The programs a problem package ships, made from the sources in
``programs/``, and running them for the builder's proof.

Every shipped program needs only what a stock judge has: the accepted C++17
solution (``boards.cpp`` or ``ostap.cpp``, settings as ``#define`` lines on
top), the standard-library Python solution (``boards.py`` or ``ostap.py``,
settings as constants), the wrong submissions (that Python solution with its
``BUG`` constant naming one classic mistake) and the validators (standalone
C++17, made by :mod:`.sources`: the input validator, and the output
validator, the Kattis wrapper of the output comparison the Polygon checker
shares).
"""
from __future__ import annotations

import atexit
import hashlib
import os
import re
import shutil
import subprocess
import tempfile
from typing import Callable, Dict, NamedTuple, Optional, Tuple

from ...variants import Variant
from .layout import Validator, package_text
from .sources import INPUT_VALIDATOR, program_source, with_settings
from .variant import cut_what, own_letters, python_table, with_cpp_table

__all__ = ["LIMIT_BOARDS", "Wrong", "WRONG", "SOURCES", "python_folder", "submissions", "validators",
           "validator_text", "package_settings", "runner", "cpp_runner", "program"]


class Wrong(NamedTuple):
    """A deliberately wrong solution: the BUG switch of the Python
    solution, the file name, what it gets wrong, and the kind of test that
    shows it."""

    bug: str
    name: str
    what: str
    kind: str


WRONG: Dict[str, Tuple[Wrong, ...]] = {
    "boards": (
        Wrong("pins", "pinned_piece_moves", "a pinned piece may capture the checker or block the check", "pin"),
        Wrong("king_line", "king_backs_along_check",
              "the king may step back along the line of a sliding checker (its own body hides the square)",
              "check"),
        Wrong("edge", "edge_off_by_one", "the last row and column count as off the board", "random"),
        Wrong("pawn_direction", "pawns_backwards", "pawns move and capture towards their own side", "check"),
        Wrong("double", "double_check_one_checker", "in a double check, dealing with one checker is enough",
              "double"),
        Wrong("wording", "wrong_wording",
              "the check line of the other wording (sk: the other KSP task's; en: '1 Plausible Move')", "check"),
    ),
    "ostap": (
        Wrong("double_step", "double_step_any_rank", "a pawn may advance two squares from any rank", "random"),
        Wrong("king_into_check", "king_walks_into_check", "a king may move onto an attacked square", "random"),
        Wrong("after_mate", "plays_on_after_mate", "moves after Mate or Draw are still processed", "mate"),
        Wrong("no_draw", "misses_stalemate", "no correct move without check is reported as Correct", "draw"),
    ),
}

#: the solutions' sources in programs/, by group: (C++17, Python)
SOURCES = {"boards": ("boards.cpp", "boards.py"), "ostap": ("ostap.cpp", "ostap.py")}
#: the table-driven solutions of format B that a variant's package ships, its table written in: (C++17, Python)
VARIANT_SOURCES = ("variant_boards.cpp", "variant_boards.py")
#: a wrong submission's BUG that leaves out part of a piece's moves: this, then the piece's letter
CUT = "cut:"
#: how the judge compiles C++ (problemtools' default flags but the language version: the package needs C++17)
CXX_FLAGS = ("-O2", "-std=c++17")


def group_of(fmt: str) -> str:
    return "ostap" if fmt == "ostap" else "boards"


#: boards of 2*10^5 pieces in format B's limits test: CSTATE3's largest file (10^6 pieces in all), on
#: which the C++ solution needs about 0.15 s of CPU (under half the time limit, which verifyproblem then
#: sets to 1 s) and the Python one about 3 s (over twice the limit, verifyproblem's safety margin)
LIMIT_BOARDS = 5


def python_folder(fmt: str, preset: str) -> str:
    """Where the Python solution goes, by the speed it earns on the limits
    test under CPython (``python3 -I``): about 0.6 s per 200,000 pieces of
    format B, over twice the time limit on format B's limits test; under a
    tenth of a second on 1000 8x8 boards or one Ostap log."""
    return "time_limit_exceeded" if fmt == "sparse" and preset != "ksp" else "accepted"


def program(name: str, header: str = "", **consts: object) -> str:
    """A Python program from ``programs/`` with its ``NAME = ...`` constants set."""
    text = package_text("programs", name)
    for key, value in consts.items():
        text, n = re.subn(rf"^{key} = .*$", f"{key} = {value!r}", text, count=1, flags=re.M)
        if n != 1:
            raise AssertionError(f"{name} has no constant {key}")
    return header + text


def _cpp(fmt: str, lang: str, variant: Optional[Variant] = None) -> str:
    name = SOURCES[group_of(fmt)][0] if variant is None else VARIANT_SOURCES[0]
    head = ""
    if fmt != "ostap":
        head = (f"// The settings of this package: format {'A' if fmt == 'grid' else 'B'}, "
                f"{'English' if lang == 'en' else 'Slovak'} verdicts.\n"
                f"#define GRID {int(fmt == 'grid')}\n#define LANG_EN {int(lang == 'en')}\n")
    text = package_text("programs", name)
    return head + (text if variant is None else with_cpp_table(text, variant))


def _python(fmt: str, lang: str, bug: str = "", header: str = "", variant: Optional[Variant] = None) -> str:
    if variant is not None:
        cut = bug[len(CUT):] if bug.startswith(CUT) else ""
        return program(VARIANT_SOURCES[1], header, GRID=False, LANG=lang, BUG="" if cut else bug,
                       DOUBLE_STEP=variant.double_step, PIECES=python_table(variant, cut))
    name = SOURCES[group_of(fmt)][1]
    if fmt == "ostap":
        return program(name, header, BUG=bug)
    return program(name, header, GRID=fmt == "grid", LANG=lang, BUG=bug)


def wrong_solutions(fmt: str, variant: Optional[Variant] = None) -> Tuple[Wrong, ...]:
    """The wrong submissions of a package: the format's (:data:`WRONG`) and, with a variant, one per
    piece of its own that leaves out part of its moves (:func:`.variant.cut_moves`)."""
    wrong = WRONG[group_of(fmt)]
    if variant is None:
        return wrong
    rows = [row for row in variant.kinds if row.letter in own_letters(variant)]
    slugs = [re.sub(r"[^a-z0-9]+", "_", row.name.lower()).strip("_") or f"piece_{row.letter}" for row in rows]
    # a file name per piece: its name's, with its letter when another piece has that name too
    names = [slug if slugs.count(slug) == 1 else f"{slug}_{row.letter}" for slug, row in zip(slugs, rows)]
    return wrong + tuple(Wrong(CUT + row.letter, name + "_moves_cut", cut_what(variant, row.letter), "random")
                         for name, row in zip(names, rows))


def submissions(fmt: str, preset: str, lang: str, variant: Optional[Variant] = None) -> Dict[str, str]:
    """Every submission's path (under ``submissions/``) and source; ``variant`` (None: the classic
    pieces) the pieces, whose table the table-driven solutions get written in."""
    out = {"accepted/solution.cpp": _cpp(fmt, lang, variant),
           f"{python_folder(fmt, preset)}/solution.py": _python(fmt, lang, variant=variant)}
    for w in wrong_solutions(fmt, variant):
        out[f"wrong_answer/{w.name}.py"] = _python(fmt, lang, w.bug, f"# Wrong on purpose: {w.what}.\n", variant)
    return out


# ------------------------------------------------------------ validators
#: the validators' programs: standalone C++17, a stock judge compiles them; the output validator is
#: the Kattis wrapper around the output comparison that the Polygon checker shares (:mod:`.sources`)
VALIDATOR_PROGRAMS = {"input_validator": INPUT_VALIDATOR, "output_validator": "kattis_output_validator.cpp"}


def validator_text(role: str) -> str:
    """The source of a validator (``input_validator`` or ``output_validator``) before its settings."""
    return validators_with({})[role]


def validators_with(settings: Dict[str, object]) -> Dict[str, str]:
    """Each validator's source by role, with ``settings`` (``#define`` lines) written in."""
    return {"input_validator": with_settings(package_text("programs", INPUT_VALIDATOR), settings),
            "output_validator": program_source(VALIDATOR_PROGRAMS["output_validator"], settings)}


def package_settings(fmt: str, preset: str, canonical: bool = False,
                     variant: Optional[Variant] = None) -> Dict[str, object]:
    """The ``#define`` settings of a package's C++ programs: its format, limits preset and whether an
    input must be spelled canonically (judges pass validator flags differently, so they are written in);
    with a ``variant``, its letters (``PACKAGE_LETTERS``, see :func:`.sources.with_settings`)."""
    settings: Dict[str, object] = {"PACKAGE_FORMAT": fmt, "PACKAGE_LIMITS": preset}
    if canonical:
        settings["PACKAGE_CANONICAL"] = 1
    if variant is not None:
        settings["PACKAGE_LETTERS"] = variant.letters.listed
    return settings


def validators(fmt: str, preset: str, canonical: bool = False,
               variant: Optional[Variant] = None) -> Tuple[Validator, Validator]:
    """The input and the output validator, with the package's format and limits preset (and whether
    the input must be spelled canonically, and a variant's letters) written into the source."""
    texts = validators_with(package_settings(fmt, preset, canonical, variant))
    return (Validator(".cpp", texts["input_validator"]), Validator(".cpp", texts["output_validator"]))


# ------------------------------------------------------------ running
def runner(text: str, label: str) -> Callable[[bytes], str]:
    """The ``solve`` function of a Python program's source, run in this
    process: the shipped text itself, without a process start per test."""
    ns: Dict[str, object] = {"__name__": "fastcheck_package_check"}
    exec(compile(text, label, "exec"), ns)
    return ns["solve"]  # type: ignore[return-value]


_BUILT: Dict[str, str] = {}


def compiler() -> Optional[str]:
    """The C++ compiler: ``$CXX``, else ``g++`` or ``c++`` on PATH; None: none."""
    for name in (os.environ.get("CXX"), "g++", "c++"):
        if name and shutil.which(name):
            return name
    return None


def cpp_runner(source: str) -> Optional[Callable[[bytes], str]]:
    """A function running the C++ program ``source`` (compiled once per
    process, as the judge compiles it) on an input; None without a compiler."""
    cxx = compiler()
    if cxx is None:
        return None
    digest = hashlib.sha256(source.encode()).hexdigest()[:16]
    exe = _BUILT.get(digest)
    if exe is None or not os.path.exists(exe):
        work = tempfile.mkdtemp(prefix="fastcheck-package-")
        atexit.register(shutil.rmtree, work, True)
        src = os.path.join(work, "solution.cpp")
        exe = os.path.join(work, "solution")
        with open(src, "w", encoding="utf-8") as fh:
            fh.write(source)
        done = subprocess.run([cxx, *CXX_FLAGS, "-o", exe, src], capture_output=True, text=True)
        if done.returncode != 0:
            raise AssertionError(f"the C++ solution does not compile:\n{done.stderr}")
        _BUILT[digest] = exe

    def run(data: bytes) -> str:
        done = subprocess.run([exe], input=data, capture_output=True, timeout=60)
        if done.returncode != 0:
            raise RuntimeError(f"exit status {done.returncode}")
        return done.stdout.decode("ascii", "replace")

    return run
