# cython: language_level=3
"""Every valid move of either side: exact counts, runs and single-move checks.

A side's moves are described as *runs* (from_x, from_y, dx, dy, first,
length): the squares from + first*(dx, dy) .. from + (first + length -
1)*(dx, dy).  A slider's moves along one direction are one run, every
other move a run of length 1, so a queen on an open 10^18 board is 8 runs,
not 4*10^18 moves, and the total is a sum of lengths.  Over the line
indexes nothing walks squares: each piece costs a few index lookups,
O(p log p) per side.  Every board keeps ranks, so they are local: a
slider's or pawn's neighbours are the next entries of its lines, a
leap's target is found by galloping from the piece's own row-index slot.  The
runs are written once over the indexed engine's ``Board``: over the line
indexes (a StaticBoard, a Position) or over a mailbox (count_batch's
boards whose pieces stand in a small window), where a neighbour is a walk
of a few squares or a bit scan.

The total can exceed 2^64 (a queen alone has up to ~4*10^18 moves), so it
is summed in 128 bits: unsigned __int128 where the compiler has it, two
64-bit words elsewhere (MSVC).  Building with CPPFLAGS=-DFASTCHECK_NO_INT128
forces the portable variant, to test it on gcc/clang."""

from libc.string cimport memset

from fastcheck._codes cimport WHITE
from fastcheck._table cimport FAR_DIRS, FAR_FAMILIES, KIND_ROOM, LEAP_X, LEAP_Y
from fastcheck._kinds cimport (
    is_kind, is_pawn, is_royal, is_slider, leap_set, leaps_at_all, rides_along, slide_set, slides_along, step_set,
    steps_at_all, steps_or_leaps)
from fastcheck._rules cimport (
    COL, DIR_LINE, MAX_ATTACKERS, MAX_DIRS, MAX_FAMILIES, MAX_PINNED, NLINES, RFAMILY, ROW, RX, RY, between, dir_of,
    is_step, lands, leap_blocks, leap_of, line_dir, line_square, pawn_advances, pawn_blocks, pawn_doubles,
    pawn_forward, pawn_step, ride_dir, ride_direction, riding_check, slider_block, slider_squares, static_rules,
    step_blocks)
from fastcheck._buckets cimport counts_to_starts
from fastcheck._index cimport FcEntry, find_at, lower_bound, next_on_ray, on_board
from fastcheck._mailbox cimport (
    OBoard, beyond, bit_dist, fc_low_bit, line_bit, line_mask, piece_on, square, square_along, walk)
from fastcheck._sight cimport attackers, nearest, pieces_of, pins_of, royal_move_safe
from fastcheck._table cimport fc_here, register_copy

register_copy(fc_here())     # this module's copy of the installed kinds table


cdef struct SideInfo:
    # what every move of side s depends on, computed once per side (O(log p))
    int s
    int rules               # the rule set (static_rules(), RULES_OSTAP: _rules.pxd)
    int64_t king            # -1: the side has no king (nothing to protect)
    int64_t kx, ky          # its square
    int nchk                # pieces threatening the king
    int64_t checker         # the checker when nchk == 1
    int vx, vy              # the step from the king towards a riding checker (its ride's)
    int64_t L               # its distance in those steps when it rides, else 0 (no squares between)
    int npins
    int64_t pinned[MAX_PINNED]
    int64_t pinner[MAX_PINNED]
    int pin_dir[MAX_PINNED]     # direction from the king through the pinned piece
    # the one square free moves are wanted to (tx 0: every square), e.g. to
    # test a single move: the jumps, steps and slides that cannot reach it
    # are not looked at
    int64_t tx, ty


cdef inline bint entry_before(const FcEntry* e, int64_t key, int64_t pos) noexcept nogil:
    return e.key < key or (e.key == key and e.pos < pos)


