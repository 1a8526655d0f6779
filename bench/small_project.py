"""The small project written three ways (small-project/bootstrap, copier, cookiecutter): ten files
from the same three answers, made by `bootstrap new`, `copier copy` and `cookiecutter`, each a whole
process with the answers on its command line and no prompt.
"""
import os
import shutil
import sys

import measure

HERE = os.path.dirname(os.path.abspath(__file__))
TEMPLATES = os.path.join(HERE, "small-project")
# Answers other than the defaults, so each tool must take them from its command line.
NAME, LICENSE, COVERAGE = "acme_widgets", "Apache-2.0", True
# The ten files every tool makes from those answers.
FILES = sorted([".editorconfig", ".github/workflows/ci.yml", ".gitignore", "LICENSE", "Makefile", "README.md",
                "pyproject.toml", "src/%s/__init__.py" % NAME, "src/%s/cli.py" % NAME, "tests/test_cli.py"])
# What a tool writes beside the project's files to remember the answers.
RECORDS = {"bootstrap new": [".bootstrap.yml"]}


def python_tool(name):
    """The tool's console script beside the Python running this benchmark (what `pip install`
    put there), not a version manager's shim in front of it, whose own start-up would be counted;
    else the one run.sh installed into bench/out/pytools; else the one on PATH; None when it is
    not installed."""
    for folder in (os.path.dirname(os.path.realpath(sys.executable)), os.path.join(HERE, "out", "pytools", "bin")):
        if os.access(os.path.join(folder, name), os.X_OK):
            return os.path.join(folder, name)
    return shutil.which(name)


def commands(binary, out):
    """Per tool: (command, the project folder it makes). The folders are under out/<tool>/."""
    yes = "yes" if COVERAGE else "no"
    os.makedirs(out, exist_ok=True)
    made = {}
    project = os.path.join(out, "bootstrap", NAME)
    made["bootstrap new"] = ([binary, "new", project, "-m", os.path.join(TEMPLATES, "bootstrap"),
                              "--set", "project_name=" + NAME, "--set", "license=" + LICENSE,
                              "--set", "coverage=" + yes], project)
    copier = python_tool("copier")
    if copier:
        project = os.path.join(out, "copier", NAME)
        made["copier copy"] = ([copier, "copy", "--defaults", "--data", "project_name=" + NAME,
                                "--data", "license=" + LICENSE, "--data", "coverage=%s" % str(COVERAGE).lower(),
                                os.path.join(TEMPLATES, "copier"), project], project)
    cookiecutter = python_tool("cookiecutter")
    if cookiecutter:
        # Its replay file and cache go to out/, not the user's home.
        config = os.path.join(out, "cookiecutter-config.yml")
        with open(config, "w") as f:
            f.write('cookiecutters_dir: "%s"\nreplay_dir: "%s"\n' % (os.path.join(out, "cookiecutter-cache"),
                                                                    os.path.join(out, "cookiecutter-replay")))
        made["cookiecutter"] = ([cookiecutter, "--no-input", "--config-file", config, "-o",
                                 os.path.join(out, "cookiecutter"), os.path.join(TEMPLATES, "cookiecutter"),
                                 "project_name=" + NAME, "license=" + LICENSE, "coverage=" + yes],
                                os.path.join(out, "cookiecutter", NAME))
    return made


def sides(binary, out):
    """A measure.Side per installed tool, bootstrap first; each run starts with no project."""
    result = []
    for name, (command, project) in commands(binary, out).items():
        def once(command=command, project=project):
            return measure.run(command, prepare=lambda: shutil.rmtree(project, ignore_errors=True))
        result.append((measure.Side(name, once), project))
    return result


def files(project):
    found = []
    for folder, _, names in os.walk(project):
        found += [os.path.relpath(os.path.join(folder, name), project) for name in names]
    return sorted(found)


def compare(projects):
    """Each tool made exactly the ten files (besides its answers record), byte for byte the same
    as bootstrap's. Returns {tool: "OK" or what differs}."""
    reference = projects["bootstrap new"]
    verdicts = {}
    for tool, project in projects.items():
        made = [path for path in files(project) if path not in RECORDS.get(tool, [])]
        problems = []
        if made != FILES:
            problems.append("files %s" % sorted(set(made) ^ set(FILES)))
        for path in FILES:
            mine, theirs = os.path.join(project, path), os.path.join(reference, path)
            if os.path.exists(mine) and os.path.exists(theirs):
                with open(mine, "rb") as a, open(theirs, "rb") as b:
                    if a.read() != b.read():
                        problems.append("differs: " + path)
        verdicts[tool] = "OK" if not problems else "DIFF " + "; ".join(problems)
    return verdicts
