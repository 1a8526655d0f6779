# gnuplot -e "data='plot.tsv'; out='plot.png'; rails=1" plot.gp
# Columns of data: gems, bootstrap median ms, Rails median ms (NaN when Rails is absent).
set terminal pngcairo size 900,600 noenhanced
set output out
set title "Applying a template: time against gems (log-log)"
set logscale xy
set xlabel "gems (each with a callback: one append, one inject)"
set ylabel "milliseconds (median)"
set grid xtics ytics mxtics mytics
set key top left
if (rails) {
  plot data using 1:2 with linespoints pt 7 title "bootstrap (whole process)", \
       data using 1:3 with linespoints pt 5 title "Rails 6.1 (inside apply)"
} else {
  plot data using 1:2 with linespoints pt 7 title "bootstrap (whole process)"
}
