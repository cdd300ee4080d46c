# The indexed engine's queries: what a square sees on a board with an index.
# A .pxd of inline helpers only, compiled into each module that cimports it.
#
# A board asked many questions (a Position, an Ostap game, a board of
# count_batch in a small window) keeps an index of where its pieces stand,
# and every question is a few look-ups in it.  There are two indexes: the
# four sorted line indexes of a static board (``Pos``, _index.pxd, any size
# up to 10**18: the nearest piece along a ray is a bisection,
# ``ray_first``) and a mailbox (``OBoard``, _mailbox.pxd: a walk or a bit
# scan).  The queries are written once for both, over the fused type
# ``Board``, and ask the rules of _rules.pxd: the attackers of a square
# (along one ray of it: ``ray_attacker``), the pins to a king, a king's
# safe moves.

from libc.stdint cimport int64_t, uint64_t

from fastcheck._table cimport FAR_DIRS, LEAP_X, LEAP_Y, NLEAPS
from fastcheck._kinds cimport leaps_at_all, leaps_by
from fastcheck._rules cimport (
    DIR_LINE, DSIGN, DX, DY, MAX_DIRS, MAX_PINNED, ROW, attacks_on_ray, contains, leaps_to, other_color,
    pins_on_ray)
from fastcheck._index cimport Pos, SMALL_BOARD, find_at, on_board, ray_first
from fastcheck._mailbox cimport (
    OBoard, beyond, bit_dist, line_bit, line_slot, next_bit, piece_on, slider_beyond, square, square_along, walk)


ctypedef fused Board:
    Pos
    OBoard


cdef inline const Pos* pieces_of(const Board* B) noexcept nogil:
    """The board's piece arrays (n, p, x, y, kind, colour)."""
    if Board is Pos:
        return B
    else:
        return &B.P


cdef inline int64_t nearest(const Board* B, int64_t x, int64_t y, int d, int64_t skip,
                            int64_t* dist) noexcept nogil:
    """The nearest piece from square (x, y) in direction d, passing over
    piece ``skip`` and the square's own occupant (-1: none); ``dist[0]``
    gets the steps to it."""
    if Board is Pos:
        return ray_first(B, x, y, d, skip, dist)
    else:
        return walk(B, x, y, d, skip, dist)


cdef inline int64_t occupant(const Board* B, int64_t x, int64_t y) noexcept nogil:
    """The piece on (x, y), or a negative number for none (also for a
    square off the board, up to a leap from it)."""
    if Board is Pos:
        return find_at(B, x, y)
    else:
        return piece_on(B, x, y)


cdef inline int window_line_attackers(const OBoard* B, int64_t tx, int64_t ty, int by, int64_t skip,
                                      int64_t* out) noexcept nogil:
    """``attackers`` along the 8 rays over a window's one-word line masks: the nearest
    piece on a ray is a bit of its line's mask (``skip``'s bit cleared), and
    whether it slides along the line a bit of colour ``by``'s slider mask,
    so nothing walks and a kind is read only for a piece next to the square
    (a pawn's or a king's attack)."""
    cdef const Pos* P = &B.P
    cdef int count = 0, d, f, q = 0
    cdef int64_t pid, dist, slot = 0, at = square(B, tx, ty)
    cdef int64_t rx = tx - B.ox, ry = ty - B.oy
    cdef uint64_t occ = 0, sl = 0, gone
    cdef bint slider
    for d in range(8):
        f = DIR_LINE[d]
        if (d & 1) == 0:
            # the line of directions d and d + 1: its pieces and colour by's
            # sliders along it, read once for both
            slot = line_slot(B, f, rx, ry)
            q = line_bit(f, rx, ry)
            occ = B.bits[f][slot]
            sl = B.slides[by][f][slot]
            if skip >= 0 and line_slot(B, f, P.x[skip] - B.ox, P.y[skip] - B.oy) == slot:
                gone = ~((<uint64_t> 1) << line_bit(f, P.x[skip] - B.ox, P.y[skip] - B.oy))
                occ &= gone
                sl &= gone
        if beyond(sl, q, d) == 0:
            # no slider of colour by that way: only the piece next to the
            # square may attack (a pawn, a king), if there is one (its bit)
            if not next_bit(occ, q, d):
                continue
            pid = B.sq[square_along(B, at, d, 1)]     # (not skip: its bit is cleared)
            if P.color[pid] != by or not attacks_on_ray(P.kind[pid], by, d, 1):
                continue
        else:
            # the nearest piece that way (a bit of occ beyond the square's):
            # an attacker when it is one of those sliders, or when it stands
            # next to the square and attacks from there
            dist = bit_dist(beyond(occ, q, d), q, d)
            slider = (sl >> (q + DSIGN[d] * dist)) & 1
            pid = B.sq[square_along(B, at, d, dist)]
            if not slider and (dist != 1 or P.color[pid] != by or not attacks_on_ray(P.kind[pid], by, d, 1)):
                continue
        if out == NULL:
            return 1
        out[count] = pid
        count += 1
    return count


