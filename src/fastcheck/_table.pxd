# What _table lends the other modules: the installed kinds table (a row a
# kind, include/fc_kinds.h) and what follows from it, the list of the
# longer leaps its rows make.  Every module of the core reads these through
# _kinds.pxd and _rules.pxd, from a copy of its own: a module registers its
# copy when it loads (``register_copy(fc_here())``), and _table.pyx, which
# installs the table (install_table), keeps every copy equal to it.

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

    ctypedef struct fc_table:
        pass
    fc_table* fc_here() nogil      # this module's copy of the installed table
    # its fields, read (and in _table written) by name:
    # the rows: kind k's at KINDS[k], for 1 <= k <= NKINDS (the rest are 0)
    fc_kind KINDS "FC_T_KINDS"[KIND_ROOM]
    int NKINDS "FC_T_NKINDS"
    # the installed leaps (longer than a step): leap j is (LEAP_X[j],
    # LEAP_Y[j]), j < NLEAPS (clockwise from the +y axis); LEAP_OF gives j
    # from an offset (|dx|, |dy| <= MAX_REACH) at (dy + MAX_REACH) *
    # LEAP_BOX + dx + MAX_REACH, -1 where no row leaps
    int NLEAPS "FC_T_NLEAPS"
    int LEAP_X "FC_T_LEAP_X"[MAX_LEAPS]
    int LEAP_Y "FC_T_LEAP_Y"[MAX_LEAPS]
    signed char LEAP_OF "FC_T_LEAP_OF"[LEAP_BOX * LEAP_BOX]
    # the farthest any row's step or leap reaches (max |dx|, |dy|; 0 for
    # none), and the royal row's
    int LEAP_REACH "FC_T_LEAP_REACH"
    int ROYAL_REACH "FC_T_ROYAL_REACH"
    # the pass engine and the family-pass counter serve this table
    # (pass_shape: mirrored leaps and steps, none along a line its row
    # rides along, a royal piece that only steps, no double step); another
    # table is answered by the indexed engine
    bint PASS_SHAPE "FC_T_PASS_SHAPE"
    # the pawn's double step from its start row in formats A and B (a
    # variant's rule; Ostap's chess has it whatever the table)
    bint DOUBLE_STEP "FC_T_DOUBLE_STEP"
    # the far directions (d >= 8, fc_geometry.h) some row rides along, bit
    # d, and their line families, bit f: 0 for a table of the classic
    # riders only
    uint32_t FAR_DIRS "FC_T_FAR_DIRS"
    uint32_t FAR_FAMILIES "FC_T_FAR_FAMILIES"


cdef void register_copy(fc_table* copy) noexcept
