/* fastcheck: sorting move runs for the tables of the Python API.
 *
 * Included by the Cython core (cdef extern from "fc_runs.h"); the tests
 * compile it on its own with warnings as errors (tests/test_headers.py). */
#ifndef FC_RUNS_H
#define FC_RUNS_H

#include <stddef.h>
#include <stdint.h>

#include <algorithm>
template <typename R>
static inline bool fc_run_less(const R& a, const R& b) {
    if (a.fx != b.fx) return a.fx < b.fx;
    if (a.fy != b.fy) return a.fy < b.fy;
    if (a.dx != b.dx) return a.dx < b.dx;
    if (a.dy != b.dy) return a.dy < b.dy;
    return a.first < b.first;
}
template <typename R>
static inline void fc_sort_runs(R* a, size_t n) { std::sort(a, a + n, fc_run_less<R>); }

#endif /* FC_RUNS_H */
