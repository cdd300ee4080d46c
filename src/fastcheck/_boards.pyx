# cython: language_level=3
"""The position API: ``StaticBoard``, one static position with its line
indexes built, asked question by question (the piece on a square,
attackers, pins, the verdict, every valid move of a side, a move's
validity, and the sorted table of its move runs).  Its arrays are checked
(_checks.pxd) and copied before a nogil kernel sees them.  Move counts come
back as Python ints (they can exceed 64 bits)."""

from libc.stdint cimport int64_t, int8_t, uint32_t
from libc.stdlib cimport free, malloc
from libcpp.vector cimport vector
from cpython cimport array

from fastcheck._codes cimport BLACK, BLACK_CHECKED, ERR_DUPLICATE, ERR_KINGS, IMPOSSIBLE, SAFE, WHITE, WHITE_CHECKED
from fastcheck._table cimport FAR_FAMILIES
from fastcheck._kinds cimport is_royal
from fastcheck._rules cimport MAX_ATTACKERS, MAX_FAMILIES, MAX_PINNED
from fastcheck._index cimport C_MAX_N, FcEntry, Pos, build_index, family_in_use, find_at, find_kings, on_board
from fastcheck._checks cimport pieces_ok
from fastcheck._arrays cimport new_array
from fastcheck._sight cimport attackers, pinned_pieces
from fastcheck._moves cimport FcAcc, MoveRun, fc_acc_hi, fc_acc_lo, fc_acc_zero, move_legal, side_runs
from fastcheck._codes import BoardError
from fastcheck._table cimport fc_here, register_copy

register_copy(fc_here())     # this module's copy of the installed kinds table


