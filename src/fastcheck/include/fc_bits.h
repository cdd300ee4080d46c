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

/* A line mask of `words` 64-bit words (bit i of the line is bit i % 64 of
 * word i / 64) kept with a summary: m[0] has bit j set when word j, m[1 + j],
 * has a bit (up to 63 words).  fc_steps_up and fc_steps_down: the steps
 * from bit q of the line to its nearest set bit above q or below it; 0 when
 * there is none.  No loop: the summary finds the nearest word with a bit. */
static inline int fc_steps_up(const uint64_t* m, int words, int q) {
    int wi = (q + 1) >> 6;
    uint64_t w, s;
    if (wi >= words) return 0;
    w = m[1 + wi] & (~(uint64_t)0 << ((q + 1) & 63));
    if (w) return wi * 64 + fc_low_bit(w) - q;
    s = (m[0] >> wi) >> 1;
    if (!s) return 0;
    wi += 1 + fc_low_bit(s);
    return wi * 64 + fc_low_bit(m[1 + wi]) - q;
}
static inline int fc_steps_down(const uint64_t* m, int words, int q) {
    int wi;
    uint64_t w, s;
    (void)words;
    if (q <= 0) return 0;
    wi = (q - 1) >> 6;
    w = m[1 + wi] & (~(uint64_t)0 >> (63 - ((q - 1) & 63)));
    if (w) return q - (wi * 64 + fc_high_bit(w));
    s = m[0] & (((uint64_t)1 << wi) - 1);
    if (!s) return 0;
    wi = fc_high_bit(s);
    return q - (wi * 64 + fc_high_bit(m[1 + wi]));
}

#endif /* FC_BITS_H */
