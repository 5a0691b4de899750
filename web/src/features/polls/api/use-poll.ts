import { pickPollVersion } from '@civic/domain';
import { onSnapshot } from 'firebase/firestore';
import { useLiveVersion } from '@/lib/i18n/versions';
import { useSnapshot } from '@/lib/use-snapshot';
import { pollRef } from './poll-refs';
import { toPollView, type PollView } from './poll-view';

/**
 * One poll by id, live (null when it does not exist or was deleted), in the reader's language
 * (question, description, options; the ids stay). The admin's editor reads the poll list instead.
 */
export function usePoll(pollId: string) {
  const live = useSnapshot<PollView | null>(pollId, (onData, onError) =>
    onSnapshot(pollRef(pollId), (snapshot) => onData(snapshot.exists() ? toPollView(snapshot) : null), onError),
  );
  return useLiveVersion(live, inReaderLanguage);
}

const inReaderLanguage = (poll: PollView | null, reader: string) => poll && pickPollVersion(poll, reader);
