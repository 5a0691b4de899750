import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { useState } from 'react';
import { useAsync } from '@/lib/use-async';
import { useDebounced } from '@/lib/use-debounced';
import { listUsers, type UserListFilter } from './list-users';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The admin user list's pager: one page at a time from a server-side cursor for the (debounced)
 * filter. A new filter starts again at page 1. `next`/`previous` are null where there is no page.
 */
export function useUserPages(filter: UserListFilter) {
  const query = useDebounced(filter, SEARCH_DEBOUNCE_MS);
  // cursors[i] is where page i starts (null: the beginning).
  const [pager, setPager] = useState({ query, cursors: [null] as (QueryDocumentSnapshot | null)[], page: 0 });
  if (pager.query !== query) setPager({ query, cursors: [null], page: 0 });
  const { cursors, page } = pager;
  const after = cursors[page] ?? null;
  const load = useAsync(`${JSON.stringify(query)}#${page}#${after?.id ?? ''}`, () => listUsers(query, after));
  const nextCursor = load.state === 'ready' ? load.data.next : null;

  return {
    page,
    load,
    previous: page > 0 ? () => setPager((current) => ({ ...current, page: current.page - 1 })) : null,
    next: nextCursor
      ? () =>
          setPager((current) => ({
            ...current,
            cursors: [...current.cursors.slice(0, current.page + 1), nextCursor],
            page: current.page + 1,
          }))
      : null,
  };
}
