import { useEffect, useRef, useState, type RefObject } from 'react';
import { pickCaptionTrack, useCaptionPreference } from '@/lib/caption-preference';
import { subtitleRenditions, type SubtitleRendition } from './hls-subtitles';
import { fetchText, followCues } from './follow-cues';

/**
 * The stream's subtitle tracks, shown on the <video> as native text tracks: the browser draws the
 * cues over the picture (in fullscreen too) with the viewer's own caption settings where the
 * platform has them (iOS, Android, macOS). Returns the renditions for the CC menu.
 *
 * A recorded stream's cues are read once; a live subtitle playlist is followed while its track
 * is showing (followCues), so cues added during the broadcast appear too.
 */
export function useStreamSubtitles(videoRef: RefObject<HTMLVideoElement | null>, url: string): SubtitleRendition[] {
  const [renditions, setRenditions] = useState<SubtitleRendition[]>([]);
  const preference = useCaptionPreference();
  // The text tracks made so far, by rendition playlist (a <video> cannot remove one once added).
  const made = useRef(new Map<string, TextTrack>());

  useEffect(() => {
    const controller = new AbortController();
    const master = new URL(url, window.location.href).href;
    fetchText(master, controller.signal)
      .then((playlist) => setRenditions(subtitleRenditions(playlist, master)))
      // No subtitles is the ordinary case; the player reports playback failures itself.
      .catch(() => setRenditions([]));
    return () => controller.abort();
  }, [url]);

  const chosen = pickCaptionTrack(renditions, preference);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    for (const track of Array.from(video.textTracks)) track.mode = 'disabled';
    if (!chosen) return;
    let track = made.current.get(chosen.uri);
    if (!track) {
      track = video.addTextTrack('subtitles', chosen.name, chosen.language);
      made.current.set(chosen.uri, track);
    }
    const showing = track;
    showing.mode = 'showing';
    // Cues already on the track (it was shown before) are not added twice.
    const have = new Set(
      Array.from(showing.cues ?? [], (cue) => `${cue.startTime}|${cue.endTime}|${(cue as VTTCue).text}`),
    );
    const controller = new AbortController();
    followCues(chosen, controller.signal, (cues) => {
      for (const cue of cues) {
        const key = `${cue.startSeconds}|${cue.endSeconds}|${cue.text}`;
        if (have.has(key)) continue;
        have.add(key);
        showing.addCue(new VTTCue(cue.startSeconds, cue.endSeconds, cue.text));
      }
    }).catch(() => undefined);
    return () => controller.abort();
  }, [videoRef, chosen]);

  return renditions;
}
