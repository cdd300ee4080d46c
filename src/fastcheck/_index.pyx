# cython: language_level=3
"""The position and its line indexes: a set of pieces (x, y, kind,
colour) with four *line indexes* (rows, columns, both diagonals), each a
sorted array of (line key, position along the line, piece id).  The
nearest piece from any square in any of the 8 directions is one bisection
away (``_index.pxd``); building the indexes finds the first piece on a
taken square, and ``find_kings`` the first second king of one colour."""
from fastcheck._codes cimport WHITE
from fastcheck._kinds cimport is_royal
from fastcheck._table cimport fc_here, register_copy

register_copy(fc_here())     # this module's copy of the installed kinds table


cdef int64_t build_index(Pos* P, FcEntry** work) noexcept nogil:
    """Sort the line indexes of P (arrays in ``work``, rank[f] in
    ``P.rank``): the four classic families', and the far families a far
    rider of the table rides along (FAR_FAMILIES; their ``work`` and rank
    arrays must be there).  Returns -1 when every square holds at most one
    piece, else the first piece (in input order) standing on a square an
    earlier piece holds: the rule "one piece per square"."""
    cdef int f
    cdef Py_ssize_t i
    cdef FcEntry* a
    for f in range(MAX_FAMILIES):
        if not family_in_use(f):
            P.cnt[f] = 0
            continue
        a = work[f]
        for i in range(P.p):
            a[i].key = key_of(f, P.x[i], P.y[i])
            a[i].pos = pos_of(f, P.x[i], P.y[i])
            a[i].pid = i
        fc_sort(a, P.p)
        P.lines[f] = a
        P.cnt[f] = P.p
        for i in range(P.p):
            P.rank[f][a[i].pid] = i
    a = P.lines[ROW]
    for i in range(1, P.p):
        if a[i].key == a[i - 1].key and a[i].pos == a[i - 1].pos:
            return first_on_a_taken_square(a, P.p, i)
    return -1


cdef int64_t first_on_a_taken_square(const FcEntry* a, Py_ssize_t cnt, Py_ssize_t i) noexcept nogil:
    """The first piece, in input order, on a square an earlier piece holds,
    from the sorted row index ``a`` whose entries i - 1 and i share a square.
    Pieces on one square are neighbours there, in no set order: of each such
    run, the second-smallest id is the first to break the rule."""
    cdef Py_ssize_t j
    cdef int64_t first = -1, lo, lo2, pid
    while i < cnt:
        if a[i].key != a[i - 1].key or a[i].pos != a[i - 1].pos:
            i += 1
            continue
        lo = a[i - 1].pid if a[i - 1].pid < a[i].pid else a[i].pid
        lo2 = a[i - 1].pid + a[i].pid - lo
        j = i + 1
        while j < cnt and a[j].key == a[i].key and a[j].pos == a[i].pos:
            pid = a[j].pid
            if pid < lo:
                lo2 = lo
                lo = pid
            elif pid < lo2:
                lo2 = pid
            j += 1
        if first < 0 or lo2 < first:
            first = lo2
        i = j
    return first


cdef int64_t first_on_a_taken_square_of(const int64_t* x, const int64_t* y, Py_ssize_t p,
                                        FcEntry* a) noexcept nogil:
    """The first of the ``p`` pieces, in input order, on a square an earlier
    one holds (-1: none): the row index alone sorted in ``a`` (room for ``p``
    entries), then :func:`first_on_a_taken_square`."""
    cdef Py_ssize_t i
    for i in range(p):
        a[i].key = y[i]
        a[i].pos = x[i]
        a[i].pid = i
    fc_sort(a, p)
    for i in range(1, p):
        if a[i].key == a[i - 1].key and a[i].pos == a[i - 1].pos:
            return first_on_a_taken_square(a, p, i)
    return -1


cdef int64_t find_kings(const Pos* P, int64_t* wk, int64_t* bk) noexcept nogil:
    """Set ``wk`` and ``bk`` to the ids of the white and black kings (-1 for
    none).  Returns -1, or the id of the first second king of one colour: the
    rule "one king of each colour" (a missing king is the caller's to judge)."""
    cdef Py_ssize_t i
    wk[0] = -1
    bk[0] = -1
    for i in range(P.p):
        if not is_royal(P.kind[i]):
            continue
        if P.color[i] == WHITE:
            if wk[0] >= 0:
                return i
            wk[0] = i
        else:
            if bk[0] >= 0:
                return i
            bk[0] = i
    return -1
