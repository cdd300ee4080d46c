# The fast reader of format B (sparse boards), included into _core.pyx.
#
# It accepts exactly what fastcheck.parsing's pure-Python reader accepts and
# fills flat arrays in one pass over the bytes.  It does not word errors:
# on the first problem it reports the line number, and the Python layer
# re-reads the text with the grammar in parsing.py to raise the FormatError
# with its full message.




cdef inline bint is_blank(unsigned char ch) noexcept nogil:
    return ch == 32 or ch == 9 or ch == 13 or ch == 11 or ch == 12


cdef inline Py_ssize_t skip_blanks(const unsigned char* s, Py_ssize_t i, Py_ssize_t end) noexcept nogil:
    while i < end and is_blank(s[i]):
        i += 1
    return i


cdef inline Py_ssize_t read_uint(const unsigned char* s, Py_ssize_t i, Py_ssize_t end,
                                 int64_t* value) noexcept nogil:
    """Read decimal digits at i into value; returns the index after them, or
    -1 when there is no number or it does not fit in int64."""
    cdef Py_ssize_t start = i
    cdef int64_t v = 0
    cdef int digit
    while i < end and 48 <= s[i] <= 57:
        digit = s[i] - 48
        if v > 922337203685477580LL or (v == 922337203685477580LL and digit > 7):
            return -1                         # would not fit in int64
        v = v * 10 + digit
        i += 1
    if i == start:
        return -1
    value[0] = v
    return i


cdef inline int piece_code(unsigned char ch) noexcept nogil:
    """kind + 8 * colour for a piece letter, or 0."""
    if ch == 107: return KING + 8      # k (white)
    if ch == 113: return QUEEN + 8
    if ch == 114: return ROOK + 8
    if ch == 98: return BISHOP + 8
    if ch == 104: return KNIGHT + 8
    if ch == 112: return PAWN + 8
    if ch == 75: return KING           # K (black)
    if ch == 81: return QUEEN
    if ch == 82: return ROOK
    if ch == 66: return BISHOP
    if ch == 72: return KNIGHT
    if ch == 80: return PAWN
    return 0


def scan_sparse(const unsigned char[::1] data):
    """Read format B from bytes.

    Returns ``(True, (n, offsets, x, y, kind, color))`` or, on the first
    problem, ``(False, line)`` with the 1-based line number where it is.
    Blank lines are allowed anywhere; every other line must hold exactly
    the tokens its record needs."""
    cdef Py_ssize_t size = data.shape[0]
    cdef const unsigned char* s = &data[0] if size else NULL
    cdef Py_ssize_t i = 0, j, line_end, nlines = 1, cap, np_ = 0
    cdef int64_t t = 0, b = -1, remaining = 0, v1, v2, nb = 0
    cdef int state = 0          # 0: want t, 1: want "n p", 2: want a piece, 3: done
    cdef int64_t line = 0
    cdef int code
    for j in range(size):
        if s[j] == 10:
            nlines += 1
    cap = nlines
    xs = np.empty(cap, dtype=np.int64)
    ys = np.empty(cap, dtype=np.int64)
    ks = np.empty(cap, dtype=np.int8)
    cs = np.empty(cap, dtype=np.int8)
    cdef int64_t[::1] xv = xs, yv = ys
    cdef int8_t[::1] kv = ks, cv = cs
    ns_list = []
    off_list = [0]
    cdef int64_t cur_n = 0
    cdef bint ok = True
    cdef int64_t err_line = 0
    while i < size:
        line += 1
        line_end = i
        while line_end < size and s[line_end] != 10:
            line_end += 1
        j = skip_blanks(s, i, line_end)
        if j == line_end:
            i = line_end + 1
            continue                          # blank line
        if state == 0:
            j = read_uint(s, j, line_end, &t)
            if j < 0:
                ok = False
            else:
                j = skip_blanks(s, j, line_end)
                if j != line_end:
                    ok = False
            state = 1 if t > 0 else 3
        elif state == 1:
            j = read_uint(s, j, line_end, &v1)
            if j >= 0 and j < line_end and is_blank(s[j]):
                j = read_uint(s, skip_blanks(s, j, line_end), line_end, &v2)
                if j >= 0 and skip_blanks(s, j, line_end) == line_end and 1 <= v1 <= C_MAX_N:
                    cur_n = v1
                    remaining = v2
                    ns_list.append(v1)
                    b += 1
                    if remaining == 0:
                        off_list.append(np_)
                        nb += 1
                        state = 1 if nb < t else 3
                    else:
                        state = 2
                else:
                    ok = False
            else:
                ok = False
        elif state == 2:
            j = read_uint(s, j, line_end, &v1)
            if j >= 0 and j < line_end and is_blank(s[j]):
                j = read_uint(s, skip_blanks(s, j, line_end), line_end, &v2)
                if j >= 0 and j < line_end and is_blank(s[j]):
                    j = skip_blanks(s, j, line_end)
                    code = piece_code(s[j]) if j < line_end else 0
                    if (code and skip_blanks(s, j + 1, line_end) == line_end
                            and 1 <= v1 <= cur_n and 1 <= v2 <= cur_n and np_ < cap):
                        xv[np_] = v1
                        yv[np_] = v2
                        kv[np_] = code & 7
                        cv[np_] = code >> 3
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
                state = 1 if nb < t else 3
        else:
            ok = False                        # text after the last board
        if not ok:
            return False, line
        i = line_end + 1
    if state != 3:
        return False, line + 1                # truncated
    return True, (np.array(ns_list, dtype=np.int64), np.array(off_list, dtype=np.int64),
                  xs[:np_], ys[:np_], ks[:np_], cs[:np_])


