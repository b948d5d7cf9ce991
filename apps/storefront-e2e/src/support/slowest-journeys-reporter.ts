import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const SHOWN = 10;

/** Prints the ten slowest journeys at the end of a run, so that a slow one gets noticed. */
export default class SlowestJourneysReporter implements Reporter {
  private readonly runs: { title: string; ms: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const [, project, file, ...titles] = test.titlePath();
    this.runs.push({ title: `[${project}] ${file} › ${titles.join(' › ')}`, ms: result.duration });
  }

  onEnd(): void {
    if (this.runs.length === 0) return;
    const slowest = this.runs.sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
    const lines = slowest.map(
      ({ title, ms }) => `${(ms / 1000).toFixed(1).padStart(6)} s  ${title}`,
    );
    console.log(`\nThe ${slowest.length} slowest journeys:\n${lines.join('\n')}`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
