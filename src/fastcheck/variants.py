"""Variants: a rule set's piece kinds as one value, ``Variant``, that the
readers and the core take.

A variant is the classic kinds (king, queen, rook, bishop, knight, pawn:
formats A, B and C), the ``fairy`` ones besides (the archbishop,
chancellor and amazon: format B), or a *variant file*'s: a small TOML file
that gives each piece a letter and its moves in Betza notation
(:mod:`fastcheck.betza`), as Fairy-Stockfish's custom pieces do::

    double_step = false   # the pawn's double step from y = 2 (White), y = n - 1 (Black)
    [pieces]              # a letter (White's, lowercase) and the piece's moves
    l = "C"               # camel
    k = "W"               # the royal piece's moves (default "K")
    [pieces.n]            # or a table: its moves, its name, its FEN letter
    betza = "NN"
    name = "nightrider"
    fen = "s"

A variant's kinds are numbered for the core: the classic ones 1 to 6 (as
python-chess and Timus 1380 number them), then its own in the order the
file gives them.  ``Variant.install`` hands its rows to the core's kinds
table (``_core.install_table``), which refuses what no engine can answer;
every entry point installs its variant before it asks the core.
"""
from __future__ import annotations

from .betza import BetzaError, parse_betza
from .kinds import CLASSIC, KIND_TABLE, KING, VARIANTS, KindRow, LetterSet, kinds_of, letter_set

TYPE_CHECKING = False
if TYPE_CHECKING:   # not at run time: a small input's start-up loads this module
    from typing import Any, Optional

__all__ = ["Variant", "DEFAULT_ROWS", "core_rows", "resolve_variant", "installed_variant"]

#: the classic letters a variant file cannot give another piece
_FIXED_LETTERS = "qrbhp"
#: names of pieces by their Betza notation, for a variant file's piece that names none
_KNOWN_NAMES = {
    "W": "wazir", "F": "ferz", "D": "dabbaba", "N": "knight", "A": "alfil", "H": "threeleaper",
    "C": "camel", "Z": "zebra", "G": "tripper", "K": "commoner", "NN": "nightrider", "KN": "centaur",
    "BN": "archbishop", "RN": "chancellor", "QN": "amazon", "WF": "commoner",
}


def core_rows(kinds: tuple) -> tuple:
    """The core's rows of some kinds: each ``(leaps, rides, pawn, royal)``,
    as ``_core.install_table`` takes them.

    Args:
        kinds: the kinds' rows (``KindRow``), kind 1 first.
    """
    rows = []
    for row in kinds:
        moves = parse_betza(row.betza) if row.betza else None
        rows.append((moves.leaps if moves else (), moves.rides if moves else (), bool(row.pawn), bool(row.royal)))
    return tuple(rows)


#: the table the core installs when it loads: every built-in kind (the
#: classic variant's are its first rows)
DEFAULT_ROWS = core_rows(KIND_TABLE)


