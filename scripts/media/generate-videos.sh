#!/usr/bin/env bash
# Generates every looping background / explainer video of the website with ffmpeg filters only.
#
#   scripts/media/generate-videos.sh                 # all videos
#   scripts/media/generate-videos.sh home-hero tech  # only videos whose name contains one of the words
#
# For each video NAME it writes apps/server/assets/video/NAME.mp4 (H.264, yuv420p, faststart, no
# audio), NAME.webm (VP9, no audio) and NAME.jpg (poster = first frame of the loop).
#
# How a video is built (see README.md):
#   1. a static "base" picture (navy gradient, grid, bus lines, devices, caption) is drawn once
#      with geq/drawgrid/drawbox/drawtext;
#   2. an "energy" layer is animated at 72 fps on black: glowing dots travel along the bus lines
#      (overlay with time expressions), lagfun gives them light trails, then pulsing rings are added;
#   3. the energy layer is screen-blended over the base, animated text is drawn, a warm-up
#      period is trimmed (so the trails are already there on frame 1) and the result is encoded.
# Every motion is periodic with the video duration, so the loops are seamless.
set -euo pipefail

ROOT="${MEDIA_ROOT:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)}"
OUT="$ROOT/apps/server/assets/video"
ONLY=("$@")
FONT_DIR=/usr/share/fonts/truetype/liberation
FONT_R="$FONT_DIR/LiberationSans-Regular.ttf"
FONT_B="$FONT_DIR/LiberationSans-Bold.ttf"
FPS=24        # delivery frame rate
EFPS=72       # energy-layer frame rate (smooth light trails)
WARM=2        # seconds rendered before the loop starts and then trimmed
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$OUT"

command -v ffmpeg >/dev/null || { echo "ffmpeg is required" >&2; exit 1; }
for f in "$FONT_R" "$FONT_B"; do [ -f "$f" ] || { echo "missing font $f (apt-get install fonts-liberation)" >&2; exit 1; }; done

# Brand colours (ffmpeg colour syntax)
NAVY900=0x061a30; NAVY800=0x0b2a4a; NAVY700=0x123b63; TEAL=0x39d0a8; TEAL2=0x1fa884; AMBER=0xf2a93b
TEAL_RGB="57 208 168"; AMBER_RGB="242 169 59"; WHITE_RGB="235 250 246"

# ---------------------------------------------------------------------------------------------
# Per-video state
W=0; H=0; D=0; BASE=""; E=""; RINGS=""; POST=""; N=0; CUR=""; RCUR=""

begin() { # W H D
  W=$1; H=$2; D=$3; BASE=""; E=""; RINGS=""; POST=""; N=0
  local total; total=$(awk -v d="$D" -v w="$WARM" 'BEGIN{print d+w}')
  E="color=black:s=${W}x${H}:r=${EFPS}:d=${total},format=gbrp[e0];"
  CUR=e0; RCUR=lag24
}
base() { BASE="${BASE:+$BASE,}$*"; }
post() { POST="${POST:+$POST,}$*"; }

# Background: diagonal navy gradient plus a soft teal glow centred on (gx, gy) with radius r.
background() { # gx gy r [strength]
  local gx=$1 gy=$2 r=$3 k=${4:-0.32}
  local s="clip(0.55*X/W+0.45*Y/H\,0\,1)" g="$k*exp(-((X-$gx)*(X-$gx)+(Y-$gy)*(Y-$gy))/(2*$r*$r))"
  base "geq=r='6+12*$s+31*$g':g='26+33*$s+168*$g':b='48+51*$s+132*$g'"
}
grid() { base "drawgrid=w=${1:-40}:h=${1:-40}:t=1:c=white@${2:-0.035}"; }

