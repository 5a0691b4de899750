import { Link } from 'react-router';
import { LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useConstitutionalVoteAccess } from '../api/use-constitutional-vote-access';

const LINK_TEXT = { vote: 'Cast your ballot', receipt: 'See your receipt', results: 'See the results' } as const;

/**
 * The user's constitutional-vote status on their dashboard — "Am I eligible?" answered before
 * voting opens — from the same server-side check the `constitutional-vote-access` guard runs, so
 * the link shows exactly when the guard would let them in, and otherwise the guard's explanation.
 */
export function ConstitutionalVoteStatus({ uid }: { uid: string }) {
  const access = useConstitutionalVoteAccess(uid);

  if (!access) return <LoadingState label="Checking the constitutional vote…" />;
  if (!access.allowed) return <p className="muted">{access.reason}</p>;
  const { ballot } = access;
  const next =
    ballot.phase === 'published' ? 'results' : ballot.voted ? 'receipt' : ballot.phase === 'voting' ? 'vote' : null;
  // After publication the voter still reads whether they took part.
  const sentence =
    ballot.phase === 'published'
      ? `${ballot.voted ? 'You voted in' : 'You did not vote in'} “${ballot.title}”. Its results are published.`
      : ballot.voted
        ? `You have voted in “${ballot.title}”.`
        : ballot.phase === 'voting'
          ? `A constitutional vote is open and you are on the list of eligible voters: “${ballot.title}”.`
          : `Voting in “${ballot.title}” has closed; results will be published here.`;
  return (
    <div className="stack">
      {access.notOnList && <p>{access.notOnList}</p>}
      <p className={access.notOnList ? 'muted' : undefined}>{sentence}</p>
      {next && (
        <p>
          <Link className="button" to={paths.user.constitutionalVote}>
            {LINK_TEXT[next]}
          </Link>
        </p>
      )}
    </div>
  );
}