cdef int64_t find_near(const Pos* P, int64_t pid, int64_t tx, int64_t ty) noexcept nogil:
    """Piece on (tx, ty), or -1, by a galloping search of the row index
    outwards from piece ``pid``'s own slot: a square a few rows away is a
    few neighbouring entries away on a sparse board, where a bisection of
    the whole index would miss the cache at every step."""
    cdef const FcEntry* a = P.lines[ROW]
    cdef Py_ssize_t cnt = P.cnt[ROW], r, lo, hi, step = 1, i
    r = P.rank[ROW][pid]
    if entry_before(&a[r], ty, tx):
        # ahead of the piece: entries [r+1, lo) are before the square
        lo = r + 1
        hi = r + 1
        while hi < cnt and entry_before(&a[hi], ty, tx):
            lo = hi + 1
            hi = r + 1 + step
            step <<= 1
        if hi > cnt:
            hi = cnt
    else:
        # behind it: entries [hi, r] are not before the square
        hi = r
        i = r - 1
        while i >= 0 and not entry_before(&a[i], ty, tx):
            hi = i
            i = r - 1 - step
            step <<= 1
        lo = i + 1 if i >= 0 else 0
    i = lo + lower_bound(a + lo, hi - lo, ty, tx)
    if i < cnt and a[i].key == ty and a[i].pos == tx:
        return a[i].pid
    return -1


cdef inline int64_t next_from(const Board* B, int64_t pid, int d, int64_t* dist) noexcept nogil:
    """The nearest piece from piece ``pid`` in direction d (-1: none): the
    next entry of its line index, or a walk in the mailbox.  ``dist[0]``
    gets the steps to it."""
    if Board is Pos:
        return next_on_ray(B, pid, d, dist)
    else:
        return walk(B, B.P.x[pid], B.P.y[pid], d, -1, dist)


cdef inline int64_t occupant_near(const Board* B, int64_t pid, int64_t tx, int64_t ty) noexcept nogil:
    """The piece on (tx, ty), a few squares from piece ``pid`` (negative: none)."""
    if Board is Pos:
        return find_near(B, pid, tx, ty)
    else:
        return piece_on(B, tx, ty)


cdef inline int64_t adjacent(const Board* B, int64_t pid, int d) noexcept nogil:
    """The piece on the square next to piece ``pid`` in direction d
    (negative: none): a neighbour in a line index, a square of a mailbox."""
    cdef int64_t dist, occ
    if Board is Pos:
        occ = next_on_ray(B, pid, d, &dist)
        return occ if occ >= 0 and dist == 1 else -1
    else:
        return piece_on(B, B.P.x[pid] + DX[d], B.P.y[pid] + DY[d])


cdef inline int64_t adjacent_at(const Board* B, int64_t pid, int d, int64_t steps) noexcept nogil:
    """The piece ``steps`` squares from piece ``pid`` in direction d (that
    square on the board; negative: none), and none on the squares before it
    (else that piece)."""
    cdef int64_t dist
    cdef int64_t occ = next_from(B, pid, d, &dist)
    return occ if occ >= 0 and dist <= steps else -1


cdef inline bint slide_covers(const Board* B, int64_t pid, int k, int64_t dx, int64_t dy) noexcept nogil:
    """Does a slide of piece ``pid`` (of kind ``k``) reach the square at
    (dx, dy) from it, on the board?  Then a step or a leap there is the
    same move, counted once (with the slide)."""
    cdef int64_t dist, t
    cdef int d = ride_dir(dx, dy, &t)
    if d < 0 or not rides_along(k, d):
        return False
    if t == 1:
        return True
    return next_from(B, pid, d, &dist) < 0 or dist >= t


cdef void side_info(const Board* B, int s, int64_t king, int rules, SideInfo* I) noexcept nogil:
    """Checkers and pins of side s's king (none when it has no king), under
    the rule set ``rules``."""
    cdef const Pos* P = pieces_of(B)
    cdef int64_t buf[MAX_ATTACKERS]
    cdef int64_t kx, ky
    cdef int d
    I.s = s
    I.rules = rules
    I.king = king
    I.kx = 0
    I.ky = 0
    I.nchk = 0
    I.checker = -1
    I.vx = 0
    I.vy = 0
    I.L = 0
    I.npins = 0
    I.tx = 0
    I.ty = 0
    if king < 0:
        return
    kx = P.x[king]
    ky = P.y[king]
    I.kx = kx
    I.ky = ky
    I.nchk = attackers(B, kx, ky, 1 - s, -1, buf)
    if I.nchk == 1:
        I.checker = buf[0]
        I.L = riding_check(P.kind[I.checker], P.x[I.checker] - kx, P.y[I.checker] - ky, &d)
        if I.L:
            I.vx = RX[d]
            I.vy = RY[d]
    I.npins = pins_of(B, king, I.pinned, I.pinner, I.pin_dir)


cdef inline int pin_slot(const SideInfo* I, int64_t pid) noexcept nogil:
    """Index of ``pid`` among the pinned pieces, or -1."""
    cdef int i
    for i in range(I.npins):
        if I.pinned[i] == pid:
            return i
    return -1


