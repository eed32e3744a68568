import { VOLATILITIES, type RawSearchIndex, type RawSearchIndexRow, type Volatility } from '@lobby/shared';
import { gameKey, parseGameKey } from '../entities/gameKey';

/** One game as the search panel matches, filters and sorts it. */
export interface SearchEntry {
  /** The row's key, normalised (gameKey). */
  readonly key: string;
  /** The key's code (parseGameKey: what follows the first separator). */
  readonly code: string;
  /** Localized, as shown. */
  readonly title: string;
  /** Supplier code. */
  readonly supplier: string;
  /** Display name ('' when none). */
  readonly supplierName: string;
  readonly groups: readonly string[];
  readonly playingCount: number;
  /** ISO 8601 ('' when unknown), so sortGames can sort entries. */
  readonly releasedAt: string;
  /** Null when the content does not say (the filters panel's volatility filter leaves it out). */
  readonly volatility: Volatility | null;
  /** Return to player in percent; null when unknown (the 'rtp' sort puts it last). */
  readonly rtp: number | null;
}

/** Date's range: ±8.64e15 ms, in the index's epoch seconds. */
const LATEST_EPOCH_SECONDS = 8.64e12;

/**
 * Decodes the compact wire index. A row that cannot be read whole (not a row, a key without a
 * code, a supplier or group index that points nowhere) is skipped, as is a second row of a key
 * already read; an unreadable playing count is 0, and an unreadable date, volatility or RTP
 * unknown: a game's facts are optional, so a row without them (an older server) still counts.
 * Never throws.
 */
export function searchEntriesOf(index: RawSearchIndex): SearchEntry[] {
  const suppliers = Array.isArray(index?.suppliers) ? index.suppliers : [];
  const groups = Array.isArray(index?.groups) ? index.groups : [];
  const rows: readonly unknown[] = Array.isArray(index?.games) ? index.games : [];
  const seen = new Set<string>();
  const entries: SearchEntry[] = [];
  for (const row of rows) {
    const entry = entryOf(row, suppliers, groups);
    if (entry === null || seen.has(entry.key)) continue;
    seen.add(entry.key);
    entries.push(entry);
  }
  return entries;
}

function entryOf(
  row: unknown,
  suppliers: RawSearchIndex['suppliers'],
  groupNames: RawSearchIndex['groups'],
): SearchEntry | null {
  if (!Array.isArray(row)) return null;
  // Indexes, not destructuring: the iterator protocol per row costs more than the rest.
  const fields = row as unknown as RawSearchIndexRow;
  const key = fields[0];
  const title = fields[1];
  const supplierIndex = fields[2];
  const groupIndexes = fields[3];
  const playingCount = fields[4];
  const releasedAt = fields[5];
  const volatility = fields[6];
  const rtp = fields[7];
  if (typeof key !== 'string' || typeof title !== 'string') return null;
  const ref = parseGameKey(key);
  if (ref === null) return null;
  const supplier = itemAt(suppliers, supplierIndex);
  if (typeof supplier?.code !== 'string') return null;
  if (!Array.isArray(groupIndexes)) return null;
  const groups: string[] = [];
  for (const groupIndex of groupIndexes) {
    const name = itemAt(groupNames, groupIndex);
    if (typeof name !== 'string') return null;
    groups.push(name);
  }
  return {
    key: gameKey(ref.aggregator, ref.code),
    code: ref.code,
    title,
    supplier: supplier.code,
    supplierName: typeof supplier.name === 'string' ? supplier.name : '',
    groups,
    playingCount: typeof playingCount === 'number' && Number.isFinite(playingCount) ? playingCount : 0,
    releasedAt: isoOfEpochSeconds(releasedAt),
    volatility: itemAt(VOLATILITIES, volatility) ?? null,
    rtp: rtpOf(rtp),
  };
}

function itemAt<T>(items: readonly T[], index: unknown): T | undefined {
  return typeof index === 'number' && Number.isInteger(index) && index >= 0 ? items[index] : undefined;
}

/** The wire's 0 (and anything outside a percentage a game can return) is unknown. */
function rtpOf(percent: unknown): number | null {
  return typeof percent === 'number' && Number.isFinite(percent) && percent > 0 && percent <= 100 ? percent : null;
}

function isoOfEpochSeconds(seconds: unknown): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0 || seconds > LATEST_EPOCH_SECONDS) {
    return '';
  }
  return new Date(seconds * 1000).toISOString();
}
