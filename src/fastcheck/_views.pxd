# What a square sees, found in one pass over the pieces: the part the pass
# engine (_passes) and the family-pass counter (_count) share.  A view of a
# square (``RayView``) keeps, on each of its 8 rays and on each far ray a
# row of the installed table rides along (a nightrider's (1, 2), ...), the
# nearest and the second nearest piece, the pieces a leap away and its
# own occupant;
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

from fastcheck._table cimport FAR_DIRS, FAR_FAMILIES, KIND_ROOM, MAX_LEAPS, NKINDS, PASS_SHAPE
from fastcheck._kinds cimport leaps_by, line_families, rides_along
from fastcheck._rules cimport (
    DX, DY, FAM_A, FAM_B, MAX_DIRS, MAX_FAMILIES, NLINES, RX, RY, abs64, attacks_on_ray, contains, key_of, leap_of,
    pins_on_ray, pos_of, ride_dir, riding_check, sign64)
from fastcheck._index cimport Pos
from fastcheck._mailbox cimport fc_low_bit


cdef struct RayView:
    # What a square sees: on each ray d, the 8 classic ones and the far
    # ones of FAR_DIRS (d >= 8, fc_geometry.h), the nearest and second
    # nearest piece (id, -1 for none, and steps), the pieces a leap away
    # (and which installed leap j of the square each stands at), and the
    # square's own occupant.  (A far ray no row rides along is left as it
    # is: never set, never read.)
    int64_t id1[MAX_DIRS]
    int64_t dist1[MAX_DIRS]
    int64_t id2[MAX_DIRS]
    int64_t dist2[MAX_DIRS]
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
    # the line families kind k rides along (classic and far), bit f for family f
    int KIND_FAMILIES "FC_KIND_FAMILIES"[KIND_ROOM]
    # the slopes of the far families (A, |B|), each the slope of one or two
    # families (one a sign of B: SLOPE_FAMILY[i][B > 0], -1 for none), and
    # each far family's A + |B|
    int NSLOPES "FC_NSLOPES"
    int SLOPE_A "FC_SLOPE_A"[6]
    int SLOPE_B "FC_SLOPE_B"[6]
    int SLOPE_FAMILY "FC_SLOPE_FAMILY"[6][2]
    int FAR_REACH "FC_FAR_REACH"[MAX_FAMILIES]


cdef enum:
    CODE_LEAP = 8                  # RAY_CODE beyond the 8 directions: the installed leap j is CODE_LEAP + j
    CODE_NONE = CODE_LEAP + MAX_LEAPS
    CODE_HERE = CODE_NONE + 1
    CODE_RAY_LEAP = CODE_HERE + 1  # CODE_RAY_LEAP + d: on ray d and a leap away too (LEAP_CODE)


cdef inline void fill_view_codes() noexcept:
    """This module's RAY_CODE, LEAP_CODE and RAY_DIST for the installed
    table's leaps (of a PASS_SHAPE table: another is not the pass engines'
    to answer), KIND_FAMILIES for its rows and the slopes of its far
    families."""
    global NSLOPES
    cdef int dx, dy, d, i, code, k, f
    NSLOPES = 0
    for f in range(MAX_FAMILIES):
        FAR_REACH[f] = FAM_A[f] + abs(FAM_B[f])
        if f < NLINES or not (FAR_FAMILIES >> f) & 1:
            continue
        for i in range(NSLOPES + 1):
            if i == NSLOPES:
                SLOPE_A[i] = FAM_A[f]
                SLOPE_B[i] = abs(FAM_B[f])
                SLOPE_FAMILY[i][0] = -1
                SLOPE_FAMILY[i][1] = -1
                NSLOPES += 1
            if SLOPE_A[i] == FAM_A[f] and SLOPE_B[i] == abs(FAM_B[f]):
                SLOPE_FAMILY[i][FAM_B[f] > 0] = f
                break
    for k in range(KIND_ROOM):
        KIND_FAMILIES[k] = 0
        if 1 <= k <= NKINDS:
            KIND_FAMILIES[k] = line_families(k)
            for f in range(NLINES, MAX_FAMILIES):
                if rides_along(k, 2 * f):
                    KIND_FAMILIES[k] |= 1 << f
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


