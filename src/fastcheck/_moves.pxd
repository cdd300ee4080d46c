# What _moves lends the other modules: a side's move runs (side_runs), a
# piece's moves by its own rules under a rule set (pseudo_runs), the counts
# of a board in a small window (window_counts), the test of one move
# (move_legal), and the 128-bit accumulator of the totals.

from libc.stdint cimport INT64_MAX, int32_t, int64_t, uint64_t
from libcpp.vector cimport vector

from fastcheck._rules cimport DX, DY, RX, RY
from fastcheck._index cimport Pos
from fastcheck._mailbox cimport OBoard
from fastcheck._sight cimport Board


cdef extern from "fc_acc.h":
    ctypedef struct FcAcc:
        pass
    void fc_acc_zero(FcAcc* a) nogil
    void fc_acc_add(FcAcc* a, uint64_t x) nogil
    uint64_t fc_acc_hi(const FcAcc* a) nogil
    uint64_t fc_acc_lo(const FcAcc* a) nogil
    int FC_ACC_INT128


cdef struct MoveRun:
    int64_t fx
    int64_t fy
    int64_t first
    int64_t length
    int32_t dx
    int32_t dy


cdef inline int64_t edge_dist(const Pos* P, int64_t x, int64_t y, int d) noexcept nogil:
    """Empty-board steps from (x, y) in direction d (any of the MAX_DIRS)
    before leaving the board."""
    cdef int64_t r = INT64_MAX
    if d >= 8:
        return far_edge_dist(P, x, y, d)
    if DX[d] > 0:
        r = P.n - x
    elif DX[d] < 0:
        r = x - 1
    if DY[d] > 0:
        r = min(r, P.n - y)
    elif DY[d] < 0:
        r = min(r, y - 1)
    return r


cdef inline int64_t steps_of(int64_t span, int step) noexcept nogil:
    """How many whole steps of ``step`` squares fit in ``span`` squares:
    a division by a constant for a far rider's steps (1 to 3)."""
    if step == 1:
        return span
    if step == 2:
        return span >> 1
    if step == 3:
        return span // 3
    return span // step


cdef inline int64_t far_edge_dist(const Pos* P, int64_t x, int64_t y, int d) noexcept nogil:
    """edge_dist along a far direction d: its steps of RX[d], RY[d] squares."""
    cdef int64_t r = INT64_MAX
    if RX[d] > 0:
        r = steps_of(P.n - x, RX[d])
    elif RX[d] < 0:
        r = steps_of(x - 1, -RX[d])
    if RY[d] > 0:
        r = min(r, steps_of(P.n - y, RY[d]))
    elif RY[d] < 0:
        r = min(r, steps_of(y - 1, -RY[d]))
    return r


cdef inline bint run_reaches(const MoveRun* r, int64_t tx, int64_t ty) noexcept nogil:
    """Is (tx, ty) one of the squares of run ``r``?"""
    cdef int64_t t
    if r.dx != 0:
        if (tx - r.fx) % r.dx != 0:
            return False
        t = (tx - r.fx) // r.dx
    else:
        if tx != r.fx or (ty - r.fy) % r.dy != 0:
            return False
        t = (ty - r.fy) // r.dy
    return r.first <= t < r.first + r.length and r.fy + t * r.dy == ty


cdef inline bint runs_reach(const vector[MoveRun]* runs, int64_t tx, int64_t ty) noexcept nogil:
    """Is (tx, ty) a square of one of ``runs``?"""
    cdef size_t j
    for j in range(runs.size()):
        if run_reaches(&runs[0][j], tx, ty):
            return True
    return False


cdef int side_runs(const Board* B, int s, int64_t king, vector[MoveRun]* out,
                   FcAcc* acc) except -1 nogil

cdef int pseudo_runs(const Board* B, int s, int rules, int64_t pid, int64_t tx, int64_t ty,
                     vector[MoveRun]* out, FcAcc* acc) except -1 nogil

cdef void window_counts(const OBoard* B, int64_t wk, int64_t bk, int side, int32_t* order,
                        FcAcc* acc) noexcept nogil

cdef bint move_legal(const Pos* P, int64_t king, int64_t fx, int64_t fy,
                     int64_t tx, int64_t ty) noexcept nogil
