/**
 * The trivia game in Chromium against the production build: an admin builds a 3-question set in
 * /Admin/live and runs it; two players on phones (two browser contexts) join, one answers right
 * and fast, the other wrong; both see the reveal and the leaderboard; the podium is in the right
 * order. A reload mid-question resumes on "Answer locked". Screenshots: question, reveal and
 * leaderboard on a 390 px phone (light and dark), the admin panel on a desktop.
 */
import { COLLECTIONS, type QuestionSetInput } from '@civic/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createTestAccount, db } from '../support/emulators/admin.js';
import { seriousViolationsInEveryLanguage } from '../support/browser/axe.js';
import { call } from '../support/emulators/callables.js';
import { testClient } from '../support/emulators/client.js';
import { appOrigin, screenshot, screenshotEveryWay, sidewaysOverflow } from '../support/browser/chromium.js';
import { browserPages } from '../support/browser/pages.js';
import { holdGameLock } from '../support/emulators/game-lock.js';
import { DESKTOP, PHONE, seedAdmin } from '../support/browser/e2e.js';
import { eventually } from '../support/eventually.js';
import { gamePaths, paths } from '@/config/paths';

// Generous: the first call of each callable cold-starts an emulator worker on a shared machine.
/** Cold function starts on a loaded machine: the game's screens may take longer than the usual wait. */
const GAME_WAIT_MS = 90_000;

const QUESTIONS = [
  { text: 'How many seats has the city council?', answers: ['31', '45', '12'], correct: 0 },
  { text: 'Who signs a new by-law into force?', answers: ['The mayor', 'The police chief'], correct: 0 },
  {
    text: 'How often are council elections held?',
    answers: ['Every 2 years', 'Every 4 years', 'Every 6 years', 'Never'],
    correct: 1,
  },
];

holdGameLock();

const { signedInPage } = browserPages();

async function buildSet(admin: Page, title: string) {
  await admin.getByRole('button', { name: 'New question set' }).click();
  await admin.getByLabel('Set title').fill(title);
  for (const [q, question] of QUESTIONS.entries()) {
    const n = q + 1;
    if (q > 0) await admin.getByRole('button', { name: 'Add question' }).click();
    await admin.getByLabel(`Question ${n} text`).fill(question.text);
    for (const [a, answer] of question.answers.entries()) {
      if (a >= 2) await admin.getByRole('button', { name: `Add answer to question ${n}` }).click();
      await admin.getByLabel(`Question ${n} answer ${a + 1}`).fill(answer);
    }
    // New questions start with answer 1 marked correct. Each mark has its own name.
    const mark = (a: number) =>
      admin.getByRole('checkbox', { name: `Answer ${a + 1} of question ${n} is correct`, exact: true });
    if (question.correct !== 0) {
      await mark(0).uncheck();
      await mark(question.correct).check();
    }
    await admin.getByLabel(`Question ${n} time limit (seconds)`).fill('60'); // long enough for a reload on a loaded machine; close early ends it sooner
    await admin
      .getByLabel(`Question ${n} explanation (shown at the reveal)`)
      .fill(`Because: ${question.answers[question.correct]}.`);
  }
  await admin.getByRole('button', { name: 'Save set' }).click();
  try {
    await eventually(() => admin.getByRole('article', { name: title }).isVisible(), GAME_WAIT_MS).toBe(true);
  } catch (error) {
    await screenshot(admin, 'game-admin-save-failed');
    throw error;
  }
}

async function joinAs(name: string) {
  const account = await createTestAccount('user');
  const page = await signedInPage(account, paths.game, { viewport: PHONE });
  const context = page.context();
  await page.getByLabel('Display name').fill(name);
  await page.getByRole('button', { name: 'Join game' }).click();
  await page.waitForURL(`**${gamePaths.play}`, { timeout: 120_000 });
  await eventually(() => page.getByRole('heading', { name: 'You are in!' }).isVisible(), GAME_WAIT_MS).toBe(true);
  return { context, page };
}

const tile = (page: Page, text: string) => page.getByRole('button', { name: text, exact: true });

