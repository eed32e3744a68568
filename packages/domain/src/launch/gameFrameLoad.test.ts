import {
  INITIAL_GAME_FRAME_LOAD,
  nextGameFrameLoad,
  type GameFrameLoad,
  type GameFrameLoadInput,
} from './gameFrameLoad';

const run = (inputs: readonly GameFrameLoadInput[]): GameFrameLoad =>
  inputs.reduce(nextGameFrameLoad, INITIAL_GAME_FRAME_LOAD);
const frame = (atMs: number): GameFrameLoadInput => ({ type: 'frameLoaded', atMs });
const start = { type: 'event', event: { type: 'loadStart' }, atMs: 10 } as const;
const progress = (value: number, atMs = 20): GameFrameLoadInput => ({
  type: 'event',
  event: { type: 'loadProgress', progress: value },
  atMs,
});
const end = (atMs: number): GameFrameLoadInput => ({ type: 'event', event: { type: 'loadEnd' }, atMs });
const complete = (atMs: number): GameFrameLoadInput => ({ type: 'event', event: { type: 'loadComplete' }, atMs });
const outOfMoney: GameFrameLoadInput = { type: 'event', event: { type: 'errorOutOfMoney' }, atMs: 5 };

describe('nextGameFrameLoad', () => {
  test.each<[string, readonly GameFrameLoadInput[], GameFrameLoad]>([
    [
      'a silent game loads with its frame',
      [frame(300)],
      { speaksProtocol: false, loadedAtMs: 300, loadedByFrame: true, reportedProgress: 0 },
    ],
    [
      'a speaking game ignores the frame load',
      [start, frame(300)],
      { speaksProtocol: true, loadedAtMs: null, loadedByFrame: false, reportedProgress: 0 },
    ],
    [
      'it loads at loadEnd',
      [start, frame(300), end(900)],
      { speaksProtocol: true, loadedAtMs: 900, loadedByFrame: false, reportedProgress: 0 },
    ],
    ['or at loadComplete', [start, complete(950)], { speaksProtocol: true, loadedAtMs: 950, loadedByFrame: false, reportedProgress: 0 }],
    [
      'the first of the two counts',
      [start, end(900), complete(1200)],
      { speaksProtocol: true, loadedAtMs: 900, loadedByFrame: false, reportedProgress: 0 },
    ],
    [
      'progress never goes back',
      [progress(40), progress(30)],
      { speaksProtocol: true, loadedAtMs: null, loadedByFrame: false, reportedProgress: 40 },
    ],
    [
      'a progress report is speaking too',
      [progress(10), frame(300)],
      { speaksProtocol: true, loadedAtMs: null, loadedByFrame: false, reportedProgress: 10 },
    ],
    [
      'a first message racing the frame load withdraws it: the game says when it has loaded',
      [frame(300), { ...start, atMs: 320 }],
      { speaksProtocol: true, loadedAtMs: null, loadedByFrame: false, reportedProgress: 0 },
    ],
    [
      'so does a first progress report just before the overlay would complete',
      [frame(300), progress(35, 799)],
      { speaksProtocol: true, loadedAtMs: null, loadedByFrame: false, reportedProgress: 35 },
    ],
    [
      'a loadEnd racing the frame load moves the load to the game\'s own',
      [frame(300), end(400)],
      { speaksProtocol: true, loadedAtMs: 400, loadedByFrame: false, reportedProgress: 0 },
    ],
    [
      'a loadStart after the overlay completed does not undo a load',
      [frame(300), { ...start, atMs: 800 }],
      { speaksProtocol: true, loadedAtMs: 300, loadedByFrame: true, reportedProgress: 0 },
    ],
    ['other events change nothing', [outOfMoney], INITIAL_GAME_FRAME_LOAD],
  ])('%s', (_name, inputs, expected) => {
    expect(run(inputs)).toEqual(expected);
  });
});
