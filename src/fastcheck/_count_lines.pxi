# The line families of the count engine (_count.pxi), included into
# _core.pyx after _moves.pxi: the moves of the pieces of a board along one
# family of lines (rows, columns, diagonals, anti-diagonals), in passes.
#
# * a slider: its free squares to the nearest piece (or the edge) in each of
#   its directions along the family, plus that piece when it is an enemy;
# * a pawn: the square ahead (the nearest piece on its column) and the two
#   squares diagonally ahead (on its diagonals);
# * a knight: its 8 targets, two on each of the rows y-2, y-1, y+1, y+2.
#   The knight enters each of those rows as a *query* at its own x, so the
#   pieces on its targets are within 2 places of the query along the row.
#
# Every piece (and query) of the family becomes a 16-byte entry (line key,
# position << 4 | role << 1 | colour).  Hashing the key groups the entries
# into buckets that fit in cache (as the pass engine's slider_blocks does);
# a hash table per bucket then finds each line's entries: a line of one
# entry (most, on a sparse board) is counted where it stands, a longer one
# sorted by position, and every answer is a neighbour in it.  O(p) memory
# traffic whatever n is, no full sort.  On the columns and diagonals a bit
# filter of the lines that hold a piece with a role leaves out the pieces
# that stand on none of them.

from libc.stdlib cimport calloc

cdef extern from *:
    """
    #include <algorithm>
    #include <stdint.h>
    /* an entry of the count engine: a line's key and (position << 4 | code) */
    struct FcLineEntry { uint64_t key; uint64_t val; };
    struct FcLineLess {
        bool operator()(const FcLineEntry& a, const FcLineEntry& b) const {
            return a.key < b.key || (a.key == b.key && a.val < b.val);
        }
    };
    /* sort a small group by (key, val): insertion sort up to 16 entries */
    static inline void fc_sort_line_entries(FcLineEntry* a, size_t n) {
        if (n > 16) { std::sort(a, a + n, FcLineLess()); return; }
        for (size_t i = 1; i < n; i++) {
            FcLineEntry e = a[i];
            size_t j = i;
            while (j > 0 && FcLineLess()(e, a[j - 1])) { a[j] = a[j - 1]; j--; }
            a[j] = e;
        }
    }
    """
    ctypedef struct FcLineEntry:
        uint64_t key
        uint64_t val
    void fc_sort_line_entries(FcLineEntry* a, size_t n) nogil


cdef enum:
    # an entry's code (low CODE_BITS of val): role << 1 | colour
    CODE_BITS = 4
    CODE_MASK = 15
    ROLE_PIECE = 0          # a piece that only stands in the way on this line
    ROLE_SLIDER = 1         # a slider moving along this line
    ROLE_PAWN = 2           # a pawn: its step (column) or a capture (diagonals)
    ROLE_KNIGHT_FAR = 3     # a knight's query on a row 1 away: targets at +-2
    ROLE_KNIGHT_NEAR = 4    # on a row 2 away: targets at +-1
    LINE_TABLE_MAX = 8192   # the largest bucket hashed by line (a bigger one is sorted)
    FILTER_MAX_BITS = 22    # the line filter: at most 2^22 bits (512 kB, in L2)


cdef struct CountPlan:
    # what the family passes of one board need
    int64_t n
    bint wanted[2]                      # this colour's non-king moves are counted in the passes
    int npins[2]
    int64_t pins[2][MAX_PINNED]         # pinned pieces: counted from the king's view instead
    const unsigned char* pinned         # pinned[i]: piece i is one of them
    Py_ssize_t nknights                 # the knights whose moves are counted: W.knights[:nknights]
    signed char role[NLINES][2][8]      # role of a piece by family, colour and kind (FAMILY_ROLE)
    bint needed[NLINES]                 # the family has a piece with a role
    Py_ssize_t room[NLINES]             # at most this many entries in the family
    Py_ssize_t markers[NLINES]          # at most this many pieces with a role in it


cdef struct LineSlot:
    # a line of a bucket: its key, how many entries it has (0: a free
    # slot, or a line done) and the last of them (W.next links the rest)
    uint64_t key
    int32_t count
    int32_t head


