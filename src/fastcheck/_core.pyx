# cython: language_level=3
"""fastcheck's compiled core: line indexes, attacks, pins and move counts.

A position is a set of pieces (x, y, kind, colour) with four *line indexes*
(rows, columns, both diagonals), each a sorted array of (line key, position
along the line, piece id).  The nearest piece from any square in any of the
8 directions is one bisection away, so finding a square's attackers or a
king's pins is O(log p), and counting a checked side's moves O(p log p);
on the large boards nothing walks the squares of the board one by one.

The batch solver (formats A and B), the position API and the Ostap move-log
board (format C, whose index entries are shifted into place one by one,
insertion-sort style, as pieces move) all use the same index and the same
attack code.  Every entry point validates its arguments before a ``nogil``
kernel runs (coordinates inside ``1..n``, ``n <= 10**18``, kinds and colours
in range, array lengths and offsets consistent), which is what makes running
the kernels without bounds checks safe.

The codes the core returns are the ``cpdef enum`` types below;
:mod:`fastcheck.codes` mirrors them for the Python layer.
"""
from libc.stdint cimport int64_t, int32_t, int8_t
from libc.stdlib cimport malloc, free
from libcpp.vector cimport vector

from cpython cimport array
import array

# The core's arrays are the standard library's array.array ('q' int64, 'b'
# int8, 'Q' uint64): importing the core does not import numpy.
cdef array.array _I64_TEMPLATE = array.array('q')
cdef array.array _I8_TEMPLATE = array.array('b')
cdef array.array _U64_TEMPLATE = array.array('Q')