class Variant:
    """A rule set's piece kinds: their rows (letters, names, moves), the
    pawn's double step, and the letters format B reads them by.

    Make one with :meth:`from_file` (a variant file), :meth:`builtin`
    (``'classic'`` or ``'fairy'``) or :func:`~fastcheck.variants.resolve_variant` (either, or a
    ``Variant``).  Two variants are equal when their kinds and rules are.

    A command resolves its ``--variant`` (an API function its ``variant=``)
    into one ``Variant`` at its entry; the readers, the writers, the
    generator and the commands below it take that value and read its
    ``letters``, ``rows`` and ``kinds`` (each a
    ``KindRow``: letter, name, symbols, moves), never
    a name again.  The pictures of its kinds are the kinds' rows too (their
    symbols; the SVG pictures' module draws them).

    Args:
        name: the variant's name, in messages.
        kinds: its kinds' rows (``KindRow``), kind 1 first.
        double_step: the pawn's double step, from y = 2 (White) and y = n - 1 (Black).
        path: the variant file it was read from, ``None`` for another.
    """

    __slots__ = ("name", "kinds", "double_step", "letters", "rows", "path")

    def __init__(self, name: str, kinds: tuple, double_step: bool = False, path: Optional[str] = None) -> None:
        from . import _core
        self.name = name
        self.kinds = tuple(kinds)
        self.double_step = bool(double_step)
        self.letters: LetterSet = letter_set(self.kinds)
        self.path = path
        #: the rows the core installs for this variant (a built-in variant:
        #: every built-in kind, so that switching between them installs nothing)
        self.rows = DEFAULT_ROWS if name in VARIANTS and path is None else core_rows(self.kinds)
        fault = _core.table_fault(self.rows)
        if fault is not None:
            raise ValueError(f"variant {name!r}: {fault}")

    @classmethod
    def builtin(cls, name: str) -> Variant:
        """A built-in variant.

        Args:
            name: ``'classic'`` or ``'fairy'``.
        """
        if name not in VARIANTS:
            raise ValueError(f"variant must be one of {VARIANTS} or a variant file, not {name!r}")
        found = _BUILTIN.get(name)
        if found is None:
            found = _BUILTIN[name] = cls(name, kinds_of(name))
        return found

    @classmethod
    def from_file(cls, path: Any) -> Variant:
        """The variant of a variant file (see the module's docstring).

        Args:
            path: the TOML file's path; a file that cannot be read or is
                wrong is a :class:`~fastcheck.FormatError` naming the file
                and what is wrong in it.
        """
        import os

        from .errors import FormatError
        try:
            with open(path, "rb") as fh:
                data = _toml_loads(fh.read().decode("utf-8"))
        except OSError as exc:
            from .errors import os_error_message
            raise FormatError(f"a readable variant file ({os_error_message(exc)})", kind="argument",
                              found=repr(os.fspath(path))) from None
        except (UnicodeDecodeError, ValueError) as exc:   # tomllib.TOMLDecodeError is a ValueError
            raise FormatError(f"a variant file in TOML: {exc}", kind="syntax", found=repr(os.fspath(path))) from None
        return cls.from_dict(data, name=os.path.basename(os.fspath(path)), path=os.fspath(path))

    @classmethod
    def from_dict(cls, data: dict, name: str = "variant", path: Optional[str] = None) -> Variant:
        """The variant a variant file's TOML data describes.

        Args:
            data: the file's TOML, read into a dict.
            name: the variant's name, in messages.
            path: the file's path, in messages.
        """
        from .errors import FormatError

        def fault(what: str, found: Optional[str] = None) -> FormatError:
            return FormatError(f"in the variant file {name!r}: {what}", kind="syntax", found=found)

        unknown = sorted(set(data) - {"double_step", "pieces"})
        if unknown:
            raise fault("only the keys 'double_step' and 'pieces'", repr(unknown[0]))
        double_step = data.get("double_step", False)
        if not isinstance(double_step, bool):
            raise fault("double_step = true or false", repr(double_step))
        pieces = data.get("pieces", {})
        if not isinstance(pieces, dict):
            raise fault("a [pieces] table", repr(pieces))
        kinds = list(kinds_of(CLASSIC))
        fen_taken = {row.fen for row in kinds}
        for letter, spec in pieces.items():
            if len(letter) != 1 or not ("a" <= letter <= "z"):
                raise fault("a piece's letter: one lowercase letter a-z (White's)", repr(letter))
            if letter in _FIXED_LETTERS:
                raise fault(f"a letter other than the classic {', '.join(_FIXED_LETTERS)} "
                            "(their pieces cannot be redefined)", repr(letter))
            if isinstance(spec, str):
                spec = {"betza": spec}
            if not isinstance(spec, dict) or not isinstance(spec.get("betza"), str):
                raise fault(f"piece {letter!r}: its moves in Betza notation, a string or betza = \"...\"",
                            repr(spec))
            extra = sorted(set(spec) - {"betza", "name", "fen"})
            if extra:
                raise fault(f"piece {letter!r}: only betza, name and fen", repr(extra[0]))
            try:
                moves = parse_betza(spec["betza"])
            except BetzaError as exc:
                raise fault(f"piece {letter!r}: {exc}") from None
            del moves
            if letter == "k":
                king = kinds[KING - 1]
                kinds[KING - 1] = king._replace(betza=spec["betza"], name=spec.get("name", king.name))
                continue
            fen = spec.get("fen", letter)
            if not isinstance(fen, str) or len(fen) != 1 or not ("a" <= fen <= "z") or fen in fen_taken:
                raise fault(f"piece {letter!r}: a FEN letter a-z that no other piece has "
                            f"(taken: {''.join(sorted(fen_taken))}); say fen = \"...\"", repr(fen))
            if any(row.letter == letter for row in kinds):
                raise fault("each letter once", repr(letter))
            fen_taken.add(fen)
            title = spec.get("name", _KNOWN_NAMES.get(spec["betza"], f"piece {letter}"))
            if not isinstance(title, str) or not title:
                raise fault(f"piece {letter!r}: a name", repr(title))
            kinds.append(KindRow(len(kinds) + 1, letter, title, letter.upper(), letter, fen, name, spec["betza"]))
        try:
            return cls(name, tuple(kinds), double_step, path)
        except ValueError as exc:
            raise fault(str(exc).split(": ", 1)[-1]) from None

    def install(self) -> None:
        """Make this variant's rows the core's kinds table (nothing to do when
        they are installed already)."""
        core = _CORE or _load_core()
        if core.installed_rows() is not self.rows:
            core.install_table(self.rows, self.double_step)

    @property
    def is_classic(self) -> bool:
        """Are these the classic kinds and rules (what formats A and C are read with)?"""
        return self.kinds == _CLASSIC_KINDS and not self.double_step

    @property
    def label(self) -> str:
        """How messages and command lines name this variant: a built-in one's
        name, else its file's path (or its name)."""
        return self.builtin_name or self.path or self.name

    @property
    def own_kinds(self) -> tuple:
        """The rows of the kinds this variant brings besides the classic ones."""
        return tuple(row for row in self.kinds if row.variant != CLASSIC)

    def kind_of(self, letter: str) -> int:
        """The kind number of a piece ``letter`` of this variant.

        Args:
            letter: a piece's letter, either case.

        Raises:
            KeyError: a letter the variant has not.
        """
        at = self.letters.format.find(letter.lower().encode("ascii")) if len(letter) == 1 else -1
        if at < 0:
            raise KeyError(letter)
        return at + 1

    def row_of(self, letter: str) -> KindRow:
        """The row of the kind of a piece ``letter``.

        Args:
            letter: a piece's letter, either case.
        """
        return self.kinds[self.kind_of(letter) - 1]

    def __reduce__(self) -> tuple:
        """Pickled for a process pool: a built-in variant as its name, so
        that it is the one value there too."""
        if self.builtin_name:
            return (Variant.builtin, (self.name,))
        return (Variant, (self.name, self.kinds, self.double_step, self.path))

    @property
    def builtin_name(self) -> Optional[str]:
        """The built-in variant's name (``'classic'``, ``'fairy'``), else None."""
        return self.name if self.path is None and self.name in VARIANTS else None

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Variant):
            return NotImplemented
        return (self.kinds, self.double_step) == (other.kinds, other.double_step)

    def __hash__(self) -> int:
        return hash((self.kinds, self.double_step))

    def __repr__(self) -> str:
        if self.builtin_name:
            return f"Variant.builtin({self.name!r})"
        return f"Variant.from_file({self.path!r})" if self.path else f"Variant({self.name!r})"


