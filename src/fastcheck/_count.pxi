# Every valid move of both sides of a board asked once (count_batch), in
# passes and without the line indexes; included into _core.pyx after
# _count_lines.pxi (the line families it counts along) and _count_scan.pxi
# (a bucket's sort and scan).
#
# A checked side's count is the pass engine's (evasions_onepass), but for
# its blocks by sliders along the families counted anyway for the other
# side: those sliders enter the families as blockers (plan_blocks), each
# counted when its nearest piece towards the check line lies beyond it
# (_count_scan.pxi's blocker_moves), and evasions_onepass's slider_blocks
# hashes only the other families' crossings (Scratch.counted).
#
# An unchecked side's count is its king's safe steps (evasions_onepass as
# well: with no checker it counts only those), its pinned pieces' moves
# along their pin lines (read off the king's RayView), and every other
# piece's moves, which depend only on the nearest pieces beside it on its
# lines (family_passes: a pass over the pieces sizes the buckets of every line
# family that some piece moves along, one or two write the entries, then
# each family's buckets are counted by _count_scan.pxi).  The first pass,
# which finds the kings' views, also lists the knights and pawns (for
# their queries) and each side's sliders (for the line filters).  The row
# family also finds two pieces on one square.
#
# tests/test_count_engine.py holds the counts equal to the indexed engine's
# (side_runs, Position.move_count) and to the brute-force reference.


cdef void pinned_moves(const Pos* P, const RayView* kv, int s, const int64_t* pins, int npins,
                       FcAcc* acc) noexcept nogil:
    """The moves of side s's pinned pieces (its king not threatened): along
    the pin line only, between the king (``kv``'s nearest piece on the ray)
    and the pinner (the second nearest)."""
    cdef int i, d, k, fwd = pawn_forward(s)
    cdef int64_t pid, near, far
    for i in range(npins):
        pid = pins[i]
        for d in range(8):
            if kv.id1[d] == pid:
                break
        near = kv.dist1[d]          # squares from the king to the piece
        far = kv.dist2[d]           # ... to the pinner
        k = P.kind[pid]
        if slides_along(k, d):
            fc_acc_add(acc, <uint64_t> pinned_slider_squares(near, far))
        elif is_pawn(k):
            if DIR_LINE[d] == COL:
                # its step stays on the line, towards the pinner or the king;
                # the board goes on past either
                if pawn_step(s, 0, fwd, far - near == 1 if DY[d] == fwd else near == 1):
                    fc_acc_add(acc, 1)
            elif d >= 4 and far - near == 1 and pawn_step(s, DX[d], DY[d], True):
                fc_acc_add(acc, 1)  # it takes the pinner
        # a jump, or a slide across the line: no move keeps the pin


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
    cdef int k, got, sl, bits
    cdef int64_t x, y, wx = P.x[wk], wy = P.y[wk], bx = P.x[bk], by = P.y[bk]
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
        # each colour's knights and pawns, and its sliders (no branch on the piece)
        at = colour_slot(P.p, P.color[i], k0, k1)
        W.queriers[at].x = x
        W.queriers[at].y = y
        W.queriers[at].id = <int32_t> i
        bits = KIND_BITS[k]
        W.queriers[at].pawn = (bits & KB_PAWN) != 0
        sl = (bits & (KB_JUMPS | KB_PAWN)) != 0
        k0 += sl & (P.color[i] == 0)
        k1 += sl & (P.color[i] != 0)
        W.sliders[colour_slot(P.p, P.color[i], n0, n1)] = <int32_t> i
        sl = (bits & KB_SLIDES) != 0
        n0 += sl & (P.color[i] == 0)
        n1 += sl & (P.color[i] != 0)
    C.sliders[0] = W.sliders
    C.nsliders[0] = n0
    C.sliders[1] = W.sliders + colour_slot(P.p, WHITE, 0, n1 - 1)     # White's last slot: its list's start
    C.nsliders[1] = n1
    plan_sides(P, &C, W, side, views, kings, have)
    C.queriers[0] = W.queriers
    C.nqueriers[0] = k0
    C.queriers[1] = W.queriers + colour_slot(P.p, WHITE, 0, k1 - 1)   # as for the sliders
    C.nqueriers[1] = k1
    got = count_passes(P, &C, side, views, kings, S, W, acc)
    memset(W.pinned, 0, <size_t> P.p)      # the pins', blockers' and keep flags: 0 between boards
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
    C.block_side = -1
    C.blockers = W.kept                     # (not in use until the size pass)
    C.nblockers = 0
    for f in range(NLINES):
        C.block_bit[f] = 0
    for s in range(2):
        if (side == -1 or side == s) and not C.wanted[s] and C.wanted[other_color(s)]:
            plan_blocks(P, C, W, s, &views[s], kings[s])
    for s in range(2):                      # (a blocker is never pinned: blocker_tag)
        for j in range(C.npins[s]):
            W.pinned[C.pins[s][j]] = 1


