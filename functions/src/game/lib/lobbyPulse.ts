import { COLLECTIONS, GAME_LOBBY_DOC, GAME_LOBBY_LEASE_DOC, LOBBY_PULSE_MS } from '@civic/domain';
import type { DocumentReference } from 'firebase-admin/firestore';
import { writeSummary, type Publish, type Pulse } from '../../platform/pulseLease.js';

/** Players who joined: the sum of the join counter's shards (at most PLAYER_SHARDS documents). */
async function sumPlayers(game: DocumentReference): Promise<number> {
  const shards = await game.collection(COLLECTIONS.playerShards).get();
  return shards.docs.reduce((sum, d) => sum + ((d.get('count') as number | undefined) ?? 0), 0);
}

/**
 * The game lobby's count on a pulse (domain/src/game.ts, LOBBY_PULSE_MS): its summary and lease
 * documents, and how a holder of the lease publishes (platform/pulseLease.ts).
 */
export function lobbyPulse(game: DocumentReference): { pulse: Pulse; publish: Publish } {
  const summary = game.collection(COLLECTIONS.stats).doc(GAME_LOBBY_DOC);
  return {
    pulse: { summary, lease: game.collection(COLLECTIONS.stats).doc(GAME_LOBBY_LEASE_DOC), periodMs: LOBBY_PULSE_MS },
    publish: async (through) => writeSummary(summary, { players: await sumPlayers(game) }, through),
  };
}
