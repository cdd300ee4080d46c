# Ostap's chess (format C): a board mutated in place, move by move.
#
# Included into _core.pyx; it uses the same Pos, line indexes and attack
# code as the static solver, but keeps the indexes sorted incrementally
# instead of rebuilding them every ply: a moving piece's entry slides to its
# new slot, a captured piece's entry is deleted (the entries after it shift
# down) and reinserted on unmake (the entries after its slot shift up).
# rank[f][pid] (a piece's slot in index f) is kept up to date, so a piece's
# entry is found in O(1), and a move shifts only the entries between its old
# and new slot -- a handful on an 8x8 board.

DEF MAX_CANDIDATES = 512   # target squares of one piece: a queen on 64x64 has at most 252

cdef inline bint entry_less(const FcEntry* a, const FcEntry* b) noexcept nogil:
    return a.key < b.key or (a.key == b.key and a.pos < b.pos)


cdef void index_remove(Pos* P, int64_t pid) noexcept nogil:
    """Delete piece ``pid``'s entry from all four indexes."""
    cdef int f
    cdef Py_ssize_t i
    cdef FcEntry* a
    cdef int64_t* r
    for f in range(NLINES):
        a = P.lines[f]
        r = P.rank[f]
        P.cnt[f] -= 1
        for i in range(r[pid], P.cnt[f]):
            a[i] = a[i + 1]
            r[a[i].pid] = i


cdef void index_insert(Pos* P, int64_t pid) noexcept nogil:
    """Insert piece ``pid``'s entry (at its square) into all four indexes."""
    cdef int f
    cdef Py_ssize_t i
    cdef FcEntry* a
    cdef int64_t* r
    cdef FcEntry e
    for f in range(NLINES):
        a = P.lines[f]
        r = P.rank[f]
        e.key = key_of(f, P.x[pid], P.y[pid])
        e.pos = pos_of(f, P.x[pid], P.y[pid])
        e.pid = pid
        i = P.cnt[f]
        while i > 0 and entry_less(&e, &a[i - 1]):
            a[i] = a[i - 1]
            r[a[i].pid] = i
            i -= 1
        a[i] = e
        r[pid] = i
        P.cnt[f] += 1


cdef void index_move(Pos* P, int64_t pid, int64_t nx, int64_t ny) noexcept nogil:
    """Move piece ``pid`` to (nx, ny) in all four indexes: its entry slides
    from its old slot to its new one, as in insertion sort."""
    cdef int f
    cdef Py_ssize_t i, cnt
    cdef FcEntry* a
    cdef int64_t* r
    cdef FcEntry e
    e.pid = pid
    for f in range(NLINES):
        a = P.lines[f]
        r = P.rank[f]
        cnt = P.cnt[f]
        e.key = key_of(f, nx, ny)
        e.pos = pos_of(f, nx, ny)
        i = r[pid]
        while i + 1 < cnt and entry_less(&a[i + 1], &e):
            a[i] = a[i + 1]
            r[a[i].pid] = i
            i += 1
        while i > 0 and entry_less(&e, &a[i - 1]):
            a[i] = a[i - 1]
            r[a[i].pid] = i
            i -= 1
        a[i] = e
        r[pid] = i
    P.x[pid] = nx
    P.y[pid] = ny


cdef struct Undo:
    int64_t mover
    int64_t fx
    int64_t fy
    int64_t captured
    int8_t captured_kind


cdef inline void make_move(Pos* P, int64_t mover, int64_t tx, int64_t ty, int64_t captured,
                           Undo* u) noexcept nogil:
    """Move ``mover`` to (tx, ty), taking ``captured`` (-1: none) off the
    board; ``u`` gets what :func:`unmake_move` needs."""
    u.mover = mover
    u.fx = P.x[mover]
    u.fy = P.y[mover]
    u.captured = captured
    u.captured_kind = 0
    if captured >= 0:
        index_remove(P, captured)
        u.captured_kind = P.kind[captured]
        P.kind[captured] = 0
    index_move(P, mover, tx, ty)


cdef inline void unmake_move(Pos* P, const Undo* u) noexcept nogil:
    """Take back the move recorded in ``u``."""
    index_move(P, u.mover, u.fx, u.fy)
    if u.captured >= 0:
        P.kind[u.captured] = u.captured_kind
        index_insert(P, u.captured)


cdef bint any_king_attacked(const Pos* P, int c) noexcept nogil:
    """Is some king of colour c attacked?  (No king: never.)"""
    cdef Py_ssize_t i
    for i in range(P.p):
        if P.kind[i] == KING and P.color[i] == c:
            if attackers(P, P.x[i], P.y[i], other_color(c), -1, NULL) > 0:
                return True
    return False


