import type { RawGame } from '@lobby/shared';
import type { Label } from '../entities/types';
import { rawGame } from '@lobby/testing';
import { normaliseGame } from './normaliseGame';

const hot: Label = { id: 'hot', title: 'Hot', images: { desktop: null, mobile: null } };
const labels = new Map([['hot', hot]]);
const supplierNames = new Map([['haba', 'Habanero']]);

describe('normaliseGame defaults (SPEC §3)', () => {
  test.each<[string, Partial<RawGame>, Partial<ReturnType<typeof normaliseGame>>]>([
    ['aggregator missing -> bragg', { aggregator: undefined }, { aggregator: 'bragg', key: 'bragg:g1' }],
    ['aggregator null -> bragg', { aggregator: null }, { aggregator: 'bragg' }],
    ['oryx -> bragg', { aggregator: 'oryx' }, { aggregator: 'bragg', key: 'bragg:g1' }],
    ['other aggregator kept', { aggregator: 'haba', code: '10' }, { aggregator: 'haba', key: 'haba:10' }],
    ['servingMethod default', { servingMethod: null }, { servingMethod: 'remote' }],
    ['servingMethod local kept', { servingMethod: 'local' }, { servingMethod: 'local' }],
    ['orientation default', { orientation: undefined }, { orientation: 'auto' }],
    ['orientation kept', { orientation: 'portrait' }, { orientation: 'portrait' }],
    ['position default', { position: null }, { position: 'left' }],
    ['position kept', { position: 'right' }, { position: 'right' }],
    ['casinoCoin default', { casinoCoin: null }, { casinoCoin: false }],
    ['casinoCoin kept', { casinoCoin: true }, { casinoCoin: true }],
    ['localized title', { title: 'Le Jeu' }, { title: 'Le Jeu' }],
    ['title fallback', { title: null, rawTitle: 'gates_of_olympus_1000' }, { title: 'Gates Of Olympus 1000' }],
    ['negative playingCount', { playingCount: -5 }, { playingCount: 0 }],
    ['NaN playingCount', { playingCount: Number.NaN }, { playingCount: 0 }],
    ['Infinity playingCount', { playingCount: Number.POSITIVE_INFINITY }, { playingCount: 0 }],
    ['labels resolved, unknown dropped', { labels: ['hot', 'nope', '__proto__'] }, { labels: [hot] }],
    [
      'supplier named, code compared without case',
      { supplier: 'HABA' },
      { supplier: 'HABA', supplierName: 'Habanero' },
    ],
    ['supplier the lobby does not describe has no name', { supplier: 'atg101' }, { supplierName: null }],
    ['releasedAt parsed', { releasedAt: '2024-01-01T00:00:00Z' }, { releasedAtMs: Date.UTC(2024, 0, 1) }],
  ])('%s', (_name, overrides, expected) => {
    expect(normaliseGame(rawGame(overrides), labels, supplierNames)).toMatchObject(expected);
  });

  test.each<[Partial<RawGame>]>([
    [{ servingMethod: 'cdn' as unknown as 'local' }],
    [{ orientation: 'sideways' as unknown as 'auto' }],
    [{ position: 7 as unknown as 'left' }],
  ])('wrong enum values fall back to defaults: %p', (overrides) => {
    const game = normaliseGame(rawGame(overrides), labels, supplierNames);
    expect([game.servingMethod, game.orientation, game.position]).toEqual(['remote', 'auto', 'left']);
  });

  test('an unreadable release date gives NaN ms', () => {
    expect(normaliseGame(rawGame({ releasedAt: 'soon' }), labels, supplierNames).releasedAtMs).toBeNaN();
  });
});
