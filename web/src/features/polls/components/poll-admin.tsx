import { pickPollVersion, POLL_STATUSES, type PollStatus } from '@civic/domain';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useNow } from '@/lib/use-now';
import { useRunAction } from '@/lib/use-run-action';
import { deletePoll } from '../api/delete-poll';
import { usePollList } from '../api/use-poll-list';
import { POLL_GROUPS, type PollGroup } from '../api/poll-groups';
import { openOrClosePoll } from '../api/open-or-close-poll';
import { statusOf, type PollView } from '../api/poll-view';
import { POLL_GROUP_TEXTS } from './poll-group-texts';
import { STATUS_LABELS } from './poll-texts';
import { PollRow } from './poll-row';
import '../polls.css';

// The editor (its schemas and "Other languages") loads when an admin opens it, not with the list:
// the Polls screen keeps to its script budget (docs/performance.md).
const PollEditor = lazy(() => import('./poll-editor').then((m) => ({ default: m.PollEditor })));

type Editing = { poll: PollView | null; answersLocked: boolean } | null;

export interface PollAdminProps {
  /** Which list: polls, ad polls or live questions. */
  group: PollGroup;
  /** 1: the page's own list, with its one <h1>; 2: a further list on the page, a section under it. */
  level?: 1 | 2;
  title: string;
  description: string;
  /** Extra panel under the header (the ad polls' click-through statistics). */
  aside?: (polls: PollView[]) => ReactNode;
}

/**
 * `/Admin/polls` and `/Admin/adpolls`: the live list of polls of one group (polls, live questions,
 * ad polls), filtered by status
 * (computed from the schedule against the clock, so it changes without a reload), the editor,
 * open/close now, confirmed delete, and every poll's live results chart.
 */
export function PollAdmin({ group, level = 1, title, description, aside }: PollAdminProps) {
  const polls = usePollList(POLL_GROUPS[group].kinds);
  const now = useNow();
  const [filter, setFilter] = useState<PollStatus | 'all'>('all');
  const [editing, setEditing] = useState<Editing>(null);
  const { busy, run } = useRunAction();
  const [toDelete, setToDelete] = useState<{ poll: PollView; votes: number } | null>(null);
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const texts = POLL_GROUP_TEXTS[group];
  /** A status filter's choice with its count: "Open (3)". */
  const statusCount = (label: string, count: number) =>
    t`${plural(count, { one: `${label} (#)`, other: `${label} (#)` })}`;

  const all = polls.state === 'ready' ? polls.data : [];
  const withStatus = all.map((poll) => ({ poll, status: statusOf(poll, now) }));
  const shown = withStatus.filter((p) => filter === 'all' || p.status === filter);

  const newButton = !editing && (
    <Button onClick={() => setEditing({ poll: null, answersLocked: false })}>{i18n._(texts.createNew)}</Button>
  );
  const titleId = `poll-admin-${group}-title`;
  return (
    <section className="stack" aria-labelledby={titleId}>
      {level === 2 ? (
        <div className="page-header">
          <div>
            <h2 id={titleId}>{title}</h2>
            <p className="muted page-header__description">{description}</p>
          </div>
          {newButton && <div className="page-header__actions">{newButton}</div>}
        </div>
      ) : (
        <PageHeader title={title} titleId={titleId} description={description} actions={newButton} />
      )}
      {editing && (
        <Suspense fallback={<LoadingState label={t`Loading the editor…`} />}>
          <PollEditor
            key={editing.poll?.id ?? 'new'}
            group={group}
            poll={editing.poll}
            answersLocked={editing.answersLocked}
            onDone={() => setEditing(null)}
          />
        </Suspense>
      )}
      {polls.state === 'ready' && aside?.(all)}
      {polls.state === 'ready' && (
        <div className="poll-filter">
          <FormField label={t`Status`}>
            <select value={filter} onChange={(e) => setFilter(e.target.value as PollStatus | 'all')}>
              <option value="all">{statusCount(t`All`, all.length)}</option>
              {POLL_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {statusCount(i18n._(STATUS_LABELS[s]), withStatus.filter((p) => p.status === s).length)}
                </option>
              ))}
            </select>
          </FormField>
        </div>
      )}
      {polls.state === 'loading' && <LoadingState label={i18n._(texts.loading)} />}
      {polls.state === 'error' && <ErrorState title={i18n._(texts.loadFailed)} error={polls.error} />}
      {polls.state === 'ready' && shown.length === 0 && (
        <EmptyState title={i18n._(filter === 'all' ? texts.noneYet : texts.noneWithStatus)}>
          <p>{filter === 'all' ? i18n._(texts.createHint) : t`Choose another status to see more.`}</p>
        </EmptyState>
      )}
      <ul className="poll-list">
        {shown.map(({ poll, status }) => (
          <li key={poll.id}>
            <PollRow
              poll={poll}
              status={status}
              busy={busy === poll.id}
              onEdit={(p, hasAnswers) => setEditing({ poll: p, answersLocked: hasAnswers })}
              onOpenOrClose={(p, action) =>
                run(p.id, () => openOrClosePoll(p.id, action), {
                  success: i18n._(action === 'open' ? texts.opened : texts.closed),
                })
              }
              onDelete={(p, votes) => setToDelete({ poll: p, votes })}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={toDelete !== null}
        title={i18n._(texts.deleteTitle)}
        danger
        confirmLabel={t`Delete`}
        pending={busy === toDelete?.poll.id}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          const { poll } = toDelete;
          void run(poll.id, () => deletePoll(poll.id), { success: i18n._(texts.deleted) }).then(() =>
            setToDelete(null),
          );
        }}
      >
        {toDelete && (
          <p>{i18n._(texts.deleteBody(pickPollVersion(toDelete.poll, i18n.locale).question, toDelete.votes))}</p>
        )}
      </ConfirmDialog>
    </section>
  );
}
