# reelsim chart style, loaded by every chart script of `reelsim plot` for each image it
# renders. It expects `format` ("png" or "svg"), `width` and `height` (pixels) to be set.
# One colour per drum (linetype N is drum N-1), a light grid, the legend outside the
# top right corner. Edit this file to restyle every chart of a folder at once.
if (format eq "svg") {
  set terminal svg size width,height enhanced font "Sans,12" background rgb "white"
} else {
  set terminal pngcairo size width,height enhanced font "Sans,11" background rgb "white"
}
set linetype 1 lc rgb "#1f77b4" lw 2
set linetype 2 lc rgb "#d62728" lw 2
set linetype 3 lc rgb "#2ca02c" lw 2
set linetype 4 lc rgb "#ff7f0e" lw 2
set linetype 5 lc rgb "#9467bd" lw 2
set linetype 6 lc rgb "#8c564b" lw 2
set linetype 7 lc rgb "#e377c2" lw 2
set linetype 8 lc rgb "#17becf" lw 2
set linetype cycle 8
set grid lc rgb "#dddddd" lw 1
set border lc rgb "#555555"
set key outside top right box opaque samplen 3 spacing 1.1
set tics nomirror
set mxtics 2
set mytics 2
set datafile missing "NaN"
set datafile commentschars "#"
