"""What the compiled core's files lend each other.

A ``.pxd`` says what its module lends the others.  The pass engine
(``_passes``) and the family-pass counter (``_count``) share what a square
sees and the check line (``_views.pxd``) and the hashed buckets
(``_buckets.pxd``); every entry point shares the argument checks
(``_checks.pxd``).  Each of these ``.pxd`` files lends what its users
cimport and no more: every name it declares is cimported by another file
of the core, or used by another of its own declarations (a struct's field
type, an inline helper's callee).  So the counter reaches the pass engine
only through what ``_passes.pxd`` lends it, and no engine's internals sit
in a shared file.
"""
import pathlib
import re

import pytest

CORE = pathlib.Path(__file__).resolve().parents[1] / "src" / "fastcheck"

LENDERS = ["_passes", "_count", "_views", "_buckets", "_checks"]


def code_of(text: str) -> str:
    """``text`` without its docstrings and comments."""
    text = re.sub(r'"""(.*?)"""', "", text, flags=re.S)
    return "\n".join(line.split("#", 1)[0].rstrip() for line in text.splitlines())


def declared(text: str) -> set:
    """The names a ``.pxd`` declares at its top level: structs, classes,
    fused and other ctypedefs, functions, variables, enum members and what
    its ``cdef extern`` blocks declare (not a struct's fields)."""
    names = set()
    block = None          # the top-level block a line is in: "enum", "extern" or None
    inner = None          # in an extern block, the 4-space line an 8-space one is under
    for line in code_of(text).splitlines():
        if not line.strip():
            continue
        depth = len(line) - len(line.lstrip())
        body = line.strip()
        if depth == 0:
            block = "enum" if body.startswith("cdef enum") else "extern" if body.startswith("cdef extern") else None
            m = (re.match(r"(?:cdef|ctypedef) (?:packed )?(?:struct|class|union|fused) (\w+)", body)
                 or re.match(r"cdef [^=(\[]*?\b(\w+)\s*[(\[]", body)
                 or re.match(r"cdef (?!enum|extern)[\w\s*]*?\b(\w+)$", body))
            if m and block is None:
                names.add(m.group(1))
        elif block == "enum" and depth == 4:
            names.add(re.match(r"(\w+)", body).group(1))
        elif block == "extern" and depth == 4:
            inner = body
            m = (re.match(r"ctypedef (?:struct|enum|union) (\w+)", body)
                 or re.match(r"[\w\s*]*?\b(\w+)\s*(?:\"[^\"]*\")?\s*[(\[]", body)
                 or re.match(r"[\w\s*]*?\b(\w+)\s*(?:\"[^\"]*\")?$", body))
            if m and body != "enum:":
                names.add(m.group(1))
        elif block == "extern" and depth == 8 and inner == "enum:":
            names.add(re.match(r"(\w+)", body).group(1))
    return names


def cimports(text: str) -> dict:
    """``{module: names}`` of the ``from fastcheck.X cimport ...`` lines."""
    out = {}
    for module, names in re.findall(r"^from fastcheck\.(\w+) cimport (\([^)]*\)|[^\n]*)", text, re.M):
        out.setdefault(module, set()).update(n for n in re.split(r"[\s,()]+", names) if n)
    return out


def cimported_from(module: str) -> set:
    """Every name another file of the core cimports from ``module``."""
    used = set()
    for path in CORE.glob("_*.p[yx][xd]"):
        if path.stem != module:
            used |= cimports(path.read_text(encoding="utf-8")).get(module, set())
    return used


def test_the_parsers_read_a_pxd():
    text = '''# a comment naming hidden_name
from fastcheck._index cimport (
    Pos, on_board)
cdef enum:
    A = 1                 # not B
    C


cdef extern from "h.h":
    enum:
        D "FC_D"
    ctypedef struct E:
        int field
    const int F "FC_F"
    int g(int x) nogil
    signed char H "FC_H"[4]


cdef struct I:
    E e


cdef inline int j(int x) noexcept nogil:
    """Calls g, like hidden_name."""
    return g(x)


cdef int k(const Pos* P) noexcept nogil
'''
    assert declared(text) == set("ACDEFHI") | {"g", "j", "k"}
    assert cimports(text) == {"_index": {"Pos", "on_board"}}


@pytest.mark.parametrize("module", LENDERS)
def test_a_shared_pxd_lends_what_is_cimported_and_no_more(module):
    text = (CORE / f"{module}.pxd").read_text(encoding="utf-8")
    names = declared(text)
    assert names, module
    code = code_of(text)
    used = cimported_from(module)
    idle = sorted(n for n in names - used if len(re.findall(rf"\b{n}\b", code)) < 2)
    assert idle == [], f"{module}.pxd lends what no other file cimports: {idle}"


def test_the_counter_takes_the_shared_parts_from_their_own_files():
    """_count cimports the views, the check line and the buckets from the
    files that hold them, and from the pass engine only what it lends."""
    got = cimports((CORE / "_count.pyx").read_text(encoding="utf-8"))
    lent = declared((CORE / "_passes.pxd").read_text(encoding="utf-8"))
    assert got["_passes"] <= lent
    assert {"RayView", "CheckLine", "view_add", "crossing"} <= got["_views"]
    assert {"bucket_bits", "counts_to_starts"} <= got["_buckets"]
