# cython: language_level=3
"""fastcheck's compiled core: line indexes, attacks, pins and move counts.

A position is a set of pieces (x, y, kind, colour) with four *line indexes*
(rows, columns, both diagonals), each a sorted array of (line key, position
along the line, piece id).  The nearest piece from any square in any of the
8 directions is one bisection away, so finding a square's attackers or a
king's pins is O(log p), and counting a checked side's moves O(p log p);
on the large boards nothing walks the squares of the board one by one.

What each kind of piece does is one row of the kinds table
(``include/fc_kinds.h``, asked through ``_kinds.pxd``): its steps, its
knight's jumps, the directions it slides in, whether it moves as a pawn
and whether it is royal.  No engine compares a kind against a named kind,
so a kind added as a row (the archbishop, chancellor and amazon are) is
known to every engine.  The rules that hold whatever the kind (attacks
along a ray, pins, the squares between a king and its checker and the
moves that land on them, a pawn's step) are written in ``_rules.pxi``.

Several engines ask those rules; each finds the pieces its own way, and
each still has its own code for a piece's moves (one move kernel over
them all is not written yet):

* the *pass engine* (``_views.pxi``, ``_hashing.pxi``, ``_judge.pxi``)
  answers a board asked one question, the verdict of ``solve_batch``: its
  answers are all nearest pieces along a few rays and lines, found in
  passes over the pieces (O(p), no sort);
* the *indexed engine* (``_sight.pxi``, ``_moves.pxi``) answers a board
  asked many (``StaticBoard``, ``Position``) over the four line indexes
  of this file;
* the *window mailbox* (``_mailbox.pxi``) answers the indexed engine's
  queries on a board whose pieces stand in a small window, for
  ``count_batch``, where a walk of a few squares or a bit scan is cheaper
  than bisecting;
* the *family-pass counter* (``_count*.pxi``) counts both sides' moves of
  every other board of ``count_batch`` in passes over hashed line
  buckets;
* the *Ostap board* (``_ostap.pxi``, ``_ostap_board.pxi``) replays format
  C over a mailbox of the whole board (at most 64x64), where a trial move
  (make, test, take back) changes two squares.

The tests hold the engines against one another and against brute-force
references.

Every entry point validates its arguments before a ``nogil`` kernel runs
(coordinates inside ``1..n``, ``n <= 10**18``, kinds and colours in range,
array lengths and offsets consistent), which is what makes running the
kernels without bounds checks safe.

The codes the core returns are the ``cpdef enum`` types below;
:mod:`fastcheck.codes` mirrors them for the Python layer.

The C and C++ the core needs (sorts, hashing constants, bit scans, the
128-bit accumulator, the tables) are headers in ``include/``, each compiled
on its own by the tests.  The Cython files, in the order they are
included (each needs the ones before it):

``_sort.pxi``
    sorting a line index (``FcEntry``, ``fc_sort``).
``_rules.pxi``
    the rules that hold whatever the kind: directions and jumps, attacks
    along a ray, pins, the squares between a king and its checker and the
    moves that land on them, a pawn's step.
this file
    the codes, the position (``Pos``) and its line indexes (``find_at``,
    ``ray_first``, ``next_on_ray``, ``build_index``), "one piece per
    square" and "one king of each colour" (``first_on_a_taken_square``,
    ``find_kings``).
``_mailbox.pxi``
    the mailbox (``OBoard``, ``walk``, trial moves) of an Ostap board or of
    a small window of a static board (``window_mailbox``, line masks).
``_sight.pxi``
    the indexed engine's queries over either index: attackers, pins, a
    king's safe steps.
``_views.pxi``, ``_hashing.pxi``, ``_judge.pxi``
    the pass engine: what a square sees in one pass, the hashed questions
    (doubly taken squares, blocks by sliders), the verdict.
``_boards.pxi``
    ``solve_batch`` and ``StaticBoard``, with the argument checks.
``_ostap.pxi``, ``_ostap_board.pxi``
    Ostap's chess (its correct moves) and ``OstapBoard``.
``_scan.pxi``, ``_errors.pxi``
    the format scanners; where a scanner stopped, the first broken rule.
``_moves.pxi``
    the indexed engine's move runs (every valid move of either side).
``_count_lines.pxi``, ``_count_scan.pxi``, ``_count.pxi``
    the family-pass counter (``count_batch``'s boards that are not in a
    small window): the entries, a bucket's sort and scan, the passes.
``_moves_api.pxi``
    the Python face of the moves (``count_batch``, the verdict of
    ``StaticBoard``).
``_gen.pxi``
    the test generator's compiled loops.
"""
from libc.stdint cimport int64_t, int32_t, int8_t, uint64_t
from libc.stdlib cimport malloc, free
from libc.string cimport memset
from libcpp.vector cimport vector

