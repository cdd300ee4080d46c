# The verdict of solve_batch without the line indexes, included into
# _core.pyx before _boards.pxi.
#
# A static board asks few questions: is either king attacked, and for the
# checked side, which king steps are safe, which pieces take the checker and
# which block its line.  Every answer is a nearest piece along a few rays or
# lines, so it is found in passes over the pieces instead of the four sorted
# line indexes (which cost a sort each, O(p log p), and most of the time on
# a big board):
#
# * the 8 rays of both kings (checkers, pins): one pass, keeping the two
#   nearest pieces on each ray (a ``RayView``);
# * the king's step squares and the checker's square: one pass, pieces far
#   from them skipped by a band test;
# * blocks by sliders: a slider can block on square T of the check line only
#   along a line through T that is not the check line, and only if it is the
#   nearest piece to T on its side of that line.  Every piece is entered once
#   for each such line it stands on, keyed by (line, T); hashing the entries
#   into buckets that fit in cache groups each line's pieces, and the nearest
#   piece on each side of T is a minimum in its group: O(p), whatever n is;
# * "one piece per square": a bitmap on boards up to 64 x 64, else the same
#   hashing by square.
#
# The results equal the indexed engine's (StaticBoard.verdict, from the move
# runs of _moves.pxi); tests compare the two.

from libc.stdint cimport uint64_t, INT64_MAX, INT64_MIN
from libc.stdlib cimport realloc

cdef enum:
    BUCKET_ENTRIES = 2048      # entries per hash bucket aimed at (the bucket's table stays in L2)
    MAX_BUCKET_BITS = 10       # at most 4096 buckets (so many partial lines stay in cache)
    BITMAP_SIDE = 64           # boards up to 64 x 64: "one piece per square" by a bitmap

cdef extern from *:
    """
    /* multiplicative hashing (Knuth): 2^64 / the golden ratio, and a second
       odd multiplier for a square's other coordinate */
    #define FC_GOLDEN 0x9E3779B97F4A7C15ULL
    #define FC_GOLDEN2 0xC2B2AE3D27D4EB4FULL
    /* 2^62: even, and above every |2 * offset + tag| (< 2^61) */
    #define FC_NEARNESS ((int64_t) 1 << 62)
    """
    const uint64_t GOLDEN "FC_GOLDEN"
    const uint64_t GOLDEN2 "FC_GOLDEN2"
    const int64_t NEARNESS "FC_NEARNESS"


cdef extern from *:
    """
    #include <stdlib.h>
    #if defined(__linux__)
    #include <sys/mman.h>
    #endif
    /* A large scratch buffer.  On Linux it is aligned to 2 MB and advised
       to be backed by transparent huge pages where the system allows it:
       a fresh buffer of tens of MB otherwise costs a page fault per 4 kB
       on first touch, as much time as the work done in it.  free() it. */
    static void* fc_big_alloc(size_t size) {
    #if defined(__linux__) && defined(MADV_HUGEPAGE)
        const size_t huge = (size_t) 2 << 20;
        if (size >= 2 * huge) {
            void* p = NULL;
            size = (size + huge - 1) & ~(huge - 1);
            if (posix_memalign(&p, huge, size) != 0)
                return NULL;
            madvise(p, size, MADV_HUGEPAGE);
            return p;
        }
    #endif
        return malloc(size);
    }
    """
    void* fc_big_alloc(size_t size) nogil


cdef struct RayView:
    # What a square sees: on each of the 8 rays the nearest and second
    # nearest piece (id, -1 for none, and steps), the pieces a knight's move
    # away, and the square's own occupant.
    int64_t id1[8]
    int64_t dist1[8]
    int64_t id2[8]
    int64_t dist2[8]
    int64_t knight[8]
    int nknights
    int64_t occupant


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
    # the buffers of one solve_batch call, sized for its largest board
    KeyVal* ent           # 3 entries a piece
    size_t* start         # bucket starts, (1 << MAX_BUCKET_BITS) + 1
    Slot* table           # one bucket's hash table, grown on demand
    Py_ssize_t table_cap


cdef int scratch_init(Scratch* S, Py_ssize_t maxp) noexcept nogil:
    """Allocate the buffers for boards of up to ``maxp`` pieces; -1 when
    memory is short (whatever was had is freed by scratch_free)."""
    S.ent = <KeyVal*> fc_big_alloc((3 * maxp + 1) * sizeof(KeyVal))
    S.start = <size_t*> malloc(((1 << MAX_BUCKET_BITS) + 1) * sizeof(size_t))
    S.table = NULL
    S.table_cap = 0
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