# Static drawing primitives (base picture)
rect()  { base "drawbox=x=$1:y=$2:w=$3:h=$4:c=$5:t=fill"; }          # x y w h colour
frame() { base "drawbox=x=$1:y=$2:w=$3:h=$4:c=$5:t=${6:-2}"; }       # x y w h colour [thickness]
# Orthogonal polyline of thickness t: "x0,y0 x1,y1 ..."
wire() { # points colour [thickness]
  local pts=$1 col=$2 t=${3:-2} x y w h
  local segs; segs=$(awk -v pts="$pts" -v t="$t" 'BEGIN{n=split(pts,a," ");
    for(i=1;i<n;i++){split(a[i],p,",");split(a[i+1],q,",");
      x=(p[1]<q[1]?p[1]:q[1]); y=(p[2]<q[2]?p[2]:q[2]); w=p[1]-q[1]; h=p[2]-q[2];
      w=(w<0?-w:w); h=(h<0?-h:h);
      if(w==0){x-=int(t/2); w=t; h+=t-int(t/2)} else {y-=int(t/2); h=t; w+=t-int(t/2)}
      printf "%d %d %d %d\n", x,y,w,h}}')
  while read -r x y w h; do rect "$x" "$y" "$w" "$h" "$col"; done <<<"$segs"
}
# Text is passed through files (expansion=none), so no filtergraph escaping is needed.
# (textfile sets TF; it must not run in a subshell, or the counter would not advance)
TXT=0; TF=""
textfile() { TXT=$((TXT + 1)); TF="$TMP/text-$TXT.txt"; printf '%s' "$1" >"$TF"; }
text() { # x y size colour font "text" [extra drawtext options]
  local f; textfile "$6"; f=$TF
  base "drawtext=fontfile=$5:textfile=$f:expansion=none:x=$1:y=$2:fontsize=$3:fontcolor=$4${7:+:$7}"
}
# Animated text drawn after compositing; in the alpha expression U is the loop time.
ptext() { # x y size colour font "text" alpha-expression-in-U
  local f a; textfile "$6"; f=$TF; a=${7//U/(t-$WARM)}
  post "drawtext=fontfile=$5:textfile=$f:expansion=none:x=$1:y=$2:fontsize=$3:fontcolor=$4:alpha='$a'"
}
# A device: filled box, outline, optional centred label.
device() { # x y w h [label] [label-size]
  rect "$1" "$2" "$3" "$4" "${NAVY800}@0.96"
  frame "$1" "$2" "$3" "$4" "${TEAL}@0.85" 2
  if [ -n "${5:-}" ]; then
    text "($1+$3/2-text_w/2)" "($2+$4/2-text_h/2)" "${6:-14}" "white@0.9" "$FONT_B" "$5"
  fi
}
# Understated caption in the lower-left corner: a short teal bar and the text.
caption() { # "text" [size]
  local sz=${2:-22} x=$((W/20)) y=$((H - H/9))
  rect "$x" "$((y + sz/2 - 1))" 28 3 "$TEAL"
  text "$((x + 40))" "$y" "$sz" "white@0.92" "$FONT_B" "$1"
}

# ---------------------------------------------------------------------------------------------
# Energy layer
sprite_dot() { # size "r g b" -> geq source for a glowing dot with a white-hot core
  local s=$1 c=$2 r g b; read -r r g b <<<"$c"
  local h; h=$(awk -v s="$s" 'BEGIN{print s/2}')
  local d2="((X-$h)*(X-$h)+(Y-$h)*(Y-$h))"
  local sig; sig=$(awk -v s="$s" 'BEGIN{printf "%.2f", (s/5)*(s/5)}')
  local core="exp(-$d2/($sig*0.22))"
  printf "color=black@0:s=%dx%d:r=%d,format=rgba,geq=r='%d+%d*%s':g='%d+%d*%s':b='%d+%d*%s':a='255*min(1\\,exp(-%s/(2*%s))+%s)'" \
    "$s" "$s" "$EFPS" "$r" "$((255-r))" "$core" "$g" "$((255-g))" "$core" "$b" "$((255-b))" "$core" "$d2" "$sig" "$core"
}
# Period (seconds) so that a dot moves at about $2 px/s along a path of length $1 and the loop closes.
period_for() { awk -v len="$1" -v v="$2" -v d="$D" 'BEGIN{k=int(d*v/len+0.5); if(k<1)k=1; printf "%.6f", d/k}'; }
path_len() { awk -v pts="$1" 'BEGIN{n=split(pts,a," ");L=0;for(i=1;i<n;i++){split(a[i],p,",");split(a[i+1],q,",");L+=sqrt((q[1]-p[1])^2+(q[2]-p[2])^2)}print L}'; }
# Piecewise-linear position along a polyline as a function of ld(0) in [0,1]; $2 = x or y.
path_expr() {
  awk -v pts="$1" -v which="$2" 'BEGIN{n=split(pts,a," ");
    for(i=1;i<=n;i++){split(a[i],c,",");x[i]=c[1];y[i]=c[2]}
    L[1]=0; for(i=2;i<=n;i++){L[i]=L[i-1]+sqrt((x[i]-x[i-1])^2+(y[i]-y[i-1])^2)}
    T=L[n]; e=""; cl="";
    for(i=1;i<n;i++){a0=L[i]/T;a1=L[i+1]/T; if(a1==a0)continue;
      if(which=="x"){v0=x[i];dv=x[i+1]-x[i]}else{v0=y[i];dv=y[i+1]-y[i]}
      f=sprintf("%g+%g*(ld(0)-%g)",v0,dv/(a1-a0),a0);
      if(i<n-1){e=e sprintf("if(lt(ld(0)\\,%g)\\,%s\\,",a1,f);cl=cl")"}else{e=e f}}
    print e cl}'
}
# A train of glowing dots travelling along a path.
flow() { # "points" speed count [colour-rgb] [size] [phase0]
  local pts=$1 v=$2 cnt=$3 col=${4:-$TEAL_RGB} sz=${5:-22} ph0=${6:-0}
  local len P ex ey i
  len=$(path_len "$pts"); P=$(period_for "$len" "$v")
  ex=$(path_expr "$pts" x); ey=$(path_expr "$pts" y)
  for ((i = 0; i < cnt; i++)); do
    local ph; ph=$(awk -v i="$i" -v c="$cnt" -v p="$ph0" 'BEGIN{printf "%.4f", p+i/c}')
    N=$((N + 1))
    E+="$(sprite_dot "$sz" "$col")[s$N];"
    E+="[$CUR][s$N]overlay=eval=frame:format=gbrp:x='st(0\\,mod(t/$P+$ph\\,1));$ex-w/2':y='st(0\\,mod(t/$P+$ph\\,1));$ey-h/2'[e$N];"
    CUR=e$N
  done
}
# Expanding ring (drawn after the trails): centre, max radius, period, phase, colour
ring() { # cx cy rmax period [phase] [colour-rgb] [width]
  local cx=$1 cy=$2 R=$3 P=$4 ph=${5:-0} col=${6:-$TEAL_RGB} wd=${7:-3} r g b
  read -r r g b <<<"$col"
  local hs=$((R + 4)) hc=$(((R + 4) / 2)) c=$((R + 4))
  N=$((N + 1))
  # computed at half resolution (soft shape) and scaled up: geq is the expensive part
  RINGS+="color=black@0:s=${hs}x${hs}:r=$FPS,format=rgba,geq=r=$r:g=$g:b=$b:a='st(0\\,mod(T/$P+$ph\\,1));st(1\\,2*hypot(X-$hc\\,Y-$hc)-(0.12+0.88*ld(0))*$R);200*(1-ld(0))*(1-ld(0))*exp(-ld(1)*ld(1)/$wd)',scale=$((2 * hs)):$((2 * hs))[s$N];"
  RINGS+="[$RCUR][s$N]overlay=x=$((cx - c)):y=$((cy - c))[r$N];"
  RCUR=r$N
}
# Breathing glow (a soft blob whose brightness pulses with the given period)
glow() { # cx cy radius period [phase] [colour-rgb] [peak]
  local cx=$1 cy=$2 R=$3 P=$4 ph=${5:-0} col=${6:-$TEAL_RGB} pk=${7:-150} r g b
  read -r r g b <<<"$col"
  local hr=$((R / 2))
  N=$((N + 1))
  RINGS+="color=black@0:s=${R}x${R}:r=$FPS,format=rgba,geq=r=$r:g=$g:b=$b:a='$pk*(0.55+0.45*sin(2*PI*(T/$P+$ph)))*exp(-(pow(X-$hr\\,2)+pow(Y-$hr\\,2))/($hr*$hr/5))',scale=$((2 * R)):$((2 * R))[s$N];"
  RINGS+="[$RCUR][s$N]overlay=x=$((cx - R)):y=$((cy - R))[r$N];"
  RCUR=r$N
}

