import { LAUNCH_DEBOUNCE_MS } from '../constants/timing';
import { initialLaunchFlow, stepLaunchFlow, type LaunchFlowEvent, type LaunchFlowState } from './launchFlow';

type Event = LaunchFlowEvent<string>;
const request = (game: string, at: number): Event => ({ type: 'requested', game, at });
const LOADED: LaunchFlowState<string> = { loaded: true, queue: [], lastRequestAt: Number.NEGATIVE_INFINITY };

/** Runs the events from a state and collects every launch, in order. */
function run(from: LaunchFlowState<string>, events: readonly Event[]) {
  let state = from;
  const launched: string[] = [];
  for (const event of events) {
    const step = stepLaunchFlow(state, event);
    state = step.state;
    launched.push(...step.launch);
  }
  return { state, launched };
}

describe('stepLaunchFlow (SPEC §4: debounce 250 ms, queue before load)', () => {
  test.each<[string, LaunchFlowState<string>, Event[], string[], Partial<LaunchFlowState<string>>]>([
    ['loaded: a request launches at once', LOADED, [request('a', 1000)], ['a'], { lastRequestAt: 1000 }],
    [
      'loaded: a second request within the debounce is dropped',
      LOADED,
      [request('a', 1000), request('b', 1000 + LAUNCH_DEBOUNCE_MS - 1)],
      ['a'],
      { lastRequestAt: 1000 },
    ],
    [
      'loaded: a request after the debounce launches again',
      LOADED,
      [request('a', 1000), request('b', 1000 + LAUNCH_DEBOUNCE_MS)],
      ['a', 'b'],
      {},
    ],
    [
      'not loaded: requests wait in the queue',
      initialLaunchFlow(),
      [request('a', 1000), request('b', 2000)],
      [],
      { queue: ['a', 'b'], loaded: false },
    ],
    [
      'not loaded: the debounce applies to the queue too',
      initialLaunchFlow(),
      [request('a', 1000), request('a', 1100)],
      [],
      { queue: ['a'] },
    ],
    [
      'desktop: the load launches every queued game',
      initialLaunchFlow(),
      [request('a', 1000), request('b', 2000), { type: 'loaded', platform: 'desktop' }],
      ['a', 'b'],
      { queue: [], loaded: true },
    ],
    [
      'mobile: the load launches the last queued game only',
      initialLaunchFlow(),
      [request('a', 1000), request('b', 2000), { type: 'loaded', platform: 'mobile' }],
      ['b'],
      { queue: [], loaded: true },
    ],
    [
      'an empty queue launches nothing',
      initialLaunchFlow(),
      [{ type: 'loaded', platform: 'desktop' }],
      [],
      { loaded: true },
    ],
    [
      'loading again (maintenance retry): requests wait once more',
      LOADED,
      [{ type: 'unloaded' }, request('a', 1000)],
      [],
      { loaded: false, queue: ['a'] },
    ],
  ])('%s', (_name, from, events, launched, state) => {
    const result = run(from, events);
    expect(result.launched).toEqual(launched);
    expect(result.state).toMatchObject(state);
  });
});
