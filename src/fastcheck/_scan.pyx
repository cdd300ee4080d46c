# cython: language_level=3
"""The fast readers of formats A, B and C.

Each accepts the grammar of its careful reader in fastcheck.formats (the
rules "one king of each colour" and "one piece per square" are the
solver's) and fills flat arrays in one pass over the bytes.  They do not
word errors: on the first problem they report the line number (format B
also what it read before it; format C nothing), packed by ``scan_stop``,
and the Python layer has the careful reader raise the FormatError with
its full message."""

from libc.stdint cimport INT64_MAX, int64_t, int8_t, uint64_t
from libc.string cimport memcmp, memset
from cpython cimport array

from fastcheck._codes cimport BLACK, WHITE
from fastcheck._kinds cimport NKINDS
from fastcheck._index cimport C_MAX_N
from fastcheck._arrays cimport new_array
from fastcheck._ostap cimport OSTAP_SQUARES
from fastcheck._table cimport fc_here, register_copy

register_copy(fc_here())     # this module's copy of the installed kinds table


cdef struct PieceColumns:
    # the buffers of a scanner's four piece arrays (piece_columns)
    int64_t* x
    int64_t* y
    int8_t* kind
    int8_t* color


cdef tuple piece_columns(Py_ssize_t cap, PieceColumns* P):
    """A scanner's piece arrays x, y ('q'), kind, color ('b') with room for
    ``cap`` pieces, their buffers in ``P``.  array.array, not numpy: the
    core's arrays are the standard library's."""
    cdef array.array xs = new_array('q', cap), ys = new_array('q', cap)
    cdef array.array ks = new_array('b', cap), cs = new_array('b', cap)
    P.x = <int64_t*> xs.data.as_longlongs
    P.y = <int64_t*> ys.data.as_longlongs
    P.kind = <int8_t*> ks.data.as_schars
    P.color = <int8_t*> cs.data.as_schars
    return xs, ys, ks, cs


cdef inline void put_piece(PieceColumns* P, Py_ssize_t k, int64_t x, int64_t y, int code) noexcept nogil:
    """Piece ``k`` of the piece code ``code`` on square (x, y)."""
    P.x[k] = x
    P.y[k] = y
    P.kind[k] = code & KIND_MASK
    P.color[k] = code >> COLOR_SHIFT


cdef tuple shrink_boards(tuple columns, Py_ssize_t used):
    """The piece arrays of piece_columns cut down to the ``used`` pieces a
    scanner filled: each buffer is reallocated in place (no copy into a new
    object)."""
    cdef array.array a
    for a in columns:
        array.resize(a, used)
    return columns


cdef tuple scan_stop(int64_t line, Py_ssize_t offset, list ns, list offs, tuple columns, Py_ssize_t used):
    """A scanner's failure result ``(line, offset, n, offsets, x, y, kind,
    color)``: the 1-based line of the problem and the byte offset where that
    line starts (past the text when it is the end of input), the sides of the
    boards whose header was read, the offsets of the complete boards, and the
    ``used`` pieces read so far (the last ones, past ``offsets[-1]``, those
    of the board cut short)."""
    return (line, offset, array.array('q', ns), array.array('q', offs)) + shrink_boards(columns, used)


cdef inline bint is_digit(unsigned char ch) noexcept nogil:
    return c'0' <= ch <= c'9'


cdef inline Py_ssize_t read_uint(const unsigned char* s, Py_ssize_t i, Py_ssize_t end,
                                 int64_t* value) noexcept nogil:
    """Read decimal digits at i into value; returns the index after them, or
    -1 when there is no number or it does not fit in int64."""
    cdef Py_ssize_t start = i
    cdef int64_t v = 0
    cdef int digit
    while i < end and is_digit(s[i]):
        digit = s[i] - c'0'
        if v > INT64_MAX // 10 or (v == INT64_MAX // 10 and digit > INT64_MAX % 10):
            return -1                         # would not fit in int64
        v = v * 10 + digit
        i += 1
    if i == start:
        return -1
    value[0] = v
    return i


cdef extern from "fc_scan.h":
    bint eight_digits "fc_eight_digits"(const unsigned char* p, uint64_t* value) noexcept nogil


