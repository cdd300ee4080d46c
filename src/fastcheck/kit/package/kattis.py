"""A complete problem package in the Kattis problem package format (legacy
version, the one DOMjudge imports) for format A, B or C.

The package holds the statement (LaTeX, our own words), the official
samples, generated secret tests with answers computed by fastcheck, an input
validator (fastcheck's strict validator), an output validator (fastcheck's
judge in Kattis mode), an accepted solution and deliberately wrong ones.
Before anything is written, every wrong solution is run on the tests and
must fail on one of them: when the planned tests miss a mistake, tests of
the kind that shows it are searched for and added (the proof that the tests
are strong); every accepted one must pass them all.
"""
from __future__ import annotations

import hashlib
import os
import re
import shutil
import sys
from dataclasses import dataclass
from typing import Callable, Dict, List, NamedTuple, Optional, Tuple

from ...game import OstapGame
from ...pieces import WHITE
from ...solver import solve
from ..gen import KINDS, OSTAP_KINDS, generate
from ..judge import judge
from ..validate import DEFAULT_PRESET, PRESETS, validate
from .layout import MARKER, PACKAGE_FORMATS, package_text, write_package, zip_package

__all__ = ["build_kattis", "KattisPackage", "PackageError", "WRONG", "languages_yaml", "MARKER"]

SAMPLES = {"grid": ("tms-1", "tms-2"), "sparse": ("ksp-1", "ksp-2"), "ostap": ("timus-1", "timus-2", "timus-3")}
FILES = "abcdefgh"
#: boards per generated file of formats A/B: small enough for the brute-force wrong solutions
BOARDS = 30


class Wrong(NamedTuple):
    """A deliberately wrong solution: the BUG switch of a brute-force
    program, the file name, what it gets wrong, and the kind of test that
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


class PackageError(ValueError):
    """Options or a target directory the builder refuses."""


@dataclass
class Test:
    """One secret test: its name (without the number), input, answer and
    how it was made (the ``fastcheck gen`` command)."""

    name: str
    text: str
    answer: str = ""
    desc: str = ""


@dataclass
class KattisPackage:
    """What :func:`build_kattis` wrote: the directory, the zip (or ``None``),
    the secret test names, and for each wrong submission the first test it
    fails."""

    path: str
    zip_path: Optional[str]
    tests: List[str]
    caught: Dict[str, str]


# ----------------------------------------------------------- package data
def _program(name: str, header: str = "", **consts: str) -> str:
    """A program from ``programs/`` with its ``NAME = ...`` constants set."""
    text = package_text("programs", name)
    for key, value in consts.items():
        text, n = re.subn(rf"^{key} = .*$", f"{key} = {value!r}", text, count=1, flags=re.M)
        if n != 1:
            raise AssertionError(f"{name} has no constant {key}")
    return header + text


def languages_yaml(python: Optional[str] = None) -> str:
    """A problemtools ``languages.yaml`` override that runs Python programs
    with ``python`` (default: this interpreter, which has fastcheck)."""
    exe = python or sys.executable
    return ("# problemtools: run Python 3 programs with an interpreter that has fastcheck\n"
            "python3:\n"
            "    name: 'Python 3 (with fastcheck)'\n"
            f"    compile: '\"{exe}\" -m py_compile {{files}}'\n"
            f"    run: '\"{exe}\" \"{{mainfile}}\"'\n")


# ------------------------------------------------------------------ tests
def _seed(seed: int, *tags: int) -> int:
    """The gen seed of one test: the same on every platform and Python."""
    digest = hashlib.blake2b(" ".join(map(str, (seed,) + tags)).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


def _kinds(fmt: str, preset: str) -> Tuple[str, ...]:
    if fmt == "ostap":
        return tuple(k for k in OSTAP_KINDS if k != "mixed") + ("mixed",)
    big = fmt == "sparse" and preset != "ksp"
    return tuple(k for k in KINDS if k not in ("mixed", "big")) + (("big",) if big else ()) + ("mixed",)


def _options(fmt: str, preset: str, kind: str, band: int, seed: int) -> Dict[str, object]:
    """``generate`` options of a small test: band 0..2 picks the board sizes
    (format B) or piece counts (format A)."""
    if fmt == "ostap":
        return {"kind": kind, "seed": seed, "moves": ("1:60", "10:60", "40:60")[band]}
    opts: Dict[str, object] = {"kind": kind, "seed": seed, "boards": BOARDS}
    if fmt == "grid":
        opts["pieces"] = ("2:8", "2:16", "6:40")[band]
    elif preset == "ksp":
        opts.update(size="8", pieces=("2:8", "2:16", "6:40")[band])
    else:
        opts.update(size=("8:12", "8:64", "8:1000000000000000000")[band] if kind != "big" else "")
    return opts


def _limit_options(fmt: str, preset: str, seed: int) -> Dict[str, object]:
    """One test at the preset's limits (the largest board and piece count;
    for format A and the ksp preset the most boards)."""
    if fmt == "ostap":
        return {"kind": "long", "seed": seed, "moves": "60"}
    if fmt == "grid" or preset == "ksp":
        top = PRESETS[preset].t
        return {"kind": "mixed", "seed": seed, "boards": top[1] if top else 1000,
                **({"size": "8", "pieces": "2:40"} if fmt == "sparse" else {"pieces": "2:40"})}
    return {"kind": "big", "seed": seed, "boards": 1, "size": "1000000000000000000", "pieces": "200000"}


def _make(fmt: str, name: str, opts: Dict[str, object], lang: str) -> Test:
    text = generate(fmt, **opts)  # type: ignore[arg-type]
    return Test(name, text, solve(text, format=fmt, lang=lang), _gen_command(fmt, opts))


def _gen_command(fmt: str, opts: Dict[str, object]) -> str:
    flags = {"seed": "--seed", "kind": "--kind", "boards": "-t", "size": "--size", "pieces": "--pieces",
             "moves": "--moves"}
    return "fastcheck gen " + fmt + "".join(f" {flags[k]} {v}" for k, v in opts.items() if v != "")


# ---------------------------------------------------------- the proof
def _runner(text: str, label: str) -> Callable[[str], str]:
    """The ``solve`` function of a program's source, run in this process."""
    ns: Dict[str, object] = {"__name__": "fastcheck_package_check"}
    exec(compile(text, label, "exec"), ns)
    return ns["solve"]  # type: ignore[return-value]


