import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { OpenPollsOnce } from '@/features/polls/components/open-polls-once';
// No listener here: every read and the vote go through Firestore Lite (lib/firebase/firestore-once.ts).
import '@/lib/firebase/once-lite';
import { formatTime } from '@/lib/i18n/format';
import { useUser } from '@/lib/session/session-store';
import { DashboardEssentials } from '../../dashboard-essentials';

/**
 * The dashboard's essentials without a single realtime listener: every card reads once, and
 * Refresh reads again (it remounts the cards). For weak connections: nothing stays open.
 */
export function Component() {
  const user = useUser();
  const { t } = useLingui();
  const [readAt, setReadAt] = useState(() => Date.now());
  const time = formatTime(readAt, { timeStyle: 'medium' });
  return (
    <div className="stack">
      <PageHeader
        title={t`Dashboard (light)`}
        description={t`Your essentials without live updates, for weak connections. Read at ${time}: refresh to see changes.`}
        actions={
          <Button onClick={() => setReadAt(Date.now())}>
            <Trans>Refresh</Trans>
          </Button>
        }
      />
      <div key={readAt} className="stack">
        <DashboardEssentials uid={user?.uid} noEventText={t`No event is scheduled yet.`} />
        {user && <OpenPollsOnce uid={user.uid} />}
      </div>
    </div>
  );
}