# A single dot following arbitrary x(t), y(t) expressions (t = time); leaves a trail.
dot_at() { # x-expr y-expr [colour-rgb] [size]
  local col=${3:-$TEAL_RGB} sz=${4:-22}
  N=$((N + 1))
  E+="$(sprite_dot "$sz" "$col")[s$N];"
  E+="[$CUR][s$N]overlay=eval=frame:format=gbrp:x='$1-w/2':y='$2-h/2'[e$N];"
  CUR=e$N
}
# A travelling sine wave drawn as a glowing line inside the box x y w h (after the trails).
wave() { # x y w h amplitude wavelength period [phase] [colour-rgb] [phase-wobble]
  local x=$1 y=$2 w=$3 h=$4 A=$5 L=$6 P=$7 ph=${8:-0} col=${9:-$TEAL_RGB} wob=${10:-0} r g b
  read -r r g b <<<"$col"
  local cy=$((h / 2))
  N=$((N + 1))
  RINGS+="color=black@0:s=${w}x${h}:r=$FPS,format=rgba,geq=r=$r:g=$g:b=$b:a='st(0\\,Y-$cy-$A*sin(2*PI*(X/$L-T/$P+$ph+$wob*sin(2*PI*T/$D))));min(255\\,235*exp(-ld(0)*ld(0)/5)+60*exp(-ld(0)*ld(0)/60))'[s$N];"
  RINGS+="[$RCUR][s$N]overlay=x=$x:y=$y[r$N];"
  RCUR=r$N
}
# Alpha of a text shown during [a, b) of the loop, with fades of f seconds.
window() { # a b [fade]
  local a=$1 b=$2 f=${3:-0.4}
  printf 'clip(min(mod(U-(%s)+%s,%s)/%s,((%s)-(%s)-mod(U-(%s)+%s,%s))/%s),0,1)' "$a" "$D" "$D" "$f" "$b" "$a" "$a" "$D" "$D" "$f"
}

# Build, render the lossless master, then encode mp4 / webm / jpg within the size budget.
render() { # name budget-bytes
  local name=$1 budget=$2
  local total; total=$(awk -v d="$D" -v w="$WARM" 'BEGIN{print d+w}')
  local base_png="$TMP/$name-base.png" master="$TMP/$name.mkv" fg="$TMP/$name.fg"
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=black:s=${W}x${H}:d=1,format=rgb24" \
    -vf "$BASE" -frames:v 1 "$base_png"
  {
    printf '%s\n' "$E"
    printf '[%s]lagfun=decay=0.955,fps=%d[lag24];\n' "$CUR" "$FPS"
    printf '%s\n' "$RINGS"
    printf '[%s]null[en];\n' "$RCUR"
    printf '[0:v]format=gbrp[bg];\n'
    printf '[bg][en]blend=all_mode=screen:shortest=1,format=yuv444p%s,trim=start=%s,setpts=PTS-STARTPTS,format=yuv420p[out]\n' \
      "${POST:+,$POST}" "$WARM"
  } >"$fg"
  ffmpeg -hide_banner -loglevel error -y -loop 1 -framerate "$FPS" -t "$total" -i "$base_png" \
    -filter_complex_script "$fg" -map '[out]' -r "$FPS" -t "$D" -c:v ffv1 "$master"
  encode "$name" "$budget" "$master"
}

encode() { # name budget master
  local name=$1 budget=$2 master=$3 crf size
  local mp4="$TMP/$name.mp4" webm="$TMP/$name.webm" jpg="$TMP/$name.jpg"
  crf=${CRF_X264:-25}
  while :; do
    ffmpeg -hide_banner -loglevel error -y -i "$master" -an -c:v libx264 -profile:v high -preset slow \
      -tune animation -crf "$crf" -pix_fmt yuv420p -g $((FPS * 4)) -movflags +faststart "$mp4"
    size=$(stat -c %s "$mp4")
    [ "$size" -le "$budget" ] || [ "$crf" -ge 40 ] && break
    crf=$((crf + 2))
  done
  echo "  $name.mp4  $((size / 1024)) KB (crf $crf)"
  crf=${CRF_VP9:-36}
  while :; do
    ffmpeg -hide_banner -loglevel error -y -i "$master" -an -c:v libvpx-vp9 -b:v 0 -crf "$crf" \
      -deadline good -cpu-used 3 -row-mt 1 -g $((FPS * 4)) -pix_fmt yuv420p "$webm"
    size=$(stat -c %s "$webm")
    [ "$size" -le "$budget" ] || [ "$crf" -ge 56 ] && break
    crf=$((crf + 3))
  done
  echo "  $name.webm $((size / 1024)) KB (crf $crf)"
  ffmpeg -hide_banner -loglevel error -y -i "$master" -frames:v 1 -q:v 4 "$jpg"
  echo "  $name.jpg  $(($(stat -c %s "$jpg") / 1024)) KB"
  mv -f "$mp4" "$webm" "$jpg" "$OUT/"
  rm -f "$master"
}

