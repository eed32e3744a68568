/** Options of an in-memory Storage. */
export interface MemoryStorageOptions {
  /** Bytes allowed for keys plus values, counted as UTF-16 (2 bytes a character) like browsers do. */
  readonly quotaBytes?: number;
  /** What a write over the quota throws; a DOMException named QuotaExceededError by default. */
  readonly createQuotaError?: () => unknown;
}

const BYTES_PER_CHAR = 2;

/**
 * A Web Storage implementation kept in memory. It stands in for localStorage where there is
 * none (Node, sandboxed iframes that throw on access) and, with a quota, lets tests fill a
 * storage for real.
 */
export function createMemoryStorage(options: MemoryStorageOptions = {}): Storage {
  const entries = new Map<string, string>();
  const quotaBytes = options.quotaBytes ?? Number.POSITIVE_INFINITY;
  const createQuotaError =
    options.createQuotaError ??
    (() => new DOMException(`Setting the value exceeded the quota of ${quotaBytes} bytes.`, 'QuotaExceededError'));

  const size = (key: string, value: string): number => (key.length + value.length) * BYTES_PER_CHAR;
  const usedBytes = (): number => [...entries].reduce((total, [key, value]) => total + size(key, value), 0);

  const storage: Storage = {
    get length() {
      return entries.size;
    },
    key(index: number): string | null {
      return [...entries.keys()][index] ?? null;
    },
    getItem(key: string): string | null {
      return entries.get(String(key)) ?? null;
    },
    setItem(key: string, value: string): void {
      const name = String(key);
      const text = String(value);
      const previous = entries.get(name);
      const freed = previous === undefined ? 0 : size(name, previous);
      if (usedBytes() - freed + size(name, text) > quotaBytes) throw createQuotaError();
      entries.set(name, text);
    },
    removeItem(key: string): void {
      entries.delete(String(key));
    },
    clear(): void {
      entries.clear();
    },
  };
  return storage;
}
