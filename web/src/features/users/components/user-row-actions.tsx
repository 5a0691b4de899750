import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROLES, type Role, type UserStatus } from '@civic/domain';
import { Button } from '@/components/ui/button';
import { ROLE_NAMES } from '../account-labels';
import type { ListedUser } from '../api/list-users';
import { setUserEligibility } from '../api/set-user-eligibility';
import { setUserStatus } from '../api/set-user-status';

/** Runs one row's callable; `change` is what the row shows once the server said yes. */
export type RowAction = (
  user: ListedUser,
  label: string,
  action: () => Promise<unknown>,
  change: Partial<ListedUser> | null,
) => void;

export interface RowProps {
  user: ListedUser;
  /** Whether its role and status may change and it may be deleted (canChangeAccount: not one's own row). */
  changeable: boolean;
  busy: boolean;
  act: RowAction;
}

/** What each role may do, said before an admin changes someone's role. */
export const ROLE_GRANTS: Record<Role, MessageDescriptor> = {
  admin: msg`Administrators manage every account (roles, status, eligibility, deletion), create, open and close polls and ad polls, run live events and the camera, moderate comments and read reports. They no longer vote as a citizen.`,
  user: msg`Citizens watch live events, vote in polls, comment, play the game and cast the constitutional vote when eligible. They lose access to the admin area at once.`,
};

/** The role column: choosing another role asks first (`onChange` opens the confirmation). */
export function RoleSelect({
  user,
  changeable,
  busy,
  onChange,
}: Omit<RowProps, 'act'> & { onChange: (role: Role) => void }) {
  const { t, i18n } = useLingui();
  const email = user.email;
  return (
    <select
      aria-label={t`Role of ${email}`}
      value={user.role}
      disabled={busy || !changeable}
      onChange={(event) => onChange(event.target.value as Role)}
    >
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {i18n._(ROLE_NAMES[role])}
        </option>
      ))}
    </select>
  );
}

/**
 * The actions column: enable/disable, eligibility, and delete. Disabling and deleting ask first
 * (`onDisable`, `onDelete` open the confirmation); enabling gives access back at once.
 */
export function UserRowActions({
  user,
  changeable,
  busy,
  act,
  onDisable,
  onDelete,
}: RowProps & { onDisable: () => void; onDelete: () => void }) {
  const { t } = useLingui();
  const status: UserStatus = user.status === 'active' ? 'disabled' : 'active';
  const email = user.email;
  return (
    <div className="row-actions">
      <Button
        variant="secondary"
        disabled={busy || !changeable}
        aria-label={status === 'disabled' ? t`Disable ${email}` : t`Enable ${email}`}
        onClick={() =>
          status === 'disabled' ? onDisable() : act(user, t`Enabled`, () => setUserStatus(user.uid, status), { status })
        }
      >
        {status === 'disabled' ? <Trans>Disable</Trans> : <Trans>Enable</Trans>}
      </Button>
      <Button
        variant="secondary"
        disabled={busy}
        aria-label={user.eligible ? t`Revoke eligibility of ${email}` : t`Make eligible ${email}`}
        onClick={() =>
          act(
            user,
            user.eligible ? t`Eligibility revoked` : t`Marked eligible`,
            () => setUserEligibility(user.uid, !user.eligible),
            { eligible: !user.eligible },
          )
        }
      >
        {user.eligible ? <Trans>Revoke eligibility</Trans> : <Trans>Make eligible</Trans>}
      </Button>
      <Button variant="danger" disabled={busy || !changeable} aria-label={t`Delete ${email}`} onClick={onDelete}>
        <Trans>Delete</Trans>
      </Button>
    </div>
  );
}
