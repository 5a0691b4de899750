import { EventAdmin } from '@/features/events/components/event-admin';

export function Component() {
  return <EventAdmin />;
}
