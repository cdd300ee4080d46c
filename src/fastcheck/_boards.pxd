# What _boards lends the other modules: the checks of a position's arrays
# (pieces_ok) and a batch board's view of the flat arrays (batch_board).

from libc.stdint cimport int64_t, int8_t

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


cdef int same_length(const int64_t[::1] x, const int64_t[::1] y,
                     const int8_t[::1] kind, const int8_t[::1] color) except -1

cdef int pieces_ok(int64_t n, const int64_t[::1] x, const int64_t[::1] y,
                   const int8_t[::1] kind, const int8_t[::1] color) except -1
