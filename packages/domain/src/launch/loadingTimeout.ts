import { DEFAULT_LOADING_TIMEOUT_S } from '../constants/timing';

/**
 * SPEC §2/§5: the loadingTimeout query value in seconds if it is a finite positive
 * number, else 60. Accepts the raw query string or a number.
 */
export function parseLoadingTimeout(value: unknown): number {
  const seconds =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\+?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?\s*$/.test(value)
        ? Number(value)
        : Number.NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_LOADING_TIMEOUT_S;
}
