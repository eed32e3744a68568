import { gameLoadingView } from './gameLoadingView';
import { LOADING_MESSAGE_KEYS, MAX_PROGRESS_BEFORE_LOAD, loadingProgress } from './loadingProgress';

const T = 60_000;
const { progress: PROGRESS, timeout: TIMEOUT } = LOADING_MESSAGE_KEYS;

describe('gameLoadingView', () => {
  test.each<
    [string, { elapsedMs: number; loadedAtMs: number | null; reportedProgress: number }, number, boolean, string]
  >([
    ['starts empty', { elapsedMs: 0, loadedAtMs: null, reportedProgress: 0 }, 0, false, PROGRESS],
    [
      'follows the curve',
      { elapsedMs: 6000, loadedAtMs: null, reportedProgress: 0 },
      loadingProgress(6000, T),
      false,
      PROGRESS,
    ],
    [
      'shows the game report where it is ahead',
      { elapsedMs: 100, loadedAtMs: null, reportedProgress: 60 },
      60,
      false,
      PROGRESS,
    ],
    [
      'never shows 100 on the report alone',
      { elapsedMs: 100, loadedAtMs: null, reportedProgress: 100 },
      MAX_PROGRESS_BEFORE_LOAD,
      false,
      PROGRESS,
    ],
    ['ignores a broken report', { elapsedMs: 0, loadedAtMs: null, reportedProgress: Number.NaN }, 0, false, PROGRESS],
    [
      'turns to the timeout text at the limit',
      { elapsedMs: T, loadedAtMs: null, reportedProgress: 0 },
      loadingProgress(T, T),
      false,
      TIMEOUT,
    ],
    ['runs on to 100 after the load', { elapsedMs: 1250, loadedAtMs: 1000, reportedProgress: 50 }, 75, false, PROGRESS],
    [
      'is complete 500 ms after the load',
      { elapsedMs: 1500, loadedAtMs: 1000, reportedProgress: 50 },
      100,
      true,
      PROGRESS,
    ],
    [
      'keeps the progress text for a game loaded before the limit',
      { elapsedMs: T + 400, loadedAtMs: T - 100, reportedProgress: 0 },
      100,
      true,
      PROGRESS,
    ],
    [
      'keeps the timeout text for a game loaded after it',
      { elapsedMs: T + 100, loadedAtMs: T + 50, reportedProgress: 0 },
      100 - (100 - loadingProgress(T + 50, T)) * 0.9,
      false,
      TIMEOUT,
    ],
  ])('%s', (_name, input, progress, complete, messageKey) => {
    const view = gameLoadingView({ ...input, timeoutMs: T });
    expect(view.progress).toBeCloseTo(progress, 6);
    expect(view.complete).toBe(complete);
    expect(view.messageKey).toBe(messageKey);
  });
});
