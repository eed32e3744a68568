import type { RawBonus } from '@lobby/shared';
import { rawBonus } from '@lobby/testing';
import { createGameIndex } from '../lobby/gameIndex';
import { availabilityIn, filterBonuses } from './filterBonuses';

const NOW = Date.parse('2024-06-15T12:00:00Z');
const isGameAvailable = availabilityIn(
  createGameIndex([
    { key: 'bragg:g1', code: 'g1' },
    { key: 'haba:H10', code: 'H10' },
  ]),
);

function run(bonuses: readonly RawBonus[]) {
  return filterBonuses(bonuses, { now: NOW, isGameAvailable });
}

describe('filterBonuses', () => {
  test.each<[string, Partial<RawBonus>, boolean]>([
    ['active content', {}, true],
    ['consumed content', { consumed: true }, false],
    ['expired status', { status: 'expired' }, false],
    ['pending content', { status: 'pending' }, true],
    ['expiresAt in the future', { expiresAt: '2024-07-01T00:00:00Z' }, true],
    ['expiresAt in the past', { expiresAt: '2024-06-01T00:00:00Z' }, false],
    ['expiresAt exactly now', { expiresAt: '2024-06-15T12:00:00Z' }, false],
    ['expiresAt unreadable', { expiresAt: 'never' }, false],
    ['content without games', { games: [] }, true],
    ['content with unavailable games', { games: ['bragg:zzz'] }, true],
    ['free spin with an available game', { type: 'Free Spin', games: ['bragg:g1'] }, true],
    ['free spin with only unavailable games', { type: 'Free Spin', games: ['bragg:zzz', 'haba:g1'] }, false],
    ['free spin without games', { type: 'Free Spin', games: [] }, false],
    ['free spin consumed', { type: 'Free Spin', games: ['bragg:g1'], consumed: true }, false],
    ['unknown type', { type: 'Cashback' as unknown as 'Content' }, false],
  ])('%s -> kept %p', (_name, overrides, kept) => {
    expect(run([rawBonus(overrides)])).toHaveLength(kept ? 1 : 0);
  });

  test.each<[Partial<RawBonus>, { gameCode: string; aggregator: string }[]]>([
    [
      { games: ['bragg:g1', 'oryx:x'] },
      [
        { gameCode: 'g1', aggregator: 'bragg' },
        { gameCode: 'x', aggregator: 'bragg' },
      ],
    ],
    [{ games: ['x'], gameProvider: 'haba' }, [{ gameCode: 'x', aggregator: 'haba' }]],
    [{ games: ['x'], gameProvider: null }, [{ gameCode: 'x', aggregator: 'bragg' }]],
    [{ games: ['bragg:g1', 'BRAGG:g1', 'bragg:G1'] }, [{ gameCode: 'g1', aggregator: 'bragg' }]],
    [{ games: ['', 'bragg:', 'haba:a:b'] }, [{ gameCode: 'a:b', aggregator: 'haba' }]],
  ])('content games %p become pairs %p', (overrides, pairs) => {
    expect(run([rawBonus(overrides)])[0]?.games).toEqual(pairs);
  });

  test('free spin keeps only available games (case-insensitive)', () => {
    const [bonus] = run([rawBonus({ type: 'Free Spin', games: ['haba:h10', 'bragg:zzz', 'bragg:G1'] })]);
    expect(bonus?.games).toEqual([
      { gameCode: 'h10', aggregator: 'haba' },
      { gameCode: 'G1', aggregator: 'bragg' },
    ]);
  });

  test.each<[string, Partial<RawBonus>, { required: number; done: number } | null]>([
    ['no requirement', {}, null],
    ['both figures', { wageringRequired: 500, wageringDone: 120 }, { required: 500, done: 120 }],
    ['nothing wagered yet', { wageringRequired: 500, wageringDone: 0 }, { required: 500, done: 0 }],
    ['required without done', { wageringRequired: 500, wageringDone: null }, null],
    ['a zero requirement', { wageringRequired: 0, wageringDone: 0 }, null],
    ['a negative requirement', { wageringRequired: -5, wageringDone: 0 }, null],
    ['an unreadable figure', { wageringRequired: Number.NaN, wageringDone: 1 }, null],
    ['a figure sent as text', { wageringRequired: '500' as unknown as number, wageringDone: 1 }, null],
  ])('wagering: %s', (_name, overrides, wagering) => {
    expect(run([rawBonus(overrides)])[0]?.wagering).toEqual(wagering);
  });

  test('order is kept and hostile entries are skipped', () => {
    const list = [rawBonus({ id: '1' }), null, rawBonus({ id: '2', consumed: true }), rawBonus({ id: '3' })];
    expect(run(list as unknown as RawBonus[]).map((bonus) => bonus.id)).toEqual(['1', '3']);
  });

  test('a missing list is an empty one', () => {
    expect(run(undefined as unknown as RawBonus[])).toEqual([]);
  });
});
