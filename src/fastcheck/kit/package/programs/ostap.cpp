// Format C (Ostap's chess, Timus 1380): replay a move log, judging each move
// and then the side to move.  C++17, standard library only.
//
// Rules: plain chess moves plus a pawn's two-square step from its start rank
// over an empty square; no castling, en passant or promotion.  A move is
// correct when it moves a piece of the side to move by those rules and leaves
// no king of that side attacked (a side without a king is never in check).
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

enum { PAWN = 1, KNIGHT, BISHOP, ROOK, QUEEN, KING };

static const int KNIGHT_DF[8] = {1, 2, 2, 1, -1, -2, -2, -1};
static const int KNIGHT_DR[8] = {2, 1, -1, -2, -2, -1, 1, 2};
static const int DF[8] = {1, -1, 0, 0, 1, 1, -1, -1};
static const int DR[8] = {0, 0, 1, -1, 1, -1, 1, -1};   // 0..3 straight, 4..7 diagonal

struct Game {
    int cell[8][8];   // [file 0..7][rank 0..7]: 0 empty, > 0 White, < 0 Black

    static bool on(int f, int r) { return 0 <= f && f < 8 && 0 <= r && r < 8; }
    int side_of(int f, int r) const { return cell[f][r] > 0 ? 1 : cell[f][r] < 0 ? -1 : 0; }

    // may the piece on (f, r) go to (tf, tr) by its own rules (ignoring checks)?
    bool reaches(int f, int r, int tf, int tr) const {
        int v = cell[f][r], side = v > 0 ? 1 : -1, kind = v > 0 ? v : -v;
        if (!on(tf, tr) || (tf == f && tr == r) || side_of(tf, tr) == side) return false;
        int df = tf - f, dr = tr - r;
        int adf = df < 0 ? -df : df, adr = dr < 0 ? -dr : dr;
        switch (kind) {
        case PAWN:
            if (df == 0 && dr == side && cell[tf][tr] == 0) return true;
            if (df == 0 && dr == 2 * side && r == (side > 0 ? 1 : 6) && cell[f][r + side] == 0 && cell[tf][tr] == 0)
                return true;
            return adf == 1 && dr == side && cell[tf][tr] != 0;
        case KNIGHT:
            return (adf == 1 && adr == 2) || (adf == 2 && adr == 1);
        case KING:
            return adf <= 1 && adr <= 1;
        default: {
            bool straight = df == 0 || dr == 0, diagonal = adf == adr;
            if (!((straight && (kind == ROOK || kind == QUEEN)) || (diagonal && (kind == BISHOP || kind == QUEEN))))
                return false;
            int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
            for (int x = f + sf, y = r + sr; x != tf || y != tr; x += sf, y += sr)
                if (cell[x][y] != 0) return false;
            return true;
        }
        }
    }

    // is (f, r) attacked by a piece of `side`?
    bool attacked(int f, int r, int side) const {
        for (int k = 0; k < 8; k++) {
            int x = f + KNIGHT_DF[k], y = r + KNIGHT_DR[k];
            if (on(x, y) && cell[x][y] == side * KNIGHT) return true;
        }
        for (int d = 0; d < 8; d++) {
            int x = f + DF[d], y = r + DR[d];
            if (on(x, y) && cell[x][y] == side * KING) return true;
        }
        for (int s = -1; s <= 1; s += 2)                   // a pawn attacks one rank ahead of it
            if (on(f + s, r - side) && cell[f + s][r - side] == side * PAWN) return true;
        for (int d = 0; d < 8; d++) {
            for (int x = f + DF[d], y = r + DR[d]; on(x, y); x += DF[d], y += DR[d]) {
                int v = cell[x][y] * side;
                if (v == 0) continue;
                if (v == QUEEN || v == (d < 4 ? ROOK : BISHOP)) return true;
                break;
            }
        }
        return false;
    }

    bool in_check(int side) const {
        for (int f = 0; f < 8; f++)
            for (int r = 0; r < 8; r++)
                if (cell[f][r] == side * KING && attacked(f, r, -side)) return true;
        return false;
    }

    // a correct move of `side` from (f, r) to (tf, tr)
    bool correct(int side, int f, int r, int tf, int tr) {
        if (cell[f][r] * side <= 0 || !reaches(f, r, tf, tr)) return false;
        int moved = cell[f][r], taken = cell[tf][tr];
        cell[tf][tr] = moved;
        cell[f][r] = 0;
        bool ok = !in_check(side);
        cell[f][r] = moved;
        cell[tf][tr] = taken;
        return ok;
    }

    bool has_correct_move(int side) {
        for (int f = 0; f < 8; f++)
            for (int r = 0; r < 8; r++) {
                if (cell[f][r] * side <= 0) continue;
                for (int tf = 0; tf < 8; tf++)
                    for (int tr = 0; tr < 8; tr++)
                        if (correct(side, f, r, tf, tr)) return true;
            }
        return false;
    }
};

int main() {
    std::ios::sync_with_stdio(false);
    Game g;
    for (int rank = 7; rank >= 0; rank--)
        for (int f = 0; f < 8; f++) std::cin >> g.cell[f][rank];
    int moves;
    std::string who;
    std::cin >> moves >> who;
    int side = who == "White" ? 1 : -1;
    std::string out;
    for (int i = 0; i < moves; i++) {
        std::string m;
        std::cin >> m;
        int f = m[0] - 'a', r = m[1] - '1', tf = m[3] - 'a', tr = m[4] - '1';
        if (!g.correct(side, f, r, tf, tr)) {
            out += "Incorrect\n";
            break;
        }
        g.cell[tf][tr] = g.cell[f][r];
        g.cell[f][r] = 0;
        side = -side;
        bool check = g.in_check(side), free = g.has_correct_move(side);
        out += !free ? (check ? "Mate\n" : "Draw\n") : (check ? "Check\n" : "Correct\n");
        if (!free) break;
    }
    out += "\n";
    for (int rank = 7; rank >= 0; rank--)
        for (int f = 0; f < 8; f++) out += std::to_string(g.cell[f][rank]) + (f < 7 ? " " : "\n");
    std::fputs(out.c_str(), stdout);
    return 0;
}
