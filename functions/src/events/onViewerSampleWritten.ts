import { COLLECTIONS } from '@civic/domain';
import { defineTrigger } from '../platform/trigger.js';
import { resizeForViewersNow } from './lib/audience.js';
import { eventRef } from './lib/eventRecord.js';

/**
 * A control room wrote its "viewers now" count (the minute's sample, rewritten at each recount,
 * every 10 s): when the live audience has outgrown what the event's settings were sized for, they
 * are chosen again for it (docs/scale.md, "Settings from the expected audience"), and every room
 * follows the new heartbeat and feed mode through the event document. A trigger, not the control
 * room: the settings are the server's to choose, and no client writes the event document.
 */
export const onViewerSampleWritten = defineTrigger(
  'onViewerSampleWritten',
  'written',
  // No retry: the next recount, 10 s later, writes the sample again and asks the same question.
  { document: `${COLLECTIONS.events}/{eventId}/${COLLECTIONS.viewerSamples}/{minute}`, retry: false },
  async (event) => {
    const sample = event.data?.after.get('count') as unknown;
    if (sample === undefined) return;
    await resizeForViewersNow(eventRef(event.params.eventId), sample);
  },
);
