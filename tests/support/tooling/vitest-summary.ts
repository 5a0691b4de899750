/**
 * Reading the reports `npm test` (tests/run-all.ts) collects into its summary: Vitest's JSON report
 * (counts per project, one line per failed test), the retried-tests report and the e2e failed-pages
 * notes. Pure reading and formatting, so it is unit-tested beside (vitest-summary.test.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { RetriedTest } from './retried-tests-reporter.js';
import type { FailedPages } from '../browser/failed-pages.js';
import { reasonOf } from './failure-reason.js';

export interface VitestJson {
  testResults: {
    name: string;
    /** When the file started and ended (ms since the epoch): absent when it never ran. */
    startTime?: number;
    endTime?: number;
    assertionResults: { status: string; title: string; ancestorTitles?: string[]; failureMessages?: string[] }[];
  }[];
}

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

/** A step's Vitest JSON report; an empty one when the step wrote none (it crashed first). */
export function readReport(reportPath: string): VitestJson {
  return existsSync(reportPath) ? (JSON.parse(readFileSync(reportPath, 'utf8')) as VitestJson) : { testResults: [] };
}

/**
 * One line per failed test (file, titles, first line of its error), so the summary — often the only
 * part of a CI log anyone sees — names what failed.
 */
export function failedTests(report: VitestJson, root: string): string[] {
  const lines: string[] = [];
  for (const file of report.testResults)
    for (const test of file.assertionResults) {
      if (test.status !== 'failed') continue;
      const title = [...(test.ancestorTitles ?? []), test.title].join(' › ');
      lines.push(`  ✗ ${relative(root, file.name)} › ${title}\n${reasonOf(test.failureMessages?.[0] ?? '')}`);
    }
  return lines;
}

/** Per-project counts from a Vitest JSON report, the project named by `projectOf(file)`. */
export function countsByProject(report: VitestJson, projectOf: (file: string) => string): Map<string, Counts> {
  const byProject = new Map<string, Counts>();
  for (const file of report.testResults) {
    const name = projectOf(file.name);
    const counts = byProject.get(name) ?? { passed: 0, failed: 0, skipped: 0 };
    for (const test of file.assertionResults) {
      if (test.status === 'passed') counts.passed++;
      else if (test.status === 'failed') counts.failed++;
      else counts.skipped++;
    }
    byProject.set(name, counts);
  }
  return byProject;
}

/**
 * How long each project took, from its first file's start to its last file's end (projects of one
 * step may overlap: rules and integration run side by side), in the order they started. The
 * summary prints these, so every run shows where its time went.
 */
export function timesByProject(
  report: VitestJson,
  projectOf: (file: string) => string,
): { name: string; seconds: number }[] {
  const spans = new Map<string, { start: number; end: number }>();
  for (const { name, startTime, endTime } of report.testResults) {
    if (startTime === undefined || endTime === undefined) continue;
    const project = projectOf(name);
    const span = spans.get(project) ?? { start: startTime, end: endTime };
    spans.set(project, { start: Math.min(span.start, startTime), end: Math.max(span.end, endTime) });
  }
  return [...spans]
    .sort(([, a], [, b]) => a.start - b.start)
    .map(([name, { start, end }]) => ({ name, seconds: (end - start) / 1000 }));
}

/** The `count` slowest files of a report, slowest first: "path 12.3 s" (path from `root`). */
export function slowestFiles(report: VitestJson, root: string, count: number): string[] {
  return report.testResults
    .filter((file) => file.startTime !== undefined && file.endTime !== undefined)
    .map((file) => ({ path: relative(root, file.name), seconds: (file.endTime! - file.startTime!) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map(({ path, seconds }) => `${path} ${seconds.toFixed(1)} s`);
}

/** The unit project of a file (its first folder under the root, or under tests/). */
export const unitProject = (root: string) => (file: string) =>
  /^\/?(?:tests\/)?(domain|functions|web|emulators|lint|repo)\//.exec(file.slice(root.length))?.[1] ?? 'unit';
/** The emulator project of a file (its folder under tests/). */
export const emulatorProject = (file: string) =>
  /\/tests\/(rules|integration|e2e|fuzz)\//.exec(file)?.[1] ?? 'emulator';

/** Tests that needed a retry (tests/support/retried-tests-reporter.ts), a line each plus their errors. */
export function retriedTests(reportPath: string, root: string): string[] {
  if (!existsSync(reportPath)) return [];
  const retried = JSON.parse(readFileSync(reportPath, 'utf8')) as RetriedTest[];
  return retried.map(
    (test) =>
      `  ${test.passed ? '~ passed on attempt ' + test.attempts : '✗ failed all ' + test.attempts + ' attempts'}: ` +
      `${relative(root, test.file)} › ${test.title}` +
      test.errors.map((error) => `\n      ${error}`).join(''),
  );
}

/** Each failed e2e attempt's open pages (tests/support/browser/failed-pages.ts), a few lines each. */
export function failedPages(reportPath: string): string[] {
  if (!existsSync(reportPath)) return [];
  return readFileSync(reportPath, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as FailedPages)
    .map(({ test, pages }) => [`  ${test}`, ...pages.slice(0, 4).map((page) => `      ${page}`)].join('\n'));
}
