# gnuplot -e "series='series.tsv'; bars='bars.tsv'; out='plot.png'; rails=1" plot.gp
# series: gems, bootstrap median ms, Rails whole-process median ms, Rails walk-only median ms
#         (NaN when Rails is absent). bars: label, median ms, colour (1 bootstrap, 2 Rails,
#         3 copier, 4 cookiecutter).
set terminal pngcairo size 1400,600 noenhanced
set output out
set multiplot layout 1,2

set title "Generated templates: time against gems (log-log)"
set logscale xy
set xlabel "gems (each with a callback: one append, one inject)"
set ylabel "milliseconds (median)"
set grid xtics ytics mxtics mytics
set key top left
if (rails) {
  plot series using 1:2 with linespoints pt 7 lc 1 title "bootstrap apply (whole process)", \
       series using 1:3 with linespoints pt 5 lc 2 title "Rails 6.1 (whole process)", \
       series using 1:4 with linespoints pt 4 lc 2 dt 2 title "Rails 6.1 (the walk alone)"
} else {
  plot series using 1:2 with linespoints pt 7 lc 1 title "bootstrap apply (whole process)"
}

set title "Templates people write: whole process (median, log scale)"
unset logscale x
set logscale y
set xlabel ""
set grid noxtics ytics mytics
set xtics rotate by 30 right scale 0
set style fill solid 0.7 border -1
set boxwidth 0.6
set yrange [1:*]
set offsets 0.5, 0.5, 0, 0
plot bars using 0:2:3:xtic(1) with boxes lc variable notitle, \
     bars using 0:2:(sprintf("%.0f ms", $2)) with labels offset 0,0.8 notitle
unset multiplot
