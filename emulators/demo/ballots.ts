/**
 * Two constitutional votes through their callables: an earlier charter amendment, opened, cast by
 * about two thirds of its census, closed and published (counted from the urn, with its receipts
 * list and fingerprint, by the real publication code); and the charter vote open now, on whose
 * census `user@civic.test` is and has not voted. Every ballot is `castBallot` as its voter.
 */
import { BALLOT_ANSWERS, COLLECTIONS, type BallotAnswer, type PassRule, type CensusMode } from '@civic/domain';
import { db } from '../../functions/src/platform/app.js';
import { DAY, pickWeighted, pool, randomFor, sample, type DemoContext } from './context.js';
import { EARLIER_BALLOT, OPEN_BALLOT } from './content.js';
import { callAs, requestId } from './server.js';

/** The seed logins never vote here: the newcomer casts `user@civic.test`'s ballot. */
const SEED_LOGINS = new Set(['seed-admin', 'seed-user', 'seed-user-2']);

async function openBallot(
  ctx: DemoContext,
  spec: typeof OPEN_BALLOT | typeof EARLIER_BALLOT,
  window: { opensAt: number; closesAt: number },
  censusMode: CensusMode,
  passRule: PassRule,
  turnout: number,
  step: string,
): Promise<string> {
  const random = randomFor(step);
  const { ballotId } = await callAs(ctx.admin, 'createBallot', {
    requestId: requestId(),
    ballot: {
      title: spec.title,
      introduction: spec.introduction,
      // The open ballot is also in Spanish and Arabic (its articles carry their own versions).
      ...('translations' in spec ? { language: spec.language, translations: spec.translations } : {}),
      articles: spec.articles.map((a) => ({ ...a })),
      ...window,
      censusMode,
      passRule,
    },
  });
  await callAs(ctx.admin, 'changeBallotStatus', { ballotId, action: 'open' });
  const ballot = db.collection(COLLECTIONS.constitutionalVotes).doc(ballotId);
  const articleIds = ((await ballot.get()).get('articles') as { id: string }[]).map((a) => a.id);
  const census = (await ballot.collection(COLLECTIONS.census).select().get()).docs.map((d) => d.id);
  const voters = sample(
    random,
    census.filter((uid) => !SEED_LOGINS.has(uid)),
    Math.round(census.length * turnout),
  );
  // A cast writes one of a few urn and turnout shards: more at once would only contend on them.
  await pool(voters, 3, (uid) => {
    const answers: Record<string, BallotAnswer> = {};
    articleIds.forEach((id, i) => (answers[id] = BALLOT_ANSWERS[pickWeighted(random, spec.leanings[i]!)]!));
    return callAs({ uid, role: 'user' }, 'castBallot', { ballotId, answers });
  });
  return ballotId;
}

export async function seedBallots(ctx: DemoContext): Promise<void> {
  const earlier = await openBallot(
    ctx,
    EARLIER_BALLOT,
    { opensAt: ctx.now - 12 * DAY, closesAt: ctx.now + DAY },
    'all-active',
    'simple-majority',
    0.45,
    'earlier-ballot',
  );
  await callAs(ctx.admin, 'changeBallotStatus', { ballotId: earlier, action: 'close' });
  await callAs(ctx.admin, 'changeBallotStatus', { ballotId: earlier, action: 'publish' });
  await openBallot(
    ctx,
    OPEN_BALLOT,
    { opensAt: ctx.now - 2 * DAY, closesAt: ctx.now + 12 * DAY },
    'eligible',
    'two-thirds',
    0.55,
    'open-ballot',
  );
}
