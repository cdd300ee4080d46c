"""The command line's table: every command is a module with
``add_arguments(parser)`` and ``run(args)``, and adding one is one line in
``fastcheck.cli.COMMANDS``."""
import importlib
import sys
import types

import pytest

from fastcheck import cli
from fastcheck.cli import COMMANDS, build_parser, main

#: the arguments a command cannot do without
REQUIRED = {"gen": ["grid", "--seed", "1"], "package": ["languages-yaml"]}


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_every_command_module_has_its_parser_and_run(name):
    module_name, help_text = COMMANDS[name]
    module = importlib.import_module(module_name)
    assert callable(module.add_arguments) and callable(module.run) and help_text
    args = build_parser(name).parse_args([name] + REQUIRED.get(name, []))
    assert args.func is module.run and args.command == name


def test_a_new_command_is_one_line(monkeypatch, capsys):
    module = types.ModuleType("fastcheck_test_hello")

    def add_arguments(p):
        p.description = "Say hello."
        p.add_argument("--name", default="world")

    def run(args):
        print(f"hello {args.name}")
        return 7

    module.add_arguments, module.run = add_arguments, run
    monkeypatch.setitem(sys.modules, module.__name__, module)
    monkeypatch.setitem(cli.COMMANDS, "hello", (module.__name__, "say hello"))
    assert main(["hello", "--name", "you"]) == 7
    assert capsys.readouterr().out == "hello you\n"
    assert "say hello" in build_parser().format_help()
    with pytest.raises(SystemExit):
        main(["hello", "--help"])
    assert "Say hello." in capsys.readouterr().out
