import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useRunAction } from '@/lib/use-run-action';
import { moderateLiveQuestion } from '../api/moderate-live-question';
import { useHeldResponses } from '../api/use-held-responses';
import type { PollView } from '../api/poll-view';
import { LiveQuestionResults } from './live-question-results';
import { OpenAnswers } from './open-answers';
import '../live-questions.css';

/**
 * The control room's view of a live question: the answers as the room sees them, each cloud
 * entry or open answer with "Hide", and the answers a blocked word holds for review, to accept
 * or hide. The server recounts the shards exactly (moderateLiveQuestion).
 */
export function LiveQuestionModeration({ poll }: { poll: PollView }) {
  const held = useHeldResponses(poll.id);
  const { busy, run } = useRunAction();
  const button = (key: string, label: string, action: () => Promise<unknown>, success: string): ReactNode => (
    <Button variant="secondary" pending={busy === key} onClick={() => run(key, action, { success })}>
      {label}
    </Button>
  );
  return (
    <div className="stack">
      <LiveQuestionResults
        poll={poll}
        entryAction={(entry) =>
          button(
            `entry:${entry}`,
            `Hide “${entry}”`,
            () => moderateLiveQuestion({ pollId: poll.id, action: 'hideEntry', entry }),
            `“${entry}” is hidden from the cloud.`,
          )
        }
        answerAction={(answer) =>
          button(
            `hide:${answer.id}`,
            'Hide answer',
            () => moderateLiveQuestion({ pollId: poll.id, action: 'hideResponse', uid: answer.id }),
            'Answer hidden.',
          )
        }
      />
      <section className="stack" aria-label="Held for review">
        <h4 className="live-question__subtitle">Held for review</h4>
        {held.state === 'loading' && <p className="muted">Loading held answers…</p>}
        {held.state === 'error' && (
          <p className="muted" role="status">
            Held answers could not be loaded right now.
          </p>
        )}
        {held.state === 'ready' && (
          <OpenAnswers
            answers={held.data}
            label={`Held answers: ${poll.question}`}
            emptyText="Nothing is held. An answer with one of the event’s blocked words waits here."
            tag={() => <span className="live-question__tag live-question__tag--held">Blocked word</span>}
            action={(answer) => (
              <div className="live-question__actions">
                {button(
                  `approve:${answer.id}`,
                  'Accept',
                  () => moderateLiveQuestion({ pollId: poll.id, action: 'approve', uid: answer.id }),
                  'Answer accepted and counted.',
                )}
                {button(
                  `hide:${answer.id}`,
                  'Hide',
                  () => moderateLiveQuestion({ pollId: poll.id, action: 'hideResponse', uid: answer.id }),
                  'Answer hidden.',
                )}
              </div>
            )}
          />
        )}
      </section>
    </div>
  );
}
