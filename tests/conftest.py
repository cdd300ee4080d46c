"""Shared test helpers: the sample data directory and the importable modules
next to the tests (the brute-force references, and properties.py with the
two reader paths and the twin properties)."""
import pathlib
import shutil
import sys

import pytest

TESTS_DIR = pathlib.Path(__file__).resolve().parent
DATA_DIR = TESTS_DIR / "data"

# tests/reference.py, tests/reference_ostap.py and tests/properties.py are
# plain modules next to the tests; make them importable whatever pytest's
# import mode is.
if str(TESTS_DIR) not in sys.path:
    sys.path.insert(0, str(TESTS_DIR))


@pytest.fixture(scope="session")
def data_dir():
    return DATA_DIR


@pytest.fixture
def files(tmp_path):
    """``files(a_in=b"...", a_out=b"...")``: the bytes written to ``a.in``, ``a.out`` in tmp_path, by name."""
    def make(**contents):
        paths = {}
        for name, data in contents.items():
            p = tmp_path / name.replace("_", ".")
            p.write_bytes(data)
            paths[name] = str(p)
        return paths
    return make


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> pathlib.Path:
    """The docs' HTML site, built once for each module whose tests read it."""
    from test_docs import _needs_the_docs_extra, sphinx_build
    _needs_the_docs_extra()
    out = tmp_path_factory.mktemp("site")
    proc = sphinx_build("html", out)
    assert proc.returncode == 0, f"sphinx-build -W failed:\n{proc.stdout[-3000:]}\n{proc.stderr[-5000:]}"
    return out


@pytest.fixture
def default_table():
    """For a module whose tests install kinds tables of their own (``pytestmark =
    pytest.mark.usefixtures("default_table")``): the default table again after each test."""
    yield
    from fastcheck import _core
    from fastcheck.variants import DEFAULT_ROWS
    _core.install_table(DEFAULT_ROWS)


#: the fixtures that stand for a judge's own tool (problemtools' verifyproblem, BAPCtools' bt, rbx-cp's
#: testlib.h); each skips its tests where the tool is not installed
JUDGES_FIXTURES = frozenset({"problemtools_config", "bt_config", "testlib"})


def pytest_collection_modifyitems(config, items):
    """A test that uses a judge's tool, directly or through another fixture, is marked ``judges``
    (``.ci/run`` runs ``-m judges`` once those tools are installed)."""
    for item in items:
        if JUDGES_FIXTURES.intersection(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.judges)


@pytest.fixture(scope="module")
def problemtools_config(tmp_path_factory):
    """An XDG_CONFIG_HOME for problemtools' verifyproblem (judge_tools.problemtools_home)."""
    from judge_tools import problemtools_home
    return problemtools_home(tmp_path_factory.mktemp("xdg"))


@pytest.fixture(scope="module")
def bt_config(tmp_path_factory):
    """A configuration home for BAPCtools' bt (judge_tools.bt_home)."""
    from judge_tools import bt, bt_home
    bt()
    return bt_home(tmp_path_factory.mktemp("xdg"))


@pytest.fixture(scope="module")
def testlib(tmp_path_factory):
    """A folder holding rbx-cp's testlib.h, to compile a Polygon package's programs in (judge_tools.build_testlib)."""
    from judge_tools import testlib_h
    found = testlib_h()
    where = tmp_path_factory.mktemp("testlib")
    shutil.copy(found, where / "testlib.h")
    return where
