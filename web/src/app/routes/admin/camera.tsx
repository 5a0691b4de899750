import { CameraScreen } from '@/features/camera/components/camera-screen';

export function Component() {
  return <CameraScreen />;
}
