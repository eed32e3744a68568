import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

const FETCH_ATTEMPTS = 3;
const RETRY_BASE_MS = 200;

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Retries manifest fetches and remote-entry loads a few times with backoff, so a remote
 * that blips during a deploy still loads. The registry's retry plugin is stale
 * (../shared/STACK.md), hence this small one on the `fetch` and `loadEntryError` hooks.
 */
export default function lobbyRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'lobby-retry',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt < FETCH_ATTEMPTS; attempt += 1) {
        try {
          const response = await fetch(url, init);
          if (response.ok || response.status < 500) return response;
          lastError = new Error(`${url} answered ${response.status}`);
        } catch (error) {
          lastError = error;
        }
        await delay(RETRY_BASE_MS * 2 ** attempt);
      }
      throw lastError;
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, uniqueKey, globalLoading }) {
      // The runtime caches a failed entry promise; drop it so the next attempt loads afresh.
      delete globalLoading[uniqueKey];
      const retried = delay(RETRY_BASE_MS)
        .then(() => getRemoteEntry({ origin, remoteInfo, remoteEntryExports }))
        .then((exports) => exports || undefined);
      // The hook's declared type nests a promise that the runtime simply awaits.
      return retried as unknown as ReturnType<LoadEntryErrorHook>;
    },
  };
}
