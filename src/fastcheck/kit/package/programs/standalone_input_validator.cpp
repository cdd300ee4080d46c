// Input validator of the problem package: `fastcheck validate --kattis` as a
// standalone program, C++17 and its standard library only.
//
// Build:  g++ -std=c++17 -O2 -o input_validator standalone_input_validator.cpp
// Run:    ./input_validator [--format auto|grid|sparse|ostap] [--limits auto|cstate3|ksp|timus|none]
//                          [--canonical] < INPUT
//         (the Kattis input validator convention, which problemtools runs:
//         the flags from testdata.yaml's `input_validator_flags`; both
//         default to auto, as in `fastcheck validate`: the format told from
//         the input, the limits preset of that format: ksp for grid, cstate3
//         for sparse, timus for ostap)
// Exit:   42 valid, 43 invalid (the first violation, with its line, on
//         stderr), 2 bad arguments.
// A package may fix its format and preset in the source instead of flags
// (which judge systems read differently): the #define lines below, e.g.
// `#define PACKAGE_LIMITS "ksp"`; a flag still overrides them.
// --canonical (or `#define PACKAGE_CANONICAL 1`) also refuses a valid input
// that is not spelled canonically, as `validate(..., canonical=True)`: a CR,
// whitespace at the end of a line, no final newline or, in formats A/B, no
// empty line after the last board (what jury tools such as BAPCtools demand).
//
// It accepts exactly what `fastcheck validate --format F --limits L` accepts:
//   * bytes: printable ASCII, tab, LF, and CR only before LF (or as the last
//     byte); no whitespace at the start of a line before a token; tokens
//     separated by exactly one space (trailing spaces and tabs allowed); no
//     token starting with '+' and a digit, '-0', or '0' and a digit;
//   * formats A and B: `t`, then each board followed by exactly one empty
//     line (the last one may be missing), nothing after; format A boards are
//     8 rows of 8 characters from ".KQRBHPkqrbhp", format B boards a line
//     `n p` and p lines `x y c` with 1 <= x, y <= n <= 10^18; exactly one
//     king of each colour and at most one piece per square on every board;
//   * format C: 8 lines of 8 numbers -6..6, P (1..60) alone on its line,
//     White or Black alone on its line, P moves [a-h][1-8]-[a-h][1-8], one a
//     line, nothing after;
//   * the preset's limits: cstate3 (format B: 1 <= t <= 20000,
//     8 <= n <= 10^18, 2 <= p <= 2*10^5, total p <= 10^6), ksp (formats A
//     and B: 1 <= t <= 1000, n = 8), timus (format C: 1 <= P <= 60), none.
// The rules are fastcheck's (fastcheck.kit.validate and the readers of
// fastcheck.formats); the test suite checks that both agree.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#ifndef PACKAGE_FORMAT
#define PACKAGE_FORMAT "auto"
#endif
#ifndef PACKAGE_LIMITS
#define PACKAGE_LIMITS "auto"
#endif
#ifndef PACKAGE_CANONICAL
#define PACKAGE_CANONICAL 0
#endif