cdef inline int64_t ray_attacker(const Board* B, int64_t tx, int64_t ty, int d, int by, int64_t skip) noexcept nogil:
    """The piece of colour ``by`` that attacks (tx, ty) along ray d: the
    nearest piece that way (passing over ``skip``) when it attacks from
    there; -1 when none does."""
    cdef const Pos* P = pieces_of(B)
    cdef int64_t dist
    cdef int64_t pid = nearest(B, tx, ty, d, skip, &dist)
    if pid >= 0 and P.color[pid] == by and attacks_on_ray(P.kind[pid], by, d, dist):
        return pid
    return -1


cdef inline int attackers(const Board* B, int64_t tx, int64_t ty, int by, int64_t skip,
                          int64_t* out) noexcept nogil:
    """Pieces of colour ``by`` that could capture on (tx, ty), the square's own
    occupant and piece ``skip`` left out (``skip`` is treated as absent, so it
    blocks nothing).  Writes their ids to ``out`` (room for MAX_ATTACKERS)
    and returns how many there are; with ``out`` NULL it stops at the first
    (returns 0 or 1)."""
    cdef const Pos* P = pieces_of(B)
    cdef int count = 0, d, j
    cdef int64_t pid, at = 0, w = 0
    if Board is not Pos:
        at = square(B, tx, ty)
        w = B.w
    if Board is not Pos and B.bits[ROW] != NULL and B.words == 1:
        count = window_line_attackers(B, tx, ty, by, skip, out)
        if count and out == NULL:
            return 1
    else:
        for d in range(8):
            pid = ray_attacker(B, tx, ty, d, by, skip)
            if pid >= 0:
                if out == NULL:
                    return 1
                out[count] = pid
                count += 1
    if FAR_DIRS:
        # the far rays (a nightrider's, ...): over the line indexes, or a
        # walk on an Ostap board (a window mailbox is not used with them)
        for d in range(8, MAX_DIRS):
            if (FAR_DIRS >> d) & 1:
                pid = ray_attacker(B, tx, ty, d, by, skip)
                if pid >= 0:
                    if out == NULL:
                        return 1
                    out[count] = pid
                    count += 1
    if NLEAPS == 0:
        return count
    if Board is Pos:
        if P.p <= SMALL_BOARD:
            # few pieces (small boards of A and B): one pass over them
            # beats a bisection a leap
            for pid in range(P.p):
                if (P.color[pid] == by and pid != skip and leaps_at_all(P.kind[pid])
                        and leaps_to(P.kind[pid], tx - P.x[pid], ty - P.y[pid])
                        and (out == NULL or not contains(out, count, pid))):
                    if out == NULL:
                        return 1
                    out[count] = pid
                    count += 1
            return count
    for j in range(NLEAPS):
        if Board is Pos:
            if not on_board(P, tx + LEAP_X[j], ty + LEAP_Y[j]):
                continue        # no bisection for a square off the board
            pid = find_at(B, tx + LEAP_X[j], ty + LEAP_Y[j])
        else:
            # a leap from the board stays within the mailbox's border
            pid = B.sq[at + LEAP_X[j] + LEAP_Y[j] * w]
        # a piece at the square's leap j reaches it by the opposite leap, which its
        # kind makes when it makes j (the table is symmetric); a leap along
        # a ray whose piece also slides there was met on the ray already
        if (pid >= 0 and pid != skip and P.color[pid] == by and leaps_by(P.kind[pid], j)
                and (out == NULL or not contains(out, count, pid))):
            if out == NULL:
                return 1
            out[count] = pid
            count += 1
    return count


