/**
 * Disabling an account asks first, in the same dialog as delete and role changes (issue 20): it
 * ends the person's session at once. The list and the callables are replaced here
 * (tests/e2e/accounts.test.ts drives the real ones).
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const statusCalls: unknown[][] = [];
const deleteCalls: unknown[][] = [];
vi.mock('../api/set-user-status', () => ({
  setUserStatus: (...args: unknown[]) => {
    statusCalls.push(args);
    return Promise.resolve({});
  },
}));
vi.mock('../api/set-user-eligibility', () => ({ setUserEligibility: vi.fn() }));
vi.mock('../api/set-user-role', () => ({ setUserRole: vi.fn() }));
vi.mock('../api/delete-user', () => ({
  deleteUser: (...args: unknown[]) => {
    deleteCalls.push(args);
    return Promise.resolve({});
  },
}));
const bob = {
  uid: 'bob',
  email: 'bob@civic.test',
  displayName: 'Bob',
  role: 'user',
  status: 'active',
  eligible: false,
};
vi.mock('../api/use-user-pages', () => ({
  useUserPages: () => ({
    page: 0,
    load: { state: 'ready', data: { users: [bob], next: null }, update: vi.fn(), retry: vi.fn() },
    previous: null,
    next: null,
  }),
}));

const { UserManagement } = await import('./user-management');

beforeEach(() => {
  statusCalls.length = 0;
  deleteCalls.length = 0;
});

describe('UserManagement', () => {
  it('asks before disabling an account, and disables it only on Disable account', async () => {
    render(<UserManagement currentUid="admin" />);
    fireEvent.click(screen.getByRole('button', { name: 'Disable bob@civic.test' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable bob@civic.test?' });
    expect(dialog).toHaveTextContent('signed out');
    expect(statusCalls).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(statusCalls).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Disable bob@civic.test' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Disable bob@civic.test?' })).getByRole('button', {
        name: 'Disable account',
      }),
    );
    await vi.waitFor(() => expect(statusCalls).toEqual([['bob', 'disabled']]));
  });

  it('asks before deleting, in the same dialog, and deletes only on Delete account', async () => {
    render(<UserManagement currentUid="admin" />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete bob@civic.test' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete bob@civic.test?' });
    expect(dialog).toHaveTextContent('go for good');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await vi.waitFor(() => expect(deleteCalls).toEqual([['bob']]));
    expect(statusCalls).toEqual([]);
  });
});
