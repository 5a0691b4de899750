import { totalVotes, type PollStatus, type Tallies, type VoteDoc } from '@civic/domain';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { functionErrorMessage } from '@/lib/firebase/functions-error';
import { formatNumber, formatPercent } from '@/lib/i18n/format';
import { langOf, textLanguage } from '@/lib/i18n/versions';
import { notify } from '@/lib/notifications';
import { castVote } from '../api/cast-vote';
import { showsResults, type PollView } from '../api/poll-view';
import { recordAdClick } from '../api/record-ad-click';
import { withOwnVote } from '../api/with-own-vote';
import { recordImpression } from '../api/record-impression';

/** Results as plain bars: the user bundle stays free of the charting library. */
export function ResultBars({
  poll,
  tallies,
  chosen,
}: {
  poll: Pick<PollView, 'options' | 'language'>;
  tallies: Tallies;
  chosen: string | null;
}) {
  const { t } = useLingui();
  const total = totalVotes(tallies);
  return (
    <ul className="poll-bars" aria-label={t`Results`}>
      {poll.options.map((option) => {
        const votes = tallies[option.id] ?? 0;
        const share = total > 0 ? Math.round((votes / total) * 100) : 0;
        const shareText = formatPercent(share / 100);
        return (
          <li key={option.id} className={option.id === chosen ? 'poll-bars__item--chosen' : undefined}>
            <span className="poll-bars__label">
              <bdi {...textLanguage(option, 'label', poll)}>{option.label}</bdi>
              {option.id === chosen && (
                <>
                  {' '}
                  <Trans>(your vote)</Trans>
                </>
              )}
            </span>
            <span className="poll-bars__track" aria-hidden="true">
              <span className="poll-bars__fill" style={{ width: `${share}%` }} />
            </span>
            <span className="poll-bars__count">
              {shareText} · {formatNumber(votes)}
            </span>
          </li>
        );
      })}
      <li className="muted">
        <Plural value={total} one="# vote in total" other="# votes in total" />
      </li>
    </ul>
  );
}

function SponsorBanner({ poll }: { poll: PollView }) {
  const { t } = useLingui();
  const [pending, setPending] = useState(false);
  const [logoFailed, setLogoFailed] = useState(false);
  if (!poll.sponsor) return null;
  async function visit() {
    // Open the tab inside the click (popup blockers), then point it at the server's link.
    const tab = window.open('', '_blank');
    setPending(true);
    try {
      const { link } = await recordAdClick(poll.id);
      if (tab) {
        tab.opener = null;
        tab.location.href = link;
      } else window.location.assign(link);
    } catch (error) {
      tab?.close();
      notify.error(functionErrorMessage(error, t`The sponsor link could not be opened.`));
    } finally {
      setPending(false);
    }
  }
  return (
    <div className="poll-sponsor">
      {logoFailed ? (
        // An unreachable logo shows the sponsor's initial instead of a broken image.
        <span className="poll-sponsor__logo" aria-hidden="true">
          {poll.sponsor.name.slice(0, 1).toUpperCase()}
        </span>
      ) : (
        <img src={poll.sponsor.logoUrl} alt="" width={40} height={40} onError={() => setLogoFailed(true)} />
      )}
      <SponsorLine name={poll.sponsor.name} />
      <Button variant="secondary" onClick={visit} pending={pending} pendingLabel={t`Opening…`}>
        <VisitSponsor name={poll.sponsor.name} />
      </Button>
    </div>
  );
}

function SponsorLine({ name }: { name: string }) {
  return (
    <span>
      <Trans>
        Sponsored by{' '}
        <strong>
          <bdi>{name}</bdi>
        </strong>
      </Trans>
    </span>
  );
}

function VisitSponsor({ name }: { name: string }) {
  return (
    <Trans>
      Visit <bdi>{name}</bdi>
    </Trans>
  );
}

export interface BallotCardProps {
  poll: PollView;
  status: PollStatus;
  uid: string;
  /** The user's own vote: undefined while loading, null before voting. */
  myVote: VoteDoc | null | undefined;
  /** The tallies when they are shown and loaded, else null. */
  tallies: Tallies | null;
  /** The tallies could not be read (said instead of showing nothing). */
  talliesFailed?: boolean;
  /** After the server accepted the vote (the live page's listener shows it by itself). */
  onVoted?: (optionId: string) => void;
}

