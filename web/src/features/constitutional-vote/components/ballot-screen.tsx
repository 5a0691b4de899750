import type { BallotTextVersion } from '@civic/domain';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useConstitutionalVoteAccess } from '../api/use-constitutional-vote-access';
import { langOf } from '@/lib/i18n/versions';
import { useNow } from '@/lib/use-now';
import { formatWhen, phaseOf, type BallotView } from '../api/ballot-view';
import { rememberReceipt } from '../api/remember-receipt';
import { rememberedReceipt, rememberedReceiptVersion } from '../api/remembered-receipt';
import { useBallot } from '../api/use-ballot';
import { useMyCensusEntry } from '../api/use-my-census-entry';
import { BallotForm } from './ballot-form';
import { ReceiptCheck } from './receipt-check';
import { ReceiptPanel } from './receipt-panel';
import '../constitutional-vote.css';

// Charts load only once there are results to chart.
const BallotResults = lazy(() => import('./ballot-results').then((m) => ({ default: m.BallotResults })));

function VoterBallot({ ballot, uid }: { ballot: BallotView; uid: string }) {
  const { t } = useLingui();
  const entry = useMyCensusEntry(ballot.id, uid);
  const now = useNow();
  const [receipt, setReceipt] = useState(() => rememberedReceipt(ballot.id, uid));
  // The version of the text read, as the server named it when the ballot was cast (kept with the receipt).
  const [version, setVersion] = useState<BallotTextVersion | null>(() => rememberedReceiptVersion(ballot.id, uid));
  if (entry.state === 'loading') return <LoadingState label={t`Loading your ballot…`} />;
  if (entry.state === 'error') return <ErrorState title={t`Your ballot could not be loaded`} error={entry.error} />;
  const phase = phaseOf(ballot, now);
  const voted = entry.data?.voted === true;
  const opens = formatWhen(ballot.opensAtMs);
  const closes = formatWhen(ballot.closesAtMs);
  const articleCount = ballot.articles.length;

  return (
    <div className="stack">
      <section className="card stack ballot-intro" aria-labelledby="ballot-title">
        <h2 id="ballot-title" dir="auto" lang={langOf(ballot, 'title')}>
          {ballot.title}
        </h2>
        {ballot.introduction && (
          <p className="ballot-intro__text" dir="auto" lang={langOf(ballot, 'introduction')}>
            {ballot.introduction}
          </p>
        )}
        <p className="muted">
          <Trans>
            Voting from <bdi>{opens}</bdi> to <bdi>{closes}</bdi>
          </Trans>{' '}
          · {t`${plural(articleCount, { one: '# article', other: '# articles' })}`}
        </p>
        <p className="vote-status" role="status" data-testid="voter-status">
          {voted ? (
            <Trans>You have voted. Your ballot is cast and cannot be changed.</Trans>
          ) : phase === 'voting' ? (
            <Trans>You have not voted yet.</Trans>
          ) : (
            <Trans>Voting has closed. You did not vote in this ballot.</Trans>
          )}
        </p>
      </section>
      {!voted && phase === 'voting' && (
        <BallotForm
          ballot={ballot}
          onCast={(cast) => {
            rememberReceipt(ballot.id, uid, cast.receipt, cast.version);
            setReceipt(cast.receipt);
            setVersion(cast.version);
          }}
        />
      )}
      {/* Once published the results come first; their record holds the one receipt check. */}
      {phase === 'published' && (
        <Suspense fallback={<LoadingState label={t`Loading the results…`} />}>
          <BallotResults
            key={receipt ?? 'none'}
            ballotId={ballot.id}
            receipt={receipt ?? ''}
            articleTitles={Object.fromEntries(ballot.articles.map((article) => [article.id, article.title]))}
            articleLanguages={Object.fromEntries(
              ballot.articles.map((article) => [article.id, langOf(article, 'title', ballot)]),
            )}
          />
        </Suspense>
      )}
      {voted && <ReceiptPanel title={ballot.title} receipt={receipt} version={version} />}
      {phase !== 'published' && (phase === 'closed' || voted) && (
        <p className="card muted">
          <Trans>Results are published here when the administrators have counted the ballots.</Trans>
        </p>
      )}
      {phase !== 'published' && voted && (
        // The census listener can report "voted" before the cast call returns the receipt:
        // remount with the receipt filled in once it arrives.
        <ReceiptCheck key={receipt ?? 'none'} ballotId={ballot.id} initial={receipt ?? ''} />
      )}
    </div>
  );
}

function CurrentBallot({ ballotId, uid }: { ballotId: string; uid: string }) {
  const { t } = useLingui();
  const ballot = useBallot(ballotId);
  if (ballot.state === 'loading') return <LoadingState label={t`Loading the ballot…`} />;
  if (ballot.state === 'error') return <ErrorState title={t`The ballot could not be loaded`} error={ballot.error} />;
  if (!ballot.data) return <ErrorState title={t`This ballot no longer exists`} />;
  return <VoterBallot ballot={ballot.data} uid={uid} />;
}

/**
 * `/User/constitutional-vote`: the ballot the user is on the census of (the same server check as
 * the route guard), then the form, the receipt and status after casting, and the results once
 * published. The form never shows again once the census entry says "voted".
 */
export function ConstitutionalVoteScreen({ uid }: { uid: string }) {
  const { t } = useLingui();
  const access = useConstitutionalVoteAccess(uid);
  if (!access) return <LoadingState label={t`Checking the constitutional vote…`} />;
  if (!access.allowed) return <ErrorState title={t`You cannot vote here`} error={access.reason} />;
  if (!access.notOnList) return <CurrentBallot ballotId={access.ballotId} uid={uid} />;
  // A vote goes on without them: said first, the earlier ballot they were on below it.
  return (
    <div className="stack">
      <p className="card vote-status" role="status" data-testid="not-on-list">
        {access.notOnList}
      </p>
      <p className="muted">
        <Trans>Below, the earlier ballot you were on the list of.</Trans>
      </p>
      <CurrentBallot ballotId={access.ballotId} uid={uid} />
    </div>
  );
}
