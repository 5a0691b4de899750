import { pickPollVersion } from '@civic/domain';
import { onSnapshot, query, where } from 'firebase/firestore';
import { useLiveVersion } from '@/lib/i18n/versions';
import { useSnapshot } from '@/lib/use-snapshot';
import { pollsCollection } from './poll-refs';
import { dashboardPollsClosingAfter, toPollView, type PollView } from './poll-view';

/**
 * Citizens: published polls open or closed in the last day, live. The `published == true` filter
 * is what the rules require of a citizen's query; the closing time keeps the years of closed polls
 * out of every dashboard's reads (the index: published, closesAt). Which of them are open right now
 * is decided against the clock by the caller. Each in the reader's language.
 */
export function usePublishedPolls() {
  const live = useSnapshot<PollView[]>('published', (onData, onError) =>
    onSnapshot(
      query(
        pollsCollection(),
        where('published', '==', true),
        where('closesAt', '>', dashboardPollsClosingAfter(Date.now())),
      ),
      (snapshot) => onData(snapshot.docs.map(toPollView).sort((a, b) => a.closesAtMs - b.closesAtMs)),
      onError,
    ),
  );
  return useLiveVersion(live, inReaderLanguage);
}

/** Each poll's question, description and options in the reader's language. */
const inReaderLanguage = (polls: PollView[], reader: string) => polls.map((poll) => pickPollVersion(poll, reader));
