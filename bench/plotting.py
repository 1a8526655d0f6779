"""bench/out/results.tsv (every figure) and bench/out/plot.png: the gem series as lines (gnuplot,
plot.gp; matplotlib when gnuplot is missing) beside bars of the realistic template and the small
project per tool."""
import os
import shutil
import statistics
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
COLOURS = {"bootstrap": 1, "Rails": 2, "rails": 2, "copier": 3, "cookiecutter": 4}


def colour(tool):
    return COLOURS.get(tool.split()[0], 5)


def write_results(out, rows, template_results, singles):
    with open(os.path.join(out, "results.tsv"), "w") as f:
        f.write("what\ttool\twall_min_ms\twall_median_ms\twall_max_ms\tcpu_median_ms\tpeak_mb\tratio_median\tcpu_ratio_median\tsame\n")

        def line(what, side, ratios, same):
            if side.walls:
                f.write("%s\t%s\t%.1f\t%.1f\t%.1f\t%.1f\t%.1f\t%s\t%s\t%s\n" % (
                    what, side.name, min(side.walls), side.wall, max(side.walls), side.cpu, side.peak,
                    "%.2f" % statistics.median(ratios) if ratios else "",
                    "%.2f" % statistics.median(side.cpu_ratios) if side.cpu_ratios else "", "" if same is None else same))
        for r in rows:
            line("%d gems" % r["gems"], r["boot"], [], None)
            if r["rails"]:
                line("%d gems" % r["gems"], r["rails"], r["ratios"], "OK" if r["same"] else "DIFF")
        for what, side, ratios, verdict in template_results:
            line(what, side, ratios, verdict)
        for side in singles:
            line(side.name, side, [], None)


def plot(out, rows, template_results, rails):
    series = os.path.join(out, "series.tsv")
    with open(series, "w") as f:
        for r in rows:
            walk = "%.2f" % r["walk"] if r["walk"] else "NaN"
            f.write("%d\t%.2f\t%s\t%s\n" % (r["gems"], r["boot"].wall, "%.2f" % r["rails"].wall if r["rails"] else "NaN", walk))
    bars = os.path.join(out, "bars.tsv")
    measured = [(what, side) for what, side, _, _ in template_results if side.walls]
    with open(bars, "w") as f:
        for what, side in measured:
            f.write('"%s: %s"\t%.2f\t%d\n' % (what, side.name, side.wall, colour(side.name)))
    png = os.path.join(out, "plot.png")
    if shutil.which("gnuplot"):
        subprocess.run(["gnuplot", "-e", "series='%s'; bars='%s'; out='%s'; rails=%d" % (series, bars, png, 1 if rails else 0),
                        os.path.join(HERE, "plot.gp")], check=True)
        return png
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return None
    figure, (left, right) = plt.subplots(1, 2, figsize=(14, 6))
    gems = [r["gems"] for r in rows]
    left.loglog(gems, [r["boot"].wall for r in rows], "o-", label="bootstrap apply (whole process)")
    if rails:
        left.loglog(gems, [r["rails"].wall for r in rows], "s-", label="Rails 6.1 (whole process)")
        left.loglog(gems, [r["walk"] for r in rows], "s--", label="Rails 6.1 (the walk alone)")
    left.set_xlabel("gems (each with a callback: one append, one inject)")
    left.set_ylabel("milliseconds (median)")
    left.legend()
    left.grid(True, which="both", alpha=0.3)
    right.bar(range(len(measured)), [side.wall for _, side in measured], log=True,
              color=["C%d" % (colour(side.name) - 1) for _, side in measured])
    right.set_xticks(range(len(measured)), ["%s: %s" % (what, side.name) for what, side in measured], rotation=25, ha="right")
    right.set_title("Templates people write: whole process (median)")
    figure.tight_layout()
    figure.savefig(png, dpi=100)
    return png
