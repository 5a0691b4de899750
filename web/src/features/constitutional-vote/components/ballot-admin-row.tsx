import type { BallotAction, BallotPhase } from '@civic/domain';
import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { LoadingState } from '@/components/ui/states';
import { formatWhen, type BallotView } from '../api/ballot-view';
import { useTurnout } from '../api/use-turnout';
import { CENSUS_LABELS } from './ballot-editor';
import { CensusImport } from './census-import';

const BallotResults = lazy(() => import('./ballot-results').then((m) => ({ default: m.BallotResults })));

const PHASE_LABELS: Record<BallotPhase, string> = {
  draft: 'Draft',
  scheduled: 'Announced',
  voting: 'Voting open',
  closed: 'Closed',
  published: 'Published',
};

/** Ballots cast over the census, live while voting is open: turnout only, never how. */
function Turnout({ ballot }: { ballot: BallotView }) {
  const turnout = useTurnout(ballot.id);
  if (turnout.state !== 'ready') return <LoadingState label="Loading turnout…" />;
  const census = ballot.censusSize ?? 0;
  return (
    <div className="stack ballot-turnout">
      <p>
        Turnout: <strong data-testid="turnout">{turnout.data}</strong> of {census} voters
      </p>
      <ProgressBar label={`Turnout of ${ballot.title}`} value={turnout.data} max={Math.max(census, 1)} />
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
  return (
    <article className="card stack" aria-labelledby={`ballot-${ballot.id}`}>
      <div className="ballot-row__header">
        <div>
          <h3 id={`ballot-${ballot.id}`} className="ballot-row__title">
            {ballot.title}
          </h3>
          <p className="muted ballot-row__meta">
            {ballot.articles.length} {ballot.articles.length === 1 ? 'article' : 'articles'} · voting{' '}
            {formatWhen(ballot.opensAtMs)} – {formatWhen(ballot.closesAtMs)} · census:{' '}
            {CENSUS_LABELS[ballot.censusMode]}
            {ballot.censusSize !== null && ` (${ballot.censusSize} frozen)`}
          </p>
        </div>
        <span className={`badge ballot-phase--${phase}`}>{PHASE_LABELS[phase]}</span>
      </div>
      {phase === 'draft' && ballot.censusMode === 'eligible' && <CensusImport ballotId={ballot.id} />}
      {phase !== 'draft' && phase !== 'published' && <Turnout ballot={ballot} />}
      <div className="ballot-actions">
        {phase === 'draft' && (
          <>
            <Button variant="secondary" onClick={onEdit} disabled={busy}>
              Edit
            </Button>
            <Button onClick={() => onAction('open')} pending={busy} pendingLabel="Opening…">
              Open ballot
            </Button>
          </>
        )}
        {(phase === 'scheduled' || phase === 'voting') && (
          <Button variant="danger" onClick={() => onAction('close')} pending={busy} pendingLabel="Closing…">
            Close now
          </Button>
        )}
        {phase === 'closed' && (
          <Button onClick={() => onAction('publish')} pending={busy} pendingLabel="Counting…">
            Publish results
          </Button>
        )}
      </div>
      {phase === 'published' && (
        <Suspense fallback={<LoadingState label="Loading the results…" />}>
          <BallotResults ballotId={ballot.id} />
        </Suspense>
      )}
    </article>
  );
}