namespace {

using std::string;
using std::string_view;
using u64 = std::uint64_t;

constexpr u64 TEN18 = 1000000000000000000ULL;
constexpr int EXIT_VALID = 42, EXIT_INVALID = 43, EXIT_USAGE = 2;

struct Limits {
    const char* name;
    bool grid, sparse, ostap;   // the formats the preset is for
    bool has_t, has_n, has_p, has_total, has_moves;
    u64 t_lo, t_hi, n_lo, n_hi, p_lo, p_hi, total, m_lo, m_hi;
};

const Limits PRESETS[] = {
    {"cstate3", false, true, false, true, true, true, true, false, 1, 20000, 8, TEN18, 2, 200000, 1000000, 0, 0},
    {"ksp", true, true, false, true, true, false, false, false, 1, 1000, 8, 8, 0, 0, 0, 0, 0},
    {"timus", false, false, true, false, false, false, false, true, 0, 0, 0, 0, 0, 0, 0, 1, 60},
    {"none", true, true, true, false, false, false, false, false, 0, 0, 0, 0, 0, 0, 0, 0, 0},
};

// The first violation found: its line (0: none known), board (0: none) and what was wrong.
struct Error {
    bool set = false;
    u64 line = 0, board = 0;
    string text;
};

Error error_at(u64 line, u64 board, string text) {
    Error e;
    e.set = true;
    e.line = line;
    e.board = board;
    e.text = std::move(text);
    return e;
}

// The earlier of two errors by line (an error without a line is last); `b` wins ties.
Error earlier(const Error& a, const Error& b) {
    if (!a.set) return b;
    if (!b.set) return a;
    u64 la = a.line ? a.line : ~0ULL, lb = b.line ? b.line : ~0ULL;
    return la < lb ? a : b;
}

// ------------------------------------------------------------ tokens
// Python's bytes.split() whitespace
inline bool is_ws(unsigned char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }
inline bool is_digit(unsigned char c) { return c >= '0' && c <= '9'; }

bool all_digits(string_view s) {
    if (s.empty()) return false;
    for (unsigned char c : s)
        if (!is_digit(c)) return false;
    return true;
}

// The tokens of a line: returns how many there are, stores the first `cap` in `out`.
size_t split(string_view line, string_view* out, size_t cap) {
    size_t n = 0, i = 0, len = line.size();
    while (i < len) {
        while (i < len && is_ws(line[i])) ++i;
        if (i >= len) break;
        size_t j = i;
        while (j < len && !is_ws(line[j])) ++j;
        if (n < cap) out[n] = line.substr(i, j - i);
        ++n;
        i = j;
    }
    return n;
}

bool blank(string_view line) {
    for (unsigned char c : line)
        if (!is_ws(c)) return false;
    return true;
}

string_view rstrip(string_view s) {
    size_t n = s.size();
    while (n && is_ws(s[n - 1])) --n;
    return s.substr(0, n);
}

// A digit string's value, saturated at 10^19 (larger than every bound).
u64 value_of(string_view digits) {
    size_t i = 0;
    while (i + 1 < digits.size() && digits[i] == '0') ++i;
    if (digits.size() - i > 19) return 10 * TEN18;
    u64 v = 0;
    for (; i < digits.size(); ++i) v = v * 10 + (u64)(digits[i] - '0');
    return v;
}

// A token for a message: quoted, cut to 40 bytes, bytes outside printable ASCII as \xNN.
string show(string_view tok) {
    string s = "'";
    for (unsigned char c : tok.substr(0, 40)) {
        if (c >= 0x20 && c <= 0x7e) {
            s += (char)c;
        } else {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\x%02x", c);
            s += buf;
        }
    }
    return s + (tok.size() > 40 ? "...'" : "'");
}

string num(u64 v) { return std::to_string(v); }

// ------------------------------------------------------------ the input
struct Input {
    string data;
    std::vector<string_view> lines;   // data split at LF, as Python's bytes.split(b"\n")
    size_t content = 0;               // lines without a last empty piece (the validator's own view)
};

void split_lines(Input& in) {
    string_view d(in.data);
    size_t start = 0;
    for (;;) {
        size_t end = d.find('\n', start);
        if (end == string_view::npos) {
            in.lines.push_back(d.substr(start));
            break;
        }
        in.lines.push_back(d.substr(start, end - start));
        start = end + 1;
    }
    in.content = in.lines.size();
    if (in.content && in.lines[in.content - 1].empty()) --in.content;
}

u64 line_of(const string& data, size_t pos) {
    return (u64)std::count(data.begin(), data.begin() + (long)pos, '\n') + 1;
}

// ------------------------------------------------------------ byte rules
Error byte_rules(const string& d) {
    size_t n = d.size();
    auto hex = [](unsigned char c) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "0x%02x", c);
        return string(buf);
    };
    auto non_ws = [&](size_t i) { return i < n && !is_ws((unsigned char)d[i]); };
    for (size_t i = 0; i < n; ++i) {
        unsigned char c = (unsigned char)d[i];
        if (!(c == '\t' || c == '\n' || c == '\r' || (c >= 0x20 && c <= 0x7e)))
            return error_at(line_of(d, i), 0, "expected printable ASCII text, found byte " + hex(c));
        if (c == '\r' && i + 1 < n && d[i + 1] != '\n')
            return error_at(line_of(d, i), 0, "expected CR only as part of a CRLF line end, found a lone CR");
        bool line_start = i == 0 || d[i - 1] == '\n';
        if ((c == ' ' || c == '\t') && (line_start || non_ws(i - 1))) {
            size_t j = i;
            bool tab = false;
            while (j < n && (d[j] == ' ' || d[j] == '\t')) tab |= d[j++] == '\t';
            if (non_ws(j)) {
                if (line_start)
                    return error_at(line_of(d, i), 0,
                                    "expected no whitespace at the start of a line, found leading whitespace");
                if (tab || j - i > 1)
                    return error_at(line_of(d, i), 0,
                                    "expected tokens separated by a single space, found a tab or several spaces");
            }
            i = j - 1;
            continue;
        }
        if (line_start || d[i - 1] == ' ') {
            bool next_digit = i + 1 < n && is_digit((unsigned char)d[i + 1]);
            if ((c == '+' && next_digit) || (c == '0' && next_digit) || (c == '-' && i + 1 < n && d[i + 1] == '0')) {
                size_t j = i;
                while (j < n && !is_ws((unsigned char)d[j])) ++j;
                return error_at(line_of(d, i), 0, "expected numbers without a sign '+', leading zeros or '-0', found " +
                                                      show(string_view(d).substr(i, j - i)));
            }
        }
    }
    return Error();
}

