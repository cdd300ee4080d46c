"""A complete problem package in the Kattis problem package format (legacy
version, the one DOMjudge imports) for format A, B or C.

The package holds the statement (LaTeX, our own words), the official
samples, generated secret tests with answers computed by fastcheck, the
validators, a C++17 and a Python solution written for the package and
deliberately wrong ones: programs that need only a C++17 compiler and
Python 3's standard library (see :mod:`.submissions`).  Before anything is
written, every wrong solution is run on the tests and must fail on one of
them: when the planned tests miss a mistake, tests of the kind that shows it
are searched for and added (the proof that the tests are strong); the
solutions must pass them all.
"""
from __future__ import annotations

import hashlib
import os
import re
import shutil
from dataclasses import dataclass
from typing import Any, Callable, Dict, List, Optional, Tuple

from ...game import OstapGame
from ...kinds import CLASSIC
from ...pieces import WHITE
from ...solver import solve
from ...variants import Variant
from ..gen import KINDS, OSTAP_KINDS, gen_command, generate
from ..judge import judge
from ..validate import DEFAULT_PRESET, PRESETS, validate
from .errors import PackageError
from .layout import MARKER, MARKER_PREFIX, PACKAGE_FORMATS, package_text, write_package, zip_package
from .metadata import Metadata, check_metadata
from .submissions import LIMIT_BOARDS, WRONG, Wrong, cpp_runner, runner, submissions, validators, wrong_solutions
from .variant import check_variant, dress, own_letters, own_variant, variant_option

__all__ = ["build_kattis", "KattisPackage", "PackageError", "WRONG", "languages_yaml", "MARKER", "SHORT_NAME"]

SAMPLES = {"grid": ("tms-1", "tms-2"), "sparse": ("ksp-1", "ksp-2"), "ostap": ("timus-1", "timus-2", "timus-3")}
FILES = "abcdefgh"
#: boards per generated small test of formats A/B
BOARDS = 30
#: what a problem's short name (the package directory's name) must be: problemtools and Kattis refuse others
SHORT_NAME = re.compile(r"[a-z0-9]+")


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
    """What :func:`build_kattis` wrote.

    Args:
        path: the package's directory.
        zip_path: the zip written, or ``None``.
        tests: the secret test names.
        caught: for each wrong submission, the first test it fails.
    """

    path: str
    zip_path: Optional[str]
    tests: List[str]
    caught: Dict[str, str]


# ----------------------------------------------------------- judge config
def languages_yaml(python: Optional[str] = None) -> str:
    """A problemtools ``languages.yaml`` override that runs Python 3
    programs with CPython, isolated (``-I``), as a stock judge does:
    ``python`` (default: the ``python3`` on the judge's PATH) instead of
    problemtools' default pypy3.  Nothing in the package needs fastcheck."""
    exe = python or "python3"
    return ("# problemtools: run Python 3 programs with CPython, isolated from the environment\n"
            "python3:\n"
            "    name: 'Python 3 (CPython)'\n"
            f"    compile: '\"{exe}\" -I -m py_compile {{files}}'\n"
            f"    run: '\"{exe}\" -I \"{{mainfile}}\"'\n")


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


def _limit_options(fmt: str, preset: str, seed: int, size: str = str(10**18)) -> Dict[str, object]:
    """One test at the preset's limits (the largest board and piece count;
    for format A and the ksp preset the most boards); ``size``: format B's n
    on it."""
    if fmt == "ostap":
        return {"kind": "long", "seed": seed, "moves": "60"}
    if fmt == "grid" or preset == "ksp":
        top = PRESETS[preset].t
        return {"kind": "mixed", "seed": seed, "boards": top[1] if top else 1000,
                **({"size": "8", "pieces": "2:40"} if fmt == "sparse" else {"pieces": "2:40"})}
    # CSTATE3's largest boards, LIMIT_BOARDS of them (see submissions.python_folder)
    return {"kind": "big", "seed": seed, "boards": LIMIT_BOARDS, "size": size,
            "pieces": str(PRESETS["cstate3"].p[1])}  # type: ignore[index]


