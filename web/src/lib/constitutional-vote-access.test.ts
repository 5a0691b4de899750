/**
 * The constitutional-vote access check's decisions. The server reads are replaced here;
 * tests/e2e/constitutional-vote.test.ts and tests/e2e/shell.test.ts run the same check against the
 * emulators (on the census or not, scheduled, open, published).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const fetchUserDetails = vi.fn();
const censusEntries = vi.fn();
const announced = vi.fn();
const ballotDoc = vi.fn();
vi.mock('@/lib/session/user-details', () => ({ fetchUserDetails }));
vi.mock('@/lib/firebase/firestore', () => ({ firestore: {} }));
vi.mock('firebase/firestore', () => ({
  collection: () => 'ballots',
  collectionGroup: () => 'census',
  getDoc: (ref: { id: string }) => ballotDoc(ref.id),
  getDocs: (source: string) => (source === 'census' ? censusEntries() : announced()),
  limit: vi.fn(),
  query: (source: string) => source,
  where: vi.fn(),
}));

const { checkConstitutionalVoteAccess, VOTE_ACCESS_REASONS } = await import('./constitutional-vote-access');

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

beforeEach(() => {
  vi.clearAllMocks();
  onCensusOf();
  announced.mockResolvedValue({ empty: true });
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

  it('turns away a user on no census while a vote is under way, even one marked eligible since', async () => {
    fetchUserDetails.mockResolvedValue({ uid: 'u1', role: 'user', eligible: true });
    announced.mockResolvedValue({ empty: false });
    expect(await checkConstitutionalVoteAccess('u1')).toEqual({
      allowed: false,
      reason: VOTE_ACCESS_REASONS.notEligible,
    });
  });

  it('with no vote announced, answers from the account: not marked eligible, or nothing open yet', async () => {
    fetchUserDetails.mockResolvedValue({ uid: 'u1', role: 'user', eligible: false });
    expect(await checkConstitutionalVoteAccess('u1')).toMatchObject({ reason: VOTE_ACCESS_REASONS.notEligible });
    fetchUserDetails.mockResolvedValue({ uid: 'u1', role: 'user', eligible: true });
    expect(await checkConstitutionalVoteAccess('u1')).toMatchObject({ reason: VOTE_ACCESS_REASONS.noOpenBallot });
  });

  it('says the check could not be made when the server gave no details, rather than "not eligible"', async () => {
    fetchUserDetails.mockResolvedValue(null);
    expect(await checkConstitutionalVoteAccess('u1')).toMatchObject({ reason: VOTE_ACCESS_REASONS.unavailable });
  });

  it('logs a failed read and says the check could not be made', async () => {
    censusEntries.mockRejectedValue(new Error('permission-denied'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await checkConstitutionalVoteAccess('u1')).toMatchObject({ reason: VOTE_ACCESS_REASONS.unavailable });
    expect(error).toHaveBeenCalled();
  });
});
