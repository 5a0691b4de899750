import { PageHeader } from '@/components/ui/page-header';
import { LazyLiveRoom } from '../lazy-live-room';

export function Component() {
  return (
    <div className="stack">
      <PageHeader title="Live event" description="The stream, the poll being asked and the comment feed." />
      <LazyLiveRoom />
    </div>
  );
}
