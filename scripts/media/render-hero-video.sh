#!/bin/sh
# Renders the home page's background loop and its poster from ffmpeg's own
# sources (no third-party footage): slowly drifting blurred lights on navy.
# Needs ffmpeg with libx264, libvpx-vp9 and libwebp (apt-get install -y ffmpeg imagemagick).
# Usage: sh scripts/media/render-hero-video.sh   (from the repository root; takes a few minutes)
set -eu
OUT=public
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
W=640; H=360; D=8; R=24
# One full turn of every motion per D seconds, so the last frame leads back into the first: a seamless loop.
P="(2*PI*T/$D)"
B1="exp(-(pow(X-W*(0.28+0.10*cos($P)),2)+pow(Y-H*(0.38+0.16*sin($P)),2))/pow(W*0.30,2))"
B2="exp(-(pow(X-W*(0.74+0.09*sin($P+1)),2)+pow(Y-H*(0.64+0.14*cos($P+1)),2))/pow(W*0.26,2))"
B3="exp(-(pow(X-W*(0.58+0.16*cos($P+2)),2)+pow(Y-H*(0.22+0.10*sin(2*$P)),2))/pow(W*0.11,2))"
G="(0.55+0.45*(X/W+Y/H)/2)"
RED="st(0,$B1);st(1,$B2);st(2,$B3);11*$G+ 26*ld(0)+ 20*ld(1)+ 150*ld(2)*0.35"
GREEN="st(0,$B1);st(1,$B2);st(2,$B3);22*$G+ 55*ld(0)+ 70*ld(1)+ 100*ld(2)*0.35"
BLUE="st(0,$B1);st(1,$B2);st(2,$B3);51*$G+130*ld(0)+110*ld(1)+  10*ld(2)*0.35"
# Static grain (no temporal flag) hides banding in the gradients without costing bitrate.
ffmpeg -y -hide_banner -loglevel error -f lavfi \
  -i "color=c=black:s=${W}x${H}:r=$R:d=$D,format=gbrp,geq=r='$RED':g='$GREEN':b='$BLUE',scale=1280:720:flags=bicubic,noise=alls=3:allf=u" \
  -c:v ffv1 -pix_fmt gbrp "$TMP/master.mkv"
mkdir -p "$OUT/video" "$OUT/images"
ffmpeg -y -hide_banner -loglevel error -i "$TMP/master.mkv" -an -c:v libx264 -preset veryslow -crf 30 \
  -pix_fmt yuv420p -profile:v high -tune grain -movflags +faststart "$OUT/video/hero.mp4"
ffmpeg -y -hide_banner -loglevel error -i "$TMP/master.mkv" -an -c:v libvpx-vp9 -crf 36 -b:v 0 -row-mt 1 \
  -deadline good -cpu-used 2 -pix_fmt yuv420p "$OUT/video/hero.webm"
# The poster is the first frame, so nothing jumps when playback starts.
ffmpeg -y -hide_banner -loglevel error -i "$TMP/master.mkv" -frames:v 1 "$TMP/poster.png"
convert "$TMP/poster.png" -quality 80 -define webp:method=6 "$OUT/images/hero-poster.webp"
ls -l "$OUT/video/hero.mp4" "$OUT/video/hero.webm" "$OUT/images/hero-poster.webp"
