"""A custom checker for the stress tests, called as a testlib checker is:
``checker.py MODE INPUT OUTPUT ANSWER``; exit 0 ok, 1 wrong answer, 2
presentation error, 3 failure.  MODE:

  counts    compares the lines' words without the numbers: a verdict with
            a wrong move count is accepted
  fail      cannot judge: exits 3
  hang      never gives a verdict
"""
import sys
import time


def words(line):
    return [w for w in line.split() if not w.isdigit()]


def main():
    mode, _, output, answer = sys.argv[1:5]
    if mode == "hang":
        time.sleep(60)
    if mode == "fail":
        sys.stderr.write("FAIL the checker is broken\n")
        return 3
    with open(output) as fh:
        got = [ln for ln in fh.read().splitlines() if ln.strip()]
    with open(answer) as fh:
        expected = [ln for ln in fh.read().splitlines() if ln.strip()]
    for i, line in enumerate(expected):
        if i >= len(got) or words(got[i]) != words(line):
            sys.stderr.write(f"wrong answer line {i + 1} differs\n")
            return 1
    if len(got) > len(expected):
        sys.stderr.write("wrong output format extra lines\n")
        return 2
    sys.stderr.write(f"ok {len(got)} lines\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
