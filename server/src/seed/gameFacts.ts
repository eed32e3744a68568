import { NATIVE_MINI_GAME_AGGREGATOR } from '@lobby/domain';
import { LOCALES, type Volatility } from '@lobby/shared';
import type { SqlParam } from '../db/database';
import type { SeededGame } from './games';
import type { Prng } from './prng';
import {
  LIVE_DEALER_TEXT,
  LIVE_TABLE_RULES,
  RULES_TEXTS,
  type LiveTableRules,
  type RulesTemplate,
  type RulesText,
} from './rulesTexts';
import { seedTable, type SeedTable } from './seedTable';
import { TABLE_GAMES } from './words';

/** The games table's issue #34 columns (migration 11), every one of them in every row. */
export interface GameFactsColumns {
  readonly has_demo: boolean;
  readonly rtp: number | null;
  readonly volatility: Volatility | null;
  readonly max_win: number | null;
  readonly lines: number | null;
  readonly ways: number | null;
  readonly rules_id: string | null;
  readonly jackpot_amount: number | null;
  readonly jackpot_per_second: number | null;
  readonly jackpot_at: string | null;
}

/** How a seeded game plays, which decides its demo, its facts and its rules. */
export type PlayKind = 'miniGame' | 'native' | 'live' | 'table' | 'crash' | 'megaways' | 'slot';

export function playKindOf(game: Pick<SeededGame, 'aggregator' | 'supplier' | 'groups'>): PlayKind {
  // The app's own poker mini-games and native games open in the app (SPEC §4 steps 2–3).
  if (game.aggregator === NATIVE_MINI_GAME_AGGREGATOR) return 'miniGame';
  if (game.supplier === 'native') return 'native';
  if (game.groups.includes('live')) return 'live';
  if (game.groups.includes('table')) return 'table';
  if (game.groups.includes('crash')) return 'crash';
  if (game.groups.includes('megaways')) return 'megaways';
  return 'slot';
}

/** Shares of the catalogue (issue #34): demos for most slots and crash games, facts for ~75 % of the rest. */
const DEMO_SHARE: Readonly<Record<PlayKind, number>> = {
  miniGame: 0,
  native: 0,
  live: 0,
  table: 0.6,
  crash: 0.7,
  megaways: 0.7,
  slot: 0.7,
};
const FACTS_SHARE = 0.75;

/** A table game's rules by the game its title names (words.ts TABLE_GAMES). */
const TABLE_RULES: Readonly<Record<string, LiveTableRules>> = {
  Blackjack: 'blackjack',
  Roulette: 'roulette',
  Baccarat: 'baccarat',
  'Sic Bo': 'sic-bo',
  'Dragon Tiger': 'dragon-tiger',
  Poker: 'poker',
  Craps: 'craps',
};

/**
 * Return to player of the standard game (house edge of its main bet): European roulette,
 * blackjack to basic strategy, Banker at baccarat, Small/Big at sic bo, Casino Hold'em, the
 * Pass Line; Dragon Tiger's even-money bet losing half on a tie returns 96.27 %.
 */
const TABLE_RTP: Readonly<Record<LiveTableRules, number>> = {
  blackjack: 99.5,
  roulette: 97.3,
  baccarat: 98.94,
  'sic-bo': 97.22,
  'dragon-tiger': 96.27,
  poker: 97.84,
  craps: 98.59,
};

function tableRulesOf(title: string): LiveTableRules {
  const word = TABLE_GAMES.find((game) => title.endsWith(` ${game.en}`) || title === game.en);
  return (word && TABLE_RULES[word.en]) ?? 'blackjack';
}

const liveRulesId = (rules: LiveTableRules): string => `live-${rules}`;

/** A bigger top win the wilder the game, in the steps a game's paytable would name. */
const MAX_WIN_BY_VOLATILITY: Readonly<Record<Volatility, readonly number[]>> = {
  low: [500, 750, 1000, 2000],
  medium: [2000, 2500, 4000, 5000],
  high: [5000, 10_000, 15_000, 21_000],
  veryHigh: [25_000, 40_000, 50_000],
};

function slotVolatility(prng: Prng): Volatility {
  const roll = prng.next();
  return roll < 0.15 ? 'low' : roll < 0.5 ? 'medium' : roll < 0.85 ? 'high' : 'veryHigh';
}

/** A value between min and max spread evenly over its orders of magnitude, as jackpots are. */
function logUniform(prng: Prng, min: number, max: number): number {
  return Math.round(min * (max / min) ** prng.next() * 100) / 100;
}

const NO_FACTS: Omit<GameFactsColumns, 'has_demo' | 'jackpot_amount' | 'jackpot_per_second' | 'jackpot_at'> = {
  rtp: null,
  volatility: null,
  max_win: null,
  lines: null,
  ways: null,
  rules_id: null,
};

