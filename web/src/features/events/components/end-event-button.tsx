import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { functionErrorMessage } from '@/lib/firebase/functions-error';
import { notify } from '@/lib/notifications';
import { endEvent } from '../api/end-event';
import type { EventView } from '../api/event-view';

/** End event, after a confirmation that says what ending does. */
export function EndEventButton({ event }: { event: Pick<EventView, 'id' | 'title'> }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  async function end() {
    setPending(true);
    try {
      await endEvent(event.id);
      const title = event.title;
      notify.success(t`“${title}” has ended.`);
    } catch (error) {
      notify.error(functionErrorMessage(error, t`The event could not be ended; try again.`));
    } finally {
      setPending(false);
      setConfirming(false);
    }
  }
  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        <Trans>End event</Trans>
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t`End this event?`}
        danger
        confirmLabel={t`End event`}
        pending={pending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void end()}
      >
        <p>
          <Trans>Viewers see that it has ended; its live poll closes now.</Trans>
        </p>
      </ConfirmDialog>
    </>
  );
}
