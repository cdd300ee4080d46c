# The line families of the count engine (_count.pxi) and their entries,
# included into _core.pyx after _moves.pxi: the moves of the pieces of a
# board along one family of lines (rows, columns, diagonals,
# anti-diagonals), in passes.
#
# * a slider: its free squares to the nearest piece (or the edge) in each of
#   its directions along the family, plus that piece when it is an enemy;
# * a knight: its 8 targets, two on each of the rows y-2, y-1, y+1, y+2.
#   The knight enters each of those rows as a *query* at its own x, so the
#   pieces on its targets are within 2 places of the query along the row;
# * a blocker (a checked side's slider whose line crosses the check line,
#   when the families run for the other side): its nearest piece towards
#   the crossing square, beyond it or none, and it blocks there;
# * a pawn: its step and its two captures, all three on the row ahead of
#   it, which it enters as a query at its own x (the pieces at x-1, x, x+1).
#   So the pawns, like the knights, are counted on the rows alone, and the
#   columns and diagonals carry only the lines of sliders.
#
# Every piece (and query) of the family becomes a 16-byte entry (its line
# key hashed one to one, line_hash; position << 4 | role << 1 | colour), or
# on a board of side below 2^26 an 8-byte word (a one-to-one 28-bit hash of
# the key above bit 32), half the bytes to scatter and sort.  The key is
# hashed once, where the entry is made.  Its hash groups the entries into
# buckets that fit in L2 (as the pass engine's slider_blocks does); each
# bucket is sorted and its lines scanned by _count_scan.pxi: every answer
# is a neighbour on the line.  O(p) memory traffic whatever n is, no full
# sort.  On the columns and diagonals a bit filter of the lines that hold a
# slider leaves out the pieces that stand on none of them (a bit a line
# when the lines are few, else a hashed one).  The passes over the pieces
# that feed the buckets, all families at once, are count_board's
# (_count.pxi).

from libc.stdint cimport uint32_t
from libc.stdlib cimport calloc

cdef extern from "fc_count_lines.h":
    ctypedef struct FcLineEntry:
        uint64_t key
        uint64_t val
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
    ROLE_KNIGHT_FAR = 3     # a knight's query on a row 1 away: targets at +-2 (the first query role)
    ROLE_KNIGHT_NEAR = 4    # on a row 2 away: targets at +-1
    ROLE_PAWN = 5           # a pawn's query on the row ahead: its step at 0, captures at +-1
    COUNT_BUCKET_ENTRIES = 16384    # entries per bucket aimed at (a bucket and its groups stay in L2)
    GROUP_ENTRIES = 2           # entries per group of a bucket aimed at
    GROUP_MAX_BITS = 14         # at most 16384 groups a bucket
    KEEP_SHIFT = 4              # W.pinned[i] bit KEEP_SHIFT + f: an entry in family f (1-3: block_bit)
    GROUP_SORT_MAX = 16         # groups up to this many entries: one insertion sort of the bucket
    BUBBLE_PASSES = 2           # ... after this many bubble passes (fewer mispredicted branches in it)
    TMP_MAX = 1 << 15           # a bigger bucket (a few crowded lines) is sorted where it stands
    FILTER_MAX_BITS = 21        # a line filter: at most 2^21 bits (256 kB; three of them)


cdef struct CountPlan:
    # what the family passes of one board need
    int64_t n
    bint wanted[2]                      # this colour's non-king moves are counted in the passes
    int npins[2]
    int64_t pins[2][MAX_PINNED]         # pinned pieces: counted from the king's view instead
    const unsigned char* pinned         # pinned[i] bit 0: piece i is one of them; bit block_bit[f]: a blocker in f
    const Querier* queriers[2]          # each colour's knights and pawns
    Py_ssize_t nqueriers[2]
    const int32_t* sliders[2]           # each colour's bishops, rooks and queens
    Py_ssize_t nsliders[2]
    Py_ssize_t nqueries                 # the queries of those whose moves are counted: W.queries[:nqueries]
    signed char role[NLINES][2][KIND_ROOM]      # role of a piece by family, colour and kind (FAMILY_ROLE)
    bint needed[NLINES]                 # the family has a piece with a role
    Py_ssize_t room[NLINES]             # at most this many entries in the family
    Py_ssize_t markers[NLINES]          # at most this many pieces with a role in it
    # the checked side's blocks by sliders, counted along the families in
    # block_mask (plan_blocks); evasions_onepass counts the rest
    CheckLine check                     # the check line of the side whose blocks these are
    int block_side                      # that side (-1: none)
    int block_mask                      # its families counted here (0: none)
    int block_bit[NLINES]               # the bit of W.pinned that marks a blocker in family f (0: none)
    const int32_t* blockers             # the blockers, each once
    Py_ssize_t nblockers


