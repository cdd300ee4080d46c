// Format B (sparse n x n boards, n up to 10^18) with a variant's pieces: for
// each board, who is in check, and how many valid moves get out of it.
// C++17, standard library only.  Every piece is a row of the table below,
// written by the package builder from the variant's table: its leaps
// (offsets it jumps by, over anything), its rides (primitive steps it
// repeats along a line up to the first piece), the pawn and the royal piece
// (the king).  O(p log p) per board: the pieces are sorted along the lines
// the rides follow -- for a step (a, b), the line b*x - a*y -- so the nearest
// piece from any square along any ride is one binary search away, and no
// work ever grows with n.
//
// Settings, written above this text by the package builder:
//   GRID      1: format A (8x8 grids), 0: format B ("n p" + "x y c" lines)
//   LANG_EN   1: SPOJ CSTATE3's English verdicts, 0: the Slovak ones
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#ifndef GRID
#define GRID 0
#endif
#ifndef LANG_EN
#define LANG_EN 0
#endif

typedef long long ll;

// @@PIECES@@ the pieces, written from the variant's table by the package builder
// each piece's letter (White's), by kind 0, 1, ...: p pawn, h knight, b bishop, r rook, q queen, k king
static const char PIECE_LETTERS[] = "phbrqk";
// {kind, dx, dy}: a leap of the kind, and a ride step of the kind
static const int PIECE_LEAPS[][3] = {
    {1, -2, -1}, {1, -2, 1}, {1, -1, -2}, {1, -1, 2}, {1, 1, -2}, {1, 1, 2}, {1, 2, -1}, {1, 2, 1},
    {5, -1, -1}, {5, -1, 0}, {5, -1, 1}, {5, 0, -1}, {5, 0, 1}, {5, 1, -1}, {5, 1, 0}, {5, 1, 1},
};
static const int PIECE_RIDES[][3] = {
    {2, -1, -1}, {2, -1, 1}, {2, 1, -1}, {2, 1, 1}, {3, -1, 0}, {3, 0, -1}, {3, 0, 1}, {3, 1, 0},
    {4, -1, -1}, {4, -1, 0}, {4, -1, 1}, {4, 0, -1}, {4, 0, 1}, {4, 1, -1}, {4, 1, 0}, {4, 1, 1},
};
static const int PAWN = 0, ROYAL = 5;     // the pawn's kind (-1: none) and the royal piece's
static const bool DOUBLE_STEP = false;    // the pawn's two squares from y = 2 (White), y = n - 1 (Black)
// @@END PIECES@@

static const int KINDS = sizeof PIECE_LETTERS - 1;
static const int REACH = 3;               // the largest |dx| or |dy| of a leap or a ride step
static const int SPAN = 2 * REACH + 1;

struct Piece {
    ll x, y;
    int kind;
    bool white;   // lowercase letters: White, at the top, pawns towards larger y
};

struct Entry {    // one piece in one line family: the line, the place along it
    ll key, pos;
    int idx;
    bool operator<(const Entry &o) const { return key != o.key ? key < o.key : pos < o.pos; }
};

struct Step {     // a leap or a ride step; a ride step's line family and its sense along the family's lines
    int dx, dy, fam, sense;
};

static bool leap_of[KINDS][SPAN][SPAN], ride_of[KINDS][SPAN][SPAN];
static std::vector<Step> all_leaps, all_rides, families;
static std::vector<Step> kind_leaps[KINDS], kind_rides[KINDS];

static bool leaps(int kind, ll dx, ll dy) {
    return dx >= -REACH && dx <= REACH && dy >= -REACH && dy <= REACH && leap_of[kind][dx + REACH][dy + REACH];
}
static bool rides(int kind, int dx, int dy) { return ride_of[kind][dx + REACH][dy + REACH]; }

// a ride step with its family (its line's direction, first nonzero coordinate positive), which is added
// when it is new, and its sense along it
static Step ride_step(int dx, int dy) {
    int sense = dx > 0 || (dx == 0 && dy > 0) ? 1 : -1;
    for (size_t f = 0; f < families.size(); f++)
        if (families[f].dx == sense * dx && families[f].dy == sense * dy) return Step{dx, dy, (int)f, sense};
    families.push_back(Step{sense * dx, sense * dy, (int)families.size(), 1});
    return Step{dx, dy, (int)families.size() - 1, sense};
}

