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
def count_batch(const int64_t[::1] n, const int64_t[::1] offsets,
                const int64_t[::1] x, const int64_t[::1] y,
                const int8_t[::1] kind, const int8_t[::1] color, int side):
    """Valid-move counts of many boards at once, in or out of check.

    The arrays are those of :func:`solve_batch`.  ``side`` is 1 (White),
    0 (Black) or -1 (both).  Returns ``(hi, lo, bad)``: flat uint64
    ``array.array('Q')`` objects of length ``2 * t``, row-major: item
    ``2 * b + c`` holds the high (``hi``) and low (``lo``) 64-bit word of
    colour c's count on board b (0 for a side not asked for, and for a
    board with an error), and the global index of the first offending piece (a missing or
    second king, two pieces on one square), -1 when there is none.
    """
    if side != WHITE and side != BLACK and side != -1:
        raise ValueError("side must be 1 (white), 0 (black) or -1 (both)")
    cdef Py_ssize_t maxp = batch_args_ok(n, offsets, x, y, kind, color)
    cdef Py_ssize_t t = n.shape[0], b, p, lo, room = 0
    cdef array.array hi_arr = zeroed(_U64_TEMPLATE, 2 * t)
    cdef array.array lo_arr = zeroed(_U64_TEMPLATE, 2 * t)
    cdef uint64_t* hi_v = <uint64_t*> hi_arr.data.as_ulonglongs
    cdef uint64_t* lo_v = <uint64_t*> lo_arr.data.as_ulonglongs
    cdef int64_t bad = -1, wk, bk, broken
    cdef int s, got = 0
    cdef Pos P
    cdef FcAcc acc[2]
    cdef Scratch S
    cdef CountScratch W
    # a row index is sorted only for a board with two pieces on a square, to
    # name the first such piece (first_on_a_taken_square_of)
    cdef FcEntry* row = NULL
    for b in range(t):
        lo = offsets[b]
        room = max(room, count_entries(&kind[lo] if offsets[b + 1] > lo else NULL, offsets[b + 1] - lo))
    try:
        # the family passes share the pass engine's entries (as many bytes)
        if scratch_init(&S, max(maxp, (room + 3) // 3)) < 0 or count_scratch_init(&W, maxp) < 0:
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
                    if bad < 0:
                        bad = lo + broken if broken >= 0 else lo
                    continue
                fc_acc_zero(&acc[<int> WHITE])
                fc_acc_zero(&acc[<int> BLACK])
                got = count_board(&P, wk, bk, side, &S, &W, acc)
                if got < 0:
                    break
                if got > 0:
                    if row == NULL:
                        row = <FcEntry*> malloc((maxp + 1) * sizeof(FcEntry))
                        if row == NULL:
                            got = -1
                            break
                    if bad < 0:
                        bad = lo + first_on_a_taken_square_of(P.x, P.y, p, row)
                    continue
                for s in range(2):
                    hi_v[2 * b + s] = fc_acc_hi(&acc[s])
                    lo_v[2 * b + s] = fc_acc_lo(&acc[s])
        if got < 0:
            raise MemoryError()
    finally:
        scratch_free(&S)
        count_scratch_free(&W)
        free(row)
    return hi_arr, lo_arr, bad


# ------------------------------------------------------ sorted run tables
cdef extern from *:
    """
    #include <algorithm>
    template <typename R>
    static inline bool fc_run_less(const R& a, const R& b) {
        if (a.fx != b.fx) return a.fx < b.fx;
        if (a.fy != b.fy) return a.fy < b.fy;
        if (a.dx != b.dx) return a.dx < b.dx;
        if (a.dy != b.dy) return a.dy < b.dy;
        return a.first < b.first;
    }
    template <typename R>
    static inline void fc_sort_runs(R* a, size_t n) { std::sort(a, a + n, fc_run_less<R>); }
    """
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
