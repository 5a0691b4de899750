import { PERSONAL_EXPORT_PAGE_SIZE } from '@civic/domain';
import { FieldPath, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';

/**
 * Every document of `query`, one page at a time (ordered by path, `startAfter` the last one): a
 * caller that handles each page before asking for the next keeps at most one page in memory.
 */
export async function* pagesOf(
  query: Query,
  size = PERSONAL_EXPORT_PAGE_SIZE,
): AsyncGenerator<QueryDocumentSnapshot[], void, undefined> {
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const ordered = query.orderBy(FieldPath.documentId()).limit(size);
    const page = await (last ? ordered.startAfter(last) : ordered).get();
    if (page.empty) return;
    yield page.docs;
    if (page.size < size) return;
    last = page.docs.at(-1);
  }
}
