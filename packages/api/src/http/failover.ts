import type { LobbyStorage, StoredFailoverChoice } from '@lobby/storage';
import type { ProxyKey } from '../proxyKeys';

/** One step of a call: which proxy, and which entry of the timeout ladder. */
export type FailoverAttempt = StoredFailoverChoice;

export interface Failover {
  /** Every proxy once, starting from the remembered one, each later step on a longer timeout. */
  plan(): readonly FailoverAttempt[];
  /** Remember the proxy that answered, so the next call starts there. */
  remember(attempt: FailoverAttempt): void;
}

export interface FailoverOptions {
  readonly key: ProxyKey;
  readonly baseUrls: readonly string[];
  readonly timeoutCount: number;
  readonly storage: LobbyStorage;
}

export function createFailover({ key, baseUrls, timeoutCount, storage }: FailoverOptions): Failover {
  const lastTimeout = Math.max(0, timeoutCount - 1);

  function remembered(): FailoverAttempt | null {
    const choice = storage.get('apiFailover')?.[key];
    if (!choice || !baseUrls.includes(choice.baseUrl)) return null;
    return { baseUrl: choice.baseUrl, timeoutIndex: Math.min(choice.timeoutIndex, lastTimeout) };
  }

  return {
    plan() {
      const start = remembered();
      const startIndex = start ? baseUrls.indexOf(start.baseUrl) : 0;
      const startTimeout = start?.timeoutIndex ?? 0;
      return baseUrls.map((_, step) => ({
        baseUrl: baseUrls[(startIndex + step) % baseUrls.length] ?? '',
        timeoutIndex: Math.min(startTimeout + step, lastTimeout),
      }));
    },
    remember(attempt) {
      const current = remembered() ?? { baseUrl: baseUrls[0] ?? '', timeoutIndex: 0 };
      if (current.baseUrl === attempt.baseUrl && current.timeoutIndex === attempt.timeoutIndex) return;
      storage.set('apiFailover', { ...storage.get('apiFailover'), [key]: attempt });
    },
  };
}
