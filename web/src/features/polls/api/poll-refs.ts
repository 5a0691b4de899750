import { COLLECTIONS, POLL_RESULTS_DOC } from '@civic/domain';
import { collection, doc } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';

/** Every Firestore path of the polls feature, built here only (docs/ARCHITECTURE.md). */
export const pollsCollection = () => collection(firestore, COLLECTIONS.polls);
export const pollRef = (pollId: string) => doc(firestore, COLLECTIONS.polls, pollId);

/** A voter's vote: the document id is their uid (one vote per person). */
export const voteRef = (pollId: string, uid: string) =>
  doc(firestore, COLLECTIONS.polls, pollId, COLLECTIONS.votes, uid);

/** The tally shards the trigger counts votes into (docs/ARCHITECTURE.md, "The data flow of one vote"). */
export const tallyShardsOf = (pollId: string) =>
  collection(firestore, COLLECTIONS.polls, pollId, COLLECTIONS.tallyShards);

/** The shards' sum, published by functions at most once a second: what the results listen to. */
export const pollResultsRef = (pollId: string) =>
  doc(firestore, COLLECTIONS.polls, pollId, COLLECTIONS.stats, POLL_RESULTS_DOC);

/** An ad poll's impressions (one per viewer, keyed by uid) and click shards. */
export const impressionsOf = (pollId: string) =>
  collection(firestore, COLLECTIONS.polls, pollId, COLLECTIONS.impressions);
export const impressionRef = (pollId: string, uid: string) =>
  doc(firestore, COLLECTIONS.polls, pollId, COLLECTIONS.impressions, uid);
export const clickShardsOf = (pollId: string) =>
  collection(firestore, COLLECTIONS.polls, pollId, COLLECTIONS.clickShards);

/** A live question's participants' own records of their answer (domain/src/question.ts, LiveRespondentDoc). */
export const respondentRef = (pollId: string, uid: string) =>
  doc(firestore, COLLECTIONS.polls, pollId, COLLECTIONS.liveRespondents, uid);
/** An open-answer question's accepted answers, shown like posts. */
export const liveAnswersOf = (pollId: string) =>
  collection(firestore, COLLECTIONS.polls, pollId, COLLECTIONS.liveAnswers);
/** Every answer to a live question, held ones included: admins only. */
export const liveResponsesOf = (pollId: string) =>
  collection(firestore, COLLECTIONS.polls, pollId, COLLECTIONS.liveResponses);
