import { HttpsError } from 'firebase-functions/v2/https';
import { logAdminAction } from '../platform/audit.js';
import { defineCallable } from '../platform/callable.js';
import { loadBallot } from './lib/ballotRecord.js';
import { closeBallot } from './lib/closeBallot.js';
import { openBallot } from './lib/freezeCensus.js';
import { publishResults } from './lib/publishResults.js';

/** Admin only: open (freeze the census and announce), close now, or count and publish. */
export const changeBallotStatus = defineCallable(
  'changeBallotStatus',
  { roles: ['admin'], timeoutSeconds: 300, memory: '512MiB' },
  async ({ ballotId, action }, caller) => {
    let censusSize: number | null = null;
    if (action === 'open') censusSize = await openBallot(ballotId);
    else if (action === 'close') await closeBallot(ballotId);
    else if (action === 'publish') await publishResults(ballotId);
    else throw new HttpsError('invalid-argument', 'Unknown action.');
    const ballot = await loadBallot(ballotId);
    await logAdminAction(caller, `${action}Ballot`, ballotId, censusSize === null ? {} : { censusSize });
    return { ballotId, status: ballot.status, censusSize: ballot.censusSize };
  },
);
