# The rules of chess, cimported by every engine of the core.  What a kind
# does (its steps, leaps and slides, a pawn's moves, a king's royalty) is
# its row of the installed kinds table (_table.pxd, _kinds.pxd); these
# helpers combine a row with a direction, an offset, a distance or a few
# squares and say what the rule says.  A .pxd of constants and inline
# helpers only: it compiles into each module that cimports it.
#
# They know nothing of how a board is stored.  The engines ask them (the
# pass engines from their one-pass views, _views.pxd; the indexed engine
# from an index: the line indexes of a static board or a mailbox).
#
# The rules here: directions and the installed leaps (``leap_of``,
# ``leaps_to``, ``moves_by``), attacks along a ray (``attacks_on_ray``),
# the line a checker rides along (``riding_check``), pins
# (``pins_on_ray``), the squares between a king and its checker
# (``between``) and the moves that land on them (``leap_blocks``,
# ``step_blocks``, ``pawn_blocks``, ``slider_block``), a pawn's step
# (``pawn_step``).

from libc.stdint cimport int64_t, uint64_t

from fastcheck._codes cimport BLACK, WHITE
from fastcheck._table cimport DOUBLE_STEP, FAR_DIRS, LEAP_BOX, LEAP_OF, LEAP_X, LEAP_Y, MAX_LEAPS, MAX_REACH, NLEAPS
from fastcheck._kinds cimport KINDS, leaps_by, rides_along, slides_along, steps_along, is_pawn

cdef extern from "fc_geometry.h":
    enum:
        MAX_DIRS "FC_MAX_DIRS"            # the directions a piece may ride along (RX, RY below)
        MAX_FAMILIES "FC_MAX_FAMILIES"    # their line families


# ---------------------------------------------------------------- constants
cdef enum:
    # of one square: the nearest piece on each ray, one at each leap
    MAX_ATTACKERS = MAX_DIRS + MAX_LEAPS
    MAX_PINNED = MAX_DIRS       # to one king: one per ray

cdef enum:
    # the four families of lines, and how a line index keys a square
    ROW = 0     # key y,     position x
    COL = 1     # key x,     position y
    DIAG = 2    # key x - y, position x   (directions (1,1) and (-1,-1))
    ANTI = 3    # key x + y, position x   (directions (1,-1) and (-1,1))
    NLINES = 4

# direction d: step (DX[d], DY[d]); orthogonal d < 4, diagonal d >= 4;
# d ^ 1 is the opposite direction; DIR_LINE[d] its line family, DSIGN[d]
# whether it runs to larger positions along it.  C constants, so that a
# loop over the 8 directions unrolls into code that knows each direction's
# line and sign.  (The leaps longer than a step are the installed table's:
# LEAP_X, LEAP_Y of _table.pxd.)
cdef extern from "fc_geometry.h":
    const int DX "FC_DX"[8]
    const int DY "FC_DY"[8]
    const int DIR_LINE "FC_DIR_LINE"[8]
    const int DSIGN "FC_DSIGN"[8]
    const int DIR_OF_STEP "FC_DIR_OF_STEP"[9]    # inverse of (DX, DY): dir_of
    # every direction a piece may ride along (d < 8 the 8 above, then the
    # far ones): its step, line family and sign; a far family's line key
    const int RX "FC_RX"[32]
    const int RY "FC_RY"[32]
    const int RFAMILY "FC_RFAMILY"[32]
    const int RSIGN "FC_RSIGN"[32]
    const int FAM_A "FC_FAM_A"[16]
    const int FAM_B "FC_FAM_B"[16]


# ---------------------------------------------------------------- rule sets
cdef enum:
    # A rule set is a value the engines are given, these flags or'ed.  No
    # rule set has castling, en passant or promotion.
    RULE_PAWN_DOUBLE = 1   # a pawn may step two squares from its start row
    # a side has the kings as placed (any number, none too), and a move is
    # valid when afterwards no king of its side is attacked (a trial move
    # tells); without it a side has one king, whose checks and pins decide
    RULE_ANY_KINGS = 2
    RULES_STATIC = 0                                   # formats A and B
    RULES_OSTAP = RULE_PAWN_DOUBLE | RULE_ANY_KINGS    # format C, Ostap's chess


cdef inline int static_rules() noexcept nogil:
    """The rule set of formats A and B under the installed variant:
    RULES_STATIC, with the pawn's double step when the variant has it."""
    return RULES_STATIC | (RULE_PAWN_DOUBLE if DOUBLE_STEP else 0)


# ----------------------------------------------------------------- geometry
cdef inline int sign64(int64_t v) noexcept nogil:
    return (v > 0) - (v < 0)


