# cython: language_level=3
"""The pass engine: the verdict of a static board asked one question.

A static board of solve_batch is asked one question, its verdict: is
either king attacked, and for the checked side, which king steps are
safe, which pieces take the checker and which block its line.  Every
answer is a nearest piece along a few rays or lines, so it is found in
passes over the pieces instead of the indexed engine's four sorted line
indexes (which cost a sort each, O(p log p), and most of the time on a big
board):

* the 8 rays of both kings, and the far rays a row rides along (checkers,
  pins): one pass, a ``RayView`` of each king (_views.pxd).  A view keeps,
  on each of its square's rays, the nearest and the second nearest piece,
  the pieces a leap away and its own occupant; entering a piece (``view_add``) is a table look-up for
  the pieces near the square and a few tests for the others.  Asked of a
  view, the rules of _rules.pxd give the square's attackers
  (``view_attackers``) and the pins to a king standing there
  (``view_pins``), as the indexed engine's ``attackers`` and
  ``pinned_pieces`` do from an index;
* the king's step squares and the checker's square: one pass, pieces far
  from them skipped by a band test;
* the questions about the pieces taken together, by hashing them into
  buckets that fit in cache instead of sorting them (_buckets.pxd: O(p),
  whatever n is):
  "one piece per square" (``has_duplicate``: a bitmap on boards up to
  64 x 64, else the pieces hashed by square) and the blocks by sliders on
  a check line (``slider_blocks``: a slider can block on square T of the
  check line only along a line through T that is not the check line, and
  only if it is the nearest piece to T on its side of that line; every
  piece is entered once for each such line it stands on, keyed by (line,
  T), and the nearest piece on each side of T is a maximum of a nearness
  in its group).

The results equal the indexed engine's (StaticBoard.verdict, from the move
runs of _moves); tests compare the two on big random boards and both with
brute force.  Why the engine exists, measured (the median of 3 runs in
process: ``_core.solve_batch`` against ``StaticBoard(...)`` and
``verdict()`` on the same board, a shared 2-core machine): one board of
10^5 pieces at n = 10^6 (``gen sparse --kind check``) 3.5 ms against
32.1 ms, one of 2 * 10^5 at n = 10^18 8.0 ms against 99.1 ms: 9x to 12x.
The family-pass counter (_count) shares the views and the hashing, and
asks the engine for the moves a king's view decides (``evasions``)."""

from libc.stdlib cimport free, malloc, realloc
from libc.string cimport memset

from fastcheck._codes cimport BLACK, BLACK_CHECKED, IMPOSSIBLE, SAFE, WHITE, WHITE_CHECKED
from fastcheck._table cimport FAR_FAMILIES, PASS_SHAPE
from fastcheck._kinds cimport (
    is_pawn, is_slider, leap_set, leaps_at_all, slide_set, step_set, steps_along, steps_at_all)
from fastcheck._rules cimport (
    DX, DY, MAX_ATTACKERS, MAX_PINNED, NLINES, abs64, contains, far_key, leap_blocks, leap_of, other_color,
    pawn_blocks, popcount64, sign64, step_blocks)
from fastcheck._mailbox cimport fc_low_bit
from fastcheck._table import after_install
from fastcheck._index cimport Pos, on_board
from fastcheck._views cimport (
    CODE_HERE, CODE_LEAP, CODE_NONE, FAR_REACH, CheckLine, RayView, block_families, check_line_of, crossing,
    crossing_any, fill_view_codes, rides_far, view_add, view_attacked, view_attackers, view_far, view_far_family,
    view_init, view_leap, view_pins, view_put)
from fastcheck._buckets cimport (
    GOLDEN, GOLDEN2, MAX_BUCKET_BITS, NEARNESS, bits_for, bucket_bits, counts_to_starts, fc_big_alloc,
    starts_after_fill)
from fastcheck._table cimport fc_here, register_copy

