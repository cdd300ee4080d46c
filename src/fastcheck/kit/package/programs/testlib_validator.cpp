// Validator of the Polygon package (testlib's convention): the package's input
// validator, `fastcheck validate` as a standalone program (its text follows
// the settings below), run by testlib.
//
// Build:  g++ -std=c++17 -O2 -o validator validator.cpp   (testlib.h beside it)
// Run:    ./validator [--testset T] [--group G] < INPUT   (Polygon's arguments)
// Exit:   0 valid; 3 (testlib's FAIL) invalid, with the first violation and
//         its line in the message.
#include "testlib.h"
#define FASTCHECK_NO_MAIN
@@INPUT_VALIDATOR@@
int main(int argc, char* argv[]) {
    registerValidation(argc, argv);
    std::string report;
    if (!check_stdin(PACKAGE_FORMAT, PACKAGE_LIMITS, PACKAGE_CANONICAL, report)) quitf(_fail, "%s", report.c_str());
    inf.readEof();
    return 0;
}
