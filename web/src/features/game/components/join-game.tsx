import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { FormField } from '@/components/ui/form-field';
import { gamePaths } from '@/config/paths';
import { functionErrorMessage } from '@/lib/firebase/functions-error';
import { fieldMessage } from '@/lib/i18n/field-messages';
import type { GameView } from '../api/game-view';
import { joinGame } from '../api/join-game';

/** zod comes with the join form's first use, not with the game screen. */
const loadPlayerNameSchema = () => import('../api/player-name-schema');

/** Join under a display name; a player may ask for extended time, which the host grants. */
export function JoinGame({ game, defaultName }: { game: GameView; defaultName: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [name, setName] = useState(defaultName);
  const [extended, setExtended] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const title = game.title;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const { playerNameSchema } = await loadPlayerNameSchema();
      const parsed = playerNameSchema.safeParse(name);
      const issue = parsed.error?.issues[0];
      setFieldError(parsed.success ? null : issue ? fieldMessage(issue) : t`Enter a display name.`);
      if (!parsed.success) {
        setPending(false);
        return;
      }
      await joinGame({ gameId: game.id, displayName: parsed.data, extendedTimeRequested: extended });
      await navigate(gamePaths.play);
    } catch (failure) {
      setError(functionErrorMessage(failure, t`Could not join the game. Check your connection and try again.`));
      setPending(false);
    }
  }

  return (
    <form
      className="game-stage card stack"
      onSubmit={submit}
      onFocus={() => void loadPlayerNameSchema()}
      noValidate
      aria-labelledby="join-title"
    >
      <h2 id="join-title">
        <Trans>
          Join “<bdi>{title}</bdi>”
        </Trans>
      </h2>
      <FormField label={t`Display name`} error={fieldError} hint={t`Shown on the leaderboard.`}>
        <input
          dir="auto"
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="nickname"
          maxLength={60}
        />
      </FormField>
      <label className="game-check">
        <input type="checkbox" checked={extended} onChange={(e) => setExtended(e.target.checked)} />
        <span>
          <Trans>I need extended time to answer (the host can give you ×1.5 or ×2)</Trans>
        </span>
      </label>
      <ErrorAlert>{error}</ErrorAlert>
      <Button type="submit" className="game-cta" pending={pending} pendingLabel={t`Joining…`}>
        <Trans>Join game</Trans>
      </Button>
    </form>
  );
}