cdef struct Querier:
    # a knight or a pawn as count_board's first pass met it, for its queries
    # (piece_queries), without going back to the board's arrays
    int64_t x
    int64_t y
    int32_t id
    int8_t pawn                         # 1: a pawn, 0: a knight (its colour is its list's)


cdef struct CountScratch:
    # the count engine's own buffers, besides the pass engine's Scratch
    Py_ssize_t maxp                     # the most pieces of a board (S.ent has 3 entries a piece)
    FcLineEntry* tmp                    # a bucket's entries, by group: TMP_MAX
    uint64_t* tmp8                      # the same packed in 8 bytes (small boards): TMP_MAX
    uint32_t* groups                    # a bucket's group bounds: (1 << GROUP_MAX_BITS) + 1
    int32_t* roles                      # the entries of a bucket with a role, by role: 4 * TMP_MAX
    size_t* starts                      # each family's bucket bounds: NLINES * ((1 << MAX_BUCKET_BITS) + 1)
    uint64_t* bits                      # the line filters of the columns and diagonals, 1 << FILTER_MAX_BITS bits each
    Querier* queriers                   # each colour's knights and pawns (count_board): Black's first, White's last
    FcLineEntry* queries                # the queries of those whose moves are counted (piece_queries)
    int32_t* kept                       # the pieces with an entry in a filtered family (size_pass)
    int32_t* sliders                    # each colour's sliders (count_board): Black's first, White's last
    unsigned char* pinned               # bit 0: pinned; KEEP_SHIFT + f: an entry in family f; 0 between boards


