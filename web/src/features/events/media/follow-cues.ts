import { mediaPlaylistState, segmentUrls, webVttCues, type SubtitleCue, type SubtitleRendition } from './hls-subtitles';

/** A text file of the stream (playlist or WebVTT segment); a non-2xx answer is an error. */
export async function fetchText(url: string, signal: AbortSignal): Promise<string> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

/** Resolves after `ms`, or at once when `signal` aborts (the caller then stops). */
const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/**
 * Every cue of a rendition, handed to `onCues` as it is read: the media playlist, then each WebVTT
 * segment it lists. A live playlist (no `#EXT-X-ENDLIST`) is read again every target duration and
 * only its new segments are fetched, until it ends or `signal` aborts. A failed reload is retried
 * at the next interval: a live subtitle playlist may lag behind the picture for a moment.
 */
export async function followCues(
  rendition: SubtitleRendition,
  signal: AbortSignal,
  onCues: (cues: SubtitleCue[]) => void,
) {
  const read = new Set<string>();
  // A failed reload keeps the last interval the playlist asked for.
  let state = { ended: false, reloadAfterMs: 6_000 };
  for (;;) {
    try {
      const playlist = await fetchText(rendition.uri, signal);
      state = mediaPlaylistState(playlist);
      const fresh = segmentUrls(playlist, rendition.uri).filter((segment) => !read.has(segment));
      const files = await Promise.all(fresh.map((segment) => fetchText(segment, signal)));
      fresh.forEach((segment) => read.add(segment));
      onCues(files.flatMap(webVttCues));
    } catch (error) {
      if (signal.aborted || read.size === 0) throw error;
    }
    if (state.ended) return;
    await wait(state.reloadAfterMs, signal);
    if (signal.aborted) return;
  }
}
