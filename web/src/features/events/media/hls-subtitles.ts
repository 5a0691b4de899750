/**
 * The WebVTT subtitle tracks an HLS stream carries (`#EXT-X-MEDIA:TYPE=SUBTITLES`), read by the
 * app itself rather than by the playback engine: Chromium's native HLS and the hls.js light build
 * both ignore subtitle renditions, and reading them here makes the two paths behave the same.
 */

export interface SubtitleRendition {
  /** The NAME attribute, shown when the browser cannot name the language itself. */
  name: string;
  /** BCP 47 language tag (LANGUAGE), or '' when the playlist gives none. */
  language: string;
  /** The rendition's media playlist, absolute. */
  uri: string;
}

export interface SubtitleCue {
  startSeconds: number;
  endSeconds: number;
  text: string;
}

/** Attribute lists: KEY=VALUE or KEY="quoted, value" separated by commas. */
function attributes(list: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of list.matchAll(/([A-Z0-9-]+)=("[^"]*"|[^,]*)/g)) {
    const [, key, raw] = match;
    if (key && raw !== undefined) found[key] = raw.startsWith('"') ? raw.slice(1, -1) : raw;
  }
  return found;
}

/** A rendition's tag in a master playlist (RFC 8216 §4.3.4.1). */
const MEDIA_TAG = '#EXT-X-MEDIA:';

/** The subtitle renditions a master playlist lists; none for a media playlist or other media. */
export function subtitleRenditions(playlist: string, playlistUrl: string): SubtitleRendition[] {
  const renditions: SubtitleRendition[] = [];
  for (const line of playlist.split(/\r?\n/)) {
    if (!line.startsWith(MEDIA_TAG)) continue;
    const attrs = attributes(line.slice(MEDIA_TAG.length));
    if (attrs.TYPE !== 'SUBTITLES' || !attrs.URI) continue;
    const language = attrs.LANGUAGE ?? '';
    renditions.push({ name: attrs.NAME ?? language, language, uri: new URL(attrs.URI, playlistUrl).href });
  }
  return renditions;
}

/** The segment URLs of a media playlist, absolute, in order. */
export function segmentUrls(playlist: string, playlistUrl: string): string[] {
  return playlist
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((uri) => new URL(uri, playlistUrl).href);
}

/** What a subtitle media playlist says about reading it again. */
export interface MediaPlaylistState {
  /** `#EXT-X-ENDLIST`: recorded, or the live broadcast is over; nothing more will be added. */
  ended: boolean;
  /** How long to wait before reading a live playlist again, in ms (RFC 8216 §6.3.4: the target duration). */
  reloadAfterMs: number;
}

/** Bounds on a live playlist's reload interval, whatever `#EXT-X-TARGETDURATION` says. */
const RELOAD_MS = { min: 2_000, max: 10_000, fallback: 6_000 };

export function mediaPlaylistState(playlist: string): MediaPlaylistState {
  const target = /^#EXT-X-TARGETDURATION:(\d+(?:\.\d+)?)\s*$/m.exec(playlist)?.[1];
  const wanted = target ? Number(target) * 1000 : RELOAD_MS.fallback;
  return {
    ended: /^#EXT-X-ENDLIST\s*$/m.test(playlist),
    reloadAfterMs: Math.min(RELOAD_MS.max, Math.max(RELOAD_MS.min, wanted)),
  };
}

function seconds(stamp: string): number | null {
  const match = /^(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})$/.exec(stamp.trim());
  if (!match) return null;
  const [, hours = '0', minutes = '0', secs = '0', millis = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000;
}

/** The cues of a WebVTT file (cue settings and styling blocks are ignored: the player styles cues). */
export function webVttCues(vtt: string): SubtitleCue[] {
  const cues: SubtitleCue[] = [];
  for (const block of vtt.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n');
    const timing = lines.findIndex((line) => line.includes('-->'));
    if (timing === -1) continue;
    const [from = '', rest = ''] = (lines[timing] ?? '').split('-->');
    const start = seconds(from);
    const end = seconds(rest.trim().split(/\s+/)[0] ?? '');
    const text = lines
      .slice(timing + 1)
      .join('\n')
      .trim();
    if (start === null || end === null || end <= start || text === '') continue;
    cues.push({ startSeconds: start, endSeconds: end, text });
  }
  return cues;
}