cdef inline uint64_t view_rays() noexcept nogil:
    """The rays a RayView keeps, bit d for ray d: the 8 classic ones and
    the far ones of FAR_DIRS."""
    return 0xFF | <uint64_t> FAR_DIRS


cdef inline void view_init(RayView* v) noexcept nogil:
    cdef int d
    cdef uint64_t far = FAR_DIRS
    # (the classic rays unrolled: every step square's view starts here)
    for d in range(8):
        ray_init(v, d)
    while far:
        ray_init(v, fc_low_bit(far))
        far &= far - 1
    v.nleapers = 0
    v.occupant = -1


cdef inline void ray_init(RayView* v, int d) noexcept nogil:
    """Ray d of the view: no piece on it yet."""
    v.id1[d] = -1
    v.id2[d] = -1
    v.dist1[d] = INT64_MAX
    v.dist2[d] = INT64_MAX


cdef inline void view_add(RayView* v, int64_t dx, int64_t dy, int64_t pid) noexcept nogil:
    """Enter piece ``pid``, standing at (dx, dy) from the square, on its 8
    rays and leaps (its far rays: ``view_far``, called besides when the
    table has a far rider)."""
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
        return                        # off every classic ray: view_far's, if any
    view_put(v, d, dist, pid)


cdef inline bint rides_far(const Pos* P) noexcept nogil:
    """Does a piece of the board ride along a far line?  Only then do the
    passes look at the far rays (view_far) and the far lines: a family a
    variant adds costs only on a board that holds such a rider."""
    cdef Py_ssize_t i
    if FAR_FAMILIES == 0:
        return False
    for i in range(P.p):
        if KIND_FAMILIES[P.kind[i]] >> NLINES:
            return True
    return False


cdef inline void view_far(RayView* v, int64_t dx, int64_t dy, int64_t pid) noexcept nogil:
    """Note piece ``pid``, at (dx, dy) from the square, on the far ray it
    lies on, if any row rides along that ray's family (FAR_FAMILIES; a
    piece on one of the 8 rays lies on none).  view_add's other half: a
    pass calls both when FAR_FAMILIES is not 0."""
    cdef int64_t ax = abs64(dx), ay = abs64(dy), t
    cdef int i, f
    for i in range(NSLOPES):
        if ax * SLOPE_B[i] == ay * SLOPE_A[i]:
            # (A, |B|) primitive: |dx| = t*A, t the steps (0: the square itself)
            f = SLOPE_FAMILY[i][(dx > 0) == (dy > 0)]
            t = ax if SLOPE_A[i] == 1 else ax // SLOPE_A[i]
            if f >= 0 and t != 0:
                view_put(v, 2 * f + (dx < 0), t, pid)     # (direction 2f has dx > 0)
            return                    # (one line through two squares)


cdef inline bint view_far_family(RayView* v, int f, int64_t dx, int64_t dy, int64_t pid) noexcept nogil:
    """Note piece ``pid``, at (dx, dy) from the square, on the ray of far
    family f it lies on, if it lies on one (not on the square itself);
    whether it does.  (|dx|, |dy| < 2^62 / 3: the key of the family's
    line, B*dx - A*dy, stays within int64.)"""
    cdef int64_t t
    if FAM_B[f] * dx != FAM_A[f] * dy:
        return False
    # (A, B) primitive and A > 0: dx = t*A, t the steps along direction 2f
    t = dx if FAM_A[f] == 1 else dx // FAM_A[f]
    if t > 0:
        view_put(v, 2 * f, t, pid)
    elif t < 0:
        view_put(v, 2 * f + 1, -t, pid)
    return t != 0


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
    cdef uint64_t far = FAR_DIRS
    # (the classic rays unrolled: safe_steps asks this of every step square)
    for d in range(8):
        pid = ray_attacker(P, v, by, d)
        if pid >= 0:
            if out == NULL:
                return 1
            out[count] = pid
            count += 1
    while far:
        pid = ray_attacker(P, v, by, fc_low_bit(far))
        far &= far - 1
        if pid >= 0:
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


