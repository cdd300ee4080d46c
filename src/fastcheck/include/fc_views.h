/* fastcheck: the look-up tables a view of a square (_views.pxd) classifies
 * a near piece by.
 *
 * A piece at (dx, dy) from the viewed square with |dx|, |dy| <= FC_NEAR is
 * classified by a look-up at (dy + FC_NEAR) * FC_NEAR_SIDE + dx + FC_NEAR
 * instead of a chain of unpredictable tests (on small boards every piece is
 * near): the ray it lies on and its steps along it, the installed leap it
 * stands at, or both.  The tables follow from the installed leaps, so each
 * compiled module that enters pieces in views keeps a copy of its own
 * (fc_views_here: a fixed address, no pointer to follow in the passes),
 * which it fills after every install (fill_view_codes of _views.pxd).
 */
#ifndef FC_VIEWS_H
#define FC_VIEWS_H

#include "fc_kinds.h"

/* |dx|, |dy| up to this: classified by the tables */
#define FC_NEAR 7
#define FC_NEAR_SIDE (2 * FC_NEAR + 1)

typedef struct {
    signed char ray_code[FC_NEAR_SIDE * FC_NEAR_SIDE];   /* the direction, a leap, both, none or here */
    signed char leap_code[FC_NEAR_SIDE * FC_NEAR_SIDE];  /* the installed leap j, -1 for none */
    signed char ray_dist[FC_NEAR_SIDE * FC_NEAR_SIDE];   /* the steps along the ray: max(|dx|, |dy|) */
    int families[FC_KIND_ROOM];   /* the line families kind k rides along, classic and far: bit f for family f */
    /* the slopes of the installed far families, (A, |B|) a slope: a piece
     * at (dx, dy) is on a far line when |dx| * |B| == |dy| * A for one of
     * them, that of family slope_family[i][dx * dy > 0] (-1: none) */
    int nslopes;
    int slope_a[6];
    int slope_b[6];
    int slope_family[6][2];
    int far_reach[16];            /* a far family f's A + |B|: its key's change over a step */
} fc_view_codes;

static inline fc_view_codes* fc_views_here(void) {
    static fc_view_codes codes;   /* one a compiled module */
    return &codes;
}

#define FC_RAY_CODE (fc_views_here()->ray_code)
#define FC_LEAP_CODE (fc_views_here()->leap_code)
#define FC_RAY_DIST (fc_views_here()->ray_dist)
#define FC_KIND_FAMILIES (fc_views_here()->families)
#define FC_NSLOPES (fc_views_here()->nslopes)
#define FC_SLOPE_A (fc_views_here()->slope_a)
#define FC_SLOPE_B (fc_views_here()->slope_b)
#define FC_SLOPE_FAMILY (fc_views_here()->slope_family)
#define FC_FAR_REACH (fc_views_here()->far_reach)

#endif /* FC_VIEWS_H */
