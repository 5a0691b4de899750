import type { BallotAction } from '@civic/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { functionErrorMessage } from '@/lib/firebase/functions-error';
import { notify } from '@/lib/notifications';
import { useNow } from '@/lib/use-now';
import { changeBallotStatus } from '../api/change-ballot-status';
import { phaseOf, type BallotView } from '../api/ballot-view';
import { useAllBallots } from '../api/use-all-ballots';
import { BallotAdminRow } from './ballot-admin-row';
import '../constitutional-vote.css';

// The editor loads when an admin opens it, not with the Polls screen (its script budget).
const BallotEditor = lazy(() => import('./ballot-editor').then((m) => ({ default: m.BallotEditor })));

type Confirmation = Record<'title' | 'body' | 'label' | 'done', MessageDescriptor>;
const CONFIRM: Record<BallotAction, Confirmation> = {
  open: {
    title: msg`Open this ballot?`,
    body: msg`The census is frozen now: later eligibility changes will not change who may vote. Articles and window can no longer be edited.`,
    label: msg`Open ballot`,
    done: msg`Ballot opened; the census is frozen.`,
  },
  close: {
    title: msg`Close voting now?`,
    body: msg`Nobody can cast a ballot after this. It cannot be reopened.`,
    label: msg`Close now`,
    done: msg`Voting closed.`,
  },
  publish: {
    title: msg`Count and publish the results?`,
    body: msg`The ballots are counted, checked against the voter records, and published to every signed-in account with the receipt list and its fingerprint.`,
    label: msg`Publish results`,
    done: msg`Results published.`,
  },
};

/**
 * The "Constitutional vote" section of `/Admin/polls`: ballots with their census, opening,
 * closing and publication; live turnout while open. Per-article results appear only once
 * published — they exist nowhere before that.
 */
export function BallotAdmin() {
  const { t, i18n } = useLingui();
  const ballots = useAllBallots();
  const now = useNow();
  const [editing, setEditing] = useState<{ ballot: BallotView | null } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{ ballot: BallotView; action: BallotAction } | null>(null);

  async function act(ballot: BallotView, action: BallotAction) {
    setBusy(ballot.id);
    try {
      await changeBallotStatus(ballot.id, action);
      notify.success(i18n._(CONFIRM[action].done));
    } catch (error) {
      notify.error(functionErrorMessage(error, t`That did not work; try again.`));
    } finally {
      setBusy(null);
      setConfirm(null);
    }
  }

  const confirmTitle = confirm?.ballot.title ?? '';
  const confirmBody = confirm ? i18n._(CONFIRM[confirm.action].body) : '';
  return (
    <section className="stack" aria-labelledby="constitutional-admin-title">
      <div className="page-header">
        <div>
          <h2 id="constitutional-admin-title">
            <Trans>Constitutional vote</Trans>
          </h2>
          <p className="page-header__description">
            <Trans>
              Prepare a ballot of articles and its census, open it, close it, and publish the counted results.
            </Trans>
          </p>
        </div>
        {!editing && (
          <div className="page-header__actions">
            <Button onClick={() => setEditing({ ballot: null })}>
              <Trans>New ballot</Trans>
            </Button>
          </div>
        )}
      </div>
      {editing && (
        <Suspense fallback={<LoadingState label={t`Loading the editor…`} />}>
          <BallotEditor key={editing.ballot?.id ?? 'new'} ballot={editing.ballot} onDone={() => setEditing(null)} />
        </Suspense>
      )}
      {ballots.state === 'loading' && <LoadingState label={t`Loading ballots…`} />}
      {ballots.state === 'error' && <ErrorState title={t`Ballots could not be loaded`} error={ballots.error} />}
      {ballots.state === 'ready' && ballots.data.length === 0 && (
        <EmptyState title={t`No constitutional ballots yet`}>
          <p>
            <Trans>Create one with “New ballot”: its articles, voting window and census.</Trans>
          </p>
        </EmptyState>
      )}
      <ul className="ballot-list">
        {ballots.state === 'ready' &&
          ballots.data.map((ballot) => (
            <li key={ballot.id}>
              <BallotAdminRow
                ballot={ballot}
                phase={phaseOf(ballot, now)}
                busy={busy === ballot.id}
                onEdit={() => setEditing({ ballot })}
                onAction={(action) => setConfirm({ ballot, action })}
              />
            </li>
          ))}
      </ul>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm ? i18n._(CONFIRM[confirm.action].title) : ''}
        confirmLabel={confirm ? i18n._(CONFIRM[confirm.action].label) : t`Confirm`}
        danger={confirm?.action === 'close'}
        pending={busy !== null}
        onCancel={() => setConfirm(null)}
        onConfirm={() => confirm && void act(confirm.ballot, confirm.action)}
      >
        <p>
          <Trans>
            “<bdi>{confirmTitle}</bdi>”: {confirmBody}
          </Trans>
        </p>
      </ConfirmDialog>
    </section>
  );
}
