"""``fastcheck judge``: the checker of :mod:`fastcheck.kit.judge` in the
conventions of the common judge systems.

testlib / Polygon / Codeforces: ``fastcheck judge INPUT OUTPUT [ANSWER [REPORT [-appes]]]``
    exit 0 OK, 1 WA, 2 PE, 3 FAIL; one line on stderr with testlib's prefix
    (``ok``, ``wrong answer``, ``wrong output format``, ``FAIL``); REPORT gets
    the message without the prefix, as testlib writes it (XML with ``-appes``).
    Without ANSWER the expected output is computed (``--lang`` wording).
Kattis / DOMjudge: ``fastcheck judge --kattis INPUT ANSWER FEEDBACK_DIR [ARGS...] < OUTPUT``
    exit 42 accepted, 43 wrong (WA or PE), 3 judge error; the message in
    ``FEEDBACK_DIR/judgemessage.txt`` (and on stderr).  Extra ARGS are ignored.
CMS: ``fastcheck judge --cms INPUT CORRECT OUTPUT``
    ``1.0`` or ``0.0`` on stdout, the message on stderr, exit 0 (3 on FAIL).
In the testlib and CMS forms one of INPUT, OUTPUT and ANSWER may be ``-``,
standard input (``./sol | fastcheck judge INPUT -``); ``--variant`` reads
the input with a variant's pieces, as ``solve`` does.
Many tests: ``fastcheck judge --batch --outputs DIR [--answers DIR] [--jobs N] INPUT...``
    for ``NAME.in`` judges ``DIR/NAME.out`` against ``ANSWERS/NAME.ans``, or
    ``ANSWERS/NAME.out`` when there is no ``.ans`` (the shipped samples'
    naming), or the computed answer without ``--answers``; one line per test
    and a summary on stdout; exit code the worst testlib code.

Bad arguments are FAIL (exit 3) in every convention, never argparse's 2.
"""
from __future__ import annotations

import os
import sys

from ..errors import os_error_message
from ..kit.compare import EXIT as KATTIS_EXIT
from ..kit.judge import FAIL, OK, PE, STDIN, TESTLIB_PREFIX, WA, JudgeResult, judge_files
from ..verdicts import LANGS

TYPE_CHECKING = False
if TYPE_CHECKING:   # not at run time: a single test's start-up needs neither (``fastcheck.cli.fast_args``)
    import argparse
    from typing import Any, List, Optional, TextIO, Tuple

__all__ = ["TESTLIB_OUTCOME", "KATTIS_EXIT", "FAIL_EXIT", "add_arguments", "run"]

#: testlib's outcome names in an ``-appes`` XML report
TESTLIB_OUTCOME = {OK: "accepted", WA: "wrong-answer", PE: "presentation-error", FAIL: "fail"}
# KATTIS_EXIT, the Kattis/DOMjudge output validator exit codes (FAIL: any other code is a judge
# error), is the comparison's own table (fastcheck.kit.compare), as the packages' output validator answers
FAIL_EXIT = 3


def _xml_escape(text: str) -> str:
    """``text`` for testlib's XML report: markup characters escaped, control characters dotted."""
    out = []
    for ch in text:
        if ch == "&":
            out.append("&amp;")
        elif ch == "<":
            out.append("&lt;")
        elif ch == ">":
            out.append("&gt;")
        elif ch == '"':
            out.append("&quot;")
        elif ord(ch) < 32:
            out.append(".")
        else:
            out.append(ch)
    return "".join(out)


def _write(path: str, text: str) -> None:
    """A report or feedback file, UTF-8 with LF line ends."""
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(text)


def _fail(msg: str, mode: str, stderr: TextIO) -> int:
    """End as FAIL in convention ``mode``: the message on stderr, CMS's ``0.0`` on stdout."""
    stderr.write(TESTLIB_PREFIX[FAIL] + msg + "\n")
    if mode == "cms":
        sys.stdout.write("0.0\n")
    return FAIL_EXIT


def _batch_one(job: Tuple[str, str, Optional[str], str, str, Any]) -> JudgeResult:
    """One test of ``--batch`` (top-level, so that a process pool can run it)."""
    inp, out, ans, fmt, lang, variant = job
    return judge_files(inp, out, ans, format=fmt, lang=lang, variant=variant, caller="command")


def _stdin_twice(paths: List[str]) -> bool:
    """Do two of the files name standard input (``-``)?  Only one can read it."""
    return paths.count(STDIN) > 1


#: the answer suffixes ``--batch`` looks for, in order, unless ``--answer-suffix`` names one
ANSWER_SUFFIXES = (".ans", ".out")


