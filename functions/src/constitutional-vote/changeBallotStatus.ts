import { HttpsError } from 'firebase-functions/v2/https';
import { logAdminAction } from '../audit.js';
import { defineCallable } from '../callable.js';
import { loadBallot } from './ballotRecord.js';
import { closeBallot } from './closeBallot.js';
import { openBallot } from './freezeCensus.js';
import { publishResults } from './publishResults.js';

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