register_copy(fc_here())     # this module's copy of the installed kinds table


cdef enum:
    BUCKET_ENTRIES = 2048      # entries per hash bucket aimed at (the bucket's table stays in L2)


# A piece at (rx, ry) from the king, |rx|, |ry| <= STEP_NEAR, as the king's
# step squares see it: STEP_HITS[c][:STEP_COUNT[c]] (c the cell of (rx, ry))
# lists each step square j that has it on a ray (code the direction, dist
# the steps), the installed leap l away (CODE_LEAP + l) or on it
# (CODE_HERE): a square can have it both on a ray and a leap away.
cdef enum:
    STEP_NEAR = 8
    STEP_SIDE = 2 * STEP_NEAR + 1


cdef struct StepHit:
    unsigned char j
    unsigned char code
    unsigned char dist


cdef unsigned char STEP_COUNT[STEP_SIDE * STEP_SIDE]


cdef StepHit STEP_HITS[STEP_SIDE * STEP_SIDE][16]


cdef void fill_step_hits() noexcept:
    cdef int rx, ry, j, c, dx, dy, code, d, n, leap
    for ry in range(-STEP_NEAR, STEP_NEAR + 1):
        for rx in range(-STEP_NEAR, STEP_NEAR + 1):
            c = (ry + STEP_NEAR) * STEP_SIDE + rx + STEP_NEAR
            n = 0
            for j in range(8):
                dx = rx - DX[j]
                dy = ry - DY[j]
                code = CODE_NONE
                leap = leap_of(dx, dy) if PASS_SHAPE else -1
                if dx == 0 and dy == 0:
                    code = CODE_HERE
                elif dx == 0 or dy == 0 or abs(dx) == abs(dy):
                    for d in range(8):
                        if sign64(dx) == DX[d] and sign64(dy) == DY[d]:
                            code = d
                if leap >= 0:
                    STEP_HITS[c][n].j = j
                    STEP_HITS[c][n].code = CODE_LEAP + leap
                    STEP_HITS[c][n].dist = 0
                    n += 1
                if code != CODE_NONE:
                    STEP_HITS[c][n].j = j
                    STEP_HITS[c][n].code = code
                    STEP_HITS[c][n].dist = max(abs(dx), abs(dy))
                    n += 1
            STEP_COUNT[c] = n


def fill_view_tables():
    """This module's view codes (_views.pxd) and step hits for the installed
    table's leaps (of a PASS_SHAPE table: another is not the engine's to
    answer)."""
    fill_view_codes()
    fill_step_hits()


after_install(fill_view_tables)


cdef inline bint near_steps(int64_t rx, int64_t ry) noexcept nogil:
    """Can a piece at (rx, ry) from the king see one of the king's step
    squares?  Past STEP_NEAR squares (where step_views_add asks this), only
    along a line through one of them: a leap or a step reaches no farther
    than MAX_REACH + 1 squares from the king."""
    return ((<uint64_t> (ry + 1) <= 2) or (<uint64_t> (rx + 1) <= 2)
            or (<uint64_t> (rx - ry + 2) <= 4) or (<uint64_t> (rx + ry + 2) <= 4)
            or ((<uint64_t> (rx + 3) <= 6) and (<uint64_t> (ry + 3) <= 6)))


cdef inline Py_ssize_t entries_per_piece() noexcept nogil:
    """How many families' lines through a piece may cross a check line
    (slider_blocks' entries of a piece): the 3 classic families but the
    check line's, or with far riders installed the 4 and the far ones."""
    if FAR_FAMILIES == 0:
        return NLINES - 1
    return NLINES + popcount64(FAR_FAMILIES)


cdef int scratch_init(Scratch* S, Py_ssize_t maxp) noexcept nogil:
    """Allocate the buffers for boards of up to ``maxp`` pieces; -1 when
    memory is short (whatever was had is freed by scratch_free)."""
    S.ent = <KeyVal*> fc_big_alloc((entries_per_piece() * maxp + 1) * sizeof(KeyVal))
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


