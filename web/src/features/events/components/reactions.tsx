import { REACTION_IDS, REACTION_LABELS, REACTION_MIN_INTERVAL_MS, REACTIONS, type ReactionId } from '@civic/domain';
import { useState } from 'react';
import type { FloatingReaction } from '../api/reaction-floats';
import { sendReaction } from '../api/send-reaction';

/** The emoji everyone sent in the last pulse, floating up over the video (decorative). */
export function FloatingReactions({ floats }: { floats: FloatingReaction[] }) {
  return (
    <div className="reaction-floats" aria-hidden="true">
      {floats.map((f) => (
        <span key={f.id} className="reaction-floats__item" style={{ left: `${f.left}%` }}>
          {f.emoji}
        </span>
      ))}
    </div>
  );
}

/** The emoji buttons under the video; one reaction per second (the rules enforce the same). */
export function ReactionBar({ eventId, uid }: { eventId: string; uid: string }) {
  const [coolingDown, setCoolingDown] = useState(false);
  const [refused, setRefused] = useState(false);
  async function send(id: ReactionId) {
    setCoolingDown(true);
    setRefused(false);
    setTimeout(() => setCoolingDown(false), REACTION_MIN_INTERVAL_MS);
    try {
      await sendReaction(eventId, uid, id);
    } catch {
      setRefused(true);
    }
  }
  return (
    <div className="reaction-bar" role="group" aria-label="React">
      {REACTION_IDS.map((id) => (
        <button
          key={id}
          type="button"
          className="reaction-bar__button"
          aria-label={REACTION_LABELS[id]}
          title={REACTION_LABELS[id]}
          disabled={coolingDown}
          onClick={() => void send(id)}
        >
          <span aria-hidden="true">{REACTIONS[id]}</span>
        </button>
      ))}
      {refused && (
        <span className="muted" role="status">
          Slow down: one reaction per second.
        </span>
      )}
    </div>
  );
}
