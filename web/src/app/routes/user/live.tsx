import { PageHeader } from '@/components/ui/page-header';
import { LazyLiveRoom } from '../../lazy-live-room';

export function Component() {
  return (
    <div className="stack">
      <PageHeader title="Live" description="The stream, the poll that is live now and the comment feed." />
      <LazyLiveRoom />
    </div>
  );
}
