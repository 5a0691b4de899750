import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useConstitutionalVoteAccess } from '../api/use-constitutional-vote-access';

/**
 * The user's constitutional-vote status on their dashboard — "Am I eligible?" answered before
 * voting opens — from the same server-side check the `constitutional-vote-access` guard runs, so
 * the link shows exactly when the guard would let them in, and otherwise the guard's explanation.
 */
export function ConstitutionalVoteStatus({ uid }: { uid: string }) {
  const { t } = useLingui();
  const access = useConstitutionalVoteAccess(uid);

  if (!access) return <LoadingState label={t`Checking the constitutional vote…`} />;
  if (!access.allowed) return <p className="muted">{access.reason}</p>;
  const { ballot } = access;
  const next =
    ballot.phase === 'published' ? 'results' : ballot.voted ? 'receipt' : ballot.phase === 'voting' ? 'vote' : null;
  const linkText = {
    vote: t`Cast your ballot`,
    receipt: t`See your receipt`,
    results: t`See the results`,
  };
  const title = ballot.title;
  // After publication the voter still reads whether they took part.
  const sentence =
    ballot.phase === 'published'
      ? ballot.voted
        ? t`You voted in “${title}”. Its results are published.`
        : t`You did not vote in “${title}”. Its results are published.`
      : ballot.voted
        ? t`You have voted in “${title}”.`
        : ballot.phase === 'voting'
          ? t`A constitutional vote is open and you are on the list of eligible voters: “${title}”.`
          : t`Voting in “${title}” has closed; results will be published here.`;
  return (
    <div className="stack">
      {access.notOnList && <p>{access.notOnList}</p>}
      <p className={access.notOnList ? 'muted' : undefined}>{sentence}</p>
      {next && (
        <p>
          <Link className="button" to={paths.user.constitutionalVote}>
            {linkText[next]}
          </Link>
        </p>
      )}
    </div>
  );
}
