import { pickVersion, type BallotAction, type BallotPhase } from '@civic/domain';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { LoadingState } from '@/components/ui/states';
import { formatNumber } from '@/lib/i18n/format';
import { langOf } from '@/lib/i18n/versions';
import { CENSUS_NAMES, PHASE_NAMES } from '../api/ballot-labels';
import { formatWhen, type BallotView } from '../api/ballot-view';
import { useTurnout } from '../api/use-turnout';
import { CensusImport } from './census-import';

const BallotResults = lazy(() => import('./ballot-results').then((m) => ({ default: m.BallotResults })));

/** Ballots cast over the census, live while voting is open: turnout only, never how. */
function Turnout({ ballot }: { ballot: BallotView }) {
  const { t, i18n } = useLingui();
  const turnout = useTurnout(ballot.id);
  if (turnout.state !== 'ready') return <LoadingState label={t`Loading turnout…`} />;
  const census = ballot.censusSize ?? 0;
  const cast = formatNumber(turnout.data);
  const { title } = pickVersion(ballot, i18n.locale);
  const voters = t`${plural(census, { one: '# voter', other: '# voters' })}`;
  return (
    <div className="stack ballot-turnout">
      <p>
        <Trans>
          Turnout: <strong data-testid="turnout">{cast}</strong> of {voters}
        </Trans>
      </p>
      <ProgressBar label={t`Turnout of ${title}`} value={turnout.data} max={Math.max(census, 1)} />
    </div>
  );
}

export interface BallotAdminRowProps {
  ballot: BallotView;
  phase: BallotPhase;
  busy: boolean;
  onEdit: () => void;
  onAction: (action: BallotAction) => void;
}

/** One ballot in the admin list: facts, census, live turnout, the next action, results once published. */
export function BallotAdminRow({ ballot, phase, busy, onEdit, onAction }: BallotAdminRowProps) {
  const { t, i18n } = useLingui();
  const articleCount = ballot.articles.length;
  const articles = t`${plural(articleCount, { one: '# article', other: '# articles' })}`;
  const opens = formatWhen(ballot.opensAtMs);
  const closes = formatWhen(ballot.closesAtMs);
  const census = i18n._(CENSUS_NAMES[ballot.censusMode]);
  const frozen = ballot.censusSize === null ? null : formatNumber(ballot.censusSize);
  const shownBallot = pickVersion(ballot, i18n.locale);
  return (
    <article className="card stack" aria-labelledby={`ballot-${ballot.id}`}>
      <div className="ballot-row__header">
        <div>
          <h3 id={`ballot-${ballot.id}`} className="ballot-row__title" dir="auto" lang={langOf(shownBallot, 'title')}>
            {shownBallot.title}
          </h3>
          <p className="muted ballot-row__meta">
            {frozen === null ? (
              <Trans>
                {articles} · voting <bdi>{opens}</bdi> – <bdi>{closes}</bdi> · census: {census}
              </Trans>
            ) : (
              <Trans>
                {articles} · voting <bdi>{opens}</bdi> – <bdi>{closes}</bdi> · census: {census} ({frozen} frozen)
              </Trans>
            )}
          </p>
        </div>
        <span className={`badge ballot-phase--${phase}`}>{i18n._(PHASE_NAMES[phase])}</span>
      </div>
      {phase === 'draft' && ballot.censusMode === 'eligible' && <CensusImport ballotId={ballot.id} />}
      {phase !== 'draft' && phase !== 'published' && <Turnout ballot={ballot} />}
      <div className="ballot-actions">
        {phase === 'draft' && (
          <>
            <Button variant="secondary" onClick={onEdit} disabled={busy}>
              <Trans>Edit</Trans>
            </Button>
            <Button onClick={() => onAction('open')} pending={busy} pendingLabel={t`Opening…`}>
              <Trans>Open ballot</Trans>
            </Button>
          </>
        )}
        {(phase === 'scheduled' || phase === 'voting') && (
          <Button variant="danger" onClick={() => onAction('close')} pending={busy} pendingLabel={t`Closing…`}>
            <Trans>Close now</Trans>
          </Button>
        )}
        {phase === 'closed' && (
          <Button onClick={() => onAction('publish')} pending={busy} pendingLabel={t`Counting…`}>
            <Trans>Publish results</Trans>
          </Button>
        )}
      </div>
      {phase === 'published' && (
        <Suspense fallback={<LoadingState label={t`Loading the results…`} />}>
          <BallotResults ballotId={ballot.id} />
        </Suspense>
      )}
    </article>
  );
}
