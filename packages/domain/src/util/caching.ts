/**
 * Sets `key` in `map` as its newest entry and drops the oldest past `max`: a cache that keeps
 * what was used last and cannot grow without end.
 */
export function rememberAtMost<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= max) break;
    map.delete(oldest);
  }
}

/**
 * `load` run once and its promise shared by every caller; a failed load is forgotten, so the
 * next call tries again (a chunk download that failed, say).
 */
export function onceUntilFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (pending === undefined) {
      const attempt = load();
      pending = attempt;
      attempt.catch(() => {
        if (pending === attempt) pending = undefined;
      });
    }
    return pending;
  };
}
