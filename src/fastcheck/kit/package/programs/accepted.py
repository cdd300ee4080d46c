"""Accepted solution: fastcheck's own solver reads the whole input and
prints every answer (the package builder sets FORMAT and LANG)."""
import sys

import fastcheck

FORMAT = "grid"
LANG = "sk"


def solve(text: bytes) -> str:
    return fastcheck.solve(text, format=FORMAT, lang=LANG)


if __name__ == "__main__":
    sys.stdout.write(solve(sys.stdin.buffer.read()))