from cpython cimport array
import array

from fastcheck._kinds cimport (
    KINDS, NKINDS, KIND_ROOM, is_kind, is_royal, is_pawn, is_slider, jumps_at_all, slides_along, steps_along,
    jumps_by, slides_on_line, steps_or_jumps, kinds_table_fault)

# The core's arrays are the standard library's array.array ('q' int64, 'b'
# int8, 'Q' uint64): importing the core does not import numpy.
cdef array.array _I64_TEMPLATE = array.array('q')
cdef array.array _I8_TEMPLATE = array.array('b')
cdef array.array _U64_TEMPLATE = array.array('Q')


cdef array.array zeroed(array.array template, Py_ssize_t size):
    """An ``array.array`` of ``template``'s type holding ``size`` zeros.
    (``array.clone(..., zero=True)`` passes a NULL buffer to memset when
    ``size`` is 0, which UBSan rightly refuses.)"""
    cdef array.array a = array.clone(template, size, False)
    if size > 0:
        memset(a.data.as_chars, 0, size * a.ob_descr.itemsize)
    return a

include "_sort.pxi"

cdef extern from "fc_build.h":
    int FASTCHECK_DEBUG

#: True when built with FASTCHECK_DEBUG=1 (bounds checks on, no optimisation)
DEBUG_BUILD = bool(FASTCHECK_DEBUG)
#: the piece kinds the core knows are 1..KIND_COUNT (the rows of its kinds table)
KIND_COUNT = NKINDS


# -------------------------------------------------------------------- codes
cpdef enum Color:
    """A side; White is the lowercase side, whose pawns move to larger y."""
    BLACK = 0
    WHITE = 1


cpdef enum State:
    """Verdict of a position; a checked side is ``2 + its colour``."""
    SAFE = 0
    IMPOSSIBLE = 1
    BLACK_CHECKED = 2 + BLACK
    WHITE_CHECKED = 2 + WHITE


cpdef enum MoveResult:
    """What an Ostap move gives: INCORRECT (the move is not made), else the
    state of the side now to move."""
    INCORRECT = -1
    CORRECT = 0
    CHECK = 1
    MATE = 2
    DRAW = 3


cpdef enum BatchError:
    """The state ``solve_batch`` gives a board that breaks a rule of the board."""
    ERR_DUPLICATE = -1     # two pieces on one square
    ERR_KINGS = -2         # not exactly one king of each colour


class BoardError(ValueError):
    """A position that breaks a rule of the board: ``code`` is ERR_KINGS (a
    second king of one colour) or ERR_DUPLICATE (two pieces on one square),
    ``piece`` the index of the piece that breaks it."""

    code = ERR_DUPLICATE
    piece = -1

    def __init__(self, message, code, piece):
        super().__init__(message)
        self.code = code
        self.piece = piece

    def __reduce__(self):
        return (BoardError, (str(self), self.code, self.piece))


