# cython: language_level=3
"""The family-pass counter: every valid move of both sides of a board asked
once (count_batch), in passes and without the line indexes.

**Which side's moves.**  A checked side's count is the pass engine's
(``evasions``, _passes), but for its blocks by sliders along the families
counted anyway for the other side: those sliders enter the families as
blockers (``plan_blocks``), each counted when its nearest piece towards
the check line lies beyond it (``blocker_moves``); its blocks by riders
along the far lines are ``far_rides``', on the lines it sorts anyway; and
``evasions`` is told to leave all those families out (on a board of far
riders, their blocks were most of its time: 28 ms of 52 on the riders
bench board).  An unchecked side's count is its
king's safe steps (``evasions`` as well: with no checker it counts only
those), its pinned pieces' moves along their pin lines (read off the
king's RayView, _views.pxd), and every other piece's moves, which depend
only on the nearest pieces beside it on its lines (``family_passes``;
along the far lines of a nightrider, a camel rider, ..., ``far_rides``).
The first pass, which finds the kings' views, also lists the leapers,
steppers and pawns (for their queries) and each side's sliders (for the
line filters).  The row family also finds two pieces on one square.  (The
counter serves the tables of the pass engine, PASS_SHAPE of _table.pxd.)

**The line families and their entries.**  The moves of the pieces along
one family of lines (rows, columns, diagonals, anti-diagonals):

* a slider: its free squares to the nearest piece (or the edge) in each of
  its directions along the family, plus that piece when it is an enemy;
* a leaper or a stepper: its targets, on the rows y+dy of its leaps and
  steps.  It enters each of those rows as a *query* at its own x, one a
  row and distance a (its targets at x-a and x+a: a row's leaps are their
  own mirror images), so the pieces on its targets are within a places of
  the query along the row.  A knight makes four: on the rows y-1, y+1 at
  distance 2, on the rows y-2, y+2 at distance 1 (fill_queries, from the
  kinds table);
* a blocker (a checked side's slider whose line crosses the check line,
  when the families run for the other side): its nearest piece towards the
  crossing square, beyond it or none, and it blocks there;
* a pawn: its step and its two captures, all three on the row ahead of
  it, which it enters as a query at its own x (the pieces at x-1, x, x+1).
  So the pawns, like the leapers, are counted on the rows alone, and the
  columns and diagonals carry only the lines of sliders.

Every piece (and query) of the family becomes a 16-byte entry (its line
key hashed one to one, ``line_hash``; position << 4 | role << 1 | colour),
or on a board of side below 2^26 an 8-byte word (a one-to-one 28-bit hash
of the key above bit 32), half the bytes to scatter and sort.  The key is
hashed once, where the entry is made.  Its hash groups the entries into
buckets that fit in L2 (_buckets.pxd, as the pass engine's ``slider_blocks``); on
the columns and diagonals a bit filter of the lines that hold a slider
leaves out the pieces that stand on none of them (a bit a line when the
lines are few, else a hashed one).  A pass over the pieces sizes the
buckets of every family that some piece moves along (and keeps the
entries of the filtered families), one or two write the entries.

**The queries on empty rows.**  On a board of many more rows than pieces
(SPARSE_ROWS) and of side SMALL_N or more, most queries stand on a row
that holds no piece.  Before the queries are made, the rows that hold one
are marked in a bit set (``mark_rows``: ``W.rows``, about ROWS_BITS bits a
piece, 512 kB at most, in L2), and a query on another row is counted
where it is made and never written (``piece_queries``): of the leapers
bench board's 983,549 queries 241,439 are kept, and the rows' entries are
1,241,439, not 1,983,549 (its queries' and families' phases 79.5 ->
65.9 ms, medians of 15 calls).

**Lone lines of the columns and diagonals.**  On such a board, most lines
of the filtered families that hold an entry hold one: a slider alone on
its line.  Before their buckets are sized, ``lone_lines`` leaves those out
of the staged entries (by two bit sets of their lines), a slider's moves
to both edges counted there: of the leapers bench board's 627,422 staged
column and diagonal entries it keeps 59,964 (families' phase 60.0 -> 53.5
ms, medians of 15 calls).

**A bucket's sort and scan.**  On a sparse board, a bucket of the rows
first leaves out what no line needs, by bit sets of its rows
(``lone_rows``): the pieces alone on a row that nothing else stands on,
and the queries on a row without a piece (those mark_rows' bits kept, or
all on a board below SMALL_N), counted there, and a slider alone on its
row, its n - 1 moves along it counted there too (most of a sparse board's
row entries: of the leapers bench board's 1,983,549, before mark_rows,
it kept 160,786).  ``bucket_lines`` sorts a bucket of either
form of entry (the fused ``LineEntry``): a counting sort on hash bits
below the bucket's into groups of about GROUP_ENTRIES entries (all of a
line's in one), branch-free bubble passes, then one insertion sort; a
crowded group is sorted on its own, a bucket over TMP_MAX entries where it
stands.  ``sorted_lines`` then reads the sorted entries in the same form
(the packed words are never unpacked but for a line key asked for) and
counts the moves of every entry with a role from its neighbours on its
line, each role in a loop of its own.  Every answer is a neighbour on the
line: O(p) memory traffic whatever n is, no full sort.

tests/test_count_engine.py holds the counts equal to the indexed engine's
(``side_runs``, Position.move_count) and to the brute-force reference.
Why the counter exists, measured (the median of 3 runs in process:
``_core.count_batch`` against ``StaticBoard(...)`` and ``move_count`` of
both sides on the same board, a shared 2-core machine): one board of 10^5
pieces at n = 10^6 33.5 ms against 57.7 ms, one of 2 * 10^5 at n = 10^18
80.2 ms against 167.7 ms: 1.7x to 2.1x.  (A board whose pieces stand in a
small window is counted over a mailbox instead: _mailbox.pxd.)"""

from libc.stdlib cimport calloc, free, malloc
from libc.string cimport memcpy, memset

from fastcheck._codes cimport BLACK, WHITE
from fastcheck._table cimport FAR_FAMILIES, LEAP_X, LEAP_Y, MAX_REACH, NLEAPS
from fastcheck._kinds cimport (
    KIND_ROOM, NKINDS, is_pawn, is_royal, is_slider, leaps_by, rides_along, slides_along, slides_on_line, steps_along)
from fastcheck._rules cimport (
    ANTI, COL, DIAG, DIR_LINE, DX, DY, FAM_A, MAX_ATTACKERS, MAX_PINNED, NLINES, ROW, RX, RY, abs64, far_key, key_of,
    lands, leaps_to, line_dir, line_keys, line_square, other_color, pawn_advances, pawn_forward, pawn_step,
    pinned_slider_squares, pos_of, slider_squares)
from fastcheck._views cimport (
    KIND_FAMILIES, CheckLine, RayView, block_families, check_line_of, crossing, crossing_any, fill_view_codes,
    rides_far, view_add, view_attackers, view_far, view_init, view_pins, view_rays)
from fastcheck._buckets cimport GOLDEN, MAX_BUCKET_BITS, bits_for, bucket_bits, counts_to_starts, fc_big_alloc
from fastcheck._passes cimport Scratch, evasions, has_duplicate
from fastcheck._moves cimport edge_dist, fc_acc_add, steps_of
from fastcheck._index cimport FcEntry, fc_sort, lower_bound
from fastcheck._mailbox cimport fc_low_bit
from fastcheck._table import after_install
from fastcheck._table cimport fc_here, register_copy

register_copy(fc_here())     # this module's copy of the installed kinds table


cdef extern from "fc_count_lines.h":
    # the sorts of a bucket's entries, either form (FcLineEntry or the
    # packed words of a small board), and the packed form's constants
    void fc_bubble(FcLineEntry* a, size_t n) nogil
    void fc_bubble(uint64_t* a, size_t n) nogil
    void fc_insertion(FcLineEntry* a, size_t n) nogil
    void fc_insertion(uint64_t* a, size_t n) nogil
    void fc_sort_group(FcLineEntry* a, size_t n) nogil
    void fc_sort_group(uint64_t* a, size_t n) nogil
    const int64_t SMALL_N "FC_SMALL_N"
    const int SMALL_BITS "FC_SMALL_BITS"
    const uint64_t SMALL_MASK "FC_SMALL_MASK"
    const uint64_t SMALL_MUL "FC_SMALL_MUL"
    const uint64_t LOW32 "FC_LOW32"
    const uint64_t GOLDEN_INV "FC_GOLDEN_INV"