cdef inline int64_t abs64(int64_t v) noexcept nogil:
    return v if v >= 0 else -v


cdef inline int64_t key_of(int f, int64_t x, int64_t y) noexcept nogil:
    """The key of the line of family f through (x, y) (a far family's:
    FAM_B * x - FAM_A * y, within int64 for n <= 10**18)."""
    if f == ROW:
        return y
    if f == COL:
        return x
    if f == DIAG:
        return x - y
    if f == ANTI:
        return x + y
    return far_key(f, x, y)


cdef inline int64_t far_key(int f, int64_t x, int64_t y) noexcept nogil:
    """key_of for a far family f (f >= NLINES): FAM_B * x - FAM_A * y;
    of an offset (x, y), how far the line through it lies from the one
    through (0, 0)."""
    return FAM_B[f] * x - FAM_A[f] * y


cdef inline int64_t line_keys(int f, int64_t n, int64_t* lowest) noexcept nogil:
    """How many lines family f has on an n x n board; ``lowest`` gets the
    smallest key (key_of: rows and columns 1..n, diagonals 1-n..n-1,
    anti-diagonals 2..2n)."""
    lowest[0] = 1 if f == ROW or f == COL else (1 - n if f == DIAG else 2)
    return n if f == ROW or f == COL else 2 * n - 1


cdef inline int64_t pos_of(int f, int64_t x, int64_t y) noexcept nogil:
    """The position of (x, y) along its line of family f."""
    if f == COL:
        return y
    return x


cdef inline void line_square(int f, int64_t key, int64_t pos, int64_t* x, int64_t* y) noexcept nogil:
    """The square at position ``pos`` of the line of family f with ``key``:
    the inverse of key_of and pos_of (row (y, x), column (x, y), diagonal
    (x - y, x), anti-diagonal (x + y, x))."""
    if f == COL:
        x[0] = key
        y[0] = pos
        return
    x[0] = pos
    if f == ROW:
        y[0] = key
    elif f == DIAG:
        y[0] = pos - key
    elif f == ANTI:
        y[0] = key - pos
    else:
        y[0] = (FAM_B[f] * pos - key) // FAM_A[f]


cdef inline int line_dir(int f, int sign) noexcept nogil:
    """The direction along family f towards larger (sign 1) or smaller positions."""
    cdef int d
    for d in range(8):
        if DIR_LINE[d] == f and DSIGN[d] == sign:
            return d
    return -1


cdef inline int ride_direction(int64_t dx, int64_t dy) noexcept nogil:
    """ride_dir without the steps: the direction (dx, dy) lies along, or -1."""
    cdef int64_t steps
    if FAR_DIRS == 0:
        return dir_of(dx, dy)
    return ride_dir(dx, dy, &steps)


cdef inline int ride_dir(int64_t dx, int64_t dy, int64_t* steps) noexcept nogil:
    """The direction d (any of the MAX_DIRS, a far one only when the table
    has a far rider) along which (dx, dy) lies, and in ``steps`` how many
    of its steps it is; -1 when it lies on none."""
    cdef int d = dir_of(dx, dy)
    cdef int64_t t
    if d >= 0:
        steps[0] = max(abs64(dx), abs64(dy))
        return d
    if FAR_DIRS == 0:
        return -1
    for d in range(8, MAX_DIRS):
        if (FAR_DIRS >> d) & 1 == 0 or sign64(dx) != sign64(RX[d]) or sign64(dy) != sign64(RY[d]):
            continue
        t = dx // RX[d]
        if dx == t * RX[d] and dy == t * RY[d]:
            steps[0] = t
            return d
    return -1


cdef inline int dir_of(int64_t dx, int64_t dy) noexcept nogil:
    """Direction index (0..7) of a nonzero offset along a row, column or
    diagonal, or -1 when the offset lies on none of them."""
    if not (dx == 0 or dy == 0 or abs64(dx) == abs64(dy)):
        return -1
    return DIR_OF_STEP[(sign64(dy) + 1) * 3 + sign64(dx) + 1]


cdef inline int leap_of(int64_t dx, int64_t dy) noexcept nogil:
    """The installed leap j that is (dx, dy), or -1 when no row makes it."""
    if abs64(dx) > MAX_REACH or abs64(dy) > MAX_REACH:
        return -1
    return LEAP_OF[(dy + MAX_REACH) * LEAP_BOX + dx + MAX_REACH]


cdef inline bint leaps_to(int k, int64_t dx, int64_t dy) noexcept nogil:
    """Does a piece of kind ``k`` make the leap (dx, dy) (longer than a step)?"""
    cdef int j = leap_of(dx, dy)
    return j >= 0 and leaps_by(k, j)


