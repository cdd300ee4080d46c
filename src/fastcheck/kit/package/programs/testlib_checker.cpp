// Checker of the Polygon package (testlib's convention): `fastcheck judge`'s
// comparison (fastcheck.kit.compare, the Kattis and ICPC packages' output
// validator) in C++17 for testlib, deciding every output as it does.
//
// Build:  g++ -std=c++17 -O2 -o check check.cpp   (testlib.h beside it)
// Run:    ./check INPUT OUTPUT ANSWER              (testlib's checker arguments)
// Exit:   0 OK, 1 wrong answer, 2 presentation error, 3 FAIL (the answer or the
//         input is broken), testlib's codes, with a message naming the line.
//
// The output is compared with the answer line by line and token by token
// (runs of whitespace are one separator; CR and trailing blank lines do not
// count): the first differing line decides; a well-formed line in the wrong
// place is a wrong answer, a malformed one (garbage, NUL or non-ASCII bytes, a
// line over 1 MiB, output after the expected end) a presentation error, an
// output that ends early a wrong answer.  At most 1 MiB is read per line and
// 1 MiB past the expected end.  The verdict lines and result words below are
// written in by the package builder from fastcheck's own tables; the helpers
// (tokens, the format told from the input) are the input validator's, whose
// text follows the settings.
#include "testlib.h"
#define FASTCHECK_NO_MAIN
@@INPUT_VALIDATOR@@
namespace {

// ------------------------------------------------------------ fastcheck's words
@@WORDS@@

constexpr size_t MAX_LINE = 1 << 20, MAX_EXTRA = 1 << 20;

enum Verdict { V_OK, V_WA, V_PE, V_FAIL };   // testlib's _ok, _wa, _pe, _fail

struct Outcome {
    Verdict verdict;
    string message;
};

std::vector<string_view> tokens_of(string_view line) {
    std::vector<string_view> out(split(line, nullptr, 0));
    split(line, out.data(), out.size());
    return out;
}

string joined(const std::vector<string_view>& toks) {
    string s;
    for (size_t i = 0; i < toks.size(); ++i) s += (i ? " " : "") + string(toks[i]);
    return s;
}

bool count_token(string_view t) { return t.size() >= 1 && t.size() <= 20 && all_digits(t) && t[0] != '0'; }

bool in_list(string_view t, const char* const* list, size_t n) {
    for (size_t i = 0; i < n; ++i)
        if (t == list[i]) return true;
    return false;
}

// "sk" or "en" when the tokens are a verdict line in that wording, else "".
string verdict_language(const std::vector<string_view>& toks) {
    for (const auto& w : WORDINGS) {
        for (size_t k = 0; k < w.templates; ++k) {
            std::vector<string_view> slots = tokens_of(w.lines[k]);
            if (slots.size() != toks.size()) continue;
            bool ok = true;
            for (size_t i = 0; i < slots.size() && ok; ++i) {
                if (slots[i] == SIDE) ok = toks[i] == w.sides[0] || toks[i] == w.sides[1];
                else if (slots[i] == COUNT) ok = count_token(toks[i]);
                else ok = toks[i] == slots[i];
            }
            if (ok) return w.lang;
        }
    }
    return "";
}

bool is_board_row(const std::vector<string_view>& t) {
    static const char* const CELLS[] = {"-6", "-5", "-4", "-3", "-2", "-1", "0", "1", "2", "3", "4", "5", "6"};
    if (t.size() != 8) return false;
    for (auto x : t)
        if (!in_list(x, CELLS, 13)) return false;
    return true;
}

bool is_result(const std::vector<string_view>& t) {
    return t.size() == 1 && in_list(t[0], RESULT_WORDS, sizeof RESULT_WORDS / sizeof *RESULT_WORDS);
}

bool is_final(string_view t) { return in_list(t, FINAL_RESULTS, sizeof FINAL_RESULTS / sizeof *FINAL_RESULTS); }

// blank, result, row, sk, en or "" (garbage)
string line_kind(const std::vector<string_view>& t) {
    if (t.empty()) return "blank";
    if (is_result(t)) return "result";
    if (is_board_row(t)) return "row";
    return verdict_language(t);
}

// ------------------------------------------------------------ bounded lines
struct TooLong {
    u64 line;
};

// next(): a line with its newline, false at the end; a line longer than the limit throws TooLong.
struct Lines {
    std::FILE* fh;
    u64 count = 0;
    explicit Lines(std::FILE* f) : fh(f) {}
    bool next(string& raw, size_t limit = MAX_LINE) {
        limit = std::min(limit, MAX_LINE);
        raw.clear();
        int c;
        while (raw.size() < limit + 1 && (c = std::getc(fh)) != EOF) {
            raw += (char)c;
            if (c == '\n') break;
        }
        if (raw.empty()) return false;
        ++count;
        if (raw.size() > limit && raw.back() != '\n') throw TooLong{count};
        return true;
    }
};

bool blank_line(const string& raw) { return blank(raw); }

string quoted(const string& raw) {
    string_view s = rstrip(raw);
    return show(s.substr(0, 100));
}

struct Expected {
    string label, text, kind;
    std::vector<string> tokens;
};

bool same_tokens(const string& raw, const Expected& e) {
    auto t = tokens_of(raw);
    if (t.size() != e.tokens.size()) return false;
    for (size_t i = 0; i < t.size(); ++i)
        if (t[i] != e.tokens[i]) return false;
    return true;
}

Expected expected_of(string label, const std::vector<string_view>& toks, string kind) {
    Expected e{std::move(label), joined(toks), std::move(kind), {}};
    for (auto t : toks) e.tokens.emplace_back(t);
    return e;
}

struct Broken {
    string message;
};

// ------------------------------------------------------------ the answer
std::vector<Expected> ostap_lines(std::vector<string>& lines, u64 moves) {
    while (!lines.empty() && blank_line(lines.back())) lines.pop_back();
    std::vector<std::vector<string_view>> toks;
    for (const auto& ln : lines) toks.push_back(tokens_of(ln));
    size_t k = 0;
    while (k < toks.size() && !toks[k].empty()) ++k;
    if (k == 0) throw Broken{"the answer has no result line before the empty line"};
    if (k > moves) throw Broken{"the answer has more result lines than the input has moves"};
    for (size_t i = 0; i < k; ++i) {
        if (!is_result(toks[i])) throw Broken{"line " + num(i + 1) + " of the answer: expected a result word"};
        if (is_final(toks[i][0]) && i != k - 1) throw Broken{"line " + num(i + 1) + " of the answer ends the game early"};
    }
    if (k < moves && !is_final(toks[k - 1][0])) throw Broken{"the answer stops before the last move without an end"};
    if (lines.size() != k + 9) throw Broken{"the answer does not end with the 8 board rows"};
    for (size_t r = 0; r < 8; ++r)
        if (!is_board_row(toks[k + 1 + r])) throw Broken{"line " + num(k + 2 + r) + " of the answer: expected a board row"};
    std::vector<Expected> out;
    for (size_t i = 0; i < toks.size(); ++i) {
        if (i < k) out.push_back(expected_of("move " + num(i + 1), toks[i], "result"));
        else if (i == k) out.push_back(expected_of("the empty line after the moves", toks[i], "blank"));
        else out.push_back(expected_of("board row " + num(i - k), toks[i], "row"));
    }
    return out;
}

std::vector<Expected> read_answer(std::FILE* fh, bool ostap, u64 boards, u64 moves) {
    Lines reader(fh);
    u64 cap = ostap ? moves + 9 : boards;
    std::vector<string> lines;
    size_t content = 0, blank_bytes = 0;
    string raw;
    for (;;) {
        bool more;
        try {
            more = reader.next(raw);
        } catch (const TooLong& e) {
            throw Broken{"line " + num(e.line) + " of the answer is longer than 1 MiB"};
        }
        if (!more) break;
        lines.push_back(raw);
        if (!blank_line(raw)) {
            content = lines.size();
            blank_bytes = 0;
            if (content > cap) throw Broken{"the answer goes on after " + num(cap) + " lines"};
        } else if ((blank_bytes += raw.size()) > MAX_EXTRA) {
            throw Broken{"the answer has more than 1 MiB of blank lines"};
        }
    }
    lines.resize(content);
    if (ostap) return ostap_lines(lines, moves);
    if (lines.size() != boards) throw Broken{"the answer has " + num(lines.size()) + " lines, but the input has " + num(boards) + " boards"};
    std::vector<Expected> out;
    string lang;
    for (size_t i = 0; i < lines.size(); ++i) {
        auto toks = tokens_of(lines[i]);
        string l = verdict_language(toks);
        if (l.empty()) throw Broken{"line " + num(i + 1) + " of the answer: expected a verdict line"};
        if (!lang.empty() && l != lang) throw Broken{"the answer mixes Slovak and English verdict lines"};
        lang = l;
        out.push_back(expected_of("board " + num(i + 1), toks, l));
    }
    return out;
}

// ------------------------------------------------------------ compare
bool well_formed(const std::vector<string_view>& toks, const Expected& e) {
    string kind = line_kind(toks);
    if (e.kind == "sk" || e.kind == "en") return kind == e.kind;
    return kind == "result" || kind == "blank" || kind == "row";
}

bool cut_short(const std::vector<string_view>& toks, const Expected& e) {
    string text = joined(toks);
    return text != e.text && e.text.compare(0, text.size(), text) == 0;
}

bool only_blank_lines_left(Lines& reader) {
    size_t budget = MAX_EXTRA;
    string raw;
    try {
        while (budget > 0) {
            if (!reader.next(raw, budget)) return true;
            if (!blank_line(raw)) return false;
            budget -= std::min(budget, raw.size());
        }
        return !reader.next(raw, 1);
    } catch (const TooLong&) {
        return false;
    }
}

bool ascii_without_nul(const string& raw) {
    for (unsigned char c : raw)
        if (c == 0 || c >= 0x80) return false;
    return true;
}

Outcome compare(const std::vector<Expected>& expected, Lines& reader, bool ostap) {
    string raw;
    size_t i = 0;
    bool have = false;
    try {
        for (; i < expected.size(); ++i) {
            have = reader.next(raw);
            if (!have || !same_tokens(raw, expected[i])) break;
        }
    } catch (const TooLong& e) {
        return {V_PE, expected[i].label + ": line " + num(e.line) + " of the output is longer than 1 MiB"};
    }
    if (i < expected.size()) {
        const Expected& e = expected[i];
        string want = e.kind == "blank" ? "an empty line" : "'" + e.text + "'";
        if (!have) return {V_WA, e.label + ": expected " + want + ", found the end of the output"};
        auto toks = tokens_of(raw);
        string msg = e.label + ": expected " + want + ", found " + (toks.empty() ? "an empty line" : quoted(raw));
        if (!ascii_without_nul(raw)) return {V_PE, msg + " (NUL or non-ASCII bytes)"};
        if (cut_short(toks, e) && only_blank_lines_left(reader)) return {V_WA, msg + " where the output ends"};
        return {well_formed(toks, e) ? V_WA : V_PE, msg};
    }
    string where = ostap ? "the final board" : expected.empty() ? "the start" : "board " + num(expected.size());
    size_t budget = MAX_EXTRA;
    try {
        while (budget > 0) {
            if (!reader.next(raw, budget)) return {V_OK, num(expected.size()) + " lines"};
            if (!blank_line(raw)) return {V_PE, "extra output after " + where + ": line " + num(reader.count) + " is " + quoted(raw)};
            budget -= std::min(budget, raw.size());
        }
        if (reader.next(raw, 1)) return {V_PE, "extra output after " + where + ": more than 1 MiB of blank lines"};
    } catch (const TooLong& e) {
        return {V_PE, "extra output after " + where + ": line " + num(e.line) + " of the output is too long"};
    }
    return {V_OK, num(expected.size()) + " lines"};
}

string read_all(std::FILE* fh) {
    string data;
    char buf[1 << 16];
    size_t got;
    while ((got = std::fread(buf, 1, sizeof buf, fh)) > 0) data.append(buf, got);
    return data;
}

Outcome judge(const char* input_path, const char* output_path, const char* answer_path, string fmt) {
    std::FILE* in = std::fopen(input_path, "rb");
    if (!in) return {V_FAIL, string("cannot open the input '") + input_path + "'"};
    string data = read_all(in);
    std::fclose(in);
    std::FILE* ans = std::fopen(answer_path, "rb");
    if (!ans) return {V_FAIL, string("cannot open the answer '") + answer_path + "'"};
    std::vector<Expected> expected;
    string told = detect_format(data);
    bool ostap = told == "ostap";
    try {
        if (fmt != "auto" && fmt != told) throw Broken{"the input breaks its format: expected " + fmt + ", found what reads as " + told};
        u64 boards = 0, moves = 0;
        string_view toks[66];
        size_t n = split(data, toks, 66);
        if (ostap) {
            string_view p = n > 64 ? toks[64] : string_view();
            if (!all_digits(p) || p.size() > 3 || value_of(p) < 1 || value_of(p) > 60)
                throw Broken{"the input breaks its format: expected the number of moves P (1..60) after the 64 squares"};
            moves = value_of(p);
        } else {
            if (!n || !all_digits(toks[0])) throw Broken{"the input breaks its format: expected the number of boards t first"};
            boards = value_of(toks[0]);
        }
        expected = read_answer(ans, ostap, boards, moves);
    } catch (const Broken& b) {
        std::fclose(ans);
        return {V_FAIL, b.message};
    }
    std::fclose(ans);
    std::FILE* out = std::fopen(output_path, "rb");
    if (!out) return {V_PE, string("cannot open the output '") + output_path + "'"};
    Lines reader(out);
    Outcome res = compare(expected, reader, ostap);
    std::fclose(out);
    return res;
}

}  // namespace

int main(int argc, char* argv[]) {
    registerTestlibCmd(argc, argv);
    Outcome res = judge(argv[1], argv[2], argv[3], PACKAGE_FORMAT);
    if (res.verdict == V_OK)   // testlib calls an output with more than whitespace left unread extra output
        while (!ouf.seekEof()) ouf.readToken();
    const TResult codes[] = {_ok, _wa, _pe, _fail};
    quitf(codes[res.verdict], "%s", res.message.c_str());
}
