import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EVENT_LIMITS } from './event.js';
import { pickPollVersion, POLL_LIMITS } from './poll.js';
import {
  ballotTextDigestInput,
  ballotVersionLanguages,
  ballotVersionRead,
  recordDigestInput,
} from './constitutional-vote.js';
import { pollInputSchema, type PollInput } from './poll-schemas.js';
import { eventInputSchema, type EventInput } from './event-schemas.js';
import { fieldLanguage, keptVersions, pickVersion, versionLanguages } from './localized.js';
import { translationsSchema } from './localized-schemas.js';

const event = {
  title: 'Town hall',
  description: 'Budget',
  language: 'en' as const,
  translations: { es: { title: 'Cabildo abierto' } },
};

describe('pickVersion', () => {
  it("gives each field in the reader's language where written, else the author's", () => {
    expect(pickVersion(event, 'es')).toEqual({
      ...event,
      title: 'Cabildo abierto',
      description: 'Budget',
      shownIn: { title: 'es' },
    });
    expect(pickVersion(event, 'ar')).toBe(event);
    expect(pickVersion(event, 'en')).toBe(event);
  });

  it('reads a document written before versions (no language) as English', () => {
    const old = { title: 'Town hall' };
    expect(pickVersion(old, 'es')).toBe(old);
    expect(versionLanguages(old)).toEqual(['en']);
  });

  it("never shows a version over the author's own language, an unknown language or a prototype key", () => {
    const spanish = { title: 'Cabildo', language: 'es' as const, translations: { es: { title: 'Otro' } } };
    expect(pickVersion(spanish, 'es').title).toBe('Cabildo');
    const tricky = JSON.parse('{"title":"T","translations":{"__proto__":{"title":"X"},"es":{"constructor":"X"}}}');
    expect(pickVersion(tricky, '__proto__').title).toBe('T');
    expect(pickVersion(tricky, 'es')).toBe(tricky);
    expect(pickVersion(tricky, 'constructor')).toBe(tricky);
  });

  it('ignores a blank version and a version of a field the document does not have', () => {
    const doc = { title: 'T', translations: { es: { title: '  ', other: 'X' } } };
    expect(pickVersion(doc, 'es')).toBe(doc);
  });
});

describe('keptVersions', () => {
  it('drops blank fields and the versions they leave empty', () => {
    expect(keptVersions({ es: { title: 'Hola', description: ' ' }, ar: { title: '' } })).toEqual({
      es: { title: 'Hola' },
    });
    expect(keptVersions({ es: { title: '' } })).toBeUndefined();
  });
});

describe('translationsSchema', () => {
  const schema = translationsSchema({ title: z.string().trim().min(1).max(5) });
  const refused = (raw: string) => !schema.safeParse(JSON.parse(raw)).success;

  it('takes a version per known language, each within the field’s limit', () => {
    expect(schema.parse({ es: { title: 'Hola' }, ar: { title: 'مرحبا' } })).toEqual({
      es: { title: 'Hola' },
      ar: { title: 'مرحبا' },
    });
    expect(refused('{"es":{"title":"Demasiado"}}')).toBe(true);
  });

  it('takes null as no versions (the web SDK sends an undefined field as null)', () => {
    expect(schema.parse(null)).toBeUndefined();
    expect(schema.parse(undefined)).toBeUndefined();
  });

  it('refuses unknown languages, prototype keys, extra fields and wrong types', () => {
    for (const raw of [
      '{"fr":{"title":"Salut"}}',
      '{"__proto__":{"title":"x"}}',
      '{"constructor":{"title":"x"}}',
      '{"es":{"__proto__":"x"}}',
      '{"es":{"toString":"x"}}',
      '{"es":{"title":"x","extra":"y"}}',
      '{"es":"Hola"}',
      '{"es":{"title":3}}',
      '{"es":null}',
      '["es"]',
    ]) {
      expect(refused(raw), raw).toBe(true);
    }
  });
});

