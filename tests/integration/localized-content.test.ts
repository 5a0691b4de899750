/**
 * What admins write in several languages (docs/languages.md, "What admins write"), through the
 * callables on the emulators: an event's title and description and a poll's question, description
 * and options carry a version per language, each within its field's limit, in known languages only;
 * everything else is refused with invalid-argument and saves nothing; citizens cannot write them;
 * a vote is one vote whatever language its voter read; /stream is given the versions.
 */
import {
  COLLECTIONS,
  HTTP_FUNCTIONS,
  pickPollVersion,
  pickVersion,
  POLL_LIMITS,
  EVENT_LIMITS,
  type CallableName,
  type HttpEnvelope,
  type PollDoc,
  type PollInput,
  type StreamState,
} from '@civic/domain';
import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, db } from '../support/emulators/admin.js';
import { call, callError } from '../support/emulators/callables.js';
import { clientPool, type TestClient } from '../support/emulators/client.js';
import { endLockedLiveEvent, holdLiveSlot } from '../support/emulators/live-slot.js';
import { functionsOrigin } from '../support/emulators/stack.js';
import { eventInput } from '../support/fixtures/event-input.js';

holdLiveSlot();
const HOUR = 3_600_000;
const clientFor = clientPool();
const marker = `it-${Date.now()}`;