cdef inline bint keeps_pin(const Pos* P, const SideInfo* I, int slot, int64_t tx, int64_t ty) noexcept nogil:
    """Does a move of the pinned piece I.pinned[slot] onto (tx, ty) keep its
    king covered?  When it lands on the pin line between the king and the
    pinner, or on the pinner."""
    cdef int d = I.pin_dir[slot]
    cdef int64_t kx = P.x[I.king], ky = P.y[I.king], pin = I.pinner[slot], steps
    ride_dir(P.x[pin] - kx, P.y[pin] - ky, &steps)
    return between(kx, ky, RX[d], RY[d], steps + 1, tx, ty)


cdef extern from *:
    """
    /* emit's appending of a run, kept out of line (as its own callers'
     * loops are inlined): the counting calls, which keep no runs, never
     * get here */
    #if defined(_MSC_VER)
    #define FC_NOINLINE __declspec(noinline)
    #else
    #define FC_NOINLINE __attribute__((noinline))
    #endif
    template <class V, class R> static FC_NOINLINE void fc_keep_run(V* out, const R& r) { out->push_back(r); }
    """
    void fc_keep_run(vector[MoveRun]* out, MoveRun r) nogil


cdef inline int emit(vector[MoveRun]* out, FcAcc* acc, int64_t fx, int64_t fy,
                     int dx, int dy, int64_t first, int64_t length) except -1 nogil:
    """Count a run (and append it when ``out`` is given)."""
    cdef MoveRun r
    fc_acc_add(acc, <uint64_t> length)
    if out != NULL:
        r.fx = fx
        r.fy = fy
        r.dx = dx
        r.dy = dy
        r.first = first
        r.length = length
        fc_keep_run(out, r)
    return 0


cdef int king_runs(const Board* B, const SideInfo* I, vector[MoveRun]* out, FcAcc* acc) except -1 nogil:
    """The royal piece's moves, its row's steps and leaps: onto the board,
    not onto an own piece, not attacked once it has left its square."""
    cdef const Pos* P = pieces_of(B)
    cdef int64_t king = I.king
    cdef int d, j, k
    cdef uint64_t todo
    if king < 0:
        return 0
    k = P.kind[king]
    # its row's steps and leaps, set bit by set bit (in order)
    todo = step_set(k)
    while todo:
        d = fc_low_bit(todo)
        todo &= todo - 1
        if royal_move_safe(B, king, DX[d], DY[d]):
            emit(out, acc, P.x[king], P.y[king], DX[d], DY[d], 1, 1)
    todo = leap_set(k)
    while todo:
        j = fc_low_bit(todo)
        todo &= todo - 1
        if royal_move_safe(B, king, LEAP_X[j], LEAP_Y[j]):
            emit(out, acc, P.x[king], P.y[king], LEAP_X[j], LEAP_Y[j], 1, 1)
    return 0


