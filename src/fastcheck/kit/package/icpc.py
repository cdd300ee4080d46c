"""A problem package in the ICPC problem package format, version 2025-09
(what BAPCtools checks and DOMjudge imports) for format A, B or C.

The tests, the submissions and the proof that the tests are strong are the
Kattis package's (:func:`.kattis.plan_package`); so are the validators'
programs, with the input validator set to refuse inputs not spelled
canonically (jury tools make invalid inputs of CRLF, trailing spaces and
newlines).  This format adds ``data/invalid_input``: inputs that break one
rule each, which the input validator must reject; the secret tests are in
test groups by what they exercise (``data/secret/mate/``, ``.../limits/``).
"""
from __future__ import annotations

import json
import os
import shutil
from dataclasses import dataclass
from typing import Any, Callable, Dict, List, Optional

from ..._version import __version__
from ...kinds import CLASSIC
from ...variants import Variant
from ..validate import validate
from .invalid import canonical_text, invalid_inputs
from .kattis import check_directory, check_options, check_target, plan_package, rebuild_command
from .layout import MARKER_PREFIX, package_uuid, source_credit, statement_tex, write_files, zip_package
from .metadata import Metadata, check_metadata
from .submissions import validators
from .variant import check_variant, own_variant, variant_option

__all__ = ["build_icpc", "IcpcPackage", "secret_group"]

#: problem.yaml's format version
VERSION = "2025-09"
#: format B's n on the test at the cstate3 limits: its 10^6 pieces then fit in 16 MiB (BAPCtools warns about
#: inputs over 20 MiB, and with n = 10^18 they take 30)
LIMIT_SIZE = str(10**6)
#: the output validator's arguments: it compares line by line and word for word (the lines and their case
#: matter), which jury tools read to know which changed outputs it may reject
OUTPUT_VALIDATOR_ARGS = ("space_change_sensitive", "case_sensitive")


def secret_group(name: str) -> str:
    """The test group of a numbered secret test: the kind of test it is (``07-mate`` and
    ``22-mate-plays_on_after_mate``: mate; the test at the limits: limits)."""
    return name.split("-")[1]


@dataclass
class IcpcPackage:
    """What :func:`build_icpc` wrote.

    Args:
        path: the package's directory.
        zip_path: the zip written, or ``None``.
        tests: the secret tests, ``group/name``.
        invalid: the invalid test names.
        caught: for each wrong submission, the first test it fails (``secret/group/name``).
    """

    path: str
    zip_path: Optional[str]
    tests: List[str]
    invalid: List[str]
    caught: Dict[str, str]


def problem_yaml(fmt: str, preset: str, lang: str, command: str, meta: Metadata, short_name: str,
                 variant: Variant) -> str:
    """``problem.yaml`` of the 2025-09 format."""
    credit = source_credit(fmt, variant)
    q = json.dumps   # a JSON string is a YAML double-quoted scalar
    return (f"{MARKER_PREFIX}icpc' (fastcheck {__version__}).\n"
            f"# Rebuild: {command}\n"
            f"problem_format_version: {VERSION}\n"
            f"type: pass-fail\n"
            f"name:\n  en: {q(meta.name(fmt), ensure_ascii=False)}\n"
            f"uuid: {package_uuid(short_name, fmt, preset, lang, meta, variant)}\n"
            f"credits:\n  authors: {q(meta.author, ensure_ascii=False)}\n"
            + (f"source:\n  name: {q(credit[0], ensure_ascii=False)}\n  url: {q(credit[1])}\n" if credit else "")
            + f"license: {meta.license}\n"
            f"rights_owner: {q(meta.owner(), ensure_ascii=False)}\n"
            f"keywords: [chess, check, checkmate]\n"
            f"limits:\n  time_limit: {meta.seconds()}\n")