cdef inline int64_t ray_attacker(const Pos* P, const RayView* v, int by, int d) noexcept nogil:
    """The nearest piece on ray d of the view when it is of colour ``by``
    and attacks the viewed square along the ray (attacks_on_ray), else -1."""
    cdef int64_t pid = v.id1[d]
    if pid >= 0 and P.color[pid] == by and attacks_on_ray(P.kind[pid], by, d, v.dist1[d]):
        return pid
    return -1


cdef inline bint view_attacked(const Pos* P, const RayView* v, int by) noexcept nogil:
    """Does any piece of colour ``by`` attack the viewed square?"""
    return view_attackers(P, v, by, NULL) != 0


cdef inline int view_pins(const Pos* P, const RayView* v, int c, int64_t* out) noexcept nogil:
    """The pieces of colour ``c`` pinned to the viewed square's king (as
    ``pinned_pieces``)."""
    cdef int count = 0, d
    cdef uint64_t rays = view_rays()
    while rays:
        d = fc_low_bit(rays)
        rays &= rays - 1
        if ray_pins(P, v, c, d):
            out[count] = v.id1[d]
            count += 1
    return count


cdef inline bint ray_pins(const Pos* P, const RayView* v, int c, int d) noexcept nogil:
    """Is the nearest piece on ray d of the view pinned to colour c's king
    standing on the viewed square (pins_on_ray)?"""
    cdef int64_t first = v.id1[d], second = v.id2[d]
    return first >= 0 and second >= 0 and pins_on_ray(c, P.color[first], P.color[second], P.kind[second], d)


# -------------------------------------------------------- the check line
cdef struct CheckLine:
    # the squares K + s*(vx, vy), 0 < s < L, strictly between king and
    # checker ((vx, vy) a ride's step: (1, 0), (1, 1), (1, 2), ...)
    int64_t kx, ky, L
    int vx, vy
    # key_of(f, vx, vy), how the key of a line of family f changes along
    # the check line (0 for its own family; set for the classic families
    # and the far ones of FAR_FAMILIES, the rest never read), and
    # key_of(f, kx, ky)
    int mg[MAX_FAMILIES]
    int64_t kkey[MAX_FAMILIES]
    # key_of(f, x, y) = cx[f]*x + cy[f]*y, for crossing_any; and the keys
    # less kkey of the lines that cross it, mg * (1..L-1), from lo to hi
    int cx[MAX_FAMILIES]
    int cy[MAX_FAMILIES]
    int64_t lo[MAX_FAMILIES]
    int64_t hi[MAX_FAMILIES]
    # the classic families' mg where ``crossing`` serves them (a classic
    # check line: |mg| <= 2), else 0; and the families whose crossings are
    # ``crossing_any``'s (the far ones, and every family across a far
    # check line), bit f for family f
    int m[NLINES]
    int general


