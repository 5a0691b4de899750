import { totalVotes, type PollStatus, type Tallies, type VoteDoc } from '@civic/domain';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { functionErrorMessage } from '@/lib/firebase/functions-error';
import { notify } from '@/lib/notifications';
import { castVote } from '../api/cast-vote';
import { showsResults, type PollView } from '../api/poll-view';
import { recordAdClick } from '../api/record-ad-click';
import { withOwnVote } from '../api/with-own-vote';
import { recordImpression } from '../api/record-impression';

const VOTE_REFUSED =
  'Your vote was not accepted: the poll may have just closed, or you have already voted (from another tab or device).';

/** Results as plain bars: the user bundle stays free of the charting library. */
export function ResultBars({
  poll,
  tallies,
  chosen,
}: {
  poll: Pick<PollView, 'options'>;
  tallies: Tallies;
  chosen: string | null;
}) {
  const total = totalVotes(tallies);
  return (
    <ul className="poll-bars" aria-label="Results">
      {poll.options.map((option) => {
        const votes = tallies[option.id] ?? 0;
        const share = total > 0 ? Math.round((votes / total) * 100) : 0;
        return (
          <li key={option.id} className={option.id === chosen ? 'poll-bars__item--chosen' : undefined}>
            <span className="poll-bars__label">
              {option.label}
              {option.id === chosen && ' (your vote)'}
            </span>
            <span className="poll-bars__track" aria-hidden="true">
              <span className="poll-bars__fill" style={{ width: `${share}%` }} />
            </span>
            <span className="poll-bars__count">
              {share}% · {votes}
            </span>
          </li>
        );
      })}
      <li className="muted">
        {total} {total === 1 ? 'vote' : 'votes'} in total
      </li>
    </ul>
  );
}

function SponsorBanner({ poll }: { poll: PollView }) {
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
      notify.error(functionErrorMessage(error, 'The sponsor link could not be opened.'));
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
      <span>
        Sponsored by <strong>{poll.sponsor.name}</strong>
      </span>
      <Button variant="secondary" onClick={visit} pending={pending} pendingLabel="Opening…">
        Visit {poll.sponsor.name}
      </Button>
    </div>
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
      notify.success('Your vote is in.');
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
      <h3 id={`${name}-q`}>{poll.question}</h3>
      {poll.description && <p className="muted">{poll.description}</p>}
      <SponsorBanner poll={poll} />
      {myVote === undefined ? (
        <p className="muted">Loading your vote…</p>
      ) : voted ? (
        <p className="poll-ballot__locked" role="status">
          You voted <strong>{poll.options.find((o) => o.id === chosen)?.label ?? 'an option'}</strong>. Your choice is
          locked.
        </p>
      ) : open ? (
        <form onSubmit={submit} className="stack">
          <fieldset className="poll-ballot__options">
            <legend className="visually-hidden">{poll.question}</legend>
            {poll.options.map((option) => (
              <label key={option.id} className="poll-ballot__option">
                <input
                  type="radio"
                  name={name}
                  value={option.id}
                  checked={choice === option.id}
                  onChange={() => setChoice(option.id)}
                />{' '}
                {option.label}
              </label>
            ))}
          </fieldset>
          {refused && (
            <p className="field__error" role="alert">
              {VOTE_REFUSED}
            </p>
          )}
          <Button type="submit" disabled={!choice} pending={pending} pendingLabel="Voting…">
            Vote
          </Button>
        </form>
      ) : null}
      {status === 'closed' && <p className="muted">This poll is closed.</p>}
      {showResults && shown && <ResultBars poll={poll} tallies={shown.tallies} chosen={chosen} />}
      {showResults && shown?.catchingUp && (
        <p className="muted" role="status">
          Your vote is included above; the server’s count is catching up and will show it within a few seconds.
        </p>
      )}
      {showResults && talliesFailed && (
        <p className="muted" role="status">
          Results could not be loaded right now. Reload the page to try again.
        </p>
      )}
      {voted && !showResults && (
        <p className="muted">
          {poll.resultsVisibility === 'after-close'
            ? 'Results will be shown when the poll closes.'
            : 'Results of this poll are not published.'}
        </p>
      )}
    </article>
  );
}