# ------------------------------------------------------------ position API
cdef class StaticBoard:
    """One position with its line indexes built, for the position-level API.

    Raw tier: squares are plain ints, pieces are ids into the arrays the
    board was built from; :class:`fastcheck.Position` wraps it.  A board
    that breaks a rule of the board (two pieces on a square, a second king
    of one colour) is refused with :class:`BoardError`; a missing king is
    allowed (``white_king`` or ``black_king`` is -1) until :meth:`verdict`.
    """
    cdef Pos P
    cdef FcEntry* work[MAX_FAMILIES]
    cdef object _keep
    cdef readonly int64_t white_king, black_king
    cdef bint ready          # set only once __init__ has built everything
    cdef uint32_t far_built  # the far families indexed (FAR_FAMILIES when it was built)

    def __cinit__(self):
        cdef int f
        for f in range(MAX_FAMILIES):
            self.work[f] = NULL
            self.P.rank[f] = NULL
        self.white_king = -1
        self.black_king = -1
        self.ready = False

    def __init__(self, int64_t n, const int64_t[::1] x, const int64_t[::1] y,
                 const int8_t[::1] kind, const int8_t[::1] color):
        cdef Py_ssize_t p = x.shape[0], i
        cdef int f
        cdef int64_t wk, bk, broken
        self.ready = False       # a failed re-initialisation leaves no usable board
        if x is None or y is None or kind is None or color is None:
            raise TypeError("x, y, kind and color must be arrays, not None")
        if n < 1 or n > C_MAX_N:
            raise ValueError("n must be within 1..10**18")
        pieces_ok(n, x, y, kind, color)
        # private copies, so that the caller's arrays may change afterwards
        cdef array.array xs = new_array('q', p)
        cdef array.array ys = new_array('q', p)
        cdef array.array ks = new_array('b', p)
        cdef array.array cs = new_array('b', p)
        for i in range(p):
            xs.data.as_longlongs[i] = x[i]
            ys.data.as_longlongs[i] = y[i]
            ks.data.as_schars[i] = kind[i]
            cs.data.as_schars[i] = color[i]
        self._keep = (xs, ys, ks, cs)
        cdef int64_t[::1] xv = xs, yv = ys
        cdef int8_t[::1] kv = ks, cv = cs
        self.P.n = n
        self.P.p = p
        self.P.x = &xv[0] if p else NULL
        self.P.y = &yv[0] if p else NULL
        self.P.kind = &kv[0] if p else NULL
        self.P.color = &cv[0] if p else NULL
        broken = find_kings(&self.P, &wk, &bk)
        if broken >= 0:
            raise BoardError("more than one %s king" % ("white" if cv[broken] == WHITE else "black"),
                             ERR_KINGS, broken)
        for f in range(MAX_FAMILIES):        # (a board initialised again: arrays of the new size)
            free(self.work[f])
            free(self.P.rank[f])
            self.work[f] = NULL
            self.P.rank[f] = NULL
        broken = self._index()
        if broken >= 0:
            raise BoardError("two pieces on one square", ERR_DUPLICATE, broken)
        self.white_king = wk
        self.black_king = bk
        self.ready = True

    cdef int64_t _index(self) except -2:
        """Build the line indexes of the families the installed table uses
        (build_index's answer)."""
        cdef int f
        cdef Py_ssize_t p = self.P.p
        for f in range(MAX_FAMILIES):
            if family_in_use(f) and self.work[f] == NULL:
                self.work[f] = <FcEntry*> malloc((p + 1) * sizeof(FcEntry))
                self.P.rank[f] = <int64_t*> malloc((p + 1) * sizeof(int64_t))
                if self.work[f] == NULL or self.P.rank[f] == NULL:
                    raise MemoryError()
        self.far_built = FAR_FAMILIES
        return build_index(&self.P, self.work)

    def __dealloc__(self):
        cdef int f
        for f in range(MAX_FAMILIES):
            free(self.work[f])
            free(self.P.rank[f])

    cdef inline void _ready(self) except *:
        if not self.ready:
            raise ValueError("the board is not initialised")
        if FAR_FAMILIES & ~self.far_built:
            self._index()       # a table installed since rides along far lines this board has no index of

    cdef inline void _square_ok(self, int64_t x, int64_t y) except *:
        self._ready()
        if not on_board(&self.P, x, y):
            raise ValueError("square off the board")

    def piece_at(self, int64_t x, int64_t y):
        """Id of the piece on (x, y), or -1."""
        self._square_ok(x, y)
        return find_at(&self.P, x, y)

    def attackers(self, int64_t x, int64_t y, int by, int64_t skip=-1):
        """Ids of the pieces of colour ``by`` (a :class:`Color`; any true
        value is White) that attack (x, y), piece ``skip`` taken as absent."""
        cdef int64_t buf[MAX_ATTACKERS]
        cdef int i, c
        self._square_ok(x, y)
        c = attackers(&self.P, x, y, WHITE if by else BLACK, skip, buf)
        return [buf[i] for i in range(c)]

    def pinned(self, int64_t king):
        """Ids of the pieces pinned to the king with id ``king``."""
        cdef int64_t buf[MAX_PINNED]
        cdef int i, c
        self._ready()
        if not (0 <= king < self.P.p) or not is_royal(self.P.kind[king]):
            raise ValueError("not a king")
        c = pinned_pieces(&self.P, king, buf)
        return [buf[i] for i in range(c)]

    def verdict(self, bint with_moves=False):
        """``(state, count, moves)``: the :class:`State` code (an int), the
        checked side's valid-move count, and when asked its moves as
        (piece id, tx, ty) in no set order."""
        self._ready()
        if self.white_king < 0 or self.black_king < 0:
            raise ValueError("the position needs one king of each colour")
        return verdict_py(&self.P, self.white_king, self.black_king, with_moves)

    # ---- every valid move of either side (kernels in _moves) ----
    def move_count(self, int side):
        """Exact number of valid moves of ``side`` (1 white, 0 black), in
        check or not; a Python int, as it can exceed 64 bits."""
        self._ready()
        side_arg(side)
        return moves_count_py(&self.P, side, self.white_king if side else self.black_king)

    def is_legal(self, int64_t fx, int64_t fy, int64_t tx, int64_t ty):
        """Is (fx, fy) -> (tx, ty) a valid move of the piece on (fx, fy)?
        False for an empty square; both squares must be on the board."""
        self._square_ok(fx, fy)
        self._square_ok(tx, ty)
        return move_legal_py(&self.P, self.white_king, self.black_king, fx, fy, tx, ty)
    # ---- end of the move methods ----

    # ---- the move API's sorted run table (kernel in _moves) ----
    def move_table(self, int side):
        """The valid moves of ``side`` as runs ``(fx, fy, dx, dy, first,
        length)``: the squares from + first*(dx, dy) .. from +
        (first+length-1)*(dx, dy), the lengths summing to
        :meth:`move_count`.  A flat ``array.array('q')``, 6 items a run,
        row-major, sorted by from-square and then direction, so that runs are
        listed in a stable order and can be sliced without building a
        Python object per run."""
        self._ready()
        side_arg(side)
        return moves_table_py(&self.P, side, self.white_king if side else self.black_king)
    # ---- end of the move API's table ----


