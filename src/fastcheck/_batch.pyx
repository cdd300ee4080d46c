# cython: language_level=3
"""The batch API: ``solve_batch`` (the verdict of every board of a file in
one call) and ``count_batch`` (every valid move of both sides of every
board), over a file's flat arrays.  Every array is checked first
(_checks.pxd); then each board goes to the engine that serves it: the pass
engine (_passes) or the family-pass counter (_count), a mailbox of its
window when its pieces stand in a small one, or the line indexes for a
kinds table the passes do not serve.  Move counts come back as 64-bit
words (count_batch: two a count, as they can exceed 64 bits)."""

from libc.stdint cimport int32_t, int64_t, int8_t, uint64_t
from libc.stdlib cimport calloc, free, malloc
from cpython cimport array

from fastcheck._codes cimport BLACK, BLACK_CHECKED, ERR_DUPLICATE, ERR_KINGS, IMPOSSIBLE, SAFE, WHITE, WHITE_CHECKED
from fastcheck._table cimport FAR_DIRS, PASS_SHAPE, ROYAL_REACH
from fastcheck._rules cimport MAX_FAMILIES, NLINES
from fastcheck._index cimport C_MAX_N, FcEntry, Pos, build_index, family_in_use, find_kings, first_on_a_taken_square_of
from fastcheck._checks cimport batch_board, kinds_ok, same_length, squares_ok, squares_within
from fastcheck._arrays cimport zeroed
from fastcheck._mailbox cimport EMPTY, OBoard, WINDOW_MAX, window_cells, window_clear, window_mailbox, window_masks
from fastcheck._sight cimport attackers
from fastcheck._passes cimport Scratch, has_duplicate, judge_board, scratch_free, scratch_init
from fastcheck._moves cimport FcAcc, fc_acc_hi, fc_acc_lo, fc_acc_zero, side_runs, window_counts
from fastcheck._count cimport CountScratch, count_board, count_entries, count_scratch_free, count_scratch_init
from fastcheck._table cimport fc_here, register_copy

register_copy(fc_here())     # this module's copy of the installed kinds table


# ------------------------------------------------------- the batch's boards
cdef inline Py_ssize_t board_of_batch(Pos* P, Py_ssize_t b, const int64_t[::1] n, const int64_t[::1] offsets,
                                      const int64_t[::1] x, const int64_t[::1] y,
                                      const int8_t[::1] kind, const int8_t[::1] color) noexcept nogil:
    """Point ``P`` at board ``b`` of a checked batch (batch_board); the
    global index of its first piece."""
    cdef Py_ssize_t lo = offsets[b]
    batch_board(P, n[b], lo, offsets[b + 1] - lo, x, y, kind, color)
    return lo


cdef Py_ssize_t batch_args_ok(const int64_t[::1] n, const int64_t[::1] offsets,
                              const int64_t[::1] x, const int64_t[::1] y,
                              const int8_t[::1] kind, const int8_t[::1] color) except -1:
    """Validate the flat arrays of a batch (``solve_batch``, ``count_batch``)
    so that the nogil kernels never see junk: array lengths and offsets
    consistent, ``1 <= n[b] <= 10**18``, kinds and colours in range,
    coordinates within ``1..n[b]``.  Returns the largest board's piece count."""
    cdef Py_ssize_t t = n.shape[0], b, maxp = 0
    cdef Py_ssize_t total = x.shape[0]
    cdef bint coords_ok = True
    if offsets.shape[0] != t + 1:
        raise ValueError("offsets must have one more entry than n")
    same_length(x, y, kind, color)
    for b in range(t):
        if offsets[b] < 0 or offsets[b + 1] < offsets[b] or offsets[b + 1] > total:
            raise ValueError("offsets must be non-decreasing and within the arrays")
        if offsets[b + 1] - offsets[b] > maxp:
            maxp = offsets[b + 1] - offsets[b]
        if n[b] < 1 or n[b] > C_MAX_N:
            raise ValueError("n must be within 1..10**18")
    kinds_ok(kind, color)
    for b in range(t):
        coords_ok &= squares_within(n[b], x, y, offsets[b], offsets[b + 1])
    squares_ok(coords_ok)
    return maxp


cdef struct BatchFaults:
    # the first board of a batch that breaks a rule of the board
    int64_t bad             # the global index of its offending piece; -1: none yet
    Py_ssize_t maxp         # the largest board's pieces
    # a row index, allocated and sorted only for a board with two pieces on
    # a square, to name the first such piece (first_on_a_taken_square_of)
    FcEntry* row


