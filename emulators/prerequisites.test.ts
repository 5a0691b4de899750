import { describe, expect, it } from 'vitest';
import {
  checkPrerequisites,
  findChromium,
  findTestBrowser,
  INSTALL_LINES,
  MACOS_CHROMIUM_APPS,
  parseNeeds,
  type Lookups,
} from './prerequisites.js';
import { FIRESTORE_JAR } from './stack.js';

/** A machine made of the given programs (executable paths), files and `java -version` major. */
function machine({
  programs = [],
  files = [],
  java = 0,
  env = {},
  platform = 'linux',
}: {
  programs?: string[];
  files?: string[];
  java?: number;
  env?: NodeJS.ProcessEnv;
  platform?: NodeJS.Platform;
}): Lookups {
  return {
    env: { PATH: '/usr/local/bin:/usr/bin:/snap/bin', ...env },
    platform,
    executable: (path) => programs.includes(path),
    exists: (path) => files.includes(path) || programs.includes(path),
    javaMajor: () => java,
  };
}

describe('findTestBrowser', () => {
  it('takes the headless shell on PATH before the full Chromium', () => {
    const lookups = machine({ programs: ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'] });
    expect(findTestBrowser(lookups)).toBe('/usr/bin/chromium-headless-shell');
    expect(findChromium(lookups)).toBe('/usr/bin/chromium');
  });

  it("takes Chrome for Testing's headless shell too", () => {
    const lookups = machine({ programs: ['/opt/bin/chrome-headless-shell'], env: { PATH: '/opt/bin' } });
    expect(findTestBrowser(lookups)).toBe('/opt/bin/chrome-headless-shell');
  });

  it('falls back to the full Chromium without a headless shell', () => {
    expect(findTestBrowser(machine({ programs: ['/usr/bin/chromium'] }))).toBe('/usr/bin/chromium');
  });

  it('keeps CHROMIUM_PATH first, even when a headless shell is there', () => {
    const lookups = machine({
      programs: ['/opt/chrome/chrome', '/usr/bin/chromium-headless-shell'],
      env: { CHROMIUM_PATH: '/opt/chrome/chrome' },
    });
    expect(findTestBrowser(lookups)).toBe('/opt/chrome/chrome');
  });
});

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first, when it names a program', () => {
    const lookups = machine({
      programs: ['/opt/chrome/chrome', '/usr/bin/chromium'],
      env: { CHROMIUM_PATH: '/opt/chrome/chrome' },
    });
    expect(findChromium(lookups)).toBe('/opt/chrome/chrome');
  });

  it('does not replace a CHROMIUM_PATH that names nothing runnable: the person meant that browser', () => {
    const lookups = machine({ programs: ['/usr/bin/chromium'], env: { CHROMIUM_PATH: '/nowhere/chromium' } });
    expect(findChromium(lookups)).toBeUndefined();
  });

  it('then chromium, chromium-browser, google-chrome, google-chrome-stable on PATH, in that order', () => {
    expect(findChromium(machine({ programs: ['/usr/bin/google-chrome', '/snap/bin/chromium'] }))).toBe(
      '/snap/bin/chromium',
    );
    expect(findChromium(machine({ programs: ['/usr/bin/google-chrome-stable', '/usr/bin/chromium-browser'] }))).toBe(
      '/usr/bin/chromium-browser',
    );
    expect(findChromium(machine({ programs: ['/usr/local/bin/google-chrome-stable'] }))).toBe(
      '/usr/local/bin/google-chrome-stable',
    );
  });

  it('takes the first PATH directory that has it, and skips a file that is not executable', () => {
    const lookups = machine({ programs: ['/usr/bin/chromium'], files: ['/usr/local/bin/chromium'] });
    expect(findChromium(lookups)).toBe('/usr/bin/chromium');
  });

  it('then the macOS applications, on macOS only', () => {
    const chrome = MACOS_CHROMIUM_APPS[0]!;
    expect(findChromium(machine({ programs: [chrome], platform: 'darwin' }))).toBe(chrome);
    expect(findChromium(machine({ programs: [chrome], platform: 'linux' }))).toBeUndefined();
  });
});

describe('checkPrerequisites', () => {
  const offline = { programs: ['/usr/bin/jar', '/usr/bin/chromium'], files: [FIRESTORE_JAR], java: 17 };

  it('a machine with Java 17, its jar tool, the Firestore jar and Chromium lacks nothing', () => {
    expect(checkPrerequisites(['chromium', 'java', 'firestore'], machine(offline))).toEqual({
      chromium: '/usr/bin/chromium',
      missing: [],
    });
  });

  it('no Chromium: only Chromium is missing, and only when it is needed', () => {
    const noBrowser = machine({ ...offline, programs: ['/usr/bin/jar'] });
    expect(checkPrerequisites(['chromium', 'java', 'firestore'], noBrowser).missing).toEqual(['chromium']);
    expect(checkPrerequisites(['java', 'firestore'], noBrowser).missing).toEqual([]);
  });

  it('no Java, or Java without its jar tool, or Java older than 17: Java is missing', () => {
    expect(checkPrerequisites(['java'], machine({ ...offline, java: 0 })).missing).toEqual(['java']);
    expect(checkPrerequisites(['java'], machine({ ...offline, programs: [] })).missing).toEqual(['java']);
    expect(checkPrerequisites(['java'], machine({ ...offline, java: 11 })).missing).toEqual(['java']);
  });

  it('Java 17 without the Firestore jar: the emulator is missing; FIRESTORE_EMULATOR_JAR names another', () => {
    expect(checkPrerequisites(['java', 'firestore'], machine({ ...offline, files: [] })).missing).toEqual([
      'firestore',
    ]);
    const elsewhere = machine({ ...offline, files: ['/opt/fs.jar'], env: { FIRESTORE_EMULATOR_JAR: '/opt/fs.jar' } });
    expect(checkPrerequisites(['firestore'], elsewhere).missing).toEqual([]);
  });

  it('Java 21 needs neither the jar tool nor the preinstalled emulator: firebase-tools downloads it', () => {
    expect(checkPrerequisites(['java', 'firestore'], machine({ java: 21 })).missing).toEqual([]);
  });

  it('EMULATORS_MODE=offline asks for the offline pieces even with Java 21', () => {
    const forced = machine({ java: 21, env: { EMULATORS_MODE: 'offline' } });
    expect(checkPrerequisites(['java', 'firestore'], forced).missing).toEqual(['java', 'firestore']);
  });
});

describe('what the person is told', () => {
  it.each(Object.entries(INSTALL_LINES))('%s: one line naming the Debian/Ubuntu and the macOS install', (_, line) => {
    expect(line).not.toContain('\n');
    expect(line).toMatch(/Debian\/Ubuntu: sudo (apt-get|snap) install \S+/);
    expect(line).toMatch(/macOS: brew install/);
  });

  it('parseNeeds reads --needs and refuses a name it does not know', () => {
    expect(parseNeeds('java,firestore,chromium')).toEqual(['java', 'firestore', 'chromium']);
    expect(parseNeeds('')).toEqual([]);
    expect(() => parseNeeds('java,chrome')).toThrow(/Unknown prerequisite: chrome/);
  });
});
