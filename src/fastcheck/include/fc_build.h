/* fastcheck: the build mode (FASTCHECK_DEBUG) and the largest board side.
 *
 * Included by the Cython core (cdef extern from "fc_build.h"); the tests
 * compile it on its own with warnings as errors (tests/test_headers.py). */
#ifndef FC_BUILD_H
#define FC_BUILD_H

#include <stddef.h>
#include <stdint.h>

#ifndef FASTCHECK_DEBUG
#define FASTCHECK_DEBUG 0
#endif

#define FC_MAX_N 1000000000000000000LL

#endif /* FC_BUILD_H */
