#!/usr/bin/env bash
# Makes the home page's hero video and its poster from generated Kigali scenes, with a slow
# pan/zoom on each and cross-fades between them. The last frame is the first one again, so the
# loop has no visible jump. Output (committed): public/hero/hero.webm, hero.mp4, hero-poster.webp.
#
# Needs ffmpeg with libvpx-vp9, libx264 and libwebp (Debian: apt-get install -y ffmpeg) and Node 24.
# Usage: scripts/make-hero-video.sh
set -euo pipefail

cd "$(dirname "$0")/.."
OUT=public/hero
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

FPS=25
CLIP=3.2   # seconds per scene
FADE=0.8   # cross-fade between scenes
SIZE=1280x720

command -v ffmpeg >/dev/null || { echo "ffmpeg is missing: apt-get install -y ffmpeg" >&2; exit 1; }
node scripts/make-hero-video.ts "$WORK" >/dev/null

N=$(awk "BEGIN { print int($CLIP * $FPS) }")
centre="x='iw/2-iw/zoom/2':y='ih/2-ih/zoom/2'"
zp() { echo "zoompan=$1:d=1:s=$SIZE:fps=$FPS,format=yuv420p,setsar=1"; }

# Scene 0 zooms in, scene 1 pans left to right, scene 2 zooms out; the tail is scene 0's first frame.
graph="\
[0:v]$(zp "z='1+0.08*on/$N':$centre")[a];\
[1:v]$(zp "z='1.12':x='(iw-iw/zoom)*on/$N':y='(ih-ih/zoom)/2'")[b];\
[2:v]$(zp "z='1.10-0.10*on/$N':x='iw/2-iw/zoom/2':y='(ih-ih/zoom)*0.55'")[c];\
[3:v]$(zp "z='1':$centre")[d];\
[a][b]xfade=transition=fade:duration=$FADE:offset=$(awk "BEGIN { print $CLIP - $FADE }")[ab];\
[ab][c]xfade=transition=fade:duration=$FADE:offset=$(awk "BEGIN { print 2 * ($CLIP - $FADE) }")[abc];\
[abc][d]xfade=transition=fade:duration=$FADE:offset=$(awk "BEGIN { print 3 * $CLIP - 3 * $FADE }")[v]"

inputs=()
for i in 0 1 2; do inputs+=(-loop 1 -framerate "$FPS" -t "$CLIP" -i "$WORK/scene-$i.png"); done
inputs+=(-loop 1 -framerate "$FPS" -t "$FADE" -i "$WORK/scene-0.png")

ffmpeg -hide_banner -loglevel error -y "${inputs[@]}" -filter_complex "$graph" -map "[v]" \
  -c:v ffv1 "$WORK/master.mkv"

mkdir -p "$OUT"
# VP9 in two passes for the smallest file at this quality; no audio track at all.
ffmpeg -hide_banner -loglevel error -y -i "$WORK/master.mkv" -an -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 \
  -deadline good -cpu-used 1 -pass 1 -passlogfile "$WORK/vp9" -f null /dev/null
ffmpeg -hide_banner -loglevel error -y -i "$WORK/master.mkv" -an -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 \
  -deadline good -cpu-used 1 -pass 2 -passlogfile "$WORK/vp9" "$OUT/hero.webm"
# H.264 for browsers without VP9 (older Safari); faststart so it can begin before it is all loaded.
ffmpeg -hide_banner -loglevel error -y -i "$WORK/master.mkv" -an -c:v libx264 -preset veryslow -crf 30 \
  -profile:v high -pix_fmt yuv420p -movflags +faststart "$OUT/hero.mp4"

# The poster is the video's first frame, so nothing jumps when playback starts.
ffmpeg -hide_banner -loglevel error -y -i "$WORK/master.mkv" -frames:v 1 "$WORK/poster.png"
ffmpeg -hide_banner -loglevel error -y -i "$WORK/poster.png" -c:v libwebp -quality 72 "$OUT/hero-poster.webp"

ls -l "$OUT"
