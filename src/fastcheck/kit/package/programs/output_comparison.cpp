// Output comparison of the problem packages: `fastcheck judge`'s decision
// (fastcheck.kit.compare) in C++17 and its standard library, with its
// messages, limits and words.  One source for the Kattis/ICPC output
// validator (kattis_output_validator.cpp) and the Polygon checker
// (testlib_checker.cpp): their wrappers differ only in arguments and exit codes.
//
// The output is compared with the answer line by line and token by token
// (runs of whitespace are one separator; CR and trailing blank lines do not
// count): the first differing line decides; a well-formed line in the wrong
// place is a wrong answer, a malformed one (garbage, NUL or non-ASCII bytes, a
// line over MAX_LINE bytes, output after the expected end) a presentation
// error wherever it stands, an output that ends before an expected line a
// wrong answer.  At most MAX_LINE bytes are
// read per line and MAX_EXTRA past the expected end.  A broken input or
// answer is FAIL (a judge error).
//
// The package builder puts this text after the input validator's (whose
// helpers it uses: split, detect_format, value_of, ...) and writes fastcheck's
// tables (verdict lines, result words, limits, the OS errors' words) in place
// of the WORDS line below.
#include <cerrno>
#include <sys/stat.h>

namespace {

// ------------------------------------------------------------ fastcheck's words
@@WORDS@@

enum Verdict { V_OK, V_WA, V_PE, V_FAIL };   // fastcheck judge's OK, WA, PE, FAIL

struct Outcome {
    Verdict verdict;
    string message;
};

// ------------------------------------------------------------ messages
// Python's repr() of a text (the quoting of fastcheck's messages): '...', or "..." when it holds ' and no ".
string py_repr(string_view s) {
    char q = s.find('\'') != string_view::npos && s.find('"') == string_view::npos ? '"' : '\'';
    string out(1, q);
    for (unsigned char c : s) {
        if (c == q || c == '\\') {
            out += '\\';
            out += (char)c;
        } else if (c == '\t') {
            out += "\\t";
        } else if (c == '\n') {
            out += "\\n";
        } else if (c == '\r') {
            out += "\\r";
        } else if (c < 0x20 || c == 0x7f) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\x%02x", c);
            out += buf;
        } else {
            out += (char)c;
        }
    }
    return out + q;
}

// A printable line quoted, cut to QUOTE_LIMIT characters.
string show_text(string_view text) {
    if (text.size() > QUOTE_LIMIT) return py_repr(string(text.substr(0, QUOTE_LIMIT)) + "...");
    return py_repr(text);
}

bool shown_byte(unsigned char c) { return c == '\t' || (c >= 0x20 && c < 0x7f); }

// A contestant's line for a message: trailing whitespace cut, shown as text while it is printable
// ASCII; the first other byte named by its value after the text before it (`byte 0x14 after 'k'`).
string quote(string_view raw) {
    string_view s = rstrip(raw);
    size_t bad = 0;
    while (bad < s.size() && shown_byte((unsigned char)s[bad])) ++bad;
    if (bad == s.size()) return show_text(s);
    char name[16];
    std::snprintf(name, sizeof name, "byte 0x%02x", (unsigned char)s[bad]);
    return bad ? string(name) + " after " + show_text(s.substr(0, bad)) : string(name);
}

// What stands where a line was due: the end of the output, an empty line or the line quoted.
string found(const string* raw) {
    if (!raw) return "the end of the output";
    if (blank(*raw)) return "an empty line";
    return quote(*raw);
}

// An OS error as fastcheck words it: `cannot open the answer 'x.ans': no such file`.
string os_message(int err, const string& what, const char* path, const char* verb = nullptr) {
    const char* reason = nullptr;
    for (const auto& r : OS_REASONS)
        if (r.code == err) reason = r.text;
    string why;
    if (reason) {
        why = reason;
    } else {
        why = std::strerror(err);
        while (!why.empty() && why.back() == '.') why.pop_back();
        if (!why.empty() && why[0] >= 'A' && why[0] <= 'Z') why[0] = (char)(why[0] - 'A' + 'a');
    }
    string v = verb ? verb : err == EEXIST ? "cannot create" : "cannot open";
    for (int w : WRITE_ERRNOS)
        if (!verb && w == err) v = "cannot write";
    if (!path) return what.empty() ? why : v + " " + what + ": " + why;
    return v + " " + (what.empty() ? "" : what + " ") + py_repr(path) + ": " + why;
}

