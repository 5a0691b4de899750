import { describe, expect, it } from 'vitest';
import { CAPTION_LIMITS, admitCaption, splitCaptionLine, transcriptAsText, transcriptAsWebVtt } from './caption.js';
import { sendCaptionRequest } from './caption-schemas.js';

describe('the captioner’s rate limit', () => {
  it('admits a fast typist: a line every 2 s for a minute', () => {
    let recent: number[] = [];
    for (let at = 0; at < 60_000; at += 2_000) {
      const next = admitCaption(recent, at);
      expect(next, `line at ${at} ms`).not.toBeNull();
      recent = next!;
    }
    expect(recent.length).toBeLessThanOrEqual(CAPTION_LIMITS.burst);
  });

  it('refuses a script: the line after the burst within the window', () => {
    let recent: number[] = [];
    for (let line = 0; line < CAPTION_LIMITS.burst; line += 1) recent = admitCaption(recent, 1_000 + line)!;
    expect(admitCaption(recent, 1_000 + CAPTION_LIMITS.burst)).toBeNull();
    // Once the window has passed, lines are admitted again.
    expect(admitCaption(recent, 1_000 + CAPTION_LIMITS.windowMs + CAPTION_LIMITS.burst)).not.toBeNull();
  });
});

describe('a caption line’s text', () => {
  const line = (text: string) => sendCaptionRequest.safeParse({ eventId: 'event-1', track: 'en', text }).success;
  it('accepts a line of speech, in any script', () => {
    expect(line('  The council meets on Tuesday.  ')).toBe(true);
    expect(line('يجتمع المجلس يوم الثلاثاء')).toBe(true);
  });
  it('refuses control and text-direction characters, line breaks, empty and over-long lines', () => {
    expect(line('evil\u202Etxt.exe')).toBe(false);
    expect(line('two\nlines')).toBe(false);
    expect(line('bell\u0007')).toBe(false);
    expect(line('   ')).toBe(false);
    expect(line('x'.repeat(CAPTION_LIMITS.textMax + 1))).toBe(false);
  });
  it('refuses a track that is not a language tag', () => {
    expect(sendCaptionRequest.safeParse({ eventId: 'event-1', track: 'English!', text: 'Hi' }).success).toBe(false);
  });
});

describe('a line longer than a caption line', () => {
  it('stays one line when it fits', () => {
    expect(splitCaptionLine('  The council meets on Tuesday.  ')).toEqual(['The council meets on Tuesday.']);
    expect(splitCaptionLine('   ')).toEqual([]);
  });
  it('is split between words, every piece within the limit, nothing lost', () => {
    const text = Array.from({ length: 90 }, (_, i) => `palabra${i}`).join(' ');
    const pieces = splitCaptionLine(text);
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) {
      expect(piece.length).toBeLessThanOrEqual(CAPTION_LIMITS.textMax);
      expect(piece).toBe(piece.trim());
    }
    expect(pieces.join(' ')).toBe(text);
  });
  it('cuts a word longer than a line, never inside a surrogate pair', () => {
    const emoji = '😀'.repeat(150); // 300 UTF-16 units, no space
    const pieces = splitCaptionLine(emoji);
    expect(pieces.join('')).toBe(emoji);
    for (const piece of pieces) {
      expect(piece.length).toBeLessThanOrEqual(CAPTION_LIMITS.textMax);
      expect(piece).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
    }
  });
});

describe('the transcript’s downloads', () => {
  const start = Date.UTC(2026, 10, 27, 18, 0, 0);
  const lines = [
    { text: 'Good evening.', sentAtMs: start + 2_000 },
    { text: 'The budget, item one.', sentAtMs: start + 5_500 },
    { text: 'Questions now.', sentAtMs: start + 3_725_000 },
  ];
  it('WebVTT: times from the start, each cue until the next line or a few seconds', () => {
    expect(transcriptAsWebVtt(lines, start)).toBe(
      'WEBVTT\n\n00:00:02.000 --> 00:00:05.500\nGood evening.\n\n' +
        '00:00:05.500 --> 00:00:13.500\nThe budget, item one.\n\n' +
        '01:02:05.000 --> 01:02:13.000\nQuestions now.\n',
    );
  });
  it('WebVTT: escapes &, < and > in cue text, so markup is read as text and "-->" cannot end a cue', () => {
    const vtt = transcriptAsWebVtt([{ text: 'Q&A <b>bold</b> a --> b &amp;', sentAtMs: start + 1_000 }], start);
    expect(vtt).toBe('WEBVTT\n\n00:00:01.000 --> 00:00:09.000\nQ&amp;A &lt;b&gt;bold&lt;/b&gt; a --&gt; b &amp;amp;\n');
    // The cue text never holds "-->", a tag opener or a bare ampersand.
    const cueText = vtt.split('\n')[3]!;
    expect(cueText).not.toMatch(/-->|<|&(?!amp;|lt;|gt;)/);
  });
  it('plain text: one line each with its time', () => {
    expect(transcriptAsText(lines, start)).toBe(
      '[00:00:02] Good evening.\n[00:00:05] The budget, item one.\n[01:02:05] Questions now.\n',
    );
  });
});
