# Every valid move of both sides of a board asked once (count_batch), in
# passes and without the line indexes; included into _core.pyx after
# _count_lines.pxi (the line families it counts along).
#
# A checked side's count is the pass engine's (evasions_onepass).  An
# unchecked side's is its king's safe steps (evasions_onepass as well: with
# no checker it counts only those), its pinned pieces' moves along their
# pin lines (read off the king's RayView), and every other piece's moves,
# which depend only on the nearest pieces beside it on its lines
# (family_pass, once per line family that some piece moves along).  The row
# family also finds two pieces on one square.
#
# tests/test_count_engine.py holds the counts equal to the indexed engine's
# (side_runs, Position.move_count) and to the brute-force reference.


cdef void pinned_moves(const Pos* P, const RayView* kv, int s, const int64_t* pins, int npins,
                       FcAcc* acc) noexcept nogil:
    """The moves of side s's pinned pieces (its king not threatened): along
    the pin line only, between the king (``kv``'s nearest piece on the ray)
    and the pinner (the second nearest)."""
    cdef int i, d, k, fwd = pawn_forward(s)
    cdef int64_t pid, near, far
    for i in range(npins):
        pid = pins[i]
        for d in range(8):
            if kv.id1[d] == pid:
                break
        near = kv.dist1[d]          # squares from the king to the piece
        far = kv.dist2[d]           # ... to the pinner
        k = P.kind[pid]
        if slides_along(k, d):
            fc_acc_add(acc, <uint64_t> (far - 1))
        elif k == PAWN:
            if DIR_LINE[d] == COL:
                # its step stays on the line: onto an empty square between
                if (far - near >= 2) if DY[d] == fwd else (near >= 2):
                    fc_acc_add(acc, 1)
            elif d >= 4 and DY[d] == fwd and far - near == 1:
                fc_acc_add(acc, 1)  # it takes the pinner
        # a knight, or a slider across the line: no move keeps the pin


cdef int count_board(const Pos* P, int64_t wk, int64_t bk, int side, Scratch* S, CountScratch* W,
                     FcAcc* acc) noexcept nogil:
    """Both sides' valid-move counts (``acc[<int> WHITE]``, ``acc[<int> BLACK]``; only
    ``side``'s unless it is -1).  Returns 0, 1 when two pieces share a square,
    -1 when memory is short.  ``S`` has room for ``count_entries`` entries."""
    cdef RayView views[2]
    cdef int64_t kings[2]
    cdef Py_ssize_t have[2][8]
    cdef CountPlan C
    cdef Py_ssize_t i, nk = 0, j
    cdef int s, f, k, got
    cdef int64_t x, y, wx = P.x[wk], wy = P.y[wk], bx = P.x[bk], by = P.y[bk], c
    cdef bint asked
    kings[<int> WHITE] = wk
    kings[<int> BLACK] = bk
    view_init(&views[<int> WHITE])
    view_init(&views[<int> BLACK])
    memset(have, 0, sizeof(have))
    for i in range(P.p):
        x = P.x[i]
        y = P.y[i]
        view_add(&views[<int> WHITE], x - wx, y - wy, i)
        view_add(&views[<int> BLACK], x - bx, y - by, i)
        have[P.color[i]][P.kind[i]] += 1
        W.knights[nk] = i
        nk += P.kind[i] == KNIGHT
    C.n = P.n
    for f in range(NLINES):
        C.needed[f] = False
        C.room[f] = P.p
        C.markers[f] = 0
    for s in range(2):
        asked = side == -1 or side == s
        C.wanted[s] = asked and view_attackers(P, &views[s], other_color(s), NULL) == 0
        C.npins[s] = view_pins(P, &views[s], s, C.pins[s]) if C.wanted[s] else 0
        for f in range(NLINES):
            if not C.wanted[s]:
                memset(C.role[f][s], ROLE_PIECE, 8)
                continue
            memcpy(C.role[f][s], FAMILY_ROLE[f], 8)
            for k in range(PAWN, KING):
                if FAMILY_ROLE[f][k] != ROLE_PIECE and have[s][k]:
                    C.needed[f] = True
                    C.markers[f] += have[s][k]
        if C.wanted[s] and have[s][KNIGHT]:
            C.room[ROW] += 4 * have[s][KNIGHT]
            C.needed[ROW] = True
    for s in range(2):
        for j in range(C.npins[s]):
            W.pinned[C.pins[s][j]] = 1
    C.pinned = W.pinned
    C.nknights = nk
    got = count_passes(P, &C, side, views, kings, S, W, acc)
    for s in range(2):
        for j in range(C.npins[s]):
            W.pinned[C.pins[s][j]] = 0
    return got


cdef int count_passes(const Pos* P, CountPlan* C, int side, const RayView* views, const int64_t* kings,
                      Scratch* S, CountScratch* W, FcAcc* acc) noexcept nogil:
    """count_board's passes once the plan is made (see there)."""
    cdef Py_ssize_t i, j, nk = C.nknights
    cdef int s, f, got
    cdef int64_t c
    # the knights whose moves are counted: of a side counted here, not pinned
    C.nknights = 0
    for j in range(nk):
        i = W.knights[j]
        s = P.color[i]
        if C.wanted[s] and not W.pinned[i]:
            W.knights[C.nknights] = i
            C.nknights += 1
    # the row family finds two pieces on a square; without it, the pass engine's test
    if not C.needed[ROW]:
        got = has_duplicate(P, S)
        if got:
            return got
    for f in range(NLINES):
        if C.needed[f]:
            got = family_pass(P, C, f, S, W, acc)
            if got:
                return got
    for s in range(2):
        if side != -1 and side != s:
            continue
        c = evasions_onepass(P, kings[s], &views[s], S)
        if c < 0:
            return -1
        fc_acc_add(&acc[s], <uint64_t> c)
        if C.wanted[s]:
            pinned_moves(P, &views[s], s, C.pins[s], C.npins[s], &acc[s])
    return 0


cdef Py_ssize_t count_entries(const int8_t* kind, Py_ssize_t p) noexcept nogil:
    """Room for the entries of a family of a board of ``p`` pieces: the
    pieces and four queries a knight."""
    cdef Py_ssize_t i, knights = 0
    for i in range(p):
        knights += kind[i] == KNIGHT
    return p + 4 * knights
