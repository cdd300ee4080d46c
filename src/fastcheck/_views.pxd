# What a square sees, found in one pass over the pieces: the part the pass
# engine (_passes) and the family-pass counter (_count) share.  A view of a
# square (``RayView``) keeps, on each of its 8 rays, the nearest and the
# second nearest piece, the pieces a leap away and its own occupant;
# asked of a view, the rules of _rules.pxd give the square's attackers
# (``view_attackers``) and the pins to a king standing there
# (``view_pins``).  A king's lone checker gives the check line
# (``CheckLine``): the squares between them, and which line of a family
# through a piece crosses it there (``crossing``).  A .pxd of inline
# helpers only, compiled into each module that cimports it; a module that
# enters pieces in views fills its own copy of the look-up tables
# (include/fc_views.h) after every install: ``after_install`` of a function
# that calls ``fill_view_codes``.

from libc.stdint cimport INT64_MAX, int64_t, uint64_t

from fastcheck._table cimport MAX_LEAPS, PASS_SHAPE
from fastcheck._kinds cimport leaps_by, line_families
from fastcheck._rules cimport (
    DX, DY, NLINES, abs64, attacks_on_ray, contains, key_of, leap_of, pins_on_ray, pos_of, riding_check, sign64)
from fastcheck._index cimport Pos


cdef struct RayView:
    # What a square sees: on each of the 8 rays the nearest and second
    # nearest piece (id, -1 for none, and steps), the pieces a leap away
    # (and which installed leap j of the square each stands at), and the
    # square's own occupant.
    int64_t id1[8]
    int64_t dist1[8]
    int64_t id2[8]
    int64_t dist2[8]
    int64_t leaper[MAX_LEAPS]
    signed char leap[MAX_LEAPS]
    int nleapers
    int64_t occupant


# ------------------------------------------------------------- ray views
cdef extern from "fc_views.h":
    enum:
        NEAR "FC_NEAR"                # |dx|, |dy| up to NEAR: classified by table
        NEAR_SIDE "FC_NEAR_SIDE"
    # (dx, dy) with |dx|, |dy| <= NEAR -> the direction 0..7 it lies in from
    # the square (its steps in RAY_DIST), CODE_LEAP + j for the installed
    # leap j, CODE_RAY_LEAP + d for both (a leap along a ray: the leap is
    # LEAP_CODE's), CODE_NONE or CODE_HERE; this module's copy
    signed char RAY_CODE "FC_RAY_CODE"[NEAR_SIDE * NEAR_SIDE]
    signed char LEAP_CODE "FC_LEAP_CODE"[NEAR_SIDE * NEAR_SIDE]
    signed char RAY_DIST "FC_RAY_DIST"[NEAR_SIDE * NEAR_SIDE]


cdef enum:
    CODE_LEAP = 8                  # RAY_CODE beyond the 8 directions: the installed leap j is CODE_LEAP + j
    CODE_NONE = CODE_LEAP + MAX_LEAPS
    CODE_HERE = CODE_NONE + 1
    CODE_RAY_LEAP = CODE_HERE + 1  # CODE_RAY_LEAP + d: on ray d and a leap away too (LEAP_CODE)


cdef inline void fill_view_codes() noexcept:
    """This module's RAY_CODE, LEAP_CODE and RAY_DIST for the installed
    table's leaps (of a PASS_SHAPE table: another is not the pass engines'
    to answer)."""
    cdef int dx, dy, d, i, code
    for dy in range(-NEAR, NEAR + 1):
        for dx in range(-NEAR, NEAR + 1):
            i = (dy + NEAR) * NEAR_SIDE + dx + NEAR
            code = CODE_NONE
            LEAP_CODE[i] = leap_of(dx, dy) if PASS_SHAPE else -1
            if dx == 0 and dy == 0:
                code = CODE_HERE
            else:
                for d in range(8):
                    if sign64(dx) == DX[d] and sign64(dy) == DY[d] and \
                            (dx == 0 or dy == 0 or abs(dx) == abs(dy)):
                        code = d
            if LEAP_CODE[i] >= 0:
                code = CODE_LEAP + LEAP_CODE[i] if code == CODE_NONE else CODE_RAY_LEAP + code
            RAY_CODE[i] = code
            RAY_DIST[i] = max(abs(dx), abs(dy))