def _answer_path(answers: str, inp: str, suffix: Optional[str], out: str) -> str:
    """The answer of input ``inp`` in folder ``answers``: ``NAME`` with
    ``suffix``, or else the first of :data:`ANSWER_SUFFIXES` that exists and
    is not the contestant's output ``out`` itself (the first when none does,
    so that the error names it)."""
    from ..kit.runner import output_name

    if suffix is not None:
        return os.path.join(answers, output_name(inp, suffix))
    paths = [os.path.join(answers, output_name(inp, s)) for s in ANSWER_SUFFIXES]
    for path in paths:
        if os.path.isfile(path) and not (os.path.exists(out) and os.path.samefile(path, out)):
            return path
    return paths[0]


def _run_batch(args: argparse.Namespace, stderr: TextIO) -> int:
    """``--batch``: judge ``DIR/NAME.out`` for every input ``NAME.in``; the worst testlib code."""
    if not args.outputs:
        return _fail("--batch needs --outputs DIR", "testlib", stderr)
    if not args.paths:
        return _fail("--batch needs at least one INPUT file", "testlib", stderr)
    if STDIN in args.paths:
        return _fail(f"--batch reads its inputs from files, not {STDIN!r} (standard input)", "testlib", stderr)
    # start-up: the process pool and the progress bar are for batches only
    from ..kit import runner

    jobs = []
    for inp in args.paths:
        out = os.path.join(args.outputs, runner.output_name(inp, args.output_suffix))
        ans = None if args.answers is None else _answer_path(args.answers, inp, args.answer_suffix, out)
        jobs.append((inp, out, ans, args.format, args.lang, args.variant))
    worst = 0
    passed = 0
    # run() first: zip then exhausts it, and its progress bar is gone before the summary
    for res, job in zip(runner.run(_batch_one, jobs, jobs=args.jobs, desc="judge"), jobs):
        if args.json:
            _write_json(res, *job[:3])
        else:
            runner.emit(f"{job[0]}: {res.line()}\n", sys.stdout)
        passed += res.ok
        worst = max(worst, res.exit_code)
    if not args.json:
        runner.emit(f"passed {passed} of {len(args.paths)}\n", sys.stdout)
    sys.stdout.flush()
    return worst


def _write_json(res: JudgeResult, inp: str, out: Optional[str], ans: Optional[str]) -> None:
    """One verdict for ``--json``: the files, ``verdict`` (OK, WA, PE or
    FAIL), testlib's ``exit`` code and the ``message`` without its prefix."""
    from .json_lines import write  # start-up: json only when asked for

    write({"input": inp, "output": out, "answer": ans, "verdict": res.verdict, "exit": res.exit_code,
           "message": res.message})


def run(args: argparse.Namespace) -> int:
    """Run ``fastcheck judge``; the exit code."""
    stderr = sys.stderr
    try:
        mode = "kattis" if args.kattis else "cms" if args.cms else "batch" if args.batch else "testlib"
        if sum((args.kattis, args.cms, args.batch)) > 1:
            return _fail("choose one of --kattis, --cms, --batch", "testlib", stderr)
        if args.json and mode in ("kattis", "cms"):
            return _fail(f"--json goes with the testlib form or --batch, not --{mode}", mode, stderr)
        if mode == "batch":
            return _run_batch(args, stderr)
        p = args.paths
        if mode == "kattis":
            if len(p) < 3:
                return _fail("usage: fastcheck judge --kattis INPUT ANSWER FEEDBACK_DIR < OUTPUT", mode, stderr)
            inp, ans, feedback = p[0], p[1], p[2]
            if STDIN in (inp, ans):
                return _fail(f"--kattis reads the output from standard input: INPUT and ANSWER cannot be {STDIN!r}",
                             mode, stderr)
            if not os.path.isdir(feedback):
                return _fail(f"the feedback directory {feedback!r} does not exist", mode, stderr)
            res = judge_files(inp, None, ans, format=args.format, lang=args.lang, variant=args.variant,
                              output_stream=sys.stdin.buffer)
            try:
                _write(os.path.join(feedback, "judgemessage.txt"), res.line() + "\n")
            except OSError as exc:
                return _fail(os_error_message(exc), mode, stderr)
            stderr.write(res.line() + "\n")
            return KATTIS_EXIT[res.verdict]
        if mode == "cms":
            if len(p) != 3:
                return _fail("usage: fastcheck judge --cms INPUT CORRECT OUTPUT", mode, stderr)
            if _stdin_twice(p):
                return _fail(f"at most one of INPUT, CORRECT and OUTPUT can be {STDIN!r} (standard input)", mode,
                             stderr)
            res = judge_files(p[0], p[2], p[1], format=args.format, lang=args.lang, variant=args.variant)
            if res.verdict == FAIL:
                return _fail(res.message, mode, stderr)
            sys.stdout.write("1.0\n" if res.ok else "0.0\n")
            sys.stdout.flush()
            stderr.write(res.line() + "\n")
            return 0
        # testlib
        if not 2 <= len(p) <= 4:
            return _fail("usage: fastcheck judge INPUT OUTPUT [ANSWER [REPORT [-appes]]]", mode, stderr)
        if _stdin_twice(p[:3]):
            return _fail(f"at most one of INPUT, OUTPUT and ANSWER can be {STDIN!r} (standard input)", mode, stderr)
        res = judge_files(p[0], p[1], p[2] if len(p) > 2 else None, format=args.format, lang=args.lang,
                          variant=args.variant, caller="command")
        stderr.write(res.line() + "\n")
        if args.json:
            _write_json(res, p[0], p[1], p[2] if len(p) > 2 else None)
        if len(p) == 4:
            try:
                if args.appes:
                    _write(p[3], '<?xml version="1.0" encoding="windows-1251"?>'
                                 f'<result outcome = "{TESTLIB_OUTCOME[res.verdict]}">'
                                 f"{_xml_escape(res.message)}</result>\n")
                else:
                    _write(p[3], res.message)
            except OSError as exc:
                return _fail(os_error_message(exc, "the report"), mode, stderr)
        return res.exit_code
    except Exception as exc:  # a judge never crashes with a traceback: that is FAIL
        return _fail(f"internal error: {type(exc).__name__}: {exc}", "cms" if getattr(args, "cms", False)
                     else "testlib", stderr)


