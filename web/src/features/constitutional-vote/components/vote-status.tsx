import { Link } from 'react-router';
import { LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { checkConstitutionalVoteAccess } from '@/lib/constitutional-vote-access';
import { useAsync } from '@/lib/use-async';

/**
 * The user's constitutional-vote status on their dashboard: the same server-side check the
 * `constitutional-vote-access` guard runs, so the link shows exactly when the guard would let
 * them in, and otherwise the guard's own explanation.
 */
export function ConstitutionalVoteStatus({ uid }: { uid: string }) {
  // The check answers every failure with a reason of its own, so it never ends in an error state.
  const check = useAsync(uid, () => checkConstitutionalVoteAccess(uid));
  if (check.state !== 'ready') return <LoadingState label="Checking the constitutional vote…" />;
  const access = check.data;
  if (!access.allowed) return <p className="muted">{access.reason}</p>;
  return (
    <div className="stack">
      <p>A constitutional vote is open and you are on the list of eligible voters.</p>
      <p>
        <Link className="button" to={paths.user.constitutionalVote}>
          Cast your ballot
        </Link>
      </p>
    </div>
  );
}