cdef extern from *:
    """
    #include <algorithm>
    #include <stdint.h>
    struct FcEntry { int64_t key; int64_t pos; int64_t pid; };
    static inline bool fc_less(const FcEntry& a, const FcEntry& b) {
        return a.key < b.key || (a.key == b.key && a.pos < b.pos);
    }
    /* fc_less as a function object: std::sort inlines it (given the
       function pointer, it calls it per comparison: ~25% slower) */
    struct FcLess {
        bool operator()(const FcEntry& a, const FcEntry& b) const { return fc_less(a, b); }
    };
    /* Sorting one line index by (key, pos).  Small boards: std::sort.
       Large ones: a stable LSD radix sort over 11-bit digits of pos and
       then key (each less its minimum), only over the digits the ranges
       reach -- at n = 10^6 that is 4 of the 12.  When more digits than
       FC_RADIX_MAX_PASSES are needed (coordinates spread up to 10^18) one
       MSD bucket pass on the key and std::sort per bucket are faster
       (measured); else the histograms of all passes are counted in one
       pass first.  Entries with equal (key, pos) only
       occur on a doubly taken square, whose order no caller relies on.
       When the scratch buffer cannot be had, std::sort does the work. */
    #include <stdlib.h>
    #include <string.h>
    #define FC_RADIX_MIN 1024
    #define FC_DIGIT_BITS 11
    #define FC_DIGITS 6                  /* ceil(64 / 11) a word */
    #define FC_RADIX_MAX_PASSES 5        /* measured at 10^6 entries: ~9 ms a pass, std::sort ~65 ms */
    #define FC_BUCKETS (1 << FC_DIGIT_BITS)
    /* digit d of an entry: digits 0.. of pos, then of key, each word taken
       relative to its minimum (so unsigned digit order is signed order and
       a narrow range of negative keys needs few digits) */
    static inline uint64_t fc_digit(const FcEntry& e, int d, int64_t min_pos, int64_t min_key) {
        uint64_t w = d < FC_DIGITS ? (uint64_t) e.pos - (uint64_t) min_pos
                                   : (uint64_t) e.key - (uint64_t) min_key;
        return (w >> (FC_DIGIT_BITS * (d % FC_DIGITS))) & (FC_BUCKETS - 1);
    }
    static void fc_sort(FcEntry* a, Py_ssize_t n) {
        if (n < FC_RADIX_MIN) { std::sort(a, a + n, FcLess()); return; }
        /* each word's range: digits above it are the same for every entry */
        int64_t min_pos = a[0].pos, max_pos = a[0].pos, min_key = a[0].key, max_key = a[0].key;
        for (Py_ssize_t i = 1; i < n; i++) {
            if (a[i].pos < min_pos) min_pos = a[i].pos;
            if (a[i].pos > max_pos) max_pos = a[i].pos;
            if (a[i].key < min_key) min_key = a[i].key;
            if (a[i].key > max_key) max_key = a[i].key;
        }
        uint64_t span_pos = (uint64_t) max_pos - (uint64_t) min_pos;
        uint64_t span_key = (uint64_t) max_key - (uint64_t) min_key;
        int digits[2 * FC_DIGITS], passes = 0;
        for (int d = 0; d < 2 * FC_DIGITS; d++) {
            uint64_t span = d < FC_DIGITS ? span_pos : span_key;
            int shift = FC_DIGIT_BITS * (d % FC_DIGITS);
            if ((span >> shift) != 0)          /* some entry has a nonzero digit here */
                digits[passes++] = d;
        }
        FcEntry* tmp = (FcEntry*) malloc((size_t) n * sizeof(FcEntry));
        if (passes > FC_RADIX_MAX_PASSES && tmp != NULL) {
            /* wide keys (n near 10^18): one MSD pass on the key's top
               FC_DIGIT_BITS varying bits, then std::sort each bucket
               (fewer comparisons, in cache); a bucket holds one key range,
               so the buckets in order are sorted by key first */
            int top = 0;                         /* bits in span_key (portable: no clz) */
            while (top < 64 && (span_key >> top) != 0) top++;
            int shift = top > FC_DIGIT_BITS ? top - FC_DIGIT_BITS : 0;
            size_t start[FC_BUCKETS + 1];
            memset(start, 0, sizeof(start));
            for (Py_ssize_t i = 0; i < n; i++)
                start[(((uint64_t) a[i].key - (uint64_t) min_key) >> shift) + 1]++;
            for (int b = 0; b < FC_BUCKETS; b++) start[b + 1] += start[b];
            size_t fill[FC_BUCKETS];
            memcpy(fill, start, sizeof(fill));
            for (Py_ssize_t i = 0; i < n; i++)
                tmp[fill[((uint64_t) a[i].key - (uint64_t) min_key) >> shift]++] = a[i];
            for (int b = 0; b < FC_BUCKETS; b++)
                std::sort(tmp + start[b], tmp + start[b + 1], FcLess());
            memcpy(a, tmp, (size_t) n * sizeof(FcEntry));
            free(tmp);
            return;
        }
        size_t* hist = (size_t*) calloc((size_t) (passes ? passes : 1) * FC_BUCKETS, sizeof(size_t));
        if (tmp == NULL || hist == NULL) {
            free(tmp); free(hist);
            std::sort(a, a + n, FcLess());
            return;
        }
        for (Py_ssize_t i = 0; i < n; i++)
            for (int k = 0; k < passes; k++)
                hist[k * FC_BUCKETS + fc_digit(a[i], digits[k], min_pos, min_key)]++;
        FcEntry* src = a;
        FcEntry* dst = tmp;
        for (int k = 0; k < passes; k++) {
            size_t* h = hist + k * FC_BUCKETS;
            int d = digits[k];
            size_t sum = 0;
            for (int b = 0; b < FC_BUCKETS; b++) { size_t c = h[b]; h[b] = sum; sum += c; }
            for (Py_ssize_t i = 0; i < n; i++) dst[h[fc_digit(src[i], d, min_pos, min_key)]++] = src[i];
            FcEntry* t = src; src = dst; dst = t;
        }
        if (src != a) memcpy(a, src, (size_t) n * sizeof(FcEntry));
        free(tmp); free(hist);
    }
    """
    ctypedef struct FcEntry:
        int64_t key
        int64_t pos
        int64_t pid
    void fc_sort(FcEntry* a, Py_ssize_t n) nogil

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