cdef inline bint moves_by(int k, int64_t dx, int64_t dy) noexcept nogil:
    """Does a piece of kind ``k`` step or leap by (dx, dy)?  (Its fixed
    offsets: not a slide, not a pawn's move.)"""
    if abs64(dx) <= 1 and abs64(dy) <= 1:
        return (dx != 0 or dy != 0) and steps_along(k, DIR_OF_STEP[(dy + 1) * 3 + dx + 1])
    return leaps_to(k, dx, dy)


cdef inline bint is_step(int64_t dx, int64_t dy) noexcept nogil:
    """Is (dx, dy) a step (one square in one of the 8 directions)?"""
    return (dx != 0 or dy != 0) and abs64(dx) <= 1 and abs64(dy) <= 1


cdef inline bint contains(const int64_t* ids, int count, int64_t pid) noexcept nogil:
    cdef int i
    for i in range(count):
        if ids[i] == pid:
            return True
    return False


# ---------------------------------------------------------- how pieces move
cdef inline int other_color(int c) noexcept nogil:
    return BLACK if c == WHITE else WHITE


cdef inline int pawn_forward(int c) noexcept nogil:
    """The y step of colour c's pawns: White's move to larger y."""
    return 1 if c == WHITE else -1


cdef inline bint pawn_step(int c, int64_t dx, int64_t dy, bint taken) noexcept nogil:
    """Does a pawn of colour c move by (dx, dy) onto a square that holds an
    enemy piece (``taken``) or none?  One step forward onto an empty square,
    or one diagonally forward onto a taken one (a double step is a rule
    set's: ``pawn_doubles``)."""
    if dy != pawn_forward(c):
        return False
    return (dx == 0 and not taken) or (abs64(dx) == 1 and taken)


cdef inline bint pawn_doubles(int rules, int c, int64_t y, int64_t n) noexcept nogil:
    """Does a pawn of colour c on row y of an n x n board step two squares
    forward (onto an empty square, over an empty one) under ``rules``?  When
    the rule set has RULE_PAWN_DOUBLE and the pawn stands on its start row,
    the second of its side (White's row 2, Black's row n - 1)."""
    return ((rules & RULE_PAWN_DOUBLE) != 0 and y == (2 if c == WHITE else n - 1)
            and 1 <= y + 2 * pawn_forward(c) <= n)


cdef inline bint lands(bint on_the_board, bint own) noexcept nogil:
    """Is a leap or a step onto a square a move?  When the
    square is on the board and holds no piece of the mover's own side."""
    return on_the_board and not own


cdef inline bint pawn_advances(int c, int64_t y, int64_t n, bint ahead_taken) noexcept nogil:
    """Does a pawn of colour c on row y of an n x n board step forward?
    Onto a square of the board (a pawn on its last row has no moves) that
    no piece holds (``pawn_step``)."""
    return 1 <= y + pawn_forward(c) <= n and pawn_step(c, 0, pawn_forward(c), ahead_taken)


cdef inline int64_t slider_squares(int64_t dist, bint enemy) noexcept nogil:
    """A slider's moves along a ray whose nearest piece stands ``dist``
    steps away: the squares before it, and its square when it is an enemy.
    (With no piece on the ray: every square to the edge, ``edge_dist``.)"""
    return dist - 1 + enemy


cdef inline int64_t pinned_slider_squares(int64_t near, int64_t far) noexcept nogil:
    """The moves of a slider pinned along its pin line, ``near`` steps from
    its king and ``far`` from the pinner: the squares back to the king and
    on to the pinner, which it may take."""
    return slider_squares(near, False) + slider_squares(far - near, True)


# ------------------------------------------------------------ attacks, pins
cdef inline bint attacks_on_ray(int kind, int by, int d, int64_t dist) noexcept nogil:
    """Does a piece of ``kind`` and colour ``by``, the nearest piece on ray d
    from a square and ``dist`` steps away, attack that square?  A piece
    sliding along d does from any distance; one stepping along d (a king),
    or a pawn seeing the square diagonally forward, from one step (the
    kinds table, _kinds.pxd)."""
    if d >= 8:
        return rides_along(kind, d)
    return slides_along(kind, d) or (dist == 1 and (
        steps_along(kind, d) or (is_pawn(kind) and d >= 4 and DY[d] == -pawn_forward(by))))