cdef inline bint is_space(unsigned char ch) noexcept nogil:
    return ch == 32 or (9 <= ch <= 13)


def scan_ostap(const unsigned char[::1] data):
    """Read a well-formed format C log in one pass.

    Returns ``(cells, white_first, moves)`` -- ``cells`` 64 bytes holding the
    signed codes (rank 8 first), ``moves`` 4 bytes (fx, fy, tx, ty) a move --
    or ``None`` when anything is unusual (a non-canonical number, a bad
    token, the wrong count); the careful reader in ``fastcheck.ostap`` then
    reads the text and words the error."""
    cdef Py_ssize_t size = data.shape[0], i = 0, k, start
    cdef const unsigned char* s = &data[0] if size else NULL
    cdef unsigned char cells[64]
    cdef unsigned char mv[240]
    cdef int count = 0, m, v
    cdef bint neg, white_first
    for k in range(64):
        while i < size and is_space(s[i]):
            i += 1
        if i >= size:
            return None
        neg = s[i] == 45                      # '-'
        if neg:
            i += 1
        if i >= size or not (48 <= s[i] <= 54) or (i + 1 < size and not is_space(s[i + 1])):
            return None
        v = s[i] - 48
        cells[k] = <unsigned char> (-v if neg else v)
        i += 1
    while i < size and is_space(s[i]):
        i += 1
    start = i
    while i < size and 48 <= s[i] <= 57 and i - start < 3:
        count = count * 10 + (s[i] - 48)
        i += 1
    if i == start or s[start] == 48 or count < 1 or count > 60 or (i < size and not is_space(s[i])):
        return None
    while i < size and is_space(s[i]):
        i += 1
    if i + 5 > size or (i + 5 < size and not is_space(s[i + 5])):
        return None
    if s[i] == 87 and s[i + 1] == 104 and s[i + 2] == 105 and s[i + 3] == 116 and s[i + 4] == 101:
        white_first = True                    # White
    elif s[i] == 66 and s[i + 1] == 108 and s[i + 2] == 97 and s[i + 3] == 99 and s[i + 4] == 107:
        white_first = False                   # Black
    else:
        return None
    i += 5
    for m in range(count):
        while i < size and is_space(s[i]):
            i += 1
        if i + 5 > size or (i + 5 < size and not is_space(s[i + 5])):
            return None
        if not (97 <= s[i] <= 104 and 49 <= s[i + 1] <= 56 and s[i + 2] == 45
                and 97 <= s[i + 3] <= 104 and 49 <= s[i + 4] <= 56):
            return None
        mv[4 * m] = s[i] - 96
        mv[4 * m + 1] = s[i + 1] - 48
        mv[4 * m + 2] = s[i + 3] - 96
        mv[4 * m + 3] = s[i + 4] - 48
        i += 5
    while i < size and is_space(s[i]):
        i += 1
    if i != size:
        return None
    return (<char*> cells)[:64], white_first, (<char*> mv)[:4 * count]


def scan_grid(const unsigned char[::1] data):
    """Read format A (8x8 grids) from bytes.

    Returns ``(True, (n, offsets, x, y, kind, color))`` or ``(False, line)``
    with the 1-based line of the first problem.  The line with ``t`` and the
    first row of each grid may follow blank lines; the 8 rows of a grid are
    consecutive lines of exactly 8 characters from ``.KQRBHPkqrbhp``
    (trailing blanks and CR ignored).  Kings are counted by the solver."""
    cdef Py_ssize_t size = data.shape[0]
    cdef const unsigned char* s = &data[0] if size else NULL
    cdef Py_ssize_t i = 0, j, end, np_ = 0, cap
    cdef int64_t t = 0, nb = 0, line = 0
    cdef int row = -1, col, code   # row -1: want t; 0..7: the grid's rows; 8: between grids
    cdef bint blank
    for j in range(size):
        if s[j] != 46 and s[j] > 32:
            np_ += 1                           # an upper bound on the pieces
    cap = np_ + 1
    np_ = 0
    xs = np.empty(cap, dtype=np.int64)
    ys = np.empty(cap, dtype=np.int64)
    ks = np.empty(cap, dtype=np.int8)
    cs = np.empty(cap, dtype=np.int8)
    cdef int64_t[::1] xv = xs, yv = ys
    cdef int8_t[::1] kv = ks, cv = cs
    offsets = [0]
    while i < size:
        line += 1
        end = i
        while end < size and s[end] != 10:
            end += 1
        j = end
        while j > i and is_blank(s[j - 1]):
            j -= 1                             # strip trailing blanks and CR
        blank = j == i
        if row == -1:
            if not blank:
                if read_uint(s, skip_blanks(s, i, j), j, &t) != j:
                    return False, line
                row = 8 if t > 0 else 9
        elif row == 9:
            if not blank:
                return False, line             # text after the last grid
        elif row == 8 and blank:
            pass
        else:
            if row == 8:
                row = 0
            if j - i != 8:
                return False, line
            for col in range(8):
                if s[i + col] == 46:
                    continue
                code = piece_code(s[i + col])
                if code == 0 or np_ >= cap:
                    return False, line
                xv[np_] = col + 1
                yv[np_] = row + 1
                kv[np_] = code & 7
                cv[np_] = code >> 3
                np_ += 1
            row += 1
            if row == 8:
                nb += 1
                offsets.append(np_)
                if nb == t:
                    row = 9
        i = end + 1
    if row != 9:
        return False, line + 1                 # truncated
    return True, (np.full(nb, 8, dtype=np.int64), np.array(offsets, dtype=np.int64),
                  xs[:np_], ys[:np_], ks[:np_], cs[:np_])
