"""A format B solution for the stress tests of a variant: fastcheck itself,
reading the variant file given as the first argument with one piece's moves
changed -- the second argument is its letter, the third its moves in Betza
notation (e.g. ``m Q``: an amazon without its knight jumps; ``n N``: a
nightrider that moves as a knight).  With no change it is correct.

    python3 variant.py camel-nightrider-amazon.toml m Q < test.in
"""
import sys

from fastcheck import solve
from fastcheck.variants import Variant

if sys.version_info >= (3, 11):
    import tomllib
else:                                   # Python 3.9-3.10
    import tomli as tomllib


def changed_variant(path, letter=None, betza=None):
    """The variant of the file at ``path``, piece ``letter`` moving as ``betza``."""
    with open(path, "rb") as fh:
        data = tomllib.load(fh)
    if letter is not None:
        spec = data["pieces"][letter]
        if isinstance(spec, dict):
            spec = dict(spec, betza=betza)
        else:
            spec = betza
        data["pieces"][letter] = spec
    return Variant.from_dict(data, name=path)


def main():
    variant = changed_variant(*sys.argv[1:4])
    sys.stdout.write(solve(sys.stdin.buffer.read(), format="sparse", variant=variant))


if __name__ == "__main__":
    main()