// Result words listed in a message: `a, b, c` (or `a, b or c` with `last` = " or ").
template <size_t N>
string words(const char* const (&items)[N], const char* last = ", ") {
    string s;
    for (size_t i = 0; i < N; ++i) s += (i == 0 ? "" : i + 1 == N ? last : ", ") + string(items[i]);
    return s;
}

// ------------------------------------------------------------ output line kinds
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

// A move count as fastcheck writes it: 1 to 20 digits, no leading zero.
bool count_token(string_view t) { return t.size() >= 1 && t.size() <= 20 && all_digits(t) && t[0] != '0'; }

template <size_t N>
bool in_list(string_view t, const char* const (&list)[N]) {
    for (const char* item : list)
        if (t == item) return true;
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

// Eight numbers -6..6: a row of format C's final board.
bool is_board_row(const std::vector<string_view>& t) {
    if (t.size() != 8) return false;
    for (auto x : t)
        if (!in_list(x, CELL_TOKENS)) return false;
    return true;
}

bool is_result(const std::vector<string_view>& t) { return t.size() == 1 && in_list(t[0], RESULT_WORDS); }

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

struct ReadError {
    int err;
};

// next(): a line with its newline, false at the end; a line longer than the limit throws TooLong.
struct Lines {
    std::FILE* fh;
    u64 count = 0;
    explicit Lines(std::FILE* f) : fh(f) {}
    bool next(string& raw, size_t limit = MAX_LINE) {
        limit = std::min(limit, MAX_LINE);
        raw.clear();
        int c = 0;
        while (raw.size() < limit + 1 && (c = std::getc(fh)) != EOF) {
            raw += (char)c;
            if (c == '\n') break;
        }
        if (c == EOF && std::ferror(fh)) throw ReadError{errno};
        if (raw.empty()) return false;
        ++count;
        if (raw.size() > limit && raw.back() != '\n') throw TooLong{count};
        return true;
    }
};

// One expected line: label ("board 17", "move 3", ...), the text shown in messages, kind
// ("sk"/"en" verdict line, "result", "blank", "row") and tokens.
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

// The judge cannot work (FAIL).
struct Broken {
    string message;
};

// ------------------------------------------------------------ the answer
string answer_line(size_t i) { return "line " + num(i) + " of the answer: "; }

// `1 line`, `2 lines`: a count and its noun, as fastcheck words them.
string plural(long long n, const string& word) { return std::to_string(n) + " " + word + (n != 1 ? "s" : ""); }

string expected_result_word(size_t i, const string& raw) {
    return answer_line(i) + "expected a result word (" + words(RESULT_WORDS) + "), found " + quote(raw);
}

// Format C's expected lines (results, the empty line, 8 board rows), the answer checked against P moves.
std::vector<Expected> ostap_lines(std::vector<string>& lines, u64 moves) {
    while (!lines.empty() && blank(lines.back())) lines.pop_back();
    std::vector<std::vector<string_view>> toks;
    for (const auto& ln : lines) toks.push_back(tokens_of(ln));
    size_t k = 0;
    while (k < toks.size() && !toks[k].empty()) ++k;
    if (k == 0) throw Broken{"the answer has no result line before the empty line"};
    if (k > moves)
        throw Broken{"the answer has " + plural(k, "result line") + ", but the input has only " + plural(moves, "move")};
    for (size_t i = 0; i < k; ++i) {
        if (!is_result(toks[i])) throw Broken{expected_result_word(i + 1, lines[i])};
        if (in_list(toks[i][0], FINAL_RESULTS) && i != k - 1)
            throw Broken{answer_line(i + 1) + "'" + string(toks[i][0]) + "' ends the game, but more results follow"};
    }
    if (k < moves && !in_list(toks[k - 1][0], FINAL_RESULTS))
        throw Broken{"the answer stops after " + num(k) + " of " + num(moves) + " moves without " +
                     words(FINAL_RESULTS, " or ")};
    if (lines.size() == k)  // no empty line, or nothing after it (trailing blank lines are cut)
        throw Broken{"the answer ends after its results, expected an empty line and the 8 board rows"};
    if (lines.size() != k + 9)
        throw Broken{"the answer has " + plural((long long)lines.size() - (long long)k - 1, "line") +
                     " after the empty line, expected the 8 board rows"};
    for (size_t r = 0; r < 8; ++r)
        if (!is_board_row(toks[k + 1 + r]))
            throw Broken{answer_line(k + 2 + r) + "expected board row " + num(r + 1) + " (8 numbers -6..6), found " +
                         quote(lines[k + 1 + r])};
    std::vector<Expected> out;
    for (size_t i = 0; i < toks.size(); ++i) {
        if (i < k) out.push_back(expected_of("move " + num(i + 1), toks[i], "result"));
        else if (i == k) out.push_back(expected_of("the empty line after the moves", toks[i], "blank"));
        else out.push_back(expected_of("board row " + num(i - k), toks[i], "row"));
    }
    return out;
}

// Throws Broken for the first of an answer's lines that cannot stand where it does: a line that is no
// verdict (formats A/B), a first line that is no result word (format C).
void first_misfit(const std::vector<string>& lines, bool ostap) {
    for (size_t i = 0; i < lines.size(); ++i) {
        auto toks = tokens_of(lines[i]);
        if (ostap) {
            if (!is_result(toks)) throw Broken{expected_result_word(i + 1, lines[i])};
            return;
        }
        if (verdict_language(toks).empty())
            throw Broken{answer_line(i + 1) + "expected a verdict line, found " + found(&lines[i])};
    }
}

// The expected lines from the answer file, checked against the input's t boards or P moves.
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
            throw Broken{"line " + num(e.line) + " of the answer is longer than " + num(MAX_LINE) + " bytes"};
        }
        if (!more) break;
        lines.push_back(raw);
        if (!blank(raw)) {
            content = lines.size();
            blank_bytes = 0;
            if (content > cap) {
                first_misfit(lines, ostap);    // an earlier line that is no answer's line says more
                string what = ostap ? plural(moves, "result") + ", an empty line and 8 rows" : plural(boards, "verdict line");
                throw Broken{"the answer goes on after " + plural(cap, "line") + " (expected " + what + "): line " +
                             num(content) + " is " + quote(raw)};
            }
        } else if ((blank_bytes += raw.size()) > MAX_EXTRA) {
            throw Broken{"the answer has more than " + num(MAX_EXTRA) + " bytes of blank lines"};
        }
    }
    lines.resize(content);
    if (ostap) return ostap_lines(lines, moves);
    if (lines.size() != boards)
        throw Broken{"the answer has " + plural(lines.size(), "line") + ", but the input has " + plural(boards, "board")};
    std::vector<Expected> out;
    bool sk = false, en = false;
    for (size_t i = 0; i < lines.size(); ++i) {
        auto toks = tokens_of(lines[i]);
        string lang = verdict_language(toks);
        if (lang.empty()) throw Broken{answer_line(i + 1) + "expected a verdict line, found " + found(&lines[i])};
        (lang == "sk" ? sk : en) = true;
        out.push_back(expected_of("board " + num(i + 1), toks, lang));
    }
    if (sk && en) throw Broken{"the answer mixes Slovak and English verdict lines"};
    return out;
}

