import type { GameOptions, QuestionSetInput } from '@civic/domain';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { notify } from '@/lib/notifications';
import { createGame } from '../api/create-game';
import { deleteQuestionSet } from '../api/delete-question-set';
import { useCurrentGame } from '../api/use-current-game';
import { functionErrorMessage } from '@/lib/firebase/functions-error';
import { useQuestionSets, type QuestionSetView } from '../api/use-question-sets';
import { GameControl } from './game-control';
import '../game.css';

// The question-set editor (its schema and fields) loads when an admin opens it, not with the
// control room: /Admin/live keeps to the admin budget in every language (docs/performance.md).
const QuestionSetEditor = lazy(() =>
  import('./question-set-editor').then((module) => ({ default: module.QuestionSetEditor })),
);

const OPTION_LABELS: Record<keyof GameOptions, MessageDescriptor> = {
  speedPoints: msg`Speed points (faster correct answers earn more, 500–1 000)`,
  streakBonus: msg`Streak bonus (+100 per correct answer in a row, up to +500)`,
  closeEarly: msg`Reveal as soon as every player has answered`,
};

function SetRow({ set, canStart, onEdit }: { set: QuestionSetView; canStart: boolean; onEdit: () => void }) {
  const { i18n, t } = useLingui();
  const title = set.title;
  const questions = set.questions.length;
  const [options, setOptions] = useState<GameOptions>({ speedPoints: true, streakBonus: true, closeEarly: true });
  const [pending, setPending] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  async function run(action: () => Promise<unknown>, failure: string) {
    setPending(true);
    try {
      await action();
    } catch (error) {
      notify.error(functionErrorMessage(error, failure));
    } finally {
      setPending(false);
      setConfirmDelete(false);
    }
  }

  return (
    <li>
      <article aria-label={title} className="stack">
        <strong dir="auto">{title}</strong>
        <span className="muted">
          <Plural value={questions} one="# question" other="# questions" />
        </span>
        {canStart && (
          <fieldset>
            <legend>
              <Trans>Options for a new game</Trans>
            </legend>
            {(Object.keys(OPTION_LABELS) as (keyof GameOptions)[]).map((key) => (
              <label key={key} className="game-check">
                <input
                  type="checkbox"
                  checked={options[key]}
                  onChange={(e) => setOptions({ ...options, [key]: e.target.checked })}
                />
                <span>{i18n._(OPTION_LABELS[key])}</span>
              </label>
            ))}
          </fieldset>
        )}
        <div className="game-row">
          {canStart && (
            <Button
              onClick={() => run(() => createGame({ setId: set.id, options }), t`The game could not be opened.`)}
              pending={pending}
              pendingLabel={t`Opening…`}
            >
              <Trans>Open lobby</Trans>
            </Button>
          )}
          <Button variant="secondary" onClick={onEdit} disabled={pending}>
            <Trans>Edit</Trans>
          </Button>
          <Button variant="danger" onClick={() => setConfirmDelete(true)} disabled={pending}>
            <Trans>Delete</Trans>
          </Button>
        </div>
      </article>
      <ConfirmDialog
        open={confirmDelete}
        title={t`Delete “${title}”?`}
        confirmLabel={t`Delete set`}
        danger
        pending={pending}
        onConfirm={() => run(() => deleteQuestionSet(set.id), t`The set could not be deleted.`)}
        onCancel={() => setConfirmDelete(false)}
      >
        <Trans>Games already played keep their own copy of the questions.</Trans>
      </ConfirmDialog>
    </li>
  );
}

/** What the editor opens on: a set to edit, or nothing for a new one. */
type Editing = { setId?: string; initial?: QuestionSetInput } | null;

/**
 * The admin "Game" panel of the live control room: question sets (create, edit, delete) and the
 * game that is running, or the lobby to open one.
 */
export function GamePanel() {
  const { t } = useLingui();
  const sets = useQuestionSets();
  const game = useCurrentGame();
  const [editing, setEditing] = useState<Editing>(null);
  const latest = game.state === 'ready' ? game.data : null;

  return (
    <section className="card game-stage game-panel" aria-labelledby="game-panel">
      <h2 id="game-panel">
        <Trans>Game</Trans>
      </h2>
      {latest && <GameControl game={latest} />}
      {editing ? (
        <Suspense fallback={<LoadingState label={t`Loading the editor…`} />}>
          <QuestionSetEditor setId={editing.setId} initial={editing.initial} onDone={() => setEditing(null)} />
        </Suspense>
      ) : (
        <section aria-labelledby="question-sets" className="stack">
          <div className="game-row">
            <h3 id="question-sets">
              <Trans>Question sets</Trans>
            </h3>
            <Button variant="secondary" onClick={() => setEditing({})}>
              <Trans>New question set</Trans>
            </Button>
          </div>
          {sets.state === 'loading' && <LoadingState label={t`Loading question sets…`} />}
          {sets.state === 'error' && <ErrorState title={t`Question sets could not be loaded`} error={sets.error} />}
          {sets.state === 'ready' && sets.data.length === 0 && (
            <p className="muted">
              <Trans>No question sets yet: create one to run a game.</Trans>
            </p>
          )}
          {sets.state === 'ready' && (
            <ul className="game-set-list">
              {sets.data.map((set) => (
                <SetRow
                  key={set.id}
                  set={set}
                  canStart={game.state === 'ready' && !latest?.active}
                  onEdit={() => setEditing({ setId: set.id, initial: { title: set.title, questions: set.questions } })}
                />
              ))}
            </ul>
          )}
        </section>
      )}
    </section>
  );
}
