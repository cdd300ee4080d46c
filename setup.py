"""Build the compiled modules of fastcheck's core (CORE_MODULES) from Cython.

FASTCHECK_DEBUG picks the build mode:

``release`` (unset or 0)
    -O3, no debug information and, on Linux and macOS, the symbol table
    stripped: the module of a wheel.
``debug`` (1, or any other value)
    the checked variant the test suite can run against: Cython's bounds
    checks, wraparound and asserts on, -O0 -g.
``asan``
    ``debug`` plus AddressSanitizer and UBSan (run Python with LD_PRELOAD of
    libasan and ASAN_OPTIONS=detect_leaks=0).

The mode is a build input like the sources: Cython writes the C++ of each
mode into its own directory (``build/cython-MODE``), the objects go to a
build_temp of their own, and the module is rebuilt when the last build to the
same place was of another mode (``BuildExt``).  So a debug build after a
release build in the same tree, with or without build isolation, never
reuses the release module.
"""
import json
import os
import sys

from Cython.Build import cythonize
from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

#: the file in build_temp that remembers the mode of each module built from this tree
STAMP_NAME = "fastcheck-build-modes.json"


def build_mode(env=None) -> str:
    """``release``, ``debug`` or ``asan``, from FASTCHECK_DEBUG."""
    raw = (os.environ if env is None else env).get("FASTCHECK_DEBUG", "").strip().lower()
    if raw in ("", "0"):
        return "release"
    return "asan" if raw == "asan" else "debug"


def cython_dir(mode: str) -> str:
    """Where Cython writes the C++ of ``mode``: one directory per mode."""
    return os.path.join("build", f"cython-{mode}")


def directives(mode: str) -> dict:
    checked = mode != "release"
    return {
        "language_level": 3,
        "boundscheck": checked,
        "wraparound": checked,
        "initializedcheck": checked,
        "cdivision": True,
        "embedsignature": True,
    }


def compile_args(mode: str, platform: str = sys.platform) -> list:
    if platform == "win32":
        return ["/O2"] if mode == "release" else ["/Od"]
    if mode == "release":
        # -g0 last: it overrides the -g that Python's own CFLAGS often carry
        return ["-O3", "-std=c++11", "-g0"]
    return ["-O0", "-g", "-UNDEBUG", "-std=c++11"] + sanitizer_args(mode)


def link_args(mode: str, platform: str = sys.platform) -> list:
    if mode != "release":
        return sanitizer_args(mode)
    if platform == "win32":
        return []                     # MSVC release builds carry no debug information
    if platform == "darwin":
        return ["-Wl,-x"]             # ld64: no local symbols (-s is obsolete there)
    return ["-s"]                     # strip the symbol table; the exported PyInit stays


def sanitizer_args(mode: str) -> list:
    return ["-fsanitize=address,undefined", "-fno-omit-frame-pointer"] if mode == "asan" else []


def needs_rebuild(stamp_file: str, module_path: str, mode: str) -> bool:
    """Must the module at ``module_path`` be rebuilt for ``mode``?  Yes unless
    the stamp says the module there was built in this very mode (and it exists)."""
    if not os.path.exists(module_path):
        return True
    try:
        with open(stamp_file, encoding="utf-8") as fh:
            stamps = json.load(fh)
    except (OSError, ValueError):
        return True
    return stamps.get(os.path.abspath(module_path)) != mode


def record_mode(stamp_file: str, module_path: str, mode: str) -> None:
    """Remember that the module at ``module_path`` was built in ``mode``."""
    try:
        with open(stamp_file, encoding="utf-8") as fh:
            stamps = json.load(fh)
    except (OSError, ValueError):
        stamps = {}
    stamps[os.path.abspath(module_path)] = mode
    os.makedirs(os.path.dirname(stamp_file) or ".", exist_ok=True)
    with open(stamp_file, "w", encoding="utf-8") as fh:
        json.dump(stamps, fh, indent=1, sort_keys=True)


class BuildExt(build_ext):
    """build_ext with the build mode as an input: objects in a build_temp per
    mode, and a forced rebuild of a module last built in another mode (setuptools
    alone keeps any module newer than its sources)."""

    def finalize_options(self):
        super().finalize_options()
        self.stamp_file = os.path.join(self.build_temp, STAMP_NAME)
        self.build_temp = os.path.join(self.build_temp, MODE)
        if self.parallel is None:
            self.parallel = os.cpu_count() or 1    # the modules compile side by side

    def run(self):
        paths = [self.get_ext_fullpath(ext.name) for ext in self.extensions]
        if any(needs_rebuild(self.stamp_file, path, MODE) for path in paths):
            self.force = True
        super().run()
        if not self.dry_run:
            for path in paths:
                record_mode(self.stamp_file, path, MODE)


MODE = build_mode()


#: the compiled modules of the core, each a .pyx of src/fastcheck with a
#: .pxd that says what it lends the others (see _core.pyx)
CORE_MODULES = ("_codes", "_table", "_index", "_mailbox", "_passes", "_moves", "_count", "_batch", "_boards",
                "_ostap", "_scan", "_faults", "_gen", "_core")


#: the module that holds the Cython utility code (memoryviews, ...) every core
#: module would otherwise carry a copy of; Cython writes it
SHARED_UTILITY = "_cyutility"


def extensions() -> list:
    """One Extension per core module, all built the same way (the mode's
    flags), and the shared utility module."""
    def ext(name: str, source: str, **more) -> Extension:
        return Extension(
            f"fastcheck.{name}", [source],
            include_dirs=["src/fastcheck/include"],
            define_macros=[("FASTCHECK_DEBUG", "1")] if MODE != "release" else [],
            extra_compile_args=compile_args(MODE),
            extra_link_args=link_args(MODE),
            **more)
    # (the shared module's Extension names no language: cythonize passes its
    # own, and the .cpp source makes it C++)
    return ([ext(name, f"src/fastcheck/{name}.pyx", language="c++") for name in CORE_MODULES]
            + [ext(SHARED_UTILITY, f"src/fastcheck/{SHARED_UTILITY}.cpp")])


def main() -> None:
    jobs = os.cpu_count() or 1
    setup(ext_modules=cythonize(extensions(), compiler_directives=directives(MODE), build_dir=cython_dir(MODE),
                                include_path=["src"], nthreads=jobs,
                                shared_utility_qualified_name=f"fastcheck.{SHARED_UTILITY}"),
          cmdclass={"build_ext": BuildExt})


# setuptools' build backend runs this file as __main__ too; a plain import
# (tests/test_packaging.py) only defines the functions above
if __name__ == "__main__":
    main()
