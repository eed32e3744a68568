import { VOLATILITIES } from '@lobby/shared';
import type { Volatility } from '@lobby/shared';
import type { Game } from '../entities/types';
import { intlFormatter } from '../format/intlFormatter';
import { includesString } from '../util/guards';

/**
 * What the info panel can say about a game (issue #34): each fact the content gives in a form
 * that can be shown, null where it is unknown or unusable, so the panel leaves that row out
 * rather than show "0 lines" or "NaN%".
 */
export interface KnownGameFacts {
  /** The supplier's display name (never its code). */
  readonly provider: string | null;
  /** Return to player in percent, above 0 and at most 100. */
  readonly rtp: number | null;
  readonly volatility: Volatility | null;
  /** The largest win as a multiple of the bet, above 0. */
  readonly maxWin: number | null;
  readonly bets: { readonly min: number; readonly max: number } | null;
  /** Paylines, a whole number above 0. */
  readonly lines: number | null;
  /** Ways to win, a whole number above 0. */
  readonly ways: number | null;
  readonly releasedAtMs: number | null;
  readonly rules: string | null;
}

const positive = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
const count = (value: number | null | undefined): number | null => {
  const known = positive(value);
  return known !== null && Number.isInteger(known) ? known : null;
};
const text = (value: string | null | undefined): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The facts of `game` that can be shown; its own fields (provider, bets, release) and its `facts`. */
export function knownGameFacts(game: Pick<Game, 'supplierName' | 'facts' | 'bets' | 'releasedAtMs'>): KnownGameFacts {
  const facts = game.facts;
  const rtp = positive(facts?.rtp);
  const volatility = facts?.volatility;
  const bets = game.bets;
  const betsKnown =
    bets !== null && Number.isFinite(bets.min) && Number.isFinite(bets.max) && bets.min >= 0 && bets.max >= bets.min && bets.max > 0;
  return {
    provider: text(game.supplierName),
    rtp: rtp !== null && rtp <= 100 ? rtp : null,
    volatility: includesString(VOLATILITIES, volatility) ? volatility : null,
    maxWin: positive(facts?.maxWin),
    bets: betsKnown ? { min: bets.min, max: bets.max } : null,
    lines: count(facts?.lines),
    ways: count(facts?.ways),
    releasedAtMs: Number.isFinite(game.releasedAtMs) ? game.releasedAtMs : null,
    rules: text(facts?.rules),
  };
}

const rtpFormats = new Map<string, Intl.NumberFormat>();

/** An RTP as players compare it, to two decimals in the player's locale: "96.50%", "96,50 %". */
export function formatRtp(rtp: number, locale: string): string {
  const format = intlFormatter(
    rtpFormats,
    locale,
    'rtp',
    (tag) => new Intl.NumberFormat(tag, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  );
  return format.format((Number.isFinite(rtp) ? rtp : 0) / 100);
}