cdef void plan_blocks(const Pos* P, CountPlan* C, CountScratch* W, int s, const RayView* kv,
                      int64_t king) noexcept nogil:
    """Let the family passes count side s's blocks by sliders (its king in
    check by a lone slider two or more squares away) along the families they
    count anyway: its sliders whose line of such a family crosses the check
    line get the blocker role there (the pass engine's blocker_tag and
    crossing; a bit of ``W.pinned``, listed once in ``C.blockers``), and
    evasions_onepass leaves those families (``C.block_mask``) out, told by
    count_passes through Scratch.counted.  Side s's pins go to ``C.pins[s]``
    (plan_sides marks them in ``W.pinned``)."""
    cdef int64_t checker[MAX_ATTACKERS]
    cdef int f, flags, bit = 1
    cdef Py_ssize_t i, j
    cdef uint64_t key
    cdef int64_t off
    if view_attackers(P, kv, other_color(s), checker) != 1 or not check_line_of(P, king, checker[0], &C.check):
        return
    for f in range(NLINES):
        if C.needed[f] and C.check.m[f] != 0:      # at most three: the check line's family has m 0
            C.block_mask |= 1 << f
            C.block_bit[f] = bit
            bit += 1
    if C.block_mask == 0:
        return
    C.block_side = s
    C.npins[s] = view_pins(P, kv, s, C.pins[s])
    # each blocker listed once, for mark_lines
    for j in range(C.nsliders[s]):
        i = C.sliders[s][j]
        flags = 0
        for f in range(NLINES):
            if ((C.block_mask >> f) & 1 and blocker_tag(P, i, f, s, C.pins[s], C.npins[s])
                    and crossing(&C.check, f, P.x[i], P.y[i], &key, &off)):
                flags |= 1 << C.block_bit[f]
                C.markers[f] += 1
        if flags:
            W.pinned[i] |= flags
            W.kept[C.nblockers] = <int32_t> i     # (C.blockers)
            C.nblockers += 1


cdef int count_passes(const Pos* P, CountPlan* C, int side, const RayView* views, const int64_t* kings,
                      Scratch* S, CountScratch* W, FcAcc* acc) noexcept nogil:
    """count_board's passes once the plan is made (see there)."""
    cdef Py_ssize_t j, nq
    cdef const Querier* q
    cdef int s, got
    cdef int64_t c
    # the queries of the knights and pawns whose moves are counted: of a
    # side counted here, not pinned
    # (a local count: a count in C would go through memory at every piece)
    nq = 0
    for s in range(2):
        if not C.wanted[s]:
            continue
        for j in range(C.nqueriers[s]):
            q = &C.queriers[s][j]
            nq += piece_queries(C, q, s, C.npins[s] == 0 or not W.pinned[q.id], W.queries + nq)
    C.nqueries = nq
    # the row family finds two pieces on a square; without it, the pass engine's test
    if not C.needed[ROW]:
        got = has_duplicate(P, S)
        if got:
            return got
    got = family_passes(P, C, S, W, acc)
    if got:
        return got
    for s in range(2):
        if side != -1 and side != s:
            continue
        S.counted = C.block_mask if s == C.block_side else 0
        c = evasions_onepass(P, kings[s], &views[s], S)
        S.counted = 0
        if c < 0:
            return -1
        fc_acc_add(&acc[s], <uint64_t> c)
        if C.wanted[s]:
            pinned_moves(P, &views[s], s, C.pins[s], C.npins[s], &acc[s])
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
    Py_ssize_t nkept             # the pieces with an entry in a filtered family: W.kept[:nkept]
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
        b = bits_for(C.room[f], COUNT_BUCKET_ENTRIES)
        F.bbits[f] = b if b < MAX_BUCKET_BITS else MAX_BUCKET_BITS
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
                F.filter[f].bits[h >> 6] |= (<uint64_t> (r != ROLE_PIECE)) << (h & 63)


cdef void size_buckets(const Pos* P, const CountPlan* C, CountScratch* W, Families* F) noexcept nogil:
    """size_pass, its loop made for the entries' size."""
    if F.small:
        size_pass(P, C, W, F, True)
    else:
        size_pass(P, C, W, F, False)


