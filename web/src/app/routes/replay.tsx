import { ReplayPage } from '@/features/replays/components/replay-page';

/** /replay?event=…: one published replay with its room (docs/replays.md, "The pages"). No SDK. */
export function Component() {
  return <ReplayPage />;
}
