/**
 * /privacy names every place that holds something of a person for a while (docs/privacy.md):
 * the retry bookkeeping that may hold a temporary password for an hour, and the games' retention,
 * in each language the product offers.
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, loadRouteCatalog } from '@/lib/i18n/i18n';
import { Component as Privacy } from './privacy';

afterEach(async () => {
  await activateLanguage('en');
});

const SAYS = {
  en: [
    /temporary password, is kept for one hour/,
    /temporary password of an account an administrator created: one hour/,
    /Trivia games, with your scores and answers: 365 days after the game ends/,
  ],
  es: [
    /contraseña temporal, se guarda una hora/,
    /contraseña temporal de una cuenta creada por un administrador: una hora/,
    /juegos de preguntas, con tus puntuaciones y respuestas: 365 días/,
  ],
  ar: [
    /كلمة مرورك المؤقتة، لمدة ساعة/,
    /كلمة المرور المؤقتة لحساب أنشأه مسؤول: ساعة واحدة/,
    /ألعاب الأسئلة، مع نتائجك وإجاباتك/,
  ],
} as const;

describe('/privacy', () => {
  for (const [language, sentences] of Object.entries(SAYS)) {
    it(`says, in ${language}, that an admin-created account’s temporary password is kept an hour, and how long games are kept`, async () => {
      await loadRouteCatalog('info');
      await activateLanguage(language as keyof typeof SAYS);
      const { container } = render(
        <MemoryRouter>
          <Privacy />
        </MemoryRouter>,
      );
      for (const sentence of sentences) expect(container.textContent).toMatch(sentence);
      expect(screen.getAllByRole('listitem').length).toBeGreaterThan(5);
    });
  }
});
