"""Problem packages for contest systems.

:func:`build_kattis` writes a Kattis problem package (statement, samples,
generated tests with answers, validators, accepted and wrong submissions)
that problemtools' verifyproblem accepts and DOMjudge imports, whose
programs need only a C++17 compiler and Python 3's standard library;
``languages_yaml()`` is the problemtools override that runs Python
programs as a stock judge does (CPython, ``python3 -I``) instead of
problemtools' default pypy3 (BAPCtools reads the same override);
:func:`build_icpc` writes the same problem in the ICPC problem package
format 2025-09 that BAPCtools checks, :func:`build_polygon` a Codeforces
Polygon package (testlib checker and validator).  The ``fastcheck package`` command is
``fastcheck.cli.package``.
"""
from __future__ import annotations

from .icpc import IcpcPackage, build_icpc
from .kattis import WRONG, KattisPackage, PackageError, build_kattis, languages_yaml
from .layout import PACKAGE_FORMATS
from .metadata import Metadata
from .polygon import PolygonPackage, build_polygon

__all__ = ["build_kattis", "build_icpc", "build_polygon", "KattisPackage", "IcpcPackage", "PolygonPackage",
           "Metadata", "PackageError", "WRONG",
           "languages_yaml", "PACKAGE_FORMATS"]
