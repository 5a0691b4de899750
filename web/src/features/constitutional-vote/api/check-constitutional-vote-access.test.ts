/**
 * The constitutional-vote access check's decisions. Whether a vote is open is answered from the
 * ballots alone, never waiting on the account's details (issue 20: the eligible seed citizen read
 * "Loading…" for 30 s with no vote open). The server reads are replaced here;
 * tests/e2e/constitutional-vote.test.ts and tests/e2e/shell.test.ts run the same check against the
 * emulators (on the census or not, scheduled, open, published).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const fetchUserDetails = vi.fn();
const censusEntries = vi.fn();
const announced = vi.fn();
const ballotDoc = vi.fn();
vi.mock('@/lib/session/user-details', () => ({ fetchUserDetails }));
vi.mock('@/lib/firebase/firestore-once', () => ({
  onceFirestore: async () => ({
    db: {},
    collection: () => 'ballots',
    collectionGroup: () => 'census',
    getDoc: (ref: { id: string }) => ballotDoc(ref.id),
    getDocs: (source: string) => (source === 'census' ? censusEntries() : announced()),
    limit: vi.fn(),
    orderBy: vi.fn(),
    query: (source: string) => source,
    where: vi.fn(),
  }),
}));

const { checkConstitutionalVoteAccess, VOTE_ACCESS_REASONS } = await import('./check-constitutional-vote-access');

const HOUR = 3_600_000;
const time = (ms: number) => ({ toMillis: () => ms });
function onCensusOf(
  ...ballots: { id: string; voted?: boolean; opensInMs?: number; status?: string; announced?: number }[]
) {
  censusEntries.mockResolvedValue({
    docs: ballots.map((b) => ({ ref: { parent: { parent: { id: b.id } } }, get: () => b.voted ?? false })),
  });
  ballotDoc.mockImplementation(async (id: string) => {
    const b = ballots.find((x) => x.id === id)!;
    if (b.status === 'draft') throw new Error('permission-denied');
    const now = Date.now();
    return {
      id,
      data: () => ({
        title: `Ballot ${id}`,
        status: b.status ?? 'open',
        opensAt: time(now + (b.opensInMs ?? -HOUR)),
        closesAt: time(now + 2 * HOUR),
        announcedAt: time(b.announced ?? 1),
      }),
    };
  });
}

/** The most recently announced ballot, as the check's second query finds it (none: nothing announced). */
function lastAnnounced(
  ballot: { status: string; opensInMs?: number; closesInMs?: number; id?: string; title?: string } | null,
) {
  const now = Date.now();
  const docs = ballot
    ? [
        {
          id: ballot.id ?? 'latest',
          data: () => ({
            title: ballot.title ?? 'The latest ballot',
            status: ballot.status,
            opensAt: time(now + (ballot.opensInMs ?? -HOUR)),
            closesAt: time(now + (ballot.closesInMs ?? HOUR)),
          }),
        },
      ]
    : [];
  announced.mockResolvedValue({ empty: docs.length === 0, docs });
}

beforeEach(() => {
  vi.clearAllMocks();
  onCensusOf();
  lastAnnounced(null);
  // getUserByUid on a cold or stuck server: never answers. The check must not need it.
  fetchUserDetails.mockReturnValue(new Promise(() => undefined));
});

