// Output validator of the Kattis and ICPC packages (the problemtools /
// BAPCtools / DOMjudge convention): `fastcheck judge --kattis` as a
// standalone program, C++17 and its standard library only.  The comparison
// is output_comparison.cpp's (the Polygon checker's too); this wrapper reads
// the arguments and writes the verdict the Kattis way.
//
// Build:  g++ -std=c++17 -O2 -o output_validator output_validator.cpp
// Run:    ./output_validator INPUT ANSWER FEEDBACK_DIR [--format grid|sparse|ostap|auto] [FLAGS...] < OUTPUT
//         INPUT: the test's input (read for its format and for t, or P in
//         format C); ANSWER: the judge's answer; FEEDBACK_DIR gets
//         judgemessage.txt, the verdict line (also on stderr); --format: the
//         input's format, else PACKAGE_FORMAT below (the package builder sets
//         it), else told from the input; other flags (the judge's own) are
//         ignored; the contestant's output on stdin, read as a stream.
// Exit:   42 accepted, 43 wrong answer, 3 judge error (a bad argument, an
//         input without t or P or not in the format given, an answer that is
//         no answer for the input, an unwritable feedback file).  The Kattis
//         convention has no presentation error: it is a wrong answer here
//         (exit 43), its message starting "wrong output format".
#define FASTCHECK_NO_MAIN
@@OUTPUT_COMPARISON@@
namespace {

const int EXIT_CODES[] = {42, 43, 43, 3};   // by Verdict: accepted, wrong answer (and presentation error), FAIL

int fail(const string& message) {
    std::fprintf(stderr, "%s%s\n", PREFIX[V_FAIL], message.c_str());
    return EXIT_CODES[V_FAIL];
}

bool a_format(const string& value) {
    for (const char* f : FORMATS)
        if (value == f) return true;
    return value == "auto";
}

int validate_output(int argc, char** argv) {
    string fmt = PACKAGE_FORMAT, formats;
    for (const char* f : FORMATS) formats += (formats.empty() ? "" : ", ") + string(f);
    if (!a_format(fmt)) return fail("PACKAGE_FORMAT must be one of " + formats + " or auto, not " + py_repr(fmt));
    std::vector<string> paths;
    for (int i = 1; i < argc; ++i) {
        string arg = argv[i];
        if (arg == "--format" || arg.rfind("--format=", 0) == 0) {
            string value = arg.size() > 8 ? arg.substr(9) : i + 1 < argc ? argv[++i] : "";
            if (!a_format(value)) return fail("--format must be one of " + formats + " or auto, not " + py_repr(value));
            fmt = value;
        } else if (paths.size() < 3) {   // the three paths; further flags are the judge's own: ignored
            paths.push_back(arg);
        }
    }
    if (paths.size() < 3)
        return fail("usage: output_validator INPUT ANSWER FEEDBACK_DIR [--format grid|sparse|ostap] < OUTPUT");
    struct stat st;
    if (stat(paths[2].c_str(), &st) != 0 || !S_ISDIR(st.st_mode))
        return fail("the feedback directory " + py_repr(paths[2]) + " does not exist");
    Outcome res = judge(paths[0].c_str(), paths[1].c_str(), fmt, nullptr);
    string line = PREFIX[res.verdict] + res.message + "\n";
    string feedback = paths[2] + "/judgemessage.txt";
    std::FILE* fh = std::fopen(feedback.c_str(), "wb");
    if (!fh) return fail(os_message(errno, "", feedback.c_str()));
    bool written = std::fwrite(line.data(), 1, line.size(), fh) == line.size();
    int err = errno;
    if (std::fclose(fh) != 0 && written) err = errno, written = false;
    if (!written) return fail(os_message(err, "", feedback.c_str()));
    std::fputs(line.c_str(), stderr);
    return EXIT_CODES[res.verdict];
}

}  // namespace

int main(int argc, char** argv) {
    try {
        return validate_output(argc, argv);
    } catch (const std::exception& e) {   // a judge error, not a crash, for whatever goes wrong inside
        return fail(string("internal error: ") + e.what());
    }
}