cdef enum:
    # an entry's code (low CODE_BITS of val): role << 1 | colour
    CODE_BITS = 4
    CODE_MASK = 15
    ROLE_PIECE = 0          # a piece that only stands in the way on this line
    ROLE_SLIDER = 1         # a slider moving along this line
    ROLE_BLOCKER = 2        # a checked side's slider whose line crosses the check line (plan_blocks)
    # a leap's (or a step's) query on its target's row: the role ROLE_LEAP0 + a
    # looks a places each way (a knight's on the rows 1 away at +-2, on the rows
    # 2 away at +-1; a wazir's at 0 on the rows 1 away, at +-1 on its own)
    ROLE_LEAP0 = 3          # (the first query role)
    ROLE_LEAP3 = 6
    ROLE_PAWN = 7           # a pawn's query on the row ahead: its step at 0, captures at +-1
    MAX_QUERIES = 28        # the queries of a kind: a row (dy -3..3) and a distance (0..3) each
    COUNT_BUCKET_ENTRIES = 16384    # entries per bucket aimed at (a bucket and its groups stay in L2)
    GROUP_ENTRIES = 2           # entries per group of a bucket aimed at
    GROUP_MAX_BITS = 14         # at most 16384 groups a bucket
    GROUP_SORT_MAX = 16         # groups up to this many entries: one insertion sort of the bucket
    BUBBLE_PASSES = 2           # ... after this many bubble passes (fewer mispredicted branches in it)
    TMP_MAX = 1 << 15           # a bigger bucket (a few crowded lines) is sorted where it stands
    FILTER_MAX_BITS = 21        # a line filter: at most 2^21 bits (256 kB; three of them)
    LOCAL_MAX_BITS = 18         # lone_rows' bit sets: at most 2^18 bits (32 kB; three of them, in L2)
    LOCAL_BITS = 16             # ... about this many bits an entry of the bucket (few rows share a bit)
    LONE_MIN = 256              # lone_rows takes buckets of at least this many entries
    ROWS_MAX_BITS = 22          # mark_rows' bit set: at most 2^22 bits (512 kB; lone_lines' two as big)
    ROWS_BITS = 4               # ... about this many bits a piece (rows that share a bit keep their queries)
    LINES_BITS = 8              # lone_lines' two bit sets: about this many bits an entry (at most 2^ROWS_MAX_BITS)
    SPARSE_ROWS = 2             # ... on a board of at least this many rows a piece


cdef struct CountPlan:
    # what the family passes of one board need
    int64_t n
    bint wanted[2]                      # this colour's non-king moves are counted in the passes
    bint far                            # the board holds a far rider (rides_far)
    bint sparse_rows                    # most rows hold no piece (SPARSE_ROWS): lone_rows thins the rows' buckets
    int npins[2]
    int64_t pins[2][MAX_PINNED]         # pinned pieces: counted from the king's view instead
    const unsigned char* pinned         # pinned[i] bit 0: piece i is one of them; bit block_bit[f]: a blocker in f
    const int32_t* queriers[2]          # each colour's leapers, steppers and pawns
    Py_ssize_t nqueriers[2]
    const int32_t* sliders[2]           # each colour's sliders
    Py_ssize_t nsliders[2]
    Py_ssize_t nqueries                 # the queries of those whose moves are counted: W.queries[:nqueries]
    signed char role[NLINES][2][KIND_ROOM]      # role of a piece by family, colour and kind (FAMILY_ROLE)
    bint needed[NLINES]                 # the family has a piece with a role
    Py_ssize_t room[NLINES]             # at most this many entries in the family
    Py_ssize_t markers[NLINES]          # at most this many pieces with a role in it
    # the checked side's blocks by sliders, counted along the families in
    # block_mask (plan_blocks); evasions counts the rest
    CheckLine check                     # the check line of the side whose blocks these are
    int block_side                      # that side (-1: none)
    int block_mask                      # its families counted here (0: none)
    int far_blocks                      # the far ones of them, far_rides' (the rest, the classic ones: the passes')
    int block_bit[NLINES]               # the bit of W.pinned that marks a blocker in family f (0: none)
    const int32_t* blockers             # the blockers, each once
    Py_ssize_t nblockers


