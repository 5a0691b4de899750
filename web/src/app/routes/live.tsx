import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { LazyLiveRoom } from '../lazy-live-room';

export function Component() {
  const { t } = useLingui();
  return (
    <div className="stack">
      <PageHeader title={t`Live event`} description={t`The stream, the poll being asked and the comment feed.`} />
      <LazyLiveRoom />
    </div>
  );
}
