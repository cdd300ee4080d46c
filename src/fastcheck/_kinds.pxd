# The kinds table (include/fc_kinds.h): what each piece kind does, asked
# through the helpers below.  Every engine of the core reads a piece's
# moves and attacks here; no other module of the core compares a kind
# against a named kind.  A .pxd of inline helpers and C data only: it
# compiles into each module that cimports it and is never imported at run
# time.

cdef extern from "fc_kinds.h":
    ctypedef struct fc_kind:
        unsigned char steps
        unsigned char jumps
        unsigned char slides
        unsigned char pawn
        unsigned char royal
    enum:
        NKINDS "FC_NKINDS"           # the kinds are 1..NKINDS
        KIND_ROOM "FC_KIND_ROOM"     # room for a table indexed by kind, 0 included
    const fc_kind KINDS "FC_KINDS"[]


cdef inline bint is_kind(int k) noexcept nogil:
    """Is ``k`` the number of a kind (not 0, the empty slot)?"""
    return 1 <= k <= NKINDS


cdef inline bint is_royal(int k) noexcept nogil:
    """Is a piece of kind ``k`` a king (the piece check is about)?"""
    return KINDS[k].royal != 0


cdef inline bint is_pawn(int k) noexcept nogil:
    """Does a piece of kind ``k`` move as a pawn?"""
    return KINDS[k].pawn != 0


cdef inline bint is_slider(int k) noexcept nogil:
    """Does a piece of kind ``k`` slide in any direction?"""
    return KINDS[k].slides != 0


cdef inline bint steps_at_all(int k) noexcept nogil:
    """Does a piece of kind ``k`` make any step (a king's)?"""
    return KINDS[k].steps != 0


cdef inline bint jumps_at_all(int k) noexcept nogil:
    """Does a piece of kind ``k`` make any knight's jump?"""
    return KINDS[k].jumps != 0


cdef inline bint slides_along(int k, int d) noexcept nogil:
    """Does a piece of kind ``k`` slide in direction d?"""
    return (KINDS[k].slides >> d) & 1


cdef inline bint steps_along(int k, int d) noexcept nogil:
    """Does a piece of kind ``k`` step one square in direction d (a king's step)?"""
    return (KINDS[k].steps >> d) & 1


cdef inline bint jumps_by(int k, int j) noexcept nogil:
    """Does a piece of kind ``k`` make the knight's jump j?"""
    return (KINDS[k].jumps >> j) & 1


cdef inline int jump_set(int k) noexcept nogil:
    """The knight's jumps of kind ``k``, bit j for jump j."""
    return KINDS[k].jumps


cdef inline int step_set(int k) noexcept nogil:
    """The steps of kind ``k`` (a king's), bit d for direction d."""
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


cdef inline bint steps_or_jumps(int k) noexcept nogil:
    """Does a piece of kind ``k`` move by a fixed offset (a step, a jump or a
    pawn's move), as opposed to only sliding?"""
    return (KINDS[k].steps | KINDS[k].jumps | KINDS[k].pawn) != 0


cdef inline int kinds_table_fault() noexcept nogil:
    """The first kind whose row is not symmetric (a step, jump or slide
    without its opposite; the engines ask "does the piece at offset -v
    reach this square?" as "does it move by v?"), or a pawn or royal kind
    that also slides or jumps (the engines' king and pawn rules are their
    own), or one with some of the knight's jumps but not all, or one whose
    line_families disagree with slides_on_line; 0 when every row is sound."""
    cdef int k, d
    cdef fc_kind r
    for k in range(NKINDS + 1):
        r = KINDS[k]
        for d in range(8):
            if ((r.steps >> d) & 1) != ((r.steps >> (d ^ 1)) & 1):
                return k
            if ((r.slides >> d) & 1) != ((r.slides >> (d ^ 1)) & 1):
                return k
            if ((r.jumps >> d) & 1) != ((r.jumps >> (d ^ 4)) & 1):
                return k
        if (r.pawn or r.royal) and (r.slides or r.jumps or (r.pawn and r.steps)):
            return k
        if r.jumps != 0 and r.jumps != 0xFF:
            return k      # the count engine's queries stand for all eight jumps
        if r.steps and not r.royal:
            return k      # only a king's steps are judged (its own safety rules)
        for d in range(4):
            if ((line_families(k) >> d) & 1) != slides_on_line(k, d):
                return k      # (line_families' bit tricks read the row as slides_on_line does)
    return 0
