/**
 * The plain summary line of `.ci/run` over both runners: Jest's "Tests: …" line and node's
 * test runner's "ℹ pass N" (or TAP "# pass N") lines. Skipped and todo tests are counted
 * apart, so a test that skips itself can never read as green; node's cancelled tests (a
 * failing hook, a timeout) count as failed.
 */
import { readFileSync } from 'node:fs';

export interface TestCounts {
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
  readonly todo: number;
}

function jestCount(line: string | undefined, word: string): number {
  const match = line?.match(new RegExp(`(\\d+) ${word}`));
  return match ? Number(match[1]) : 0;
}

function nodeCount(log: string, word: string): number {
  const matches = [...log.matchAll(new RegExp(`^(?:ℹ|#) ${word} (\\d+)$`, 'gm'))];
  const last = matches.at(-1);
  return last ? Number(last[1]) : 0;
}

export function countTests(log: string): TestCounts {
  const jest = [...log.matchAll(/^Tests:\s+(.*)$/gm)].at(-1)?.[1];
  return {
    passed: jestCount(jest, 'passed') + nodeCount(log, 'pass'),
    failed: jestCount(jest, 'failed') + nodeCount(log, 'fail') + nodeCount(log, 'cancelled'),
    skipped: jestCount(jest, 'skipped') + nodeCount(log, 'skipped'),
    todo: jestCount(jest, 'todo') + nodeCount(log, 'todo'),
  };
}

export function formatCounts({ passed, failed, skipped, todo }: TestCounts): string {
  return `${passed} passed, ${failed} failed, ${skipped} skipped, ${todo} todo`;
}

if (require.main === module) {
  const file = process.argv[2];
  if (file === undefined) throw new Error('usage: tsx .ci/testSummary.ts <log file>');
  process.stdout.write(`${formatCounts(countTests(readFileSync(file, 'utf8')))}\n`);
}