cdef inline Py_ssize_t read_short_uint(const unsigned char* s, Py_ssize_t i, Py_ssize_t end,
                                       int64_t* value) noexcept nogil:
    """Read 1 to 18 decimal digits at i into value (no overflow is possible);
    returns the index after them, or ``end`` when there are none or more.
    Up to 16 of them are read eight at a time (the long coordinates of a big
    board are most of its text)."""
    cdef Py_ssize_t start = i, stop
    cdef int64_t v = 0
    cdef uint64_t eight
    while i + 8 <= end and i - start <= 8 and eight_digits(s + i, &eight):
        v = v * 100000000 + <int64_t> eight
        i += 8
    stop = start + 18
    if stop > end:
        stop = end
    while i < stop and is_digit(s[i]):
        v = v * 10 + (s[i] - c'0')
        i += 1
    if i == start or (i < end and is_digit(s[i])):
        return end
    value[0] = v
    return i


cdef enum:
    COLOR_SHIFT = 4    # a piece code: kind + (colour << COLOR_SHIFT)
    KIND_MASK = 15


# A scanner's piece codes: the code of each byte, of a piece letter of the
# format's rule set (the letters the Python layer's kinds table gives, the
# one of kind k at k - 1, lowercase White), else 0.  A table, not a chain of
# tests: the letters come in no predictable order.
ctypedef unsigned char PieceCodes[256]


cdef void fill_piece_codes(PieceCodes codes, const unsigned char[::1] letters) except *:
    """The codes of ``letters``, lowercase letters of kinds 1, 2, ..."""
    cdef Py_ssize_t i
    if letters.shape[0] > NKINDS:
        raise ValueError(f"at most {NKINDS} piece letters")
    memset(codes, 0, sizeof(PieceCodes))
    for i in range(letters.shape[0]):
        if not (c'a' <= letters[i] <= c'z') or codes[letters[i]]:
            raise ValueError("piece letters must be distinct lowercase letters")
        codes[letters[i]] = <unsigned char> (i + 1 + (WHITE << COLOR_SHIFT))
        codes[letters[i] - (c'a' - c'A')] = <unsigned char> (i + 1 + (BLACK << COLOR_SHIFT))


# scan_sparse's states: the record it wants next
cdef enum SparseRecord:
    WANT_COUNT        # the line with t
    WANT_HEADER       # a board's line "n p"
    WANT_PIECE        # a piece line "x y c"
    AFTER_LAST        # nothing but blank lines


