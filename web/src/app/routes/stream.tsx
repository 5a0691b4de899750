import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/session/session-store';

/** What the public stream offers: visitors are told voting needs an account, signed-in users where to vote. */
function StreamIntro() {
  const user = useUser();
  if (!user) return <>Watch the current live event without an account. Voting and comments need a signed-in account.</>;
  if (user.role === 'admin') {
    return (
      <>
        The stream as visitors see it. Run the event from the <Link to={paths.admin.live}>control room</Link>.
      </>
    );
  }
  return (
    <>
      Watch the current live event. To vote and comment, open the <Link to={paths.live}>live room</Link>.
    </>
  );
}

export function Component() {
  return (
    <div className="stack">
      <PageHeader title="Public stream" description={<StreamIntro />} />
      <EmptyState title="No event is streaming right now">
        <p>When an administrator starts a live event, its video plays here for everyone.</p>
      </EmptyState>
    </div>
  );
}
