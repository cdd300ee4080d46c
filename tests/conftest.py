"""Shared test helpers: the sample data directory and importable references."""
import pathlib
import sys

import pytest

TESTS_DIR = pathlib.Path(__file__).resolve().parent
DATA_DIR = TESTS_DIR / "data"

# tests/reference.py and tests/reference_ostap.py are plain modules next to
# the tests; make them importable whatever pytest's import mode is.
if str(TESTS_DIR) not in sys.path:
    sys.path.insert(0, str(TESTS_DIR))


@pytest.fixture(scope="session")
def data_dir():
    return DATA_DIR


def pytest_configure(config):
    # registered here too, in case pyproject's marker list does not have it
    config.addinivalue_line("markers", "slow: long-running tests (problemtools' verifyproblem runs)")
