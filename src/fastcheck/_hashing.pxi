# The pass engine's hashing, included into _core.pyx after _views.pxi and
# before _judge.pxi: the questions about a board's pieces taken together,
# answered by hashing them into buckets that fit in cache instead of
# sorting them (O(p), whatever n is):
#
# * "one piece per square" (``has_duplicate``): a bitmap on boards up to
#   64 x 64, else the pieces hashed by square;
# * the blocks by sliders on a check line (``slider_blocks``): a slider can
#   block on square T of the check line only along a line through T that
#   is not the check line, and only if it is the nearest piece to T on its
#   side of that line.  Every piece is entered once for each such line it
#   stands on, keyed by (line, T); hashing the entries groups each line's
#   pieces, and the nearest piece on each side of T is a maximum of a
#   nearness in its group.

from libc.stdint cimport uint64_t, INT64_MAX, INT64_MIN
from libc.stdlib cimport realloc

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


cdef int scratch_init(Scratch* S, Py_ssize_t maxp) noexcept nogil:
    """Allocate the buffers for boards of up to ``maxp`` pieces; -1 when
    memory is short (whatever was had is freed by scratch_free)."""
    S.ent = <KeyVal*> fc_big_alloc((3 * maxp + 1) * sizeof(KeyVal))
    S.start = <size_t*> malloc(((1 << MAX_BUCKET_BITS) + 1) * sizeof(size_t))
    S.table = NULL
    S.table_cap = 0
    S.counted = 0
    return 0 if S.ent != NULL and S.start != NULL else -1


cdef void scratch_free(Scratch* S) noexcept nogil:
    free(S.ent)
    free(S.start)
    free(S.table)
    S.ent = NULL
    S.start = NULL
    S.table = NULL


cdef inline int bits_for(Py_ssize_t count, Py_ssize_t per) noexcept nogil:
    """Smallest b with count <= per << b."""
    cdef int b = 0
    while (<Py_ssize_t> per << b) < count:
        b += 1
    return b


cdef inline Slot* clear_table(Scratch* S, int tbits) noexcept nogil:
    """The scratch hash table with 1 << tbits empty slots (NULL: no memory)."""
    cdef Py_ssize_t size = (<Py_ssize_t> 1) << tbits
    cdef Slot* t
    if size > S.table_cap:
        t = <Slot*> realloc(S.table, size * sizeof(Slot))
        if t == NULL:
            return NULL
        S.table = t
        S.table_cap = size
    memset(S.table, 0, size * sizeof(Slot))
    return S.table