/**
 * One game's demo flag, facts and jackpot, from the facts stream `prng` (never the catalogue's:
 * the games, blocks and fixtures generated before issue #34 stay as they were). A game with a
 * demo has every fact its kind has; about a quarter of the others have none, and some of the
 * rest miss one, as a real catalogue's feed does.
 */
export function seedGameFacts(prng: Prng, game: SeededGame, now: Date): GameFactsColumns {
  const kind = playKindOf(game);
  const hasDemo = prng.chance(DEMO_SHARE[kind]);
  const jackpot = game.groups.includes('jackpot')
    ? {
        jackpot_amount: logUniform(prng, 10_000, 2_000_000),
        jackpot_per_second: logUniform(prng, 0.05, 5),
        jackpot_at: now.toISOString(),
      }
    : { jackpot_amount: null, jackpot_per_second: null, jackpot_at: null };
  // The mini-games are poker against other players: no return to player, no paytable.
  if (kind === 'miniGame' || !(hasDemo || prng.chance(FACTS_SHARE))) return { has_demo: hasDemo, ...NO_FACTS, ...jackpot };
  const facts = factsOfKind(prng, kind, game.title);
  // A feed that lacks a fact or two; a demo game's panel is whole.
  const patchy = !hasDemo && prng.chance(0.3);
  const missing = patchy ? prng.pick(['rules_id', 'volatility', 'max_win'] as const) : null;
  return { has_demo: hasDemo, ...facts, ...(missing === null ? {} : { [missing]: null }), ...jackpot };
}

function factsOfKind(prng: Prng, kind: Exclude<PlayKind, 'miniGame'>, title: string): typeof NO_FACTS {
  switch (kind) {
    case 'native':
    case 'table':
    case 'live': {
      const rules = tableRulesOf(title);
      return {
        ...NO_FACTS,
        rtp: TABLE_RTP[rules],
        volatility: 'low',
        rules_id: kind === 'live' ? liveRulesId(rules) : rules,
      };
    }
    case 'crash':
      return {
        ...NO_FACTS,
        rtp: prng.pick([96, 97, 97, 97, 97, 98, 99]),
        volatility: prng.pick(['medium', 'high', 'high', 'veryHigh'] as const),
        max_win: prng.pick([1000, 5000, 10_000, 100_000, 1_000_000]),
        rules_id: prng.pick(['crash', 'crash-auto'] as const satisfies readonly RulesTemplate[]),
      };
    case 'megaways':
    case 'slot': {
      const volatility = slotVolatility(prng);
      const rtp = prng.int(9400, 9750) / 100;
      const maxWin = prng.pick(MAX_WIN_BY_VOLATILITY[volatility]);
      if (kind === 'megaways') {
        return { ...NO_FACTS, rtp, volatility, max_win: maxWin, ways: 117_649, rules_id: 'slot-megaways' };
      }
      if (prng.chance(0.25)) {
        return { ...NO_FACTS, rtp, volatility, max_win: maxWin, ways: prng.pick([243, 1024]), rules_id: 'slot-ways' };
      }
      return {
        ...NO_FACTS,
        rtp,
        volatility,
        max_win: maxWin,
        lines: prng.pick([10, 20, 25, 40, 50]),
        rules_id: prng.pick(['slot-lines', 'slot-lines', 'slot-respins'] as const satisfies readonly RulesTemplate[]),
      };
    }
    default:
      return kind satisfies never;
  }
}

/** Every rules text a seeded game can point at: the templates, and each table game dealt live. */
export function rulesTextsById(): ReadonlyMap<string, RulesText> {
  const texts = new Map<string, RulesText>(Object.entries(RULES_TEXTS));
  for (const rules of LIVE_TABLE_RULES) {
    const table: RulesText = RULES_TEXTS[rules];
    // Sentences in Chinese and Japanese follow each other without a space.
    const live = Object.fromEntries(
      LOCALES.map((locale) => [locale, `${table[locale]}${/^(ja|zh)/.test(locale) ? '' : ' '}${LIVE_DEALER_TEXT[locale]}`]),
    ) as RulesText;
    texts.set(liveRulesId(rules), live);
  }
  return texts;
}

/** The game_rules and game_rules_texts rows: one text per kind, in all 16 locales. */
export function generateGameRules(): SeedTable[] {
  const texts = rulesTextsById();
  const rows: Record<string, SqlParam>[] = [];
  for (const [id, text] of texts) {
    for (const locale of LOCALES) rows.push({ rules_id: id, locale, text: text[locale] });
  }
  return [seedTable('game_rules', [...texts.keys()].map((id) => ({ id }))), seedTable('game_rules_texts', rows)];
}
