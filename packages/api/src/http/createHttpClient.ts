import type { AxiosInstance, AxiosRequestConfig, Method } from 'axios';
import { PREVIEW_TOKEN_HEADER } from '@lobby/shared';
import type { LobbyStorage } from '@lobby/storage';
import { SESSION_ID_HEADER, USER_ID_HEADER, XSRF_COOKIE_NAME, XSRF_HEADER_NAME, type StatusRange } from '../constants';
import { CLIENT_BASE_PATHS, type ProxyKey } from '../proxyKeys';
import { onceUntilFailure } from '@lobby/domain';
import { loadAxiosKit } from './axiosKit';
import { isNoResponseError } from './errors';
import { createFailover } from './failover';
import { buildAuthHeaders, type SessionCredentials } from './requestHeaders';
import { createRetryConfig, type RetryEvent } from './retryPolicy';
import { isUnderAllowedBase, joinBaseUrl } from './urls';

export type QueryValue = string | number | boolean | null | undefined;

export interface HttpRequest {
  readonly method: Extract<Method, 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS'>;
  /** Below the client's base path, e.g. '/lobby'. */
  readonly path: string;
  /** Null and undefined values are left out. */
  readonly params?: Readonly<Record<string, QueryValue>>;
  /** Sent as JSON. */
  readonly data?: unknown;
  /** Send X-UserId and X-SessionId (SPEC §6). */
  readonly auth?: boolean;
  /** With `auth`: these credentials instead of the current session's (a write made on an earlier one). */
  readonly credentials?: SessionCredentials;
  /** Further headers of this call, e.g. an editor's preview token (kept out of the URL). */
  readonly headers?: Readonly<Record<string, string>>;
  /** Overrides the proxy timeout ladder for this call (the licence call's 10 s). */
  readonly timeoutMs?: number;
  /** Resolve with any status instead of rejecting non-2xx (haba logout reads the status itself). */
  readonly acceptAnyStatus?: boolean;
  /** Names the call in warnings. */
  readonly name?: string;
  /** Cancels the call, retries and failover included (the caller no longer wants the answer). */
  readonly signal?: AbortSignal;
}

export interface HttpResponse<T> {
  readonly status: number;
  readonly statusText: string;
  readonly data: T;
}

/** One API client: failover across its proxies, axios-retry on each, XSRF and auth headers. */
export interface HttpClient {
  readonly key: ProxyKey;
  readonly baseUrls: readonly string[];
  request(request: HttpRequest): Promise<HttpResponse<unknown>>;
}

export interface HttpClientOptions {
  readonly key: ProxyKey;
  /** Proxy base URLs of this client, in failover order. */
  readonly baseUrls: readonly string[];
  readonly storage: LobbyStorage;
  readonly getSession: () => SessionCredentials | null | undefined;
  readonly readCookie: (name: string) => string | null;
  /** Timeout of the first proxy attempt, then of each later one (the last repeats). */
  readonly timeoutsMs: readonly number[];
  readonly retryStatuses: readonly StatusRange[];
  readonly retryBaseDelayMs: number;
  readonly maxRetryAfterMs: number;
  readonly now: () => number;
  readonly logger: Pick<Console, 'warn'>;
  readonly adapter?: AxiosRequestConfig['adapter'];
  readonly onRetry?: (event: RetryEvent) => void;
}

const CREDENTIAL_HEADERS = [XSRF_HEADER_NAME, USER_ID_HEADER, SESSION_ID_HEADER, PREVIEW_TOKEN_HEADER];

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { key, baseUrls, timeoutsMs } = options;
  const basePath = CLIENT_BASE_PATHS[key];
  const failover = createFailover({ key, baseUrls, timeoutCount: timeoutsMs.length, storage: options.storage });

  /** The client's axios instance, made on the first call (axios itself comes then, loadAxiosKit). */
  const axiosInstance = onceUntilFailure((): Promise<AxiosInstance> =>
    loadAxiosKit().then(({ axios, axiosRetry }) => {
      const instance = axios.create({
        adapter: options.adapter,
        headers: { Accept: 'application/json' },
        // We add the XSRF header ourselves, for our proxies only; axios would add it for any
        // same-origin URL and never for a cross-origin proxy.
        withXSRFToken: false,
        // A path must never turn a call into a request to some other host.
        allowAbsoluteUrls: false,
      });

      axiosRetry(
        instance,
        createRetryConfig({
          statuses: options.retryStatuses,
          baseDelayMs: options.retryBaseDelayMs,
          maxRetryAfterMs: options.maxRetryAfterMs,
          now: options.now,
          onRetry: options.onRetry,
        }),
      );

      // Runs before every attempt, retries included, so a refreshed XSRF cookie is picked up.
      instance.interceptors.request.use((config) => {
        const token = options.readCookie(XSRF_COOKIE_NAME);
        if (token) config.headers.set(XSRF_HEADER_NAME, token);
        if (!isUnderAllowedBase(instance.getUri(config), baseUrls)) {
          for (const header of CREDENTIAL_HEADERS) config.headers.delete(header);
        }
        return config;
      });
      return instance;
    }),
  );

  async function request(call: HttpRequest): Promise<HttpResponse<unknown>> {
    const headers = {
      ...call.headers,
      ...(call.auth
        ? buildAuthHeaders(call.credentials ?? options.getSession(), options.logger, call.name ?? call.path)
        : {}),
    };
    const instance = await axiosInstance();
    let lastError: unknown = new Error(`${key}: no proxy base URL configured`);
    for (const attempt of failover.plan()) {
      try {
        const response = await instance.request<unknown>({
          method: call.method,
          baseURL: joinBaseUrl(attempt.baseUrl, basePath),
          url: call.path,
          params: call.params,
          data: call.data,
          headers,
          signal: call.signal,
          timeout: call.timeoutMs ?? timeoutsMs[attempt.timeoutIndex] ?? timeoutsMs[timeoutsMs.length - 1],
          // Only set when wanted: an explicit undefined would make axios accept every status.
          ...(call.acceptAnyStatus ? { validateStatus: () => true } : {}),
        });
        failover.remember(attempt);
        return { status: response.status, statusText: response.statusText, data: response.data };
      } catch (error) {
        lastError = error;
        if (!isNoResponseError(error)) throw error;
      }
    }
    throw lastError;
  }

  return { key, baseUrls, request };
}
