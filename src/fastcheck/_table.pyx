# cython: language_level=3
"""The installed kinds table: what each piece kind does, one row a kind,
handed to the core at run time (``install_table``) and read by every
engine (_kinds.pxd, _rules.pxd).

A variant (fastcheck/variants.py) makes the rows from its pieces' Betza
notation; the table of the built-in variants is installed when the core
loads.  ``table_fault`` accepts exactly the rows every engine answers
right, and says of any other what is not supported: nothing is ever
answered with a row an engine cannot read.  The leaps longer than a step
are numbered here, once for the whole table, so that an engine's loop over
"the leaps" runs over the installed ones only: the classic table's are the
knight's eight."""

import math

from libc.string cimport memset

from libc.stdint cimport uint32_t

cdef extern from "fc_geometry.h":
    enum:
        MAX_DIRS "FC_MAX_DIRS"
    const int RX "FC_RX"[32]
    const int RY "FC_RY"[32]
    const int RFAMILY "FC_RFAMILY"[32]

#: every module's copy of the installed table (register_copy)
cdef fc_table* COPIES[64]
cdef int NCOPIES = 0

#: functions called after each install: the derived tables of the modules
#: that keep some (the pass engine's ray codes, the counter's roles)
_AFTER_INSTALL = []
#: the rows installed now, as install_table took them
_installed = None


cdef int step_dir(int dx, int dy, int dirs=8):
    """The direction d (below ``dirs``: the 8 steps, or MAX_DIRS, every
    ride) whose step is (dx, dy), or -1."""
    cdef int d
    for d in range(dirs):
        if RX[d] == dx and RY[d] == dy:
            return d
    return -1


def _offsets(value, what, int k):
    """The (dx, dy) pairs of ``value`` as a sorted tuple of int pairs."""
    try:
        out = sorted({(int(a), int(b)) for a, b in value})
    except (TypeError, ValueError):
        raise TypeError(f"kind {k}: {what} must be (dx, dy) pairs of ints") from None
    return tuple(out)


def table_fault(rows):
    """Why the engines cannot answer ``rows`` (a sequence of ``(leaps, rides,
    pawn, royal)``, kind 1 first: leaps and rides as (dx, dy) pairs), or
    None when they all can.  Supported: leaps of up to MAX_REACH squares
    each way, rides along any primitive step (a, b) with |a|, |b| <=
    MAX_REACH (a rook's, a bishop's, a nightrider's, ...), every set closed
    under negation, one royal kind (no rides, no pawn moves), pawns that
    move only as pawns."""
    cdef int k = 0
    royal_kinds = []
    if not 1 <= len(rows) <= KIND_ROOM - 1:
        return f"a variant has 1 to {KIND_ROOM - 1} kinds, not {len(rows)}"
    for row in rows:
        k += 1
        leaps, rides, pawn, royal = row
        leaps = _offsets(leaps, "leaps", k)
        rides = _offsets(rides, "rides", k)
        for dx, dy in leaps:
            if (dx, dy) == (0, 0) or max(abs(dx), abs(dy)) > MAX_REACH:
                return (f"kind {k}: a leap by ({dx}, {dy}) is not supported: leaps reach at most "
                        f"{MAX_REACH} squares each way")
            if (-dx, -dy) not in leaps:
                return f"kind {k}: its leap ({dx}, {dy}) comes without its opposite ({-dx}, {-dy})"
        for dx, dy in rides:
            if step_dir(dx, dy, MAX_DIRS) < 0:
                return (f"kind {k}: a ride along ({dx}, {dy}) is not supported: a ride's step is primitive "
                        f"(its coordinates have no common divisor) and at most {MAX_REACH} squares each way")
            if (-dx, -dy) not in rides:
                return f"kind {k}: its ride along ({dx}, {dy}) comes without the opposite direction"
        if pawn and (leaps or rides or royal):
            return f"kind {k}: a pawn moves as a pawn and no other way"
        if royal:
            royal_kinds.append(k)
            if rides:
                return f"kind {k}: a royal piece that rides is not supported (its moves are leaps and steps)"
    if len(royal_kinds) != 1:
        return f"a variant has one royal kind, not {len(royal_kinds)}"
    return None