def _passes(run: Callable[[str], str], test: Test, fmt: str, lang: str) -> bool:
    try:
        out = run(test.text)
    except Exception:
        return False
    return judge(test.text, out, test.answer, format=fmt, lang=lang).ok


def _search(run: Callable[[str], str], wrong: Wrong, fmt: str, preset: str, lang: str,
            seed: int) -> Optional[Test]:
    """A test that ``run`` fails: first generated tests of the kind that
    shows the mistake; for format C then games cut short and ended with a
    move of the shape the mistake gets wrong (a pawn's double step, a king's
    step)."""
    for attempt in range(30):
        opts = _options(fmt, preset, wrong.kind, attempt % 2, _seed(seed, attempt))
        cand = _make(fmt, f"{wrong.kind}-{wrong.name}", opts, lang)
        if not _passes(run, cand, fmt, lang):
            return cand
    if fmt != "ostap":
        return None
    for attempt in range(30):
        opts = _options(fmt, preset, ("random", "incorrect", "check")[attempt % 3], 1, _seed(seed, 100 + attempt))
        base = _make(fmt, "", opts, lang)
        words = base.text.split()
        game = OstapGame([int(w) for w in words[:64]], words[65] == "White")
        moves = words[66:66 + int(words[64])]
        for k, move in enumerate(moves):
            for token in _near_moves(game):
                text = "\n".join([" ".join(words[r * 8:r * 8 + 8]) for r in range(8)]
                                 + [str(k + 1), words[65]] + moves[:k] + [token]) + "\n"
                cand = Test(f"{wrong.kind}-{wrong.name}", text, solve(text, format=fmt),
                            f"{base.desc}, cut to its first {k} moves and then {token}")
                if not _passes(run, cand, fmt, lang):
                    return cand
            game.play(move)
            if game.is_over():
                break
    return None