# --------------------------------------------------------------- batch API
def solve_batch(const int64_t[::1] n, const int64_t[::1] offsets,
                const int64_t[::1] x, const int64_t[::1] y,
                const int8_t[::1] kind, const int8_t[::1] color):
    """Judge many boards at once.

    Board b has side ``n[b]`` and pieces ``offsets[b]:offsets[b+1]`` of the
    flat arrays.  Returns ``(state, count, bad)``: per board the
    :class:`State` (or a negative :class:`BatchError` when it breaks a rule
    of the board) and the valid-move count; ``bad`` is the global index of
    the first piece that breaks a rule (the board's first piece for a missing
    king), -1 when none does.  Every argument is checked first: coordinates
    within ``1..n[b]``, ``1 <= n[b] <= 10**18``, kinds and colours in range.
    """
    cdef Py_ssize_t t = n.shape[0], b, i, p, maxp = 0, lo
    if offsets.shape[0] != t + 1:
        raise ValueError("offsets must have one more entry than n")
    cdef Py_ssize_t total = x.shape[0]
    if y.shape[0] != total or kind.shape[0] != total or color.shape[0] != total:
        raise ValueError("x, y, kind and color must have the same length")
    for b in range(t):
        if offsets[b] < 0 or offsets[b + 1] < offsets[b] or offsets[b + 1] > total:
            raise ValueError("offsets must be non-decreasing and within the arrays")
        if offsets[b + 1] - offsets[b] > maxp:
            maxp = offsets[b + 1] - offsets[b]
        if n[b] < 1 or n[b] > C_MAX_N:
            raise ValueError("n must be within 1..10**18")
    for i in range(total):
        if not (PAWN <= kind[i] <= KING) or not (BLACK <= color[i] <= WHITE):
            raise ValueError("kind must be 1..6 and color 0..1")
    cdef array.array state_arr = array.clone(_I8_TEMPLATE, t, True)
    cdef array.array count_arr = array.clone(_I64_TEMPLATE, t, True)
    cdef int8_t[::1] state = state_arr
    cdef int64_t[::1] counts = count_arr
    cdef int64_t bad = -1
    cdef Pos P
    cdef FcEntry* work[NLINES]
    cdef int f
    cdef int64_t wk, bk, c, broken
    cdef bint coords_ok = True
    for b in range(t):
        for i in range(offsets[b], offsets[b + 1]):
            if x[i] < 1 or x[i] > n[b] or y[i] < 1 or y[i] > n[b]:
                coords_ok = False
    if not coords_ok:
        raise ValueError("coordinates must be within 1..n")
    for f in range(NLINES):
        work[f] = <FcEntry*> malloc((maxp + 1) * sizeof(FcEntry))
        P.rank[f] = <int64_t*> malloc((maxp + 1) * sizeof(int64_t))
    try:
        for f in range(NLINES):
            if work[f] == NULL or P.rank[f] == NULL:
                raise MemoryError()
        with nogil:
            for b in range(t):
                lo = offsets[b]
                p = offsets[b + 1] - lo
                P.n = n[b]
                P.p = p
                P.x = <int64_t*> &x[lo] if p else NULL
                P.y = <int64_t*> &y[lo] if p else NULL
                P.kind = <int8_t*> &kind[lo] if p else NULL
                P.color = <int8_t*> &color[lo] if p else NULL
                broken = find_kings(&P, &wk, &bk)
                if broken >= 0 or wk < 0 or bk < 0:
                    state[b] = ERR_KINGS
                    if bad < 0:
                        bad = lo + broken if broken >= 0 else lo
                    continue
                broken = build_index(&P, work)
                if broken >= 0:
                    state[b] = ERR_DUPLICATE
                    if bad < 0:
                        bad = lo + broken
                    continue
                state[b] = position_state(&P, wk, bk, &c, NULL)
                counts[b] = c
    finally:
        for f in range(NLINES):
            free(work[f])
            free(P.rank[f])
    return state_arr, count_arr, bad


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
    cdef FcEntry* work[NLINES]
    cdef object _keep
    cdef readonly int64_t white_king, black_king
    cdef bint ready          # set only once __init__ has built everything

    def __cinit__(self):
        cdef int f
        for f in range(NLINES):
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
        if y.shape[0] != p or kind.shape[0] != p or color.shape[0] != p:
            raise ValueError("x, y, kind and color must have the same length")
        if n < 1 or n > C_MAX_N:
            raise ValueError("n must be within 1..10**18")
        for i in range(p):
            if x[i] < 1 or x[i] > n or y[i] < 1 or y[i] > n:
                raise ValueError("coordinates must be within 1..n")
            if not (PAWN <= kind[i] <= KING) or not (BLACK <= color[i] <= WHITE):
                raise ValueError("kind must be 1..6 and color 0..1")
        # private copies, so that the caller's arrays may change afterwards
        cdef array.array xs = array.clone(_I64_TEMPLATE, p, False)
        cdef array.array ys = array.clone(_I64_TEMPLATE, p, False)
        cdef array.array ks = array.clone(_I8_TEMPLATE, p, False)
        cdef array.array cs = array.clone(_I8_TEMPLATE, p, False)
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
        for f in range(NLINES):
            free(self.work[f])
            free(self.P.rank[f])
            self.work[f] = <FcEntry*> malloc((p + 1) * sizeof(FcEntry))
            self.P.rank[f] = <int64_t*> malloc((p + 1) * sizeof(int64_t))
            if self.work[f] == NULL or self.P.rank[f] == NULL:
                raise MemoryError()
        broken = build_index(&self.P, self.work)
        if broken >= 0:
            raise BoardError("two pieces on one square", ERR_DUPLICATE, broken)
        self.white_king = wk
        self.black_king = bk
        self.ready = True

    def __dealloc__(self):
        cdef int f
        for f in range(NLINES):
            free(self.work[f])
            free(self.P.rank[f])

    cdef inline void _ready(self) except *:
        if not self.ready:
            raise ValueError("the board is not initialised")

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
        if not (0 <= king < self.P.p) or self.P.kind[king] != KING:
            raise ValueError("not a king")
        c = pinned_pieces(&self.P, king, buf)
        return [buf[i] for i in range(c)]

    def verdict(self, bint with_moves=False):
        """``(state, count, moves)``: the :class:`State` code (an int), the
        checked side's valid-move count, and when asked its moves as
        (piece id, tx, ty)."""
        cdef vector[MoveRec] mv
        cdef int64_t c
        cdef int st
        self._ready()
        if self.white_king < 0 or self.black_king < 0:
            raise ValueError("the position needs one king of each colour")
        st = position_state(&self.P, self.white_king, self.black_king, &c,
                            &mv if with_moves else NULL)
        moves = [(r.pid, r.tx, r.ty) for r in mv] if with_moves else None
        return st, c, moves

    # ---- every valid move of either side (kernels in _moves.pxi) ----
    def move_count(self, int side):
        """Exact number of valid moves of ``side`` (1 white, 0 black), in
        check or not; a Python int, as it can exceed 64 bits."""
        self._ready()
        side_arg(side)
        return moves_count_py(&self.P, side, self.white_king if side else self.black_king)

    def move_runs(self, int side):
        """The valid moves of ``side`` as runs ``(fx, fy, dx, dy, first,
        length)``, in no set order: squares from + first*(dx, dy) .. from +
        (first+length-1)*(dx, dy); the lengths sum to :meth:`move_count`."""
        self._ready()
        side_arg(side)
        return moves_runs_py(&self.P, side, self.white_king if side else self.black_king)

    def is_legal(self, int64_t fx, int64_t fy, int64_t tx, int64_t ty):
        """Is (fx, fy) -> (tx, ty) a valid move of the piece on (fx, fy)?
        False for an empty square; both squares must be on the board."""
        self._square_ok(fx, fy)
        self._square_ok(tx, ty)
        return move_legal_py(&self.P, self.white_king, self.black_king, fx, fy, tx, ty)
    # ---- end of the move methods ----

    # ---- the move API's sorted run table (kernel in _moves.pxi) ----
    def move_table(self, int side):
        """:meth:`move_runs` as an int64 array of shape (runs, 6), sorted by
        from-square and then direction, so that runs are listed in a stable
        order and can be sliced without building a Python object per run."""
        self._ready()
        side_arg(side)
        return moves_table_py(&self.P, side, self.white_king if side else self.black_king)
    # ---- end of the move API's table ----


include "_ostap.pxi"
include "_scan.pxi"
include "_moves.pxi"
