"""fastcheck's benchmark suite: ``python -m bench`` from the checkout.

See bench/README.md.  Modules: :mod:`bench.generate` (deterministic
inputs), :mod:`bench.peers` (python-chess and the seed's C++ solution),
:mod:`bench.cases` (the suite), :mod:`bench.runner` (measuring, the table,
results.json / results.md / bench.png) and ``bench._child`` (one measured
process).
"""