def _make(fmt: str, name: str, opts: Dict[str, object], lang: str, variant: Optional[Variant] = None) -> Test:
    """A generated test; with a ``variant``, about half its pieces but the kings made the variant's own
    (:func:`.variant.dress`)."""
    text = generate(fmt, **opts)  # type: ignore[arg-type]
    desc = gen_command(fmt, opts)
    if variant is None:
        return Test(name, text, solve(text, format=fmt, lang=lang), desc)
    dressed = _seed(int(opts["seed"]), 11)  # type: ignore[call-overload]
    text = dress(text, variant, dressed)
    desc += (f", about half its pieces but the kings then made the variant's own ({own_letters(variant)}, "
             f"drawn with seed {dressed})")
    return Test(name, text, solve(text, format=fmt, lang=lang, variant=variant), desc)


# ---------------------------------------------------------- the proof
def _passes(run: Callable[[bytes], str], test: Test, fmt: str, lang: str, variant: Optional[Variant] = None) -> bool:
    try:
        out = run(test.text.encode("ascii"))
    except Exception:
        return False
    return judge(test.text, out, test.answer, format=fmt, lang=lang, variant=CLASSIC if variant is None else variant).ok


def _search(run: Callable[[bytes], str], wrong: Wrong, fmt: str, preset: str, lang: str,
            seed: int, variant: Optional[Variant] = None) -> Optional[Test]:
    """A test that ``run`` fails: first generated tests of the kind that
    shows the mistake; for format C then games cut short and ended with a
    move of the shape the mistake gets wrong (a pawn's double step, a king's
    step)."""
    for attempt in range(30):
        opts = _options(fmt, preset, wrong.kind, attempt % 2, _seed(seed, attempt))
        cand = _make(fmt, f"{wrong.kind}-{wrong.name}", opts, lang, variant)
        if not _passes(run, cand, fmt, lang, variant):
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


# ------------------------------------------------------------------ plan
@dataclass
class Plan:
    """What every package kind ships, made and proven once: the samples
    (name, input, answer), the numbered secret tests, the submissions (path
    under ``submissions/``, source) and for each wrong one the test it fails."""

    fmt: str
    preset: str
    lang: str
    samples: List[Tuple[str, str, str]]
    secret: List[Tuple[str, Test]]
    programs: Dict[str, str]
    caught: Dict[str, str]
    variant: Optional[Variant] = None