static void build_tables() {
    bool seen_leap[SPAN][SPAN] = {}, seen_ride[SPAN][SPAN] = {};
    for (const int *l : PIECE_LEAPS) {
        leap_of[l[0]][l[1] + REACH][l[2] + REACH] = true;
        kind_leaps[l[0]].push_back(Step{l[1], l[2], -1, 0});
        if (!seen_leap[l[1] + REACH][l[2] + REACH]) all_leaps.push_back(Step{l[1], l[2], -1, 0});
        seen_leap[l[1] + REACH][l[2] + REACH] = true;
    }
    for (const int *r : PIECE_RIDES) {
        Step d = ride_step(r[1], r[2]);
        ride_of[r[0]][r[1] + REACH][r[2] + REACH] = true;
        kind_rides[r[0]].push_back(d);
        if (!seen_ride[r[1] + REACH][r[2] + REACH]) all_rides.push_back(d);
        seen_ride[r[1] + REACH][r[2] + REACH] = true;
    }
}

static ll line_key(int f, ll x, ll y) { return families[f].dy * x - families[f].dx * y; }
static ll line_pos(int f, ll x, ll y) { return families[f].dx ? x : y; }
// the change of a line's position per step of its family
static ll pos_step(int f) { return families[f].dx ? families[f].dx : families[f].dy; }

// A stable radix sort of the entries by one field (the family key or the
// position along the line): 13-bit digits, five passes for any spread below
// 2^65, fewer when every entry shares the high digits (one pass counts all the
// digits).  Sorting by position, then by key, orders by (key, pos).
template <ll Entry::*field>
static void radix_pass(std::vector<Entry> &v, std::vector<Entry> &tmp) {
    const int BITS = 13, DIGITS = 5, SIZE = 1 << BITS;
    if (v.empty()) return;
    tmp.resize(v.size());
    ll lo = v[0].*field;
    for (const Entry &e : v) lo = std::min(lo, e.*field);
    static size_t counts[DIGITS][SIZE];
    std::memset(counts, 0, sizeof counts);
    for (const Entry &e : v) {
        unsigned long long u = (unsigned long long)(e.*field) - (unsigned long long)lo;
        for (int d = 0; d < DIGITS; d++) counts[d][(u >> (BITS * d)) & (SIZE - 1)]++;
    }
    for (int d = 0; d < DIGITS; d++) {
        size_t *c = counts[d];
        if (*std::max_element(c, c + SIZE) == v.size()) continue;   // one digit for all: no pass
        size_t sum = 0;
        for (int k = 0; k < SIZE; k++) { size_t n = c[k]; c[k] = sum; sum += n; }
        for (const Entry &e : v)
            tmp[c[(((unsigned long long)(e.*field) - (unsigned long long)lo) >> (BITS * d)) & (SIZE - 1)]++] = e;
        v.swap(tmp);
    }
}

// the entries of `order` (pieces by position) with each piece's key and position on the lines of `f`
// (f < 0: the rows, key y and position x), sorted by (key, pos)
template <class KeyOf>
static void by_key(const std::vector<Piece> &pc, const std::vector<Entry> &order, KeyOf key_of,
                   std::vector<Entry> &v, std::vector<Entry> &tmp) {
    v.resize(order.size());
    for (size_t r = 0; r < order.size(); r++) {
        const Piece &q = pc[order[r].idx];
        v[r] = Entry{key_of(q), order[r].pos, order[r].idx};
    }
    if (v.size() < 1024) std::stable_sort(v.begin(), v.end());   // a small board: counting would cost more
    else radix_pass<&Entry::key>(v, tmp);
}

struct Board {
    ll n;
    std::vector<Piece> pc;
    std::vector<Entry> squares;             // by (y, x): the piece on a square
    std::vector<std::vector<Entry>> line;   // by family, sorted by (key, pos)

    // Sorts the squares and each family by (key, pos): one sort by x and one by y serve them all (a
    // family's position is x, or y on the columns), then a stable sort by each key.
    void index() {
        static std::vector<Entry> tmp, by_x, by_y;
        by_x.resize(pc.size());
        by_y.resize(pc.size());
        for (size_t i = 0; i < pc.size(); i++) {
            by_x[i] = Entry{0, pc[i].x, (int)i};
            by_y[i] = Entry{0, pc[i].y, (int)i};
        }
        if (pc.size() < 1024) {
            std::stable_sort(by_x.begin(), by_x.end());
            std::stable_sort(by_y.begin(), by_y.end());
        } else {
            radix_pass<&Entry::pos>(by_x, tmp);
            radix_pass<&Entry::pos>(by_y, tmp);
        }
        by_key(pc, by_x, [](const Piece &q) { return q.y; }, squares, tmp);
        line.resize(families.size());
        for (size_t f = 0; f < families.size(); f++)
            by_key(pc, families[f].dx ? by_x : by_y, [f](const Piece &q) { return line_key((int)f, q.x, q.y); },
                   line[f], tmp);
    }

