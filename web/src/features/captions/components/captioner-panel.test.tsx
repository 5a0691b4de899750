/**
 * The captioner's panel (docs/captions.md, "Live captions typed in the room"): what is sent, when,
 * and to which track. The callable and the lines' listener are replaced here; the pause is Vitest's
 * fake clock, so nothing depends on the machine's speed.
 */
import { CAPTION_LIMITS } from '@civic/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const sendCaption = vi.fn<(eventId: string, track: string, text: string) => Promise<unknown>>();
const correctCaption = vi.fn<(eventId: string, lineId: string, text: string | null) => Promise<unknown>>();
vi.mock('../api/send-caption', () => ({
  sendCaption: (...args: [string, string, string]) => sendCaption(...args),
  correctCaption: (...args: [string, string, string | null]) => correctCaption(...args),
}));
let lines: object[] = [];
vi.mock('../api/use-caption-lines', () => ({ useCaptionLines: () => ({ state: 'ready', data: lines }) }));

const { CaptionerPanel } = await import('./captioner-panel');

/** The error the callable client throws for a line the text policy refuses. */
const textPolicyRefusal = Object.assign(new Error('Captions cannot contain control or text-direction characters'), {
  code: 'functions/invalid-argument',
  details: { reason: 'text-policy', rule: 'forbidden-characters' },
});

/** A refusal as the network brings it: a round trip after the call. */
const refuseOnce = (error: Error) =>
  sendCaption.mockImplementationOnce(
    () => new Promise((_resolve, reject) => setTimeout(() => reject(error), ROUND_TRIP_MS)),
  );
const ROUND_TRIP_MS = 300;

/** Lets the panel's queue of sends settle (promises only; no time passes). */
const settle = () => act(async () => {});
const pause = async (ms: number = CAPTION_LIMITS.pauseSendMs) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  await settle();
};
const field = () => screen.getByRole('textbox', { name: 'Caption line' });
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });
const sentTexts = () => sendCaption.mock.calls.map(([, , text]) => text);

beforeEach(() => {
  vi.useFakeTimers();
  sendCaption.mockReset();
  sendCaption.mockResolvedValue({ lineId: 'l1' });
  correctCaption.mockReset();
  correctCaption.mockResolvedValue({ lineId: 'l1', withdrawn: false });
  lines = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('CaptionerPanel', () => {
  it('sends a line after the pause in typing, to the track chosen', async () => {
    render(<CaptionerPanel eventId="e1" uid="admin-1" />);
    type('Good evening.');
    await pause();
    expect(sendCaption.mock.calls).toEqual([['e1', 'en', 'Good evening.']]);
  });

  it('a line the server refuses goes back in the field, is not sent again by the pause, and names the refused character', async () => {
    refuseOnce(textPolicyRefusal);
    render(<CaptionerPanel eventId="e1" uid="admin-1" />);
    type('evil\u202Etxt');
    await pause();
    await pause(ROUND_TRIP_MS);
    expect(sendCaption).toHaveBeenCalledTimes(1);
    expect(field()).toHaveValue('evil\u202Etxt');
    // Ten more pauses: nothing is sent while the captioner does nothing.
    await pause(10 * CAPTION_LIMITS.pauseSendMs);
    expect(sendCaption).toHaveBeenCalledTimes(1);
    const problem = screen.getByRole('alert');
    expect(problem).toHaveTextContent('character 5');
    expect(problem).toHaveTextContent('U+202E');
    expect(problem).toHaveTextContent('a text-direction character');
    expect(field()).toHaveAttribute('aria-invalid', 'true');

    // Removing it is the captioner's act: the corrected line goes after the pause.
    fireEvent.click(screen.getByRole('button', { name: 'Remove that character' }));
    expect(field()).toHaveValue('eviltxt');
    await pause();
    expect(sentTexts()).toEqual(['evil\u202Etxt', 'eviltxt']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a refused line goes again when the captioner presses Enter', async () => {
    refuseOnce(
      Object.assign(new Error('too fast'), {
        code: 'functions/resource-exhausted',
        details: { reason: 'captions-too-fast' },
      }),
    );
    render(<CaptionerPanel eventId="e1" uid="admin-1" />);
    type('Item two.');
    await pause();
    await pause(ROUND_TRIP_MS);
    await pause(10 * CAPTION_LIMITS.pauseSendMs);
    expect(sendCaption).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Too many caption lines at once.');
    fireEvent.keyDown(field(), { key: 'Enter' });
    await settle();
    expect(sentTexts()).toEqual(['Item two.', 'Item two.']);
  });

  it('a pasted line over the limit is kept whole, said, and sent as lines split between words', async () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    expect(words.length).toBeGreaterThan(CAPTION_LIMITS.textMax);
    render(<CaptionerPanel eventId="e1" uid="admin-1" />);
    type(words);
    expect(field()).toHaveValue(words);
    expect(screen.getByText(/longer than 200 characters: it will be sent as 3 lines/)).toBeInTheDocument();
    fireEvent.keyDown(field(), { key: 'Enter' });
    await settle();
    const sent = sentTexts();
    expect(sent).toHaveLength(3);
    for (const line of sent) {
      expect(line.length).toBeLessThanOrEqual(CAPTION_LIMITS.textMax);
      expect(line).toMatch(/^word\d+( word\d+)*$/);
    }
    expect(sent.join(' ')).toBe(words);
  });

  it('a language chosen during the pause is the line’s language', async () => {
    render(<CaptionerPanel eventId="e1" uid="admin-1" />);
    type('Buenas noches.');
    await pause(CAPTION_LIMITS.pauseSendMs / 2);
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'es' } });
    await pause();
    expect(sendCaption.mock.calls).toEqual([['e1', 'es', 'Buenas noches.']]);
  });

  it('a correction over the limit is kept whole and said, not cut, and not saved', async () => {
    lines = [{ id: 'l1', track: 'en', text: 'Good evening.', captionerUid: 'admin-1', withdrawn: false }];
    render(<CaptionerPanel eventId="e1" uid="admin-1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Correct “Good evening.”' }));
    const long = 'x'.repeat(CAPTION_LIMITS.textMax + 5);
    const input = screen.getByRole('textbox', { name: 'Correct: Good evening.' });
    fireEvent.change(input, { target: { value: long } });
    expect(input).toHaveValue(long);
    expect(input).toHaveAccessibleDescription(/5 characters too long/);
    fireEvent.click(screen.getByRole('button', { name: 'Save correction' }));
    await settle();
    expect(correctCaption).not.toHaveBeenCalled();
  });
});
