import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Role } from '@civic/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { canChangeAccount } from '@/lib/authorization';
import { formatNumber } from '@/lib/i18n/format';
import { useRunAction } from '@/lib/use-run-action';
import { ROLE_NAMES, STATUS_NAMES } from '../account-labels';
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
const DANGEROUS: Record<
  'disable' | 'delete',
  {
    confirm: MessageDescriptor;
    done: MessageDescriptor;
    explain: MessageDescriptor;
    run: (user: ListedUser) => Promise<unknown>;
    change: Partial<ListedUser> | null;
  }
> = {
  disable: {
    confirm: msg`Disable account`,
    done: msg`Disabled`,
    explain: msg`They are signed out at once, everywhere, and cannot sign in until an administrator enables the account again. Their profile and what they contributed stay as they are.`,
    run: (user: ListedUser) => setUserStatus(user.uid, 'disabled'),
    change: { status: 'disabled' },
  },
  delete: {
    confirm: msg`Delete account`,
    done: msg({ message: 'Deleted', context: 'an account was deleted' }),
    explain: msg`Their sign-in, profile and role go for good. What they contributed (comments, reports, votes) is kept, shown as “Deleted user”.`,
    run: (user: ListedUser) => deleteUser(user.uid),
    // Gone from the list.
    change: null,
  },
};
type DangerousAction = keyof typeof DANGEROUS;

const errorText = (error: unknown) => functionErrorMessage(error, t`Check your connection and try again.`);

/** The question a dangerous action asks, naming the account (isolated: an email reads left to right). */
function DangerTitle({ action, email }: { action: DangerousAction; email: string }) {
  return action === 'disable' ? (
    <Trans>
      Disable <bdi>{email}</bdi>?
    </Trans>
  ) : (
    <Trans>
      Delete <bdi>{email}</bdi>?
    </Trans>
  );
}

function RoleTitle({ role, email }: { role: Role; email: string }) {
  return role === 'admin' ? (
    <Trans>
      Make <bdi>{email}</bdi> an administrator?
    </Trans>
  ) : (
    <Trans>
      Make <bdi>{email}</bdi> a citizen?
    </Trans>
  );
}

/**
 * `/Admin/usermgmt`: one page of users at a time from a server-side cursor, searchable by email or
 * name prefix and filterable by role and status; each row's actions are admin callables.
 */
export function UserManagement({ currentUid }: { currentUid: string }) {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<UserListFilter>({ search: '', searchBy: 'email', role: 'all', status: 'all' });
  const { page, load, previous, next } = useUserPages(filter);
  const { busy, run } = useRunAction();
  const [asking, setAsking] = useState<{ user: ListedUser; action: DangerousAction } | null>(null);
  const asked = asking && DANGEROUS[asking.action];
  const [roleChange, setRoleChange] = useState<{ user: ListedUser; role: Role } | null>(null);

  const act = async (...[user, label, action, change]: Parameters<RowAction>) => {
    const email = user.email;
    const done = await run(user.uid, action, {
      success: t`${label}: ${email}`,
      failure: (error) => {
        const reason = errorText(error);
        return t`${label} failed for ${email}: ${reason}`;
      },
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

  const pageNumber = formatNumber(page + 1);
  return (
    <div className="stack">
      <UserFilters filter={filter} onChange={setFilter} />

      {load.state === 'loading' && <LoadingState label={t`Loading users…`} />}
      {load.state === 'error' && (
        <ErrorState
          title={t`Could not load users`}
          error={load.error}
          action={
            <Button onClick={load.retry}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      )}
      {load.state === 'ready' && (
        <div className="user-table">
          <DataTable
            caption={t`Users, page ${pageNumber}`}
            rows={load.data.users}
            rowKey={(user) => user.uid}
            empty={
              <EmptyState title={t`No users match`}>
                <p>
                  <Trans>Change the search or the filters.</Trans>
                </p>
              </EmptyState>
            }
            columns={[
              { header: t`Email`, cell: (user) => <bdi>{user.email}</bdi> },
              { header: t`Name`, cell: (user) => <bdi>{user.displayName}</bdi> },
              {
                header: t`Role`,
                cell: (user) => <RoleSelect {...rowProps(user)} onChange={(role) => setRoleChange({ user, role })} />,
              },
              {
                header: t`Status`,
                cell: (user) => (
                  <span className={user.status === 'active' ? 'status-ok' : 'status-bad'}>
                    {i18n._(STATUS_NAMES[user.status])}
                  </span>
                ),
              },
              { header: t`Eligible`, cell: (user) => (user.eligible ? t`Yes` : t`No`) },
              {
                header: t`Actions`,
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

      <nav className="pager" aria-label={t`Pages`}>
        <Button variant="secondary" disabled={!previous} onClick={previous ?? undefined}>
          <Trans>Previous</Trans>
        </Button>
        <span className="muted">
          <Trans>Page {pageNumber}</Trans>
        </span>
        <Button variant="secondary" disabled={!next} onClick={next ?? undefined}>
          <Trans>Next</Trans>
        </Button>
      </nav>

      <ConfirmDialog
        open={roleChange !== null}
        title={roleChange ? <RoleTitle role={roleChange.role} email={roleChange.user.email} /> : ''}
        confirmLabel={
          roleChange ? (roleChange.role === 'admin' ? t`Make administrator` : t`Make citizen`) : t`Change role`
        }
        pending={roleChange !== null && busy === roleChange.user.uid}
        onCancel={() => setRoleChange(null)}
        onConfirm={() => {
          if (!roleChange) return;
          const { user, role } = roleChange;
          const roleName = i18n._(ROLE_NAMES[role]);
          void act(user, t`Role set to ${roleName}`, () => setUserRole(user.uid, role), { role }).then(() =>
            setRoleChange(null),
          );
        }}
      >
        {roleChange && (
          <p>
            {i18n._(ROLE_GRANTS[roleChange.role])}{' '}
            <Trans>The change applies at once: their open sessions are refreshed or signed out.</Trans>
          </p>
        )}
      </ConfirmDialog>

      <ConfirmDialog
        open={asking !== null}
        title={asking ? <DangerTitle action={asking.action} email={asking.user.email} /> : ''}
        confirmLabel={asked ? i18n._(asked.confirm) : undefined}
        danger
        pending={asking !== null && busy === asking.user.uid}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (!asking || !asked) return;
          const { user } = asking;
          void act(user, i18n._(asked.done), () => asked.run(user), asked.change).then(() => setAsking(null));
        }}
      >
        <p>{asked && i18n._(asked.explain)}</p>
      </ConfirmDialog>
    </div>
  );
}
