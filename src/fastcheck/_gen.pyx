# cython: language_level=3
"""The generator's hot loops (fastcheck gen, kit/gen): SplitMix64 draws,
the random pieces that fill a board, the shuffled order of a board's lines
and its format B text.  Each one reproduces the pure-Python generator
(kit/gen/rng.py, scenarios.py, board.py) draw for draw, so a seed gives the
same file as before; the tests compare the two.  Every entry point checks
its arguments before its loops run (coordinates within 0..n+1 for
n <= 10**18, so no sum or difference overflows int64)."""

from libc.stdint cimport int64_t, uint32_t, uint64_t, uint8_t
from libc.stdlib cimport free, malloc
from libc.string cimport memcpy
from libcpp.vector cimport vector
from cpython cimport array
from cpython.bytes cimport PyBytes_FromStringAndSize

from fastcheck._rules cimport NLINES, abs64, key_of, sign64
from fastcheck._index cimport C_MAX_N, FcEntry, fc_sort
from fastcheck._arrays cimport zeroed
from fastcheck._table cimport fc_here, register_copy

register_copy(fc_here())     # this module's copy of the installed kinds table


cdef extern from "fc_gen.h":
    const uint64_t FC_GEN_GAMMA
    uint64_t fc_gen_mix(uint64_t z) noexcept nogil
    uint64_t fc_gen_smear(uint64_t m) noexcept nogil


cdef enum:
    GEN_SMALL_SIDE = 16       # boards up to this side try every square of the box at the end
    GEN_MAX_BOX = 256         # squares of a box on such a board


cdef inline uint64_t gen_below(uint64_t* state, uint64_t m) noexcept nogil:
    """Uniform in ``0..m``: ``SplitMix64.below(m + 1)``, rejection and all."""
    cdef uint64_t mask = fc_gen_smear(m)
    cdef uint64_t z = state[0]
    cdef uint64_t v
    while True:
        z += FC_GEN_GAMMA
        v = fc_gen_mix(z) & mask
        if v <= m:
            state[0] = z
            return v


ctypedef fused gen_item:
    int64_t
    FcEntry


cdef inline void gen_permute(uint64_t* state, gen_item* a, Py_ssize_t m) noexcept nogil:
    """Fisher-Yates on ``a[0:m]`` exactly as ``SplitMix64.shuffled`` (on
    indexes, or on a board's whole entries)."""
    cdef Py_ssize_t i
    cdef int64_t j
    cdef gen_item tmp
    i = m - 1
    while i > 0:
        j = <int64_t> gen_below(state, <uint64_t> i)
        tmp = a[i]
        a[i] = a[j]
        a[j] = tmp
        i -= 1


cdef struct GenSquares:
    # an open-addressing set of squares (x >= 1; x == 0 marks an empty slot)
    int64_t* xs
    int64_t* ys
    uint64_t mask


cdef inline uint64_t gen_slot(int64_t x, int64_t y) noexcept nogil:
    return fc_gen_mix((<uint64_t> x) * FC_GEN_GAMMA ^ <uint64_t> y)


cdef inline bint gen_has(GenSquares* s, int64_t x, int64_t y) noexcept nogil:
    cdef uint64_t h = gen_slot(x, y) & s.mask
    while s.xs[h] != 0:
        if s.xs[h] == x and s.ys[h] == y:
            return True
        h = (h + 1) & s.mask
    return False


cdef inline void gen_add(GenSquares* s, int64_t x, int64_t y) noexcept nogil:
    cdef uint64_t h = gen_slot(x, y) & s.mask
    while s.xs[h] != 0:
        if s.xs[h] == x and s.ys[h] == y:
            return
        h = (h + 1) & s.mask
    s.xs[h] = x
    s.ys[h] = y


cdef inline bint gen_sees(int64_t sx, int64_t sy, int64_t gx, int64_t gy) noexcept nogil:
    """board.sees: same line as the guarded square, or within 2 steps."""
    cdef int64_t dx = abs64(sx - gx), dy = abs64(sy - gy)
    return dx == 0 or dy == 0 or dx == dy or (dx <= 2 and dy <= 2)


