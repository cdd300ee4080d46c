# What _table lends the other modules: the installed kinds table (a row a
# kind, include/fc_kinds.h) and what follows from it, the list of the
# longer leaps its rows make.  Every module of the core reads these through
# _kinds.pxd and _rules.pxd; _table.pyx installs them (install_table).

from libc.stdint cimport uint32_t, uint64_t

cdef extern from "fc_kinds.h":
    ctypedef struct fc_kind:
        uint64_t leaps
        unsigned char steps
        unsigned char slides
        uint32_t rides
        unsigned char pawn
        unsigned char royal
    enum:
        KIND_ROOM "FC_KIND_ROOM"     # room for a table indexed by kind, 0 included
        MAX_REACH "FC_MAX_REACH"     # the longest leap: |dx|, |dy| at most this
        LEAP_BOX "FC_LEAP_BOX"       # the side of the square of offsets the leaps lie in
        MAX_LEAPS "FC_MAX_LEAPS"     # room for the installed leaps

# the rows: kind k's at KINDS[k], for 1 <= k <= NKINDS (the rest are 0)
cdef fc_kind KINDS[KIND_ROOM]
cdef int NKINDS
# the installed leaps (longer than a step): leap j is (LEAP_X[j], LEAP_Y[j]),
# j < NLEAPS (clockwise from the +y axis); LEAP_OF gives j from an offset
# (|dx|, |dy| <= MAX_REACH) at (dy + MAX_REACH) * LEAP_BOX + dx + MAX_REACH,
# -1 where no row leaps
cdef int NLEAPS
cdef int LEAP_X[MAX_LEAPS]
cdef int LEAP_Y[MAX_LEAPS]
cdef signed char LEAP_OF[LEAP_BOX * LEAP_BOX]
# the farthest any row's step or leap reaches (max |dx|, |dy|; 0 for
# none), and the royal row's
cdef int LEAP_REACH
cdef int ROYAL_REACH
# the pass engine and the family-pass counter serve this table (pass_shape:
# mirrored leaps and steps, none along a line its row slides along, a
# royal piece that only steps, no far rider, no double step); another
# table is answered by the indexed engine
cdef bint PASS_SHAPE
# the far directions (d >= 8, fc_geometry.h) some row rides along, bit d,
# and their line families, bit f: 0 for a table of the classic riders only
cdef uint32_t FAR_DIRS
cdef uint32_t FAR_FAMILIES
# the pawn's double step from its start row in formats A and B (a variant's
# rule; Ostap's chess has it whatever the table)
cdef bint DOUBLE_STEP
