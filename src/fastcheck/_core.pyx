# cython: language_level=3
"""fastcheck's compiled core: line indexes, attacks, pins and move counts.

A position is a set of pieces (x, y, kind, colour) with four *line indexes*
(rows, columns, both diagonals), each a sorted array of (line key, position
along the line, piece id).  The nearest piece from any square in any of the
8 directions is one bisection away, so finding a square's attackers or a
king's pins is O(log p), and counting a checked side's moves O(p log p);
on the large boards nothing walks the squares of the board one by one.

The position API (``StaticBoard``) uses the index and this attack code.
The batch solver (formats A and B) asks each board only for its verdict,
whose answers are all nearest pieces along a few rays and lines: it finds
them in passes over the pieces (O(p), no sort) and gets the same results.
The Ostap board (format C, at most 64x64 squares) keeps a mailbox instead
and reads the same rules from it (``slides_along``, ``pawn_forward``):
walking a ray square by square costs less there than bisecting, and a
trial move changes two squares instead of four indexes.  The tests hold
the three against one another and against brute-force references.

Every entry point validates its arguments before a ``nogil`` kernel runs
(coordinates inside ``1..n``, ``n <= 10**18``, kinds and colours in range,
array lengths and offsets consistent), which is what makes running the
kernels without bounds checks safe.

The codes the core returns are the ``cpdef enum`` types below;
:mod:`fastcheck.codes` mirrors them for the Python layer.

This file holds the codes, the position and its kernels (attacks, pins,
evasions, the verdict); the included files hold the rest: ``_sort.pxi``
(sorting the indexes), ``_judge.pxi`` (the batch solver's verdict in
passes), ``_boards.pxi`` (``solve_batch``, ``StaticBoard``),
``_ostap.pxi`` (the Ostap board), ``_scan.pxi`` (the format scanners),
``_errors.pxi`` (where a scanner stopped, the first broken rule of a board),
``_moves.pxi`` and ``_moves_api.pxi`` (every valid move of either side),
``_count_lines.pxi`` and ``_count.pxi`` (``count_batch``'s counts of both
sides in passes),
``_gen.pxi`` (the test generator's compiled loops).
"""
from libc.stdint cimport int64_t, int32_t, int8_t
from libc.stdlib cimport malloc, free
from libc.string cimport memset
from libcpp.vector cimport vector

from cpython cimport array
import array

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

cdef extern from *:
    """
    #ifndef FASTCHECK_DEBUG
    #define FASTCHECK_DEBUG 0
    #endif
    """
    int FASTCHECK_DEBUG

#: True when built with FASTCHECK_DEBUG=1 (bounds checks on, no optimisation)
DEBUG_BUILD = bool(FASTCHECK_DEBUG)


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
DEF NLINES = 4
DEF SMALL_BOARD = 64     # piece slots up to which knights are found by a scan
DEF C_MAX_N = 1000000000000000000LL   # largest board side
DEF OSTAP_SQUARES = 64    # format C's board: 8x8, rank 8 first
DEF MAX_ATTACKERS = 16   # of one square: the nearest piece on each of 8 rays, 8 knights
DEF MAX_PINNED = 8       # to one king: one per ray
DEF ROW = 0     # key y,     position x
DEF COL = 1     # key x,     position y
DEF DIAG = 2    # key x - y, position x   (directions (1,1) and (-1,-1))
DEF ANTI = 3    # key x + y, position x   (directions (1,-1) and (-1,1))

# piece kinds (as in python-chess and fastcheck.pieces); kind 0 marks a
# captured piece's slot on the Ostap board
DEF PAWN = 1
DEF KNIGHT = 2
DEF BISHOP = 3
DEF ROOK = 4
DEF QUEEN = 5
DEF KING = 6

# direction d: step (DX[d], DY[d]); orthogonal d < 4, diagonal d >= 4;
# d ^ 1 is the opposite direction.
cdef int DX[8]
cdef int DY[8]
cdef int DIR_LINE[8]
cdef int DSIGN[8]
DX[:] = [1, -1, 0, 0, 1, -1, 1, -1]
DY[:] = [0, 0, 1, -1, 1, -1, -1, 1]
DIR_LINE[:] = [ROW, ROW, COL, COL, DIAG, DIAG, ANTI, ANTI]
DSIGN[:] = [1, -1, 1, -1, 1, -1, 1, -1]

cdef int NX[8]
cdef int NY[8]
NX[:] = [1, 2, 2, 1, -1, -2, -2, -1]
NY[:] = [2, 1, -1, -2, -2, -1, 1, 2]


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


cdef struct MoveRec:
    int64_t pid
    int64_t tx
    int64_t ty


cdef inline int64_t key_of(int f, int64_t x, int64_t y) noexcept nogil:
    if f == ROW:
        return y
    if f == COL:
        return x
    if f == DIAG:
        return x - y
    return x + y


