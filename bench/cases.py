"""The benchmark cases: what is generated, which peer runs, which target it checks."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, List, Optional, Union

from . import generate as G

Data = Union[bytes, List[bytes]]


@dataclass
class Case:
    name: str
    family: str                      # uniform | longcheck | many | grid | ostap | count | leapers | riders
    series: str                      # a line in the plot
    fmt: str                         # sparse | grid | ostap
    make: Callable[[], Data]
    boards: int                      # boards, or games for format C
    n_label: str
    n_max: int
    sum_n: int                       # sum of the board sides (for the KSP model solution's limits)
    peer: Optional[str] = None       # "model" (the KSP model solution) | "chess" | "solve" | None
    lang: str = "sk"
    target: Optional[str] = None     # "a", "b" or "ostap"
    size_hint: int = 0               # pieces (or plies) for choosing run counts
    tags: List[str] = field(default_factory=list)
    data_key: Optional[str] = None   # the case whose generated input this one reads (default: its own)
    variant: Optional[str] = None    # the variant file its input is read with (a path from the checkout's root)
    twin: Optional[str] = None       # the classic case of the same layout its time is held to (TWIN_GOAL)


def _e(v: int) -> str:
    """10**k -> '1e<k>', anything else as it is."""
    k = len(str(v)) - 1
    return f"1e{k}" if v == 10**k else str(v)


def _uniform(p: int, n: int) -> Case:
    return Case(f"uniform-p{_e(p)}-n{_e(n)}", "uniform", f"uniform n={_e(n)}", "sparse",
                lambda: G.uniform(p, n), 1, _e(n), n, n,
                peer="model", size_hint=p)


def _longcheck(p: int, n: int, series: Optional[str] = None, target: Optional[str] = None) -> Case:
    return Case(f"longcheck-p{_e(p)}-n{_e(n)}", "longcheck", series or f"longcheck n={_e(n)}", "sparse",
                lambda: G.longcheck(p, n), 1, _e(n), n, n,
                peer="model", target=target, size_hint=p)


def _many(t: int, n_hi: int, target: Optional[str] = None) -> Case:
    # the sum of the sides is only known after generation; use the bound
    return Case(f"many-t{t}-p50-n{_e(n_hi)}", "many", f"many x50, n<={_e(n_hi)}", "sparse",
                lambda: G.many_small(t, 50, 8, n_hi), t, f"8..{_e(n_hi)}", n_hi, t * n_hi,
                peer="model", target=target, size_hint=50 * t)


def _grid(t: int, target: Optional[str] = None) -> Case:
    """``t`` 8x8 grids against python-chess; the target case also runs the
    KSP model solution on the same boards written in format B."""
    return Case(f"grid-t{t}", "grid", "grid 8x8", "grid", lambda: G.grid_batch(t), t, "8", 8, 8 * t,
                peer="chess", lang="en", target=target, size_hint=10 * t)


def _ostap(games: int, target: Optional[str] = None) -> Case:
    return Case(f"ostap-g{games}", "ostap", "ostap games", "ostap", lambda: G.ostap_games(games),
                games, "8", 8, 8 * games, peer="chess", target=target, size_hint=45 * games)


#: ``fastcheck count`` may take this many times ``fastcheck solve``'s time and peak memory on the same file
COUNT_GOAL = 1.5

#: a board of fairy pieces (leapers, riders) may take this many times its classic twin's time
TWIN_GOAL = 2.0


def _leapers(p: int, n: int, fairy: bool) -> Case:
    """``uniform``'s layout with a quarter of leapers (camels, zebras,
    centaurs of a variant file), or knights on their squares: the classic
    twin, whose time the fairy board's is held to (at most 2x)."""
    name = f"leapers-{'fairy' if fairy else 'classic'}-p{_e(p)}-n{_e(n)}"
    variant = G.LEAPERS_VARIANT if fairy else None
    return Case(name, "leapers", f"leapers ({'fairy' if fairy else 'classic twin'})", "sparse",
                lambda: G.leapers(p, n, variant), 1, _e(n), n, n, size_hint=p, variant=variant,
                twin=f"leapers-classic-p{_e(p)}-n{_e(n)}" if fairy else None)


