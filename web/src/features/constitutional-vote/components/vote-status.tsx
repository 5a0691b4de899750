import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { checkConstitutionalVoteAccess, type ConstitutionalVoteAccess } from '@/lib/constitutional-vote-access';

/**
 * The user's constitutional-vote status on their dashboard: the same server-side check the
 * `constitutional-vote-access` guard runs, so the link shows exactly when the guard would let
 * them in, and otherwise the guard's own explanation.
 */
export function ConstitutionalVoteStatus({ uid }: { uid: string }) {
  const [access, setAccess] = useState<ConstitutionalVoteAccess | null>(null);
  useEffect(() => {
    let current = true;
    void checkConstitutionalVoteAccess(uid).then((result) => current && setAccess(result));
    return () => {
      current = false;
    };
  }, [uid]);

  if (!access) return <LoadingState label="Checking the constitutional vote…" />;
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
