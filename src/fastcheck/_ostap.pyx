# cython: language_level=3
"""Ostap's chess (format C): the correct moves on a mailbox board, and
``OstapBoard``, a board changed in place one move at a time whose game
loop (``play_log``, ``replay_text``) runs here.

Ostap's chess is a rule set (``RULES_OSTAP``, _rules.pxd): a pawn may step
two squares from its start row; there is no castling, en passant or
promotion; a side has the kings as placed (any number, none too), and a
move is correct when afterwards no king of its side is attacked.  A
piece's moves are the runs of the move code every board uses
(``pseudo_runs``, _moves) under that rule set, over the mailbox; a trial
move (make, test, take back) tells which are correct, and the indexed
engine's queries (_sight.pxd) which kings are attacked.  After a correct
move only that move can attack a king of the other side, none of which
was attacked before it (``attacked_after_move``: a leap and two rays a
king, not every line): measured by callgrind on bench's 1,000 Ostap
games, one warm call, 149.3M instructions before it and 134.0M after.
Whether the side to move has a correct move asks first of each free piece
whether it has any move by its own rules (``has_a_move``: the first
squares of its kind's steps, leaps and rides, derived from the table when
it is installed) rather than listing its runs: a pass over those games
(solve() a game), 139.5M instructions before and 120.4M after."""

from libc.stdint cimport int32_t, int64_t, int8_t
from libc.stdlib cimport free, malloc
from libc.string cimport memset
from libcpp.vector cimport vector

from fastcheck._codes cimport BLACK, CHECK, CORRECT, DRAW, ERR_DUPLICATE, INCORRECT, MATE, WHITE
from fastcheck._kinds cimport is_kind, is_pawn, is_royal, leaps_by, rides_along, steps_along
from fastcheck._rules cimport (
    MAX_ATTACKERS, MAX_DIRS, NLINES, RULES_OSTAP, RX, RY, leaps_to, other_color, pawn_forward, ride_direction)
from fastcheck._index cimport on_board
from fastcheck._mailbox cimport (
    BORDER, EMPTY, OBoard, OFF, Undo, make_move, piece_on, place_pieces, square, unmake_move, walk)
from fastcheck._sight cimport attackers, pinner_behind, ray_attacker
from fastcheck._moves cimport FcAcc, MoveRun, fc_acc_zero, pseudo_runs, runs_reach
from fastcheck._checks cimport pieces_ok
from fastcheck._codes import BoardError
from fastcheck._table cimport KIND_ROOM, LEAP_X, LEAP_Y, NLEAPS, fc_here, register_copy
from fastcheck._table import after_install

register_copy(fc_here())     # this module's copy of the installed kinds table

cdef enum:
    OSTAP_ROW = OSTAP_SIDE + 2 * BORDER     # a row of an Ostap board's mailbox (B.w)

# what follows from the installed table for an Ostap board: kind k's first
# squares, the mailbox offsets FIRST_SQUARES[k][:NFIRST[k]] of its steps,
# its leaps and the first square of each of its rides (fill_first_squares)
cdef int32_t FIRST_SQUARES[KIND_ROOM][MAX_ATTACKERS]
cdef int NFIRST[KIND_ROOM]


def fill_first_squares():
    """This module's first squares of each kind (FIRST_SQUARES) for the
    installed table."""
    cdef int k, d, j, n
    for k in range(KIND_ROOM):
        n = 0
        if is_kind(k):
            for d in range(MAX_DIRS):
                if (d < 8 and steps_along(k, d)) or rides_along(k, d):
                    FIRST_SQUARES[k][n] = RX[d] + RY[d] * OSTAP_ROW
                    n += 1
            for j in range(NLEAPS):
                if leaps_by(k, j):
                    FIRST_SQUARES[k][n] = LEAP_X[j] + LEAP_Y[j] * OSTAP_ROW
                    n += 1
        NFIRST[k] = n


after_install(fill_first_squares)


