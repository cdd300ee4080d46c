// Checker of the Polygon package (testlib's convention): `fastcheck judge`'s
// comparison, output_comparison.cpp (the Kattis and ICPC packages' output
// validator's too), run by testlib; this wrapper reads testlib's arguments and
// answers with testlib's exit codes.
//
// Build:  g++ -std=c++17 -O2 -o check check.cpp   (testlib.h beside it)
// Run:    ./check INPUT OUTPUT ANSWER              (testlib's checker arguments)
// Exit:   0 OK, 1 wrong answer, 2 presentation error, 3 FAIL (the answer or the
//         input is broken), testlib's codes, with a message naming the line.
#include "testlib.h"
#define FASTCHECK_NO_MAIN
@@OUTPUT_COMPARISON@@
int main(int argc, char* argv[]) {
    registerTestlibCmd(argc, argv);
    Outcome res = judge(argv[1], argv[3], PACKAGE_FORMAT, argv[2]);
    if (res.verdict == V_OK)   // testlib calls an output with more than whitespace left unread extra output
        while (!ouf.seekEof()) ouf.readToken();
    const TResult codes[] = {_ok, _wa, _pe, _fail};
    quitf(codes[res.verdict], "%s", res.message.c_str());
}