cdef inline bint check_line_of(const Pos* P, int64_t king, int64_t checker, CheckLine* C) noexcept nogil:
    """Fill ``C`` with the line from the king to its lone checker; True when
    squares lie between them that a block can land on (a slider at
    distance 2 or more)."""
    cdef int64_t kx = P.x[king], ky = P.y[king], cx = P.x[checker], cy = P.y[checker], steps
    cdef int f, d
    cdef uint64_t far
    C.kx = kx
    C.ky = ky
    d = ride_dir(cx - kx, cy - ky, &steps)
    if d >= 8:
        C.L = steps
        C.vx = RX[d]
        C.vy = RY[d]
    else:
        C.L = abs64(cx - kx)
        if C.L == 0:
            C.L = abs64(cy - ky)
        C.vx = sign64(cx - kx)
        C.vy = sign64(cy - ky)
    C.general = 0
    for f in range(NLINES):
        C.mg[f] = <int> key_of(f, C.vx, C.vy)
        C.kkey[f] = key_of(f, kx, ky)
        C.m[f] = C.mg[f] if d < 8 else 0
        if d >= 8:
            general_family(C, f)
    far = FAR_FAMILIES
    while far:
        f = fc_low_bit(far)
        far &= far - 1
        C.mg[f] = <int> key_of(f, C.vx, C.vy)
        C.kkey[f] = key_of(f, kx, ky)
        general_family(C, f)
    return riding_check(P.kind[checker], cx - kx, cy - ky, &d) >= 2


cdef inline void general_family(CheckLine* C, int f) noexcept nogil:
    """Make family f one of ``C.general`` (crossing_any's) unless it is
    the check line's own: its key's coefficients and range."""
    if C.mg[f] == 0:
        return
    C.general |= 1 << f
    C.cx[f] = <int> key_of(f, 1, 0)
    C.cy[f] = <int> key_of(f, 0, 1)
    key_range(C.mg[f], C.L, &C.lo[f], &C.hi[f])


cdef inline void key_range(int m, int64_t L, int64_t* lo, int64_t* hi) noexcept nogil:
    """``lo``, ``hi``: the smallest and largest of m*s, 1 <= s <= L - 1
    (clamped to int64: a line's key changes by less than 2^63)."""
    cdef int64_t far
    if m == 0 or L < 2:
        lo[0] = 1
        hi[0] = 0                     # (none)
        return
    far = (L - 1) * m if L - 1 <= INT64_MAX // abs64(m) else (INT64_MAX if m > 0 else -INT64_MAX)
    lo[0] = m if m > 0 else far
    hi[0] = far if m > 0 else m


cdef inline bint crossing(const CheckLine* C, int f, int64_t x, int64_t y,
                          uint64_t* key, int64_t* off) noexcept nogil:
    """Does the line of classic family f through (x, y) cross the check
    line on one of its inner squares T = K + s*v (never, where C.m[f] is 0:
    its own family, or a far check line, crossing_any's)?  Then ``key``
    gets s*16 + f (unique for the line) and ``off`` the piece's position
    along the line less T's."""
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
    key[0] = (<uint64_t> s << 4) | <uint64_t> f
    off[0] = pos_of(f, x, y) - pos_of(f, C.kx + s * C.vx, C.ky + s * C.vy)
    return True


cdef inline bint crossing_any(const CheckLine* C, int f, int64_t x, int64_t y,
                              uint64_t* key, int64_t* off) noexcept nogil:
    """crossing for a family of ``C.general``: a far family's line, or any
    line across a far check line (its key changes by any mg along it)."""
    cdef int m = C.mg[f]
    cdef int64_t num, s
    if m == 0:
        return False
    num = C.cx[f] * x + C.cy[f] * y - C.kkey[f]
    if num < C.lo[f] or num > C.hi[f] or num % m != 0:     # (the division only for a line in range)
        return False
    s = num // m
    key[0] = (<uint64_t> s << 4) | <uint64_t> f
    off[0] = pos_of(f, x, y) - pos_of(f, C.kx + s * C.vx, C.ky + s * C.vy)
    return True


cdef inline int block_families(const Pos* P, Py_ssize_t i, int s, const int64_t* pins, int npins) noexcept nogil:
    """The line families along which piece i can slide to block a check
    line of side s, bit f for family f: those it rides along (the kinds
    table's line_families, and the far ones of FAR_FAMILIES) when it is of
    colour s and not pinned (one of ``pins[:npins]``); else 0."""
    # (no branch on the piece: colours and kinds come in random order)
    return KIND_FAMILIES[P.kind[i]] & -(P.color[i] == s) & -(not contains(pins, npins, i))
