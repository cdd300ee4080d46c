"""The extension in use is the one CI meant to test."""
import os

from fastcheck import _core


def test_debug_build_flag_matches_the_request():
    # .ci/run sets FASTCHECK_EXPECT_DEBUG=1 for its bounds-checked pass
    expected = os.environ.get("FASTCHECK_EXPECT_DEBUG", "0") == "1"
    assert _core.DEBUG_BUILD is expected
