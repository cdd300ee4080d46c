"""On a terminal the progress bar and the result lines never share a line.

The batch commands (``validate``, ``judge --batch``, ``solve`` over many
files) draw a tqdm bar on stderr while they print results on stdout (and
problems on stderr); a terminal shows both streams together.  Each command
runs here in a child process whose stdout and stderr are one pseudo-terminal
with a real window size (without one tqdm hides the bar), and every piece of
the transcript between line ends and carriage returns must be either bar or
result, never both.  The child slows each file down a little (the real
function behind a short sleep), so that the bar, which waits
``runner.PROGRESS_DELAY`` before it appears, is drawn between the results.
"""
import os
import pathlib
import re
import shutil
import subprocess
import sys
import time

import pytest

import fastcheck

pty = pytest.importorskip("pty", reason="needs a pseudo-terminal")
fcntl = pytest.importorskip("fcntl", reason="needs a pseudo-terminal")
termios = pytest.importorskip("termios", reason="needs a pseudo-terminal")
select = pytest.importorskip("select")
struct = pytest.importorskip("struct")

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal")

DATA = pathlib.Path(__file__).resolve().parent / "data"
SAMPLES = ["ksp-1", "ksp-2", "tms-1", "tms-2", "timus-1", "timus-2", "timus-3"]
#: seconds each file takes in the child: 12 files x 0.1 s, the bar shows after 0.5 s
PAUSE = 0.1

#: a piece of tqdm's bar: "validate:  42%|████▏     | 5/12 [00:00<00:01,  6.6file/s]"
BAR = re.compile(r"\d+%\||\|\s*\d+/\d+ \[|file/s\]")

#: the child: the command with the function that does each file's work slowed down
CHILD = """\
import importlib, sys, time
module = importlib.import_module(sys.argv[1])
real = getattr(module, sys.argv[2])
def slow(*args, **kwargs):
    time.sleep({pause})
    return real(*args, **kwargs)
setattr(module, sys.argv[2], slow)
from fastcheck.cli import main
sys.exit(main(sys.argv[3:]))
"""


def _env():
    env = dict(os.environ)
    where = str(pathlib.Path(fastcheck.__file__).resolve().parents[1])
    env["PYTHONPATH"] = where + os.pathsep + env.get("PYTHONPATH", "")
    for var in ("COLUMNS", "LINES"):           # the window size is the pty's
        env.pop(var, None)
    return env


def _run(slowed, args, terminal, rows=24, cols=100, timeout=120):
    """Run ``fastcheck ARGS`` with ``slowed`` ("module:function") slowed down;
    on a pseudo-terminal of ``rows`` x ``cols`` (stdout and stderr both on it):
    (exit code, the transcript as text); else at full speed with pipes:
    (exit code, stdout, stderr)."""
    module, func = slowed.split(":")
    cmd = [sys.executable, "-c", CHILD.format(pause=PAUSE if terminal else 0), module, func, *args]
    if not terminal:
        proc = subprocess.run(cmd, stdin=subprocess.DEVNULL, capture_output=True, env=_env(), timeout=timeout)
        return proc.returncode, proc.stdout.decode(), proc.stderr.decode()
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=slave, stderr=slave, env=_env(),
                            close_fds=True)
    os.close(slave)
    chunks = []
    deadline = time.monotonic() + timeout
    try:
        while True:
            ready, _, _ = select.select([master], [], [], max(0.0, deadline - time.monotonic()))
            if not ready:
                proc.kill()
                pytest.fail(f"fastcheck {' '.join(args)} did not finish on the terminal")
            try:
                data = os.read(master, 65536)
            except OSError:                    # Linux: EIO once the child's side is closed
                break
            if not data:                       # macOS and the BSDs: end of file
                break
            chunks.append(data)
    finally:
        os.close(master)
    return proc.wait(timeout=timeout), b"".join(chunks).decode("utf-8", "replace")


def _pieces(transcript):
    """The transcript cut at every line end and carriage return: what is drawn
    from the start of a line in one go (tqdm starts each redraw with CR)."""
    return [p.rstrip() for p in re.split(r"[\r\n]", transcript)]


def _check(transcript, results):
    pieces = _pieces(transcript)
    assert any(BAR.search(p) for p in pieces), "no progress bar was drawn:\n" + transcript
    for p in pieces:
        if BAR.search(p):
            assert not any(r in p for r in results), f"the bar and a result share a line: {p!r}"
    for r in results:                           # every result line arrived whole, on its own line
        assert r in pieces, f"{r!r} is not on a line of its own:\n{transcript}"


@pytest.fixture(scope="module")
def tests_dir(tmp_path_factory):
    """12 inputs (the samples, some twice) with outputs, answers, and one broken input."""
    root = tmp_path_factory.mktemp("batch")
    for d in ("in", "out", "ans"):
        (root / d).mkdir()
    names = []
    for i in range(11):
        sample = SAMPLES[i % len(SAMPLES)]
        name = f"p{i:02d}"
        shutil.copy(DATA / f"{sample}.in", root / "in" / f"{name}.in")
        shutil.copy(DATA / f"{sample}.out", root / "ans" / f"{name}.ans")
        out = (DATA / f"{sample}.out").read_bytes()
        if i == 3:
            out = out.replace(b"Neutralna", b"Nemozna", 1) if b"Neutralna" in out else b"Correct\n"
        (root / "out" / f"{name}.out").write_bytes(out)
        names.append(name)
    (root / "in" / "p11.in").write_bytes(b"1\n8 2\n1 1 k\n1 1 x\n")        # broken
    (root / "out" / "p11.out").write_bytes(b"Neutralna situacia.\n")
    (root / "ans" / "p11.ans").write_bytes(b"Neutralna situacia.\n")
    names.append("p11")
    return root, [str(root / "in" / f"{n}.in") for n in names]


@pytest.mark.parametrize("command", ["validate", "judge", "solve"])
def test_bar_and_results_never_share_a_line(tests_dir, command):
    root, inputs = tests_dir
    slowed, args = {
        "validate": ("fastcheck.cli.validate:validate", ["validate", *inputs]),
        "judge": ("fastcheck.cli.judge:judge_files",
                  ["judge", "--batch", "--outputs", str(root / "out"), "--answers", str(root / "ans"), *inputs]),
        "solve": ("fastcheck.kit.runner:solve", ["solve", "--lang", "en", *inputs]),
    }[command]
    code, out, err = _run(slowed, args, terminal=False)
    assert not BAR.search(out + err)            # no terminal, no bar
    results = [line for line in (out + err).splitlines() if line.strip()]
    assert len(results) >= 11
    code_tty, transcript = _run(slowed, args, terminal=True)
    assert code_tty == code
    _check(transcript, results)


def test_a_terminal_without_a_size_shows_no_bar_and_all_results(tests_dir):
    _, inputs = tests_dir
    code, out, err = _run("fastcheck.cli.validate:validate", ["validate", *inputs], terminal=False)
    code_tty, transcript = _run("fastcheck.cli.validate:validate", ["validate", *inputs], terminal=True,
                                rows=0, cols=0)
    assert code_tty == code
    for line in (out + err).splitlines():
        assert line in _pieces(transcript)


def test_the_check_itself_catches_the_old_behaviour():
    # what a terminal showed before: the result written straight after the bar
    old = "\rvalidate:  30%|███       | 3/10 [00:00<00:01,  6.6file/s]p02.in: valid: format B\r\n"
    with pytest.raises(AssertionError, match="share a line"):
        _check(old, ["p02.in: valid: format B"])