# ------------------------------------------------------------- ray views
cdef enum:
    NEAR = 7                       # |dx|, |dy| up to NEAR: classified by table
    NEAR_SIDE = 2 * NEAR + 1
    CODE_KNIGHT = 8                # RAY_CODE beyond the 8 directions
    CODE_NONE = 9
    CODE_HERE = 10

# (dx, dy) with |dx|, |dy| <= NEAR -> the direction 0..7 it lies in from the
# square (its steps in RAY_DIST), or CODE_KNIGHT / CODE_NONE / CODE_HERE: on
# small boards every piece is near, and a table lookup replaces a chain of
# unpredictable tests
cdef signed char RAY_CODE[NEAR_SIDE * NEAR_SIDE]
cdef signed char RAY_DIST[NEAR_SIDE * NEAR_SIDE]


cdef void fill_ray_codes() noexcept:
    cdef int dx, dy, d, i, code
    for dy in range(-NEAR, NEAR + 1):
        for dx in range(-NEAR, NEAR + 1):
            i = (dy + NEAR) * NEAR_SIDE + dx + NEAR
            code = CODE_NONE
            if dx == 0 and dy == 0:
                code = CODE_HERE
            elif knight_jump(dx, dy):
                code = CODE_KNIGHT
            else:
                for d in range(8):
                    if sign64(dx) == DX[d] and sign64(dy) == DY[d] and \
                            (dx == 0 or dy == 0 or abs(dx) == abs(dy)):
                        code = d
            RAY_CODE[i] = code
            RAY_DIST[i] = max(abs(dx), abs(dy))


fill_ray_codes()


cdef inline void view_init(RayView* v) noexcept nogil:
    cdef int d
    for d in range(8):
        v.id1[d] = -1
        v.id2[d] = -1
        v.dist1[d] = INT64_MAX
        v.dist2[d] = INT64_MAX
    v.nknights = 0
    v.occupant = -1


cdef inline void view_add(RayView* v, int64_t dx, int64_t dy, int64_t pid) noexcept nogil:
    """Enter piece ``pid``, standing at (dx, dy) from the square."""
    cdef int d, i
    cdef int64_t dist
    if <uint64_t> (dx + NEAR) < NEAR_SIDE and <uint64_t> (dy + NEAR) < NEAR_SIDE:
        i = <int> ((dy + NEAR) * NEAR_SIDE + dx + NEAR)
        d = RAY_CODE[i]
        if d >= CODE_KNIGHT:
            if d == CODE_KNIGHT:
                v.knight[v.nknights] = pid
                v.nknights += 1
            elif d == CODE_HERE:
                v.occupant = pid
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


# A piece at (rx, ry) from the king, |rx|, |ry| <= STEP_NEAR, as the king's
# step squares see it: STEP_HITS[c][:STEP_COUNT[c]] (c the cell of (rx, ry))
# lists each step square j that has it on a ray (code the direction, dist
# the steps), a knight's move away (CODE_KNIGHT) or on it (CODE_HERE).
cdef enum:
    STEP_NEAR = 8
    STEP_SIDE = 2 * STEP_NEAR + 1

cdef struct StepHit:
    unsigned char j
    unsigned char code
    unsigned char dist

cdef unsigned char STEP_COUNT[STEP_SIDE * STEP_SIDE]
cdef StepHit STEP_HITS[STEP_SIDE * STEP_SIDE][8]


cdef void fill_step_hits() noexcept:
    cdef int rx, ry, j, c, dx, dy, code, d, n
    for ry in range(-STEP_NEAR, STEP_NEAR + 1):
        for rx in range(-STEP_NEAR, STEP_NEAR + 1):
            c = (ry + STEP_NEAR) * STEP_SIDE + rx + STEP_NEAR
            n = 0
            for j in range(8):
                dx = rx - DX[j]
                dy = ry - DY[j]
                code = CODE_NONE
                if dx == 0 and dy == 0:
                    code = CODE_HERE
                elif knight_jump(dx, dy):
                    code = CODE_KNIGHT
                elif dx == 0 or dy == 0 or abs(dx) == abs(dy):
                    for d in range(8):
                        if sign64(dx) == DX[d] and sign64(dy) == DY[d]:
                            code = d
                if code != CODE_NONE:
                    STEP_HITS[c][n].j = j
                    STEP_HITS[c][n].code = code
                    STEP_HITS[c][n].dist = max(abs(dx), abs(dy))
                    n += 1
            STEP_COUNT[c] = n


fill_step_hits()