describe('game end to end', () => {
  it('an admin runs a 3-question game; two players answer; reveal, leaderboard and podium are right', async () => {
    const title = `Council trivia ${Date.now()}`;
    const admin = await signedInPage('admin', paths.admin.live, { viewport: DESKTOP });
    const adminContext = admin.context();
    await buildSet(admin, title);
    await admin.getByRole('article', { name: title }).getByRole('button', { name: 'Open lobby' }).click();
    await eventually(() => admin.getByTestId('game-phase').getAttribute('data-phase'), GAME_WAIT_MS).toBe('lobby');

    const ada = await joinAs('Fast Ada');
    const bob = await joinAs('Slow Bob');
    await eventually(() => admin.getByTestId('game-players').textContent(), GAME_WAIT_MS).toBe('2');
    await eventually(() => bob.page.getByText('2 players').isVisible(), GAME_WAIT_MS).toBe(true);
    await screenshot(admin, 'game-admin-lobby');

    for (const [q, question] of QUESTIONS.entries()) {
      const last = q === QUESTIONS.length - 1;
      await admin.getByRole('button', { name: q === 0 ? 'Start game' : 'Next question' }).click();
      for (const player of [ada, bob]) {
        await eventually(
          () => player.page.getByRole('heading', { name: question.text }).isVisible(),
          GAME_WAIT_MS,
        ).toBe(true);
      }
      // Answers appear after the reading time.
      await eventually(() => tile(ada.page, question.answers[question.correct]!).isVisible(), GAME_WAIT_MS).toBe(true);
      if (q === 0) await screenshot(ada.page, 'game-phone-question');
      await tile(ada.page, question.answers[question.correct]!).click();
      await eventually(() => ada.page.getByText('Answer locked').isVisible(), GAME_WAIT_MS).toBe(true);
      if (q === 0) {
        await screenshot(ada.page, 'game-phone-locked');
        // Leaving and coming back (Bob has not answered, so the question is still open) resumes it.
        await ada.page.reload();
        await eventually(() => ada.page.getByText('Answer locked').isVisible(), GAME_WAIT_MS).toBe(true);
      }
      const wrong = question.answers[(question.correct + 1) % question.answers.length]!;
      await eventually(() => tile(bob.page, wrong).isVisible(), GAME_WAIT_MS).toBe(true);
      await tile(bob.page, wrong).click();

      // Everyone answered and "close early" is on: the admin screen reveals by itself.
      await eventually(() => ada.page.getByRole('heading', { name: 'Correct!' }).isVisible(), GAME_WAIT_MS).toBe(true);
      await eventually(() => bob.page.getByRole('heading', { name: 'Wrong' }).isVisible(), GAME_WAIT_MS).toBe(true);
      await expect(bob.page.getByText(`Because: ${question.answers[question.correct]}.`).isVisible()).resolves.toBe(
        true,
      );
      if (q === 0) {
        await screenshot(ada.page, 'game-phone-reveal-right');
        await screenshot(bob.page, 'game-phone-reveal-wrong');
        await screenshot(admin, 'game-admin-reveal');
      }

      await admin.getByRole('button', { name: 'Show leaderboard' }).click();
      for (const player of [ada, bob]) {
        const board = player.page.getByRole('list', { name: 'Top 10' });
        await eventually(() => board.getByRole('listitem').allTextContents(), GAME_WAIT_MS).toEqual([
          expect.stringMatching(/^1Fast Ada/),
          expect.stringMatching(/^2Slow Bob/),
        ]);
      }
      await expect(ada.page.getByTestId('my-standing').textContent()).resolves.toMatch(/#1 of 2/);
      await expect(bob.page.getByTestId('my-standing').textContent()).resolves.toMatch(/#2 of 2 with 0 points/);
      if (q === 0) {
        await screenshot(ada.page, 'game-phone-leaderboard');
        await ada.page.emulateMedia({ colorScheme: 'dark' });
        await screenshot(ada.page, 'game-phone-leaderboard-dark');
        await ada.page.emulateMedia({ colorScheme: 'light' });
      }
      if (last) await admin.getByRole('button', { name: 'Show podium' }).click();
    }

    for (const player of [ada, bob]) {
      const podium = player.page.getByRole('list', { name: 'Podium' });
      await eventually(() => podium.getByRole('listitem').allTextContents(), GAME_WAIT_MS).toEqual([
        expect.stringMatching(/^FirstFast Ada/),
        expect.stringMatching(/^SecondSlow Bob0 points/),
      ]);
    }
    // Three correct answers, fast, with streak bonuses 0 + 100 + 200 on top: well above 2 × 1000.
    const adaScore = Number(
      (await ada.page.getByTestId('my-standing').locator('strong').nth(1).textContent())!.replace(/\D/g, ''),
    );
    expect(adaScore).toBeGreaterThan(2300);
    await screenshot(ada.page, 'game-phone-podium');
    await bob.page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(bob.page, 'game-phone-podium-dark');
    await screenshot(admin, 'game-admin-podium');

    await Promise.all([ada.context.close(), bob.context.close(), adminContext.close()]);
  }, 600_000); // a whole 3-question game, with cold function starts, on a shared machine

  it('says the reading time, right and wrong, and that the game is over in words; asks nothing once it is over', async () => {
    const admin = await testClient(seedAdmin);
    const set: QuestionSetInput = {
      title: `Words trivia ${Date.now()}`,
      questions: [
        {
          text: 'Which body passes the city budget?',
          answers: [
            { text: 'The council', correct: true },
            { text: 'The courts', correct: false },
          ],
          timeLimitSec: 60,
          imageUrl: '',
          explanation: 'The council votes the budget.',
        },
      ],
    };
    const { setId } = await call(admin, 'saveQuestionSet', { set });
    const { gameId } = await call(admin, 'createGame', {
      setId,
      options: { speedPoints: true, streakBonus: true, closeEarly: false },
    });
    const game = db.collection(COLLECTIONS.games).doc(gameId);
    const step = async () => (await game.get()).get('step') as number;
    const advance = async () => call(admin, 'advanceGame', { gameId, fromStep: await step() });
    try {
      const player = await joinAs('Wordy Wren');
      const refused: string[] = [];
      player.page.on('response', (response) => {
        if (response.status() === 403) refused.push(response.url());
      });
      player.page.on('console', (message) => {
        if (/Clock sync failed/.test(message.text())) refused.push(message.text());
      });

      // The lobby, before the first question: it waits for the admin, so nothing is timed.
      expect(await seriousViolationsInEveryLanguage(player.page, '/game/play, the lobby')).toEqual([]);

      // Reading time, held open ten minutes (ended below once checked: eight axe runs on a loaded
      // machine can outlast a minute): the countdown says in words what it counts.
      await advance();
      const opensAt = Date.now() + 600_000;
      await game.update({
        answersOpenAt: Timestamp.fromMillis(opensAt),
        closesAt: Timestamp.fromMillis(opensAt + 60_000),
        answeringEndsAt: Timestamp.fromMillis(opensAt + 60_000),
      });
      // Exact: the live region for screen readers repeats the words with the seconds.
      await eventually(
        () => player.page.getByText('Answers appear in', { exact: true }).isVisible(),
        GAME_WAIT_MS,
      ).toBe(true);
      await expect(player.page.getByTestId('countdown-seconds').isVisible()).resolves.toBe(true);
      expect(await seriousViolationsInEveryLanguage(player.page, '/game/play, the reading countdown')).toEqual([]);
      await screenshotEveryWay(player.page, 'game-reading');
      // Answering, held open ten minutes too (the player answers once it is checked).
      await game.update({
        answersOpenAt: Timestamp.fromMillis(Date.now()),
        closesAt: Timestamp.fromMillis(Date.now() + 600_000),
        answeringEndsAt: Timestamp.fromMillis(Date.now() + 600_000),
      });
      await eventually(
        () => player.page.getByText('Time left to answer', { exact: true }).isVisible(),
        GAME_WAIT_MS,
      ).toBe(true);
      expect(await seriousViolationsInEveryLanguage(player.page, '/game/play, a question open')).toEqual([]);
      await screenshotEveryWay(player.page, 'game-answering');
      await tile(player.page, 'The courts').click();
      await eventually(() => player.page.getByText('Answer locked').isVisible(), GAME_WAIT_MS).toBe(true);
      await screenshotEveryWay(player.page, 'game-locked');

      // The reveal: the correct tile says "Correct", the player's wrong one "Wrong" and "Your answer".
      await advance();
      await eventually(() => player.page.getByRole('heading', { name: 'Wrong' }).isVisible(), GAME_WAIT_MS).toBe(true);
      const tiles = player.page.getByRole('list', { name: 'Answers' }).getByRole('listitem');
      await expect(tiles.allTextContents()).resolves.toEqual([
        expect.stringMatching(/The council.*Correct/),
        expect.stringMatching(/The courts.*Wrong.*Your answer/),
      ]);
      await expect(tiles.nth(0).textContent()).resolves.not.toMatch(/Your answer/);
      expect(await sidewaysOverflow(player.page)).toEqual([]);
      // The reveal stays until the admin moves on.
      expect(await seriousViolationsInEveryLanguage(player.page, '/game/play, a wrong answer revealed')).toEqual([]);
      await screenshotEveryWay(player.page, 'game-reveal');

      // The podium says the game is over; so does the leaderboard page, and a reload asks nothing.
      await advance(); // leaderboard
      await advance(); // podium
      await eventually(() => player.page.getByRole('list', { name: 'Podium' }).isVisible(), GAME_WAIT_MS).toBe(true);
      await expect(player.page.getByText('The game is over.').isVisible()).resolves.toBe(true);
      await screenshotEveryWay(player.page, 'game-podium');
      await player.page.reload();
      await eventually(() => player.page.getByRole('list', { name: 'Podium' }).isVisible(), GAME_WAIT_MS).toBe(true);
      await player.page.goto(`${appOrigin()}${gamePaths.leaderboard}`);
      await eventually(
        () => player.page.getByRole('heading', { name: `${set.title}: final results` }).isVisible(),
        GAME_WAIT_MS,
      ).toBe(true);
      await expect(player.page.getByText('The game is over.').isVisible()).resolves.toBe(true);
      await expect(player.page.getByRole('list', { name: 'Final top 10' }).isVisible()).resolves.toBe(true);
      expect(await seriousViolationsInEveryLanguage(player.page, '/game/play, the podium')).toEqual([]);
      await screenshotEveryWay(player.page, 'game-final-board');
      await player.page.getByRole('link', { name: 'See the podium' }).click();
      await eventually(() => player.page.getByRole('list', { name: 'Podium' }).isVisible(), GAME_WAIT_MS).toBe(true);
      expect(refused).toEqual([]);
      await player.context.close();
    } finally {
      if ((await game.get()).get('active') === true) await game.update({ active: false, phase: 'podium' });
      await admin.close();
    }
  }, 600_000);
});