cdef inline int64_t pos_of(int f, int64_t x, int64_t y) noexcept nogil:
    if f == COL:
        return y
    return x


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


cdef inline int other_color(int c) noexcept nogil:
    return BLACK if c == WHITE else WHITE


cdef inline int pawn_forward(int c) noexcept nogil:
    """The y step of colour c's pawns: White's move to larger y."""
    return 1 if c == WHITE else -1


cdef inline bint slides_along(int kind, int d) noexcept nogil:
    if kind == QUEEN:
        return True
    if kind == ROOK:
        return d < 4
    if kind == BISHOP:
        return d >= 4
    return False


cdef inline bint on_board(const Pos* P, int64_t x, int64_t y) noexcept nogil:
    return 1 <= x <= P.n and 1 <= y <= P.n


cdef int attackers(const Pos* P, int64_t tx, int64_t ty, int by, int64_t skip,
                   int64_t* out) noexcept nogil:
    """Pieces of colour ``by`` that could capture on (tx, ty), the square's own
    occupant and piece ``skip`` left out (``skip`` is treated as absent, so it
    blocks nothing).  Writes their ids to ``out`` (may be NULL; room for
    MAX_ATTACKERS) and returns how many there are."""
    cdef int count = 0, d, j, k
    cdef int64_t pid, dist, nx, ny
    for d in range(8):
        pid = ray_first(P, tx, ty, d, skip, &dist)
        if pid < 0 or P.color[pid] != by:
            continue
        k = P.kind[pid]
        if slides_along(k, d) or (dist == 1 and (
                k == KING or
                (k == PAWN and d >= 4 and DY[d] == -pawn_forward(by)))):
            if out != NULL:
                out[count] = pid
            count += 1
    if P.p <= SMALL_BOARD:
        # few pieces (every Ostap board, small boards of A and B): one pass
        # over them beats eight bisections
        for pid in range(P.p):
            if P.kind[pid] == KNIGHT and P.color[pid] == by and pid != skip:
                nx = abs64(P.x[pid] - tx)
                ny = abs64(P.y[pid] - ty)
                if (nx == 1 and ny == 2) or (nx == 2 and ny == 1):
                    if out != NULL:
                        out[count] = pid
                    count += 1
        return count
    for j in range(8):
        nx = tx + NX[j]
        ny = ty + NY[j]
        if not on_board(P, nx, ny):
            continue
        pid = find_at(P, nx, ny)
        if pid >= 0 and pid != skip and P.color[pid] == by and P.kind[pid] == KNIGHT:
            if out != NULL:
                out[count] = pid
            count += 1
    return count


cdef int pinned_pieces(const Pos* P, int64_t king, int64_t* out) noexcept nogil:
    """Pieces of the king's colour that are pinned to it: their ids go to
    ``out`` (room for MAX_PINNED); returns how many there are."""
    cdef int count = 0, d
    cdef int c = P.color[king]
    cdef int64_t first, second, dist
    for d in range(8):
        first = ray_first(P, P.x[king], P.y[king], d, -1, &dist)
        if first < 0 or P.color[first] != c:
            continue
        second = ray_first(P, P.x[first], P.y[first], d, -1, &dist)
        if second >= 0 and P.color[second] != c and slides_along(P.kind[second], d):
            out[count] = first
            count += 1
    return count


cdef inline bint contains(const int64_t* ids, int count, int64_t pid) noexcept nogil:
    cdef int i
    for i in range(count):
        if ids[i] == pid:
            return True
    return False


cdef inline void add_move(vector[MoveRec]* moves, int64_t pid, int64_t tx, int64_t ty) noexcept nogil:
    """Append the move of piece ``pid`` to (tx, ty) when a list is wanted."""
    cdef MoveRec rec
    if moves != NULL:
        rec.pid = pid
        rec.tx = tx
        rec.ty = ty
        moves.push_back(rec)


cdef inline int sign64(int64_t v) noexcept nogil:
    return (v > 0) - (v < 0)


cdef inline int64_t abs64(int64_t v) noexcept nogil:
    return v if v >= 0 else -v


cdef inline int dir_of(int64_t dx, int64_t dy) noexcept nogil:
    """Direction index of a nonzero queen-line offset, or -1 when the offset
    lies on no row, column or diagonal."""
    cdef int d
    cdef int sx = sign64(dx), sy = sign64(dy)
    if not (dx == 0 or dy == 0 or abs64(dx) == abs64(dy)):
        return -1
    for d in range(8):
        if DX[d] == sx and DY[d] == sy:
            return d
    return -1


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


