/**
 * The local stack's facts, read from the files the Firebase CLI reads (firebase.json, .firebaserc),
 * so a port or project id is declared once. Used by the launcher, the seed and the tests.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { portFor, stackNumber, UNLISTED_PORTS, type PortName } from './ports.js';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

export const firebaseJson = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8')) as {
  emulators: Record<string, { host?: string; port?: number; websocketPort?: number } | boolean>;
  hosting: { public: string };
  [key: string]: unknown;
};
const firebaserc = JSON.parse(readFileSync(new URL('../.firebaserc', import.meta.url), 'utf8')) as {
  projects: { default: string };
};

/** Always a `demo-` id locally: the emulators need no credentials and nothing reaches a real project. */
export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? firebaserc.projects.default;
if (!PROJECT_ID.startsWith('demo-')) {
  throw new Error(`Local runs need a demo- project id, got "${PROJECT_ID}"`);
}

/**
 * Which stack this is: 0 (the default) uses firebase.json's ports; EMULATOR_STACK=N runs a side
 * stack on its own ports (see ports.ts), e.g. a second checkout's tests beside `npm run dev`.
 */
export const STACK = stackNumber();

/** Where per-stack build output and test artifacts go, so side-by-side stacks do not collide. */
export const STACK_SUFFIX = STACK ? `-${STACK}` : '';
export const WEB_DIST = `web/dist${STACK_SUFFIX}`;
export const ARTIFACTS_DIR = `tests/.artifacts${STACK_SUFFIX}`;

export type EmulatorName = Extract<
  PortName,
  'auth' | 'functions' | 'firestore' | 'database' | 'hosting' | 'hub' | 'logging'
>;

export function emulatorAddress(
  name: EmulatorName,
  stack: number = STACK,
): { host: string; port: number; origin: string } {
  const entry = firebaseJson.emulators[name] as { host?: string; port?: number } | undefined;
  if (!entry?.port) throw new Error(`firebase.json declares no port for the ${name} emulator`);
  const host = entry.host ?? '127.0.0.1';
  const port = portFor(name, entry.port, stack);
  return { host, port, origin: `http://${host}:${port}` };
}

/** Host:port strings in the form the Admin SDK's *_EMULATOR_HOST variables expect. */
export const hostPort = (name: EmulatorName) => `${emulatorAddress(name).host}:${emulatorAddress(name).port}`;

/** The Vite dev server (npm run dev). */
export const DEV_SERVER = { host: '127.0.0.1', port: portFor('devServer', UNLISTED_PORTS.devServer, STACK) };
