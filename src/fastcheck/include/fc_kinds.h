/* fastcheck: a row of the kinds table, what one piece kind does.
 *
 * The table itself is installed at run time (_table.pyx: a variant's rows,
 * read from Betza notation by fastcheck/variants.py) and the engines read
 * its rows (_kinds.pxd), never a piece's name.  A row says:
 *
 * - steps: bit d, a leap of one square in direction d (0..7, FC_DX/FC_DY
 *   of fc_geometry.h: orthogonal d < 4, diagonal d >= 4, d ^ 1 the
 *   opposite): the king's, the wazir's and the ferz's leaps;
 * - leaps: bit j, the installed leap j (_table's LEAP_X/LEAP_Y: every
 *   longer leap some row of the table makes);
 * - slides: bit d, any distance along direction d, up to the nearest piece;
 * - rides: bit d, the same along a far direction d (d >= 8, FC_RX/FC_RY of
 *   fc_geometry.h: a nightrider's (1, 2), ...);
 * - pawn: a pawn's moves (one step forward onto an empty square, one
 *   diagonally forward onto an enemy, a double step where the rule set
 *   allows), and nothing else;
 * - royal: the piece check is about; it moves by its steps and leaps.
 *
 * Every set is symmetric (a move and its opposite together), so "does the
 * piece at offset -v reach this square?" and "does it move by v?" are one
 * question; _table.pyx refuses a row that is not, and any row an engine
 * cannot answer.
 */
#ifndef FC_KINDS_H
#define FC_KINDS_H

#include <stdint.h>

typedef struct {
    uint64_t leaps;        /* bit j: the installed leap j (longer than a step) */
    unsigned char steps;   /* bit d: one square in direction d */
    unsigned char slides;  /* bit d: any distance along direction d, up to the nearest piece */
    uint32_t rides;        /* bit d (d >= 8): the same along the far direction d */
    unsigned char pawn;    /* a pawn */
    unsigned char royal;   /* the king: it must not be left attacked */
} fc_kind;

/* room for a table indexed by kind, kind 0 (no piece: a captured piece's
 * slot on the Ostap board) included: at most FC_KIND_ROOM - 1 kinds */
#define FC_KIND_ROOM 32
/* the longest leap a row may make, |dx| and |dy| at most this (Betza's
 * atoms up to the tripper (3, 3)) */
#define FC_MAX_REACH 3
/* the offsets of the square (2 * reach + 1 a side) the leaps lie in */
#define FC_LEAP_BOX (2 * FC_MAX_REACH + 1)
/* the longer leaps there are in that square: all of it but its centre and
 * the 8 steps */
#define FC_MAX_LEAPS (FC_LEAP_BOX * FC_LEAP_BOX - 9)

/* the installed table: its rows (kind k's at kinds[k], 1 <= k <= nkinds)
 * and what follows from them (_table.pxd says what each field holds).
 * Each compiled module reads a copy of its own (fc_here: a fixed address,
 * no pointer to follow in the engines' loops), which _table keeps equal
 * to the one installed (register_copy). */
typedef struct {
    fc_kind kinds[FC_KIND_ROOM];
    int nkinds;
    int nleaps;
    int leap_x[FC_MAX_LEAPS];
    int leap_y[FC_MAX_LEAPS];
    signed char leap_of[FC_LEAP_BOX * FC_LEAP_BOX];
    int leap_reach;
    int royal_reach;
    int pass_shape;
    int double_step;
    uint32_t far_dirs;
    uint32_t far_families;
} fc_table;

static inline fc_table* fc_here(void) {
    static fc_table table;   /* one a compiled module */
    return &table;
}

#define FC_T_KINDS (fc_here()->kinds)
#define FC_T_NKINDS (fc_here()->nkinds)
#define FC_T_NLEAPS (fc_here()->nleaps)
#define FC_T_LEAP_X (fc_here()->leap_x)
#define FC_T_LEAP_Y (fc_here()->leap_y)
#define FC_T_LEAP_OF (fc_here()->leap_of)
#define FC_T_LEAP_REACH (fc_here()->leap_reach)
#define FC_T_ROYAL_REACH (fc_here()->royal_reach)
#define FC_T_PASS_SHAPE (fc_here()->pass_shape)
#define FC_T_DOUBLE_STEP (fc_here()->double_step)
#define FC_T_FAR_DIRS (fc_here()->far_dirs)
#define FC_T_FAR_FAMILIES (fc_here()->far_families)

#endif