// ------------------------------------------------------------ format
const char* detect_format(const string& data) {
    string_view head = string_view(data).substr(0, 8192);
    size_t s = 0;
    while (s < head.size() && is_ws(head[s])) ++s;
    string_view first = head.substr(s);
    first = first.substr(0, first.find('\n'));
    string_view toks[2];
    if (split(first, toks, 2) >= 2) return "ostap";
    // the non-blank lines' first two, and the whole head's 66th token
    std::vector<std::pair<size_t, string_view>> nonblank;   // (token count, first token)
    size_t start = 0;
    for (;;) {
        size_t end = head.find('\n', start);
        string_view ln = head.substr(start, end == string_view::npos ? string_view::npos : end - start);
        string_view t1[1];
        size_t k = split(ln, t1, 1);
        if (k) nonblank.emplace_back(k, t1[0]);
        if (end == string_view::npos || nonblank.size() >= 2) break;
        start = end + 1;
    }
    if (nonblank.empty()) return "sparse";
    std::vector<string_view> all(66);
    if (split(head, all.data(), 66) > 65 && (all[65] == "White" || all[65] == "Black")) return "ostap";
    if (nonblank.size() >= 2 && nonblank[1].first == 1 && !all_digits(nonblank[1].second)) return "grid";
    return "sparse";
}

// ------------------------------------------------------------ formats A and B
// The records of the careful readers: non-blank lines, with their numbers.
struct Records {
    const std::vector<string_view>& lines;
    size_t i = 0;
    explicit Records(const std::vector<string_view>& l) : lines(l) {}
    // the next non-blank line (its 1-based number), or false at the end
    bool next(string_view& raw, u64& number) {
        while (i < lines.size()) {
            raw = lines[i++];
            if (!blank(raw)) {
                number = i;
                return true;
            }
        }
        number = lines.size() + (lines.back().empty() ? 0 : 1);
        return false;
    }
};

bool read_number(string_view tok, u64 lo, u64 hi, u64& v) {
    if (!all_digits(tok)) return false;
    v = value_of(tok);
    return lo <= v && v <= hi;
}

