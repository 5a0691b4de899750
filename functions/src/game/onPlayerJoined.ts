import { COLLECTIONS } from '@civic/domain';
import { publishAfter } from '../platform/pulseLease.js';
import { defineTrigger } from '../platform/trigger.js';
import { gameRef } from './lib/gameRecord.js';
import { lobbyPulse } from './lib/lobbyPulse.js';

/**
 * A player joined (joinGame created their record with the shard's increment, in one commit): the
 * lobby's count is published with them in it, at most once a second however many join at once
 * (domain/src/game.ts, LOBBY_PULSE_MS; the last joins of a burst by onLobbyLeaseFollowed). A
 * trigger, not joinGame itself: joinGame's answer carries the server's clock for the countdown, and
 * must not wait on the lease.
 */
export const onPlayerJoined = defineTrigger(
  'onPlayerJoined',
  'created',
  // Retry: publishing again is harmless, and a lost run would leave the lobby a player short.
  { document: `${COLLECTIONS.games}/{gameId}/${COLLECTIONS.players}/{uid}`, retry: true },
  async (event) => {
    const joinedAt = event.data?.createTime;
    if (!joinedAt) return;
    const { pulse, publish } = lobbyPulse(gameRef(event.params.gameId));
    await publishAfter(joinedAt, pulse, publish);
  },
);
