/* fastcheck: sorting a line index by (key, position).
 *
 * Included by the Cython core (cdef extern from "fc_sort.h"); the tests
 * compile it on its own with warnings as errors (tests/test_headers.py). */
#ifndef FC_SORT_H
#define FC_SORT_H

#include <stddef.h>
#include <stdint.h>

#include <algorithm>
struct FcEntry { int64_t key; int64_t pos; int64_t pid; };
static inline bool fc_less(const FcEntry& a, const FcEntry& b) {
    return a.key < b.key || (a.key == b.key && a.pos < b.pos);
}
/* fc_less as a function object: std::sort inlines it (given the
   function pointer, it calls it per comparison: ~25% slower) */
struct FcLess {
    bool operator()(const FcEntry& a, const FcEntry& b) const { return fc_less(a, b); }
};
/* Sorting one line index by (key, pos).  Small boards: std::sort.
   Large ones: a stable LSD radix sort over 11-bit digits of pos and
   then key (each less its minimum), only over the digits the ranges
   reach -- at n = 10^6 that is 4 of the 12.  When more digits than
   FC_RADIX_MAX_PASSES are needed (coordinates spread up to 10^18) one
   MSD bucket pass on the key and std::sort per bucket are faster
   (measured), and a bucket still large is sorted again over its own
   range; else the histograms of all passes are counted in one
   pass first.  Entries with equal (key, pos) only
   occur on a doubly taken square, whose order no caller relies on.
   When the scratch buffer cannot be had, std::sort does the work. */
#include <stdlib.h>
#include <string.h>
#define FC_RADIX_MIN 1024
#define FC_DIGIT_BITS 11
#define FC_DIGITS 6                  /* ceil(64 / 11) a word */
#define FC_RADIX_MAX_PASSES 5        /* measured at 10^6 entries: ~9 ms a pass, std::sort ~65 ms */
#define FC_BUCKETS (1 << FC_DIGIT_BITS)
/* digit d of an entry: digits 0.. of pos, then of key, each word taken
   relative to its minimum (so unsigned digit order is signed order and
   a narrow range of negative keys needs few digits) */
static inline uint64_t fc_digit(const FcEntry& e, int d, int64_t min_pos, int64_t min_key) {
    uint64_t w = d < FC_DIGITS ? (uint64_t) e.pos - (uint64_t) min_pos
                               : (uint64_t) e.key - (uint64_t) min_key;
    return (w >> (FC_DIGIT_BITS * (d % FC_DIGITS))) & (FC_BUCKETS - 1);
}
static void fc_sort(FcEntry* a, ptrdiff_t n) {
    if (n < FC_RADIX_MIN) { std::sort(a, a + n, FcLess()); return; }
    /* each word's range: digits above it are the same for every entry */
    int64_t min_pos = a[0].pos, max_pos = a[0].pos, min_key = a[0].key, max_key = a[0].key;
    for (ptrdiff_t i = 1; i < n; i++) {
        if (a[i].pos < min_pos) min_pos = a[i].pos;
        if (a[i].pos > max_pos) max_pos = a[i].pos;
        if (a[i].key < min_key) min_key = a[i].key;
        if (a[i].key > max_key) max_key = a[i].key;
    }
    uint64_t span_pos = (uint64_t) max_pos - (uint64_t) min_pos;
    uint64_t span_key = (uint64_t) max_key - (uint64_t) min_key;
    int digits[2 * FC_DIGITS], passes = 0;
    for (int d = 0; d < 2 * FC_DIGITS; d++) {
        uint64_t span = d < FC_DIGITS ? span_pos : span_key;
        int shift = FC_DIGIT_BITS * (d % FC_DIGITS);
        if ((span >> shift) != 0)          /* some entry has a nonzero digit here */
            digits[passes++] = d;
    }
    FcEntry* tmp = (FcEntry*) malloc((size_t) n * sizeof(FcEntry));
    if (passes > FC_RADIX_MAX_PASSES && tmp != NULL) {
        /* wide keys (n near 10^18): one MSD pass on the key's top
           FC_DIGIT_BITS varying bits, then std::sort each bucket
           (fewer comparisons, in cache); a bucket holds one key range,
           so the buckets in order are sorted by key first */
        int top = 0;                         /* bits in span_key (portable: no clz) */
        while (top < 64 && (span_key >> top) != 0) top++;
        int shift = top > FC_DIGIT_BITS ? top - FC_DIGIT_BITS : 0;
        size_t start[FC_BUCKETS + 1];
        memset(start, 0, sizeof(start));
        for (ptrdiff_t i = 0; i < n; i++)
            start[(((uint64_t) a[i].key - (uint64_t) min_key) >> shift) + 1]++;
        for (int b = 0; b < FC_BUCKETS; b++) start[b + 1] += start[b];
        size_t fill[FC_BUCKETS];
        memcpy(fill, start, sizeof(fill));
        for (ptrdiff_t i = 0; i < n; i++)
            tmp[fill[((uint64_t) a[i].key - (uint64_t) min_key) >> shift]++] = a[i];
        for (int b = 0; b < FC_BUCKETS; b++) {
            size_t size = start[b + 1] - start[b];
            /* a crowded bucket (keys clustered in a window, a few far
               away) is sorted the same way over its own, narrower
               range; it holds fewer entries than the whole, so the
               recursion ends */
            if (size >= FC_RADIX_MIN && size < (size_t) n)
                fc_sort(tmp + start[b], (ptrdiff_t) size);
            else
                std::sort(tmp + start[b], tmp + start[b + 1], FcLess());
        }
        memcpy(a, tmp, (size_t) n * sizeof(FcEntry));
        free(tmp);
        return;
    }
    size_t* hist = (size_t*) calloc((size_t) (passes ? passes : 1) * FC_BUCKETS, sizeof(size_t));
    if (tmp == NULL || hist == NULL) {
        free(tmp); free(hist);
        std::sort(a, a + n, FcLess());
        return;
    }
    for (ptrdiff_t i = 0; i < n; i++)
        for (int k = 0; k < passes; k++)
            hist[k * FC_BUCKETS + fc_digit(a[i], digits[k], min_pos, min_key)]++;
    FcEntry* src = a;
    FcEntry* dst = tmp;
    for (int k = 0; k < passes; k++) {
        size_t* h = hist + k * FC_BUCKETS;
        int d = digits[k];
        size_t sum = 0;
        for (int b = 0; b < FC_BUCKETS; b++) { size_t c = h[b]; h[b] = sum; sum += c; }
        for (ptrdiff_t i = 0; i < n; i++) dst[h[fc_digit(src[i], d, min_pos, min_key)]++] = src[i];
        FcEntry* t = src; src = dst; dst = t;
    }
    if (src != a) memcpy(a, src, (size_t) n * sizeof(FcEntry));
    free(tmp); free(hist);
}

#endif /* FC_SORT_H */
