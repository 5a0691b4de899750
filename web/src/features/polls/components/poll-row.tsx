import { isLiveQuestionKind, pickPollVersion, totalVotes, type PollStatus } from '@civic/domain';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/i18n/format';
import { langOf } from '@/lib/i18n/versions';
import { useLiveTallies } from '../api/use-live-tallies';
import { useTallies } from '../api/use-tallies';
import type { PollView } from '../api/poll-view';
import { LiveQuestionResults } from './live-question-results';
import { ResultsChart } from './results-chart';
import { LIVE_QUESTION_KIND_NAMES, VISIBILITY_LABELS } from './poll-texts';
import { StatusBadge } from './status-badge';

export interface PollRowProps {
  poll: PollView;
  status: PollStatus;
  busy: boolean;
  /** `hasAnswers`: votes or live answers exist, so options or settings are frozen. */
  onEdit: (poll: PollView, hasAnswers: boolean) => void;
  onOpenOrClose: (poll: PollView, action: 'open' | 'close') => void;
  onDelete: (poll: PollView, votes: number) => void;
}

/** A live question's settings in a few words ("Word cloud, up to 3 words each"). */
function settingsInWords(poll: PollView, i18n: I18n): string | null {
  const settings = poll.settings;
  if (!settings) return null;
  if (settings.kind === 'wordCloud') {
    return i18n._(
      msg`${plural(settings.maxEntries, { one: 'Word cloud, up to # word each', other: 'Word cloud, up to # words each' })}`,
    );
  }
  if (settings.kind === 'scale') {
    const { min, max } = settings;
    return i18n._(msg`Scale ${min}–${max}`);
  }
  return i18n._(LIVE_QUESTION_KIND_NAMES.openAnswer);
}

/** "27 Nov 2026, 09:00 → 27 Nov 2026, 10:00": the arrow is in the message, so Arabic writes its own. */
function Schedule({ opensAtMs, closesAtMs }: { opensAtMs: number; closesAtMs: number }) {
  const opens = formatDateTime(opensAtMs);
  const closes = formatDateTime(closesAtMs);
  return (
    <Trans>
      {opens} → {closes}
    </Trans>
  );
}

function SponsorName({ name }: { name: string }) {
  return (
    <Trans>
      sponsor <bdi>{name}</bdi>
    </Trans>
  );
}

/** One poll or live question on the admin screen: status, schedule, actions and its live results. */
export function PollRow({ poll, status, busy, onEdit, onOpenOrClose, onDelete }: PollRowProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const live = isLiveQuestionKind(poll.kind);
  // Shown in the admin's language; the editor and the actions get the poll as written.
  const shown = pickPollVersion(poll, i18n.locale);
  const { question } = shown;
  const visibility = i18n._(VISIBILITY_LABELS[poll.resultsVisibility]);
  const tallies = useTallies(poll.id, poll.optionIds, !live);
  const liveTallies = useLiveTallies(poll.id, live);
  const votes = live
    ? liveTallies.state === 'ready'
      ? liveTallies.data.responses
      : 0
    : tallies.state === 'ready'
      ? totalVotes(tallies.data)
      : 0;
  return (
    <article className="card poll-row" aria-labelledby={`poll-${poll.id}`} data-poll-id={poll.id}>
      <header className="poll-row__header">
        <div>
          <h2 id={`poll-${poll.id}`} className="poll-row__question" dir="auto" lang={langOf(shown, 'question')}>
            {question}
          </h2>
          <p className="muted poll-row__meta">
            <StatusBadge status={status} /> <Schedule opensAtMs={poll.opensAtMs} closesAtMs={poll.closesAtMs} /> ·{' '}
            <Trans>results: {visibility}</Trans>
            {poll.sponsor && (
              <>
                {' '}
                · <SponsorName name={poll.sponsor.name} />
              </>
            )}
            {live && (
              <>
                {' '}
                · {settingsInWords(poll, i18n)} · <Plural value={votes} one="# answer" other="# answers" />
              </>
            )}
          </p>
        </div>
        <div className="poll-row__actions">
          <Button variant="secondary" onClick={() => onEdit(poll, votes > 0)} disabled={busy}>
            <Trans>Edit</Trans>
          </Button>
          {status !== 'open' && (
            <Button onClick={() => onOpenOrClose(poll, 'open')} disabled={busy}>
              <Trans>Open now</Trans>
            </Button>
          )}
          {status === 'open' && (
            <Button variant="secondary" onClick={() => onOpenOrClose(poll, 'close')} disabled={busy}>
              <Trans>Close now</Trans>
            </Button>
          )}
          <Button variant="danger" onClick={() => onDelete(poll, votes)} disabled={busy}>
            <Trans>Delete</Trans>
          </Button>
        </div>
      </header>
      {shown.description && (
        <p dir="auto" lang={langOf(shown, 'description')}>
          {shown.description}
        </p>
      )}
      {live && <LiveQuestionResults poll={shown} />}
      {!live && tallies.state === 'loading' && (
        <p className="muted">
          <Trans>Loading results…</Trans>
        </p>
      )}
      {!live && tallies.state === 'error' && (
        <p className="field__error">
          <Trans>Results unavailable right now. Reload the page to try again.</Trans>
        </p>
      )}
      {!live && tallies.state === 'ready' && (
        <ResultsChart options={shown.options} poll={shown} tallies={tallies.data} label={t`Results: ${question}`} />
      )}
    </article>
  );
}
