import { COLLECTIONS, GAME_LOBBY_DOC, GAME_LOBBY_LEASE_DOC, LOBBY_PULSE_MS } from '@civic/domain';
import type { DocumentReference } from 'firebase-admin/firestore';
import { publishAfter, writeSummary } from '../platform/pulseLease.js';
import { defineTrigger } from '../platform/trigger.js';
import { gameRef } from './lib/gameRecord.js';

const lobbyRef = (game: DocumentReference) => game.collection(COLLECTIONS.stats).doc(GAME_LOBBY_DOC);
const leaseRef = (game: DocumentReference) => game.collection(COLLECTIONS.stats).doc(GAME_LOBBY_LEASE_DOC);

/** Players who joined: the sum of the join counter's shards (at most PLAYER_SHARDS documents). */
async function sumPlayers(game: DocumentReference): Promise<number> {
  const shards = await game.collection(COLLECTIONS.playerShards).get();
  return shards.docs.reduce((sum, d) => sum + ((d.get('count') as number | undefined) ?? 0), 0);
}

/**
 * A player joined (joinGame created their record with the shard's increment, in one commit): the
 * lobby's count is published with them in it, at most once a second however many join at once
 * (domain/src/game.ts, LOBBY_PULSE_MS). A trigger, not joinGame itself: joinGame's answer carries
 * the server's clock for the countdown, and must not wait for the lease.
 */
export const onPlayerJoined = defineTrigger(
  'onPlayerJoined',
  'created',
  // Retry: publishing again is harmless, and a lost run would leave the lobby a player short.
  { document: `${COLLECTIONS.games}/{gameId}/${COLLECTIONS.players}/{uid}`, retry: true },
  async (event) => {
    const joinedAt = event.data?.createTime;
    if (!joinedAt) return;
    const game = gameRef(event.params.gameId);
    await publishAfter(
      joinedAt,
      { summary: lobbyRef(game), lease: leaseRef(game), periodMs: LOBBY_PULSE_MS },
      async (through) => writeSummary(lobbyRef(game), { players: await sumPlayers(game) }, through),
    );
  },
);
