import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const { question } = poll;
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
            t`Hide “${entry}”`,
            () => moderateLiveQuestion({ pollId: poll.id, action: 'hideEntry', entry }),
            t`“${entry}” is hidden from the cloud.`,
          )
        }
        answerAction={(answer) =>
          button(
            `hide:${answer.id}`,
            t`Hide answer`,
            () => moderateLiveQuestion({ pollId: poll.id, action: 'hideResponse', uid: answer.id }),
            t`Answer hidden.`,
          )
        }
      />
      <section className="stack" aria-label={t({ message: 'Held for review', context: 'answers to a live question' })}>
        <h4 className="live-question__subtitle">
          <Trans context="answers to a live question">Held for review</Trans>
        </h4>
        {held.state === 'loading' && (
          <p className="muted">
            <Trans>Loading held answers…</Trans>
          </p>
        )}
        {held.state === 'error' && (
          <p className="muted" role="status">
            <Trans>Held answers could not be loaded right now.</Trans>
          </p>
        )}
        {held.state === 'ready' && (
          <OpenAnswers
            answers={held.data}
            label={t`Held answers: ${question}`}
            emptyText={t`Nothing is held. An answer with one of the event’s blocked words waits here.`}
            tag={() => (
              <span className="live-question__tag live-question__tag--held">
                <Trans>Blocked word</Trans>
              </span>
            )}
            action={(answer) => (
              <div className="live-question__actions">
                {button(
                  `approve:${answer.id}`,
                  t`Accept`,
                  () => moderateLiveQuestion({ pollId: poll.id, action: 'approve', uid: answer.id }),
                  t`Answer accepted and counted.`,
                )}
                {button(
                  `hide:${answer.id}`,
                  t`Hide`,
                  () => moderateLiveQuestion({ pollId: poll.id, action: 'hideResponse', uid: answer.id }),
                  t`Answer hidden.`,
                )}
              </div>
            )}
          />
        )}
      </section>
    </div>
  );
}
