import { defineCallable } from '../platform/callable.js';
import { publishReactionTotals } from './lib/reactionPulse.js';

/** A viewer's page, after reacting (web/src/features/events/api/send-reaction.ts). */
export const publishReactions = defineCallable('publishReactions', { roles: ['user'] }, ({ eventId }, caller) =>
  publishReactionTotals(eventId, caller.uid),
);
