import {
  COLLECTIONS,
  LEADERBOARD_SIZE,
  answerTiming,
  rankPlayers,
  scoreQuestion,
  type AdvanceGameResponse,
  type AnswerDoc,
  type GameQuestionDoc,
  type GameReveal,
  type PlayerDoc,
} from '@civic/domain';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { db } from '../../platform/app.js';
import { leaderboardToPublish } from './deletedPlayers.js';
import { gameOf, gameQuestionRef, gameRef } from './gameRecord.js';

/**
 * Scores the question that just closed and reveals it (docs/game.md, "Scoring at the reveal").
 * The window is already closed (`scoring` phase, committed in a transaction every answer reads),
 * so the answers read here are final. One pass: read the key, the answers and the players, score
 * each player once (`scoredThrough` makes a re-run after a crash a no-op for those already done),
 * rank everyone, write the players with a BulkWriter, then publish the reveal and the top 10 in
 * one transaction that only succeeds if the game is still at this `scoring` step (and names no
 * account deleted meanwhile).
 */
export async function revealQuestion(
  gameId: string,
  scoringStep: number,
): Promise<Omit<AdvanceGameResponse, 'serverNow'>> {
  const ref = gameRef(gameId);
  const game = gameOf(await ref.get());
  const index = game.questionIndex;
  const [keySnap, answersSnap, playersSnap] = await Promise.all([
    gameQuestionRef(gameId, index).get(),
    ref.collection(COLLECTIONS.gameAnswers).where('questionIndex', '==', index).get(),
    ref.collection(COLLECTIONS.players).get(),
  ]);
  const key = keySnap.data() as GameQuestionDoc;
  const answers = new Map(answersSnap.docs.map((d) => [d.get('uid') as string, d.data() as AnswerDoc<Timestamp>]));
  // Time is measured to the server's receipt of the answer (docs/game.md, "Which clock scores").
  const opensAtMs = game.answersOpenAt?.toMillis() ?? 0;
  const timed = (answer: AnswerDoc<Timestamp> | undefined, player: PlayerDoc) =>
    answer
      ? answerTiming(
          { ...answer, answeredAtMs: answer.answeredAt.toMillis() },
          opensAtMs,
          key.timeLimitSec * 1000 * player.timeFactor,
        )
      : null;

  const distribution = key.answers.map(() => 0);
  for (const answer of answers.values()) distribution[answer.answerIndex] = (distribution[answer.answerIndex] ?? 0) + 1;

  const scored = playersSnap.docs.map((doc) => {
    const player = doc.data() as PlayerDoc;
    if (player.scoredThrough >= index) return { uid: doc.id, ...player };
    const outcome = scoreQuestion(
      player,
      timed(answers.get(doc.id), player),
      { questionIndex: index, ...key },
      game.options,
    );
    return {
      uid: doc.id,
      ...player,
      score: outcome.score,
      streak: outcome.streak,
      lastResult: outcome.result,
      scoredThrough: index,
    };
  });
  const ranked = rankPlayers(scored);

  const writer = db.bulkWriter();
  const failures: unknown[] = [];
  // Every player's rank can move, so every player document is written (a second run rewrites the
  // same values: scores of players already scored are read back, not added again).
  for (const player of ranked) {
    // A player whose account was deleted after the players were read has moved to an anonymous
    // id (docs/personal-data.md): its old document is gone, and the next reveal scores the new one.
    void writer
      .update(ref.collection(COLLECTIONS.players).doc(player.uid), {
        score: player.score,
        streak: player.streak,
        rank: player.rank,
        lastResult: player.lastResult,
        scoredThrough: player.scoredThrough,
      })
      .catch((error: unknown) => {
        if ((error as { code?: unknown }).code !== 5) failures.push(error); // 5: NOT_FOUND
      });
  }
  await writer.close();
  if (failures.length > 0) throw failures[0];

  const reveal: GameReveal = {
    questionIndex: index,
    correctAnswers: key.correctAnswers,
    distribution,
    answered: answers.size,
    explanation: key.explanation,
  };
  const leaderboard = ranked
    .slice(0, LEADERBOARD_SIZE)
    .map(({ uid, displayName, score, rank }) => ({ uid, displayName, score, rank }));
  return db.runTransaction(async (tx) => {
    const current = gameOf(await tx.get(ref));
    if (current.step !== scoringStep || current.phase !== 'scoring') {
      return { applied: false, step: current.step, phase: current.phase };
    }
    const step = scoringStep + 1;
    const published = await leaderboardToPublish(tx, leaderboard);
    tx.update(ref, {
      phase: 'reveal',
      step,
      reveal,
      leaderboard: published,
      playersScored: ranked.length,
      updatedAt: FieldValue.serverTimestamp(),
    });
    return { applied: true, step, phase: 'reveal' as const };
  });
}