cdef int count_scratch_init(CountScratch* W, Py_ssize_t maxp) noexcept nogil:
    """Allocate the buffers for boards of up to ``maxp`` pieces; -1 when
    memory is short (count_scratch_free frees what was had).  The Scratch
    given with W to count_board must be from scratch_init of at least
    ``maxp`` pieces."""
    W.maxp = maxp
    W.queriers = <Querier*> fc_big_alloc((maxp + 1) * sizeof(Querier))
    W.queries = <FcLineEntry*> fc_big_alloc((4 * maxp + 1) * sizeof(FcLineEntry))
    W.pinned = <unsigned char*> calloc(maxp + 1, 1)
    W.kept = <int32_t*> fc_big_alloc((maxp + 1) * sizeof(int32_t))
    W.sliders = <int32_t*> fc_big_alloc((maxp + 1) * sizeof(int32_t))
    W.tmp = <FcLineEntry*> malloc(TMP_MAX * sizeof(FcLineEntry))
    W.tmp8 = <uint64_t*> malloc(TMP_MAX * sizeof(uint64_t))
    W.groups = <uint32_t*> malloc(((1 << GROUP_MAX_BITS) + 1) * sizeof(uint32_t))
    W.roles = <int32_t*> malloc(4 * TMP_MAX * sizeof(int32_t))
    W.starts = <size_t*> malloc(NLINES * ((1 << MAX_BUCKET_BITS) + 1) * sizeof(size_t))
    W.bits = <uint64_t*> malloc((NLINES - 1) * ((1 << FILTER_MAX_BITS) // 8))
    return 0 if (W.tmp != NULL and W.tmp8 != NULL and W.groups != NULL and W.roles != NULL
                 and W.starts != NULL and W.bits != NULL
                 and W.queriers != NULL and W.queries != NULL and W.pinned != NULL
                 and W.kept != NULL and W.sliders != NULL) else -1


cdef void count_scratch_free(CountScratch* W) noexcept nogil:
    free(W.tmp)
    free(W.tmp8)
    free(W.groups)
    free(W.roles)
    free(W.starts)
    free(W.bits)
    free(W.queriers)
    free(W.queries)
    free(W.pinned)
    free(W.kept)
    free(W.sliders)
    W.queriers = NULL
    W.queries = NULL
    W.pinned = NULL
    W.kept = NULL
    W.sliders = NULL
    W.tmp = NULL
    W.tmp8 = NULL
    W.groups = NULL
    W.roles = NULL
    W.starts = NULL
    W.bits = NULL


# the same for every board: the role of a counted side's piece by family and
# kind (a knight or a pawn has none: its queries stand for it) and the
# directions along each family
cdef signed char FAMILY_ROLE[NLINES][KIND_ROOM]
cdef int FAMILY_UP[NLINES]
cdef int FAMILY_DOWN[NLINES]
cdef uint64_t SMALL_INV             # SMALL_MUL's inverse modulo 2^64 (so modulo 2^SMALL_BITS)
# the rows of a knight's queries (t = 0) and of a pawn's (t = 1) by colour,
# less the piece's row, their roles and how many a piece has (piece_queries)
cdef int QUERY_DY[2][2][4]
cdef int QUERY_ROLE[2][4]
cdef int QUERY_COUNT[2]
# the row queries of a piece by kind (queries_of): QUERY_COUNT[0] for a kind
# that jumps, QUERY_COUNT[1] for a pawn
cdef unsigned char QUERIES_OF[KIND_ROOM]


cdef void fill_family_tables() noexcept:
    global SMALL_INV
    cdef int f, k, c, j
    SMALL_INV = SMALL_MUL
    for k in range(5):              # Newton: each step doubles the bits right
        SMALL_INV *= 2 - SMALL_MUL * SMALL_INV
    for f in range(NLINES):
        FAMILY_UP[f] = line_dir(f, 1)
        FAMILY_DOWN[f] = line_dir(f, -1)
        for k in range(KIND_ROOM):
            FAMILY_ROLE[f][k] = ROLE_PIECE
            if k <= NKINDS and slides_on_line(k, f):
                FAMILY_ROLE[f][k] = ROLE_SLIDER
    QUERY_COUNT[0] = 4
    QUERY_COUNT[1] = 1
    for c in range(2):
        for j in range(4):
            QUERY_DY[0][c][j] = j - 2 if j < 2 else j - 1        # -2, -1, 1, 2
            QUERY_DY[1][c][j] = pawn_forward(c)
            QUERY_ROLE[0][j] = ROLE_KNIGHT_FAR if j == 1 or j == 2 else ROLE_KNIGHT_NEAR
            QUERY_ROLE[1][j] = ROLE_PAWN
    for k in range(KIND_ROOM):
        QUERIES_OF[k] = (QUERY_COUNT[0] * ((KIND_BITS[k] & KB_JUMPS) != 0)
                         + QUERY_COUNT[1] * ((KIND_BITS[k] & KB_PAWN) != 0))


fill_family_tables()


cdef inline int queries_of(int k) noexcept nogil:
    """How many row queries a piece of kind ``k`` makes (piece_queries): a
    knight's four for its jumps, a pawn's one for its moves, none for a
    piece that only slides or steps (QUERIES_OF, from the kinds table)."""
    return QUERIES_OF[k]


cdef inline bint is_piece_code(uint64_t val) noexcept nogil:
    return ((val & CODE_MASK) >> 1) < ROLE_KNIGHT_FAR


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
    return key - <uint64_t> L.base if L.exact else (key * GOLDEN) >> (64 - L.fbits)


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
    return (r != ROLE_PIECE) | <int> ((L.bits[h >> 6] >> (h & 63)) & 1)


cdef inline int piece_queries(const CountPlan* C, const Querier* q, int c, bint wanted,
                              FcLineEntry* out) noexcept nogil:
    """The queries of a knight or a pawn of colour c on the rows its targets
    lie on (to ``out``, which has room for 4; none off the board, none when
    not ``wanted``): a knight's on the rows 1 and 2 away, a pawn's on the
    row ahead (QUERY_DY); their keys the rows' line_hash.  No branch on the
    piece: kinds come in random order."""
    cdef int m = 0, j, t = q.pawn
    cdef int64_t x = q.x, row
    cdef bint small = packed_board(C.n)
    for j in range(4):
        row = q.y + QUERY_DY[t][c][j]
        out[m].key = line_hash(row, C.n, small)
        out[m].val = (<uint64_t> x << CODE_BITS) | <uint64_t> (QUERY_ROLE[t][j] << 1) | <uint64_t> c
        m += wanted & (j < QUERY_COUNT[t]) & (row >= 1) & (row <= C.n)
    return m