def _strict(parser: argparse.ArgumentParser) -> None:
    """Bad arguments to a judge are FAIL (exit 3), not argparse's exit 2
    (unrecognized ones too: ``fastcheck.cli.parse()`` refuses them here)."""
    def error(message: str):
        parser.print_usage(sys.stderr)
        sys.stderr.write(f"{TESTLIB_PREFIX[FAIL]}{parser.prog}: {message}\n")
        raise SystemExit(FAIL_EXIT)

    parser.error = error                        # type: ignore[assignment]


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The options of ``fastcheck judge``; a bad argument is FAIL (exit 3)."""
    # argparse: not on the fast path (``fastcheck.cli.fast_args``)
    from .options import add_format, add_jobs, add_variant

    p.description = ("Compare a contestant's output with the answer (or with fastcheck's own when no answer is "
                     "given), line by line, token by token.")
    p.epilog = ("testlib: exit 0 ok, 1 wrong answer, 2 wrong output format, 3 FAIL. "
                "--kattis: exit 42 accepted, 43 wrong, message in FEEDBACK_DIR/judgemessage.txt. "
                "--cms: 1.0/0.0 on stdout, message on stderr.")
    p.add_argument("paths", nargs="*", metavar="FILE",
                   help="testlib: INPUT OUTPUT [ANSWER [REPORT]]; --kattis: INPUT ANSWER FEEDBACK_DIR; "
                        "--cms: INPUT CORRECT OUTPUT; --batch: INPUT...; testlib and --cms: one of INPUT, OUTPUT "
                        "and ANSWER may be - (standard input)")
    p.add_argument("-appes", action="store_true", help="testlib: write REPORT as XML")
    mode = p.add_argument_group("judge conventions")
    mode.add_argument("--kattis", action="store_true", help="Kattis/DOMjudge output validator (output on stdin)")
    mode.add_argument("--cms", action="store_true", help="CMS comparator")
    mode.add_argument("--batch", action="store_true", help="judge many tests: INPUT... with --outputs DIR")
    add_format(p)
    p.add_argument("--lang", choices=list(LANGS), default="sk",
                   help="wording of the computed answer when there is no answer file (default: sk)")
    add_variant(p)
    b = p.add_argument_group("batch")
    b.add_argument("--outputs", metavar="DIR", help="contestant outputs DIR/NAME.out for INPUT NAME.in")
    b.add_argument("--answers", metavar="DIR",
                   help="answers DIR/NAME.ans, or DIR/NAME.out when there is no .ans (default: computed)")
    b.add_argument("--output-suffix", default=".out", help="default: .out")
    b.add_argument("--answer-suffix", default=None, help="default: .ans, else .out")
    add_jobs(b)
    p.add_argument("--json", action="store_true",
                   help="testlib form and --batch: also print JSON Lines on stdout, one object a line and a "
                        "verdict: input, output, answer (null: computed), verdict (OK, WA, PE or FAIL), exit "
                        "(testlib's code), message; --batch prints no summary line then")
    _strict(p)
