import type { LeaderboardEntry } from '@civic/domain';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';

const PLACES = [msg`First`, msg`Second`, msg`Third`] as const;

/**
 * The final top three. The list is in rank order (what a screen reader reads); CSS places second,
 * first and third side by side, as on a real podium (mirrored in a right-to-left language).
 */
export function Podium({ entries }: { entries: LeaderboardEntry[] }) {
  const { i18n, t } = useLingui();
  const top = entries.slice(0, 3);
  if (top.length === 0) {
    return (
      <p className="muted">
        <Trans>Nobody played this game.</Trans>
      </p>
    );
  }
  return (
    <ol className="game-podium" aria-label={t`Podium`}>
      {top.map((entry, place) => {
        const score = entry.score;
        return (
          <li key={entry.uid} className={`game-podium__step game-podium__step--${place + 1}`}>
            <span className="game-podium__place">{i18n._(PLACES[place]!)}</span>
            <bdi className="game-podium__name">{entry.displayName}</bdi>
            <span className="game-podium__score">
              <Plural value={score} one="# point" other="# points" />
            </span>
          </li>
        );
      })}
    </ol>
  );
}