cdef int free_step_runs(const Board* B, const SideInfo* I, int64_t pid, vector[MoveRun]* out,
                        FcAcc* acc) except -1 nogil:
    """A piece's leaps, steps and pawn moves while its king is not
    threatened: all of them, or for a pinned piece those that stay on its
    pin line (keeps_pin).  Under RULE_PAWN_DOUBLE a pawn's double step.  (A
    royal piece's moves come here only under RULE_ANY_KINGS, where a trial
    move judges its kings' safety; else they are king_runs'.)"""
    cdef const Pos* P = pieces_of(B)
    cdef int k = P.kind[pid], s = I.s, j, dx, d
    cdef int64_t px = P.x[pid], py = P.y[pid], tx, ty, occ
    cdef int slot = pin_slot(I, pid)
    cdef int pin_line = RFAMILY[I.pin_dir[slot]] if slot >= 0 else -1
    cdef int fwd = pawn_forward(s), ahead
    cdef bint slider = is_slider(k)
    cdef uint64_t todo
    # its leaps and steps, set bit by set bit (in order): all of them, or a
    # single move's test, the one towards its square if any (one call site
    # each, so that the compiler inlines them)
    todo = leap_set(k)
    if I.tx:
        j = leap_of(I.tx - px, I.ty - py)
        todo = todo & ((<uint64_t> 1) << j) if j >= 0 else 0
    while todo:
        j = fc_low_bit(todo)
        todo &= todo - 1
        leap_run(B, I, pid, k, slider, slot, j, px, py, out, acc)
    todo = step_set(k)
    if I.tx:
        todo = todo & ((<uint64_t> 1) << dir_of(I.tx - px, I.ty - py)) if is_step(I.tx - px, I.ty - py) else 0
    while todo:
        d = fc_low_bit(todo)
        todo &= todo - 1
        step_run(B, I, pid, k, slot, d, px, py, out, acc)
    if is_pawn(k) and (I.tx == 0 or I.ty - py == fwd or I.ty - py == 2 * fwd):
        ty = py + fwd
        if ty < 1 or ty > P.n:
            return 0     # a pawn on its last row has no moves
        ahead = dir_of(0, fwd)
        if (slot < 0 or pin_line == COL) and pawn_advances(s, py, P.n, adjacent(B, pid, ahead) >= 0):
            emit(out, acc, px, py, 0, fwd, 1, 1)
            if pawn_doubles(I.rules, s, py, P.n) and adjacent_at(B, pid, ahead, 2) < 0:
                emit(out, acc, px, py, 0, fwd, 2, 1)
        for dx in range(-1, 2, 2):
            tx = px + dx
            if tx < 1 or tx > P.n:
                continue
            occ = adjacent(B, pid, dir_of(dx, fwd))
            if occ >= 0 and P.color[occ] != s and pawn_step(s, dx, fwd, True) and (slot < 0 or occ == I.pinner[slot]):
                emit(out, acc, px, py, dx, fwd, 1, 1)
    return 0


cdef inline int step_run(const Board* B, const SideInfo* I, int64_t pid, int k, int slot, int d,
                         int64_t px, int64_t py, vector[MoveRun]* out, FcAcc* acc) except -1 nogil:
    """free_step_runs' move of piece ``pid`` (of kind ``k``, pinned at
    ``slot`` or -1, on (px, py)) by its step d: onto the board, keeping a
    pin, not along a line it slides along (its slide's move), not onto a
    piece of its own."""
    cdef const Pos* P = pieces_of(B)
    cdef int64_t occ
    if not on_board(P, px + DX[d], py + DY[d]) or slides_along(k, d):
        return 0
    if slot >= 0 and not keeps_pin(P, I, slot, px + DX[d], py + DY[d]):
        return 0
    occ = adjacent(B, pid, d)
    if lands(True, occ >= 0 and P.color[occ] == I.s):
        emit(out, acc, px, py, DX[d], DY[d], 1, 1)
    return 0


cdef inline int leap_run(const Board* B, const SideInfo* I, int64_t pid, int k, bint slider, int slot, int j,
                         int64_t px, int64_t py, vector[MoveRun]* out, FcAcc* acc) except -1 nogil:
    """free_step_runs' move of piece ``pid`` (of kind ``k``, pinned at
    ``slot`` or -1, on (px, py); ``slider``: is_slider(k)) by its leap j:
    onto the board, keeping a pin, not a square its slide reaches too (one
    move), not onto a piece of its own."""
    cdef const Pos* P = pieces_of(B)
    cdef int64_t tx = px + LEAP_X[j], ty = py + LEAP_Y[j], occ
    if not on_board(P, tx, ty) or (slot >= 0 and not keeps_pin(P, I, slot, tx, ty)):
        return 0
    if slider and slide_covers(B, pid, k, LEAP_X[j], LEAP_Y[j]):
        return 0
    occ = occupant_near(B, pid, tx, ty)
    if lands(True, occ >= 0 and P.color[occ] == I.s):
        emit(out, acc, px, py, LEAP_X[j], LEAP_Y[j], 1, 1)
    return 0