cdef int count_scratch_init(CountScratch* W, Py_ssize_t maxp) noexcept nogil:
    """Allocate the buffers for boards of up to ``maxp`` pieces; -1 when
    memory is short (count_scratch_free frees what was had).  The Scratch
    given with W to count_board must be from scratch_init of at least
    ``maxp`` pieces."""
    W.maxp = maxp
    W.queriers = <int32_t*> fc_big_alloc((maxp + 1) * sizeof(int32_t))
    W.queries = <FcLineEntry*> fc_big_alloc((QUERIES_MOST * maxp + 1) * sizeof(FcLineEntry))
    W.pinned = <unsigned char*> calloc(maxp + 1, 1)
    W.kept = <int32_t*> fc_big_alloc((maxp + 1) * sizeof(int32_t))
    W.stage = <FcLineEntry*> fc_big_alloc((NLINES - 1) * (maxp + 1) * sizeof(FcLineEntry))
    W.sliders = <int32_t*> fc_big_alloc((maxp + 1) * sizeof(int32_t))
    W.tmp = <FcLineEntry*> malloc(TMP_MAX * sizeof(FcLineEntry))
    W.tmp8 = <uint64_t*> malloc(TMP_MAX * sizeof(uint64_t))
    W.groups = <uint32_t*> malloc(((1 << GROUP_MAX_BITS) + 1) * sizeof(uint32_t))
    W.roles = <int32_t*> malloc(4 * TMP_MAX * sizeof(int32_t))
    W.starts = <size_t*> malloc(NLINES * ((1 << MAX_BUCKET_BITS) + 1) * sizeof(size_t))
    W.bits = <uint64_t*> malloc((NLINES - 1) * ((1 << FILTER_MAX_BITS) // 8))
    W.local = <uint64_t*> malloc(3 * ((1 << LOCAL_MAX_BITS) // 8))
    W.rows = <uint64_t*> malloc(2 * ((1 << ROWS_MAX_BITS) // 8))
    return 0 if (W.tmp != NULL and W.tmp8 != NULL and W.groups != NULL and W.roles != NULL
                 and W.starts != NULL and W.bits != NULL and W.local != NULL and W.rows != NULL
                 and W.queriers != NULL and W.queries != NULL and W.pinned != NULL
                 and W.kept != NULL and W.stage != NULL and W.sliders != NULL) else -1


cdef void count_scratch_free(CountScratch* W) noexcept nogil:
    free(W.tmp)
    free(W.tmp8)
    free(W.groups)
    free(W.roles)
    free(W.starts)
    free(W.bits)
    free(W.local)
    free(W.rows)
    free(W.queriers)
    free(W.queries)
    free(W.pinned)
    free(W.kept)
    free(W.stage)
    free(W.sliders)
    W.queriers = NULL
    W.queries = NULL
    W.pinned = NULL
    W.kept = NULL
    W.stage = NULL
    W.sliders = NULL
    W.tmp = NULL
    W.tmp8 = NULL
    W.groups = NULL
    W.roles = NULL
    W.starts = NULL
    W.bits = NULL
    W.local = NULL
    W.rows = NULL


# the same for every board: the role of a counted side's piece by family and
# kind (a piece's leaps, steps and pawn moves have none: its queries stand for them) and the
# directions along each family
cdef signed char FAMILY_ROLE[NLINES][KIND_ROOM]


cdef int FAMILY_UP[NLINES]


cdef int FAMILY_DOWN[NLINES]


cdef uint64_t SMALL_INV             # SMALL_MUL's inverse modulo 2^64 (so modulo 2^SMALL_BITS)


# the row queries of a piece of kind k (piece_queries): QUERIES_OF[k] of
# them, query j on the row QUERY_DY[k][c][j] from the piece's (colour c:
# a pawn's row ahead is its colour's) with the role QUERY_ROLE[k][j];
# QUERIES_MOST the most a kind of the table has
cdef int QUERY_DY[KIND_ROOM][2][MAX_QUERIES]


cdef unsigned char QUERY_ROLE[KIND_ROOM][MAX_QUERIES]


cdef unsigned char QUERIES_OF[KIND_ROOM]


cdef int QUERIES_MOST


cdef void fill_family_tables() noexcept:
    global SMALL_INV
    cdef int f, k, _step
    SMALL_INV = SMALL_MUL
    for _step in range(5):              # Newton: each step doubles the bits right
        SMALL_INV *= 2 - SMALL_MUL * SMALL_INV
    for f in range(NLINES):
        FAMILY_UP[f] = line_dir(f, 1)
        FAMILY_DOWN[f] = line_dir(f, -1)
        for k in range(KIND_ROOM):
            FAMILY_ROLE[f][k] = ROLE_PIECE
            if k <= NKINDS and slides_on_line(k, f):
                FAMILY_ROLE[f][k] = ROLE_SLIDER
    global QUERIES_MOST
    QUERIES_MOST = 0
    for k in range(KIND_ROOM):
        QUERIES_OF[k] = 0
        if 1 <= k <= NKINDS and not is_royal(k):
            fill_queries(k)
            QUERIES_MOST = max(QUERIES_MOST, QUERIES_OF[k])


cdef void fill_queries(int k) noexcept:
    """Kind k's row queries: a pawn's one on the row ahead; else one per
    row and distance a of its steps and leaps (their targets on the row dy
    away at +-a: PASS_SHAPE's leaps are their own mirror images), leaving
    out a step along a line it slides along (its slide's move)."""
    cdef int c, dy, a, d, j, n = 0
    cdef bint want[7][4]
    if is_pawn(k):
        for c in range(2):
            QUERY_DY[k][c][0] = pawn_forward(c)
        QUERY_ROLE[k][0] = ROLE_PAWN
        QUERIES_OF[k] = 1
        return
    for dy in range(7):
        for a in range(4):
            want[dy][a] = False
    for d in range(8):
        if steps_along(k, d) and not slides_along(k, d):
            want[DY[d] + 3][abs(DX[d])] = True
    for j in range(NLEAPS):
        if leaps_by(k, j):
            want[LEAP_Y[j] + 3][abs(LEAP_X[j])] = True
    for dy in range(7):
        for a in range(4):
            if want[dy][a]:
                for c in range(2):
                    QUERY_DY[k][c][n] = dy - 3
                QUERY_ROLE[k][n] = ROLE_LEAP0 + a
                n += 1
    QUERIES_OF[k] = n


def refill_family_tables():
    """fill_family_tables, and this module's view codes (_views.pxd), for
    the installed table."""
    fill_family_tables()
    fill_view_codes()


after_install(refill_family_tables)


cdef inline int queries_of(int k) noexcept nogil:
    """How many row queries a piece of kind ``k`` makes (piece_queries): a
    knight's four for its leaps, a pawn's one for its moves, none for a
    piece that only slides (QUERIES_OF, from the kinds table)."""
    return QUERIES_OF[k]


cdef inline int role_of(uint64_t val) noexcept nogil:
    """The role of an entry with ``val`` (position << CODE_BITS | role << 1 | colour)."""
    return <int> ((val & CODE_MASK) >> 1)


cdef inline bint is_piece_code(uint64_t val) noexcept nogil:
    return role_of(val) < ROLE_LEAP0


cdef inline int piece_role(const Pos* P, const CountPlan* C, int f, Py_ssize_t i) noexcept nogil:
    """The role of piece i in family f (a pinned piece has none; a blocker's
    is marked in ``C.pinned``, at bit ``C.block_bit[f]``: bit 0, the pinned
    bit, where the family has no blockers)."""
    cdef unsigned int flags = C.pinned[i]
    cdef int r = C.role[f][P.color[i]][P.kind[i]]
    r = ROLE_BLOCKER if (flags >> C.block_bit[f]) & 1 else r
    return ROLE_PIECE if flags & 1 else r


cdef struct LineFilter:
    # the lines of a family that hold a piece with a role, one bit each:
    # the bit of line key - base when the family's keys are few (exact),
    # else of the top fbits of the key's hash (a bit may stand for several)
    uint64_t* bits                      # NULL: no filter (the rows)
    int fbits
    bint exact
    int64_t base


cdef inline bint thins_lines(const CountPlan* C) noexcept nogil:
    """Does the counter leave out, before it sorts them, the queries on rows
    without a piece (mark_rows) and the column and diagonal entries alone on
    their line (lone_lines)?  On a sparse board (C.sparse_rows) of side
    SMALL_N or more (line_hash's full form: their bit sets read its bits)."""
    return C.sparse_rows and not packed_board(C.n)


cdef inline bint packed_board(int64_t n) noexcept nogil:
    """Whether the entries of a board of side n are packed 8-byte words
    (put_entry): n below SMALL_N."""
    return n < SMALL_N


cdef inline uint64_t small_hash(int64_t key, int64_t n) noexcept nogil:
    """A line key of a board of side n < SMALL_N hashed one to one into
    SMALL_BITS bits (multiplicative, modulo 2^SMALL_BITS)."""
    return (<uint64_t> (key + n) * SMALL_MUL) & SMALL_MASK


cdef inline uint64_t line_hash(int64_t key, int64_t n, bint small) noexcept nogil:
    """A line key as an entry keeps it, hashed one to one (the buckets and
    their sort go by it): small_hash on a ``small`` board (side n below
    SMALL_N: put_entry packs it), else key * GOLDEN."""
    return small_hash(key, n) if small else <uint64_t> key * GOLDEN


cdef inline uint64_t filter_slot(const LineFilter* L, uint64_t key) noexcept nogil:
    """The bit of line ``key`` in filter ``L``."""
    return key - <uint64_t> L.base if L.exact else top_bits(key * GOLDEN, 0, L.fbits)


cdef inline int piece_entry(const Pos* P, const CountPlan* C, int f, Py_ssize_t i,
                            const LineFilter* L, bint small, FcLineEntry* out) noexcept nogil:
    """Write piece i's entry in family f to ``out`` (its key the line's
    line_hash); 1 when it is needed.
    With a filter (``L`` and its bits), a piece with no role on a line not
    marked there is not: no piece with a role stands on its line.  (No
    branch on the piece: kinds and colours come in random order.)"""
    cdef int c = P.color[i]
    cdef int r = piece_role(P, C, f, i)
    cdef int64_t x = P.x[i], y = P.y[i]
    cdef uint64_t key = <uint64_t> key_of(f, x, y), h
    out.key = line_hash(<int64_t> key, C.n, small)
    out.val = (<uint64_t> pos_of(f, x, y) << CODE_BITS) | <uint64_t> (r << 1) | <uint64_t> c
    if L == NULL or L.bits == NULL:
        return 1
    h = filter_slot(L, key)
    return (r != ROLE_PIECE) | <int> has_bit(L.bits, h)


cdef inline int piece_queries(const Pos* P, const CountPlan* C, Py_ssize_t i, int c, bint wanted,
                              FcLineEntry* out, const uint64_t* rows, int rb, int64_t* lone) noexcept nogil:
    """The queries of the leaper, stepper or pawn i of colour c on the rows its
    targets lie on (to ``out``, which has room for QUERIES_MOST; none off
    the board, none when not ``wanted``): a knight's on the rows 1 and 2
    away, a pawn's on the row ahead (QUERY_DY); their keys the rows'
    line_hash.  With ``rows`` (mark_rows' bit set, the top rb bits of a
    row's line_hash), a query on a row that holds no piece is counted into
    ``lone`` by colour instead (empty_row_moves).  Kinds come in random
    order: without ``rows``, a loop as long for every kind and no branch on
    the piece; with it, a loop as long as the kind's (its queries' tests
    and counts are the cost), leapers bench board's queries 12.0 -> 9.0 ms."""
    cdef int m = 0, j, k = P.kind[i], role
    cdef int64_t x = P.x[i], y = P.y[i], row
    cdef bint small = packed_board(C.n), on, taken
    if rows == NULL:
        for j in range(QUERIES_MOST):
            row = y + QUERY_DY[k][c][j]
            out[m].key = line_hash(row, C.n, small)
            out[m].val = (<uint64_t> x << CODE_BITS) | <uint64_t> (QUERY_ROLE[k][j] << 1) | <uint64_t> c
            m += wanted & (j < QUERIES_OF[k]) & (row >= 1) & (row <= C.n)
        return m
    for j in range(QUERIES_OF[k]):
        row = y + QUERY_DY[k][c][j]
        role = QUERY_ROLE[k][j]
        out[m].key = line_hash(row, C.n, small)
        out[m].val = (<uint64_t> x << CODE_BITS) | <uint64_t> (role << 1) | <uint64_t> c
        taken = has_bit(rows, top_bits(out[m].key, 0, rb))
        on = wanted & (row >= 1) & (row <= C.n)
        lone[c] += (on & (not taken)) * empty_row_moves(role, c, x, row, C.n)
        m += on & taken
    return m


# ------------------------------------------------- entries in either form
# The scan reads the sorted entries of a bucket in either form: 16-byte
# FcLineEntry (key hashed, ``key * GOLDEN``, by line_hash; val) or the
# packed words of a small board (small_hash of the key above bit 32, val
# below), unpacked only where a line's own key is asked for.
ctypedef fused LineEntry:
    FcLineEntry
    uint64_t


cdef inline uint64_t line_of(const LineEntry* e, Py_ssize_t i) noexcept nogil:
    """A one-to-one image of entry i's line key (what the entries sort by)."""
    if LineEntry is uint64_t:
        return e[i] >> 32
    else:
        return e[i].key


cdef inline uint64_t val_of(const LineEntry* e, Py_ssize_t i) noexcept nogil:
    """Entry i's position << CODE_BITS | code."""
    if LineEntry is uint64_t:
        return e[i] & LOW32
    else:
        return e[i].val


cdef inline int64_t key_at(const LineEntry* e, Py_ssize_t i, int64_t n) noexcept nogil:
    """Entry i's line key, on a board of side n."""
    if LineEntry is uint64_t:
        return <int64_t> (((e[i] >> 32) * SMALL_INV) & SMALL_MASK) - n
    else:
        return <int64_t> (e[i].key * GOLDEN_INV)


cdef inline Py_ssize_t piece_beside(const LineEntry* e, Py_ssize_t i, Py_ssize_t m, int sign,
                                    bint queries) noexcept nogil:
    """The nearest piece entry beside entry i on its line (a run of equal
    keys in ``e[:m]``) towards larger (sign 1) or smaller positions, passing
    over queries (only the rows have them: ``queries``); i itself for none.
    (No branch on whether there is one: the callers select.)"""
    cdef Py_ssize_t j = i + sign
    cdef uint64_t line = line_of(e, i)
    cdef bint inside
    if queries:
        while 0 <= j < m and line_of(e, j) == line and not is_piece_code(val_of(e, j)):
            j += sign
    inside = (j >= 0) & (j < m)
    j = j if inside else i
    return j if line_of(e, j) == line else i


cdef inline int colour_at(const LineEntry* e, Py_ssize_t i, Py_ssize_t m, int64_t t) noexcept nogil:
    """The colour of the piece at position t of entry i's line in ``e[:m]``,
    a few places from it (at it: a piece sorts before a query); -1 for
    none."""
    cdef Py_ssize_t j
    cdef uint64_t line = line_of(e, i), v
    cdef int64_t q = <int64_t> (val_of(e, i) >> CODE_BITS), pos
    cdef int sign = 1 if t > q else -1
    j = i + sign
    while 0 <= j < m and line_of(e, j) == line:
        v = val_of(e, j)
        pos = <int64_t> (v >> CODE_BITS)
        if (pos - t) * sign > 0:
            return -1
        if pos == t and is_piece_code(v):
            return <int> (v & 1)
        j += sign
    return -1


cdef inline int64_t edge_moves(const Pos* P, int f, int64_t x, int64_t y, int sign) noexcept nogil:
    """A slider's squares from (x, y) to the edge along family f, towards
    larger (sign 1) or smaller positions: its moves that way with no piece
    in the way (slider_moves; a slider alone on its line, lone_lines)."""
    return edge_dist(P, x, y, FAMILY_UP[f] if sign > 0 else FAMILY_DOWN[f])


cdef inline void slider_moves(const Pos* P, int f, const LineEntry* e, Py_ssize_t i, Py_ssize_t m,
                              FcAcc* acc) noexcept nogil:
    """Count the moves along family f of the slider of entry i of ``e[:m]``
    (sorted by line and position): to the nearest piece on each side, or
    the edge."""
    cdef Py_ssize_t j
    cdef uint64_t v = val_of(e, i), w
    cdef int c = <int> (v & 1), sign
    cdef int64_t pos = <int64_t> (v >> CODE_BITS), near, edge, x, y
    line_square(f, key_at(e, i, P.n), pos, &x, &y)
    for sign in range(-1, 2, 2):
        j = piece_beside(e, i, m, sign, f == ROW)
        w = val_of(e, j)
        near = slider_squares((<int64_t> (w >> CODE_BITS) - pos) * sign, <int> (w & 1) != c)
        edge = edge_moves(P, f, x, y, sign)
        fc_acc_add(&acc[c], <uint64_t> (near if j != i else edge))


cdef inline int pawn_query_moves(int c, int64_t row, int64_t pos, int64_t n, int ahead, int left,
                                 int right) noexcept nogil:
    """The moves of a pawn of colour c at ``pos`` of the row before ``row``
    (its query's): its step onto the square ahead, its captures of an
    enemy at +-1; ``ahead``, ``left``, ``right``: the colours of the pieces
    on those squares of ``row`` (-1: none)."""
    cdef int fwd = pawn_forward(c)
    return (pawn_advances(c, row - fwd, n, ahead >= 0) + pawn_step(c, -1, fwd, left >= 0 and left != c)
            + pawn_step(c, 1, fwd, right >= 0 and right != c))


cdef inline int leap_query_moves(int c, int a, int64_t pos, int64_t n, int below, int above) noexcept nogil:
    """The moves of a leap query of colour c at ``pos`` looking ``a``
    places each way: its targets pos - a and pos + a (pos alone when a is
    0), ``below`` and ``above`` the colours of the pieces there (-1: none)."""
    return lands(1 <= pos - a <= n, below == c) + ((a > 0) & lands(1 <= pos + a <= n, above == c))


cdef inline int empty_row_moves(int role, int c, int64_t pos, int64_t row, int64_t n) noexcept nogil:
    """The moves of a query with ``role`` (a leap's or a pawn's) on a row
    that holds no piece.  (No branch on the role: they come in random order.)"""
    cdef int pawn = pawn_query_moves(c, row, pos, n, -1, -1, -1)
    cdef int leap = leap_query_moves(c, role - ROLE_LEAP0, pos, n, -1, -1)
    return pawn if role == ROLE_PAWN else leap


cdef inline void pawn_moves(const CountPlan* C, const LineEntry* e, Py_ssize_t i, Py_ssize_t m,
                            FcAcc* acc) noexcept nogil:
    """Count the moves of the pawn's query of entry i on the row ahead of it
    (as slider_moves): its step onto the square at the query, its captures
    of an enemy at +-1."""
    cdef uint64_t v = val_of(e, i)
    cdef int c = <int> (v & 1)
    cdef int64_t pos = <int64_t> (v >> CODE_BITS)
    fc_acc_add(&acc[c], <uint64_t> pawn_query_moves(
        c, key_at(e, i, C.n), pos, C.n, colour_at(e, i, m, pos), colour_at(e, i, m, pos - 1),
        colour_at(e, i, m, pos + 1)))


cdef inline void leap_moves(const CountPlan* C, const LineEntry* e, Py_ssize_t i, Py_ssize_t m,
                            FcAcc* acc) noexcept nogil:
    """Count the moves of the leap query of entry i on a row (as
    slider_moves): its targets at pos +- a on this row (at pos: a is 0)."""
    cdef uint64_t v = val_of(e, i)
    cdef int c = <int> (v & 1)
    cdef int a = role_of(v) - ROLE_LEAP0
    cdef int64_t pos = <int64_t> (v >> CODE_BITS)
    fc_acc_add(&acc[c], <uint64_t> leap_query_moves(
        c, a, pos, C.n, colour_at(e, i, m, pos - a), colour_at(e, i, m, pos + a)))


cdef inline bint blocks_there(int64_t off, int64_t beside) noexcept nogil:
    """Does a slider block at the crossing square ``off`` places away along
    its line (its position less the crossing's), its nearest piece towards
    the crossing ``beside`` places away (0: none)?  When that piece lies
    beyond the crossing (the crossing is empty), or there is none."""
    return beside == 0 or beside > abs64(off)


cdef inline void blocker_moves(const Pos* P, const CountPlan* C, int f, const LineEntry* e, Py_ssize_t i,
                               Py_ssize_t m, FcAcc* acc) noexcept nogil:
    """Count the block of the blocker of entry i (as slider_moves): its line
    crosses the check line at an inner square T (crossing, as the pass
    engine's slider_blocks), and it blocks there when no piece stands
    between it and T."""
    cdef uint64_t v = val_of(e, i), w, cross
    cdef int c = <int> (v & 1), sign
    cdef int64_t pos = <int64_t> (v >> CODE_BITS), x, y, off
    cdef Py_ssize_t j
    line_square(f, key_at(e, i, P.n), pos, &x, &y)
    if not crossing(&C.check, f, x, y, &cross, &off):
        return                      # (the role says it does)
    sign = -1 if off > 0 else 1     # towards T (off: its position less T's)
    j = piece_beside(e, i, m, sign, f == ROW)
    w = val_of(e, j)
    fc_acc_add(&acc[c], <uint64_t> blocks_there(off, (<int64_t> (w >> CODE_BITS) - pos) * sign if j != i else 0))


cdef int sorted_lines(const Pos* P, const CountPlan* C, int f, const LineEntry* e, Py_ssize_t m,
                      CountScratch* W, FcAcc* acc) noexcept nogil:
    """Count the moves of the entries ``e[:m]``, each line's entries together
    and sorted by position.  Returns 1 when two pieces share a square (rows
    only: such pieces are neighbours, queries sort after them), else 0.
    The entries with a role are listed in ``W.roles`` by role first, TMP_MAX
    at a time (without a branch: most have none), and each list is counted
    by its own loop (roles come in random order)."""
    cdef Py_ssize_t i, lo, hi, k, ns, np, nq, nb
    cdef int32_t* sl = W.roles
    cdef int32_t* pw = W.roles + TMP_MAX
    cdef int32_t* kq = W.roles + 2 * TMP_MAX
    cdef int32_t* bl = W.roles + 3 * TMP_MAX
    cdef int dup = 0, r
    cdef uint64_t v, before
    if f == ROW:
        for i in range(1, m):
            v = val_of(e, i)
            before = val_of(e, i - 1)
            dup |= ((line_of(e, i) == line_of(e, i - 1)) & ((v >> CODE_BITS) == (before >> CODE_BITS))
                    & is_piece_code(v) & is_piece_code(before))
        if dup:
            return 1
    lo = 0
    while lo < m:
        hi = lo + TMP_MAX if lo + TMP_MAX < m else m
        ns = np = nq = nb = 0
        for i in range(lo, hi):
            v = val_of(e, i)
            r = role_of(v)
            sl[ns] = <int32_t> i
            pw[np] = <int32_t> i
            kq[nq] = <int32_t> i
            bl[nb] = <int32_t> i
            nb += r == ROLE_BLOCKER
            ns += r == ROLE_SLIDER
            np += r == ROLE_PAWN
            nq += (r >= ROLE_LEAP0) & (r <= ROLE_LEAP3)
        for k in range(ns):
            slider_moves(P, f, e, sl[k], m, acc)
        for k in range(np):
            pawn_moves(C, e, pw[k], m, acc)
        for k in range(nq):
            leap_moves(C, e, kq[k], m, acc)
        for k in range(nb):
            blocker_moves(P, C, f, e, bl[k], m, acc)
        lo = hi
    return 0


cdef inline size_t top_bits(uint64_t h, int skip, int nbits) noexcept nogil:
    """``nbits`` bits (0 to 63) of a 64-bit hash, after its top ``skip``."""
    return <size_t> (((h << skip) >> 1) >> (63 - nbits))


cdef inline bint has_bit(const uint64_t* bits, size_t s) noexcept nogil:
    """Bit s of the bit set ``bits``."""
    return <bint> ((bits[s >> 6] >> (s & 63)) & 1)


cdef inline void put_bit(uint64_t* bits, size_t s, bint on) noexcept nogil:
    """Set bit s of ``bits`` when ``on`` (no branch)."""
    bits[s >> 6] |= (<uint64_t> on) << (s & 63)


cdef inline void note_bit(uint64_t* taken, uint64_t* twice, size_t s, bint on) noexcept nogil:
    """Set bit s of ``taken`` when ``on``, and of ``twice`` when it was set
    already: the slots met twice (no branch)."""
    cdef uint64_t bit = (<uint64_t> on) << (s & 63)
    cdef uint64_t word = taken[s >> 6]
    twice[s >> 6] |= word & bit
    taken[s >> 6] = word | bit


cdef inline size_t group_of(const LineEntry* e, Py_ssize_t i, int bbits, int gbits) noexcept nogil:
    """Entry i's group in its bucket: the ``gbits`` bits of its key's hash
    after the bucket's top ``bbits`` (small_hash for a packed word)."""
    if LineEntry is uint64_t:
        return <size_t> ((e[i] >> (32 + SMALL_BITS - bbits - gbits)) & (((<uint64_t> 1) << gbits) - 1))
    else:
        return top_bits(e[i].key, bbits, gbits)


cdef Py_ssize_t lone_rows(const CountPlan* C, LineEntry* e, Py_ssize_t m, int bbits, CountScratch* W,
                          FcAcc* acc) noexcept nogil:
    """Leave out of a bucket of the rows, ``e[:m]``, the entries that no
    line needs (on a sparse board, most): a piece alone on a row that no
    blocker or query stands on (a slider's moves there, to both edges,
    n - 1, are counted here), and a query on a row that holds no piece (its
    moves, to empty squares, are counted here).  By a bit a row in three
    bit sets of the bucket's rows (``W.local``, the bits of their hash
    after the bucket's: rows that share a bit keep each other's entries):
    a piece, two pieces, a query or a blocker.  The entries kept go to the
    front, in order; returns how many.  (No branch on the entry: pieces
    and queries come in random order.)"""
    cdef int lb = 6 + bits_for(LOCAL_BITS * m, 64)
    cdef size_t words
    cdef uint64_t* taken = W.local
    cdef uint64_t* twice
    cdef uint64_t* needs
    cdef uint64_t v
    cdef size_t s
    cdef Py_ssize_t i, k = 0
    cdef int64_t lone[2]
    cdef Py_ssize_t sliders[2], _slider
    cdef int c, r
    cdef bint query, slider, kept
    lb = lb if lb < LOCAL_MAX_BITS else LOCAL_MAX_BITS
    words = (<size_t> 1) << (lb - 6)
    twice = taken + words
    needs = twice + words
    memset(taken, 0, 3 * words * sizeof(uint64_t))
    for i in range(m):
        s = group_of(e, i, bbits, lb)
        v = val_of(e, i)
        r = role_of(v)
        note_bit(taken, twice, s, is_piece_code(v))
        put_bit(needs, s, (r != ROLE_PIECE) & (r != ROLE_SLIDER))
    lone[0] = 0
    lone[1] = 0
    sliders[0] = 0
    sliders[1] = 0
    for i in range(m):
        s = group_of(e, i, bbits, lb)
        v = val_of(e, i)
        query = not is_piece_code(v)
        kept = has_bit(taken, s) if query else has_bit(needs, s) | has_bit(twice, s)
        c = <int> (v & 1)
        r = role_of(v)
        slider = r == ROLE_SLIDER
        lone[c] += (query & (not kept)) * empty_row_moves(r, c, <int64_t> (v >> CODE_BITS), key_at(e, i, C.n), C.n)
        sliders[c] += slider & (not kept)
        e[k] = e[i]
        k += kept
    fc_acc_add(&acc[0], <uint64_t> lone[0])
    fc_acc_add(&acc[1], <uint64_t> lone[1])
    for c in range(2):
        for _slider in range(sliders[c]):   # (each n - 1: their sum may pass 2^64)
            fc_acc_add(&acc[c], <uint64_t> (C.n - 1))
    return k


cdef int bucket_lines(const Pos* P, const CountPlan* C, int f, LineEntry* e, Py_ssize_t m,
                      int bbits, CountScratch* W, FcAcc* acc) noexcept nogil:
    """Count the lines of a bucket ``e[:m]`` (its keys share their top
    ``bbits`` hash bits; 16-byte entries or the packed words of put_entry):
    a counting sort on the next bits spreads it over groups of about
    GROUP_ENTRIES entries in ``W.tmp`` or ``W.tmp8`` (all of a line's in
    one); bubble passes and an insertion sort by
    hash and position then put each line's entries together and in order
    (a group of more than GROUP_SORT_MAX entries, a crowded line, is sorted
    on its own).  A bucket of more than TMP_MAX entries is sorted where it
    stands.  Then sorted_lines.  1: two pieces share a square."""
    cdef int gbits = bits_for(m, GROUP_ENTRIES)
    cdef Py_ssize_t i, lo, _bubble
    cdef size_t g, ng
    cdef uint32_t* at = W.groups
    cdef uint32_t most = 0
    cdef LineEntry* t
    if LineEntry is uint64_t:
        t = W.tmp8
    else:
        t = W.tmp
    if m > TMP_MAX:
        fc_sort_group(e, <size_t> m)
        return sorted_lines(P, C, f, e, m, W, acc)
    if f == ROW and C.sparse_rows and m >= LONE_MIN:
        m = lone_rows(C, e, m, bbits, W, acc)
        gbits = bits_for(m, GROUP_ENTRIES)
    gbits = gbits if gbits < GROUP_MAX_BITS else GROUP_MAX_BITS
    ng = (<size_t> 1) << gbits
    memset(at, 0, (ng + 1) * sizeof(uint32_t))
    for i in range(m):
        at[group_of(e, i, bbits, gbits) + 1] += 1
    for g in range(ng):
        most = at[g + 1] if at[g + 1] > most else most
        at[g + 1] += at[g]
    for i in range(m):
        g = group_of(e, i, bbits, gbits)
        t[at[g]] = e[i]
        at[g] += 1
    if most <= GROUP_SORT_MAX:
        for _bubble in range(BUBBLE_PASSES):
            fc_bubble(t, <size_t> m)
        fc_insertion(t, <size_t> m)
    else:
        lo = 0                              # the fill moved each group's start to its end
        for g in range(ng):
            fc_sort_group(t + lo, at[g] - lo)
            lo = at[g]
    return sorted_lines(P, C, f, t, m, W, acc)


cdef void pinned_moves(const Pos* P, const RayView* kv, int s, const int64_t* pins, int npins,
                       FcAcc* acc) noexcept nogil:
    """The moves of side s's pinned pieces (its king not threatened): along
    the pin line only, between the king (``kv``'s nearest piece on the ray)
    and the pinner (the second nearest)."""
    cdef int i, d, k, t, fwd = pawn_forward(s)
    cdef int64_t pid, near, far
    cdef uint64_t rays
    for i in range(npins):
        pid = pins[i]
        rays = view_rays()
        while rays:
            d = fc_low_bit(rays)
            rays &= rays - 1
            if kv.id1[d] == pid:
                break
        near = kv.dist1[d]          # steps from the king to the piece
        far = kv.dist2[d]           # ... to the pinner
        k = P.kind[pid]
        if rides_along(k, d):
            fc_acc_add(acc, <uint64_t> pinned_slider_squares(near, far))
        elif is_pawn(k):
            if d >= 8:
                pass                # a far line: none of its moves stays on it
            elif DIR_LINE[d] == COL:
                # its step stays on the line, towards the pinner or the king;
                # the board goes on past either
                if pawn_step(s, 0, fwd, far - near == 1 if DY[d] == fwd else near == 1):
                    fc_acc_add(acc, 1)
            elif d >= 4 and far - near == 1 and pawn_step(s, DX[d], DY[d], True):
                fc_acc_add(acc, 1)  # it takes the pinner
        else:
            # its steps and leaps along the line: t squares towards the
            # pinner (taking it at far - near) or towards the king (the
            # squares between are empty); any other move leaves the line
            for t in range(1, MAX_REACH + 1):
                if steps_along(k, d) if t == 1 and d < 8 else leaps_to(k, t * RX[d], t * RY[d]):
                    fc_acc_add(acc, <uint64_t> ((t <= far - near) + (t <= near - 1)))


cdef inline Py_ssize_t colour_slot(Py_ssize_t p, int c, Py_ssize_t black, Py_ssize_t white) noexcept nogil:
    """Where the next piece of colour c goes in a list of room ``p`` that
    holds both colours (``black`` and ``white`` pieces in it so far):
    Black's from the front, White's from the end back."""
    return p - 1 - white if c else black


cdef int count_board(const Pos* P, int64_t wk, int64_t bk, int side, Scratch* S, CountScratch* W,
                     FcAcc* acc) noexcept nogil:
    """Both sides' valid-move counts (``acc[<int> WHITE]``, ``acc[<int> BLACK]``; only
    ``side``'s unless it is -1).  Returns 0, 1 when two pieces share a square,
    -1 when memory is short.  ``S`` has room for ``count_entries`` entries
    and is from scratch_init of at least the pieces ``W`` is for (the line
    families' entries share its 3 entries a piece)."""
    cdef RayView views[2]
    cdef int64_t kings[2]
    cdef Py_ssize_t have[2][KIND_ROOM]
    cdef CountPlan C
    cdef Py_ssize_t i, n0 = 0, n1 = 0, k0 = 0, k1 = 0, at
    cdef int k, got, sl
    cdef int64_t x, y, wx = P.x[wk], wy = P.y[wk], bx = P.x[bk], by = P.y[bk]
    cdef bint far = rides_far(P)
    kings[<int> WHITE] = wk
    kings[<int> BLACK] = bk
    view_init(&views[<int> WHITE])
    view_init(&views[<int> BLACK])
    memset(have, 0, sizeof(have))
    for i in range(P.p):
        x = P.x[i]
        y = P.y[i]
        k = P.kind[i]
        view_add(&views[<int> WHITE], x - wx, y - wy, i)
        view_add(&views[<int> BLACK], x - bx, y - by, i)
        have[P.color[i]][k] += 1
        # each colour's leapers, steppers and pawns, and its sliders (no branch on the piece)
        at = colour_slot(P.p, P.color[i], k0, k1)
        W.queriers[at] = <int32_t> i
        sl = queries_of(k) != 0
        k0 += sl & (P.color[i] == 0)
        k1 += sl & (P.color[i] != 0)
        W.sliders[colour_slot(P.p, P.color[i], n0, n1)] = <int32_t> i
        sl = is_slider(k)
        n0 += sl & (P.color[i] == 0)
        n1 += sl & (P.color[i] != 0)
    for i in range(P.p if far else 0):        # the far rays: a loop of their own (as in _passes)
        x = P.x[i]
        y = P.y[i]
        view_far(&views[<int> WHITE], x - wx, y - wy, i)
        view_far(&views[<int> BLACK], x - bx, y - by, i)
    C.sliders[0] = W.sliders
    C.nsliders[0] = n0
    C.sliders[1] = W.sliders + colour_slot(P.p, WHITE, 0, n1 - 1)     # White's last slot: its list's start
    C.nsliders[1] = n1
    C.far = far
    C.sparse_rows = P.n // SPARSE_ROWS >= P.p
    plan_sides(P, &C, W, side, views, kings, have)
    C.queriers[0] = W.queriers
    C.nqueriers[0] = k0
    C.queriers[1] = W.queriers + colour_slot(P.p, WHITE, 0, k1 - 1)   # as for the sliders
    C.nqueriers[1] = k1
    got = count_passes(P, &C, side, views, kings, S, W, acc)
    memset(W.pinned, 0, <size_t> P.p)      # the pins' and blockers' flags: 0 between boards
    return got


cdef void plan_sides(const Pos* P, CountPlan* C, CountScratch* W, int side, const RayView* views,
                     const int64_t* kings, const Py_ssize_t have[2][KIND_ROOM]) noexcept nogil:
    """count_board's plan, once the first pass has met every piece (``have``:
    the pieces by colour and kind): which sides' moves the family passes
    count, the roles by family, which families are needed and their room;
    then plan_blocks, and both sides' pins into ``W.pinned``."""
    cdef int s, f, k
    cdef Py_ssize_t j
    cdef bint asked
    C.n = P.n
    for f in range(NLINES):
        C.needed[f] = False
        C.room[f] = P.p
        C.markers[f] = 0
    for s in range(2):
        asked = side == -1 or side == s
        C.wanted[s] = asked and view_attackers(P, &views[s], other_color(s), NULL) == 0
        C.npins[s] = view_pins(P, &views[s], s, C.pins[s]) if C.wanted[s] else 0
        for f in range(NLINES):
            if not C.wanted[s]:
                memset(C.role[f][s], ROLE_PIECE, KIND_ROOM)
                continue
            memcpy(C.role[f][s], FAMILY_ROLE[f], KIND_ROOM)
            for k in range(1, NKINDS + 1):
                if FAMILY_ROLE[f][k] != ROLE_PIECE and have[s][k]:
                    C.needed[f] = True
                    C.markers[f] += have[s][k]
        if C.wanted[s]:
            for k in range(1, NKINDS + 1):
                if have[s][k] and queries_of(k):
                    C.room[ROW] += queries_of(k) * have[s][k]
                    C.needed[ROW] = True
    C.pinned = W.pinned
    C.block_mask = 0
    C.far_blocks = 0
    C.block_side = -1
    C.blockers = W.kept                     # (W.kept holds them)
    C.nblockers = 0
    for f in range(NLINES):
        C.block_bit[f] = 0
    for s in range(2):
        if (side == -1 or side == s) and not C.wanted[s] and C.wanted[other_color(s)]:
            plan_blocks(P, C, W, s, &views[s], kings[s])
    for s in range(2):                      # (a blocker is never pinned: block_families)
        for j in range(C.npins[s]):
            W.pinned[C.pins[s][j]] = 1


cdef void plan_blocks(const Pos* P, CountPlan* C, CountScratch* W, int s, const RayView* kv,
                      int64_t king) noexcept nogil:
    """Let the family passes count side s's blocks by sliders (its king in
    check by a lone slider two or more squares away) along the families they
    count anyway: its sliders whose line of such a family crosses the check
    line get the blocker role there (block_families and crossing of
    _views.pxd; a bit of ``W.pinned``, listed once in ``C.blockers``), and
    evasions leaves those families (``C.block_mask``) out, told so by
    count_passes.  Side s's pins go to ``C.pins[s]``
    (plan_sides marks them in ``W.pinned``)."""
    cdef int64_t checker[MAX_ATTACKERS]
    cdef int f, flags, tags, bit = 1
    cdef Py_ssize_t i, j
    cdef uint64_t key
    cdef int64_t off
    if view_attackers(P, kv, other_color(s), checker) != 1 or not check_line_of(P, king, checker[0], &C.check):
        return
    for f in range(NLINES):
        # at most three: the check line's family has m 0 (and across a far
        # check line every family does: evasions counts their blocks)
        if C.needed[f] and C.check.m[f] != 0:
            C.block_mask |= 1 << f
            C.block_bit[f] = bit
            bit += 1
    if C.far:
        # the far families' blocks: far_rides' (it sorts their lines anyway)
        C.far_blocks = <int> (C.check.general & FAR_FAMILIES)
        C.block_mask |= C.far_blocks
    if C.block_mask == 0:
        return
    C.block_side = s
    C.npins[s] = view_pins(P, kv, s, C.pins[s])
    # each blocker listed once, for mark_lines
    for j in range(C.nsliders[s]):
        i = C.sliders[s][j]
        flags = 0
        tags = C.block_mask & block_families(P, i, s, C.pins[s], C.npins[s])     # the families it may block along
        for f in range(NLINES):
            if (tags >> f) & 1 and crossing(&C.check, f, P.x[i], P.y[i], &key, &off):
                flags |= 1 << C.block_bit[f]
                C.markers[f] += 1
        if flags:
            W.pinned[i] |= flags
            W.kept[C.nblockers] = <int32_t> i     # (C.blockers)
            C.nblockers += 1


cdef int mark_rows(const Pos* P, CountScratch* W) noexcept nogil:
    """The rows that hold a piece, a bit each in ``W.rows`` (the top rb bits
    of their line_hash, about ROWS_BITS bits a piece: rows that share a bit
    keep each other's queries); returns rb.  For a board of side SMALL_N or
    more (line_hash's full form)."""
    cdef int rb = 6 + bits_for(ROWS_BITS * P.p, 64)
    cdef Py_ssize_t i
    rb = rb if rb < ROWS_MAX_BITS else ROWS_MAX_BITS
    memset(W.rows, 0, (<size_t> 1) << (rb - 3))
    for i in range(P.p):
        put_bit(W.rows, top_bits(line_hash(P.y[i], P.n, False), 0, rb), True)
    return rb


cdef int count_passes(const Pos* P, CountPlan* C, int side, const RayView* views, const int64_t* kings,
                      Scratch* S, CountScratch* W, FcAcc* acc) noexcept nogil:
    """count_board's passes once the plan is made (see there)."""
    cdef Py_ssize_t i, j, nq
    cdef int s, got
    cdef int64_t c
    # the queries of the leapers, steppers and pawns whose moves are counted: of a
    # side counted here, not pinned
    # (a local count: a count in C would go through memory at every piece)
    # (on a sparse board of side SMALL_N or more, those on an empty row counted
    # here and left out: mark_rows)
    cdef int rb = 0
    cdef const uint64_t* rows = NULL
    cdef int64_t lone[2]
    nq = 0
    lone[0] = 0
    lone[1] = 0
    if C.needed[ROW] and thins_lines(C):
        rb = mark_rows(P, W)
        rows = W.rows
    for s in range(2):
        if not C.wanted[s]:
            continue
        for j in range(C.nqueriers[s]):
            i = C.queriers[s][j]
            nq += piece_queries(P, C, i, s, C.npins[s] == 0 or not W.pinned[i], W.queries + nq, rows, rb, lone)
    fc_acc_add(&acc[0], <uint64_t> lone[0])
    fc_acc_add(&acc[1], <uint64_t> lone[1])
    C.nqueries = nq
    # the row family finds two pieces on a square; without it, the pass engine's test
    if not C.needed[ROW]:
        got = has_duplicate(P, S)
        if got:
            return got
    got = family_passes(P, C, S, W, acc)
    if got:
        return got
    if C.far and far_rides(P, C, acc) < 0:
        return -1
    for s in range(2):
        if side != -1 and side != s:
            continue
        c = evasions(P, kings[s], &views[s], S, C.block_mask if s == C.block_side else 0, C.far)
        if c < 0:
            return -1
        fc_acc_add(&acc[s], <uint64_t> c)
        if C.wanted[s]:
            pinned_moves(P, &views[s], s, C.pins[s], C.npins[s], &acc[s])
    return 0


cdef inline bint far_counted(const Pos* P, const CountPlan* C, int f, Py_ssize_t i) noexcept nogil:
    """Are piece i's moves along the far family f counted by far_rides?
    When it rides along f, is of a side counted here and is not pinned."""
    # (no branch: a pass over every piece asks it)
    return <bint> (C.wanted[P.color[i]] & ~C.pinned[i] & (KIND_FAMILIES[P.kind[i]] >> f) & 1)


cdef int far_rides(const Pos* P, const CountPlan* C, FcAcc* acc) noexcept nogil:
    """The moves of the far riders (FAR_FAMILIES) of the sides counted
    here that are not pinned, along their far lines: to the nearest piece
    each way, taking it when it is an enemy, or to the edge.  Per family,
    a bit filter of the lines that hold such a rider lets most pieces pass
    by; the pieces it keeps are sorted by line and position (fc_sort, the
    line indexes' sort), and a rider's nearest pieces are its neighbours.
    Along the families of ``C.far_blocks`` the same lines count the blocks
    of side ``C.block_side``'s check line by its riders (plan_blocks): a
    rider blocks where its line crosses the check line (crossing_any) when
    its nearest piece that way lies beyond the crossing or there is none.
    -1 when memory is short."""
    cdef uint64_t fams = FAR_FAMILIES, cross
    cdef uint64_t* bits = NULL
    cdef FcEntry* ent = <FcEntry*> malloc((P.p + 1) * sizeof(FcEntry))
    cdef int32_t* rid = <int32_t*> malloc((P.p + 1) * sizeof(int32_t))
    cdef int64_t* blocks = NULL
    cdef int f, s, fbits, c, sign, d, bs = C.block_side
    cdef Py_ssize_t i, j, nb, m, riders, nr = 0, nbl = 0, nfb
    cdef int64_t key, x, y, a, near, off
    if ent == NULL or rid == NULL:
        free(ent)
        free(rid)
        return -1
    # the riders counted here, once: the sliders of a side counted that
    # ride some far family and are not pinned
    for s in range(2):
        for j in range(C.nsliders[s] if C.wanted[s] else 0):
            i = C.sliders[s][j]
            rid[nr] = <int32_t> i
            nr += (KIND_FAMILIES[P.kind[i]] >> NLINES) != 0 and not (C.pinned[i] & 1)
    # the riders of the checked side that may block along C.far_blocks, from
    # rid's end back (rid[P.p - nbl + 1:]; not the sides counted)
    for j in range(C.nsliders[bs] if C.far_blocks else 0):
        i = C.sliders[bs][j]
        rid[P.p - nbl] = <int32_t> i
        nbl += (block_families(P, i, bs, C.pins[bs], C.npins[bs]) & C.far_blocks) != 0
    blocks = <int64_t*> malloc(2 * (nbl + 1) * sizeof(int64_t))    # a family's: the rider, its off from the crossing
    if blocks == NULL:
        free(ent)
        free(rid)
        return -1
    while fams and (nr or nbl):
        f = fc_low_bit(fams)
        fams &= fams - 1
        a = FAM_A[f]
        riders = 0
        for j in range(nr):
            riders += (KIND_FAMILIES[P.kind[rid[j]]] >> f) & 1
        nfb = 0
        for j in range(nbl if (C.far_blocks >> f) & 1 else 0):
            i = rid[P.p - j]            # (of side bs, not pinned: it rides along f when its kind does)
            if (KIND_FAMILIES[P.kind[i]] >> f) & 1 and crossing_any(&C.check, f, P.x[i], P.y[i], &cross, &off):
                blocks[2 * nfb] = i
                blocks[2 * nfb + 1] = off           # (its x less the crossing's: pos_of a far family is x)
                nfb += 1
        if riders + nfb == 0:
            continue
        fbits = 6 + bits_for(riders + nfb, 1)        # 64 bits a rider at least (1 in 64 passes by mistake)
        free(bits)
        bits = <uint64_t*> calloc((<size_t> 1) << (fbits - 6), sizeof(uint64_t))
        if bits == NULL:
            free(ent)
            free(rid)
            free(blocks)
            return -1
        for j in range(nr + nfb):
            i = rid[j] if j < nr else blocks[2 * (j - nr)]
            if (KIND_FAMILIES[P.kind[i]] >> f) & 1:
                put_bit(bits, top_bits(<uint64_t> far_key(f, P.x[i], P.y[i]) * GOLDEN, 0, fbits), True)
        m = 0
        for i in range(P.p):
            # (no branch: few pieces pass)
            key = far_key(f, P.x[i], P.y[i])
            ent[m].key = key
            ent[m].pos = P.x[i]
            ent[m].pid = 2 * i + far_counted(P, C, f, i)     # (bit 0: a rider counted here)
            m += <Py_ssize_t> has_bit(bits, top_bits(<uint64_t> key * GOLDEN, 0, fbits))
        fc_sort(ent, m)
        for j in range(m):
            if not ent[j].pid & 1:
                continue
            i = ent[j].pid >> 1
            c = P.color[i]
            x = P.x[i]
            y = P.y[i]
            for sign in range(-1, 2, 2):
                d = 2 * f + (sign < 0)
                if not rides_along(P.kind[i], d):
                    continue
                nb = j + sign
                if 0 <= nb < m and ent[nb].key == ent[j].key:
                    near = slider_squares(steps_of((ent[nb].pos - x) * sign, a), P.color[ent[nb].pid >> 1] != c)
                else:
                    near = edge_dist(P, x, y, d)
                fc_acc_add(&acc[c], <uint64_t> near)
        for j in range(nfb):
            # its block, as blocker_moves' (a rider along f rides both ways:
            # rides are closed under negation)
            i = blocks[2 * j]
            off = blocks[2 * j + 1]
            x = P.x[i]
            sign = -1 if off > 0 else 1             # towards the crossing
            key = far_key(f, x, P.y[i])
            nb = lower_bound(ent, m, key, x) + sign
            fc_acc_add(&acc[bs], <uint64_t> blocks_there(
                off, (ent[nb].pos - x) * sign if 0 <= nb < m and ent[nb].key == key else 0))
    free(bits)
    free(ent)
    free(rid)
    free(blocks)
    return 0


# ------------------------------------------------------ the family passes
cdef struct Families:
    # where the entries of each line family go (family_passes)
    bint on[NLINES]              # the family is counted
    bint now[NLINES]             # its entries are written in this round
    int bbits[NLINES]            # its buckets: the top bbits of a line key's hash
    LineFilter filter[NLINES]    # its line filter (none for the rows)
    size_t* start[NLINES]        # bucket bounds, (1 << bbits) + 1
    Py_ssize_t base[NLINES]      # where its entries start in S.ent
    Py_ssize_t size[NLINES]      # how many it has
    bint small                   # 8-byte entries (packed_board; see put_entry)
    int64_t n


cdef void plan_families(const Pos* P, const CountPlan* C, CountScratch* W, Families* F) noexcept nogil:
    """The buckets and line filters of the families counted (see family_passes)."""
    cdef int f, b
    cdef LineFilter* L
    F.small = packed_board(C.n)
    F.n = C.n
    for f in range(NLINES):
        F.on[f] = C.needed[f]
        F.now[f] = False
        F.bbits[f] = bucket_bits(C.room[f], COUNT_BUCKET_ENTRIES)
        F.start[f] = W.starts + f * ((1 << MAX_BUCKET_BITS) + 1)
        F.base[f] = 0
        F.size[f] = 0
        L = &F.filter[f]
        L.bits = NULL
        if f == ROW or not F.on[f]:
            continue
        # about 8 bits a piece with a role; a bit a line when the lines are not more
        b = bits_for(8 * C.markers[f], 64)
        L.fbits = 6 + (b if b < FILTER_MAX_BITS - 6 else FILTER_MAX_BITS - 6)
        L.bits = W.bits + (f - 1) * ((1 << FILTER_MAX_BITS) // 64)
        L.exact = line_keys(f, C.n, &L.base) <= (<int64_t> 1) << L.fbits
        memset(L.bits, 0, (<size_t> 1) << (L.fbits - 3))


cdef void mark_lines(const Pos* P, const CountPlan* C, Families* F) noexcept nogil:
    """In the filter of each filtered family, the lines that hold a piece
    with a role there: a slider of a side counted, or a blocker."""
    cdef int s
    for s in range(2):
        if C.wanted[s]:
            mark_lines_of(P, C, F, C.sliders[s], C.nsliders[s])
    mark_lines_of(P, C, F, C.blockers, C.nblockers)


cdef void mark_lines_of(const Pos* P, const CountPlan* C, Families* F, const int32_t* pieces,
                        Py_ssize_t n) noexcept nogil:
    """mark_lines for the pieces ``pieces[:n]``: each line where it has a role."""
    cdef Py_ssize_t i, j
    cdef int f, r
    cdef uint64_t h
    for j in range(n):
        i = pieces[j]
        for f in range(1, NLINES):
            if F.filter[f].bits != NULL:
                r = piece_role(P, C, f, i)
                h = filter_slot(&F.filter[f], <uint64_t> key_of(f, P.x[i], P.y[i]))
                put_bit(F.filter[f].bits, h, r != ROLE_PIECE)


cdef void size_buckets(const Pos* P, const CountPlan* C, CountScratch* W, Families* F, FcAcc* acc) noexcept nogil:
    """size_pass, its loop made for the entries' size."""
    if F.small:
        size_pass(P, C, W, F, True, acc)
    else:
        size_pass(P, C, W, F, False, acc)


cdef inline void size_pass(const Pos* P, const CountPlan* C, CountScratch* W, Families* F,
                           bint small, FcAcc* acc) noexcept nogil:
    """One pass: how many entries each bucket of each family gets; then
    ``F.start[f][b]`` is where bucket b starts, counted from the family's
    first entry, and ``F.size[f]`` how many it has.  The entries a filtered
    family keeps go to its part of ``W.stage``, in order (write_pass
    scatters them from there: no second pass over the pieces); on a
    sparse board of side SMALL_N or more, lone_lines sizes their buckets
    once it has left out the entries alone on their line (their moves
    added to ``acc``)."""
    cdef Py_ssize_t i, k
    cdef Py_ssize_t kept[NLINES]
    cdef int f
    cdef bint lone = thins_lines(C)
    memset(kept, 0, sizeof(kept))
    for f in range(NLINES):
        if F.on[f]:
            memset(F.start[f], 0, (((<size_t> 1) << F.bbits[f]) + 1) * sizeof(size_t))
    if F.on[ROW]:
        for i in range(P.p):
            F.start[ROW][entry_bucket(F, ROW, line_hash(key_of(ROW, P.x[i], P.y[i]), F.n, small), small) + 1] += 1
        for k in range(C.nqueries):
            F.start[ROW][entry_bucket(F, ROW, W.queries[k].key, small) + 1] += 1
    if lone:
        stage_pass(P, C, W, F, small, False, kept)
        for f in range(1, NLINES):
            if F.on[f]:
                lone_lines(P, C, W, F, f, kept[f], acc)
    else:
        stage_pass(P, C, W, F, small, True, kept)
    for f in range(NLINES):
        if F.on[f]:
            counts_to_starts(F.start[f], (<size_t> 1) << F.bbits[f])
            F.size[f] = <Py_ssize_t> F.start[f][1 << F.bbits[f]]


cdef inline void stage_pass(const Pos* P, const CountPlan* C, CountScratch* W, Families* F, bint small,
                            bint sized, Py_ssize_t* kept) noexcept nogil:
    """size_pass's pass over the pieces for the filtered families: the
    entries each keeps to its part of ``W.stage`` (``kept[f]`` of them),
    their buckets sized when ``sized`` (else lone_lines sizes them)."""
    cdef Py_ssize_t i
    cdef int f, keep
    cdef FcLineEntry e
    for i in range(P.p):
        for f in range(1, NLINES):
            if F.on[f]:
                keep = piece_entry(P, C, f, i, &F.filter[f], small, &e)
                if sized:
                    F.start[f][entry_bucket(F, f, e.key, small) + 1] += <size_t> keep
                staged(W, f)[kept[f]] = e
                kept[f] += keep


cdef void lone_lines(const Pos* P, const CountPlan* C, CountScratch* W, Families* F, int f, Py_ssize_t m,
                     FcAcc* acc) noexcept nogil:
    """On a sparse board of side SMALL_N or more (its lines seldom hold two
    pieces): leave out of filtered family f's staged entries,
    ``staged(W, f)[:m]``, one alone on its line with the role of a piece or
    a slider, a slider's moves along the line, to both edges, counted here;
    the rest to the front, in order, their buckets sized.  By two bit sets
    of the lines in ``W.rows``, about LINES_BITS bits an entry (lines that
    share a bit keep each other's entries), on the key's hash bits below
    those of the line filters (whose false keeps share those).  (No branch
    on the entry.)"""
    cdef FcLineEntry* st = staged(W, f)
    cdef Py_ssize_t i, k = 0
    cdef int lb = 6 + bits_for(LINES_BITS * m, 64), r, c
    cdef uint64_t* taken = W.rows
    cdef uint64_t* twice
    cdef uint64_t v
    cdef bint kept
    cdef int64_t x, y, moves
    lb = lb if lb < ROWS_MAX_BITS else ROWS_MAX_BITS
    twice = taken + ((<size_t> 1) << (lb - 6))
    memset(taken, 0, (<size_t> 1) << (lb - 2))          # (both bit sets)
    for i in range(m):
        note_bit(taken, twice, top_bits(st[i].key, FILTER_MAX_BITS, lb), True)
    for i in range(m):
        v = st[i].val
        r = role_of(v)
        c = <int> (v & 1)
        kept = has_bit(twice, top_bits(st[i].key, FILTER_MAX_BITS, lb)) | ((r != ROLE_PIECE) & (r != ROLE_SLIDER))
        line_square(f, <int64_t> (st[i].key * GOLDEN_INV), <int64_t> (v >> CODE_BITS), &x, &y)
        moves = edge_moves(P, f, x, y, 1) + edge_moves(P, f, x, y, -1)
        fc_acc_add(&acc[c], <uint64_t> (moves if (r == ROLE_SLIDER) & (not kept) else 0))
        st[k] = st[i]
        k += kept
    for i in range(k):
        F.start[f][entry_bucket(F, f, st[i].key, False) + 1] += 1


cdef inline FcLineEntry* staged(const CountScratch* W, int f) noexcept nogil:
    """Filtered family f's part of ``W.stage``: room for W.maxp entries."""
    return W.stage + (f - 1) * (W.maxp + 1)


cdef void write_entries(const Pos* P, const CountPlan* C, const CountScratch* W, Families* F,
                        void* ent) noexcept nogil:
    """write_pass, its loops made for the entries' size."""
    if F.small:
        write_pass(P, C, W, F, ent, True)
    else:
        write_pass(P, C, W, F, ent, False)


cdef inline void write_pass(const Pos* P, const CountPlan* C, const CountScratch* W, Families* F,
                            void* ent, bint small) noexcept nogil:
    """The entries of the families of this round (``F.now``) to their
    buckets in ``ent`` (FcLineEntry, or packed ones when ``F.small``);
    ``F.start[f][b]`` moves on to the end of bucket b.  The rows' from a
    pass over every piece (they keep all) and the queries; a filtered
    family's from its entries as the size pass staged them."""
    cdef Py_ssize_t i, k
    cdef int f
    cdef FcLineEntry e
    cdef const FcLineEntry* st
    if F.now[ROW]:
        for i in range(P.p):
            piece_entry(P, C, ROW, i, NULL, small, &e)
            scatter(F, ent, ROW, &e, small)
        for k in range(C.nqueries):
            scatter(F, ent, ROW, &W.queries[k], small)
    for f in range(1, NLINES):
        if F.now[f]:
            st = staged(W, f)
            for k in range(F.size[f]):
                scatter(F, ent, f, &st[k], small)


cdef int count_round(const Pos* P, const CountPlan* C, CountScratch* W, Families* F,
                     FcLineEntry* ent, FcAcc* acc) noexcept nogil:
    """Write the entries of this round's families and count their buckets'
    lines; 1: two pieces share a square, -1: memory is short."""
    cdef int f, b, got
    cdef Py_ssize_t lo, hi
    write_entries(P, C, W, F, ent)
    for f in range(NLINES):
        if not F.now[f]:
            continue
        F.now[f] = False
        lo = F.base[f]
        for b in range(1 << F.bbits[f]):
            hi = <Py_ssize_t> F.start[f][b]
            if hi > lo:
                if F.small:
                    got = bucket_lines(P, C, f, <uint64_t*> ent + lo, hi - lo, F.bbits[f], W, acc)
                else:
                    got = bucket_lines(P, C, f, ent + lo, hi - lo, F.bbits[f], W, acc)
                if got:
                    return got
            lo = hi
    return 0


cdef int family_passes(const Pos* P, const CountPlan* C, Scratch* S, CountScratch* W,
                       FcAcc* acc) noexcept nogil:
    """The moves of the pieces with a role in some line family, along it,
    added to ``acc`` by colour; 1 when two pieces share a square.

    The line filters come from the sliders of the sides counted
    (mark_lines); a pass over the pieces sizes every family's buckets
    (size_pass); the entries follow (write_pass; the families whose
    entries fit together in the room of the rows, ``C.room[ROW]`` entries,
    in one round, the rest in further rounds: the rows over every piece,
    the filtered families from the entries the size pass kept).  -1 when
    memory is short."""
    cdef Families F
    cdef FcLineEntry* ent = <FcLineEntry*> S.ent
    # no more of S.ent than one family may need (as many as the rows): the
    # memory touched stays that of a family at a time
    cdef Py_ssize_t cap = C.room[ROW], used = 0
    cdef int f, b, got, any_now = False
    plan_families(P, C, W, &F)
    if F.on[COL] or F.on[DIAG] or F.on[ANTI]:
        mark_lines(P, C, &F)
    size_buckets(P, C, W, &F, acc)
    for f in range(NLINES):
        if not F.on[f]:
            continue
        if any_now and used + F.size[f] > cap:
            got = count_round(P, C, W, &F, ent, acc)
            if got:
                return got
            used = 0
        F.base[f] = used
        for b in range((1 << F.bbits[f]) + 1):
            F.start[f][b] += <size_t> used
        used += F.size[f]
        F.now[f] = True
        any_now = True
    if any_now:
        return count_round(P, C, W, &F, ent, acc)
    return 0


# ------------------------------------------------ the buckets and entries
cdef inline size_t entry_bucket(const Families* F, int f, uint64_t h, bint small) noexcept nogil:
    """The bucket of the line whose hash is ``h`` (an entry's key, line_hash)
    in family f: the hash's top bits (``small``: F.small, a constant where
    the passes inline this)."""
    if small:
        return <size_t> (h >> (SMALL_BITS - F.bbits[f]))
    return top_bits(h, 0, F.bbits[f])


cdef inline void put_entry(const Families* F, void* ent, size_t at, const FcLineEntry* e, bint small) noexcept nogil:
    """Entry ``e`` to ``ent[at]``; packed when ``F.small``: the key (its
    small_hash) above bit 32, (position << CODE_BITS | code) below (half the
    bytes to scatter and sort, and sorting the packed words puts each line's
    entries together and in order)."""
    if small:
        (<uint64_t*> ent)[at] = (e.key << 32) | e.val
    else:
        (<FcLineEntry*> ent)[at] = e[0]


cdef inline void scatter(Families* F, void* ent, int f, const FcLineEntry* e, bint small) noexcept nogil:
    """Entry ``e`` of family f to the end of its bucket in ``ent``, which
    moves on one."""
    cdef size_t h = entry_bucket(F, f, e.key, small)
    put_entry(F, ent, F.start[f][h], e, small)
    F.start[f][h] += 1


cdef Py_ssize_t count_entries(const int8_t* kind, Py_ssize_t p) noexcept nogil:
    """Room for the entries of a family of a board of ``p`` pieces: the
    pieces and their queries (four a knight, one a pawn: piece_queries)."""
    cdef Py_ssize_t i, queries = 0
    for i in range(p):
        queries += queries_of(kind[i])
    return p + queries
