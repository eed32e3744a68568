import { gameTitle } from '@lobby/domain';
import type { Platform, RawGame, RawGameCard } from '@lobby/shared';
import type { Queryable, SqlParam } from '../db/database';

export interface TitleLocale {
  /** The requested locale, e.g. 'es-mx'. */
  readonly locale: string;
  /** Its language, e.g. 'es', tried when the locale itself has no title. */
  readonly language: string;
  /** Fall back to the English title when neither has one. */
  readonly englishFallback: boolean;
}

export function titleLocale(locale: string, englishFallback: boolean): TitleLocale {
  return { locale, language: locale.split('-')[0] ?? locale, englishFallback };
}

/** Platform → games column; a fixed map, never interpolated from input. */
const PLATFORM_COLUMN: Readonly<Record<Platform, string>> = { desktop: 'g.desktop', mobile: 'g.mobile' };

/**
 * Games a lobby offers (SPEC §7 "GET casino"): active, on the platform, on iOS when asked.
 * `ios` is the placeholder of the isIos parameter. The lobby reply and the search index read
 * this one rule, so search finds exactly the games the lobby could list.
 */
export const AVAILABLE = (platform: Platform, ios: string): string =>
  `g.is_active AND ${PLATFORM_COLUMN[platform]} AND (NOT ${ios}::boolean OR g.ios)`;

/** A timestamptz column as the wire's ISO 8601 text (UTC, milliseconds). */
export const ISO = (column: string): string => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The localized title, as the reply's `title` and the az/za sorts read it. */
const TITLE = `COALESCE(t_locale.title, t_language.title, CASE WHEN $3::boolean THEN t_en.title END)`;

/** The joins TITLE reads, with the title locale as $1–$3 (titleParams). */
export const TITLE_JOINS = `
  LEFT JOIN game_titles t_locale ON t_locale.game_key = g.key AND t_locale.locale = $1
  LEFT JOIN game_titles t_language ON t_language.game_key = g.key AND t_language.locale = $2
  LEFT JOIN game_titles t_en ON t_en.game_key = g.key AND t_en.locale = 'en'`;

export const titleParams = (title: TitleLocale): SqlParam[] => [title.locale, title.language, title.englishFallback];

/**
 * What a reply that carries no raw title (the search index, search candidates) sends for a game's
 * title: the localized title as a JSON string when there is one, else [raw title, code], which
 * `shownTitle` turns into the title the lobby shows with the domain's one rule (gameTitle).
 */
export const TITLE_OR_RAW = `COALESCE(to_json(NULLIF(btrim(${TITLE}), '')), json_build_array(g.raw_title, g.code))`;

/** A TITLE_OR_RAW value as the lobby shows it. */
export function shownTitle(value: unknown): string {
  if (typeof value === 'string') return gameTitle(value, null, '');
  const [rawTitle, code] = Array.isArray(value) ? (value as unknown[]) : [];
  return gameTitle(null, rawTitle, typeof code === 'string' ? code : '');
}

/**
 * One game in the RawGameCard wire shape, built by PostgreSQL; %FULL% adds the rest of RawGame
 * (groups, bets and the facts, whose rules text needs RULES_JOINS).
 */
const GAME_JSON = `json_build_object(
  'code', g.code,
  'title', ${TITLE},
  'rawTitle', g.raw_title, 'info', g.info, %FULL% 'supplier', g.supplier,
  'mobile', g.mobile, 'desktop', g.desktop, 'supportsFreeRounds', g.supports_free_rounds, 'isActive', g.is_active,
  'image', json_build_object('desktop', g.image_desktop, 'mobile', g.image_mobile),
  'ios', g.ios, 'aggregator', g.aggregator, 'servingMethod', g.serving_method, 'orientation', g.orientation,
  'position', g.position, 'casinoCoin', g.casino_coin, 'releasedAt', ${ISO('g.released_at')},
  'featuredImage', CASE WHEN g.featured_image_desktop IS NULL AND g.featured_image_mobile IS NULL THEN NULL
    ELSE json_build_object('desktop', g.featured_image_desktop, 'mobile', g.featured_image_mobile) END,
  'labels', %LABELS%, 'tableId', g.table_id, 'loadingTimeoutInSeconds', g.loading_timeout_seconds,
  'supportedLocales', g.supported_locales, 'lobbyUrl', g.lobby_url, 'playingCount', COALESCE(pc.count, 0),
  'loadingImage', CASE WHEN g.loading_image_landscape IS NULL AND g.loading_image_portrait IS NULL THEN NULL
    ELSE json_build_object('landscape', g.loading_image_landscape, 'portrait', g.loading_image_portrait) END,
  'hasDemo', g.has_demo,
  'jackpot', CASE WHEN g.jackpot_amount IS NULL THEN NULL
    ELSE json_build_object('amount', g.jackpot_amount, 'perSecond', g.jackpot_per_second, 'at', ${ISO('g.jackpot_at')}) END)`;

const BETS = `CASE WHEN g.bets_min IS NULL THEN NULL ELSE json_build_object('min', g.bets_min, 'max', g.bets_max) END`;

/** The rules text in the title's locale, then its language, then English (migration 11). */
const RULES = `COALESCE(r_locale.text, r_language.text, r_en.text)`;

/** The joins RULES reads, with the title locale's $1–$2. */
const RULES_JOINS = `
  LEFT JOIN game_rules_texts r_locale ON r_locale.rules_id = g.rules_id AND r_locale.locale = $1
  LEFT JOIN game_rules_texts r_language ON r_language.rules_id = g.rules_id AND r_language.locale = $2
  LEFT JOIN game_rules_texts r_en ON r_en.rules_id = g.rules_id AND r_en.locale = 'en'`;

