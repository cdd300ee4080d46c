# cython: language_level=3
"""The error path's compiled helpers.

When a scanner stops, or the batch solver refuses a board, the Python layer
words the first problem in reading order without re-reading the whole
text: ``first_fault`` finds the first piece that breaks a rule of the board
in reading order (with the core's own rules: ``find_kings`` and
``first_on_a_taken_square``), ``record_lines`` maps record numbers
(non-blank lines) to lines, and ``king_counts`` counts each board's
kings."""

from libc.stdint cimport int64_t, int8_t
from libc.stdlib cimport free, malloc
from libc.string cimport memchr
from cpython cimport array

from fastcheck._codes cimport WHITE
from fastcheck._kinds cimport is_royal
from fastcheck._index cimport FcEntry, Pos, find_kings, first_on_a_taken_square_of
from fastcheck._arrays cimport zeroed
from fastcheck._passes cimport BITMAP_SIDE, Scratch, has_duplicate, scratch_free, scratch_init
from fastcheck._checks cimport batch_board, same_length
from fastcheck._scan cimport skip_blanks
from fastcheck._table cimport fc_here, register_copy

register_copy(fc_here())     # this module's copy of the installed kinds table


cpdef enum BoardFault:
    """What :func:`first_fault` found first in reading order."""
    FAULT_DUPLICATE = 1      # a piece on a square an earlier piece holds
    FAULT_SECOND_KING = 2    # a second king of one colour
    FAULT_NO_WHITE_KING = 3  # a complete board without a white king
    FAULT_NO_BLACK_KING = 4  # a complete board with a white king but no black one


def first_fault(const int64_t[::1] offsets, const int64_t[::1] x, const int64_t[::1] y,
                const int8_t[::1] kind, const int8_t[::1] color, Py_ssize_t stop):
    """The first break of a rule of the board in reading order.

    The boards are the complete boards ``offsets[b]:offsets[b+1]`` of the
    flat arrays and, when ``stop > offsets[-1]``, the pieces
    ``offsets[-1]:stop`` of a board cut short, checked for a second piece on
    a square and a second king only (its end, where a missing king shows, was
    not reached).  A piece on a taken square that is also a second king is
    a duplicate, as the careful readers see it.  Returns ``None``, or
    ``(board, fault, piece, earlier)``: the 0-based board, a
    :class:`BoardFault`, the global index of the offending piece and of the
    earlier piece it collides with (both -1 for a missing king)."""
    cdef Py_ssize_t nb = offsets.shape[0] - 1, total = x.shape[0], b, lo, p, maxp = 0
    if nb < 0:
        raise ValueError("offsets must have at least one entry")
    same_length(x, y, kind, color)
    if offsets[0] < 0 or stop < offsets[nb] or stop > total:
        raise ValueError("offsets must start at 0 or more, stop must be within offsets[-1]..len(x)")
    for b in range(nb):
        if offsets[b + 1] < offsets[b]:
            raise ValueError("offsets must be non-decreasing")
        maxp = max(maxp, offsets[b + 1] - offsets[b])
    maxp = max(maxp, stop - offsets[nb])
    # the judge's hashing tells whether a board has a doubly taken square at
    # all; only then is its row index sorted to name the first such piece
    # (the sort's entries and scratch would double the error path's memory)
    cdef Scratch S
    cdef FcEntry* a = NULL
    if scratch_init(&S, maxp) != 0:
        scratch_free(&S)
        raise MemoryError()
    cdef Pos P
    cdef int64_t taken = -1, earlier = -1
    cdef int fault = 0
    P.n = BITMAP_SIDE + 1     # the side is not known here: hashing, not the bitmap
    try:
        with nogil:
            for b in range(nb + 1):
                lo = offsets[b]
                p = (offsets[b + 1] if b < nb else stop) - lo
                batch_board(&P, P.n, lo, p, x, y, kind, color)
                fault = board_fault(&P, &S, &a, maxp, b < nb, &taken, &earlier)
                if fault:
                    break
    finally:
        free(a)
        scratch_free(&S)
    if fault < 0:
        raise MemoryError()
    if not fault:
        return None
    if fault == FAULT_DUPLICATE or fault == FAULT_SECOND_KING:
        taken += lo
        earlier += lo
    return b, fault, taken, earlier


