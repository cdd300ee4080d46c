# Sorting a bucket of the count engine's entries and scanning its lines,
# included into _core.pyx after _count_lines.pxi (the entries) and before
# _count.pxi (the passes that fill the buckets).
#
# bucket_lines sorts a bucket of either form of entry (the fused
# LineEntry: 16-byte entries, or the 8-byte words of a board of side below
# 2^26): a counting sort on hash bits below the bucket's into groups of
# about GROUP_ENTRIES entries (all of a line's in one), branch-free bubble
# passes, then one insertion sort; a crowded group is sorted on its own, a
# bucket over TMP_MAX entries where it stands.  sorted_lines then reads the
# sorted entries in the same form (the packed words are never unpacked but
# for a line key asked for) and counts the moves of every entry with a role
# from its neighbours on its line, each role in a loop of its own.

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
        edge = edge_dist(P, x, y, FAMILY_UP[f] if sign > 0 else FAMILY_DOWN[f])
        fc_acc_add(&acc[c], <uint64_t> (near if j != i else edge))


cdef inline void pawn_moves(const CountPlan* C, const LineEntry* e, Py_ssize_t i, Py_ssize_t m,
                            FcAcc* acc) noexcept nogil:
    """Count the moves of the pawn's query of entry i on the row ahead of it
    (as slider_moves): its step onto the square at the query, its captures
    of an enemy at +-1."""
    cdef uint64_t v = val_of(e, i)
    cdef int c = <int> (v & 1), fwd = pawn_forward(c), dx, at
    cdef int64_t pos = <int64_t> (v >> CODE_BITS)
    cdef int64_t y = key_at(e, i, C.n) - fwd      # the pawn's row
    fc_acc_add(&acc[c], <uint64_t> pawn_advances(c, y, C.n, colour_at(e, i, m, pos) >= 0))
    for dx in range(-1, 2, 2):
        at = colour_at(e, i, m, pos + dx)
        fc_acc_add(&acc[c], <uint64_t> pawn_step(c, dx, fwd, at >= 0 and at != c))


cdef inline void knight_moves(const CountPlan* C, const LineEntry* e, Py_ssize_t i, Py_ssize_t m,
                              FcAcc* acc) noexcept nogil:
    """Count the moves of the knight's query of entry i on a row (as
    slider_moves): its targets at pos +- delta on this row."""
    cdef uint64_t v = val_of(e, i)
    cdef int c = <int> (v & 1), sign
    cdef int delta = 2 if <int> ((v & CODE_MASK) >> 1) == ROLE_KNIGHT_FAR else 1
    cdef int64_t pos = <int64_t> (v >> CODE_BITS), t
    for sign in range(-1, 2, 2):
        t = pos + sign * delta
        if lands(1 <= t <= C.n, colour_at(e, i, m, t) == c):
            fc_acc_add(&acc[c], 1)


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
    if j == i or (<int64_t> (w >> CODE_BITS) - pos) * sign > abs64(off):
        fc_acc_add(&acc[c], 1)


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
            r = <int> ((v & CODE_MASK) >> 1)
            sl[ns] = <int32_t> i
            pw[np] = <int32_t> i
            kq[nq] = <int32_t> i
            bl[nb] = <int32_t> i
            nb += r == ROLE_BLOCKER
            ns += r == ROLE_SLIDER
            np += r == ROLE_PAWN
            nq += (r == ROLE_KNIGHT_FAR) | (r == ROLE_KNIGHT_NEAR)
        for k in range(ns):
            slider_moves(P, f, e, sl[k], m, acc)
        for k in range(np):
            pawn_moves(C, e, pw[k], m, acc)
        for k in range(nq):
            knight_moves(C, e, kq[k], m, acc)
        for k in range(nb):
            blocker_moves(P, C, f, e, bl[k], m, acc)
        lo = hi
    return 0


cdef inline size_t top_bits(uint64_t h, int skip, int nbits) noexcept nogil:
    """``nbits`` bits (0 to 63) of a 64-bit hash, after its top ``skip``."""
    return <size_t> (((h << skip) >> 1) >> (63 - nbits))


cdef inline size_t group_of(const LineEntry* e, Py_ssize_t i, int bbits, int gbits) noexcept nogil:
    """Entry i's group in its bucket: the ``gbits`` bits of its key's hash
    after the bucket's top ``bbits`` (small_hash for a packed word)."""
    if LineEntry is uint64_t:
        return <size_t> ((e[i] >> (32 + SMALL_BITS - bbits - gbits)) & (((<uint64_t> 1) << gbits) - 1))
    else:
        return top_bits(e[i].key, bbits, gbits)


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
    cdef Py_ssize_t i, lo
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
        for i in range(BUBBLE_PASSES):
            fc_bubble(t, <size_t> m)
        fc_insertion(t, <size_t> m)
    else:
        lo = 0                              # the fill moved each group's start to its end
        for g in range(ng):
            fc_sort_group(t + lo, at[g] - lo)
            lo = at[g]
    return sorted_lines(P, C, f, t, m, W, acc)
