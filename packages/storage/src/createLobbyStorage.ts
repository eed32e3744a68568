import { createMemoryStorage } from './createMemoryStorage';
import { isQuotaExceededError } from './isQuotaExceededError';
import { ESSENTIAL_STORAGE_KEYS, MAX_WRITE_RETRIES, STORAGE_KEYS, type StorageKey } from './storageKeys';
import { STORAGE_SCHEMA } from './storageSchema';
import type { StorageValueMap } from './storageValues';

/** Typed access to the lobby's local-storage entries. Nothing here throws into the UI. */
export interface LobbyStorage {
  /** The stored value, or null when absent, unreadable, corrupt JSON or of the wrong shape (then it is removed). */
  get<K extends StorageKey>(key: K): StorageValueMap[K] | null;
  /**
   * Stores the value. When the storage is full, clears every non-essential entry and retries,
   * up to MAX_WRITE_RETRIES times. Returns whether the value was written.
   */
  set<K extends StorageKey>(key: K, value: StorageValueMap[K]): boolean;
  remove(key: StorageKey): void;
  /** Removes every entry of the backend except the essential keys (SPEC §9). */
  clearNonEssential(): void;
  /**
   * Tells `listener` each time another window of this origin writes `key` (the browser's storage
   * event: never for this window's own writes), with the value read as `get` reads it (null when
   * removed or unreadable). Returns what stops it.
   */
  watch<K extends StorageKey>(key: K, listener: (value: StorageValueMap[K] | null) => void): () => void;
}

/** Where the browser's storage events arrive: the window. */
export type StorageEventSource = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export interface LobbyStorageOptions {
  readonly logger?: Pick<Console, 'warn'>;
  /** The window whose storage events `watch` listens to; the page's window by default. */
  readonly events?: StorageEventSource | null;
}

const ESSENTIAL_RAW_KEYS: ReadonlySet<string> = new Set(ESSENTIAL_STORAGE_KEYS.map((key) => STORAGE_KEYS[key]));

/**
 * Reaching window.localStorage throws in sandboxed iframes and with storage disabled; the
 * lobby then keeps working on a memory storage for the page's lifetime.
 */
function defaultBackend(): Storage {
  try {
    const storage = window.localStorage;
    if (storage) return storage;
  } catch {
    // fall through to memory
  }
  return createMemoryStorage();
}

export function createLobbyStorage(backend: Storage = defaultBackend(), options: LobbyStorageOptions = {}): LobbyStorage {
  const logger = options.logger ?? console;
  const events = options.events === undefined ? (typeof window === 'undefined' ? null : window) : options.events;

  function removeRaw(rawKey: string): void {
    try {
      backend.removeItem(rawKey);
    } catch {
      // A storage that cannot even remove has nothing left for us to protect.
    }
  }

  function clearNonEssential(): void {
    let rawKeys: string[] = [];
    try {
      rawKeys = Array.from({ length: backend.length }, (_, index) => backend.key(index)).filter(
        (rawKey): rawKey is string => rawKey !== null,
      );
    } catch {
      return;
    }
    // Everything on the origin but the essentials goes: the space a write needs may be held by
    // entries that are not ours by name (older builds, other lobby parts), and the lobby is
    // the origin's only tenant.
    for (const rawKey of rawKeys) {
      if (!ESSENTIAL_RAW_KEYS.has(rawKey)) removeRaw(rawKey);
    }
  }

  /** A stored text as `get` returns it: parsed, shape-checked, removed when it is neither. */
  function read<K extends StorageKey>(key: K, text: string | null): StorageValueMap[K] | null {
    if (text === null) return null;
    const rawKey = STORAGE_KEYS[key];
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      logger.warn(`Discarded corrupt local storage entry "${rawKey}"`);
      removeRaw(rawKey);
      return null;
    }
    const isValid = STORAGE_SCHEMA[key];
    if (!isValid(parsed)) {
      logger.warn(`Discarded local storage entry "${rawKey}" of an unexpected shape`);
      removeRaw(rawKey);
      return null;
    }
    return parsed;
  }

  return {
    get<K extends StorageKey>(key: K): StorageValueMap[K] | null {
      const rawKey = STORAGE_KEYS[key];
      let text: string | null;
      try {
        text = backend.getItem(rawKey);
      } catch {
        return null;
      }
      return read(key, text);
    },

    set<K extends StorageKey>(key: K, value: StorageValueMap[K]): boolean {
      const rawKey = STORAGE_KEYS[key];
      const text = JSON.stringify(value);
      for (let retry = 0; ; retry += 1) {
        try {
          backend.setItem(rawKey, text);
          return true;
        } catch (error) {
          if (!isQuotaExceededError(error)) {
            logger.warn(`Could not write local storage entry "${rawKey}"`, error);
            return false;
          }
          if (retry >= MAX_WRITE_RETRIES) {
            logger.warn(`Local storage is full: "${rawKey}" not written after ${MAX_WRITE_RETRIES} retries`);
            return false;
          }
          clearNonEssential();
        }
      }
    },

    remove(key: StorageKey): void {
      removeRaw(STORAGE_KEYS[key]);
    },

    clearNonEssential,

    watch<K extends StorageKey>(key: K, listener: (value: StorageValueMap[K] | null) => void): () => void {
      if (events === null) return () => undefined;
      const rawKey = STORAGE_KEYS[key];
      const onStorage = (event: StorageEvent) => {
        // Another storage area (sessionStorage) or another key; a clear() names no key.
        if (event.storageArea !== backend || (event.key !== null && event.key !== rawKey)) return;
        listener(read(key, event.key === null ? null : event.newValue));
      };
      events.addEventListener('storage', onStorage);
      return () => events.removeEventListener('storage', onStorage);
    },
  };
}
