import type { Role } from '@civic/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { canChangeAccount } from '@/lib/authorization';
import { useRunAction } from '@/lib/use-run-action';
import type { ListedUser, UserListFilter } from '../api/list-users';
import { deleteUser } from '../api/delete-user';
import { setUserRole } from '../api/set-user-role';
import { setUserStatus } from '../api/set-user-status';
import { useUserPages } from '../api/use-user-pages';
import { UserFilters } from './user-filters';
import { ROLE_GRANTS, RoleSelect, UserRowActions, type RowAction } from './user-row-actions';
import { functionErrorMessage } from '@/lib/firebase/functions-error';
import '../users.css';

/** The row actions that ask first, what each says and does (one dialog serves both). */
const DANGEROUS = {
  disable: {
    verb: 'Disable',
    done: 'Disabled',
    explain:
      'They are signed out at once, everywhere, and cannot sign in until an administrator enables the account again. Their profile and what they contributed stay as they are.',
    run: (user: ListedUser) => setUserStatus(user.uid, 'disabled'),
    change: { status: 'disabled' } as Partial<ListedUser> | null,
  },
  delete: {
    verb: 'Delete',
    done: 'Deleted',
    explain:
      'Their sign-in, profile and role go for good. What they contributed (comments, reports, votes) is kept, shown as “Deleted user”.',
    run: (user: ListedUser) => deleteUser(user.uid),
    // Gone from the list.
    change: null,
  },
} as const;
type DangerousAction = keyof typeof DANGEROUS;

const articled = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
const errorText = (error: unknown) => functionErrorMessage(error, 'Check your connection and try again.');

/**
 * `/Admin/usermgmt`: one page of users at a time from a server-side cursor, searchable by email or
 * name prefix and filterable by role and status; each row's actions are admin callables.
 */
export function UserManagement({ currentUid }: { currentUid: string }) {
  const [filter, setFilter] = useState<UserListFilter>({ search: '', searchBy: 'email', role: 'all', status: 'all' });
  const { page, load, previous, next } = useUserPages(filter);
  const { busy, run } = useRunAction();
  const [asking, setAsking] = useState<{ user: ListedUser; action: DangerousAction } | null>(null);
  const asked = asking && DANGEROUS[asking.action];
  const [roleChange, setRoleChange] = useState<{ user: ListedUser; role: Role } | null>(null);

  const act = async (...[user, label, action, change]: Parameters<RowAction>) => {
    const done = await run(user.uid, action, {
      success: `${label}: ${user.email}`,
      failure: (error) => `${label} failed for ${user.email}: ${errorText(error)}`,
    });
    if (!done) return;
    load.update(({ users, ...rest }) => ({
      ...rest,
      users: change
        ? users.map((u) => (u.uid === user.uid ? { ...u, ...change } : u))
        : users.filter((u) => u.uid !== user.uid),
    }));
  };
  const rowProps = (user: ListedUser) => ({
    user,
    changeable: canChangeAccount({ uid: currentUid }, user),
    busy: busy === user.uid,
    act: (...args: Parameters<RowAction>) => void act(...args),
  });

  return (
    <div className="stack">
      <UserFilters filter={filter} onChange={setFilter} />

      {load.state === 'loading' && <LoadingState label="Loading users…" />}
      {load.state === 'error' && (
        <ErrorState
          title="Could not load users"
          error={load.error}
          action={<Button onClick={load.retry}>Try again</Button>}
        />
      )}
      {load.state === 'ready' && (
        <div className="user-table">
          <DataTable
            caption={`Users, page ${page + 1}`}
            rows={load.data.users}
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
                cell: (user) => <RoleSelect {...rowProps(user)} onChange={(role) => setRoleChange({ user, role })} />,
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
                cell: (user) => (
                  <UserRowActions
                    {...rowProps(user)}
                    onDisable={() => setAsking({ user, action: 'disable' })}
                    onDelete={() => setAsking({ user, action: 'delete' })}
                  />
                ),
              },
            ]}
          />
        </div>
      )}

      <nav className="pager" aria-label="Pages">
        <Button variant="secondary" disabled={!previous} onClick={previous ?? undefined}>
          Previous
        </Button>
        <span className="muted">Page {page + 1}</span>
        <Button variant="secondary" disabled={!next} onClick={next ?? undefined}>
          Next
        </Button>
      </nav>

      <ConfirmDialog
        open={roleChange !== null}
        title={roleChange ? `Make ${roleChange.user.email} ${articled(ROLE_GRANTS[roleChange.role].title)}?` : ''}
        confirmLabel={roleChange ? `Make ${ROLE_GRANTS[roleChange.role].title}` : 'Change role'}
        pending={roleChange !== null && busy === roleChange.user.uid}
        onCancel={() => setRoleChange(null)}
        onConfirm={() => {
          if (!roleChange) return;
          const { user, role } = roleChange;
          void act(user, `Role set to ${role}`, () => setUserRole(user.uid, role), { role }).then(() =>
            setRoleChange(null),
          );
        }}
      >
        {roleChange && (
          <p>
            {ROLE_GRANTS[roleChange.role].grants} The change applies at once: their open sessions are refreshed or
            signed out.
          </p>
        )}
      </ConfirmDialog>

      <ConfirmDialog
        open={asking !== null}
        title={asking && asked ? `${asked.verb} ${asking.user.email}?` : ''}
        confirmLabel={`${asked?.verb ?? 'Confirm'} account`}
        danger
        pending={asking !== null && busy === asking.user.uid}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (!asking || !asked) return;
          const { user } = asking;
          void act(user, asked.done, () => asked.run(user), asked.change).then(() => setAsking(null));
        }}
      >
        <p>{asked?.explain}</p>
      </ConfirmDialog>
    </div>
  );
}
