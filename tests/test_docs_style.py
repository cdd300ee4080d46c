"""The guides that were rewritten for a reader who scans stay scannable: no
prose paragraph longer than :data:`MAX_LINES` lines, no sentence longer
than :data:`MAX_WORDS` words (code spans count as one word).  Lists and
tables are how several cases are said; the test lists every offender."""
from __future__ import annotations

import pathlib
import re
from typing import List, Tuple

ROOT = pathlib.Path(__file__).resolve().parents[1]
#: the guides written to be scanned (the others may join when rewritten)
SCANNABLE = ["docs/guides/getting-started.md", "docs/guides/benchmarks.md", "docs/guides/setting-a-problem.md",
             "docs/guides/positions.md", "docs/guides/grading.md"]
MAX_LINES = 5
MAX_WORDS = 40

ITEM = re.compile(r"^\s*([-*]|\d+\.)\s")


def paragraphs(text: str) -> List[Tuple[int, List[str]]]:
    """``(first line number, lines)`` of each prose paragraph or list item,
    outside fenced blocks, headings, tables and comments."""
    lines = text.split("\n")
    out: List[Tuple[int, List[str]]] = []
    current: List[str] = []
    start = 0
    fenced = False
    for number, line in enumerate(lines, 1):
        if line.startswith("```"):
            fenced = not fenced
        if fenced or line.startswith("```") or not line.strip() or line.startswith(("#", "|", "<!--")) \
                or ITEM.match(line):
            if current:
                out.append((start, current))
            current = []
            if not fenced and ITEM.match(line):
                current, start = [line], number
            continue
        if not current:
            start = number
        current.append(line)
    if current:
        out.append((start, current))
    return out


def sentences(lines: List[str]) -> List[str]:
    text = " ".join(line.strip() for line in lines)
    text = re.sub(r"`[^`]*`", "CODE", text)
    text = re.sub(r"\]\([^)]*\)", "]", text)
    return [s for s in re.split(r"(?<=[.!?:;])\s+(?=[A-Z`(\"])", text) if s]


def offenders(path: pathlib.Path) -> List[str]:
    out = []
    for start, lines in paragraphs(path.read_text(encoding="utf-8")):
        if len(lines) > MAX_LINES:
            out.append(f"{path.relative_to(ROOT)}:{start}: a paragraph of {len(lines)} lines")
        for sentence in sentences(lines):
            if len(sentence.split()) > MAX_WORDS:
                out.append(f"{path.relative_to(ROOT)}:{start}: a sentence of {len(sentence.split())} words: "
                           f"{sentence[:60]}...")
    return out


def test_the_checker_finds_a_long_paragraph_and_a_long_sentence(tmp_path):
    page = tmp_path / "page.md"
    page.write_text("# Title\n\n" + "word " * 8 + "\n" * 1 + ("line\n" * 7) + "\n```sh\n" + "x\n" * 20 + "```\n"
                    + "\n- " + "long " * 50 + ".\n", encoding="utf-8")
    global ROOT
    saved, ROOT = ROOT, tmp_path
    try:
        found = offenders(page)
    finally:
        ROOT = saved
    assert any("a paragraph of 8 lines" in f for f in found), found
    assert any("a sentence of 52 words" in f for f in found), found   # the item mark counts
    assert len(found) == 2, found


def test_the_rewritten_guides_are_scannable():
    found = [o for page in SCANNABLE for o in offenders(ROOT / page)]
    assert not found, "paragraphs or sentences too long to scan:\n  " + "\n  ".join(found)
