"""Running the program under test once: the test on its standard input, its
standard output and the tail of its standard error collected, a time limit,
and a cap on how much output is kept (a program printing garbage forever is
stopped, not buffered; on Windows, whose pipes cannot be polled, the output
is not capped)."""
from __future__ import annotations

import os
import selectors
import signal
import subprocess
import time
from dataclasses import dataclass
from typing import List, Optional, Sequence

__all__ = ["Run", "StartError", "run_program", "status_text", "STDERR_KEPT"]

#: bytes of standard error kept (the end of it: where a traceback says what went wrong)
STDERR_KEPT = 4096
_CHUNK = 1 << 16


class StartError(OSError):
    """The program cannot be started at all (no such file, not executable)."""


@dataclass(frozen=True)
class Run:
    """One run of a program: its output, how it ended, and how long it took.

    ``status`` is the exit status (negative: killed by that signal), ``None``
    when it was stopped here (``timed_out``, or ``capped``: more output than
    ``max_output`` bytes)."""

    stdout: bytes
    stderr: bytes
    status: Optional[int]
    timed_out: bool = False
    capped: bool = False
    seconds: float = 0.0


def _kill(proc: subprocess.Popen) -> None:
    """End the program and whatever it started (its own session, on POSIX)."""
    killpg = getattr(os, "killpg", None)
    try:
        if killpg is not None:
            killpg(proc.pid, signal.SIGKILL)
        else:
            proc.kill()
    except (ProcessLookupError, PermissionError):
        try:
            proc.kill()
        except ProcessLookupError:
            pass


def _run_plain(proc: subprocess.Popen, data: bytes, timeout: float, start: float) -> Run:
    """Where pipes cannot be polled (Windows): ``communicate``, without the cap."""
    try:
        out, err = proc.communicate(data, timeout)
    except subprocess.TimeoutExpired:
        _kill(proc)
        out, err = proc.communicate()
        return Run(out, err[-STDERR_KEPT:], None, True, False, time.monotonic() - start)
    return Run(out, err[-STDERR_KEPT:], proc.returncode, False, False, time.monotonic() - start)


def run_program(command: Sequence[str], data: bytes, *, timeout: float, max_output: int) -> Run:
    """Run ``command`` with ``data`` on stdin.  Raises :class:`StartError`
    when it cannot be started."""
    start = time.monotonic()
    try:
        proc = subprocess.Popen(list(command), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, start_new_session=True)
    except OSError as exc:
        raise StartError(exc.errno, exc.strerror, exc.filename) from None
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
    if os.name == "nt":
        return _run_plain(proc, data, timeout, start)
    out: List[bytes] = []
    err = bytearray()
    size = 0
    timed_out = capped = False
    view = memoryview(data)
    sel = selectors.DefaultSelector()
    os.set_blocking(proc.stdin.fileno(), False)
    if data:
        sel.register(proc.stdin, selectors.EVENT_WRITE)
    else:
        proc.stdin.close()
    sel.register(proc.stdout, selectors.EVENT_READ)
    sel.register(proc.stderr, selectors.EVENT_READ)
    deadline = start + timeout
    try:
        while sel.get_map():
            left = deadline - time.monotonic()
            if left <= 0:
                timed_out = True
                break
            for key, _ in sel.select(left):
                fh = key.fileobj
                if fh is proc.stdin:
                    try:
                        written = os.write(proc.stdin.fileno(), view[:_CHUNK])
                    except BlockingIOError:
                        continue
                    except (BrokenPipeError, OSError):      # the program does not read it all
                        written = len(view)
                    view = view[written:]
                    if not view:
                        sel.unregister(fh)
                        proc.stdin.close()
                    continue
                chunk = os.read(fh.fileno(), _CHUNK)      # type: ignore[union-attr]
                if not chunk:
                    sel.unregister(fh)
                elif fh is proc.stdout:
                    out.append(chunk)
                    size += len(chunk)
                    if size > max_output:
                        capped = True
                        break
                else:
                    err += chunk
                    del err[:-STDERR_KEPT]
            if capped:
                break
        if timed_out or capped:
            _kill(proc)
            status = None
            proc.wait()
        else:
            status = proc.wait(max(0.05, deadline - time.monotonic()))
    except subprocess.TimeoutExpired:          # closed its output but goes on running
        _kill(proc)
        proc.wait()
        timed_out, status = True, None
    finally:
        sel.close()
        for fh in (proc.stdin, proc.stdout, proc.stderr):
            if not fh.closed:
                fh.close()
    return Run(b"".join(out), bytes(err), status, timed_out, capped, time.monotonic() - start)


def status_text(status: int) -> str:
    """``exit status 1`` or ``killed by signal 11 (SIGSEGV)``."""
    if status >= 0:
        return f"exit status {status}"
    try:
        name = signal.Signals(-status).name
    except ValueError:
        return f"killed by signal {-status}"
    return f"killed by signal {-status} ({name})"
