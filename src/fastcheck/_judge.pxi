# The pass engine's verdict, included into _core.pyx after _views.pxi and
# _hashing.pxi: why it exists.
#
# A static board of solve_batch is asked one question, its verdict: is
# either king attacked, and for the checked side, which king steps are
# safe, which pieces take the checker and which block its line.  Every
# answer is a nearest piece along a few rays or lines, so it is found in
# passes over the pieces instead of the indexed engine's four sorted line
# indexes (which cost a sort each, O(p log p), and most of the time on a
# big board):
#
# * the 8 rays of both kings (checkers, pins): one pass, a ``RayView`` of
#   each king (_views.pxi);
# * the king's step squares and the checker's square: one pass, pieces far
#   from them skipped by a band test;
# * blocks by sliders and "one piece per square": hashing (_hashing.pxi).
#
# The rules asked are those of _rules.pxi.  The results equal the indexed
# engine's (StaticBoard.verdict, from the move runs of _moves.pxi); tests
# compare the two on big random boards and both with brute force.

# ------------------------------------------------------------ the verdict
cdef bint check_line_of(const Pos* P, int64_t king, int64_t checker, CheckLine* C) noexcept nogil:
    """Fill ``C`` with the line from the king to its lone checker; True when
    squares lie between them that a block can land on (a slider at
    distance 2 or more)."""
    cdef int64_t kx = P.x[king], ky = P.y[king], cx = P.x[checker], cy = P.y[checker]
    cdef int f
    C.kx = kx
    C.ky = ky
    C.L = abs64(cx - kx)
    if C.L == 0:
        C.L = abs64(cy - ky)
    C.vx = sign64(cx - kx)
    C.vy = sign64(cy - ky)
    for f in range(NLINES):
        C.m[f] = <int> key_of(f, C.vx, C.vy)
        C.kkey[f] = key_of(f, kx, ky)
    return sliding_check(P.kind[checker], cx - kx, cy - ky) >= 2


cdef inline void step_views_init(const Pos* P, int64_t king, const RayView* kv, bint* step_ok,
                                 RayView* tv) noexcept nogil:
    """Which of the king's 8 step squares are worth a view (on the board,
    not held by a piece of its own: that piece would be the king's nearest
    on that ray), and an empty view of each."""
    cdef int d
    for d in range(8):
        step_ok[d] = on_board(P, P.x[king] + DX[d], P.y[king] + DY[d]) and not (
            kv.dist1[d] == 1 and P.color[kv.id1[d]] == P.color[king])
        if step_ok[d]:
            view_init(&tv[d])


cdef inline void step_views_add(const bint* step_ok, RayView* tv, int64_t rx, int64_t ry,
                                int64_t pid) noexcept nogil:
    """Enter piece ``pid``, at (rx, ry) from the king, in the views of the
    king's step squares: by the STEP_HITS table when it is near, else only
    when it can see one of them."""
    cdef const StepHit* hit
    cdef int j, d
    if <uint64_t> (rx + STEP_NEAR) < STEP_SIDE and <uint64_t> (ry + STEP_NEAR) < STEP_SIDE:
        hit = STEP_HITS[(ry + STEP_NEAR) * STEP_SIDE + rx + STEP_NEAR]
        for j in range(STEP_COUNT[(ry + STEP_NEAR) * STEP_SIDE + rx + STEP_NEAR]):
            d = hit[j].j
            if not step_ok[d]:
                continue
            if hit[j].code < 8:
                view_put(&tv[d], hit[j].code, hit[j].dist, pid)
            elif hit[j].code < CODE_NONE:
                view_jump(&tv[d], hit[j].code - CODE_KNIGHT, pid)
            else:
                tv[d].occupant = pid
    elif near_steps(rx, ry):
        for d in range(8):
            if step_ok[d]:
                view_add(&tv[d], rx - DX[d], ry - DY[d], pid)


cdef inline int safe_steps(const Pos* P, const bint* step_ok, const RayView* tv, int s) noexcept nogil:
    """The king's steps onto a square without a piece of its own that no
    enemy attacks, from the views of the step squares (built without the
    king: lifted off its square, it blocks nothing)."""
    cdef int d, count = 0
    cdef int64_t occ
    for d in range(8):
        if not step_ok[d]:
            continue
        occ = tv[d].occupant
        if occ >= 0 and P.color[occ] == s:
            continue
        if not view_attacked(P, &tv[d], other_color(s)):
            count += 1
    return count


cdef int64_t evasions_onepass(const Pos* P, int64_t king, const RayView* kv,
                              Scratch* S) noexcept nogil:
    """The valid moves of the king's side (its king attacked) from the king's
    view: the king's safe steps, captures of a lone checker and blocks on
    its line by pieces that are not pinned.  -1 when memory is short."""
    cdef int s = P.color[king]
    cdef int64_t kx = P.x[king], ky = P.y[king]
    cdef int64_t buf[MAX_ATTACKERS]
    cdef int64_t pins[MAX_PINNED]
    cdef RayView tv[8]
    cdef RayView cv
    cdef bint step_ok[8]
    cdef bint blocks = False, sliders = False
    cdef int npins = 0, j, k, bits
    cdef int64_t count = 0, checker = -1, cx = 0, cy = 0, x, y, got
    cdef CheckLine C
    cdef Py_ssize_t i
    if view_attackers(P, kv, other_color(s), buf) == 1:
        checker = buf[0]
        cx = P.x[checker]
        cy = P.y[checker]
        npins = view_pins(P, kv, s, pins)
        view_init(&cv)
        view_add(&cv, kx - cx, ky - cy, king)    # the loop below passes the king over
        blocks = check_line_of(P, king, checker, &C)
    step_views_init(P, king, kv, step_ok, tv)
    # one pass: the step squares' views, the checker's, and the blocks by
    # knights and pawns (the sliders' are hashed after it)
    for i in range(P.p):
        if i == king:
            continue
        x = P.x[i]
        y = P.y[i]
        step_views_add(step_ok, tv, x - kx, y - ky, i)
        if checker < 0:
            continue
        view_add(&cv, x - cx, y - cy, i)
        if not blocks or P.color[i] != s:
            continue
        k = P.kind[i]
        bits = KIND_BITS[k]
        sliders |= (bits & KB_SLIDES) != 0
        if bits & KB_JUMPS and not contains(pins, npins, i):
            count += popcount8(knight_blocks(kx, ky, C.vx, C.vy, C.L, x, y) & KINDS[k].jumps)
        if bits & KB_PAWN and not contains(pins, npins, i) and pawn_blocks(kx, ky, C.vx, C.vy, C.L, x, y, s):
            count += 1
    count += safe_steps(P, step_ok, tv, s)
    if checker < 0:
        return count
    # captures of the checker, by pieces that are not pinned
    for j in range(view_attackers(P, &cv, s, buf)):
        if buf[j] != king and not contains(pins, npins, buf[j]):
            count += 1
    if sliders:
        got = slider_blocks(P, &C, s, king, pins, npins, S)
        if got < 0:
            return -1
        count += got
    return count


cdef int judge_board(const Pos* P, int64_t wk, int64_t bk, Scratch* S,
                     int64_t* count) noexcept nogil:
    """The verdict of a static board with kings wk (white) and bk (black),
    without the line indexes: the :class:`State` of the board, and in
    ``count`` the checked side's valid-move count; -1 when memory is short."""
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
