# ---- header of _boards.pxi
# The Python-facing static boards, included into _core.pyx: solve_batch (every
# board of a file in one call) and StaticBoard (one position, asked question by
# question).  Both validate their arrays before the nogil kernels see them.
# ---- header of _moves_api.pxi
# The Python-facing side of the move engine (_moves.pxi), included into
# _core.pyx: argument checks, exact counts as Python ints, runs, count_batch
# and the sorted run table.

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


cdef int pieces_ok(int64_t n, const int64_t[::1] x, const int64_t[::1] y,
                   const int8_t[::1] kind, const int8_t[::1] color) except -1
