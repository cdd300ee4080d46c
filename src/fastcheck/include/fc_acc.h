/* fastcheck: the 128-bit move-count accumulator (two 64-bit words without
 * __int128).
 *
 * Included by the Cython core (cdef extern from "fc_acc.h"); the tests
 * compile it on its own with warnings as errors (tests/test_headers.py). */
#ifndef FC_ACC_H
#define FC_ACC_H

#include <stddef.h>
#include <stdint.h>

#if defined(__SIZEOF_INT128__) && !defined(FASTCHECK_NO_INT128)
typedef struct { unsigned __int128 v; } FcAcc;
static inline void fc_acc_zero(FcAcc* a) { a->v = 0; }
static inline void fc_acc_add(FcAcc* a, uint64_t x) { a->v += x; }
static inline uint64_t fc_acc_hi(const FcAcc* a) { return (uint64_t)(a->v >> 64); }
static inline uint64_t fc_acc_lo(const FcAcc* a) { return (uint64_t)a->v; }
#define FC_ACC_INT128 1
#else
typedef struct { uint64_t hi, lo; } FcAcc;
static inline void fc_acc_zero(FcAcc* a) { a->hi = 0; a->lo = 0; }
static inline void fc_acc_add(FcAcc* a, uint64_t x) { a->lo += x; a->hi += (a->lo < x); }
static inline uint64_t fc_acc_hi(const FcAcc* a) { return a->hi; }
static inline uint64_t fc_acc_lo(const FcAcc* a) { return a->lo; }
#define FC_ACC_INT128 0
#endif

#endif /* FC_ACC_H */