def build_icpc(directory: str, format: str, *, seed: int, tests: int = 20, limits: str = "auto",
               lang: str = "sk", zip: bool = False, force: bool = False, meta: Optional[Metadata] = None,
               log: Optional[Callable[[str], None]] = None, variant: Any = CLASSIC) -> IcpcPackage:
    """Write the 2025-09 problem package for ``format`` into ``directory``;
    the options are :func:`~fastcheck.kit.package.build_kattis`'s.  Raises
    :class:`.errors.PackageError` as it does; nothing is written or removed then.

    Args:
        directory: as :func:`~fastcheck.kit.package.build_kattis` takes it.
        format: as :func:`~fastcheck.kit.package.build_kattis` takes it.
        seed: as :func:`~fastcheck.kit.package.build_kattis` takes it.
        tests: as :func:`~fastcheck.kit.package.build_kattis` takes it.
        limits: as :func:`~fastcheck.kit.package.build_kattis` takes it.
        lang: as :func:`~fastcheck.kit.package.build_kattis` takes it.
        zip: as :func:`~fastcheck.kit.package.build_kattis` takes it.
        force: as :func:`~fastcheck.kit.package.build_kattis` takes it.
        meta: as :func:`~fastcheck.kit.package.build_kattis` takes it.
        log: as :func:`~fastcheck.kit.package.build_kattis` takes it.
        variant: as :func:`~fastcheck.kit.package.build_kattis` takes it.
    """
    say = log or (lambda msg: None)
    fmt, preset = check_options(format, tests, limits, lang)
    var = check_variant(fmt, variant)
    meta = check_metadata(meta or Metadata())
    directory = check_directory(directory)
    replace = check_target(directory, force)
    own = own_variant(var)
    plan = plan_package(fmt, preset, lang, seed, tests, say, LIMIT_SIZE, own)
    files: Dict[str, str] = {}
    secret = {name: f"secret/{secret_group(name)}/{name}" for name, _ in plan.secret}
    data = [("sample/" + name, text, answer) for name, text, answer in plan.samples]
    data += [(secret[name], t.text, t.answer) for name, t in plan.secret]
    for path, text, answer in data:
        text = canonical_text(fmt, text)
        res = validate(text, format=fmt, limits=preset, canonical=True, variant=var)
        if not res.ok:
            raise AssertionError(f"test {path} is not canonical: {res.error}")
        files[f"data/{path}.in"] = text
        files[f"data/{path}.ans"] = answer
    for name, t in plan.secret:
        files[f"data/{secret[name]}.desc"] = t.desc + "\n"
    invalid = invalid_inputs(fmt, canonical_text(fmt, plan.samples[-1][1]), var)
    for name, text in invalid.items():
        files[f"data/invalid_input/{name}.in"] = text
    files["data/test_group.yaml"] = ("# the output validator compares lines and words exactly\n"
                                     f"output_validator_args: [{', '.join(OUTPUT_VALIDATOR_ARGS)}]\n")
    command = rebuild_command("icpc", plan, seed, tests, meta.options() + variant_option(var))
    files["problem.yaml"] = problem_yaml(fmt, preset, lang, command, meta, os.path.basename(os.path.abspath(directory)),
                                         var)
    files["statement/problem.en.tex"] = statement_tex(fmt, preset, lang, meta.name(fmt), own)
    input_validator, output_validator = validators(fmt, preset, canonical=True, variant=own)
    files["input_validators/fastcheck_validate" + input_validator.ext] = input_validator.source
    files["output_validator/fastcheck_judge" + output_validator.ext] = output_validator.source
    files.update({"submissions/" + name: text for name, text in plan.programs.items()})
    if replace:
        shutil.rmtree(directory)
    write_files(directory, files)
    say(f"wrote {directory}: {len(plan.samples)} samples, {len(plan.secret)} secret tests, "
        f"{len(invalid)} invalid inputs, {len(plan.programs)} submissions")
    zip_path = zip_package(directory) if zip else None
    if zip_path:
        say(f"wrote {zip_path}")
    return IcpcPackage(os.path.normpath(directory), zip_path, [secret[n][len("secret/"):] for n, _ in plan.secret],
                       sorted(invalid), {name: secret[test[len("secret/"):]] for name, test in plan.caught.items()})