    bool on_board(ll x, ll y) const {
        return 1 <= x && x <= n && 1 <= y && y <= n;
    }

    // the piece on (x, y), or -1
    int at(ll x, ll y) const {
        Entry probe{y, x, 0};
        std::vector<Entry>::const_iterator it = std::lower_bound(squares.begin(), squares.end(), probe);
        return it != squares.end() && it->key == y && it->pos == x ? it->idx : -1;
    }

    // the nearest piece from the square (x, y) along the ride step d, passing over `skip`, and the steps
    // to it; -1: none
    int nearest(ll x, ll y, const Step &d, int skip, ll &steps) const {
        int f = d.fam, sense = d.sense;
        const std::vector<Entry> &v = line[f];
        Entry probe{line_key(f, x, y), line_pos(f, x, y), 0};
        ll per = pos_step(f) * sense;
        if (sense > 0) {
            std::vector<Entry>::const_iterator it = std::upper_bound(v.begin(), v.end(), probe);
            for (; it != v.end() && it->key == probe.key; ++it)
                if (it->idx != skip) { steps = (it->pos - probe.pos) / per; return it->idx; }
        } else {
            std::vector<Entry>::const_iterator it = std::lower_bound(v.begin(), v.end(), probe);
            while (it != v.begin()) {
                --it;
                if (it->key != probe.key) break;
                if (it->idx != skip) { steps = (it->pos - probe.pos) / per; return it->idx; }
            }
        }
        return -1;
    }
};

// the y step of a pawn
static int forward(bool white) {
    return white ? 1 : -1;
}

