import type { RawGameFacts } from '@lobby/shared';
import type { Game } from '../entities/types';
import { formatRtp, knownGameFacts } from './gameFacts';
import type { KnownGameFacts } from './gameFacts';

const RELEASED = Date.parse('2026-05-01T00:00:00Z');
const FACTS: RawGameFacts = { rtp: 96.5, volatility: 'high', maxWin: 5000, lines: 20, ways: null, rules: ' Line wins pay left to right. ' };
type GameFields = Pick<Game, 'supplierName' | 'facts' | 'bets' | 'releasedAtMs'>;
const game = (overrides: Partial<GameFields> = {}, facts: Partial<RawGameFacts> = {}): GameFields => ({
  supplierName: 'Habanero',
  facts: { ...FACTS, ...facts },
  bets: { min: 0.1, max: 100 },
  releasedAtMs: RELEASED,
  ...overrides,
});
const ALL: KnownGameFacts = {
  provider: 'Habanero',
  rtp: 96.5,
  volatility: 'high',
  maxWin: 5000,
  bets: { min: 0.1, max: 100 },
  lines: 20,
  ways: null,
  releasedAtMs: RELEASED,
  rules: 'Line wins pay left to right.',
};

describe('knownGameFacts', () => {
  test.each<[string, GameFields, Partial<KnownGameFacts>]>([
    ['every fact known', game(), {}],
    ['no facts in the reply (the lobby reply carries none)', game({ facts: null }), { rtp: null, volatility: null, maxWin: null, lines: null, rules: null }],
    ['a ways game', game({}, { lines: null, ways: 117649 }), { lines: null, ways: 117649 }],
    ['a table game: neither lines nor ways', game({}, { lines: null, ways: null }), { lines: null }],
    ['no provider name', game({ supplierName: null }), { provider: null }],
    ['a blank provider name', game({ supplierName: '  ' }), { provider: null }],
    ['an RTP of 0 is unknown', game({}, { rtp: 0 }), { rtp: null }],
    ['an RTP above 100 is unusable', game({}, { rtp: 101 }), { rtp: null }],
    ['an RTP of exactly 100', game({}, { rtp: 100 }), { rtp: 100 }],
    ['a volatility the lobby does not know', game({}, { volatility: 'extreme' as RawGameFacts['volatility'] }), { volatility: null }],
    ['a max win of 0 is unknown', game({}, { maxWin: 0 }), { maxWin: null }],
    ['a fractional line count is unusable', game({}, { lines: 2.5 }), { lines: null }],
    ['negative ways are unusable', game({}, { ways: -243 }), { ways: null }],
    ['no bets', game({ bets: null }), { bets: null }],
    ['bets the wrong way round are unusable', game({ bets: { min: 10, max: 1 } }), { bets: null }],
    ['bets of nothing are unusable', game({ bets: { min: 0, max: 0 } }), { bets: null }],
    ['a minimum bet of 0 is a range', game({ bets: { min: 0, max: 5 } }), { bets: { min: 0, max: 5 } }],
    ['an unreadable release date', game({ releasedAtMs: Number.NaN }), { releasedAtMs: null }],
    ['blank rules', game({}, { rules: '   ' }), { rules: null }],
  ])('%s', (_name, value, changed) => {
    expect(knownGameFacts(value)).toEqual({ ...ALL, ...changed });
  });
});

describe('formatRtp', () => {
  test.each<[number, string, string]>([
    [96.5, 'en', '96.50%'],
    [96.5, 'fr', '96,50 %'],
    [97, 'de', '97,00 %'],
    [94.123, 'en', '94.12%'],
    [99.999, 'en', '100.00%'],
    [96.5, 'not a locale!', '96.50%'],
  ])('%p in %s → %p', (rtp, locale, expected) => {
    expect(formatRtp(rtp, locale).replace(/[\u00a0\u202f]/g, ' ')).toBe(expected);
  });
});
