import type { Platform } from '@lobby/shared';
import { LAUNCH_DEBOUNCE_MS } from '../constants/timing';
import { launchesAfterLoad } from './planGameLaunch';

/**
 * The launch flow before planGameLaunch (SPEC §4): requests closer together than the launch
 * debounce count once (the first acts, inside the click that made it); requests before the
 * lobby has loaded wait in a queue, and the load releases them (desktop all, mobile the last).
 */
export interface LaunchFlowState<G> {
  readonly loaded: boolean;
  readonly queue: readonly G[];
  /** When the last request that counted came, in epoch ms. */
  readonly lastRequestAt: number;
}

export type LaunchFlowEvent<G> =
  | { readonly type: 'requested'; readonly game: G; readonly at: number }
  | { readonly type: 'loaded'; readonly platform: Platform }
  /** The lobby is loading again (a maintenance retry): requests wait once more. */
  | { readonly type: 'unloaded' };

export interface LaunchFlowStep<G> {
  readonly state: LaunchFlowState<G>;
  /** The games to launch now, in order. */
  readonly launch: readonly G[];
}

export function initialLaunchFlow<G>(): LaunchFlowState<G> {
  return { loaded: false, queue: [], lastRequestAt: Number.NEGATIVE_INFINITY };
}

export function stepLaunchFlow<G>(state: LaunchFlowState<G>, event: LaunchFlowEvent<G>): LaunchFlowStep<G> {
  switch (event.type) {
    case 'requested': {
      if (event.at - state.lastRequestAt < LAUNCH_DEBOUNCE_MS) return { state, launch: [] };
      const counted = { ...state, lastRequestAt: event.at };
      if (!state.loaded) return { state: { ...counted, queue: [...state.queue, event.game] }, launch: [] };
      return { state: counted, launch: [event.game] };
    }
    case 'loaded':
      return { state: { ...state, loaded: true, queue: [] }, launch: launchesAfterLoad(state.queue, event.platform) };
    case 'unloaded':
      return { state: { ...state, loaded: false }, launch: [] };
  }
}
