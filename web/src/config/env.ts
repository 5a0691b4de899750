/**
 * Build-time configuration. Locally the launcher sets VITE_EMULATORS; a production build reads the
 * real project's web config from VITE_FIREBASE_* (see README, "Deploy").
 */
const env = import.meta.env;

export const projectId = env.VITE_FIREBASE_PROJECT_ID ?? 'demo-civic';

/** Emulators the app must connect to. Empty in production. */
export const emulators = new Set((env.VITE_EMULATORS ?? '').split(',').filter(Boolean));

export const firebaseConfig = {
  apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
  projectId,
  databaseURL: env.VITE_FIREBASE_DATABASE_URL ?? `https://${projectId}-default-rtdb.firebaseio.com`,
  appId: env.VITE_FIREBASE_APP_ID ?? 'demo-app-id',
};

/** The Realtime Database is usable in production, and locally only when its emulator runs. */
export const realtimeDatabaseAvailable = emulators.size === 0 || emulators.has('database');

/** Where an emulator listens, reached through whatever host served the page (localhost or 127.0.0.1). */
export function emulatorOrigin(name: string): string {
  const port = __EMULATOR_PORTS__[name];
  if (!port) throw new Error(`No emulator port declared for ${name}`);
  const host = typeof location === 'undefined' ? '127.0.0.1' : location.hostname;
  return `http://${host}:${port}`;
}

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
