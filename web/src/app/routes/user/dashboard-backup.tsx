import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { OpenPollsOnce } from '@/features/polls/components/open-polls-once';
// No listener here: every read and the vote go through Firestore Lite (lib/firebase/firestore-once.ts).
import '@/lib/firebase/once-lite';
import { useUser } from '@/lib/session/session-store';
import { DashboardEssentials } from '../../dashboard-essentials';

/**
 * The dashboard's essentials without a single realtime listener: every card reads once, and
 * Refresh reads again (it remounts the cards). For weak connections: nothing stays open.
 */
export function Component() {
  const user = useUser();
  const [readAt, setReadAt] = useState(() => Date.now());
  return (
    <div className="stack">
      <PageHeader
        title="Dashboard (light)"
        description={`Your essentials without live updates, for weak connections. Read at ${new Date(readAt).toLocaleTimeString()}: refresh to see changes.`}
        actions={<Button onClick={() => setReadAt(Date.now())}>Refresh</Button>}
      />
      <div key={readAt} className="stack">
        <DashboardEssentials uid={user?.uid} noEventText="No event is scheduled yet." />
        {user && <OpenPollsOnce uid={user.uid} />}
      </div>
    </div>
  );
}