cdef inline void view_init(RayView* v) noexcept nogil:
    cdef int d
    for d in range(8):
        v.id1[d] = -1
        v.id2[d] = -1
        v.dist1[d] = INT64_MAX
        v.dist2[d] = INT64_MAX
    v.nleapers = 0
    v.occupant = -1


cdef inline void view_add(RayView* v, int64_t dx, int64_t dy, int64_t pid) noexcept nogil:
    """Enter piece ``pid``, standing at (dx, dy) from the square."""
    cdef int d, i
    cdef int64_t dist
    if <uint64_t> (dx + NEAR) < NEAR_SIDE and <uint64_t> (dy + NEAR) < NEAR_SIDE:
        i = <int> ((dy + NEAR) * NEAR_SIDE + dx + NEAR)
        d = RAY_CODE[i]
        if d >= CODE_LEAP:
            if d < CODE_NONE:
                view_leap(v, d - CODE_LEAP, pid)
            elif d == CODE_HERE:
                v.occupant = pid
            elif d >= CODE_RAY_LEAP:
                view_leap(v, LEAP_CODE[i], pid)
                view_put(v, d - CODE_RAY_LEAP, RAY_DIST[i], pid)
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


cdef inline void view_leap(RayView* v, int j, int64_t pid) noexcept nogil:
    """Note piece ``pid`` at the square's installed leap j."""
    v.leaper[v.nleapers] = pid
    v.leap[v.nleapers] = <signed char> j
    v.nleapers += 1


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


cdef inline int view_attackers(const Pos* P, const RayView* v, int by, int64_t* out) noexcept nogil:
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
    for j in range(v.nleapers):
        pid = v.leaper[j]
        # a piece at the square's leap j reaches it by the opposite leap, which its
        # kind makes when it makes j (the kinds table is symmetric)
        if P.color[pid] == by and leaps_by(P.kind[pid], v.leap[j]):
            if out == NULL:
                return 1
            out[count] = pid
            count += 1
    return count


cdef inline bint view_attacked(const Pos* P, const RayView* v, int by) noexcept nogil:
    """Does any piece of colour ``by`` attack the viewed square?"""
    return view_attackers(P, v, by, NULL) != 0


cdef inline int view_pins(const Pos* P, const RayView* v, int c, int64_t* out) noexcept nogil:
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


# -------------------------------------------------------- the check line
cdef struct CheckLine:
    # the squares K + s*(vx, vy), 0 < s < L, strictly between king and checker
    int64_t kx, ky, L
    int vx, vy
    int m[NLINES]         # key_of(f, vx, vy): how a line's key changes along the check line
    int64_t kkey[NLINES]  # key_of(f, kx, ky)


cdef inline bint check_line_of(const Pos* P, int64_t king, int64_t checker, CheckLine* C) noexcept nogil:
    """Fill ``C`` with the line from the king to its lone checker; True when
    squares lie between them that a block can land on (a slider at
    distance 2 or more)."""
    cdef int64_t kx = P.x[king], ky = P.y[king], cx = P.x[checker], cy = P.y[checker]
    cdef int f, d
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
    return riding_check(P.kind[checker], cx - kx, cy - ky, &d) >= 2


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
        # m is 2 or -2 (a diagonal family across a diagonal check line): a
        # shift, not a division
        if num & 1:
            return False              # a diagonal of the other colour of squares
        s = (num >> 1) if m > 0 else -(num >> 1)
    if s < 1 or s >= C.L:
        return False
    key[0] = (<uint64_t> s << 2) | <uint64_t> f
    off[0] = pos_of(f, x, y) - pos_of(f, C.kx + s * C.vx, C.ky + s * C.vy)
    return True


cdef inline int block_families(const Pos* P, Py_ssize_t i, int s, const int64_t* pins, int npins) noexcept nogil:
    """The line families along which piece i can slide to block a check
    line of side s, bit f for family f: those it slides along (the kinds
    table's line_families) when it is of colour s and not pinned (one of
    ``pins[:npins]``); else 0."""
    # (no branch on the piece: colours and kinds come in random order)
    return line_families(P.kind[i]) & -(P.color[i] == s) & -(not contains(pins, npins, i))
