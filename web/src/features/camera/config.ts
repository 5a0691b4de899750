/**
 * The in-app camera's build-time settings (VITE_CAMERA_*), apart from config/env.ts so that the
 * pages that only need the Firebase configuration (the public /stream among them) do not carry them.
 */
const env = import.meta.env;

/**
 * The in-app camera's ICE servers (STUN/TURN), e.g.
 * `VITE_CAMERA_ICE_SERVERS='[{"urls":"stun:stun.example.org:3478"}]'`. Host candidates suffice
 * on one machine or one network; viewers behind NAT need STUN, strict firewalls TURN
 * (docs/camera.md). A malformed value is reported and ignored rather than breaking the app.
 */
export const cameraIceServers: RTCIceServer[] = (() => {
  if (!env.VITE_CAMERA_ICE_SERVERS) return [];
  try {
    const parsed: unknown = JSON.parse(env.VITE_CAMERA_ICE_SERVERS);
    if (Array.isArray(parsed)) return parsed as RTCIceServer[];
  } catch {
    // reported below
  }
  console.error('VITE_CAMERA_ICE_SERVERS must be a JSON array of ICE servers; using none.');
  return [];
})();

/** The viewer cap /Admin/camera proposes (the admin may change it per broadcast). */
export const cameraViewerCapDefault = Number(env.VITE_CAMERA_VIEWER_CAP) || undefined;
