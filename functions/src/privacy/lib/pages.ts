import { PERSONAL_EXPORT_PAGE_SIZE } from '@civic/domain';
import { FieldPath, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';

/**
 * Every document of `query`, one page at a time (ordered by path, `startAfter` the last one): a
 * caller that handles each page before asking for the next keeps at most one page in memory.
 * `after` starts after a position a earlier walk reached: a document's path for a collection-group
 * query, its id for a collection's.
 */
export async function* pagesOf(
  query: Query,
  size = PERSONAL_EXPORT_PAGE_SIZE,
  after: string | null = null,
): AsyncGenerator<QueryDocumentSnapshot[], void, undefined> {
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const ordered = query.orderBy(FieldPath.documentId()).limit(size);
    const page = await (last ? ordered.startAfter(last) : after ? ordered.startAfter(after) : ordered).get();
    if (page.empty) return;
    yield page.docs;
    if (page.size < size) return;
    last = page.docs.at(-1);
  }
}