cdef inline int64_t riding_check(int kind, int64_t dx, int64_t dy, int* d) noexcept nogil:
    """The steps from a king to its checker of ``kind`` standing at (dx, dy)
    from it when the checker rides along the line between them (the line a
    block can land on; ``d`` gets its direction from the king), else 0: a
    check by a step, a leap or a pawn, or by a piece that also steps or
    leaps onto the king (no block stops that)."""
    cdef int64_t steps
    d[0] = ride_dir(dx, dy, &steps)
    if d[0] < 0 or not rides_along(kind, d[0]) or moves_by(kind, dx, dy):
        return 0
    return steps


cdef inline bint pins_on_ray(int c, int first_color, int second_color, int second_kind,
                             int d) noexcept nogil:
    """On ray d from a king of colour c, the nearest piece is of
    ``first_color`` and the next one of ``second_color`` and
    ``second_kind``: is the first pinned to the king?  Yes when it is the
    king's own and the second an enemy sliding along d."""
    return first_color == c and second_color != c and rides_along(second_kind, d)


# ------------------------------------------------ blocking a line of check
cdef inline bint between(int64_t kx, int64_t ky, int vx, int vy, int64_t L,
                         int64_t tx, int64_t ty) noexcept nogil:
    """Is (tx, ty) one of the squares strictly between the king and the checker
    at K + L*v (v a ride's step: (1, 0), (1, 2), ...)?"""
    cdef int64_t dx = tx - kx, dy = ty - ky, s
    if vx == 0:
        if dx != 0:
            return False
        s = dy * vy         # (vy is +-1: a column's step)
    elif vx == 1 or vx == -1:
        s = dx * vx
        if dy != s * vy:
            return False
    else:
        if dx % vx != 0:
            return False
        s = dx // vx
        if dy != s * vy:
            return False
    return 1 <= s <= L - 1


cdef inline uint64_t offset_blocks(int64_t kx, int64_t ky, int vx, int vy, int64_t L, int64_t x, int64_t y,
                                   const int* ox, const int* oy, int count) noexcept nogil:
    """The offsets i < ``count`` of (ox, oy) that take (x, y) between the king
    and the checker at K + L*v: bit i set for each."""
    cdef int i
    cdef uint64_t mask = 0
    for i in range(count):
        if between(kx, ky, vx, vy, L, x + ox[i], y + oy[i]):
            mask |= (<uint64_t> 1) << i
    return mask


cdef inline uint64_t leap_blocks(int64_t kx, int64_t ky, int vx, int vy, int64_t L,
                                 int64_t x, int64_t y) noexcept nogil:
    """The installed leaps j from (x, y) that land between the king and the
    checker at K + L*v: bit j set for each."""
    return offset_blocks(kx, ky, vx, vy, L, x, y, LEAP_X, LEAP_Y, NLEAPS)


cdef inline uint64_t step_blocks(int64_t kx, int64_t ky, int vx, int vy, int64_t L,
                                 int64_t x, int64_t y) noexcept nogil:
    """The steps d from (x, y) that land between the king and the checker
    at K + L*v: bit d set for each."""
    return offset_blocks(kx, ky, vx, vy, L, x, y, DX, DY, 8)


cdef inline int popcount64(uint64_t mask) noexcept nogil:
    """The number of bits set in ``mask``."""
    cdef int n = 0
    while mask:
        mask &= mask - 1
        n += 1
    return n


cdef inline bint pawn_blocks(int64_t kx, int64_t ky, int vx, int vy, int64_t L,
                             int64_t x, int64_t y, int c) noexcept nogil:
    """Does the step forward of colour c's pawn on (x, y) land between the
    king and the checker?  (Those squares are empty, so the step is a move.)"""
    return between(kx, ky, vx, vy, L, x, y + pawn_forward(c))


cdef inline bint slider_block(int64_t kx, int64_t ky, int vx, int vy, int64_t L,
                              int64_t px, int64_t py, int d, int64_t* t,
                              int64_t* sv) noexcept nogil:
    """Does the ray d from (px, py) cross the check line K + s*v strictly
    between the king and the checker (1 <= s <= L - 1)?  Then ``t`` gets the
    steps along the ray and ``sv`` s: the integer solution of
    P + t*u = K + s*v, t >= 1, u the ray's step.  A ray parallel to the check
    line crosses it nowhere (det 0): along it a piece can only take the
    checker.  Whether the ray is clear for t steps is the caller's to ask."""
    cdef int64_t det = vx * RY[d] - RX[d] * vy, ax, ay, num_t, num_s
    if det == 0:
        return False
    ax = kx - px
    ay = ky - py
    num_t = vx * ay - vy * ax
    num_s = RX[d] * ay - RY[d] * ax
    if num_t % det != 0 or num_s % det != 0:
        return False
    t[0] = num_t // det
    sv[0] = num_s // det
    return t[0] >= 1 and 1 <= sv[0] <= L - 1
