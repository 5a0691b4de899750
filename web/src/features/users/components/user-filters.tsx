import { useLingui } from '@lingui/react/macro';
import { ROLES, USER_STATUSES } from '@civic/domain';
import { FormField } from '@/components/ui/form-field';
import { ROLE_NAMES, STATUS_NAMES } from '../account-labels';
import type { UserListFilter } from '../api/list-users';

export interface UserFiltersProps {
  filter: UserListFilter;
  onChange: (filter: UserListFilter) => void;
}

/** Search by email or name prefix, and filter by role and status. */
export function UserFilters({ filter, onChange }: UserFiltersProps) {
  const { t, i18n } = useLingui();
  const set =
    <K extends keyof UserListFilter>(key: K) =>
    (event: { target: { value: string } }) =>
      onChange({ ...filter, [key]: event.target.value as UserListFilter[K] });

  return (
    <form className="toolbar card" role="search" onSubmit={(event) => event.preventDefault()}>
      <div className="field--wide">
        <FormField label={filter.searchBy === 'email' ? t`Email starts with` : t`Name starts with`}>
          <input type="search" value={filter.search} onChange={set('search')} autoComplete="off" dir="auto" />
        </FormField>
      </div>
      <FormField label={t`Search in`}>
        <select value={filter.searchBy} onChange={set('searchBy')}>
          <option value="email">{t`Email`}</option>
          <option value="name">{t`Display name`}</option>
        </select>
      </FormField>
      <FormField label={t`Role`}>
        <select value={filter.role} onChange={set('role')}>
          <option value="all">{t`All roles`}</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {i18n._(ROLE_NAMES[role])}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={t`Status`}>
        <select value={filter.status} onChange={set('status')}>
          <option value="all">{t`Any status`}</option>
          {USER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {i18n._(STATUS_NAMES[status])}
            </option>
          ))}
        </select>
      </FormField>
    </form>
  );
}