cdef inline void faults_init(BatchFaults* F, Py_ssize_t maxp) noexcept nogil:
    F.bad = -1
    F.maxp = maxp
    F.row = NULL


cdef inline bint kings_fault(BatchFaults* F, const Pos* P, Py_ssize_t lo, int64_t* wk,
                             int64_t* bk) noexcept nogil:
    """Does board ``P`` (its pieces from global index ``lo``) break "one king
    of each colour"?  Then the first such board's offending piece is noted:
    its first second king of one colour, or its first piece for a missing
    king.  ``wk`` and ``bk`` get the kings (find_kings)."""
    cdef int64_t broken = find_kings(P, wk, bk)
    if broken < 0 and wk[0] >= 0 and bk[0] >= 0:
        return False
    if F.bad < 0:
        F.bad = lo + broken if broken >= 0 else lo
    return True


cdef inline int note_taken_square(BatchFaults* F, const Pos* P, Py_ssize_t lo) noexcept nogil:
    """Board ``P`` has two pieces on a square: note its first piece on a
    square an earlier piece holds, when it is the batch's first faulty
    board.  -1 when memory is short."""
    if F.bad >= 0:
        return 0
    if F.row == NULL:
        F.row = <FcEntry*> malloc((F.maxp + 1) * sizeof(FcEntry))
        if F.row == NULL:
            return -1
    F.bad = lo + first_on_a_taken_square_of(P.x, P.y, P.p, F.row)
    return 0


cdef struct IndexWork:
    # the line indexes of a batch's boards, for a table the pass engine and
    # the family-pass counter do not serve (PASS_SHAPE): the indexed engine
    # answers those boards
    FcEntry* work[MAX_FAMILIES]
    int64_t* rank[MAX_FAMILIES]


cdef int index_work_init(IndexWork* X, Py_ssize_t maxp, bint served) noexcept nogil:
    """Room for the line indexes of boards of up to ``maxp`` pieces (none
    when the engine of the call, ``served``, serves the table); -1 when
    memory is short (index_work_free frees what was had)."""
    cdef int f
    cdef bint short = False
    for f in range(MAX_FAMILIES):
        X.work[f] = NULL
        X.rank[f] = NULL
        if not served and family_in_use(f):
            X.work[f] = <FcEntry*> malloc((maxp + 1) * sizeof(FcEntry))
            X.rank[f] = <int64_t*> malloc((maxp + 1) * sizeof(int64_t))
            short |= X.work[f] == NULL or X.rank[f] == NULL
    return -1 if short else 0


cdef void index_work_free(IndexWork* X) noexcept nogil:
    cdef int f
    for f in range(MAX_FAMILIES):
        free(X.work[f])
        free(X.rank[f])
        X.work[f] = NULL
        X.rank[f] = NULL


cdef inline void index_board(Pos* P, IndexWork* X) noexcept nogil:
    """Build the line indexes of ``P`` (one piece a square) in ``X``."""
    cdef int f
    for f in range(MAX_FAMILIES):
        P.rank[f] = X.rank[f]
    build_index(P, X.work)


cdef int indexed_verdict(Pos* P, int64_t wk, int64_t bk, IndexWork* X, int64_t* count) noexcept nogil:
    """judge_board's answer from the line indexes (the indexed engine's
    attackers and move runs), for a table the pass engine does not serve."""
    cdef FcAcc acc
    cdef bint cw, cb
    index_board(P, X)
    cw = attackers(P, P.x[wk], P.y[wk], BLACK, -1, NULL) != 0
    cb = attackers(P, P.x[bk], P.y[bk], WHITE, -1, NULL) != 0
    count[0] = 0
    if cw and cb:
        return IMPOSSIBLE
    if not cw and not cb:
        return SAFE
    fc_acc_zero(&acc)
    if side_runs(P, WHITE if cw else BLACK, wk if cw else bk, NULL, &acc) < 0:
        return -1
    count[0] = <int64_t> fc_acc_lo(&acc)
    return WHITE_CHECKED if cw else BLACK_CHECKED


