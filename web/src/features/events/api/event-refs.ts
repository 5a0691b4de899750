import { COLLECTIONS, STATS_REACTIONS_DOC } from '@civic/domain';
import { collection, doc } from 'firebase/firestore';
import { firestore } from '@/lib/firebase/firestore';

/** Every Firestore path of the events feature, built here only (docs/ARCHITECTURE.md). */
export const eventsCollection = () => collection(firestore, COLLECTIONS.events);

/** A viewer's heartbeat (presence: docs/live-events.md "Presence"). */
export const viewerRef = (eventId: string, uid: string) =>
  doc(firestore, COLLECTIONS.events, eventId, COLLECTIONS.viewers, uid);
export const viewersOf = (eventId: string) => collection(firestore, COLLECTIONS.events, eventId, COLLECTIONS.viewers);

/** A viewer's join record, written with the first heartbeat of a visit. */
export const viewerJoinRef = (eventId: string, uid: string) =>
  doc(firestore, COLLECTIONS.events, eventId, COLLECTIONS.viewerJoins, uid);

/** The viewer-count samples of the control room's sparkline, one document per minute. */
export const viewerSamplesOf = (eventId: string) =>
  collection(firestore, COLLECTIONS.events, eventId, COLLECTIONS.viewerSamples);
export const viewerSampleRef = (eventId: string, minute: string) =>
  doc(firestore, COLLECTIONS.events, eventId, COLLECTIONS.viewerSamples, minute);

/** A viewer's own reaction counter (docs/live-events.md "Reactions"). */
export const reactionRef = (eventId: string, uid: string) =>
  doc(firestore, COLLECTIONS.events, eventId, COLLECTIONS.reactions, uid);

/** The room's reaction pulse, published by the server. */
export const reactionPulseRef = (eventId: string) =>
  doc(firestore, COLLECTIONS.events, eventId, COLLECTIONS.stats, STATS_REACTIONS_DOC);
