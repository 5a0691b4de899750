/**
 * The constitutional-vote access check (web/src/features/constitutional-vote/api/
 * check-constitutional-vote-access.ts) against the Firestore emulator, as a citizen's browser runs
 * it under the rules (issue 31): an earlier ballot's census was "every active user", the one open
 * now is for "only users marked eligible". A citizen on the first list and not the second is told
 * that the open ballot goes on without them, by its title, with the earlier ballot below; before,
 * the check handed them the earlier, closed ballot and nothing said a vote was open.
 */
import { COLLECTIONS, type BallotDoc, type CensusEntryDoc } from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import * as full from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestAccount, db } from '../support/emulators/admin.js';
import { testClient, type TestClient } from '../support/emulators/client.js';
import { activateLanguage } from '@/lib/i18n/i18n';

const signedIn = vi.hoisted(() => ({ client: null as TestClient | null }));
// The one-time reads on the citizen's own signed-in client, the full SDK (as the ballot page has).
vi.mock('@/lib/firebase/firestore-once', () => ({
  onceFirestore: async () => ({ ...full, db: signedIn.client!.db }),
}));
const { checkConstitutionalVoteAccess, VOTE_ACCESS_REASONS } =
  await import('@/features/constitutional-vote/api/check-constitutional-vote-access');

const DAY = 86_400_000;
const at = (offsetMs: number) => Timestamp.fromMillis(Date.now() + offsetMs);
const ballots = db.collection(COLLECTIONS.constitutionalVotes);
const created: string[] = [];

/** A ballot as opening leaves it (announced, census frozen), with `census` on its list. */
async function announcedBallot(
  title: string,
  status: BallotDoc['status'],
  window: { opensAt: Timestamp; closesAt: Timestamp; announcedAt: Timestamp },
  census: string[],
): Promise<string> {
  const ref = ballots.doc();
  created.push(ref.id);
  await ref.set({
    title,
    introduction: '',
    articles: [{ id: 'a1', title: 'Name', text: 'The city is called Civica.' }],
    status,
    ...window,
    censusMode: census.length > 1 ? 'all-active' : 'eligible',
    passRule: 'simple-majority',
    censusSize: census.length,
    urnShards: 1,
    closedAt: status === 'open' ? null : window.closesAt,
    publishedAt: status === 'published' ? window.closesAt : null,
    createdBy: null,
    createdAt: window.announcedAt,
    updatedAt: window.announcedAt,
  } satisfies BallotDoc<Timestamp>);
  for (const uid of census) {
    await ref
      .collection(COLLECTIONS.census)
      .doc(uid)
      .set({ uid, voted: false } satisfies CensusEntryDoc);
  }
  return ref.id;
}

beforeAll(async () => {
  // The check writes its sentences in the reader's language (docs/languages.md): English here.
  await activateLanguage('en');
  signedIn.client = await testClient(await createTestAccount('user'));
});
afterAll(async () => {
  await signedIn.client?.close();
  for (const id of created) await db.recursiveDelete(ballots.doc(id));
});

describe('the constitutional-vote access check, under the rules', () => {
  it('tells a citizen not on the open ballot’s list so, by its title, and keeps their earlier ballot below', async () => {
    const uid = signedIn.client!.uid!;
    const run = Date.now();
    const earlier = await announcedBallot(
      `Every active user ${run}`,
      'published',
      { announcedAt: at(-4 * DAY), opensAt: at(-3 * DAY), closesAt: at(-2 * DAY) },
      [uid, 'someone-else'],
    );
    const openTitle = `Only the eligible ${run}`;
    await announcedBallot(
      openTitle,
      'open',
      // Announced after anything else in the emulator, so it is "the latest announced ballot".
      { announcedAt: at(DAY), opensAt: at(-60_000), closesAt: at(DAY) },
      ['someone-else'],
    );
    const access = await checkConstitutionalVoteAccess(uid, false);
    expect(access).toMatchObject({
      allowed: true,
      ballotId: earlier,
      ballot: { phase: 'published', voted: false },
      notOnList: VOTE_ACCESS_REASONS.notOnListOf(openTitle, 'voting'),
    });
  });
});
