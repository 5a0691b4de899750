import { COLLECTIONS, STATS_REACTIONS_DOC } from '@civic/domain';
import { collection, doc } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';

/**
 * Every Firestore path the cost estimate counts, built here only (docs/ARCHITECTURE.md). It counts
 * other features' collections; features never import each other, so the paths are named again.
 * Every figure is a count(), sum() or average() answered by the server, or a handful of small
 * documents: never a read per viewer (docs/scale.md, "In the control room").
 */
export const eventsCollection = () => collection(firestore, COLLECTIONS.events);
const ofEvent = (eventId: string, sub: string) => collection(firestore, COLLECTIONS.events, eventId, sub);
export const viewerJoinsOf = (eventId: string) => ofEvent(eventId, COLLECTIONS.viewerJoins);
export const viewerSamplesOf = (eventId: string) => ofEvent(eventId, COLLECTIONS.viewerSamples);
export const commentsOf = (eventId: string) => ofEvent(eventId, COLLECTIONS.comments);
export const captionsOf = (eventId: string) => ofEvent(eventId, COLLECTIONS.captions);
export const reactionPulseRef = (eventId: string) =>
  doc(firestore, COLLECTIONS.events, eventId, COLLECTIONS.stats, STATS_REACTIONS_DOC);

export const pollsCollection = () => collection(firestore, COLLECTIONS.polls);
const ofPoll = (pollId: string, sub: string) => collection(firestore, COLLECTIONS.polls, pollId, sub);
export const votesOf = (pollId: string) => ofPoll(pollId, COLLECTIONS.votes);
export const liveResponsesOf = (pollId: string) => ofPoll(pollId, COLLECTIONS.liveResponses);

export const gamesCollection = () => collection(firestore, COLLECTIONS.games);
export const playersOf = (gameId: string) => collection(firestore, COLLECTIONS.games, gameId, COLLECTIONS.players);
export const gameAnswersOf = (gameId: string) =>
  collection(firestore, COLLECTIONS.games, gameId, COLLECTIONS.gameAnswers);
