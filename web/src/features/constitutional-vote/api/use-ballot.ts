import { pickBallotVersion } from '@civic/domain';
import { onSnapshot } from 'firebase/firestore';
import { useLiveVersion } from '@/lib/i18n/versions';
import { useSnapshot } from '@/lib/use-snapshot';
import { toBallotView, type BallotView } from './ballot-view';
import { ballotRef } from './constitutional-vote-refs';

/**
 * One ballot, live (its status moves from open to closed to published while people look), in the
 * reader's language: title, introduction and articles (ids and order kept).
 */
export function useBallot(ballotId: string) {
  const live = useSnapshot<BallotView | null>(ballotId, (onData, onError) =>
    onSnapshot(ballotRef(ballotId), (snap) => onData(snap.exists() ? toBallotView(snap) : null), onError),
  );
  return useLiveVersion(live, inReaderLanguage);
}

const inReaderLanguage = (ballot: BallotView | null, reader: string) => ballot && pickBallotVersion(ballot, reader);
