# Ostap's chess (format C): the correct moves on a mailbox board, included
# into _core.pyx after _mailbox.pxi and _sight.pxi, before _ostap_board.pxi.
#
# How the pieces move and attack are the rules of _rules.pxi, asked of the
# mailbox through the indexed engine's queries (_sight.pxi).  Ostap's
# chess adds its own: a pawn may step two squares from its start rank;
# there is no castling, en passant or promotion; a side may have any number
# of kings (none too), and a move is correct when afterwards no king of its
# side is attacked, which a trial move (make, test, take back) decides.

cdef enum:
    # the kinds a cell of format C may hold (+kind White, -kind Black): Timus
    # numbers pawn 1 .. king 6, as the kinds table does
    OSTAP_KINDS = 6

cdef enum:
    MAX_CANDIDATES = 512   # target squares of one piece: a queen on 64x64 has at most 252

cdef bint any_king_attacked(const OBoard* B, int c) noexcept nogil:
    """Is some king of colour c attacked?  (No king: never.)"""
    cdef Py_ssize_t i
    cdef int64_t k
    for i in range(B.nkings):
        k = B.kings[i]
        if is_royal(B.P.kind[k]) and B.P.color[k] == c:
            if attackers(B, B.P.x[k], B.P.y[k], other_color(c), -1, NULL):
                return True
    return False


cdef bint try_move(OBoard* B, int64_t mover, int64_t tx, int64_t ty, bint keep) noexcept nogil:
    """Try a pseudo-legal move: is no own king attacked after it?  When it
    is correct and ``keep`` is set the move is made, otherwise the board is
    left as it was.  Returns whether it was correct."""
    cdef Undo u
    cdef int c = B.P.color[mover]
    make_move(B, mover, tx, ty, piece_on(B, tx, ty), &u)
    cdef bint ok = not any_king_attacked(B, c)
    if not (ok and keep):
        unmake_move(B, &u)
    return ok


cdef bint pseudo_legal(const OBoard* B, int64_t mover, int64_t tx, int64_t ty) noexcept nogil:
    """Does the piece ``mover`` move to (tx, ty) by its rules (path clear, not
    onto its own piece)?  Ostap's rules: no castling, no en passant, no
    promotion; a pawn may step two squares from its start rank."""
    cdef int c = B.P.color[mover], k = B.P.kind[mover], d
    cdef int64_t fx = B.P.x[mover], fy = B.P.y[mover]
    cdef int64_t dx = tx - fx, dy = ty - fy, occ, first, dist, fwd
    if not on_board(&B.P, tx, ty) or (dx == 0 and dy == 0):
        return False
    occ = piece_on(B, tx, ty)
    if occ >= 0 and B.P.color[occ] == c:
        return False
    if jumps_at_all(k) and jumps_to(k, dx, dy):
        return True
    if KINDS[k].steps and king_step(dx, dy):
        return steps_along(k, dir_of(dx, dy))
    if is_pawn(k):
        fwd = pawn_forward(c)
        if dx == 0 and dy == 2 * fwd:
            # Ostap's own rule: two steps from the pawn's start rank
            if fy != (2 if c == WHITE else B.P.n - 1):
                return False
            return occ < 0 and piece_on(B, fx, fy + fwd) < 0
        return pawn_step(c, dx, dy, occ >= 0)
    d = dir_of(dx, dy)
    if d < 0 or not slides_along(k, d):
        return False
    first = walk(B, fx, fy, d, -1, &dist)
    return first < 0 or dist >= max(abs64(dx), abs64(dy))


cdef bint pinned_to_a_king(const OBoard* B, int64_t i, int c) noexcept nogil:
    """Is piece i the only piece between a king of colour c and an enemy
    slider that moves along their line?  Only such a piece can, by moving,
    leave that king attacked (when no king of c is attacked yet)."""
    cdef Py_ssize_t n
    cdef int64_t j, dist
    cdef int d
    for n in range(B.nkings):
        j = B.kings[n]
        if not is_royal(B.P.kind[j]) or B.P.color[j] != c or j == i:
            continue
        d = dir_of(B.P.x[i] - B.P.x[j], B.P.y[i] - B.P.y[j])
        if d >= 0 and walk(B, B.P.x[j], B.P.y[j], d, -1, &dist) == i and pinner_behind(B, j, i, d) >= 0:
            return True
    return False


