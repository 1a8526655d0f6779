"""Timing one whole process, and series of them run pair by pair.

Every figure is a whole process: wall time from fork to exit, and that child's own CPU time and
peak memory (wait4's rusage). Comparisons between tools alternate their runs (A B A B ...): on a
machine whose speed drifts (other jobs, frequency scaling) both sides of a pair see the same
machine, so the ratio of each pair is steadier than the ratio of two medians taken minutes apart.
"""
import os
import statistics
import subprocess
import tempfile
import time


class RunFailed(Exception):
    pass


def run(command, cwd=None, env=None, prepare=None, capture=False):
    """One whole process: (wall ms, peak MB, CPU ms, stdout when `capture`, else ""). `prepare`
    runs first, untimed (a fresh copy of the project). Status lines go to /dev/null, as a CI job
    would keep them in a log; standard error to a file, not a pipe, so a chatty tool can never
    block on a full pipe while it is being timed."""
    if prepare:
        prepare()
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        started = time.perf_counter()
        process = subprocess.Popen(command, cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                                   stdout=out if capture else subprocess.DEVNULL, stderr=err)
        _, status, usage = os.wait4(process.pid, 0)
        elapsed = (time.perf_counter() - started) * 1000
        process.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        if process.returncode != 0:
            raise RunFailed("%s failed (%d):\n%s" % (" ".join(command), process.returncode,
                                                    err.read().decode(errors="replace")[-2000:]))
        return elapsed, usage.ru_maxrss / 1024.0, (usage.ru_utime + usage.ru_stime) * 1000, \
            out.read().decode(errors="replace")


class Side:
    """One tool's runs: a name, how to run once (a function returning run()'s tuple), samples.
    `warm` is the warm-up run when it should be cheaper than a sample (Rails at 10,000 gems takes
    minutes: a small template warms the same libraries)."""

    def __init__(self, name, once, warm=None):
        self.name = name
        self.once = once
        self.warm = warm or once
        self.walls, self.peaks, self.cpus, self.outputs = [], [], [], []
        # Its CPU time over the first side's, pair by pair (set by alternate()).
        self.cpu_ratios = []

    def sample(self):
        wall, peak, cpu, output = self.once()
        self.walls.append(wall)
        self.peaks.append(peak)
        self.cpus.append(cpu)
        self.outputs.append(output)
        return wall

    @property
    def wall(self):
        return statistics.median(self.walls)

    @property
    def cpu(self):
        return statistics.median(self.cpus)

    @property
    def peak(self):
        return max(self.peaks)


def alternate(sides, runs, paired=None, warm_up=True):
    """Runs the sides in turn, A B C A B C ..., after one discarded warm-up run of each (it brings
    the binary, the interpreter's libraries and the template into the page cache). The first side
    runs `runs` times; the others only in the first `paired` rounds (default: all), so an expensive
    reference can be sampled less. Returns, per other side, its ratio to the first in each round."""
    paired = runs if paired is None else min(paired, runs)
    if warm_up:
        for side in sides[:1] + (sides[1:] if paired else []):
            side.warm()
    ratios = {side.name: [] for side in sides[1:]}
    for round_ in range(runs):
        first = sides[0].sample()
        if round_ < paired:
            for side in sides[1:]:
                ratios[side.name].append(side.sample() / first)
    for side in sides[1:]:
        # The first side's samples of the paired rounds come first, so zip pairs them.
        side.cpu_ratios = [mine / theirs for theirs, mine in zip(sides[0].cpus, side.cpus)]
    return ratios


def spread(values, unit=""):
    """min / median / max, as the report prints them."""
    if not values:
        return "-"
    return "%s / %s / %s%s" % (figure(min(values)), figure(statistics.median(values)), figure(max(values)), unit)


def figure(value):
    return "%.0f" % value if value >= 1000 else "%.1f" % value