def _riders(p: int, n: int) -> Case:
    """``leapers``' layout with camels, zebras and nightriders (a rider
    along the knight's lines); its classic twin is the leapers family's
    (the same squares, knights)."""
    return Case(f"riders-p{_e(p)}-n{_e(n)}", "riders", "riders (camels, zebras, nightriders)", "sparse",
                lambda: G.leapers(p, n, G.RIDERS_VARIANT), 1, _e(n), n, n, size_hint=p, variant=G.RIDERS_VARIANT,
                twin=f"leapers-classic-p{_e(p)}-n{_e(n)}")


def _count(base: Case) -> Case:
    """``fastcheck count`` (every valid move of both sides) on ``base``'s
    input, with ``fastcheck solve`` on the same file as the peer."""
    return Case(f"count-{base.name}", "count", f"count vs solve ({base.family})", base.fmt, base.make,
                base.boards, base.n_label, base.n_max, base.sum_n, peer="solve", size_hint=base.size_hint,
                data_key=base.name, variant=base.variant)


def full_suite() -> List[Case]:
    cases: List[Case] = []
    for n in (10**3, 10**6, 10**9, 10**18):
        for p in (10**3, 10**4, 10**5, 10**6):
            if p <= n * n // 4:
                cases.append(_uniform(p, n))
    for n in (10**18, 10**6):
        for p in (10**3, 10**4, 10**5, 10**6):
            cases.append(_longcheck(p, n, target="a" if (p, n) == (10**6, 10**18) else None))
    for n in (10**3, 10**9, 10**12, 10**15):
        cases.append(_longcheck(10**5, n, series="longcheck p=1e5 (n sweep)"))
    for n_hi in (10**18, 10**3):
        for t in (20, 200, 2000, 20000):
            cases.append(_many(t, n_hi, target="b" if (t, n_hi) == (20000, 10**18) else None))
    for t in (100, 1000, 10000, 20000, 100000):
        cases.append(_grid(t, target="grid" if t == 20000 else None))
    for g in (100, 1000, 10000):
        cases.append(_ostap(g, target="ostap" if g == 10000 else None))
    for p in (10**4, 10**5, 10**6):
        cases.append(_count(_longcheck(p, 10**18)))
        cases.append(_count(_uniform(p, 10**18)))
    # the sizes of the count goal (COUNT_GOAL): one board of 10^6 pieces at n = 10^6 (and at
    # n = 10^18, above), 20,000 boards of 50 pieces on boards up to 10^18 and up to 10^3
    cases.append(_count(_longcheck(10**6, 10**6)))
    cases.append(_count(_many(20000, 10**18)))
    cases.append(_count(_many(20000, 10**3)))
    # any leaper a variant file installs: a quarter of the pieces camels, zebras and centaurs,
    # against the same layout with knights (at most 2x), and count against solve on it
    for p in (10**4, 10**5, 10**6):
        cases.append(_leapers(p, 10**18, True))
        cases.append(_leapers(p, 10**18, False))
    cases.append(_count(_leapers(10**6, 10**18, True)))
    # any rider: a quarter of the pieces camels, zebras and nightriders, against the leapers'
    # classic twin, and count against solve on it
    for p in (10**4, 10**5, 10**6):
        cases.append(_riders(p, 10**18))
    cases.append(_count(_riders(10**6, 10**18)))
    return cases


def quick_suite() -> List[Case]:
    return [
        _uniform(10**3, 10**18), _uniform(10**4, 10**18), _uniform(10**4, 10**6),
        _longcheck(10**4, 10**18), _longcheck(10**4, 10**5),
        _many(200, 10**18), _many(200, 10**3),
        _grid(1000),
        _ostap(200),
        _count(_longcheck(10**4, 10**18)), _count(_uniform(10**4, 10**18)), _count(_many(200, 10**18)),
        _leapers(10**4, 10**18, True), _leapers(10**4, 10**18, False), _riders(10**4, 10**18),
    ]
