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
