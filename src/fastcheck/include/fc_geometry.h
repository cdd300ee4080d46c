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

/* every direction a piece may ride along: the 8 above (d < 8), then the
 * far ones (d >= 8: a nightrider's (1, 2), a camel rider's (1, 3), a zebra
 * rider's (2, 3), ...), every primitive step (a, b) with |a|, |b| <= 3,
 * d ^ 1 the opposite of d.  Direction d lies on a line of family
 * FC_RFAMILY[d] (the 4 classic ones, then one a pair of far directions)
 * and runs to larger positions along it when FC_RSIGN[d] is 1. */
#define FC_MAX_DIRS 32
#define FC_MAX_FAMILIES 16
static const int FC_RX[FC_MAX_DIRS] = {1, -1, 0, 0, 1, -1, 1, -1, 1, -1, 1, -1, 2, -2, 2, -2, 1, -1, 1, -1, 3, -3, 3, -3, 2, -2, 2, -2, 3, -3, 3, -3};
static const int FC_RY[FC_MAX_DIRS] = {0, 0, 1, -1, 1, -1, -1, 1, 2, -2, -2, 2, 1, -1, -1, 1, 3, -3, -3, 3, 1, -1, -1, 1, 3, -3, -3, 3, 2, -2, -2, 2};
static const int FC_RFAMILY[FC_MAX_DIRS] = {0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13, 14, 14, 15, 15};
static const int FC_RSIGN[FC_MAX_DIRS] = {1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1};
/* a far family f's line through (x, y): key FC_FAM_B[f] * x - FC_FAM_A[f] * y,
 * position x (FC_FAM_A[f] > 0 squares a step); the classic families' are
 * _rules.pxd's key_of */
static const int FC_FAM_A[FC_MAX_FAMILIES] = {1, 0, 1, 1, 1, 1, 2, 2, 1, 1, 3, 3, 2, 2, 3, 3};
static const int FC_FAM_B[FC_MAX_FAMILIES] = {0, 1, 1, -1, 2, -2, 1, -1, 3, -3, 1, -1, 3, -3, 2, -2};

#endif /* FC_GEOMETRY_H */
