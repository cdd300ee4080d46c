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