// ------------------------------------------------------------ compare
// Is a differing line still a well-formed line where `e` stands (WA, not PE)?
bool well_formed(const std::vector<string_view>& toks, const Expected& e) {
    string kind = line_kind(toks);
    if (e.kind == "sk" || e.kind == "en") return kind == e.kind;
    return kind == "result" || kind == "blank" || kind == "row";
}

// Does the output end after at most MAX_EXTRA bytes of blank lines?
bool only_blank_lines_left(Lines& reader) {
    size_t budget = MAX_EXTRA;
    string raw;
    try {
        while (budget > 0) {
            if (!reader.next(raw, budget)) return true;
            if (!blank(raw)) return false;
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

// The verdict and message for the output read by `reader`.
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
        return {V_PE, expected[i].label + ": line " + num(e.line) + " of the output is longer than " + num(MAX_LINE) +
                          " bytes"};
    }
    if (i < expected.size()) {
        const Expected& e = expected[i];
        string want = e.label + ": expected " + (e.kind == "blank" ? "an empty line" : py_repr(e.text)) + ", found ";
        if (!have) return {V_WA, want + "the end of the output"};
        auto toks = tokens_of(raw);
        string msg = want + found(&raw);
        if (!ascii_without_nul(raw)) return {V_PE, msg + " (NUL or non-ASCII bytes)"};
        if (toks.empty() && only_blank_lines_left(reader)) return {V_WA, want + "the end of the output"};
        return {well_formed(toks, e) ? V_WA : V_PE, msg};
    }
    string where = ostap ? "the final board" : expected.empty() ? "the start" : "board " + num(expected.size());
    size_t budget = MAX_EXTRA;
    try {
        while (budget > 0) {
            if (!reader.next(raw, budget)) break;
            if (!blank(raw)) return {V_PE, "extra output after " + where + ": line " + num(reader.count) + " is " + quote(raw)};
            budget -= std::min(budget, raw.size());
        }
    } catch (const TooLong& e) {
        return {V_PE, "extra output after " + where + ": line " + num(e.line) + " of the output is too long"};
    }
    if (budget == 0) {
        bool more = true;
        try {
            more = reader.next(raw, 1);
        } catch (const TooLong&) {
        }
        if (more) return {V_PE, "extra output after " + where + ": more than " + num(MAX_EXTRA) + " bytes of blank lines"};
    }
    if (ostap) {
        size_t moves = 0;
        for (const auto& e : expected) moves += e.kind == "result";
        return {V_OK, plural(moves, "move") + " and the final board"};
    }
    return {V_OK, plural(expected.size(), "board")};
}

// ------------------------------------------------------------ the files
// A file opened for reading; a directory is refused as Python's open() refuses it (EISDIR).
std::FILE* open_file(const char* path) {
    std::FILE* fh = std::fopen(path, "rb");
    struct stat st;
    if (fh && fstat(fileno(fh), &st) == 0 && S_ISDIR(st.st_mode)) {
        std::fclose(fh);
        errno = EISDIR;
        return nullptr;
    }
    return fh;
}

// (boards t, moves P) of a valid input: the first number, or format C's 65th.
std::pair<u64, u64> input_counts(const string& data, bool ostap) {
    string_view toks[65];
    size_t n = split(data, toks, 65);
    if (ostap) {
        string_view p = n > 64 ? toks[64] : string_view();
        if (!all_digits(p) || p.size() > 3 || value_of(p) < 1 || value_of(p) > MAX_MOVES)
            throw Broken{"the input breaks its format: expected the number of moves P (1.." + num(MAX_MOVES) +
                         ") after the 64 squares"};
        return {0, value_of(p)};
    }
    if (!n || !all_digits(toks[0])) throw Broken{"the input breaks its format: expected the number of boards t first"};
    return {value_of(toks[0]), 0};
}

// The verdict on the output at `output_path` (nullptr: stdin) for the input and the answer; `fmt` the
// input's format (grid, sparse, ostap) or auto: told from the input.
Outcome judge(const char* input_path, const char* answer_path, const string& fmt, const char* output_path) {
    std::FILE* in = open_file(input_path);
    if (!in) return {V_FAIL, os_message(errno, "the input", input_path)};
    string data;
    char buf[1 << 16];
    size_t got;
    while ((got = std::fread(buf, 1, sizeof buf, in)) > 0) data.append(buf, got);
    bool unread = std::ferror(in);
    int err = errno;
    std::fclose(in);
    if (unread) return {V_FAIL, os_message(err, "the input", input_path, "cannot read")};
    std::FILE* answer = open_file(answer_path);
    if (!answer) return {V_FAIL, os_message(errno, "the answer", answer_path)};
    std::vector<Expected> expected;
    string told = detect_format(data);
    try {
        if (fmt != "auto" && fmt != told)
            throw Broken{"the input breaks its format: expected " + fmt + ", found what reads as " + told};
        auto counts = input_counts(data, told == "ostap");
        expected = read_answer(answer, told == "ostap", counts.first, counts.second);
    } catch (const Broken& b) {
        std::fclose(answer);
        return {V_FAIL, b.message};
    } catch (const ReadError& e) {
        std::fclose(answer);
        return {V_FAIL, os_message(e.err, "the answer", nullptr, "cannot read")};
    }
    std::fclose(answer);
    std::FILE* out = output_path ? open_file(output_path) : stdin;
    if (!out) return {V_PE, os_message(errno, "the output", output_path)};
    Lines reader(out);
    Outcome res;
    try {
        res = compare(expected, reader, told == "ostap");
    } catch (const ReadError& e) {
        res = {V_PE, os_message(e.err, "the output", nullptr, "cannot read")};
    }
    if (output_path) std::fclose(out);
    return res;
}

}  // namespace
