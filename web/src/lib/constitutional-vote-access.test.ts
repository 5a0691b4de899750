/**
 * The constitutional-vote access check's decisions. The two server reads are replaced here;
 * tests/e2e/shell.test.ts runs the same check against the emulators (ineligible, no open
 * ballot, open ballot).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const fetchUserDetails = vi.fn();
const getDocs = vi.fn();
vi.mock('@/lib/session/user-details', () => ({ fetchUserDetails }));
vi.mock('@/lib/firebase/firestore', () => ({ firestore: {} }));
vi.mock('firebase/firestore', () => ({
  collection: vi.fn(),
  getDocs,
  limit: vi.fn(),
  query: vi.fn(),
  where: vi.fn(),
}));

const { checkConstitutionalVoteAccess, VOTE_ACCESS_REASONS } = await import('./constitutional-vote-access');
const openBallot = (...ids: string[]) => getDocs.mockResolvedValue({ docs: ids.map((id) => ({ id })) });

beforeEach(() => {
  fetchUserDetails.mockReset();
  getDocs.mockReset();
});

describe('checkConstitutionalVoteAccess', () => {
  it('lets an eligible user in while a ballot is open', async () => {
    fetchUserDetails.mockResolvedValue({ uid: 'u1', role: 'user', eligible: true });
    openBallot('charter');
    expect(await checkConstitutionalVoteAccess('u1')).toEqual({ allowed: true, ballotId: 'charter' });
  });

  it('refuses an ineligible user without looking for a ballot', async () => {
    fetchUserDetails.mockResolvedValue({ uid: 'u1', role: 'user', eligible: false });
    expect(await checkConstitutionalVoteAccess('u1')).toEqual({
      allowed: false,
      reason: VOTE_ACCESS_REASONS.notEligible,
    });
    expect(getDocs).not.toHaveBeenCalled();
  });

  it('refuses an eligible user when no ballot is open', async () => {
    fetchUserDetails.mockResolvedValue({ uid: 'u1', role: 'user', eligible: true });
    openBallot();
    expect(await checkConstitutionalVoteAccess('u1')).toMatchObject({ reason: VOTE_ACCESS_REASONS.noOpenBallot });
  });

  it('says the check could not be made when the server gave no details, rather than "not eligible"', async () => {
    fetchUserDetails.mockResolvedValue(null);
    expect(await checkConstitutionalVoteAccess('u1')).toMatchObject({ reason: VOTE_ACCESS_REASONS.unavailable });
  });

  it('logs a failed read and says the check could not be made', async () => {
    fetchUserDetails.mockResolvedValue({ uid: 'u1', role: 'user', eligible: true });
    getDocs.mockRejectedValue(new Error('permission-denied'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await checkConstitutionalVoteAccess('u1')).toMatchObject({ reason: VOTE_ACCESS_REASONS.unavailable });
    expect(error).toHaveBeenCalled();
  });
});
