import { countTests, formatCounts } from './testSummary';

const JEST_GREEN = 'Test Suites: 120 passed, 120 total\nTests:       900 passed, 900 total\n';
const JEST_MIXED = 'Tests:       1 failed, 2 skipped, 3 todo, 40 passed, 46 total\n';
const NODE_SPEC = [
  'ℹ tests 9',
  'ℹ suites 3',
  'ℹ pass 5',
  'ℹ fail 1',
  'ℹ cancelled 1',
  'ℹ skipped 1',
  'ℹ todo 1',
  'ℹ duration_ms 5',
].join('\n');
const NODE_TAP = ['# tests 2', '# pass 2', '# fail 0', '# cancelled 0', '# skipped 0', '# todo 0'].join('\n');

describe('countTests', () => {
  it.each([
    ['Jest alone', JEST_GREEN, '900 passed, 0 failed, 0 skipped, 0 todo'],
    ['Jest with skipped and todo', JEST_MIXED, '40 passed, 1 failed, 2 skipped, 3 todo'],
    ["node's spec reporter: cancelled counts as failed", NODE_SPEC, '5 passed, 2 failed, 1 skipped, 1 todo'],
    ['both runners, TAP', `${JEST_GREEN}\n${NODE_TAP}\n`, '902 passed, 0 failed, 0 skipped, 0 todo'],
    ['both runners, mixed', `${JEST_MIXED}\n${NODE_SPEC}\n`, '45 passed, 3 failed, 3 skipped, 4 todo'],
    ['nothing ran', 'npm ERR! install failed\n', '0 passed, 0 failed, 0 skipped, 0 todo'],
  ])('%s', (_name, log, expected) => {
    expect(formatCounts(countTests(log))).toBe(expected);
  });
});