cdef int64_t evasions(const Pos* P, int64_t king, vector[MoveRec]* moves) noexcept nogil:
    """Number of valid moves of the king's side, whose king is threatened.

    King steps; with one checker also captures of it and blocks on the
    squares between it and the king, by pieces that are not pinned.  When
    ``moves`` is not NULL every move is appended to it as well."""
    cdef int s = P.color[king]
    cdef int e = other_color(s)
    cdef int64_t kx = P.x[king], ky = P.y[king]
    cdef int64_t count = 0
    cdef int64_t buf[MAX_ATTACKERS]
    cdef int64_t pins[MAX_PINNED]
    cdef int npins, nchk, i, j, d
    cdef int64_t tx, ty, occ, checker, pid, dist, L, t, sv, det, ax, ay, num_t, num_s
    cdef int vx, vy, k

    # king steps
    for d in range(8):
        tx = kx + DX[d]
        ty = ky + DY[d]
        if not on_board(P, tx, ty):
            continue
        occ = find_at(P, tx, ty)
        if occ >= 0 and P.color[occ] == s:
            continue
        if attackers(P, tx, ty, e, king, NULL) == 0:
            count += 1
            add_move(moves, king, tx, ty)

    nchk = attackers(P, kx, ky, e, -1, buf)
    if nchk != 1:
        return count
    checker = buf[0]
    npins = pinned_pieces(P, king, pins)

    # captures of the checker (each attacker has exactly one such move)
    j = attackers(P, P.x[checker], P.y[checker], s, -1, buf)
    for i in range(j):
        pid = buf[i]
        if pid == king or contains(pins, npins, pid):
            continue
        count += 1
        add_move(moves, pid, P.x[checker], P.y[checker])

    # blocks: only a slider at distance > 1 leaves squares between
    k = P.kind[checker]
    L = abs64(P.x[checker] - kx)
    if L == 0:
        L = abs64(P.y[checker] - ky)
    if not (k == QUEEN or k == ROOK or k == BISHOP) or L < 2:
        return count
    vx = sign64(P.x[checker] - kx)
    vy = sign64(P.y[checker] - ky)

    for pid in range(P.p):
        k = P.kind[pid]
        if k == 0 or P.color[pid] != s or pid == king or contains(pins, npins, pid):
            continue
        if k == KNIGHT:
            for j in range(8):
                tx = P.x[pid] + NX[j]
                ty = P.y[pid] + NY[j]
                if between(kx, ky, vx, vy, L, tx, ty):
                    count += 1
                    add_move(moves, pid, tx, ty)
        elif k == PAWN:
            tx = P.x[pid]
            ty = P.y[pid] + pawn_forward(s)
            if between(kx, ky, vx, vy, L, tx, ty):
                count += 1
                add_move(moves, pid, tx, ty)
        elif k != KING:
            for d in range(8):
                if not slides_along(k, d):
                    continue
                # solve D + t*u = K + sv*v for integers t >= 1, 1 <= sv <= L-1
                det = vx * DY[d] - DX[d] * vy
                if det == 0:
                    continue   # along the check line: it can only reach the checker
                ax = kx - P.x[pid]
                ay = ky - P.y[pid]
                num_t = vx * ay - vy * ax
                num_s = DX[d] * ay - DY[d] * ax
                if num_t % det != 0 or num_s % det != 0:
                    continue
                t = num_t // det
                sv = num_s // det
                if t < 1 or sv < 1 or sv > L - 1:
                    continue
                occ = next_on_ray(P, pid, d, &dist)
                if occ >= 0 and dist <= t:
                    continue
                count += 1
                add_move(moves, pid, kx + sv * vx, ky + sv * vy)
    return count


cdef inline bint between(int64_t kx, int64_t ky, int vx, int vy, int64_t L,
                         int64_t tx, int64_t ty) noexcept nogil:
    """Is (tx, ty) one of the squares strictly between the king and the checker
    at K + L*v?"""
    cdef int64_t dx = tx - kx, dy = ty - ky, s
    if vx == 0:
        if dx != 0:
            return False
        s = dy * vy
    elif vy == 0:
        if dy != 0:
            return False
        s = dx * vx
    else:
        s = dx * vx
        if dy != s * vy:
            return False
    return 1 <= s <= L - 1


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
        if P.kind[i] != KING:
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


cdef State position_state(const Pos* P, int64_t wk, int64_t bk, int64_t* count,
                          vector[MoveRec]* moves) noexcept nogil:
    """Verdict of a static position with kings wk (white) and bk (black);
    ``count`` gets the checked side's valid-move count (0 otherwise)."""
    cdef int cw = attackers(P, P.x[wk], P.y[wk], BLACK, -1, NULL)
    cdef int cb = attackers(P, P.x[bk], P.y[bk], WHITE, -1, NULL)
    count[0] = 0
    if cw and cb:
        return IMPOSSIBLE
    if not cw and not cb:
        return SAFE
    if cw:
        count[0] = evasions(P, wk, moves)
        return WHITE_CHECKED
    count[0] = evasions(P, bk, moves)
    return BLACK_CHECKED


include "_judge.pxi"
include "_boards.pxi"
include "_ostap.pxi"
include "_scan.pxi"
include "_errors.pxi"
include "_moves.pxi"
include "_count_lines.pxi"
include "_count.pxi"
include "_moves_api.pxi"
include "_gen.pxi"
