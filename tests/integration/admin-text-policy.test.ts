/**
 * Text that admins write for everyone follows the text policy (docs/trust.md, "Text policy";
 * issue 41: event titles and their language versions accepted bidi overrides, a bell and line
 * feeds). Every kind of admin text, in the author's language and in a version, is sent each attack
 * of tests/support/fixtures/text-attacks.ts through its callable: `invalid-argument`, nothing
 * written. Clients write none of these directly (firestore.rules: `allow write: if false`).
 */
import { COLLECTIONS, type PollInput } from '@civic/domain';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, db } from '../support/emulators/admin.js';
import { call, refusalOf } from '../support/emulators/callables.js';
import { clientPool, type TestClient } from '../support/emulators/client.js';
import { ballotInput, pollInput, questionSetInput as setInput } from '../support/fixtures/admin-inputs.js';
import { eventInput } from '../support/fixtures/event-input.js';
import {
  FORBIDDEN_COMMENT_ATTACKS,
  FORBIDDEN_NAME_ATTACKS,
  LETTERLESS_TEXT_ATTACKS,
} from '../support/fixtures/text-attacks.js';

const clientFor = clientPool();
/** One line of text (titles, questions, options, names): no line break either. */
const ONE_LINE_ATTACKS = [...FORBIDDEN_NAME_ATTACKS, ...LETTERLESS_TEXT_ATTACKS];
/** Text of several lines (descriptions, article texts, notes): line breaks allowed, the rest not. */
const MULTILINE_ATTACKS = [...FORBIDDEN_COMMENT_ATTACKS, ...LETTERLESS_TEXT_ATTACKS];

const adInput = (): PollInput =>
  pollInput({
    kind: 'ad',
    sponsor: { name: 'City Bakery', logoUrl: 'https://example.test/logo.png', link: 'https://example.test' },
  });
/** `base` with `text` at `path` (dotted; numbers index arrays), objects on the way made as needed. */
function withText(base: unknown, path: string, text: string): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  const keys = path.split('.');
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
  at[keys.at(-1)!] = text;
  return copy;
}

type Callable = 'createEvent' | 'updateEvent' | 'createPoll' | 'updatePoll' | 'createBallot' | 'updateBallot';
type AnyCallable = Callable | 'saveQuestionSet' | 'updateReport';

let admin: TestClient;
let adminUid: string;
const existing = { eventId: '', pollId: '', ballotId: '' };
beforeAll(async () => {
  const account = await createTestAccount('admin');
  adminUid = account.uid;
  admin = await clientFor(account);
  [existing.eventId, existing.pollId, existing.ballotId] = await Promise.all([
    call(admin, 'createEvent', { event: eventInput('Kept title'), requestId: randomUUID() }).then((r) => r.eventId),
    call(admin, 'createPoll', { poll: pollInput(), requestId: randomUUID() }).then((r) => r.pollId),
    call(admin, 'createBallot', { ballot: ballotInput(), requestId: randomUUID() }).then((r) => r.ballotId),
  ]);
}, 180_000);

