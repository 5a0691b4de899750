import { pickPollVersion } from '@civic/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useAsync } from '@/lib/use-async';
import { loadPollsOnce, type PollOnce } from '../api/load-polls-once';
import { loadResultsOnce } from '../api/load-results-once';
import { DashboardPollGroups } from './dashboard-poll-groups';
import { showsResults } from '../api/poll-view';
import { BallotCard } from './poll-ballot';
import '../polls.css';

/** One ballot of the light dashboard: after voting it reads the tallies once, if they are shown. */
function BallotOnce({ entry, uid }: { entry: PollOnce; uid: string }) {
  const [state, setState] = useState(entry);
  const voted = async (optionId: string) => {
    const myVote = { optionId, votedAt: null };
    setState((s) => ({ ...s, myVote }));
    if (showsResults(state.poll, state.status, true)) {
      const results = await loadResultsOnce(state.poll, uid).catch(() => null);
      setState((s) => ({ ...s, tallies: results?.tallies ?? null, myVote: results?.myVote ?? myVote }));
    }
  };
  return <BallotCard {...state} uid={uid} onVoted={(optionId) => void voted(optionId)} />;
}

/** The dashboard's polls without realtime listeners: read once when the page (or Refresh) asks. */
export function OpenPollsOnce({ uid }: { uid: string }) {
  const { t, i18n } = useLingui();
  const polls = useAsync(`polls-once:${uid}`, () => loadPollsOnce(uid, Date.now()));
  if (polls.state === 'loading') return <LoadingState label={t`Loading polls…`} />;
  if (polls.state === 'error')
    return (
      <ErrorState
        title={t`Polls could not be loaded`}
        error={polls.error}
        action={
          <Button variant="secondary" onClick={polls.retry}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  return (
    <DashboardPollGroups
      entries={polls.data.map((entry) => ({ ...entry, poll: pickPollVersion(entry.poll, i18n.locale) }))}
      ballot={(entry) => <BallotOnce key={entry.poll.id} entry={entry} uid={uid} />}
    />
  );
}
