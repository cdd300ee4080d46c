# What the family-pass counter (_count) lends the other modules: its
# scratch buffers, and the count of a board and of a batch's entries.

from libc.stdint cimport int32_t, int64_t, int8_t, uint32_t, uint64_t

from fastcheck._index cimport Pos
from fastcheck._passes cimport Scratch
from fastcheck._moves cimport FcAcc


cdef extern from "fc_count_lines.h":
    ctypedef struct FcLineEntry:
        # a line family's entry (or a query): its line key hashed, and
        # position << 4 | role << 1 | colour
        uint64_t key
        uint64_t val


cdef struct CountScratch:
    # the count engine's own buffers, besides the pass engine's Scratch
    Py_ssize_t maxp                     # the most pieces of a board (S.ent has 3 entries a piece)
    FcLineEntry* tmp                    # a bucket's entries, by group: TMP_MAX
    uint64_t* tmp8                      # the same packed in 8 bytes (small boards): TMP_MAX
    uint32_t* groups                    # a bucket's group bounds: (1 << GROUP_MAX_BITS) + 1
    int32_t* roles                      # the entries of a bucket with a role, by role: 4 * TMP_MAX
    size_t* starts                      # each family's bucket bounds: NLINES * ((1 << MAX_BUCKET_BITS) + 1)
    uint64_t* bits                      # the line filters of the columns and diagonals, 1 << FILTER_MAX_BITS bits each
    uint64_t* local                     # a bucket of the rows' bit sets (lone_rows): 3 << LOCAL_MAX_BITS bits
    # the rows that hold a piece (mark_rows), then the lines of a family's
    # staged entries (lone_lines): 2 << ROWS_MAX_BITS bits
    uint64_t* rows
    int32_t* queriers                   # each colour's leapers, steppers and pawns (count_board), Black's first
    FcLineEntry* queries                # the queries of those whose moves are counted (piece_queries)
    int32_t* kept                       # the checked side's blockers, each once (plan_blocks)
    FcLineEntry* stage                  # the filtered families' entries (size_pass): NLINES - 1 parts of maxp + 1
    int32_t* sliders                    # each colour's sliders (count_board): Black's first, White's last
    unsigned char* pinned               # bit 0: pinned; bit block_bit[f]: a blocker in family f; 0 between boards


cdef int count_scratch_init(CountScratch* W, Py_ssize_t maxp) noexcept nogil

cdef void count_scratch_free(CountScratch* W) noexcept nogil

cdef int count_board(const Pos* P, int64_t wk, int64_t bk, int side, Scratch* S, CountScratch* W,
                     FcAcc* acc) noexcept nogil

cdef Py_ssize_t count_entries(const int8_t* kind, Py_ssize_t p) noexcept nogil