/** Each kind of admin text: the callable, the request around it, the field's path, one line or several. */
const KINDS: [what: string, callable: AnyCallable, request: () => unknown, path: string, multiline: boolean][] = [
  ['event title', 'createEvent', () => ({ event: eventInput('x') }), 'event.title', false],
  ['event description', 'createEvent', () => ({ event: eventInput('x') }), 'event.description', true],
  [
    'event title, Spanish version',
    'createEvent',
    () => ({ event: eventInput('x') }),
    'event.translations.es.title',
    false,
  ],
  [
    'event description, Arabic version',
    'createEvent',
    () => ({ event: eventInput('x') }),
    'event.translations.ar.description',
    true,
  ],
  [
    'event title, edited',
    'updateEvent',
    () => ({ eventId: existing.eventId, event: eventInput('x') }),
    'event.title',
    false,
  ],
  [
    'event title, edited version',
    'updateEvent',
    () => ({ eventId: existing.eventId, event: eventInput('x') }),
    'event.translations.es.title',
    false,
  ],
  [
    'agenda item title (issue 44)',
    'createEvent',
    () => ({ event: eventInput('x', { agenda: [{ title: 'Welcome' }] }) }),
    'event.agenda.0.title',
    false,
  ],
  [
    'agenda item description, Spanish version',
    'updateEvent',
    () => ({ eventId: existing.eventId, event: eventInput('x', { agenda: [{ title: 'Welcome' }] }) }),
    'event.agenda.0.translations.es.description',
    true,
  ],
  ['poll question', 'createPoll', () => ({ poll: pollInput() }), 'poll.question', false],
  ['poll description', 'createPoll', () => ({ poll: pollInput() }), 'poll.description', true],
  ['poll option', 'createPoll', () => ({ poll: pollInput() }), 'poll.options.0.label', false],
  [
    'poll option, Spanish version',
    'createPoll',
    () => ({ poll: pollInput() }),
    'poll.options.1.translations.es.label',
    false,
  ],
  [
    'poll question, Arabic version',
    'createPoll',
    () => ({ poll: pollInput() }),
    'poll.translations.ar.question',
    false,
  ],
  [
    'poll question, edited',
    'updatePoll',
    () => ({ pollId: existing.pollId, poll: pollInput() }),
    'poll.question',
    false,
  ],
  ['sponsor name', 'createPoll', () => ({ poll: adInput() }), 'poll.sponsor.name', false],
  [
    'live-question text',
    'createPoll',
    () => ({ poll: pollInput({ kind: 'openAnswer', options: [], settings: { kind: 'openAnswer' } }) }),
    'poll.question',
    false,
  ],
  ['ballot title', 'createBallot', () => ({ ballot: ballotInput() }), 'ballot.title', false],
  ['ballot introduction', 'createBallot', () => ({ ballot: ballotInput() }), 'ballot.introduction', true],
  ['ballot article title', 'createBallot', () => ({ ballot: ballotInput() }), 'ballot.articles.0.title', false],
  ['ballot article text', 'createBallot', () => ({ ballot: ballotInput() }), 'ballot.articles.0.text', true],
  [
    'ballot article, Spanish version',
    'createBallot',
    () => ({ ballot: ballotInput() }),
    'ballot.articles.0.translations.es.text',
    true,
  ],
  [
    'ballot article title, edited',
    'updateBallot',
    () => ({ ballotId: existing.ballotId, ballot: ballotInput() }),
    'ballot.articles.0.title',
    false,
  ],
  ['question set title', 'saveQuestionSet', () => ({ set: setInput() }), 'set.title', false],
  ['game question', 'saveQuestionSet', () => ({ set: setInput() }), 'set.questions.0.text', false],
  ['game answer', 'saveQuestionSet', () => ({ set: setInput() }), 'set.questions.0.answers.0.text', false],
  ['game explanation', 'saveQuestionSet', () => ({ set: setInput() }), 'set.questions.0.explanation', true],
  [
    'report note (its reporter reads it)',
    'updateReport',
    () => ({ reportId: 'any-report', status: 'in-review', note: '' }),
    'note',
    true,
  ],
];

const CREATES = new Set<AnyCallable>(['createEvent', 'createPoll', 'createBallot', 'saveQuestionSet']);

describe('admin text follows the text policy', () => {
  for (const [what, callable, request, path, multiline] of KINDS) {
    it(`${what}: every attack is invalid-argument`, async () => {
      const attacks = multiline ? MULTILINE_ATTACKS : ONE_LINE_ATTACKS;
      const refusals = await Promise.all(
        attacks.map(async ([attack, text]) => {
          const payload = withText(request(), path, text) as Record<string, unknown>;
          if (CREATES.has(callable)) payload.requestId = randomUUID();
          const refusal = await refusalOf(admin, callable as never, payload as never);
          return [attack, refusal.code] as const;
        }),
      );
      expect(refusals).toEqual(attacks.map(([attack]) => [attack, 'invalid-argument']));
    });
  }

  it('nothing of it was written: no event, poll, ballot or set beyond the three made to edit, and those unchanged', async () => {
    const mine = async (collection: string, field = 'createdBy') =>
      (await db.collection(collection).where(field, '==', adminUid).get()).docs.map((d) => d.id);
    expect(await mine(COLLECTIONS.events)).toEqual([existing.eventId]);
    expect(await mine(COLLECTIONS.polls)).toEqual([existing.pollId]);
    expect(await mine(COLLECTIONS.constitutionalVotes)).toEqual([existing.ballotId]);
    expect(await mine(COLLECTIONS.questionSets)).toEqual([]);
    const event = (await db.collection(COLLECTIONS.events).doc(existing.eventId).get()).data();
    expect(event).toMatchObject({ title: 'Kept title' });
    expect(event?.translations ?? {}).toEqual({});
    expect(event?.agenda ?? []).toEqual([]);
  });

  it('line breaks stay allowed where text has several lines, and every language’s letters everywhere', async () => {
    const event = eventInput('Ayuntamiento — ١٢ مايو', {
      description: 'First line.\nSecond line.\r\nThird.',
      translations: { ar: { title: 'اجتماع المدينة' } },
    });
    const { eventId } = await call(admin, 'createEvent', { event, requestId: randomUUID() });
    expect((await db.collection(COLLECTIONS.events).doc(eventId).get()).get('description')).toBe(
      'First line.\nSecond line.\r\nThird.',
    );
    await db.collection(COLLECTIONS.events).doc(eventId).delete();
  });
});
