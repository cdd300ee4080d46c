# The Python-facing side of the move engine (_moves.pxi), included into
# _core.pyx: argument checks, exact counts as Python ints, runs, count_batch
# and the sorted run table.

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


# --------------------------------------------------------------- batch API
cdef inline bint small_window(const Pos* P, int64_t* box) noexcept nogil:
    """Do the pieces of ``P`` (at least one) stand in a window of at most
    WINDOW_MAX squares a side?  ``box`` gets its corners x0, y0, x1, y1."""
    cdef Py_ssize_t i
    cdef int64_t x0 = P.x[0], y0 = P.y[0], x1 = P.x[0], y1 = P.y[0]
    for i in range(1, P.p):
        x0 = min(x0, P.x[i])
        x1 = max(x1, P.x[i])
        y0 = min(y0, P.y[i])
        y1 = max(y1, P.y[i])
    box[0] = x0
    box[1] = y0
    box[2] = x1
    box[3] = y1
    return x1 - x0 < WINDOW_MAX and y1 - y0 < WINDOW_MAX


cdef struct CountBuffers:
    # what count_batch's boards share: the pass engine's buffers and a
    # window mailbox (all EMPTY between boards) with its line masks
    Scratch S
    CountScratch W
    OBoard B
    int32_t* cells
    uint64_t masks[3 * NLINES * WINDOW_LINES]


cdef int count_buffers_init(CountBuffers* K, Py_ssize_t maxp, Py_ssize_t room) noexcept nogil:
    """Allocate for boards of up to ``maxp`` pieces and ``room`` family
    entries; -1 when memory is short (count_buffers_free frees what was had)."""
    cdef Py_ssize_t i
    cdef int got
    K.cells = <int32_t*> malloc(WINDOW_CELLS * sizeof(int32_t))
    # the family passes share the pass engine's entries (as many bytes); both
    # are set up even when one fails, so that count_buffers_free frees both
    got = scratch_init(&K.S, max(maxp, (room + 3) // 3))
    got = min(got, count_scratch_init(&K.W, maxp))
    if got < 0 or K.cells == NULL:
        return -1
    for i in range(WINDOW_CELLS):
        K.cells[i] = EMPTY
    return 0


cdef void count_buffers_free(CountBuffers* K) noexcept nogil:
    scratch_free(&K.S)
    count_scratch_free(&K.W)
    free(K.cells)
    K.cells = NULL


cdef int count_one(const Pos* P, int64_t wk, int64_t bk, int side, bint mailbox, CountBuffers* K,
                   FcAcc* acc) noexcept nogil:
    """Both sides' counts of one board (as count_board): over a mailbox of
    its window when its pieces stand in a small one (and ``mailbox``), else
    in passes.  0; 1 when two pieces share a square; -1 when memory is short."""
    cdef int64_t box[4]
    cdef int got
    fc_acc_zero(&acc[<int> WHITE])
    fc_acc_zero(&acc[<int> BLACK])
    if mailbox and P.p <= WINDOW_MAX * WINDOW_MAX and small_window(P, box):
        got = window_mailbox(&K.B, P, box[0], box[1], box[2], box[3], K.cells, K.masks)
        if got == 0:
            window_counts(&K.B, wk, bk, side, acc)
        window_clear(&K.B)
        return got
    return count_board(P, wk, bk, side, &K.S, &K.W, acc)


def count_batch(const int64_t[::1] n, const int64_t[::1] offsets,
                const int64_t[::1] x, const int64_t[::1] y,
                const int8_t[::1] kind, const int8_t[::1] color, int side, bint mailbox=True):
    """Valid-move counts of many boards at once, in or out of check.

    The arrays are those of :func:`solve_batch`.  ``side`` is 1 (White),
    0 (Black) or -1 (both).  Returns ``(hi, lo, bad)``: flat uint64
    ``array.array('Q')`` objects of length ``2 * t``, row-major: item
    ``2 * b + c`` holds the high (``hi``) and low (``lo``) 64-bit word of
    colour c's count on board b (0 for a side not asked for, and for a
    board with an error), and the global index of the first offending piece (a missing or
    second king, two pieces on one square), -1 when there is none.

    A board whose pieces stand in a small window is counted by the indexed
    engine over a mailbox of that window (``side_runs``), any other by the
    pass engine (``count_board``); ``mailbox=False`` counts every board by
    the pass engine.  The counts are the same.
    """
    if side != WHITE and side != BLACK and side != -1:
        raise ValueError("side must be 1 (white), 0 (black) or -1 (both)")
    cdef Py_ssize_t maxp = batch_args_ok(n, offsets, x, y, kind, color)
    cdef Py_ssize_t t = n.shape[0], b, p, lo, room = 0
    cdef array.array hi_arr = zeroed(_U64_TEMPLATE, 2 * t)
    cdef array.array lo_arr = zeroed(_U64_TEMPLATE, 2 * t)
    cdef uint64_t* hi_v = <uint64_t*> hi_arr.data.as_ulonglongs
    cdef uint64_t* lo_v = <uint64_t*> lo_arr.data.as_ulonglongs
    cdef int64_t wk, bk
    cdef int s, got = 0
    cdef Pos P
    cdef FcAcc acc[2]
    cdef CountBuffers K
    cdef BatchFaults F
    faults_init(&F, maxp)
    for b in range(t):
        lo = offsets[b]
        room = max(room, count_entries(&kind[lo] if offsets[b + 1] > lo else NULL, offsets[b + 1] - lo))
    try:
        if count_buffers_init(&K, maxp, room) < 0:
            raise MemoryError()
        with nogil:
            for b in range(t):
                lo = offsets[b]
                p = offsets[b + 1] - lo
                batch_board(&P, n[b], lo, p, x, y, kind, color)
                if kings_fault(&F, &P, lo, &wk, &bk):
                    continue
                got = count_one(&P, wk, bk, side, mailbox, &K, acc)
                if got > 0:
                    got = note_taken_square(&F, &P, lo)
                    if got < 0:
                        break
                    continue
                if got < 0:
                    break
                for s in range(2):
                    hi_v[2 * b + s] = fc_acc_hi(&acc[s])
                    lo_v[2 * b + s] = fc_acc_lo(&acc[s])
        if got < 0:
            raise MemoryError()
    finally:
        count_buffers_free(&K)
        free(F.row)
    return hi_arr, lo_arr, F.bad


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
    cdef array.array table = array.clone(_I64_TEMPLATE, 6 * k, False)
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
