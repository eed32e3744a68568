import { gameKey, NATIVE_MINI_GAME_AGGREGATOR, normaliseAggregator, SUPPORTED_MINI_GAME_IDS } from '@lobby/domain';
import { LOCALES, SUPPLIERS, type SupplierCode } from '@lobby/shared';
import type { SqlParam } from '../db/database';
import { imagePaths } from '../images/imagePaths';
import type { Prng } from './prng';
import { seedTable, type SeedTable } from './seedTable';
import { ADJECTIVES, NOUNS, TABLE_GAMES, TRANSLATED_LOCALES, type Word } from './words';

/** What later parts of the seed need to know about a generated game. */
export interface SeededGame {
  readonly key: string;
  /** The English title. */
  readonly title: string;
  readonly aggregator: string;
  readonly code: string;
  readonly supplier: SupplierCode;
  readonly groups: readonly string[];
  readonly desktop: boolean;
  readonly mobile: boolean;
  readonly isActive: boolean;
  readonly supportsFreeRounds: boolean;
}

export const GROUPS: readonly { readonly slug: string; readonly name: string }[] = [
  { slug: 'slots', name: 'Slots' },
  { slug: 'live', name: 'Live Casino' },
  { slug: 'table', name: 'Table Games' },
  { slug: 'jackpot', name: 'Jackpots' },
  { slug: 'megaways', name: 'Megaways' },
  { slug: 'crash', name: 'Crash Games' },
  { slug: 'card', name: 'Card Games' },
  { slug: 'instant', name: 'Instant Win' },
];

export const LABELS: readonly { readonly id: string; readonly title: string }[] = [
  'New', 'Hot', 'Exclusive', 'Jackpot', 'Megaways', 'Buy Feature', 'Live', 'Top', 'Trending', 'Drops & Wins',
  'Seasonal', 'Classic', 'High Volatility', 'Low Volatility', 'Cluster Pays', 'Free Spins', 'Multiplier', 'Asian',
  'VIP', 'Tournament',
].map((title) => ({ id: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), title }));

/**
 * Labels the lobby works out instead of reading them from the CMS (issue #34): "New" from a
 * game's release date, the volatility ones from its facts. The labels exist (a banner or a block
 * may show them); games do not carry them.
 */
const DERIVED_LABELS: ReadonlySet<string> = new Set(['new', 'high-volatility', 'low-volatility']);

const SUPPLIER_NAMES: Readonly<Record<SupplierCode, string>> = {
  bragg: 'Bragg Gaming',
  oryx: 'Oryx Gaming',
  asiagaming: 'Asia Gaming',
  native: 'WPT Native',
  inhouse: 'In-House',
  sicbo: 'Sic Bo Studio',
  haba: 'Habanero',
  atg99: 'ATG 99',
  atg101: 'ATG 101',
};

/** Relative share of the catalogue per supplier. */
const SUPPLIER_WEIGHTS: Readonly<Record<SupplierCode, number>> = {
  bragg: 30, oryx: 15, asiagaming: 10, native: 3, inhouse: 5, sicbo: 3, haba: 20, atg99: 7, atg101: 7,
};

function pickSupplier(prng: Prng): SupplierCode {
  const total = SUPPLIERS.reduce((sum, code) => sum + SUPPLIER_WEIGHTS[code], 0);
  let roll = prng.next() * total;
  for (const code of SUPPLIERS) {
    roll -= SUPPLIER_WEIGHTS[code];
    if (roll < 0) return code;
  }
  return 'bragg';
}

interface Title {
  readonly words: readonly Word[];
  readonly table: boolean;
}

function titleIn(title: Title, locale: 'en' | (typeof TRANSLATED_LOCALES)[number]): string {
  // Romance languages put the adjective after the noun.
  const words = locale === 'en' || title.table ? title.words : [...title.words].reverse();
  return words.map((word) => word[locale]).join(' ');
}

/**
 * The mini-game aggregator's games are the app's native mini-games, known by their ids
 * (SPEC §4 step 3, §5 "Haba game id must be among supported ids"): the catalogue holds one
 * game per supported id, and the aggregator's further share goes to bragg.
 */
const MINI_GAME_SUPPLIER: SupplierCode = NATIVE_MINI_GAME_AGGREGATOR;

/** Asia Gaming codes are upper camel case, so the case-insensitive lookup has work to do. */
function codeFor(supplier: SupplierCode, english: string, serial: number): string {
  const parts = english.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  if (supplier === 'asiagaming') {
    return `AG${parts.map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('')}${serial}`;
  }
  return `${parts.join('-')}-${serial}`;
}

export interface GeneratedGames {
  readonly games: readonly SeededGame[];
  readonly tables: readonly SeedTable[];
}

export function generateSuppliers(): SeedTable {
  return seedTable(
    'suppliers',
    SUPPLIERS.map((code, position) => ({
      code,
      name: SUPPLIER_NAMES[code],
      image_desktop: imagePaths.supplier(code, 'desktop'),
      image_mobile: imagePaths.supplier(code, 'mobile'),
      position,
    })),
  );
}

export function generateLabelsAndGroups(): SeedTable[] {
  return [
    seedTable(
      'labels',
      LABELS.map((label) => ({
        id: label.id,
        title: label.title,
        image_desktop: imagePaths.label(label.id, 'desktop'),
        image_mobile: imagePaths.label(label.id, 'mobile'),
      })),
    ),
    seedTable('groups', GROUPS.map((group) => ({ slug: group.slug, name: group.name }))),
  ];
}

const DAY_MS = 86_400_000;

