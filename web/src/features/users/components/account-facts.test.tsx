import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OwnProfile } from '../api/get-own-profile';
import { AccountFacts } from './account-facts';

const profile = (role: OwnProfile['role'], eligible: boolean) =>
  ({ email: `${role}@example.test`, role, eligible }) as OwnProfile;

describe('the account facts on a profile', () => {
  it('tell a citizen whether they may vote in the constitutional vote', () => {
    render(<AccountFacts profile={profile('user', false)} />);
    expect(screen.getByText('Constitutional vote')).toBeInTheDocument();
    expect(screen.getByText('Not eligible')).toBeInTheDocument();
  });

  it('leave eligibility out for an administrator, who never votes in it', () => {
    render(<AccountFacts profile={profile('admin', false)} />);
    expect(screen.getByText('Administrator')).toBeInTheDocument();
    expect(screen.queryByText('Constitutional vote')).toBeNull();
    expect(screen.queryByText('Not eligible')).toBeNull();
    expect(screen.getByText('Only another administrator can change your role.')).toBeInTheDocument();
  });
});
