import { ROLES, USER_STATUSES } from '@civic/domain';
import { FormField } from '@/components/ui/form-field';
import type { UserListFilter } from '../api/list-users';

export interface UserFiltersProps {
  filter: UserListFilter;
  onChange: (filter: UserListFilter) => void;
}

/** Search by email or name prefix, and filter by role and status. */
export function UserFilters({ filter, onChange }: UserFiltersProps) {
  const set =
    <K extends keyof UserListFilter>(key: K) =>
    (event: { target: { value: string } }) =>
      onChange({ ...filter, [key]: event.target.value as UserListFilter[K] });

  return (
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
  );
}
