#!/bin/bash
# Renders the abstract course-page and article images with ImageMagick: navy gradient, soft glows, a faint dot
# grid and a line-art icon on the right (left side kept dark for text laid over it).
# Usage: bash scripts/media/render-stills.sh   (from the repository root; apt-get install -y imagemagick)
set -eu
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
OUT=${OUT:-public/images}
NAVY='#13244f'; DEEP='#0b1633'; BLUE='#1e3a8a'; AMBER='#f59e0b'

# base W H glowX glowY out.png
base() {
  local w=$1 h=$2 gx=$3 gy=$4 out=$5
  convert -size ${w}x${h} -define gradient:angle=120 gradient:"$DEEP"-"$BLUE" \
    \( -size $((w*2/3))x$((w*2/3)) radial-gradient:'rgba(245,158,11,0.22)'-'rgba(245,158,11,0)' \) -geometry +$((gx - w/3))+$((gy - w/3)) -composite \
    \( -size $((w))x$((w)) radial-gradient:'rgba(59,130,246,0.30)'-'rgba(59,130,246,0)' \) -geometry +$((w/10 - w/2))+$((h - w/2)) -composite \
    \( -size ${w}x${h} xc:none -fill 'rgba(255,255,255,0.06)' -draw "$(dots $w $h)" \) -composite \
    \( -size ${w}x${h} -define gradient:angle=90 gradient:'rgba(11,22,51,0.85)'-'rgba(11,22,51,0)' \) -composite \
    "$out"
}

dots() {
  local w=$1 h=$2 s=32 x y cmd=""
  for ((y = s/2; y < h; y += s)); do for ((x = w/2; x < w; x += s)); do cmd+="circle $x,$y $((x+1)),$y "; done; done
  echo "$cmd"
}

# icon base.png "draw primitives (white lines)" "draw primitives (amber accents)" out.webp quality [amber fills]
icon() {
  local in=$1 white=$2 amber=$3 out=$4 q=$5 fills=${6:-} size
  size=$(identify -format %wx%h "$in")
  convert "$in" \
    \( -size $size xc:none -stroke none -fill 'rgba(245,158,11,0.16)' -draw "${fills:-point 0,0}" -blur 0x3 \) -composite \
    \( -size $size xc:none -stroke 'rgba(255,255,255,0.9)' -strokewidth 10 -fill none -draw "stroke-linejoin round stroke-linecap round $white" \
       -stroke "$AMBER" -draw "stroke-linejoin round stroke-linecap round $amber" -channel A -evaluate multiply 0.55 +channel \
       \( +clone -blur 0x14 \) +swap -composite \) -composite \
    -quality $q -define webp:method=6 "$out"
}

mkdir -p "$OUT/courses" "$OUT/blog"

# Course heroes 1600x600: icon centred around x≈1250.
base 1600 600 1250 300 "$TMP/c.png"
# Door supervisor / security: a door in its frame beside a shield.
icon "$TMP/c.png" \
  "roundrectangle 1120,110 1380,520 10,10 rectangle 1150,140 1350,520 line 1180,180 1320,180 line 1180,300 1320,300 line 1180,330 1320,330 line 1180,470 1320,470" \
  "circle 1320,330 1330,330 path 'M 1470,210 L 1560,245 L 1560,330 Q 1560,420 1470,465 Q 1380,420 1380,330 L 1380,245 Z' polyline 1430,335 1460,370 1515,300" \
  "$OUT/courses/security.webp" 72
# First aid: a cross in a rounded square, with a heartbeat line.
icon "$TMP/c.png" \
  "polyline 900,330 1020,330 1050,260 1090,420 1120,300 1140,330 1180,330 roundrectangle 1180,150 1460,430 36,36 polyline 1460,330 1560,330" \
  "path 'M 1290,200 L 1350,200 L 1350,260 L 1410,260 L 1410,320 L 1350,320 L 1350,380 L 1290,380 L 1290,320 L 1230,320 L 1230,260 L 1290,260 Z'" \
  "$OUT/courses/first-aid.webp" 72
# CCTV: a camera on a wall bracket with its field of view.
icon "$TMP/c.png" \
  "line 1480,120 1480,240 line 1480,180 1400,180 line 1400,180 1380,220 path 'M 1150,190 L 1400,230 L 1380,330 L 1130,290 Z' path 'M 1130,250 L 1080,245 L 1070,300 L 1122,308'" \
  "circle 1350,255 1358,255" \
  "$OUT/courses/cctv.webp" 72 "path 'M 1078,268 L 760,600 L 1100,600 Z'"

# Article images 1200x630: icon centred around x≈900.
base 1200 630 900 315 "$TMP/b.png"
icon "$TMP/b.png" \
  "roundrectangle 700,190 1100,450 24,24 rectangle 740,240 860,380 line 900,260 1060,260 line 900,310 1060,310 line 900,360 1010,360" \
  "circle 800,290 800,318 path 'M 760,380 Q 800,330 840,380' line 740,410 1060,410" \
  "$OUT/blog/how-to-get-your-sia-door-supervisor-licence-2026.webp" 72
icon "$TMP/b.png" \
  "arc 760,200 1020,460 200,340 arc 760,200 1020,460 20,160" \
  "polyline 1025,249 1012,286 978,266 polyline 755,411 768,375 802,394 line 890,390 890,270 polyline 855,305 890,270 925,305" \
  "$OUT/blog/sia-top-up-training-explained.webp" 72
icon "$TMP/b.png" \
  "polyline 600,330 700,330 730,250 770,420 800,300 820,330 860,330 roundrectangle 860,190 1100,430 32,32 polyline 1100,330 1160,330" \
  "path 'M 955,240 L 1005,240 L 1005,285 L 1050,285 L 1050,335 L 1005,335 L 1005,380 L 955,380 L 955,335 L 910,335 L 910,285 L 955,285 Z'" \
  "$OUT/blog/emergency-first-aid-at-work-employers-guide.webp" 72
icon "$TMP/b.png" \
  "roundrectangle 680,180 840,280 8,8 roundrectangle 860,180 1020,280 8,8 roundrectangle 680,300 840,400 8,8 roundrectangle 860,300 1020,400 8,8 line 780,450 920,450 line 850,400 850,450" \
  "circle 760,230 775,230 polyline 880,260 920,220 950,245 1000,200 line 700,380 820,320 rectangle 900,330 980,370" \
  "$OUT/blog/working-as-a-cctv-operator-a-day-in-the-life.webp" 72
ls -l "$OUT/courses" "$OUT/blog"