def scan_sparse(const unsigned char[::1] data, const unsigned char[::1] letters):
    """Read format B from bytes, its piece letters ``letters`` (the kinds'
    from pawn, White's: ``b"phbrqk"``).

    Returns ``(True, (n, offsets, x, y, kind, color))`` (``array.array`` objects:
    int64 ``'q'``, kind and color int8 ``'b'``) or, on the first
    problem, ``(False, stop)``: ``stop[0]`` the 1-based line number where it
    is, the rest what was read before it (``scan_stop``).
    Blank lines are allowed anywhere; every other line must hold exactly
    the tokens its record needs.

    Longer than 80 lines on purpose: one state machine over the bytes,
    whose states (``SparseRecord``) and the piece line's fast path are read
    best in one place; split, its hot loop would pass its state through
    pointers."""
    cdef Py_ssize_t size = data.shape[0]
    cdef const unsigned char* s = &data[0] if size else NULL
    cdef Py_ssize_t i = 0, j, line_end, nlines = 1, cap, np_ = 0
    cdef int64_t t = 0, remaining = 0, v1 = 0, v2 = 0, nb = 0
    cdef SparseRecord want = WANT_COUNT
    cdef int64_t line = 0
    cdef int code
    cdef PieceCodes codes
    fill_piece_codes(codes, letters)
    for j in range(size):
        nlines += s[j] == c'\n'              # no branch: the compiler vectorises the count
    cap = nlines                              # at most one piece a line
    cdef PieceColumns P
    columns = piece_columns(cap, &P)
    ns_list = []
    off_list = [0]
    cdef int64_t cur_n = 0
    cdef bint ok = True
    while i < size:
        if want == WANT_PIECE:
            # the usual piece line "x y c\n" (single spaces, numbers of up to
            # 18 digits) in one go; anything else takes the general path below
            j = read_short_uint(s, i, size, &v1)
            if j < size and s[j] == c' ':
                j = read_short_uint(s, j + 1, size, &v2)
                if (j + 1 < size and s[j] == c' ' and (j + 2 == size or s[j + 2] == c'\n')
                        and 1 <= v1 <= cur_n and 1 <= v2 <= cur_n and np_ < cap):
                    code = codes[s[j + 1]]
                    if code:
                        put_piece(&P, np_, v1, v2, code)
                        np_ += 1
                        line += 1
                        i = j + 3
                        remaining -= 1
                        if remaining == 0:
                            off_list.append(np_)
                            nb += 1
                            want = WANT_HEADER if nb < t else AFTER_LAST
                        continue
        line += 1
        line_end = i
        while line_end < size and s[line_end] != c'\n':
            line_end += 1
        j = skip_blanks(s, i, line_end)
        if j == line_end:
            i = line_end + 1
            continue                          # blank line
        if want == WANT_COUNT:
            j = read_uint(s, j, line_end, &t)
            if j < 0:
                ok = False
            else:
                j = skip_blanks(s, j, line_end)
                if j != line_end:
                    ok = False
            want = WANT_HEADER if t > 0 else AFTER_LAST
        elif want == WANT_HEADER:
            j = read_uint(s, j, line_end, &v1)
            if j >= 0 and j < line_end and is_blank(s[j]):
                j = read_uint(s, skip_blanks(s, j, line_end), line_end, &v2)
                if j >= 0 and skip_blanks(s, j, line_end) == line_end and 1 <= v1 <= C_MAX_N:
                    cur_n = v1
                    remaining = v2
                    ns_list.append(v1)
                    if remaining == 0:
                        off_list.append(np_)
                        nb += 1
                        want = WANT_HEADER if nb < t else AFTER_LAST
                    else:
                        want = WANT_PIECE
                else:
                    ok = False
            else:
                ok = False
        elif want == WANT_PIECE:
            j = read_uint(s, j, line_end, &v1)
            if j >= 0 and j < line_end and is_blank(s[j]):
                j = read_uint(s, skip_blanks(s, j, line_end), line_end, &v2)
                if j >= 0 and j < line_end and is_blank(s[j]):
                    j = skip_blanks(s, j, line_end)
                    code = codes[s[j]] if j < line_end else 0
                    if (code and skip_blanks(s, j + 1, line_end) == line_end
                            and 1 <= v1 <= cur_n and 1 <= v2 <= cur_n and np_ < cap):
                        put_piece(&P, np_, v1, v2, code)
                        np_ += 1
                        remaining -= 1
                    else:
                        ok = False
                else:
                    ok = False
            else:
                ok = False
            if ok and remaining == 0:
                off_list.append(np_)
                nb += 1
                want = WANT_HEADER if nb < t else AFTER_LAST
        else:
            ok = False                        # text after the last board
        if not ok:
            return False, scan_stop(line, i, ns_list, off_list, columns, np_)
        i = line_end + 1
    if want != AFTER_LAST:                    # truncated
        return False, scan_stop(line + 1, i, ns_list, off_list, columns, np_)
    return True, (array.array('q', ns_list), array.array('q', off_list),
                  *shrink_boards(columns, np_))


cdef enum:
    OSTAP_MAX_MOVES = 60  # format C's move count P is 1..60


cdef inline bint is_space(unsigned char ch) noexcept nogil:
    """Whitespace between format C's tokens: blanks and newlines."""
    return ch == c' ' or (c'\t' <= ch <= c'\r')


def scan_ostap(const unsigned char[::1] data):
    """Read a well-formed format C log in one pass.

    Returns ``(cells, white_first, moves)`` -- ``cells`` 64 bytes holding the
    signed codes (rank 8 first), ``moves`` 4 bytes (fx, fy, tx, ty) a move --
    or ``None`` when anything is unusual (a non-canonical number, a bad
    token, the wrong count); the careful reader in ``fastcheck.formats.ostap``
    then reads the text and words the error."""
    cdef Py_ssize_t size = data.shape[0], i = 0, k, start
    cdef const unsigned char* s = &data[0] if size else NULL
    cdef unsigned char cells[OSTAP_SQUARES]
    cdef unsigned char mv[4 * OSTAP_MAX_MOVES]
    cdef int count = 0, m, v
    cdef bint neg, white_first
    for k in range(OSTAP_SQUARES):
        while i < size and is_space(s[i]):
            i += 1
        if i >= size:
            return None
        neg = s[i] == c'-'
        if neg:
            i += 1
        if (i >= size or not (c'0' <= s[i] <= c'6')          # a cell is -6..6
                or (i + 1 < size and not is_space(s[i + 1]))):
            return None
        v = s[i] - c'0'
        cells[k] = <unsigned char> (-v if neg else v)
        i += 1
    while i < size and is_space(s[i]):
        i += 1
    start = i
    while i < size and is_digit(s[i]) and i - start < 3:
        count = count * 10 + (s[i] - c'0')
        i += 1
    if (i == start or s[start] == c'0' or count < 1 or count > OSTAP_MAX_MOVES
            or (i < size and not is_space(s[i]))):
        return None
    while i < size and is_space(s[i]):
        i += 1
    if i + 5 > size or (i + 5 < size and not is_space(s[i + 5])):
        return None
    if memcmp(s + i, b"White", 5) == 0:
        white_first = True
    elif memcmp(s + i, b"Black", 5) == 0:
        white_first = False
    else:
        return None
    i += 5
    for m in range(count):
        while i < size and is_space(s[i]):
            i += 1
        # a move is five characters: file, rank, '-', file, rank ("e2-e4")
        if i + 5 > size or (i + 5 < size and not is_space(s[i + 5])):
            return None
        if not (c'a' <= s[i] <= c'h' and c'1' <= s[i + 1] <= c'8' and s[i + 2] == c'-'
                and c'a' <= s[i + 3] <= c'h' and c'1' <= s[i + 4] <= c'8'):
            return None
        mv[4 * m] = s[i] - c'a' + 1
        mv[4 * m + 1] = s[i + 1] - c'0'
        mv[4 * m + 2] = s[i + 3] - c'a' + 1
        mv[4 * m + 3] = s[i + 4] - c'0'
        i += 5
    while i < size and is_space(s[i]):
        i += 1
    if i != size:
        return None
    return (<char*> cells)[:OSTAP_SQUARES], white_first, (<char*> mv)[:4 * count]


