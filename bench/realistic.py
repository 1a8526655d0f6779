"""The realistic-template benchmark: the repository's Rails example (examples/rails: config.yml and
runners) applied to a fresh `rails new` app by `bootstrap apply --no-run`, and the same template as
one plain `.rb` applied by real Rails with `bin/rails app:template LOCATION=...`, both whole process.

Neither side runs the template's commands (`rvm`, `bundle install`, `rails generate rspec:install`,
`git`): bootstrap skips them under `--no-run`, and the `.rb` begins with stand-ins that do the same
(status `skip`, result nil). So the skeleton holds what `rspec:install` would have written, and the
comparison is the template engines' work plus each tool's start-up (Ruby and the app's boot for
Rails).

Offline, `bin/rails` cannot resolve a `rails new` Gemfile (no network, and Debian packages only
parts of Rails). The skeleton is therefore made without the frameworks Debian's railties does not
bring (Active Record, Sprockets, mailers, ...), and `bin/rails` runs with `BUNDLE_GEMFILE` set to a
Gemfile of the three installed gems its `config/application.rb` requires. The app's own Gemfile is
still the one the template edits (Rails' `gem` writes `Gemfile` under the app's root).
"""
import os
import shutil
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
EXAMPLE = os.path.join(ROOT, "examples", "rails")
# examples/rails as one Rails template, with `runner 'BLOCK'` lines where each block's runner goes:
# the test suite's record of the same template (its gem lines are written once, there).
FIXTURE_TEMPLATE = os.path.join(ROOT, "Tests", "EndToEndTests", "Fixtures", "rails-example", "rails_template.rb")
# What `rails generate rspec:install` writes (the testing block's callbacks edit these files).
RSPEC_FILES = os.path.join(ROOT, "Tests", "Fixtures", "rails-skeleton")
RSPEC_PATHS = [".rspec", "spec/spec_helper.rb", "spec/rails_helper.rb"]
# The app is named `shop` on both sides: Rails takes app_name from the Application class, bootstrap
# from the folder.
APP = "shop"
# What bootstrap writes beside the template's files (its record of the run, docs/bootstrap-yml.md).
BOOTSTRAP_RECORDS = [".bootstrap.yml"]
RAILS_NEW_FLAGS = ["--skip-bundle", "--skip-webpack-install", "--skip-git", "--skip-javascript",
                   "--skip-active-record", "--skip-sprockets", "--skip-action-mailer",
                   "--skip-action-mailbox", "--skip-action-text", "--skip-active-storage",
                   "--skip-action-cable", "--skip-active-job", "--skip-test", "--skip-system-test",
                   "--skip-jbuilder", "--skip-spring", "--skip-bootsnap", "--skip-listen",
                   "--skip-turbolinks"]
# The installed gems `config/application.rb` of that skeleton requires.
OFFLINE_GEMFILE = 'source "https://rubygems.org"\ngem "railties"\ngem "actionpack"\ngem "activemodel"\n'

# bootstrap's --no-run and no-terminal behaviour, as singleton methods of Rails' AppGenerator (the
# template is instance_eval'd on it): commands (`run`, and `git`, `generate` and `rails_command`,
# which go through it) are skipped; `run_bundle` is such a command; `ask` takes its default.
PREAMBLE = """\
# examples/rails as one Rails template (written by bench/realistic.py): the runners of
# examples/rails/runners inlined where the block runs, each enabled gem of config.yml as its `gem`
# call and callback. The stand-ins below make Rails skip commands as `bootstrap apply --no-run` does.
def run(command, config = {})
  say_status :skip, "#{command} from \\".\\"", config.fetch(:verbose, true)
  nil
end

def run_bundle
  run "bundle install"
end

def ask(_statement, *args)
  options = args.last.is_a?(Hash) ? args.last : {}
  options[:default]
end

# Template sources (`template 'templates/...'`) are looked up in the example, as bootstrap does.
def source_paths
  [%%q(%s)]
end
"""
# `rails app:template` queues after_bundle blocks and never runs them; bootstrap runs them after
# the last block.
EPILOGUE = "\n# After the last block, as bootstrap does.\n@after_bundle_callbacks.each(&:call)\n"


