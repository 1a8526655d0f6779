"""{{ cookiecutter.project_name }}: a Python package."""

__version__ = "0.1.0"
