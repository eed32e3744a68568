import type { RawGame, RawGameCard } from '@lobby/shared';
import { normaliseAggregator } from '../entities/aggregator';
import { gameKey } from '../entities/gameKey';
import { gameTitle } from '../entities/gameTitle';
import type { Game, GameOrientation, GamePosition, Label, ServingMethod } from '../entities/types';
import { includesString, listOf } from '../util/guards';

const SERVING_METHODS: readonly ServingMethod[] = ['remote', 'local'];
const ORIENTATIONS: readonly GameOrientation[] = ['auto', 'landscape', 'portrait'];
const POSITIONS: readonly GamePosition[] = ['left', 'right'];

/**
 * One raw game with the SPEC §3 defaults applied (aggregator 'bragg', servingMethod
 * 'remote', orientation 'auto', position 'left', casinoCoin false), its label ids
 * resolved (unknown ones dropped) and its supplier's display name looked up once, by code
 * without case, so no screen ever shows a supplier code.
 */
export function normaliseGame(
  raw: RawGameCard & Pick<Partial<RawGame>, 'facts'>,
  labelsById: ReadonlyMap<string, Label>,
  supplierNamesByCode: ReadonlyMap<string, string>,
): Game {
  const aggregator = normaliseAggregator(raw.aggregator);
  const code = String(raw.code);
  const playingCount = Number.isFinite(raw.playingCount) && raw.playingCount > 0 ? raw.playingCount : 0;
  const releasedAt = typeof raw.releasedAt === 'string' ? raw.releasedAt : '';
  return {
    key: gameKey(aggregator, code),
    code,
    title: gameTitle(raw.title, raw.rawTitle, code),
    info: raw.info ?? null,
    groups: listOf(raw.groups),
    supplier: raw.supplier,
    supplierName: supplierNamesByCode.get(String(raw.supplier).toLowerCase()) ?? null,
    mobile: raw.mobile === true,
    desktop: raw.desktop === true,
    supportsFreeRounds: raw.supportsFreeRounds === true,
    isActive: raw.isActive === true,
    image: raw.image,
    bets: raw.bets ?? null,
    ios: raw.ios === true,
    aggregator,
    servingMethod: includesString(SERVING_METHODS, raw.servingMethod) ? raw.servingMethod : 'remote',
    orientation: includesString(ORIENTATIONS, raw.orientation) ? raw.orientation : 'auto',
    position: includesString(POSITIONS, raw.position) ? raw.position : 'left',
    casinoCoin: raw.casinoCoin === true,
    releasedAt,
    releasedAtMs: Date.parse(releasedAt),
    featuredImage: raw.featuredImage ?? null,
    labels: resolveIds(listOf(raw.labels), labelsById),
    tableId: raw.tableId ?? null,
    loadingTimeoutInSeconds: raw.loadingTimeoutInSeconds ?? null,
    supportedLocales: listOf(raw.supportedLocales),
    lobbyUrl: raw.lobbyUrl ?? null,
    playingCount,
    loadingImage: raw.loadingImage ?? null,
    hasDemo: raw.hasDemo === true,
    jackpot: raw.jackpot ?? null,
    facts: raw.facts ?? null,
  };
}

/** Ids to objects, in order, unknown ids dropped. */
export function resolveIds<T>(ids: readonly string[], byId: ReadonlyMap<string, T>): readonly T[] {
  const resolved: T[] = [];
  for (const id of ids) {
    const item = byId.get(id);
    if (item !== undefined) resolved.push(item);
  }
  return resolved;
}