// the pieces of colour `by` that attack (x, y), with piece `skip` taken off the board
static void attackers(const Board &b, ll x, ll y, bool by, int skip, std::vector<int> &out) {
    out.clear();
    for (const Step &l : all_leaps) {
        int i = b.at(x - l.dx, y - l.dy);
        if (i >= 0 && i != skip && b.pc[i].white == by && leaps(b.pc[i].kind, l.dx, l.dy)) out.push_back(i);
    }
    for (int s = -1; s <= 1; s += 2) {
        int i = b.at(x + s, y - forward(by));
        if (i >= 0 && i != skip && b.pc[i].white == by && b.pc[i].kind == PAWN) out.push_back(i);
    }
    for (const Step &d : all_rides) {
        ll steps;
        int i = b.nearest(x, y, d, skip, steps);
        if (i >= 0 && b.pc[i].white == by && rides(b.pc[i].kind, d.dx, d.dy)) out.push_back(i);
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
}

static bool attacked(const Board &b, ll x, ll y, bool by, int skip) {
    static std::vector<int> tmp;
    attackers(b, x, y, by, skip, tmp);
    return !tmp.empty();
}

static ll gcd(ll a, ll b) {
    while (b) { ll t = a % b; a = b; b = t; }
    return a;
}

// how many steps d lead from (kx, ky) to (x, y): 0 when it is not on that ray
static ll ray_steps(ll kx, ll ky, Step d, ll x, ll y) {
    ll dx = x - kx, dy = y - ky;
    ll i = d.dx ? dx / d.dx : dy / d.dy;
    return i > 0 && dx == i * d.dx && dy == i * d.dy ? i : 0;
}

// The squares a single check can be ended on: the checker's square and, for a
// rider whose check can be blocked, the squares between it and the king.
struct CheckLine {
    ll kx, ky, cx, cy;
    Step e;      // the checker's ride step from the king towards it
    ll len;      // its steps from the king; 0: no line to block

    bool ends(ll x, ll y) const {
        if (x == cx && y == cy) return true;
        if (!len) return false;
        ll j = ray_steps(kx, ky, e, x, y);
        return j > 0 && j < len;
    }
};

// valid moves of the side whose king (index king) is in check by `checkers`
static ll evasions(const Board &b, int king, const std::vector<int> &checkers) {
    const Piece &K = b.pc[king];
    bool side = K.white;
    ll count = 0;
    for (const Step &l : kind_leaps[ROYAL]) {             // the royal piece's own moves
        ll x = K.x + l.dx, y = K.y + l.dy;
        if (!b.on_board(x, y)) continue;
        int o = b.at(x, y);
        if (o >= 0 && b.pc[o].white == side) continue;
        if (!attacked(b, x, y, !side, king)) count++;      // the king's own square is empty then
    }
    if (checkers.size() != 1) return count;                // a double check: only the king can move
    std::vector<int> pin_dir(b.pc.size(), -1);             // a pinned piece may only move along its pin
    std::vector<ll> pin_reach(b.pc.size(), 0);
    for (size_t k = 0; k < all_rides.size(); k++) {
        Step d = all_rides[k];
        ll s1, s2;
        int first = b.nearest(K.x, K.y, d, -1, s1);
        if (first < 0 || b.pc[first].white != side) continue;
        int second = b.nearest(b.pc[first].x, b.pc[first].y, d, -1, s2);
        if (second >= 0 && b.pc[second].white != side && rides(b.pc[second].kind, d.dx, d.dy)) {
            pin_dir[first] = (int)k;
            pin_reach[first] = s1 + s2;
        }
    }
    int c = checkers[0];
    const Piece &C = b.pc[c];
    ll ux = C.x - K.x, uy = C.y - K.y;
    ll g = gcd(ux < 0 ? -ux : ux, uy < 0 ? -uy : uy);
    CheckLine cl{K.x, K.y, C.x, C.y, Step{0, 0, -1, 0}, 0};
    if (g > 1 && std::max(ux < 0 ? -ux : ux, uy < 0 ? -uy : uy) / g <= REACH) {
        Step e{(int)(ux / g), (int)(uy / g), -1, 0};
        if (rides(C.kind, e.dx, e.dy) && !leaps(C.kind, ux, uy)) { cl.e = e; cl.len = g; }
    }
    std::vector<std::pair<ll, ll>> targets;
    for (int i = 0; i < (int)b.pc.size(); i++) {
        const Piece &P = b.pc[i];
        if (P.white != side || i == king) continue;
        targets.clear();
        for (const Step &l : kind_leaps[P.kind]) {
            ll x = P.x + l.dx, y = P.y + l.dy;
            if (cl.ends(x, y)) targets.push_back({x, y});
        }
        if (P.kind == PAWN) {
            ll f = forward(side), y = P.y + f;
            if (b.at(P.x, y) < 0 && cl.ends(P.x, y)) targets.push_back({P.x, y});
            ll start = side ? 2 : b.n - 1;
            if (DOUBLE_STEP && P.y == start && b.at(P.x, y) < 0 && b.at(P.x, y + f) < 0 && cl.ends(P.x, y + f))
                targets.push_back({P.x, y + f});
            for (int s = -1; s <= 1; s += 2)
                if (P.x + s == C.x && y == C.y) targets.push_back({C.x, C.y});
        }
        for (const Step &d : kind_rides[P.kind]) {
            ll steps = 0;
            // the checker along the ride, nothing before it
            if (ray_steps(P.x, P.y, d, C.x, C.y) > 0 && b.nearest(P.x, P.y, d, -1, steps) == c)
                targets.push_back({C.x, C.y});
            if (!cl.len) continue;
            // where the ride's line meets the check line: P + m*d = K + j*e with 0 < j < len
            ll det = (ll)cl.e.dx * d.dy - (ll)d.dx * cl.e.dy;
            if (det == 0) continue;
            ll ax = K.x - P.x, ay = K.y - P.y;
            ll j_num = d.dx * ay - d.dy * ax, m_num = cl.e.dx * ay - cl.e.dy * ax;
            if (j_num % det != 0 || m_num % det != 0) continue;
            ll j = j_num / det, m = m_num / det;
            if (j <= 0 || j >= cl.len || m <= 0) continue;
            if (b.nearest(P.x, P.y, d, -1, steps) >= 0 && steps <= m) continue;   // a piece stands before it
            targets.push_back({K.x + j * cl.e.dx, K.y + j * cl.e.dy});
        }
        std::sort(targets.begin(), targets.end());
        targets.erase(std::unique(targets.begin(), targets.end()), targets.end());
        for (const std::pair<ll, ll> &t : targets) {
            if (pin_dir[i] >= 0) {                         // only squares on the pin's ray, up to the pinner
                ll s = ray_steps(K.x, K.y, all_rides[pin_dir[i]], t.first, t.second);
                if (s <= 0 || s > pin_reach[i]) continue;
            }
            count++;
        }
    }
    return count;
}

// ------------------------------------------------------------------ verdicts
static void verdict(std::string &out, int state, bool white, ll count) {
    char buf[96];
    bool grid = GRID;
    if (LANG_EN) {
        const char *who = white ? "White" : "Black";
        if (state == 0) snprintf(buf, sizeof buf, "Safe");
        else if (state == 1) snprintf(buf, sizeof buf, "Impossible");
        else if (count == 0) snprintf(buf, sizeof buf, "%s Checkmate", who);
        else snprintf(buf, sizeof buf, "%s Check - %lld Plausible Moves", who, count);
    } else {
        const char *who = white ? "Biely" : "Cierny";
        if (state == 0) snprintf(buf, sizeof buf, "Neutralna situacia.");
        else if (state == 1) snprintf(buf, sizeof buf, "Nemozna situacia.");
        else if (count == 0) snprintf(buf, sizeof buf, "%s hrac ma mat.", who);
        else if (grid) snprintf(buf, sizeof buf, "%s hrac ma sach.", who);
        else snprintf(buf, sizeof buf, "%s hrac ma sach. Ma %lld platnych tahov.", who, count);
    }
    out += buf;
    out += '\n';
}

static void judge(Board &b, std::string &out) {
    b.index();
    int wk = -1, bk = -1;
    for (int i = 0; i < (int)b.pc.size(); i++)
        if (b.pc[i].kind == ROYAL) (b.pc[i].white ? wk : bk) = i;
    std::vector<int> on_white, on_black;
    attackers(b, b.pc[wk].x, b.pc[wk].y, false, -1, on_white);
    attackers(b, b.pc[bk].x, b.pc[bk].y, true, -1, on_black);
    if (!on_white.empty() && !on_black.empty()) { verdict(out, 1, true, 0); return; }
    if (on_white.empty() && on_black.empty()) { verdict(out, 0, true, 0); return; }
    bool white = !on_white.empty();
    std::vector<int> &checkers = white ? on_white : on_black;
    std::sort(checkers.begin(), checkers.end(), [&](int a, int c) {
        return b.pc[a].x != b.pc[c].x ? b.pc[a].x < b.pc[c].x : b.pc[a].y < b.pc[c].y;
    });
    verdict(out, 2, white, evasions(b, white ? wk : bk, checkers));
}

// ------------------------------------------------------------------ input
static char *input = nullptr;   // all of stdin, with a NUL after it
static size_t input_size = 0;
static const char *cursor;

static void read_input() {      // realloc grows a big block without copying it
    size_t room = 1 << 20;
    input = (char *)std::malloc(room);
    size_t got;
    while (input && (got = fread(input + input_size, 1, room - input_size - 1, stdin)) > 0) {
        input_size += got;
        if (input_size + 1 == room) input = (char *)std::realloc(input, room *= 2);
    }
    if (!input) std::exit(1);
    input[input_size] = 0;
    cursor = input;
}

static void skip_space() {
    while (*cursor != 0 && (unsigned char)*cursor <= ' ') cursor++;
}

static const char *token(size_t &len) {
    skip_space();
    const char *start = cursor;
    while ((unsigned char)*cursor > ' ') cursor++;
    len = (size_t)(cursor - start);
    return start;
}

static ll number() {
    skip_space();
    ll v = 0;
    while ((unsigned)(*cursor - '0') < 10) v = v * 10 + (*cursor++ - '0');
    return v;
}

static bool piece_of(char c, Piece &p) {
    const char *found = std::strchr(PIECE_LETTERS, c | 0x20);   // the letter in lowercase
    if (c == 0 || found == nullptr) return false;
    p.kind = (int)(found - PIECE_LETTERS);
    p.white = c >= 'a' && c <= 'z';
    return true;
}

int main() {
    build_tables();
    read_input();
    ll t = number();
    std::string out;
    Board b;
    for (ll board = 0; board < t; board++) {
        b.pc.clear();
        if (GRID) {
            b.n = 8;
            for (int y = 1; y <= 8; y++) {
                size_t len;
                const char *row = token(len);
                for (size_t x = 0; x < len; x++) {
                    Piece p{(ll)x + 1, y, 0, false};
                    if (piece_of(row[x], p)) b.pc.push_back(p);
                }
            }
        } else {
            b.n = number();
            ll p = number();
            for (ll i = 0; i < p; i++) {
                Piece q{0, 0, 0, false};
                q.x = number();
                q.y = number();
                skip_space();
                piece_of(*cursor++, q);
                b.pc.push_back(q);
            }
        }
        judge(b, out);
    }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
