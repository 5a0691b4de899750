/**
 * The game in the player's language: the countdown counts in Spanish words, the podium and the
 * standing count points by each language's plural rules (Arabic has six forms), and the editor's
 * field problems are catalog sentences.
 */
import type { GameQuestionInput, LeaderboardEntry, PlayerDoc } from '@civic/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n/i18n';
import { Countdown } from './countdown';
import { MyStanding } from './my-standing';
import { Podium } from './podium';
import { QuestionSetEditor } from './question-set-editor';

vi.mock('../api/save-question-set', () => ({ saveQuestionSet: vi.fn() }));

afterEach(() => activateLanguage('en'));

const entry = (rank: number, score: number): LeaderboardEntry => ({
  uid: `u${rank}`,
  displayName: `Player ${rank}`,
  score,
  rank,
});

describe('the game in Spanish and Arabic', () => {
  it('counts down in Spanish, one second and several', async () => {
    await activateLanguage('es');
    const { rerender } = render(<Countdown kind="reading" remainingMs={3_200} totalMs={5_000} />);
    expect(screen.getByText('Las respuestas aparecen en')).toBeTruthy();
    expect(screen.getByText('segundos')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Las respuestas aparecen en' });
    expect(bar.getAttribute('aria-valuetext')).toBe('Quedan 4 segundos');
    rerender(<Countdown kind="answering" remainingMs={900} totalMs={20_000} />);
    expect(screen.getByText('segundo')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Tiempo para responder' }).getAttribute('aria-valuetext')).toBe(
      'Queda 1 segundo',
    );
  });

  it("names the podium's places and counts points by Arabic's plural forms", async () => {
    await activateLanguage('ar');
    render(<Podium entries={[entry(1, 1), entry(2, 2), entry(3, 11)]} />);
    const steps = screen.getAllByRole('listitem').map((step) => step.textContent);
    expect(steps).toEqual(['الأولPlayer 1نقطة واحدة', 'الثانيPlayer 2نقطتان', 'الثالثPlayer 311 نقطة']);
    expect(screen.getByRole('list', { name: 'منصة الفائزين' })).toBeTruthy();
  });

  it("says the player's standing in Spanish, the score in Spanish digits", async () => {
    await activateLanguage('es');
    const player = { rank: 2, score: 12_500 } as PlayerDoc;
    render(<MyStanding player={player} players={5} final />);
    expect(screen.getByTestId('my-standing').textContent).toBe('Terminaste en el puesto n.º 2 de 5 con 12.500 puntos');
  });

  it("says the editor's field problems in Spanish", async () => {
    await activateLanguage('es');
    const question: GameQuestionInput = {
      text: '¿Quién aprueba el presupuesto?',
      answers: [
        { text: 'El consejo', correct: false },
        { text: 'El consejo', correct: false },
      ],
      timeLimitSec: 3,
      imageUrl: '',
      explanation: '',
    };
    render(<QuestionSetEditor initial={{ title: '', questions: [question] }} onDone={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar conjunto' }));
    expect(screen.getByText('Obligatorio.')).toBeTruthy();
    expect(screen.getByText('Marca al menos una respuesta como correcta.')).toBeTruthy();
    expect(screen.getByText('Las respuestas deben ser distintas.')).toBeTruthy();
    expect(screen.getByText('Debe ser de al menos 5 segundos.')).toBeTruthy();
  });
});