cdef int view_attackers(const Pos* P, const RayView* v, int by, int64_t* out) noexcept nogil:
    """The pieces of colour ``by`` that could capture on the viewed square
    (as ``attackers``: ids to ``out`` (room for MAX_ATTACKERS); with ``out``
    NULL it stops at the first, returning 0 or 1)."""
    cdef int count = 0, d, j
    cdef int64_t pid
    for d in range(8):
        pid = v.id1[d]
        if pid >= 0 and P.color[pid] == by and attacks_on_ray(P.kind[pid], by, d, v.dist1[d]):
            if out == NULL:
                return 1
            out[count] = pid
            count += 1
    for j in range(v.nknights):
        pid = v.knight[j]
        if P.kind[pid] == KNIGHT and P.color[pid] == by:
            if out == NULL:
                return 1
            out[count] = pid
            count += 1
    return count


cdef inline bint view_attacked(const Pos* P, const RayView* v, int by) noexcept nogil:
    """Does any piece of colour ``by`` attack the viewed square?"""
    return view_attackers(P, v, by, NULL) != 0


cdef int view_pins(const Pos* P, const RayView* v, int c, int64_t* out) noexcept nogil:
    """The pieces of colour ``c`` pinned to the viewed square's king (as
    ``pinned_pieces``)."""
    cdef int count = 0, d
    cdef int64_t first, second
    for d in range(8):
        first = v.id1[d]
        second = v.id2[d]
        if first >= 0 and second >= 0 and pins_on_ray(c, P.color[first], P.color[second],
                                                      P.kind[second], d):
            out[count] = first
            count += 1
    return count


cdef inline bint near_steps(int64_t rx, int64_t ry) noexcept nogil:
    """Can a piece at (rx, ry) from the king see one of the king's step
    squares (on a line through it, or a knight's move or a step away)?"""
    return ((<uint64_t> (ry + 1) <= 2) or (<uint64_t> (rx + 1) <= 2)
            or (<uint64_t> (rx - ry + 2) <= 4) or (<uint64_t> (rx + ry + 2) <= 4)
            or ((<uint64_t> (rx + 3) <= 6) and (<uint64_t> (ry + 3) <= 6)))


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


cdef int64_t slider_blocks(const Pos* P, const CheckLine* C, int s, int64_t king,
                           const int64_t* pins, int npins, Scratch* S) noexcept nogil:
    """The blocks by sliders of colour ``s`` (not the king, not pinned) on
    the check line: per line through an inner square T, the nearest piece on
    each side of T, when it is such a slider.  -1 when memory is short."""
    cdef Py_ssize_t p = P.p, i, e, lo, hi, used = 0
    cdef int f, bbits, tbits, b
    cdef size_t nb
    cdef uint64_t key, h, mask
    cdef int64_t off, val, near, count = 0
    cdef int64_t* side
    cdef Slot* table
    bbits = bits_for(3 * p, BUCKET_ENTRIES)
    if bbits > MAX_BUCKET_BITS:
        bbits = MAX_BUCKET_BITS
    nb = (<size_t> 1) << bbits
    if bbits == 0:
        for i in range(p):
            for f in range(NLINES):
                if crossing(C, f, P.x[i], P.y[i], &key, &off):
                    S.ent[used].key = key
                    S.ent[used].val = 2 * off + blocker_tag(P, i, f, s, king, pins, npins)
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
                    S.ent[e].val = 2 * off + blocker_tag(P, i, f, s, king, pins, npins)
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


cdef inline int blocker_tag(const Pos* P, Py_ssize_t i, int f, int s, int64_t king,
                            const int64_t* pins, int npins) noexcept nogil:
    """1 when piece i can move along its line of family f to block (a
    slider of colour s, not the king, not pinned), else 0."""
    return (P.color[i] == s and slides_on_line(P.kind[i], f)
            and not contains(pins, npins, i))


