/**
 * The dashboard's constitutional-vote card keeps telling a voter they voted once the results are
 * published (issue 20). The server check is replaced here.
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ConstitutionalVoteAccess } from '../api/check-constitutional-vote-access';

let access: ConstitutionalVoteAccess | null = null;
vi.mock('../api/use-constitutional-vote-access', () => ({ useConstitutionalVoteAccess: () => access }));

const { ConstitutionalVoteStatus } = await import('./vote-status');

const published = (voted: boolean): Extract<ConstitutionalVoteAccess, { allowed: true }> => ({
  allowed: true,
  ballotId: 'b1',
  ballot: { id: 'b1', title: 'Charter', phase: 'published', opensAtMs: 0, closesAtMs: 1, voted },
});

describe('ConstitutionalVoteStatus', () => {
  it('after publication, still tells a voter they voted, and links to the results', () => {
    access = published(true);
    render(<ConstitutionalVoteStatus uid="u1" />, { wrapper: MemoryRouter });
    expect(screen.getByText(/You voted in “Charter”/)).toBeInTheDocument();
    expect(screen.getByText(/Its results are published/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the results' })).toBeInTheDocument();
  });

  it('after publication, says so to an eligible person who did not vote', () => {
    access = published(false);
    render(<ConstitutionalVoteStatus uid="u1" />, { wrapper: MemoryRouter });
    expect(screen.getByText(/You did not vote in “Charter”/)).toBeInTheDocument();
  });

  it('tells a citizen not on the open ballot’s list so, by its title, with the earlier results below (issue 31)', () => {
    access = { ...published(false), notOnList: 'A constitutional vote is open: “Charter 2”. You are not on its list.' };
    render(<ConstitutionalVoteStatus uid="u1" />, { wrapper: MemoryRouter });
    const lines = screen.getAllByRole('paragraph').map((p) => p.textContent);
    expect(lines[0]).toContain('“Charter 2”. You are not on its list.');
    expect(screen.getByText(/You did not vote in “Charter”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the results' })).toBeInTheDocument();
  });
});