# ------------------------------------------------- Python-facing helpers
cdef int side_arg(int side) except -1:
    if side != WHITE and side != BLACK:
        raise ValueError("side must be 1 (white) or 0 (black)")
    return side


cdef object moves_count_py(const Pos* P, int s, int64_t king):
    """Exact valid-move count of side s as a Python int (may exceed 2^64)."""
    cdef FcAcc acc
    fc_acc_zero(&acc)
    with nogil:
        side_runs(P, s, king, NULL, &acc)
    return (int(fc_acc_hi(&acc)) << 64) | int(fc_acc_lo(&acc))


cdef tuple verdict_py(const Pos* P, int64_t wk, int64_t bk, bint with_moves):
    """A static board's verdict ``(state, count, moves)`` from the move
    engine: the kings' attackers give the :class:`State`, and the checked
    side's runs its valid moves (in check every run is one move, so the
    moves are the runs' first squares; ``moves`` is None unless asked)."""
    cdef FcAcc acc
    cdef vector[MoveRun] runs
    cdef bint cw = attackers(P, P.x[wk], P.y[wk], BLACK, -1, NULL) != 0
    cdef bint cb = attackers(P, P.x[bk], P.y[bk], WHITE, -1, NULL) != 0
    cdef int state = IMPOSSIBLE if cw and cb else (
        WHITE_CHECKED if cw else (BLACK_CHECKED if cb else SAFE))
    fc_acc_zero(&acc)
    if state == WHITE_CHECKED or state == BLACK_CHECKED:
        with nogil:
            side_runs(P, WHITE if cw else BLACK, wk if cw else bk, &runs if with_moves else NULL, &acc)
    moves = [(find_at(P, r.fx, r.fy), r.fx + r.first * r.dx, r.fy + r.first * r.dy)
             for r in runs] if with_moves else None
    return state, fc_acc_lo(&acc), moves


cdef object move_legal_py(const Pos* P, int64_t white_king, int64_t black_king,
                          int64_t fx, int64_t fy, int64_t tx, int64_t ty):
    """``move_legal`` with the king of the moving piece's side."""
    cdef int64_t pid = find_at(P, fx, fy)
    if pid < 0:
        return False
    return move_legal(P, white_king if P.color[pid] == WHITE else black_king, fx, fy, tx, ty)


# ------------------------------------------------------ sorted run tables
cdef extern from "fc_runs.h":
    void fc_sort_runs[R](R* a, size_t n) nogil


cdef object moves_table_py(const Pos* P, int s, int64_t king):
    """The valid moves of side s as a flat ``array.array('q')`` of
    ``6 * runs`` items, row-major: a row ``(fx, fy, dx, dy, first, length)``
    per run, sorted by from-square and then direction (a piece has at most
    one run per direction)."""
    cdef FcAcc acc
    cdef vector[MoveRun] runs
    cdef Py_ssize_t i, k
    fc_acc_zero(&acc)
    with nogil:
        side_runs(P, s, king, &runs, &acc)
        k = runs.size()
        if k:
            fc_sort_runs(&runs[0], <size_t> k)
    cdef array.array table = new_array('q', 6 * k)
    cdef int64_t* t = <int64_t*> table.data.as_longlongs
    with nogil:
        for i in range(k):
            t[6 * i] = runs[i].fx
            t[6 * i + 1] = runs[i].fy
            t[6 * i + 2] = runs[i].dx
            t[6 * i + 3] = runs[i].dy
            t[6 * i + 4] = runs[i].first
            t[6 * i + 5] = runs[i].length
    return table
