"""The tools fastcheck is measured against, on the same inputs.

python-chess (PyPI ``chess``)
    * Format A grids: each board becomes a python-chess position and gets the
      same verdict line (English wording, with the move count).  Mapping: our
      row ``y`` is python-chess rank ``y`` and column ``x`` is file ``x``, our
      lowercase (White, moving to larger ``y``) is python-chess White (moving
      to higher ranks); no castling rights, no en-passant square.  Our rules
      have no two-square pawn step and no promotion, python-chess has both;
      the generator puts pawns on rows 3..6 only, where neither can happen,
      so on these boards the two rule sets agree and so must the outputs.
      The checked side is found by asking ``is_check()`` with each side to
      move; its moves are ``legal_moves.count()``.
    * Format C games: the board from the 64 numbers, the side to move, no
      castling rights; each move is ``is_legal`` (Incorrect if not), pushed,
      the en-passant square cleared, then the side to move is judged with
      ``is_check()`` and ``any(generate_legal_moves())``.  Our rules have the
      two-square step too; they have no castling, en passant or promotion,
      which the set-up above turns off, and the generated games never move a
      pawn onto its last rank.  The output is built exactly like format C's,
      so it must equal fastcheck's byte for byte.

The KSP model solution (C++)
    The model solution ("vzorové riešenie") of KSP's "Turnaj Veľkých
    Šachistov" (format B), a text that ends with its C++ source.  It is not
    part of this repository: ``--model-solution PATH`` or the environment
    variable ``FASTCHECK_MODEL_SOLUTION`` names that text (or a bare ``.cpp``
    file, or a folder holding the text); without them the peer is skipped.
    The source is cut out at bench time into a temporary directory and
    compiled with ``g++ -O2``; neither the source nor the binary is ever
    written into the checkout.  It reads format B with ``int`` coordinates
    and allocates per row and diagonal, so it is only run where every board
    has ``n <= MODEL_MAX_N`` and the boards' sizes add up to at most
    ``MODEL_MAX_TOTAL_N``; elsewhere the table says ``n/a``.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from typing import List, Optional, Sequence

try:
    import chess
except ImportError:                 # optional: without it the python-chess columns say so
    chess = None

__all__ = ["chess_grid", "chess_ostap", "ModelSolution", "find_model_solution", "MODEL_ENV", "MODEL_HOW",
           "model_status", "MODEL_MAX_N", "MODEL_MAX_TOTAL_N", "LAUNCHER_C"]

#: the environment variable naming the KSP model solution (a file, or a folder holding it)
MODEL_ENV = "FASTCHECK_MODEL_SOLUTION"
#: how to point the bench at the KSP model solution, for every message that says it was not found
MODEL_HOW = f"give --model-solution PATH or set {MODEL_ENV}"
#: the title the model solution's text starts with (how it is told apart in a folder)
MODEL_TITLE = "Turnaj Veľkých Šachistov"
#: where its C++ source starts in the text
CPP_MARKER = "#include <bits/stdc++.h>"
MODEL_MAX_N = 10**6
MODEL_MAX_TOTAL_N = 4 * 10**7

_EN = {True: "White", False: "Black"}


# ------------------------------------------------------------- python-chess
# ours: lowercase = White, H = knight; FEN: uppercase = White, N = knight
_TO_FEN = bytes.maketrans(b"kqrbhpKQRBHP", b"KQRBNPkqrbnp")


def _fen_row(row: bytes) -> str:
    out = []
    empty = 0
    for ch in row.translate(_TO_FEN).decode("ascii"):
        if ch == ".":
            empty += 1
            continue
        if empty:
            out.append(str(empty))
            empty = 0
        out.append(ch)
    if empty:
        out.append(str(empty))
    return "".join(out)


def chess_grid(data: bytes) -> str:
    """Format A verdicts (English wording, with counts) by python-chess."""
    lines = [ln.strip() for ln in data.split(b"\n")]
    lines = [ln for ln in lines if ln]
    t = int(lines[0])
    out: List[str] = []
    for b in range(t):
        rows = lines[1 + 8 * b: 9 + 8 * b]
        # FEN starts with rank 8 = our row y = 8, the last one
        fen = "/".join(_fen_row(r) for r in reversed(rows)) + " w - - 0 1"
        board = chess.Board(fen)
        board.turn = chess.WHITE
        white_checked = board.is_check()
        board.turn = chess.BLACK
        black_checked = board.is_check()
        if white_checked and black_checked:
            out.append("Impossible")
        elif not white_checked and not black_checked:
            out.append("Safe")
        else:
            board.turn = chess.WHITE if white_checked else chess.BLACK
            m = board.legal_moves.count()
            side = _EN[white_checked]
            out.append(f"{side} Checkmate" if m == 0 else f"{side} Check - {m} Plausible Moves")
    return "".join(line + "\n" for line in out)


def chess_ostap(data: bytes) -> str:
    """One format C game replayed by python-chess; the same output text."""
    toks = data.split()
    cells = [int(v) for v in toks[:64]]
    count = int(toks[64])
    white_first = toks[65] == b"White"
    moves = toks[66:66 + count]
    board = chess.Board(None)
    for i, v in enumerate(cells):
        if v:
            board.set_piece_at(chess.square(i % 8, 7 - i // 8), chess.Piece(abs(v), v > 0))
    board.turn = white_first
    board.castling_rights = chess.BB_EMPTY
    board.ep_square = None
    results: List[str] = []
    for tok in moves:
        s = tok.decode("ascii")
        move = chess.Move(chess.parse_square(s[:2]), chess.parse_square(s[3:5]))
        if not board.is_legal(move):
            results.append("Incorrect")
            break
        board.push(move)
        board.ep_square = None
        check = board.is_check()
        has_move = any(board.generate_legal_moves())
        if check:
            results.append("Check" if has_move else "Mate")
        else:
            results.append("Correct" if has_move else "Draw")
        if not has_move:
            break
    grid = []
    for rank in range(7, -1, -1):
        row = []
        for file in range(8):
            piece = board.piece_at(chess.square(file, rank))
            row.append("0" if piece is None else str(piece.piece_type if piece.color else -piece.piece_type))
        grid.append(" ".join(row))
    return "".join(r + "\n" for r in results) + "\n" + "".join(g + "\n" for g in grid)


# ------------------------------------------------------- the KSP model solution
#: A tiny launcher: runs argv[1:], then prints its wall time and peak RSS
#: (wait4) to stderr.  Being small, it does not inflate the child's peak the
#: way a fork of the Python benchmark process would (Linux counts the
#: pre-exec address space in ru_maxrss).
LAUNCHER_C = r"""
#include <stdio.h>
#include <time.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/wait.h>
int main(int argc, char **argv) {
    struct timespec a, b;
    struct rusage ru;
    int st = 0;
    pid_t pid;
    if (argc < 2) return 2;
    clock_gettime(CLOCK_MONOTONIC, &a);
    pid = fork();
    if (pid == 0) { execv(argv[1], argv + 1); _exit(127); }
    if (pid < 0 || wait4(pid, &st, 0, &ru) < 0) return 2;
    clock_gettime(CLOCK_MONOTONIC, &b);
    fprintf(stderr, "fcbench %.6f %ld %d\n", (b.tv_sec - a.tv_sec) + (b.tv_nsec - a.tv_nsec) * 1e-9,
            (long) ru.ru_maxrss, st);
    return WIFEXITED(st) ? WEXITSTATUS(st) : 1;
}
"""

def _read_text(path: str) -> str:
    with open(path, encoding="utf-8", errors="replace") as f:
        return f.read()


def _is_cpp(path: str) -> bool:
    return path.endswith((".cpp", ".cc", ".cxx"))


def _holds_model_solution(path: str) -> bool:
    """Is ``path`` the model solution's text (its title and its C++ source), or a C++ file?"""
    if _is_cpp(path):
        return True
    text = _read_text(path)
    return MODEL_TITLE in text and CPP_MARKER in text


