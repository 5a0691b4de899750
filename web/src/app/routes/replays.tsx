import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { ReplayArchive } from '@/features/replays/components/replay-archive';

/** /replays: the public archive of published replays (docs/replays.md, "The pages"). No SDK. */
export function Component() {
  const { t } = useLingui();
  return (
    <div className="stack">
      <PageHeader
        title={t`Replays`}
        description={
          <Trans>Watch ended events again, with their agenda, captions, polls and questions as they happened.</Trans>
        }
      />
      <ReplayArchive />
    </div>
  );
}
