import type { RawBonus } from '@lobby/shared';
import { rawBonus } from '@lobby/testing';
import { availabilityFrom, filterBonuses } from './filterBonuses';

const NOW = Date.parse('2024-06-15T12:00:00Z');
const isGameAvailable = availabilityFrom([
  { code: 'g1', aggregator: 'bragg' },
  { code: 'H10', aggregator: 'haba' },
]);

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

  test.each<[Partial<RawBonus>, { code: string; aggregator: string }[]]>([
    [
      { games: ['bragg:g1', 'oryx:x'] },
      [
        { code: 'g1', aggregator: 'bragg' },
        { code: 'x', aggregator: 'bragg' },
      ],
    ],
    [{ games: ['x'], gameProvider: 'haba' }, [{ code: 'x', aggregator: 'haba' }]],
    [{ games: ['x'], gameProvider: null }, [{ code: 'x', aggregator: 'bragg' }]],
    [{ games: ['bragg:g1', 'BRAGG:g1', 'bragg:G1'] }, [{ code: 'g1', aggregator: 'bragg' }]],
    [{ games: ['', 'bragg:', 'haba:a:b'] }, [{ code: 'a:b', aggregator: 'haba' }]],
  ])('content games %p become pairs %p', (overrides, pairs) => {
    expect(run([rawBonus(overrides)])[0]?.games).toEqual(pairs);
  });

  test('free spin keeps only available games (case-insensitive)', () => {
    const [bonus] = run([rawBonus({ type: 'Free Spin', games: ['haba:h10', 'bragg:zzz', 'bragg:G1'] })]);
    expect(bonus?.games).toEqual([
      { code: 'h10', aggregator: 'haba' },
      { code: 'G1', aggregator: 'bragg' },
    ]);
  });

  test('order is kept and hostile entries are skipped', () => {
    const list = [rawBonus({ id: '1' }), null, rawBonus({ id: '2', consumed: true }), rawBonus({ id: '3' })];
    expect(run(list as unknown as RawBonus[]).map((bonus) => bonus.id)).toEqual(['1', '3']);
  });

  test('a missing list is an empty one', () => {
    expect(run(undefined as unknown as RawBonus[])).toEqual([]);
  });
});
