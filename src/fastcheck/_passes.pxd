# What the pass engine (_passes) lends the other modules: the views of a
# square (RayView), the scratch buffers of a batch call (Scratch), "one
# piece per square" by hashing, and the verdict and evasion count of a
# board; the family-pass counter (_count) builds on them.

from libc.stdint cimport INT64_MAX, int64_t, uint64_t

from fastcheck._kinds cimport line_families, slides_on_line
from fastcheck._table cimport MAX_LEAPS
from fastcheck._rules cimport NLINES, abs64, contains, key_of, pos_of
from fastcheck._index cimport Pos
from fastcheck._sight cimport occupant


cdef struct RayView:
    # What a square sees: on each of the 8 rays the nearest and second
    # nearest piece (id, -1 for none, and steps), the pieces a leap away
    # (and which installed leap j of the square each stands at), and the
    # square's own occupant.
    int64_t id1[8]
    int64_t dist1[8]
    int64_t id2[8]
    int64_t dist2[8]
    int64_t leaper[MAX_LEAPS]
    signed char leap[MAX_LEAPS]
    int nleapers
    int64_t occupant


# ------------------------------------------------------------- ray views
cdef enum:
    NEAR = 7                       # |dx|, |dy| up to NEAR: classified by table
    NEAR_SIDE = 2 * NEAR + 1
    CODE_LEAP = 8                  # RAY_CODE beyond the 8 directions: the installed leap j is CODE_LEAP + j
    CODE_NONE = CODE_LEAP + MAX_LEAPS
    CODE_HERE = CODE_NONE + 1
    CODE_RAY_LEAP = CODE_HERE + 1  # CODE_RAY_LEAP + d: on ray d and a leap away too (LEAP_CODE)


# (dx, dy) with |dx|, |dy| <= NEAR -> the direction 0..7 it lies in from the
# square (its steps in RAY_DIST), CODE_LEAP + j for the installed leap j,
# CODE_RAY_LEAP + d for both (a leap along a ray: the leap is LEAP_CODE's),
# CODE_NONE or CODE_HERE: on small boards every piece is near, and a table
# lookup replaces a chain of unpredictable tests
cdef signed char RAY_CODE[NEAR_SIDE * NEAR_SIDE]


cdef signed char LEAP_CODE[NEAR_SIDE * NEAR_SIDE]


cdef signed char RAY_DIST[NEAR_SIDE * NEAR_SIDE]


cdef inline void view_init(RayView* v) noexcept nogil:
    cdef int d
    for d in range(8):
        v.id1[d] = -1
        v.id2[d] = -1
        v.dist1[d] = INT64_MAX
        v.dist2[d] = INT64_MAX
    v.nleapers = 0
    v.occupant = -1


cdef inline void view_add(RayView* v, int64_t dx, int64_t dy, int64_t pid) noexcept nogil:
    """Enter piece ``pid``, standing at (dx, dy) from the square."""
    cdef int d, i
    cdef int64_t dist
    if <uint64_t> (dx + NEAR) < NEAR_SIDE and <uint64_t> (dy + NEAR) < NEAR_SIDE:
        i = <int> ((dy + NEAR) * NEAR_SIDE + dx + NEAR)
        d = RAY_CODE[i]
        if d >= CODE_LEAP:
            if d < CODE_NONE:
                view_leap(v, d - CODE_LEAP, pid)
            elif d == CODE_HERE:
                v.occupant = pid
            elif d >= CODE_RAY_LEAP:
                view_leap(v, LEAP_CODE[i], pid)
                view_put(v, d - CODE_RAY_LEAP, RAY_DIST[i], pid)
            return
        dist = RAY_DIST[i]
    elif dy == 0:
        d = 0 if dx > 0 else 1
        dist = abs64(dx)
    elif dx == 0:
        d = 2 if dy > 0 else 3
        dist = abs64(dy)
    elif dx == dy:
        d = 4 if dx > 0 else 5
        dist = abs64(dx)
    elif dx == -dy:
        d = 6 if dx > 0 else 7
        dist = abs64(dx)
    else:
        return                        # far, off every ray: nothing to note
    view_put(v, d, dist, pid)


cdef inline void view_leap(RayView* v, int j, int64_t pid) noexcept nogil:
    """Note piece ``pid`` at the square's installed leap j."""
    v.leaper[v.nleapers] = pid
    v.leap[v.nleapers] = <signed char> j
    v.nleapers += 1


cdef inline void view_put(RayView* v, int d, int64_t dist, int64_t pid) noexcept nogil:
    """Note piece ``pid`` on ray d, ``dist`` steps from the square."""
    if dist < v.dist1[d]:
        v.id2[d] = v.id1[d]
        v.dist2[d] = v.dist1[d]
        v.id1[d] = pid
        v.dist1[d] = dist
    elif dist < v.dist2[d]:
        v.id2[d] = pid
        v.dist2[d] = dist


cdef int view_attackers(const Pos* P, const RayView* v, int by, int64_t* out) noexcept nogil

cdef int view_pins(const Pos* P, const RayView* v, int c, int64_t* out) noexcept nogil

cdef enum:
    BUCKET_ENTRIES = 2048      # entries per hash bucket aimed at (the bucket's table stays in L2)
    MAX_BUCKET_BITS = 10       # at most 1024 buckets (so many partial lines stay in cache)
    BITMAP_SIDE = 64           # boards up to 64 x 64: "one piece per square" by a bitmap