cdef inline void size_pass(const Pos* P, const CountPlan* C, CountScratch* W, Families* F,
                           bint small) noexcept nogil:
    """One pass: how many entries each bucket of each family gets; then
    ``F.start[f][b]`` is where bucket b starts, counted from the family's
    first entry, and ``F.size[f]`` how many it has.  Whether piece i has an
    entry in family f goes to bit KEEP_SHIFT + f of ``W.pinned[i]``, and
    the pieces with one in a filtered family to ``W.kept[:F.nkept]``."""
    cdef Py_ssize_t i, k, nk = 0
    cdef int f, b, keep, flags
    cdef FcLineEntry e
    for f in range(NLINES):
        if F.on[f]:
            memset(F.start[f], 0, (((<size_t> 1) << F.bbits[f]) + 1) * sizeof(size_t))
    if F.on[ROW]:
        for i in range(P.p):
            F.start[ROW][entry_bucket(F, ROW, line_hash(key_of(ROW, P.x[i], P.y[i]), F.n, small), small) + 1] += 1
    for i in range(P.p):
        flags = W.pinned[i] | (F.on[ROW] << KEEP_SHIFT)
        for f in range(1, NLINES):
            if F.on[f]:
                keep = piece_entry(P, C, f, i, &F.filter[f], small, &e)
                F.start[f][entry_bucket(F, f, e.key, small) + 1] += <size_t> keep
                flags |= keep << (KEEP_SHIFT + f)
        W.pinned[i] = <unsigned char> flags
        W.kept[nk] = <int32_t> i
        nk += (flags >> (KEEP_SHIFT + 1)) != 0
    F.nkept = nk
    if F.on[ROW]:
        for k in range(C.nqueries):
            F.start[ROW][entry_bucket(F, ROW, W.queries[k].key, small) + 1] += 1
    for f in range(NLINES):
        if F.on[f]:
            for b in range(1 << F.bbits[f]):
                F.start[f][b + 1] += F.start[f][b]
            F.size[f] = <Py_ssize_t> F.start[f][1 << F.bbits[f]]


cdef void write_entries(const Pos* P, const CountPlan* C, const CountScratch* W, Families* F,
                        void* ent, Py_ssize_t spare) noexcept nogil:
    """write_pass, its loop made for the entries' size."""
    if F.small:
        write_pass(P, C, W, F, ent, spare, True)
    else:
        write_pass(P, C, W, F, ent, spare, False)


cdef inline void write_pass(const Pos* P, const CountPlan* C, const CountScratch* W, Families* F,
                            void* ent, Py_ssize_t spare, bint small) noexcept nogil:
    """One pass: the entries of the families of this round (``F.now``) to
    their buckets in ``ent`` (FcLineEntry, or packed ones when ``F.small``);
    ``F.start[f][b]`` moves on to the end of bucket b.  An entry not needed
    goes to ``ent[spare]`` (no branch).  The pass is over every piece when
    the rows are written (they keep all), else over those that some
    filtered family keeps (``W.kept``)."""
    cdef Py_ssize_t i, k, n = P.p if F.now[ROW] else F.nkept
    cdef int f
    cdef size_t* at
    cdef size_t h, mask, keep
    cdef FcLineEntry e
    for k in range(n):
        i = k if F.now[ROW] else W.kept[k]
        for f in range(NLINES):
            if F.now[f]:
                piece_entry(P, C, f, i, NULL, small, &e)
                keep = (W.pinned[i] >> (KEEP_SHIFT + f)) & 1
                at = &F.start[f][entry_bucket(F, f, e.key, small)]
                mask = <size_t> 0 - keep
                put_entry(F, ent, (at[0] & mask) | (<size_t> spare & ~mask), &e, small)
                at[0] += keep
    if F.now[ROW]:
        for k in range(C.nqueries):
            h = entry_bucket(F, ROW, W.queries[k].key, small)
            put_entry(F, ent, F.start[ROW][h], &W.queries[k], small)
            F.start[ROW][h] += 1


cdef int count_round(const Pos* P, const CountPlan* C, CountScratch* W, Families* F,
                     FcLineEntry* ent, FcAcc* acc) noexcept nogil:
    """Write the entries of this round's families and count their buckets'
    lines; 1: two pieces share a square, -1: memory is short."""
    cdef int f, b, got
    cdef Py_ssize_t lo, hi
    write_entries(P, C, W, F, ent, C.room[ROW])
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
    the filtered families over the pieces they keep).  The flags they leave
    in ``W.pinned`` are count_board's to clear.  -1 when memory is short."""
    cdef Families F
    cdef FcLineEntry* ent = <FcLineEntry*> S.ent
    # no more of S.ent than one family may need (as many as the rows): the
    # memory touched stays that of a family at a time
    cdef Py_ssize_t cap = C.room[ROW], used = 0
    cdef int f, b, got, any_now = False
    plan_families(P, C, W, &F)
    if F.on[COL] or F.on[DIAG] or F.on[ANTI]:
        mark_lines(P, C, &F)
    size_buckets(P, C, W, &F)
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


cdef Py_ssize_t count_entries(const int8_t* kind, Py_ssize_t p) noexcept nogil:
    """Room for the entries of a family of a board of ``p`` pieces: the
    pieces, four queries a knight and one a pawn (piece_queries)."""
    cdef Py_ssize_t i, queries = 0
    for i in range(p):
        queries += queries_of(kind[i])
    return p + queries
