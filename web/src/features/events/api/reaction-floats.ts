import { REACTION_IDS, REACTIONS, type ReactionId } from '@civic/domain';

/** At most this many emoji float per pulse, however many arrived: the screen stays watchable. */
const MAX_FLOATS = 12;
export const FLOAT_MS = 2_600;

export interface FloatingReaction {
  id: string;
  emoji: string;
  /** Horizontal position, % of the stage width. */
  left: number;
}

/**
 * Turns one pulse's increases into at most MAX_FLOATS emoji: every kind that arrived floats at
 * least once, the rest in proportion.
 */
export function floatsFor(added: Record<ReactionId, number>, key: string): FloatingReaction[] {
  const kinds = REACTION_IDS.filter((id) => added[id] > 0);
  const total = kinds.reduce((sum, id) => sum + added[id], 0);
  const share = total <= MAX_FLOATS ? 1 : (MAX_FLOATS - kinds.length) / (total - kinds.length);
  const floats: FloatingReaction[] = [];
  for (const id of kinds) {
    const count = total <= MAX_FLOATS ? added[id] : 1 + Math.floor((added[id] - 1) * share);
    for (let i = 0; i < count; i++)
      floats.push({ id: `${key}-${id}-${i}`, emoji: REACTIONS[id], left: 8 + Math.random() * 84 });
  }
  return floats;
}
