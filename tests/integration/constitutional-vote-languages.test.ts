/**
 * The constitutional vote in several languages (docs/constitutional-vote.md, "Languages"), on the
 * emulators: a ballot's title, introduction and articles carry versions within their limits, in
 * known languages only; a voter casts on the version they read and is told its fingerprint; the
 * versions freeze at opening; the published record lists every version, its fingerprint covers
 * them, and the results are one count across languages.
 */
import {
  BALLOT_LIMITS,
  COLLECTIONS,
  ballotTextDigestInput,
  pickBallotVersion,
  recordDigestInput,
  type BallotDoc,
  type BallotInput,
  type BallotRecordSummary,
} from '@civic/domain';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, db, type TestAccount } from '../support/emulators/admin.js';
import { call, callError } from '../support/emulators/callables.js';
import { clientPool, type TestClient } from '../support/emulators/client.js';

const MINUTE = 60_000;
const clientFor = clientPool();
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const code = async (client: TestClient, name: 'createBallot' | 'castBallot' | 'updateBallot', data: unknown) =>
  (await callError(client, name, data)).replace(/^functions\//, '');

function ballotInput(overrides: Record<string, unknown> = {}): BallotInput {
  return {
    title: `Charter ${Date.now()}`,
    introduction: 'Read each article.',
    language: 'en',
    translations: { es: { title: 'Carta municipal', introduction: 'Lea cada artículo.' } },
    articles: [
      {
        title: 'Name',
        text: 'The city is called Civica.',
        translations: { es: { title: 'Nombre', text: 'La ciudad se llama Civica.' } },
      },
      { title: 'Flag', text: 'The flag is green.', translations: { ar: { title: 'العلم', text: 'العلم أخضر.' } } },
    ],
    opensAt: Date.now() - MINUTE,
    closesAt: Date.now() + 60 * MINUTE,
    censusMode: 'eligible',
    passRule: 'simple-majority',
    ...overrides,
  } as BallotInput;
}
const ballotRef = (ballotId: string) => db.collection(COLLECTIONS.constitutionalVotes).doc(ballotId);
const ballotDoc = async (ballotId: string) => (await ballotRef(ballotId).get()).data() as BallotDoc;

let admin: TestClient;
let voters: TestAccount[];
let voterClients: TestClient[];
beforeAll(async () => {
  const account = await createTestAccount('admin');
  voters = await Promise.all([1, 2, 3].map(() => createTestAccount('user')));
  [admin, ...voterClients] = await Promise.all([clientFor(account), ...voters.map((v) => clientFor(v))]);
}, 180_000);

describe('a ballot in several languages', () => {
  it('stores each version as written; bad versions and citizens are refused', async () => {
    const { ballotId } = await call(admin, 'createBallot', { ballot: ballotInput() });
    const stored = await ballotDoc(ballotId);
    expect(pickBallotVersion(stored, 'es')).toMatchObject({
      title: 'Carta municipal',
      articles: [{ title: 'Nombre' }, { title: 'Flag', text: 'The flag is green.' }],
    });
    expect(pickBallotVersion(stored, 'ar').articles.map((a) => a.title)).toEqual(['Name', 'العلم']);

    const article = (translations: unknown) => ({ title: 'Name', text: 'Text.', translations });
    const refused = [
      { translations: { fr: { title: 'Charte' } } },
      { translations: { es: { title: 'Carta', passRule: 'none' } } },
      { translations: { en: { title: 'A second English title' } } },
      { translations: { es: { introduction: 'x'.repeat(BALLOT_LIMITS.introductionMax + 1) } } },
      { articles: [article({ es: { text: 'x'.repeat(BALLOT_LIMITS.articleTextMax + 1) } })] },
      { articles: [article({ es: { title: '' } })] },
      { articles: [article(JSON.parse('{"constructor":{"title":"x"}}'))] },
      { articles: [article({ es: { title: 'Nombre', id: 'forged' } })] },
      { articles: [article({ es: 'Nombre' })] },
    ];
    for (const overrides of refused) {
      expect(await code(admin, 'createBallot', { ballot: ballotInput(overrides) }), JSON.stringify(overrides)).toBe(
        'invalid-argument',
      );
    }
    expect(await code(voterClients[0]!, 'createBallot', { ballot: ballotInput() })).toBe('permission-denied');
  });

  it('each voter casts on the version they read; the record covers every version; one count across languages', async () => {
    const { ballotId } = await call(admin, 'createBallot', { ballot: ballotInput() });
    await call(admin, 'importCensusEmails', { ballotId, emails: voters.map((v) => v.email), apply: true });
    await call(admin, 'changeBallotStatus', { ballotId, action: 'open' });
    const ballot = await ballotDoc(ballotId);
    const [first, second] = ballot.articles.map((a) => a.id) as [string, string];
    const version = (language: 'en' | 'es' | 'ar') => ({
      language,
      sha256: sha256(ballotTextDigestInput(ballot, language)),
    });

    // The text is frozen once the ballot is open: no version can be added or changed.
    const edited = ballotInput({ translations: { es: { title: 'Otra carta' } } });
    expect(await code(admin, 'updateBallot', { ballotId, ballot: edited })).toBe('aborted');

    const answers = { [first]: 'yes', [second]: 'no' };
    expect(await code(voterClients[0]!, 'castBallot', { ballotId, answers, language: 'fr' })).toBe('invalid-argument');
    const spanish = await call(voterClients[0]!, 'castBallot', { ballotId, answers, language: 'es' });
    const arabic = await call(voterClients[1]!, 'castBallot', { ballotId, answers, language: 'ar' });
    const english = await call(voterClients[2]!, 'castBallot', {
      ballotId,
      answers: { [first]: 'no', [second]: 'no' },
    });
    expect(spanish.version).toEqual(version('es'));
    expect(arabic.version).toEqual(version('ar'));
    expect(english.version).toEqual(version('en'));
    expect(new Set([spanish, arabic, english].map((cast) => cast.version.sha256)).size).toBe(3);

    await call(admin, 'changeBallotStatus', { ballotId, action: 'close' });
    await call(admin, 'changeBallotStatus', { ballotId, action: 'publish' });
    const summary = (
      await ballotRef(ballotId).collection(COLLECTIONS.record).doc('summary').get()
    ).data() as BallotRecordSummary;
    expect(summary.versions).toEqual([version('en'), version('es'), version('ar')]);
    const receipts = (await ballotRef(ballotId).collection(COLLECTIONS.record).doc('receipts-0').get()).get(
      'receipts',
    ) as string[];
    expect(sha256(recordDigestInput({ ...summary, receipts }))).toBe(summary.fingerprint);
    // The fingerprint covers the versions: another text would give another fingerprint.
    const altered = summary.versions!.map((v) => (v.language === 'es' ? { ...v, sha256: '0'.repeat(64) } : v));
    expect(sha256(recordDigestInput({ ...summary, receipts, versions: altered }))).not.toBe(summary.fingerprint);
    // Results are per article id, whatever language each ballot was read in.
    expect(summary.articles.map(({ yes, no }) => [yes, no])).toEqual([
      [2, 1],
      [0, 3],
    ]);
  });
});
