/**
 * What a machine needs before `npm test`, a `npm run test:*` or `npm run dev` starts anything:
 * Chromium (the browser suites), Java and the Firestore emulator (every emulator run). Each
 * missing piece is said in one line with its install command on Debian/Ubuntu and on macOS,
 * and the caller stops before starting anything (docs/testing.md, "Before anything starts").
 * The look-ups are injected, so the rules are unit-tested without touching the machine.
 */
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { FIRESTORE_JAR, javaMajorVersion } from './stack.js';

export type Piece = 'chromium' | 'java' | 'firestore';

export interface Lookups {
  env: NodeJS.ProcessEnv;
  platform: NodeJS.Platform;
  /** True for a file this user may run. */
  executable(path: string): boolean;
  exists(path: string): boolean;
  /** The major version of the `java` on PATH, 0 when there is none. */
  javaMajor(): number;
}

/** The names Chromium and Chrome are installed under on PATH, in the order they are preferred. */
export const CHROMIUM_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`, Chrome for Testing's
 * `chrome-headless-shell`): the same Blink without the full browser around it. The test suites'
 * browsers use it when it is there; it took about half the CPU of the full browser for the same
 * files (docs/testing.md, "The headless shell").
 */
export const HEADLESS_SHELL_NAMES = ['chromium-headless-shell', 'chrome-headless-shell'];
export const MACOS_CHROMIUM_APPS = [
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** The offline arrangement runs the Google Cloud CLI's emulator jar on Java 17 (emulators/stack.ts). */
export const OFFLINE_JAVA = 17;
/** firebase-tools downloads its own emulators only for Java 21 and newer. */
export const DOWNLOAD_JAVA = 21;

/** One line per piece: what is missing and the command that installs it on each system. */
export const INSTALL_LINES: Record<Piece, string> = {
  chromium:
    'Chromium not found (CHROMIUM_PATH, chromium, chromium-browser, google-chrome or google-chrome-stable on PATH, or the macOS apps) — Debian/Ubuntu: sudo apt-get install chromium (Ubuntu: sudo snap install chromium) · macOS: brew install --cask chromium',
  java: `Java ${OFFLINE_JAVA} or newer with its jar tool not found — Debian/Ubuntu: sudo apt-get install openjdk-17-jdk-headless · macOS: brew install --cask temurin@21`,
  firestore: `Firestore emulator not found (Java ${OFFLINE_JAVA}–20 uses the Google Cloud CLI's jar, FIRESTORE_EMULATOR_JAR or ${FIRESTORE_JAR}) — Debian/Ubuntu: sudo apt-get install google-cloud-cli-firestore-emulator (Google Cloud's apt repository) · macOS: brew install --cask temurin@21 (firebase-tools then downloads the emulator itself)`,
};

export const defaultLookups = (): Lookups => ({
  env: process.env,
  platform: process.platform,
  executable: (path) => {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  },
  exists: existsSync,
  javaMajor: () => javaMajorVersion(),
});

/** The first executable file named `name` in the PATH directories, or undefined. */
function onPath(name: string, lookups: Lookups): string | undefined {
  const dirs = (lookups.env.PATH ?? '').split(delimiter).filter(Boolean);
  return dirs.map((dir) => join(dir, name)).find((path) => lookups.executable(path));
}

/** The first of `names` (in their order) found on PATH, or undefined. */
function firstOnPath(names: readonly string[], lookups: Lookups): string | undefined {
  for (const name of names) {
    const found = onPath(name, lookups);
    if (found) return found;
  }
  return undefined;
}

/**
 * Chromium's path: CHROMIUM_PATH when it names a program, then the usual names on PATH, then the
 * macOS applications. A CHROMIUM_PATH that names nothing runnable is not silently replaced: the
 * person who set it meant that browser.
 */
export function findChromium(lookups: Lookups = defaultLookups()): string | undefined {
  const given = lookups.env.CHROMIUM_PATH;
  if (given) return lookups.executable(given) ? given : undefined;
  const found = firstOnPath(CHROMIUM_NAMES, lookups);
  if (found) return found;
  return lookups.platform === 'darwin' ? MACOS_CHROMIUM_APPS.find((app) => lookups.executable(app)) : undefined;
}

/**
 * The browser the test suites launch: CHROMIUM_PATH when set (as findChromium: the person meant
 * that browser), else the headless shell on PATH, else the full Chromium. The benchmarks that
 * measure what a person's browser does (Lighthouse) keep the full one (findChromium).
 */
export function findTestBrowser(lookups: Lookups = defaultLookups()): string | undefined {
  if (lookups.env.CHROMIUM_PATH) return findChromium(lookups);
  return firstOnPath(HEADLESS_SHELL_NAMES, lookups) ?? findChromium(lookups);
}

export interface Preflight {
  chromium?: string;
  missing: Piece[];
}

/**
 * Which of `needs` this machine lacks. Java 21+ runs firebase-tools' own downloaded emulators; Java
 * 17–20 needs the JDK's `jar` tool and the preinstalled Firestore jar (the offline arrangement).
 */
export function checkPrerequisites(needs: readonly Piece[], lookups: Lookups = defaultLookups()): Preflight {
  const missing: Piece[] = [];
  let chromium: string | undefined;
  if (needs.includes('chromium')) {
    chromium = findChromium(lookups);
    if (!chromium) missing.push('chromium');
  }
  if (needs.includes('java') || needs.includes('firestore')) {
    const forced = lookups.env.EMULATORS_MODE;
    const java = lookups.javaMajor();
    const download = forced === 'download' || (forced !== 'offline' && java >= DOWNLOAD_JAVA);
    const offlineJava = java >= OFFLINE_JAVA && Boolean(onPath('jar', lookups));
    if (needs.includes('java') && !download && !offlineJava) missing.push('java');
    const jar = lookups.env.FIRESTORE_EMULATOR_JAR ?? FIRESTORE_JAR;
    if (needs.includes('firestore') && !download && !lookups.exists(jar)) missing.push('firestore');
  }
  return { chromium, missing };
}

/**
 * Checks `needs` and, when all are there, exports the Chromium found as CHROMIUM_PATH (every browser
 * launch and every child process reads it). When one is missing, prints its line and exits 1
 * before anything starts. CIVIC_SKIP_PREFLIGHT=1 skips it (the runner's own tests use it).
 */
export function preflight(needs: readonly Piece[]): void {
  if (process.env.CIVIC_SKIP_PREFLIGHT === '1') return;
  const { chromium, missing } = checkPrerequisites(needs);
  if (missing.length) {
    for (const piece of missing) console.error(INSTALL_LINES[piece]);
    console.error('Nothing was started: install the above, then run the command again (README, "Before you start").');
    process.exit(1);
  }
  if (chromium) process.env.CHROMIUM_PATH = chromium;
}

/** `--needs chromium,java,firestore` → the pieces named. */
export function parseNeeds(value: string | undefined): Piece[] {
  const known: Piece[] = ['chromium', 'java', 'firestore'];
  const named = (value ?? '').split(',').filter(Boolean);
  const unknown = named.filter((name) => !known.includes(name as Piece));
  if (unknown.length) throw new Error(`Unknown prerequisite: ${unknown.join(', ')} (known: ${known.join(', ')})`);
  return named as Piece[];
}