def plan_package(fmt: str, preset: str, lang: str, seed: int, tests: int, say: Callable[[str], None],
                 limit_size: str = str(10**18), variant: Optional[Variant] = None) -> Plan:
    """Make the tests and prove them strong: every wrong solution fails one
    (a test of the kind that shows the mistake is searched for when none of
    the planned ones does) and the solutions pass them all.  ``limit_size``
    is format B's n on the test at the limits of the cstate3 preset;
    ``variant`` the pieces (None: the classic ones)."""
    kinds = _kinds(fmt, preset)

    # the plan: every kind, small boards first, then one test at the limits
    secret = [_make(fmt, kinds[i % len(kinds)],
                    _options(fmt, preset, kinds[i % len(kinds)], (i // len(kinds)) % 3,
                             _seed(seed, 7, i)), lang, variant)
              for i in range(tests - 1)]
    limit = _make(fmt, "limits", _limit_options(fmt, preset, _seed(seed, 8), limit_size), lang, variant)
    if variant is None:
        samples = [(name, package_text("samples", name + ".in"), _sample_answer(fmt, name, lang))
                   for name in SAMPLES[fmt]]
    else:
        samples = variant_samples(variant, lang, seed)
    sample_tests = [Test("sample-" + name, text, answer) for name, text, answer in samples]

    # every test must pass the validator that the package ships
    for t in secret + [limit] + sample_tests:
        res = validate(t.text, format=fmt, limits=preset, variant=CLASSIC if variant is None else variant)
        if not res.ok:
            raise AssertionError(f"generated test {t.name} is invalid under {preset}: {res.error}")

    # the proof: each wrong solution fails on a secret test; missing tests are searched for
    programs = submissions(fmt, preset, lang, variant)
    hits: Dict[str, Test] = {}
    for number, wrong in enumerate(wrong_solutions(fmt, variant)):
        run = runner(programs["wrong_answer/" + wrong.name + ".py"], wrong.name)
        hit = next((t for t in secret if not _passes(run, t, fmt, lang, variant)), None)
        if hit is None:
            hit = _search(run, wrong, fmt, preset, lang, _seed(seed, 9, number), variant)
            if hit is None:
                raise PackageError(f"no test catches the wrong solution {wrong.name} ({wrong.what}); "
                                   f"try another seed")
            secret.append(hit)
        hits[wrong.name] = hit
    # the answers, cross-checked: the solutions written for the package (the C++ one where a compiler is
    # found) give them on every test
    for name, text in programs.items():
        if name.startswith("wrong_answer/"):
            continue
        solution = runner(text, name) if name.endswith(".py") else cpp_runner(text)
        if solution is None:
            say(f"no C++ compiler found ($CXX, g++, c++): {name} is not run here")
            continue
        bad = next((t.name for t in sample_tests + secret + [limit] if not _passes(solution, t, fmt, lang, variant)),
                   None)
        if bad is not None:
            raise AssertionError(f"the solution {name} fails test {bad}")

    width = max(2, len(str(len(secret) + 1)))
    numbered = [(f"{i + 1:0{width}d}-{t.name}", t) for i, t in enumerate(secret + [limit])]
    where = {id(t): "secret/" + n for n, t in numbered}
    caught = {name: where[id(t)] for name, t in hits.items()}
    return Plan(fmt, preset, lang, samples, numbered, programs, caught, variant)


def variant_samples(variant: Variant, lang: str, seed: int) -> List[Tuple[str, str, str]]:
    """Two samples of a variant's problem (name, input, answer): small boards of ``fastcheck gen``
    dressed in the variant's pieces (:func:`.variant.dress`), 8 x 8 as every limits preset takes them, the
    first ones whose answers hold a check."""
    out: List[Tuple[str, str, str]] = []
    for attempt in range(100):
        opts: Dict[str, object] = {"kind": ("check", "mixed")[len(out)], "seed": _seed(seed, 12, attempt),
                                   "boards": 3 + len(out), "size": "8", "pieces": "3:9"}
        test = _make("sparse", "", opts, lang, variant)
        if any(c in test.text for c in own_letters(variant) + own_letters(variant).upper()) \
                and any(len(line.split()) > 3 for line in test.answer.splitlines()):
            out.append((f"variant-{len(out) + 1}", test.text, test.answer))
            if len(out) == 2:
                return out
    raise PackageError("no samples show the variant's pieces giving check; try another seed")


def rebuild_command(kind: str, plan: Plan, seed: int, tests: int, extra: str = "") -> str:
    """The ``fastcheck package`` command that writes the same package again."""
    return (f"fastcheck package {kind} DIR --format {plan.fmt} --seed {seed} --tests {tests} --limits {plan.preset}"
            + (f" --lang {plan.lang}" if plan.fmt != "ostap" else "") + extra)


# ------------------------------------------------------------------ build
def build_kattis(directory: str, format: str, *, seed: int, tests: int = 20, limits: str = "auto",
                 lang: str = "sk", zip: bool = False, force: bool = False, version: str = "legacy",
                 meta: Optional[Metadata] = None, log: Optional[Callable[[str], None]] = None,
                 variant: Any = CLASSIC) -> KattisPackage:
    """Write a Kattis problem package.

    Args:
        directory: the package's folder.
        format: the input format, ``grid``, ``sparse`` or ``ostap``.
        seed: the seed the secret tests are generated from.
        tests: the number of secret tests.
        limits: the preset the tests are valid under (a name from
            :data:`~fastcheck.kit.validate.PRESETS`, or ``auto``).
        lang: the verdicts' wording, ``sk`` or ``en`` (formats A/B).
        zip: also write ``directory.zip``.
        force: overwrite ``directory`` when it is a package written here.
        version: the package format, ``legacy`` (LaTeX statement) or
            ``2023-07`` (Markdown statement).
        meta: the title, credits, licence and time limit (default:
            :class:`Metadata`'s).
        log: called with a line of progress at each step (``None``: silent).
        variant: the pieces (``classic``, ``fairy``, a variant file or a
            :class:`~fastcheck.Variant`): format B only but classic.

    Raises:
        PackageError: for bad options, an existing non-empty directory
            (unless ``force`` and it is a package written here) or a wrong
            solution that no test catches; nothing is written or removed then.
    """
    say = log or (lambda msg: None)
    fmt, preset = check_options(format, tests, limits, lang)
    var = check_variant(fmt, variant)
    if version not in PACKAGE_FORMATS:
        raise PackageError(f"--package-format must be one of {', '.join(PACKAGE_FORMATS)}, not {version!r}")
    meta = check_metadata(meta or Metadata())
    directory = check_directory(directory)
    replace = check_target(directory, force)
    plan = plan_package(fmt, preset, lang, seed, tests, say, variant=own_variant(var))
    command = rebuild_command("kattis", plan, seed, tests, meta.options() + variant_option(var)
                              + (f" --package-format {version}" if version != "legacy" else ""))
    if replace:
        shutil.rmtree(directory)
    write_package(directory, fmt, preset, lang, command, plan.samples,
                  [(n, t.text, t.answer, t.desc) for n, t in plan.secret], plan.programs,
                  *validators(fmt, preset, variant=own_variant(var)), version, meta, var)
    say(f"wrote {directory}: {len(plan.samples)} samples, {len(plan.secret)} secret tests, "
        f"{len(plan.programs)} submissions")
    zip_path = zip_package(directory) if zip else None
    if zip_path:
        say(f"wrote {zip_path}")
    return KattisPackage(directory, zip_path, [n for n, _ in plan.secret], plan.caught)


def check_options(format: str, tests: int, limits: str, lang: str) -> Tuple[str, str]:
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


def check_directory(directory: str) -> str:
    """The package directory, normalized; refused when it is empty or its
    name is no problem short name."""
    if not directory:
        raise PackageError("DIR must name the package directory, not the empty string ''")
    directory = os.path.normpath(directory)
    _check_name(directory)
    return directory


def _check_name(directory: str) -> None:
    """The directory's name is the problem's short name: refused unless it is one."""
    name = os.path.basename(os.path.abspath(directory))
    if not SHORT_NAME.fullmatch(name):
        hint = re.sub(r"[^a-z0-9]", "", name.lower())
        raise PackageError(f"{name!r} is no problem short name: the directory's name must be lowercase letters "
                           f"and digits only (a-z, 0-9){f', e.g. {hint!r}' if hint else ''}")


def check_target(directory: str, force: bool) -> bool:
    """May the package be written to ``directory``?  True when an earlier
    package written here is to be replaced (with ``force``)."""
    if not os.path.exists(directory) or (os.path.isdir(directory) and not os.listdir(directory)):
        return False
    if not force:
        raise PackageError(f"{directory} exists and is not empty (--force replaces a package written here)")
    # problem.yaml's first line, or problem.xml's second (Polygon's), names fastcheck
    for name, line in (("problem.yaml", 0), ("problem.xml", 1)):
        path = os.path.join(directory, name)
        if os.path.isfile(path):
            with open(path, encoding="utf-8", errors="replace") as fh:
                head = [fh.readline() for _ in range(line + 1)][line]
            if head.lstrip("#<!- ").startswith(MARKER_PREFIX.lstrip("# ")):
                return True
    raise PackageError(f"{directory} is not a package written by fastcheck: not replacing it")


def _sample_answer(fmt: str, name: str, lang: str) -> str:
    if fmt == "ostap" or lang == "sk":
        return package_text("samples", name + ".out")
    return package_text("samples", name + ".en.out")