def _near_moves(game: OstapGame) -> List[str]:
    """Moves that are easy to get wrong in the position: every pawn's double
    step (whatever its rank) and every king's step."""
    out = []
    cells = game.cells()
    for i, v in enumerate(cells):
        if v == 0 or (v > 0) != (game.turn == WHITE):
            continue
        f, r = i % 8, 8 - i // 8
        if abs(v) == 1:
            steps = [(0, 2 if v > 0 else -2)]
        elif abs(v) == 6:
            steps = [(df, dr) for df in (-1, 0, 1) for dr in (-1, 0, 1) if df or dr]
        else:
            continue
        for df, dr in steps:
            if 0 <= f + df < 8 and 1 <= r + dr <= 8:
                out.append(f"{FILES[f]}{r}-{FILES[f + df]}{r + dr}")
    return out


# ------------------------------------------------------------------ build
def build_kattis(directory: str, format: str, *, seed: int, tests: int = 20, limits: str = "auto",
                 lang: str = "sk", zip: bool = False, force: bool = False, version: str = "legacy",
                 log: Optional[Callable[[str], None]] = None) -> KattisPackage:
    """Write the problem package for ``format`` (grid, sparse, ostap) into
    ``directory``; ``tests`` secret tests from ``seed`` valid under the
    ``limits`` preset; verdicts in ``lang`` (formats A/B); ``zip`` also
    writes ``directory.zip``; ``version`` of the package format, ``legacy``
    (LaTeX statement) or ``2023-07`` (Markdown statement).  Raises
    :class:`PackageError` for bad options, an existing non-empty directory
    (unless ``force`` and it is a package written here) or a wrong solution
    that no test catches; nothing is written or removed then."""
    say = log or (lambda msg: None)
    fmt, preset = _check_options(format, tests, limits, lang)
    if version not in PACKAGE_FORMATS:
        raise PackageError(f"--package-format must be one of {', '.join(PACKAGE_FORMATS)}, not {version!r}")
    directory = os.path.normpath(directory)
    replace = _check_target(directory, force)
    group = "ostap" if fmt == "ostap" else "boards"
    kinds = _kinds(fmt, preset)

    # the plan: every kind, small boards first, then one test at the limits
    secret = [_make(fmt, kinds[i % len(kinds)],
                    _options(fmt, preset, kinds[i % len(kinds)], (i // len(kinds)) % 3,
                             _seed(seed, 7, i)), lang)
              for i in range(tests - 1)]
    limit = _make(fmt, "limits", _limit_options(fmt, preset, _seed(seed, 8)), lang)
    samples = [(name, package_text("samples", name + ".in"), _sample_answer(fmt, name, lang))
               for name in SAMPLES[fmt]]
    sample_tests = [Test("sample-" + name, text, answer) for name, text, answer in samples]

    # every test must pass the validator that the package ships
    for t in secret + [limit] + sample_tests:
        res = validate(t.text, format=fmt, limits=preset)
        if not res.ok:
            raise AssertionError(f"generated test {t.name} is invalid under {preset}: {res.error}")

    # the proof: each wrong solution fails on a secret test; missing tests are searched for
    programs = _submissions(fmt, lang)
    hits: Dict[str, Test] = {}
    for number, wrong in enumerate(WRONG[group]):
        run = _runner(programs["wrong_answer/" + wrong.name + ".py"], wrong.name)
        hit = next((t for t in secret if not _passes(run, t, fmt, lang)), None)
        if hit is None:
            hit = _search(run, wrong, fmt, preset, lang, _seed(seed, 9, number))
            if hit is None:
                raise PackageError(f"no test catches the wrong solution {wrong.name} ({wrong.what}); "
                                   f"try another seed")
            secret.append(hit)
        hits[wrong.name] = hit
    # the answers, cross-checked: the accepted programs and the brute force without a mistake pass everything
    good = {name: text for name, text in programs.items() if name.startswith("accepted/")}
    if fmt != "ostap":
        good["brute force"] = _program("brute_boards.py", FORMAT=fmt, LANG=lang, BUG="")
    for name, text in good.items():
        run = _runner(text, name)
        bad = next((t.name for t in sample_tests + secret + [limit] if not _passes(run, t, fmt, lang)), None)
        if bad is not None:
            raise AssertionError(f"the {name} solution fails test {bad}")

    width = max(2, len(str(len(secret) + 1)))
    numbered = [(f"{i + 1:0{width}d}-{t.name}", t) for i, t in enumerate(secret + [limit])]
    where = {id(t): "secret/" + n for n, t in numbered}
    caught = {name: where[id(t)] for name, t in hits.items()}
    command = (f"fastcheck package kattis DIR --format {fmt} --seed {seed} --tests {tests} --limits {preset}"
               + (f" --lang {lang}" if fmt != "ostap" else "")
               + (f" --package-format {version}" if version != "legacy" else ""))
    if replace:
        shutil.rmtree(directory)
    write_package(directory, fmt, preset, lang, command, samples,
                  [(n, t.text, t.answer, t.desc) for n, t in numbered], programs,
                  _program("input_validator.py", FORMAT=fmt, PRESET=preset),
                  _program("output_validator.py", FORMAT=fmt, LANG=lang), version)
    say(f"wrote {directory}: {len(samples)} samples, {len(numbered)} secret tests, "
        f"{len(programs)} submissions")
    zip_path = zip_package(directory) if zip else None
    if zip_path:
        say(f"wrote {zip_path}")
    return KattisPackage(directory, zip_path, [n for n, _ in numbered], caught)


def _check_options(format: str, tests: int, limits: str, lang: str) -> Tuple[str, str]:
    if format not in SAMPLES:
        raise PackageError(f"--format must be grid, sparse or ostap, not {format!r}")
    preset = DEFAULT_PRESET[format] if limits == "auto" else limits
    if preset not in PRESETS:
        raise PackageError(f"--limits must be auto or one of {', '.join(PRESETS)}, not {limits!r}")
    if format not in PRESETS[preset].formats:
        raise PackageError(f"--limits {preset} does not apply to format {format}")
    if lang not in ("sk", "en"):
        raise PackageError(f"--lang must be sk or en, not {lang!r}")
    least = len(_kinds(format, preset)) + 1
    if not least <= tests <= 999:
        raise PackageError(f"--tests must be within {least}..999 for format {format} "
                           f"(every kind once and one test at the limits)")
    return format, preset


def _check_target(directory: str, force: bool) -> bool:
    """May the package be written to ``directory``?  True when an earlier
    package written here is to be replaced (with ``force``)."""
    if not os.path.exists(directory) or (os.path.isdir(directory) and not os.listdir(directory)):
        return False
    yaml = os.path.join(directory, "problem.yaml")
    if not force:
        raise PackageError(f"{directory} exists and is not empty (--force replaces a package written here)")
    if os.path.isfile(yaml):
        with open(yaml, encoding="utf-8", errors="replace") as fh:
            if fh.readline().startswith(MARKER):
                return True
    raise PackageError(f"{directory} is not a package written by fastcheck: not replacing it")


def _sample_answer(fmt: str, name: str, lang: str) -> str:
    if fmt == "ostap" or lang == "sk":
        return package_text("samples", name + ".out")
    return package_text("samples", name + ".en.out")


def _submissions(fmt: str, lang: str) -> Dict[str, str]:
    """Every submission's path (under ``submissions/``) and source."""
    out = {"accepted/fastcheck_solve.py": _program("accepted.py", FORMAT=fmt, LANG=lang)}
    if fmt == "ostap":
        out["accepted/brute_force.py"] = _program("brute_ostap.py", BUG="")
        for w in WRONG["ostap"]:
            out[f"wrong_answer/{w.name}.py"] = _program("brute_ostap.py", f"# Wrong on purpose: {w.what}.\n",
                                                        BUG=w.bug)
        return out
    for w in WRONG["boards"]:
        out[f"wrong_answer/{w.name}.py"] = _program("brute_boards.py", f"# Wrong on purpose: {w.what}.\n",
                                                    FORMAT=fmt, LANG=lang, BUG=w.bug)
    return out
