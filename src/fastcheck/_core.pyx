# cython: language_level=3
"""fastcheck's compiled core: line indexes, attacks, pins and move counts.

This module is the core's face: what the Python layer imports, each name
from the module that owns it (imported when the name is first asked for).
Each module has a ``.pxd`` that says what it lends the others, and cimports
what it uses:

``_table``
    the installed kinds table (``install_table``): a row a kind, what it
    does, its steps, leaps, slide directions, pawn moves and royalty, as
    a variant's pieces say; the built-in variants' table is installed
    when the core loads, and ``table_fault`` says of a row no engine can
    answer what is not supported.
``_kinds.pxd``
    a row's questions (does kind k slide along d, make leap j, ...).  No
    module compares a kind against a named kind, so a piece added as a
    row is known to every engine.
``_rules.pxd``
    the rules over a row: directions and the installed leaps, attacks
    along a ray, pins, the squares between a king and its checker and the
    moves that land on them, a pawn's step.
``_codes``
    the codes the core returns (``Color``, ``State``, ``MoveResult``,
    ``BatchError``) and ``BoardError``.
``_checks.pxd``
    the argument checks every entry point shares.
``_index``
    the position (``Pos``) and its four sorted line indexes: the nearest
    piece along a ray is a bisection, so finding a square's attackers or a
    king's pins is O(log p) and counting a side's moves O(p log p); "one
    piece per square" and "one king of each colour".
``_mailbox``
    the mailbox (``OBoard``): the piece on each square of a window, for
    an Ostap board or for a static board whose pieces stand in a small
    window.
``_sight.pxd``
    the indexed engine's queries over either index (attackers, pins, a
    king's safe steps), written once over the fused type ``Board``.
``_views.pxd``, ``_buckets.pxd``
    what a square sees in one pass over the pieces (a ``RayView``: the
    nearest pieces on its rays, those a leap away; its attackers and
    pins) and the check line; the hashed buckets of the passes.
``_passes``
    the pass engine: the verdict of a board asked one question, from the
    nearest pieces along a few rays and lines, found in passes over the
    pieces (O(p), no sort).
``_moves``
    the indexed engine's move runs: every valid move of either side.
``_count``
    the family-pass counter: both sides' moves of the boards of
    ``count_batch`` that are not in a small window, in passes over hashed
    line buckets.
``_batch``
    ``solve_batch`` and ``count_batch``: every board of a file in one
    call, each sent to the engine that serves it.
``_boards``
    ``StaticBoard``: one position asked question by question.
``_ostap``
    Ostap's chess (format C): its correct moves and ``OstapBoard``.
``_scan``, ``_faults``
    the format scanners; where a scanner stopped, the first broken rule.
``_gen``
    the test generator's compiled loops.

Every entry point validates its arguments before a ``nogil`` kernel runs
(coordinates inside ``1..n``, ``n <= 10**18``, kinds and colours in range,
array lengths and offsets consistent), which is what makes running the
kernels without bounds checks safe.

The C and C++ the core needs (sorts, hashing constants, bit scans, the
128-bit accumulator, the tables) are headers in ``include/``, each compiled
on its own by the tests.
"""
from fastcheck._rules cimport ROW, COL, DIAG, ANTI, DIR_LINE, DSIGN, DIR_OF_STEP, DX, DY
from fastcheck._index cimport FASTCHECK_DEBUG

from fastcheck._moves cimport FC_ACC_INT128

#: where each name of the core lives: a module is imported when one of its
#: names is first asked for (PEP 562), so that a run of ``fastcheck solve``
#: on format A or B loads neither the Ostap board, the generator nor the
#: error path's helpers
_HOMES = {
    "BatchError": "_codes", "BoardError": "_codes", "Color": "_codes", "MoveResult": "_codes", "State": "_codes",
    "StaticBoard": "_boards", "count_batch": "_batch", "solve_batch": "_batch",
    "BoardFault": "_faults", "first_fault": "_faults", "king_counts": "_faults", "record_lines": "_faults",
    "gen_noise": "_gen", "gen_sparse_board": "_gen",
    "install_table": "_table", "installed_rows": "_table", "table_fault": "_table",
    "OstapBoard": "_ostap", "ostap_board_text": "_ostap",
    "scan_grid": "_scan", "scan_ostap": "_scan", "scan_sparse": "_scan",
}

__all__ = sorted(list(_HOMES) + ["DEBUG_BUILD", "KIND_COUNT", "MOVES_INT128"])


def __getattr__(name):
    """The core's name ``name``, from the module that owns it (imported now)."""
    if name == "KIND_COUNT":        # the installed table's: not kept, it changes with an install
        from fastcheck._table import kind_count
        return kind_count()
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'fastcheck._core' has no attribute {name!r}")
    value = getattr(__import__("fastcheck." + home, fromlist=[name]), name)
    globals()[name] = value
    return value


def __dir__():
    return sorted(set(globals()) | set(_HOMES) | {"KIND_COUNT"})


#: True when built with FASTCHECK_DEBUG=1 (bounds checks on, no optimisation)
DEBUG_BUILD = bool(FASTCHECK_DEBUG)
#: True when move totals are summed with the compiler's 128-bit integer
MOVES_INT128 = bool(FC_ACC_INT128)


cdef void check_rules_tables() except *:
    """The C direction table's line families are the enum's and its inverse
    (DIR_OF_STEP) inverts it."""
    cdef int d
    cdef int[4] lines = [ROW, COL, DIAG, ANTI]
    for d in range(8):
        if (DIR_LINE[d] != lines[d // 2] or DSIGN[d] != (1 if d % 2 == 0 else -1)
                or DIR_OF_STEP[(DY[d] + 1) * 3 + DX[d] + 1] != d):
            raise ImportError("fastcheck._core: the direction tables disagree with the line families "
                              "or with each other")


check_rules_tables()