cdef bint try_move(Pos* P, int64_t mover, int64_t tx, int64_t ty, bint keep) noexcept nogil:
    """Make a pseudo-legal move; keep it when no own king is attacked after it
    and ``keep`` is set, otherwise take it back.  Returns whether it was
    correct."""
    cdef Undo u
    cdef int c = P.color[mover]
    cdef int64_t cap = find_at(P, tx, ty)
    make_move(P, mover, tx, ty, cap, &u)
    cdef bint ok = not any_king_attacked(P, c)
    if not (ok and keep):
        unmake_move(P, &u)
    return ok


cdef bint pseudo_legal(const Pos* P, int64_t mover, int64_t tx, int64_t ty) noexcept nogil:
    """Does the piece ``mover`` move to (tx, ty) by its rules (path clear, not
    onto its own piece)?  Ostap's rules: no castling, no en passant, no
    promotion; a pawn may step two squares from its start rank."""
    cdef int c = P.color[mover], k = P.kind[mover], d
    cdef int64_t fx = P.x[mover], fy = P.y[mover]
    cdef int64_t dx = tx - fx, dy = ty - fy, adx, ady, occ, first, dist, fwd
    if not on_board(P, tx, ty) or (dx == 0 and dy == 0):
        return False
    occ = find_at(P, tx, ty)
    if occ >= 0 and P.color[occ] == c:
        return False
    adx = abs64(dx)
    ady = abs64(dy)
    if k == KNIGHT:
        return (adx == 1 and ady == 2) or (adx == 2 and ady == 1)
    if k == KING:
        return adx <= 1 and ady <= 1
    if k == PAWN:
        fwd = pawn_forward(c)
        if dx == 0 and dy == fwd:
            return occ < 0
        if dx == 0 and dy == 2 * fwd:
            if fy != (2 if c == WHITE else P.n - 1):
                return False
            return occ < 0 and find_at(P, fx, fy + fwd) < 0
        if adx == 1 and dy == fwd:
            return occ >= 0
        return False
    # sliders
    if not (dx == 0 or dy == 0 or adx == ady):
        return False
    for d in range(8):
        if DX[d] == sign64(dx) and DY[d] == sign64(dy):
            break
    if not slides_along(k, d):
        return False
    first = ray_first(P, fx, fy, d, -1, &dist)
    return first < 0 or dist >= (adx if adx > ady else ady)


cdef bint pinned_to_a_king(const Pos* P, int64_t i, int c) noexcept nogil:
    """Is piece i the only piece between a king of colour c and an enemy
    slider that moves along their line?  Only such a piece can, by moving,
    leave that king attacked (when no king of c is attacked yet)."""
    cdef Py_ssize_t j
    cdef int64_t dx, dy, first, second, dist
    cdef int d
    for j in range(P.p):
        if P.kind[j] != KING or P.color[j] != c or j == i:
            continue
        dx = P.x[i] - P.x[j]
        dy = P.y[i] - P.y[j]
        if not (dx == 0 or dy == 0 or abs64(dx) == abs64(dy)):
            continue
        for d in range(8):
            if DX[d] == sign64(dx) and DY[d] == sign64(dy):
                break
        first = ray_first(P, P.x[j], P.y[j], d, -1, &dist)
        if first != i:
            continue
        second = ray_first(P, P.x[i], P.y[i], d, -1, &dist)
        if second >= 0 and P.color[second] != c and slides_along(P.kind[second], d):
            return True
    return False


cdef int candidates(const Pos* P, int64_t i, int64_t* cand_x, int64_t* cand_y, int cap) noexcept nogil:
    """Squares piece i might move to (a superset: pseudo_legal decides)."""
    cdef int k = P.kind[i], c = P.color[i], nc = 0, j, d
    cdef int64_t first, dist, step, tx, ty, fwd
    if k == KNIGHT or k == KING:
        for j in range(8):
            cand_x[nc] = P.x[i] + (NX[j] if k == KNIGHT else DX[j])
            cand_y[nc] = P.y[i] + (NY[j] if k == KNIGHT else DY[j])
            nc += 1
    elif k == PAWN:
        fwd = pawn_forward(c)
        for j in range(4):
            cand_x[nc] = P.x[i] + (0 if j < 2 else (1 if j == 2 else -1))
            cand_y[nc] = P.y[i] + (2 * fwd if j == 1 else fwd)
            nc += 1
    else:
        for d in range(8):
            if not slides_along(k, d):
                continue
            first = ray_first(P, P.x[i], P.y[i], d, -1, &dist)
            step = 1
            while nc < cap:
                tx = P.x[i] + step * DX[d]
                ty = P.y[i] + step * DY[d]
                if not on_board(P, tx, ty) or (first >= 0 and step > dist):
                    break
                cand_x[nc] = tx
                cand_y[nc] = ty
                nc += 1
                step += 1
    return nc


