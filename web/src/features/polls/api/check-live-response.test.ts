import { describe, expect, it } from 'vitest';
import { checkLiveResponse } from './check-live-response';

const draft = { entries: [] as string[], value: null, text: '' };
const cloud = { kind: 'wordCloud', maxEntries: 3 } as const;

describe('checkLiveResponse', () => {
  it('sends the filled boxes of a word cloud, leaving empty ones out', async () => {
    expect(await checkLiveResponse(cloud, { ...draft, entries: ['parks', '', 'buses'] })).toEqual({
      response: { kind: 'wordCloud', entries: ['parks', 'buses'] },
    });
  });

  it('puts an entry’s message at its own box when a box before it was left empty', async () => {
    const result = await checkLiveResponse(cloud, { ...draft, entries: ['', 'parks', 'x'.repeat(41)] });
    expect(result).toEqual({ errors: { 'entries.2': 'Each entry must be at most 40 characters' } });
  });

  it('asks for a word when every box is empty, and for a letter in a box without one', async () => {
    expect(await checkLiveResponse(cloud, { ...draft, entries: ['', '', ''] })).toEqual({
      errors: { entries: 'Give at least one word', form: 'Give at least one word.' },
    });
    expect(await checkLiveResponse(cloud, { ...draft, entries: ['', '!!', ''] })).toEqual({
      errors: { 'entries.1': 'An entry must contain a letter or a digit' },
    });
  });

  it('asks for a point on a scale before sending', async () => {
    const scale = { kind: 'scale', min: 1, max: 5, minLabel: '', maxLabel: '' } as const;
    expect(await checkLiveResponse(scale, draft)).toMatchObject({ errors: { value: 'Choose a point on the scale.' } });
    expect(await checkLiveResponse(scale, { ...draft, value: 4 })).toEqual({ response: { kind: 'scale', value: 4 } });
  });

  it('refuses an empty or too long open answer with the schema’s sentence', async () => {
    const open = { kind: 'openAnswer' } as const;
    expect(await checkLiveResponse(open, { ...draft, text: '   ' })).toEqual({ errors: { text: 'Write an answer' } });
    expect(await checkLiveResponse(open, { ...draft, text: 'y'.repeat(281) })).toEqual({
      errors: { text: 'An answer must be at most 280 characters' },
    });
  });
});
