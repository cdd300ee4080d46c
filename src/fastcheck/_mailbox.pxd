# What _mailbox lends the other modules: the mailbox index (OBoard), the piece
# on each square of a window of the board, beside the piece arrays of a Pos
# (x, y, kind, colour; a captured piece keeps its slot with kind 0).  It
# answers what the line indexes answer, the nearest piece along a ray
# (``walk``) and the piece on a square (``piece_on``), by walking squares,
# which is cheap on a small window.  Two boards keep one:
#
# * an Ostap board (format C's 8x8): the window
#   is the whole board, and a move changes two squares, so a trial move
#   (make, test, take back) costs little;
# * a static board of count_batch whose pieces stand in a window of at most
#   WINDOW_MAX squares a side (``window_mailbox``), which also keeps each
#   line of the window as a bit mask: the nearest piece along a ray is
#   then a bit scan (``scan_bits``), with no walk at all, which beats
#   hashing the pieces by line.  No piece stands outside the window, so a
#   ray that leaves it has met none before the edge of the board.  A line
#   of a window of up to 62 squares is one word, and the attackers of a
#   square read each line's pieces and sliders once
#   (window_line_attackers); a wider window's line is several words after
#   a summary word (line_steps: no loop over empty words).  Measured on
#   20,000 boards of 50 pieces in 24x24 windows (bench's many family, n
#   up to 10^18), six paired runs of count_batch, each the median of 7
#   calls, on a shared 2-core machine: 1.5x to 2.7x faster than the
#   family-pass counter (_count), 2.0x the middle ratio.  The wider
#   windows, count_batch after and before they came to the mailbox (the
#   fastest of 31 calls each): ``fastcheck gen sparse --seed 1
#   --pieces 50 --size 1000 -t 20000``, 60% of whose boards span more than
#   62 squares, 92.6 ms against 120.0 ms; 100 boards of 1,000 and 10 of
#   10,000 random pieces at n = 1000, 4.9 ms against 10.9 ms and 4.8 ms
#   against 10.5 ms.

from libc.stdint cimport int32_t, int64_t, int8_t, uint64_t

from fastcheck._rules cimport DIR_LINE, DSIGN, DX, DY, NLINES, ROW, RX, RY, key_of, pos_of
from fastcheck._index cimport Pos
from fastcheck._table cimport MAX_REACH


cdef extern from "fc_bits.h":
    int fc_low_bit(uint64_t v) nogil     # the lowest set bit of v != 0
    int fc_high_bit(uint64_t v) nogil    # the highest set bit of v != 0
    # the steps to the nearest set bit above or below bit q of a line mask
    # of several words with its summary word (0: none)
    int fc_steps_up(const uint64_t* m, int words, int q) nogil
    int fc_steps_down(const uint64_t* m, int words, int q) nogil


cdef enum:
    EMPTY = -1      # a mailbox square without a piece
    OFF = -2        # a mailbox square of the border around the window
    # the border is as wide as the longest leap a row may make, and one
    # more: a leap from a square next to the window (a king's step out of
    # it) stays in it
    BORDER = MAX_REACH + 1
    # a window's line masks: a square's bit is its position along the line
    # (relative to the window) + 1, so that the squares next to the window
    # have bits too; a line of a window of side w takes line_words(w) 64-bit
    # words, at most WINDOW_WORDS (WINDOW_MAX + 1 <= 64 * WINDOW_WORDS - 1),
    # and when it takes more than one, a summary word before them (bit j:
    # word j has a bit) finds the nearest word with a bit at once
    WINDOW_WORDS = 16
    WINDOW_MAX = 64 * WINDOW_WORDS - 2