const eventInputFor = (overrides: Record<string, unknown> = {}) => eventInput(`Town hall ${marker}`, overrides);
function pollInput(overrides: Record<string, unknown> = {}): PollInput {
  return {
    kind: 'poll',
    question: `Which park first? ${marker}`,
    description: '',
    options: [
      { label: 'North', translations: { es: { label: 'Norte' }, ar: { label: 'الشمال' } } },
      { label: 'South', translations: { es: { label: 'Sur' } } },
    ],
    published: true,
    opensAt: Date.now() - HOUR,
    closesAt: Date.now() + HOUR,
    resultsVisibility: 'live',
    sponsor: null,
    language: 'en',
    translations: { es: { question: '¿Qué parque primero?' } },
    ...overrides,
  } as PollInput;
}
const stored = async (collection: string, id: string) => (await db.collection(collection).doc(id).get()).data()!;
const code = async (client: TestClient, name: CallableName, data: unknown) =>
  (await callError(client, name, data)).replace(/^functions\//, '');
/** A payload as an attacker sends it: JSON with own keys such as `__proto__`. */
const raw = (json: string) => JSON.parse(json) as unknown;

let admin: TestClient;
let citizen: TestClient;
beforeAll(async () => {
  const [a, c] = await Promise.all([createTestAccount('admin'), createTestAccount('user')]);
  [admin, citizen] = await Promise.all([clientFor(a), clientFor(c)]);
  await code(citizen, 'createEvent', { event: eventInputFor() }); // starts the functions runtime
}, 180_000);
afterEach(endLockedLiveEvent);

describe("an event's title and description in several languages", () => {
  it('are stored as written, and a citizen reads the version of their language', async () => {
    const translations = { es: { title: `Cabildo ${marker}`, description: 'El presupuesto' }, ar: { title: 'مجلس' } };
    const { eventId } = await call(admin, 'createEvent', { event: eventInputFor({ language: 'en', translations }) });
    expect(await stored(COLLECTIONS.events, eventId)).toMatchObject({ language: 'en', translations });

    const read = (await getDoc(doc(citizen.db, COLLECTIONS.events, eventId))).data()!;
    expect(pickVersion(read, 'es')).toMatchObject({ title: `Cabildo ${marker}`, description: 'El presupuesto' });
    expect(pickVersion(read, 'ar')).toMatchObject({ title: 'مجلس', description: 'Integration test event' });
    expect(pickVersion(read, 'en')).toMatchObject({ title: `Town hall ${marker}` });

    // A blank version of a required field is refused; a blank description is dropped.
    const blank = eventInputFor({ translations: { es: { title: ' ' } } });
    expect(await code(admin, 'updateEvent', { eventId, event: blank })).toBe('invalid-argument');
    await call(admin, 'updateEvent', { eventId, event: eventInputFor({ translations: { es: { description: ' ' } } }) });
    expect((await stored(COLLECTIONS.events, eventId)).translations).toEqual({});
    // An edit without versions removes them.
    await call(admin, 'updateEvent', { eventId, event: eventInputFor({ translations }) });
    await call(admin, 'updateEvent', { eventId, event: eventInputFor() });
    expect((await stored(COLLECTIONS.events, eventId)).translations).toEqual({});
  });

  it('an event written before versions reads as English', async () => {
    const { eventId } = await call(admin, 'createEvent', { event: eventInputFor() });
    expect(await stored(COLLECTIONS.events, eventId)).toMatchObject({ language: 'en', translations: {} });
    // A form leaves `translations` undefined, which the web SDK sends as null: no versions.
    const sent = await call(admin, 'createPoll', {
      poll: pollInput({ translations: undefined, options: [{ label: 'A', translations: undefined }, { label: 'B' }] }),
    });
    expect((await stored(COLLECTIONS.polls, sent.pollId)).translations).toEqual({});
  });

  it('refuses unknown languages, prototype keys, extra fields, oversize versions and wrong types', async () => {
    const before = (await db.collection(COLLECTIONS.events).where('description', '==', `refused ${marker}`).get()).size;
    const refused: unknown[] = [
      { fr: { title: 'Assemblée' } },
      { constructor: { title: 'x' } },
      { es: { title: 'Cabildo', coverImageUrl: 'https://evil.test/x.png' } },
      { es: { title: 'x'.repeat(EVENT_LIMITS.titleMax + 1) } },
      { es: { description: 'x'.repeat(EVENT_LIMITS.descriptionMax + 1) } },
      { es: { title: 42 } },
      { es: 'Cabildo' },
      ['es'],
      'es',
      { en: { title: 'A second English title' } },
    ];
    for (const translations of refused) {
      const event = eventInputFor({ description: `refused ${marker}`, translations });
      expect(await code(admin, 'createEvent', { event }), JSON.stringify(translations)).toBe('invalid-argument');
    }
    for (const language of ['fr', '__proto__', 42]) {
      const event = eventInputFor({ description: `refused ${marker}`, language });
      expect(await code(admin, 'createEvent', { event })).toBe('invalid-argument');
    }
    const after = (await db.collection(COLLECTIONS.events).where('description', '==', `refused ${marker}`).get()).size;
    expect(after).toBe(before);
  });

  it('refuses a `__proto__` version sent raw, and the web SDK never sends one', async () => {
    // Raw HTTP, as an attacker would send it: the callables refuse a prototype key anywhere.
    const translations = raw('{"__proto__":{"title":"x"},"es":{"title":"Cabildo"}}');
    const response = await fetch(`${functionsOrigin}/createEvent`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await admin.idToken()}` },
      body: JSON.stringify({ data: { event: eventInputFor({ translations }) } }),
    });
    expect(((await response.json()) as { error?: { status?: string } }).error?.status).toBe('INVALID_ARGUMENT');
    // Through the web SDK, whose encoder drops the key: only the real version is stored.
    const { eventId } = await call(admin, 'createEvent', { event: eventInputFor({ translations }) });
    const event = await stored(COLLECTIONS.events, eventId);
    expect(event.translations).toEqual({ es: { title: 'Cabildo' } });
    expect(pickVersion(event, '__proto__').title).toBe(`Town hall ${marker}`);
  });

  it('a citizen cannot write them, through the callable or directly', async () => {
    const event = eventInputFor({ translations: { es: { title: 'Cabildo' } } });
    expect(await code(citizen, 'createEvent', { event })).toBe('permission-denied');
    const { eventId } = await call(admin, 'createEvent', { event: eventInputFor() });
    await expect(
      setDoc(doc(citizen.db, COLLECTIONS.events, eventId), { translations: { es: { title: 'x' } } }, { merge: true }),
    ).rejects.toThrow();
  });

  it('/stream is given the versions of the live public event', async () => {
    const translations = { es: { title: `En vivo ${marker}` } };
    const { eventId } = await call(admin, 'createEvent', { event: eventInputFor({ translations }) });
    await call(admin, 'goLive', { eventId });
    const response = await fetch(`${functionsOrigin}/${HTTP_FUNCTIONS.getStreamState}`);
    const body = (await response.json()) as HttpEnvelope<StreamState>;
    expect(body.success && body.data.state === 'live' && pickVersion(body.data.event, 'es').title).toBe(
      `En vivo ${marker}`,
    );
    await call(admin, 'endEvent', { eventId });
  });
});

describe("a poll's question and options in several languages", () => {
  it('keep one option id per option, so a vote read in Spanish counts with the English ones', async () => {
    const { pollId } = await call(admin, 'createPoll', { poll: pollInput() });
    const poll = (await getDoc(doc(citizen.db, COLLECTIONS.polls, pollId))).data() as PollDoc;
    const spanish = pickPollVersion(poll, 'es');
    expect(spanish.question).toBe('¿Qué parque primero?');
    expect(spanish.options.map((o) => o.label)).toEqual(['Norte', 'Sur']);
    expect(pickPollVersion(poll, 'ar').options.map((o) => o.label)).toEqual(['الشمال', 'South']);
    expect(spanish.options.map((o) => o.id)).toEqual(poll.optionIds);

    // The Spanish reader votes "Norte": the vote names the option's id, the one English voters choose.
    const optionId = spanish.options[0]!.id;
    await setDoc(doc(citizen.db, COLLECTIONS.polls, pollId, COLLECTIONS.votes, citizen.uid!), {
      optionId,
      votedAt: serverTimestamp(),
    });
    expect(poll.options[0]!.label).toBe('North');
    expect(poll.options[0]!.id).toBe(optionId);

    // With a vote in, an option's versions are frozen with it: a vote means what its voter read.
    const options = poll.options.map(({ id, label }) => ({ id, label, translations: { es: { label: `${label}!` } } }));
    const changed = pollInput({ options });
    expect((await callError(admin, 'updatePoll', { pollId, poll: changed })).replace(/^functions\//, '')).toBe(
      'aborted',
    );
    // The question's versions may still be written.
    const question = pollInput({ options: poll.options, translations: { es: { question: '¿Cuál?' } } });
    await call(admin, 'updatePoll', { pollId, poll: question });
    expect((await stored(COLLECTIONS.polls, pollId)).translations).toEqual({ es: { question: '¿Cuál?' } });
  });

  it('ad polls and live questions carry versions too', async () => {
    const sponsor = { name: 'Bakery', logoUrl: 'https://bakery.test/logo.png', link: 'https://bakery.test' };
    const { pollId: adId } = await call(admin, 'createPoll', { poll: pollInput({ kind: 'ad', sponsor }) });
    expect(pickPollVersion((await stored(COLLECTIONS.polls, adId)) as PollDoc, 'es').question).toBe(
      '¿Qué parque primero?',
    );
    const cloud = pollInput({
      kind: 'wordCloud',
      options: [],
      settings: { kind: 'wordCloud', maxEntries: 3 },
      translations: { ar: { question: 'ما الكلمة؟' } },
    });
    const { pollId } = await call(admin, 'createPoll', { poll: cloud });
    expect(pickPollVersion((await stored(COLLECTIONS.polls, pollId)) as PollDoc, 'ar').question).toBe('ما الكلمة؟');
  });

  it('a scale’s end labels carry versions, within their limit', async () => {
    const settings = {
      kind: 'scale',
      min: 1,
      max: 5,
      minLabel: 'Unsafe',
      maxLabel: 'Safe',
      translations: { es: { minLabel: 'Inseguro', maxLabel: 'Seguro' }, ar: { maxLabel: 'آمن' } },
    };
    const scale = pollInput({ kind: 'scale', options: [], settings });
    const { pollId } = await call(admin, 'createPoll', { poll: scale });
    const poll = (await stored(COLLECTIONS.polls, pollId)) as PollDoc;
    expect(pickPollVersion(poll, 'es').settings).toMatchObject({ minLabel: 'Inseguro', maxLabel: 'Seguro' });
    expect(pickPollVersion(poll, 'ar').settings).toMatchObject({ minLabel: 'Unsafe', maxLabel: 'آمن' });
    // Saving the same settings again is no change (their versions come back in another key order).
    await call(admin, 'updatePoll', { pollId, poll: scale });
    const long = { ...settings, translations: { es: { minLabel: 'x'.repeat(200) } } };
    expect(await code(admin, 'createPoll', { poll: pollInput({ kind: 'scale', options: [], settings: long }) })).toBe(
      'invalid-argument',
    );
    const own = { ...settings, translations: { en: { minLabel: 'Not safe' } } };
    expect(await code(admin, 'createPoll', { poll: pollInput({ kind: 'scale', options: [], settings: own }) })).toBe(
      'invalid-argument',
    );
  });

  it('refuses bad versions of question and options, and citizens', async () => {
    const refused: Record<string, unknown>[] = [
      { translations: { fr: { question: 'Quel parc ?' } } },
      { translations: { es: { question: 'x'.repeat(POLL_LIMITS.questionMax + 1) } } },
      { translations: { es: { question: ['x'] } } },
      {
        options: [
          { label: 'North', translations: { es: { label: 'x'.repeat(POLL_LIMITS.optionLabelMax + 1) } } },
          { label: 'South' },
        ],
      },
      { options: [{ label: 'North', translations: { es: { label: 'Norte', id: 'forged' } } }, { label: 'South' }] },
      { options: [{ label: 'North', translations: raw('{"constructor":{"label":"x"}}') }, { label: 'South' }] },
      {
        options: [
          { label: 'North', translations: { es: { label: 'Igual' } } },
          { label: 'South', translations: { es: { label: 'igual' } } },
        ],
      },
    ];
    for (const overrides of refused) {
      expect(await code(admin, 'createPoll', { poll: pollInput(overrides) }), JSON.stringify(overrides)).toBe(
        'invalid-argument',
      );
    }
    expect(await code(citizen, 'createPoll', { poll: pollInput() })).toBe('permission-denied');
  });
});
