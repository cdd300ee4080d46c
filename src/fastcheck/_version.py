"""The one place that holds fastcheck's version: ``pyproject.toml`` reads it
at build time (``[tool.setuptools.dynamic]``) and the package re-exports it
as ``fastcheck.__version__``."""

__version__ = "0.2.1"