cdef extern from "fc_hash.h":
    const uint64_t GOLDEN "FC_GOLDEN"
    const uint64_t GOLDEN2 "FC_GOLDEN2"
    const int64_t NEARNESS "FC_NEARNESS"


cdef extern from "fc_alloc.h":
    void* fc_big_alloc(size_t size) nogil


cdef struct KeyVal:
    # a hashed entry: a line's key and the (tagged) offset of a piece on it,
    # or a square's two coordinates
    uint64_t key
    int64_t val


cdef struct Slot:
    # a hash table slot: key 0 is an empty slot (keys and x are >= 1);
    # side[0] and side[1] 0 until set
    uint64_t key
    int64_t side[2]


cdef struct Scratch:
    # the pass engine's buffers for one solve_batch or count_batch call,
    # sized for its largest board
    KeyVal* ent           # 3 entries a piece
    size_t* start         # bucket starts, (1 << MAX_BUCKET_BITS) + 1
    Slot* table           # one bucket's hash table, grown on demand
    Py_ssize_t table_cap
    int counted           # families whose slider blocks the count engine counts (slider_blocks skips them)


cdef int scratch_init(Scratch* S, Py_ssize_t maxp) noexcept nogil

cdef void scratch_free(Scratch* S) noexcept nogil

cdef inline int bits_for(Py_ssize_t count, Py_ssize_t per) noexcept nogil:
    """Smallest b with count <= per << b."""
    cdef int b = 0
    while (<Py_ssize_t> per << b) < count:
        b += 1
    return b


# Hashed entries go to buckets by a counting sort: count each bucket's
# entries into start[b + 1], turn the counts into starts, fill (each
# start[b] moves on to bucket b + 1's), shift the starts back.
cdef inline int bucket_bits(Py_ssize_t count, Py_ssize_t per) noexcept nogil:
    """How many top bits of a hash pick the bucket of one of ``count``
    entries: buckets of about ``per`` entries, at most 1 << MAX_BUCKET_BITS."""
    cdef int b = bits_for(count, per)
    return b if b < MAX_BUCKET_BITS else MAX_BUCKET_BITS


cdef inline void counts_to_starts(size_t* start, size_t nb) noexcept nogil:
    """start[b + 1] holds bucket b's count (start[0] is 0): make each
    start[b] the bucket's first entry, start[nb] their total."""
    cdef size_t b
    for b in range(nb):
        start[b + 1] += start[b]


cdef inline void starts_after_fill(size_t* start, size_t nb) noexcept nogil:
    """The fill moved each start[b] to bucket b + 1's start: shift them
    back."""
    cdef size_t b
    for b in range(nb, 0, -1):
        start[b] = start[b - 1]
    start[0] = 0


cdef int has_duplicate(const Pos* P, Scratch* S) noexcept nogil

# ------------------------------------------------------ blocks by sliders
cdef struct CheckLine:
    # the squares K + s*(vx, vy), 0 < s < L, strictly between king and checker
    int64_t kx, ky, L
    int vx, vy
    int m[NLINES]         # key_of(f, vx, vy): how a line's key changes along the check line
    int64_t kkey[NLINES]  # key_of(f, kx, ky)


cdef inline bint crossing(const CheckLine* C, int f, int64_t x, int64_t y,
                          uint64_t* key, int64_t* off) noexcept nogil:
    """Does the line of family f through (x, y) cross the check line on one
    of its inner squares T = K + s*v?  Then ``key`` gets s*4 + f (unique for
    the line) and ``off`` the piece's position along the line less T's."""
    cdef int m = C.m[f]
    cdef int64_t num, s
    if m == 0:
        return False                  # the check line's own family
    num = key_of(f, x, y) - C.kkey[f]
    if m == 1:
        s = num
    elif m == -1:
        s = -num
    else:
        # m is 2 or -2 (a diagonal family across a diagonal check line): a
        # shift, not a division
        if num & 1:
            return False              # a diagonal of the other colour of squares
        s = (num >> 1) if m > 0 else -(num >> 1)
    if s < 1 or s >= C.L:
        return False
    key[0] = (<uint64_t> s << 2) | <uint64_t> f
    off[0] = pos_of(f, x, y) - pos_of(f, C.kx + s * C.vx, C.ky + s * C.vy)
    return True


cdef inline int blocker_tags(const Pos* P, Py_ssize_t i, int s, const int64_t* pins, int npins) noexcept nogil:
    """The line families along which piece i can move to block, bit f for
    family f: those it slides along (the kinds table's line_families) when
    it is of colour s and not pinned; else 0."""
    # (no branch on the piece: colours and kinds come in random order)
    return line_families(P.kind[i]) & -(P.color[i] == s) & -(not contains(pins, npins, i))


cdef bint check_line_of(const Pos* P, int64_t king, int64_t checker, CheckLine* C) noexcept nogil

cdef int64_t evasions_onepass(const Pos* P, int64_t king, const RayView* kv,
                              Scratch* S) noexcept nogil

cdef int judge_board(const Pos* P, int64_t wk, int64_t bk, Scratch* S,
                     int64_t* count) noexcept nogil
