/* fastcheck: the kinds table, what each piece kind does, one row a kind.
 *
 * The engines read these rows and never ask "is it a knight?": a piece
 * leaps (one step along a direction, or a knight's jump), slides along
 * directions, moves as a pawn or is royal, as its row says, and a kind
 * added here is a row and its letter (fastcheck/kinds.py).
 *
 * Directions d (0..7) are the core's: orthogonal d < 4, diagonal d >= 4,
 * d ^ 1 the opposite of d (FC_DX/FC_DY in fc_geometry.h).  Jumps j (0..7)
 * are the knight's offsets (FC_NX/FC_NY), jump j ^ 4 the opposite of j.
 * Every set of steps, jumps and slides is symmetric (a bit and its
 * opposite's together), so that "does the piece at offset -v reach me?"
 * and "does it move by v?" are one question; _kinds.pxd checks this when
 * the core loads.
 */
#ifndef FC_KINDS_H
#define FC_KINDS_H

typedef struct {
    unsigned char steps;   /* bit d: one step in direction d (a king's) */
    unsigned char jumps;   /* bit j: a knight's jump j */
    unsigned char slides;  /* bit d: any distance along direction d, up to the nearest piece */
    unsigned char pawn;    /* a pawn: one step forward onto an empty square, one diagonally
                              forward onto an enemy; a double step where the rule set allows */
    unsigned char royal;   /* a king: it must not be left attacked, and it is what check is about */
} fc_kind;

/* kind numbers as in python-chess and Timus 1380 (pawn 1 ... king 6), then
 * the fairy pieces, each a bishop, rook or queen that also jumps as a knight
 * (archbishop 7, chancellor 8, amazon 9); row 0 is no piece (a captured
 * piece's slot on the Ostap board) */
#define FC_NKINDS 9
/* room for a table indexed by kind, kind 0 included */
#define FC_KIND_ROOM 16
#if FC_KIND_ROOM < FC_NKINDS + 1
#error "FC_KIND_ROOM must hold every kind and the empty slot"
#endif

static const fc_kind FC_KINDS[FC_NKINDS + 1] = {
    /*            steps jumps slides pawn royal */
    /* none   */ {0x00, 0x00, 0x00,  0,   0},
    /* pawn   */ {0x00, 0x00, 0x00,  1,   0},
    /* knight */ {0x00, 0xFF, 0x00,  0,   0},
    /* bishop */ {0x00, 0x00, 0xF0,  0,   0},
    /* rook   */ {0x00, 0x00, 0x0F,  0,   0},
    /* queen  */ {0x00, 0x00, 0xFF,  0,   0},
    /* king   */ {0xFF, 0x00, 0x00,  0,   1},
    /* archbishop */ {0x00, 0xFF, 0xF0, 0, 0},
    /* chancellor */ {0x00, 0xFF, 0x0F, 0, 0},
    /* amazon     */ {0x00, 0xFF, 0xFF, 0, 0},
};

#endif
