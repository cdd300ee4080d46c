"""``--json`` of solve, judge and validate: JSON Lines, one object per board,
per verdict, per file's finding, that agree with the plain output."""
import json
import pathlib

import pytest

from fastcheck.cli import main

DATA = pathlib.Path(__file__).resolve().parent / "data"


def _objects(text):
    """Every line of ``text`` parsed as one JSON object."""
    lines = text.splitlines()
    assert lines and all(line.startswith("{") for line in lines)
    return [json.loads(line) for line in lines]


def test_solve_json_is_one_object_per_board_agreeing_with_the_verdicts(capsys):
    paths = [str(DATA / "ksp-2.in"), str(DATA / "tms-2.in")]
    assert main(["solve", "--json", *paths]) == 0
    records = _objects(capsys.readouterr().out)
    expected = [(p, line) for p in paths for line in (DATA / pathlib.Path(p).name).with_suffix(".out")
                .read_text().splitlines()]
    assert [(r["file"], r["verdict"]) for r in records] == expected
    assert [r["board"] for r in records] == [1, 2, 3, 4, 1, 2, 3, 4]
    assert {r["format"] for r in records[:4]} == {"sparse"} and {r["format"] for r in records[4:]} == {"grid"}
    # ksp-2: White in check with 1 move, Black mated, ..., Black in check with 5 moves
    assert (records[0]["state"], records[0]["side"], records[0]["moves"]) == ("check", "white", 1)
    assert (records[1]["state"], records[1]["side"], records[1]["moves"]) == ("mate", "black", 0)
    assert (records[3]["state"], records[3]["side"], records[3]["moves"]) == ("check", "black", 5)
    # format A's Slovak line has no count; the object has it
    assert records[7]["verdict"] == "Cierny hrac ma sach." and records[7]["moves"] == 5


def test_solve_json_safe_and_impossible_boards(capsys):
    assert main(["solve", "--json", "--lang", "en", str(DATA / "ksp-1.in")]) == 0
    records = _objects(capsys.readouterr().out)
    assert [r["verdict"] for r in records] == (DATA / "ksp-1.en.out").read_text().splitlines()
    assert [(r["state"], r["side"], r["moves"]) for r in records[:2]] == [("impossible", None, None),
                                                                            ("safe", None, None)]


def test_solve_json_of_a_log_is_one_object_with_results_and_final_board(capsys):
    assert main(["solve", "--json", str(DATA / "timus-3.in")]) == 0
    (record,) = _objects(capsys.readouterr().out)
    lines = (DATA / "timus-3.out").read_text().splitlines()
    blank = lines.index("")
    assert record["format"] == "ostap"
    assert record["results"] == lines[:blank]
    assert record["final"] == [[int(v) for v in row.split()] for row in lines[blank + 1:]]


def test_solve_json_error_objects_and_exit_code(tmp_path, capsys):
    bad = tmp_path / "bad.in"
    bad.write_text("1\n8 2\n1 1 k\n9 9 K\n")
    missing = tmp_path / "missing.in"
    assert main(["solve", "--json", str(bad), str(DATA / "ksp-2.in"), str(missing)]) == 2
    records = _objects(capsys.readouterr().out)
    assert len(records) == 6
    error = records[0]["error"]
    assert records[0]["file"] == str(bad)
    assert (error["kind"], error["line"], error["board"], error["found"]) == ("range", 4, 1, "'9'")
    assert error["message"].startswith("line 4, board 1: expected a column x")
    assert records[5]["error"]["kind"] == "os" and "no such file" in records[5]["error"]["message"]


def test_solve_json_and_out_dir_exclude_each_other(capsys, tmp_path):
    with pytest.raises(SystemExit) as exc:
        main(["solve", "--json", "-o", str(tmp_path), str(DATA / "ksp-2.in")])
    assert exc.value.code == 2
    assert "not allowed with argument" in capsys.readouterr().err


def test_validate_json_is_one_finding_per_file(tmp_path, capsys):
    bad = tmp_path / "bad.in"
    bad.write_bytes(b"1\n8  2\n1 1 k\n8 8 K\n")
    missing = tmp_path / "missing.in"
    assert main(["validate", "--json", str(DATA / "ksp-2.in"), str(bad), str(missing)]) == 3
    out = capsys.readouterr().out
    records = _objects(out)
    assert "files valid" not in out
    assert records[0] == {"file": str(DATA / "ksp-2.in"), "valid": True, "format": "sparse", "limits": "cstate3",
                          "count": 4, "error": None}
    assert records[1]["valid"] is False
    assert (records[1]["error"]["kind"], records[1]["error"]["line"]) == ("layout", 2)
    assert records[2]["valid"] is False and records[2]["error"]["kind"] == "os"
    assert main(["validate", "--json", "-q", str(DATA / "ksp-2.in"), str(bad)]) == 3
    assert [r["file"] for r in _objects(capsys.readouterr().out)] == [str(bad)]


def test_judge_json_testlib_form(tmp_path, capsys):
    out = tmp_path / "ksp-2.out"
    out.write_text((DATA / "ksp-2.out").read_text().replace("Ma 5", "Ma 4"))
    assert main(["judge", "--json", str(DATA / "ksp-2.in"), str(out)]) == 1
    captured = capsys.readouterr()
    (record,) = _objects(captured.out)
    assert record == {"input": str(DATA / "ksp-2.in"), "output": str(out), "answer": None, "verdict": "WA",
                      "exit": 1, "message": record["message"]}
    assert record["message"].startswith("board 4: expected ")
    assert captured.err == "wrong answer " + record["message"] + "\n"


def test_judge_json_batch_one_object_per_test(tmp_path, capsys):
    outs = tmp_path / "outs"
    outs.mkdir()
    (outs / "ksp-1.out").write_text((DATA / "ksp-1.out").read_text())
    (outs / "ksp-2.out").write_text("junk\n")
    inputs = [str(DATA / "ksp-1.in"), str(DATA / "ksp-2.in")]
    assert main(["judge", "--json", "--batch", "--outputs", str(outs), "--answers", str(DATA), *inputs]) == 2
    out = capsys.readouterr().out
    assert "passed" not in out
    records = _objects(out)
    assert [(r["input"], r["verdict"], r["exit"]) for r in records] == [(inputs[0], "OK", 0), (inputs[1], "PE", 2)]
    assert records[0]["output"] == str(outs / "ksp-1.out") and records[0]["answer"] == str(DATA / "ksp-1.out")


def test_judge_json_is_refused_with_cms(capsys):
    assert main(["judge", "--json", "--cms", "a", "b", "c"]) == 3
    assert "--json goes with the testlib form or --batch, not --cms" in capsys.readouterr().err


def test_solve_json_reads_the_variant_asked_for(capsys, tmp_path):
    """``--json --variant fairy`` reads the fairy letters as the plain
    output does; without the opt-in the letter is the file's error."""
    path = tmp_path / "amazon.in"
    path.write_text("1\n8 3\n1 1 k\n8 8 K\n3 2 M\n")      # the amazon checks by its jump and covers every step
    assert main(["solve", "--json", "--variant", "fairy", str(path)]) == 0
    [record] = _objects(capsys.readouterr().out)
    assert (record["verdict"], record["state"], record["side"], record["moves"]) == (
        "Biely hrac ma mat.", "mate", "white", 0)
    assert main(["solve", "--json", str(path)]) == 2
    [record] = _objects(capsys.readouterr().out)
    assert record["error"]["found"] == "'M'" and record["error"]["line"] == 5
