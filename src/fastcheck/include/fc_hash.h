/* fastcheck: the multiplicative hashing constants of the passes (_buckets.pxd).
 *
 * Included by the Cython core (cdef extern from "fc_hash.h"); the tests
 * compile it on its own with warnings as errors (tests/test_headers.py). */
#ifndef FC_HASH_H
#define FC_HASH_H

#include <stddef.h>
#include <stdint.h>

/* multiplicative hashing (Knuth): 2^64 / the golden ratio, and a second
   odd multiplier for a square's other coordinate */
#define FC_GOLDEN 0x9E3779B97F4A7C15ULL
#define FC_GOLDEN2 0xC2B2AE3D27D4EB4FULL
/* 2^62: even, and above every |2 * offset + tag| (< 2^61) */
#define FC_NEARNESS ((int64_t) 1 << 62)

#endif /* FC_HASH_H */
