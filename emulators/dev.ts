/**
 * `npm run dev`'s options and what it tells the newcomer (docs/demo-data.md). Pure: the launcher
 * (launch.ts) does the work, tests and the dev-start benchmark read the same words.
 */
import { join } from 'node:path';
import { ROOT, STACK_SUFFIX } from './config.js';
import { describeTime, type SavedExport } from './persistence.js';
import { seedData } from './seed.js';
import { CITIZEN_PASSWORD, DEMO_CITIZENS } from './demo/people.js';

export interface DevOptions {
  /** Start from the seed, ignoring saved data (which stays until the next clean stop replaces it). */
  fresh: boolean;
  /** Simulated audience members (emulators/audience.ts); 0 turns the audience off. */
  audience: number;
}

export const DEFAULT_AUDIENCE = 12;

export const DEV_USAGE = 'usage: npm run dev [-- --fresh] [--audience N]';

export function parseDevArgs(args: readonly string[]): DevOptions {
  const options: DevOptions = { fresh: false, audience: DEFAULT_AUDIENCE };
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i]!.split('=', 2) as [string, string | undefined];
    if (flag === '--fresh' && inline === undefined) options.fresh = true;
    else if (flag === '--audience') {
      const value = inline ?? args[++i];
      const size = Number(value);
      if (value === undefined || value === '' || !Number.isInteger(size) || size < 0) {
        throw new Error(
          `--audience takes a whole number (0 turns the audience off), got "${value ?? ''}". ${DEV_USAGE}`,
        );
      }
      options.audience = size;
    } else throw new Error(`Unknown option "${args[i]}". ${DEV_USAGE}`);
  }
  return options;
}

/** Where `npm run dev` keeps its data between runs: git-ignored, one folder per stack. */
export function devDataRoot(env: NodeJS.ProcessEnv = process.env): string {
  return env.CIVIC_DEV_DATA || join(ROOT, 'emulators', `.data${STACK_SUFFIX}`);
}

/** The line that says everything is up (the dev-start benchmark times `npm run dev` to it). */
export const READY_MARK = 'Civic Live is ready';

/** Where the data this run started from came from, in the words the banner uses. */
export type DataSource = { kind: 'seed'; fresh: boolean } | { kind: 'saved'; saved: SavedExport };

export function describeSource(source: DataSource): string {
  if (source.kind === 'saved')
    return `your saved data from ${describeTime(source.saved.savedAt)} (${source.saved.dir})`;
  return source.fresh ? 'the seed (--fresh)' : 'the seed (nothing saved yet)';
}

/** The screens worth opening first, and as whom. */
export const FIRST_SCREENS: [path: string, what: string][] = [
  ['/live', 'as user@civic.test: the town hall on air — video, the live poll’s results, comments arriving'],
  ['/Admin/live', 'as admin@civic.test: the control room — push the next poll, start the quiz in the Game panel'],
  ['/game/', 'the quiz waiting in its lobby (/game/history: the warm-up round’s podium)'],
  ['/User/constitutional-vote', 'the charter vote, open: user@civic.test has not voted yet'],
  ['/replays', 'signed out: a past town hall to watch again, with its chapters, captions, polls and comments'],
  ['/Admin/dashboard', 'two weeks of accounts, votes, comments and viewers'],
  ['/Admin/reports', 'reports in every status; its Analytics tab: the past events’ numbers and charts'],
];

export function banner(options: {
  appUrl: string;
  source: DataSource;
  audience: number;
  audienceLine: string | null;
  dataRoot: string;
  emulatorsLine: string;
}): string {
  const logins = seedData.users.map((u) => `  ${u.role.padEnd(5)}  ${u.email} / ${u.password}`);
  const first = DEMO_CITIZENS[0]!.email;
  const last = DEMO_CITIZENS.at(-1)!.email;
  const screens = FIRST_SCREENS.map(([path, what]) => `  ${options.appUrl.replace(/\/$/, '')}${path}\n      ${what}`);
  const audience =
    options.audience === 0
      ? 'Audience: off (--audience N brings N citizens into the room)'
      : (options.audienceLine ?? `Audience: ${options.audience} citizens, still coming in`) +
        ' — commenting, asking, upvoting, reacting, voting in the pushed poll and playing the game you start' +
        ` (--audience N to change, 0 for none)`;
  return [
    '',
    `Data: started from ${describeSource(options.source)}`,
    `App:  ${options.appUrl}`,
    'Logins (local emulators only):',
    ...logins,
    `  user   ${first} … ${last} / ${CITIZEN_PASSWORD} (the demo's citizens)`,
    'Open first:',
    ...screens,
    audience,
    `Ctrl-C stops everything and saves the data to ${options.dataRoot}: the next \`npm run dev\` continues from it, \`npm run dev -- --fresh\` starts over.`,
    options.emulatorsLine,
  ].join('\n');
}