# ---------------------------------------------------------------- constants
cdef enum:
    SMALL_BOARD = 64     # piece slots up to which knights are found by a scan
    OSTAP_SQUARES = 64   # format C's board: 8x8, rank 8 first

cdef extern from "fc_build.h":
    const int64_t C_MAX_N "FC_MAX_N"   # largest board side

include "_rules.pxi"


# ------------------------------------------------------------ the position
cdef struct Pos:
    int64_t n
    Py_ssize_t p          # number of piece slots (dead pieces have kind 0)
    int64_t* x
    int64_t* y
    int8_t* kind
    int8_t* color
    FcEntry* lines[NLINES]    # sorted line indexes
    Py_ssize_t cnt[NLINES]
    int64_t* rank[NLINES]   # rank[f][pid] = slot of pid in lines[f]


cdef inline Py_ssize_t lower_bound(const FcEntry* a, Py_ssize_t cnt, int64_t key, int64_t pos) noexcept nogil:
    """First slot whose (key, pos) is >= (key, pos)."""
    cdef Py_ssize_t lo = 0, hi = cnt, mid
    while lo < hi:
        mid = (lo + hi) >> 1
        if a[mid].key < key or (a[mid].key == key and a[mid].pos < pos):
            lo = mid + 1
        else:
            hi = mid
    return lo


cdef inline int64_t find_at(const Pos* P, int64_t x, int64_t y) noexcept nogil:
    """Piece id on square (x, y), or -1 (also for any square off the board)."""
    cdef Py_ssize_t i = lower_bound(P.lines[ROW], P.cnt[ROW], y, x)
    if i < P.cnt[ROW] and P.lines[ROW][i].key == y and P.lines[ROW][i].pos == x:
        return P.lines[ROW][i].pid
    return -1


cdef inline int64_t ray_first(const Pos* P, int64_t sx, int64_t sy, int d, int64_t skip,
                              int64_t* dist) noexcept nogil:
    """Nearest piece from square (sx, sy) going in direction d, passing over
    piece ``skip`` and the square's own occupant; -1 when the ray is empty.
    ``dist[0]`` gets the number of steps to it."""
    cdef int f = DIR_LINE[d]
    cdef int64_t k = key_of(f, sx, sy)
    cdef int64_t q = pos_of(f, sx, sy)
    cdef const FcEntry* a = P.lines[f]
    cdef Py_ssize_t cnt = P.cnt[f]
    cdef Py_ssize_t i = lower_bound(a, cnt, k, q)
    if DSIGN[d] > 0:
        if i < cnt and a[i].key == k and a[i].pos == q:
            i += 1
        while i < cnt and a[i].key == k:
            if a[i].pid != skip:
                dist[0] = a[i].pos - q
                return a[i].pid
            i += 1
    else:
        i -= 1
        while i >= 0 and a[i].key == k:
            if a[i].pid != skip:
                dist[0] = q - a[i].pos
                return a[i].pid
            i -= 1
    return -1


cdef inline bint on_board(const Pos* P, int64_t x, int64_t y) noexcept nogil:
    return 1 <= x <= P.n and 1 <= y <= P.n


cdef inline int64_t next_on_ray(const Pos* P, int64_t pid, int d, int64_t* dist) noexcept nogil:
    """Nearest piece from piece ``pid`` in direction d (-1: none), found by
    its slot in the line index: O(1).  ``dist[0]`` gets the steps to it."""
    cdef int f = DIR_LINE[d]
    cdef int64_t slot = P.rank[f][pid]
    cdef int64_t ns = slot + DSIGN[d]
    if ns < 0 or ns >= P.cnt[f] or P.lines[f][ns].key != P.lines[f][slot].key:
        return -1
    dist[0] = abs64(P.lines[f][ns].pos - P.lines[f][slot].pos)
    return P.lines[f][ns].pid