_BUILTIN: dict = {}
#: the classic variant's kinds
_CLASSIC_KINDS = kinds_of(CLASSIC)
#: the compiled core, imported by the first install (_load_core): not when
#: this module loads, since the core reads DEFAULT_ROWS from it as it loads.
#: Every entry point installs its variant, so a game replayed by solve()
#: pays a global's look-up here, not an import statement's.
_CORE: Any = None


def _load_core() -> Any:
    """The compiled core, imported once (``_CORE``)."""
    global _CORE
    from . import _core
    _CORE = _core
    return _core


def _toml_loads(text: str) -> dict:
    """TOML text read by the standard library's ``tomllib`` (its ``tomli``
    backport before Python 3.11)."""
    import sys
    if sys.version_info >= (3, 11):
        import tomllib
    else:                   # Python 3.9-3.10
        import tomli as tomllib
    return tomllib.loads(text)


def resolve_variant(variant: Any) -> Variant:
    """The :class:`~fastcheck.Variant` that ``variant`` names.

    Args:
        variant: a ``Variant``, a built-in name (``'classic'``, ``'fairy'``)
            or the path of a variant file (a str or a path-like object).
            A wrong type is a ``TypeError``.
    """
    if isinstance(variant, Variant):
        return variant
    if isinstance(variant, str) and variant in VARIANTS:
        return Variant.builtin(variant)
    import os  # a variant file's path only: not for every call with a built-in name
    if isinstance(variant, (str, os.PathLike)):
        if isinstance(variant, str) and not os.path.exists(variant) and os.sep not in variant \
                and not variant.endswith(".toml"):
            raise ValueError(f"variant must be one of {VARIANTS} or a variant file, not {variant!r}")
        return Variant.from_file(variant)
    raise TypeError(f"variant must be a Variant, one of {VARIANTS} or a variant file's path, "
                    f"not {type(variant).__name__}")


def installed_variant(variant: Any) -> Variant:
    """The :class:`Variant` that ``variant`` names (:func:`resolve_variant`),
    its rows installed in the core: what an entry point that asks the core
    does once with its ``variant`` argument."""
    found = resolve_variant(variant)
    found.install()
    return found
