import type { Reporter, TestCase } from 'vitest/node';

/**
 * Names every test that passed only on a retry (CI retries a failed API test once, decision 613), at the
 * end of the run: a flaky test is reported, not hidden by its second run.
 */
export default class RetriedTestsReporter implements Reporter {
  private readonly retried: string[] = [];

  onTestCaseResult(testCase: TestCase) {
    const retries = testCase.diagnostic()?.retryCount ?? 0;
    if (retries > 0 && testCase.result().state === 'passed') {
      this.retried.push(`${testCase.project.name} ${testCase.module.moduleId.replace(`${process.cwd()}/`, '')} > ${testCase.fullName} (retry x${retries})`);
    }
  }

  onTestRunEnd() {
    for (const line of this.retried) console.log(`FLAKY (passed on a retry): ${line}`);
  }
}
