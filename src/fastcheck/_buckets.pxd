# Hashed entries in buckets that fit in cache: what the passes of the pass
# engine (_passes) and of the family-pass counter (_count) share to ask
# questions of the pieces taken together in O(p), without sorting them.
# An entry's key is hashed (multiplicative hashing, include/fc_hash.h),
# the top bits of the hash pick its bucket, and a counting sort puts each
# bucket's entries together: count each bucket's entries into start[b + 1],
# turn the counts into starts (counts_to_starts), fill (each start[b] moves
# on to bucket b + 1's), and shift the starts back (starts_after_fill).
# A .pxd of inline helpers only, compiled into each module that cimports it.

from libc.stdint cimport int64_t, uint64_t


cdef enum:
    MAX_BUCKET_BITS = 10       # at most 1024 buckets (so many partial lines stay in cache)


cdef extern from "fc_hash.h":
    const uint64_t GOLDEN "FC_GOLDEN"
    const uint64_t GOLDEN2 "FC_GOLDEN2"
    const int64_t NEARNESS "FC_NEARNESS"


cdef extern from "fc_alloc.h":
    void* fc_big_alloc(size_t size) nogil


cdef inline int bits_for(Py_ssize_t count, Py_ssize_t per) noexcept nogil:
    """Smallest b with count <= per << b."""
    cdef int b = 0
    while (<Py_ssize_t> per << b) < count:
        b += 1
    return b


cdef inline int bucket_bits(Py_ssize_t count, Py_ssize_t per) noexcept nogil:
    """How many top bits of a hash pick the bucket of one of ``count``
    entries: buckets of about ``per`` entries, at most 1 << MAX_BUCKET_BITS."""
    cdef int b = bits_for(count, per)
    return b if b < MAX_BUCKET_BITS else MAX_BUCKET_BITS


cdef inline void counts_to_starts(size_t* start, size_t nb) noexcept nogil:
    """start[b + 1] holds bucket b's count (start[0] is 0): make each
    start[b] the bucket's first entry, start[nb] their total."""
    cdef size_t b
    for b in range(nb):
        start[b + 1] += start[b]


cdef inline void starts_after_fill(size_t* start, size_t nb) noexcept nogil:
    """The fill moved each start[b] to bucket b + 1's start: shift them
    back."""
    cdef size_t b
    for b in range(nb, 0, -1):
        start[b] = start[b - 1]
    start[0] = 0
