// Formats A (8x8 grids) and B (sparse n x n boards, n up to 10^18): for each
// board, who is in check, and how many valid moves get out of it.
// C++17, standard library only.  O(p log p) per board: the pieces are sorted
// along the four line families (rows, columns, both diagonals), so the
// nearest piece from any square in any of the 8 directions is one binary
// search away, and no work ever grows with n.
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

enum Kind { KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN };

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

static const int DX[8] = {1, -1, 0, 0, 1, -1, 1, -1};
static const int DY[8] = {0, 0, 1, -1, 1, -1, -1, 1};
static const int KNIGHT_DX[8] = {1, 2, 2, 1, -1, -2, -2, -1};
static const int KNIGHT_DY[8] = {2, 1, -1, -2, -2, -1, 1, 2};

// the family of direction d (0 row, 1 column, 2 diagonal x-y, 3 anti-diagonal x+y)
static int family_of(int d) { return d / 2; }
static ll line_key(int f, ll x, ll y) { return f == 0 ? y : f == 1 ? x : f == 2 ? x - y : x + y; }
static ll line_pos(int f, ll x, ll y) { return f == 1 ? y : x; }
// +1 when direction d goes towards larger positions along its line
static int along(int d) { int f = family_of(d); return f == 1 ? DY[d] : DX[d]; }
static bool diagonal(int d) { return d >= 4; }

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

struct Board {
    ll n;
    std::vector<Piece> pc;
    std::vector<Entry> line[4];
    std::vector<int> rank[4];   // rank[f][i]: where piece i sits in line[f]

    // Sorts each family by (key, pos).  On a large board three families have
    // x as their position: one radix sort by x serves them all, and the column
    // one sorts by y.
    void index() {
        if (pc.size() < 1024) {                             // a small board: counting would cost more
            for (int f = 0; f < 4; f++) {
                std::vector<Entry> &v = line[f];
                v.resize(pc.size());
                for (size_t i = 0; i < pc.size(); i++)
                    v[i] = Entry{line_key(f, pc[i].x, pc[i].y), line_pos(f, pc[i].x, pc[i].y), (int)i};
                std::sort(v.begin(), v.end());
                rank[f].resize(pc.size());
                for (size_t r = 0; r < v.size(); r++) rank[f][v[r].idx] = (int)r;
            }
            return;
        }
        static std::vector<Entry> tmp, by_x, by_y;
        by_x.resize(pc.size());
        by_y.resize(pc.size());
        for (size_t i = 0; i < pc.size(); i++) {
            by_x[i] = Entry{0, pc[i].x, (int)i};
            by_y[i] = Entry{0, pc[i].y, (int)i};
        }
        radix_pass<&Entry::pos>(by_x, tmp);
        radix_pass<&Entry::pos>(by_y, tmp);
        for (int f = 0; f < 4; f++) {
            const std::vector<Entry> &order = f == 1 ? by_y : by_x;
            std::vector<Entry> &v = line[f];
            v.resize(pc.size());
            for (size_t r = 0; r < order.size(); r++) {
                const Piece &q = pc[order[r].idx];
                v[r] = Entry{line_key(f, q.x, q.y), order[r].pos, order[r].idx};
            }
            radix_pass<&Entry::key>(v, tmp);
            rank[f].resize(pc.size());
            for (size_t r = 0; r < v.size(); r++) rank[f][v[r].idx] = (int)r;
        }
    }

    bool on_board(ll x, ll y) const {
        return 1 <= x && x <= n && 1 <= y && y <= n;
    }

    // the piece on (x, y), or -1
    int at(ll x, ll y) const {
        const std::vector<Entry> &v = line[0];
        Entry probe{y, x, 0};
        std::vector<Entry>::const_iterator it = std::lower_bound(v.begin(), v.end(), probe);
        return it != v.end() && it->key == y && it->pos == x ? it->idx : -1;
    }

