import { getCountFromServer, type Query } from 'firebase/firestore';

/** How many documents a query matches, answered by the server's count() (one read per 1 000). */
export const countOf = async (q: Query) => (await getCountFromServer(q)).data().count;
