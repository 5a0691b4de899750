/**
 * The user dashboards' cards are titled in the reader's language (the cards' own contents are
 * their features' and are stood in for here).
 */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import { DashboardEssentials } from './dashboard-essentials';

vi.mock('@/features/events/components/next-event', () => ({
  NextEventCard: ({ emptyText }: { emptyText: string }) => <p>{emptyText}</p>,
}));
vi.mock('@/features/constitutional-vote/components/vote-status', () => ({ ConstitutionalVoteStatus: () => null }));
vi.mock('@/features/game/components/last-game-rank', () => ({ LastGameRank: () => null }));

afterEach(() => activateLanguage('en'));

describe('the user dashboard cards', () => {
  it('title every card in Arabic', async () => {
    await activateLanguage('ar');
    render(<DashboardEssentials uid="u1" noEventText="—" />);
    const titles = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(titles).toEqual(['الفعالية المباشرة القادمة', 'التصويت الدستوري', 'آخر لعبة لك']);
    expect(screen.getByRole('region', { name: 'آخر لعبة لك' })).toBeTruthy();
  });
});
