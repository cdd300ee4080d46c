# cython: language_level=3
"""The mailbox index: the piece on each square of a window of the board.

The index itself (``OBoard``), its walks and bit scans and the trial moves
are inline helpers in ``_mailbox.pxd``, which says when each board keeps
one.  This module places a board's pieces on a mailbox (``place_pieces``)
and builds the mailbox and line masks of a static board whose pieces stand
in a small window (``window_mailbox``)."""

from libc.string cimport memset

from fastcheck._kinds cimport slides_on_line
from fastcheck._rules cimport ANTI, COL, DIAG
from fastcheck._table cimport fc_here, register_copy

register_copy(fc_here())     # this module's copy of the installed kinds table


cdef int64_t place_pieces(OBoard* B) noexcept nogil:
    """Put each piece on its square of the mailbox (those squares EMPTY).
    Returns -1, or the first piece, in input order, on a square an earlier
    piece holds (the pieces before it are placed): "one piece per square"."""
    cdef Py_ssize_t i
    cdef int32_t* cell
    for i in range(B.P.p):
        cell = B.sq + square(B, B.P.x[i], B.P.y[i])
        if cell[0] != EMPTY:
            return i
        cell[0] = <int32_t> i
    return -1


cdef int window_mailbox(OBoard* B, const Pos* P, int64_t x0, int64_t y0, int64_t x1, int64_t y1,
                        int64_t side, int32_t* cells, uint64_t* masks) noexcept nogil:
    """Put the pieces of the static board ``P``, all within the window from
    (x0, y0) to (x1, y1) (at most ``side`` <= WINDOW_MAX squares a side),
    on the mailbox ``cells`` (window_cells(side) squares, all EMPTY) and
    the line masks ``masks`` (window_masks(side) words, all 0: every
    piece's, and each colour's sliders').  Returns 1 when two pieces share
    a square, else 0; ``window_clear`` empties both again.

    The border stays EMPTY, not OFF: with line masks nothing walks, and a
    leap from next to the window lands in the border, on no piece."""
    cdef int64_t w = x1 - x0 + 1, h = y1 - y0 + 1, rx, ry, line, at
    cdef int64_t stride = window_lines(side) * <int64_t> line_span(line_words(side))    # one family's masks
    cdef Py_ssize_t i
    cdef int f, c, k, b, words, span
    cdef uint64_t bit
    # the masks and their bases in locals: a store to a mask may alias *B
    cdef uint64_t* rows[3][NLINES]
    cdef int64_t base[NLINES]
    B.P = P[0]
    B.sq = cells
    B.w = w + 2 * BORDER
    B.ox = x0
    B.oy = y0
    B.kings = NULL
    B.nkings = 0
    B.words = words = line_words(max(w, h))
    B.span = span = line_span(words)
    # the lines through the window and those next to it: rows -1..h, columns
    # -1..w, diagonals x - y from -h - 1 to w + 1, anti-diagonals x + y
    # from -2 to w + h
    B.line_base[ROW] = 1
    B.line_base[COL] = 1
    B.line_base[DIAG] = h + 1
    B.line_base[ANTI] = 2
    B.lines = w + h + 3
    for f in range(NLINES):
        B.bits[f] = masks + f * stride
        for c in range(2):
            B.slides[c][f] = masks + ((1 + c) * NLINES + f) * stride
    if place_pieces(B) >= 0:
        return 1
    for f in range(NLINES):
        base[f] = B.line_base[f]
        rows[0][f] = B.bits[f]
        rows[1][f] = B.slides[0][f]
        rows[2][f] = B.slides[1][f]
    for i in range(P.p):
        rx = P.x[i] - x0
        ry = P.y[i] - y0
        c = P.color[i]
        k = P.kind[i]
        for f in range(NLINES):
            b = line_bit(f, rx, ry)
            line = (key_of(f, rx, ry) + base[f]) * span       # line_mask
            at = bit_word(line, b, words)
            bit = (<uint64_t> 1) << (b & 63)
            rows[0][f][at] |= bit
            if words == 1:
                rows[1 + c][f][at] |= bit & ((<uint64_t> 0) - <uint64_t> slides_on_line(k, f))
            else:
                # several words: the summary word, and no slider masks (only
                # one-word windows' attackers read them)
                rows[0][f][line] |= (<uint64_t> 1) << (b >> 6)
    return 0


cdef void window_clear(OBoard* B) noexcept nogil:
    """Empty the squares of a window mailbox's pieces and clear the words of
    its masks that hold their bits (window_mailbox; after two pieces on a
    square too: the squares of those not placed are empty), so that the
    next board finds both as window_mailbox wants them."""
    cdef Py_ssize_t i
    cdef int f, c
    cdef int64_t rx, ry, line, at
    for i in range(B.P.p):
        B.sq[square(B, B.P.x[i], B.P.y[i])] = EMPTY
    if B.words == 1:
        # a line a word: the masks in use, a few hundred words, zeroed at
        # once cost less than finding each piece's words again
        for f in range(NLINES):
            memset(B.bits[f], 0, B.lines * sizeof(uint64_t))
            for c in range(2):
                memset(B.slides[c][f], 0, B.lines * sizeof(uint64_t))
        return
    for i in range(B.P.p):
        rx = B.P.x[i] - B.ox
        ry = B.P.y[i] - B.oy
        for f in range(NLINES):
            line = line_slot(B, f, rx, ry) * B.span          # line_mask
            at = bit_word(line, line_bit(f, rx, ry), B.words)
            B.bits[f][at] = 0
            if B.words == 1:
                B.slides[0][f][at] = 0
                B.slides[1][f][at] = 0
            else:
                B.bits[f][line] = 0                             # the summary
