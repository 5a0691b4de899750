/**
 * The citizen area's page headers in Spanish (issue 32). The screens inside them are their
 * features' (tested there); they are replaced here.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';

vi.mock('../../lazy-live-room', () => ({ LazyLiveRoom: () => null }));
vi.mock('@/features/constitutional-vote/components/ballot-screen', () => ({ ConstitutionalVoteScreen: () => null }));

const live = await import('./live');
const vote = await import('./constitutional-vote');

afterEach(async () => {
  await activateLanguage('en');
});

describe('the citizen area in Spanish', () => {
  it('titles and describes the live room and the constitutional vote in Spanish', async () => {
    await activateLanguage('es');
    render(<live.Component />);
    expect(screen.getByRole('heading', { name: 'En directo' })).toBeInTheDocument();
    expect(screen.getByText('La emisión, la encuesta activa ahora y los comentarios.')).toBeInTheDocument();
    render(<vote.Component />);
    expect(screen.getByRole('heading', { name: 'Votación constitucional' })).toBeInTheDocument();
  });
});