def install_table(rows, bint double_step=False):
    """Install ``rows`` (as ``table_fault`` takes them) as the kinds table
    of every engine: kind k is ``rows[k - 1]``; ``double_step``: the pawn's
    double step in formats A and B.  A ValueError saying what is not
    supported when ``table_fault`` finds a fault (nothing is installed
    then)."""
    global NKINDS, NLEAPS, LEAP_REACH, ROYAL_REACH, PASS_SHAPE, DOUBLE_STEP, FAR_DIRS, FAR_FAMILIES, _installed
    cdef int k, d, j, dx, dy, i
    rows = tuple(rows)
    fault = table_fault(rows)
    if fault is not None:
        raise ValueError(fault)
    longer = set()
    for leaps, _rides, _pawn, _royal in rows:
        for dx, dy in leaps:
            if step_dir(dx, dy) < 0:
                longer.add((int(dx), int(dy)))
    # clockwise from the +y axis, the shorter first along one ray: the
    # knight's eight in the order its jumps always had (the order moves are
    # listed in, e.g. an Ostap game's)
    order = sorted(longer, key=lambda v: (math.atan2(v[0], v[1]) % (2 * math.pi), abs(v[0]) + abs(v[1])))
    memset(KINDS, 0, sizeof(KINDS))
    memset(LEAP_OF, -1, sizeof(LEAP_OF))
    NLEAPS = len(order)
    FAR_DIRS = 0
    FAR_FAMILIES = 0
    LEAP_REACH = 0
    ROYAL_REACH = 0
    for j, (dx, dy) in enumerate(order):
        LEAP_X[j] = dx
        LEAP_Y[j] = dy
        LEAP_OF[(dy + MAX_REACH) * LEAP_BOX + dx + MAX_REACH] = j
    for k, (leaps, rides, pawn, royal) in enumerate(rows, 1):
        for dx, dy in leaps:
            d = step_dir(dx, dy)
            if d >= 0:
                KINDS[k].steps |= 1 << d
            else:
                KINDS[k].leaps |= (<uint64_t> 1) << order.index((dx, dy))
            LEAP_REACH = max(LEAP_REACH, abs(dx), abs(dy))
            if royal:
                ROYAL_REACH = max(ROYAL_REACH, abs(dx), abs(dy))
        for dx, dy in rides:
            d = step_dir(dx, dy, MAX_DIRS)
            if d < 8:
                KINDS[k].slides |= 1 << d
            else:
                KINDS[k].rides |= (<uint32_t> 1) << d
                FAR_DIRS |= (<uint32_t> 1) << d
                FAR_FAMILIES |= (<uint32_t> 1) << RFAMILY[d]
        KINDS[k].pawn = bool(pawn)
        KINDS[k].royal = bool(royal)
    NKINDS = len(rows)
    DOUBLE_STEP = double_step
    PASS_SHAPE = pass_shape(rows) and not double_step
    _installed = rows
    for i in range(NCOPIES):
        COPIES[i][0] = fc_here()[0]
    for after in _AFTER_INSTALL:
        after()


cdef bint pass_shape(tuple rows):
    """Do the pass engine and the family-pass counter serve the installed
    rows (PASS_SHAPE, _table.pxd)?  When every row's steps and leaps are their own mirror
    images ((-dx, dy) with (dx, dy): the counter's row queries look both
    ways along a row), no row leaps along a line it rides along (a leap its
    ride may cover: neither engine knows whether the way is clear), and the
    royal piece only steps (the engines look at its 8 step squares); the
    caller asks for no double step besides."""
    for leaps, rides, _pawn, royal in rows:
        offsets = set(leaps)
        for dx, dy in offsets:
            if (-dx, dy) not in offsets:
                return False
            if max(abs(dx), abs(dy)) > 1 and (royal or any(
                    dx * b == dy * a and dx * a + dy * b > 0 for a, b in rides)):
                return False
    return True


cdef void register_copy(fc_table* copy) noexcept:
    """Keep ``copy`` (a module's own, fc_here) equal to the installed table,
    from now on."""
    global NCOPIES
    copy[0] = fc_here()[0]
    if NCOPIES < 64:
        COPIES[NCOPIES] = copy
        NCOPIES += 1


def installed_rows():
    """The rows installed now, as ``install_table`` took them."""
    return _installed


def pass_engines_serve():
    """Do the pass engine and the family-pass counter answer the installed
    table (PASS_SHAPE), or do the line indexes answer for them?"""
    return bool(PASS_SHAPE)


def kind_count():
    """How many kinds the installed table has (kinds 1..kind_count())."""
    return NKINDS


def after_install(fn):
    """Call ``fn()`` now and after every install (a module's derived tables)."""
    _AFTER_INSTALL.append(fn)
    fn()


def _install_default():
    from fastcheck.variants import DEFAULT_ROWS
    install_table(DEFAULT_ROWS)


_install_default()