cdef struct OBoard:
    # the pieces: n, p, x, y, kind and colour (no line indexes: cnt is 0)
    Pos P
    # the mailbox: the window and a border of OFF squares around it, so
    # that a walk or a leap needs no bounds test; sq[square(B, x,
    # y)] is the piece on (x, y) or EMPTY, row after row of w squares
    int32_t* sq
    int64_t w           # the width of a row, the window's + 2 * BORDER
    int64_t ox          # the board square of the window's first column ...
    int64_t oy          # ... and row (1, 1 on an Ostap board)
    # a window's lines as bit masks (NULL on an Ostap board): the ``span``
    # words from bits[f] + i * span are line i of family f (line_slot,
    # line_mask), a bit for each piece (line_bit): ``words`` words, after a
    # summary word when there are several
    uint64_t* bits[NLINES]
    int words
    int span
    int64_t lines       # the lines of each family whose masks the window uses, from the first
    int64_t line_base[NLINES]
    # the same masks of the pieces of colour c whose rows slide along
    # family f (slides_on_line), kept for one-word lines only (their
    # attackers read them)
    uint64_t* slides[2][NLINES]
    # every piece that started as a king (a captured one has kind 0):
    # there are no promotions, so no other piece ever becomes one
    int64_t* kings
    Py_ssize_t nkings


cdef inline int64_t square(const OBoard* B, int64_t x, int64_t y) noexcept nogil:
    """The mailbox index of square (x, y) (in the window or its border)."""
    return (y - B.oy + BORDER) * B.w + (x - B.ox + BORDER)


cdef inline int64_t square_along(const OBoard* B, int64_t at, int d, int64_t steps) noexcept nogil:
    """The mailbox index ``steps`` squares in direction d (one of the 8)
    from mailbox index ``at``."""
    return at + (DX[d] + DY[d] * B.w) * steps


cdef inline int64_t piece_on(const OBoard* B, int64_t x, int64_t y) noexcept nogil:
    """Piece id on square (x, y), which is in the window or its border; a
    negative number (EMPTY, OFF) for none."""
    return B.sq[square(B, x, y)]


cdef inline int64_t line_slot(const OBoard* B, int f, int64_t rx, int64_t ry) noexcept nogil:
    """The mask of family f's line through (rx, ry), relative to the window."""
    return key_of(f, rx, ry) + B.line_base[f]


cdef inline int line_bit(int f, int64_t rx, int64_t ry) noexcept nogil:
    return <int> pos_of(f, rx, ry) + 1


cdef inline int line_words(int64_t side) noexcept nogil:
    """The words of a line mask of a window of at most ``side`` squares a
    side (its bits: positions -1 to side along the line, line_bit)."""
    return <int> ((side + 2 + 63) >> 6)


cdef inline int line_span(int words) noexcept nogil:
    """The words a line mask of ``words`` words takes: a summary word
    before them when there are several."""
    return words + (words > 1)


cdef inline int window_lines(int64_t side) noexcept nogil:
    """The lines of one family through a window of at most ``side``
    squares a side and next to it (the diagonals: 2 * side + 3)."""
    return <int> (2 * side + 3)


cdef inline uint64_t* line_mask(const OBoard* B, uint64_t* masks, int f, int64_t rx, int64_t ry) noexcept nogil:
    """The words of the mask of family f's line through (rx, ry), relative
    to the window, in the family's masks ``masks`` (B.bits[f], B.slides[c][f])."""
    return masks + line_slot(B, f, rx, ry) * B.span


cdef inline uint64_t beyond(uint64_t m, int q, int d) noexcept nogil:
    """The bits of a one-word line mask ``m`` beyond bit ``q`` in direction d."""
    if DSIGN[d] > 0:
        return (m >> q) >> 1
    return m & (((<uint64_t> 1) << q) - 1)


cdef inline bint next_bit(uint64_t m, int q, int d) noexcept nogil:
    """Is the bit next to bit ``q`` (0 to 63) in direction d set in the
    one-word line mask ``m``?  (None below bit 0 or above bit 63.)"""
    if DSIGN[d] > 0:
        return ((m >> q) >> 1) & 1
    return ((m << 1) >> q) & 1


cdef inline int bit_dist(uint64_t m, int q, int d) noexcept nogil:
    """The steps from bit ``q`` of a line mask to the nearest bit of ``m``
    (the mask's bits beyond q in direction d, ``beyond``; not 0)."""
    if DSIGN[d] > 0:
        return fc_low_bit(m) + 1
    return q - fc_high_bit(m)


