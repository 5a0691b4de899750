/**
 * A Vitest reporter that writes every test which needed a retry — passed on a later attempt
 * ("flaky") or failed every attempt — with the errors of its failed attempts, to the JSON file named
 * by RETRIED_TESTS_FILE. tests/run-all.ts prints them in the summary, so a retry never hides a
 * flaky test: the end-to-end suites allow one retry (docs/testing.md, "Retries").
 */
import { writeFileSync } from 'node:fs';
import type { Reporter, TestCase } from 'vitest/node';

export interface RetriedTest {
  file: string;
  title: string;
  attempts: number;
  passed: boolean;
  errors: string[];
}

export default class RetriedTestsReporter implements Reporter {
  private readonly retried: RetriedTest[] = [];

  onTestCaseResult(testCase: TestCase) {
    const { retryCount } = testCase.diagnostic() ?? { retryCount: 0 };
    if (retryCount === 0) return;
    const result = testCase.result();
    this.retried.push({
      file: testCase.module.moduleId,
      title: testCase.fullName,
      attempts: retryCount + 1,
      passed: result.state === 'passed',
      errors: (result.errors ?? []).map((error) => error.message.split('\n')[0]?.slice(0, 240) ?? ''),
    });
  }

  onTestRunEnd() {
    const file = process.env.RETRIED_TESTS_FILE;
    if (file) writeFileSync(file, JSON.stringify(this.retried, null, 2));
  }
}