/**
 * One poll for a citizen: choose, vote once, then the choice is locked and shown; results follow
 * the poll's visibility. The server (rules) is what enforces all of it. Where the vote and the
 * tallies come from — live listeners or one-time reads — is the caller's choice.
 */
export function BallotCard({ poll, status, uid, myVote, tallies, talliesFailed = false, onVoted }: BallotCardProps) {
  const { t } = useLingui();
  const [choice, setChoice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [refused, setRefused] = useState(false);
  const name = useId();
  const voted = myVote !== undefined && myVote !== null;
  const chosen = voted ? myVote.optionId : null;
  const showResults = showsResults(poll, status, voted);
  const shown = tallies ? withOwnVote(tallies, myVote) : null;

  useEffect(() => {
    if (poll.kind === 'ad' && status !== 'draft' && status !== 'scheduled') {
      recordImpression(poll.id, uid).catch((error: unknown) => console.warn('Impression not recorded', error));
    }
  }, [poll.id, poll.kind, status, uid]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!choice) return;
    setPending(true);
    setRefused(false);
    try {
      await castVote(poll.id, uid, choice);
      notify.success(t`Your vote is in.`);
      onVoted?.(choice);
    } catch {
      setRefused(true);
    } finally {
      setPending(false);
    }
  }

  const open = status === 'open';
  return (
    <article className="card stack poll-ballot" aria-labelledby={`${name}-q`}>
      <h3 id={`${name}-q`} dir="auto" lang={langOf(poll, 'question')}>
        {poll.question}
      </h3>
      {poll.description && (
        <p className="muted" dir="auto" lang={langOf(poll, 'description')}>
          {poll.description}
        </p>
      )}
      <SponsorBanner poll={poll} />
      {myVote === undefined ? (
        <p className="muted">
          <Trans>Loading your vote…</Trans>
        </p>
      ) : voted ? (
        <p className="poll-ballot__locked" role="status">
          <YouVoted option={poll.options.find((o) => o.id === chosen) ?? null} poll={poll} />
        </p>
      ) : open ? (
        <form onSubmit={submit} className="stack">
          <fieldset className="poll-ballot__options">
            <legend className="visually-hidden" lang={langOf(poll, 'question')}>
              {poll.question}
            </legend>
            {poll.options.map((option) => (
              <label key={option.id} className="poll-ballot__option">
                <input
                  type="radio"
                  name={name}
                  value={option.id}
                  checked={choice === option.id}
                  onChange={() => setChoice(option.id)}
                />{' '}
                <bdi {...textLanguage(option, 'label', poll)}>{option.label}</bdi>
              </label>
            ))}
          </fieldset>
          {refused && (
            <p className="field__error" role="alert">
              <Trans>
                Your vote was not accepted: the poll may have just closed, or you have already voted (from another tab
                or device).
              </Trans>
            </p>
          )}
          <Button type="submit" disabled={!choice} pending={pending} pendingLabel={t`Voting…`}>
            <Trans>Vote</Trans>
          </Button>
        </form>
      ) : null}
      {status === 'closed' && (
        <p className="muted">
          <Trans>This poll is closed.</Trans>
        </p>
      )}
      {showResults && shown && <ResultBars poll={poll} tallies={shown.tallies} chosen={chosen} />}
      {showResults && shown?.catchingUp && (
        <p className="muted" role="status">
          <Trans>
            Your vote is included above; the server’s count is catching up and will show it within a few seconds.
          </Trans>
        </p>
      )}
      {showResults && talliesFailed && (
        <p className="muted" role="status">
          <Trans>Results could not be loaded right now. Reload the page to try again.</Trans>
        </p>
      )}
      {voted && !showResults && (
        <p className="muted">
          {poll.resultsVisibility === 'after-close'
            ? t`Results will be shown when the poll closes.`
            : t`Results of this poll are not published.`}
        </p>
      )}
    </article>
  );
}

/** "You voted <Yes>. Your choice is locked." (the option as shown, isolated and in its own language). */
function YouVoted({ option, poll }: { option: PollView['options'][number] | null; poll: PollView }) {
  if (option === null) return <Trans>You voted. Your choice is locked.</Trans>;
  const label = option.label;
  const language = textLanguage(option, 'label', poll);
  return (
    <Trans>
      You voted{' '}
      <strong>
        <bdi {...language}>{label}</bdi>
      </strong>
      . Your choice is locked.
    </Trans>
  );
}
