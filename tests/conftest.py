"""Shared test helpers: the sample data directory and the importable modules
next to the tests (the brute-force references, and properties.py with the
two reader paths and the twin properties)."""
import pathlib
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

