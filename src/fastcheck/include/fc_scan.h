/* fastcheck: the format scanners' byte-level helpers.
 *
 * Included by the Cython core (cdef extern from "fc_scan.h"); the tests
 * compile it on its own with warnings as errors (tests/test_headers.py). */
#ifndef FC_SCAN_H
#define FC_SCAN_H

#include <stddef.h>
#include <stdint.h>

#include <string.h>
/* Eight ASCII digits at once (a word of them, first digit in the low
   byte: little-endian machines only; elsewhere fc_eight_digits says no
   and the caller reads digit by digit). */
static inline int fc_eight_digits(const unsigned char* p, uint64_t* value) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint64_t w;
    memcpy(&w, p, 8);
    /* every byte 0x30..0x39: high nibble 3, and adding 6 keeps it 3 */
    if ((((w & 0xF0F0F0F0F0F0F0F0ULL) | (((w + 0x0606060606060606ULL) & 0xF0F0F0F0F0F0F0F0ULL) >> 4))
         != 0x3333333333333333ULL))
        return 0;
    w -= 0x3030303030303030ULL;
    w = w * 10 + (w >> 8);                       /* pairs: byte 2k = 10 d_2k + d_2k+1 */
    w = (((w & 0x000000FF000000FFULL) * (100 + (1000000ULL << 32)))
         + (((w >> 16) & 0x000000FF000000FFULL) * (1 + (10000ULL << 32)))) >> 32;
    *value = w;
    return 1;
#else
    (void) p; (void) value;
    return 0;
#endif
}

#endif /* FC_SCAN_H */
