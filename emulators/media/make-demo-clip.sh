#!/usr/bin/env bash
# Makes the offline demo clip web/public/media/town-hall/: 24 seconds of a title card with a spoken
# narration (espeak-ng), fragmented-MP4 HLS (ffmpeg), and English and Spanish WebVTT subtitle tracks
# whose cues are timed from the length of each spoken phrase. Run once and commit the output:
# nothing at run time or in CI needs espeak-ng or ffmpeg.
#   sudo apt-get install -y ffmpeg espeak-ng
#   bash emulators/media/make-demo-clip.sh
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
out="$root/web/public/media/town-hall"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# One phrase per 4-second slot, spoken from 0.5 s into the slot. English is spoken; Spanish is the
# translation shown on the same cue times (an interpreter's track).
slot=4
lead=0.5
english=(
  "Welcome to the Civic Live town hall."
  "Tonight we discuss the library's new opening hours."
  "Every resident can vote in the live poll."
  "Questions from the audience come next."
  "Captions are on for everyone watching."
  "Thank you for taking part."
)
spanish=(
  "Bienvenidos al cabildo abierto de Civic Live."
  "Esta noche hablamos del nuevo horario de la biblioteca."
  "Todos los vecinos pueden votar en la encuesta en directo."
  "Después vienen las preguntas del público."
  "Los subtítulos están activados para todos."
  "Gracias por participar."
)
count=${#english[@]}
total=$((slot * count))

stamp() { # seconds (decimal) -> WebVTT timestamp HH:MM:SS.mmm
  awk -v s="$1" 'BEGIN { ms = int(s * 1000 + 0.5); printf "%02d:%02d:%02d.%03d", int(ms / 3600000), int(ms / 60000) % 60, int(ms / 1000) % 60, ms % 1000 }'
}

printf 'WEBVTT\n' >"$work/en.vtt"
printf 'WEBVTT\n' >"$work/es.vtt"
: >"$work/slots.txt"
for i in $(seq 0 $((count - 1))); do
  espeak-ng -v en-us -s 155 -w "$work/phrase-$i.wav" "${english[$i]}"
  spoken=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$work/phrase-$i.wav")
  if awk -v d="$spoken" -v s="$slot" -v l="$lead" 'BEGIN { exit !(d > s - l) }'; then
    echo "phrase $i is ${spoken}s, longer than its slot" >&2
    exit 1
  fi
  ffmpeg -v error -y -i "$work/phrase-$i.wav" -af "adelay=${lead}s:all=1,apad=whole_dur=${slot}" \
    -ar 22050 -ac 1 "$work/slot-$i.wav"
  echo "file 'slot-$i.wav'" >>"$work/slots.txt"
  start=$(awk -v i="$i" -v s="$slot" -v l="$lead" 'BEGIN { print i * s + l }')
  # The cue stays up a little after the voice stops, as a captioner's line would.
  end=$(awk -v b="$start" -v d="$spoken" 'BEGIN { print b + d + 0.3 }')
  printf '\n%s --> %s\n%s\n' "$(stamp "$start")" "$(stamp "$end")" "${english[$i]}" >>"$work/en.vtt"
  printf '\n%s --> %s\n%s\n' "$(stamp "$start")" "$(stamp "$end")" "${spanish[$i]}" >>"$work/es.vtt"
done
ffmpeg -v error -y -f concat -safe 0 -i "$work/slots.txt" -c copy "$work/narration.wav"

rm -rf "$out"
mkdir -p "$out"
# A mostly still title card with a running clock compresses to a few KB a second.
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
card="drawtext=fontfile=$font:text='Civic Live · demo town hall':fontcolor=white:fontsize=34:x=(w-tw)/2:y=120"
clock="drawtext=fontfile=$font:text='%{pts\\:hms}':fontcolor=0xc8d2ff:fontsize=24:x=(w-tw)/2:y=180"
ffmpeg -v error -y -f lavfi -i "color=c=0x1f2a5c:size=640x360:rate=24" -i "$work/narration.wav" \
  -vf "$card,$clock" -t "$total" \
  -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -b:v 60k -maxrate 120k -bufsize 240k \
  -g 48 -keyint_min 48 -sc_threshold 0 -c:a aac -b:a 32k -ac 1 -ar 22050 \
  -f hls -hls_time 4 -hls_playlist_type vod -hls_segment_type fmp4 -hls_fmp4_init_filename init.mp4 \
  -hls_segment_filename "$out/segment-%d.m4s" "$out/video.m3u8"

# One WebVTT segment per track covers the whole clip, so each subtitle playlist lists one file.
for lang in en es; do
  cp "$work/$lang.vtt" "$out/subtitles-$lang.vtt"
  cat >"$out/subtitles-$lang.m3u8" <<PLAYLIST
#EXTM3U
#EXT-X-VERSION:3
#EXT-X-TARGETDURATION:$total
#EXT-X-MEDIA-SEQUENCE:0
#EXT-X-PLAYLIST-TYPE:VOD
#EXTINF:$total.000,
subtitles-$lang.vtt
#EXT-X-ENDLIST
PLAYLIST
done

cat >"$out/index.m3u8" <<PLAYLIST
#EXTM3U
#EXT-X-VERSION:7
#EXT-X-INDEPENDENT-SEGMENTS
#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=YES,URI="subtitles-en.m3u8"
#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="Español",LANGUAGE="es",DEFAULT=NO,AUTOSELECT=YES,URI="subtitles-es.m3u8"
#EXT-X-STREAM-INF:BANDWIDTH=160000,RESOLUTION=640x360,CODECS="avc1.42c01e,mp4a.40.2",SUBTITLES="subs"
video.m3u8
PLAYLIST
du -sh "$out"