// A piece's square and line, ordered by square then line.
struct Square {
    u64 x = 0, y = 0, line = 0;
    bool operator<(const Square& o) const {
        return x != o.x ? x < o.x : y != o.y ? y < o.y : line < o.line;
    }
};

struct Board {
    u64 n = 0, p = 0, line = 0;
};

// The careful grammar and the rules of the board; fills the boards read.
Error grammar_boards(const Input& in, bool grid, std::vector<Board>& boards) {
    Records rec(in.lines);
    string_view raw, tk[4];
    u64 line = 0;
    if (!rec.next(raw, line)) return error_at(line, 0, "expected the number of boards t, found end of input");
    u64 t = 0;
    if (split(raw, tk, 2) != 1) return error_at(line, 0, "expected a line with only the number of boards t");
    if (!read_number(tk[0], 0, TEN18, t)) return error_at(line, 0, "expected the number of boards t within 0..10^18");
    std::vector<Square> squares;
    for (u64 b = 1; b <= t; ++b) {
        Board board;
        if (!rec.next(raw, line)) return error_at(line, b, "expected a board, found end of input");
        board.line = line;
        if (grid) {
            int kings[2] = {0, 0};
            u64 king_line[2][2] = {{0, 0}, {0, 0}};   // the lines and columns of each colour's first two kings
            size_t king_x[2] = {0, 0};
            for (int r = 0; r < 8; ++r) {
                if (r) {
                    if (rec.i >= in.lines.size())
                        return error_at(rec.i + 1, b, "expected row " + num(r + 1) + " of 8 of the grid, found end of input");
                    raw = in.lines[rec.i++];
                    line = rec.i;
                }
                string_view row = rstrip(raw);
                bool ok = row.size() == 8;
                for (size_t x = 0; x < row.size(); ++x) {
                    char c = row[x];
                    ok = ok && std::strchr(".KQRBHPkqrbhp", c) != nullptr && c != '\0';
                    int side = c == 'k' ? 0 : c == 'K' ? 1 : -1;
                    if (side < 0) continue;
                    if (kings[side] < 2) king_line[side][kings[side]] = line;
                    if (kings[side] == 0) king_x[side] = x + 1;
                    kings[side]++;
                }
                if (!ok)
                    return error_at(line, b, "expected row " + num(r + 1) +
                                                 " of the grid: 8 characters from '.KQRBHPkqrbhp', found " + show(row));
            }
            for (int side = 0; side < 2; ++side) {
                string king = side ? "black king 'K'" : "white king 'k'";
                if (kings[side] == 0) return error_at(board.line, b, "expected exactly one " + king + " in the grid");
                if (kings[side] > 1)    // the second king's line, and where the first one is, as format B names them
                    return error_at(king_line[side][1], b, "expected one " + king + ", but " +
                                    (king_line[side][0] != king_line[side][1] ? "line " + num(king_line[side][0]) +
                                     " has one" : "this line has one at x = " + num(king_x[side])) + " already");
            }
            board.n = 8;
            board.p = 0;
        } else {
            if (split(raw, tk, 3) != 2) return error_at(line, b, "expected a board header 'n p', found " + show(rstrip(raw)));
            if (!read_number(tk[0], 1, TEN18, board.n))
                return error_at(line, b, "expected the board size n within 1..10^18, found " + show(tk[0]));
            if (!read_number(tk[1], 0, TEN18, board.p))
                return error_at(line, b, "expected the piece count p within 0..10^18, found " + show(tk[1]));
            squares.clear();
            u64 king_line[2] = {0, 0};
            Error second_king;   // the first line with a second king of a colour
            for (u64 k = 0; k < board.p; ++k) {
                if (!rec.next(raw, line))
                    return error_at(line, b, "expected a piece line 'x y c' (" + num(board.p) +
                                                 " pieces announced), found end of input");
                Square sq;
                if (split(raw, tk, 4) != 3) return error_at(line, b, "expected a piece line 'x y c', found " + show(rstrip(raw)));
                if (!read_number(tk[0], 1, board.n, sq.x))
                    return error_at(line, b, "expected a column x within 1.." + num(board.n) + ", found " + show(tk[0]));
                if (!read_number(tk[1], 1, board.n, sq.y))
                    return error_at(line, b, "expected a row y within 1.." + num(board.n) + ", found " + show(tk[1]));
                if (tk[2].size() != 1 || !std::strchr("KQRBHPkqrbhp", tk[2][0]))
                    return error_at(line, b, "expected a piece letter from 'KQRBHPkqrbhp', found " + show(tk[2]));
                char c = tk[2][0];
                if ((c == 'k' || c == 'K') && !second_king.set) {
                    int side = c == 'K';
                    if (king_line[side])
                        second_king = error_at(line, b, string("expected one ") + (side ? "black" : "white") + " king '" +
                                                            c + "', but line " + num(king_line[side]) + " has one already");
                    king_line[side] = king_line[side] ? king_line[side] : line;
                }
                sq.line = line;
                squares.push_back(sq);
            }
            // one piece per square: the squares sorted, neighbours compared; the first line
            // that puts a piece on a square taken before is the error, as in reading order
            std::sort(squares.begin(), squares.end());
            Error duplicate;
            for (u64 k = 1; k < board.p; ++k) {
                const Square &a = squares[k - 1], &s = squares[k];
                if (s.x == a.x && s.y == a.y && (!duplicate.set || s.line < duplicate.line)) {
                    u64 first = a.line;
                    for (u64 j = k - 1; j > 0 && squares[j - 1].x == s.x && squares[j - 1].y == s.y; --j) first = squares[j - 1].line;
                    duplicate = error_at(s.line, b, "expected one piece per square, but (" + num(s.x) + ", " + num(s.y) +
                                                        ") already holds a piece from line " + num(first));
                }
            }
            Error first = earlier(second_king, duplicate);
            if (first.set) return first;
            for (int side = 0; side < 2; ++side)
                if (!king_line[side])
                    return error_at(line, b, string("expected a ") + (side ? "black king 'K'" : "white king 'k'") +
                                                 " on the board, found none");
        }
        boards.push_back(board);
    }
    while (rec.next(raw, line)) return error_at(line, 0, "expected end of input after " + num(t) + " boards, found " + show(rstrip(raw)));
    return Error();
}