cdef inline int64_t pinner_behind(const Board* B, int64_t king, int64_t first, int d) noexcept nogil:
    """The enemy slider that pins ``first``, the nearest piece to ``king``
    on its ray d, to the king; -1 when ``first`` is not pinned."""
    cdef const Pos* P = pieces_of(B)
    cdef int64_t dist
    cdef int64_t second = nearest(B, P.x[first], P.y[first], d, -1, &dist)
    if second >= 0 and pins_on_ray(P.color[king], P.color[first], P.color[second],
                                   P.kind[second], d):
        return second
    return -1


cdef inline bint pin_on(const Board* B, int64_t king, int d, int64_t* pinned,
                        int64_t* pinner) noexcept nogil:
    """Is a piece pinned to ``king`` along ray d?  Then ``pinned`` gets it
    and ``pinner`` the enemy slider behind it."""
    cdef const Pos* P = pieces_of(B)
    cdef int64_t dist, first
    if (Board is not Pos and d < 8 and B.bits[ROW] != NULL
            and not slider_beyond(B, other_color(P.color[king]), d, P.x[king], P.y[king])):
        return False      # a window's masks show no enemy slider that way to pin with
    first = nearest(B, P.x[king], P.y[king], d, -1, &dist)
    if first < 0 or P.color[first] != P.color[king]:
        return False      # only the king's own piece can be pinned: no second look
    pinner[0] = pinner_behind(B, king, first, d)
    pinned[0] = first
    return pinner[0] >= 0


cdef inline int pins_of(const Board* B, int64_t king, int64_t* pinned, int64_t* pinner,
                        int* dirs) noexcept nogil:
    """The pins to ``king``: the pinned pieces of its colour to ``pinned``,
    their pinners to ``pinner`` and the directions from the king through
    them to ``dirs`` (room for MAX_PINNED each); returns how many."""
    cdef int count = 0, d
    for d in range(8):
        if pin_on(B, king, d, &pinned[count], &pinner[count]):
            dirs[count] = d
            count += 1
    if FAR_DIRS:
        for d in range(8, MAX_DIRS):
            if (FAR_DIRS >> d) & 1 and pin_on(B, king, d, &pinned[count], &pinner[count]):
                dirs[count] = d
                count += 1
    return count


cdef inline int pinned_pieces(const Board* B, int64_t king, int64_t* out) noexcept nogil:
    """Pieces of the king's colour that are pinned to it: their ids go to
    ``out`` (room for MAX_PINNED); returns how many there are."""
    cdef int64_t pinner[MAX_PINNED]
    cdef int dirs[MAX_PINNED]
    return pins_of(B, king, out, pinner, dirs)


cdef inline bint royal_move_safe(const Board* B, int64_t king, int64_t dx, int64_t dy) noexcept nogil:
    """Is the royal piece's step or leap by (dx, dy) a move: onto the board,
    not onto a piece of its own, onto a square no enemy attacks once the
    king has left its own (the king lifted off its square blocks nothing)?"""
    cdef const Pos* P = pieces_of(B)
    cdef int64_t tx = P.x[king] + dx, ty = P.y[king] + dy, occ
    cdef int s = P.color[king]
    if not on_board(P, tx, ty):
        return False
    occ = occupant(B, tx, ty)
    if occ >= 0 and P.color[occ] == s:
        return False
    return attackers(B, tx, ty, other_color(s), king, NULL) == 0
