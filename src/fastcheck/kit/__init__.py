"""The grading kit: what problem setters and graders run around the solver.

``judge`` checks a contestant's output, ``validate`` checks an input against
its format and the published limits, ``gen`` writes reproducible tests,
``explain`` shows one position, and ``runner`` spreads many files over
processes.
"""