def model_status(model: Optional[ModelSolution]) -> str:
    """Why the KSP model solution did not run, for a table cell or a log line:
    not found (and how to give it), or the error that kept it from compiling."""
    if model is None:
        return f"n/a (not found: {MODEL_HOW})"
    return f"n/a ({model.error or '?'})"


def find_model_solution(where: Optional[str] = None) -> Optional[str]:
    """The file holding the KSP model solution, or None (then the peer is skipped).

    ``where`` (the ``--model-solution`` option), else ``$FASTCHECK_MODEL_SOLUTION``:
    a file is taken as it is; in a folder, the first file (by name) that is a
    C++ source or a text with the model solution's title and source."""
    for place in (where, os.environ.get(MODEL_ENV)):
        if not place:
            continue
        if os.path.isfile(place):
            return place
        if os.path.isdir(place):
            for name in sorted(os.listdir(place)):
                path = os.path.join(place, name)
                if os.path.isfile(path) and _holds_model_solution(path):
                    return path
    return None


class ModelSolution:
    """The KSP model solution, compiled into a private temporary directory
    that is removed by :meth:`close` (or the ``with`` block)."""

    def __init__(self, path: str, compiler: str = "g++") -> None:
        self.tmp = tempfile.TemporaryDirectory(prefix="fastcheck-model-")
        self.binary: Optional[str] = None
        self.command: List[str] = []
        self.error: Optional[str] = None
        gxx = shutil.which(compiler)
        if gxx is None:
            self.error = f"{compiler} not found"
            return
        text = _read_text(path)
        start = text.find(CPP_MARKER)
        if start < 0 and not _is_cpp(path):
            self.error = f"no C++ source in {os.path.basename(path)}"
            return
        src = os.path.join(self.tmp.name, "model.cpp")
        with open(src, "w", encoding="utf-8") as f:
            f.write(text[max(start, 0):])
        binary = os.path.join(self.tmp.name, "model")
        proc = subprocess.run([gxx, "-O2", "-o", binary, src], capture_output=True, text=True)
        if proc.returncode != 0:
            self.error = "g++ failed: " + proc.stderr.strip()[-400:]
            return
        self.binary = binary
        self.command = [binary]
        launcher_src = os.path.join(self.tmp.name, "launch.c")
        with open(launcher_src, "w", encoding="utf-8") as f:
            f.write(LAUNCHER_C)
        launcher = os.path.join(self.tmp.name, "launch")
        gcc = shutil.which("gcc") or shutil.which("cc")
        if gcc and os.name == "posix":
            built = subprocess.run([gcc, "-O2", "-o", launcher, launcher_src], capture_output=True)
            if built.returncode == 0:
                self.command = [launcher, binary]

    def __enter__(self) -> ModelSolution:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        self.tmp.cleanup()

    @staticmethod
    def can_run(ns: Sequence[int]) -> bool:
        return bool(ns) and max(ns) <= MODEL_MAX_N and sum(ns) <= MODEL_MAX_TOTAL_N