cdef int64_t legal_moves_of(Pos* P, int c, bint stop_at_first, vector[MoveRec]* out,
                            int in_check) noexcept nogil:
    """Count (or list) the correct moves of colour c; stop at the first one
    when asked.

    ``in_check`` is 0 or 1 when the caller knows whether c is in check, -1
    otherwise.  When c is not in check, the search for a first move makes
    no trial moves for the pieces that are neither kings nor pinned to one:
    none of their pseudo-legal moves can leave a king attacked.  Kings and
    pinned pieces are tried (make, test, unmake) after them."""
    cdef int64_t count = 0, i
    cdef int k, j, rnd, nc
    cdef int64_t cand_x[MAX_CANDIDATES]
    cdef int64_t cand_y[MAX_CANDIDATES]
    cdef bint quick = False, free_piece
    if stop_at_first and out == NULL:
        if in_check < 0:
            in_check = any_king_attacked(P, c)
        quick = not in_check
    for rnd in range(2 if quick else 1):
        for i in range(P.p):
            k = P.kind[i]
            if k == 0 or P.color[i] != c:
                continue
            free_piece = quick and k != KING and not pinned_to_a_king(P, i, c)
            if quick and (rnd == 0) != free_piece:
                continue        # round 0: the free pieces; round 1: the rest
            nc = candidates(P, i, cand_x, cand_y, MAX_CANDIDATES)
            for j in range(nc):
                if not pseudo_legal(P, i, cand_x[j], cand_y[j]):
                    continue
                if free_piece or try_move(P, i, cand_x[j], cand_y[j], False):
                    count += 1
                    add_move(out, i, cand_x[j], cand_y[j])
                    if stop_at_first:
                        return count
    return count


