import type { AxiosError, AxiosStatic } from 'axios';
import type axiosRetry from 'axios-retry';
import { onceUntilFailure } from '@lobby/domain';

/** axios and axios-retry, as the clients use them. */
export interface AxiosKit {
  readonly axios: AxiosStatic;
  readonly axiosRetry: typeof axiosRetry;
}

/**
 * axios and axios-retry come with the first call, not with the page (issue #12): the home's
 * first view needs no request (its lobby reply is in the page), so their 17 KB stay off the
 * first paint's path. A failed download is tried again by the next call.
 */
export const loadAxiosKit: () => Promise<AxiosKit> = onceUntilFailure(() =>
  Promise.all([
    import(/* webpackChunkName: "axios" */ 'axios'),
    import(/* webpackChunkName: "axios" */ 'axios-retry'),
  ]).then(([axiosModule, retryModule]) => ({ axios: axiosModule.default, axiosRetry: retryModule.default })),
);

/**
 * axios's own test (`axios.isAxiosError`), here so that telling errors apart needs no axios
 * download: an error axios raised carries `isAxiosError: true`.
 */
export function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** axios's error codes (AxiosError's static fields), typed against its declarations. */
export const AXIOS_CODES: {
  readonly ETIMEDOUT: typeof AxiosError.ETIMEDOUT;
  readonly ECONNABORTED: typeof AxiosError.ECONNABORTED;
  readonly ERR_NETWORK: typeof AxiosError.ERR_NETWORK;
} = { ETIMEDOUT: 'ETIMEDOUT', ECONNABORTED: 'ECONNABORTED', ERR_NETWORK: 'ERR_NETWORK' };
