/* fastcheck: bit scans over 64-bit words (a mailbox's line masks).
 *
 * Included by the Cython core (cdef extern from "fc_bits.h"); the tests
 * compile it on its own with warnings as errors (tests/test_headers.py). */
#ifndef FC_BITS_H
#define FC_BITS_H

#include <stddef.h>
#include <stdint.h>

#if defined(_MSC_VER)
#include <intrin.h>
static inline int fc_low_bit(uint64_t v) { unsigned long i; _BitScanForward64(&i, v); return (int)i; }
static inline int fc_high_bit(uint64_t v) { unsigned long i; _BitScanReverse64(&i, v); return (int)i; }
#else
static inline int fc_low_bit(uint64_t v) { return __builtin_ctzll(v); }
static inline int fc_high_bit(uint64_t v) { return 63 - __builtin_clzll(v); }
#endif

#endif /* FC_BITS_H */
