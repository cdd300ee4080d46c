"""Build the one compiled extension, fastcheck._core, from Cython.

FASTCHECK_DEBUG=1 builds a checked variant (bounds checks, wraparound and
asserts on, no optimisation) that the test suite can run against.
"""
import os

import numpy
from Cython.Build import cythonize
from setuptools import Extension, setup

DEBUG = os.environ.get("FASTCHECK_DEBUG", "") not in ("", "0")

directives = {
    "language_level": 3,
    "boundscheck": DEBUG,
    "wraparound": DEBUG,
    "initializedcheck": DEBUG,
    "cdivision": True,
    "embedsignature": True,
}

if os.name == "nt":
    compile_args = ["/O2"] if not DEBUG else ["/Od"]
else:
    compile_args = ["-O3", "-std=c++11"] if not DEBUG else ["-O0", "-g", "-UNDEBUG", "-std=c++11"]

ext = Extension(
    "fastcheck._core",
    ["src/fastcheck/_core.pyx"],
    include_dirs=[numpy.get_include()],
    define_macros=[("NPY_NO_DEPRECATED_API", "NPY_1_7_API_VERSION")],
    extra_compile_args=compile_args,
    language="c++",
)

setup(ext_modules=cythonize([ext], compiler_directives=directives))
