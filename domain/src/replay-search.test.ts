import { describe, expect, it } from 'vitest';
import type { CompiledReplay } from './replay.js';
import {
  foldForSearch,
  REPLAY_SEARCH_LIMITS,
  replaySearchIndex,
  replaySearchQuery,
  searchReplayIndexes,
} from './replay-search.js';

const replay = (eventId: string, extra: Partial<CompiledReplay> = {}): CompiledReplay => ({
  format: 1,
  eventId,
  title: `Town hall ${eventId}`,
  description: 'Private description words',
  language: 'es',
  translations: { en: { title: `Town hall EN ${eventId}`, description: 'x' } },
  startedAtMs: 1_800_000_000_000,
  lengthMs: 600_000,
  recording: { kind: 'mp4', url: 'https://cdn.example.org/v.mp4', offsetMs: 0 },
  agenda: [
    { id: 'bienvenida', title: 'Bienvenida', description: '' },
    {
      id: 'parque',
      title: 'Participación ciudadana',
      description: 'Del parque',
      translations: { en: { title: 'Citizen participation', description: '' } },
    },
    { id: 'never', title: 'Nunca marcado', description: '' },
  ],
  chapters: [
    { itemId: 'bienvenida', title: 'Bienvenida', startMs: 0, endMs: 60_000 },
    { itemId: 'parque', title: 'Participación ciudadana', startMs: 60_000, endMs: 600_000 },
  ],
  captions: {
    es: [
      { t: 5_000, text: 'Hola a todos' },
      { t: 70_000, text: 'La PARTICIPACIÓN es clave' },
    ],
    ar: [{ t: 70_000, text: 'المُشارَكة مهمة' }],
  },
  transcriptTrack: 'es',
  polls: [],
  posts: [
    { id: 'p', t: 1, kind: 'comment', name: 'Amaranta', text: 'participacion en un post', answered: false, upvotes: 0 },
  ],
  reactions: { bucketMs: 10_000, counts: [] },
  compiledAtMs: 1_800_000_700_000,
  ...extra,
});

describe('foldForSearch and the query', () => {
  it('sets case, accents, harakat, hamza seats and Arabic letter forms aside', () => {
    expect(foldForSearch('PARTICIPACIÓN')).toBe('participacion');
    expect(foldForSearch('المُشارَكة')).toBe(foldForSearch('المشاركه'));
    expect(foldForSearch('أمن إلى آخر')).toBe('امن الي اخر');
    expect(foldForSearch('مـــدرسة ٢٠٢٦')).toBe('مدرسه 2026');
  });

  it('is folded and collapsed; too short, too long or only spaces is null', () => {
    expect(replaySearchQuery('  Participación   Ciudadana ')).toBe('participacion ciudadana');
    expect(replaySearchQuery('a')).toBeNull();
    expect(replaySearchQuery('   ')).toBeNull();
    expect(replaySearchQuery('x'.repeat(REPLAY_SEARCH_LIMITS.queryMax + 1))).toBeNull();
    expect(replaySearchQuery('x'.repeat(REPLAY_SEARCH_LIMITS.queryMax))).not.toBeNull();
  });
});

describe('searchReplayIndexes', () => {
  const search = (q: string, replays = [replay('one')]) =>
    searchReplayIndexes(replays.map(replaySearchIndex), replaySearchQuery(q)!);

  it('finds agenda items in any version (once each) and transcript lines, with their moments, in time order', () => {
    const { replays, truncated } = search('participacion');
    expect(truncated).toBe(false);
    expect(replays).toEqual([
      {
        eventId: 'one',
        title: 'Town hall one',
        language: 'es',
        translations: { en: { title: 'Town hall EN one' } },
        startedAtMs: 1_800_000_000_000,
        matches: [
          { kind: 'agenda', t: 60_000, snippet: 'Participación ciudadana', language: 'es' },
          { kind: 'transcript', t: 70_000, snippet: 'La PARTICIPACIÓN es clave', language: 'es' },
        ],
      },
    ]);
    expect(search('citizen').replays[0]!.matches).toEqual([
      { kind: 'agenda', t: 60_000, snippet: 'Citizen participation', language: 'en' },
    ]);
    // An item never marked starts the replay at its beginning.
    expect(search('nunca').replays[0]!.matches[0]).toMatchObject({ kind: 'agenda', t: 0 });
  });

  it('reads only the agenda and the transcript track: not posts, descriptions of the event, or other tracks', () => {
    expect(search('post').replays).toEqual([]);
    expect(search('private').replays).toEqual([]);
    expect(search('مشاركه').replays).toEqual([]);
    const arabic = replay('ar', { transcriptTrack: 'ar', language: 'ar' });
    expect(search('مشاركه', [arabic]).replays[0]!.matches).toEqual([
      { kind: 'transcript', t: 70_000, snippet: 'المُشارَكة مهمة', language: 'ar' },
    ]);
  });

  it('cuts a long text around the match, and caps matches per replay and in all', () => {
    const long = `${'palabra '.repeat(40)}objetivo ${'final '.repeat(40)}`;
    const one = replay('long', { agenda: [{ id: 'l', title: 'L', description: long }], chapters: [] });
    const [match] = search('objetivo', [one]).replays[0]!.matches;
    expect(match!.snippet).toContain('objetivo');
    expect(match!.snippet.startsWith('…') && match!.snippet.endsWith('…')).toBe(true);
    expect([...match!.snippet].length).toBeLessThanOrEqual(REPLAY_SEARCH_LIMITS.snippetChars + 2);

    const lines = Array.from({ length: 30 }, (_, i) => ({ t: i * 1000, text: `hola ${i}` }));
    const many = Array.from({ length: 8 }, (_, i) => replay(`r${i}`, { captions: { es: lines } }));
    const result = search('hola', many);
    expect(result.replays[0]!.matches).toHaveLength(REPLAY_SEARCH_LIMITS.perReplayMax);
    expect(result.replays.flatMap((hit) => hit.matches)).toHaveLength(REPLAY_SEARCH_LIMITS.resultsMax);
    expect(result.truncated).toBe(true);
  });
});
