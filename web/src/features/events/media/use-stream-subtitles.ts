import { useEffect, useRef, useState, type RefObject } from 'react';
import { pickCaptionTrack, useCaptionPreference } from '@/lib/caption-preference';
import { segmentUrls, subtitleRenditions, webVttCues, type SubtitleRendition } from './hls-subtitles';

async function text(url: string, signal: AbortSignal): Promise<string> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

/** Every cue of a rendition: its media playlist, then each WebVTT segment it lists. */
async function loadCues(rendition: SubtitleRendition, signal: AbortSignal) {
  const segments = segmentUrls(await text(rendition.uri, signal), rendition.uri);
  const files = await Promise.all(segments.map((segment) => text(segment, signal)));
  return files.flatMap(webVttCues);
}

/**
 * The stream's subtitle tracks, shown on the <video> as native text tracks: the browser draws the
 * cues over the picture (in fullscreen too) with the viewer's own caption settings where the
 * platform has them (iOS, Android, macOS). Returns the renditions for the CC menu.
 *
 * The cues are read once: enough for recorded and demo streams. A live subtitle playlist that
 * grows during the broadcast would need re-reading (not done yet; docs/captions.md).
 */
export function useStreamSubtitles(videoRef: RefObject<HTMLVideoElement | null>, url: string): SubtitleRendition[] {
  const [renditions, setRenditions] = useState<SubtitleRendition[]>([]);
  const preference = useCaptionPreference();
  // The text tracks made so far, by rendition playlist (a <video> cannot remove one once added).
  const made = useRef(new Map<string, TextTrack>());

  useEffect(() => {
    const controller = new AbortController();
    const master = new URL(url, window.location.href).href;
    text(master, controller.signal)
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
    const existing = made.current.get(chosen.uri);
    if (existing) {
      existing.mode = 'showing';
      return;
    }
    const controller = new AbortController();
    loadCues(chosen, controller.signal)
      .then((cues) => {
        if (controller.signal.aborted) return;
        const track = video.addTextTrack('subtitles', chosen.name, chosen.language);
        made.current.set(chosen.uri, track);
        for (const cue of cues) track.addCue(new VTTCue(cue.startSeconds, cue.endSeconds, cue.text));
        track.mode = 'showing';
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [videoRef, chosen]);

  return renditions;
}
