/* fastcheck: large scratch buffers (huge pages where the system has them).
 *
 * Included by the Cython core (cdef extern from "fc_alloc.h"); the tests
 * compile it on its own with warnings as errors (tests/test_headers.py). */
#ifndef FC_ALLOC_H
#define FC_ALLOC_H

#include <stddef.h>
#include <stdint.h>

#include <stdlib.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif
/* A large scratch buffer.  On Linux it is aligned to 2 MB and advised
   to be backed by transparent huge pages where the system allows it:
   a fresh buffer of tens of MB otherwise costs a page fault per 4 kB
   on first touch, as much time as the work done in it.  free() it. */
static void* fc_big_alloc(size_t size) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    const size_t huge = (size_t) 2 << 20;
    if (size >= 2 * huge) {
        void* p = NULL;
        size = (size + huge - 1) & ~(huge - 1);
        if (posix_memalign(&p, huge, size) != 0)
            return NULL;
        madvise(p, size, MADV_HUGEPAGE);
        return p;
    }
#endif
    return malloc(size);
}

#endif /* FC_ALLOC_H */