def solve_batch(const int64_t[::1] n, const int64_t[::1] offsets,
                const int64_t[::1] x, const int64_t[::1] y,
                const int8_t[::1] kind, const int8_t[::1] color):
    """Judge many boards at once.

    Board b has side ``n[b]`` and pieces ``offsets[b]:offsets[b+1]`` of the
    flat arrays.  Returns ``(state, count, bad)``: per board the
    :class:`State` (or a negative :class:`BatchError` when it breaks a rule
    of the board) and the valid-move count; ``bad`` names a piece of the
    first board that breaks a rule, by its global index: its first second
    king of one colour, else (kings are checked before squares) its first
    piece on a square an earlier piece holds, or its first piece for a
    missing king; -1 when no board breaks one.  Every argument is checked
    first (``batch_args_ok``).
    """
    cdef Py_ssize_t maxp = batch_args_ok(n, offsets, x, y, kind, color)
    cdef Py_ssize_t t = n.shape[0], b, lo
    cdef array.array state_arr = zeroed('b', t)
    cdef array.array count_arr = zeroed('q', t)
    cdef int8_t[::1] state = state_arr
    cdef int64_t[::1] counts = count_arr
    cdef Pos P
    cdef Scratch S
    cdef BatchFaults F
    cdef IndexWork X
    cdef int f, st, dup, got
    cdef int64_t wk, bk, c
    cdef bint short = False
    faults_init(&F, maxp)
    for f in range(NLINES):
        P.rank[f] = NULL
    try:
        got = scratch_init(&S, maxp)
        got = min(got, index_work_init(&X, maxp, PASS_SHAPE))
        if got < 0:
            raise MemoryError()
        with nogil:
            for b in range(t):
                lo = board_of_batch(&P, b, n, offsets, x, y, kind, color)
                if kings_fault(&F, &P, lo, &wk, &bk):
                    state[b] = ERR_KINGS
                    continue
                dup = has_duplicate(&P, &S)
                if dup > 0:
                    if note_taken_square(&F, &P, lo) < 0:
                        short = True
                        break
                    state[b] = ERR_DUPLICATE
                    continue
                if dup < 0:
                    st = -1
                elif PASS_SHAPE:
                    st = judge_board(&P, wk, bk, &S, &c)
                else:
                    st = indexed_verdict(&P, wk, bk, &X, &c)
                if st < 0:
                    short = True
                    break
                state[b] = st
                counts[b] = c
        if short:
            raise MemoryError()
    finally:
        scratch_free(&S)
        index_work_free(&X)
        free(F.row)
    return state_arr, count_arr, F.bad


# ------------------------------------------------------------- count_batch
cdef enum:
    WINDOW_BLOCK = 4096     # window_side reads the pieces this many at a time


cdef inline int64_t window_side(const Pos* P, int64_t* box) noexcept nogil:
    """The side of the smallest square window that holds the pieces of
    ``P`` (at least one), or some side above WINDOW_MAX once it is known to
    be wider (a wide board's pieces are not all read: the pieces are met a
    block at a time); ``box`` gets the corners x0, y0, x1, y1 of the
    bounding box of the pieces met."""
    cdef Py_ssize_t i, lo = 1, hi
    cdef int64_t x, y, x0 = P.x[0], y0 = P.y[0], x1 = P.x[0], y1 = P.y[0]
    while lo < P.p:
        hi = min(lo + WINDOW_BLOCK, P.p)
        for i in range(lo, hi):
            # conditional expressions, which the compiler makes conditional
            # moves: min() and max() became branches, mispredicted on
            # random squares
            x = P.x[i]
            y = P.y[i]
            x0 = x if x < x0 else x0
            x1 = x if x > x1 else x1
            y0 = y if y < y0 else y0
            y1 = y if y > y1 else y1
        lo = hi
        if max(x1 - x0, y1 - y0) >= WINDOW_MAX:
            break
    box[0] = x0
    box[1] = y0
    box[2] = x1
    box[3] = y1
    return max(x1 - x0, y1 - y0) + 1


cdef inline int64_t small_window(const Pos* P, int64_t* box) noexcept nogil:
    """The side of the window of the pieces of ``P`` (at least one;
    window_side, ``box`` its corners) when it is at most WINDOW_MAX, else 0.
    The window reaches past the pieces as far as a royal move does, less
    the one square the mailbox's line masks have beyond it: the squares a
    king may move to are asked for their attackers."""
    cdef int64_t side
    cdef int pad = max(ROYAL_REACH - 1, 0)
    if P.p > WINDOW_MAX * WINDOW_MAX or FAR_DIRS:
        return 0        # (a window's line masks know the classic lines only)
    side = window_side(P, box) + 2 * pad
    box[0] -= pad
    box[1] -= pad
    box[2] += pad
    box[3] += pad
    return side if side <= WINDOW_MAX else 0


cdef struct CountBuffers:
    # what count_batch's boards share: the pass engine's buffers (or the
    # line indexes, IndexWork, for a table it does not serve) and a window
    # mailbox of the batch's widest small window (all EMPTY and 0 between
    # boards) with its line masks
    Scratch S
    CountScratch W
    IndexWork X
    OBoard B
    int64_t side
    int32_t* cells
    uint64_t* masks
    int32_t* order      # room for a window board's pieces (window_counts)


