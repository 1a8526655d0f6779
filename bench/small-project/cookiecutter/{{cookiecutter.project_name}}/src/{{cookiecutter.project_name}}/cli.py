"""The `{{ cookiecutter.project_name }}` command."""
import argparse

from {{ cookiecutter.project_name }} import __version__


def main(argv=None):
    parser = argparse.ArgumentParser(prog="{{ cookiecutter.project_name }}")
    parser.add_argument("--version", action="version", version=__version__)
    parser.parse_args(argv)
    print("Hello from {{ cookiecutter.project_name }}")
    return 0
