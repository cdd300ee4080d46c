# ---- header of _count_lines.pxi
# The line families of the count engine (_count.pxi) and their entries,
# included into _core.pyx after _moves.pxi: the moves of the pieces of a
# board along one family of lines (rows, columns, diagonals,
# anti-diagonals), in passes.
#
# * a slider: its free squares to the nearest piece (or the edge) in each of
#   its directions along the family, plus that piece when it is an enemy;
# * a knight: its 8 targets, two on each of the rows y-2, y-1, y+1, y+2.
#   The knight enters each of those rows as a *query* at its own x, so the
#   pieces on its targets are within 2 places of the query along the row;
# * a blocker (a checked side's slider whose line crosses the check line,
#   when the families run for the other side): its nearest piece towards
#   the crossing square, beyond it or none, and it blocks there;
# * a pawn: its step and its two captures, all three on the row ahead of
#   it, which it enters as a query at its own x (the pieces at x-1, x, x+1).
#   So the pawns, like the knights, are counted on the rows alone, and the
#   columns and diagonals carry only the lines of sliders.
#
# Every piece (and query) of the family becomes a 16-byte entry (its line
# key hashed one to one, line_hash; position << 4 | role << 1 | colour), or
# on a board of side below 2^26 an 8-byte word (a one-to-one 28-bit hash of
# the key above bit 32), half the bytes to scatter and sort.  The key is
# hashed once, where the entry is made.  Its hash groups the entries into
# buckets that fit in L2 (as the pass engine's slider_blocks does); each
# bucket is sorted and its lines scanned by _count_scan.pxi: every answer
# is a neighbour on the line.  O(p) memory traffic whatever n is, no full
# sort.  On the columns and diagonals a bit filter of the lines that hold a
# slider leaves out the pieces that stand on none of them (a bit a line
# when the lines are few, else a hashed one).  The passes over the pieces
# that feed the buckets, all families at once, are count_board's
# (_count.pxi).
# ---- header of _count_scan.pxi
# Sorting a bucket of the count engine's entries and scanning its lines,
# included into _core.pyx after _count_lines.pxi (the entries) and before
# _count.pxi (the passes that fill the buckets).
#
# bucket_lines sorts a bucket of either form of entry (the fused
# LineEntry: 16-byte entries, or the 8-byte words of a board of side below
# 2^26): a counting sort on hash bits below the bucket's into groups of
# about GROUP_ENTRIES entries (all of a line's in one), branch-free bubble
# passes, then one insertion sort; a crowded group is sorted on its own, a
# bucket over TMP_MAX entries where it stands.  sorted_lines then reads the
# sorted entries in the same form (the packed words are never unpacked but
# for a line key asked for) and counts the moves of every entry with a role
# from its neighbours on its line, each role in a loop of its own.
# ---- header of _count.pxi
# Every valid move of both sides of a board asked once (count_batch), in
# passes and without the line indexes; included into _core.pyx after
# _count_lines.pxi (the line families it counts along) and _count_scan.pxi
# (a bucket's sort and scan).
#
# A checked side's count is the pass engine's (evasions_onepass), but for
# its blocks by sliders along the families counted anyway for the other
# side: those sliders enter the families as blockers (plan_blocks), each
# counted when its nearest piece towards the check line lies beyond it
# (_count_scan.pxi's blocker_moves), and evasions_onepass's slider_blocks
# hashes only the other families' crossings (Scratch.counted).
#
# An unchecked side's count is its king's safe steps (evasions_onepass as
# well: with no checker it counts only those), its pinned pieces' moves
# along their pin lines (read off the king's RayView), and every other
# piece's moves, which depend only on the nearest pieces beside it on its
# lines (family_passes: a pass over the pieces sizes the buckets of every line
# family that some piece moves along, one or two write the entries, then
# each family's buckets are counted by _count_scan.pxi).  The first pass,
# which finds the kings' views, also lists the knights and pawns (for
# their queries) and each side's sliders (for the line filters).  The row
# family also finds two pieces on one square.
#
# tests/test_count_engine.py holds the counts equal to the indexed engine's
# (side_runs, Position.move_count) and to the brute-force reference.

from libc.stdint cimport int32_t, int64_t, int8_t, uint32_t, uint64_t

from fastcheck._index cimport Pos
from fastcheck._passes cimport Scratch
from fastcheck._moves cimport FcAcc


cdef extern from "fc_count_lines.h":
    ctypedef struct FcLineEntry:
        uint64_t key
        uint64_t val
    void fc_bubble(FcLineEntry* a, size_t n) nogil
    void fc_bubble(uint64_t* a, size_t n) nogil
    void fc_insertion(FcLineEntry* a, size_t n) nogil
    void fc_insertion(uint64_t* a, size_t n) nogil
    void fc_sort_group(FcLineEntry* a, size_t n) nogil
    void fc_sort_group(uint64_t* a, size_t n) nogil
    const int64_t SMALL_N "FC_SMALL_N"
    const int SMALL_BITS "FC_SMALL_BITS"
    const uint64_t SMALL_MASK "FC_SMALL_MASK"
    const uint64_t SMALL_MUL "FC_SMALL_MUL"
    const uint64_t LOW32 "FC_LOW32"
    const uint64_t GOLDEN_INV "FC_GOLDEN_INV"


cdef struct Querier:
    # a knight or a pawn as count_board's first pass met it, for its queries
    # (piece_queries), without going back to the board's arrays
    int64_t x
    int64_t y
    int32_t id
    int8_t pawn                         # 1: a pawn, 0: a knight (its colour is its list's)


cdef struct CountScratch:
    # the count engine's own buffers, besides the pass engine's Scratch
    Py_ssize_t maxp                     # the most pieces of a board (S.ent has 3 entries a piece)
    FcLineEntry* tmp                    # a bucket's entries, by group: TMP_MAX
    uint64_t* tmp8                      # the same packed in 8 bytes (small boards): TMP_MAX
    uint32_t* groups                    # a bucket's group bounds: (1 << GROUP_MAX_BITS) + 1
    int32_t* roles                      # the entries of a bucket with a role, by role: 4 * TMP_MAX
    size_t* starts                      # each family's bucket bounds: NLINES * ((1 << MAX_BUCKET_BITS) + 1)
    uint64_t* bits                      # the line filters of the columns and diagonals, 1 << FILTER_MAX_BITS bits each
    Querier* queriers                   # each colour's knights and pawns (count_board): Black's first, White's last
    FcLineEntry* queries                # the queries of those whose moves are counted (piece_queries)
    int32_t* kept                       # the pieces with an entry in a filtered family (size_pass)
    int32_t* sliders                    # each colour's sliders (count_board): Black's first, White's last
    unsigned char* pinned               # bit 0: pinned; KEEP_SHIFT + f: an entry in family f; 0 between boards


cdef int count_scratch_init(CountScratch* W, Py_ssize_t maxp) noexcept nogil

cdef void count_scratch_free(CountScratch* W) noexcept nogil

cdef int count_board(const Pos* P, int64_t wk, int64_t bk, int side, Scratch* S, CountScratch* W,
                     FcAcc* acc) noexcept nogil

cdef Py_ssize_t count_entries(const int8_t* kind, Py_ssize_t p) noexcept nogil