cdef bint has_a_move(const OBoard* B, int64_t i, int c) noexcept nogil:
    """Does piece i of colour c have a move by its own rules, no king's
    safety asked (pseudo_runs finds a run of it)?  When one of its first
    squares (a step's, a leap's, a ride's first) is on the board and holds
    no piece of c: a ride with a move has one there.  A pawn's: the square
    ahead empty (a double step needs it too), or an enemy diagonally ahead."""
    cdef int k = B.P.kind[i], n
    cdef int64_t at = square(B, B.P.x[i], B.P.y[i])
    cdef int32_t v
    for n in range(NFIRST[k]):
        v = B.sq[at + FIRST_SQUARES[k][n]]
        if v == EMPTY or (v >= 0 and B.P.color[v] != c):
            return True
    if is_pawn(k):
        at += pawn_forward(c) * OSTAP_ROW
        if B.sq[at] == EMPTY:
            return True
        v = B.sq[at - 1]
        if v >= 0 and B.P.color[v] != c:
            return True
        v = B.sq[at + 1]
        if v >= 0 and B.P.color[v] != c:
            return True
    return False


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


cdef bint attacked_after_move(const OBoard* B, int c, int64_t mover, int64_t fx, int64_t fy) noexcept nogil:
    """any_king_attacked(B, c) once the other side's piece ``mover`` has
    moved from (fx, fy), when no king of c was attacked before the move.
    Only the mover, from its new square, or a piece on the line it left
    can attack one now: a leap and two rays from each king are asked
    rather than every line and leap (a step is a ray's nearest piece)."""
    cdef Py_ssize_t n
    cdef int64_t j, kx, ky, mx = B.P.x[mover], my = B.P.y[mover]
    cdef int by = other_color(c), d
    for n in range(B.nkings):
        j = B.kings[n]
        if not is_royal(B.P.kind[j]) or B.P.color[j] != c:
            continue
        kx = B.P.x[j]
        ky = B.P.y[j]
        if leaps_to(B.P.kind[mover], kx - mx, ky - my):
            return True
        d = ride_direction(mx - kx, my - ky)
        if d >= 0 and ray_attacker(B, kx, ky, d, by, -1) >= 0:
            return True
        d = ride_direction(fx - kx, fy - ky)
        if d >= 0 and ray_attacker(B, kx, ky, d, by, -1) >= 0:
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


cdef bint reaches(const OBoard* B, int64_t mover, int64_t tx, int64_t ty,
                  vector[MoveRun]* runs) noexcept nogil:
    """Does the piece ``mover`` move to (tx, ty) by its own rules (path
    clear, not onto its own piece) under Ostap's: its runs (pseudo_runs,
    the move code of every board, only those towards the square), ``runs``
    a scratch list."""
    cdef FcAcc acc
    fc_acc_zero(&acc)
    runs.clear()
    pseudo_runs(B, B.P.color[mover], RULES_OSTAP, mover, tx, ty, runs, &acc)
    return runs_reach(runs, tx, ty)


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
        d = ride_direction(B.P.x[i] - B.P.x[j], B.P.y[i] - B.P.y[j])
        if d >= 0 and walk(B, B.P.x[j], B.P.y[j], d, -1, &dist) == i and pinner_behind(B, j, i, d) >= 0:
            return True
    return False


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
                            int in_check, vector[MoveRun]* runs) noexcept nogil:
    """Count (or list) the correct moves of colour c; stop at the first one
    when asked.  A piece's moves by its own rules are its runs
    (pseudo_runs, into the scratch list ``runs``); a trial move (make,
    test, take back) tells which leave a king of c attacked.

    ``in_check`` is 0 or 1 when the caller knows whether c is in check, -1
    otherwise.  When c is not in check, the search for a first move makes
    no trial moves in a first round: a piece that is neither a king nor
    pinned to one has a correct move as soon as it has a move by its own
    rules (has_a_move; none of its moves can leave a king attacked), and
    the pin is asked only of a piece with one.  Kings and pinned pieces are tried in a second round."""
    cdef int64_t count = 0, i, t, tx, ty
    cdef int k, rnd
    cdef size_t j
    cdef const MoveRun* r
    cdef FcAcc acc
    cdef bint quick = False
    fc_acc_zero(&acc)
    if stop_at_first and out == NULL:
        if in_check < 0:
            in_check = any_king_attacked(B, c)
        quick = not in_check
    for rnd in range(2 if quick else 1):
        for i in range(B.P.p):
            k = B.P.kind[i]
            if not is_kind(k) or B.P.color[i] != c or (quick and rnd == 0 and is_royal(k)):
                continue        # (round 0 of a quick search: no king)
            if quick and rnd == 0:
                if has_a_move(B, i, c) and not pinned_to_a_king(B, i, c):
                    return 1    # a free piece's first move: a correct one
                continue        # round 1 tries it (a pinned piece), if at all
            runs.clear()
            pseudo_runs(B, c, RULES_OSTAP, i, 0, 0, runs, &acc)
            for j in range(runs.size()):
                r = &runs[0][j]
                for t in range(r.first, r.first + r.length):
                    tx = r.fx + t * r.dx
                    ty = r.fy + t * r.dy
                    if try_move(B, i, tx, ty, False):
                        count += 1
                        add_move(out, i, tx, ty)
                        if stop_at_first:
                            return count
    return count