cdef int board_fault(Pos* P, Scratch* S, FcEntry** a, Py_ssize_t maxp, bint complete,
                     int64_t* taken, int64_t* earlier) noexcept nogil:
    """The first break of a rule of the board among P's pieces in reading
    order, as a :class:`BoardFault` (0: none; -1: memory is short), with the
    offending piece in ``taken`` and the earlier piece it collides with in
    ``earlier`` (indexes into P).  A missing king counts only on a
    ``complete`` board.  ``a`` is the row index's buffer, allocated (room
    for ``maxp`` entries) on the first board that needs it."""
    cdef int64_t wk, bk, king, i
    cdef Py_ssize_t p = P.p
    king = find_kings(P, &wk, &bk)
    # only the pieces up to a second king can be on a square taken before it
    P.p = king + 1 if king >= 0 else p
    taken[0] = -1
    earlier[0] = -1
    if has_duplicate(P, S) != 0:
        if a[0] == NULL:
            a[0] = <FcEntry*> malloc((maxp + 1) * sizeof(FcEntry))
            if a[0] == NULL:
                return -1
        taken[0] = first_on_a_taken_square_of(P.x, P.y, P.p, a[0])
    if taken[0] >= 0:
        for i in range(taken[0]):
            if P.x[i] == P.x[taken[0]] and P.y[i] == P.y[taken[0]]:
                earlier[0] = i
                break
        return FAULT_DUPLICATE
    if king >= 0:
        taken[0] = king
        earlier[0] = wk if P.color[king] == WHITE else bk
        return FAULT_SECOND_KING
    if complete and wk < 0:
        return FAULT_NO_WHITE_KING
    if complete and bk < 0:
        return FAULT_NO_BLACK_KING
    return 0


def record_lines(const unsigned char[::1] data, records):
    """Where the records (non-blank lines; 0-based, in ascending order) are:
    a list of ``(line, offset)``, the 1-based line and the byte offset where
    it starts.  One pass over the text up to the last of them, without a
    Python object per line; ``ValueError`` for a record past the end."""
    cdef Py_ssize_t size = data.shape[0], i = 0, end, want, k = 0, count = len(records)
    cdef const unsigned char* s = &data[0] if size else NULL
    cdef const unsigned char* nl
    cdef int64_t line = 0, rec = -1
    out = []
    if count == 0:
        return out
    want = records[0]
    while i < size:
        line += 1
        nl = <const unsigned char*> memchr(s + i, c'\n', size - i)
        end = nl - s if nl != NULL else size
        if skip_blanks(s, i, end) != end:
            rec += 1
            while rec == want:
                out.append((line, i))
                k += 1
                if k == count:
                    return out
                if records[k] < want:
                    raise ValueError("records must be in ascending order")
                want = records[k]
        i = end + 1
    raise ValueError(f"record {want} is past the end of the text")


def king_counts(const int64_t[::1] offsets, const int8_t[::1] kind, const int8_t[::1] color):
    """The kings of each board ``offsets[b]:offsets[b+1]`` of the flat
    arrays: ``(white, black)``, two ``array.array('q')`` of one count a
    board (for wording "one king of each colour" as the grid reader does)."""
    cdef Py_ssize_t nb = offsets.shape[0] - 1, total = kind.shape[0], b, i
    if nb < 0:
        raise ValueError("offsets must have at least one entry")
    if color.shape[0] != total:
        raise ValueError("kind and color must have the same length")
    if offsets[0] < 0 or offsets[nb] > total:
        raise ValueError("offsets must be within the arrays")
    for b in range(nb):
        if offsets[b + 1] < offsets[b]:
            raise ValueError("offsets must be non-decreasing")
    cdef array.array white = zeroed('q', nb), black = zeroed('q', nb)
    cdef int64_t* wv = <int64_t*> white.data.as_longlongs
    cdef int64_t* bv = <int64_t*> black.data.as_longlongs
    with nogil:
        for b in range(nb):
            for i in range(offsets[b], offsets[b + 1]):
                if is_royal(kind[i]):
                    if color[i] == WHITE:
                        wv[b] += 1
                    else:
                        bv[b] += 1
    return white, black
