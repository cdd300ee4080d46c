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
} fc_view_codes;

static inline fc_view_codes* fc_views_here(void) {
    static fc_view_codes codes;   /* one a compiled module */
    return &codes;
}

#define FC_RAY_CODE (fc_views_here()->ray_code)
#define FC_LEAP_CODE (fc_views_here()->leap_code)
#define FC_RAY_DIST (fc_views_here()->ray_dist)
#define FC_KIND_FAMILIES (fc_views_here()->families)

#endif /* FC_VIEWS_H */