/** `count` games with titles, groups, labels and player counts. */
export function generateGames(prng: Prng, count: number, now: Date): GeneratedGames {
  const games: SeededGame[] = [];
  const gameRows: Record<string, SqlParam>[] = [];
  const titleRows: Record<string, SqlParam>[] = [];
  const groupRows: Record<string, SqlParam>[] = [];
  const labelRows: Record<string, SqlParam>[] = [];
  const countRows: Record<string, SqlParam>[] = [];

  let miniGames = 0;
  for (let serial = 1; serial <= count; serial += 1) {
    const picked = pickSupplier(prng);
    const supplier = picked === MINI_GAME_SUPPLIER && miniGames >= SUPPORTED_MINI_GAME_IDS.length ? 'bragg' : picked;
    const miniGameId = supplier === MINI_GAME_SUPPLIER ? SUPPORTED_MINI_GAME_IDS[miniGames++] : undefined;
    // SPEC §1: oryx content is served through the bragg aggregator; stored keys are normalised.
    const aggregator = normaliseAggregator(supplier);
    const isTable = supplier === 'sicbo' || supplier === 'native' || prng.chance(0.15);
    const title: Title = isTable
      ? { words: [prng.pick(ADJECTIVES), prng.pick(TABLE_GAMES)], table: true }
      : { words: [prng.pick(ADJECTIVES), prng.pick(NOUNS)], table: false };
    const english = titleIn(title, 'en');
    const code = miniGameId === undefined ? codeFor(supplier, english, serial) : String(miniGameId);
    const key = gameKey(aggregator, code);
    const live = isTable && prng.chance(0.5);
    const groups = isTable
      ? [live ? 'live' : 'table', ...(prng.chance(0.5) ? ['card'] : [])]
      : ['slots', ...prng.sample(['jackpot', 'megaways', 'crash', 'instant'], prng.int(0, 2))];
    const desktop = prng.chance(0.95);
    const mobile = !desktop || prng.chance(0.9);
    const isActive = prng.chance(0.97);
    const supportsFreeRounds = !isTable && prng.chance(0.35);
    const featured = prng.chance(0.15);
    const hasBets = prng.chance(0.8);
    const releasedAt = new Date(now.getTime() - prng.int(0, 3 * 365) * DAY_MS - prng.int(0, DAY_MS));

    games.push({ key, title: english, aggregator, code, supplier, groups, desktop, mobile, isActive, supportsFreeRounds });
    gameRows.push({
      key,
      aggregator,
      code,
      raw_title: `${english.toLowerCase().replace(/[^a-z0-9]+/g, '_')}_${serial}`,
      info: prng.chance(0.6) ? `${english} by ${SUPPLIER_NAMES[supplier]}. ${isTable ? 'Classic table play.' : 'Spin to win.'}` : null,
      supplier,
      mobile,
      desktop,
      supports_free_rounds: supportsFreeRounds,
      is_active: isActive,
      ios: prng.chance(0.92),
      image_desktop: imagePaths.game(aggregator, code, 'desktop'),
      image_mobile: imagePaths.game(aggregator, code, 'mobile'),
      featured_image_desktop: featured ? imagePaths.game(aggregator, code, 'featured-desktop') : null,
      featured_image_mobile: featured ? imagePaths.game(aggregator, code, 'featured-mobile') : null,
      loading_image_landscape: imagePaths.game(aggregator, code, 'loading-landscape'),
      loading_image_portrait: imagePaths.game(aggregator, code, 'loading-portrait'),
      bets_min: hasBets ? prng.pick([0.1, 0.2, 0.5, 1]) : null,
      bets_max: hasBets ? prng.pick([100, 250, 500, 1000]) : null,
      serving_method: prng.chance(0.1) ? null : prng.chance(0.1) ? 'local' : 'remote',
      orientation: prng.chance(0.2) ? null : prng.pick(['auto', 'auto', 'landscape', 'portrait']),
      position: prng.chance(0.3) ? null : prng.pick(['left', 'right']),
      casino_coin: prng.chance(0.1) ? null : prng.chance(0.2),
      released_at: releasedAt.toISOString(),
      table_id: live ? `table-${serial}` : null,
      loading_timeout_seconds: prng.chance(0.8) ? null : prng.pick([30, 45, 90, 120]),
      supported_locales: prng.chance(0.5) ? [...LOCALES] : prng.sample(LOCALES, prng.int(1, 6)),
      lobby_url: prng.chance(0.9) ? null : '/',
    });
    // About 5 % have no English title, so the lobby's raw-title fallback is exercised.
    if (prng.chance(0.95)) titleRows.push({ game_key: key, locale: 'en', title: english });
    for (const locale of TRANSLATED_LOCALES) {
      if (prng.chance(0.6)) titleRows.push({ game_key: key, locale, title: titleIn(title, locale) });
    }
    groups.forEach((slug, position) => groupRows.push({ game_key: key, group_slug: slug, position }));
    // Drawn as before issue #34, so the rest of the catalogue stays the same; the derived labels are not written.
    prng
      .sample(LABELS, prng.chance(0.5) ? prng.int(1, 3) : 0)
      .filter((label) => !DERIVED_LABELS.has(label.id))
      .forEach((label, position) => labelRows.push({ game_key: key, label_id: label.id, position }));
    countRows.push({ game_key: key, count: prng.int(20, 200) });
  }

  return {
    games,
    tables: [
      seedTable('games', gameRows),
      seedTable('game_titles', titleRows),
      seedTable('game_groups', groupRows),
      seedTable('game_labels', labelRows),
      seedTable('player_counts', countRows),
    ],
  };
}