cdef inline Slot* bucket_table(Scratch* S, Py_ssize_t entries, int* tbits) noexcept nogil:
    """The scratch hash table, every slot empty, for one bucket's
    ``entries`` at a load of at most 2/3: 1 << tbits[0] slots (NULL: no
    memory)."""
    cdef Py_ssize_t size
    cdef Slot* t
    tbits[0] = 3 + bits_for(entries + entries // 2, 8)
    size = (<Py_ssize_t> 1) << tbits[0]
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
    bbits = bucket_bits(p, BUCKET_ENTRIES)
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
        counts_to_starts(S.start, nb)
        for i in range(p):
            h = <uint64_t> P.x[i] * GOLDEN + <uint64_t> P.y[i] * GOLDEN2
            e = S.start[h >> (64 - bbits)]
            S.start[h >> (64 - bbits)] += 1
            S.ent[e].key = <uint64_t> P.x[i]
            S.ent[e].val = P.y[i]
        starts_after_fill(S.start, nb)
    for b in range(<int> nb):
        lo = S.start[b]
        hi = S.start[b + 1]
        if hi - lo < 2:
            continue
        table = bucket_table(S, hi - lo, &tbits)
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
    C.general &= ~families
    return left or C.general != 0


cdef inline size_t block_bucket(uint64_t key, int bbits) noexcept nogil:
    """The bucket of slider_blocks' entry with ``key`` (its top bbits of
    the hash, bbits >= 1)."""
    return (key * GOLDEN) >> (64 - bbits)


cdef inline void block_entry(KeyVal* e, uint64_t key, int64_t off, int tags, int f) noexcept nogil:
    """slider_blocks' entry of a line of family f through a piece
    ``off`` from the crossing square: its key, and 2 * off + whether the
    piece can block along it (bit f of ``tags``)."""
    e.key = key
    e.val = 2 * off + ((tags >> f) & 1)


cdef int64_t slider_blocks(const Pos* P, const CheckLine* C, int s, int64_t king,
                           const int64_t* pins, int npins, Scratch* S, int skip_families) noexcept nogil:
    """The blocks by sliders of colour ``s`` (not the king, not pinned) on
    the check line: per line through an inner square T, the nearest piece on
    each side of T, when it is such a slider; none along the families in
    the bit mask ``skip_families``.  -1 when memory is short."""
    cdef Py_ssize_t p = P.p, i, e, lo, hi, used = 0
    cdef int f, bbits, tbits, b, tags, fams, far
    cdef size_t nb
    cdef uint64_t key, h, mask
    cdef int64_t off, val, near, count = 0
    cdef int64_t* side
    cdef Slot* table
    cdef CheckLine left
    if skip_families:
        left = C[0]
        if not leave_out(&left, skip_families):
            return 0
        C = &left
    # (the classic families in loops of their own: unrolled, each family's
    # key a constant expression; crossing_any's in loops after them, run
    # only when some family is its)
    far = C.general
    bbits = bucket_bits(entries_per_piece() * p, BUCKET_ENTRIES)
    nb = (<size_t> 1) << bbits
    if bbits == 0:
        for i in range(p):
            tags = block_families(P, i, s, pins, npins)
            for f in range(NLINES):
                if crossing(C, f, P.x[i], P.y[i], &key, &off):
                    block_entry(&S.ent[used], key, off, tags, f)
                    used += 1
        for i in range(p if far else 0):
            tags = block_families(P, i, s, pins, npins)
            fams = far
            while fams:
                f = fc_low_bit(fams)
                fams &= fams - 1
                if crossing_any(C, f, P.x[i], P.y[i], &key, &off):
                    block_entry(&S.ent[used], key, off, tags, f)
                    used += 1
        S.start[0] = 0
        S.start[1] = used
    else:
        memset(S.start, 0, (nb + 1) * sizeof(size_t))
        for i in range(p):
            for f in range(NLINES):
                if crossing(C, f, P.x[i], P.y[i], &key, &off):
                    S.start[block_bucket(key, bbits) + 1] += 1
        for i in range(p if far else 0):
            fams = far
            while fams:
                f = fc_low_bit(fams)
                fams &= fams - 1
                if crossing_any(C, f, P.x[i], P.y[i], &key, &off):
                    S.start[block_bucket(key, bbits) + 1] += 1
        counts_to_starts(S.start, nb)
        for i in range(p):
            tags = block_families(P, i, s, pins, npins)       # once a piece, not once a family
            for f in range(NLINES):
                if crossing(C, f, P.x[i], P.y[i], &key, &off):
                    h = block_bucket(key, bbits)
                    block_entry(&S.ent[S.start[h]], key, off, tags, f)
                    S.start[h] += 1
        for i in range(p if far else 0):
            tags = block_families(P, i, s, pins, npins)
            fams = far
            while fams:
                f = fc_low_bit(fams)
                fams &= fams - 1
                if crossing_any(C, f, P.x[i], P.y[i], &key, &off):
                    h = block_bucket(key, bbits)
                    block_entry(&S.ent[S.start[h]], key, off, tags, f)
                    S.start[h] += 1
        starts_after_fill(S.start, nb)
    # per bucket: each line's nearest entry above T (smallest positive val)
    # and below it (largest negative), kept as NEARNESS - |val| in
    # side[val < 0]: nearer is larger, 0 is none, the parity is the tag's,
    # and a max needs no unpredictable branch
    for b in range(<int> nb):
        lo = S.start[b]
        hi = S.start[b + 1]
        if hi == lo:
            continue
        table = bucket_table(S, hi - lo, &tbits)
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


# ------------------------------------------------------------ the verdict
cdef inline void step_views_init(const Pos* P, int64_t king, const RayView* kv, bint* step_ok,
                                 RayView* tv) noexcept nogil:
    """Which of the king's step squares are worth a view (a step its row
    makes, onto the board, not onto a piece of its own: that piece would
    be the king's nearest on that ray), and an empty view of each."""
    cdef int d
    for d in range(8):
        step_ok[d] = steps_along(P.kind[king], d) and on_board(P, P.x[king] + DX[d], P.y[king] + DY[d]) and not (
            kv.dist1[d] == 1 and P.color[kv.id1[d]] == P.color[king])
        if step_ok[d]:
            view_init(&tv[d])


cdef inline void step_views_add(const bint* step_ok, RayView* tv, int64_t rx, int64_t ry,
                                int64_t pid) noexcept nogil:
    """Enter piece ``pid``, at (rx, ry) from the king, in the views of the
    king's step squares: by the STEP_HITS table when it is near, else only
    when it can see one of them (on their far rays: step_views_far)."""
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
                view_leap(&tv[d], hit[j].code - CODE_LEAP, pid)
            else:
                tv[d].occupant = pid
    elif near_steps(rx, ry):
        for d in range(8):
            if step_ok[d]:
                view_add(&tv[d], rx - DX[d], ry - DY[d], pid)


cdef inline void step_views_far(const bint* step_ok, RayView* tv, int64_t rx, int64_t ry,
                                int64_t pid) noexcept nogil:
    """Enter piece ``pid``, at (rx, ry) from the king, on the far rays of
    the king's step squares it lies on: a far family's line through a step
    square has a key within A + |B| of the king's."""
    cdef uint64_t fams = FAR_FAMILIES
    cdef int f, d
    cdef int64_t reach
    while fams:
        f = fc_low_bit(fams)
        fams &= fams - 1
        reach = FAR_REACH[f]
        if <uint64_t> (far_key(f, rx, ry) + reach) <= <uint64_t> (2 * reach):
            for d in range(8):
                if step_ok[d]:
                    view_far_family(&tv[d], f, rx - DX[d], ry - DY[d], pid)


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


cdef int64_t evasions(const Pos* P, int64_t king, const RayView* kv, Scratch* S,
                      int skip_families, bint far) noexcept nogil:
    """The valid moves of the king's side that the king's view ``kv``
    decides: the king's safe steps and, when a lone piece checks it,
    captures of the checker and blocks on its line by pieces that are not
    pinned, less the blocks by sliders along the line families in the bit
    mask ``skip_families`` (the caller counts those).  With the king
    attacked and no families skipped, all of its side's valid moves.
    ``far``: whether the board holds a far rider (rides_far, which the
    caller has asked once for the board).  -1 when memory is short."""
    cdef int s = P.color[king]
    cdef int64_t kx = P.x[king], ky = P.y[king]
    cdef int64_t buf[MAX_ATTACKERS]
    cdef int64_t pins[MAX_PINNED]
    cdef RayView tv[8]
    cdef RayView cv
    cdef bint step_ok[8]
    cdef bint blocks = False, sliders = False
    cdef int npins = 0, j, k
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
        if far:
            view_far(&cv, kx - cx, ky - cy, king)
        blocks = check_line_of(P, king, checker, &C)
        if not far:
            C.general = 0             # (no far rider: no far check line, no block along a far line)
    step_views_init(P, king, kv, step_ok, tv)
    # one pass: the step squares' views, the checker's, and the blocks by
    # leapers and pawns (the sliders' are hashed after it)
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
        sliders |= is_slider(k)
        if leaps_at_all(k) and not contains(pins, npins, i):
            count += popcount64(leap_blocks(kx, ky, C.vx, C.vy, C.L, x, y) & leap_set(k))
        if steps_at_all(k) and not contains(pins, npins, i):
            # (a step along a line it slides along is its slide's block: slider_blocks')
            count += popcount64(step_blocks(kx, ky, C.vx, C.vy, C.L, x, y) & step_set(k) & ~slide_set(k))
        if is_pawn(k) and not contains(pins, npins, i) and pawn_blocks(kx, ky, C.vx, C.vy, C.L, x, y, s):
            count += 1
    if far:
        # the far rays of the same views: a loop of its own, which leaves the
        # classic one as it is without a far rider
        for i in range(P.p):
            if i == king:
                continue
            x = P.x[i]
            y = P.y[i]
            step_views_far(step_ok, tv, x - kx, y - ky, i)
            if checker >= 0:
                view_far(&cv, x - cx, y - cy, i)
    count += safe_steps(P, step_ok, tv, s)
    if checker < 0:
        return count
    # captures of the checker, by pieces that are not pinned
    for j in range(view_attackers(P, &cv, s, buf)):
        if buf[j] != king and not contains(pins, npins, buf[j]):
            count += 1
    if sliders:
        got = slider_blocks(P, &C, s, king, pins, npins, S, skip_families)
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
    cdef bint far = rides_far(P)
    view_init(&vw)
    view_init(&vb)
    for i in range(P.p):
        x = P.x[i]
        y = P.y[i]
        view_add(&vw, x - wx, y - wy, i)
        view_add(&vb, x - bx, y - by, i)
    for i in range(P.p if far else 0):        # (a loop of its own, as in evasions)
        x = P.x[i]
        y = P.y[i]
        view_far(&vw, x - wx, y - wy, i)
        view_far(&vb, x - bx, y - by, i)
    cw = view_attackers(P, &vw, BLACK, NULL)
    cb = view_attackers(P, &vb, WHITE, NULL)
    count[0] = 0
    if cw and cb:
        return IMPOSSIBLE
    if not cw and not cb:
        return SAFE
    count[0] = evasions(P, wk if cw else bk, &vw if cw else &vb, S, 0, far)
    if count[0] < 0:
        return -1
    return WHITE_CHECKED if cw else BLACK_CHECKED
