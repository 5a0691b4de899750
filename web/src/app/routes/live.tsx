import { PageHeader } from '@/components/ui/page-header';
import { LiveRoomAfterPaint } from '../live-room-after-paint';

export function Component() {
  return (
    <div className="stack">
      <PageHeader title="Live event" description="The stream, the poll being asked and the comment feed." />
      <LiveRoomAfterPaint />
    </div>
  );
}