cdef int free_slider_runs(const Board* B, const SideInfo* I, int64_t pid, vector[MoveRun]* out,
                          FcAcc* acc) except -1 nogil:
    """Moves of slider ``pid`` while its king is not threatened (a pinned
    one along its pin line only), from the nearest piece in each of its
    directions.  (Over the line indexes, free_slider_lines counts every
    slider of a side at once, reading the indexes in order.)"""
    cdef const Pos* P = pieces_of(B)
    cdef int d, k = P.kind[pid]
    cdef int slot = pin_slot(I, pid)
    cdef int line = RFAMILY[I.pin_dir[slot]] if slot >= 0 else -1
    cdef int64_t length, px = P.x[pid], py = P.y[pid]
    cdef int only = ride_direction(I.tx - px, I.ty - py) if I.tx else -1
    cdef uint64_t todo
    if I.tx and only < 0:
        return 0         # the square wanted is on none of the piece's lines
    if Board is not Pos:
        if out == NULL and B.bits[ROW] != NULL and B.words == 1 and not I.tx:
            window_slides(B, I, pid, k, line, acc)
            return 0
    # the 8 directions it slides along, set bit by set bit (in order), or a
    # single move's test: the one towards its square
    todo = slide_set(k)
    if only >= 0:
        todo = todo & ((<uint64_t> 1) << only) if only < 8 else 0
    while todo:
        d = fc_low_bit(todo)
        todo &= todo - 1
        if line < 0 or line == RFAMILY[d]:
            length = slide_length(B, I, px, py, d)
            if length > 0:
                emit(out, acc, px, py, DX[d], DY[d], 1, length)
    if FAR_DIRS:
        for d in range(8, MAX_DIRS):
            if ((FAR_DIRS >> d) & 1 and (only < 0 or d == only) and rides_along(k, d)
                    and (line < 0 or line == RFAMILY[d])):
                length = slide_length(B, I, px, py, d)
                if length > 0:
                    emit(out, acc, px, py, RX[d], RY[d], 1, length)
    return 0


cdef inline void window_slides(const OBoard* B, const SideInfo* I, int64_t pid, int k, int line,
                               FcAcc* acc) noexcept nogil:
    """free_slider_runs' count on a window's one-word line masks
    (window_line_attackers' reading; no far rider is on a window board):
    the nearest piece along a direction is a bit of its line's mask, which
    is read once for both directions.  count_batch on 20,000 boards of 50
    pieces in windows of 24 squares (bench's many family), medians of 7
    runs: 62.0 ms through slide_length, 58.7 ms through this."""
    cdef const Pos* P = &B.P
    cdef int64_t px = P.x[pid], py = P.y[pid], rx = px - B.ox, ry = py - B.oy, dist = 0, occ
    cdef int64_t at = square(B, px, py)
    cdef int d, f, q = 0
    cdef uint64_t m = 0, b
    for d in range(8):
        f = DIR_LINE[d]
        if (d & 1) == 0:
            m = line_mask(B, B.bits[f], f, rx, ry)[0]
            q = line_bit(f, rx, ry)
        if not slides_along(k, d) or (line >= 0 and line != f):
            continue
        b = beyond(m, q, d)
        occ = -1
        if b:
            dist = bit_dist(b, q, d)
            occ = B.sq[square_along(B, at, d, dist)]
        fc_acc_add(acc, <uint64_t> ride_squares(P, I, occ, dist, px, py, d))


cdef inline int64_t slide_length(const Board* B, const SideInfo* I, int64_t px, int64_t py, int d) noexcept nogil:
    """The squares a rider of side I.s on (px, py) reaches along direction
    d: up to its nearest piece (taking an enemy one), or to the edge."""
    cdef int64_t dist
    cdef int64_t occ = nearest(B, px, py, d, -1, &dist)
    return ride_squares(pieces_of(B), I, occ, dist, px, py, d)


cdef inline int64_t ride_squares(const Pos* P, const SideInfo* I, int64_t occ, int64_t dist,
                                 int64_t px, int64_t py, int d) noexcept nogil:
    """slide_length's squares from the nearest piece ``occ`` (-1: none),
    ``dist`` steps away along direction d."""
    return slider_squares(dist, P.color[occ] != I.s) if occ >= 0 else edge_dist(P, px, py, d)