    // the nearest piece from the square (x, y) in direction d, passing over `skip`; -1: none
    int nearest(ll x, ll y, int d, int skip) const {
        int f = family_of(d);
        const std::vector<Entry> &v = line[f];
        Entry probe{line_key(f, x, y), line_pos(f, x, y), 0};
        if (along(d) > 0) {
            std::vector<Entry>::const_iterator it = std::upper_bound(v.begin(), v.end(), probe);
            for (; it != v.end() && it->key == probe.key; ++it)
                if (it->idx != skip) return it->idx;
        } else {
            std::vector<Entry>::const_iterator it = std::lower_bound(v.begin(), v.end(), probe);
            while (it != v.begin()) {
                --it;
                if (it->key != probe.key) break;
                if (it->idx != skip) return it->idx;
            }
        }
        return -1;
    }

    // the nearest piece from piece i in direction d; -1: none
    int next_to(int i, int d) const {
        int f = family_of(d);
        int r = rank[f][i] + along(d);
        if (r < 0 || r >= (int)line[f].size() || line[f][r].key != line[f][rank[f][i]].key) return -1;
        return line[f][r].idx;
    }
};

// the y step of a pawn
static int forward(bool white) {
    return white ? 1 : -1;
}

static bool slides(int kind, int d) {
    return kind == QUEEN || (diagonal(d) ? kind == BISHOP : kind == ROOK);
}

// the pieces of colour `by` that attack (x, y), with piece `skip` taken off the board
static void attackers(const Board &b, ll x, ll y, bool by, int skip, std::vector<int> &out) {
    out.clear();
    for (int k = 0; k < 8; k++) {
        int i = b.at(x + KNIGHT_DX[k], y + KNIGHT_DY[k]);
        if (i >= 0 && i != skip && b.pc[i].white == by && b.pc[i].kind == KNIGHT) out.push_back(i);
    }
    for (int d = 0; d < 8; d++) {
        int i = b.at(x + DX[d], y + DY[d]);
        if (i >= 0 && i != skip && b.pc[i].white == by && b.pc[i].kind == KING) out.push_back(i);
    }
    for (int s = -1; s <= 1; s += 2) {
        int i = b.at(x + s, y - forward(by));
        if (i >= 0 && i != skip && b.pc[i].white == by && b.pc[i].kind == PAWN) out.push_back(i);
    }
    for (int d = 0; d < 8; d++) {
        int i = b.nearest(x, y, d, skip);
        if (i >= 0 && b.pc[i].white == by && slides(b.pc[i].kind, d)) out.push_back(i);
    }
}

static bool attacked(const Board &b, ll x, ll y, bool by, int skip) {
    static std::vector<int> tmp;
    attackers(b, x, y, by, skip, tmp);
    return !tmp.empty();
}

// The squares a single check can be ended on: the checker's square and, for a
// slider that is not adjacent, the empty squares between it and the king.
struct CheckLine {
    ll kx, ky, cx, cy;
    int dir;     // direction from the king to the checker; -1: no line (knight, pawn, adjacent piece)
    ll len;      // steps from the king to the checker

    // is (x, y) strictly between the king and the checker?
    bool between(ll x, ll y) const {
        if (dir < 0) return false;
        ll dx = x - kx, dy = y - ky;
        ll s = DX[dir] != 0 ? dx * DX[dir] : dy * DY[dir];
        if (dx != s * DX[dir] || dy != s * DY[dir]) return false;
        return 0 < s && s < len;
    }
};

// where the line of family f and key k meets the line of family g and key h (false: not on a square)
static bool meet(int f, ll k, int g, ll h, ll &x, ll &y) {
    if (f > g) { std::swap(f, g); std::swap(k, h); }
    if (f == 0) {                       // the row y = k
        y = k;
        x = g == 1 ? h : g == 2 ? h + k : h - k;
        return true;
    }
    if (f == 1) {                       // the column x = k
        x = k;
        y = g == 2 ? k - h : h - k;
        return true;
    }
    if (((k + h) & 1) != 0) return false;   // x - y = k and x + y = h
    x = (k + h) / 2;
    y = (h - k) / 2;
    return true;
}

