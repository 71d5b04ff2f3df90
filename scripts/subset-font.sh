#!/bin/sh
# Rebuilds src/app/fonts/inter-latin-wght.woff2 from the Inter latin file it was cut from (kept in
# git history), with Debian's fonttools (apt-get install fonttools python3-brotli).
#
# Why: the font is preloaded, so its bytes are on the way to the first paint of every
# page; on a slow phone they were a fifth of what loads before it. The site uses weights 400-800
# only (font-normal to font-extrabold), and of Inter's OpenType features only kerning and
# tabular figures (tabular-nums); limiting the axis and dropping the rest takes 48 KB to 23 KB.
# Every character of the latin subset stays (accented names in addresses still render in Inter).
set -eu
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
git show da4cfb16c4cdcdf9143f18493c1d9dd78c0799ae:src/app/fonts/inter-latin-wght.woff2 > "$tmp/source.woff2"
fonttools varLib.instancer "$tmp/source.woff2" wght=400:800 -o "$tmp/limited.ttf"
pyftsubset "$tmp/limited.ttf" --unicodes='*' --layout-features=kern,tnum --no-hinting \
  --flavor=woff2 --output-file=src/app/fonts/inter-latin-wght.woff2
ls -l src/app/fonts/inter-latin-wght.woff2
