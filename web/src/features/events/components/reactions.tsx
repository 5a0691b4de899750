import { REACTION_IDS, REACTION_MIN_INTERVAL_MS, REACTIONS, type ReactionId } from '@civic/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { REACTION_NAMES } from '../api/reaction-labels';
import type { FloatingReaction } from '../api/reaction-floats';
import { sendReaction } from '../api/send-reaction';

/** The emoji everyone sent in the last pulse, floating up over the video (decorative). */
export function FloatingReactions({ floats }: { floats: FloatingReaction[] }) {
  return (
    <div className="reaction-floats" aria-hidden="true">
      {floats.map((f) => (
        <span key={f.id} className="reaction-floats__item" style={{ insetInlineStart: `${f.left}%` }}>
          {f.emoji}
        </span>
      ))}
    </div>
  );
}

/** The emoji buttons under the video; one reaction per second (the rules enforce the same). */
export function ReactionBar({ eventId, uid }: { eventId: string; uid: string }) {
  const { t, i18n } = useLingui();
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
    <div className="reaction-bar" role="group" aria-label={t`React`}>
      {REACTION_IDS.map((id) => (
        <button
          key={id}
          type="button"
          className="reaction-bar__button"
          aria-label={i18n._(REACTION_NAMES[id])}
          title={i18n._(REACTION_NAMES[id])}
          disabled={coolingDown}
          onClick={() => void send(id)}
        >
          <span aria-hidden="true">{REACTIONS[id]}</span>
        </button>
      ))}
      {refused && (
        <span className="muted" role="status">
          <Trans>Slow down: one reaction per second.</Trans>
        </span>
      )}
    </div>
  );
}