// valid moves of the side whose king (index king) is in check by `checkers`
static ll evasions(const Board &b, int king, const std::vector<int> &checkers) {
    const Piece &K = b.pc[king];
    bool side = K.white;
    ll count = 0;
    for (int d = 0; d < 8; d++) {                          // the king's steps
        ll x = K.x + DX[d], y = K.y + DY[d];
        if (!b.on_board(x, y)) continue;
        int o = b.at(x, y);
        if (o >= 0 && b.pc[o].white == side) continue;
        if (!attacked(b, x, y, !side, king)) count++;      // the king's own square is empty then
    }
    if (checkers.size() != 1) return count;                // a double check: only the king can move
    std::vector<char> pinned(b.pc.size(), 0);
    for (int d = 0; d < 8; d++) {                          // a pinned piece can never end a check
        int first = b.next_to(king, d);
        if (first < 0 || b.pc[first].white != side) continue;
        int second = b.next_to(first, d);
        if (second >= 0 && b.pc[second].white != side && slides(b.pc[second].kind, d)) pinned[first] = 1;
    }
    int c = checkers[0];
    const Piece &C = b.pc[c];
    CheckLine cl{K.x, K.y, C.x, C.y, -1, 0};
    ll adx = C.x > K.x ? C.x - K.x : K.x - C.x, ady = C.y > K.y ? C.y - K.y : K.y - C.y;
    if ((C.kind == QUEEN || C.kind == ROOK || C.kind == BISHOP) && std::max(adx, ady) > 1) {
        for (int d = 0; d < 8; d++) {
            int sx = C.x > K.x ? 1 : C.x < K.x ? -1 : 0, sy = C.y > K.y ? 1 : C.y < K.y ? -1 : 0;
            if (DX[d] == sx && DY[d] == sy) cl.dir = d;
        }
        cl.len = std::max(adx, ady);
    }
    for (int i = 0; i < (int)b.pc.size(); i++) {
        const Piece &P = b.pc[i];
        if (P.white != side || i == king || pinned[i]) continue;
        if (P.kind == KNIGHT) {
            for (int k = 0; k < 8; k++) {
                ll x = P.x + KNIGHT_DX[k], y = P.y + KNIGHT_DY[k];
                if ((x == C.x && y == C.y) || cl.between(x, y)) count++;
            }
        } else if (P.kind == PAWN) {
            ll y = P.y + forward(side);
            if (cl.between(P.x, y)) count++;
            for (int s = -1; s <= 1; s += 2)
                if (P.x + s == C.x && y == C.y) count++;
        } else {
            for (int d = 0; d < 8; d++) {
                if (!slides(P.kind, d)) continue;
                int f = family_of(d);
                ll ahead_c = (line_pos(f, C.x, C.y) - line_pos(f, P.x, P.y)) * along(d);
                if (line_key(f, P.x, P.y) == line_key(f, C.x, C.y) && ahead_c > 0) {   // towards the checker
                    if (b.next_to(i, d) == c) count++;
                    continue;
                }
                if (cl.dir < 0 || f == family_of(cl.dir)) continue;
                int g = family_of(cl.dir);
                ll x, y;
                if (!meet(f, line_key(f, P.x, P.y), g, line_key(g, K.x, K.y), x, y) || !cl.between(x, y)) continue;
                ll ahead = (line_pos(f, x, y) - line_pos(f, P.x, P.y)) * along(d);
                if (ahead <= 0) continue;
                int nb = b.next_to(i, d);   // the square is reached unless a piece stands before it
                if (nb >= 0 && (line_pos(f, b.pc[nb].x, b.pc[nb].y) - line_pos(f, P.x, P.y)) * along(d) < ahead) continue;
                count++;
            }
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
        if (b.pc[i].kind == KING) (b.pc[i].white ? wk : bk) = i;
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
    switch (c | 0x20) {                                     // the letter in lowercase
    case 'k': p.kind = KING; break;
    case 'q': p.kind = QUEEN; break;
    case 'r': p.kind = ROOK; break;
    case 'b': p.kind = BISHOP; break;
    case 'h': p.kind = KNIGHT; break;
    case 'p': p.kind = PAWN; break;
    default: return false;
    }
    p.white = c >= 'a' && c <= 'z';
    return true;
}

int main() {
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