describe('an event’s versions', () => {
  const valid: EventInput = {
    title: 'Town hall',
    description: '',
    coverImageUrl: '',
    startsAt: 1_000,
    endsAt: 2_000,
    visibility: 'public',
    published: true,
    source: { kind: 'hls', url: '/media/test-pattern/index.m3u8' },
  };

  it('keeps title and description versions within the event’s limits', () => {
    const parsed = eventInputSchema.parse({
      ...valid,
      language: 'en',
      translations: { es: { title: 'Cabildo', description: '' } },
    });
    expect(parsed.translations).toEqual({ es: { title: 'Cabildo' } });
    const long = { ...valid, translations: { ar: { title: 'x'.repeat(EVENT_LIMITS.titleMax + 1) } } };
    expect(eventInputSchema.safeParse(long).error?.issues[0]?.path).toEqual(['translations', 'ar', 'title']);
  });

  it('refuses a version in the language the event is written in', () => {
    const result = eventInputSchema.safeParse({ ...valid, language: 'es', translations: { es: { title: 'Otro' } } });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['translations', 'es']]);
  });
});

describe('a poll’s versions', () => {
  const poll: PollInput = {
    kind: 'poll',
    question: 'Which park first?',
    description: '',
    options: [{ label: 'North' }, { label: 'South' }],
    published: true,
    opensAt: 1_000,
    closesAt: 2_000,
    resultsVisibility: 'live',
    sponsor: null,
  };
  const spanish = {
    ...poll,
    translations: { es: { question: '¿Qué parque primero?' } },
    options: [
      { id: 'n', label: 'North', translations: { es: { label: 'Norte' } } },
      { id: 's', label: 'South' },
    ],
  };

  it('shows question and options in the reader’s language, options keeping ids and order', () => {
    const picked = pickPollVersion(spanish, 'es');
    expect(picked.question).toBe('¿Qué parque primero?');
    expect(picked.options.map((o) => [o.id, o.label])).toEqual([
      ['n', 'Norte'],
      ['s', 'South'],
    ]);
    expect(pickPollVersion(spanish, 'en')).toBe(spanish);
  });

  it('says the language each shown text is in: the version’s, else the author’s (WCAG 3.1.2)', () => {
    const shown = pickPollVersion(spanish, 'es');
    expect(fieldLanguage(shown, 'question')).toBe('es');
    expect(fieldLanguage(shown, 'description')).toBe('en');
    expect(shown.options.map((o) => fieldLanguage(o, 'label', shown))).toEqual(['es', 'en']);
    // An Arabic reader of a poll with no Arabic version reads English, marked English.
    const arabic = pickPollVersion(spanish, 'ar');
    expect(fieldLanguage(arabic, 'question')).toBe('en');
    expect(arabic.options.map((o) => fieldLanguage(o, 'label', arabic))).toEqual(['en', 'en']);
    // A poll written in Arabic, read in Spanish: Arabic wherever no Spanish version was written.
    const written = { ...spanish, language: 'ar' as const, translations: undefined };
    const read = pickPollVersion(written, 'es');
    expect(fieldLanguage(read, 'question')).toBe('ar');
    expect(read.options.map((o) => fieldLanguage(o, 'label', read))).toEqual(['es', 'ar']);
    // A scale's end labels, in its settings.
    const scale = pickPollVersion(
      {
        ...spanish,
        settings: {
          kind: 'scale',
          min: 1,
          max: 5,
          minLabel: 'Low',
          maxLabel: 'High',
          translations: { es: { minLabel: 'Bajo' } },
        },
      },
      'es',
    );
    expect(fieldLanguage(scale.settings, 'minLabel', scale)).toBe('es');
    expect(fieldLanguage(scale.settings, 'maxLabel', scale)).toBe('en');
  });

  it('shows an English version of a poll written in Spanish to an English reader', () => {
    const written = {
      ...poll,
      language: 'es' as const,
      question: '¿Qué parque?',
      options: [{ id: 'n', label: 'Norte', translations: { en: { label: 'North' } } }],
    };
    expect(pickPollVersion(written, 'en').options[0]?.label).toBe('North');
    expect(pickPollVersion(written, 'es')).toBe(written);
  });

  it('accepts versions of question and options within their limits', () => {
    expect(pollInputSchema.safeParse(spanish).success).toBe(true);
    const long = { ...spanish, translations: { ar: { question: 'x'.repeat(POLL_LIMITS.questionMax + 1) } } };
    expect(pollInputSchema.safeParse(long).error?.issues[0]?.path).toEqual(['translations', 'ar', 'question']);
  });

  it('refuses two options that read the same in one language, and a version in the author’s language', () => {
    const same = {
      ...poll,
      options: [
        { label: 'North', translations: { es: { label: 'Norte' } } },
        { label: 'South', translations: { es: { label: 'norte' } } },
      ],
    };
    expect(pollInputSchema.safeParse(same).error?.issues.map((i) => i.path)).toEqual([
      ['options', 1, 'translations', 'es', 'label'],
    ]);
    const own = { ...poll, options: [{ label: 'North', translations: { en: { label: 'N' } } }, { label: 'South' }] };
    expect(pollInputSchema.safeParse(own).error?.issues.map((i) => i.path)).toEqual([
      ['options', 0, 'translations', 'en'],
    ]);
  });

  it('refuses an option version with an unknown language or an extra field', () => {
    for (const translations of [{ fr: { label: 'Nord' } }, { es: { label: 'Norte', id: 'x' } }]) {
      const input = { ...poll, options: [{ label: 'North', translations }, { label: 'South' }] };
      expect(pollInputSchema.safeParse(input).success).toBe(false);
    }
  });
});

