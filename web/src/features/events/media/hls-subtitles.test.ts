import { describe, expect, it } from 'vitest';
import { mediaPlaylistState, segmentUrls, subtitleRenditions, webVttCues } from './hls-subtitles';

const MASTER = `#EXTM3U
#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="Main",URI="audio.m3u8"
#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=NO,URI="subtitles-en.m3u8"
#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="Español, latino",LANGUAGE="es-419",URI="https://cdn.test/es.m3u8"
#EXT-X-STREAM-INF:BANDWIDTH=160000,SUBTITLES="subs"
video.m3u8
`;

describe('reading an HLS stream’s subtitle tracks', () => {
  it('lists the subtitle renditions with their language, name and absolute playlist', () => {
    expect(subtitleRenditions(MASTER, 'https://app.test/media/clip/index.m3u8')).toEqual([
      { name: 'English', language: 'en', uri: 'https://app.test/media/clip/subtitles-en.m3u8' },
      { name: 'Español, latino', language: 'es-419', uri: 'https://cdn.test/es.m3u8' },
    ]);
  });

  it('finds none in a media playlist', () => {
    expect(subtitleRenditions('#EXTM3U\n#EXTINF:4,\nsegment-0.m4s\n', 'https://app.test/a.m3u8')).toEqual([]);
  });

  it('resolves the segments of a media playlist in order', () => {
    const playlist =
      '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4,\npart-1.vtt\n#EXTINF:4,\n/abs/part-2.vtt\n#EXT-X-ENDLIST\n';
    expect(segmentUrls(playlist, 'https://app.test/subs/en.m3u8')).toEqual([
      'https://app.test/subs/part-1.vtt',
      'https://app.test/abs/part-2.vtt',
    ]);
  });

  it('parses WebVTT cues, with or without hours, identifiers, settings and multi-line text', () => {
    const vtt =
      'WEBVTT\n\nNOTE a comment\n\nintro\n00:00:00.500 --> 00:00:03.427 line:90%\nWelcome.\n\n01:04.500 --> 01:08.004\nTwo\nlines\n\n00:09.000 --> 00:08.000\nbackwards\n';
    expect(webVttCues(vtt)).toEqual([
      { startSeconds: 0.5, endSeconds: 3.427, text: 'Welcome.' },
      { startSeconds: 64.5, endSeconds: 68.004, text: 'Two\nlines' },
    ]);
  });

  it('says whether a playlist is live, and how soon to read it again (its target duration, within bounds)', () => {
    const live = '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXT-X-MEDIA-SEQUENCE:12\n#EXTINF:4,\npart-12.vtt\n';
    expect(mediaPlaylistState(live)).toEqual({ ended: false, reloadAfterMs: 4_000 });
    expect(mediaPlaylistState(`${live}#EXT-X-ENDLIST\n`)).toEqual({ ended: true, reloadAfterMs: 4_000 });
    expect(mediaPlaylistState('#EXTM3U\n#EXT-X-TARGETDURATION:1\n').reloadAfterMs).toBe(2_000);
    expect(mediaPlaylistState('#EXTM3U\n#EXT-X-TARGETDURATION:30\n').reloadAfterMs).toBe(10_000);
    expect(mediaPlaylistState('#EXTM3U\n').reloadAfterMs).toBe(6_000);
  });
});