cdef inline bint gen_near(int64_t sx, int64_t sy, int64_t ax, int64_t ay, int64_t ux, int64_t uy,
                          int64_t k) noexcept nogil:
    """Is the square ``a + k u`` within 2 steps of ``s``?"""
    return abs64(ax + ux * k - sx) <= 2 and abs64(ay + uy * k - sy) <= 2


cdef inline bint gen_sees_segment(int64_t sx, int64_t sy, int64_t ax, int64_t ay,
                                  int64_t bx, int64_t by) noexcept nogil:
    """board.sees_segment: a line through ``s`` meets the segment ``a..b``,
    or ``s`` is within 2 steps of one of its squares."""
    cdef int64_t length = abs64(bx - ax)
    cdef int64_t ux = sign64(bx - ax), uy = sign64(by - ay)
    cdef int64_t fs, fa, fu, k, q, c
    cdef int f, e
    if abs64(by - ay) > length:
        length = abs64(by - ay)
    # the four line families through s
    for f in range(NLINES):
        fs = key_of(f, sx, sy)
        fa = key_of(f, ax, ay)
        fu = key_of(f, ux, uy)
        if fu == 0:
            if fs == fa:
                return True
        elif (fs - fa) % abs64(fu) == 0:
            k = (fs - fa) // fu
            if 0 <= k <= length:
                return True
    # close to the segment: its ends, and the squares level with s
    if gen_near(sx, sy, ax, ay, ux, uy, 0) or gen_near(sx, sy, ax, ay, ux, uy, length):
        return True
    for c in range(2):
        if c == 0:
            if ux == 0:
                continue
            k = (sx - ax) * ux
        else:
            if uy == 0:
                continue
            k = (sy - ay) * uy
        for e in range(-2, 3):
            q = k + e
            if 0 <= q <= length and gen_near(sx, sy, ax, ay, ux, uy, q):
                return True
    return False


cdef inline bint gen_blocks(const int64_t* res, Py_ssize_t nres, int64_t x, int64_t y) noexcept nogil:
    """Board.blocks_reserved: is (x, y) strictly inside a reserved segment
    (``ax, ay, ux, uy, length`` each)?"""
    cdef Py_ssize_t r
    cdef int64_t sx, sy, ux, uy, k
    for r in range(nres):
        sx = x - res[5 * r]
        sy = y - res[5 * r + 1]
        ux = res[5 * r + 2]
        uy = res[5 * r + 3]
        k = sx * ux if ux != 0 else sy * uy
        if 0 < k < res[5 * r + 4] and sx == ux * k and sy == uy * k:
            return True
    return False


cdef inline bint gen_guarded(const int64_t* guard, Py_ssize_t ng, const int64_t* lines, Py_ssize_t nl,
                             int64_t x, int64_t y) noexcept nogil:
    """The ``ok`` test of scenarios._noise: (x, y) sees no guarded square
    and no guarded segment."""
    cdef Py_ssize_t i
    for i in range(ng):
        if gen_sees(x, y, guard[2 * i], guard[2 * i + 1]):
            return True
    for i in range(nl):
        if gen_sees_segment(x, y, lines[4 * i], lines[4 * i + 1], lines[4 * i + 2], lines[4 * i + 3]):
            return True
    return False


cdef bint gen_check_squares(const int64_t[::1] a, int width, int64_t lo, int64_t hi):
    """Are all items of ``a`` within ``lo..hi``, ``a`` a whole number of ``width``-tuples?"""
    cdef Py_ssize_t i
    if a.shape[0] % width:
        return False
    for i in range(a.shape[0]):
        if a[i] < lo or a[i] > hi:
            return False
    return True


