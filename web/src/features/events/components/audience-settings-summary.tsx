/**
 * Which settings the event's expected audience chose (docs/scale.md, "Settings from the expected
 * audience"): the tally shards each poll pushed gets, the lobby shards of a game, the heartbeat, how
 * the feed arrives and how early to go live. The product applies them itself; this says what they
 * are, so the admin knows, for instance, to open the room early. Shown in the event editor (as the
 * admin types) and in the control room; nothing without an expected audience.
 */
import { settingsForAudience, type EventAudienceSettings } from '@civic/domain';
import { Plural, Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { formatNumber } from '@/lib/i18n/format';

export function AudienceSettingsSummary({
  expectedAudience,
  settings,
}: {
  expectedAudience: number | null | undefined;
  /** The event's own settings as stored (the control room); absent: chosen from `expectedAudience`. */
  settings?: EventAudienceSettings | null;
}) {
  const titleId = useId();
  if (!expectedAudience) return null;
  const chosen = settingsForAudience(expectedAudience);
  const event = settings ?? chosen.event;
  const audience = formatNumber(expectedAudience);
  const tallyShards = formatNumber(chosen.poll.tallyShards);
  const lobbyShards = formatNumber(chosen.game.lobbyShards);
  const beatSeconds = Math.round(event.heartbeatMs / 1000);
  const early = event.goLiveMinutesEarly;
  return (
    <section className="card audience-settings" aria-labelledby={titleId} data-slot="audience-settings">
      <h3 id={titleId} className="audience-settings__title">
        <Trans>
          Settings for <bdi>{audience}</bdi> viewers
        </Trans>
      </h3>
      <ul className="audience-settings__list">
        <li>
          <Trans>
            Each poll pushed live counts its votes over <bdi>{tallyShards}</bdi> tally shards.
          </Trans>
        </li>
        <li>
          <Trans>
            A game counts its players over <bdi>{lobbyShards}</bdi> lobby shards.
          </Trans>
        </li>
        <li>
          <Plural
            value={beatSeconds}
            one="Each viewer’s presence is renewed every # second."
            other="Each viewer’s presence is renewed every # seconds."
          />
        </li>
        <li>
          {event.feedMode === 'pulse' ? (
            <Trans>Posts reach the rooms together, once a second: the cost stays the same at any audience.</Trans>
          ) : (
            <Trans>Posts reach the rooms one by one, as they are made.</Trans>
          )}
        </li>
        <li>
          {early > 0 ? (
            <Plural
              value={early}
              one="Go live # minute before the start, so the room fills gradually."
              other="Go live # minutes before the start, so the room fills gradually."
            />
          ) : (
            <Trans>Going live at the start is enough.</Trans>
          )}
        </li>
      </ul>
    </section>
  );
}