cdef enum:
    GRID_SIDE = 8         # format A's boards are 8x8
    # scan_grid's ``row`` outside a grid's rows 0..GRID_SIDE-1:
    GRID_WANT_COUNT = -1  # the line with t is next
    GRID_BETWEEN = GRID_SIDE   # between grids: blank lines or a grid's first row
    GRID_AFTER_LAST = GRID_SIDE + 1   # nothing but blank lines


def scan_grid(const unsigned char[::1] data, const unsigned char[::1] letters):
    """Read format A (8x8 grids) from bytes, its piece letters ``letters``
    (as :func:`scan_sparse`).

    Returns ``(True, (n, offsets, x, y, kind, color))`` (``array.array`` objects,
    as :func:`scan_sparse`) or ``(False, line)``
    with the 1-based line of the first problem.  The line with ``t`` and the
    first row of each grid may follow blank lines; the 8 rows of a grid are
    consecutive lines of exactly 8 characters from ``.`` and the letters
    (trailing blanks and CR ignored).  Kings are counted by the solver."""
    cdef Py_ssize_t size = data.shape[0]
    cdef const unsigned char* s = &data[0] if size else NULL
    cdef Py_ssize_t i = 0, j, end, np_ = 0, cap
    cdef int64_t t = 0, nb = 0, line = 0
    cdef int row = GRID_WANT_COUNT, col, code
    cdef PieceCodes codes
    fill_piece_codes(codes, letters)
    cdef bint blank
    for j in range(size):
        np_ += (s[j] != c'.') & (s[j] > c' ')  # an upper bound on the pieces (no branch: vectorised)
    cap = np_ + 1
    np_ = 0
    cdef PieceColumns P
    columns = piece_columns(cap, &P)
    offsets = [0]
    while i < size:
        line += 1
        end = i
        while end < size and s[end] != c'\n':
            end += 1
        j = end
        while j > i and is_blank(s[j - 1]):
            j -= 1                             # strip trailing blanks and CR
        blank = j == i
        if row == GRID_WANT_COUNT:
            if not blank:
                if read_uint(s, skip_blanks(s, i, j), j, &t) != j:
                    return False, line
                row = GRID_BETWEEN if t > 0 else GRID_AFTER_LAST
        elif row == GRID_AFTER_LAST:
            if not blank:
                return False, line             # text after the last grid
        elif row == GRID_BETWEEN and blank:
            pass
        else:
            if row == GRID_BETWEEN:
                row = 0
            if j - i != GRID_SIDE:
                return False, line
            for col in range(GRID_SIDE):
                if s[i + col] == c'.':
                    continue
                code = codes[s[i + col]]
                if code == 0 or np_ >= cap:
                    return False, line
                put_piece(&P, np_, col + 1, row + 1, code)
                np_ += 1
            row += 1
            if row == GRID_SIDE:
                nb += 1
                offsets.append(np_)
                row = GRID_AFTER_LAST if nb == t else GRID_BETWEEN
        i = end + 1
    if row != GRID_AFTER_LAST:
        return False, line + 1                 # truncated
    return True, (array.array('q', [GRID_SIDE]) * nb, array.array('q', offsets),
                  *shrink_boards(columns, np_))