cdef int free_slider_lines(const Pos* P, const SideInfo* I, vector[MoveRun]* out,
                           FcAcc* acc) except -1 nogil:
    """Moves of the side's sliders while its king is not threatened (a pinned
    one along its pin line only), over the line indexes: one pass over each
    in order.  A slider's nearest pieces along the line are the entries
    beside it, and its square follows from the line key and position, so
    memory is read in sequence rather than piece by piece."""
    cdef int f, d, up, down, slot, k, s = I.s, a_step
    cdef const FcEntry* a
    cdef Py_ssize_t cnt, i
    cdef int64_t pid, x, y, length
    for f in range(MAX_FAMILIES):
        if f < NLINES:
            up = line_dir(f, 1)
            down = line_dir(f, -1)
        elif (FAR_FAMILIES >> f) & 1:
            up = 8 + 2 * (f - NLINES)      # a far family's directions (fc_geometry.h)
            down = up + 1
        else:
            continue
        a_step = RX[up] if f >= NLINES else 1      # positions a step apart along the line
        a = P.lines[f]
        cnt = P.cnt[f]
        for i in range(cnt):
            pid = a[i].pid
            k = P.kind[pid]
            if P.color[pid] != s or not is_slider(k) or not rides_along(k, up):
                continue
            slot = pin_slot(I, pid)
            if slot >= 0 and RFAMILY[I.pin_dir[slot]] != f:
                continue
            line_square(f, a[i].key, a[i].pos, &x, &y)
            d = up
            if i + 1 < cnt and a[i + 1].key == a[i].key:
                length = slider_squares((a[i + 1].pos - a[i].pos) // a_step, P.color[a[i + 1].pid] != s)
            else:
                length = edge_dist(P, x, y, d)
            if length > 0:
                emit(out, acc, x, y, RX[d], RY[d], 1, length)
            d = down
            if i > 0 and a[i - 1].key == a[i].key:
                length = slider_squares((a[i].pos - a[i - 1].pos) // a_step, P.color[a[i - 1].pid] != s)
            else:
                length = edge_dist(P, x, y, d)
            if length > 0:
                emit(out, acc, x, y, RX[d], RY[d], 1, length)
    return 0


cdef int evasion_runs(const Board* B, const SideInfo* I, int64_t pid, vector[MoveRun]* out,
                      FcAcc* acc) except -1 nogil:
    """Moves of a non-king, unpinned piece that end a single check: capture
    the checker or land on a square between a sliding checker and the king
    (by a leap, a step, a pawn's step or a slide)."""
    cdef const Pos* P = pieces_of(B)
    cdef int k = P.kind[pid], s = I.s, j, d, blocks, towards
    cdef uint64_t leaps
    cdef bint crosses
    cdef int64_t px = P.x[pid], py = P.y[pid], t
    cdef int64_t chk = I.checker, cx = P.x[chk], cy = P.y[chk]
    cdef int64_t kx = P.x[I.king], ky = P.y[I.king], lox = 0, hix = 0, loy = 0, hiy = 0
    cdef int fwd = pawn_forward(s)
    cdef uint64_t todo
    if leaps_at_all(k):
        # the leaps that block (leap_blocks) and the one onto the checker,
        # if any, set bit by set bit (in order)
        leaps = leap_blocks(kx, ky, I.vx, I.vy, I.L, px, py) if I.L >= 2 else 0
        j = leap_of(cx - px, cy - py)
        todo = leap_set(k) & (leaps | ((<uint64_t> 1) << j if j >= 0 else 0))
        while todo:
            j = fc_low_bit(todo)
            todo &= todo - 1
            if not (is_slider(k) and slide_covers(B, pid, k, LEAP_X[j], LEAP_Y[j])):
                emit(out, acc, px, py, LEAP_X[j], LEAP_Y[j], 1, 1)
    if steps_at_all(k):
        # the same for its steps (a step along a slide is the slide's move)
        blocks = step_blocks(kx, ky, I.vx, I.vy, I.L, px, py) if I.L >= 2 else 0
        if is_step(cx - px, cy - py):
            blocks |= 1 << dir_of(cx - px, cy - py)
        todo = step_set(k) & ~slide_set(k) & <uint64_t> blocks
        while todo:
            d = fc_low_bit(todo)
            todo &= todo - 1
            emit(out, acc, px, py, DX[d], DY[d], 1, 1)
    if is_pawn(k):
        # the squares between are empty and on the board, the checker is an enemy
        if I.L >= 2 and pawn_blocks(kx, ky, I.vx, I.vy, I.L, px, py, s):
            emit(out, acc, px, py, 0, fwd, 1, 1)
        if (I.L >= 2 and pawn_doubles(I.rules, s, py, P.n) and between(kx, ky, I.vx, I.vy, I.L, px, py + 2 * fwd)
                and adjacent_at(B, pid, dir_of(0, fwd), 2) < 0):
            emit(out, acc, px, py, 0, fwd, 2, 1)
        if pawn_step(s, cx - px, cy - py, True):
            emit(out, acc, px, py, <int> (cx - px), fwd, 1, 1)
    if is_slider(k):
        towards = ride_direction(cx - px, cy - py)     # the ray through the checker, if any
        if I.L < 2:
            # no squares between: only a capture along that ray
            if towards >= 0 and rides_along(k, towards):
                evasion_ray(B, I, pid, towards, False, 0, out, acc)
            return 0
        if I.L >= 2:
            # the box of the squares between the king and the checker: a ray
            # that cannot enter it does not cross the check line (no division)
            lox = min(kx + I.vx, kx + I.vx * (I.L - 1))
            hix = max(kx + I.vx, kx + I.vx * (I.L - 1))
            loy = min(ky + I.vy, ky + I.vy * (I.L - 1))
            hiy = max(ky + I.vy, ky + I.vy * (I.L - 1))
        todo = slide_set(k)     # set bit by set bit (in order)
        while todo:
            d = fc_low_bit(todo)
            todo &= todo - 1
            crosses = ray_crosses(I, px, py, d, lox, hix, loy, hiy, &t)
            if d == towards or crosses:
                evasion_ray(B, I, pid, d, crosses, t, out, acc)
        if FAR_DIRS:
            for d in range(8, MAX_DIRS):
                if (FAR_DIRS >> d) & 1 and rides_along(k, d):
                    crosses = ray_crosses(I, px, py, d, lox, hix, loy, hiy, &t)
                    if d == towards or crosses:
                        evasion_ray(B, I, pid, d, crosses, t, out, acc)
    return 0


cdef inline bint ray_crosses(const SideInfo* I, int64_t px, int64_t py, int d, int64_t lox, int64_t hix,
                             int64_t loy, int64_t hiy, int64_t* t) noexcept nogil:
    """Does the ray d from (px, py) cross the check line on one of its inner
    squares, which lie in the box ``lox``..``hix``, ``loy``..``hiy`` (a ray
    that cannot enter the box does not: no division)?  Then ``t`` gets its
    steps to the crossing (slider_block)."""
    cdef int64_t sv
    return (I.L >= 2
            and (px < hix if RX[d] > 0 else (px > lox if RX[d] < 0 else lox <= px <= hix))
            and (py < hiy if RY[d] > 0 else (py > loy if RY[d] < 0 else loy <= py <= hiy))
            and slider_block(I.kx, I.ky, I.vx, I.vy, I.L, px, py, d, t, &sv))


cdef inline int evasion_ray(const Board* B, const SideInfo* I, int64_t pid, int d, bint crosses, int64_t t,
                            vector[MoveRun]* out, FcAcc* acc) except -1 nogil:
    """evasion_runs' move of rider ``pid`` along direction d, which meets
    the checker or crosses the check line ``t`` steps away (``crosses``):
    its capture of the checker or its block, when nothing stands in the
    way."""
    cdef const Pos* P = pieces_of(B)
    cdef int64_t dist
    cdef int64_t occ = next_from(B, pid, d, &dist)
    if occ == I.checker:
        emit(out, acc, P.x[pid], P.y[pid], RX[d], RY[d], dist, 1)
    elif crosses and (occ < 0 or dist > t):
        emit(out, acc, P.x[pid], P.y[pid], RX[d], RY[d], t, 1)
    return 0


cdef int piece_runs(const Board* B, const SideInfo* I, int64_t pid, vector[MoveRun]* out,
                    FcAcc* acc) except -1 nogil:
    """The valid moves of piece ``pid`` (not a king) of side I.s.  Over the
    line indexes a free slider is left out: free_slider_lines counts it."""
    cdef int k = pieces_of(B).kind[pid], slot
    if I.nchk >= 2:
        return 0          # double check: only the king may move
    if I.nchk == 1:
        # a pinned piece ends a check only by taking its pinner, when that
        # is the checker (leaping over it onto the king: no slide then, so
        # evasion_runs finds only captures); else its line meets the check
        # line only at the king
        slot = pin_slot(I, pid)
        if slot < 0 or I.pinner[slot] == I.checker:
            evasion_runs(B, I, pid, out, acc)
    else:
        if steps_or_leaps(k):
            free_step_runs(B, I, pid, out, acc)
        if Board is not Pos and is_slider(k):
            free_slider_runs(B, I, pid, out, acc)
    return 0


cdef int side_runs(const Board* B, int s, int64_t king, vector[MoveRun]* out,
                   FcAcc* acc) except -1 nogil:
    """Every valid move of side s (king ``king``, -1 if none), in check or
    not: adds the count to ``acc`` and appends the runs to ``out`` unless NULL.

    ``B`` is a static position (its index holds exactly the live pieces);
    pieces of kind 0 and kings other than ``king`` are ignored."""
    cdef const Pos* P = pieces_of(B)
    cdef SideInfo I
    cdef int64_t pid
    cdef int k
    side_info(B, s, king, static_rules(), &I)
    king_runs(B, &I, out, acc)
    if I.nchk >= 2:
        return 0
    if Board is Pos:
        if I.nchk == 0:
            free_slider_lines(B, &I, out, acc)
    for pid in range(P.p):
        k = P.kind[pid]
        if is_kind(k) and not is_royal(k) and P.color[pid] == s:
            piece_runs(B, &I, pid, out, acc)
    return 0


cdef int pseudo_runs(const Board* B, int s, int rules, int64_t pid, int64_t tx, int64_t ty,
                     vector[MoveRun]* out, FcAcc* acc) except -1 nogil:
    """Every move of piece ``pid`` of side s by its own rules under the rule
    set ``rules``, no king's safety asked: piece_runs for a side with no
    king to protect; with ``tx`` > 0 only the runs that may reach (tx, ty)
    (a single move's test: the rest are not looked at).  Under
    RULE_ANY_KINGS (Ostap's chess) a trial move then tells which leave a
    king of the side attacked."""
    cdef SideInfo I
    side_info(B, s, -1, rules, &I)
    I.tx = tx
    I.ty = ty
    return piece_runs(B, &I, pid, out, acc)


cdef void window_counts(const OBoard* B, int64_t wk, int64_t bk, int side, int32_t* order,
                        FcAcc* acc) noexcept nogil:
    """Both sides' valid-move counts (``acc[<int> WHITE]``, ``acc[<int> BLACK]``;
    only ``side``'s unless it is -1) of a static board on a window mailbox:
    side_runs for both sides in one pass over the pieces (a piece's colour
    picks its side, with no branch on it).

    The pass takes the pieces by colour and kind (a counting sort into
    ``order``, room for the pieces), so that the branches on a piece's kind
    go the same way piece after piece: on 20,000 boards of 50 pieces in
    windows of 24 squares (bench's many family), count_batch took 69.5 ms
    with the pieces in input order and 59.2 ms with them in this order."""
    cdef SideInfo I[2]
    cdef bint asked[2]
    cdef size_t start[2 * KIND_ROOM + 1]
    cdef Py_ssize_t i
    cdef int s, k, key
    cdef int64_t pid
    for s in range(2):
        asked[s] = side == -1 or side == s
        if asked[s]:
            side_info(B, s, wk if s == <int> WHITE else bk, static_rules(), &I[s])
            king_runs(B, &I[s], NULL, &acc[s])
    memset(start, 0, sizeof(start))
    for pid in range(B.P.p):
        start[1 + B.P.color[pid] * KIND_ROOM + B.P.kind[pid]] += 1
    counts_to_starts(start, 2 * KIND_ROOM)
    for pid in range(B.P.p):
        key = B.P.color[pid] * KIND_ROOM + B.P.kind[pid]
        order[start[key]] = <int32_t> pid
        start[key] += 1
    for i in range(B.P.p):
        pid = order[i]
        k = B.P.kind[pid]
        s = B.P.color[pid]
        if not is_royal(k) and asked[s]:
            piece_runs(B, &I[s], pid, NULL, &acc[s])


cdef bint move_legal(const Pos* P, int64_t king, int64_t fx, int64_t fy,
                     int64_t tx, int64_t ty) noexcept nogil:
    """Is moving the piece on (fx, fy) to (tx, ty) a valid move of its side
    (king ``king`` of that side, -1 if none)?  Both squares on the board.
    The move is one of the piece's runs, as side_runs writes them (only
    those towards (tx, ty) are looked at)."""
    cdef int64_t pid = find_at(P, fx, fy)
    cdef SideInfo I
    cdef vector[MoveRun] runs
    cdef FcAcc acc
    if pid < 0:
        return False
    fc_acc_zero(&acc)
    side_info(P, P.color[pid], king, static_rules(), &I)
    I.tx = tx
    I.ty = ty
    if is_royal(P.kind[pid]):
        if pid != king:
            return False
        king_runs(P, &I, &runs, &acc)
    else:
        piece_runs(P, &I, pid, &runs, &acc)
        if I.nchk == 0 and is_slider(P.kind[pid]):
            free_slider_runs(P, &I, pid, &runs, &acc)    # free_slider_lines' share of side_runs
    return runs_reach(&runs, tx, ty)
