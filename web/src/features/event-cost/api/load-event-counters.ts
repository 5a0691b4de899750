import {
  POLL_KINDS,
  REACTION_IDS,
  isLiveQuestionKind,
  lobbyShardsOf,
  tallyShardsOf,
  type EventAudienceSettings,
  type EventCounters,
  type GameActivity,
  type PollKind,
  type ReactionPulseDoc,
} from '@civic/domain';
import {
  average,
  getAggregateFromServer,
  getDoc,
  getDocs,
  query,
  sum,
  Timestamp,
  where,
  type Query,
} from 'firebase/firestore';
import { countOf } from '@/lib/firebase/count-of';
import { paced } from '@/lib/firebase/paced';
import { millisOf } from '@/lib/firebase/time';
import {
  captionsOf,
  commentsOf,
  gameAnswersOf,
  gamesCollection,
  liveResponsesOf,
  playersOf,
  pollsCollection,
  reactionPulseRef,
  viewerJoinsOf,
  viewerSamplesOf,
  votesOf,
} from './event-cost-refs';

/** What the counts say of an event; the screen adds the audience now and the control rooms. */
export type StoredCounters = Omit<EventCounters, 'viewersNow' | 'controlRooms' | 'hours'>;

export interface EventWindow {
  eventId: string;
  startMs: number;
  endMs: number;
  captionTracks: number;
  /** The polls the event document names (live now, last pushed): counted even before a vote. */
  pushedPollIds: (string | null)[];
  /** The event's own settings (EventDoc.audience): the model prices its beat and feed mode. */
  settings?: EventAudienceSettings | null;
}

const within = (q: Query, field: string, { startMs, endMs }: EventWindow) =>
  query(q, where(field, '>=', Timestamp.fromMillis(startMs)), where(field, '<', Timestamp.fromMillis(endMs)));

/**
 * Votes (or answers) of each poll of the event. Polls carry no event id, so "open during the
 * event" is the link, as in the Analytics tab: per kind, published polls that closed after the
 * start (the kind/published/closesAt index), those opened before the end kept. Of those, the ones
 * voted in during the event or named by the event document: a poll open on the site but never
 * pushed into the room costs the room nothing.
 */
async function pollCounts(
  window: EventWindow,
): Promise<Pick<EventCounters, 'pollVotes' | 'liveAnswers' | 'pollShards' | 'liveShards'>> {
  const byKind = await Promise.all(
    POLL_KINDS.map(async (kind: PollKind) => {
      const polls = await paced(() =>
        getDocs(
          query(
            pollsCollection(),
            where('kind', '==', kind),
            where('published', '==', true),
            where('closesAt', '>', Timestamp.fromMillis(window.startMs)),
          ),
        ),
      );
      const open = polls.docs.filter((d) => (millisOf(d.get('opensAt')) ?? Infinity) < window.endMs);
      return Promise.all(
        open.map(async (poll) =>
          isLiveQuestionKind(kind)
            ? {
                id: poll.id,
                live: true,
                shards: tallyShardsOf(poll.data()),
                count: await countOf(within(liveResponsesOf(poll.id), 'createdAt', window)),
              }
            : {
                id: poll.id,
                live: false,
                shards: tallyShardsOf(poll.data()),
                count: await countOf(within(votesOf(poll.id), 'votedAt', window)),
              },
        ),
      );
    }),
  );
  const all = byKind.flat().filter((p) => p.count > 0 || window.pushedPollIds.includes(p.id));
  return {
    pollVotes: all.filter((p) => !p.live).map((p) => p.count),
    liveAnswers: all.filter((p) => p.live).map((p) => p.count),
    // Each one's own shards (fixed when pushed), which its publications read.
    pollShards: all.filter((p) => !p.live).map((p) => p.shards),
    liveShards: all.filter((p) => p.live).map((p) => p.shards),
  };
}

/** The event's game, if one was played: its players, the questions shown, the answers. */
async function gameCounts(eventId: string): Promise<GameActivity | null> {
  const games = await paced(() => getDocs(query(gamesCollection(), where('eventId', '==', eventId))));
  const game = games.docs[0];
  if (!game) return null;
  const [players, answers] = await Promise.all([countOf(playersOf(game.id)), countOf(gameAnswersOf(game.id))]);
  return {
    players,
    answers,
    questions: Math.max(0, Number(game.get('questionIndex') ?? -1) + 1),
    lobbyShards: lobbyShardsOf(game.data()),
  };
}

async function reactionCount(eventId: string): Promise<number> {
  const pulse = (await paced(() => getDoc(reactionPulseRef(eventId)))).data() as ReactionPulseDoc | undefined;
  return REACTION_IDS.reduce((total, id) => total + (pulse?.totals[id] ?? 0), 0);
}

/**
 * The event's counts for the cost estimate: about fifteen aggregations and small reads, each one
 * billed read per 1 000 entries counted, whatever the audience.
 */
export async function loadEventCounters(window: EventWindow): Promise<StoredCounters> {
  const { eventId } = window;
  const comments = commentsOf(eventId);
  const [uniqueViewers, samples, posts, questions, upvotes, captionLines, reactions, polls, game] = await Promise.all([
    countOf(viewerJoinsOf(eventId)),
    paced(() => getAggregateFromServer(viewerSamplesOf(eventId), { mean: average('count') })),
    countOf(query(comments, where('status', '==', 'visible'))),
    countOf(query(comments, where('kind', '==', 'question'))),
    paced(() => getAggregateFromServer(comments, { upvotes: sum('upvotes') })),
    countOf(captionsOf(eventId)),
    reactionCount(eventId),
    pollCounts(window),
    gameCounts(eventId),
  ]);
  return {
    averageViewers: samples.data().mean,
    uniqueViewers,
    comments: posts,
    questions,
    upvotes: upvotes.data().upvotes,
    captionTracks: window.captionTracks,
    captionLines,
    reactions,
    game,
    settings: window.settings ?? null,
    ...polls,
  };
}