describe('a ballot’s versions', () => {
  const ballot = {
    title: 'Charter',
    introduction: 'Read each article.',
    language: 'en' as const,
    translations: { es: { title: 'Carta' } },
    articles: [
      { id: 'a1', title: 'Name', text: 'Civica.', translations: { ar: { text: 'سيفيكا.' } } },
      { id: 'a2', title: 'Flag', text: 'Green.' },
    ],
  };

  it('has a version in the author’s language and in each language something was written in', () => {
    expect(ballotVersionLanguages(ballot)).toEqual(['en', 'es', 'ar']);
    expect(ballotVersionRead(ballot, 'es')).toBe('es');
    expect(ballotVersionRead(ballot, 'pseudo')).toBe('en');
    expect(ballotVersionRead({ ...ballot, translations: {} }, 'es')).toBe('en');
  });

  it('digests one whole text per version, each field as that version’s reader reads it', () => {
    expect(JSON.parse(ballotTextDigestInput(ballot, 'ar'))).toEqual({
      language: 'ar',
      title: 'Charter',
      introduction: 'Read each article.',
      articles: [
        { id: 'a1', title: 'Name', text: 'سيفيكا.' },
        { id: 'a2', title: 'Flag', text: 'Green.' },
      ],
    });
    expect(ballotTextDigestInput(ballot, 'es')).not.toBe(ballotTextDigestInput(ballot, 'en'));
  });

  it('keeps a record published before versions to its old fingerprint input', () => {
    const record = { ballotId: 'b', censusSize: 2, ballotsCast: 1, articles: [], receipts: ['r'] };
    expect(recordDigestInput(record)).toBe(
      '{"ballotId":"b","censusSize":2,"ballotsCast":1,"articles":[],"receipts":["r"]}',
    );
    expect(recordDigestInput({ ...record, versions: [{ language: 'es', sha256: 'x' }] })).toContain(
      '"versions":[{"language":"es","sha256":"x"}]',
    );
  });
});

describe('a scale’s end labels', () => {
  it('are shown in the reader’s language where written', () => {
    const poll = {
      language: 'en' as const,
      options: [],
      settings: { kind: 'scale', minLabel: 'Unsafe', maxLabel: 'Safe', translations: { es: { maxLabel: 'Seguro' } } },
    };
    expect(pickPollVersion(poll, 'es').settings).toEqual({
      ...poll.settings,
      maxLabel: 'Seguro',
      shownIn: { maxLabel: 'es' },
    });
    expect(pickPollVersion(poll, 'ar')).toBe(poll);
  });
});
