import { describe, expect, it } from 'vitest';
import { AGENDA_LIMITS, currentAgendaItem, pickAgendaItemVersion, type AgendaItem } from './agenda.js';
import { eventInputSchema, setAgendaItemRequest, type EventInput } from './event-schemas.js';

const event: EventInput = {
  title: 'Town hall',
  description: '',
  coverImageUrl: '',
  startsAt: 1_000,
  endsAt: 2_000,
  visibility: 'public',
  published: true,
  source: { kind: 'hls', url: '/media/test-pattern/index.m3u8' },
};
const agenda: AgendaItem[] = [
  { id: 'welcome', title: 'Welcome', description: '' },
  { id: 'parking', title: 'Parking', description: 'The new meters', translations: { es: { title: 'Aparcamiento' } } },
  { id: 'budget', title: 'Budget', description: '' },
];
/** The paths of what the event schema refuses in `agenda`, each once. */
const refusedPaths = (items: unknown) => {
  const result = eventInputSchema.safeParse({ ...event, agenda: items });
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.path.join('.')))];
};

describe('the current agenda item', () => {
  it('is the marked item with its number and the count; none without a mark, an agenda or the item', () => {
    expect(currentAgendaItem(agenda, 'parking')).toEqual({ number: 2, total: 3, item: agenda[1] });
    expect(currentAgendaItem(agenda, null)).toBeNull();
    expect(currentAgendaItem(undefined, 'parking')).toBeNull();
    expect(currentAgendaItem([], 'parking')).toBeNull();
    // Removed since it was marked: the room shows no item rather than another one.
    expect(currentAgendaItem(agenda, 'gone')).toBeNull();
  });

  it('reads in the reader’s language where a version is written, else as the author wrote it', () => {
    const parking = agenda[1]!;
    const spanish = pickAgendaItemVersion(parking, 'en', 'es');
    expect(spanish.title).toBe('Aparcamiento');
    expect(spanish.description).toBe('The new meters');
    expect(pickAgendaItemVersion(parking, 'en', 'ar').title).toBe('Parking');
    // An event written in Spanish: a Spanish reader reads the item itself.
    expect(pickAgendaItemVersion(parking, 'es', 'es').title).toBe('Parking');
  });
});

describe('the agenda in the event editor’s schema', () => {
  it('accepts an agenda of new and known items, with an optional description; none at all too', () => {
    const parsed = eventInputSchema.parse({
      ...event,
      agenda: [{ title: ' Welcome ' }, { id: 'parking', title: 'Parking', description: 'Meters\nand bays' }],
    });
    expect(parsed.agenda).toEqual([
      { title: 'Welcome', description: '' },
      { id: 'parking', title: 'Parking', description: 'Meters\nand bays' },
    ]);
    expect(eventInputSchema.parse(event).agenda).toBeUndefined();
  });

  it('refuses text outside the policy, in the item and in its versions', () => {
    expect(refusedPaths([{ title: '\u202Enimda' }])).toEqual(['agenda.0.title']);
    expect(refusedPaths([{ title: 'Line\nbreak' }])).toEqual(['agenda.0.title']);
    expect(refusedPaths([{ title: '…' }])).toEqual(['agenda.0.title']);
    expect(refusedPaths([{ title: 'Ok', description: 'bell\u0007' }])).toEqual(['agenda.0.description']);
    expect(refusedPaths([{ title: 'Ok', translations: { es: { title: '\u2066x' } } }])).toEqual([
      'agenda.0.translations.es.title',
    ]);
  });

  it('refuses what is too long or too many, an empty title, a repeated or malformed id', () => {
    expect(refusedPaths([{ title: 'x'.repeat(AGENDA_LIMITS.titleMax + 1) }])).toEqual(['agenda.0.title']);
    expect(refusedPaths([{ title: 'Ok', description: 'x'.repeat(AGENDA_LIMITS.descriptionMax + 1) }])).toEqual([
      'agenda.0.description',
    ]);
    expect(refusedPaths([{ title: '  ' }])).toEqual(['agenda.0.title']);
    expect(
      refusedPaths(Array.from({ length: AGENDA_LIMITS.itemsMax + 1 }, (_, i) => ({ title: `Item ${i}` }))),
    ).toEqual(['agenda']);
    expect(
      refusedPaths([
        { id: 'a', title: 'One' },
        { id: 'a', title: 'Two' },
      ]),
    ).toEqual(['agenda.1.id']);
    expect(refusedPaths([{ id: '__x__', title: 'One' }])).toEqual(['agenda.0.id']);
    expect(refusedPaths([{ id: 'a/b', title: 'One' }])).toEqual(['agenda.0.id']);
  });

  it('refuses a version in the event’s own language, and versions keyed by anything but a language', () => {
    const spanishEvent = { ...event, language: 'es' as const };
    const result = eventInputSchema.safeParse({
      ...spanishEvent,
      agenda: [{ title: 'Bienvenida', translations: { es: { title: 'Hola' } } }],
    });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))).toEqual([
      'agenda.0.translations.es',
    ]);
    const prototypeKey = JSON.parse('[{"title":"Ok","translations":{"__proto__":{"title":"x"}}}]');
    expect(refusedPaths(prototypeKey)).toEqual(['agenda.0.translations']);
    expect(refusedPaths([{ title: 'Ok', extra: { nested: true }, translations: { fr: { title: 'Salut' } } }])).toEqual([
      'agenda.0.translations',
    ]);
  });
});

describe('marking the current item', () => {
  it('takes an item’s place or null, and refuses anything else', () => {
    expect(setAgendaItemRequest.parse({ eventId: 'e1', index: 2 })).toEqual({ eventId: 'e1', index: 2 });
    expect(setAgendaItemRequest.parse({ eventId: 'e1', index: null })).toEqual({ eventId: 'e1', index: null });
    for (const index of [-1, 1.5, AGENDA_LIMITS.itemsMax, '1', undefined, Number.NaN]) {
      expect(setAgendaItemRequest.safeParse({ eventId: 'e1', index }).success, String(index)).toBe(false);
    }
  });
});
