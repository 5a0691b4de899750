import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/states';

export function Component() {
  return (
    <div className="stack">
      <PageHeader
        title="Camera"
        description="Broadcast from your own camera and microphone to viewers: pick a device, preview, mute, go live and stop."
      />
      <EmptyState title="No broadcast yet">
        <p>Your camera preview and broadcast controls appear here.</p>
      </EmptyState>
    </div>
  );
}