def available():
    """Rails and the gems of the offline Gemfile: (True, None) or (False, why)."""
    if not shutil.which("rails") or not shutil.which("ruby"):
        return False, "Rails not installed"
    probe = subprocess.run(["ruby", "-e", 'require "rails"; require "action_controller"; require "active_model"'],
                           capture_output=True)
    if probe.returncode != 0:
        return False, "railties, actionpack or activemodel missing (Debian: ruby-railties, ruby-activemodel)"
    return True, None


def write_template(out):
    """The equivalent .rb: the fixture's lines with each `runner 'BLOCK'` replaced by that runner."""
    lines = [PREAMBLE % EXAMPLE]
    with open(FIXTURE_TEMPLATE) as f:
        for line in f:
            stripped = line.strip()
            if stripped.startswith("runner '"):
                block = stripped[len("runner '"):-1]
                path = os.path.join(EXAMPLE, "runners", block + ".rb")
                with open(path) as runner:
                    lines.append("\n# --- runners/%s.rb\n%s" % (block, runner.read()))
            else:
                lines.append(line)
    lines.append(EPILOGUE)
    path = os.path.join(out, "examples-rails.rb")
    with open(path, "w") as f:
        f.write("".join(lines))
    return path


def skeleton(out):
    """A `rails new` app (made once) holding what rspec:install writes; the offline Gemfile."""
    folder = os.path.join(out, "realistic-skeleton")
    app = os.path.join(folder, APP)
    if not os.path.exists(os.path.join(app, "config", "application.rb")):
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
        subprocess.run(["rails", "new", APP] + RAILS_NEW_FLAGS, cwd=folder, check=True,
                       stdout=subprocess.DEVNULL)
        for path in RSPEC_PATHS:
            os.makedirs(os.path.dirname(os.path.join(app, path)), exist_ok=True)
            shutil.copyfile(os.path.join(RSPEC_FILES, path), os.path.join(app, path))
    gemfile = os.path.join(out, "offline", "Gemfile")
    os.makedirs(os.path.dirname(gemfile), exist_ok=True)
    with open(gemfile, "w") as f:
        f.write(OFFLINE_GEMFILE)
    return app, gemfile


def rails_command(template):
    return ["ruby", "bin/rails", "app:template", "LOCATION=" + template]


def rails_env(gemfile):
    return dict(os.environ, BUNDLE_GEMFILE=gemfile, RAILS_ENV="development")


def boot_leftovers(skel, gemfile, work):
    """What Rails' boot writes by itself (its log, tmp/cache): found by applying an empty template,
    so the tree comparison leaves those out and nothing else."""
    empty = os.path.join(work, "empty.rb")
    with open(empty, "w") as f:
        f.write("# nothing\n")
    copy = os.path.join(work, "empty", APP)
    shutil.rmtree(os.path.dirname(copy), ignore_errors=True)
    shutil.copytree(skel, copy, symlinks=True)
    subprocess.run(rails_command(empty), cwd=copy, env=rails_env(gemfile), check=True, stdout=subprocess.DEVNULL)
    return sorted(set(tree(copy)) - set(tree(skel)))


def tree(root):
    """Every file and folder under root, relative."""
    paths = []
    for folder, dirs, files in os.walk(root):
        for name in dirs + files:
            paths.append(os.path.relpath(os.path.join(folder, name), root))
    return paths


def same_tree(left, right, ignore):
    """The two apps hold the same paths and bytes, apart from `ignore` (the boot's own files).
    Returns (True, "") or (False, the first differences)."""
    a = {p for p in tree(left) if not p.startswith(tuple(ignore))}
    b = {p for p in tree(right) if not p.startswith(tuple(ignore))}
    differences = ["only in bootstrap's: " + p for p in sorted(a - b)] + ["only in Rails': " + p for p in sorted(b - a)]
    for path in sorted(a & b):
        l, r = os.path.join(left, path), os.path.join(right, path)
        if os.path.isfile(l) and os.path.isfile(r):
            with open(l, "rb") as x, open(r, "rb") as y:
                if x.read() != y.read():
                    differences.append("differs: " + path)
    return not differences, "; ".join(differences[:5])
