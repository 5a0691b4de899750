import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
  type VitestJson,
} from './vitest-summary.js';

const ROOT = '/repo';
const REPORT: VitestJson = {
  testResults: [
    {
      name: '/repo/tests/integration/polls.test.ts',
      assertionResults: [
        { status: 'passed', title: 'counts once' },
        {
          status: 'failed',
          title: 'refuses a second vote',
          ancestorTitles: ['voting'],
          failureMessages: ['AssertionError: expected 2 to be 1\n    at polls.test.ts:10:5'],
        },
      ],
    },
    { name: '/repo/tests/rules/firestore/users.test.ts', assertionResults: [{ status: 'skipped', title: 'later' }] },
    { name: '/repo/tests/integration/game.test.ts', assertionResults: [{ status: 'passed', title: 'joins' }] },
  ],
};
const scratch = () => mkdtempSync(join(tmpdir(), 'vitest-summary-'));

describe('the npm test summary', () => {
  it('counts passed, failed and skipped per project', () => {
    expect(Object.fromEntries(countsByProject(REPORT, emulatorProject))).toEqual({
      integration: { passed: 2, failed: 1, skipped: 0 },
      rules: { passed: 0, failed: 0, skipped: 1 },
    });
  });

  it('names the unit project by the first folder, under tests/ too, and "unit" otherwise', () => {
    const projectOf = unitProject(ROOT);
    expect(
      ['/repo/web/src/a.test.ts', '/repo/tests/lint/b.test.ts', '/repo/tests/support/c.test.ts'].map(projectOf),
    ).toEqual(['web', 'lint', 'unit']);
    expect(emulatorProject('/repo/tests/e2e/x.test.ts')).toBe('e2e');
    expect(emulatorProject('/repo/elsewhere/x.test.ts')).toBe('emulator');
  });

  it("times each project from its first file's start to its last file's end, in order of start", () => {
    const timed: VitestJson = {
      testResults: [
        { name: '/repo/tests/e2e/a.test.ts', startTime: 100_000, endTime: 160_000, assertionResults: [] },
        { name: '/repo/tests/rules/b.test.ts', startTime: 1_000, endTime: 31_000, assertionResults: [] },
        { name: '/repo/tests/integration/c.test.ts', startTime: 2_000, endTime: 90_500, assertionResults: [] },
        { name: '/repo/tests/rules/d.test.ts', startTime: 30_000, endTime: 41_000, assertionResults: [] },
        // A file that never ran (a crash before it started) has no times: it adds none.
        { name: '/repo/tests/e2e/e.test.ts', assertionResults: [] },
      ],
    };
    expect(timesByProject(timed, emulatorProject)).toEqual([
      { name: 'rules', seconds: 40 },
      { name: 'integration', seconds: 88.5 },
      { name: 'e2e', seconds: 60 },
    ]);
  });

  it('names the slowest files, slowest first, with their project-relative path and seconds', () => {
    const timed: VitestJson = {
      testResults: [
        { name: '/repo/web/src/a.test.tsx', startTime: 0, endTime: 2_000, assertionResults: [] },
        { name: '/repo/tests/e2e/b.test.ts', startTime: 0, endTime: 95_000, assertionResults: [] },
        { name: '/repo/tests/rules/c.test.ts', startTime: 0, endTime: 12_300, assertionResults: [] },
      ],
    };
    expect(slowestFiles(timed, ROOT, 2)).toEqual(['tests/e2e/b.test.ts 95.0 s', 'tests/rules/c.test.ts 12.3 s']);
  });

  it('lists each failed test by file and titles with the first line of its error', () => {
    expect(failedTests(REPORT, ROOT)).toEqual([
      '  ✗ tests/integration/polls.test.ts › voting › refuses a second vote\n      AssertionError: expected 2 to be 1',
    ]);
  });

  it('reads a missing report as empty: a step that crashed before writing one', () => {
    const dir = scratch();
    expect(readReport(join(dir, 'none.json'))).toEqual({ testResults: [] });
    expect(retriedTests(join(dir, 'none.json'), ROOT)).toEqual([]);
    expect(failedPages(join(dir, 'none.jsonl'))).toEqual([]);
    writeFileSync(join(dir, 'report.json'), JSON.stringify(REPORT));
    expect(readReport(join(dir, 'report.json'))).toEqual(REPORT);
  });

  it('lists retried tests, passed or not, with the error of each failed attempt', () => {
    const file = join(scratch(), 'retried.json');
    writeFileSync(
      file,
      JSON.stringify([
        { file: '/repo/tests/e2e/a.test.ts', title: 'opens', attempts: 2, passed: true, errors: ['timeout'] },
        { file: '/repo/tests/e2e/b.test.ts', title: 'saves', attempts: 2, passed: false, errors: ['x', 'y'] },
      ]),
    );
    expect(retriedTests(file, ROOT)).toEqual([
      '  ~ passed on attempt 2: tests/e2e/a.test.ts › opens\n      timeout',
      '  ✗ failed all 2 attempts: tests/e2e/b.test.ts › saves\n      x\n      y',
    ]);
  });

  it('shows at most four open pages per failed e2e attempt', () => {
    const file = join(scratch(), 'failed-pages.jsonl');
    const pages = ['p1', 'p2', 'p3', 'p4', 'p5'];
    writeFileSync(file, `${JSON.stringify({ test: 'e2e › polls', pages })}\n`);
    expect(failedPages(file)).toEqual(['  e2e › polls\n      p1\n      p2\n      p3\n      p4']);
  });
});
