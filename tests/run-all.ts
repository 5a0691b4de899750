/**
 * `npm test`: every kind of test, in order, stopping nothing early so one failure does not hide
 * another. Lint and types side by side, unit tests, then the emulator suites in two emulator runs,
 * each stopped afterwards (rules and functions integration; then end-to-end in Chromium and fuzz),
 * then `npm run dev` itself (tests/dev) on a side stack of its own.
 * The summary gives each step's time (and each Vitest project's within it), the slowest files, and
 * ends with one line: "N passed, N failed" (and skipped, when any).
 * `--quick` (`npm run test:quick`): lint, types, unit and the rules suite only, the inner loop.
 * Before anything starts, the machine is checked (emulators/prerequisites.ts): a missing piece is
 * one line saying what to install, and nothing runs. Every process a step starts carries this run's
 * mark; whatever a step leaves, and whatever is running when the run ends (a thrown error, Ctrl-C,
 * SIGTERM), is stopped and named (tests/support/tooling/run-mark.ts).
 * This file only orchestrates: reading the reports is tests/support/tooling/vitest-summary.ts, judging rule
 * coverage tests/support/tooling/rule-coverage-gate.ts (each unit-tested beside it). One part alone:
 * `npm run test:unit|test:rules|test:integration|test:e2e [-- filter]` (docs/testing.md).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createConnection } from 'node:net';
import { ARTIFACTS_DIR, DEV_SERVER, ROOT, STACK, emulatorAddress, type EmulatorName } from '../emulators/config.js';
import { portFor, UNLISTED_PORTS } from '../emulators/ports.js';
import { preflight } from '../emulators/prerequisites.js';
import { describeStopped, markThisRun, stopMarked, type MarkedProcess } from './support/tooling/run-mark.js';
import { RULE_COVERAGE_DIR } from './support/tooling/rule-coverage.js';
import { ruleCoverageGate } from './support/tooling/rule-coverage-gate.js';
import {
  countsByProject,
  emulatorProject,
  failedPages,
  failedTests,
  readReport,
  retriedTests,
  slowestFiles,
  timesByProject,
  unitProject,
} from './support/tooling/vitest-summary.js';

const ARTIFACTS = join(ROOT, ARTIFACTS_DIR);

interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
  /** The last lines the step printed: shown in the summary when it failed without a failed test. */
  tail: string[];
}

const TAIL_LINES = 12;

/** What the steps left running (stopped after each step): the "emulators stopped" step names it. */
const leftBehind: MarkedProcess[] = [];
let mark = '';
/** The steps running now (two at once for lint and types): Ctrl-C and SIGTERM reach each. */
const currentSteps = new Set<ChildProcess>();

/**
 * Runs a step, keeping its last lines for the summary. Its output is passed through as it comes,
 * or, with `buffered` (a step running beside another), kept and printed whole when it ends, so
 * two steps' lines never interleave.
 */
function run(command: string, args: string[], env: Record<string, string> = {}, buffered = false) {
  return new Promise<{ code: number; tail: string[]; output: string }>((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ['inherit', 'pipe', 'pipe'],
      // No screenshots for people (tests/support/browser/chromium.ts, screenshotsWanted): nothing is
      // asserted on them; `SCREENSHOTS=1 npm test` takes them.
      env: { ...process.env, FORCE_COLOR: '0', SCREENSHOTS: process.env.SCREENSHOTS ?? '0', ...env },
    });
    currentSteps.add(child);
    let tail: string[] = [];
    let output = '';
    const keep = (chunk: Buffer, stream: NodeJS.WriteStream) => {
      const text = chunk.toString('utf8');
      if (buffered) output += text;
      else stream.write(chunk);
      const lines = text.split('\n').filter((line) => line.trim() !== '');
      tail = [...tail, ...lines].slice(-TAIL_LINES);
    };
    child.stdout.on('data', (chunk: Buffer) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk: Buffer) => keep(chunk, process.stderr));
    // 'exit', not 'close': a process the step left behind (an emulator) may hold the pipes open.
    // Its last output may still be in flight: wait briefly for the pipes to close.
    child.once('exit', (code, signal) => {
      currentSteps.delete(child);
      const done = () => resolve({ code: code ?? (signal ? 1 : 0), tail, output });
      const timer = setTimeout(done, 2000);
      child.once('close', () => (clearTimeout(timer), done()));
    });
  });
}

