import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/states';
import { GamePanel } from '@/features/game/components/game-panel';

export function Component() {
  return (
    <div className="stack">
      <PageHeader
        title="Live control room"
        description="During an event: push a poll live, close it, show results on the stream, watch comments and the viewer count."
      />
      <EmptyState title="No event is live">
        <p>Start an event from Events; its controls then appear here.</p>
      </EmptyState>
      <GamePanel />
    </div>
  );
}
