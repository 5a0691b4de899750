/**
 * The warning before an event whose expected audience is beyond what the configuration holds
 * (docs/scale.md, "Where it breaks first"): each published limit the peaks would pass, how far,
 * and what to do — with the settings the audience chose (AudienceSettingsSummary says which), so
 * only what no setting holds remains: past 150 000 viewers, the heartbeats at their longest beat. Renders nothing when the audience is within every limit, or none was given.
 * Shown in the event editor (as the admin types), on the Events list and in the control room.
 */
import {
  PEAK_BEHAVIOUR,
  configurationOf,
  passedAudienceLimits,
  settingsForAudience,
  type AudienceLimitCheck,
} from '@civic/domain';
import { Plural, Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { formatNumber, formatPercent } from '@/lib/i18n/format';

/** One passed limit: its name, the peak against the limit, and what would hold it. */
function PassedLimit({ check }: { check: AudienceLimitCheck }) {
  const rate = formatNumber(check.load, { maximumFractionDigits: check.load < 10 ? 1 : 0 });
  const times = formatNumber(check.share, { maximumFractionDigits: 1 });
  const needed = check.needed ?? 0;
  const neededText = formatNumber(needed);
  const limit = formatNumber(check.capacity);
  switch (check.limit) {
    case 'tallyShard':
      return (
        <Trans>
          <strong>Poll tally shards</strong> ({times}× the limit): at a poll push each shard takes <bdi>{rate}</bdi>{' '}
          writes a second, and Firestore sustains about one a document, so results catch up late. Have the tally shards
          raised to at least <bdi>{neededText}</bdi> before the event.
        </Trans>
      );
    case 'lobbyShard':
      return (
        <Trans>
          <strong>Game lobby shards</strong> ({times}× the limit): as players join the game each shard takes{' '}
          <bdi>{rate}</bdi> writes a second, and Firestore sustains about one a document, so the lobby count lags. Have
          the lobby shards raised to at least <bdi>{neededText}</bdi>.
        </Trans>
      );
    case 'heartbeatIndex':
      return (
        <Trans>
          <strong>Heartbeats</strong> ({times}× the limit): <bdi>{rate}</bdi> a second, all the time, where an index of
          server times takes <bdi>{limit}</bdi>. Have the heartbeat interval lengthened to at least{' '}
          <Plural value={needed} one="# second" other="# seconds" />.
        </Trans>
      );
    case 'newVotesCollection':
      return (
        <Trans>
          <strong>Votes at a poll push</strong> ({times}× the limit): <bdi>{rate}</bdi> a second, where a new poll’s
          votes start at <bdi>{limit}</bdi> a second; faster votes wait and retry. Keep each poll open at least{' '}
          <Plural value={needed} one="# second" other="# seconds" /> and tell the audience there is time.
        </Trans>
      );
    case 'newViewersCollection':
      return (
        <Trans>
          <strong>The room filling</strong> ({times}× the limit): <bdi>{rate}</bdi> joins a second if everyone arrives
          in two minutes, where a new event’s viewers start at <bdi>{limit}</bdi> a second. Go live at least{' '}
          <Plural value={needed} one="# minute" other="# minutes" /> before the start, so the room fills gradually.
        </Trans>
      );
    case 'databaseWrites':
      return (
        <Trans>
          <strong>Writes to the database</strong> ({times}× the limit): <bdi>{rate}</bdi> a second at a poll push, where
          one database takes <bdi>{limit}</bdi>. Lengthen the heartbeat interval and keep polls open longer; this limit
          cannot be raised.
        </Trans>
      );
    case 'connections':
      return (
        <Trans>
          <strong>Connections</strong> ({times}× the limit): one a viewer, where one database takes <bdi>{limit}</bdi>.
        </Trans>
      );
  }
}

export function AudienceLimitsWarning({ expectedAudience }: { expectedAudience: number | null | undefined }) {
  const titleId = useId();
  const passed = passedAudienceLimits(expectedAudience, configurationOf(settingsForAudience(expectedAudience)));
  if (passed.length === 0 || !expectedAudience) return null;
  const audience = formatNumber(expectedAudience);
  const voting = formatPercent(PEAK_BEHAVIOUR.voteShare);
  const voteSeconds = PEAK_BEHAVIOUR.voteBurstSeconds;
  const playing = formatPercent(PEAK_BEHAVIOUR.lobbyShare);
  const joinSeconds = PEAK_BEHAVIOUR.lobbyJoinSeconds;
  return (
    <section className="alert alert--warning audience-limits" aria-labelledby={titleId} data-slot="audience-limits">
      <h3 id={titleId} className="audience-limits__title">
        <Trans>
          <bdi>{audience}</bdi> expected viewers is more than this configuration holds
        </Trans>
      </h3>
      <ul className="audience-limits__list">
        {passed.map((check) => (
          <li key={check.limit}>
            <PassedLimit check={check} />
          </li>
        ))}
      </ul>
      <p className="muted audience-limits__basis">
        <Trans>
          Figured for busy peaks: {voting} of viewers voting within {voteSeconds} seconds of a poll push, {playing}{' '}
          joining the game within {joinSeconds} seconds. Past a limit nothing is lost: it is slowed.
        </Trans>
      </p>
    </section>
  );
}