want() {
  [ ${#ONLY[@]} -eq 0 ] && return 0
  local w; for w in "${ONLY[@]}"; do [[ "$1" == *"$w"* ]] && return 0; done
  return 1
}
KB=1024

# ---------------------------------------------------------------------------------------------
# Videos

# Home hero, desktop: sources converge on a Power Router, which feeds loads; rings = regulation.
home_hero_desktop() {
  begin 1280 720 8
  background 930 370 380 0.22
  grid 40 0.03
  local dim="${TEAL}@0.22" mid="${TEAL}@0.40"
  wire "0,170 740,170 740,330 860,330" "$dim"
  wire "0,370 860,370" "$mid"
  wire "0,570 740,570 740,410 860,410" "$dim"
  wire "1000,330 1080,330 1080,230 1180,230" "$mid"
  wire "1000,370 1180,370" "$mid"
  wire "1000,410 1080,410 1080,510 1180,510" "$mid"
  wire "930,300 930,0" "$dim"
  wire "930,440 930,720" "$dim"
  for y in 230 370 510; do device 1180 $((y - 22)) 44 44; rect 1192 $((y - 10)) 20 20 "${TEAL}@0.35"; done
  device 860 300 140 140
  rect 876 318 108 6 "${TEAL}@0.55"
  for row in 345 380; do
    for i in 0 1 2 3; do rect $((878 + i * 27)) $row 18 18 "$NAVY700"; frame $((878 + i * 27)) $row 18 18 "${TEAL}@0.7" 1; done
  done
  rect 876 414 60 4 "${AMBER}@0.8"
  flow "0,170 740,170 740,330 860,330" 210 3
  flow "0,370 860,370" 230 3 "$TEAL_RGB" 22 0.15
  flow "0,570 740,570 740,410 860,410" 210 3 "$TEAL_RGB" 22 0.5
  flow "1000,330 1080,330 1080,230 1180,230" 150 2
  flow "1180,370 1000,370" 150 2 "$AMBER_RGB" 20
  flow "1000,410 1080,410 1080,510 1180,510" 150 2 "$TEAL_RGB" 22 0.25
  flow "930,0 930,300" 140 1 "$TEAL_RGB" 20
  flow "930,440 930,720" 140 1 "$AMBER_RGB" 20 0.5
  ring 930 370 260 4 0
  ring 930 370 260 4 0.5
  glow 930 370 120 4 0 "$TEAL_RGB" 90
  render home-hero-desktop $((400 * KB))
}

# Home hero, mobile (portrait): the same story, flowing top to bottom.
home_hero_mobile() {
  begin 720 1280 8
  background 360 860 360 0.22
  grid 40 0.03
  local dim="${TEAL}@0.22" mid="${TEAL}@0.40"
  wire "150,0 150,620 320,620 320,790" "$dim"
  wire "360,0 360,790" "$mid"
  wire "570,0 570,620 400,620 400,790" "$dim"
  wire "320,930 320,1010 150,1010 150,1120" "$mid"
  wire "360,930 360,1120" "$mid"
  wire "400,930 400,1010 570,1010 570,1120" "$mid"
  wire "0,860 290,860" "$dim"
  wire "430,860 720,860" "$dim"
  for x in 150 360 570; do device $((x - 24)) 1120 48 48; rect $((x - 11)) 1133 22 22 "${TEAL}@0.35"; done
  device 290 790 140 140
  rect 306 808 108 6 "${TEAL}@0.55"
  for row in 835 870; do
    for i in 0 1 2 3; do rect $((308 + i * 27)) $row 18 18 "$NAVY700"; frame $((308 + i * 27)) $row 18 18 "${TEAL}@0.7" 1; done
  done
  rect 306 904 60 4 "${AMBER}@0.8"
  flow "150,0 150,620 320,620 320,790" 200 3
  flow "360,0 360,790" 220 3 "$TEAL_RGB" 22 0.2
  flow "570,0 570,620 400,620 400,790" 200 3 "$TEAL_RGB" 22 0.55
  flow "320,930 320,1010 150,1010 150,1120" 130 2
  flow "360,1120 360,930" 110 1 "$AMBER_RGB" 20
  flow "400,930 400,1010 570,1010 570,1120" 130 2 "$TEAL_RGB" 22 0.3
  flow "0,860 290,860" 140 1 "$TEAL_RGB" 20
  flow "430,860 720,860" 140 1 "$AMBER_RGB" 20 0.5
  ring 360 860 250 4 0
  ring 360 860 250 4 0.5
  glow 360 860 110 4 0 "$TEAL_RGB" 90
  render home-hero-mobile $((300 * KB))
}

# Difference slider thumbnails (640x360) ------------------------------------------------------
difference_lower_risk() {
  # redundant power paths and N+1 power modules: any single module can fail without an outage
  begin 640 360 6
  background 320 180 220 0.20
  grid 32 0.03
  local mid="${TEAL}@0.38"
  wire "92,180 150,180 150,110 250,110" "$mid"
  wire "150,180 150,250 250,250" "$mid"
  wire "150,180 250,180" "$mid"
  wire "370,110 470,110 470,180 548,180" "$mid"
  wire "370,250 470,250 470,180" "$mid"
  wire "370,180 470,180" "$mid"
  device 40 150 52 60
  rect 52 164 28 4 "${TEAL}@0.6"; rect 52 176 28 4 "${TEAL}@0.6"; rect 52 188 28 4 "${TEAL}@0.6"
  local y
  for y in 88 158 228; do
    device 250 "$y" 120 44
    rect 264 $((y + 12)) 10 20 "${TEAL}@0.5"; rect 280 $((y + 12)) 10 20 "${TEAL}@0.5"; rect 296 $((y + 12)) 10 20 "${TEAL}@0.5"
    rect 330 $((y + 19)) 26 6 "${NAVY700}"
  done
  device 548 150 52 60
  rect 562 166 24 28 "${TEAL}@0.3"
  text 250 62 13 "white@0.55" "$FONT_B" "N+1 POWER MODULES"
  flow "92,180 150,180 150,110 250,110" 130 2
  flow "92,180 250,180" 130 2 "$TEAL_RGB" 20 0.33
  flow "92,180 150,180 150,250 250,250" 130 2 "$TEAL_RGB" 20 0.66
  flow "370,110 470,110 470,180 548,180" 130 2
  flow "370,180 548,180" 130 2 "$TEAL_RGB" 20 0.33
  flow "370,250 470,250 470,180 548,180" 130 2 "$TEAL_RGB" 20 0.66
  glow 310 110 46 3 0 "$TEAL_RGB" 70
  glow 310 180 46 3 0.33 "$TEAL_RGB" 70
  glow 310 250 46 3 0.66 "$TEAL_RGB" 70
  ring 574 180 90 3 0
  render difference-lower-risk $((250 * KB))
}

difference_lower_cost() {
  # installed cost falling: conventional stack vs solid-state power router
  begin 640 360 6
  background 420 200 240 0.18
  grid 32 0.03
  local base_y=290 i h x
  rect 60 $base_y 520 2 "white@0.35"
  local heights=(190 176 150 128 104 95)
  for i in 0 1 2 3 4 5; do
    h=${heights[$i]}; x=$((80 + i * 84))
    if [ "$i" -lt 2 ]; then
      rect "$x" $((base_y - h)) 52 "$h" "${NAVY700}@0.95"; frame "$x" $((base_y - h)) 52 "$h" "white@0.25" 1
    else
      rect "$x" $((base_y - h)) 52 "$h" "${TEAL2}@0.55"; frame "$x" $((base_y - h)) 52 "$h" "${TEAL}@0.9" 1
    fi
  done
  text 80 306 13 "white@0.55" "$FONT_B" "CONVENTIONAL"
  text 248 306 13 "white@0.55" "$FONT_B" "SOLID-STATE POWER ROUTER"
  text 470 34 30 "$AMBER" "$FONT_B" "-50%"
  text 470 68 12 "white@0.6" "$FONT_R" "installation cost (up to)"
  local p="80,84 132,84 132,98 216,98 216,124 300,124 300,146 384,146 384,170 468,170 468,180 552,180"
  wire "$p" "${AMBER}@0.7" 2
  flow "$p" 110 2 "$AMBER_RGB" 20
  glow 526 180 40 3 0 "$AMBER_RGB" 80
  render difference-lower-cost $((250 * KB))
}

difference_lower_complexity() {
  # many boxes and cables collapse into one programmable power router
  begin 640 360 6
  background 430 180 220 0.20
  grid 32 0.03
  local dim="white@0.22" i y
  local ys=(60 110 160 210 260 310)
  for i in 0 1 2 3 4 5; do
    y=${ys[$i]}
    rect 30 $((y - 12)) 40 24 "${NAVY700}@0.95"; frame 30 $((y - 12)) 40 24 "white@0.35" 1
  done
  wire "70,60 150,60 150,150 200,150" "$dim"; wire "70,110 130,110 130,170 200,170" "$dim"
  wire "70,160 110,160 110,190 200,190" "$dim"; wire "70,210 110,210 110,230 200,230" "$dim"
  wire "70,260 130,260 130,210 200,210" "$dim"; wire "70,310 150,310 150,250 200,250" "$dim"
  text 30 20 13 "white@0.5" "$FONT_B" "TODAY: MANY BOXES"
  wire "200,150 200,250" "${TEAL}@0.5" 3
  wire "200,200 360,200" "${TEAL}@0.5" 3
  device 360 140 120 120
  rect 374 156 92 5 "${TEAL}@0.6"
  for i in 0 1 2; do rect $((376 + i * 30)) 180 22 22 "$NAVY700"; frame $((376 + i * 30)) 180 22 22 "${TEAL}@0.7" 1; done
  for i in 0 1 2; do rect $((376 + i * 30)) 212 22 22 "$NAVY700"; frame $((376 + i * 30)) 212 22 22 "${TEAL}@0.7" 1; done
  text 360 110 13 "white@0.6" "$FONT_B" "ONE POWER ROUTER"
  wire "480,200 600,200" "${TEAL}@0.5" 3
  flow "70,60 150,60 150,150 200,150 200,200 360,200" 120 1 "$WHITE_RGB" 16
  flow "70,160 110,160 110,190 200,190 200,200 360,200" 120 1 "$WHITE_RGB" 16 0.3
  flow "70,310 150,310 150,250 200,250 200,200 360,200" 120 1 "$WHITE_RGB" 16 0.6
  flow "480,200 640,200" 140 2 "$TEAL_RGB" 22
  ring 420 200 120 3 0
  glow 420 200 70 3 0 "$TEAL_RGB" 70
  render difference-lower-complexity $((250 * KB))
}

# Section backgrounds (960x540) ----------------------------------------------------------------
vehicle_solutions() {
  # one Power Router sharing power dynamically across eight charging bays
  begin 960 540 8
  background 520 300 360 0.18
  grid 40 0.03
  local i x
  wire "150,0 150,150" "${TEAL}@0.3"
  device 90 150 120 200
  rect 104 168 92 5 "${TEAL}@0.6"
  for i in 0 1 2 3; do rect 106 $((190 + i * 32)) 88 20 "$NAVY700"; frame 106 $((190 + i * 32)) 88 20 "${TEAL}@0.55" 1; done
  wire "210,250 905,250" "${TEAL}@0.35" 2
  for i in 0 1 2 3 4 5 6 7; do
    x=$((290 + i * 86))
    wire "$x,250 $x,300" "${TEAL}@0.35" 2
    rect $((x - 10)) 300 20 56 "${NAVY800}"; frame $((x - 10)) 300 20 56 "${TEAL}@0.8" 1
    rect $((x - 4)) 310 8 14 "${TEAL}@0.45"
    # vehicle, top view
    rect $((x - 24)) 380 48 96 "${NAVY700}@0.9"; frame $((x - 24)) 380 48 96 "white@0.28" 1
    rect $((x - 18)) 396 36 18 "white@0.12"; rect $((x - 18)) 448 36 12 "white@0.08"
    flow "210,250 $x,250 $x,330" 150 1 "$TEAL_RGB" 18 "0.$((i * 12))"
    glow "$x" 428 34 4 "0.$((i * 12))" "$TEAL_RGB" 80
  done
  flow "150,0 150,150" 100 1 "$TEAL_RGB" 20
  glow 150 250 90 4 0 "$TEAL_RGB" 70
  render vehicle-solutions $((250 * KB))
}

# A skyline of buildings with window grids (static); used by the building videos.
skyline() { # ground-y
  local g=$1 b bx bw bh wx wy
  local blocks=("560 90 190" "660 70 260" "740 110 150" "860 80 220")
  for b in "${blocks[@]}"; do
    read -r bx bw bh <<<"$b"
    rect "$bx" $((g - bh)) "$bw" "$bh" "${NAVY800}@0.97"; frame "$bx" $((g - bh)) "$bw" "$bh" "${TEAL}@0.55" 1
    for ((wy = g - bh + 16; wy < g - 16; wy += 26)); do
      for ((wx = bx + 12; wx < bx + bw - 14; wx += 22)); do rect "$wx" "$wy" 10 12 "white@0.10"; done
    done
  done
  rect 0 "$g" "$W" 2 "${TEAL}@0.4"
}

building_solutions() {
  # solar + storage + grid through a Power Router into a building campus (microgrid)
  begin 960 540 8
  background 470 280 380 0.18
  grid 40 0.03
  local i j
  # solar array
  for i in 0 1 2; do for j in 0 1; do
    rect $((60 + i * 54)) $((90 + j * 34)) 50 30 "${NAVY700}"; frame $((60 + i * 54)) $((90 + j * 34)) 50 30 "${TEAL}@0.6" 1
    rect $((60 + i * 54 + 24)) $((90 + j * 34)) 1 30 "${TEAL}@0.3"
  done; done
  text 60 64 12 "white@0.55" "$FONT_B" "SOLAR PV"
  # battery
  device 70 300 90 60; rect 160 318 6 24 "${TEAL}@0.8"
  for i in 0 1 2; do rect $((82 + i * 24)) 314 16 32 "${TEAL}@0.45"; done
  text 70 372 12 "white@0.55" "$FONT_B" "STORAGE"
  # grid
  wire "420,0 420,190" "white@0.3" 2
  text 432 24 12 "white@0.55" "$FONT_B" "UTILITY"
  # router
  device 380 190 100 100
  rect 392 204 76 5 "${TEAL}@0.6"
  for i in 0 1 2; do rect $((394 + i * 25)) 222 18 18 "$NAVY700"; frame $((394 + i * 25)) 222 18 18 "${TEAL}@0.7" 1; done
  for i in 0 1 2; do rect $((394 + i * 25)) 250 18 18 "$NAVY700"; frame $((394 + i * 25)) 250 18 18 "${TEAL}@0.7" 1; done
  wire "220,154 300,154 300,220 380,220" "${TEAL}@0.38"
  wire "166,330 300,330 300,260 380,260" "${AMBER}@0.45"
  wire "480,240 620,240 620,300" "${TEAL}@0.38"
  wire "480,260 520,260 520,420 700,420 700,250" "${TEAL}@0.38"
  skyline 470
  flow "220,154 300,154 300,220 380,220" 140 2
  flow "166,330 300,330 300,260 380,260" 100 1 "$AMBER_RGB" 20
  flow "380,260 300,260 300,330 166,330" 100 1 "$TEAL_RGB" 18 0.5
  flow "420,0 420,190" 120 1 "$WHITE_RGB" 16
  flow "480,240 620,240 620,300" 130 2 "$TEAL_RGB" 20 0.2
  flow "480,260 520,260 520,420 700,420 700,250" 150 2 "$TEAL_RGB" 20 0.4
  glow 430 240 80 4 0 "$TEAL_RGB" 70
  glow 695 230 30 8 0 "$AMBER_RGB" 60; glow 906 300 30 8 0.4 "$AMBER_RGB" 60; glow 784 350 26 8 0.7 "$AMBER_RGB" 60
  render building-solutions $((250 * KB))
}

building_secure_future() {
  # a campus that keeps running on its own microgrid when the utility goes down (island mode)
  begin 960 540 8
  background 600 300 320 0.2
  grid 40 0.03
  local i
  wire "0,300 190,300" "white@0.30" 2
  rect 190 286 6 28 "${AMBER}@0.9"; rect 214 286 6 28 "${AMBER}@0.9"
  text 150 330 12 "white@0.55" "$FONT_B" "GRID TIE (ISLAND-READY)"
  wire "220,300 380,300" "${TEAL}@0.4" 2
  device 380 250 100 100
  rect 392 264 76 5 "${TEAL}@0.6"
  for i in 0 1 2; do rect $((394 + i * 25)) 282 18 18 "$NAVY700"; frame $((394 + i * 25)) 282 18 18 "${TEAL}@0.7" 1; done
  for i in 0 1 2; do rect $((394 + i * 25)) 310 18 18 "$NAVY700"; frame $((394 + i * 25)) 310 18 18 "${TEAL}@0.7" 1; done
  # solar canopy + storage feeding the router from above
  for i in 0 1 2 3; do rect $((330 + i * 52)) 120 48 26 "${NAVY700}"; frame $((330 + i * 52)) 120 48 26 "${TEAL}@0.6" 1; done
  wire "430,146 430,250" "${TEAL}@0.4" 2
  device 396 410 68 44; rect 408 422 44 20 "${TEAL}@0.4"
  wire "430,350 430,410" "${AMBER}@0.45" 2
  wire "480,300 560,300" "${TEAL}@0.4" 2
  # the campus
  rect 560 200 260 200 "${NAVY800}@0.97"; frame 560 200 260 200 "${TEAL}@0.6" 2
  local wx wy
  for ((wy = 222; wy < 380; wy += 30)); do for ((wx = 580; wx < 800; wx += 30)); do rect "$wx" "$wy" 14 16 "white@0.12"; done; done
  rect 560 400 400 2 "${TEAL}@0.4"
  flow "430,146 430,250" 80 1 "$TEAL_RGB" 20
  flow "430,410 430,350" 60 1 "$AMBER_RGB" 18
  flow "220,300 380,300" 100 1 "$WHITE_RGB" 14
  flow "480,300 560,300" 80 1 "$TEAL_RGB" 20 0.5
  ring 620 300 330 8 0 "$TEAL_RGB" 4
  ring 620 300 330 8 0.5 "$TEAL_RGB" 4
  glow 690 300 140 8 0 "$TEAL_RGB" 60
  render building-secure-energy-future $((250 * KB))
}

# About-us teaser (12 s): energy network behind a short sequence of title cards.
about_teaser() {
  begin 960 540 12
  background 480 270 420 0.16
  grid 40 0.025
  local dim="${TEAL}@0.16"
  wire "0,120 960,120" "$dim"; wire "0,420 960,420" "$dim"
  wire "120,0 120,540" "$dim"; wire "840,0 840,540" "$dim"
  flow "0,120 960,120" 160 2 "$TEAL_RGB" 18
  flow "960,420 0,420" 160 2 "$AMBER_RGB" 16
  flow "120,540 120,0" 120 1 "$TEAL_RGB" 18
  flow "840,0 840,540" 120 1 "$TEAL_RGB" 18 0.5
  ring 480 270 300 6 0 "$TEAL_RGB" 4
  ring 480 270 300 6 0.5 "$TEAL_RGB" 4
  local c="(w-text_w)/2"
  ptext "$c" 212 58 white "$FONT_B" "Ohmstead Power" "$(window -1 3)"
  ptext "$c" 292 22 "0x39d0a8" "$FONT_R" "Solid-state power routing for an electrified world" "$(window -1 3)"
  ptext "$c" 200 40 white "$FONT_B" "One router. Every source. Every load." "$(window 3 6)"
  ptext "$c" 268 22 "0x39d0a8" "$FONT_R" "Solar, storage, grid, EV fleets and AI datacenters" "$(window 3 6)"
  ptext "$c" 170 40 white "$FONT_B" "Up to 98% efficiency" "$(window 6 9)"
  ptext "$c" 226 40 white "$FONT_B" "Up to 10x less copper" "$(window 6.2 9)"
  ptext "$c" 282 40 white "$FONT_B" "Up to 10x smaller footprint" "$(window 6.4 9)"
  ptext "$c" 212 46 white "$FONT_B" "Engineered in Cary, North Carolina" "$(window 9 11)"
  ptext "$c" 284 22 "0x39d0a8" "$FONT_R" "ohmsteadpower.com" "$(window 9 11)"
  render about-teaser $((600 * KB))
}

# Power Router technology capability videos (960x540) -------------------------------------------
tech_router() { # x y w h: a router drawn as a device with port sockets
  device "$1" "$2" "$3" "$4"
  rect $(($1 + 14)) $(($2 + 16)) $(($3 - 28)) 5 "${TEAL}@0.6"
  text "($1+$3/2-text_w/2)" $(($2 + $4 - 30)) 13 "white@0.75" "$FONT_B" "POWER ROUTER"
}

tech_bidirectional() {
  begin 960 540 6
  background 480 250 320 0.2
  grid 40 0.03
  tech_router 400 170 160 160
  local i; for i in 0 1 2; do rect $((420 + i * 42)) 212 32 32 "$NAVY700"; frame $((420 + i * 42)) 212 32 32 "${TEAL}@0.7" 1; done
  device 90 200 130 100 "EV / BATTERY" 13
  device 740 200 130 100 "GRID / BUILDING" 13
  wire "220,230 400,230" "${TEAL}@0.4"; wire "220,270 400,270" "${AMBER}@0.45"
  wire "560,230 740,230" "${TEAL}@0.4"; wire "560,270 740,270" "${AMBER}@0.45"
  text 262 202 14 "white@0.6" "$FONT_R" "charge →"
  text 262 284 14 "white@0.6" "$FONT_R" "← discharge (V2G)"
  text 600 202 14 "white@0.6" "$FONT_R" "import →"
  text 600 284 14 "white@0.6" "$FONT_R" "← export"
  flow "220,230 400,230" 120 2
  flow "560,230 740,230" 120 2 "$TEAL_RGB" 22 0.5
  flow "740,270 560,270" 120 2 "$AMBER_RGB" 22
  flow "400,270 220,270" 120 2 "$AMBER_RGB" 22 0.5
  glow 480 250 110 3 0 "$TEAL_RGB" 60
  caption "Bidirectional ports"
  render tech-bidirectional-ports $((250 * KB))
}

tech_galvanic() {
  begin 960 540 6
  background 480 250 320 0.2
  grid 40 0.03
  local i
  # transformer core and windings on each side of the isolation barrier
  rect 360 140 20 220 "$NAVY700"; frame 360 140 20 220 "${TEAL}@0.6" 1
  rect 580 140 20 220 "$NAVY700"; frame 580 140 20 220 "${TEAL}@0.6" 1
  rect 360 140 240 16 "$NAVY700"; rect 360 344 240 16 "$NAVY700"
  frame 360 140 240 220 "${TEAL}@0.6" 1
  for i in 0 1 2 3 4 5 6; do rect 340 $((170 + i * 24)) 60 10 "${TEAL2}@0.9"; rect 560 $((170 + i * 24)) 60 10 "${TEAL2}@0.9"; done
  for ((i = 0; i < 15; i++)); do rect 478 $((120 + i * 20)) 4 12 "${AMBER}@0.85"; done
  text 436 92 13 "$AMBER" "$FONT_B" "ISOLATION BARRIER"
  text 330 380 13 "white@0.6" "$FONT_B" "PRIMARY"
  text 560 380 13 "white@0.6" "$FONT_B" "SECONDARY"
  wire "80,180 340,180" "${TEAL}@0.4"; wire "80,320 340,320" "${TEAL}@0.4"
  wire "620,180 880,180" "${TEAL}@0.4"; wire "620,320 880,320" "${TEAL}@0.4"
  text 80 150 13 "white@0.55" "$FONT_R" "Source side"
  text 800 150 13 "white@0.55" "$FONT_R" "Load side"
  wave 392 190 70 120 40 70 0.5 0 "$TEAL_RGB"
  wave 498 190 70 120 40 70 0.5 0 "$TEAL_RGB"
  flow "80,180 340,180" 130 2
  flow "340,320 80,320" 130 2 "$TEAL_RGB" 20 0.5
  flow "620,180 880,180" 130 2 "$TEAL_RGB" 22 0.25
  flow "880,320 620,320" 130 2 "$TEAL_RGB" 20 0.75
  glow 370 250 70 1 0 "$TEAL_RGB" 60
  glow 590 250 70 1 0.5 "$TEAL_RGB" 60
  caption "Galvanic isolation"
  render tech-galvanic-isolation $((250 * KB))
}

tech_grid_forming() {
  begin 960 540 6
  background 480 250 340 0.18
  grid 40 0.03
  rect 80 250 800 1 "white@0.25"
  text 80 96 13 "$TEAL" "$FONT_B" "GRID-FORMING: SETS VOLTAGE AND FREQUENCY"
  text 80 392 13 "$AMBER" "$FONT_B" "GRID-FOLLOWING: LOCKS ON AND SHARES LOAD"
  text "(880-text_w)" 96 13 "white@0.5" "$FONT_R" "60 Hz"
  wave 80 150 800 200 72 400 1.5 0 "$TEAL_RGB"
  wave 80 150 800 200 42 400 1.5 0.09 "$AMBER_RGB" 0.03
  caption "Grid-forming & grid-following"
  render tech-grid-forming $((250 * KB))
}

tech_wide_voltage() {
  begin 960 540 6
  background 480 250 340 0.18
  grid 40 0.03
  local x0=120 x1=840 v i
  # 100 V .. 1000 V scale; the router operates from 150 V to 1000 V DC
  rect $x0 300 $((x1 - x0)) 4 "white@0.25"
  rect $((x0 + (x1 - x0) * 50 / 900)) 294 $(((x1 - x0) * 850 / 900)) 16 "${TEAL2}@0.35"
  frame $((x0 + (x1 - x0) * 50 / 900)) 294 $(((x1 - x0) * 850 / 900)) 16 "${TEAL}@0.8" 1
  for v in 100 200 300 400 500 600 700 800 900 1000; do
    i=$((x0 + (x1 - x0) * (v - 100) / 900))
    rect "$i" 316 2 12 "white@0.5"
    text "($i-text_w/2)" 336 14 "white@0.6" "$FONT_R" "$v V"
  done
  text $x0 256 13 "$TEAL" "$FONT_B" "DC PORT OPERATING RANGE: 150 - 1000 V"
  text $x0 380 13 "white@0.55" "$FONT_R" "AC ports: 208 - 480 VAC, 50/60 Hz"
  local xe="($x0+($x1-$x0)*(50+850*(0.5+0.5*sin(2*PI*t/$D)))/900)"
  dot_at "$xe" 302 "$AMBER_RGB" 30
  post "drawtext=fontfile=$FONT_B:text='%{eif\\:150+850*(0.5+0.5*sin(2*PI*t/$D))\\:d} V':x=$x0:y=150:fontsize=64:fontcolor=white"
  text $x0 226 13 "white@0.5" "$FONT_R" "Port voltage"
  caption "Wide operating-voltage range"
  render tech-wide-voltage-range $((250 * KB))
}

tech_programmable_ports() {
  begin 960 540 8
  background 480 220 340 0.18
  grid 40 0.03
  local i x
  device 230 90 500 110
  rect 246 106 468 5 "${TEAL}@0.6"
  text "(480-text_w/2)" 122 15 "white@0.8" "$FONT_B" "POWER ROUTER - SOFTWARE-DEFINED PORTS"
  local labels_a=("SOLAR PV" "BATTERY" "EV CHARGER" "GRID")
  local labels_b=("EV CHARGER" "BATTERY" "HEAT PUMP" "GRID")
  for i in 0 1 2 3; do
    x=$((290 + i * 127))
    rect $((x - 20)) 160 40 24 "$NAVY700"; frame $((x - 20)) 160 40 24 "${TEAL}@0.8" 1
    text "($x-text_w/2)" 166 11 "white@0.7" "$FONT_B" "P$((i + 1))"
    wire "$x,200 $x,320" "${TEAL}@0.35" 2
    rect $((x - 56)) 320 112 50 "${NAVY800}"; frame $((x - 56)) 320 112 50 "${TEAL}@0.6" 1
    ptext "($x-text_w/2)" 338 14 white "$FONT_B" "${labels_a[$i]}" "$(window -0.2 3.8 0.3)"
    ptext "($x-text_w/2)" 338 14 white "$FONT_B" "${labels_b[$i]}" "$(window 3.8 7.8 0.3)"
  done
  # P1: PV source, then EV load; P3: EV load, then heat-pump load; P2 battery alternates; P4 grid
  N=$((N + 0))
  flow_win() { # points colour enable-expr
    local pts=$1 col=$2 en=$3 len P ex ey
    len=$(path_len "$pts"); P=$(period_for "$len" 110)
    ex=$(path_expr "$pts" x); ey=$(path_expr "$pts" y)
    local ph
    for ph in 0 0.5; do
      N=$((N + 1))
      E+="$(sprite_dot 20 "$col")[s$N];"
      E+="[$CUR][s$N]overlay=eval=frame:format=gbrp:enable='$en':x='st(0\\,mod(t/$P+$ph\\,1));$ex-w/2':y='st(0\\,mod(t/$P+$ph\\,1));$ey-h/2'[e$N];"
      CUR=e$N
    done
  }
  local A="lt(mod(t-$WARM+$D,$D),3.8)" B="gte(mod(t-$WARM+$D,$D),3.8)"
  flow_win "290,320 290,200" "$TEAL_RGB" "$A"
  flow_win "290,200 290,320" "$AMBER_RGB" "$B"
  flow_win "417,320 417,200" "$TEAL_RGB" "$B"
  flow_win "417,200 417,320" "$AMBER_RGB" "$A"
  flow_win "544,200 544,320" "$AMBER_RGB" "1"
  flow_win "671,320 671,200" "$TEAL_RGB" "1"
  text 230 410 13 "white@0.55" "$FONT_R" "Each port is reassigned in software: source, load or storage, AC or DC."
  caption "Programmable ports"
  render tech-programmable-ports $((250 * KB))
}

product_features() {
  begin 960 540 8
  background 300 270 320 0.2
  grid 40 0.03
  local i
  # Power Router cabinet, front view
  rect 120 70 240 400 "${NAVY800}"; frame 120 70 240 400 "${TEAL}@0.85" 2
  rect 138 92 204 6 "${TEAL}@0.6"
  rect 138 112 90 34 "$NAVY700"; frame 138 112 90 34 "${TEAL}@0.5" 1
  text 146 123 12 "$TEAL" "$FONT_B" "98.1 %"
  for i in 0 1 2 3 4 5; do
    rect $((140 + (i % 3) * 68)) $((180 + (i / 3) * 74)) 54 54 "$NAVY700"; frame $((140 + (i % 3) * 68)) $((180 + (i / 3) * 74)) 54 54 "${TEAL}@0.7" 1
    rect $((157 + (i % 3) * 68)) $((197 + (i / 3) * 74)) 20 20 "${NAVY900}"
  done
  for i in 0 1 2 3 4 5 6 7 8; do rect 140 $((350 + i * 10)) 200 4 "white@0.08"; done
  text 140 440 12 "white@0.55" "$FONT_B" "OHMSTEAD POWER ROUTER"
  wire "360,207 440,207" "${TEAL}@0.35"; wire "360,281 440,281" "${TEAL}@0.35"
  flow "120,207 120,70 360,70 360,207 440,207" 160 2 "$TEAL_RGB" 18
  flow "440,281 360,281 360,470 120,470 120,281" 160 2 "$AMBER_RGB" 16
  glow 240 260 130 4 0 "$TEAL_RGB" 50
  local x=480
  ptext $x 200 48 white "$FONT_B" "Up to 98%" "$(window -1 1)"
  ptext $x 262 24 "0x39d0a8" "$FONT_R" "conversion efficiency" "$(window -1 1)"
  ptext $x 200 48 white "$FONT_B" "Up to 10x" "$(window 1 3)"
  ptext $x 262 24 "0x39d0a8" "$FONT_R" "less copper" "$(window 1 3)"
  ptext $x 200 48 white "$FONT_B" "Up to 10x" "$(window 3 5)"
  ptext $x 262 24 "0x39d0a8" "$FONT_R" "smaller footprint" "$(window 3 5)"
  ptext $x 200 48 white "$FONT_B" "Under 2 hours" "$(window 5 7)"
  ptext $x 262 24 "0x39d0a8" "$FONT_R" "cloud commissioning" "$(window 5 7)"
  rect $x 184 40 3 "$AMBER"
  render product-features $((250 * KB))
}

want home-hero-desktop && home_hero_desktop
want home-hero-mobile && home_hero_mobile
want difference-lower-risk && difference_lower_risk
want difference-lower-cost && difference_lower_cost
want difference-lower-complexity && difference_lower_complexity
want vehicle-solutions && vehicle_solutions
want building-solutions && building_solutions
want building-secure-energy-future && building_secure_future
want about-teaser && about_teaser
want tech-bidirectional-ports && tech_bidirectional
want tech-galvanic-isolation && tech_galvanic
want tech-grid-forming && tech_grid_forming
want tech-wide-voltage-range && tech_wide_voltage
want tech-programmable-ports && tech_programmable_ports
want product-features && product_features
echo "videos written to $OUT"
