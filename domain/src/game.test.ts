import { describe, expect, it } from 'vitest';
import { gameQuestionInputSchema, submitAnswerRequest, setPlayerTimeFactorRequest } from './game-schemas.js';
import { rankPlayers, scoreQuestion, speedPoints, streakBonus } from './game.js';

const ALL_ON = { speedPoints: true, streakBonus: true };
const key = { questionIndex: 0, correctAnswers: [1] };

describe('speed points', () => {
  it('gives 1000 for a correct answer at t = 0', () => {
    expect(speedPoints(0, 20_000)).toBe(1000);
  });

  it('gives 500 at t = T and never less after it', () => {
    expect(speedPoints(20_000, 20_000)).toBe(500);
    expect(speedPoints(25_000, 20_000)).toBe(500);
  });

  it('rounds round(1000 × (1 − (t / T) / 2)) halfway through', () => {
    expect(speedPoints(10_000, 20_000)).toBe(750);
    expect(speedPoints(3_333, 10_000)).toBe(Math.round(1000 * (1 - 0.3333 / 2)));
  });

  it('scores extended time on the fraction of the player’s own window', () => {
    // 10 s limit; ×2 gives a 20 s window: 10 s in is half the window, like 5 s for a ×1 player.
    const extended = scoreQuestion(
      { score: 0, streak: 0 },
      { answerIndex: 1, elapsedMs: 10_000, windowMs: 20_000 },
      key,
      ALL_ON,
    );
    const standard = scoreQuestion(
      { score: 0, streak: 0 },
      { answerIndex: 1, elapsedMs: 5_000, windowMs: 10_000 },
      key,
      ALL_ON,
    );
    expect(extended.result.points).toBe(750);
    expect(standard.result.points).toBe(750);
    // ×1.5 on a 10 s limit: the end of the 15 s window is still worth 500.
    expect(speedPoints(15_000, 15_000)).toBe(500);
  });
});

describe('streak bonus', () => {
  it('is 0 for the first correct answer, then +100 per consecutive correct answer', () => {
    expect([1, 2, 3, 4].map(streakBonus)).toEqual([0, 100, 200, 300]);
  });

  it('is capped at +500', () => {
    expect(streakBonus(6)).toBe(500);
    expect(streakBonus(7)).toBe(500);
    expect(streakBonus(50)).toBe(500);
  });
});

describe('scoring one question', () => {
  it('gives a wrong answer 0 points and resets the streak', () => {
    const scored = scoreQuestion(
      { score: 2300, streak: 3 },
      { answerIndex: 0, elapsedMs: 0, windowMs: 10_000 },
      key,
      ALL_ON,
    );
    expect(scored).toEqual({
      score: 2300,
      streak: 0,
      result: { questionIndex: 0, answerIndex: 0, correct: false, points: 0, bonus: 0 },
    });
  });

  it('treats no answer as wrong', () => {
    const scored = scoreQuestion({ score: 900, streak: 2 }, null, key, ALL_ON);
    expect(scored.streak).toBe(0);
    expect(scored.result).toMatchObject({ answerIndex: null, correct: false, points: 0 });
  });

  it('adds speed points and the streak bonus to the score', () => {
    const scored = scoreQuestion(
      { score: 1000, streak: 1 },
      { answerIndex: 1, elapsedMs: 0, windowMs: 10_000 },
      key,
      ALL_ON,
    );
    expect(scored).toMatchObject({ score: 2100, streak: 2, result: { correct: true, points: 1000, bonus: 100 } });
  });

  it('accepts any answer marked correct when several are', () => {
    const several = { questionIndex: 2, correctAnswers: [0, 3] };
    expect(
      scoreQuestion({ score: 0, streak: 0 }, { answerIndex: 3, elapsedMs: 0, windowMs: 5000 }, several, ALL_ON).result
        .correct,
    ).toBe(true);
  });

  it('gives full points without speed points and no bonus without the streak option', () => {
    const scored = scoreQuestion({ score: 0, streak: 4 }, { answerIndex: 1, elapsedMs: 9_000, windowMs: 10_000 }, key, {
      speedPoints: false,
      streakBonus: false,
    });
    expect(scored).toMatchObject({ score: 1000, streak: 5, result: { points: 1000, bonus: 0 } });
  });
});

describe('ranking', () => {
  it('ranks by score with shared ranks for ties (1, 2, 2, 4)', () => {
    const ranked = rankPlayers([
      { uid: 'd', displayName: 'Dee', score: 100 },
      { uid: 'a', displayName: 'Ann', score: 900 },
      { uid: 'c', displayName: 'Cy', score: 500 },
      { uid: 'b', displayName: 'Bo', score: 500 },
    ]);
    expect(ranked.map((p) => [p.displayName, p.rank])).toEqual([
      ['Ann', 1],
      ['Bo', 2],
      ['Cy', 2],
      ['Dee', 4],
    ]);
  });
});

describe('schemas', () => {
  const question = {
    text: 'Capital?',
    answers: [
      { text: 'A', correct: false },
      { text: 'B', correct: true },
    ],
    timeLimitSec: 20,
    imageUrl: '',
    explanation: '',
  };

  it('accepts 2–4 answers with at least one marked correct and a 5–60 s limit', () => {
    expect(gameQuestionInputSchema.safeParse(question).success).toBe(true);
    expect(gameQuestionInputSchema.safeParse({ ...question, timeLimitSec: 4 }).success).toBe(false);
    expect(gameQuestionInputSchema.safeParse({ ...question, timeLimitSec: 61 }).success).toBe(false);
    expect(gameQuestionInputSchema.safeParse({ ...question, answers: [question.answers[0]] }).success).toBe(false);
    const five = Array.from({ length: 5 }, (_, i) => ({ text: `A${i}`, correct: i === 0 }));
    expect(gameQuestionInputSchema.safeParse({ ...question, answers: five }).success).toBe(false);
    const noneCorrect = question.answers.map((a) => ({ ...a, correct: false }));
    expect(gameQuestionInputSchema.safeParse({ ...question, answers: noneCorrect }).error?.issues[0]?.message).toBe(
      'Mark at least one answer correct',
    );
  });

  it('refuses non-https image URLs, out-of-range answers and uids with a slash', () => {
    expect(gameQuestionInputSchema.safeParse({ ...question, imageUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(submitAnswerRequest.safeParse({ gameId: 'g', questionIndex: 0, answerIndex: 4 }).success).toBe(false);
    expect(submitAnswerRequest.safeParse({ gameId: 'a/b', questionIndex: 0, answerIndex: 0 }).success).toBe(false);
    expect(setPlayerTimeFactorRequest.safeParse({ gameId: 'g', uid: 'x/y', timeFactor: 2 }).success).toBe(false);
    expect(setPlayerTimeFactorRequest.safeParse({ gameId: 'g', uid: 'x', timeFactor: 3 }).success).toBe(false);
  });
});