// Where the empty lines may be: exactly one after each board (the last one may be missing).
// Stops quietly where the grammar breaks: the grammar says why.
Error walk_boards(const Input& in, bool grid) {
    const auto& L = in.lines;
    size_t len = in.content;
    if (!len) return Error();
    if (blank(L[0])) return error_at(1, 0, "expected the number of boards t on line 1, found an empty line");
    string_view tk[3];
    if (split(L[0], tk, 2) != 1 || !all_digits(tk[0])) return Error();
    u64 t = value_of(tk[0]);
    size_t i = 1;
    for (u64 b = 1; b <= t; ++b) {
        if (i >= len) return Error();
        if (blank(L[i]))
            return error_at(i + 1, b, b == 1 ? "expected board 1 right after the line with t, found an empty line"
                                             : "expected board " + num(b) + " right after the one empty line after board " +
                                                   num(b - 1) + ", found another empty line");
        u64 size = 8;
        if (!grid) {
            if (split(L[i], tk, 3) != 2 || !all_digits(tk[1]) || tk[1].size() > 19) return Error();
            size = 1 + value_of(tk[1]);
        }
        size_t hi = size > len - i ? len : i + (size_t)size;
        for (size_t j = i; j < hi; ++j)
            if (blank(L[j])) return error_at(j + 1, b, "expected a line of board " + num(b) + ", found an empty line");
        if (size >= len - i) return Error();
        i += (size_t)size;
        if (!blank(L[i])) return error_at(i + 1, b, "expected an empty line after board " + num(b) + ", found " + show(rstrip(L[i])));
        ++i;
    }
    if (i < len)
        return error_at(i + 1, 0, blank(L[i]) ? "expected end of input after the empty line that ends the last board, "
                                                "found another empty line"
                                              : "expected end of input after the last board, found " + show(rstrip(L[i])));
    return Error();
}

