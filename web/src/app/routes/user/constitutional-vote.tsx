import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { ConstitutionalVoteScreen } from '@/features/constitutional-vote/components/ballot-screen';
import { useUser } from '@/lib/session/session-store';

export function Component() {
  const { t } = useLingui();
  const user = useUser();
  return (
    <div className="stack">
      <PageHeader
        title={t`Constitutional vote`}
        description={t`Answer each article of the ballot yes, no or abstain. A ballot is cast once and cannot be changed; you get a receipt code.`}
      />
      {user && <ConstitutionalVoteScreen uid={user.uid} />}
    </div>
  );
}
