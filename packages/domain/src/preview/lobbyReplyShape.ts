import {
  BLOCK_TYPES,
  BLOCK_WIDTHS,
  CARD_STYLES,
  LINK_TYPES,
  PLATFORMS,
  TILES_PER_ROW,
  USER_STATUSES,
  type RawLobbyResponse,
} from '@lobby/shared';
import { isRecord, ownValue } from '../util/guards';

/** One place where a value does not fit the lobby reply: `blocks[3].games[0]: expected a string`. */
export interface ShapeError {
  /** Empty for the top level. */
  readonly path: string;
  readonly expected: ShapeExpectation;
  /** For 'option': the values allowed. */
  readonly options?: readonly (string | number)[];
}

/** What was expected at the path; the preview words it (translated). */
export type ShapeExpectation = 'string' | 'boolean' | 'number' | 'list' | 'object' | 'date' | 'option';

/** Checks a value at `path`, pushing what it finds wrong. */
type Shape = (value: unknown, path: string, errors: ShapeError[]) => void;

const expect =
  (expected: ShapeExpectation, test: (value: unknown) => boolean): Shape =>
  (value, path, errors) => {
    if (!test(value)) errors.push({ path, expected });
  };

const string = expect('string', (value) => typeof value === 'string');
const boolean = expect('boolean', (value) => typeof value === 'boolean');
const number = expect('number', (value) => typeof value === 'number' && Number.isFinite(value));

const oneOf =
  (options: readonly (string | number)[]): Shape =>
  (value, path, errors) => {
    if (!options.includes(value as string | number)) errors.push({ path, expected: 'option', options });
  };

const nullable =
  (shape: Shape): Shape =>
  (value, path, errors) => {
    if (value !== null) shape(value, path, errors);
  };

/** An absent key, or the shape (the reply's optional fields, which the lobby defaults). */
const optional =
  (shape: Shape): Shape =>
  (value, path, errors) => {
    if (value !== undefined) shape(value, path, errors);
  };

const listOf =
  (item: Shape): Shape =>
  (value, path, errors) => {
    if (!Array.isArray(value)) {
      errors.push({ path, expected: 'list' });
      return;
    }
    value.forEach((entry, index) => item(entry, `${path}[${index}]`, errors));
  };

const objectOf =
  (fields: Readonly<Record<string, Shape>>): Shape =>
  (value, path, errors) => {
    if (!isRecord(value)) {
      errors.push({ path, expected: 'object' });
      return;
    }
    for (const [key, shape] of Object.entries(fields)) shape(ownValue(value, key), path === '' ? key : `${path}.${key}`, errors);
  };

const strings = listOf(string);
const imagePair = objectOf({ desktop: nullable(string), mobile: nullable(string) });
const isoDate = expect('date', (value) => typeof value === 'string' && !Number.isNaN(Date.parse(value)));

const game = objectOf({
  code: string,
  title: nullable(string),
  rawTitle: string,
  info: nullable(string),
  // A card of a reply sized to the screen leaves out groups and bets (RawGameCard).
  groups: optional(listOf(objectOf({ name: string, slug: string }))),
  supplier: string,
  mobile: boolean,
  desktop: boolean,
  supportsFreeRounds: boolean,
  isActive: boolean,
  image: imagePair,
  bets: optional(nullable(objectOf({ min: number, max: number }))),
  ios: boolean,
  aggregator: optional(nullable(string)),
  servingMethod: optional(nullable(oneOf(['remote', 'local']))),
  orientation: optional(nullable(oneOf(['auto', 'landscape', 'portrait']))),
  position: optional(nullable(oneOf(['left', 'right']))),
  casinoCoin: optional(nullable(boolean)),
  releasedAt: isoDate,
  featuredImage: nullable(imagePair),
  labels: strings,
  tableId: nullable(string),
  loadingTimeoutInSeconds: nullable(number),
  supportedLocales: strings,
  lobbyUrl: nullable(string),
  playingCount: number,
});

const bannerFields = {
  id: string,
  title: string,
  description: optional(nullable(string)),
  buttonText: optional(nullable(string)),
  image: imagePair,
  games: strings,
  labels: strings,
  link: nullable(string),
};

const block = objectOf({
  id: string,
  type: oneOf(BLOCK_TYPES),
  slug: string,
  heading: string,
  showMore: boolean,
  gameCount: optional(number),
  width: oneOf(BLOCK_WIDTHS),
  tilesPerRow: oneOf(TILES_PER_ROW),
  cardStyle: oneOf(CARD_STYLES),
  games: strings,
  banners: strings,
  pokerBanners: strings,
  suppliers: strings,
  labels: strings,
  startDate: nullable(isoDate),
  endDate: nullable(isoDate),
  platforms: listOf(oneOf(PLATFORMS)),
  audiences: listOf(oneOf(USER_STATUSES)),
});

/** SPEC §7 "GET casino": the reply the catalogue renders, field by field as shared declares it. */
const lobbyReply = objectOf({
  pages: listOf(objectOf({ id: string, slug: string, title: string, blocks: strings })),
  links: listOf(
    objectOf({
      id: string,
      slug: string,
      type: oneOf(LINK_TYPES),
      game: nullable(string),
      pageTitle: string,
      url: nullable(string),
      startDate: nullable(isoDate),
      endDate: nullable(isoDate),
    }),
  ),
  locale: string,
  lobbyPlatform: nullable(string),
  region: string,
  blocks: listOf(block),
  suppliers: listOf(objectOf({ code: string, name: string, images: imagePair, gameCount: optional(number) })),
  labels: listOf(objectOf({ id: string, title: string, images: imagePair })),
  games: listOf(game),
  gameCount: optional(number),
  banners: listOf(objectOf(bannerFields)),
  pokerBanners: listOf(objectOf({ ...bannerFields, pokerGameId: number })),
  showNavigation: boolean,
  showSearch: boolean,
  maintenanceMode: boolean,
  country: nullable(string),
  currency: nullable(string),
});

/** Enough to mend a pasted reply without flooding the form. */
export const MAX_SHAPE_ERRORS = 20;

export type LobbyReplyCheck =
  | { readonly ok: true; readonly reply: RawLobbyResponse }
  | { readonly ok: false; readonly errors: readonly ShapeError[]; readonly more: number }
  | { readonly ok: false; readonly syntax: string };

/**
 * A lobby reply an editor pasted or uploaded (casinoJsonResponse), checked against the shape
 * the content service sends, so the preview says what is wrong, and where, before the lobby
 * renders it. Never throws.
 */
export function checkLobbyReply(json: string): LobbyReplyCheck {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    return { ok: false, syntax: error instanceof Error ? error.message : String(error) };
  }
  const errors: ShapeError[] = [];
  lobbyReply(value, '', errors);
  if (errors.length === 0) return { ok: true, reply: value as RawLobbyResponse };
  return { ok: false, errors: errors.slice(0, MAX_SHAPE_ERRORS), more: Math.max(0, errors.length - MAX_SHAPE_ERRORS) };
}
