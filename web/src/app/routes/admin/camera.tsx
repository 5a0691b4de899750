import { CameraScreen } from '@/features/camera/components/camera-screen';
import { goLive } from '@/features/events/api/go-live';
import { useCameraEvents } from '@/features/events/api/use-camera-events';

/** The camera feature broadcasts; the events feature owns the events and going live. */
export function Component() {
  const events = useCameraEvents();
  return <CameraScreen events={events} goLive={goLive} />;
}
