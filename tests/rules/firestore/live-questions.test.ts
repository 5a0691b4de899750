/**
 * firestore.rules, live questions (docs/live-questions.md): word clouds, scales and open answers
 * live under `polls/{id}`. No client writes any of their documents (answers come only through
 * the submitLiveResponse callable, tests/integration/live-questions.test.ts); responses, which
 * may be held, are read by admins only; the participant reads their own `respondents` record;
 * counts and accepted open answers are read as poll tallies are, while results are visible.
 * The refusals of stale tokens (disabled, demoted, deleted, anonymous) are rows of
 * read-policy.test.ts.
 */
import {
  COLLECTIONS,
  HIDDEN_ENTRIES_DOC,
  type HiddenEntriesDoc,
  type LiveResponseDoc,
  type PollDoc,
} from '@civic/domain';
import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, Timestamp } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { firestoreRulesEnv } from '../../support/rules/firestore-env.js';
import { rulesCallers, seedCallerAccounts } from '../../support/rules/callers.js';

const env = firestoreRulesEnv('demo-civic-rules-live-questions');
const { visitor, alice, bob, admin, noRole } = rulesCallers(env);

const HOUR = 3_600_000;
const at = (offsetMs: number) => Timestamp.fromMillis(Date.now() + offsetMs);

function questionData(overrides: Partial<PollDoc> = {}) {
  return {
    kind: 'wordCloud',
    question: 'One word for the park?',
    description: '',
    options: [],
    optionIds: [],
    settings: { kind: 'wordCloud', maxEntries: 3 },
    published: true,
    opensAt: at(-HOUR),
    closesAt: at(HOUR),
    resultsVisibility: 'live',
    sponsor: null,
    createdBy: 'admin',
    createdAt: at(-2 * HOUR),
    updatedAt: at(-2 * HOUR),
    ...overrides,
  } satisfies PollDoc;
}
const QUESTIONS = {
  cloud: questionData(),
  hidden: questionData({ kind: 'openAnswer', settings: { kind: 'openAnswer' }, resultsVisibility: 'hidden' }),
  afterClose: questionData({ kind: 'openAnswer', settings: { kind: 'openAnswer' }, resultsVisibility: 'after-close' }),
  answers: questionData({ kind: 'openAnswer', settings: { kind: 'openAnswer' } }),
};
type QuestionName = keyof typeof QUESTIONS;

const ref = (ctx: RulesTestContext, question: QuestionName, sub: string, id: string) =>
  doc(ctx.firestore(), COLLECTIONS.polls, question, sub, id);
const response = (uid: string): LiveResponseDoc => ({
  authorUid: uid,
  authorName: uid,
  eventId: 'e1',
  answer: { kind: 'wordCloud', entries: ['Parks'] },
  forms: ['parks'],
  status: 'held',
  reason: 'blocked-word',
  requestId: null,
  createdAt: at(-1000),
  counted: false,
  moderatedBy: null,
  moderatedAt: null,
});

beforeEach(async () => {
  await env().clearFirestore();
  await seedCallerAccounts(env(), { alice: 'user', bob: 'user', root: 'admin' });
  await env().withSecurityRulesDisabled(async (ctx) => {
    for (const [id, data] of Object.entries(QUESTIONS)) {
      await setDoc(doc(ctx.firestore(), COLLECTIONS.polls, id), data);
      await setDoc(ref(ctx, id as QuestionName, COLLECTIONS.liveResponses, 'alice'), response('alice'));
      await setDoc(ref(ctx, id as QuestionName, COLLECTIONS.liveRespondents, 'alice'), {
        respondedAt: at(-1000),
        status: 'held',
        answer: null,
      });
      await setDoc(ref(ctx, id as QuestionName, COLLECTIONS.tallyShards, '0'), { counts: { parks: 1 }, responses: 1 });
      await setDoc(ref(ctx, id as QuestionName, COLLECTIONS.liveModeration, HIDDEN_ENTRIES_DOC), {
        entries: ['the mayor lives at 12 elm st'],
        forms: ['the rnayor lives at iz elrn st'],
      } satisfies HiddenEntriesDoc);
      await setDoc(ref(ctx, id as QuestionName, COLLECTIONS.liveAnswers, 'bob'), {
        authorUid: 'bob',
        authorName: 'bob',
        text: 'More benches',
        createdAt: at(-1000),
      });
    }
  });
});

