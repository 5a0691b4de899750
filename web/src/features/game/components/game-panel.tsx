import type { GameOptions, QuestionSetInput } from '@civic/domain';
import { useState } from 'react';
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
import { blankQuestion, QuestionSetEditor } from './question-set-editor';
import '../game.css';

const OPTION_LABELS: Record<keyof GameOptions, string> = {
  speedPoints: 'Speed points (faster correct answers earn more, 500–1 000)',
  streakBonus: 'Streak bonus (+100 per correct answer in a row, up to +500)',
  closeEarly: 'Reveal as soon as every player has answered',
};

function SetRow({ set, canStart, onEdit }: { set: QuestionSetView; canStart: boolean; onEdit: () => void }) {
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
      <article aria-label={set.title} className="stack">
        <strong>{set.title}</strong>
        <span className="muted">
          {set.questions.length} {set.questions.length === 1 ? 'question' : 'questions'}
        </span>
        {canStart && (
          <fieldset>
            <legend>Options for a new game</legend>
            {(Object.keys(OPTION_LABELS) as (keyof GameOptions)[]).map((key) => (
              <label key={key} className="game-check">
                <input
                  type="checkbox"
                  checked={options[key]}
                  onChange={(e) => setOptions({ ...options, [key]: e.target.checked })}
                />
                <span>{OPTION_LABELS[key]}</span>
              </label>
            ))}
          </fieldset>
        )}
        <div className="game-row">
          {canStart && (
            <Button
              onClick={() => run(() => createGame({ setId: set.id, options }), 'The game could not be opened.')}
              pending={pending}
              pendingLabel="Opening…"
            >
              Open lobby
            </Button>
          )}
          <Button variant="secondary" onClick={onEdit} disabled={pending}>
            Edit
          </Button>
          <Button variant="danger" onClick={() => setConfirmDelete(true)} disabled={pending}>
            Delete
          </Button>
        </div>
      </article>
      <ConfirmDialog
        open={confirmDelete}
        title={`Delete “${set.title}”?`}
        confirmLabel="Delete set"
        danger
        pending={pending}
        onConfirm={() => run(() => deleteQuestionSet(set.id), 'The set could not be deleted.')}
        onCancel={() => setConfirmDelete(false)}
      >
        Games already played keep their own copy of the questions.
      </ConfirmDialog>
    </li>
  );
}

type Editing = { setId?: string; initial: QuestionSetInput } | null;

/**
 * The admin "Game" panel of the live control room: question sets (create, edit, delete) and the
 * game that is running, or the lobby to open one.
 */
export function GamePanel() {
  const sets = useQuestionSets();
  const game = useCurrentGame();
  const [editing, setEditing] = useState<Editing>(null);
  const latest = game.state === 'ready' ? game.data : null;

  return (
    <section className="card game-stage game-panel" aria-labelledby="game-panel">
      <h2 id="game-panel">Game</h2>
      {latest && <GameControl game={latest} />}
      {editing ? (
        <QuestionSetEditor setId={editing.setId} initial={editing.initial} onDone={() => setEditing(null)} />
      ) : (
        <section aria-labelledby="question-sets" className="stack">
          <div className="game-row">
            <h3 id="question-sets">Question sets</h3>
            <Button
              variant="secondary"
              onClick={() => setEditing({ initial: { title: '', questions: [blankQuestion()] } })}
            >
              New question set
            </Button>
          </div>
          {sets.state === 'loading' && <LoadingState label="Loading question sets…" />}
          {sets.state === 'error' && <ErrorState title="Question sets could not be loaded" error={sets.error} />}
          {sets.state === 'ready' && sets.data.length === 0 && (
            <p className="muted">No question sets yet: create one to run a game.</p>
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