cdef int count_buffers_init(CountBuffers* K, Py_ssize_t maxp, Py_ssize_t room, int64_t side) noexcept nogil:
    """Allocate for boards of up to ``maxp`` pieces and ``room`` family
    entries, and a window mailbox of ``side`` squares a side (0: none);
    -1 when memory is short (count_buffers_free frees what was had)."""
    cdef int64_t i, cells = window_cells(side)
    cdef int got
    K.side = side
    K.cells = <int32_t*> malloc(cells * sizeof(int32_t)) if side else NULL
    K.masks = <uint64_t*> calloc(window_masks(side), sizeof(uint64_t)) if side else NULL
    K.order = <int32_t*> malloc(maxp * sizeof(int32_t)) if side else NULL
    # the family passes share the pass engine's entries (as many bytes); both
    # are set up even when one fails, so that count_buffers_free frees both
    got = scratch_init(&K.S, max(maxp, (room + 3) // 3))
    got = min(got, count_scratch_init(&K.W, maxp))
    got = min(got, index_work_init(&K.X, maxp, PASS_SHAPE))
    if got < 0 or (side and (K.cells == NULL or K.masks == NULL or K.order == NULL)):
        return -1
    for i in range(cells if side else 0):
        K.cells[i] = EMPTY
    return 0


cdef void count_buffers_free(CountBuffers* K) noexcept nogil:
    scratch_free(&K.S)
    index_work_free(&K.X)
    count_scratch_free(&K.W)
    free(K.cells)
    free(K.masks)
    free(K.order)
    K.cells = NULL
    K.masks = NULL
    K.order = NULL


cdef int count_one(Pos* P, int64_t wk, int64_t bk, int side, CountBuffers* K,
                   FcAcc* acc) noexcept nogil:
    """Both sides' counts of one board (as count_board): over a mailbox of
    its window when its pieces stand in a small one, else in passes (or
    over the line indexes, for a table the passes do not serve).  0; 1
    when two pieces share a square; -1 when memory is short."""
    cdef int64_t box[4]
    cdef int got, s
    fc_acc_zero(&acc[<int> WHITE])
    fc_acc_zero(&acc[<int> BLACK])
    if small_window(P, box):
        got = window_mailbox(&K.B, P, box[0], box[1], box[2], box[3], K.side, K.cells, K.masks)
        if got == 0:
            window_counts(&K.B, wk, bk, side, K.order, acc)
        window_clear(&K.B)
        return got
    if PASS_SHAPE:
        return count_board(P, wk, bk, side, &K.S, &K.W, acc)
    got = has_duplicate(P, &K.S)
    if got != 0:
        return 1 if got > 0 else -1
    index_board(P, &K.X)
    for s in range(2):
        if side == -1 or side == s:
            if side_runs(P, s, wk if s == <int> WHITE else bk, NULL, &acc[s]) < 0:
                return -1
    return 0


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

    A board whose pieces stand in a small window is counted by the indexed
    engine over a mailbox of that window (``side_runs``), any other by the
    family-pass counter (``count_board``), or over the line indexes when
    the installed kinds table is not one the counter serves (PASS_SHAPE).  The tests hold the two equal
    (each against the line indexes and brute force).
    """
    if side != WHITE and side != BLACK and side != -1:
        raise ValueError("side must be 1 (white), 0 (black) or -1 (both)")
    cdef Py_ssize_t maxp = batch_args_ok(n, offsets, x, y, kind, color)
    cdef Py_ssize_t t = n.shape[0], b, lo, room = 0
    cdef int64_t box[4]
    cdef int64_t wide = 0, side_b
    cdef array.array hi_arr = zeroed('Q', 2 * t)
    cdef array.array lo_arr = zeroed('Q', 2 * t)
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
        side_b = 0
        if offsets[b + 1] > lo:
            board_of_batch(&P, b, n, offsets, x, y, kind, color)
            side_b = small_window(&P, box)
            wide = max(wide, side_b)     # the widest small window: the mailbox's side
        if side_b == 0:
            # a board the family-pass counter may count: room for its entries
            room = max(room, count_entries(&kind[lo] if offsets[b + 1] > lo else NULL, offsets[b + 1] - lo))
    try:
        if count_buffers_init(&K, maxp, room, wide) < 0:
            raise MemoryError()
        with nogil:
            for b in range(t):
                lo = board_of_batch(&P, b, n, offsets, x, y, kind, color)
                if kings_fault(&F, &P, lo, &wk, &bk):
                    continue
                got = count_one(&P, wk, bk, side, &K, acc)
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