Error board_limits(const std::vector<Board>& boards, const Limits& lim) {
    auto range = [&](u64 v, u64 lo, u64 hi, const char* what, u64 line, u64 board) {
        return error_at(line, board, string("expected ") + what + " within " + num(lo) + ".." + num(hi) + " (" +
                                         lim.name + " limits), found " + num(v));
    };
    u64 t = boards.size();
    if (lim.has_t && (t < lim.t_lo || t > lim.t_hi)) return range(t, lim.t_lo, lim.t_hi, "the number of boards t", 1, 0);
    u64 total = 0;
    for (u64 b = 0; b < t; ++b) {
        const Board& bd = boards[b];
        if (lim.has_n && (bd.n < lim.n_lo || bd.n > lim.n_hi))
            return range(bd.n, lim.n_lo, lim.n_hi, "the board size n", bd.line, b + 1);
        if (lim.has_p && (bd.p < lim.p_lo || bd.p > lim.p_hi))
            return range(bd.p, lim.p_lo, lim.p_hi, "the piece count p", bd.line, b + 1);
        total += bd.p;
        if (lim.has_total && total > lim.total)
            return error_at(bd.line, b + 1, "expected at most " + num(lim.total) + " pieces in the file (" + lim.name +
                                                " limits), found " + num(total) + " after this board");
    }
    return Error();
}

// ------------------------------------------------------------ format C
bool cell_token(string_view t) {
    // [+-]?[0-9]{1,3} within -6..6
    size_t s = (!t.empty() && (t[0] == '+' || t[0] == '-')) ? 1 : 0;
    string_view d = t.substr(s);
    if (d.empty() || d.size() > 3 || !all_digits(d)) return false;
    return value_of(d) <= 6;
}

bool move_token(string_view t) {
    return t.size() == 5 && t[0] >= 'a' && t[0] <= 'h' && t[1] >= '1' && t[1] <= '8' && t[2] == '-' &&
           t[3] >= 'a' && t[3] <= 'h' && t[4] >= '1' && t[4] <= '8';
}

// The grammar, token by token: fills the number of moves P.
Error grammar_ostap(const Input& in, u64& moves) {
    // (line, token) of the first tokens: the 64 squares, P, the side, at most 60 moves and one more
    constexpr size_t ENOUGH = 64 + 2 + 60 + 1;
    std::vector<std::pair<u64, string_view>> toks;
    string_view tk[ENOUGH];
    for (size_t i = 0; i < in.lines.size() && toks.size() < ENOUGH; ++i) {
        size_t need = ENOUGH - toks.size();
        size_t k = std::min(split(in.lines[i], tk, need), need);
        for (size_t j = 0; j < k; ++j) toks.emplace_back(i + 1, tk[j]);
    }
    u64 last = in.lines.size();
    size_t at = 0;
    for (int c = 0; c < 64; ++c, ++at) {
        if (at >= toks.size()) return error_at(last, 0, "expected 64 numbers for the board, got " + num(c));
        if (!cell_token(toks[at].second))
            return error_at(toks[at].first, 0, "expected square " + num(c + 1) + " of the board: a number -6..6, found " +
                                                   show(toks[at].second));
    }
    if (at >= toks.size()) return error_at(last, 0, "expected the number of moves P, found end of input");
    string_view p = toks[at].second;
    if (!all_digits(p) || p.size() > 3 || value_of(p) < 1 || value_of(p) > 60)
        return error_at(toks[at].first, 0, "expected the number of moves P (1..60), found " + show(p));
    moves = value_of(p);
    ++at;
    if (at >= toks.size()) return error_at(last, 0, "expected 'White' or 'Black', found end of input");
    if (toks[at].second != "White" && toks[at].second != "Black")
        return error_at(toks[at].first, 0, "expected 'White' or 'Black', found " + show(toks[at].second));
    ++at;
    for (u64 m = 0; m < moves; ++m, ++at) {
        if (at >= toks.size()) return error_at(last, 0, "expected move " + num(m + 1) + " of " + num(moves) + ", found end of input");
        if (!move_token(toks[at].second))
            return error_at(toks[at].first, 0, "expected a move like 'e2-e4' ([a-h][1-8]-[a-h][1-8]), found " +
                                                   show(toks[at].second));
    }
    if (at < toks.size())
        return error_at(toks[at].first, 0, "expected end of input after " + num(moves) + " moves, found " + show(toks[at].second));
    return Error();
}