describe('checkConstitutionalVoteAccess', () => {
  it('lets a census member in while voting is open, saying whether they have voted', async () => {
    onCensusOf({ id: 'charter', voted: true });
    expect(await checkConstitutionalVoteAccess('u1')).toMatchObject({
      allowed: true,
      ballotId: 'charter',
      ballot: { phase: 'voting', voted: true, title: 'Ballot charter' },
    });
    expect(fetchUserDetails).not.toHaveBeenCalled();
  });

  it('picks the most recently announced of several ballots and skips an unreadable draft', async () => {
    onCensusOf(
      { id: 'old', announced: 1, status: 'published' },
      { id: 'new', announced: 5 },
      { id: 'd', status: 'draft' },
    );
    expect(await checkConstitutionalVoteAccess('u1')).toMatchObject({ allowed: true, ballotId: 'new' });
  });

  it('tells a census member when voting opens, before it does', async () => {
    onCensusOf({ id: 'later', opensInMs: HOUR });
    const access = await checkConstitutionalVoteAccess('u1');
    expect(access).toMatchObject({ allowed: false, ballot: { id: 'later', phase: 'scheduled' } });
    expect(access.allowed === false && access.reason).toContain(
      'You are on the list of eligible voters for “Ballot later”',
    );
  });

  it('turns away a user on no census while a vote is under way or announced, by its title, even one marked eligible since', async () => {
    lastAnnounced({ status: 'open', title: 'Charter 2' });
    expect(await checkConstitutionalVoteAccess('u1')).toEqual({
      allowed: false,
      reason: VOTE_ACCESS_REASONS.notOnListOf('Charter 2', 'voting'),
    });
    lastAnnounced({ status: 'open', opensInMs: HOUR, title: 'Charter 2' });
    expect(await checkConstitutionalVoteAccess('u1')).toMatchObject({
      reason: VOTE_ACCESS_REASONS.notOnListOf('Charter 2', 'scheduled'),
    });
  });

  it('tells a citizen on an earlier ballot’s list but not the open one’s so, by its title, and keeps the earlier ballot below (issue 31)', async () => {
    onCensusOf({ id: 'first', status: 'published', announced: 1 });
    lastAnnounced({ status: 'open', id: 'second', title: 'Charter 2' });
    const access = await checkConstitutionalVoteAccess('u1', true);
    expect(access).toMatchObject({
      allowed: true,
      ballotId: 'first',
      ballot: { id: 'first', phase: 'published' },
      notOnList: VOTE_ACCESS_REASONS.notOnListOf('Charter 2', 'voting'),
    });
    expect(VOTE_ACCESS_REASONS.notOnListOf('Charter 2', 'voting')).toContain('“Charter 2”');
  });

  it('lets a voter on the open ballot’s list in without a "not on its list" notice', async () => {
    onCensusOf({ id: 'second', announced: 5 });
    lastAnnounced({ status: 'open', id: 'second', title: 'Ballot second' });
    const access = await checkConstitutionalVoteAccess('u1');
    expect(access).toMatchObject({ allowed: true, ballotId: 'second' });
    expect(access.allowed && access.notOnList).toBeUndefined();
  });

  it('with no vote announced, says at once that none is open and none is scheduled, without the account', async () => {
    expect(await checkConstitutionalVoteAccess('u1', true)).toEqual({
      allowed: false,
      reason: VOTE_ACCESS_REASONS.noOpenBallot,
    });
    expect(VOTE_ACCESS_REASONS.noOpenBallot).toMatch(/none is scheduled/);
    expect(fetchUserDetails).not.toHaveBeenCalled();
  });

  it('with no vote announced, tells an account not marked eligible so (the session’s flag: a sentence, not access)', async () => {
    expect(await checkConstitutionalVoteAccess('u1', false)).toMatchObject({
      allowed: false,
      reason: VOTE_ACCESS_REASONS.notEligible,
    });
  });

  it('once the last vote is over (closed or published), says none is open rather than "not eligible"', async () => {
    for (const status of ['closed', 'published']) {
      lastAnnounced({ status });
      expect(await checkConstitutionalVoteAccess('u1', true)).toMatchObject({
        reason: VOTE_ACCESS_REASONS.noOpenBallot,
      });
    }
    lastAnnounced({ status: 'open', closesInMs: -1 }); // its closing time has passed
    expect(await checkConstitutionalVoteAccess('u1', true)).toMatchObject({
      reason: VOTE_ACCESS_REASONS.noOpenBallot,
    });
  });

  it('logs a failed read and says the check could not be made', async () => {
    censusEntries.mockRejectedValue(new Error('permission-denied'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await checkConstitutionalVoteAccess('u1')).toMatchObject({ reason: VOTE_ACCESS_REASONS.unavailable });
    expect(error).toHaveBeenCalled();
  });
});
