# The pass engine's views, included into _core.pyx before _hashing.pxi and
# _judge.pxi: what a square sees, gathered in one pass over a board's pieces.
#
# A ``RayView`` of a square keeps, on each of its 8 rays, the nearest and
# the second nearest piece, the pieces a knight's jump away and its own
# occupant; entering a piece (``view_add``) is a table look-up for the
# pieces near the square and a few tests for the others.  Asked of a view,
# the rules of _rules.pxi give the square's attackers (``view_attackers``)
# and the pins to a king standing there (``view_pins``), as the indexed
# engine's ``attackers`` and ``pinned_pieces`` do from an index.

from libc.stdint cimport uint64_t, INT64_MAX

cdef struct RayView:
    # What a square sees: on each of the 8 rays the nearest and second
    # nearest piece (id, -1 for none, and steps), the pieces a knight's move
    # away (and which jump j of the square each stands at), and the
    # square's own occupant.
    int64_t id1[8]
    int64_t dist1[8]
    int64_t id2[8]
    int64_t dist2[8]
    int64_t knight[8]
    signed char knight_jump[8]
    int nknights
    int64_t occupant


# ------------------------------------------------------------- ray views
cdef enum:
    NEAR = 7                       # |dx|, |dy| up to NEAR: classified by table
    NEAR_SIDE = 2 * NEAR + 1
    CODE_KNIGHT = 8                # RAY_CODE beyond the 8 directions: jump j is CODE_KNIGHT + j
    CODE_NONE = 16
    CODE_HERE = 17

# (dx, dy) with |dx|, |dy| <= NEAR -> the direction 0..7 it lies in from the
# square (its steps in RAY_DIST), CODE_KNIGHT + j for the knight's jump j,
# CODE_NONE or CODE_HERE: on
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
            elif jump_of(dx, dy) >= 0:
                code = CODE_KNIGHT + jump_of(dx, dy)
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
            if d < CODE_NONE:
                view_jump(v, d - CODE_KNIGHT, pid)
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


cdef inline void view_jump(RayView* v, int j, int64_t pid) noexcept nogil:
    """Note piece ``pid`` at the square's knight's jump j."""
    v.knight[v.nknights] = pid
    v.knight_jump[v.nknights] = <signed char> j
    v.nknights += 1


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
# the steps), a knight's jump j away (CODE_KNIGHT + j) or on it (CODE_HERE).
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
                elif jump_of(dx, dy) >= 0:
                    code = CODE_KNIGHT + jump_of(dx, dy)
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
        # a piece at the square's jump j reaches it by jump j ^ 4, which its
        # kind has when it has j (the kinds table is symmetric)
        if P.color[pid] == by and jumps_by(P.kind[pid], v.knight_jump[j]):
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
