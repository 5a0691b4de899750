import type { PlayerDoc } from '@civic/domain';
import { Plural, Trans } from '@lingui/react/macro';
import { formatNumber } from '@/lib/i18n/format';

/**
 * The player's own rank among everyone (not just the top 10) and score; `final` once the game is
 * over. The score stands out on its own, so the plural says only the word "point(s)" after it.
 */
export function MyStanding({
  player,
  players,
  final = false,
}: {
  player: PlayerDoc;
  players: number;
  final?: boolean;
}) {
  const rank = player.rank === null ? null : formatNumber(player.rank);
  const count = formatNumber(players);
  const score = player.score;
  const points = formatNumber(score);
  return (
    <p className="game-standing" data-testid="my-standing">
      {rank === null ? (
        <Trans>Your rank appears after the next reveal.</Trans>
      ) : final ? (
        <Trans>
          You finished <strong>#{rank}</strong> of {count} with <strong>{points}</strong>{' '}
          <Plural value={score} one="point" other="points" />
        </Trans>
      ) : (
        <Trans>
          You are <strong>#{rank}</strong> of {count} with <strong>{points}</strong>{' '}
          <Plural value={score} one="point" other="points" />
        </Trans>
      )}
    </p>
  );
}