/** RawGameFacts, or null for a game the content says nothing about (issue #34). */
const FACTS = `CASE WHEN g.rtp IS NULL AND g.volatility IS NULL AND g.max_win IS NULL AND g.lines IS NULL
    AND g.ways IS NULL AND ${RULES} IS NULL THEN NULL
  ELSE json_build_object('rtp', g.rtp, 'volatility', g.volatility, 'maxWin', g.max_win, 'lines', g.lines,
    'ways', g.ways, 'rules', ${RULES}) END`;

/** For a whole catalogue: aggregate groups and labels once and hash-join them. */
const GROUPED = {
  groups: `COALESCE(grp.groups, '[]'::json)`,
  labels: `COALESCE(lab.labels, '{}'::text[])`,
  groupsJoin: `
LEFT JOIN (SELECT gg.game_key, json_agg(json_build_object('name', gr.name, 'slug', gr.slug) ORDER BY gg.position) AS groups
           FROM game_groups gg JOIN groups gr ON gr.slug = gg.group_slug GROUP BY gg.game_key) grp ON grp.game_key = g.key`,
  labelsJoin: `
LEFT JOIN (SELECT gl.game_key, array_agg(gl.label_id ORDER BY gl.position) AS labels
           FROM game_labels gl GROUP BY gl.game_key) lab ON lab.game_key = g.key`,
};

/** For one page of games: look up only that page's groups and labels. */
const PER_ROW = {
  groups: `COALESCE((SELECT json_agg(json_build_object('name', gr.name, 'slug', gr.slug) ORDER BY gg.position)
    FROM game_groups gg JOIN groups gr ON gr.slug = gg.group_slug WHERE gg.game_key = g.key), '[]'::json)`,
  labels: `COALESCE((SELECT array_agg(gl.label_id ORDER BY gl.position) FROM game_labels gl WHERE gl.game_key = g.key),
    '{}'::text[])`,
  groupsJoin: '',
  labelsJoin: '',
};

/**
 * Orders of a game list; fixed SQL, never built from input. Each ends on the key, so pages
 * of one list never overlap or skip a game. `position` is a condition's own order column
 * (a block's CMS order), given as GameQuery.position.
 */
export const GAME_ORDERS = {
  new: 'g.released_at DESC, g.key',
  popular: 'COALESCE(pc.count, 0) DESC, g.released_at DESC, g.key',
  az: `lower(COALESCE(${TITLE}, g.raw_title)), g.key`,
  za: `lower(COALESCE(${TITLE}, g.raw_title)) DESC, g.key`,
  rtp: 'g.rtp DESC NULLS LAST, g.key',
  position: '%POSITION%, g.key',
} as const;
export type GameOrder = keyof typeof GAME_ORDERS;

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export interface GameQuery {
  /** SQL condition on `g`; its parameters start at $4 ($1–$3 are the title locale). */
  readonly where: string;
  readonly params: readonly SqlParam[];
  /** Page of the result; without it the whole matching catalogue is returned. */
  readonly page?: { readonly limit: number; readonly offset: number };
  /** Newest first unless told otherwise. */
  readonly order?: GameOrder;
  /** The SQL expression `position` orders by (with parameters from `params`). */
  readonly position?: string;
}

/**
 * Games in the RawGame wire shape (RawGameCard with `card`), in the query's order. PostgreSQL
 * builds the JSON and returns one text value, which JSON.parse reads far faster than PGlite
 * decodes thousands of rows of thirty columns (20,000 games: ~2 s instead of ~5 s).
 */
export async function selectGames(db: Queryable, title: TitleLocale, query: GameQuery): Promise<RawGame[]>;
export async function selectGames(
  db: Queryable,
  title: TitleLocale,
  query: GameQuery,
  shape: 'card',
): Promise<RawGameCard[]>;
export async function selectGames(
  db: Queryable,
  title: TitleLocale,
  query: GameQuery,
  shape: 'full' | 'card' = 'full',
): Promise<RawGameCard[]> {
  const relations = query.page ? PER_ROW : GROUPED;
  const params: SqlParam[] = [...titleParams(title), ...query.params];
  let paging = '';
  if (query.page) {
    params.push(query.page.limit, query.page.offset);
    paging = `LIMIT $${params.length - 1} OFFSET $${params.length}`;
  }
  const order = GAME_ORDERS[query.order ?? 'new'].replace('%POSITION%', query.position ?? 'NULL');
  const full = shape === 'full' ? `'groups', ${relations.groups}, 'bets', ${BETS}, 'facts', ${FACTS},` : '';
  const sql = `
SELECT COALESCE(json_agg(x.game ORDER BY x.n), '[]')::text AS games FROM (
  SELECT ${GAME_JSON.replace('%FULL%', full).replace('%LABELS%', relations.labels)} AS game,
    row_number() OVER (ORDER BY ${order}) AS n
  FROM games g ${TITLE_JOINS}
  LEFT JOIN player_counts pc ON pc.game_key = g.key
  ${shape === 'full' ? `${relations.groupsJoin} ${RULES_JOINS}` : ''}
  ${relations.labelsJoin}
  WHERE ${query.where}
  ORDER BY ${order}
  ${paging}
) x`;
  const result = await db.query<{ games: string }>(sql, params);
  // The SELECT above is the RawGame (or RawGameCard) contract; JSON.parse cannot check it.
  const games = JSON.parse(result.rows[0]?.games ?? '[]') as Mutable<RawGame>[];
  if (shape === 'card') {
    // The lobby reply stays small: a card names a demo or a jackpot only when it has one.
    for (const game of games) {
      if (game.hasDemo !== true) delete game.hasDemo;
      if (game.jackpot == null) delete game.jackpot;
    }
  }
  return games;
}
