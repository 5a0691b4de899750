/** server-read.ts's one read, in its own module so that Lite loads only when it is asked. */
import { doc, getDoc, type DocumentData } from 'firebase/firestore/lite';
import { liteFirestore } from './firestore-lite';

export async function readDocumentNow(path: [string, ...string[]]): Promise<DocumentData | null> {
  const snapshot = await getDoc(doc(liteFirestore, ...path));
  return snapshot.exists() ? snapshot.data() : null;
}