cdef inline int64_t bit_word(int64_t line, int b, int words) noexcept nogil:
    """The index of the word that holds bit ``b`` of the line mask starting
    at index ``line`` (line_mask's layout: after the summary word when the
    line has several words)."""
    return line + (words > 1) + (b >> 6)


cdef inline int line_steps(const OBoard* B, const uint64_t* m, int q, int d) noexcept nogil:
    """The steps from bit ``q`` of line mask ``m`` (line_mask) to its
    nearest set bit in direction d; 0 when there is none."""
    cdef uint64_t b
    if B.words == 1:
        b = beyond(m[0], q, d)
        return bit_dist(b, q, d) if b else 0
    if DSIGN[d] > 0:
        return fc_steps_up(m, B.words, q)
    return fc_steps_down(m, B.words, q)


cdef inline bint slider_beyond(const OBoard* B, int c, int d, int64_t x, int64_t y) noexcept nogil:
    """Might a piece of colour c that slides along direction d's line stand
    beyond (x, y) in direction d?  (A window's masks: the answer for
    one-word lines; a wider window keeps no slider masks, and the answer
    is yes, so that the caller looks.)"""
    cdef int f = DIR_LINE[d]
    cdef int64_t rx = x - B.ox, ry = y - B.oy
    if B.words > 1:
        return True
    return beyond(B.slides[c][f][line_slot(B, f, rx, ry)], line_bit(f, rx, ry), d) != 0


cdef inline int64_t scan_bits(const OBoard* B, int64_t x, int64_t y, int d, int64_t skip,
                              int64_t* dist) noexcept nogil:
    """``walk`` over the line masks: the nearest set bit beside (x, y)'s."""
    cdef int f = DIR_LINE[d], q, b, steps = 0
    cdef int64_t rx = x - B.ox, ry = y - B.oy, pid
    cdef int64_t at = square(B, x, y)       # the mailbox index of (x, y)
    cdef const uint64_t* m = line_mask(B, B.bits[f], f, rx, ry)
    q = line_bit(f, rx, ry)
    while True:
        b = line_steps(B, m, q + DSIGN[d] * steps, d)
        if b == 0:
            return -1
        steps += b
        pid = B.sq[square_along(B, at, d, steps)]
        if pid != skip:
            dist[0] = steps
            return pid


cdef inline int64_t walk(const OBoard* B, int64_t x, int64_t y, int d, int64_t skip,
                         int64_t* dist) noexcept nogil:
    """Nearest piece from square (x, y) of the board going in direction d,
    passing over piece ``skip`` and the square's own occupant; -1 when none
    is met before the edge (of the board, or of the window: none beyond).
    ``dist[0]`` gets the number of steps to it: the mailbox's
    ``ray_first``.  With line masks, (x, y) is in the window or next to
    it, and d one of the 8 (no window mailbox serves a far rider: a far
    ray is walked on an Ostap board, whose border stops a step of up to
    MAX_REACH squares)."""
    cdef int64_t i, step, steps = 0
    cdef int32_t v
    if B.bits[ROW] != NULL:
        return scan_bits(B, x, y, d, skip, dist)
    i = square(B, x, y)
    step = RX[d] + RY[d] * B.w
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


cdef int64_t place_pieces(OBoard* B) noexcept nogil

cdef inline int64_t window_cells(int64_t side) noexcept nogil:
    """The squares of the mailbox of a window of at most ``side`` squares a
    side and its border."""
    return (side + 2 * BORDER) * (side + 2 * BORDER)


cdef inline int64_t window_masks(int64_t side) noexcept nogil:
    """The words of the line masks of such a window (window_mailbox): three
    sets (every piece's, each colour's sliders') of the lines of NLINES
    families."""
    return 3 * NLINES * <int64_t> window_lines(side) * line_span(line_words(side))


cdef int window_mailbox(OBoard* B, const Pos* P, int64_t x0, int64_t y0, int64_t x1, int64_t y1,
                        int64_t side, int32_t* cells, uint64_t* masks) noexcept nogil

cdef void window_clear(OBoard* B) noexcept nogil
