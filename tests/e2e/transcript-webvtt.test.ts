/**
 * The transcript's WebVTT file read back by Chromium's own WebVTT parser (docs/captions.md, "The
 * transcript after the event"): a line holding `&`, `<`, `>` and `-->` is the same text in the cue,
 * not markup, and does not end the cue. The file is the one the download button builds
 * (`transcriptAsWebVtt`); the page is a `<video>` with the file as its `<track>`, served under a
 * routed address so the track loads as it would from any site.
 */
import { transcriptAsWebVtt } from '@civic/domain';
import { describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually.js';
import { browserPages } from '../support/browser/pages.js';

const { newPage } = browserPages();
const ORIGIN = 'https://transcript.test';

describe('the WebVTT transcript in Chromium', () => {
  it('a line with &, <, > and --> is parsed back exactly, each line one cue', async () => {
    const start = Date.UTC(2026, 10, 29, 18, 0, 0);
    const lines = [
      'Q&A <b>bold</b> and <i>not italic</i>',
      'The vote --> then the questions, 3 < 4 > 2 & more',
      'Fish &amp; chips, <c.yellow>as typed</c>',
    ];
    const vtt = transcriptAsWebVtt(
      lines.map((text, i) => ({ text, sentAtMs: start + (i + 1) * 2_000 })),
      start,
    );
    // The control: the same lines written as they were typed, which the parser must not read back,
    // or this page could not tell an escaped file from a raw one.
    const raw = ['WEBVTT', ...lines.map((text, i) => `00:00:0${2 * i + 2}.000 --> 00:00:0${2 * i + 3}.000\n${text}`)]
      .join('\n\n')
      .concat('\n');
    const page = await newPage();
    await page.route(`${ORIGIN}/**`, (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === '/') {
        return route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body:
            '<!doctype html><video>' +
            '<track kind="captions" srclang="en" src="/transcript.vtt">' +
            '<track kind="subtitles" srclang="en" src="/raw.vtt"></video>',
        });
      }
      return route.fulfill({ contentType: 'text/vtt; charset=utf-8', body: pathname === '/raw.vtt' ? raw : vtt });
    });
    await page.goto(`${ORIGIN}/`);
    // A track that is not disabled is loaded and parsed by the browser.
    const [cues, rawCues] = await eventually(() =>
      page.evaluate(() => {
        const tracks = [...document.querySelectorAll('track')];
        for (const track of tracks) track.track.mode = 'hidden';
        if (tracks.some((track) => track.readyState !== HTMLTrackElement.LOADED)) return null;
        return tracks.map((track) =>
          Array.from(track.track.cues ?? [], (cue) => {
            const vttCue = cue as VTTCue;
            return { text: vttCue.text, shown: vttCue.getCueAsHTML().textContent, start: vttCue.startTime };
          }),
        );
      }),
    );
    expect(cues!.map((cue) => cue.shown)).toEqual(lines);
    expect(cues!.map((cue) => cue.start)).toEqual([2, 4, 6]);
    // The cue's text is the escaped source: no tag or reference survives as markup.
    expect(cues![0]!.text).toBe('Q&amp;A &lt;b&gt;bold&lt;/b&gt; and &lt;i&gt;not italic&lt;/i&gt;');
    // Written raw, Chromium reads markup: "Q&A bold and not italic", and "-->" breaks its cue.
    expect(rawCues!.map((cue) => cue.shown)).not.toEqual(lines);
    expect(rawCues![0]!.shown).toBe('Q&A bold and not italic');
  });
});