cdef class OstapBoard:
    """A board for Ostap's chess, changed in place one move at a time.

    Raw tier of :class:`fastcheck.OstapGame`: colours are :class:`Color`
    codes (any true value is White), squares (x, y) with x the file (a = 1)
    and y the rank; results are :class:`MoveResult` codes (ints).
    """
    cdef Pos P
    cdef FcEntry* store[NLINES]
    cdef int64_t* xs
    cdef int64_t* ys
    cdef int8_t* ks
    cdef int8_t* cs
    # whether side ``known_side`` is in check on the board as it is now
    # (-1: not known); set by _status, used by play to skip a king test
    cdef int known_side
    cdef bint known_check
    cdef bint ready          # set only once the board is built

    def __cinit__(self):
        cdef int f
        for f in range(NLINES):
            self.store[f] = NULL
            self.P.rank[f] = NULL
        self.xs = NULL
        self.ys = NULL
        self.ks = NULL
        self.cs = NULL
        self.known_side = -1
        self.ready = False

    cdef void _release(self) noexcept:
        cdef int f
        for f in range(NLINES):
            free(self.store[f])
            free(self.P.rank[f])
            self.store[f] = NULL
            self.P.rank[f] = NULL
        free(self.xs)
        free(self.ys)
        free(self.ks)
        free(self.cs)
        self.xs = NULL
        self.ys = NULL
        self.ks = NULL
        self.cs = NULL
        self.P.p = 0
        self.P.n = 0

    cdef int _alloc(self, int64_t n, Py_ssize_t p) except -1:
        cdef int f
        if n < 1 or n > 64:
            raise ValueError("an Ostap board has 1..64 squares a side")
        self.ready = False
        self.known_side = -1
        self._release()
        self.xs = <int64_t*> malloc((p + 1) * sizeof(int64_t))
        self.ys = <int64_t*> malloc((p + 1) * sizeof(int64_t))
        self.ks = <int8_t*> malloc((p + 1) * sizeof(int8_t))
        self.cs = <int8_t*> malloc((p + 1) * sizeof(int8_t))
        for f in range(NLINES):
            self.store[f] = <FcEntry*> malloc((p + 1) * sizeof(FcEntry))
            self.P.rank[f] = <int64_t*> malloc((p + 1) * sizeof(int64_t))
            if self.store[f] == NULL or self.P.rank[f] == NULL:
                raise MemoryError()
        if self.xs == NULL or self.ys == NULL or self.ks == NULL or self.cs == NULL:
            raise MemoryError()
        self.P.n = n
        self.P.p = p
        self.P.x = self.xs
        self.P.y = self.ys
        self.P.kind = self.ks
        self.P.color = self.cs
        return 0

    cdef int _index(self) except -1:
        cdef int64_t broken = build_index(&self.P, self.store)
        if broken >= 0:
            raise BoardError("two pieces on one square", ERR_DUPLICATE, broken)
        self.ready = True
        return 0

    cdef inline int _check(self, int64_t fx, int64_t fy, int64_t tx, int64_t ty) except -1:
        """Raise unless the board is built; 1 when both squares are on it."""
        if not self.ready:
            raise ValueError("the board is not initialised")
        return on_board(&self.P, fx, fy) and on_board(&self.P, tx, ty)

    def __init__(self, int64_t n, const int64_t[::1] x, const int64_t[::1] y,
                 const int8_t[::1] kind, const int8_t[::1] color):
        cdef Py_ssize_t p = x.shape[0], i
        if y.shape[0] != p or kind.shape[0] != p or color.shape[0] != p:
            raise ValueError("x, y, kind and color must have the same length")
        if n < 1 or n > 64 or p > n * n:
            raise ValueError("an Ostap board has 1..64 squares a side and at most n*n pieces")
        for i in range(p):
            if x[i] < 1 or x[i] > n or y[i] < 1 or y[i] > n:
                raise ValueError("coordinates must be within 1..n")
            if not (PAWN <= kind[i] <= KING) or not (BLACK <= color[i] <= WHITE):
                raise ValueError("kind must be 1..6 and color 0..1")
        self._alloc(n, p)
        for i in range(p):
            self.xs[i] = x[i]
            self.ys[i] = y[i]
            self.ks[i] = kind[i]
            self.cs[i] = color[i]
        self._index()

    @staticmethod
    def from_cells(const unsigned char[::1] cells):
        """An 8x8 board from 64 signed codes (as bytes, two's complement),
        rank 8 first, files a..h: format C's layout."""
        cdef Py_ssize_t i, p = 0
        cdef int v
        if cells.shape[0] != 64:
            raise ValueError("64 cells expected")
        for i in range(64):
            v = <signed char> cells[i]
            if v < -KING or v > KING:
                raise ValueError("cells must be within -6..6")
            p += v != 0
        cdef OstapBoard board = OstapBoard.__new__(OstapBoard)
        board._alloc(8, p)
        p = 0
        for i in range(64):
            v = <signed char> cells[i]
            if v:
                board.xs[p] = i % 8 + 1
                board.ys[p] = 8 - i // 8
                board.ks[p] = v if v > 0 else -v
                board.cs[p] = WHITE if v > 0 else BLACK
                p += 1
        board._index()
        return board

    def __dealloc__(self):
        self._release()

    def play(self, int color, int64_t fx, int64_t fy, int64_t tx, int64_t ty):
        """Play one move of ``color`` if it is correct.  Returns the
        :class:`MoveResult` code: INCORRECT when it is not (nothing changes),
        else the state of the other side (CORRECT, CHECK, MATE or DRAW)."""
        if not self._check(fx, fy, tx, ty):
            return <int> INCORRECT
        return self._play(WHITE if color else BLACK, fx, fy, tx, ty)

    def play_log(self, int color, const unsigned char[::1] moves):
        """The state machine of a game, for a whole log in one call: play
        ``moves`` (4 bytes a move: fx, fy, tx, ty; a square off the board
        makes the move incorrect) for alternating sides from ``color``,
        until they run out or one ends the game (INCORRECT, MATE or DRAW).

        Returns ``(codes, color, over)``: the :class:`MoveResult` code of
        each move played (a list), the side then to move and whether the
        game is over.  An incorrect move is not made and keeps the turn; a
        mate or draw is made and passes it."""
        cdef Py_ssize_t size = moves.shape[0], m
        cdef int c = WHITE if color else BLACK, code
        cdef bint over = False
        cdef const unsigned char* mv
        if size % 4:
            raise ValueError("moves: 4 bytes a move")
        self._check(1, 1, 1, 1)
        codes = []
        for m in range(0, size, 4):
            mv = &moves[m]
            if on_board(&self.P, mv[0], mv[1]) and on_board(&self.P, mv[2], mv[3]):
                code = self._play(c, mv[0], mv[1], mv[2], mv[3])
            else:
                code = INCORRECT
            codes.append(code)
            if code != INCORRECT:
                c = other_color(c)
            if code == INCORRECT or code == MATE or code == DRAW:
                over = True
                break
        return codes, c, over

    cdef int _play(self, int c, int64_t fx, int64_t fy, int64_t tx, int64_t ty) noexcept nogil:
        """:meth:`play` for a move between two squares of the board."""
        cdef int64_t mover
        cdef Undo u
        mover = find_at(&self.P, fx, fy)
        if mover < 0 or self.P.color[mover] != c:
            return INCORRECT
        if not pseudo_legal(&self.P, mover, tx, ty):
            return INCORRECT
        if (self.known_side == c and not self.known_check and self.P.kind[mover] != KING
                and not pinned_to_a_king(&self.P, mover, c)):
            # not in check, and the mover is no king and not pinned:
            # the move cannot leave a king attacked
            make_move(&self.P, mover, tx, ty, find_at(&self.P, tx, ty), &u)
        elif not try_move(&self.P, mover, tx, ty, True):
            return INCORRECT
        return self._status(other_color(c))

    cdef int _status(self, int c) noexcept nogil:
        """The MoveResult state of colour ``c`` as the side to move."""
        cdef bint check = any_king_attacked(&self.P, c)
        cdef bint has_move = legal_moves_of(&self.P, c, True, NULL, check) > 0
        self.known_side = c
        self.known_check = check
        if check:
            return CHECK if has_move else MATE
        return CORRECT if has_move else DRAW

    def status(self, int color):
        """The :class:`MoveResult` state of ``color`` as the side to move:
        CORRECT, CHECK, MATE or DRAW."""
        self._check(1, 1, 1, 1)
        return self._status(WHITE if color else BLACK)

    def is_check(self, int color):
        """Is some king of ``color`` attacked?"""
        self._check(1, 1, 1, 1)
        return any_king_attacked(&self.P, WHITE if color else BLACK)

    def checkers(self, int color):
        """Squares (x, y) of the pieces that attack a king of ``color``
        (every king of that colour; none when it has no king)."""
        cdef int64_t buf[MAX_ATTACKERS]
        cdef Py_ssize_t i
        cdef int j, c
        cdef int side = WHITE if color else BLACK
        self._check(1, 1, 1, 1)
        out = []
        for i in range(self.P.p):
            if self.P.kind[i] == KING and self.P.color[i] == side:
                c = attackers(&self.P, self.P.x[i], self.P.y[i], other_color(side), -1, buf)
                for j in range(c):
                    out.append((self.P.x[buf[j]], self.P.y[buf[j]]))
        return sorted(set(out))

    def legal_moves(self, int color):
        """All correct moves of ``color`` as (fx, fy, tx, ty)."""
        cdef vector[MoveRec] mv
        self._check(1, 1, 1, 1)
        legal_moves_of(&self.P, WHITE if color else BLACK, False, &mv, -1)
        return [(self.P.x[r.pid], self.P.y[r.pid], r.tx, r.ty) for r in mv]

    def is_legal(self, int color, int64_t fx, int64_t fy, int64_t tx, int64_t ty):
        """Would this move of ``color`` be correct?  The board is left as it is."""
        cdef int64_t mover
        cdef int c = WHITE if color else BLACK
        if not self._check(fx, fy, tx, ty):
            return False
        mover = find_at(&self.P, fx, fy)
        if mover < 0 or self.P.color[mover] != c:
            return False
        if not pseudo_legal(&self.P, mover, tx, ty):
            return False
        return try_move(&self.P, mover, tx, ty, False)

    def cells(self):
        """The board as 64 signed codes, rank 8 first (8x8 boards only)."""
        cdef Py_ssize_t i
        self._check(1, 1, 1, 1)
        if self.P.n != 8:
            raise ValueError("cells() is for 8x8 boards")
        out = [0] * 64
        for i in range(self.P.p):
            if self.P.kind[i]:
                out[(8 - self.P.y[i]) * 8 + self.P.x[i] - 1] = (
                    self.P.kind[i] if self.P.color[i] == WHITE else -self.P.kind[i])
        return out

    def pieces(self):
        """The pieces on the board as (x, y, kind, color)."""
        cdef Py_ssize_t i
        return [(self.P.x[i], self.P.y[i], self.P.kind[i], self.P.color[i])
                for i in range(self.P.p) if self.P.kind[i] != 0]

    @property
    def n(self):
        return self.P.n
