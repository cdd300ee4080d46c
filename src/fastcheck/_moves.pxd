# ---- header of _moves.pxi
# Every valid move of either side: exact counts, runs and single-move checks.
#
# Included into _core.pyx after _sight.pxi.  A side's moves are described as *runs*
# (from_x, from_y, dx, dy, first, length): the squares from + first*(dx, dy)
# .. from + (first + length - 1)*(dx, dy).  A slider's moves along one
# direction are one run, every other move a run of length 1, so a queen on
# an open 10^18 board is 8 runs, not 4*10^18 moves, and the total is a sum
# of lengths.  Over the line indexes nothing walks squares: each piece
# costs a few index lookups, O(p log p) per side.  Every board keeps ranks, so they are
# local: a slider's or pawn's neighbours are the next entries of its lines,
# a knight's targets are found by galloping from its own row-index slot.
# The runs are written once over the indexed engine's ``Board``: over the
# line indexes (a StaticBoard, a Position) or over a mailbox (count_batch's
# boards whose pieces stand in a small window), where a neighbour is a walk
# of a few squares.
#
# The total can exceed 2^64 (a queen alone has up to ~4*10^18 moves), so it
# is summed in 128 bits: unsigned __int128 where the compiler has it, two
# 64-bit words elsewhere (MSVC).  Building with CPPFLAGS=-DFASTCHECK_NO_INT128
# forces the portable variant, to test it on gcc/clang.

from libc.stdint cimport INT64_MAX, int32_t, int64_t, uint64_t
from libcpp.vector cimport vector

from fastcheck._rules cimport DX, DY
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
    """Empty-board steps from (x, y) in direction d before leaving the board."""
    cdef int64_t r = INT64_MAX
    if DX[d] > 0:
        r = P.n - x
    elif DX[d] < 0:
        r = x - 1
    if DY[d] > 0:
        r = min(r, P.n - y)
    elif DY[d] < 0:
        r = min(r, y - 1)
    return r


cdef int side_runs(const Board* B, int s, int64_t king, vector[MoveRun]* out,
                   FcAcc* acc) except -1 nogil

cdef void window_counts(const OBoard* B, int64_t wk, int64_t bk, int side, FcAcc* acc) noexcept nogil

cdef bint move_legal(const Pos* P, int64_t king, int64_t fx, int64_t fy,
                     int64_t tx, int64_t ty) noexcept nogil
