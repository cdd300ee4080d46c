/* fastcheck: the 8 directions (step, line family, sign).  The leaps are
 * the installed kinds table's (_table.pyx), not constants.
 *
 * Included by the Cython core (cdef extern from "fc_geometry.h"); the tests
 * compile it on its own with warnings as errors (tests/test_headers.py). */
#ifndef FC_GEOMETRY_H
#define FC_GEOMETRY_H

#include <stddef.h>
#include <stdint.h>

static const int FC_DX[8] = {1, -1, 0, 0, 1, -1, 1, -1};
static const int FC_DY[8] = {0, 0, 1, -1, 1, -1, -1, 1};
/* ROW, ROW, COL, COL, DIAG, DIAG, ANTI, ANTI: check_rules_tables holds them to the enum */
static const int FC_DIR_LINE[8] = {0, 0, 1, 1, 2, 2, 3, 3};
static const int FC_DSIGN[8] = {1, -1, 1, -1, 1, -1, 1, -1};
/* the direction d whose step is (sx, sy), each of -1, 0, 1, at
 * [(sy + 1) * 3 + sx + 1]; -1 for (0, 0) */
static const int FC_DIR_OF_STEP[9] = {5, 3, 6, 1, -1, 0, 7, 2, 4};

#endif /* FC_GEOMETRY_H */