cdef int64_t build_index(Pos* P, FcEntry* work[NLINES]) noexcept nogil:
    """Sort the four line indexes of P (arrays in ``work``) and fill
    ``P.rank``.  Returns -1 when every square holds at most one piece, else
    the first piece (in input order) standing on a square an earlier piece
    holds: the rule "one piece per square"."""
    cdef int f
    cdef Py_ssize_t i
    cdef FcEntry* a
    for f in range(NLINES):
        a = work[f]
        for i in range(P.p):
            a[i].key = key_of(f, P.x[i], P.y[i])
            a[i].pos = pos_of(f, P.x[i], P.y[i])
            a[i].pid = i
        fc_sort(a, P.p)
        P.lines[f] = a
        P.cnt[f] = P.p
        for i in range(P.p):
            P.rank[f][a[i].pid] = i
    a = P.lines[ROW]
    for i in range(1, P.p):
        if a[i].key == a[i - 1].key and a[i].pos == a[i - 1].pos:
            return first_on_a_taken_square(a, P.p, i)
    return -1


cdef int64_t first_on_a_taken_square(const FcEntry* a, Py_ssize_t cnt, Py_ssize_t i) noexcept nogil:
    """The first piece, in input order, on a square an earlier piece holds,
    from the sorted row index ``a`` whose entries i - 1 and i share a square.
    Pieces on one square are neighbours there, in no set order: of each such
    run, the second-smallest id is the first to break the rule."""
    cdef Py_ssize_t j
    cdef int64_t first = -1, lo, lo2, pid
    while i < cnt:
        if a[i].key != a[i - 1].key or a[i].pos != a[i - 1].pos:
            i += 1
            continue
        lo = a[i - 1].pid if a[i - 1].pid < a[i].pid else a[i].pid
        lo2 = a[i - 1].pid + a[i].pid - lo
        j = i + 1
        while j < cnt and a[j].key == a[i].key and a[j].pos == a[i].pos:
            pid = a[j].pid
            if pid < lo:
                lo2 = lo
                lo = pid
            elif pid < lo2:
                lo2 = pid
            j += 1
        if first < 0 or lo2 < first:
            first = lo2
        i = j
    return first


cdef int64_t first_on_a_taken_square_of(const int64_t* x, const int64_t* y, Py_ssize_t p,
                                        FcEntry* a) noexcept nogil:
    """The first of the ``p`` pieces, in input order, on a square an earlier
    one holds (-1: none): the row index alone sorted in ``a`` (room for ``p``
    entries), then :func:`first_on_a_taken_square`."""
    cdef Py_ssize_t i
    for i in range(p):
        a[i].key = y[i]
        a[i].pos = x[i]
        a[i].pid = i
    fc_sort(a, p)
    for i in range(1, p):
        if a[i].key == a[i - 1].key and a[i].pos == a[i - 1].pos:
            return first_on_a_taken_square(a, p, i)
    return -1


cdef int64_t find_kings(const Pos* P, int64_t* wk, int64_t* bk) noexcept nogil:
    """Set ``wk`` and ``bk`` to the ids of the white and black kings (-1 for
    none).  Returns -1, or the id of the first second king of one colour: the
    rule "one king of each colour" (a missing king is the caller's to judge)."""
    cdef Py_ssize_t i
    wk[0] = -1
    bk[0] = -1
    for i in range(P.p):
        if not is_royal(P.kind[i]):
            continue
        if P.color[i] == WHITE:
            if wk[0] >= 0:
                return i
            wk[0] = i
        else:
            if bk[0] >= 0:
                return i
            bk[0] = i
    return -1


include "_mailbox.pxi"
include "_sight.pxi"
include "_views.pxi"
include "_hashing.pxi"
include "_judge.pxi"
include "_boards.pxi"
include "_ostap.pxi"
include "_ostap_board.pxi"
include "_scan.pxi"
include "_errors.pxi"
include "_moves.pxi"
include "_count_lines.pxi"
include "_count_scan.pxi"
include "_count.pxi"
include "_moves_api.pxi"
include "_gen.pxi"