/** True when something still listens on the port (an emulator the launcher failed to stop). */
function listening(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Fails when a step left a process of its own (each was stopped after its step, and is named) or
 * when anything still listens on the stack's ports.
 */
async function leftoverEmulators(stacks: number[]): Promise<StepResult> {
  const names: EmulatorName[] = ['hub', 'auth', 'functions', 'firestore', 'hosting'];
  const open = [];
  for (const stack of stacks) {
    for (const name of names) {
      const { host, port } = emulatorAddress(name, stack);
      if (await listening(host, port)) open.push(`${name} (${port})`);
    }
    const devServer = portFor('devServer', UNLISTED_PORTS.devServer, stack);
    if (await listening(DEV_SERVER.host, devServer)) open.push(`vite (${devServer})`);
  }
  const left = describeStopped(leftBehind);
  for (const line of left) console.log(line);
  console.log(open.length ? `Still listening after the run: ${open.join(', ')}` : 'No emulator left running.');
  return {
    name: 'emulators stopped',
    ok: open.length === 0 && left.length === 0,
    seconds: 0,
    tail: [...left, ...open],
  };
}

/** Stops what the run's steps left, names it, and exits (a thrown error, Ctrl-C, SIGTERM). */
async function stopAndExit(code: number, why: string): Promise<never> {
  console.log(`\n${why}: stopping what the run started…`);
  for (const line of describeStopped(await stopMarked(mark))) console.log(line);
  process.exit(code);
}

let stopping = false;
/** Ctrl-C reaches the step too (same terminal group): it gets time to stop its own things first. */
async function onSignal(name: NodeJS.Signals, code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  const running = [...currentSteps].filter((step) => step.exitCode === null && step.signalCode === null);
  await Promise.all(
    running.map((step) => {
      if (name === 'SIGTERM') step.kill('SIGTERM');
      return Promise.race([
        new Promise((resolve) => step.once('exit', resolve)),
        new Promise((resolve) => setTimeout(resolve, 20_000)),
      ]);
    }),
  );
  await stopAndExit(code, name);
}

/** Prints per match block how many `allow` conditions the suites saw true and false; fails on any never false. */
function ruleCoverageStep(): StepResult {
  console.log('\n━━ Firestore rule coverage (every allow condition must be seen false by some test) ━━');
  const { ok, lines, problems } = ruleCoverageGate(join(ROOT, 'firestore.rules'), RULE_COVERAGE_DIR);
  for (const line of lines) console.log(line);
  return { name: 'rule coverage', ok, seconds: 0, tail: problems };
}

interface StepSpec {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

/**
 * Runs steps side by side (one step: as it always ran) and returns their results in order. Steps
 * run together only where they share no ports and leave each other CPU: lint and types (eslint,
 * prettier and tsc are single-threaded). The output of a step running beside another is kept and
 * printed whole once all have ended, one after the other.
 */
async function steps(specs: StepSpec[]): Promise<StepResult[]> {
  const together = specs.length > 1;
  if (together) console.log(`\n━━ ${specs.map((s) => s.name).join(' ‖ ')} (side by side) ━━`);
  const outputs: string[] = [];
  const results = await Promise.all(
    specs.map(async ({ name, command, args, env }, index) => {
      const buffered = together;
      if (!buffered) console.log(`\n━━ ${name} ━━`);
      const started = performance.now();
      const { code, tail, output } = await run(command, args, env, buffered);
      const seconds = (performance.now() - started) / 1000;
      if (buffered) outputs[index] = `\n━━ ${name} (${seconds.toFixed(1)} s) ━━\n${output}`;
      return { name, ok: code === 0, seconds, tail };
    }),
  );
  for (const output of outputs) if (output) process.stdout.write(output);
  // Once Ctrl-C or SIGTERM has arrived, no next step starts: onSignal stops the run and exits.
  if (stopping) await new Promise(() => undefined);
  // Nothing a step started outlives it: the next step may need the same ports.
  leftBehind.push(...(await stopMarked(mark)));
  return results;
}

const step = async (name: string, command: string, args: string[], env?: Record<string, string>) =>
  (await steps([{ name, command, args, env }]))[0]!;

/** Vitest's arguments for its usual output plus a JSON report at `path` (read for the summary). */
const jsonReport = (path: string) => ['--reporter=default', '--reporter=json', `--outputFile.json=${path}`];

async function main() {
  // `npm run test:quick`: lint, types, unit and the rules suite only, the inner loop's check
  // (docs/testing.md, "Which command when"). No browser, no dev suite, no coverage gate (the gate
  // needs every suite's reads).
  const quick = process.argv.includes('--quick');
  const runStarted = performance.now();
  preflight(quick ? ['java', 'firestore'] : ['java', 'firestore', 'chromium']);
  mark = markThisRun();
  process.on('SIGINT', () => void onSignal('SIGINT', 130));
  process.on('SIGTERM', () => void onSignal('SIGTERM', 143));
  rmSync(ARTIFACTS, { recursive: true, force: true });
  mkdirSync(ARTIFACTS, { recursive: true });
  const results: StepResult[] = [];
  results.push(
    ...(await steps([
      { name: 'lint (eslint + prettier)', command: 'npm', args: ['run', '--silent', 'lint'] },
      { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
    ])),
  );

  const unitReport = join(ARTIFACTS, 'unit.json');
  const unit = await step('unit tests (domain, functions, web, emulators, lint)', 'npx', [
    'vitest',
    'run',
    ...jsonReport(unitReport),
  ]);
  results.push(unit);

  // The emulator suites in two stacks, each started fresh and stopped after its group: the rules
  // and integration files, then the end-to-end and fuzz files. The Functions emulator keeps every
  // runtime process it starts (one per function and concurrent call), and after the integration
  // files they held 15 GB; a fresh stack gives the browser files their memory back, and an empty
  // database (docs/testing.md, "Memory: what killed a full run"). Each stack's rule coverage is
  // gathered before it stops (tests/emulator-suites.ts).
  const emulatorGroups = quick
    ? [{ name: 'emulator suite (rules)', projects: ['rules'], hosting: false }]
    : [
        { name: 'emulator suites (rules, integration)', projects: ['rules', 'integration'], hosting: false },
        { name: 'emulator suites (e2e, fuzz)', projects: ['e2e', 'fuzz'], hosting: true },
      ];
  const failedPagesReport = join(ARTIFACTS, 'failed-pages.jsonl');
  const emulatorSteps: { step: StepResult; report: ReturnType<typeof readReport>; retried: string }[] = [];
  for (const [index, group] of emulatorGroups.entries()) {
    const report = join(ARTIFACTS, `emulators-${index + 1}.json`);
    const retried = join(ARTIFACTS, `retried-${index + 1}.json`);
    const result = await step(
      group.name,
      'npx',
      [
        'tsx',
        'emulators/launch.ts',
        'exec',
        ...(group.hosting ? ['--hosting'] : []),
        '--',
        'npx',
        'tsx',
        'tests/emulator-suites.ts',
        ...group.projects.flatMap((project) => ['--project', project]),
        ...jsonReport(report),
        '--reporter=./tests/support/tooling/retried-tests-reporter.ts',
      ],
      { RETRIED_TESTS_FILE: retried, FAILED_PAGES_FILE: failedPagesReport },
    );
    results.push(result);
    emulatorSteps.push({ step: result, report: readReport(report), retried });
  }
  // `npm run dev` itself (tests/dev, docs/demo-data.md), after the browser files and alone: on a
  // side stack of its own (its ports, its folders). Beside the browser files it saved minutes on a
  // fast machine and cost more than it saved on a slow one, where the two together kept both cores
  // busy and each went at half speed (docs/testing.md, "Time").
  const devStack = STACK < 50 ? STACK + 50 : STACK - 50;
  const devReport = join(ARTIFACTS, 'dev.json');
  const dev = quick
    ? undefined
    : await step(
        'npm run dev as a newcomer (tests/dev)',
        'npx',
        ['vitest', 'run', '--config', 'tests/vitest.dev.config.ts', ...jsonReport(devReport)],
        { FAILED_PAGES_FILE: failedPagesReport, EMULATOR_STACK: String(devStack) },
      );
  if (dev) results.push(dev);
  results.push(await leftoverEmulators(quick ? [STACK] : [STACK, devStack]));
  if (!quick) results.push(ruleCoverageStep());

  const [unitResults, devResults] = [readReport(unitReport), readReport(devReport)];
  const emulatorResults = { testResults: emulatorSteps.flatMap(({ report }) => report.testResults) };
  const projects = [
    ...countsByProject(unitResults, unitProject(ROOT)),
    ...countsByProject(emulatorResults, emulatorProject),
    ...countsByProject(devResults, () => 'dev'),
  ];
  console.log('\n━━ summary ━━');
  // .ci/run times its install (npm ci) and passes it on, so CI's summary shows every step.
  const installSeconds = Number(process.env.CIVIC_INSTALL_SECONDS);
  if (installSeconds > 0) console.log(`ok    install (npm ci, .ci/run)  (${installSeconds.toFixed(1)} s)`);
  // Each step's time, and within a Vitest step each project's (from its first file's start to
  // its last file's end), so every run shows where its time went (docs/testing.md, "Time").
  const projectTimes = new Map<StepResult, { name: string; seconds: number }[]>([
    [unit, timesByProject(unitResults, unitProject(ROOT))],
    ...emulatorSteps.map(({ step, report }) => [step, timesByProject(report, emulatorProject)] as const),
  ]);
  for (const result of results) {
    console.log(`${result.ok ? 'ok  ' : 'FAIL'}  ${result.name}  (${result.seconds.toFixed(1)} s)`);
    const times = projectTimes.get(result) ?? [];
    if (times.length) console.log(`        ${times.map((t) => `${t.name} ${t.seconds.toFixed(1)} s`).join(', ')}`);
  }
  // The run's own time: lint and types overlap, so the steps' times add up to more.
  const total = (performance.now() - runStarted) / 1000;
  console.log(`total ${(total / 60).toFixed(1)} min; slowest files:`);
  for (const line of slowestFiles(
    { testResults: [unitResults, emulatorResults, devResults].flatMap((r) => r.testResults) },
    ROOT,
    5,
  ))
    console.log(`  ${line}`);
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const [name, counts] of projects) {
    console.log(`  ${name.padEnd(12)} ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
  }
  const allOk = results.every((r) => r.ok);
  // A failed step without a failed test (lint, types, a crash) still counts as one failure.
  if (!allOk && failed === 0) failed = results.filter((r) => !r.ok).length;
  const failedOf = new Map<StepResult, string[]>([
    [unit, failedTests(unitResults, ROOT)],
    ...emulatorSteps.map(({ step, report }) => [step, failedTests(report, ROOT)] as const),
    ...(dev ? ([[dev, failedTests(devResults, ROOT)]] as const) : []),
  ]);
  const failures = [...failedOf.values()].flat();
  if (failures.length) console.log(`failed tests:\n${failures.join('\n')}`);
  // A step that failed with no failed test of its own (lint, types, a crash, an error outside any
  // test): its last lines say why.
  for (const result of results) {
    if (result.ok || failedOf.get(result)?.length) continue;
    console.log(`why "${result.name}" failed (its last lines):\n${result.tail.map((l) => `  | ${l}`).join('\n')}`);
  }
  const retried = emulatorSteps.flatMap(({ retried }) => retriedTests(retried, ROOT));
  if (retried.length) console.log(`tests that needed a retry:\n${retried.join('\n')}`);
  const pages = failedPages(failedPagesReport);
  if (pages.length) console.log(`what the browser showed when an end-to-end attempt failed:\n${pages.join('\n')}`);
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exit(allOk ? 0 : 1);
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (mark) await stopAndExit(1, 'The run failed');
  process.exit(1);
}