describe('responses (a held answer is among them): admins only', () => {
  it('an admin reads every response', async () => {
    await assertSucceeds(getDoc(ref(admin(), 'cloud', COLLECTIONS.liveResponses, 'alice')));
    await assertSucceeds(
      getDocs(collection(admin().firestore(), COLLECTIONS.polls, 'cloud', COLLECTIONS.liveResponses)),
    );
  });
  it('the author, another citizen, an account without a role and a visitor are refused', async () => {
    await assertFails(getDoc(ref(alice(), 'cloud', COLLECTIONS.liveResponses, 'alice')));
    await assertFails(getDoc(ref(bob(), 'cloud', COLLECTIONS.liveResponses, 'alice')));
    await assertFails(getDocs(collection(bob().firestore(), COLLECTIONS.polls, 'cloud', COLLECTIONS.liveResponses)));
    await assertFails(getDoc(ref(noRole('alice'), 'cloud', COLLECTIONS.liveResponses, 'alice')));
    await assertFails(getDoc(ref(visitor(), 'cloud', COLLECTIONS.liveResponses, 'alice')));
  });
});

describe('hidden entries of a word cloud (a hidden entry may be a home address): admins only', () => {
  const hidden = (ctx: RulesTestContext) => ref(ctx, 'cloud', COLLECTIONS.liveModeration, HIDDEN_ENTRIES_DOC);
  it('an admin reads them', async () => {
    await assertSucceeds(getDoc(hidden(admin())));
  });
  it('a citizen, an account without a role and a visitor are refused', async () => {
    for (const ctx of [alice(), noRole('alice'), visitor()]) await assertFails(getDoc(hidden(ctx)));
  });
  it('no one writes them (moderateLiveQuestion does)', async () => {
    for (const ctx of [alice(), admin()]) await assertFails(setDoc(hidden(ctx), { entries: [], forms: [] }));
  });
});

describe('respondents: the participant reads their own', () => {
  it('the participant and an admin read it', async () => {
    await assertSucceeds(getDoc(ref(alice(), 'cloud', COLLECTIONS.liveRespondents, 'alice')));
    await assertSucceeds(getDoc(ref(admin(), 'cloud', COLLECTIONS.liveRespondents, 'alice')));
  });
  it('another citizen and a visitor are refused', async () => {
    await assertFails(getDoc(ref(bob(), 'cloud', COLLECTIONS.liveRespondents, 'alice')));
    await assertFails(getDoc(ref(visitor(), 'cloud', COLLECTIONS.liveRespondents, 'alice')));
  });
});

describe('counts and accepted open answers: read as poll tallies are', () => {
  it('a citizen reads them while results are visible', async () => {
    await assertSucceeds(getDoc(ref(alice(), 'cloud', COLLECTIONS.tallyShards, '0')));
    await assertSucceeds(getDoc(ref(alice(), 'answers', COLLECTIONS.liveAnswers, 'bob')));
    await assertSucceeds(
      getDocs(collection(alice().firestore(), COLLECTIONS.polls, 'answers', COLLECTIONS.liveAnswers)),
    );
  });
  it('a citizen is refused hidden results and after-close results of an open question', async () => {
    await assertFails(getDoc(ref(alice(), 'hidden', COLLECTIONS.liveAnswers, 'bob')));
    await assertFails(getDoc(ref(alice(), 'hidden', COLLECTIONS.tallyShards, '0')));
    await assertFails(getDoc(ref(alice(), 'afterClose', COLLECTIONS.liveAnswers, 'bob')));
  });
  it('an admin reads them always; a visitor never', async () => {
    await assertSucceeds(getDoc(ref(admin(), 'hidden', COLLECTIONS.liveAnswers, 'bob')));
    await assertFails(getDoc(ref(visitor(), 'answers', COLLECTIONS.liveAnswers, 'bob')));
  });
});

describe('no client writes any live-question document', () => {
  const writes = (ctx: () => RulesTestContext, uid: string) => [
    () => setDoc(ref(ctx(), 'cloud', COLLECTIONS.liveResponses, uid), { ...response(uid), status: 'accepted' }),
    () =>
      setDoc(ref(ctx(), 'cloud', COLLECTIONS.liveRespondents, uid), {
        respondedAt: serverTimestamp(),
        status: 'accepted',
        answer: null,
      }),
    () => setDoc(ref(ctx(), 'cloud', COLLECTIONS.tallyShards, '0'), { counts: { parks: 99 }, responses: 99 }),
    () =>
      setDoc(ref(ctx(), 'answers', COLLECTIONS.liveAnswers, uid), {
        authorUid: uid,
        authorName: uid,
        text: 'x',
        createdAt: serverTimestamp(),
      }),
    () => deleteDoc(ref(ctx(), 'answers', COLLECTIONS.liveAnswers, 'bob')),
    () => deleteDoc(ref(ctx(), 'cloud', COLLECTIONS.liveResponses, 'alice')),
  ];
  it('a citizen writes none of them, their own included', async () => {
    for (const write of writes(bob, 'bob')) await assertFails(write());
  });
  it('an admin writes none of them either (the callables do)', async () => {
    for (const write of writes(admin, 'root')) await assertFails(write());
  });
  it('a live question has no option ids, so no vote can be cast on it', async () => {
    await assertFails(
      setDoc(ref(bob(), 'cloud', COLLECTIONS.votes, 'bob'), { optionId: 'parks', votedAt: serverTimestamp() }),
    );
  });
});