cdef int candidates(const OBoard* B, int64_t i, int64_t* cand_x, int64_t* cand_y, int cap) noexcept nogil:
    """Squares piece i might move to (a superset: pseudo_legal decides): its
    jumps, its steps, a pawn's four squares ahead, then its slides."""
    cdef int k = B.P.kind[i], c = B.P.color[i], nc = 0, j, d
    cdef int64_t x = B.P.x[i], y = B.P.y[i], tx, ty, occ, fwd
    if jumps_at_all(k):
        for j in range(8):
            if jumps_by(k, j):
                cand_x[nc] = x + NX[j]
                cand_y[nc] = y + NY[j]
                nc += 1
    if KINDS[k].steps:
        for d in range(8):
            if steps_along(k, d):
                cand_x[nc] = x + DX[d]
                cand_y[nc] = y + DY[d]
                nc += 1
    if is_pawn(k):
        fwd = pawn_forward(c)
        for j in range(4):
            cand_x[nc] = x + (0 if j < 2 else (1 if j == 2 else -1))
            cand_y[nc] = y + (2 * fwd if j == 1 else fwd)
            nc += 1
    if is_slider(k):
        for d in range(8):
            if not slides_along(k, d):
                continue
            tx = x + DX[d]
            ty = y + DY[d]
            while nc < cap and on_board(&B.P, tx, ty):
                cand_x[nc] = tx
                cand_y[nc] = ty
                nc += 1
                occ = piece_on(B, tx, ty)
                if occ >= 0:
                    break
                tx += DX[d]
                ty += DY[d]
    return nc


cdef struct MoveRec:
    # one move of a list: piece ``pid`` to (tx, ty)
    int64_t pid
    int64_t tx
    int64_t ty


cdef inline void add_move(vector[MoveRec]* moves, int64_t pid, int64_t tx, int64_t ty) noexcept nogil:
    """Append the move of piece ``pid`` to (tx, ty) when a list is wanted."""
    cdef MoveRec rec
    if moves != NULL:
        rec.pid = pid
        rec.tx = tx
        rec.ty = ty
        moves.push_back(rec)


cdef int64_t legal_moves_of(OBoard* B, int c, bint stop_at_first, vector[MoveRec]* out,
                            int in_check) noexcept nogil:
    """Count (or list) the correct moves of colour c; stop at the first one
    when asked.

    ``in_check`` is 0 or 1 when the caller knows whether c is in check, -1
    otherwise.  When c is not in check, the search for a first move makes
    no trial moves for the pieces that are neither kings nor pinned to one:
    none of their pseudo-legal moves can leave a king attacked.  Kings and
    pinned pieces are tried (make, test, take back) after them."""
    cdef int64_t count = 0, i
    cdef int k, j, rnd, nc
    cdef int64_t cand_x[MAX_CANDIDATES]
    cdef int64_t cand_y[MAX_CANDIDATES]
    cdef bint quick = False, free_piece
    if stop_at_first and out == NULL:
        if in_check < 0:
            in_check = any_king_attacked(B, c)
        quick = not in_check
    for rnd in range(2 if quick else 1):
        for i in range(B.P.p):
            k = B.P.kind[i]
            if not is_kind(k) or B.P.color[i] != c:
                continue
            free_piece = quick and not is_royal(k) and not pinned_to_a_king(B, i, c)
            if quick and (rnd == 0) != free_piece:
                continue        # round 0: the free pieces; round 1: the rest
            nc = candidates(B, i, cand_x, cand_y, MAX_CANDIDATES)
            for j in range(nc):
                if not pseudo_legal(B, i, cand_x[j], cand_y[j]):
                    continue
                if free_piece or try_move(B, i, cand_x[j], cand_y[j], False):
                    count += 1
                    add_move(out, i, cand_x[j], cand_y[j])
                    if stop_at_first:
                        return count
    return count
