import { TIME_FACTORS, type TimeFactor } from '@civic/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/i18n/format';
import { notify } from '@/lib/notifications';
import { setPlayerTimeFactor } from '../api/set-player-time-factor';
import { functionErrorMessage } from '@/lib/firebase/functions-error';
import { usePlayersAskingForTime } from '../api/use-players-asking-for-time';

/** Players who asked for extended time; the admin grants ×1.5 or ×2 (or takes it back). */
export function ExtendedTimeRequests({ gameId }: { gameId: string }) {
  const { t } = useLingui();
  const players = usePlayersAskingForTime(gameId);
  const [pending, setPending] = useState<string | null>(null);
  if (players.state !== 'ready' || players.data.length === 0) return null;

  async function grant(uid: string, timeFactor: TimeFactor) {
    setPending(uid);
    try {
      await setPlayerTimeFactor({ gameId, uid, timeFactor });
    } catch (error) {
      notify.error(functionErrorMessage(error, t`Extended time could not be changed.`));
    } finally {
      setPending(null);
    }
  }

  return (
    <section aria-labelledby="time-requests">
      <h3 id="time-requests">
        <Trans>Extended time requests</Trans>
      </h3>
      <ul className="game-set-list">
        {players.data.map((player) => {
          const name = player.displayName;
          const factorNow = formatNumber(player.timeFactor);
          return (
            <li key={player.uid}>
              <span>
                <Trans>
                  <bdi>{name}</bdi> · now ×{factorNow}
                </Trans>
              </span>
              <span className="game-row">
                {TIME_FACTORS.map((factor) => (
                  <Button
                    key={factor}
                    variant={player.timeFactor === factor ? 'primary' : 'secondary'}
                    aria-pressed={player.timeFactor === factor}
                    disabled={pending === player.uid}
                    onClick={() => grant(player.uid, factor)}
                  >
                    ×{formatNumber(factor)}
                  </Button>
                ))}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