# ------------------------------------------------------------ the verdict
cdef int64_t evasions_onepass(const Pos* P, int64_t king, const RayView* kv,
                              Scratch* S) noexcept nogil:
    """``evasions`` (without the move list) from the king's view: the king's
    safe steps, captures of a lone checker and blocks on its line by pieces
    that are not pinned.  -1 when memory is short."""
    cdef int s = P.color[king]
    cdef int e = other_color(s)
    cdef int64_t kx = P.x[king], ky = P.y[king]
    cdef int64_t buf[MAX_ATTACKERS]
    cdef int64_t pins[MAX_PINNED]
    cdef RayView tv[8]
    cdef RayView cv
    cdef bint step_ok[8]
    cdef bint blocks = False, sliders = False
    cdef int nchk, npins = 0, d, j, k
    cdef int64_t count = 0, checker = -1, cx = 0, cy = 0, rx, ry, x, y, tx, ty, occ, got
    cdef CheckLine C
    cdef Py_ssize_t i
    cdef const StepHit* hit
    C.kx = kx
    C.ky = ky
    C.L = 0
    C.vx = 0
    C.vy = 0
    nchk = view_attackers(P, kv, e, buf)
    if nchk == 1:
        checker = buf[0]
        cx = P.x[checker]
        cy = P.y[checker]
        npins = view_pins(P, kv, s, pins)
        view_init(&cv)
        view_add(&cv, kx - cx, ky - cy, king)    # the loop below passes the king over
        k = P.kind[checker]
        C.L = abs64(cx - kx)
        if C.L == 0:
            C.L = abs64(cy - ky)
        blocks = (k == QUEEN or k == ROOK or k == BISHOP) and C.L >= 2
        C.vx = sign64(cx - kx)
        C.vy = sign64(cy - ky)
    for d in range(8):
        # a step square a piece of its own holds is the king's nearest piece there
        step_ok[d] = on_board(P, kx + DX[d], ky + DY[d]) and not (
            kv.dist1[d] == 1 and P.color[kv.id1[d]] == s)
        if step_ok[d]:
            view_init(&tv[d])
    for i in range(P.p):
        if i == king:
            continue
        x = P.x[i]
        y = P.y[i]
        rx = x - kx
        ry = y - ky
        if <uint64_t> (rx + STEP_NEAR) < STEP_SIDE and <uint64_t> (ry + STEP_NEAR) < STEP_SIDE:
            hit = STEP_HITS[(ry + STEP_NEAR) * STEP_SIDE + rx + STEP_NEAR]
            for j in range(STEP_COUNT[(ry + STEP_NEAR) * STEP_SIDE + rx + STEP_NEAR]):
                d = hit[j].j
                if not step_ok[d]:
                    continue
                if hit[j].code < 8:
                    view_put(&tv[d], hit[j].code, hit[j].dist, i)
                elif hit[j].code == CODE_KNIGHT:
                    tv[d].knight[tv[d].nknights] = i
                    tv[d].nknights += 1
                else:
                    tv[d].occupant = i
        elif near_steps(rx, ry):
            for d in range(8):
                if step_ok[d]:
                    view_add(&tv[d], rx - DX[d], ry - DY[d], i)
        if checker < 0:
            continue
        view_add(&cv, x - cx, y - cy, i)
        if not blocks or P.color[i] != s:
            continue
        k = P.kind[i]
        if k == KNIGHT:
            if contains(pins, npins, i):
                continue
            count += popcount8(knight_blocks(kx, ky, C.vx, C.vy, C.L, x, y))
        elif k == PAWN:
            if not contains(pins, npins, i) and pawn_blocks(kx, ky, C.vx, C.vy, C.L, x, y, s):
                count += 1
        elif k != KING:
            sliders = True
    # king steps: onto a square without a piece of its own that no enemy attacks
    for d in range(8):
        if not step_ok[d]:
            continue
        occ = tv[d].occupant
        if occ >= 0 and P.color[occ] == s:
            continue
        if not view_attacked(P, &tv[d], e):
            count += 1
    if checker < 0:
        return count
    # captures of the checker
    j = view_attackers(P, &cv, s, buf)
    for d in range(j):
        if buf[d] != king and not contains(pins, npins, buf[d]):
            count += 1
    if sliders:
        for f in range(NLINES):
            C.m[f] = <int> key_of(f, C.vx, C.vy)
            C.kkey[f] = key_of(f, kx, ky)
        got = slider_blocks(P, &C, s, king, pins, npins, S)
        if got < 0:
            return -1
        count += got
    return count


cdef int judge_board(const Pos* P, int64_t wk, int64_t bk, Scratch* S,
                     int64_t* count) noexcept nogil:
    """The verdict of a static board with kings wk (white) and bk (black),
    without the line indexes: the :class:`State` of the board, and in ``count`` the checked side's valid-move count; -1 when
    memory is short."""
    cdef RayView vw, vb
    cdef Py_ssize_t i
    cdef int64_t wx = P.x[wk], wy = P.y[wk], bx = P.x[bk], by = P.y[bk], x, y
    cdef int cw, cb
    view_init(&vw)
    view_init(&vb)
    for i in range(P.p):
        x = P.x[i]
        y = P.y[i]
        view_add(&vw, x - wx, y - wy, i)
        view_add(&vb, x - bx, y - by, i)
    cw = view_attackers(P, &vw, BLACK, NULL)
    cb = view_attackers(P, &vb, WHITE, NULL)
    count[0] = 0
    if cw and cb:
        return IMPOSSIBLE
    if not cw and not cb:
        return SAFE
    count[0] = evasions_onepass(P, wk if cw else bk, &vw if cw else &vb, S)
    if count[0] < 0:
        return -1
    return WHITE_CHECKED if cw else BLACK_CHECKED
