import type { DocumentData } from 'firebase/firestore/lite';

/**
 * One document as the server holds it now (null: there is none), read through Firestore Lite:
 * one request, under the same security rules, and no local cache. The full SDK compares what the
 * server sends with the version it has cached and may keep its own answer (docs/camera.md, "A
 * viewer that missed the restarted broadcast"); this read cannot be overruled that way. Lite is
 * loaded on first use: no page pays for it before.
 */
export async function readFromServer<T extends DocumentData>(path: [string, ...string[]]): Promise<T | null> {
  const { readDocumentNow } = await import('./server-read-now');
  return (await readDocumentNow(path)) as T | null;
}
