// CI tries a failed test once more (`.ci/run`), as it does the browser tests. A test that passed only on its retry is
// named at the end of the run, so that a flaky test is seen and mended rather than hidden by the retry.
import path from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(testCase: TestCase) {
    const { flaky, retryCount } = testCase.diagnostic() ?? { flaky: false, retryCount: 0 };
    if (flaky)
      this.flaky.push(`${path.relative(process.cwd(), testCase.module.moduleId)} > ${testCase.fullName} (passed on try ${retryCount + 1})`);
  }

  onTestRunEnd() {
    if (!this.flaky.length) return;
    console.log(`\nflaky: ${this.flaky.length} test(s) failed before they passed`);
    for (const line of this.flaky) console.log(`  ${line}`);
  }
}