cdef struct CountScratch:
    # the count engine's own buffers, besides the pass engine's Scratch
    FcLineEntry* tmp                    # one line's entries, or a whole bucket to sort
    Py_ssize_t tmp_cap
    LineSlot* slots                     # a bucket's lines: 2 * LINE_TABLE_MAX slots
    int32_t* next                       # the line's entry before each, LINE_TABLE_MAX
    int32_t* slot_of                    # the slot of each entry, LINE_TABLE_MAX
    uint64_t* bits                      # the line filter, 1 << FILTER_MAX_BITS bits
    int64_t* knights                    # the knights of a board
    unsigned char* pinned               # 1 for a board's pinned pieces, else 0 (cleared after each)


cdef int count_scratch_init(CountScratch* W, Py_ssize_t maxp) noexcept nogil:
    """Allocate the buffers for boards of up to ``maxp`` pieces; -1 when
    memory is short (count_scratch_free frees what was had)."""
    W.knights = <int64_t*> malloc((maxp + 1) * sizeof(int64_t))
    W.pinned = <unsigned char*> calloc(maxp + 1, 1)
    W.tmp = <FcLineEntry*> malloc(LINE_TABLE_MAX * sizeof(FcLineEntry))
    W.tmp_cap = LINE_TABLE_MAX if W.tmp != NULL else 0
    W.slots = <LineSlot*> malloc(2 * LINE_TABLE_MAX * sizeof(LineSlot))
    W.next = <int32_t*> malloc(LINE_TABLE_MAX * sizeof(int32_t))
    W.slot_of = <int32_t*> malloc(LINE_TABLE_MAX * sizeof(int32_t))
    W.bits = <uint64_t*> malloc((1 << FILTER_MAX_BITS) // 8)
    return 0 if (W.tmp != NULL and W.slots != NULL and W.next != NULL and W.slot_of != NULL and W.bits != NULL
                 and W.knights != NULL and W.pinned != NULL) else -1


cdef void count_scratch_free(CountScratch* W) noexcept nogil:
    free(W.tmp)
    free(W.slots)
    free(W.next)
    free(W.slot_of)
    free(W.bits)
    free(W.knights)
    free(W.pinned)
    W.knights = NULL
    W.pinned = NULL
    W.tmp = NULL
    W.slots = NULL
    W.next = NULL
    W.slot_of = NULL
    W.bits = NULL


cdef inline int64_t line_x(int f, int64_t key, int64_t pos) noexcept nogil:
    """The x of the square at ``pos`` on the line ``key`` of family f."""
    return key if f == COL else pos


cdef inline int64_t line_y(int f, int64_t key, int64_t pos) noexcept nogil:
    if f == ROW:
        return key
    if f == COL:
        return pos
    if f == DIAG:
        return pos - key
    return key - pos


cdef inline int line_dir(int f, int sign) noexcept nogil:
    """The direction along family f towards larger (sign 1) or smaller positions."""
    cdef int d
    for d in range(8):
        if DIR_LINE[d] == f and DSIGN[d] == sign:
            return d
    return -1


# the same for every board: the role of a counted side's piece by family and
# kind (a knight has none: its queries stand for it), the directions along
# each family and where a pawn of each colour steps (columns) or takes
# (diagonals) along it
cdef signed char FAMILY_ROLE[NLINES][8]
cdef int FAMILY_UP[NLINES]
cdef int FAMILY_DOWN[NLINES]
cdef int PAWN_SIGN[NLINES][2]


cdef void fill_family_tables() noexcept:
    cdef int f, k, s, d
    for f in range(NLINES):
        FAMILY_UP[f] = line_dir(f, 1)
        FAMILY_DOWN[f] = line_dir(f, -1)
        for s in range(2):
            d = FAMILY_UP[f] if DY[FAMILY_UP[f]] == pawn_forward(s) else FAMILY_DOWN[f]
            PAWN_SIGN[f][s] = DSIGN[d]
        for k in range(8):
            FAMILY_ROLE[f][k] = ROLE_PIECE
            if k == PAWN and f != ROW:
                FAMILY_ROLE[f][k] = ROLE_PAWN
            elif PAWN <= k < KING and k != KNIGHT and slides_on_line(k, f):
                FAMILY_ROLE[f][k] = ROLE_SLIDER


fill_family_tables()


cdef inline bint is_piece_code(uint64_t val) noexcept nogil:
    return ((val & CODE_MASK) >> 1) < ROLE_KNIGHT_FAR


cdef inline int piece_role(const Pos* P, const CountPlan* C, int f, Py_ssize_t i) noexcept nogil:
    """The role of piece i in family f (a pinned piece has none)."""
    cdef int r = C.role[f][P.color[i]][P.kind[i]]
    return ROLE_PIECE if C.pinned[i] else r


cdef inline uint64_t filter_slot(int fbits, uint64_t key) noexcept nogil:
    """The bit of line ``key`` in a line filter of ``fbits`` hash bits."""
    return (key * GOLDEN) >> (64 - fbits)


cdef inline int piece_entry(const Pos* P, const CountPlan* C, int f, Py_ssize_t i,
                            const uint64_t* bits, int fbits, FcLineEntry* out) noexcept nogil:
    """Write piece i's entry in family f to ``out``; 1 when it is needed.
    With a filter (``bits``), a piece with no role on a line not marked
    there is not: no piece with a role stands on its line.  (No branch on
    the piece: kinds and colours come in random order.)"""
    cdef int c = P.color[i]
    cdef int r = piece_role(P, C, f, i)
    cdef int64_t x = P.x[i], y = P.y[i]
    cdef uint64_t key = <uint64_t> key_of(f, x, y), h
    out.key = key
    out.val = (<uint64_t> pos_of(f, x, y) << CODE_BITS) | <uint64_t> (r << 1) | <uint64_t> c
    if bits == NULL:
        return 1
    h = filter_slot(fbits, key)
    return (r != ROLE_PIECE) | <int> ((bits[h >> 6] >> (h & 63)) & 1)


cdef inline int knight_queries(const Pos* P, const CountPlan* C, int64_t i, FcLineEntry* out) noexcept nogil:
    """The queries of knight i on the rows its targets lie on (up to 4, to ``out``)."""
    cdef int m = 0, j, c = P.color[i]
    cdef int64_t x = P.x[i], y = P.y[i], row
    for j in range(-2, 3):
        row = y + j
        if j == 0 or row < 1 or row > C.n:
            continue
        out[m].key = <uint64_t> row
        out[m].val = ((<uint64_t> x << CODE_BITS)
                      | <uint64_t> ((ROLE_KNIGHT_FAR if j == 1 or j == -1 else ROLE_KNIGHT_NEAR) << 1)
                      | <uint64_t> c)
        m += 1
    return m


cdef inline Py_ssize_t piece_near(const FcLineEntry* e, Py_ssize_t i, Py_ssize_t a, Py_ssize_t b,
                                  int sign) noexcept nogil:
    """The nearest piece entry beside entry i of the line run [a, b) towards
    larger (sign 1) or smaller positions, passing over queries; -1 for none."""
    cdef Py_ssize_t j = i + sign
    while a <= j < b:
        if is_piece_code(e[j].val):
            return j
        j += sign
    return -1


cdef inline bint own_piece_at(const FcLineEntry* e, Py_ssize_t i, Py_ssize_t a, Py_ssize_t b,
                              int64_t t, int c) noexcept nogil:
    """Is there a piece of colour c at position t of the line run [a, b), a
    few places from entry i?"""
    cdef Py_ssize_t j
    cdef int64_t q = <int64_t> (e[i].val >> CODE_BITS), pos
    cdef int sign = 1 if t > q else -1
    j = i + sign
    while a <= j < b:
        pos = <int64_t> (e[j].val >> CODE_BITS)
        if (pos - t) * sign > 0:
            return False
        if pos == t and is_piece_code(e[j].val):
            return <int> (e[j].val & 1) == c
        j += sign
    return False


cdef int line_run(const Pos* P, const CountPlan* C, int f, const FcLineEntry* e,
                  Py_ssize_t a, Py_ssize_t b, FcAcc* acc) noexcept nogil:
    """Count the moves of the entries of one line, ``e[a:b]`` sorted by
    position.  Returns 1 when two pieces share a square (rows only), else 0."""
    cdef Py_ssize_t i, j
    cdef int role, c, sign, delta
    cdef int64_t key = <int64_t> e[a].key, pos, x, y, t, length
    for i in range(a, b):
        role = <int> ((e[i].val & CODE_MASK) >> 1)
        c = <int> (e[i].val & 1)
        pos = <int64_t> (e[i].val >> CODE_BITS)
        if f == ROW and i > a and role < ROLE_KNIGHT_FAR and is_piece_code(e[i - 1].val) and \
                <int64_t> (e[i - 1].val >> CODE_BITS) == pos:
            return 1          # pieces on one square are neighbours: queries sort after them
        if role == ROLE_PIECE:
            continue
        if role == ROLE_SLIDER:
            for sign in range(-1, 2, 2):
                j = piece_near(e, i, a, b, sign)
                if j >= 0:
                    length = (<int64_t> (e[j].val >> CODE_BITS) - pos) * sign - 1 + (<int> (e[j].val & 1) != c)
                else:
                    x = line_x(f, key, pos)
                    y = line_y(f, key, pos)
                    length = edge_dist(P, x, y, FAMILY_UP[f] if sign > 0 else FAMILY_DOWN[f])
                fc_acc_add(&acc[c], <uint64_t> length)
        elif role == ROLE_PAWN:
            sign = PAWN_SIGN[f][c]
            j = piece_near(e, i, a, b, sign)
            if f == COL:
                y = pos + sign
                if 1 <= y <= C.n and not (j >= 0 and <int64_t> (e[j].val >> CODE_BITS) == y):
                    fc_acc_add(&acc[c], 1)
            elif j >= 0 and <int64_t> (e[j].val >> CODE_BITS) == pos + sign and <int> (e[j].val & 1) != c:
                fc_acc_add(&acc[c], 1)
        else:
            # a knight's query: its targets at pos +- delta on this row
            delta = 2 if role == ROLE_KNIGHT_FAR else 1
            for sign in range(-1, 2, 2):
                t = pos + sign * delta
                if 1 <= t <= C.n and not own_piece_at(e, i, a, b, t, c):
                    fc_acc_add(&acc[c], 1)
    return 0


cdef int group_runs(const Pos* P, const CountPlan* C, int f, FcLineEntry* e, Py_ssize_t m,
                    FcAcc* acc) noexcept nogil:
    """Sort the group ``e[:m]`` (entries of a few lines) by line and position
    and count each line's moves; 1 when two pieces share a square."""
    cdef Py_ssize_t a = 0, b
    if m == 2 and e[0].key != e[1].key:
        # two lines of one entry each (the most common group after one alone)
        if line_run(P, C, f, e, 0, 1, acc):
            return 1
        return line_run(P, C, f, e, 1, 2, acc)
    if m > 1:
        fc_sort_line_entries(e, <size_t> m)
    while a < m:
        b = a + 1
        while b < m and e[b].key == e[a].key:
            b += 1
        if line_run(P, C, f, e, a, b, acc):
            return 1
        a = b
    return 0


cdef int bucket_runs(const Pos* P, const CountPlan* C, int f, const FcLineEntry* e, Py_ssize_t m,
                     int bbits, CountScratch* W, FcAcc* acc) noexcept nogil:
    """Count the lines of a bucket ``e[:m]`` (its keys share their top
    ``bbits`` hash bits): a hash table on the further bits finds each
    line's entries; a line of one entry (most, on a sparse board) is
    counted where it stands, a longer one gathered in ``W.tmp`` and sorted.
    A bucket too big for the table (a few crowded lines) is sorted whole.
    1: two pieces share a square; -1: memory is short."""
    cdef int tbits = bits_for(m, 1) + 1         # at most half full
    cdef Py_ssize_t i, k, j
    cdef uint64_t h, mask, key
    cdef FcLineEntry* t
    cdef LineSlot* slot
    if m > LINE_TABLE_MAX or tbits + bbits > 64:
        if m > W.tmp_cap:
            t = <FcLineEntry*> realloc(W.tmp, m * sizeof(FcLineEntry))
            if t == NULL:
                return -1
            W.tmp = t
            W.tmp_cap = m
        memcpy(W.tmp, e, m * sizeof(FcLineEntry))
        return group_runs(P, C, f, W.tmp, m, acc)
    mask = ((<uint64_t> 1) << tbits) - 1
    memset(W.slots, 0, ((<size_t> 1) << tbits) * sizeof(LineSlot))
    for i in range(m):
        key = e[i].key
        h = ((key * GOLDEN) << bbits) >> (64 - tbits)
        while W.slots[h].count and W.slots[h].key != key:
            h = (h + 1) & mask
        slot = &W.slots[h]
        if slot.count == 0:
            slot.key = key
            slot.head = -1
        W.next[i] = slot.head
        slot.head = <int32_t> i
        slot.count += 1
        W.slot_of[i] = <int32_t> h
    for i in range(m):
        slot = &W.slots[W.slot_of[i]]
        if slot.count == 1:
            line_run(P, C, f, e, i, i + 1, acc)         # alone on its line
        elif slot.count > 1:
            k = 0
            j = slot.head
            while j >= 0:
                W.tmp[k] = e[j]
                k += 1
                j = W.next[j]
            slot.count = 0                              # done
            if group_runs(P, C, f, W.tmp, k, acc):
                return 1
    return 0


cdef int family_pass(const Pos* P, const CountPlan* C, int f, Scratch* S, CountScratch* W,
                     FcAcc* acc) noexcept nogil:
    """The moves along family f of the pieces with a role there, added to
    ``acc`` by colour.  1: two pieces share a square (rows); -1: memory is
    short.  ``S.ent`` must have room for ``C.room[f] + 1`` entries.

    Only lines with a piece of some role matter: but for the rows (which
    also find two pieces on a square), the lines of those pieces are marked
    in a bit filter first, and a piece without a role on an unmarked line
    gets no entry (on a sparse board, most pieces)."""
    cdef FcLineEntry* ent = <FcLineEntry*> S.ent
    cdef FcLineEntry buf[4]
    cdef FcLineEntry e
    cdef Py_ssize_t i, used = 0, lo, hi, spare = C.room[f], k
    cdef int m, j, bbits, b, got, fbits = 0, keep
    cdef size_t nb, h
    cdef uint64_t* bits = NULL
    if f != ROW:
        fbits = bits_for(8 * C.markers[f], 64)
        fbits = 6 + (fbits if fbits < FILTER_MAX_BITS - 6 else FILTER_MAX_BITS - 6)
        bits = W.bits
        memset(bits, 0, ((<size_t> 1) << (fbits - 3)))
        for i in range(P.p):
            h = filter_slot(fbits, <uint64_t> key_of(f, P.x[i], P.y[i]))
            bits[h >> 6] |= (<uint64_t> (piece_role(P, C, f, i) != ROLE_PIECE)) << (h & 63)
    bbits = bits_for(C.room[f], BUCKET_ENTRIES)
    if bbits > MAX_BUCKET_BITS:
        bbits = MAX_BUCKET_BITS
    if bbits == 0:
        for i in range(P.p):
            used += piece_entry(P, C, f, i, bits, fbits, ent + used)
        if f == ROW:
            for k in range(C.nknights):
                used += knight_queries(P, C, W.knights[k], ent + used)
        return bucket_runs(P, C, f, ent, used, 0, W, acc)
    nb = (<size_t> 1) << bbits
    memset(S.start, 0, (nb + 1) * sizeof(size_t))
    for i in range(P.p):
        keep = piece_entry(P, C, f, i, bits, fbits, &e)
        S.start[((e.key * GOLDEN) >> (64 - bbits)) + 1] += keep
    if f == ROW:
        for k in range(C.nknights):
            m = knight_queries(P, C, W.knights[k], buf)
            for j in range(m):
                S.start[((buf[j].key * GOLDEN) >> (64 - bbits)) + 1] += 1
    for b in range(<int> nb):
        S.start[b + 1] += S.start[b]
    for i in range(P.p):
        keep = piece_entry(P, C, f, i, bits, fbits, &e)
        h = (e.key * GOLDEN) >> (64 - bbits)
        # an entry not needed goes to the spare slot past the end (no branch)
        ent[S.start[h] if keep else spare] = e
        S.start[h] += keep
    if f == ROW:
        for k in range(C.nknights):
            m = knight_queries(P, C, W.knights[k], buf)
            for j in range(m):
                h = (buf[j].key * GOLDEN) >> (64 - bbits)
                ent[S.start[h]] = buf[j]
                S.start[h] += 1
    lo = 0
    for b in range(<int> nb):
        hi = S.start[b]
        if hi > lo:
            got = bucket_runs(P, C, f, ent + lo, hi - lo, bbits, W, acc)
            if got:
                return got
        lo = hi
    return 0
