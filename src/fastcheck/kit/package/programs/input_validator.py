"""Kattis input validator: fastcheck's strict validator with a limits
preset; exit 42 valid, 43 invalid (the builder sets FORMAT and PRESET)."""
import sys

from fastcheck.kit.validate import validate

FORMAT = "grid"
PRESET = "ksp"


def main() -> int:
    result = validate(sys.stdin.buffer.read(), format=FORMAT, limits=PRESET)
    sys.stderr.write(result.describe() + "\n")
    return 42 if result.ok else 43


if __name__ == "__main__":
    sys.exit(main())