// Format C's layout: 8 rows of 8 numbers, P, the side, P moves, one a line.
Error walk_ostap(const Input& in) {
    const auto& L = in.lines;
    size_t len = in.content;
    string_view tk[9];
    for (size_t r = 0; r < 8; ++r) {
        if (r >= len) return Error();
        size_t k = split(L[r], tk, 9);
        if (k != 8) return error_at(r + 1, 0, "expected row " + num(r + 1) + " of the board: 8 numbers on the line, found " +
                                                  num(k) + " tokens");
    }
    for (size_t idx = 8; idx < 10; ++idx) {
        if (idx >= len) return Error();
        if (split(L[idx], tk, 2) != 1)
            return error_at(idx + 1, 0, idx == 8 ? "expected the number of moves P alone on its line"
                                                 : "expected 'White' or 'Black' alone on its line");
    }
    split(L[8], tk, 1);
    if (!all_digits(tk[0]) || tk[0].size() > 3) return Error();
    size_t moves = (size_t)value_of(tk[0]);
    for (size_t k = 0; k < moves; ++k) {
        size_t idx = 10 + k;
        if (idx >= len) return Error();
        if (split(L[idx], tk, 2) != 1)
            return error_at(idx + 1, 0, "expected move " + num(k + 1) + " of " + num(moves) + " alone on its line");
    }
    if (10 + moves < len) return error_at(10 + moves + 1, 0, "expected end of input after " + num(moves) + " moves");
    return Error();
}

// ------------------------------------------------------------ canonical form
// A valid input's departure from its canonical spelling (`boards`: the boards of formats A/B).
Error canonical_form(const Input& in, bool ostap, u64 boards) {
    for (size_t i = 0; i < in.lines.size(); ++i) {
        string_view ln = in.lines[i];
        if (ln.find('\r') != string_view::npos)
            return error_at(i + 1, 0, "expected LF line ends (canonical form), found a CR");
        if (!ln.empty() && (ln.back() == ' ' || ln.back() == '\t'))
            return error_at(i + 1, 0, "expected no whitespace at the end of a line (canonical form), found trailing whitespace");
    }
    const string& d = in.data;
    if (d.empty() || d.back() != '\n')
        return error_at(in.lines.size(), 0, "expected a newline at the end of the input (canonical form), found the end of input");
    if (!ostap && boards && (d.size() < 2 || d[d.size() - 2] != '\n'))
        return error_at(in.lines.size(), boards, "expected an empty line after board " + num(boards) +
                                                     " (canonical form), found the end of input");
    return Error();
}

