"""Kattis output validator: ``fastcheck judge --kattis INPUT ANSWER
FEEDBACK_DIR < OUTPUT`` (exit 42 accepted, 43 wrong; the builder sets
FORMAT and LANG)."""
import sys

from fastcheck.cli import main

FORMAT = "grid"
LANG = "sk"

if __name__ == "__main__":
    # problemtools and DOMjudge may append validator flags: only the three paths matter
    sys.exit(main(["judge", "--kattis", "--format", FORMAT, "--lang", LANG] + sys.argv[1:4]))
