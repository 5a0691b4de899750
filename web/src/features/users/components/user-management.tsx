import { ROLES, USER_STATUSES, type Role, type UserStatus } from '@civic/domain';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { FormField } from '@/components/ui/form-field';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { notify } from '@/lib/notifications';
import { listUsers, type ListedUser, type UserListFilter } from '../api/list-users';
import { deleteUser, setUserEligibility, setUserRole, setUserStatus } from '../api/update-user';
import '../users.css';

const SEARCH_DEBOUNCE_MS = 300;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

type Load =
  | { state: 'loading' }
  | { state: 'error'; error: unknown }
  | { state: 'ready'; users: ListedUser[]; next: QueryDocumentSnapshot | null };

/**
 * `/Admin/usermgmt`: one page of users at a time from a server-side cursor, searchable by email or
 * name prefix and filterable by role and status; each row's actions are admin callables.
 */
export function UserManagement({ currentUid }: { currentUid: string }) {
  const [filter, setFilter] = useState<UserListFilter>({ search: '', searchBy: 'email', role: 'all', status: 'all' });
  const query = useDebounced(filter, SEARCH_DEBOUNCE_MS);
  // cursors[i] is where page i starts (null: the beginning). A new search starts again at page 1.
  const [pager, setPager] = useState({ query, cursors: [null] as (QueryDocumentSnapshot | null)[], page: 0 });
  if (pager.query !== query) setPager({ query, cursors: [null], page: 0 });
  const { cursors, page } = pager;
  const [reload, setReload] = useState(0);
  const after = cursors[page] ?? null;
  const request = useMemo(() => ({ query, after, reload }), [query, after, reload]);
  const [result, setResult] = useState<{ request: typeof request; load: Load } | null>(null);
  const load: Load = result?.request === request ? result.load : { state: 'loading' };
  const next = load.state === 'ready' ? load.next : null;
  const [busy, setBusy] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<ListedUser | null>(null);

  useEffect(() => {
    let current = true;
    listUsers(request.query, request.after)
      .then((page) => current && setResult({ request, load: { state: 'ready', users: page.users, next: page.next } }))
      .catch((error: unknown) => current && setResult({ request, load: { state: 'error', error } }));
    return () => {
      current = false;
    };
  }, [request]);

  const replaceRow = (uid: string, change: Partial<ListedUser> | null) =>
    setResult((current) => {
      if (current?.load.state !== 'ready') return current;
      const users = change
        ? current.load.users.map((u) => (u.uid === uid ? { ...u, ...change } : u))
        : current.load.users.filter((u) => u.uid !== uid);
      return { ...current, load: { ...current.load, users } };
    });

  async function act(
    user: ListedUser,
    label: string,
    action: () => Promise<unknown>,
    change: Partial<ListedUser> | null,
  ) {
    setBusy(user.uid);
    try {
      await action();
      replaceRow(user.uid, change);
      notify.success(`${label}: ${user.email}`);
    } catch (error) {
      notify.error(`${label} failed for ${user.email}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(null);
    }
  }

  const set =
    <K extends keyof UserListFilter>(key: K) =>
    (event: { target: { value: string } }) =>
      setFilter((current) => ({ ...current, [key]: event.target.value as UserListFilter[K] }));

  return (
    <div className="stack">
      <form className="toolbar card" role="search" onSubmit={(event) => event.preventDefault()}>
        <div className="field--wide">
          <FormField label={filter.searchBy === 'email' ? 'Email starts with' : 'Name starts with'}>
            <input type="search" value={filter.search} onChange={set('search')} autoComplete="off" />
          </FormField>
        </div>
        <FormField label="Search in">
          <select value={filter.searchBy} onChange={set('searchBy')}>
            <option value="email">Email</option>
            <option value="name">Display name</option>
          </select>
        </FormField>
        <FormField label="Role">
          <select value={filter.role} onChange={set('role')}>
            <option value="all">All roles</option>
            {ROLES.map((role) => (
              <option key={role}>{role}</option>
            ))}
          </select>
        </FormField>
        <FormField label="Status">
          <select value={filter.status} onChange={set('status')}>
            <option value="all">Any status</option>
            {USER_STATUSES.map((status) => (
              <option key={status}>{status}</option>
            ))}
          </select>
        </FormField>
      </form>

      {load.state === 'loading' && <LoadingState label="Loading users…" />}
      {load.state === 'error' && (
        <ErrorState
          title="Could not load users"
          error={load.error}
          action={<Button onClick={() => setReload((n) => n + 1)}>Try again</Button>}
        />
      )}
      {load.state === 'ready' && (
        <div className="user-table">
          <DataTable
            caption={`Users, page ${page + 1}`}
            rows={load.users}
            rowKey={(user) => user.uid}
            empty={
              <EmptyState title="No users match">
                <p>Change the search or the filters.</p>
              </EmptyState>
            }
            columns={[
              { header: 'Email', cell: (user) => user.email },
              { header: 'Name', cell: (user) => user.displayName },
              {
                header: 'Role',
                cell: (user) => (
                  <select
                    aria-label={`Role of ${user.email}`}
                    value={user.role}
                    disabled={busy === user.uid || user.uid === currentUid}
                    onChange={(event) => {
                      const role = event.target.value as Role;
                      void act(user, `Role set to ${role}`, () => setUserRole(user.uid, role), { role });
                    }}
                  >
                    {ROLES.map((role) => (
                      <option key={role}>{role}</option>
                    ))}
                  </select>
                ),
              },
              {
                header: 'Status',
                cell: (user) => (
                  <span className={user.status === 'active' ? 'status-ok' : 'status-bad'}>{user.status}</span>
                ),
              },
              { header: 'Eligible', cell: (user) => (user.eligible ? 'Yes' : 'No') },
              {
                header: 'Actions',
                cell: (user) => {
                  const self = user.uid === currentUid;
                  const status: UserStatus = user.status === 'active' ? 'disabled' : 'active';
                  return (
                    <div className="row-actions">
                      <Button
                        variant="secondary"
                        disabled={busy === user.uid || self}
                        aria-label={`${status === 'disabled' ? 'Disable' : 'Enable'} ${user.email}`}
                        onClick={() =>
                          void act(
                            user,
                            status === 'disabled' ? 'Disabled' : 'Enabled',
                            () => setUserStatus(user.uid, status),
                            { status },
                          )
                        }
                      >
                        {status === 'disabled' ? 'Disable' : 'Enable'}
                      </Button>
                      <Button
                        variant="secondary"
                        disabled={busy === user.uid}
                        aria-label={`${user.eligible ? 'Revoke eligibility of' : 'Make eligible'} ${user.email}`}
                        onClick={() =>
                          void act(
                            user,
                            user.eligible ? 'Eligibility revoked' : 'Marked eligible',
                            () => setUserEligibility(user.uid, !user.eligible),
                            { eligible: !user.eligible },
                          )
                        }
                      >
                        {user.eligible ? 'Revoke eligibility' : 'Make eligible'}
                      </Button>
                      <Button
                        variant="danger"
                        disabled={busy === user.uid || self}
                        aria-label={`Delete ${user.email}`}
                        onClick={() => setToDelete(user)}
                      >
                        Delete
                      </Button>
                    </div>
                  );
                },
              },
            ]}
          />
        </div>
      )}

      <nav className="pager" aria-label="Pages">
        <Button
          variant="secondary"
          disabled={page === 0}
          onClick={() => setPager((current) => ({ ...current, page: current.page - 1 }))}
        >
          Previous
        </Button>
        <span className="muted">Page {page + 1}</span>
        <Button
          variant="secondary"
          disabled={!next || load.state !== 'ready'}
          onClick={() =>
            setPager((current) => ({
              ...current,
              cursors: [...current.cursors.slice(0, current.page + 1), next],
              page: current.page + 1,
            }))
          }
        >
          Next
        </Button>
      </nav>

      <ConfirmDialog
        open={toDelete !== null}
        title={`Delete ${toDelete?.email ?? ''}?`}
        confirmLabel="Delete account"
        danger
        pending={toDelete !== null && busy === toDelete.uid}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          const user = toDelete;
          if (!user) return;
          void act(user, 'Deleted', () => deleteUser(user.uid), null).then(() => setToDelete(null));
        }}
      >
        <p>
          Their sign-in, profile and role go for good. What they contributed (comments, reports, votes) is kept, shown
          as “Deleted user”.
        </p>
      </ConfirmDialog>
    </div>
  );
}