def gen_noise(uint64_t state, Py_ssize_t count, int64_t n, int64_t x0, int64_t x1, int64_t y0, int64_t y1,
              bytes letters, const uint64_t[::1] weights, const int64_t[::1] occupied,
              const int64_t[::1] reserved, const int64_t[::1] guard_black, const int64_t[::1] guard_white,
              const int64_t[::1] lines_black, const int64_t[::1] lines_white, int tries):
    """The random pieces of scenarios._noise, draw for draw.

    ``count`` times: a colour (``chance(1, 2)``: White), a letter of
    ``letters`` (lowercase) by ``weights``, then up to ``tries`` random
    squares of the box ``x0..x1`` x ``y0..y1``; the first that is free (not
    in ``occupied``, flat x, y pairs, nor placed before), blocks no
    ``reserved`` segment (flat ``ax, ay, ux, uy, length``) and, for that
    colour, sees no ``guard_*`` square (flat pairs) and no ``lines_*``
    segment (flat ``ax, ay, bx, by``) gets the piece; on a board of side <= 16
    every square of the box is then tried in a shuffled order.  Returns
    ``(state, x, y, letters)``: the generator's state after the draws, the
    squares as ``array('q')`` and the letters (lowercase White) as bytes, in
    the order placed.

    Longer than 80 lines on purpose: it is the Python loop it replaces,
    step for step and draw for draw, and reads best beside it as one
    function (its argument checks, then the loop)."""
    cdef Py_ssize_t nw = weights.shape[0], i, t, _draw, _try, c, cells, placed = 0
    cdef uint64_t total = 0, r, cap
    if not 1 <= n <= C_MAX_N:
        raise ValueError("n must be within 1..10**18")
    if not (1 <= x0 <= x1 <= n and 1 <= y0 <= y1 <= n):
        raise ValueError("the box must lie within 1..n")
    if count < 0 or tries < 0:
        raise ValueError("count and tries must be >= 0")
    if len(letters) != nw or nw == 0:
        raise ValueError("letters and weights must have the same, non-zero length")
    cdef const uint8_t* lt = <const uint8_t*> (<char*> letters)
    for i in range(nw):
        if not (97 <= lt[i] <= 122):
            raise ValueError("letters must be lowercase ASCII letters")
        if total + weights[i] < total:
            raise ValueError("the weights must add up to at most 2**64 - 1")
        total += weights[i]
    if total == 0:
        raise ValueError("the weights must not all be zero")
    if not gen_check_squares(occupied, 2, 1, n):
        raise ValueError("occupied: x, y pairs within 1..n")
    if not gen_check_squares(guard_black, 2, 0, n + 1) or not gen_check_squares(guard_white, 2, 0, n + 1):
        raise ValueError("guard: x, y pairs within 0..n+1")
    if not gen_check_squares(lines_black, 4, 1, n) or not gen_check_squares(lines_white, 4, 1, n):
        raise ValueError("lines: ax, ay, bx, by within 1..n")
    if reserved.shape[0] % 5:
        raise ValueError("reserved: ax, ay, ux, uy, length items")
    for i in range(0, reserved.shape[0], 5):
        if not (0 <= reserved[i] <= n + 1 and 0 <= reserved[i + 1] <= n + 1 and -1 <= reserved[i + 2] <= 1
                and -1 <= reserved[i + 3] <= 1 and 0 <= reserved[i + 4] <= n + 1):
            raise ValueError("reserved: a square within 0..n+1, a unit step, a length within 0..n+1")
    cdef array.array out_x = zeroed('q', count)
    cdef array.array out_y = zeroed('q', count)
    cdef int64_t[::1] ox = out_x
    cdef int64_t[::1] oy = out_y
    cdef vector[uint8_t] out_c
    out_c.resize(count + 1)
    # the set of taken squares: at most half full
    cap = 16
    while cap < 2 * <uint64_t> (occupied.shape[0] // 2 + count) + 16:
        cap <<= 1
    cdef vector[int64_t] set_x, set_y
    set_x.assign(cap, 0)
    set_y.assign(cap, 0)
    cdef GenSquares taken
    taken.xs = set_x.data()
    taken.ys = set_y.data()
    taken.mask = cap - 1
    for i in range(0, occupied.shape[0], 2):
        gen_add(&taken, occupied[i], occupied[i + 1])
    cdef const int64_t* res = &reserved[0] if reserved.shape[0] else NULL
    cdef Py_ssize_t nres = reserved.shape[0] // 5
    cdef const int64_t* guard[2]
    cdef const int64_t* lines[2]
    cdef Py_ssize_t nguard[2]
    cdef Py_ssize_t nlines[2]
    guard[0] = &guard_black[0] if guard_black.shape[0] else NULL
    guard[1] = &guard_white[0] if guard_white.shape[0] else NULL
    nguard[0] = guard_black.shape[0] // 2
    nguard[1] = guard_white.shape[0] // 2
    lines[0] = &lines_black[0] if lines_black.shape[0] else NULL
    lines[1] = &lines_white[0] if lines_white.shape[0] else NULL
    nlines[0] = lines_black.shape[0] // 4
    nlines[1] = lines_white.shape[0] // 4
    cdef int64_t cx[GEN_MAX_BOX]
    cdef int64_t cy[GEN_MAX_BOX]
    cdef int64_t order[GEN_MAX_BOX]
    cdef int64_t sx, sy
    cdef int white
    cdef uint8_t letter
    cdef bint done
    cdef bint small = n <= GEN_SMALL_SIDE
    with nogil:
        for _draw in range(count):
            white = gen_below(&state, 1) == 0
            r = gen_below(&state, total - 1)
            c = 0
            while r >= weights[c]:
                r -= weights[c]
                c += 1
            letter = lt[c] if white else lt[c] - 32
            done = False
            for _try in range(tries):
                sx = x0 + <int64_t> gen_below(&state, <uint64_t> (x1 - x0))
                sy = y0 + <int64_t> gen_below(&state, <uint64_t> (y1 - y0))
                if (not gen_has(&taken, sx, sy) and not gen_blocks(res, nres, sx, sy)
                        and not gen_guarded(guard[white], nguard[white], lines[white], nlines[white], sx, sy)):
                    done = True
                    break
            if not done and small:
                # every square of the box, row by row, in a random order
                cells = 0
                for sy in range(y0, y1 + 1):
                    for sx in range(x0, x1 + 1):
                        cx[cells] = sx
                        cy[cells] = sy
                        order[cells] = cells
                        cells += 1
                gen_permute(&state, order, cells)
                for t in range(cells):
                    sx = cx[order[t]]
                    sy = cy[order[t]]
                    if (not gen_has(&taken, sx, sy) and not gen_blocks(res, nres, sx, sy)
                            and not gen_guarded(guard[white], nguard[white], lines[white], nlines[white], sx, sy)):
                        done = True
                        break
            if done:
                gen_add(&taken, sx, sy)
                ox[placed] = sx
                oy[placed] = sy
                out_c[placed] = letter
                placed += 1
    array.resize(out_x, placed)
    array.resize(out_y, placed)
    return state, out_x, out_y, PyBytes_FromStringAndSize(<char*> out_c.data(), placed)


# ----------------------------------------------------------- format B text
cdef extern from "fc_gen.h":
    const char* FC_GEN_PAIRS


cdef inline char* gen_put_small(char* p, uint32_t v) noexcept nogil:
    """The decimal digits of ``v < 10**8`` at ``p`` (no leading zeros); returns the end."""
    cdef char tmp[8]
    cdef int k = 8
    cdef uint32_t q
    while v >= 100:
        q = v // 100
        k -= 2
        memcpy(&tmp[k], &FC_GEN_PAIRS[2 * (v - 100 * q)], 2)
        v = q
    if v >= 10:
        k -= 2
        memcpy(&tmp[k], &FC_GEN_PAIRS[2 * v], 2)
    else:
        k -= 1
        tmp[k] = <char> (48 + v)
    memcpy(p, &tmp[k], 8 - k)
    return p + 8 - k


cdef inline char* gen_put8(char* p, uint32_t v) noexcept nogil:
    """Exactly eight digits of ``v < 10**8`` at ``p`` (leading zeros kept): four
    independent pairs, so the divisions overlap."""
    cdef uint32_t a = v // 10000, b = v - 10000 * (v // 10000)
    memcpy(p, &FC_GEN_PAIRS[2 * (a // 100)], 2)
    memcpy(p + 2, &FC_GEN_PAIRS[2 * (a % 100)], 2)
    memcpy(p + 4, &FC_GEN_PAIRS[2 * (b // 100)], 2)
    memcpy(p + 6, &FC_GEN_PAIRS[2 * (b % 100)], 2)
    return p + 8


cdef inline char* gen_put_uint(char* p, uint64_t v) noexcept nogil:
    """The decimal digits of ``v`` at ``p``; returns the end.  Split into
    blocks of eight digits (32-bit arithmetic, short dependency chains)."""
    cdef uint64_t hi, mid
    if v < (<uint64_t> 100000000):
        return gen_put_small(p, <uint32_t> v)
    if v < (<uint64_t> 10000000000000000):
        hi = v // (<uint64_t> 100000000)
        return gen_put8(gen_put_small(p, <uint32_t> hi), <uint32_t> (v - hi * (<uint64_t> 100000000)))
    hi = v // (<uint64_t> 10000000000000000)
    v -= hi * (<uint64_t> 10000000000000000)
    mid = v // (<uint64_t> 100000000)
    p = gen_put8(gen_put_small(p, <uint32_t> hi), <uint32_t> mid)
    return gen_put8(p, <uint32_t> (v - mid * (<uint64_t> 100000000)))


def gen_sparse_board(uint64_t state, int64_t n, const int64_t[::1] x, const int64_t[::1] y,
                     const uint8_t[::1] letters):
    """One board of a format B file, as ``formats.write_sparse`` writes it
    (the line ``n p``, a line ``x y c`` a piece, a blank line) with the
    piece lines in the order of ``SplitMix64(state).shuffled(sorted(pieces))``:
    sorted by square (x, then y), then shuffled.  The squares must differ
    (no two pieces on one square: else the order of their lines is open)."""
    cdef Py_ssize_t m = x.shape[0], i
    if y.shape[0] != m or letters.shape[0] != m:
        raise ValueError("x, y and letters must have the same length")
    if n < 0:
        raise ValueError("n must be >= 0")
    for i in range(m):
        if x[i] < 0 or y[i] < 0 or not (32 < letters[i] < 127):
            raise ValueError("coordinates must be >= 0 and letters printable")
    # a line: two numbers of at most 19 digits, two spaces, a letter, a newline
    cdef size_t size = 43 * (<size_t> m + 1) + 1
    cdef char* buf = <char*> malloc(size)
    cdef FcEntry* entries = <FcEntry*> malloc((m + 1) * sizeof(FcEntry))
    cdef char* p = buf
    try:
        if buf == NULL or entries == NULL:
            raise MemoryError()
        with nogil:
            for i in range(m):
                entries[i].key = x[i]
                entries[i].pos = y[i]
                entries[i].pid = i
            fc_sort(entries, m)
            # the entries themselves are shuffled, so the lines are then
            # written from one sequential read
            gen_permute(&state, entries, m)
            p = gen_put_uint(p, <uint64_t> n)
            p[0] = 32
            p = gen_put_uint(p + 1, <uint64_t> m)
            p[0] = 10
            p += 1
            for i in range(m):
                p = gen_put_uint(p, <uint64_t> entries[i].key)
                p[0] = 32
                p = gen_put_uint(p + 1, <uint64_t> entries[i].pos)
                p[0] = 32
                p[1] = <char> letters[entries[i].pid]
                p[2] = 10
                p += 3
            p[0] = 10
            p += 1
        return PyBytes_FromStringAndSize(buf, p - buf)
    finally:
        free(buf)
        free(entries)
