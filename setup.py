"""Build the one compiled extension, fastcheck._core, from Cython.

FASTCHECK_DEBUG=1 builds a checked variant (bounds checks, wraparound and
asserts on, no optimisation) that the test suite can run against;
FASTCHECK_DEBUG=asan adds AddressSanitizer and UBSan (run Python with
LD_PRELOAD of libasan and ASAN_OPTIONS=detect_leaks=0).
"""
import os

import numpy
from Cython.Build import cythonize
from setuptools import Extension, setup

DEBUG_MODE = os.environ.get("FASTCHECK_DEBUG", "")
DEBUG = DEBUG_MODE not in ("", "0")
SANITIZE = ["-fsanitize=address,undefined", "-fno-omit-frame-pointer"] if DEBUG_MODE == "asan" else []

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
    compile_args = ["-O3", "-std=c++11"] if not DEBUG else ["-O0", "-g", "-UNDEBUG", "-std=c++11"] + SANITIZE

ext = Extension(
    "fastcheck._core",
    ["src/fastcheck/_core.pyx"],
    include_dirs=[numpy.get_include()],
    define_macros=[("NPY_NO_DEPRECATED_API", "NPY_1_7_API_VERSION")]
    + ([("FASTCHECK_DEBUG", "1")] if DEBUG else []),
    extra_compile_args=compile_args,
    extra_link_args=SANITIZE,
    language="c++",
)

setup(ext_modules=cythonize([ext], compiler_directives=directives))
