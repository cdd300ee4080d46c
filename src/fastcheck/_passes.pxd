# What the pass engine (_passes) lends the other modules: the scratch
# buffers of a batch call (Scratch), "one piece per square" by hashing,
# the verdict of a board (judge_board, for solve_batch), and the valid
# moves of a side that its king's view decides (evasions, for the
# family-pass counter _count).  The views and the check line both engines
# build on are _views.pxd's, the hashed buckets _buckets.pxd's.

from libc.stdint cimport int64_t, uint64_t

from fastcheck._index cimport Pos
from fastcheck._views cimport RayView


cdef enum:
    BITMAP_SIDE = 64           # boards up to 64 x 64: "one piece per square" by a bitmap


cdef struct KeyVal:
    # a hashed entry: a line's key and the (tagged) offset of a piece on it,
    # or a square's two coordinates
    uint64_t key
    int64_t val


cdef struct Slot:
    # a hash table slot: key 0 is an empty slot (keys and x are >= 1);
    # side[0] and side[1] 0 until set
    uint64_t key
    int64_t side[2]


cdef struct Scratch:
    # the buffers of one solve_batch or count_batch call, sized for its
    # largest board (scratch_init); between boards ``ent`` is free memory,
    # which the family-pass counter also writes its entries to (count_board)
    KeyVal* ent           # an entry a piece for each family a check line may cross (entries_per_piece)
    size_t* start         # bucket starts, (1 << MAX_BUCKET_BITS) + 1
    Slot* table           # one bucket's hash table, grown on demand
    Py_ssize_t table_cap


cdef int scratch_init(Scratch* S, Py_ssize_t maxp) noexcept nogil

cdef void scratch_free(Scratch* S) noexcept nogil

cdef int has_duplicate(const Pos* P, Scratch* S) noexcept nogil

cdef int64_t evasions(const Pos* P, int64_t king, const RayView* kv, Scratch* S,
                      int skip_families, bint far) noexcept nogil

cdef int judge_board(const Pos* P, int64_t wk, int64_t bk, Scratch* S,
                     int64_t* count) noexcept nogil