# ---------------------------------------------------- one piece per square
cdef int has_duplicate(const Pos* P, Scratch* S) noexcept nogil:
    """1 when two pieces share a square, 0 when none do, -1 when memory is
    short."""
    cdef Py_ssize_t p = P.p, i, e, lo, hi
    cdef uint64_t bitmap[BITMAP_SIDE]
    cdef uint64_t bit, h, mask
    cdef int bbits, tbits, b
    cdef size_t nb
    cdef Slot* table
    cdef int64_t x, y
    if p < 2:
        return 0
    if P.n <= BITMAP_SIDE:
        memset(bitmap, 0, P.n * sizeof(uint64_t))
        for i in range(p):
            bit = (<uint64_t> 1) << (P.x[i] - 1)
            if bitmap[P.y[i] - 1] & bit:
                return 1
            bitmap[P.y[i] - 1] |= bit
        return 0
    bbits = bits_for(p, BUCKET_ENTRIES)
    if bbits > MAX_BUCKET_BITS:
        bbits = MAX_BUCKET_BITS
    nb = (<size_t> 1) << bbits
    if bbits == 0:
        for i in range(p):
            S.ent[i].key = <uint64_t> P.x[i]
            S.ent[i].val = P.y[i]
        S.start[0] = 0
        S.start[1] = p
    else:
        memset(S.start, 0, (nb + 1) * sizeof(size_t))
        for i in range(p):
            h = <uint64_t> P.x[i] * GOLDEN + <uint64_t> P.y[i] * GOLDEN2
            S.start[(h >> (64 - bbits)) + 1] += 1
        for b in range(<int> nb):
            S.start[b + 1] += S.start[b]
        for i in range(p):
            h = <uint64_t> P.x[i] * GOLDEN + <uint64_t> P.y[i] * GOLDEN2
            e = S.start[h >> (64 - bbits)]
            S.start[h >> (64 - bbits)] += 1
            S.ent[e].key = <uint64_t> P.x[i]
            S.ent[e].val = P.y[i]
        # the fill moved each start to the next bucket's: shift them back
        for b in range(<int> nb, 0, -1):
            S.start[b] = S.start[b - 1]
        S.start[0] = 0
    for b in range(<int> nb):
        lo = S.start[b]
        hi = S.start[b + 1]
        if hi - lo < 2:
            continue
        tbits = 3 + bits_for(hi - lo + (hi - lo) // 2, 8)   # load <= 2/3
        table = clear_table(S, tbits)
        if table == NULL:
            return -1
        mask = ((<uint64_t> 1) << tbits) - 1
        for e in range(lo, hi):
            x = <int64_t> S.ent[e].key
            y = S.ent[e].val
            h = <uint64_t> x * GOLDEN + <uint64_t> y * GOLDEN2
            h = (h << bbits) >> (64 - tbits)
            while table[h].key != 0:
                if table[h].key == <uint64_t> x and table[h].side[0] == y:
                    return 1
                h = (h + 1) & mask
            table[h].key = <uint64_t> x
            table[h].side[0] = y
    return 0


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
        if num & 1:
            return False              # a diagonal of the other colour of squares
        s = num // m
    if s < 1 or s >= C.L:
        return False
    key[0] = (<uint64_t> s << 2) | <uint64_t> f
    off[0] = pos_of(f, x, y) - pos_of(f, C.kx + s * C.vx, C.ky + s * C.vy)
    return True


cdef inline bint leave_out(CheckLine* C, int families) noexcept nogil:
    """Leave the line families in the bit mask ``families`` out of C's
    crossings (crossing() then finds no line of theirs); whether any
    family is left."""
    cdef int f
    cdef bint left = False
    for f in range(NLINES):
        if (families >> f) & 1:
            C.m[f] = 0
        left |= C.m[f] != 0
    return left


cdef int64_t slider_blocks(const Pos* P, const CheckLine* C, int s, int64_t king,
                           const int64_t* pins, int npins, Scratch* S) noexcept nogil:
    """The blocks by sliders of colour ``s`` (not the king, not pinned) on
    the check line: per line through an inner square T, the nearest piece on
    each side of T, when it is such a slider; none along the families in
    ``S.counted``.  -1 when memory is short."""
    cdef Py_ssize_t p = P.p, i, e, lo, hi, used = 0
    cdef int f, bbits, tbits, b
    cdef size_t nb
    cdef uint64_t key, h, mask
    cdef int64_t off, val, near, count = 0
    cdef int64_t* side
    cdef Slot* table
    cdef CheckLine left
    if S.counted:
        left = C[0]
        if not leave_out(&left, S.counted):
            return 0
        C = &left
    bbits = bits_for(3 * p, BUCKET_ENTRIES)
    if bbits > MAX_BUCKET_BITS:
        bbits = MAX_BUCKET_BITS
    nb = (<size_t> 1) << bbits
    if bbits == 0:
        for i in range(p):
            for f in range(NLINES):
                if crossing(C, f, P.x[i], P.y[i], &key, &off):
                    S.ent[used].key = key
                    S.ent[used].val = 2 * off + blocker_tag(P, i, f, s, pins, npins)
                    used += 1
        S.start[0] = 0
        S.start[1] = used
    else:
        memset(S.start, 0, (nb + 1) * sizeof(size_t))
        for i in range(p):
            for f in range(NLINES):
                if crossing(C, f, P.x[i], P.y[i], &key, &off):
                    S.start[((key * GOLDEN) >> (64 - bbits)) + 1] += 1
        for b in range(<int> nb):
            S.start[b + 1] += S.start[b]
        for i in range(p):
            for f in range(NLINES):
                if crossing(C, f, P.x[i], P.y[i], &key, &off):
                    h = (key * GOLDEN) >> (64 - bbits)
                    e = S.start[h]
                    S.start[h] += 1
                    S.ent[e].key = key
                    S.ent[e].val = 2 * off + blocker_tag(P, i, f, s, pins, npins)
        for b in range(<int> nb, 0, -1):
            S.start[b] = S.start[b - 1]
        S.start[0] = 0
    # per bucket: each line's nearest entry above T (smallest positive val)
    # and below it (largest negative), kept as NEARNESS - |val| in
    # side[val < 0]: nearer is larger, 0 is none, the parity is the tag's,
    # and a max needs no unpredictable branch
    for b in range(<int> nb):
        lo = S.start[b]
        hi = S.start[b + 1]
        if hi == lo:
            continue
        tbits = 3 + bits_for(hi - lo + (hi - lo) // 2, 8)   # load <= 2/3
        table = clear_table(S, tbits)
        if table == NULL:
            return -1
        mask = ((<uint64_t> 1) << tbits) - 1
        for e in range(lo, hi):
            key = S.ent[e].key
            val = S.ent[e].val
            h = ((key * GOLDEN) << bbits) >> (64 - tbits)
            while table[h].key != 0 and table[h].key != key:
                h = (h + 1) & mask
            table[h].key = key
            near = NEARNESS - abs64(val)
            side = &table[h].side[val < 0]
            side[0] = near if near > side[0] else side[0]
        for e in range(<Py_ssize_t> mask + 1):
            count += (table[e].side[0] & 1) + (table[e].side[1] & 1)
    return count


cdef inline int blocker_tag(const Pos* P, Py_ssize_t i, int f, int s, const int64_t* pins,
                            int npins) noexcept nogil:
    """1 when piece i can move along its line of family f to block (of
    colour s, sliding along f by the kinds table, not pinned), else 0."""
    return (P.color[i] == s and slides_on_line(P.kind[i], f)
            and not contains(pins, npins, i))
