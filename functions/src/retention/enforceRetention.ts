import { FUNCTIONS_REGION } from '@civic/domain';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { sweepExpired } from './lib/sweepExpired.js';

/**
 * Daily, at night in the region: deletes what the retention table says is due and no TTL policy
 * removes (docs/privacy.md, "How long things are kept").
 */
export const enforceRetention = onSchedule(
  { region: FUNCTIONS_REGION, schedule: 'every day 03:30', timeZone: 'UTC', retryCount: 2 },
  async () => {
    const removed = await sweepExpired(Date.now());
    logger.info('retention sweep done', { removed });
  },
);
