import { COLLECTIONS, GAME_LOBBY_LEASE_DOC } from '@civic/domain';
import { newlyFollowed, publishAsFollower } from '../platform/pulseLease.js';
import { defineTrigger } from '../platform/trigger.js';
import { gameRef } from './lib/gameRecord.js';
import { lobbyPulse } from './lib/lobbyPulse.js';

/**
 * onPlayerJoined found the lobby's lease taken less than a pulse ago and marked it followed
 * (platform/pulseLease.ts, `publishAfter`): as the lease expires, take it and publish, so the last
 * players of a burst are counted at most a pulse late without every join's trigger waiting.
 */
export const onLobbyLeaseFollowed = defineTrigger(
  'onLobbyLeaseFollowed',
  'updated',
  // Retry: publishing again is harmless (a later lease taken stops it), and a lost run would leave
  // the lobby the last players short until the next join.
  { document: `${COLLECTIONS.games}/{gameId}/${COLLECTIONS.stats}/${GAME_LOBBY_LEASE_DOC}`, retry: true },
  async (event) => {
    const heldAt = newlyFollowed(event.data);
    if (!heldAt) return;
    const { pulse, publish } = lobbyPulse(gameRef(event.params.gameId));
    await publishAsFollower(heldAt, pulse, publish);
  },
);
