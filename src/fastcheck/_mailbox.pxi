# The mailbox of an Ostap board (format C), included into _core.pyx before
# _sight.pxi: the piece on each square of a board of at most 64x64 squares,
# beside the piece arrays of a Pos (x, y, kind, colour; a captured piece
# keeps its slot with kind 0).  It answers what the line indexes answer for a
# static board, the nearest piece along a ray (``walk``) and the piece on a
# square (``piece_on``), by walking squares, which is cheap on so small a
# board; a move changes two squares, so a trial move (make, test, take back)
# costs little.

cdef enum:
    EMPTY = -1      # a mailbox square without a piece
    OFF = -2        # a mailbox square of the border around the board
    BORDER = 2      # the border is 2 squares wide: a knight's jump from the edge stays in it


cdef struct OBoard:
    # the pieces: n, p, x, y, kind and colour (no line indexes: cnt is 0)
    Pos P
    # the mailbox, a (n + 4) x (n + 4) square: the board and a border of OFF
    # squares around it, so that a walk or a knight's jump needs no bounds
    # test; sq[square(B, x, y)] is the piece on (x, y) or EMPTY
    int32_t* sq
    int64_t w           # its width, n + 2 * BORDER
    # every piece that started as a king (a captured one has kind 0):
    # there are no promotions, so no other piece ever becomes one
    int64_t* kings
    Py_ssize_t nkings


cdef inline int64_t square(const OBoard* B, int64_t x, int64_t y) noexcept nogil:
    """The mailbox index of square (x, y) (on the board or its border)."""
    return (y - 1 + BORDER) * B.w + (x - 1 + BORDER)


cdef inline int64_t piece_on(const OBoard* B, int64_t x, int64_t y) noexcept nogil:
    """Piece id on square (x, y), which is on the board; -1 (EMPTY) for none."""
    return B.sq[square(B, x, y)]


cdef inline int64_t walk(const OBoard* B, int64_t x, int64_t y, int d, int64_t skip,
                         int64_t* dist) noexcept nogil:
    """Nearest piece from square (x, y) of the board going in direction d,
    passing over piece ``skip`` and the square's own occupant; -1 when none
    is met before the edge.  ``dist[0]`` gets the number of steps to it:
    the mailbox's ``ray_first``."""
    cdef int64_t i = square(B, x, y), step = DX[d] + DY[d] * B.w, steps = 0
    cdef int32_t v
    while True:
        i += step
        steps += 1
        v = B.sq[i]
        if v != EMPTY and v != skip:
            break
    if v == OFF:
        return -1
    dist[0] = steps
    return v


cdef struct Undo:
    int64_t mover
    int64_t fx
    int64_t fy
    int64_t captured
    int8_t captured_kind


cdef inline void make_move(OBoard* B, int64_t mover, int64_t tx, int64_t ty, int64_t captured,
                           Undo* u) noexcept nogil:
    """Move ``mover`` to (tx, ty), taking ``captured`` (-1: none) off the
    board; ``u`` gets what :func:`unmake_move` needs."""
    u.mover = mover
    u.fx = B.P.x[mover]
    u.fy = B.P.y[mover]
    u.captured = captured
    u.captured_kind = 0
    if captured >= 0:
        u.captured_kind = B.P.kind[captured]
        B.P.kind[captured] = 0
    B.sq[square(B, u.fx, u.fy)] = EMPTY
    B.sq[square(B, tx, ty)] = <int32_t> mover
    B.P.x[mover] = tx
    B.P.y[mover] = ty


cdef inline void unmake_move(OBoard* B, const Undo* u) noexcept nogil:
    """Take back the move recorded in ``u``."""
    cdef int64_t m = u.mover
    B.sq[square(B, B.P.x[m], B.P.y[m])] = <int32_t> (u.captured if u.captured >= 0 else EMPTY)
    B.sq[square(B, u.fx, u.fy)] = <int32_t> m
    B.P.x[m] = u.fx
    B.P.y[m] = u.fy
    if u.captured >= 0:
        B.P.kind[u.captured] = u.captured_kind