cdef str cells_text(const int8_t* cells):
    """The board dump of format C from 64 codes -6..6 (rank 8 first): 8
    lines of 8 numbers separated by single spaces, each line
    newline-terminated."""
    cdef char buf[3 * OSTAP_SQUARES]        # "-6" and a separator at most per cell
    cdef Py_ssize_t i, n = 0
    cdef int v
    for i in range(OSTAP_SQUARES):
        v = cells[i]
        if v < 0:
            buf[n] = c'-'
            n += 1
            v = -v
        buf[n] = <char> (c'0' + v)
        buf[n + 1] = c'\n' if i % 8 == 7 else c' '
        n += 2
    return buf[:n].decode("ascii")


def ostap_board_text(const unsigned char[::1] cells):
    """Format C's board dump (8 lines of 8 numbers, rank 8 first) of 64
    signed codes -6..6 given as bytes (two's complement), the layout of
    :meth:`OstapBoard.from_cells`."""
    cdef int8_t codes[OSTAP_SQUARES]
    cdef Py_ssize_t i
    if cells.shape[0] != OSTAP_SQUARES:
        raise ValueError("64 cells expected")
    for i in range(OSTAP_SQUARES):
        codes[i] = <int8_t> cells[i]
        if codes[i] < -OSTAP_KINDS or codes[i] > OSTAP_KINDS:
            raise ValueError("cells must be within -6..6")
    return cells_text(codes)


cdef inline bint ends_game(int code) noexcept nogil:
    """Does the MoveResult ``code`` end the game (INCORRECT, MATE, DRAW)?"""
    return code == INCORRECT or code == MATE or code == DRAW