// ------------------------------------------------------------ main
Error validate(Input& in, string fmt, string limits, bool canonical, string& used_limits) {
    if (fmt == "auto") fmt = detect_format(in.data);
    if (limits == "auto") limits = fmt == "grid" ? "ksp" : fmt == "sparse" ? "cstate3" : "timus";
    used_limits = limits;
    const Limits* lim = nullptr;
    for (const Limits& l : PRESETS)
        if (limits == l.name) lim = &l;
    bool fits = fmt == "grid" ? lim->grid : fmt == "sparse" ? lim->sparse : lim->ostap;
    if (!fits) return error_at(0, 0, "expected a format the " + limits + " limits are for, found format " + fmt);
    split_lines(in);
    Error bytes = byte_rules(in.data), first;
    if (fmt == "ostap") {
        u64 moves = 0;
        Error g = grammar_ostap(in, moves);
        first = earlier(earlier(g, walk_ostap(in)), bytes);
        if (!first.set && lim->has_moves && (moves < lim->m_lo || moves > lim->m_hi))
            first = error_at(9, 0, "expected the number of moves P within " + num(lim->m_lo) + ".." + num(lim->m_hi) +
                                       " (" + limits + " limits), found " + num(moves));
        if (!first.set && canonical) first = canonical_form(in, true, 0);
    } else {
        std::vector<Board> boards;
        Error g = grammar_boards(in, fmt == "grid", boards);
        first = earlier(earlier(g, walk_boards(in, fmt == "grid")), bytes);
        if (!first.set) first = board_limits(boards, *lim);
        if (!first.set && canonical) first = canonical_form(in, false, boards.size());
    }
    return first;
}

// The input on stdin checked: true when valid; `report` says "valid (limits L)" or
// "invalid: line N, board B: ..." (the first violation).
[[maybe_unused]] bool check_stdin(const string& fmt, const string& limits, bool canonical, string& report) {
    Input in;
    char buf[1 << 16];
    size_t got;
    while ((got = std::fread(buf, 1, sizeof buf, stdin)) > 0) in.data.append(buf, got);
    string used;
    Error e = validate(in, fmt, limits, canonical, used);
    if (!e.set) {
        report = "valid (limits " + used + ")";
        return true;
    }
    string where;
    if (e.line) where = "line " + num(e.line);
    if (e.board) where += (where.empty() ? "" : ", ") + string("board ") + num(e.board);
    report = "invalid: " + where + (where.empty() ? "" : ": ") + e.text;
    return false;
}

}  // namespace

// A wrapper for another judge's convention (the Polygon package's testlib validator) defines
// FASTCHECK_NO_MAIN, includes this file's text and calls check_stdin() from its own main().
#ifndef FASTCHECK_NO_MAIN
static bool one_of(const string& v, std::initializer_list<const char*> names) {
    for (const char* n : names)
        if (v == n) return true;
    return false;
}

int main(int argc, char** argv) {
    string fmt = PACKAGE_FORMAT, limits = PACKAGE_LIMITS;
    bool canonical = PACKAGE_CANONICAL;
    for (int i = 1; i < argc; ++i) {
        string a = argv[i], value;
        if (a == "--canonical") {
            canonical = true;
            continue;
        }
        string* target = nullptr;
        for (auto [flag, dest] : {std::pair<const char*, string*>{"--format", &fmt}, {"--limits", &limits}}) {
            string f = flag;
            if (a == f && i + 1 < argc) {
                target = dest;
                value = argv[++i];
            } else if (a.rfind(f + "=", 0) == 0) {
                target = dest;
                value = a.substr(f.size() + 1);
            }
        }
        if (!target) {
            std::fprintf(stderr, "usage: %s [--format auto|grid|sparse|ostap] [--limits auto|cstate3|ksp|timus|none] [--canonical] < INPUT\n",
                         argv[0]);
            return EXIT_USAGE;
        }
        *target = value;
    }
    if (!one_of(fmt, {"auto", "grid", "sparse", "ostap"}) || !one_of(limits, {"auto", "cstate3", "ksp", "timus", "none"})) {
        std::fprintf(stderr, "--format must be auto, grid, sparse or ostap; --limits auto, cstate3, ksp, timus or none\n");
        return EXIT_USAGE;
    }
    string report;
    bool valid = check_stdin(fmt, limits, canonical, report);
    std::fprintf(stderr, "%s\n", report.c_str());
    return valid ? EXIT_VALID : EXIT_INVALID;
}
#endif
