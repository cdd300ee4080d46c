# The kinds table's rows (_table.pxd, include/fc_kinds.h), asked through
# the helpers below: what a piece of kind k does.  The engines read a
# piece's moves and attacks here and in _rules.pxd, which combines a row
# with a direction or an offset; no module of the core compares a kind
# against a named kind, and the table is whatever was installed.  A .pxd
# of inline helpers only: it compiles into each module that cimports it
# and is never imported at run time.

from libc.stdint cimport uint64_t

from fastcheck._table cimport KIND_ROOM, KINDS, NKINDS, fc_kind


cdef inline bint is_kind(int k) noexcept nogil:
    """Is ``k`` the number of an installed kind (not 0, the empty slot)?"""
    return 1 <= k <= NKINDS


cdef inline bint is_royal(int k) noexcept nogil:
    """Is a piece of kind ``k`` the royal piece (the piece check is about)?"""
    return KINDS[k].royal != 0


cdef inline bint is_pawn(int k) noexcept nogil:
    """Does a piece of kind ``k`` move as a pawn?"""
    return KINDS[k].pawn != 0


cdef inline bint is_slider(int k) noexcept nogil:
    """Does a piece of kind ``k`` slide (ride) in any direction?"""
    return KINDS[k].slides != 0 or KINDS[k].rides != 0


cdef inline bint steps_at_all(int k) noexcept nogil:
    """Does a piece of kind ``k`` make any step (a leap of one square)?"""
    return KINDS[k].steps != 0


cdef inline bint leaps_at_all(int k) noexcept nogil:
    """Does a piece of kind ``k`` make any leap longer than a step?"""
    return KINDS[k].leaps != 0


cdef inline bint slides_along(int k, int d) noexcept nogil:
    """Does a piece of kind ``k`` slide in direction d?"""
    return (KINDS[k].slides >> d) & 1


cdef inline bint rides_along(int k, int d) noexcept nogil:
    """Does a piece of kind ``k`` ride along direction d, any of the
    MAX_DIRS (a far one, d >= 8, too)?"""
    if d < 8:
        return (KINDS[k].slides >> d) & 1
    return (KINDS[k].rides >> d) & 1


cdef inline bint steps_along(int k, int d) noexcept nogil:
    """Does a piece of kind ``k`` step one square in direction d?"""
    return (KINDS[k].steps >> d) & 1


cdef inline bint leaps_by(int k, int j) noexcept nogil:
    """Does a piece of kind ``k`` make the installed leap j?"""
    return (KINDS[k].leaps >> j) & 1


cdef inline uint64_t leap_set(int k) noexcept nogil:
    """The longer leaps of kind ``k``, bit j for the installed leap j."""
    return KINDS[k].leaps


cdef inline int slide_set(int k) noexcept nogil:
    """The classic directions kind ``k`` slides along, bit d for direction d."""
    return KINDS[k].slides


cdef inline int step_set(int k) noexcept nogil:
    """The steps of kind ``k``, bit d for direction d."""
    return KINDS[k].steps


cdef inline bint slides_on_line(int k, int f) noexcept nogil:
    """Does a piece of kind ``k`` slide along the lines of family f (its
    directions 2f and 2f + 1)?"""
    return (KINDS[k].slides >> (2 * f)) & 1


cdef inline int line_families(int k) noexcept nogil:
    """The line families a piece of kind ``k`` slides along, bit f for
    family f (slides_on_line of each: the even bits of its slides)."""
    cdef int t = KINDS[k].slides & 0x55
    t = (t | (t >> 1)) & 0x33
    return (t | (t >> 2)) & 0x0F


cdef inline bint steps_or_leaps(int k) noexcept nogil:
    """Does a piece of kind ``k`` move by a fixed offset (a step, a leap or a
    pawn's move), as opposed to only sliding?"""
    return (KINDS[k].steps | KINDS[k].leaps | KINDS[k].pawn) != 0