cdef class OstapBoard:
    """A board for Ostap's chess, changed in place one move at a time.

    Raw tier of :class:`fastcheck.OstapGame`: colours are :class:`Color`
    codes (any true value is White), squares (x, y) with x the file (a = 1)
    and y the rank; results are :class:`MoveResult` codes (ints).
    """
    cdef OBoard B
    cdef int64_t* xs
    cdef int64_t* ys
    cdef int8_t* ks
    cdef int8_t* cs
    # whether side ``known_side`` is in check on the board as it is now
    # (-1: not known); set by _status, used by _play to skip a king test.
    # Its opponent made the last correct move, so no king of the opponent
    # is attacked: after known_side's move only that move can attack one
    # (attacked_after_move)
    cdef int known_side
    cdef bint known_check
    cdef bint ready          # set only once the board is built
    cdef vector[MoveRun] runs    # scratch: the runs of the piece a move is tested for

    def __cinit__(self):
        cdef int f
        for f in range(NLINES):
            self.B.P.lines[f] = NULL
            self.B.P.rank[f] = NULL
            self.B.P.cnt[f] = 0
            self.B.bits[f] = NULL      # no line masks: an Ostap board's walks go square by square
        self.xs = NULL
        self.ys = NULL
        self.ks = NULL
        self.cs = NULL
        self.B.sq = NULL
        self.B.kings = NULL
        self.B.nkings = 0
        self.known_side = -1
        self.ready = False

    cdef void _release(self) noexcept:
        free(self.xs)
        free(self.ys)
        free(self.ks)
        free(self.cs)
        self.xs = NULL
        self.ys = NULL
        self.ks = NULL
        self.cs = NULL
        free(self.B.sq)
        free(self.B.kings)
        self.B.sq = NULL
        self.B.kings = NULL
        self.B.nkings = 0
        self.B.P.p = 0
        self.B.P.n = 0

    cdef int _alloc(self, Py_ssize_t p) except -1:
        self.ready = False
        self.known_side = -1
        self._release()
        self.xs = <int64_t*> malloc((p + 1) * sizeof(int64_t))
        self.ys = <int64_t*> malloc((p + 1) * sizeof(int64_t))
        self.ks = <int8_t*> malloc((p + 1) * sizeof(int8_t))
        self.cs = <int8_t*> malloc((p + 1) * sizeof(int8_t))
        self.B.w = OSTAP_ROW
        self.B.ox = 1
        self.B.oy = 1
        self.B.sq = <int32_t*> malloc(self.B.w * self.B.w * sizeof(int32_t))
        self.B.kings = <int64_t*> malloc((p + 1) * sizeof(int64_t))
        if (self.xs == NULL or self.ys == NULL or self.ks == NULL or self.cs == NULL
                or self.B.sq == NULL or self.B.kings == NULL):
            raise MemoryError()
        self.B.P.n = OSTAP_SIDE
        self.B.P.p = p
        self.B.P.x = self.xs
        self.B.P.y = self.ys
        self.B.P.kind = self.ks
        self.B.P.color = self.cs
        return 0

    cdef int _place(self) except -1:
        """Put the pieces (on the board) on the mailbox and list the kings.
        Two pieces on one square are a BoardError naming the first piece,
        in input order, on a square an earlier piece holds."""
        cdef Py_ssize_t i
        cdef int64_t x, y
        for i in range(self.B.w * self.B.w):
            self.B.sq[i] = OFF
        for y in range(1, self.B.P.n + 1):
            for x in range(1, self.B.P.n + 1):
                self.B.sq[square(&self.B, x, y)] = EMPTY
        self.B.nkings = 0
        i = place_pieces(&self.B)
        if i >= 0:
            raise BoardError("two pieces on one square", ERR_DUPLICATE, i)
        for i in range(self.B.P.p):
            if is_royal(self.B.P.kind[i]):
                self.B.kings[self.B.nkings] = i
                self.B.nkings += 1
        self.ready = True
        return 0

    cdef inline int _check(self, int64_t fx, int64_t fy, int64_t tx, int64_t ty) except -1:
        """Raise unless the board is built; 1 when both squares are on it."""
        if not self.ready:
            raise ValueError("the board is not initialised")
        return on_board(&self.B.P, fx, fy) and on_board(&self.B.P, tx, ty)

    def __init__(self, const int64_t[::1] x, const int64_t[::1] y,
                 const int8_t[::1] kind, const int8_t[::1] color):
        """The 8x8 board of format C with piece i of ``kind[i]`` and
        ``color[i]`` on square (``x[i]``, ``y[i]``), 1..8 each."""
        cdef Py_ssize_t p = x.shape[0], i
        if p > OSTAP_SQUARES:
            raise ValueError("an Ostap board holds at most 64 pieces")
        pieces_ok(OSTAP_SIDE, x, y, kind, color)
        self._alloc(p)
        for i in range(p):
            self.xs[i] = x[i]
            self.ys[i] = y[i]
            self.ks[i] = kind[i]
            self.cs[i] = color[i]
        self._place()

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
            if v < -OSTAP_KINDS or v > OSTAP_KINDS:
                raise ValueError("cells must be within -6..6")
            p += v != 0
        cdef OstapBoard board = OstapBoard.__new__(OstapBoard)
        board._alloc(p)
        p = 0
        for i in range(64):
            v = <signed char> cells[i]
            if v:
                board.xs[p] = i % 8 + 1
                board.ys[p] = 8 - i // 8
                board.ks[p] = v if v > 0 else -v
                board.cs[p] = WHITE if v > 0 else BLACK
                p += 1
        board._place()
        return board

    def __dealloc__(self):
        self._release()

    cdef int _run(self, int c, const unsigned char[::1] moves, vector[int8_t]* codes) except -1:
        """The state machine of a game: play ``moves`` (4 bytes a move: fx,
        fy, tx, ty; a square off the board makes the move incorrect) for
        alternating sides from colour ``c``, until they run out or one ends
        the game (INCORRECT, MATE or DRAW).  An incorrect move is not made
        and keeps the turn; a mate or draw is made and passes it.  Appends
        each move's MoveResult code to ``codes``; returns the side then to
        move."""
        cdef Py_ssize_t size = moves.shape[0], m
        cdef int code
        cdef const unsigned char* mv
        if size % 4:
            raise ValueError("moves: 4 bytes a move")
        self._check(1, 1, 1, 1)
        codes.reserve(size // 4)
        for m in range(0, size, 4):
            mv = &moves[m]
            if on_board(&self.B.P, mv[0], mv[1]) and on_board(&self.B.P, mv[2], mv[3]):
                code = self._play(c, mv[0], mv[1], mv[2], mv[3])
            else:
                code = INCORRECT
            codes.push_back(<int8_t> code)
            if code != INCORRECT:
                c = other_color(c)
            if ends_game(code):
                break
        return c

    def play_log(self, int color, const unsigned char[::1] moves):
        """The state machine of a game, for a whole log in one call: play
        ``moves`` (4 bytes a move: fx, fy, tx, ty; a square off the board
        makes the move incorrect) for alternating sides from ``color``,
        until they run out or one ends the game (INCORRECT, MATE or DRAW).

        Returns ``(codes, color, over)``: the :class:`MoveResult` code of
        each move played (a list), the side then to move and whether the
        game is over.  An incorrect move is not made and keeps the turn; a
        mate or draw is made and passes it."""
        cdef vector[int8_t] codes
        cdef int c = self._run(WHITE if color else BLACK, moves, &codes)
        return [code for code in codes], c, codes.size() > 0 and ends_game(codes.back())

    def replay_text(self, int color, const unsigned char[::1] moves, tuple lines):
        """Format C's whole answer for the log ``moves`` played from this
        board as :meth:`play_log` plays it: the line of each move played,
        ``lines[code - INCORRECT]`` (``lines`` holds one text per
        :class:`MoveResult`, in code order), an empty line, then the board
        dump.  Joining the lines here costs a fraction of doing it in Python."""
        cdef vector[int8_t] codes
        cdef int8_t code
        if len(lines) != DRAW - INCORRECT + 1:
            raise ValueError("one line per MoveResult code expected")
        self._run(WHITE if color else BLACK, moves, &codes)
        parts = [lines[code - INCORRECT] for code in codes]
        parts.append("\n")
        parts.append(self.board_text())
        return "".join(parts)

    cdef int _play(self, int c, int64_t fx, int64_t fy, int64_t tx, int64_t ty) noexcept nogil:
        """Play one move of colour c between two squares of the board if it
        is correct.  Returns the :class:`MoveResult` code: INCORRECT when it
        is not (nothing changes), else the state of the other side."""
        cdef int64_t mover = piece_on(&self.B, fx, fy)
        cdef int other = other_color(c)
        cdef Undo u
        cdef bint check
        if mover < 0 or self.B.P.color[mover] != c:
            return INCORRECT
        if not reaches(&self.B, mover, tx, ty, &self.runs):
            return INCORRECT
        if (self.known_side == c and not self.known_check and not is_royal(self.B.P.kind[mover])
                and not pinned_to_a_king(&self.B, mover, c)):
            # not in check, and the mover is no king and not pinned:
            # the move cannot leave a king attacked
            make_move(&self.B, mover, tx, ty, piece_on(&self.B, tx, ty), &u)
        elif not try_move(&self.B, mover, tx, ty, True):
            return INCORRECT
        if self.known_side == c:      # other's kings were safe before this move
            check = attacked_after_move(&self.B, other, mover, fx, fy)
        else:
            check = any_king_attacked(&self.B, other)
        return self._status(other, check)

    cdef int _status(self, int c, bint check) noexcept nogil:
        """The MoveResult state of colour ``c`` as the side to move, with a
        king of it attacked or not (``check``)."""
        cdef bint has_move = legal_moves_of(&self.B, c, True, NULL, check, &self.runs) > 0
        self.known_side = c
        self.known_check = check
        if check:
            return CHECK if has_move else MATE
        return CORRECT if has_move else DRAW

    def is_check(self, int color):
        """Is some king of ``color`` attacked?"""
        self._check(1, 1, 1, 1)
        return any_king_attacked(&self.B, WHITE if color else BLACK)

    def checkers(self, int color):
        """Squares (x, y) of the pieces that attack a king of ``color``
        (every king of that colour; none when it has no king)."""
        cdef int64_t buf[MAX_ATTACKERS]
        cdef Py_ssize_t i
        cdef int j, c
        cdef int side = WHITE if color else BLACK
        self._check(1, 1, 1, 1)
        out = []
        for i in range(self.B.P.p):
            if is_royal(self.B.P.kind[i]) and self.B.P.color[i] == side:
                c = attackers(&self.B, self.B.P.x[i], self.B.P.y[i], other_color(side), -1, buf)
                for j in range(c):
                    out.append((self.B.P.x[buf[j]], self.B.P.y[buf[j]]))
        return sorted(set(out))

    def legal_moves(self, int color):
        """All correct moves of ``color`` as (fx, fy, tx, ty)."""
        cdef vector[MoveRec] mv
        self._check(1, 1, 1, 1)
        legal_moves_of(&self.B, WHITE if color else BLACK, False, &mv, -1, &self.runs)
        return [(self.B.P.x[r.pid], self.B.P.y[r.pid], r.tx, r.ty) for r in mv]

    def is_legal(self, int color, int64_t fx, int64_t fy, int64_t tx, int64_t ty):
        """Would this move of ``color`` be correct?  The board is left as it is."""
        cdef int64_t mover
        cdef int c = WHITE if color else BLACK
        if not self._check(fx, fy, tx, ty):
            return False
        mover = piece_on(&self.B, fx, fy)
        if mover < 0 or self.B.P.color[mover] != c:
            return False
        if not reaches(&self.B, mover, tx, ty, &self.runs):
            return False
        return try_move(&self.B, mover, tx, ty, False)

    cdef int _codes(self, int8_t* codes) except -1:
        """The board as 64 signed codes, rank 8 first."""
        cdef Py_ssize_t i
        self._check(1, 1, 1, 1)
        memset(codes, 0, OSTAP_SQUARES * sizeof(int8_t))
        for i in range(self.B.P.p):
            if self.B.P.kind[i]:
                codes[(8 - self.B.P.y[i]) * 8 + self.B.P.x[i] - 1] = (
                    self.B.P.kind[i] if self.B.P.color[i] == WHITE else -self.B.P.kind[i])
        return 0

    def cells(self):
        """The board as 64 signed codes, rank 8 first."""
        cdef int8_t codes[OSTAP_SQUARES]
        cdef Py_ssize_t i
        self._codes(codes)
        return [codes[i] for i in range(OSTAP_SQUARES)]

    def board_text(self):
        """Format C's board dump of this board: 8 lines of 8 numbers, rank 8
        first."""
        cdef int8_t codes[OSTAP_SQUARES]
        self._codes(codes)
        return cells_text(codes)

    def pieces(self):
        """The pieces on the board as (x, y, kind, color)."""
        cdef Py_ssize_t i
        return [(self.B.P.x[i], self.B.P.y[i], self.B.P.kind[i], self.B.P.color[i])
                for i in range(self.B.P.p) if self.B.P.kind[i] != 0]

    @property
    def n(self):
        return self.B.P.n
