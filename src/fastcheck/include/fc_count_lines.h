/* fastcheck: the count engine's line entries, their buckets and sorts.
 *
 * Included by the Cython core (cdef extern from "fc_count_lines.h"); the tests
 * compile it on its own with warnings as errors (tests/test_headers.py). */
#ifndef FC_COUNT_LINES_H
#define FC_COUNT_LINES_H

#include <stddef.h>
#include <stdint.h>

#include <algorithm>
/* an entry of the count engine: a line's key and (position << 4 | code) */
struct FcLineEntry { uint64_t key; uint64_t val; };
/* the order of a bucket's entries, 16-byte (key, val) or packed words */
struct FcLineLess {
    bool operator()(const FcLineEntry& a, const FcLineEntry& b) const {
        return a.key < b.key || (a.key == b.key && a.val < b.val);
    }
    bool operator()(uint64_t a, uint64_t b) const { return a < b; }
};
/* the inverse of FC_GOLDEN mod 2^64: a hashed key back to the key */
#define FC_GOLDEN_INV 0xF1DE83E19937733DULL
/* one pass of bubble sort by (key, val) without a branch: the larger of
   each neighbouring pair carried on (a group of two is then in order);
   one 128-bit compare where the compiler has the type, else 64-bit
   compares and selects (MSVC, and the FASTCHECK_NO_INT128 build) */
static inline void fc_bubble(FcLineEntry* a, size_t n) {
    if (n < 2) return;
#if defined(__SIZEOF_INT128__) && !defined(FASTCHECK_NO_INT128)
    typedef unsigned __int128 u128;
    u128 c = ((u128) a[0].key << 64) | a[0].val;
    for (size_t i = 1; i < n; i++) {
        u128 x = ((u128) a[i].key << 64) | a[i].val;
        bool lt = x < c;
        u128 lo = lt ? x : c;
        c = lt ? c : x;
        a[i - 1].key = (uint64_t) (lo >> 64);
        a[i - 1].val = (uint64_t) lo;
    }
    a[n - 1].key = (uint64_t) (c >> 64);
    a[n - 1].val = (uint64_t) c;
#else
    uint64_t ck = a[0].key, cv = a[0].val;
    for (size_t i = 1; i < n; i++) {
        uint64_t xk = a[i].key, xv = a[i].val;
        bool lt = (xk < ck) | ((xk == ck) & (xv < cv));
        a[i - 1].key = lt ? xk : ck;
        a[i - 1].val = lt ? xv : cv;
        ck = lt ? ck : xk;
        cv = lt ? cv : xv;
    }
    a[n - 1].key = ck;
    a[n - 1].val = cv;
#endif
}
/* the same for packed 8-byte entries (the count engine's small boards) */
static inline void fc_bubble(uint64_t* a, size_t n) {
    if (n < 2) return;
    uint64_t c = a[0];
    for (size_t i = 1; i < n; i++) {
        uint64_t x = a[i];
        a[i - 1] = x < c ? x : c;
        c = x < c ? c : x;
    }
    a[n - 1] = c;
}
/* insertion sort of either kind of entry (FcLineLess) */
template <class T> static inline void fc_insertion(T* a, size_t n) {
    for (size_t i = 1; i < n; i++) {
        T e = a[i];
        size_t j = i;
        while (j > 0 && FcLineLess()(e, a[j - 1])) { a[j] = a[j - 1]; j--; }
        a[j] = e;
    }
}
/* sort a group or a bucket: insertion sort up to 16 entries, else std::sort */
template <class T> static inline void fc_sort_group(T* a, size_t n) {
    if (n > 16) { std::sort(a, a + n, FcLineLess()); return; }
    fc_insertion(a, n);
}
/* packed entries (boards of side n < FC_SMALL_N): a line key's hash,
   (key + n) * FC_SMALL_MUL modulo 2^FC_SMALL_BITS, one to one */
#define FC_SMALL_N ((int64_t) 1 << 26)
#define FC_SMALL_BITS 28
#define FC_SMALL_MASK (((uint64_t) 1 << 28) - 1)
#define FC_SMALL_MUL 0x9E3779B1ULL
#define FC_LOW32 0xFFFFFFFFULL

#endif /* FC_COUNT_LINES_H */
