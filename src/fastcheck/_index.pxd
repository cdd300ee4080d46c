# The position and its line indexes (_index.pyx): the pieces of a board
# (``Pos``), its sorted line indexes (the four classic families' and those
# a far rider of the installed table rides along, ``family_in_use``) and
# the nearest piece along a ray (``ray_first``, ``next_on_ray``), the piece
# on a square (``find_at``), and the rules "one piece per square" and "one
# king of each colour".

from libc.stdint cimport int64_t, int8_t

from fastcheck._table cimport FAR_FAMILIES
from fastcheck._rules cimport MAX_FAMILIES, NLINES, ROW, RFAMILY, RSIGN, RX, key_of, pos_of, abs64

cdef extern from "fc_build.h":
    int FASTCHECK_DEBUG
    const int64_t C_MAX_N "FC_MAX_N"   # largest board side

cdef enum:
    SMALL_BOARD = 64     # piece slots up to which leapers are found by a scan

# the sorting of a line index: the entry type and fc_sort (a radix sort
# for large indexes, std::sort otherwise)

cdef extern from "fc_sort.h":
    ctypedef struct FcEntry:
        int64_t key
        int64_t pos
        int64_t pid
    void fc_sort(FcEntry* a, Py_ssize_t n) nogil


cdef inline bint family_in_use(int f) noexcept nogil:
    """Is family f indexed under the installed table: a classic one, or a
    far one some rider rides along (FAR_FAMILIES)?"""
    return f < NLINES or (FAR_FAMILIES >> f) & 1


cdef struct Pos:
    int64_t n
    Py_ssize_t p          # number of piece slots (dead pieces have kind 0)
    int64_t* x
    int64_t* y
    int8_t* kind
    int8_t* color
    # the sorted line indexes: the 4 classic families', then the far ones
    # a far rider of the table rides along (FAR_FAMILIES, _table.pxd)
    FcEntry* lines[MAX_FAMILIES]
    Py_ssize_t cnt[MAX_FAMILIES]
    int64_t* rank[MAX_FAMILIES]   # rank[f][pid] = slot of pid in lines[f]


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
    """Nearest piece from square (sx, sy) going in direction d (any of the
    MAX_DIRS), passing over piece ``skip`` and the square's own occupant;
    -1 when the ray is empty.  ``dist[0]`` gets the number of steps to it."""
    cdef int f = RFAMILY[d]
    cdef int64_t k = key_of(f, sx, sy)
    cdef int64_t q = pos_of(f, sx, sy)
    cdef const FcEntry* a = P.lines[f]
    cdef Py_ssize_t cnt = P.cnt[f]
    cdef Py_ssize_t i = lower_bound(a, cnt, k, q)
    if RSIGN[d] > 0:
        if i < cnt and a[i].key == k and a[i].pos == q:
            i += 1
        while i < cnt and a[i].key == k:
            if a[i].pid != skip:
                dist[0] = a[i].pos - q if d < 8 else (a[i].pos - q) // RX[d]
                return a[i].pid
            i += 1
    else:
        i -= 1
        while i >= 0 and a[i].key == k:
            if a[i].pid != skip:
                dist[0] = q - a[i].pos if d < 8 else (a[i].pos - q) // RX[d]
                return a[i].pid
            i -= 1
    return -1


cdef inline bint on_board(const Pos* P, int64_t x, int64_t y) noexcept nogil:
    return 1 <= x <= P.n and 1 <= y <= P.n


cdef inline int64_t next_on_ray(const Pos* P, int64_t pid, int d, int64_t* dist) noexcept nogil:
    """Nearest piece from piece ``pid`` in direction d (-1: none), found by
    its slot in the line index: O(1).  ``dist[0]`` gets the steps to it."""
    cdef int f = RFAMILY[d]
    cdef int64_t slot = P.rank[f][pid]
    cdef int64_t ns = slot + RSIGN[d]
    if ns < 0 or ns >= P.cnt[f] or P.lines[f][ns].key != P.lines[f][slot].key:
        return -1
    dist[0] = abs64(P.lines[f][ns].pos - P.lines[f][slot].pos)
    if d >= 8:
        dist[0] //= abs64(RX[d])
    return P.lines[f][ns].pid


cdef int64_t build_index(Pos* P, FcEntry** work) noexcept nogil


cdef int64_t first_on_a_taken_square(const FcEntry* a, Py_ssize_t cnt, Py_ssize_t i) noexcept nogil


cdef int64_t first_on_a_taken_square_of(const int64_t* x, const int64_t* y, Py_ssize_t p,
                                        FcEntry* a) noexcept nogil


cdef int64_t find_kings(const Pos* P, int64_t* wk, int64_t* bk) noexcept nogil
