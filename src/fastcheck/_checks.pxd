# The argument checks every entry point of the core shares (solve_batch and
# count_batch of _batch, StaticBoard of _boards, OstapBoard of _ostap, the
# fault finder of _faults): every array is validated before a nogil kernel
# sees it, so the kernels run without bounds checks.  And a batch board's
# view of the flat arrays (batch_board).  A .pxd of inline helpers only,
# compiled into each module that cimports it.

from libc.stdint cimport int64_t, int8_t

from fastcheck._codes cimport BLACK, WHITE
from fastcheck._kinds cimport NKINDS, is_kind
from fastcheck._index cimport Pos


cdef inline void batch_board(Pos* P, int64_t n, Py_ssize_t lo, Py_ssize_t p,
                             const int64_t[::1] x, const int64_t[::1] y,
                             const int8_t[::1] kind, const int8_t[::1] color) noexcept nogil:
    """Point ``P`` (no line indexes) at the ``p`` pieces from ``lo`` of a
    batch's flat arrays, on a board of side ``n``."""
    P.n = n
    P.p = p
    P.x = <int64_t*> &x[lo] if p else NULL
    P.y = <int64_t*> &y[lo] if p else NULL
    P.kind = <int8_t*> &kind[lo] if p else NULL
    P.color = <int8_t*> &color[lo] if p else NULL


cdef inline int same_length(const int64_t[::1] x, const int64_t[::1] y,
                            const int8_t[::1] kind, const int8_t[::1] color) except -1:
    """Raise unless the four piece arrays have one length."""
    cdef Py_ssize_t p = x.shape[0]
    if y.shape[0] != p or kind.shape[0] != p or color.shape[0] != p:
        raise ValueError("x, y, kind and color must have the same length")
    return 0


cdef inline int kinds_ok(const int8_t[::1] kind, const int8_t[::1] color) except -1:
    """Raise unless every kind is 1..NKINDS and every colour 0..1 (arrays of
    one length)."""
    cdef Py_ssize_t i
    for i in range(kind.shape[0]):
        if not is_kind(kind[i]) or not (BLACK <= color[i] <= WHITE):
            raise ValueError(f"kind must be 1..{NKINDS} and color 0..1")
    return 0


cdef inline bint squares_within(int64_t n, const int64_t[::1] x, const int64_t[::1] y,
                                Py_ssize_t lo, Py_ssize_t hi) noexcept:
    """Are pieces lo..hi-1 all on squares within 1..n?  No early exit: the
    loop over a million pieces stays branch-free."""
    cdef Py_ssize_t i
    cdef bint ok = True
    for i in range(lo, hi):
        if x[i] < 1 or x[i] > n or y[i] < 1 or y[i] > n:
            ok = False
    return ok


cdef inline int squares_ok(bint ok) except -1:
    """Raise unless ``ok`` (squares_within's answer)."""
    if not ok:
        raise ValueError("coordinates must be within 1..n")
    return 0


cdef inline int pieces_ok(int64_t n, const int64_t[::1] x, const int64_t[::1] y,
                          const int8_t[::1] kind, const int8_t[::1] color) except -1:
    """Validate the pieces of one board of side n: arrays of one length,
    kinds and colours in range, coordinates within ``1..n``."""
    same_length(x, y, kind, color)
    kinds_ok(kind, color)
    return squares_ok(squares_within(n, x, y, 0, x.shape[0]))
