import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints, under a failed test, the page as a reader saw it when it failed (the accessibility
 * snapshot Playwright writes beside the results). CI keeps only the run's output, and a failure
 * that does not come back on a second run is only understood from what the page showed then.
 */
export default class FailureContextReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === test.expectedStatus) return;
    for (const attachment of result.attachments) {
      if (attachment.name !== 'error-context' || !attachment.path) continue;
      let text: string;
      try {
        text = readFileSync(attachment.path, 'utf8');
      } catch {
        continue;
      }
      process.stdout.write(`\n--- the page when "${test.title}" failed ---\n${text}\n--- end ---\n`);
    }
  }

  printsToStdio(): boolean {
    return true;
  }
}
