/**
 * What admins write, in several languages (docs/languages.md, "What admins write"), in Chromium
 * against the production build: an admin creates an event and a poll, each with a Spanish version,
 * goes live and pushes the poll; a citizen reading Spanish sees the Spanish title, question and
 * options, one reading English the English; their two votes are one count.
 */
import { describe, expect, it } from 'vitest';
import { createTestAccount } from '../support/emulators/admin.js';
import { screenshot, screenshotEveryWay, sidewaysOverflow } from '../support/browser/chromium.js';
import { DESKTOP, PHONE, chooseLanguage } from '../support/browser/e2e.js';
import { browserPages } from '../support/browser/pages.js';
import { endLockedLiveEvent, holdLiveSlot } from '../support/emulators/live-slot.js';
import { eventually } from '../support/eventually.js';
import { appOrigin } from '../support/browser/chromium.js';
import { paths } from '@/config/paths';

holdLiveSlot();
const { signedInPage } = browserPages();
const loginTimeout = 90_000;

describe('what admins write, in Spanish and English', () => {
  it(
    'an admin writes a Spanish version of an event and a poll; each citizen reads their language',
    { timeout: 180_000 },
    async () => {
      const stamp = Date.now();
      const title = `Harbour town hall ${stamp}`;
      const titulo = `Cabildo del puerto ${stamp}`;
      const question = `Which pier opens first? ${stamp}`;
      const pregunta = `¿Qué muelle abre primero? ${stamp}`;
      // A retry starts with no event live (the first try's may be: Go live would be refused).
      await endLockedLiveEvent();

      // The event, with its Spanish title, goes live.
      const admin = await signedInPage('admin', paths.admin.livestream, { viewport: DESKTOP, loginTimeout });
      await admin.getByRole('button', { name: 'New event' }).click();
      await admin.getByLabel('Title', { exact: true }).fill(title);
      await admin.getByText('Other languages').click();
      await admin.getByLabel('Title Español').fill(titulo);
      await screenshot(admin, 'localized-content-event-editor');
      await admin.getByRole('button', { name: 'Create event' }).click();
      const eventRow = admin.getByRole('article', { name: title });
      await eventually(() => eventRow.getByText('Scheduled').isVisible(), 120_000).toBe(true);
      await eventRow.getByRole('button', { name: 'Go live' }).click();
      await eventually(() => eventRow.getByText('Live', { exact: true }).isVisible(), 120_000).toBe(true);

      // The poll, with its Spanish question and options, opens.
      await admin.goto(`${appOrigin()}${paths.admin.polls}`);
      await admin.getByRole('button', { name: 'New poll' }).click();
      await admin.getByLabel('Question', { exact: true }).fill(question);
      await admin.getByLabel('Option 1', { exact: true }).fill('North pier');
      await admin.getByLabel('Option 2', { exact: true }).fill('South pier');
      await admin.getByText('Other languages').click();
      await admin.getByLabel('Question Español').fill(pregunta);
      await admin.getByLabel('Option 1 Español').fill('Muelle norte');
      await admin.getByLabel('Option 2 Español').fill('Muelle sur');
      await screenshot(admin, 'localized-content-poll-editor');
      // The editor in Arabic, at desktop and phone width, light and dark (looked at), and no
      // sideways scrolling on a phone; what was typed stays.
      await chooseLanguage(admin, 'ar');
      await screenshotEveryWay(admin, 'localized-content-poll-editor-ar');
      await admin.setViewportSize(PHONE);
      expect(await sidewaysOverflow(admin)).toEqual([]);
      await admin.setViewportSize(DESKTOP);
      await chooseLanguage(admin, 'en');
      await expect(admin.getByLabel('Option 1 Español').inputValue()).resolves.toBe('Muelle norte');
      await admin.getByRole('button', { name: 'Create poll' }).click();
      const pollRow = admin.getByRole('article', { name: question });
      await eventually(() => pollRow.getByText('Draft').isVisible(), 120_000).toBe(true);
      await pollRow.getByRole('button', { name: 'Open now' }).click();
      await eventually(() => pollRow.getByText('Open', { exact: true }).isVisible(), 120_000).toBe(true);

      // Pushed live from the control room.
      await admin.goto(`${appOrigin()}${paths.admin.live}`);
      await admin
        .getByRole('listitem')
        .filter({ hasText: question })
        .getByRole('button', { name: 'Push live' })
        .click();
      const liveCard = admin.getByRole('article', { name: `Live poll: ${question}` });
      await eventually(() => liveCard.isVisible(), 120_000).toBe(true);

      // A citizen who reads Spanish sees the Spanish title, question and options, and votes.
      const [spanishReader, englishReader] = await Promise.all([createTestAccount('user'), createTestAccount('user')]);
      const spanish = await signedInPage(spanishReader, paths.live, { viewport: PHONE, loginTimeout });
      // Choosing a language writes it to the account: that write once broke Firestore's SDK in the
      // room (an internal assertion), and no listener answered after it (docs/performance.md).
      const thrown: string[] = [];
      spanish.on('pageerror', (error) => thrown.push(error.message));
      await chooseLanguage(spanish, 'es');
      await eventually(() => spanish.getByRole('heading', { name: titulo }).isVisible()).toBe(true);
      const spanishBallot = spanish.getByRole('article', { name: pregunta });
      await eventually(() => spanishBallot.isVisible()).toBe(true);
      await spanishBallot.getByLabel('Muelle norte').check();
      await spanishBallot.getByRole('button', { name: 'Vota' }).click();
      await eventually(() => spanishBallot.getByRole('status').textContent()).toBe(
        'Votaste Muelle norte. Tu elección queda fijada.',
      );
      expect(await spanish.getByText(question).count()).toBe(0);
      expect(await sidewaysOverflow(spanish)).toEqual([]);
      expect(thrown).toEqual([]);
      await screenshot(spanish, 'localized-content-room-es-phone');

      // One who reads English sees the English, and votes for the same option.
      const english = await signedInPage(englishReader, paths.user.live, { viewport: DESKTOP, loginTimeout });
      await eventually(() => english.getByRole('heading', { name: title }).isVisible()).toBe(true);
      const englishBallot = english.getByRole('article', { name: question });
      await eventually(() => englishBallot.isVisible()).toBe(true);
      expect(await english.getByText(pregunta).count()).toBe(0);
      await englishBallot.getByLabel('North pier').check();
      await englishBallot.getByRole('button', { name: 'Vote' }).click();
      await eventually(() => englishBallot.getByText('Your choice is locked').isVisible()).toBe(true);
      await screenshot(english, 'localized-content-room-en-desktop');

      // The two votes are one count, whatever language they were read in.
      await eventually(() => liveCard.getByTestId('poll-total').textContent(), 60_000).toBe('2');

      // The Spanish reader switches to English: the room follows at once.
      await chooseLanguage(spanish, 'en');
      await eventually(() => spanish.getByRole('heading', { name: title }).isVisible()).toBe(true);
      await eventually(() => spanish.getByRole('article', { name: question }).getByRole('status').textContent()).toBe(
        'You voted North pier. Your choice is locked.',
      );

      await endLockedLiveEvent();
    },
  );
});
