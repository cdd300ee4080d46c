/* fastcheck: the test generator's SplitMix64 and its text output.
 *
 * Included by the Cython core (cdef extern from "fc_gen.h"); the tests
 * compile it on its own with warnings as errors (tests/test_headers.py). */
#ifndef FC_GEN_H
#define FC_GEN_H

#include <stddef.h>
#include <stdint.h>

static const uint64_t FC_GEN_GAMMA = 0x9E3779B97F4A7C15ULL;
static inline uint64_t fc_gen_mix(uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}
/* (1 << bit_length(m)) - 1: every bit up to m's highest one */
static inline uint64_t fc_gen_smear(uint64_t m) {
    m |= m >> 1; m |= m >> 2; m |= m >> 4; m |= m >> 8; m |= m >> 16; m |= m >> 32;
    return m;
}

/* "00" "01" .. "99": two digits a division */
static const char FC_GEN_PAIRS[201] =
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
    "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
    "8081828384858687888990919293949596979899";

#endif /* FC_GEN_H */
