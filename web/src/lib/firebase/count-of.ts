import { getCountFromServer, type Query } from 'firebase/firestore';
import { paced } from './paced';

/**
 * How many documents a query matches, answered by the server's count() (one read per 1 000).
 * Started one per task (paced.ts): a screen of figures asks for dozens at once.
 */
export const countOf = async (q: Query) => (await paced(() => getCountFromServer(q))).data().count;
