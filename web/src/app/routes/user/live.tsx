import { PageHeader } from '@/components/ui/page-header';
import { LiveRoomAfterPaint } from '../../live-room-after-paint';

export function Component() {
  return (
    <div className="stack">
      <PageHeader title="Live" description="The stream, the poll that is live now and the comment feed." />
      <LiveRoomAfterPaint />
    </div>
  );
}
