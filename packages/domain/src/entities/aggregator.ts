/** SPEC §1: the main aggregator, and the supplier name that is an alias of it. */
export const MAIN_AGGREGATOR = 'bragg';

/** 'oryx' is served by the main aggregator, so its games share one key space. */
const AGGREGATOR_ALIASES: ReadonlyMap<string, string> = new Map([['oryx', MAIN_AGGREGATOR]]);

/**
 * The aggregator a game is launched through: trimmed and lower-cased (supplier codes are
 * lower case on the wire), aliases mapped, missing or blank names defaulting to 'bragg'.
 */
export function normaliseAggregator(value: unknown): string {
  if (typeof value !== 'string') return MAIN_AGGREGATOR;
  const name = value.trim().toLowerCase();
  if (name === '') return MAIN_AGGREGATOR;
  return AGGREGATOR_ALIASES.get(name) ?? name;
}
